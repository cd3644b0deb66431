//! **retry-storm** (perf anchor, `shared/anchors/perf/WORKLOAD.md`): `consumers` call a
//! shared dependency at t=0; it accepts the first `cap_per_bucket` requests of every
//! `bucket_ms` bucket and rejects the rest; rejected consumers retry with capped
//! exponential backoff and full jitter, `attempts` tries in all. It is lesson 004.3's wave
//! with a dependency that recovers: the reference workload for engine speed, with exact
//! output vectors (`tests/it/anchors.rs`).
//!
//! ```text
//! t=0 N requests ─► bucket 0 accepts C ─► the rest wait U[0, min(cap, base·2^(a-1))] ─► …
//! ```
//! Randomness: the anchor's integer LCG ([`crate::sim::IntLcg`]), one shared stream, drawn
//! in event order; `wait = (r * (ceiling + 1)) >> 31`.

mod present;
mod simulate;

pub use simulate::{Outcome, simulate};

use serde::Deserialize;

use super::{Model, Seeded};
use crate::report::{Chart, Report};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::sim::{Budget, Exhausted, RunOptions};

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub consumers: u32,
    pub attempts: u32,
    pub cap_per_bucket: u64,
    pub base_ms: u64,
    pub cap_ms: u64,
    pub bucket_ms: u64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    consumers: i64,
    attempts: i64,
    cap_per_bucket: i64,
    base_ms: i64,
    cap_ms: i64,
    bucket_ms: i64,
}

/// Most consumers: every one is a pending event at t=0 (12 bytes each in the queue).
pub const MAX_CONSUMERS: u32 = 10_000_000;
/// Most requests one run may make (`consumers * attempts`): a few seconds of work.
pub const MAX_REQUESTS: u64 = 100_000_000;
const MAX_MS: u64 = 86_400_000;

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let consumers = check.uint32("consumers", raw.consumers, 1..=MAX_CONSUMERS)?;
    let attempts = check.uint32("attempts", raw.attempts, 1..=40)?;
    if u64::from(consumers) * u64::from(attempts) > MAX_REQUESTS {
        return Err(check.error(format_args!(
            "`consumers` * `attempts` must be at most {MAX_REQUESTS} (got {consumers} * {attempts})"
        )));
    }
    Ok(Params {
        consumers,
        attempts,
        cap_per_bucket: check.uint("cap_per_bucket", raw.cap_per_bucket, 1..=1_000_000_000)?,
        base_ms: check.uint("base_ms", raw.base_ms, 1..=MAX_MS)?,
        cap_ms: check.uint("cap_ms", raw.cap_ms, 0..=MAX_MS)?,
        bucket_ms: check.uint("bucket_ms", raw.bucket_ms, 1..=MAX_MS)?,
    })
}

/// The model's registry type.
pub struct RetryStorm;

impl Model for RetryStorm {
    const NAME: &'static str = "retry-storm";
    type Seed = Seeded;
    type Params = Params;
    type Outcome = Outcome;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        // Exact: every request is one event, and a consumer makes at most `attempts`.
        Budget::events(u64::from(p.consumers) * u64::from(p.attempts))
    }
    fn simulate(p: &Params, seed: Seeded, options: &RunOptions) -> Result<Outcome, Exhausted> {
        simulate(p, seed.0, options)
    }
    fn present(p: &Params, o: &Outcome) -> Report {
        present::present(p, o)
    }
    fn charts(p: &Params, o: &Outcome) -> Vec<Chart> {
        present::charts(p, o)
    }
}
