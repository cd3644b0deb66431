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

mod present;
mod simulate;

pub use simulate::simulate;

pub use super::kit::long_job::MAX_MS;
use crate::report::words::Words;
use super::kit::long_job::{Work, finish, read_total_chunk};
use super::{Model, Unseeded};
use crate::long_job::runner::{CancelPlan, Outcome, Plan};
use crate::long_job::{MAX_CHUNKS, MAX_TOTAL};
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind, Param, Reader, ScenarioError};
use crate::sim::{Budget, Exhausted, RunOptions};

/// Most instants `query_at_ms` may list.
pub const MAX_QUERIES: usize = 1000;

/// A duration in 0..=[`MAX_MS`].
const MS: Kind = Kind::Int { min: 0, max: MAX_MS as i64 };
/// A record count in 1..=[`MAX_TOTAL`].
const RECORDS: Kind = Kind::Int { min: 1, max: MAX_TOTAL as i64 };

/// The parameters of `long-job`, declared once.
pub const PARAMS: &[Param] = &[
    Param::new("total", RECORDS, "30000", "records", "loan records of the job (`gun = i % 30`)"),
    Param::new("chunk", RECORDS, "3000", "records", "records per chunk (`PARCA`); at most 1000000 chunks (`total` / `chunk`)"),
    Param::new(
        "cancel_at_percent",
        Kind::Int { min: 0, max: 100 },
        "",
        "%",
        "the user cancels the first run when a report shows at least this percent (absent: never; the lesson: 40)",
    ),
    crate::models::kit::long_job::RECORD_MS,
    crate::models::kit::long_job::WRITE_MS,
    Param::new("runs", Kind::Int { min: 1, max: 10 }, "2", "runs", "at most this many runs: the first, then resumed ones"),
    Param::new("resume_after_ms", MS, "2000", "ms", "delay before a resumed run starts"),
    Param::new("cancel_at_ms", MS, "", "ms", "the user cancels the first run at this instant (absent: never)"),
    Param::new("timeout_ms", MS, "", "ms", "the first run's deadline, from its start (absent: none)"),
    Param::new("shutdown_at_ms", MS, "", "ms", "SIGTERM reaches the service at this instant (absent: never)"),
    Param::new("drain_ms", MS, "0", "ms", "after SIGTERM, the process is killed this much later if still running"),
    Param::new("lease_expires_at_ms", MS, "", "ms", "the job's lease expires at this instant (absent: no lease)"),
    Param::new("lease_margin_ms", MS, "0", "ms", "the job cancels itself this long before its lease expires"),
    Param::new(
        "query_at_ms",
        Kind::Ints { min: 0, max: MAX_MS as i64 },
        "[0, 10000, 12001, 13000, 20000, 33000]",
        "ms",
        "instants at which a client asks for the job's state by id (at most 1000)",
    ),
    Param::new("job_id", Kind::Text, "\"rapor-2026-01\"", "", "the job's id, the key of its state row (1..=64 characters)"),
];

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub plan: Plan,
}

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    let (total, chunk) = read_total_chunk(&r, MAX_CHUNKS)?;
    let cancel_at_percent = r.uint_opt("cancel_at_percent")?;
    let record_ms = r.uint("record_ms")?;
    let write_ms = r.uint("write_ms")?;
    let runs = r.uint32("runs")?;
    let resume_after_ms = r.uint("resume_after_ms")?;
    let cancel = CancelPlan {
        user_at_percent: cancel_at_percent,
        user_at_ms: r.uint_opt("cancel_at_ms")?,
        timeout_ms: r.uint_opt("timeout_ms")?,
        shutdown_at_ms: r.uint_opt("shutdown_at_ms")?,
        drain_ms: r.uint("drain_ms")?,
        lease_expires_at_ms: r.uint_opt("lease_expires_at_ms")?,
        lease_margin_ms: r.uint("lease_margin_ms")?,
    };
    let query_at_ms: Vec<u64> = r.ints("query_at_ms")?.into_iter().map(|v| v.max(0) as u64).collect();
    if query_at_ms.len() > MAX_QUERIES {
        return Err(check.said("refusal-queries", &[("max", &MAX_QUERIES), ("n", &query_at_ms.len())]));
    }
    let job_id = r.text("job_id")?;
    if job_id.is_empty() || job_id.chars().count() > 64 {
        return Err(check.said("refusal-characters", &[("key", &"job_id"), ("max", &64), ("got", &format_args!("{job_id:?}"))]));
    }
    let plan = Plan {
        job_id,
        total,
        chunk,
        record_ms,
        write_ms,
        pipeline: crate::long_job::Pipeline::StateThenReport,
        yields: true,
        cancel,
        crash_at_boundary: None,
        runs,
        lesson_second_run: true,
        resume_after_ms,
        probe_every_ms: None,
        probe_first_ms: 0,
        query_at_ms,
    };
    // One engine: its events are bounded by the chunk count, the runs and the queries.
    Work::default().add(1, plan.max_events()).check(check, "runs")?;
    finish(r)?;
    Ok(Params { plan })
}

/// The model's registry type.
pub struct LongJob;

impl Model for LongJob {
    const NAME: &'static str = "long-job";
    const HEADLINE: &'static [&'static str] = &["end_ms", "processed_records", "accumulator"];
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Outcome;
    const PARAMS: &'static [Param] = PARAMS;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        // The plan bounds the events of its one engine (the estimate `parse` checks).
        Work::default().add(1, p.plan.max_events()).budget()
    }
    fn simulate(p: &Params, _: Unseeded, options: &RunOptions) -> Result<Outcome, Exhausted> {
        simulate(p, options)
    }
    fn present(p: &Params, o: &Outcome, w: &'static Words) -> Report {
        present::present(p, o, w)
    }
    fn figures(p: &Params, o: &Outcome, w: &'static Words) -> Vec<Figure> {
        present::figures(p, o, w)
    }
}
