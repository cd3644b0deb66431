//! The command line: clap parsing, files, progress bars. The only place with `anyhow`,
//! the file system and a real clock (indicatif's progress bar).
//!
//! Every error prints as one line (`jobsim: scenario `x.toml`: `base_ms` must be …`),
//! usage errors included, and exits with code 2 (`check` exits 1 when outputs differ); nothing is written unless everything
//! rendered (files are staged under temporary names and renamed together).

mod check;
mod params;
mod render;
mod run;
mod serve;
mod sweep;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use clap::{Parser, Subcommand, ValueEnum};

use jobsim::report::lang::Lang;
use jobsim::report::words::Words;
use jobsim::scenario::Override;

/// Three examples, in `--help` and the man page.
/// Each is a paragraph of its own, so the man page does not run them together.
const EXAMPLES: &str = "Examples:

  jobsim run 004-jitter-wave --set consumers=1000
      the lesson's table for 1000 consumers

  jobsim sweep 004-circuit-breaker --vary open_ms=1s..5s..1s
      five breaker timings, one block of rows each

  jobsim sweep 005-worker-pool --vary seed=1..20 --stats --out results
      20 seeds: statistics across them, the rows and a chart in results/";

#[derive(Parser)]
#[command(
    name = "jobsim",
    version,
    about = "Deterministic simulator of background-job mechanisms",
    after_help = EXAMPLES
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// The language of every chart, table, caption and page: `tr` (the lessons' own) or
    /// `en`. `render` and `check` take several (`tr,en`): the first edition goes into the
    /// output folder, each other one into its `<code>/` subfolder (`figures/en/`). The
    /// lessons' program outputs stay byte-exact Turkish in every edition. Default `tr`; without
    /// `--lang`, `render --all` and `check` take the editions the folder already holds
    /// (Turkish, and English too when `figures/en/index.html` is there), so the two stay
    /// together.
    #[arg(long, global = true, value_enum, value_delimiter = ',', value_name = "LANG")]
    lang: Vec<LangArg>,
}

/// A language of `--lang`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum LangArg {
    /// Turkish, the lessons' own language.
    Tr,
    /// English.
    En,
}

impl From<LangArg> for Lang {
    fn from(l: LangArg) -> Lang {
        match l {
            LangArg::Tr => Lang::Tr,
            LangArg::En => Lang::En,
        }
    }
}

/// Output format of `run`.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Format {
    /// The lesson-style table, exactly as the lesson prints it.
    Table,
    Csv,
    Json,
}

/// Output format of `params`.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum ParamsFormat {
    Table,
    Json,
    /// A Markdown table per model (docs/scenarios.md's parameter reference is this output).
    Markdown,
}

/// Output format of `sweep` and `merge`.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum SweepFormat {
    Csv,
    Json,
    /// An aligned text table for reading in a terminal.
    Table,
}

