//! **rate-vs-delay** (lesson 000.4): an hourly job whose run lasts `run_ms`, planned at a
//! fixed rate (calendar-pinned: the next start is the previous *planned* start plus the
//! period) vs a fixed delay (the wait counts from the previous run's *end*).
//!
//! ```text
//! fixed rate   |████    |████    |████    |      starts 00:00 01:00 02:00 … (no drift)
//! fixed delay  |████····|··████··|·····███|…     starts 00:00 01:40 03:20 … (drift)
//!               0h       1h       2h              run_ms = 40 min, period = 60 min
//! fixed rate with run_ms > period: |██████|██…  runs overlap (peak 2); fixed delay never does.
//! ```
//!
//! On the engine: fixed rate schedules `TickFired` at every planned instant and each tick
//! starts a run even while the previous one is still running (the lesson: "the next
//! trigger comes while the previous one is still running"); fixed delay schedules the
//! next `TickFired` when a run finishes. Runs starting before `days` × 24 h are counted.
//! Drift is `start − (first_run + k × period)` for run k. The peak (`zirve`) counts runs
//! as half-open intervals ([`crate::overlap`]): with `run_ms` = `period_ms` each run ends
//! exactly when the next starts, and the peak is 1. Averages print with two decimals
//! (JS `toFixed` rounding); the steady-state rate of fixed delay is
//! 24 h / (period + run) — 14.4 a day for the lesson's 60 + 40 min.

mod present;
mod said;
mod simulate;

pub use simulate::{ModeRun, simulate, simulate_mode};

use crate::report::words::Words;
use super::{Model, Unseeded};
use crate::report::figure::Key;
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind, Param, Reader, ScenarioError};
use crate::sim::{Budget, Exhausted, RunOptions};

const DAY_MS: u64 = 86_400_000;

/// How the next run is planned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Planning {
    FixedRate,
    FixedDelay,
}

impl Planning {
    pub const NAMES: [&'static str; 2] = ["fixed_rate", "fixed_delay"];
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
    /// The mode's name in the summary table (ASCII, as the lesson's program prints it).
    pub fn label(self, w: &'static Words) -> String {
        match self {
            Planning::FixedRate => crate::word!(w, "rate-vs-delay-mode", mode = "rate"),
            Planning::FixedDelay => crate::word!(w, "rate-vs-delay-mode", mode = "delay"),
        }
    }
    /// The concept (colour, Turkish name) of the mode in every chart.
    pub fn key(self) -> Key {
        [Key("mode.rate"), Key("mode.delay")][self as usize]
    }
}

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// The period (1000..=2678400000; `days` × 24 h / `period_ms` ≤ [`MAX_RUNS`]).
    pub period_ms: u64,
    /// One run (1..=86400000).
    pub run_ms: u64,
    /// Days simulated (1..=366).
    pub days: u32,
    /// Any of `fixed_rate`, `fixed_delay`, each at most once.
    pub modes: Vec<Planning>,
}

/// Most runs one mode may simulate (`days` × 24 h / `period_ms`): about 2 million events
/// per mode, a second or two and some hundred MB with charts.
pub const MAX_RUNS: u64 = 1_000_000;

/// The most runs one mode starts: fixed rate starts one per period from 0 while the start
/// is before the horizon; fixed delay starts fewer.
pub fn max_runs(p: &Params) -> u64 {
    u64::from(p.days) * DAY_MS / p.period_ms + 1
}

/// The most events one mode's engine handles: a `TickFired` and a `RunFinished` per run.
pub fn max_events(p: &Params) -> u64 {
    2 * max_runs(p)
}

/// Every parameter, declared once (defaults: the lesson's scenario, `000-rate-vs-delay.toml`).
pub const PARAMS: &[Param] = &[
    Param::new(
        "period_ms",
        Kind::Int { min: 1000, max: 31 * DAY_MS as i64 },
        "3600000",
        "ms",
        "the period; `days` × 24 h / `period_ms` at most 1000000 runs",
    ),
    Param::new("run_ms", Kind::Int { min: 1, max: DAY_MS as i64 }, "2400000", "ms", "how long one run lasts"),
    Param::new("days", Kind::Int { min: 1, max: 366 }, "7", "days", "days simulated"),
    Param::new(
        "modes",
        Kind::Choices(&Planning::NAMES),
        "[\"fixed_rate\", \"fixed_delay\"]",
        "",
        "plannings compared: fixed_rate (calendar-pinned) and fixed_delay (wait counted from a run's end)",
    ),
];

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    let period_ms = r.uint("period_ms")?;
    let days = r.uint32("days")?;
    if u64::from(days) * DAY_MS / period_ms > MAX_RUNS {
        return Err(check.said("refusal-rate-runs", &[("max", &MAX_RUNS), ("days", &days), ("period", &period_ms)]));
    }
    Ok(Params {
        period_ms,
        run_ms: r.uint("run_ms")?,
        days,
        modes: r
            .choices("modes")?
            .into_iter()
            .map(|i| if i == 0 { Planning::FixedRate } else { Planning::FixedDelay })
            .collect(),
    })
}

/// The model's registry type.
pub struct RateVsDelay;

impl Model for RateVsDelay {
    const NAME: &'static str = "rate-vs-delay";
    const HEADLINE: &'static [&'static str] = &["runs", "runs_per_day_steady", "last_drift_min", "peak_concurrent_runs"];
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<ModeRun>;
    const PARAMS: &'static [Param] = PARAMS;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        // Each mode has its own engine: the bound, doubled for margin.
        Budget::events(2 * max_events(p) + 1000)
    }
    fn simulate(p: &Params, _: Unseeded, options: &RunOptions) -> Result<Vec<ModeRun>, Exhausted> {
        simulate(p, options)
    }
    fn present(p: &Params, runs: &Vec<ModeRun>, w: &'static Words) -> Report {
        present::present(p, runs, w)
    }
    fn figures(p: &Params, runs: &Vec<ModeRun>, w: &'static Words) -> Vec<Figure> {
        present::figures(p, runs, w)
    }
}
