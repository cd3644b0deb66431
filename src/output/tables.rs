//! The students' tables: a report's typed tables as HTML, beside their charts, with the
//! lesson-style headers (in the report's language) and human units — a duration column in
//! the one unit that shows its smallest value as at least 1, or each cell in its own unit
//! when the column spans too much (DESIGN.md, "Students' tables"); no non-zero value reads
//! 0, a value the program prints as a word (`-`, `sinirsiz`) reads as that word, numbers in
//! the language's notation. The lesson-exact program output is not this: it stays
//! byte-exact in its own "programın çıktısı" block.

use crate::report::words::Words;
use std::fmt::Write;

use crate::report::glossary::word;
use crate::report::units::{number_places, time_unit, time_units, turkish_number};
use crate::report::{Cell, Table};

/// Text as HTML text or attribute value.
pub(crate) fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// Most rows a students' table shows; a longer table (a time series) is left to its CSV.
pub const MAX_ROWS: usize = 40;

/// The columns a student sees: those the lesson-style text shows.
fn shown_columns(t: &Table) -> Vec<usize> {
    (0..t.columns.len()).filter(|&i| t.heads.get(i).is_some_and(|h| !h.is_empty())).collect()
}

/// Whether a table has a students' version: declared with its lesson-style headers and
/// short enough to read.
pub fn has_students_table(t: &Table) -> bool {
    !shown_columns(t).is_empty() && !t.rows.is_empty() && t.rows.len() <= MAX_ROWS
}

/// How a column of durations (a CSV name with an `_ms` part: `wait_ms`,
/// `wait_mean_ms_erlang_c`) is shown: in one unit, which its header names, or each cell in
/// its own unit (`17 s` above `3,84 gün`).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Unit {
    One(f64, &'static str),
    PerCell,
    /// A share the program prints as a percentage (`%79,7`): the header says `(%)`, each
    /// cell the program's number (`79,7`), as the titles write it.
    Percent,
}

/// A column the program prints as a percentage in every row.
fn percent_unit(t: &Table, i: usize) -> Option<Unit> {
    let all = (0..t.rows.len()).all(|row| {
        let shown = shown_text(t, row, i);
        (shown.starts_with('%') || shown.ends_with('%')) && shown.chars().any(|c| c.is_ascii_digit())
    });
    all.then_some(Unit::Percent)
}

/// The program's text of a cell (empty where it shows none).
fn shown_text(t: &Table, row: usize, i: usize) -> &str {
    t.shown.get(row).and_then(|r| r.get(i)).map_or("", String::as_str).trim()
}

/// The cell as a number the students' table shows: finite, and printed by the program with
/// a digit (its `-` for a takeover that never happened, -1 in the CSV, is a word).
fn shown_number(t: &Table, row: usize, i: usize) -> Option<f64> {
    let shown = shown_text(t, row, i);
    let worded = !shown.is_empty() && !shown.chars().any(|c| c.is_ascii_digit());
    t.rows[row][i].finite_number().filter(|_| !worded)
}

/// A duration column's unit (see DESIGN.md, "Students' tables"): the largest unit, up to
/// the one that fits its largest value, in which its smallest non-zero value reads at
/// least 1; each cell in its own unit when the largest would then read 1000 or more.
fn duration_unit(t: &Table, i: usize, w: &'static Words) -> Option<Unit> {
    if !t.columns[i].split('_').any(|part| part == "ms") {
        return None;
    }
    let values = (0..t.rows.len()).filter_map(|row| shown_number(t, row, i)).map(f64::abs).filter(|v| *v > 0.0);
    let (lo, hi) = values.fold((f64::INFINITY, 0.0_f64), |(lo, hi), v| (lo.min(v), hi.max(v)));
    let units = time_units(w.lang());
    if hi == 0.0 {
        return Some(Unit::One(units[0].0, units[0].1));
    }
    let top = units.iter().position(|u| u.0 == time_unit(hi, w.lang()).0).unwrap_or(0);
    let k = (0..=top).rev().find(|&k| lo / units[k].0 >= 1.0).unwrap_or(0);
    Some(if hi / units[k].0 >= 1000.0 { Unit::PerCell } else { Unit::One(units[k].0, units[k].1) })
}

/// `x` (in its unit, `div` ms) to three significant digits (`34,6`, `2,28`, `119`), never
/// a zero for a non-zero value nor a digit the value does not have; seconds below 10 keep
/// their whole milliseconds when they have them (`2,005 s`, the lease's takeover).
fn significant(x: f64, div: f64, w: &'static Words) -> String {
    if x == 0.0 || !x.is_finite() {
        return turkish_number(x, w.lang());
    }
    let magnitude = libm::log10(x.abs()).floor() as i32;
    let places = (2 - magnitude).max(0) as usize;
    let whole_ms = div == 1000.0 && x.abs() < 10.0 && ((x * 1000.0).round() / 1000.0 - x).abs() <= 1e-9 * x.abs();
    number_places(x, if whole_ms { 3 } else { places }, w.lang())
}

