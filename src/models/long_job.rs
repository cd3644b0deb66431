//! **long-job** (lesson 001, `uzun-is.mjs`): the monthly loan report as a chunked job on
//! the engine. The first run is cancelled (by default when a report shows 40%), the second
//! run resumes from the durable `is_durumu` row and finishes.
//!
//! ```text
//! run 1  ─ chunk ─ write ─ report 10% ─ … ─ report 40% (user raises the signal)
//!        ─ check: signal raised ─► write `iptal`, processed=12000
//! run 2  ─ read state (12000, 174000) ─ chunk ─ … ─ report 100% ─► write `bitti`
//! ```
//!
//! With the lesson's parameters it prints the lesson's 14 lines byte for byte; for other
//! totals, chunks and thresholds it prints what the lesson's code prints, with one
//! documented difference: a last chunk shorter than `chunk` advances `islenen` by the
//! records it read, not by a whole chunk (see [`crate::long_job`]), so jobsim never reports
//! more than 100%. A cancel raised on the last chunk is never seen (the loop ends first):
//! run 1 then ends `bitti` and prints nothing, as in the lesson, and run 2 only prints the
//! `bitti` line. `runs` is at most how many runs there are: a resumed run that ends `bitti`
//! is the last (only run 1 is always followed by the lesson's unconditional second call),
//! and the `bitti` line is printed by the last run. The other cancel sources (instant,
//! timeout, shutdown, lease) can be armed for the first run; their `iptal` line carries
//! their own message.

use serde::Deserialize;

use super::RunOptions;
use crate::js::{number_to_string, to_fixed};
use crate::long_job::runner::{self, CancelPlan, Outcome, Plan, RunEnd};
use crate::long_job::{MAX_CHUNKS, MAX_TOTAL, chunk_count};
use crate::report::{Chart, ChartKind, Report, Series, SeriesStyle, Table};
use crate::scenario::{Check, ScenarioError, from_toml};

/// Longest virtual duration any 001 parameter may name, in ms (one day).
pub const MAX_MS: u64 = 86_400_000;

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub plan: Plan,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    total: i64,
    chunk: i64,
    cancel_at_percent: Option<i64>,
    #[serde(default = "one")]
    record_ms: i64,
    #[serde(default)]
    write_ms: i64,
    #[serde(default = "two")]
    runs: i64,
    #[serde(default)]
    resume_after_ms: i64,
    cancel_at_ms: Option<i64>,
    timeout_ms: Option<i64>,
    shutdown_at_ms: Option<i64>,
    #[serde(default)]
    drain_ms: i64,
    lease_expires_at_ms: Option<i64>,
    #[serde(default)]
    lease_margin_ms: i64,
    #[serde(default)]
    query_at_ms: Vec<i64>,
    job_id: Option<String>,
}

fn one() -> i64 {
    1
}
fn two() -> i64 {
    2
}

/// Checks `total` and `chunk` (shared by every 001 model): both in 1..=10,000,000 (a chunk
/// larger than the total is one short chunk), and at most `max_chunks` chunks per run.
pub fn check_total_chunk(
    check: Check<'_>,
    total: i64,
    chunk: i64,
    max_chunks: u64,
) -> Result<(u64, u64), ScenarioError> {
    let total = check.uint("total", total, 1..=MAX_TOTAL)?;
    let chunk = check.uint("chunk", chunk, 1..=MAX_TOTAL)?;
    let n = chunk_count(total, chunk);
    if n > max_chunks {
        return Err(check.error(format_args!(
            "`total` / `chunk` must give at most {max_chunks} chunks (got {total} / {chunk} = {n})"
        )));
    }
    Ok((total, chunk))
}

/// Most chunk sizes one scenario may list.
pub const MAX_SIZES: usize = 64;

/// `total` and a `chunk` key that is one size or a list of sizes (1..=[`MAX_SIZES`]),
/// each checked by [`check_total_chunk`] against [`MAX_CHUNKS`].
pub fn check_total_chunks(check: Check<'_>, total: i64, chunk: &toml::Value) -> Result<(u64, Vec<u64>), ScenarioError> {
    let not_sizes = || check.error(format_args!("`chunk` must be an integer or a list of integers (got {chunk})"));
    let list: Vec<i64> = match chunk {
        toml::Value::Integer(c) => vec![*c],
        toml::Value::Array(v) => v.iter().map(|x| x.as_integer().ok_or_else(not_sizes)).collect::<Result<_, _>>()?,
        _ => return Err(not_sizes()),
    };
    if list.is_empty() || list.len() > MAX_SIZES {
        return Err(check.error(format_args!("`chunk` must list 1..={MAX_SIZES} sizes (got {})", list.len())));
    }
    let mut checked_total = 0;
    let mut chunks = Vec::with_capacity(list.len());
    for c in list {
        let (t, c) = check_total_chunk(check, total, c, MAX_CHUNKS)?;
        checked_total = t;
        chunks.push(c);
    }
    Ok((checked_total, chunks))
}

