//! **jitter-wave** (lesson 004.3, `sarsinti.mjs`): `consumers` consumers fail against a
//! dependency at t=0 and each retries `attempts` times; the dependency counts the retries
//! that reach it per `bucket_ms` bucket. One run per jitter schedule.
//!
//! ```text
//! t=0  all consumers fail ──► each waits (backoff ± jitter) ──► RetrySent ──► dependency
//!                                   ▲                                   │ counts bucket
//!                                   └──────────── rejected ◄────────────┘
//! ```
//!
//! Every retry is an event on the engine; a consumer's wait is drawn when the previous
//! attempt is rejected. Randomness (`rng`):
//! - `lesson-lcg`: the lesson's generator restarted from `seed` for every schedule. The
//!   lesson draws consumer by consumer (all of consumer 0's attempts, then consumer 1's);
//!   on the engine the retries of different consumers interleave in time, so each consumer
//!   takes its draws from the shared generator when it first fails (at t=0, in consumer
//!   order) and uses them as it retries. Same numbers as the lesson, real event order.
//! - `chacha8`: consumer `c` draws from the ChaCha8 stream named `consumer/c`, so the
//!   draws of one consumer do not depend on how many others there are.
//!
//! `schedules` also lists real systems' named policies (`sidekiq`, `celery`, `temporal` …,
//! [`crate::backoff::named`], settings overridable as in `backoff-schedules`). A consumer
//! under one waits what that system waits before each retry (its own formula and jitter,
//! truncated to whole ms as `backoff-schedules` does) and stops when the system gives up
//! (its retry limit) or after `attempts` retries, whichever comes first. Whatever `rng`
//! says, a named policy draws from the consumer's ChaCha8 stream `consumer/c`, never from
//! the lesson's generator (the lesson has no such policies).
//!
//! Limits (checked when the scenario is read): `consumers * attempts` ≤ [`MAX_RETRIES`]
//! per schedule (the engine's budget is twice the exact event count), and the `buckets`
//! table — one row per non-empty bucket — ≤ [`MAX_BUCKET_ROWS`] rows, estimated by
//! [`buckets_bound`] (no more buckets than retries, nor than the span of the waits
//! covers). Chart series are sparse: a run of empty buckets costs nothing.

mod present;
mod simulate;

pub use simulate::{Wave, simulate, simulate_wave};

use crate::report::words::Words;
use super::kit::named::{self, with_named_params};
use super::{Model, Seeded};
use crate::backoff::named::{Policies, System, names_then_systems};
use crate::jitter::Schedule;
use crate::report::figure::Key;
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind, Param, Reader, ScenarioError};
use crate::sim::{Budget, Exhausted, RunOptions};

/// Where the random numbers come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RngKind {
    LessonLcg,
    ChaCha8,
}

/// What a wave's consumers wait: one of the lesson's jitter schedules, or a real
/// system's named policy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Curve {
    Jitter(Schedule),
    Named(System),
}

impl Curve {
    /// Scenario names, in the order of [`Curve::ALL`]: the jitter schedules, then the
    /// named policies.
    pub const NAMES: [&'static str; 13] = names_then_systems!["none", "full", "equal", "decorrelated"];
    pub const ALL: [Curve; 13] = [
        Curve::Jitter(Schedule::None),
        Curve::Jitter(Schedule::Full),
        Curve::Jitter(Schedule::Equal),
        Curve::Jitter(Schedule::Decorrelated),
        Curve::Named(System::Sidekiq),
        Curve::Named(System::Oban),
        Curve::Named(System::Temporal),
        Curve::Named(System::Bullmq),
        Curve::Named(System::Celery),
        Curve::Named(System::AwsStandard),
        Curve::Named(System::GrpcConnect),
        Curve::Named(System::Gcs),
        Curve::Named(System::River),
    ];

    /// Its place in [`Curve::ALL`].
    pub fn index(self) -> usize {
        Self::ALL.iter().position(|&c| c == self).unwrap_or(0)
    }

    /// The scenario name (`full`, `sidekiq`).
    pub fn name(self) -> &'static str {
        match self {
            Curve::Jitter(s) => s.name(),
            Curve::Named(s) => s.name(),
        }
    }

    /// The lesson's label (`tam sarsinti`), or the system's name (`Sidekiq`).
    pub fn label(self, w: &'static Words) -> String {
        match self {
            Curve::Jitter(s) => s.label(w),
            Curve::Named(s) => s.title().to_string(),
        }
    }

    /// The chart concept (colour, name).
    pub fn key(self) -> Key {
        match self {
            Curve::Jitter(Schedule::None) => Key("jitter.none"),
            Curve::Jitter(Schedule::Full) => Key("jitter.full"),
            Curve::Jitter(Schedule::Equal) => Key("jitter.equal"),
            Curve::Jitter(Schedule::Decorrelated) => Key("jitter.decorrelated"),
            Curve::Named(s) => Key(s.key()),
        }
    }
}

impl From<Schedule> for Curve {
    fn from(s: Schedule) -> Curve {
        Curve::Jitter(s)
    }
}

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub consumers: u32,
    pub attempts: u32,
    pub bucket_ms: u64,
    pub base_ms: u64,
    pub cap_ms: u64,
    pub schedules: Vec<Curve>,
    pub rng: RngKind,
    /// The named policies' settings (their documented defaults unless overridden).
    pub named: Policies,
}

