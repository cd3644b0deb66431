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
//! Runs on the engine through [`super::fleet`]; the peak is counted like the lesson's
//! driver: +1 at each `RunStarted`, −1 at each `RunFinished`, runs being half-open
//! intervals (one ending at t and one starting at t do not overlap; [`crate::overlap`]).
//! The acquire costs `store_op_ms`, the release in `finally` no store time. For N processes: unlocked ⇒
//! runs=N, skipped=0, peak=N; locked ⇒ runs=1, skipped=N−1, peak=1; non-atomic ⇒ every
//! process reads "free" before any write lands, so runs=N, peak=N (the race).

mod present;
mod simulate;

pub use simulate::{ModeRun, simulate, simulate_mode, spec};

use serde::Deserialize;

use super::fleet::LockMode;
use super::{Model, Unseeded};
use crate::report::{Chart, Report};
use crate::scenario::{Check, ScenarioError, from_toml};
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

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    processes: i64,
    lease_ms: i64,
    run_ms: i64,
    store_op_ms: i64,
    #[serde(default = "default_modes")]
    modes: Vec<String>,
}

fn default_modes() -> Vec<String> {
    LockMode::NAMES.iter().map(|s| s.to_string()).collect()
}

/// The most events one mode's engine handles (every mode runs the same fleet; the bound
/// does not depend on the mode).
pub fn max_events(p: &Params) -> u64 {
    spec(p, LockMode::Locked).max_events()
}

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    Ok(Params {
        processes: check.uint32("processes", raw.processes, 1..=1000)?,
        lease_ms: check.uint("lease_ms", raw.lease_ms, 1..=86_400_000)?,
        run_ms: check.uint("run_ms", raw.run_ms, 1..=86_400_000)?,
        store_op_ms: check.uint("store_op_ms", raw.store_op_ms, 0..=60_000)?,
        modes: check.list_of("modes", &raw.modes, &LockMode::NAMES)?.into_iter().map(|i| LockMode::ALL[i]).collect(),
    })
}

/// The model's registry type.
pub struct LeaseLock;

impl Model for LeaseLock {
    const NAME: &'static str = "lease-lock";
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<ModeRun>;

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
    fn present(p: &Params, runs: &Vec<ModeRun>) -> Report {
        present::present(p, runs)
    }
}
