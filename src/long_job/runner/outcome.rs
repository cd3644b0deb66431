//! What a simulation of a job observed: its runs, its reports, the store it left, every
//! raise of a cancel signal, and each observer's own record.

use super::faults::Boundary;
use super::ledger::Ledger;
use super::plan::Plan;
use super::probes::ProbeLog;
use crate::long_job::{CancelSource, Cancellation, JobState, JobStore, JobView};
use crate::sim::Millis;

/// One progress report (`bildir`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ProgressReport {
    pub run: u32,
    pub at: Millis,
    pub percent: f64,
    pub processed: u64,
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunEnd {
    /// The loop finished; `bitti` was written.
    Done,
    /// The signal was seen at a chunk boundary; `iptal` was written.
    Cancelled(Cancellation),
    /// Hard kill after the shutdown drain deadline: no final write.
    Killed,
    /// An injected crash at a step boundary: no final write.
    Crashed { boundary: u64 },
}

/// What one raise of a run's cancel signal did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RaiseEffect {
    /// The signal was not raised yet: this source's reason is the one the run stores.
    Raised,
    /// Ignored: another source had already raised the signal (the first one wins).
    AlreadyRaised,
    /// Ignored: the run it was aimed at had already ended.
    RunOver,
}

impl RaiseEffect {
    /// The snake_case name used in CSV.
    pub fn name(self) -> &'static str {
        match self {
            RaiseEffect::Raised => "raised",
            RaiseEffect::AlreadyRaised => "already_raised",
            RaiseEffect::RunOver => "run_over",
        }
    }
}

/// One source raising a run's cancel signal (SIGTERM's arrival for a shutdown).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RaiseAttempt {
    pub run: u32,
    pub source: CancelSource,
    pub at: Millis,
    pub effect: RaiseEffect,
}

/// One run of the job.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunRecord {
    pub run: u32,
    pub start: Millis,
    pub end: Millis,
    /// Records already committed when it started (where it resumed from).
    pub start_processed: u64,
    pub how: RunEnd,
    /// The largest gap between two consecutive tops of the loop (signal checks and the
    /// final exit), in ms and in records: the worst-case cancel latency this run had.
    pub max_check_gap_ms: u64,
    pub max_check_gap_records: u64,
    /// Checks of the signal (one per chunk boundary).
    pub checks: u64,
    /// The stored row when the run ended (what a client or the next run sees).
    pub stored: Option<JobState>,
}

/// Everything a simulation observed.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    pub runs: Vec<RunRecord>,
    pub reports: Vec<ProgressReport>,
    /// The durable store at the end (with its write history).
    pub store: JobStore,
    /// Every raise of a cancel signal, in order, with what it did: with several sources
    /// armed, the first raises the signal and every later one is ignored.
    pub raises: Vec<RaiseAttempt>,
    /// The step boundaries the first run passed, in order: boundary `k` is
    /// `boundaries[k]` (a crash-free first run passes every crash point).
    pub boundaries: Vec<Boundary>,
    /// Crash accounting: what was processed, committed and reported how many times.
    pub ledger: Ledger,
    /// The health probes and how long each waited.
    pub probes: ProbeLog,
    /// `(instant, view)` for every query in [`Plan::query_at_ms`].
    pub queries: Vec<(Millis, Option<JobView>)>,
    /// When the lease expired, whether the first run was still running (two holders).
    pub lease_overrun: Option<bool>,
}

impl Outcome {
    /// The final stored state.
    pub fn final_state(&self, plan: &Plan) -> Option<JobState> {
        self.store.get(&plan.job_id)
    }
}