/// An optional duration key in 0..=[`MAX_MS`].
pub fn opt_ms(check: Check<'_>, key: &str, v: Option<i64>) -> Result<Option<u64>, ScenarioError> {
    v.map(|v| check.uint(key, v, 0..=MAX_MS)).transpose()
}

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let (total, chunk) = check_total_chunk(check, raw.total, raw.chunk, MAX_CHUNKS)?;
    let record_ms = check.uint("record_ms", raw.record_ms, 0..=1000)?;
    let job_id = raw.job_id.unwrap_or_else(|| "rapor-2026-01".into());
    if job_id.is_empty() || job_id.chars().count() > 64 {
        return Err(check.error(format_args!("`job_id` must have 1..=64 characters (got {:?})", job_id)));
    }
    if raw.query_at_ms.len() > 1000 {
        return Err(
            check.error(format_args!("`query_at_ms` may list at most 1000 instants (got {})", raw.query_at_ms.len()))
        );
    }
    let query_at_ms =
        raw.query_at_ms.iter().map(|&v| check.uint("query_at_ms", v, 0..=MAX_MS)).collect::<Result<_, _>>()?;
    let plan = Plan {
        job_id,
        total,
        chunk,
        record_ms,
        write_ms: check.uint("write_ms", raw.write_ms, 0..=60_000)?,
        pipeline: crate::long_job::Pipeline::StateThenReport,
        yields: true,
        cancel: CancelPlan {
            user_at_percent: raw.cancel_at_percent.map(|v| check.uint("cancel_at_percent", v, 0..=100)).transpose()?,
            user_at_ms: opt_ms(check, "cancel_at_ms", raw.cancel_at_ms)?,
            timeout_ms: opt_ms(check, "timeout_ms", raw.timeout_ms)?,
            shutdown_at_ms: opt_ms(check, "shutdown_at_ms", raw.shutdown_at_ms)?,
            drain_ms: check.uint("drain_ms", raw.drain_ms, 0..=MAX_MS)?,
            lease_expires_at_ms: opt_ms(check, "lease_expires_at_ms", raw.lease_expires_at_ms)?,
            lease_margin_ms: check.uint("lease_margin_ms", raw.lease_margin_ms, 0..=MAX_MS)?,
        },
        crash_at_boundary: None,
        runs: check.uint32("runs", raw.runs, 1..=10)?,
        lesson_second_run: true,
        resume_after_ms: check.uint("resume_after_ms", raw.resume_after_ms, 0..=MAX_MS)?,
        probe_every_ms: None,
        probe_first_ms: 0,
        query_at_ms,
        trace: false,
    };
    Ok(Params { plan })
}

/// The header line of run `n`, as the lesson prints it.
fn run_header(plan: &Plan, run: u32) -> String {
    match (run, plan.cancel.user_at_percent) {
        (1, Some(c)) => format!("--- ilk kosum: %{c}'a gelince iptal ediliyor ---\n"),
        (1, None) => "--- ilk kosum ---\n".into(),
        (2, _) => "--- ikinci kosum: birakilan yerden suruyor ---\n".into(),
        (n, _) => format!("--- {n}. kosum: birakilan yerden suruyor ---\n"),
    }
}

/// The lesson's output for a simulated outcome.
pub fn lesson_text(plan: &Plan, o: &Outcome) -> String {
    let total = plan.total;
    let mut text = String::new();
    for r in &o.runs {
        text.push_str(&run_header(plan, r.run));
        for p in o.reports.iter().filter(|p| p.run == r.run) {
            text.push_str(&format!("  ilerleme %{}  islenen={}\n", number_to_string(p.percent), p.processed));
        }
        let (sp, sa) = r.stored.map(|s| (s.processed, s.accumulator)).unwrap_or((0, 0));
        match r.how {
            RunEnd::Cancelled(c) => {
                text.push_str(&format!("iptal: {}  islenen={sp}/{total}  birikim={sa}\n", c.raised.source.message()))
            }
            RunEnd::Killed => {
                text.push_str(&format!("olduruldu: bosaltma suresi doldu  islenen={sp}/{total}  birikim={sa}\n"))
            }
            RunEnd::Crashed { boundary } => {
                text.push_str(&format!("coktu: adim sinirinda {boundary}  islenen={sp}/{total}  birikim={sa}\n"))
            }
            RunEnd::Done if Some(r) == o.runs.last() => {
                text.push_str(&format!("bitti: birikim={sa}  ortalama gun={}\n", to_fixed(sa as f64 / total as f64, 2)))
            }
            RunEnd::Done => {}
        }
    }
    text
}

