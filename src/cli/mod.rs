//! The command line: clap parsing, files, progress bars. The only place with `anyhow`,
//! the file system and a real clock (indicatif's progress bar).
//!
//! Errors print as one line (`jobsim: scenario `x.toml`: `base_ms` must be …`) and exit
//! with code 2; nothing is written unless everything rendered.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use clap::{Parser, Subcommand, ValueEnum};
use rayon::prelude::*;

use jobsim::output::{self, OutputFile};
use jobsim::scenario::{self, Override};
use jobsim::sweep::{self, Vary};
use jobsim::{RunOptions, report::Table};

#[derive(Parser)]
#[command(name = "jobsim", version, about = "Deterministic simulator of background-job mechanisms")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum Format {
    /// The lesson-style table, exactly as the lesson prints it.
    Table,
    Csv,
    Json,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum SweepFormat {
    Csv,
    Json,
}

#[derive(Subcommand)]
enum Command {
    /// Lists every scenario file with its lesson section and description.
    List {
        /// Folder of scenario files.
        #[arg(long, default_value = "scenarios")]
        dir: PathBuf,
    },
    /// Runs one scenario.
    Run {
        /// The scenario file.
        file: PathBuf,
        /// Overrides a parameter (or `seed`); VALUE is a TOML value.
        #[arg(long = "set", value_name = "KEY=VALUE")]
        set: Vec<String>,
        #[arg(long, value_enum, default_value = "table")]
        format: Format,
        /// Also writes the text, CSVs and charts into this folder.
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
        /// Writes the event trace as CSV (time_ms, component, event, details).
        #[arg(long, value_name = "FILE")]
        trace: Option<PathBuf>,
    },
    /// Runs a scenario over the cartesian product of parameter values.
    Sweep {
        file: PathBuf,
        /// KEY=V1,V2,… or KEY=A..B (inclusive); repeat for a product.
        #[arg(long = "vary", value_name = "KEY=VALUES", required = true)]
        vary: Vec<String>,
        /// Fixed overrides applied to every combination.
        #[arg(long = "set", value_name = "KEY=VALUE")]
        set: Vec<String>,
        #[arg(long, value_enum, default_value = "csv")]
        format: SweepFormat,
        /// Worker threads (default: all cores). The output does not depend on it.
        #[arg(long)]
        threads: Option<usize>,
    },
    /// Renders tables (.txt), data (.csv) and charts (.svg, .png) of scenarios.
    Render {
        /// Every scenario in `--dir`.
        #[arg(long)]
        all: bool,
        /// Scenario files to render (instead of `--all`).
        files: Vec<PathBuf>,
        /// Output folder.
        #[arg(long, default_value = "figures")]
        out: PathBuf,
        /// Folder of scenario files for `--all`.
        #[arg(long, default_value = "scenarios")]
        dir: PathBuf,
    },
}

/// Entry point: runs the command, prints an error on one line and exits 2 on failure.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    match dispatch(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let line = format!("{e:#}").replace('\n', " ");
            eprintln!("jobsim: {line}");
            ExitCode::from(2)
        }
    }
}

fn dispatch(cli: Cli) -> Result<()> {
    match cli.command {
        Command::List { dir } => list(&dir),
        Command::Run { file, set, format, out, trace } => run(&file, &set, format, out.as_deref(), trace.as_deref()),
        Command::Sweep { file, vary, set, format, threads } => sweep_cmd(&file, &vary, &set, format, threads),
        Command::Render { all, files, out, dir } => render(all, &files, &out, &dir),
    }
}

fn overrides(set: &[String]) -> Result<Vec<Override>> {
    Ok(set.iter().map(|s| Override::parse(s)).collect::<Result<Vec<_>, _>>()?)
}

fn print(text: &str) -> Result<()> {
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes()).context("writing to standard output")?;
    out.flush().context("writing to standard output")
}

