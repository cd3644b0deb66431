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
//!
//! `backoff` may name a real system's retry policy instead of the anchor's capped
//! exponential full jitter (`capped`, the default): a rejected consumer then waits that
//! system's wait before retry `attempt` ([`crate::backoff::named`], settings as in
//! `backoff-schedules`, truncated to whole ms), drawing from the same LCG stream in event
//! order as the anchor draws (`int_inclusive(max) = (r * (max + 1)) >> 31`,
//! `unit = r / 2^31`: [`crate::backoff::named::Draw`] for [`crate::sim::IntLcg`]). The
//! system's own retry limit decides how many tries a consumer makes (`max_retries + 1`);
//! `attempts` is the anchor schedule's only. A system that never gives up (gRPC
//! connection backoff; Temporal with `temporal_maximum_attempts` = 0, GCS without
//! `gcs_max_retries`, their defaults) is refused with a one-line error naming the knob:
//! the storm needs a bound on every consumer's tries.

mod present;
mod said;
mod simulate;

pub use simulate::{Outcome, simulate};

use crate::report::words::Words;
use super::kit::named::{self, with_named_params};
use super::kit::named::BACKOFFS;
use super::{Model, Seeded};
use crate::backoff::named::{Policies, System};
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
    /// The backoff: `None` the anchor's capped exponential full jitter, or a named policy.
    pub backoff: Option<System>,
    /// The named policies' settings (their documented defaults unless overridden).
    pub named: Policies,
}

impl Params {
    /// Tries per consumer, the first included: `attempts`, or the named policy's retry
    /// limit plus one (a policy without one is refused when the scenario is read).
    pub fn tries(&self) -> u32 {
        match self.backoff {
            None => self.attempts,
            Some(s) => self.named.get(s).max_retries().map_or(u32::MAX, |m| m.saturating_add(1)),
        }
    }
}

/// Most consumers: every one is a pending event at t=0 (12 bytes each in the queue).
pub const MAX_CONSUMERS: u32 = 10_000_000;
/// Most requests one run may make (`consumers * attempts`, or `consumers` times a named
/// policy's tries): a few seconds of work.
pub const MAX_REQUESTS: u64 = 100_000_000;
const DAY: i64 = 86_400_000;

/// Every parameter (defaults: `scenarios/anchor-retry-storm.toml`).
pub const PARAMS: &[Param] = with_named_params![
    Param::new(
        "consumers",
        Kind::Int { min: 1, max: MAX_CONSUMERS as i64 },
        "1000",
        "consumers",
        "consumers calling at t=0 (`consumers * attempts` at most 100000000)",
    ),
    Param::new(
        "attempts",
        Kind::Int { min: 1, max: 40 },
        "6",
        "attempts",
        "tries per consumer, the first included (the anchor's backoff; a named policy has its own limit)",
    ),
    Param::new(
        "cap_per_bucket",
        Kind::Int { min: 1, max: 1_000_000_000 },
        "50",
        "requests",
        "requests the dependency accepts per bucket",
    ),
    Param::new("base_ms", Kind::Int { min: 1, max: DAY }, "500", "ms", "backoff base: ceiling base * 2^(attempt-1)"),
    Param::new("cap_ms", Kind::Int { min: 0, max: DAY }, "30000", "ms", "backoff ceiling cap"),
    Param::new("bucket_ms", Kind::Int { min: 1, max: 59_999 }, "100", "ms", "the dependency's accounting bucket (under a minute)"),
    Param::new(
        "backoff",
        Kind::Choice(&BACKOFFS),
        "\"capped\"",
        "",
        "the anchor's capped exponential full jitter, or a real system's named policy and its retry limit",
    ),
];

/// The knob that gives a named policy without a retry limit one, for the error.
fn limit_knob(system: System) -> &'static str {
    match system {
        System::Temporal => "temporal",
        System::Gcs => "gcs",
        _ => "none",
    }
}

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    let consumers = r.uint32("consumers")?;
    let attempts = r.uint32("attempts")?;
    let p = Params {
        consumers,
        attempts,
        cap_per_bucket: r.uint("cap_per_bucket")?,
        base_ms: r.uint("base_ms")?,
        cap_ms: r.uint("cap_ms")?,
        bucket_ms: r.uint("bucket_ms")?,
        backoff: r.choice("backoff")?.checked_sub(1).map(|i| System::ALL[i]),
        named: named::read(&r)?,
    };
    let requests = u64::from(consumers) * u64::from(p.tries());
    match p.backoff {
        None if requests > MAX_REQUESTS => Err(check.said(
            "refusal-product",
            &[("a", &"consumers"), ("b", &"attempts"), ("max", &MAX_REQUESTS), ("x", &consumers), ("y", &attempts)],
        )),
        Some(s) if p.named.get(s).max_retries().is_none() => {
            Err(check.said("refusal-endless-backoff", &[("knob", &limit_knob(s)), ("name", &s.name())]))
        }
        Some(s) if requests > MAX_REQUESTS => Err(check.said(
            "refusal-tries",
            &[("name", &s.name()), ("max", &MAX_REQUESTS), ("consumers", &consumers), ("tries", &p.tries())],
        )),
        _ => Ok(p),
    }
}

/// The model's registry type.
pub struct RetryStorm;

impl Model for RetryStorm {
    const NAME: &'static str = "retry-storm";
    const HEADLINE: &'static [&'static str] = &["peak_bucket_requests", "gave_ups", "last_event_ms"];
    type Seed = Seeded;
    type Params = Params;
    type Outcome = Outcome;
    const PARAMS: &'static [Param] = PARAMS;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        // Exact: every request is one event, and a consumer makes at most `tries`.
        Budget::events(u64::from(p.consumers) * u64::from(p.tries()))
    }
    fn simulate(p: &Params, seed: Seeded, options: &RunOptions) -> Result<Outcome, Exhausted> {
        simulate(p, seed.0, options)
    }
    fn present(p: &Params, o: &Outcome, w: &'static Words) -> Report {
        present::present(p, o, w)
    }
    fn figures(p: &Params, o: &Outcome, w: &'static Words) -> Vec<Figure> {
        present::figures(p, o, w)
    }
}
