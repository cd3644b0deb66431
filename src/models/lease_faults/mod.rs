//! **lease-faults** (lesson 000.6, beyond its measurement): what the lease lock does when
//! its holder fails, on the engine through [`super::kit::fleet`]. Instance A takes the lease at
//! the start and runs for `run_ms`; instance B first tries at `retry_ms` and retries every
//! `retry_ms` until it has run once.
//!
//! ```text
//! holder_crash   A ██✗ (crash: no release)       lease ends at 5005 ms
//!                B  ✗  ✗  ✗  ✗  ✗ ██████         takes over at the first try after 5005
//! gc_pause       A ██[GC ············]█ write!   paused longer than its lease
//!                B              ██████ write     both believe they hold the lease
//! clock_skew     B's clock is ahead: it sees A's lease expired while A still runs
//! ```
//!
//! `run_fails`: A's run throws at its end; `finally` still releases the lease, so B gets
//! it at its next try instead of waiting for the expiry as after a crash.
//! `*_fenced` cases turn fencing on: the resource rejects A's write carrying the older
//! token. The lease expires by itself (strict `expires_at < now`); release deletes only
//! the caller's own row, so A finishing late cannot delete B's lease.
//!
//! Choices the lesson leaves open (see [`super::kit::fleet`]):
//! * **Release costs no store time**: the row is deleted at the instant the run ends (an
//!   acquire costs `store_op_ms`). After `run_fails`, B's next try finds the lease free.
//! * **A GC pause is wall-clock time; the holder's remaining work is neither frozen nor
//!   lost.** `run_ms` is wall time (the lesson's job busy-waits on `Date.now()`), so it
//!   keeps elapsing during the pause; a run whose end falls inside the pause ends when
//!   the pause ends. With the defaults A's run (5..3005 ms) would end inside its pause
//!   (1000..9000 ms), so A finishes at 9000 ms, writes with its old token and releases
//!   (deleting nothing: B's row is not A's).
//! * `zirve` counts runs as half-open intervals ([`crate::overlap`]).
//!
//! Limits: `horizon_ms` / `retry_ms` at most 100,000 retries (B's retry chain is the only
//! part that grows), so a case is at most about a million events.

pub mod facts;
mod figures;
mod present;
mod said;
mod simulate;

pub use simulate::{Case, CaseRun, simulate, simulate_case, spec};

use crate::report::words::Words;
use super::{Model, Unseeded};
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind, Param, Reader, ScenarioError};
use crate::schedule::read::uint_in;
use crate::sim::{Budget, Exhausted, RunOptions};

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// `KIRA_MS` (1..=3600000).
    pub lease_ms: u64,
    /// A's run (1..=3600000).
    pub run_ms: u64,
    /// One round trip to the store (0..=60000).
    pub store_op_ms: u64,
    /// B's first try and its retry period (1..=3600000; `horizon_ms` / `retry_ms` ≤ 100000).
    pub retry_ms: u64,
    /// `holder_crash`: when A dies (0..=`horizon_ms`).
    pub crash_at_ms: u64,
    /// `gc_pause*`: when A's pause starts (0..=`horizon_ms`) …
    pub pause_at_ms: u64,
    /// … and how long it lasts (0..=`horizon_ms`).
    pub pause_ms: u64,
    /// `clock_skew*`: B's clock minus the true time (-3600000..=3600000).
    pub clock_skew_ms: i64,
    /// B stops retrying after this (1..=86400000).
    pub horizon_ms: u64,
}

const HOUR_MS: u64 = 3_600_000;

/// The most events one engine (one case) handles: the largest fleet's bound.
pub fn max_events(p: &Params) -> u64 {
    Case::ALL.iter().map(|&c| spec(p, c).max_events()).max().unwrap_or(0)
}

const HOUR: i64 = HOUR_MS as i64;

/// Every parameter, declared once (defaults: the lesson's scenario).
pub const PARAMS: &[Param] = &[
    Param::new("lease_ms", Kind::Int { min: 1, max: HOUR }, "5000", "ms", "the lease (`KIRA_MS`)"),
    Param::new("run_ms", Kind::Int { min: 1, max: HOUR }, "3000", "ms", "A's run"),
    crate::models::kit::fleet::STORE_OP_MS,
    Param::new(
        "retry_ms",
        Kind::Int { min: 1, max: HOUR },
        "1000",
        "ms",
        "B's first try and its retry period; `horizon_ms` / `retry_ms` at most 100000",
    ),
    Param::new("crash_at_ms", Kind::Int { min: 0, max: 24 * HOUR }, "1500", "ms", "holder_crash: when A dies (at most `horizon_ms`)"),
    Param::new("pause_at_ms", Kind::Int { min: 0, max: 24 * HOUR }, "1000", "ms", "gc_pause: when A's pause starts (at most `horizon_ms`)"),
    Param::new("pause_ms", Kind::Int { min: 0, max: 24 * HOUR }, "8000", "ms", "gc_pause: how long it lasts (at most `horizon_ms`)"),
    Param::new("clock_skew_ms", Kind::Int { min: -HOUR, max: HOUR }, "4000", "ms", "clock_skew: B's clock minus the true time"),
    Param::new("horizon_ms", Kind::Int { min: 1, max: 24 * HOUR }, "20000", "ms", "B stops retrying after this"),
];

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    let horizon_ms = r.uint("horizon_ms")?;
    let retry_ms = r.uint("retry_ms")?;
    if horizon_ms / retry_ms > 100_000 {
        return Err(check.said(
            "refusal-retries-bound",
            &[("max", &100_000), ("horizon", &horizon_ms), ("retry", &retry_ms)],
        ));
    }
    let clock_skew_ms = r.int("clock_skew_ms")?;
    Ok(Params {
        lease_ms: r.uint("lease_ms")?,
        run_ms: r.uint("run_ms")?,
        store_op_ms: r.uint("store_op_ms")?,
        retry_ms,
        crash_at_ms: uint_in(&r, "crash_at_ms", 0..=horizon_ms)?,
        pause_at_ms: uint_in(&r, "pause_at_ms", 0..=horizon_ms)?,
        pause_ms: uint_in(&r, "pause_ms", 0..=horizon_ms)?,
        clock_skew_ms,
        horizon_ms,
    })
}

/// The model's registry type.
pub struct LeaseFaults;

impl Model for LeaseFaults {
    const NAME: &'static str = "lease-faults";
    const HEADLINE: &'static [&'static str] =
        &["peak_concurrent_runs", "stale_writes_accepted", "stale_writes_rejected", "skipped", "runs"];
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<CaseRun>;
    const PARAMS: &'static [Param] = PARAMS;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        // The upper bound of one engine, doubled for margin.
        Budget::events(2 * max_events(p) + 1000)
    }
    fn simulate(p: &Params, _: Unseeded, options: &RunOptions) -> Result<Vec<CaseRun>, Exhausted> {
        simulate(p, options)
    }
    fn present(_: &Params, runs: &Vec<CaseRun>, w: &'static Words) -> Report {
        present::present(runs, w)
    }
    fn figures(p: &Params, runs: &Vec<CaseRun>, w: &'static Words) -> Vec<Figure> {
        figures::figures(p, runs, w)
    }
}