#[derive(Subcommand)]
enum Command {
    /// Lists every scenario file with its lesson section, model and description.
    List {
        /// Folder of scenario files (default: `scenarios/` when the working directory has
        /// one, otherwise the course's scenarios built into jobsim).
        #[arg(long)]
        dir: Option<PathBuf>,
    },
    /// Lists a model's parameters: name, type, default, valid range, unit, meaning.
    Params {
        /// A model name (`jitter-wave`); `jobsim list` shows which scenario uses which.
        /// Without one: every model, in the registry's order.
        model: Option<String>,
        /// `table` (aligned, long defaults cut), `json` (every declaration whole) or
        /// `markdown` (a table per model, as in docs/scenarios.md).
        #[arg(long, value_enum, default_value = "table")]
        format: ParamsFormat,
    },
    /// Shows a scenario file's parameters: each value it sets (with overrides) beside the
    /// model's default and valid range.
    Describe {
        /// A scenario file, or the name of a built-in scenario (`004-jitter-wave`).
        file: PathBuf,
        #[arg(long = "set", value_name = "KEY=VALUE")]
        set: Vec<String>,
    },
    /// Writes a new scenario file with every parameter of MODEL at its default, commented.
    New {
        model: String,
        /// Where to write: a path (`my-wave.toml`, `../x/wave.toml`) is written as given; a
        /// bare name (`my-wave`) becomes `DIR/my-wave.toml`. Default: the model's name.
        path: Option<PathBuf>,
        /// Folder for a bare name (default: `scenarios/` when the working directory has
        /// one, otherwise the working directory).
        #[arg(long)]
        dir: Option<PathBuf>,
    },
    /// Runs one scenario.
    Run {
        /// A scenario file, or the name of a built-in scenario (`004-jitter-wave`); a path
        /// that exists wins.
        file: PathBuf,
        /// Overrides a parameter (or `seed`); VALUE is a TOML value.
        #[arg(long = "set", value_name = "KEY=VALUE")]
        set: Vec<String>,
        #[arg(long, value_enum, default_value = "table")]
        format: Format,
        /// Also writes the text, JSON, CSVs and charts into this folder (file names carry
        /// the overrides, so two what-ifs of one scenario do not overwrite each other).
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
        /// Writes the event trace as CSV (time_ms, component, event, details).
        #[arg(long, value_name = "FILE")]
        trace: Option<PathBuf>,
    },
    /// Runs a scenario over the cartesian product of parameter values.
    Sweep(sweep::SweepArgs),
    /// Joins the files of a sharded sweep (`sweep --shard K/N`) into the whole sweep.
    Merge(sweep::MergeArgs),
    /// Prints a shell completion script (`jobsim completions bash > /etc/bash_completion.d/jobsim`).
    Completions {
        #[arg(value_enum)]
        shell: Shell,
    },
    /// Prints the man page in roff (`jobsim man > jobsim.1 && man ./jobsim.1`).
    Man,
    /// The interactive lab: every course scenario with a control per parameter, served
    /// on this machine (open the URL it prints in a browser).
    Serve {
        /// Port to listen on (0: any free port).
        #[arg(long, default_value_t = 8080)]
        port: u16,
        /// Address to listen on. Other than a loopback address, anyone who can reach this
        /// machine can run simulations on it.
        #[arg(long, default_value = "127.0.0.1")]
        bind: String,
        /// Opens the URL in the default browser (`xdg-open`, `open` or `start`).
        #[arg(long)]
        open: bool,
        /// Worker threads answering requests (each runs one simulation at a time).
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u16).range(1..=64))]
        workers: u16,
        /// Seconds one request's run or sweep may take before it is stopped and refused with
        /// a one-line message (the CLI has no such limit).
        #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u16).range(1..=3600))]
        max_run: u16,
    },
    /// Renders tables (.txt), data (.csv) and charts (.svg, .png) of scenarios.
    Render {
        /// Every scenario in `--dir`, and the course index `index.html`.
        #[arg(long)]
        all: bool,
        /// Scenario files to render (instead of `--all`).
        files: Vec<PathBuf>,
        /// Output folder.
        #[arg(long, default_value = "figures")]
        out: PathBuf,
        /// Folder of scenario files for `--all` (default: `scenarios/` when the working
        /// directory has one, otherwise the course's scenarios built into jobsim).
        #[arg(long)]
        dir: Option<PathBuf>,
        /// Also writes every chart for print handouts into `OUT/print/`: a vector PDF and
        /// a 300-dpi PNG.
        #[arg(long)]
        print: bool,
    },
    /// Renders a course repository in memory (as `render --all`) and names every committed
    /// output that differs: table cells old → new, chart titles, missing and extra files.
    /// Exits 0 when all are current, 1 when some differ.
    Check(check::CheckArgs),
}

/// A shell for `jobsim completions`.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Shell {
    Bash,
    Zsh,
    Fish,
    Elvish,
    Powershell,
}

/// `jobsim completions SHELL`: the completion script, generated from the clap definitions.
fn completions(shell: Shell) -> Result<()> {
    use clap::CommandFactory;
    use clap_complete::{Shell as S, generate};
    let shell = match shell {
        Shell::Bash => S::Bash,
        Shell::Zsh => S::Zsh,
        Shell::Fish => S::Fish,
        Shell::Elvish => S::Elvish,
        Shell::Powershell => S::PowerShell,
    };
    let mut out = Vec::new();
    generate(shell, &mut Cli::command(), "jobsim", &mut out);
    print(&String::from_utf8_lossy(&out))
}