/// The `runs` table: one row per run. A killed run's latency is from SIGTERM to the kill;
/// it committed nothing after the signal.
pub fn runs_table(plan: &Plan, o: &Outcome) -> Table {
    let mut t = Table::new(
        "runs",
        &[
            "run",
            "start_ms",
            "end_ms",
            "start_processed_records",
            "outcome",
            "cancel_source",
            "cancel_raised_ms",
            "cancel_latency_ms",
            "cancel_latency_records",
            "processed_records",
            "accumulator",
            "status",
        ],
    );
    for r in &o.runs {
        let stored = r.stored;
        let (outcome, source, raised, lat_ms, lat_rec) = match r.how {
            RunEnd::Done => ("done", "", String::new(), String::new(), String::new()),
            RunEnd::Cancelled(c) => (
                "cancelled",
                c.raised.source.name(),
                c.raised.at.as_ms().to_string(),
                c.latency_ms().to_string(),
                c.latency_records().to_string(),
            ),
            RunEnd::Killed => {
                let sigterm = plan.cancel.shutdown_at_ms.unwrap_or(0);
                (
                    "killed",
                    "shutdown",
                    sigterm.to_string(),
                    r.end.as_ms().saturating_sub(sigterm).to_string(),
                    "0".into(),
                )
            }
            RunEnd::Crashed { .. } => ("crashed", "", String::new(), String::new(), String::new()),
        };
        t.push(vec![
            r.run.into(),
            r.start.as_ms().into(),
            r.end.as_ms().into(),
            r.start_processed.into(),
            outcome.into(),
            source.into(),
            raised.into(),
            lat_ms.into(),
            lat_rec.into(),
            stored.map(|s| s.processed).unwrap_or(0).into(),
            stored.map(|s| s.accumulator).unwrap_or(0).into(),
            stored.map(|s| s.status.label()).unwrap_or("").into(),
        ]);
    }
    t
}

/// Runs the scenario.
pub fn run(p: &Params, options: &RunOptions) -> Report {
    let mut plan = p.plan.clone();
    plan.trace = options.tracer.is_on();
    let o = runner::simulate(&plan);
    let text = lesson_text(&plan, &o);
    let mut reports = Table::new("reports", &["run", "time_ms", "percent", "processed_records"]);
    for r in &o.reports {
        reports.push(vec![r.run.into(), r.at.as_ms().into(), (r.percent as i64).into(), r.processed.into()]);
    }
    let mut tables = vec![runs_table(&plan, &o), reports];
    if !o.queries.is_empty() {
        let mut q = Table::new(
            "queries",
            &["time_ms", "job_id", "status", "reason", "processed_records", "total_records", "percent"],
        );
        for (at, view) in &o.queries {
            match view {
                Some(v) => q.push(vec![
                    at.as_ms().into(),
                    plan.job_id.as_str().into(),
                    v.status.label().into(),
                    v.reason.map(|r| r.name()).unwrap_or("").into(),
                    v.processed.into(),
                    v.total.into(),
                    (v.percent as i64).into(),
                ]),
                None => q.push(vec![
                    at.as_ms().into(),
                    plan.job_id.as_str().into(),
                    "yok".into(),
                    "".into(),
                    0u64.into(),
                    plan.total.into(),
                    0u64.into(),
                ]),
            }
        }
        tables.push(q);
    }
    let series = o
        .runs
        .iter()
        .map(|r| {
            let start = (r.start.as_ms() as f64 / 1000.0, crate::long_job::percent(r.start_processed, plan.total));
            let points = std::iter::once(start)
                .chain(o.reports.iter().filter(|x| x.run == r.run).map(|x| (x.at.as_ms() as f64 / 1000.0, x.percent)))
                .collect();
            Series { name: format!("{}. koşum", r.run), points, style: SeriesStyle::LinePoints }
        })
        .collect();
    let chart = Chart {
        name: "progress".into(),
        title: "Uzun iş: ilerleme, iptal ve kaldığı yerden sürdürme".into(),
        x_label: "zaman (s)".into(),
        y_label: "ilerleme (%)".into(),
        kind: ChartKind::Lines { series, log_y: false },
    };
    Report { text, tables, charts: vec![chart], trace: o.trace }
}

super::legacy_model!(LongJob, "long-job", super::Unseeded, |p, _s, o| run(p, o));
