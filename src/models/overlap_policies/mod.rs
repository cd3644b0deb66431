//! **overlap-policies** (lesson 000.5): what real schedulers do when a run is still going
//! at its job's next scheduled time — Temporal Schedules' six overlap policies and the
//! Kubernetes CronJob's three concurrency policies, for an hourly job whose runs are
//! sometimes longer than the hour.
//!
//! ```text
//! nominal      0h       1h       2h       3h
//! run lengths  ██████████████      ████   ██████       (drawn from the seed)
//! SKIP         ██████████████ ×   ████   ██████        1h dropped
//! BUFFER_ONE   ██████████████▒▒▒▒▒▒ ████ ██████         1h waits, starts at 1h40
//! CANCEL_OTHER ███████████▌▒▒▒▒▒▒                       cancel asked at 1h, ends after `cancel_ms`
//! TERMINATE    ███████████│▒▒▒▒▒▒                        killed at 1h, the new one at once
//! ALLOW_ALL    ██████████████                            both run (peak 2)
//!                       ████
//! ```
//!
//! Sources (mechanisms in [`crate::schedulers`]):
//! - Temporal: temporalio/api `temporal/api/enums/v1/schedule.proto` (the policies),
//!   temporalio/temporal `service/worker/scheduler/buffer.go` @4f7435f9 (`processBuffer`),
//!   `service/worker/scheduler/workflow.go` (the buffer is processed when a start is due
//!   and when a run closes; `MaxBufferSize` 1000).
//! - Kubernetes: kubernetes/website `content/en/docs/concepts/workloads/controllers/cron-jobs.md`
//!   @3842a284 (Allow / Forbid / Replace; "when the previous Job run finishes,
//!   `.spec.startingDeadlineSeconds` is still taken into account and may result in a new
//!   Job run"), kubernetes/kubernetes `pkg/controller/cronjob/cronjob_controllerv2.go`
//!   (`syncCronJob`) and `utils.go` (`mostRecentScheduleTime`), kubernetes/website#51861.
//!
//! On the engine: scheduled starts are due at `k × period_ms` for k < `ticks`; the run of
//! start k lasts `durations[k]`, drawn once per start from the seed (stream `durations`,
//! an integer uniform in [`run_ms_min`, `run_ms_max`]) so every policy runs the same
//! work. A run's end at an instant is handled before a start due at it (runs are
//! half-open, [`crate::overlap`]). Temporal: a due start goes into the buffer, which is
//! processed at once and again whenever a tracked run closes (so a buffered start begins
//! the instant the run before it ends); `CANCEL_OTHER` asks the run to cancel and it
//! closes `cancel_ms` later (or at its own end if sooner) — where the systems' docs do not say how long;
//! `TERMINATE_OTHER` ends it at once. Kubernetes: each due time is a controller sync
//! ([`crate::schedulers::kubernetes::sync`]); Forbid skips while a Job is active
//! (`JobAlreadyActive`) and, when that Job finishes, the controller syncs again and
//! starts the **most recent** unmet time if it is within `k8s_starting_deadline_ms`
//! (always, when unset); Replace deletes the active Job (ended at once) and creates the
//! new one. The controller's 10 s poll and pod start-up are not modelled.
//!
//! Reported per policy: runs started; `skipped`, starts that never ran (Temporal's
//! `OverlapSkipped`, a `CANCEL_OTHER` start replaced by a later one in the same pass,
//! a Kubernetes time passed over); `delayed` (`ertelenen`), runs that started after their
//! scheduled time (buffered, or a Forbid catch-up); runs cancelled and terminated; the
//! peak of concurrent runs; lateness (start − scheduled time) mean and max.
//!
//! Limits: at most 10,000 starts, so a run is a few tens of thousands of events.

mod present;
mod simulate;

pub use simulate::{Outcome, PolicyRun, Run, RunEnd, durations, simulate, simulate_policy};

use crate::report::words::Words;
use super::{Model, Seeded};
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind, Param, Reader, ScenarioError};
use crate::schedule::read::uint_in;
pub use crate::schedulers::kubernetes::Concurrency as K8s;
use crate::schedulers::temporal::Overlap;
use crate::sim::{Budget, Exhausted, RunOptions};

/// A policy of one of the two systems.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    Temporal(Overlap),
    Kubernetes(K8s),
}

