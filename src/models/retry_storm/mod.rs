//! **retry-storm** (perf anchor, `benches/anchors/WORKLOAD.md`): `consumers` call a
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

use super::{Model, Seeded};
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind, Param, Reader, ScenarioError};
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

/// Most consumers: every one is a pending event at t=0 (12 bytes each in the queue).
pub const MAX_CONSUMERS: u32 = 10_000_000;
/// Most requests one run may make (`consumers * attempts`): a few seconds of work.
pub const MAX_REQUESTS: u64 = 100_000_000;
const DAY: i64 = 86_400_000;

/// Every parameter (defaults: `scenarios/anchor-retry-storm.toml`).
pub const PARAMS: &[Param] = &[
    Param::new(
        "consumers",
        Kind::Int { min: 1, max: MAX_CONSUMERS as i64 },
        "1000",
        "consumers",
        "consumers calling at t=0 (`consumers * attempts` at most 100000000)",
    ),
    Param::new("attempts", Kind::Int { min: 1, max: 40 }, "6", "attempts", "tries per consumer, the first included"),
    Param::new(
        "cap_per_bucket",
        Kind::Int { min: 1, max: 1_000_000_000 },
        "50",
        "requests",
        "requests the dependency accepts per bucket",
    ),
    Param::new("base_ms", Kind::Int { min: 1, max: DAY }, "500", "ms", "backoff base: ceiling base * 2^(attempt-1)"),
    Param::new("cap_ms", Kind::Int { min: 0, max: DAY }, "30000", "ms", "backoff ceiling cap"),
    Param::new("bucket_ms", Kind::Int { min: 1, max: DAY }, "100", "ms", "the dependency's accounting bucket"),
];

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    let consumers = r.uint32("consumers")?;
    let attempts = r.uint32("attempts")?;
    if u64::from(consumers) * u64::from(attempts) > MAX_REQUESTS {
        return Err(check.error(format_args!(
            "`consumers` * `attempts` must be at most {MAX_REQUESTS} (got {consumers} * {attempts})"
        )));
    }
    Ok(Params {
        consumers,
        attempts,
        cap_per_bucket: r.uint("cap_per_bucket")?,
        base_ms: r.uint("base_ms")?,
        cap_ms: r.uint("cap_ms")?,
        bucket_ms: r.uint("bucket_ms")?,
    })
}

/// The model's registry type.
pub struct RetryStorm;

impl Model for RetryStorm {
    const NAME: &'static str = "retry-storm";
    type Seed = Seeded;
    type Params = Params;
    type Outcome = Outcome;
    const PARAMS: &'static [Param] = PARAMS;

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
    fn figures(p: &Params, o: &Outcome) -> Vec<Figure> {
        present::figures(p, o)
    }
}
