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

mod figures;
mod present;
mod simulate;

pub use simulate::{Case, CaseRun, simulate, simulate_case};

use crate::report::words::Words;
use super::{Model, Unseeded};
use crate::report::figure::Key;
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind, Param, Reader, ScenarioError};
use crate::schedule::read::{self, NamedRule, instant_param, uint_in};
pub use super::kit::calendar::{MAX_JOBS, MAX_SLOTS, MAX_SPAN_MS, max_slots};
use crate::schedule::{DAY_MS, Rule};
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
    /// The table's word: the glossary's (`telafisiz`, `telafili`, `sınırlı telafi`).
    pub fn label(self, w: &'static Words) -> &'static str {
        self.key().name(w.lang())
    }
    /// The concept (colour, Turkish name) of the policy in every chart.
    pub fn key(self) -> Key {
        [Key("catchup.none"), Key("catchup.all"), Key("catchup.capped")][self as usize]
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

/// The most events one engine (one job in one case) handles: per planned slot at most a
/// timer, a check and one run's end (a slot runs at most once, on time or caught up);
/// plus the crash and the restart.
pub fn max_events(p: &Params) -> u64 {
    p.jobs.iter().map(|j| 3 * max_slots(p.end - p.start, j.rule) + 2).max().unwrap_or(0)
}

/// Every parameter, declared once (defaults: the lesson's scenario).
pub const PARAMS: &[Param] = &[
    crate::models::kit::calendar::ENGINE_START,
    Param::new("end", Kind::Instant, "\"2026-04-10T00:00:00Z\"", "", "the simulated span ends (after `start` by at most 400 days)"),
    Param::new(
        "jobs",
        Kind::Tables,
        // lesson-data: the lesson's jobs, named and labelled as in the lesson's code (the
        // scenario file's defaults); the Turkish charts name a job by its label.
        "[{ name = \"stokOzeti\", label = \"stok özeti\", kind = \"interval\", minutes = 15 }, \
         { name = \"aylikRapor\", label = \"aylık rapor\", kind = \"monthly\", day = 1, hour = 2, minute = 30 }]",
        "",
        "1..=8 jobs { name, label (charts' Turkish name), kind = interval | daily | monthly | cron, minutes | day, hour, minute | expr (five-field cron) }; monthly ones clamp",
    ),
    Param::new("outage_start", Kind::Instant, "\"2026-03-01T00:00:00Z\"", "", "the service goes down (in [`start`, `end`))"),
    Param::new(
        "outage_ms",
        Kind::Int { min: 1, max: MAX_SPAN_MS },
        "2765220000",
        "ms",
        "how long it stays down (at most `end` − `outage_start`)",
    ),
    Param::new(
        "skip_at",
        Kind::Instant,
        "\"2026-02-28T12:00:00Z\"",
        "",
        "single_skip: the first slot at or after this is skipped (in [`start`, `end`))",
    ),
    Param::new(
        "policies",
        Kind::Choices(&Policy::NAMES),
        "[\"none\", \"catch_up\", \"capped\"]",
        "",
        "what happens to missed runs after recovery: none, catch_up (all at once), capped",
    ),
    Param::new("cap_intervals", Kind::Int { min: 1, max: 10_000 }, "4", "slots", "capped: the most missed slots caught up"),
    Param::new("alert_after_missed", Kind::Int { min: 1, max: 10_000 }, "2", "slots", "missed slots in a row that raise the staleness alert"),
    Param::new("run_ms", Kind::Int { min: 1, max: 86_400_000 }, "60000", "ms", "one run"),
];

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    let start = instant_param(&r, "start")?;
    let end = instant_param(&r, "end")?;
    if end <= start || end - start > MAX_SPAN_MS {
        return Err(check.said("refusal-span", &[("start", &r.text("start")?), ("end", &r.text("end")?)]));
    }
    let jobs = read::rules_param(&r, "jobs", MAX_JOBS)?;
    for (i, j) in jobs.iter().enumerate() {
        // Daily and monthly rules plan at most 401 slots in 400 days.
        let slots = max_slots(end - start, j.rule);
        if let Rule::Interval { minutes } = j.rule
            && slots > MAX_SLOTS
        {
            return Err(check.said(
                "refusal-planned",
                &[("job", &i), ("count", &slots), ("max", &MAX_SLOTS), ("minutes", &minutes), ("days", &((end - start) / DAY_MS))],
            ));
        }
    }
    let outage_start = instant_param(&r, "outage_start")?;
    if !(start..end).contains(&outage_start) {
        return Err(check.said("refusal-in-span", &[("key", &"outage_start"), ("got", &r.text("outage_start")?)]));
    }
    let outage_ms = uint_in(&r, "outage_ms", 1..=(end - outage_start) as u64)?;
    let skip_at = instant_param(&r, "skip_at")?;
    if !(start..end).contains(&skip_at) {
        return Err(check.said("refusal-in-span", &[("key", &"skip_at"), ("got", &r.text("skip_at")?)]));
    }
    Ok(Params {
        start,
        end,
        jobs,
        outage_start,
        outage_ms,
        skip_at,
        policies: r.choices("policies")?.into_iter().map(|i| Policy::ALL[i]).collect(),
        cap_intervals: r.uint32("cap_intervals")?,
        alert_after_missed: r.uint32("alert_after_missed")?,
        run_ms: r.uint("run_ms")?,
    })
}

/// The model's registry type.
pub struct MissedRuns;

impl Model for MissedRuns {
    const NAME: &'static str = "missed-runs";
    const HEADLINE: &'static [&'static str] = &["missed", "runs_after_recovery", "peak_concurrent_runs", "alerts"];
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<CaseRun>;
    const PARAMS: &'static [Param] = PARAMS;

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
    fn present(p: &Params, runs: &Vec<CaseRun>, w: &'static Words) -> Report {
        present::present(p, runs, w)
    }
    fn figures(p: &Params, runs: &Vec<CaseRun>, w: &'static Words) -> Vec<Figure> {
        figures::figures(p, runs, w)
    }
}
