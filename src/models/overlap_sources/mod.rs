//! **overlap-sources** (lesson 000.5): where two runs of one job come from, and the lease
//! lock curing all three, on the engine through [`super::fleet`].
//!
//! ```text
//! instances  A ─06:00 ██   B ─06:00 ██   C ─06:00 ██     unlocked: 3 notifications
//! redeploy   old ━━━━━━━━━━━━━━━━━━━┫ stopped             both schedulers fire at 06:00
//!            new         ┣━━━━━━━━━━━━━━━━━━━━━━━━━━━━     unlocked: 2 notifications
//! long_run   ████████████████                            hourly, run 90 min:
//!                   ████████████████                     the next tick overlaps
//! ```
//!
//! Where the lesson is silent: every instance's in-app scheduler fires at exactly
//! `fire_at_ms` (their clocks agree); the old instance of a redeploy is stopped at
//! `old_down_ms`, after the new one came up at `new_up_ms`; the long run is a single
//! instance ticking every `period_ms` from 0 for `ticks` ticks. One `lease_ms` serves all
//! three cases, so it must outlast `long_run_ms` for the lock to cover the long run (there
//! is no renewal).
//!
//! The peak counts runs as half-open intervals `[start, end)` ([`crate::overlap`]): with
//! `period_ms` = `long_run_ms` each run ends exactly when the next starts, and the peak
//! is 1. The release costs no store time, so with the lock the next tick's acquire
//! (landing `store_op_ms` after the tick) finds the lease free and every tick runs.
//!
//! Limits: at most 100 instances and 1000 ticks, so a run is a few thousand events.

mod present;
mod simulate;

pub use simulate::{Source, SourceRun, simulate, simulate_source, spec};

use serde::Deserialize;

use super::fleet::LockMode;
use super::{Model, Unseeded};
use crate::report::{Chart, Report};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::sim::{Budget, Exhausted, RunOptions};

/// Validated parameters (times in ms from midnight).
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// Instances of the service (1..=100).
    pub instances: u32,
    /// When every scheduler fires (0..=86400000).
    pub fire_at_ms: u64,
    /// The notification job's run (1..=86400000).
    pub run_ms: u64,
    /// Redeploy: the new instance comes up (0..=`fire_at_ms`) …
    pub new_up_ms: u64,
    /// … and the old one is stopped (`new_up_ms`..=86400000).
    pub old_down_ms: u64,
    /// Long run: the tick period (1000..=86400000) …
    pub period_ms: u64,
    /// … the run (1..=86400000) …
    pub long_run_ms: u64,
    /// … and the number of ticks (1..=1000).
    pub ticks: u32,
    /// One lease for all three sources (1..=86400000).
    pub lease_ms: u64,
    /// One round trip to the store (0..=60000).
    pub store_op_ms: u64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    instances: i64,
    fire_at_ms: i64,
    run_ms: i64,
    new_up_ms: i64,
    old_down_ms: i64,
    period_ms: i64,
    long_run_ms: i64,
    ticks: i64,
    lease_ms: i64,
    store_op_ms: i64,
}

const DAY_MS: u64 = 86_400_000;

/// The most events one engine (one source in one mode) handles: the largest fleet's bound.
pub fn max_events(p: &Params) -> u64 {
    Source::ALL.iter().map(|&s| spec(p, s, LockMode::Locked).max_events()).max().unwrap_or(0)
}

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let fire_at_ms = check.uint("fire_at_ms", raw.fire_at_ms, 0..=DAY_MS)?;
    let new_up_ms = check.uint("new_up_ms", raw.new_up_ms, 0..=fire_at_ms)?;
    let old_down_ms = check.uint("old_down_ms", raw.old_down_ms, new_up_ms..=DAY_MS)?;
    Ok(Params {
        instances: check.uint32("instances", raw.instances, 1..=100)?,
        fire_at_ms,
        run_ms: check.uint("run_ms", raw.run_ms, 1..=DAY_MS)?,
        new_up_ms,
        old_down_ms,
        period_ms: check.uint("period_ms", raw.period_ms, 1000..=DAY_MS)?,
        long_run_ms: check.uint("long_run_ms", raw.long_run_ms, 1..=DAY_MS)?,
        ticks: check.uint32("ticks", raw.ticks, 1..=1000)?,
        lease_ms: check.uint("lease_ms", raw.lease_ms, 1..=DAY_MS)?,
        store_op_ms: check.uint("store_op_ms", raw.store_op_ms, 0..=60_000)?,
    })
}

/// The model's registry type.
pub struct OverlapSources;

impl Model for OverlapSources {
    const NAME: &'static str = "overlap-sources";
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<SourceRun>;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        // The upper bound of one engine, doubled for margin.
        Budget::events(2 * max_events(p) + 1000)
    }
    fn simulate(p: &Params, _: Unseeded, options: &RunOptions) -> Result<Vec<SourceRun>, Exhausted> {
        simulate(p, options)
    }
    fn present(_: &Params, runs: &Vec<SourceRun>) -> Report {
        present::present(runs)
    }
}
