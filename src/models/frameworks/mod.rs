//! **frameworks** (lesson 004.2–004.3, "what does *my* framework do?"): the named retry
//! policies of real systems side by side — the wait before each retry, when each one
//! gives up, and how many retries fit the lesson's 5-minute budget.
//!
//! ```text
//! t=0 call fails ─ wait(1) ─► retry 1 fails ─ wait(2) ─► … ─► retry N fails: gives up
//!  Sidekiq   x  x   x     x          x                     x  … (25 retries, ~20 days)
//!  Celery    x──────3 dk──────x──────3 dk──────x──────3 dk──────x  gives up (3 retries)
//!  Temporal  x x x  x    x        x            x            x   … never (capped 100 s)
//! ```
//!
//! One consumer per system retries against a dependency that stays down, on the engine.
//! A lane stops when its system gives up (its own retry limit), at `guard_retries`, or —
//! for a system that never gives up — once it has made `rows` retries and passed the
//! budget. Each system draws its jitter from its own stream (`policy/<name>`), so the
//! numbers are what one seed gives; the range columns are the bounds every seed stays
//! within (the waits at the smallest and the largest draw). Every formula and default
//! comes from the systems' code and docs: `crate::backoff::named` cites repository, path
//! and commit per system.

mod present;
mod simulate;

pub use simulate::{RetryRow, SystemRun, simulate};

use crate::report::words::Words;
use super::kit::named::{self, with_named_params};
use super::{Model, Seeded};
use crate::backoff::named::{Policies, System};
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind as ParamKind, Param, Reader, ScenarioError};
use crate::sim::{Budget, Exhausted, RunOptions};

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub systems: Vec<System>,
    pub budget_ms: u64,
    pub rows: u32,
    pub guard_retries: u32,
    pub named: Policies,
}

const DAY: i64 = 86_400_000;

/// Every parameter (defaults: `scenarios/004-frameworks.toml`).
pub const PARAMS: &[Param] = with_named_params![
    Param::new(
        "systems",
        ParamKind::Choices(&System::NAMES),
        "[\"sidekiq\", \"oban\", \"temporal\", \"bullmq\", \"celery\", \"aws-standard\", \"grpc-connect\", \"gcs\", \"river\"]",
        "",
        "the named retry policies, one lane each",
    ),
    Param::new(
        "budget_ms",
        ParamKind::Int { min: 0, max: 30 * DAY },
        "300000",
        "ms",
        "time budget: retries made by then (the lesson's 5 minutes)",
    ),
    Param::new("rows", ParamKind::Int { min: 1, max: 100 }, "25", "retries", "retries shown in the waits table and charts"),
    Param::new(
        "guard_retries",
        ParamKind::Int { min: 1, max: 100_000 },
        "1000",
        "retries",
        "stop a lane here (a zero-wait policy would never pass the budget)",
    ),
];

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    Ok(Params {
        systems: r.choices("systems")?.into_iter().map(|i| System::ALL[i]).collect(),
        budget_ms: r.uint("budget_ms")?,
        rows: r.uint32("rows")?,
        guard_retries: r.uint32("guard_retries")?,
        named: named::read(&r)?,
    })
}

/// The model's registry type.
pub struct Frameworks;

impl Model for Frameworks {
    const NAME: &'static str = "frameworks";
    const HEADLINE: &'static [&'static str] = &["gave_up_ms", "retries_in_budget"];
    type Seed = Seeded;
    type Params = Params;
    type Outcome = Vec<SystemRun>;
    const PARAMS: &'static [Param] = PARAMS;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        Budget::events(p.systems.len() as u64 * (u64::from(p.guard_retries.max(p.rows)) + 2) + 1000)
    }
    fn simulate(p: &Params, seed: Seeded, options: &RunOptions) -> Result<Vec<SystemRun>, Exhausted> {
        simulate(p, seed.0, options)
    }
    fn present(p: &Params, runs: &Vec<SystemRun>, w: &'static Words) -> Report {
        present::present(p, runs, w)
    }
    fn figures(p: &Params, runs: &Vec<SystemRun>, w: &'static Words) -> Vec<Figure> {
        present::figures(p, runs, w)
    }
}
