//! **overlap-sources** (lesson 000.5): where two runs of one job come from, and the lease
//! lock curing all three, on the engine through [`super::kit::fleet`].
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
mod said;
mod simulate;

pub use simulate::{Source, SourceRun, simulate, simulate_source, spec};

use crate::report::words::Words;
use crate::models::kit::fleet::LockMode;
use super::{Model, Unseeded};
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind, Param, Reader, ScenarioError};
use crate::schedule::read::uint_in;
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

const DAY_MS: u64 = 86_400_000;

/// The most events one engine (one source in one mode) handles: the largest fleet's bound.
pub fn max_events(p: &Params) -> u64 {
    Source::ALL.iter().map(|&s| spec(p, s, LockMode::Locked).max_events()).max().unwrap_or(0)
}

const DAY: i64 = DAY_MS as i64;

/// Every parameter, declared once (defaults: the lesson's scenario).
pub const PARAMS: &[Param] = &[
    Param::new("instances", Kind::Int { min: 1, max: 100 }, "3", "instances", "instances of the service, each with an in-app scheduler"),
    Param::new("fire_at_ms", Kind::Int { min: 0, max: DAY }, "21600000", "ms", "when every scheduler fires, from midnight"),
    Param::new("run_ms", Kind::Int { min: 1, max: DAY }, "300", "ms", "the notification job's run"),
    Param::new("new_up_ms", Kind::Int { min: 0, max: DAY }, "21540000", "ms", "redeploy: the new instance comes up (at most `fire_at_ms`)"),
    Param::new("old_down_ms", Kind::Int { min: 0, max: DAY }, "21660000", "ms", "redeploy: the old instance is stopped (at least `new_up_ms`)"),
    Param::new("period_ms", Kind::Int { min: 1000, max: DAY }, "3600000", "ms", "long run: the tick period"),
    Param::new("long_run_ms", Kind::Int { min: 1, max: DAY }, "5400000", "ms", "long run: one run"),
    Param::new("ticks", Kind::Int { min: 1, max: 1000 }, "6", "ticks", "long run: ticks from 0"),
    Param::new("lease_ms", Kind::Int { min: 1, max: DAY }, "7200000", "ms", "the lease, one for all three sources (no renewal)"),
    crate::models::kit::fleet::STORE_OP_MS,
];

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    let fire_at_ms = r.uint("fire_at_ms")?;
    let new_up_ms = uint_in(&r, "new_up_ms", 0..=fire_at_ms)?;
    let old_down_ms = uint_in(&r, "old_down_ms", new_up_ms..=DAY_MS)?;
    Ok(Params {
        instances: r.uint32("instances")?,
        fire_at_ms,
        run_ms: r.uint("run_ms")?,
        new_up_ms,
        old_down_ms,
        period_ms: r.uint("period_ms")?,
        long_run_ms: r.uint("long_run_ms")?,
        ticks: r.uint32("ticks")?,
        lease_ms: r.uint("lease_ms")?,
        store_op_ms: r.uint("store_op_ms")?,
    })
}

/// The model's registry type.
pub struct OverlapSources;

impl Model for OverlapSources {
    const NAME: &'static str = "overlap-sources";
    const HEADLINE: &'static [&'static str] = &["runs", "skipped", "peak_concurrent_runs"];
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<SourceRun>;
    const PARAMS: &'static [Param] = PARAMS;

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
    fn present(_: &Params, runs: &Vec<SourceRun>, w: &'static Words) -> Report {
        present::present(runs, w)
    }
    fn figures(p: &Params, runs: &Vec<SourceRun>, w: &'static Words) -> Vec<Figure> {
        present::figures(p, runs, w)
    }
}
