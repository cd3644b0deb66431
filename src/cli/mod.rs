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
use jobsim::sim::{TRACE_COLUMNS, TraceRow, TraceSink, Tracer};
use jobsim::sweep::{self, Vary};
use jobsim::{RunOptions, models, report::Table};

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
        /// Also writes every chart for print handouts into `OUT/print/`: a vector PDF and
        /// a 300-dpi PNG.
        #[arg(long)]
        print: bool,
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
        Command::Render { all, files, out, dir, print } => render(all, &files, &out, &dir, print),
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
        let s = models::load(&f, &[])?;
        text.push_str(&format!("{:<36} {:<7} {:<18} {}\n", s.file, s.lesson, s.model, s.description));
    }
    print(&text)
}

fn run(file: &Path, set: &[String], format: Format, out: Option<&Path>, trace: Option<&Path>) -> Result<()> {
    let scenario = models::load(file, &overrides(set)?)?;
    // The trace streams into a temporary file next to its target while the model runs.
    let trace_file = match trace {
        Some(path) => Some(TraceFile::create(path).with_context(|| format!("cannot write `{}`", path.display()))?),
        None => None,
    };
    let tracer = trace_file.as_ref().map(|t| Tracer::shared(t.sink.clone())).unwrap_or_default();
    let report = jobsim::run(&scenario, &RunOptions { tracer, ..RunOptions::default() });
    let report = match report {
        Ok(r) => r,
        Err(e) => {
            if let Some(t) = trace_file {
                t.discard();
            }
            return Err(e.into());
        }
    };
    // Render everything before writing anything.
    let stdout = match format {
        Format::Table => report.text.clone(),
        Format::Csv => output::report_csv(&report),
        Format::Json => output::report_json(&scenario, &report),
    };
    let files = out.map(|_| output::scenario_files(&scenario, &report));
    if let (Some(dir), Some(files)) = (out, files)
        && let Err(e) = output::write_all_atomic(dir, &files)
    {
        if let Some(t) = trace_file {
            t.discard();
        }
        return Err(e).with_context(|| format!("cannot write into `{}`", dir.display()));
    }
    if let (Some(path), Some(t)) = (trace, trace_file) {
        t.finish().with_context(|| format!("cannot write `{}`", path.display()))?;
    }
    print(&stdout)
}

/// The CSV sink of `--trace`: rows are written to `<file>.tmp-jobsim` as they happen and
/// renamed over the target when the run succeeded.
struct TraceFile {
    target: PathBuf,
    tmp: PathBuf,
    sink: std::sync::Arc<std::sync::Mutex<CsvTrace>>,
}

struct CsvTrace {
    writer: csv::Writer<std::io::BufWriter<std::fs::File>>,
    error: Option<std::io::Error>,
}

impl TraceSink for CsvTrace {
    fn record(&mut self, row: TraceRow) {
        if self.error.is_none() {
            let time = row.time_ms.to_string();
            if let Err(e) = self.writer.write_record([time.as_str(), &row.component, &row.event, &row.details]) {
                self.error = Some(e.into());
            }
        }
    }
}

impl TraceFile {
    fn create(target: &Path) -> std::io::Result<TraceFile> {
        let tmp = output::temp_path(target);
        let file = std::fs::File::create(&tmp)?;
        let mut writer = csv::WriterBuilder::new()
            .terminator(csv::Terminator::Any(b'\n'))
            .from_writer(std::io::BufWriter::new(file));
        writer.write_record(TRACE_COLUMNS)?;
        let sink = std::sync::Arc::new(std::sync::Mutex::new(CsvTrace { writer, error: None }));
        Ok(TraceFile { target: target.to_path_buf(), tmp, sink })
    }

    fn finish(self) -> std::io::Result<()> {
        let result = (|| {
            let mut sink = self.sink.lock().map_err(|_| std::io::Error::other("trace writer poisoned"))?;
            if let Some(e) = sink.error.take() {
                return Err(e);
            }
            sink.writer.flush()?;
            sink.writer.get_ref().get_ref().sync_all()?;
            std::fs::rename(&self.tmp, &self.target)
        })();
        if result.is_err() {
            let _ = std::fs::remove_file(&self.tmp);
        }
        result
    }

    fn discard(self) {
        let _ = std::fs::remove_file(&self.tmp);
    }
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

fn render(all: bool, files: &[PathBuf], out: &Path, dir: &Path, print: bool) -> Result<()> {
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
    let scenarios = paths.iter().map(|p| models::load(p, &[])).collect::<Result<Vec<_>, _>>()?;
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
        all_files.push(OutputFile::new("index.html".into(), output::index_html(&items).into_bytes()));
    }
    output::write_all_atomic(out, &all_files).with_context(|| format!("cannot write into `{}`", out.display()))?;
    eprintln!("jobsim: wrote {} files into `{}`", all_files.len(), out.display());
    Ok(())
}