/// A number that is not a duration: integers as they are, other numbers to three
/// decimals, or to two significant digits below 0,01 (0,00035, not 0).
fn plain(c: &Cell, v: f64, w: &'static Words) -> String {
    match c {
        Cell::Float(_) if v != 0.0 && v.abs() < 0.01 => {
            let magnitude = libm::log10(v.abs()).floor() as i32;
            number_places(v, (1 - magnitude).max(0) as usize, w.lang())
        }
        _ => turkish_number(v, w.lang()),
    }
}

/// The header of a duration column without the unit the text carried (`bekleme ms` →
/// `bekleme`, `ort. gecikme dk` → `ort. gecikme`): the students' table names its own.
pub fn head_without_unit(head: &str) -> &str {
    let h = head.trim();
    // recogniser: a unit at the end of a column header the students' table names itself.
    for unit in ["(ms)", "_ms", " ms", " s", " sn", " dk", " sa", " gün", " min", " h", " d"] {
        // A number before the unit is a name's (`sabit 2 sn`, a schedule), not the column's unit.
        if let Some(stripped) = h.strip_suffix(unit).filter(|s| !s.ends_with(|c: char| c.is_ascii_digit())) {
            return stripped.trim_end();
        }
    }
    h
}

/// `text` as a students' table spells it: each run of ASCII letters through the catalog's
/// `students-word` (the Turkish edition's programs print `surec olumu`, `sinirsiz`; the
/// table says `süreç ölümü`, `sınırsız`); everything else as it is.
pub fn spelled(text: &str, w: &'static Words) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        if !word.is_empty() {
            out.push_str(&w.get("students-word", &crate::args!(ascii = word.as_str())));
            word.clear();
        }
    };
    for c in text.chars() {
        if c.is_ascii_alphabetic() {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

fn cell_html(t: &Table, row: usize, i: usize, unit: Option<Unit>, w: &'static Words) -> String {
    let c = &t.rows[row][i];
    let shown = shown_text(t, row, i);
    // A remark in words the program writes after a value (`150 (vazgecti)`) stays after it.
    let remark = shown
        .find(" (")
        .filter(|&at| shown.ends_with(')') && !shown[at..].chars().any(|c| c.is_ascii_digit()))
        .map_or("", |at| &shown[at..]);
    let number = match (shown_number(t, row, i), unit) {
        (Some(_), Some(Unit::Percent)) => shown.trim_matches('%').to_string(),
        (Some(v), Some(Unit::One(div, _))) => significant(v / div, div, w),
        (Some(0.0), Some(Unit::PerCell)) => "0".to_string(),
        (Some(v), Some(Unit::PerCell)) => {
            let (div, name) = time_unit(v.abs(), w.lang());
            format!("{} {name}", significant(v / div, div, w))
        }
        (Some(v), None) => plain(c, v, w),
        (None, _) => {
            return match c {
                Cell::Bool(b) => word(if *b { "page.yes" } else { "page.no" }, w.lang()).to_string(),
                _ if !shown.is_empty() => spelled(shown, w),
                _ if c.to_text().is_empty() => "-".to_string(),
                _ => spelled(&c.to_text(), w),
            };
        }
    };
    format!("{number}{}", spelled(remark, w))
}

/// A students' table as text: its headers (with their unit) and its rows of cells, each
/// cell with whether it is a number (right-aligned); a column that reads the same in every
/// row (of two or more) is not repeated in each but said once, above the table.
pub struct Cells {
    pub heads: Vec<String>,
    pub rows: Vec<Vec<(String, bool)>>,
    /// The table's column of each of `heads`.
    pub columns: Vec<usize>,
    /// The columns said once: the table's column, its header, the value of every row.
    pub common: Vec<(usize, String, String)>,
}

impl Cells {
    /// The line said above the table (empty when no column is the same in every row).
    pub fn common_line(&self, w: &'static Words) -> String {
        if self.common.is_empty() {
            return String::new();
        }
        let list: Vec<String> = self.common.iter().map(|(_, head, value)| format!("{head}: {value}")).collect();
        w.get("students-common", &crate::args!(list = list.join(" · ")))
    }
}

/// The cells of the students' table of `t` (call only when [`has_students_table`]).
pub fn students_cells(t: &Table, w: &'static Words) -> Cells {
    let cols = shown_columns(t);
    let units: Vec<Option<Unit>> =
        cols.iter().map(|&i| percent_unit(t, i).or_else(|| duration_unit(t, i, w))).collect();
    let bare: Vec<String> = cols
        .iter()
        .zip(&units)
        .map(|(&i, unit)| spelled(if unit.is_some() { head_without_unit(&t.heads[i]) } else { t.heads[i].trim() }, w))
        .collect();
    let heads: Vec<String> = bare
        .iter()
        .zip(&units)
        .map(|(head, unit)| match unit {
            Some(Unit::One(_, name)) => format!("{head} ({name})"),
            Some(Unit::Percent) => format!("{head} (%)"),
            _ => head.to_string(),
        })
        .collect();
    // A column with a number in it is right-aligned, its words (`-`, `sinirsiz`) too.
    let numeric: Vec<bool> =
        (0..t.columns.len()).map(|i| t.rows.iter().any(|r| r[i].finite_number().is_some())).collect();
    let texts: Vec<Vec<String>> = cols
        .iter()
        .zip(&units)
        .map(|(&i, unit)| (0..t.rows.len()).map(|row| cell_html(t, row, i, *unit, w)).collect())
        .collect();
    // Said once only while another column still tells the rows apart.
    let constant: Vec<bool> = texts.iter().map(|col| t.rows.len() > 1 && col.iter().all(|c| *c == col[0])).collect();
    let any_varies = constant.iter().any(|c| !c);
    let same = |k: usize| any_varies && constant[k];
    let kept: Vec<usize> = (0..cols.len()).filter(|&k| !same(k)).collect();
    // Said once, a value carries its unit itself (`bitiş: 60 s`).
    let once = |k: usize| match units[k] {
        Some(Unit::One(_, name)) => format!("{} {name}", texts[k][0]),
        Some(Unit::Percent) => spelled(shown_text(t, 0, cols[k]), w),
        _ => texts[k][0].clone(),
    };
    let common = (0..cols.len()).filter(|&k| same(k)).map(|k| (cols[k], bare[k].clone(), once(k))).collect();
    let rows = (0..t.rows.len())
        .map(|row| kept.iter().map(|&k| (texts[k][row].clone(), numeric[cols[k]])).collect())
        .collect();
    Cells {
        heads: kept.iter().map(|&k| heads[k].clone()).collect(),
        rows,
        columns: kept.iter().map(|&k| cols[k]).collect(),
        common,
    }
}

/// The students' HTML table of `t` (call only when [`has_students_table`]).
pub fn students_table(t: &Table, w: &'static Words) -> String {
    let cells = students_cells(t, w);
    let mut h = String::new();
    if !cells.common.is_empty() {
        let _ = writeln!(h, "<p class=\"meta common\">{}</p>", esc(&cells.common_line(w)));
    }
    h.push_str("<div class=\"table\"><table>\n<thead><tr>");
    for head in &cells.heads {
        let _ = write!(h, "<th>{}</th>", esc(head));
    }
    h.push_str("</tr></thead>\n<tbody>\n");
    for row in &cells.rows {
        h.push_str("<tr>");
        for (text, numeric) in row {
            let class = if *numeric { " class=\"n\"" } else { "" };
            let _ = write!(h, "<td{class}>{}</td>", esc(text));
        }
        h.push_str("</tr>\n");
    }
    h.push_str("</tbody></table></div>\n");
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::{Head, Layout};

    #[test]
    fn a_duration_column_has_one_unit_and_the_text_shows_names() {
        let w = crate::report::words::Words::of(crate::report::lang::Lang::Tr);
        struct R(&'static str, u64);
        let layout = Layout::new("t")
            .column("mode", Head::left("kip", 8), |r: &R| r.0.into())
            .shown(|r| if r.0 == "locked" { "kilitli".into() } else { r.0.into() })
            .column("wait_ms", Head::right("bekleme ms", 12), |r| r.1.into())
            .csv("hidden", |_| 1u32.into());
        let t = layout.table(&[R("locked", 1_500), R("x", 36_150)]);
        let html = students_table(&t, w);
        assert!(html.contains("<th>kip</th><th>bekleme (s)</th></tr>"), "{html}");
        assert!(html.contains("<td>kilitli</td><td class=\"n\">1,5</td>"), "{html}");
        assert!(html.contains("<td class=\"n\">36,2</td>"), "{html}");
        assert!(!html.contains("hidden"));
    }

    #[test]
    fn a_students_table_spells_the_programs_ascii_and_names_strategies_by_the_charts_words() {
        let tr = crate::report::words::Words::of(crate::report::lang::Lang::Tr);
        assert_eq!(spelled("en cok gecikme", tr), "en çok gecikme");
        assert_eq!(spelled("aninda 1000 (vazgecti)", tr), "anında 1000 (vazgeçti)");
        assert_eq!(spelled("ilk 1 s, x2, deneme sinirsiz", tr), "ilk 1 s, x2, deneme sınırsız");
        assert_eq!(spelled("naive", tr), "yerel saate bakan");
        assert_eq!(spelled("stokOzeti BUFFER_ALL", tr), "stokOzeti BUFFER_ALL");
        let en = crate::report::words::Words::of(crate::report::lang::Lang::En);
        assert_eq!(spelled("naive, once", en), "naive, once");
        assert_eq!(head_without_unit("sabit 2 sn"), "sabit 2 sn");
        assert_eq!(head_without_unit("bekleme ms"), "bekleme");
    }
}