/// `jobsim man`: the man page (roff), generated from the clap definitions.
fn man() -> Result<()> {
    use clap::CommandFactory;
    let mut out = Vec::new();
    clap_mangen::Man::new(Cli::command()).render(&mut out).context("writing the man page")?;
    print(&String::from_utf8_lossy(&out))
}

/// Entry point: runs the command, prints an error on one line and exits 2 on failure.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
                let _ = e.print();
                return ExitCode::SUCCESS;
            }
            // Clap's usage errors are several lines: keep the first paragraph (the message
            // and, for missing arguments, their names) on one line, point at the help.
            let text = e.render().to_string();
            let para: Vec<&str> = text.lines().take_while(|l| !l.trim().is_empty()).map(str::trim).collect();
            let joined = if para.is_empty() { "invalid arguments".to_string() } else { para.join(" ") };
            let first = joined.strip_prefix("error: ").unwrap_or(&joined);
            eprintln!("jobsim: {first} (see `jobsim --help`)");
            return ExitCode::from(2);
        }
    };
    match dispatch(cli) {
        Ok(code) => code,
        Err(e) => {
            let line = format!("{e:#}").replace('\n', " ");
            eprintln!("jobsim: {line}");
            ExitCode::from(2)
        }
    }
}

/// Runs the command in its language: exit code 0 unless `check` found differences (1).
fn dispatch(cli: Cli) -> Result<ExitCode> {
    let mut langs: Vec<Lang> = Vec::new();
    for l in cli.lang.iter().map(|&l| Lang::from(l)) {
        if langs.contains(&l) {
            bail!("`--lang {}` names `{}` twice: give each language once (tr, en)", codes(&cli.lang), l.code());
        }
        langs.push(l);
    }
    let several = matches!(cli.command, Command::Render { .. } | Command::Check(_));
    if langs.is_empty() {
        langs = match &cli.command {
            Command::Check(args) => editions_in(&args.figures_folder()),
            Command::Render { all: true, out, .. } => editions_in(out),
            _ => vec![Lang::Tr],
        };
    }
    if langs.len() > 1 && !several {
        bail!(
            "`--lang {}`: this command writes one language (tr or en); only render and check take several",
            codes(&cli.lang)
        );
    }
    match cli.command {
        Command::Check(args) => check::check(&args, &langs),
        Command::Render { all, files, out, dir, print } => {
            render::render(all, &files, &out, dir.as_deref(), print, &langs).map(|()| ExitCode::SUCCESS)
        }
        command => {
            let lang = langs.first().copied().unwrap_or(Lang::Tr);
            run_command(command, lang)
        }
    }
}

/// The editions of `render --all` or `check` without `--lang`: Turkish, then each other
/// language whose edition `folder` already holds (its `<code>/index.html`).
fn editions_in(folder: &Path) -> Vec<Lang> {
    let mut langs = vec![Lang::Tr];
    langs
        .extend(Lang::ALL.into_iter().filter(|&l| l != Lang::Tr && folder.join(l.code()).join("index.html").is_file()));
    langs
}

/// The codes of `--lang`, as given.
fn codes(langs: &[LangArg]) -> String {
    langs.iter().map(|&l| Lang::from(l).code()).collect::<Vec<_>>().join(",")
}

