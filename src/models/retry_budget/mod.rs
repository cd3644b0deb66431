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
//!
//! **When both budgets are hit at the same retry, the threshold stops it.** After each
//! retry the consumer checks the count first: if that retry used up the threshold, it
//! stops and `duran` says `esik` (`stopped_by` = `threshold`), even when the next wait
//! would also have passed the time budget; `sure` (`time_budget`) only when retries were
//! left. (Dead-lettering is what follows either stop; it is not a retry.)
//!
//! `schedules` also lists real systems' named policies (`sidekiq`, `celery` …, settings
//! overridable as in `backoff-schedules`): each waits what that system waits, drawing from
//! its own stream `policy/<name>` (the same waits in all three runs), and stops on its own
//! retry limit too: `duran` then says `vazgecti` (`stopped_by` = `gave_up`) when the system
//! gave up before either budget. A listed policy that draws needs `seed`.

mod present;
mod said;
mod simulate;

pub use simulate::{ScheduleLimits, simulate};

use crate::report::words::Words;
use super::kit::named;
use super::kit::params::params;
use super::kit::schedules::{self as bs, Kind, Lineup, MAX_MS};
use super::{Model, SeedIfDrawn};
use crate::backoff::named::Policies;
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind as ParamKind, Param, Reader, ScenarioError};
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
    /// The named policies' settings (their documented defaults unless overridden).
    pub named: Policies,
}

/// Guard for the time-only row: reaching it prints `sinirsiz`, as lesson 004.2 does.
const GUARD: u32 = 1000;

const DAY: i64 = MAX_MS as i64;

/// Every parameter (defaults: `scenarios/004-retry-budget.toml`).
pub const PARAMS: &[Param] = params![
    bs::SETTINGS,
    &[
        Param::new("threshold", ParamKind::Int { min: 1, max: 30 }, "14", "retries", "the retry budget: most retries of one message"),
        Param::new(
            "time_budget_ms",
            ParamKind::Int { min: 0, max: 30 * DAY },
            "300000",
            "ms",
            "the time budget: no retry starts later than this after the first failure",
        ),
        Param::new(
            "schedules",
            bs::SCHEDULES,
            bs::ALL_SCHEDULES,
            "",
            "the schedules, one row each: the lesson's four and real systems' named policies (a jittered one needs `seed`)",
        ),
    ],
    named::PARAMS,
];

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    Ok(Params {
        base_ms: r.uint("base_ms")?,
        cap_ms: r.uint("cap_ms")?,
        fixed_ms: r.uint("fixed_ms")?,
        threshold: r.uint32("threshold")?,
        time_budget_ms: r.uint("time_budget_ms")?,
        schedules: r.choices("schedules")?.into_iter().map(|i| Kind::ALL[i]).collect(),
        named: named::read(&r)?,
    })
}

/// The model's registry type.
pub struct RetryBudget;

impl Model for RetryBudget {
    const NAME: &'static str = "retry-budget";
    const HEADLINE: &'static [&'static str] = &["threshold_elapsed_ms", "both_retries", "both_elapsed_ms"];
    type Seed = SeedIfDrawn;
    type Params = Params;
    type Outcome = Vec<ScheduleLimits>;
    const PARAMS: &'static [Param] = PARAMS;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        bs::limits_budget(p.schedules.len(), GUARD.max(p.threshold))
    }
    fn check_seed(check: Check<'_>, p: &Params, seed: SeedIfDrawn) -> Result<(), ScenarioError> {
        bs::require_seed(check, &schedules(p), seed)
    }
    fn simulate(p: &Params, seed: SeedIfDrawn, options: &RunOptions) -> Result<Vec<ScheduleLimits>, Exhausted> {
        simulate(p, seed.0, options)
    }
    fn present(p: &Params, rows: &Vec<ScheduleLimits>, w: &'static Words) -> Report {
        present::present(p, rows, w)
    }
    fn figures(p: &Params, rows: &Vec<ScheduleLimits>, w: &'static Words) -> Vec<Figure> {
        present::figures(p, rows, w)
    }
}

/// The schedules the kit's engine runs with.
fn schedules(p: &Params) -> Lineup {
    Lineup {
        base_ms: p.base_ms,
        cap_ms: p.cap_ms,
        fixed_ms: p.fixed_ms,
        schedules: p.schedules.clone(),
        named: p.named.clone(),
    }
}
