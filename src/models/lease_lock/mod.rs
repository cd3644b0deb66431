//! **lease-lock** (lesson 000.6, `gorev.mjs` + `surucu.mjs`): N processes start the same
//! 300 ms job at the same instant, without a lock, with the atomic lease lock, and with a
//! non-atomic check-then-set lock.
//!
//! ```text
//! kilitsiz   A ████████        kilitli   A ·████████         atomiksiz  A ··████████
//!            B ████████  zirve=2         B ·✗ atlandi  zirve=1           B ··████████ zirve=2
//!              0      300 ms               store_op_ms                     read, then write
//! ```
//!
//! Runs on the engine through [`super::kit::fleet`]; the peak is counted like the lesson's
//! driver: +1 at each `RunStarted`, −1 at each `RunFinished`, runs being half-open
//! intervals (one ending at t and one starting at t do not overlap; [`crate::overlap`]).
//! The acquire costs `store_op_ms`, the release in `finally` no store time. For N processes: unlocked ⇒
//! runs=N, skipped=0, peak=N; locked ⇒ runs=1, skipped=N−1, peak=1; non-atomic ⇒ every
//! process reads "free" before any write lands, so runs=N, peak=N (the race).

mod present;
mod said;
mod simulate;

pub use simulate::{ModeRun, simulate, simulate_mode, spec};

use crate::report::words::Words;
use crate::models::kit::fleet::LockMode;
use super::{Model, Unseeded};
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind, Param, Reader, ScenarioError};
use crate::sim::{Budget, Exhausted, RunOptions};

/// Validated parameters. The ranges keep every run small (at most 1000 instances firing
/// once: some thousand events per mode).
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// Processes started at t=0 (1..=1000).
    pub processes: u32,
    /// `KIRA_MS` (1..=86400000).
    pub lease_ms: u64,
    /// The job's run (1..=86400000).
    pub run_ms: u64,
    /// One round trip to the store (0..=60000).
    pub store_op_ms: u64,
    /// Any of `unlocked`, `locked`, `non_atomic`, each at most once.
    pub modes: Vec<LockMode>,
}

/// The most events one mode's engine handles (every mode runs the same fleet; the bound
/// does not depend on the mode).
pub fn max_events(p: &Params) -> u64 {
    spec(p, LockMode::Locked).max_events()
}

/// Every parameter, declared once (defaults: the lesson's scenario).
pub const PARAMS: &[Param] = &[
    Param::new("processes", Kind::Int { min: 1, max: 1000 }, "2", "processes", "processes starting the job at the same instant"),
    Param::new("lease_ms", Kind::Int { min: 1, max: 86_400_000 }, "5000", "ms", "the lease (`KIRA_MS`)"),
    Param::new("run_ms", Kind::Int { min: 1, max: 86_400_000 }, "300", "ms", "the job's run"),
    Param::new("store_op_ms", Kind::Int { min: 0, max: 60_000 }, "5", "ms", "one round trip to the store"),
    Param::new(
        "modes",
        Kind::Choices(&LockMode::NAMES),
        "[\"unlocked\", \"locked\", \"non_atomic\"]",
        "",
        "lock modes compared: unlocked, locked (atomic lease), non_atomic (check-then-set)",
    ),
];

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    Ok(Params {
        processes: r.uint32("processes")?,
        lease_ms: r.uint("lease_ms")?,
        run_ms: r.uint("run_ms")?,
        store_op_ms: r.uint("store_op_ms")?,
        modes: r.choices("modes")?.into_iter().map(|i| LockMode::ALL[i]).collect(),
    })
}

/// The model's registry type.
pub struct LeaseLock;

impl Model for LeaseLock {
    const NAME: &'static str = "lease-lock";
    const HEADLINE: &'static [&'static str] = &["runs", "skipped", "peak_concurrent_runs"];
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<ModeRun>;
    const PARAMS: &'static [Param] = PARAMS;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        // The upper bound of one engine, doubled for margin.
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
