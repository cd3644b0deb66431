//! **backoff-schedules** (lesson 004.2, `geri-cekilme.mjs`): the wait before each retry
//! under four schedules, and how many retries fit a time budget.
//!
//! ```text
//! t=0 call fails ─ wait(1) ─► retry 1 fails ─ wait(2) ─► retry 2 fails ─ … ─► next wait
//!                                                           would pass budget_ms: stop
//! ```
//!
//! The first table is the policies' values. The budget table runs on the engine: one
//! consumer process per schedule retries against a dependency that is down; a retry is
//! scheduled while `elapsed + next_wait <= budget_ms` (inclusive, as the lesson) and fewer
//! than `guard_attempts` retries were made; reaching the guard prints `sinirsiz`.
//! JS semantics: waits and sums are doubles, printed as JavaScript prints numbers.

mod present;
mod said;
mod simulate;

pub use simulate::{Schedules, WaitRow, simulate, simulate_budget};

use crate::report::words::Words;
use super::kit::named;
use super::kit::params::params;
pub use super::kit::schedules::{BudgetOutcome, Kind, Lane, Lineup};
use super::kit::schedules::{self, ALL_SCHEDULES, MAX_MS, SCHEDULES, limits_budget, require_seed};
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
    pub rows: u32,
    pub budget_ms: u64,
    pub guard_attempts: u32,
    pub schedules: Vec<Kind>,
    /// The named policies' settings (their documented defaults unless overridden).
    pub named: Policies,
}

const DAY: i64 = MAX_MS as i64;

/// Every parameter (defaults: `scenarios/004-backoff-schedules.toml`).
pub const PARAMS: &[Param] = params![
    schedules::SETTINGS,
    &[
        Param::new("rows", ParamKind::Int { min: 1, max: 1000 }, "8", "attempts", "attempts shown in the first table"),
        Param::new(
            "budget_ms",
            ParamKind::Int { min: 0, max: 30 * DAY },
            "300000",
            "ms",
            "time budget: a retry fits while elapsed + wait <= budget",
        ),
        Param::new(
            "guard_attempts",
            ParamKind::Int { min: 1, max: 1_000_000 },
            "1000",
            "retries",
            "stop counting here and print `sinirsiz` (unlimited)",
        ),
        Param::new(
            "schedules",
            SCHEDULES,
            ALL_SCHEDULES,
            "",
            "the schedules, one column and one row each: the lesson's four and real systems' named policies (a jittered one needs `seed`)",
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
        rows: r.uint32("rows")?,
        budget_ms: r.uint("budget_ms")?,
        guard_attempts: r.uint32("guard_attempts")?,
        schedules: r.choices("schedules")?.into_iter().map(|i| Kind::ALL[i]).collect(),
        named: named::read(&r)?,
    })
}

impl Params {
    /// The schedules and their settings, as the kit's engine runs them.
    pub fn lineup(&self) -> Lineup {
        Lineup {
            base_ms: self.base_ms,
            cap_ms: self.cap_ms,
            fixed_ms: self.fixed_ms,
            schedules: self.schedules.clone(),
            named: self.named.clone(),
        }
    }
}

/// The model's registry type.
pub struct BackoffSchedules;

impl Model for BackoffSchedules {
    const NAME: &'static str = "backoff-schedules";
    const HEADLINE: &'static [&'static str] = &["total_wait_ms", "retries_in_budget"];
    type Seed = SeedIfDrawn;
    type Params = Params;
    type Outcome = Schedules;
    const PARAMS: &'static [Param] = PARAMS;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        limits_budget(p.schedules.len(), p.guard_attempts)
    }
    fn check_seed(check: Check<'_>, p: &Params, seed: SeedIfDrawn) -> Result<(), ScenarioError> {
        require_seed(check, &p.lineup(), seed)
    }
    fn simulate(p: &Params, seed: SeedIfDrawn, options: &RunOptions) -> Result<Schedules, Exhausted> {
        simulate(p, seed.0, options)
    }
    fn present(p: &Params, outcome: &Schedules, w: &'static Words) -> Report {
        present::present(p, outcome, w)
    }
    fn figures(p: &Params, outcome: &Schedules, w: &'static Words) -> Vec<Figure> {
        present::figures(p, outcome, w)
    }
}
