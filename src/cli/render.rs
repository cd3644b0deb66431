//! `jobsim list` and `jobsim render`.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use rayon::prelude::*;

use jobsim::output::{self, OutputFile, Staging};
use jobsim::report::Report;
use jobsim::report::lang::Lang;
use jobsim::report::words::Words;
use jobsim::{RunOptions, Scenario, models, scenario};

use super::{Source, folder, not_an_input, print, source};

/// The scenarios of a course: the files of `dir`; without `dir`, those of `scenarios/`
/// when the working directory has one, otherwise the course's built-in scenarios. Each
/// with the path it was read from (none for a built-in one).
pub fn course(dir: Option<&Path>) -> Result<Vec<(Source, Option<PathBuf>)>> {
    let dir = match dir {
        Some(d) => folder(d, "scenario")?,
        None if Path::new("scenarios").is_dir() => PathBuf::from("scenarios"),
        None => {
            return Ok(scenario::builtin::BUILTIN
                .iter()
                .map(|(file, text)| (Source { file: (*file).into(), text: (*text).into() }, None))
                .collect());
        }
    };
    let files = scenario::list(&dir).with_context(|| format!("cannot list scenarios in `{}`", dir.display()))?;
    files.into_iter().map(|f| Ok((source(&f)?, Some(f)))).collect()
}

/// Every scenario: a header row, then one row per file. A broken file is listed with its
/// error (the others still are) and makes the command fail.
///
/// The columns are as wide as their longest entry (a model name never runs into the
/// description), and the description wraps under itself so no line passes 100 columns.
pub fn list(dir: Option<&Path>) -> Result<()> {
    let mut rows: Vec<[String; 4]> = vec![["file".into(), "lesson".into(), "model".into(), "description".into()]];
    let mut broken = Vec::new();
    for (src, _) in course(dir)? {
        match models::parse(&src.file, &src.text, &[]) {
            Ok(s) => rows.push([s.file, s.lesson, s.model.into(), s.description]),
            Err(e) => {
                rows.push([src.file.clone(), "-".into(), "BROKEN".into(), e.to_string()]);
                broken.push(src.file);
            }
        }
    }
    let width = |i: usize| rows.iter().map(|r| r[i].chars().count()).max().unwrap_or(0);
    let (a, b, c) = (width(0), width(1), width(2));
    let indent = a + b + c + 6;
    let mut text = String::new();
    for r in &rows {
        let lines = super::params::wrap(&r[3], super::params::LINE_MAX.saturating_sub(indent).max(30));
        text.push_str(&format!("{:<a$}  {:<b$}  {:<c$}  {}\n", r[0], r[1], r[2], lines[0]));
        for more in &lines[1..] {
            text.push_str(&format!("{:indent$}{more}\n", ""));
        }
    }
    print(&text)?;
    if !broken.is_empty() {
        bail!("{} broken scenario file(s): {}", broken.len(), broken.join(", "));
    }
    Ok(())
}

/// A course rendered in memory: each scenario with its report, and every file `render`
/// writes (the index last, when asked for). `render` writes the files; `check` compares
/// them with the committed ones.
pub struct Rendered {
    /// Each scenario's stem and report.
    pub runs: Vec<(String, Report)>,
    pub files: Vec<OutputFile>,
}

/// Runs and renders `sources` (in parallel; the order stays the sources'): the text, CSVs
/// and charts of each, the print versions with `print`, the course index with `index`.
///
/// Each scenario is simulated once and presented in every one of `editions` (the outcome
/// does not depend on the language): one [`Rendered`] per edition, in order, each with its
/// own file names (the pages' links between editions need them all).
pub fn render_sources(
    sources: &[(Source, Option<PathBuf>)],
    index: bool,
    print: bool,
    editions: &[Lang],
) -> Result<Vec<Rendered>> {
    let scenarios = sources.iter().map(|(s, _)| models::parse(&s.file, &s.text, &[])).collect::<Result<Vec<_>, _>>()?;
    // Two files with one stem would write the same outputs.
    for (i, s) in scenarios.iter().enumerate() {
        if let Some(j) = scenarios[..i].iter().position(|o| o.stem == s.stem) {
            bail!(
                "`{}` and `{}` have the same name `{}`: their outputs would overwrite each other",
                sources[j].0.file,
                sources[i].0.file,
                s.stem
            );
        }
    }
    // Charts are rasterised in the same parallel pass as the runs (the slow part).
    type Edition = (Report, Vec<OutputFile>, output::IndexItem);
    let rendered: Vec<Vec<Edition>> = scenarios
        .par_iter()
        .map(|s| {
            let reports = jobsim::run_editions(s, &RunOptions::default(), editions)?;
            let present = |(r, &lang): (Report, &Lang)| {
                let w = Words::of(lang);
                let mut files = output::scenario_files(s, &r, w);
                if print {
                    files.extend(output::print_files(s, &r, w));
                }
                let item = output::index_item(s, &r);
                (r, files, item)
            };
            Ok(reports.into_iter().zip(editions).map(present).collect())
        })
        .collect::<Result<_, jobsim::RunError>>()?;
    let mut per_edition: Vec<Vec<Edition>> = editions.iter().map(|_| Vec::new()).collect();
    for each in rendered {
        for (e, one) in per_edition.iter_mut().zip(each) {
            e.push(one);
        }
    }
    // The editions' pages and PDFs are made side by side.
    let scenarios = &scenarios;
    let book = |(done, &lang): (Vec<Edition>, &Lang)| edition(scenarios, done, index, editions, lang);
    Ok(per_edition.into_par_iter().zip(editions).map(book).collect())
}

