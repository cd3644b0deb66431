//! **missed-runs** (lesson 000.7): the service is down for `outage_ms`; what happens to the
//! runs its scheduler should have made, for a "latest state" job (every 15 minutes) and a
//! monthly report, under three policies, and when does someone get alerted.
//!
//! ```text
//! planned   │ │ │ │ │ │ │ │ │ │ │ │ │ │ │
//! outage        ╞═══════════════╡ recovery
//! none          ·  ·  ·  ·  ·  ·│ │ │ │        missed runs forgotten (logged)
//! catch_up                      ████████ │ │  one run per missed slot, all at once
//! capped                        ██ │ │ │      only the last `cap_intervals`, rest logged
//! ```
//!
//! On the engine: the scheduler is a process that sets a timer for its next planned run
//! (from [`crate::schedule::next_run`]); the outage crashes it, so its timer dies with it
//! and a run in progress is killed (traced `RunKilled`, it no longer counts as running).
//! The last planned slot it handled is kept in its durable store; at restart it lists the
//! slots it missed (every slot after that one up to and including the restart instant)
//! and applies the policy. Catch-up runs all start at the restart instant — the burst the
//! lesson warns about. A separate monitor (a world component that stays up) checks each
//! planned slot 1 ms after it: a slot with no run extends the job's miss streak, a run
//! resets it; the staleness alert fires once per streak when the streak reaches
//! `alert_after_missed`. Monthly rules use the `clamp` month-end policy. A single skipped run (the "single skip" case: the lock was held
//! elsewhere) is logged and never alerts.

mod present;
mod simulate;

pub use simulate::{Case, CaseRun, simulate, simulate_case};

use serde::Deserialize;

use super::recurrence::{NamedRule, RawRule, instant, rule};
use super::{Model, Unseeded};
use crate::report::{Chart, Report};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::sim::{Budget, Exhausted, RunOptions};

/// What happens to missed runs after recovery.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    /// Forget them (`telafisiz`): right for "latest state" jobs.
    None,
    /// One run per missed slot (`telafili`): right for monthly reports.
    CatchUp,
    /// At most the last `cap_intervals` slots; the rest are logged as dropped.
    Capped,
}

impl Policy {
    pub const NAMES: [&'static str; 3] = ["none", "catch_up", "capped"];
    pub const ALL: [Policy; 3] = [Policy::None, Policy::CatchUp, Policy::Capped];
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
    pub fn label(self) -> &'static str {
        ["telafisiz", "telafili", "sinirli"][self as usize]
    }
    /// The chart's label (Turkish with diacritics).
    pub fn chart_label(self) -> &'static str {
        ["telafisiz", "telafili", "sınırlı"][self as usize]
    }
}

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// Engine time 0, as a UTC instant.
    pub start: i64,
    pub end: i64,
    pub jobs: Vec<NamedRule>,
    pub outage_start: i64,
    pub outage_ms: u64,
    pub skip_at: i64,
    pub policies: Vec<Policy>,
    pub cap_intervals: u32,
    pub alert_after_missed: u32,
    pub run_ms: u64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    start: String,
    end: String,
    jobs: Vec<RawRule>,
    outage_start: String,
    outage_ms: i64,
    skip_at: String,
    #[serde(default = "default_policies")]
    policies: Vec<String>,
    cap_intervals: i64,
    alert_after_missed: i64,
    run_ms: i64,
}

fn default_policies() -> Vec<String> {
    Policy::NAMES.iter().map(|s| s.to_string()).collect()
}

/// Longest simulated span: 400 days (a limit on everything).
pub const MAX_SPAN_MS: i64 = 400 * 86_400_000;

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let start = instant(check, "start", &raw.start)?;
    let end = instant(check, "end", &raw.end)?;
    if end <= start || end - start > MAX_SPAN_MS {
        return Err(check.error(format_args!(
            "`end` must be after `start` by at most 400 days (got \"{}\" .. \"{}\")",
            raw.start, raw.end
        )));
    }
    if raw.jobs.is_empty() || raw.jobs.len() > 8 {
        return Err(check.error(format_args!("`jobs` must list 1..=8 jobs (got {})", raw.jobs.len())));
    }
    let jobs: Vec<NamedRule> =
        raw.jobs.iter().enumerate().map(|(i, r)| rule(check, &format!("jobs[{i}]"), r)).collect::<Result<_, _>>()?;
    for (i, j) in jobs.iter().enumerate() {
        if let crate::schedule::Rule::Interval { minutes } = j.rule
            && minutes < 5
        {
            return Err(check.error(format_args!("`jobs[{i}].minutes` must be at least 5 here (got {minutes})")));
        }
    }
    let outage_start = instant(check, "outage_start", &raw.outage_start)?;
    if !(start..end).contains(&outage_start) {
        return Err(
            check.error(format_args!("`outage_start` must be in [`start`, `end`) (got \"{}\")", raw.outage_start))
        );
    }
    let outage_ms = check.uint("outage_ms", raw.outage_ms, 1..=(end - outage_start) as u64)?;
    let skip_at = instant(check, "skip_at", &raw.skip_at)?;
    if !(start..end).contains(&skip_at) {
        return Err(check.error(format_args!("`skip_at` must be in [`start`, `end`) (got \"{}\")", raw.skip_at)));
    }
    Ok(Params {
        start,
        end,
        jobs,
        outage_start,
        outage_ms,
        skip_at,
        policies: check
            .list_of("policies", &raw.policies, &Policy::NAMES)?
            .into_iter()
            .map(|i| Policy::ALL[i])
            .collect(),
        cap_intervals: check.uint32("cap_intervals", raw.cap_intervals, 1..=10_000)?,
        alert_after_missed: check.uint32("alert_after_missed", raw.alert_after_missed, 1..=10_000)?,
        run_ms: check.uint("run_ms", raw.run_ms, 1..=86_400_000)?,
    })
}

/// The model's registry type.
pub struct MissedRuns;

impl Model for MissedRuns {
    const NAME: &'static str = "missed-runs";
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<CaseRun>;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        // Per planned slot at most a timer, a check and one run's end; plus the outage.
        // Each job and case has its own engine: the largest bound, doubled for margin.
        let most = p.jobs.iter().map(|j| 3 * simulate::max_slots(p, j) + 2).max().unwrap_or(0);
        Budget::events(2 * most + 1000)
    }
    fn simulate(p: &Params, _: Unseeded, options: &RunOptions) -> Result<Vec<CaseRun>, Exhausted> {
        simulate(p, options)
    }
    fn present(p: &Params, runs: &Vec<CaseRun>) -> Report {
        present::present(p, runs)
    }
    fn charts(p: &Params, runs: &Vec<CaseRun>) -> Vec<Chart> {
        present::charts(p, runs)
    }
}
