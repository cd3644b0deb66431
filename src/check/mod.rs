//! `jobsim check`: a course's committed outputs compared with a fresh render, the
//! differences said the way a reader of the course sees them. A table's cell is named by
//! its row and column (`004-jitter-wave.txt: tam sarsinti, en yogun 100 ms: 69 → 71`), a
//! CSV's by its row key or number and column, a chart by its title and caption, and a
//! file the render no longer writes (or a new one) by its name.
//!
//! Everything here works on values: the CLI renders the course in memory (the code path
//! of `render --all`) and reads the committed folder; [`compare`] only compares.
//!
//! Which new value a file comes from follows [`crate::output::scenario_files`]'s names:
//! `<stem>.txt` (the report's text), `<stem>.<table>.csv`, `<stem>.<chart>.svg` and
//! `.png`, and `print/<stem>.<chart>.pdf` and `.png`. A PNG or PDF differs only as a
//! consequence of its SVG; it is named ("chart redrawn") only when its SVG is the same.
//! Any other file (the index) is compared line by line.

mod chart;
mod csv;
pub mod grid;
pub mod text;

use crate::report::words::Words;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use crate::output::OutputFile;
use crate::report::{Figure, Report, Table};

/// The most lines said about one file; the rest are counted.
pub const LINES_PER_FILE_MAX: usize = 12;

/// One file that differs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finding {
    /// The render writes it; the committed folder has no such file.
    Missing { file: String },
    /// In the committed folder, but the render no longer writes it.
    Extra { file: String },
    /// Both have it, with these differences (one line each, at most
    /// [`LINES_PER_FILE_MAX`], then how many more).
    Changed { file: String, lines: Vec<String> },
}

impl Finding {
    pub fn file(&self) -> &str {
        match self {
            Finding::Missing { file } | Finding::Extra { file } | Finding::Changed { file, .. } => file,
        }
    }
}

impl fmt::Display for Finding {
    /// One line per difference, each starting with the file's name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Finding::Missing { file } => write!(f, "{file}: missing (the render writes it; it is not committed)"),
            Finding::Extra { file } => write!(f, "{file}: extra (committed, but the render no longer writes it)"),
            Finding::Changed { file, lines } => {
                let lines: Vec<String> = lines.iter().map(|l| format!("{file}: {l}")).collect();
                write!(f, "{}", lines.join("\n"))
            }
        }
    }
}

/// What a rendered file was made from.
enum Origin<'a> {
    Text(&'a str),
    Csv(&'a Table),
    Chart(&'a Figure),
    /// A raster or print version of the chart whose SVG is named.
    Copy(String),
    /// The course page: made of the texts and chart titles of every scenario.
    Index,
}

/// Every file name of the runs with what made it.
fn origins<'a>(runs: &[(&str, &'a Report)]) -> BTreeMap<String, Origin<'a>> {
    let mut out = BTreeMap::from([("index.html".to_string(), Origin::Index)]);
    for &(stem, report) in runs {
        out.insert(format!("{stem}.txt"), Origin::Text(&report.text));
        for t in &report.tables {
            out.insert(format!("{stem}.{}.csv", t.name), Origin::Csv(t));
        }
        for f in &report.figures {
            let svg = format!("{stem}.{}.svg", f.name);
            for copy in [format!("{stem}.{}.png", f.name), format!("print/{stem}.{}.pdf", f.name)] {
                out.insert(copy, Origin::Copy(svg.clone()));
            }
            out.insert(format!("print/{stem}.{}.png", f.name), Origin::Copy(svg.clone()));
            out.insert(svg, Origin::Chart(f));
        }
    }
    out
}