/// One edition's files from its scenarios' reports: theirs, then (with `index`) the live
/// book's pages, assets and PDFs.
fn edition(
    scenarios: &[Scenario],
    done: Vec<(Report, Vec<OutputFile>, output::IndexItem)>,
    index: bool,
    editions: &[Lang],
    lang: Lang,
) -> Rendered {
    let w = Words::of(lang);
    let mut reports = Vec::new();
    let mut items = Vec::new();
    let mut files: Vec<OutputFile> = Vec::new();
    for (r, f, item) in done {
        reports.push(r);
        files.extend(f);
        items.push(item);
    }
    if index {
        // The live book: each lesson page holds a panel per scenario, each scenario has its
        // own page, and every page's style and scripts are in `assets/`.
        let top = output::pages::top_of(editions, w);
        let host = jobsim::lab::page::Host::Book { up: "", top };
        let panels = |stem: &str| jobsim::lab::book::try_panel(stem, host, w);
        for (name, html) in output::pages(&items, &|code| output::downloads(code, w), editions, &panels, w) {
            files.push(OutputFile::new(name, html.into_bytes()));
        }
        for (name, html) in items.iter().filter_map(|item| jobsim::lab::book::scenario_page(item, top, w)) {
            files.push(OutputFile::new(name, html.into_bytes()));
        }
        for (name, text) in jobsim::lab::book::ASSETS {
            files.push(OutputFile::new(format!("assets/{name}"), text.as_bytes().to_vec()));
        }
        files.extend(output::book_pdfs(&items, w));
    }
    Rendered { runs: scenarios.iter().map(|s| s.stem.clone()).zip(reports).collect(), files }
}

/// The scenarios `render` or `check` works on: every one of the course (`--all`), or the
/// files named.
pub fn sources(all: bool, files: &[PathBuf], dir: Option<&Path>) -> Result<Vec<(Source, Option<PathBuf>)>> {
    if all {
        if !files.is_empty() {
            bail!("give either `--all` or scenario files, not both");
        }
        course(dir)
    } else if files.is_empty() {
        bail!("nothing to render: give `--all` or scenario files");
    } else {
        files.iter().map(|f| Ok((source(f)?, f.exists().then(|| f.clone())))).collect()
    }
}

/// Every edition of `sources`: each language's files, those of the first as they are,
/// those of the others under `<code>/`; the runs are the first edition's.
pub fn render_editions(
    sources: &[(Source, Option<PathBuf>)],
    index: bool,
    print: bool,
    langs: &[Lang],
) -> Result<Rendered> {
    let mut all = render_sources(sources, index, print, langs)?.into_iter().zip(langs);
    let (mut first, _) = all.next().context("no language to render in")?;
    for (mut rendered, l) in all {
        for f in &mut rendered.files {
            f.name = format!("{}/{}", l.code(), f.name);
        }
        first.files.append(&mut rendered.files);
    }
    Ok(first)
}

pub fn render(all: bool, files: &[PathBuf], out: &Path, dir: Option<&Path>, print: bool, langs: &[Lang]) -> Result<()> {
    let sources = sources(all, files, dir)?;
    let rendered = render_editions(&sources, all, print, langs)?;
    let all_files = rendered.files;
    let paths: Vec<PathBuf> = sources.iter().filter_map(|(_, p)| p.clone()).collect();
    let inputs: Vec<&Path> = paths.iter().map(PathBuf::as_path).collect();
    for f in &all_files {
        not_an_input(&out.join(&f.name), &inputs)?;
    }
    let mut staging = Staging::new();
    staging.write_all(out, &all_files).with_context(|| format!("cannot write into `{}`", out.display()))?;
    super::commit(staging)?;
    eprintln!("jobsim: wrote {} files into `{}`", all_files.len(), out.display());
    Ok(())
}
