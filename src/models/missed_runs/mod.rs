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
//! `alert_after_missed`. Monthly rules use the `clamp` month-end policy. A single skipped
//! run (the "single skip" case: the lock was held elsewhere) is logged and never alerts.
//! The peak (`zirve`) counts runs as half-open intervals ([`crate::overlap`]): a run
//! lasting exactly the interval ends when the next starts and does not overlap it.
//!
//! Limits: a span of at most 400 days, at most 8 jobs, and at most [`MAX_SLOTS`] planned
//! slots per job (every 5 minutes for 400 days; every minute for 83 days), so a run is at
//! most about 11 million events.

mod present;
mod simulate;

pub use simulate::{Case, CaseRun, simulate, simulate_case};

use serde::Deserialize;

use super::{Model, Unseeded};
use crate::report::{Chart, Report};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::schedule::read::{self, NamedRule, RawRule, instant};
use crate::schedule::{DAY_MS, MINUTE_MS, Rule};
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

/// Validated parameters (instants in UTC epoch ms).
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// Engine time 0.
    pub start: i64,
    /// After `start`, by at most 400 days.
    pub end: i64,
    /// 1..=8 rules, names unique; an interval rule plans at most [`MAX_SLOTS`] slots.
    pub jobs: Vec<NamedRule>,
    /// In [`start`, `end`).
    pub outage_start: i64,
    /// 1..=`end` − `outage_start`.
    pub outage_ms: u64,
    /// `single_skip`: the first slot at or after it is skipped; in [`start`, `end`).
    pub skip_at: i64,
    /// Any of `none`, `catch_up`, `capped`, each at most once.
    pub policies: Vec<Policy>,
    /// `capped`: the most missed slots caught up (1..=10000).
    pub cap_intervals: u32,
    /// Missed slots in a row that raise the staleness alert (1..=10000).
    pub alert_after_missed: u32,
    /// One run (1..=86400000).
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
pub const MAX_SPAN_MS: i64 = 400 * DAY_MS;

/// Most jobs per scenario.
pub const MAX_JOBS: usize = 8;

/// Most planned slots per job (every 5 minutes for 400 days is 115,201). With 8 jobs and
/// 4 cases this bounds a run at about 11 million events: seconds, tens of MB.
pub const MAX_SLOTS: u64 = 120_000;

/// The most planned slots a rule can have in a span of `span_ms` (for the guard and the
/// budget): slots are at least the interval apart, or a day for daily and monthly rules.
pub fn max_slots(span_ms: i64, rule: Rule) -> u64 {
    let gap_ms = match rule {
        Rule::Interval { minutes } => i64::from(minutes) * MINUTE_MS,
        Rule::Daily { .. } | Rule::Monthly { .. } => DAY_MS,
    };
    (span_ms / gap_ms + 1) as u64
}

/// The most events one engine (one job in one case) handles: per planned slot at most a
/// timer, a check and one run's end (a slot runs at most once, on time or caught up);
/// plus the crash and the restart.
pub fn max_events(p: &Params) -> u64 {
    p.jobs.iter().map(|j| 3 * max_slots(p.end - p.start, j.rule) + 2).max().unwrap_or(0)
}

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
    let jobs = read::rules(check, "jobs", &raw.jobs, MAX_JOBS)?;
    for (i, j) in jobs.iter().enumerate() {
        // Daily and monthly rules plan at most 401 slots in 400 days.
        let slots = max_slots(end - start, j.rule);
        if let Rule::Interval { minutes } = j.rule
            && slots > MAX_SLOTS
        {
            return Err(check.error(format_args!(
                "`jobs[{i}].minutes` plans {slots} slots from `start` to `end`, more than {MAX_SLOTS} \
                 (got every {minutes} min for {} days)",
                (end - start) / DAY_MS
            )));
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
        // Each job and case has its own engine: the largest bound, doubled for margin.
        Budget::events(2 * max_events(p) + 1000)
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
