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

use serde::Deserialize;

use super::{Model, Unseeded};
use crate::long_job::runner::{CancelPlan, Outcome, Plan};
use crate::long_job::{MAX_CHUNKS, MAX_TOTAL, chunk_count};
use crate::report::{Chart, Report};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::sim::{Budget, Exhausted, RunOptions};

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
    };
    Ok(Params { plan })
}

/// The model's registry type.
pub struct LongJob;

impl Model for LongJob {
    const NAME: &'static str = "long-job";
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Outcome;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        // The plan bounds the events of its one engine; twice is a safe margin.
        Budget::events(p.plan.max_events().saturating_mul(2).saturating_add(1000))
    }
    fn simulate(p: &Params, _: Unseeded, options: &RunOptions) -> Result<Outcome, Exhausted> {
        simulate(p, options)
    }
    fn present(p: &Params, o: &Outcome) -> Report {
        present::present(p, o)
    }
    fn charts(p: &Params, o: &Outcome) -> Vec<Chart> {
        present::charts(p, o)
    }
}
