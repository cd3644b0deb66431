//! `jobsim check`: renders a course repository in memory, as `render --all` would, and
//! says which committed outputs differ; `--accept` writes the new ones (all or nothing).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use clap::Args;

use jobsim::check::{Finding, compare};
use jobsim::output::Staging;
use jobsim::report::lang::Lang;

use super::render::{course, render_sources};
use super::{not_an_input, print};

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

/// The kinds of file `render` writes: the only ones `check` compares, reports as extra or
/// removes (a scenario file or a README in the folder is not an output).
const OUTPUT_EXTENSIONS: &[&str] = &["txt", "csv", "svg", "png", "pdf", "html", "css", "js"];

/// The committed outputs: every file of `dir` of a kind `render` writes (not hidden), with
/// those of its subfolders as `<folder>/<name>` — the live book's scenario pages (`004/`,
/// `anchor/`) and `assets/` —, not another edition's folder (`en/`, checked on its own),
/// and with `print` those of `dir/print/`.
fn committed(dir: &Path, print: bool) -> Result<BTreeMap<String, Vec<u8>>> {
    let mut out = BTreeMap::new();
    let mut folders = vec![(dir.to_path_buf(), String::new())];
    let listed = std::fs::read_dir(dir).with_context(|| format!("cannot list `{}`", dir.display()))?;
    let mut subfolders: Vec<String> = listed
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| !n.starts_with('.') && n != "print" && Lang::from_code(n).is_none())
        .collect();
    subfolders.sort();
    folders.extend(subfolders.into_iter().map(|n| (dir.join(&n), format!("{n}/"))));
    if print && dir.join("print").is_dir() {
        folders.push((dir.join("print"), "print/".to_string()));
    }
    for (folder, prefix) in folders {
        let entries = std::fs::read_dir(&folder).with_context(|| format!("cannot list `{}`", folder.display()))?;
        for entry in entries {
            let path = entry.with_context(|| format!("cannot list `{}`", folder.display()))?.path();
            let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            let output = path.extension().is_some_and(|e| OUTPUT_EXTENSIONS.iter().any(|o| e == *o));
            if name.starts_with('.') || !output || !path.is_file() {
                continue;
            }
            let bytes = std::fs::read(&path).with_context(|| format!("cannot read `{}`", path.display()))?;
            out.insert(format!("{prefix}{name}"), bytes);
        }
    }
    Ok(out)
}

impl CheckArgs {
    /// The figures folder checked: `--figures`, else `DIR/figures`.
    pub fn figures_folder(&self) -> PathBuf {
        self.figures.clone().unwrap_or_else(|| self.dir.clone().unwrap_or_default().join("figures"))
    }
}

pub fn check(args: &CheckArgs, langs: &[Lang]) -> Result<ExitCode> {
    let root = args.dir.clone().unwrap_or_default();
    if args.dir.is_some() && !root.is_dir() {
        bail!("no course repository `{}`: give a folder with `scenarios/` and `figures/`", root.display());
    }
    let scenarios = args.scenarios.clone().unwrap_or_else(|| root.join("scenarios"));
    if !scenarios.is_dir() {
        bail!(
            "no scenario folder `{}`: run jobsim check in a course repository, give DIR or --scenarios",
            scenarios.display()
        );
    }
    let figures = args.figures_folder();
    if figures.canonicalize().ok() == Some(scenarios.canonicalize().context("cannot resolve the scenario folder")?) {
        bail!("`{}` is the scenario folder: the outputs go in a folder of their own (--figures)", figures.display());
    }
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
    // Each edition against its folder: the first language's in FIGURES, the others' in
    // FIGURES/<code>/ (as `render --lang tr,en` writes them).
    let mut code = ExitCode::SUCCESS;
    let mut first = Some(committed);
    // Each scenario simulated once, presented in every edition.
    let mut rendered = render_sources(&sources, true, args.print, langs)?.into_iter();
    for (i, &l) in langs.iter().enumerate() {
        let this = rendered.next().context("an edition rendered per language")?;
        let folder = if i == 0 { figures.clone() } else { figures.join(l.code()) };
        let committed = if let Some(c) = first.take() {
            c
        } else if folder.is_dir() {
            self::committed(&folder, args.print)?
        } else if args.accept {
            BTreeMap::new()
        } else {
            bail!(
                "no figures folder `{}` for the {} edition: render it first (`jobsim render --all --lang {}`)",
                folder.display(),
                l.code(),
                langs.iter().map(|l| l.code()).collect::<Vec<_>>().join(",")
            )
        };
        if edition(args, &sources, &folder, committed, this, l)? != ExitCode::SUCCESS {
            code = ExitCode::from(1);
        }
    }
    Ok(code)
}

/// Checks one edition (`lang`) against the outputs committed in `figures`.
fn edition(
    args: &CheckArgs,
    sources: &[(super::Source, Option<PathBuf>)],
    figures: &Path,
    committed: BTreeMap<String, Vec<u8>>,
    rendered: super::render::Rendered,
    lang: Lang,
) -> Result<ExitCode> {
    let runs: Vec<(&str, &jobsim::report::Report)> = rendered.runs.iter().map(|(s, r)| (s.as_str(), r)).collect();
    let findings = compare(&runs, &rendered.files, &committed, jobsim::report::words::Words::of(lang));
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
    accept(figures, sources, &rendered.files, &findings)?;
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
    let extra = findings.iter().filter(|f| matches!(f, Finding::Extra { .. })).map(Finding::file);
    for name in files.iter().map(|f| f.name.as_str()).chain(extra) {
        not_an_input(&figures.join(name), &inputs)?;
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
