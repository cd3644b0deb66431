//! **missed-run-policies** (lesson 000.7): the lesson's outage — the service down for
//! `outage_ms` — under what real schedulers do with the runs missed meanwhile, beside the
//! lesson's none / catch-up / capped: Quartz misfire instructions (with its
//! `misfireThreshold`), systemd timers with and without `Persistent=true`, the Kubernetes
//! CronJob controller (the ">100 missed" rule as documented and as the current
//! controller behaves, and `startingDeadlineSeconds`), and Temporal's catch-up window
//! with its overlap policy.
//!
//! ```text
//! planned            │ │ │ │ │ │ │ │ │ │ │ │ │
//! outage                 ╞═════════════╡ restart
//! catch_up, IGNORE                     █████████ │ │   every missed slot at once
//! FIRE_ONCE_NOW, Persistent=true       █ │ │ │       one run at the restart
//! DO_NOTHING, Persistent=false         · │ │ │       nothing until the next slot
//! k8s current                          █ │ │ │       the most recent missed slot
//! k8s documented (> 100 missed)        · · · · ·     no Job, ever again (no deadline)
//! Temporal SKIP                        █ │ │ │       the *oldest* slot in the window
//! Temporal BUFFER_ALL                  ▇▇▇▇▇▇▇▇▇▇▇   up to 1000, one after another
//! ```
//!
//! Sources (the rules are in [`crate::schedulers`]):
//! - Quartz: quartz-scheduler/quartz `quartz/src/main/java/org/quartz/impl/triggers/
//!   {CronTriggerImpl,SimpleTriggerImpl}.java`, `simpl/RAMJobStore.java` @bb2505aa;
//!   the 60 s threshold: the 2.3.0 configuration docs and the bundled `quartz.properties`.
//! - systemd: `man/systemd.timer.xml` @3c2b0d74 (`Persistent=`).
//! - Kubernetes: kubernetes/website `content/en/docs/concepts/workloads/controllers/cron-jobs.md`
//!   @3842a284; kubernetes/kubernetes `pkg/controller/cronjob/utils.go`
//!   (`mostRecentScheduleTime`, `nextScheduleTime`), the legacy
//!   `getRecentUnmetScheduleTimes` (kubernetes#42649, PR #81557); kubernetes/website#44525,
//!   #51861, PR #54073.
//! - Temporal: temporalio/temporal `service/worker/scheduler/workflow.go`
//!   (`DefaultCatchupWindow` 365 days, `processTimeRange`, `MaxBufferSize` 1000),
//!   `buffer.go` @4f7435f9; temporalio/api `schedule/v1/message.proto` @f53963d4.
//!
//! On the engine, as `missed-runs`: the scheduler is a process whose timer dies with it;
//! a run in progress is killed by the crash. What each scheduler keeps durable survives
//! (the lesson's last handled slot; Quartz's trigger in a JDBC job store — a
//! `RAMJobStore` would lose it; systemd's stamp file; the CronJob's `lastScheduleTime`;
//! the Temporal schedule's state and buffer). At the restart each scheduler does what
//! its rule says; catch-up runs are marked as such. Where the docs are silent or the
//! rule is left out: Quartz's thread pool (its catch-up firings all start at the
//! restart), Calendars and end times; systemd's `AccuracySec=` and
//! `RandomizedDelaySec=`; the CronJob controller's 10 s poll (it syncs at each schedule
//! time) and concurrency policy (Allow); Temporal's jitter. A `SimpleTrigger` repeats a
//! fixed interval: it applies to interval and daily (24 h) jobs, not monthly ones.
//!
//! Reported per job and policy: slots missed (due while down), catch-up runs, when the
//! first and last of them started, the first regular run after the restart (a
//! `SimpleTrigger` rescheduled "now" leaves the old grid), the peak of concurrent runs.
//!
//! Limits: as `missed-runs` (400 days, 8 jobs, 120,000 slots per job).

mod figures;
mod present;
mod simulate;

pub use simulate::{CaseRun, Start, simulate, simulate_case};