/// Runs a command of one language.
fn run_command(command: Command, lang: Lang) -> Result<ExitCode> {
    let w = Words::of(lang);
    let done = match command {
        Command::Check(args) => return check::check(&args, &[lang]),
        Command::Render { all, files, out, dir, print } => {
            render::render(all, &files, &out, dir.as_deref(), print, &[lang])
        }
        Command::List { dir } => render::list(dir.as_deref()),
        Command::Params { model, format } => params::params(model.as_deref(), format),
        Command::Describe { file, set } => params::describe(&file, &set),
        Command::New { model, path, dir } => params::new(&model, path.as_deref(), dir.as_deref()),
        Command::Run { file, set, format, out, trace } => {
            run::run(&file, &set, format, out.as_deref(), trace.as_deref(), w)
        }
        Command::Sweep(args) => sweep::sweep(&args, w),
        Command::Merge(args) => sweep::merge(&args, w),
        Command::Completions { shell } => completions(shell),
        Command::Man => man(),
        Command::Serve { port, bind, open, workers, max_run } => serve(&bind, port, open, workers, max_run, lang),
    };
    done.map(|()| ExitCode::SUCCESS)
}

/// A scenario named on the command line: the file when the path exists, otherwise the
/// course's built-in scenario of that name (`004-jitter-wave`, with or without `.toml`).
pub struct Source {
    /// The file name, as errors and outputs name it.
    pub file: String,
    pub text: String,
}

/// Finds the scenario `arg` names (see [`Source`]); the error suggests the closest
/// built-in name.
fn source(arg: &Path) -> Result<Source> {
    use jobsim::scenario::{builtin, display_name, read_text, suggest};
    let file = display_name(arg);
    if arg.exists() {
        let text = read_text(arg)?;
        return Ok(Source { file, text });
    }
    let name = arg.to_string_lossy();
    if let Some((file, text)) = builtin::find(&name) {
        return Ok(Source { file: file.into(), text: text.into() });
    }
    // A path (`scenarios/004-jitter-wave.toml` outside the checkout) is matched by its file
    // name: the built-in scenario of that name is the one meant.
    let stem = file.strip_suffix(".toml").unwrap_or(&file);
    let hint = suggest::did_you_mean(stem, &builtin::names());
    anyhow::bail!(
        "no scenario `{name}`: no such file, and no built-in scenario of that name{hint} (`jobsim list` shows them)"
    )
}

/// `jobsim serve`: binds, prints the URL, serves until killed.
fn serve(bind: &str, port: u16, open: bool, workers: u16, max_run: u16, lang: Lang) -> Result<()> {
    let loopback = bind.parse::<std::net::IpAddr>().map(|a| a.is_loopback()).unwrap_or(bind == "localhost");
    if !loopback {
        eprintln!(
            "jobsim: warning: listening on {bind}, not a loopback address: anyone who can reach it can run simulations here"
        );
    }
    let addr = if bind.contains(':') && !bind.starts_with('[') {
        format!("[{bind}]:{port}")
    } else {
        format!("{bind}:{port}")
    };
    let lab = serve::Lab::bind(&addr).map_err(|e| anyhow::anyhow!(e))?;
    let url = lab.url();
    println!("jobsim lab: {url}");
    std::io::stdout().flush().context("writing to standard output")?;
    if open {
        let opener = if cfg!(target_os = "macos") {
            "open"
        } else if cfg!(windows) {
            "explorer"
        } else {
            "xdg-open"
        };
        if std::process::Command::new(opener).arg(&url).spawn().is_err() {
            eprintln!("jobsim: could not start `{opener}`: open {url} yourself");
        }
    }
    let options = serve::http::Options {
        workers: usize::from(workers),
        max_run: std::time::Duration::from_secs(u64::from(max_run)),
    };
    lab.serve(options, lang).context("serving the lab")
}

/// The `--set` overrides; the same key twice is refused, naming both (neither silently wins).
fn overrides(set: &[String]) -> Result<Vec<Override>> {
    let parsed = set.iter().map(|s| Override::parse(s)).collect::<Result<Vec<_>, _>>()?;
    for (i, o) in parsed.iter().enumerate() {
        if let Some(j) = parsed[..i].iter().position(|p| p.key == o.key) {
            anyhow::bail!("`--set {}` and `--set {}` both set `{}`; give it once", set[j].trim(), set[i].trim(), o.key);
        }
    }
    Ok(parsed)
}

/// Prints to standard output.
fn print(text: &str) -> Result<()> {
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes()).context("writing to standard output")?;
    out.flush().context("writing to standard output")
}

