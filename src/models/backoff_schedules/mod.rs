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

pub mod named;
mod present;
mod simulate;

pub use simulate::{BudgetOutcome, Lane, Schedules, WaitRow, simulate, simulate_budget, simulate_limits};

use super::{Model, SeedIfDrawn};
use crate::backoff::named::{Policies, System, names_then_systems};
use crate::backoff::{Backoff, CappedExponential, Exponential, Fixed, Immediate};
use crate::js::number_to_string;
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind as ParamKind, Param, Reader, ScenarioError};
use crate::sim::{Budget, Exhausted, RunOptions};
use named::with_named_params;

/// The schedules a scenario can list: the lesson's four, in its column order, then the
/// named policies of real systems (`crate::backoff::named`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Immediate,
    Fixed,
    Exponential,
    Capped,
    Named(System),
}

impl Kind {
    /// The names a scenario lists, in the order of [`Kind::ALL`].
    pub const NAMES: [&'static str; 13] = names_then_systems!["immediate", "fixed", "exponential", "capped"];
    /// The lesson's four (the first four of [`Kind::NAMES`]).
    pub const LESSON_NAMES: [&'static str; 4] = ["immediate", "fixed", "exponential", "capped"];
    pub const ALL: [Kind; 13] = [
        Kind::Immediate,
        Kind::Fixed,
        Kind::Exponential,
        Kind::Capped,
        Kind::Named(System::Sidekiq),
        Kind::Named(System::Oban),
        Kind::Named(System::Temporal),
        Kind::Named(System::Bullmq),
        Kind::Named(System::Celery),
        Kind::Named(System::AwsStandard),
        Kind::Named(System::GrpcConnect),
        Kind::Named(System::Gcs),
        Kind::Named(System::River),
    ];
    pub fn name(self) -> &'static str {
        match self {
            Kind::Named(s) => s.name(),
            _ => Self::NAMES[Self::ALL.iter().position(|&k| k == self).unwrap_or(0)],
        }
    }
    /// The column of its waits in the `waits` table.
    pub fn wait_column(self) -> &'static str {
        match self {
            Kind::Immediate => "immediate_wait_ms",
            Kind::Fixed => "fixed_wait_ms",
            Kind::Exponential => "exponential_wait_ms",
            Kind::Capped => "capped_wait_ms",
            Kind::Named(s) => s.wait_column(),
        }
    }
}

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

pub(crate) const MAX_MS: u64 = 86_400_000;
const DAY: i64 = MAX_MS as i64;

/// The schedules a scenario may list, their names.
pub(crate) const SCHEDULES: ParamKind = ParamKind::Choices(&Kind::NAMES);
/// All four, the lesson's columns.
pub(crate) const ALL_SCHEDULES: &str = "[\"immediate\", \"fixed\", \"exponential\", \"capped\"]";

/// Every parameter (defaults: `scenarios/004-backoff-schedules.toml`).
pub const PARAMS: &[Param] = with_named_params![
    Param::new("base_ms", ParamKind::Int { min: 0, max: DAY }, "500", "ms", "first exponential wait"),
    Param::new("cap_ms", ParamKind::Int { min: 0, max: DAY }, "30000", "ms", "ceiling of the capped schedule"),
    Param::new("fixed_ms", ParamKind::Int { min: 0, max: DAY }, "2000", "ms", "the fixed schedule's wait"),
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

/// The listed named policies whose waits are random with these settings.
pub fn drawing(p: &Params) -> Vec<System> {
    p.schedules
        .iter()
        .filter_map(|k| match k {
            Kind::Named(s) if p.named.get(*s).draws() => Some(*s),
            _ => None,
        })
        .collect()
}

/// `seed` is required where a listed named policy draws: the one-line error naming it.
pub(crate) fn require_seed(check: Check<'_>, p: &Params, seed: SeedIfDrawn) -> Result<(), ScenarioError> {
    match (drawing(p).first(), seed.0) {
        (Some(s), None) => Err(check.error(format_args!(
            "`seed` is required: `schedules` lists \"{}\", whose waits are random",
            s.name()
        ))),
        _ => Ok(()),
    }
}

pub(crate) fn policy(p: &Params, kind: Kind) -> Box<dyn Backoff> {
    let (base_ms, cap_ms) = (p.base_ms as f64, p.cap_ms as f64);
    match kind {
        Kind::Immediate => Box::new(Immediate),
        Kind::Fixed => Box::new(Fixed { wait_ms: p.fixed_ms as f64 }),
        Kind::Exponential => Box::new(Exponential { base_ms }),
        Kind::Capped => Box::new(CappedExponential { base_ms, cap_ms }),
        Kind::Named(s) => panic!("`{}` is a named policy, not a lesson schedule", s.name()),
    }
}

/// The lesson's column label: `aninda`, `sabit 2 sn`, `ustel`, `ustel + tavan`.
pub fn label(p: &Params, kind: Kind) -> String {
    match kind {
        Kind::Immediate => "aninda".into(),
        Kind::Fixed => format!("sabit {} sn", number_to_string(p.fixed_ms as f64 / 1000.0)),
        Kind::Exponential => "ustel".into(),
        Kind::Capped => "ustel + tavan".into(),
        Kind::Named(s) => s.title().into(),
    }
}

/// `5 dk` for 300000 ms; seconds or milliseconds when not whole minutes.
pub(crate) fn budget_label(budget_ms: u64) -> String {
    if budget_ms > 0 && budget_ms.is_multiple_of(60_000) {
        format!("{} dk", budget_ms / 60_000)
    } else if budget_ms.is_multiple_of(1000) {
        format!("{} sn", budget_ms / 1000)
    } else {
        format!("{budget_ms} ms")
    }
}

/// The events one engine run of [`simulate_limits`] handles at most: a first failure and
/// up to `max_retries` retries per schedule.
pub(crate) fn limits_budget(schedules: usize, max_retries: u32) -> Budget {
    Budget::events(schedules as u64 * (u64::from(max_retries) + 1) + 1000)
}

/// The model's registry type.
pub struct BackoffSchedules;

impl Model for BackoffSchedules {
    const NAME: &'static str = "backoff-schedules";
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
        require_seed(check, p, seed)
    }
    fn simulate(p: &Params, seed: SeedIfDrawn, options: &RunOptions) -> Result<Schedules, Exhausted> {
        simulate(p, seed.0, options)
    }
    fn present(p: &Params, outcome: &Schedules) -> Report {
        present::present(p, outcome)
    }
    fn figures(p: &Params, outcome: &Schedules) -> Vec<Figure> {
        present::figures(p, outcome)
    }
}
