//! `jobsim list` and `jobsim render`.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use rayon::prelude::*;

use jobsim::output::{self, OutputFile, Staging};
use jobsim::{RunOptions, models, scenario};

use super::{Source, folder, not_an_input, print, source};

/// The scenarios of a course: the files of `dir`; without `dir`, those of `scenarios/`
/// when the working directory has one, otherwise the course's built-in scenarios. Each
/// with the path it was read from (none for a built-in one).
fn course(dir: Option<&Path>) -> Result<Vec<(Source, Option<PathBuf>)>> {
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
pub fn list(dir: Option<&Path>) -> Result<()> {
    let mut text = format!("{:<36} {:<7} {:<18} {}\n", "file", "lesson", "model", "description");
    let mut broken = Vec::new();
    for (src, _) in course(dir)? {
        match models::parse(&src.file, &src.text, &[]) {
            Ok(s) => text.push_str(&format!("{:<36} {:<7} {:<18} {}\n", s.file, s.lesson, s.model, s.description)),
            Err(e) => {
                text.push_str(&format!("{:<36} {:<7} {:<18} {e}\n", src.file, "-", "BROKEN"));
                broken.push(src.file);
            }
        }
    }
    print(&text)?;
    if !broken.is_empty() {
        bail!("{} broken scenario file(s): {}", broken.len(), broken.join(", "));
    }
    Ok(())
}

pub fn render(all: bool, files: &[PathBuf], out: &Path, dir: Option<&Path>, print: bool) -> Result<()> {
    let sources = if all {
        if !files.is_empty() {
            bail!("give either `--all` or scenario files, not both");
        }
        course(dir)?
    } else if files.is_empty() {
        bail!("nothing to render: give `--all` or scenario files");
    } else {
        files.iter().map(|f| Ok((source(f)?, f.exists().then(|| f.clone())))).collect::<Result<_>>()?
    };
    let scenarios = sources.iter().map(|(s, _)| models::parse(&s.file, &s.text, &[])).collect::<Result<Vec<_>, _>>()?;
    let paths: Vec<PathBuf> = sources.iter().filter_map(|(_, p)| p.clone()).collect();
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
    let rendered: Vec<(Vec<OutputFile>, output::IndexItem)> = scenarios
        .par_iter()
        .map(|s| {
            jobsim::run(s, &RunOptions::default()).map(|r| {
                let mut files = output::scenario_files(s, &r);
                if print {
                    files.extend(output::print_files(s, &r));
                }
                (files, output::index_item(s, &r))
            })
        })
        .collect::<Result<_, _>>()?;
    let mut items = Vec::new();
    let mut all_files: Vec<OutputFile> = Vec::new();
    for (files, item) in rendered {
        all_files.extend(files);
        items.push(item);
    }
    if all {
        for (name, html) in output::pages(&items, &output::downloads) {
            all_files.push(OutputFile::new(name, html.into_bytes()));
        }
        all_files.extend(output::book_pdfs(&items));
    }
    let inputs: Vec<&Path> = paths.iter().map(PathBuf::as_path).collect();
    for f in &all_files {
        not_an_input(&out.join(&f.name), &inputs)?;
    }
    let mut staging = Staging::new();
    staging.write_all(out, &all_files).with_context(|| format!("cannot write into `{}`", out.display()))?;
    staging.commit().context("cannot move the outputs into place")?;
    eprintln!("jobsim: wrote {} files into `{}`", all_files.len(), out.display());
    Ok(())
}