/// The differences of a file whose bytes differ, by what made it; `changed` are the
/// rendered files that differ from (or are missing in) the committed folder.
fn changes(
    origin: Option<&Origin<'_>>,
    old: &[u8],
    new: &[u8],
    changed: &BTreeSet<&str>,
    w: &'static Words,
) -> Vec<String> {
    let lines = match (origin, std::str::from_utf8(old).ok(), std::str::from_utf8(new).ok()) {
        (Some(Origin::Text(t)), Some(o), _) => text::diff(o, t),
        (Some(Origin::Csv(t)), _, _) => csv::diff(old, t),
        (Some(Origin::Chart(f)), _, _) => chart::diff(old, f, new, w),
        (Some(Origin::Copy(svg)), _, _) if changed.contains(svg.as_str()) => return Vec::new(),
        (Some(Origin::Copy(_)), _, _) => {
            vec!["chart redrawn: the same title, caption and drawing, other pixels".into()]
        }
        (Some(Origin::Index), ..) if changed.iter().any(|n| !course_page(n)) => {
            return vec![
                "changed with the outputs above (the course's pages and handouts show their texts and charts)".into(),
            ];
        }
        (Some(Origin::Index), Some(o), Some(n)) => text::lines_changed(o, n),
        (_, Some(o), Some(n)) => text::diff(o, n),
        _ => Vec::new(),
    };
    if lines.is_empty() {
        return vec!["the bytes differ, the values do not (line endings, spaces or quoting)".into()];
    }
    lines
}

/// A page or handout of the course (made of every scenario's texts and charts), not a
/// scenario's own output.
fn course_page(name: &str) -> bool {
    name.ends_with(".html") || (name.ends_with(".pdf") && !name.starts_with("print/"))
}

/// Cuts the lines said about one file to [`LINES_PER_FILE_MAX`].
fn capped(mut lines: Vec<String>) -> Vec<String> {
    if lines.len() > LINES_PER_FILE_MAX {
        let more = lines.len() - (LINES_PER_FILE_MAX - 1);
        lines.truncate(LINES_PER_FILE_MAX - 1);
        lines.push(format!("… and {more} more differences"));
    }
    lines
}

/// Compares the committed files (name → bytes, names relative to the folder) with the
/// `rendered` ones, made by `runs` (each scenario's stem with its report). The findings
/// follow the rendered files' order, the extra files last (by name); `w` is the edition's
/// words (a chart's findings name its concepts in them).
///
/// # Example
/// ```
/// use std::collections::BTreeMap;
/// use jobsim::check::{Finding, compare};
/// use jobsim::output::OutputFile;
/// use jobsim::report::Report;
/// use jobsim::report::lang::Lang;
/// use jobsim::report::words::Words;
/// let report = Report { text: "kip      kosum\nkilitli      1\n".into(), ..Report::default() };
/// let files = [OutputFile::new("x.txt".into(), report.text.clone().into_bytes())];
/// let committed = BTreeMap::from([("x.txt".to_string(), b"kip      kosum\nkilitli      2\n".to_vec())]);
/// let found = compare(&[("x", &report)], &files, &committed, Words::of(Lang::Tr));
/// assert_eq!(found, [Finding::Changed { file: "x.txt".into(), lines: vec!["kilitli, kosum: 2 → 1".into()] }]);
/// assert_eq!(found[0].to_string(), "x.txt: kilitli, kosum: 2 → 1");
/// ```
pub fn compare(
    runs: &[(&str, &Report)],
    rendered: &[OutputFile],
    committed: &BTreeMap<String, Vec<u8>>,
    w: &'static Words,
) -> Vec<Finding> {
    let origins = origins(runs);
    let mut findings = Vec::new();
    // The rendered files that differ: a PNG or PDF whose SVG is one is not named again.
    let changed: BTreeSet<&str> = rendered
        .iter()
        .filter(|f| committed.get(&f.name).is_none_or(|old| *old != f.bytes))
        .map(|f| f.name.as_str())
        .collect();
    for f in rendered {
        let Some(old) = committed.get(&f.name) else {
            findings.push(Finding::Missing { file: f.name.clone() });
            continue;
        };
        if *old == f.bytes {
            continue;
        }
        // The course's pages and the lessons' handouts and decks are made of the scenarios'
        // texts and charts, as the index is.
        let page = course_page(&f.name).then_some(&Origin::Index);
        let lines = changes(origins.get(&f.name).or(page), old, &f.bytes, &changed, w);
        if !lines.is_empty() {
            findings.push(Finding::Changed { file: f.name.clone(), lines: capped(lines) });
        }
    }
    let names: BTreeSet<&str> = rendered.iter().map(|f| f.name.as_str()).collect();
    for name in committed.keys() {
        if !names.contains(name.as_str()) {
            findings.push(Finding::Extra { file: name.clone() });
        }
    }
    findings
}
