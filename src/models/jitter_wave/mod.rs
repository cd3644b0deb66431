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

mod present;
mod simulate;

pub use simulate::{Wave, simulate, simulate_wave};

use serde::Deserialize;

use super::{Model, Seeded};
use crate::jitter::Schedule;
use crate::report::{Figure, Report};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::sim::{Budget, Exhausted, RunOptions};

/// Where the random numbers come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RngKind {
    LessonLcg,
    ChaCha8,
}

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub consumers: u32,
    pub attempts: u32,
    pub bucket_ms: u64,
    pub base_ms: u64,
    pub cap_ms: u64,
    pub schedules: Vec<Schedule>,
    pub rng: RngKind,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    consumers: i64,
    attempts: i64,
    bucket_ms: i64,
    base_ms: i64,
    cap_ms: i64,
    schedules: Vec<String>,
    #[serde(default = "default_rng")]
    rng: String,
}

fn default_rng() -> String {
    "lesson-lcg".into()
}

/// Most retries one run may simulate (`consumers * attempts`).
pub const MAX_RETRIES: u64 = 20_000_000;
const MAX_MS: u64 = 86_400_000;

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let consumers = check.uint32("consumers", raw.consumers, 1..=1_000_000)?;
    let attempts = check.uint32("attempts", raw.attempts, 1..=1000)?;
    if u64::from(consumers) * u64::from(attempts) > MAX_RETRIES {
        return Err(check.error(format_args!(
            "`consumers` * `attempts` must be at most {MAX_RETRIES} (got {consumers} * {attempts})"
        )));
    }
    let schedules = check.list_of("schedules", &raw.schedules, &Schedule::NAMES)?;
    Ok(Params {
        consumers,
        attempts,
        bucket_ms: check.uint("bucket_ms", raw.bucket_ms, 1..=MAX_MS)?,
        base_ms: check.uint("base_ms", raw.base_ms, 0..=MAX_MS)?,
        cap_ms: check.uint("cap_ms", raw.cap_ms, 0..=MAX_MS)?,
        schedules: schedules.into_iter().map(|i| Schedule::ALL[i]).collect(),
        rng: match check.one_of("rng", &raw.rng, &["lesson-lcg", "chacha8"])? {
            0 => RngKind::LessonLcg,
            _ => RngKind::ChaCha8,
        },
    })
}

/// The model's registry type.
pub struct JitterWave;

impl Model for JitterWave {
    const NAME: &'static str = "jitter-wave";
    type Seed = Seeded;
    type Params = Params;
    type Outcome = Vec<Wave>;

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
    fn present(p: &Params, waves: &Vec<Wave>) -> Report {
        present::present(p, waves)
    }
    fn figures(p: &Params, waves: &Vec<Wave>) -> Vec<Figure> {
        present::figures(p, waves)
    }
}
