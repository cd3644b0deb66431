//! **retry-budget** (lesson 004.4, prose): a retry budget (a count, the threshold) and a
//! time budget (how long after the first failure a message may keep retrying) belong
//! together. A threshold alone makes the time to the dead-letter queue depend on the
//! backoff: 14 capped retries take over 4.5 minutes, 9 uncapped ones about as long, and
//! immediate retries none at all. A time budget alone never stops immediate retries.
//!
//! ```text
//! count only   ─x─x──x────x────────x──────────────x  stop after `threshold` retries: when?
//! time only    ─x─x──x────x────────x──────|           stop at `time_budget_ms`: how many?
//! both         whichever limit comes first, and which one it was
//! ```
//! Each limit runs on the engine: one consumer per schedule retries against a dependency
//! that stays down (the same engine model as `backoff-schedules`), traced as is for the
//! count only, as `time_only:…` and `both:…` for the others.

mod present;
mod simulate;

pub use simulate::{ScheduleLimits, simulate};

use serde::Deserialize;

use super::backoff_schedules::{self as bs, Kind, MAX_MS};
use super::{Model, Unseeded};
use crate::report::{Figure, Report};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::sim::{Budget, Exhausted, RunOptions};

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub base_ms: u64,
    pub cap_ms: u64,
    pub fixed_ms: u64,
    /// The retry budget: most retries of one message.
    pub threshold: u32,
    /// The time budget: no retry starts later than this after the first failure.
    pub time_budget_ms: u64,
    pub schedules: Vec<Kind>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    base_ms: i64,
    cap_ms: i64,
    fixed_ms: i64,
    threshold: i64,
    time_budget_ms: i64,
    #[serde(default = "bs::default_schedules")]
    schedules: Vec<String>,
}

/// Guard for the time-only row: reaching it prints `sinirsiz`, as lesson 004.2 does.
const GUARD: u32 = 1000;

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let schedules = check.list_of("schedules", &raw.schedules, &Kind::NAMES)?;
    Ok(Params {
        base_ms: check.uint("base_ms", raw.base_ms, 0..=MAX_MS)?,
        cap_ms: check.uint("cap_ms", raw.cap_ms, 0..=MAX_MS)?,
        fixed_ms: check.uint("fixed_ms", raw.fixed_ms, 0..=MAX_MS)?,
        threshold: check.uint32("threshold", raw.threshold, 1..=30)?,
        time_budget_ms: check.uint("time_budget_ms", raw.time_budget_ms, 0..=30 * MAX_MS)?,
        schedules: schedules.into_iter().map(|i| Kind::ALL[i]).collect(),
    })
}

/// The model's registry type.
pub struct RetryBudget;

impl Model for RetryBudget {
    const NAME: &'static str = "retry-budget";
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<ScheduleLimits>;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        bs::limits_budget(p.schedules.len(), GUARD.max(p.threshold))
    }
    fn simulate(p: &Params, _: Unseeded, options: &RunOptions) -> Result<Vec<ScheduleLimits>, Exhausted> {
        simulate(p, options)
    }
    fn present(p: &Params, rows: &Vec<ScheduleLimits>) -> Report {
        present::present(p, rows)
    }
    fn figures(p: &Params, rows: &Vec<ScheduleLimits>) -> Vec<Figure> {
        present::figures(p, rows)
    }
}

/// The `backoff-schedules` parameters the engine runs with (its labels too).
fn schedules(p: &Params) -> bs::Params {
    bs::Params {
        base_ms: p.base_ms,
        cap_ms: p.cap_ms,
        fixed_ms: p.fixed_ms,
        rows: 1,
        budget_ms: p.time_budget_ms,
        guard_attempts: GUARD,
        schedules: p.schedules.clone(),
    }
}