fn list(dir: &Path) -> Result<()> {
    let files = scenario::list(dir).with_context(|| format!("cannot list scenarios in `{}`", dir.display()))?;
    let mut text = String::new();
    for f in files {
        let s = scenario::load(&f, &[])?;
        text.push_str(&format!("{:<36} {:<7} {:<18} {}\n", s.file, s.lesson, s.model, s.description));
    }
    print(&text)
}

fn run(file: &Path, set: &[String], format: Format, out: Option<&Path>, trace: Option<&Path>) -> Result<()> {
    let scenario = scenario::load(file, &overrides(set)?)?;
    let report = jobsim::run(&scenario, &RunOptions { trace: trace.is_some() });
    // Render everything before writing anything.
    let stdout = match format {
        Format::Table => report.text.clone(),
        Format::Csv => output::report_csv(&report),
        Format::Json => output::report_json(&scenario, &report),
    };
    let files = out.map(|_| output::scenario_files(&scenario, &report));
    let trace_bytes = trace.map(|_| output::trace_csv(&report.trace));
    if let (Some(dir), Some(files)) = (out, files) {
        output::write_all_atomic(dir, &files).with_context(|| format!("cannot write into `{}`", dir.display()))?;
    }
    if let (Some(path), Some(bytes)) = (trace, trace_bytes) {
        output::write_atomic(path, bytes.as_bytes()).with_context(|| format!("cannot write `{}`", path.display()))?;
    }
    print(&stdout)
}

fn sweep_cmd(file: &Path, vary: &[String], set: &[String], format: SweepFormat, threads: Option<usize>) -> Result<()> {
    let name = scenario::display_name(file);
    let text =
        std::fs::read_to_string(file).map_err(|cause| scenario::ScenarioError::Read { file: name.clone(), cause })?;
    let varies = vary.iter().map(|v| Vary::parse(v)).collect::<Result<Vec<_>, _>>()?;
    let base = overrides(set)?;
    let total: usize = varies.iter().map(|v| v.values.len()).product();
    let bar = if std::io::stderr().is_terminal() {
        let b = indicatif::ProgressBar::new(total as u64);
        b.set_style(
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} runs  {elapsed_precise}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        b
    } else {
        indicatif::ProgressBar::hidden()
    };
    let work = || sweep::run(&name, &text, &base, &varies, &|| bar.inc(1));
    let table = match threads {
        Some(0) => bail!("`--threads` must be at least 1"),
        Some(n) => rayon::ThreadPoolBuilder::new().num_threads(n).build().context("starting threads")?.install(work),
        None => work(),
    }?;
    bar.finish_and_clear();
    print(&match format {
        SweepFormat::Csv => output::table_csv(&table),
        SweepFormat::Json => sweep_json(&table),
    })
}

fn sweep_json(table: &Table) -> String {
    let mut s = serde_json::to_string_pretty(&output::table_json(table)).unwrap_or_default();
    s.push('\n');
    s
}

fn render(all: bool, files: &[PathBuf], out: &Path, dir: &Path) -> Result<()> {
    let paths = if all {
        if !files.is_empty() {
            bail!("give either `--all` or scenario files, not both");
        }
        scenario::list(dir).with_context(|| format!("cannot list scenarios in `{}`", dir.display()))?
    } else if files.is_empty() {
        bail!("nothing to render: give `--all` or scenario files");
    } else {
        files.to_vec()
    };
    let scenarios = paths.iter().map(|p| scenario::load(p, &[])).collect::<Result<Vec<_>, _>>()?;
    let rendered: Vec<Vec<OutputFile>> =
        scenarios.par_iter().map(|s| output::scenario_files(s, &jobsim::run(s, &RunOptions::default()))).collect();
    let all_files: Vec<OutputFile> = rendered.into_iter().flatten().collect();
    output::write_all_atomic(out, &all_files).with_context(|| format!("cannot write into `{}`", out.display()))?;
    eprintln!("jobsim: wrote {} files into `{}`", all_files.len(), out.display());
    Ok(())
}
