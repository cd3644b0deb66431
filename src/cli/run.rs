//! `jobsim run`: one scenario, its outputs staged and written all or nothing, the trace
//! streamed to a temporary file while the model runs.

use jobsim::report::words::Words;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use anyhow::{Context, Result};

use jobsim::output::{self, Staging};
use jobsim::scenario::Override;
use jobsim::sim::{TRACE_COLUMNS, TraceEvent, TraceSink, Tracer};
use jobsim::{RunOptions, models};

use super::{Format, not_an_input, overrides, print, source};

/// The stem of a run's output files: the scenario's, followed by its overrides, so two
/// what-ifs of one scenario land in different files (`004-jitter-wave.consumers=1000`).
fn variant_stem(stem: &str, sets: &[Override]) -> String {
    if sets.is_empty() {
        return stem.to_string();
    }
    let parts: Vec<String> = sets.iter().map(|o| format!("{}={}", o.key, o.value)).collect();
    let safe: String = parts
        .join(",")
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() || matches!(c, '=' | ',' | '-' | '_' | '.') { c } else { '_' })
        .collect();
    if safe.len() <= 80 {
        format!("{stem}.{safe}")
    } else {
        format!("{stem}.set-{:016x}", jobsim::sim::fnv1a(parts.join(",").as_bytes()))
    }
}

/// The command that produced an output, for its header.
fn command_line(file: &Path, sets: &[Override]) -> String {
    let mut s = format!("jobsim run {}", file.display());
    for o in sets {
        s.push_str(&format!(" --set '{}={}'", o.key, o.value));
    }
    s
}

pub fn run(
    file: &Path,
    set: &[String],
    format: Format,
    out: Option<&Path>,
    trace: Option<&Path>,
    w: &'static Words,
) -> Result<()> {
    let sets = overrides(set)?;
    let src = source(file)?;
    let mut scenario = models::parse(&src.file, &src.text, &sets)?;
    if let Some(t) = trace {
        not_an_input(t, &[file])?;
    }
    let mut staging = Staging::new();
    // The trace streams into a temporary file next to its target while the model runs.
    // Its folder is created as `--out`'s is (and said so): the two agree.
    let trace_file = match trace {
        Some(path) => {
            if let Some(parent) = path.parent() {
                staging.create_dir(parent).with_context(|| format!("cannot write `{}`", path.display()))?;
            }
            Some(TraceFile::create(path).with_context(|| format!("cannot write `{}`", path.display()))?)
        }
        None => None,
    };
    if let (Some(t), Some(path)) = (&trace_file, trace) {
        staging.adopt(t.tmp.clone(), path);
    }
    let tracer = trace_file.as_ref().map(|t| Tracer::shared(t.sink.clone())).unwrap_or_default();
    let report = jobsim::run(&scenario, &RunOptions { tracer, lang: w.lang(), ..RunOptions::default() })?;
    if let (Some(path), Some(t)) = (trace, trace_file) {
        t.finish().with_context(|| format!("cannot write `{}`", path.display()))?;
    }
    // Render everything before writing anything.
    let json = output::report_json(&scenario, &report);
    let stdout = match format {
        Format::Table => report.text.clone(),
        Format::Csv => output::report_csv(&report),
        Format::Json => json.clone(),
    };
    if let Some(dir) = out {
        scenario.stem = variant_stem(&scenario.stem, &sets);
        let mut files = output::scenario_files(&scenario, &report, w);
        if !sets.is_empty() {
            // The text says which what-if it is.
            let header = format!("# {}\n", command_line(file, &sets));
            files[0].bytes.splice(0..0, header.into_bytes());
        }
        files.push(output::OutputFile::new(format!("{}.json", scenario.stem), json.into_bytes()));
        for f in &files {
            not_an_input(&dir.join(&f.name), &[file])?;
        }
        staging.write_all(dir, &files).with_context(|| format!("cannot write into `{}`", dir.display()))?;
    }
    super::commit(staging)?;
    print(&stdout)
}

/// The CSV sink of `--trace`: rows are written to `<file>.tmp-jobsim` as they happen; the
/// staging renames it over the target when everything succeeded.
struct TraceFile {
    tmp: PathBuf,
    sink: Arc<Mutex<CsvTrace>>,
}

struct CsvTrace {
    writer: csv::Writer<std::io::BufWriter<std::fs::File>>,
    error: Option<std::io::Error>,
    /// Reused per row: the time and the scoped component.
    time: String,
    component: String,
}

impl TraceSink for CsvTrace {
    fn record(&mut self, row: &TraceEvent<'_>) {
        use std::fmt::Write as _;
        if self.error.is_none() {
            self.time.clear();
            let _ = write!(self.time, "{}", row.time_ms);
            self.component.clear();
            self.component.push_str(row.scope);
            self.component.push_str(row.component);
            let fields = [self.time.as_str(), self.component.as_str(), row.event, row.details];
            if let Err(e) = self.writer.write_record(fields) {
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
        let trace = CsvTrace { writer, error: None, time: String::new(), component: String::new() };
        Ok(TraceFile { tmp, sink: Arc::new(Mutex::new(trace)) })
    }

    /// Flushes the trace; the file stays under its temporary name for the staging.
    fn finish(self) -> std::io::Result<()> {
        let mut sink = self.sink.lock().map_err(|_| std::io::Error::other("trace writer poisoned"))?;
        if let Some(e) = sink.error.take() {
            return Err(e);
        }
        sink.writer.flush()?;
        sink.writer.get_ref().get_ref().sync_all()
    }
}