use super::kit::calendar::{MAX_JOBS, MAX_SLOTS, MAX_SPAN_MS, max_slots};
use super::{Model, Unseeded};
use crate::report::figure::Key;
use crate::args;
use crate::report::words::Words;
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind, Param, Reader, ScenarioError};
use crate::schedule::read::{self, NamedRule, instant_param, uint_in};
use crate::schedule::{DAY_MS, Rule};
use crate::schedulers::kubernetes::Controller;
use crate::schedulers::quartz::{CronMisfire, SimpleMisfire};
use crate::schedulers::temporal::{MIN_CATCHUP_WINDOW_MS, Overlap};
use crate::sim::{Budget, Exhausted, RunOptions};

/// What a scheduler does with the runs it missed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    /// The lesson's: forget them.
    None,
    /// The lesson's: one run per missed slot, all at the restart.
    CatchUp,
    /// The lesson's: at most the last `cap_intervals`.
    Capped,
    /// Quartz `CronTrigger` with a misfire instruction.
    QuartzCron(CronMisfire),
    /// Quartz `SimpleTrigger` (interval and daily jobs) with a misfire instruction.
    QuartzSimple(SimpleMisfire),
    /// systemd timer, `Persistent=` false or true.
    Systemd { persistent: bool },
    /// Kubernetes CronJob controller.
    Kubernetes(Controller),
    /// Temporal Schedule: catch-up window and overlap policy.
    Temporal(Overlap),
}

/// One policy's entry: its scenario name and its lane name in charts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PolicyInfo {
    pub policy: Policy,
    /// The scenario name (`quartz_fire_once_now`), also the table's `policy` column.
    pub name: &'static str,
    /// The chart's lane name as the system spells it (`IGNORE_MISFIRE_POLICY`); the
    /// course words the lesson's three (the glossary) and the Kubernetes controllers
    /// (`missed-run-policies-label`); the charts and the text mark Quartz's default
    /// instruction (`missed-run-policies-default`).
    pub label: &'static str,
}

const fn entry(policy: Policy, name: &'static str, label: &'static str) -> PolicyInfo {
    PolicyInfo { policy, name, label }
}

/// Every policy, one entry each, in listing order (the order of `policies`' choices).
pub const POLICIES: [PolicyInfo; 19] = [
    entry(Policy::None, "none", ""),
    entry(Policy::CatchUp, "catch_up", ""),
    entry(Policy::Capped, "capped", ""),
    entry(Policy::QuartzCron(CronMisfire::FireOnceNow), "quartz_fire_once_now", "FIRE_ONCE_NOW"),
    entry(Policy::QuartzCron(CronMisfire::DoNothing), "quartz_do_nothing", "DO_NOTHING"),
    entry(Policy::QuartzCron(CronMisfire::Ignore), "quartz_ignore", "IGNORE_MISFIRE_POLICY"),
    entry(Policy::QuartzSimple(SimpleMisfire::FireNow), "quartz_simple_fire_now", "FIRE_NOW"),
    entry(
        Policy::QuartzSimple(SimpleMisfire::NowWithExistingCount),
        "quartz_simple_now_existing",
        "NOW_WITH_EXISTING_COUNT",
    ),
    entry(
        Policy::QuartzSimple(SimpleMisfire::NowWithRemainingCount),
        "quartz_simple_now_remaining",
        "NOW_WITH_REMAINING_COUNT",
    ),
    entry(
        Policy::QuartzSimple(SimpleMisfire::NextWithRemainingCount),
        "quartz_simple_next_remaining",
        "NEXT_WITH_REMAINING",
    ),
    entry(
        Policy::QuartzSimple(SimpleMisfire::NextWithExistingCount),
        "quartz_simple_next_existing",
        "NEXT_WITH_EXISTING_COUNT",
    ),
    entry(Policy::Systemd { persistent: false }, "systemd", "Persistent=false"),
    entry(Policy::Systemd { persistent: true }, "systemd_persistent", "Persistent=true"),
    entry(Policy::Kubernetes(Controller::Documented), "k8s_documented", ""),
    entry(Policy::Kubernetes(Controller::Current), "k8s_current", ""),
    entry(Policy::Temporal(Overlap::Skip), "temporal_skip", "SKIP"),
    entry(Policy::Temporal(Overlap::BufferOne), "temporal_buffer_one", "BUFFER_ONE"),
    entry(Policy::Temporal(Overlap::BufferAll), "temporal_buffer_all", "BUFFER_ALL"),
    entry(Policy::Temporal(Overlap::AllowAll), "temporal_allow_all", "ALLOW_ALL"),
];