impl Params {
    /// The retries a consumer makes under `curve`: `attempts`, or fewer where the
    /// system gives up first.
    pub fn retries(&self, curve: Curve) -> u32 {
        match curve {
            Curve::Jitter(_) => self.attempts,
            Curve::Named(s) => self.named.get(s).max_retries().map_or(self.attempts, |m| m.min(self.attempts)),
        }
    }
}

/// Most retries one run may simulate (`consumers * attempts`).
pub const MAX_RETRIES: u64 = 20_000_000;
/// Most rows the `buckets` table may have (non-empty buckets over every schedule).
pub const MAX_BUCKET_ROWS: u64 = 2_000_000;
const DAY: i64 = 86_400_000;

/// Every parameter (defaults: `scenarios/004-jitter-wave.toml`).
pub const PARAMS: &[Param] = with_named_params![
    Param::new("consumers", Kind::Int { min: 1, max: 1_000_000 }, "200", "consumers", "consumers that fail at t=0"),
    Param::new("attempts", Kind::Int { min: 1, max: 1000 }, "4", "retries", "retries of each consumer"),
    Param::new("bucket_ms", Kind::Int { min: 1, max: 59_999 }, "100", "ms", "the dependency counts requests per bucket of this width (under a minute)"),
    Param::new("base_ms", Kind::Int { min: 0, max: DAY }, "500", "ms", "first backoff ceiling"),
    Param::new("cap_ms", Kind::Int { min: 0, max: DAY }, "30000", "ms", "largest backoff ceiling"),
    Param::new(
        "schedules",
        Kind::Choices(&Curve::NAMES),
        "[\"none\", \"full\", \"decorrelated\"]",
        "",
        "jitter schedules and real systems' named policies (sidekiq, celery, temporal …), one run each",
    ),
    Param::new(
        "rng",
        Kind::Choice(&["lesson-lcg", "chacha8"]),
        "\"lesson-lcg\"",
        "",
        "the lesson's generator, or ChaCha8 streams forked per consumer (named policies always draw from ChaCha8)",
    ),
];

/// Most non-empty buckets one wave can fill: one per retry, and no more than the
/// buckets its span covers. A jitter schedule's wait never passes `cap_ms`, nor
/// `base_ms * 3^n` at retry `n` (decorrelated jitter triples at most; the others double);
/// a named policy's never passes the top of its range.
pub fn buckets_bound(p: &Params, curve: Curve) -> u64 {
    let mut span = 0f64;
    let mut ceiling = p.base_ms as f64;
    for n in 1..=p.retries(curve) {
        span += match curve {
            Curve::Jitter(_) => {
                ceiling *= 3.0;
                ceiling.min(p.cap_ms as f64)
            }
            Curve::Named(s) => p.named.get(s).range_ms(n).1,
        };
    }
    let retries = u64::from(p.consumers) * u64::from(p.retries(curve));
    retries.min((span / p.bucket_ms as f64).min(u64::MAX as f64 / 2.0) as u64 + 1)
}

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    let consumers = r.uint32("consumers")?;
    let attempts = r.uint32("attempts")?;
    if u64::from(consumers) * u64::from(attempts) > MAX_RETRIES {
        return Err(check.said(
            "refusal-product",
            &[("a", &"consumers"), ("b", &"attempts"), ("max", &MAX_RETRIES), ("x", &consumers), ("y", &attempts)],
        ));
    }
    let p = Params {
        consumers,
        attempts,
        bucket_ms: r.uint("bucket_ms")?,
        base_ms: r.uint("base_ms")?,
        cap_ms: r.uint("cap_ms")?,
        schedules: r.choices("schedules")?.into_iter().map(|i| Curve::ALL[i]).collect(),
        rng: match r.choice("rng")? {
            0 => RngKind::LessonLcg,
            _ => RngKind::ChaCha8,
        },
        named: named::read(&r)?,
    };
    let rows: u64 = p.schedules.iter().map(|&c| buckets_bound(&p, c)).fold(0, u64::saturating_add);
    if rows > MAX_BUCKET_ROWS {
        return Err(check.said("refusal-bucket-rows", &[("rows", &rows), ("max", &MAX_BUCKET_ROWS)]));
    }
    Ok(p)
}

/// The model's registry type.
pub struct JitterWave;

impl Model for JitterWave {
    const NAME: &'static str = "jitter-wave";
    const HEADLINE: &'static [&'static str] = &["peak_bucket_requests", "busy_buckets", "last_bucket"];
    type Seed = Seeded;
    type Params = Params;
    type Outcome = Vec<Wave>;
    const PARAMS: &'static [Param] = PARAMS;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        // Each schedule's engine handles exactly this many events; twice is a safe margin.
        Budget::events(2 * simulate::events_per_wave(p) + 1000)
    }
    fn simulate(p: &Params, seed: Seeded, options: &RunOptions) -> Result<Vec<Wave>, Exhausted> {
        simulate(p, seed.0, options)
    }
    fn present(p: &Params, waves: &Vec<Wave>, w: &'static Words) -> Report {
        present::present(p, waves, w)
    }
    fn figures(p: &Params, waves: &Vec<Wave>, w: &'static Words) -> Vec<Figure> {
        present::figures(p, waves, w)
    }
}