impl Policy {
    pub const NAMES: [&'static str; 9] = [
        "skip",
        "buffer_one",
        "buffer_all",
        "cancel_other",
        "terminate_other",
        "allow_all",
        "k8s_allow",
        "k8s_forbid",
        "k8s_replace",
    ];
    pub fn from_index(i: usize) -> Policy {
        match i {
            0..6 => Policy::Temporal(Overlap::ALL[i]),
            _ => Policy::Kubernetes(K8s::ALL[i - 6]),
        }
    }
    pub fn index(self) -> usize {
        match self {
            Policy::Temporal(o) => o as usize,
            Policy::Kubernetes(c) => 6 + c as usize,
        }
    }
    pub fn name(self) -> &'static str {
        Self::NAMES[self.index()]
    }
    /// As the system spells it (`SKIP`, `Forbid`).
    pub fn label(self) -> &'static str {
        match self {
            Policy::Temporal(o) => o.name(),
            Policy::Kubernetes(c) => c.name(),
        }
    }
    pub fn system(self) -> &'static str {
        match self {
            Policy::Temporal(_) => "Temporal",
            Policy::Kubernetes(_) => "Kubernetes",
        }
    }
}

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// Between scheduled starts (1000..=2678400000).
    pub period_ms: u64,
    /// Scheduled starts, at `k × period_ms` (1..=10000).
    pub ticks: u32,
    /// A run's length is drawn in [`run_ms_min`, `run_ms_max`] (1..=2678400000).
    pub run_ms_min: u64,
    pub run_ms_max: u64,
    /// `CANCEL_OTHER`: a run asked to cancel closes this much later (0..=86400000).
    pub cancel_ms: u64,
    /// Kubernetes `startingDeadlineSeconds` in ms (`None`: unset, the default).
    pub k8s_starting_deadline_ms: Option<u64>,
    /// Any of [`Policy::NAMES`], each at most once.
    pub policies: Vec<Policy>,
}

/// Most scheduled starts.
pub const MAX_TICKS: u32 = 10_000;

const DAY_MS: i64 = 86_400_000;

/// Every parameter, declared once (defaults: `scenarios/000-overlap-policies.toml`).
pub const PARAMS: &[Param] = &[
    Param::new("period_ms", Kind::Int { min: 1000, max: 31 * DAY_MS }, "3600000", "ms", "between scheduled starts"),
    Param::new(
        "ticks",
        Kind::Int { min: 1, max: MAX_TICKS as i64 },
        "12",
        "starts",
        "scheduled starts, at k × `period_ms`",
    ),
    Param::new(
        "run_ms_min",
        Kind::Int { min: 1, max: 31 * DAY_MS },
        "1200000",
        "ms",
        "shortest run (lengths drawn uniformly, integer ms)",
    ),
    Param::new(
        "run_ms_max",
        Kind::Int { min: 1, max: 31 * DAY_MS },
        "9000000",
        "ms",
        "longest run (at least `run_ms_min`)",
    ),
    Param::new(
        "cancel_ms",
        Kind::Int { min: 0, max: DAY_MS },
        "60000",
        "ms",
        "CANCEL_OTHER: a run asked to cancel closes this much later",
    ),
    Param::new(
        "k8s_starting_deadline_ms",
        Kind::Int { min: 0, max: 31 * DAY_MS },
        "",
        "ms",
        "Kubernetes startingDeadlineSeconds in ms; unset by default (no deadline)",
    ),
    Param::new(
        "policies",
        Kind::Choices(&Policy::NAMES),
        "[\"skip\", \"buffer_one\", \"buffer_all\", \"cancel_other\", \"terminate_other\", \"allow_all\", \"k8s_allow\", \"k8s_forbid\", \"k8s_replace\"]",
        "",
        "Temporal overlap policies and Kubernetes concurrency policies (k8s_…) compared",
    ),
];

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    let run_ms_min = r.uint("run_ms_min")?;
    Ok(Params {
        period_ms: r.uint("period_ms")?,
        ticks: r.uint32("ticks")?,
        run_ms_min,
        run_ms_max: uint_in(&r, "run_ms_max", run_ms_min..=31 * DAY_MS as u64)?,
        cancel_ms: r.uint("cancel_ms")?,
        k8s_starting_deadline_ms: r.uint_opt("k8s_starting_deadline_ms")?,
        policies: r.choices("policies")?.into_iter().map(Policy::from_index).collect(),
    })
}

/// The most events one policy's engine handles: per start its due time and its
/// handling, a run end, a cancel; with margin.
pub fn max_events(p: &Params) -> u64 {
    6 * u64::from(p.ticks) + 10
}

/// The model's registry type.
pub struct OverlapPolicies;

impl Model for OverlapPolicies {
    const NAME: &'static str = "overlap-policies";
    const HEADLINE: &'static [&'static str] = &["runs", "skipped", "peak_concurrent_runs", "late_max_ms"];
    type Seed = Seeded;
    type Params = Params;
    type Outcome = Outcome;
    const PARAMS: &'static [Param] = PARAMS;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        Budget::events(2 * max_events(p) + 1000)
    }
    fn simulate(p: &Params, seed: Seeded, options: &RunOptions) -> Result<Outcome, Exhausted> {
        simulate(p, seed.0, options)
    }
    fn present(p: &Params, o: &Outcome, w: &'static Words) -> Report {
        present::present(p, o, w)
    }
    fn figures(p: &Params, o: &Outcome, w: &'static Words) -> Vec<Figure> {
        present::figures(p, o, w)
    }
}