impl Policy {
    pub const ALL: [Policy; 19] = {
        let mut all = [Policy::None; 19];
        let mut i = 0;
        while i < POLICIES.len() {
            all[i] = POLICIES[i].policy;
            i += 1;
        }
        all
    };
    pub const NAMES: [&'static str; 19] = {
        let mut names = [""; 19];
        let mut i = 0;
        while i < POLICIES.len() {
            names[i] = POLICIES[i].name;
            i += 1;
        }
        names
    };
    /// The policy's entry in [`POLICIES`].
    pub fn info(self) -> &'static PolicyInfo {
        POLICIES.iter().find(|e| e.policy == self).expect("every policy is listed")
    }
    pub fn name(self) -> &'static str {
        self.info().name
    }
    /// The system's group in charts (`bu dersin politikaları` for the lesson's three).
    pub fn system(self, w: &'static Words) -> String {
        match self {
            Policy::None | Policy::CatchUp | Policy::Capped => w.text("missed-run-policies-lesson"),
            Policy::QuartzCron(_) => "Quartz CronTrigger".into(),
            Policy::QuartzSimple(_) => "Quartz SimpleTrigger".into(),
            Policy::Systemd { .. } => "systemd".into(),
            Policy::Kubernetes(_) => "Kubernetes".into(),
            Policy::Temporal(_) => "Temporal".into(),
        }
    }
    /// The chart's lane name: the lesson's three in the glossary's words, a system's as
    /// the system spells it, worded where the course words it.
    pub fn label(self, w: &'static Words) -> String {
        match self {
            Policy::None => Key("catchup.none").name(w.lang()).into(),
            Policy::CatchUp => Key("catchup.all").name(w.lang()).into(),
            Policy::Capped => Key("catchup.capped").name(w.lang()).into(),
            _ => w.get("missed-run-policies-label", &args!(policy = self.name(), label = self.info().label)),
        }
    }
    /// Whether the policy applies to a job on `rule` (a `SimpleTrigger` repeats a fixed
    /// interval: not monthly).
    pub fn applies(self, rule: Rule) -> bool {
        !matches!((self, rule), (Policy::QuartzSimple(_), Rule::Monthly { .. }))
    }
}

/// Validated parameters (instants in UTC epoch ms).
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub start: i64,
    /// After `start` by at most 400 days.
    pub end: i64,
    /// 1..=8 rules; an interval rule plans at most 120,000 slots.
    pub jobs: Vec<NamedRule>,
    /// In [`start`, `end`).
    pub outage_start: i64,
    /// 1..=`end` − `outage_start`.
    pub outage_ms: u64,
    pub policies: Vec<Policy>,
    /// `capped`: the most missed slots caught up (1..=10000).
    pub cap_intervals: u32,
    /// One run (1..=86400000).
    pub run_ms: u64,
    /// Quartz `misfireThreshold` (1..=86400000; 60000 by default).
    pub quartz_misfire_threshold_ms: u64,
    /// Quartz `SimpleTrigger` repeat count (`None`: `REPEAT_INDEFINITELY`).
    pub quartz_repeat_count: Option<u32>,
    /// Kubernetes `startingDeadlineSeconds` in ms (`None`: unset).
    pub k8s_starting_deadline_ms: Option<u64>,
    /// Temporal catch-up window (10 s ..= 400 days; one year by default).
    pub temporal_catchup_window_ms: u64,
}

/// The most events one engine (one job, one policy) handles: per slot a timer and a run's
/// end, the catch-up runs (at most a slot each), the crash and the restart.
pub fn max_events(p: &Params) -> u64 {
    p.jobs.iter().map(|j| 4 * max_slots(p.end - p.start, j.rule) + 10).max().unwrap_or(0)
}