/// The absolute form of a path that may not exist yet (its folder must, or it is taken as
/// given), for comparing outputs with inputs.
fn absolute(path: &Path) -> PathBuf {
    if let Ok(p) = path.canonicalize() {
        return p;
    }
    match (path.parent(), path.file_name()) {
        (Some(parent), Some(name)) => {
            let parent = if parent.as_os_str().is_empty() { Path::new(".") } else { parent };
            parent.canonicalize().map(|p| p.join(name)).unwrap_or_else(|_| path.to_path_buf())
        }
        _ => path.to_path_buf(),
    }
}

/// Refuses to write `target` when it is one of the `inputs`.
/// Commits `staging` and says on stderr, in one line, which folders it created for the
/// outputs (`--out`, `--trace`): a typo in a path never silently grows a tree.
fn commit(staging: jobsim::output::Staging) -> Result<()> {
    let created = staging.created().to_vec();
    staging.commit().context("cannot move the outputs into place")?;
    // A line per folder an output went into (`--out`, the trace's), with the parents
    // created for it.
    let shown = |p: &PathBuf| format!("`{}`", p.display());
    for leaf in created.iter().filter(|d| !created.iter().any(|o| o.parent() == Some(d.as_path()))) {
        let parents: Vec<String> = created.iter().filter(|p| leaf.starts_with(p) && p != &leaf).map(shown).collect();
        if parents.is_empty() {
            eprintln!("jobsim: created the folder {}", shown(leaf));
        } else {
            eprintln!("jobsim: created the folder {} and its missing parents {}", shown(leaf), parents.join(", "));
        }
    }
    Ok(())
}

fn not_an_input(target: &Path, inputs: &[&Path]) -> Result<()> {
    let t = absolute(target);
    for input in inputs {
        if absolute(input) == t {
            anyhow::bail!("`{}` is an input of this command; refusing to overwrite it", target.display());
        }
    }
    Ok(())
}

/// A folder of the working directory (`scenarios`), or an error saying where it looked.
fn folder(dir: &Path, what: &str) -> Result<PathBuf> {
    if dir.is_dir() {
        return Ok(dir.to_path_buf());
    }
    let cwd = std::env::current_dir().map(|d| d.display().to_string()).unwrap_or_else(|_| "?".into());
    anyhow::bail!(
        "no {what} folder `{}` (looked in `{cwd}`); run jobsim from the repository's root or give --dir",
        dir.display()
    )
}

/// A progress bar on standard error when it is a terminal (rate and time left).
fn progress_bar(total: u64) -> indicatif::ProgressBar {
    use std::io::IsTerminal;
    if !std::io::stderr().is_terminal() {
        return indicatif::ProgressBar::hidden();
    }
    let b = indicatif::ProgressBar::new(total);
    b.set_style(
        indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} runs  {rate}  ETA {eta}  ({elapsed})")
            .map(|s| {
                s.with_key("rate", |state: &indicatif::ProgressState, w: &mut dyn std::fmt::Write| {
                    let _ = write!(w, "{} runs/s", rate_shown(state.per_sec()));
                })
            })
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    b
}

/// A rate as people read one: three significant digits at most, whole from 100 on
/// (`268`, `26.8`, `2.68`; was `267.7911`).
fn rate_shown(rate: f64) -> String {
    if !rate.is_finite() || rate <= 0.0 {
        return "0".into();
    }
    let decimals = match rate {
        r if r >= 100.0 => 0,
        r if r >= 10.0 => 1,
        _ => 2,
    };
    let text = format!("{rate:.decimals$}");
    if text.contains('.') { text.trim_end_matches('0').trim_end_matches('.').to_string() } else { text }
}

#[cfg(test)]
mod tests {
    #[test]
    fn rates_are_rounded_as_people_read_them() {
        assert_eq!(super::rate_shown(267.7911), "268");
        assert_eq!(super::rate_shown(26.7911), "26.8");
        assert_eq!(super::rate_shown(2.6791), "2.68");
        assert_eq!(super::rate_shown(3.0), "3");
        assert_eq!(super::rate_shown(0.0), "0");
    }
}
