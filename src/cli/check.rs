//! `jobsim check`: renders a course repository in memory, as `render --all` would, and
//! says which committed outputs differ; `--accept` writes the new ones (all or nothing).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use clap::Args;

use jobsim::check::{Finding, compare};
use jobsim::output::Staging;

use super::render::{course, render_sources};
use super::{folder, not_an_input, print};

#[derive(Args)]
pub struct CheckArgs {
    /// The course repository: its `scenarios/` and `figures/` folders (default: the
    /// working directory).
    dir: Option<PathBuf>,
    /// Folder of scenario files (default: `DIR/scenarios`).
    #[arg(long, value_name = "DIR")]
    scenarios: Option<PathBuf>,
    /// Folder of the committed outputs (default: `DIR/figures`).
    #[arg(long, value_name = "DIR")]
    figures: Option<PathBuf>,
    /// Writes the new outputs over the committed ones and removes those the render no
    /// longer writes, all or nothing; then exits 0.
    #[arg(long)]
    accept: bool,
    /// Also compares the print versions under `FIGURES/print/` (as `render --print`).
    #[arg(long)]
    print: bool,
}

/// The committed outputs: every file of `dir` (not hidden, not in a subfolder), and with
/// `print` those of `dir/print/` as `print/<name>`.
fn committed(dir: &Path, print: bool) -> Result<BTreeMap<String, Vec<u8>>> {
    let mut out = BTreeMap::new();
    let mut folders = vec![(dir.to_path_buf(), String::new())];
    if print && dir.join("print").is_dir() {
        folders.push((dir.join("print"), "print/".to_string()));
    }
    for (folder, prefix) in folders {
        let entries = std::fs::read_dir(&folder).with_context(|| format!("cannot list `{}`", folder.display()))?;
        for entry in entries {
            let path = entry.with_context(|| format!("cannot list `{}`", folder.display()))?.path();
            let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            if name.starts_with('.') || !path.is_file() {
                continue;
            }
            let bytes = std::fs::read(&path).with_context(|| format!("cannot read `{}`", path.display()))?;
            out.insert(format!("{prefix}{name}"), bytes);
        }
    }
    Ok(out)
}

pub fn check(args: &CheckArgs) -> Result<ExitCode> {
    let root = match &args.dir {
        Some(d) => folder(d, "course repository")?,
        None => PathBuf::new(),
    };
    let scenarios = folder(&args.scenarios.clone().unwrap_or_else(|| root.join("scenarios")), "scenario")?;
    let figures = args.figures.clone().unwrap_or_else(|| root.join("figures"));
    let committed = match (figures.is_dir(), args.accept) {
        (true, _) => committed(&figures, args.print)?,
        (false, true) => BTreeMap::new(),
        (false, false) => bail!(
            "no figures folder `{}`: render the course first (`jobsim render --all --out {0}`) or give --figures",
            figures.display()
        ),
    };
    let sources = course(Some(&scenarios))?;
    if sources.is_empty() {
        bail!("no scenario files (`*.toml`) in `{}`", scenarios.display());
    }
    let rendered = render_sources(&sources, true, args.print)?;
    let runs: Vec<(&str, &jobsim::report::Report)> = rendered.runs.iter().map(|(s, r)| (s.stem.as_str(), r)).collect();
    let findings = compare(&runs, &rendered.files, &committed);
    let mut text: String = findings.iter().map(|f| format!("{f}\n")).collect();
    let count = |p: fn(&Finding) -> bool| findings.iter().filter(|f| p(f)).count();
    let (changed, missing, extra) = (
        count(|f| matches!(f, Finding::Changed { .. })),
        count(|f| matches!(f, Finding::Missing { .. })),
        count(|f| matches!(f, Finding::Extra { .. })),
    );
    let total = rendered.files.len();
    if findings.is_empty() {
        text.push_str(&format!("jobsim check: all {total} outputs in `{}` are current\n", figures.display()));
        print(&text)?;
        return Ok(ExitCode::SUCCESS);
    }
    text.push_str(&format!(
        "jobsim check: {changed} changed, {missing} missing, {extra} extra of {total} outputs in `{}`{}\n",
        figures.display(),
        if args.accept { "" } else { " (`jobsim check --accept` takes the new ones)" }
    ));
    print(&text)?;
    if !args.accept {
        return Ok(ExitCode::from(1));
    }
    accept(&figures, &sources, &rendered.files, &findings)?;
    Ok(ExitCode::SUCCESS)
}

/// Writes every rendered file into `figures` (staged, then renamed together) and removes
/// the extra ones.
fn accept(
    figures: &Path,
    sources: &[(super::Source, Option<PathBuf>)],
    files: &[jobsim::output::OutputFile],
    findings: &[Finding],
) -> Result<()> {
    let inputs: Vec<&Path> = sources.iter().filter_map(|(_, p)| p.as_deref()).collect();
    for f in files {
        not_an_input(&figures.join(&f.name), &inputs)?;
    }
    let mut staging = Staging::new();
    staging.write_all(figures, files).with_context(|| format!("cannot write into `{}`", figures.display()))?;
    staging.commit().context("cannot move the outputs into place")?;
    let mut removed = 0;
    for f in findings.iter().filter(|f| matches!(f, Finding::Extra { .. })) {
        let path = figures.join(f.file());
        std::fs::remove_file(&path).with_context(|| format!("cannot remove `{}`", path.display()))?;
        removed += 1;
    }
    eprintln!("jobsim: accepted: wrote {} files into `{}`, removed {removed}", files.len(), figures.display());
    Ok(())
}