/// Every parameter, declared once (defaults: the lesson's outage, as `missed-runs`).
pub const PARAMS: &[Param] = &[
    crate::models::kit::calendar::ENGINE_START,
    Param::new(
        "end",
        Kind::Instant,
        "\"2026-04-10T00:00:00Z\"",
        "",
        "the simulated span ends (after `start` by at most 400 days)",
    ),
    Param::new(
        "jobs",
        Kind::Tables,
        // lesson-data: the lesson's jobs, named and labelled as in the lesson's code (the
        // scenario file's defaults); the Turkish charts name a job by its label.
        "[{ name = \"stokOzeti\", label = \"stok özeti\", kind = \"interval\", minutes = 15 }, \
         { name = \"aylikRapor\", label = \"aylık rapor\", kind = \"monthly\", day = 1, hour = 2, minute = 30 }]",
        "",
        "1..=8 jobs { name, label, kind = interval | daily | monthly, minutes | day, hour, minute }; monthly ones clamp",
    ),
    Param::new(
        "outage_start",
        Kind::Instant,
        "\"2026-03-01T00:00:00Z\"",
        "",
        "the service goes down (in [`start`, `end`))",
    ),
    Param::new(
        "outage_ms",
        Kind::Int { min: 1, max: MAX_SPAN_MS },
        "2765220000",
        "ms",
        "how long it stays down (at most `end` − `outage_start`)",
    ),
    Param::new(
        "policies",
        Kind::Choices(&Policy::NAMES),
        "[\"none\", \"catch_up\", \"capped\", \"quartz_fire_once_now\", \"quartz_do_nothing\", \"quartz_ignore\", \
         \"systemd\", \"systemd_persistent\", \"k8s_documented\", \"k8s_current\", \"temporal_skip\", \"temporal_buffer_all\"]",
        "",
        "the lesson's none / catch_up / capped; quartz_… (CronTrigger), quartz_simple_… (SimpleTrigger), systemd[_persistent], k8s_documented / k8s_current, temporal_<overlap>",
    ),
    Param::new(
        "cap_intervals",
        Kind::Int { min: 1, max: 10_000 },
        "4",
        "slots",
        "capped: the most missed slots caught up",
    ),
    Param::new("run_ms", Kind::Int { min: 1, max: DAY_MS }, "60000", "ms", "one run"),
    Param::new(
        "quartz_misfire_threshold_ms",
        Kind::Int { min: 1, max: DAY_MS },
        "60000",
        "ms",
        "Quartz misfireThreshold: a fire time later than this is a misfire (60 s documented)",
    ),
    Param::new(
        "quartz_repeat_count",
        Kind::Int { min: 0, max: 1_000_000 },
        "",
        "",
        "Quartz SimpleTrigger repeatCount; unset: REPEAT_INDEFINITELY",
    ),
    Param::new(
        "k8s_starting_deadline_ms",
        Kind::Int { min: 0, max: MAX_SPAN_MS },
        "",
        "ms",
        "Kubernetes startingDeadlineSeconds in ms; unset by default (no deadline)",
    ),
    Param::new(
        "temporal_catchup_window_ms",
        Kind::Int { min: MIN_CATCHUP_WINDOW_MS, max: MAX_SPAN_MS },
        "31536000000",
        "ms",
        "Temporal catch-up window (one year by default, at least 10 s)",
    ),
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
    Ok(Params {
        start,
        end,
        jobs,
        outage_start,
        outage_ms,
        policies: r.choices("policies")?.into_iter().map(|i| Policy::ALL[i]).collect(),
        cap_intervals: r.uint32("cap_intervals")?,
        run_ms: r.uint("run_ms")?,
        quartz_misfire_threshold_ms: r.uint("quartz_misfire_threshold_ms")?,
        quartz_repeat_count: r.uint_opt("quartz_repeat_count")?.map(|c| c as u32),
        k8s_starting_deadline_ms: r.uint_opt("k8s_starting_deadline_ms")?,
        temporal_catchup_window_ms: r.uint("temporal_catchup_window_ms")?,
    })
}

/// The model's registry type.
pub struct MissedRunPolicies;

impl Model for MissedRunPolicies {
    const NAME: &'static str = "missed-run-policies";
    const HEADLINE: &'static [&'static str] = &["missed", "catch_up_runs", "peak_concurrent_runs", "runs"];
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<CaseRun>;
    const PARAMS: &'static [Param] = PARAMS;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
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
