//! What a fleet run produced: typed facts (runs as intervals, pauses, takeovers, the
//! store's log), no bars, no text.

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunEnd {
    /// It wrote its result and released its lease.
    Finished,
    /// It threw: nothing written, the lease still released (`finally`).
    Failed,
    /// Its instance crashed under it: the lease is left to expire.
    Crashed,
    /// Its instance was shut down under it.
    Stopped,
}

/// One run of the job on instance `inst`, over `[start_ms, end_ms)` (half-open: a run
/// ending at t and one starting at t do not overlap).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    pub inst: usize,
    pub start_ms: u64,
    pub end_ms: u64,
    /// The fencing token it ran with (0 when unlocked).
    pub token: u64,
    pub end: RunEnd,
}

/// A stop-the-world pause of instance `inst`, over `[start_ms, end_ms)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pause {
    pub inst: usize,
    pub start_ms: u64,
    pub end_ms: u64,
}

/// A trigger of instance `inst` that did not get the right to run (the lease was held),
/// at the instant the store refused it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Skip {
    pub time_ms: u64,
    pub inst: usize,
}

/// An acquire that took over another owner's expired lease.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Takeover {
    pub time_ms: u64,
    pub inst: usize,
}

/// A run's `finally` (or a finished run's release) asking the lease table to delete
/// `inst`'s lease: `deleted` is false when the row was no longer `inst`'s (another
/// instance had taken the expired lease).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Release {
    pub time_ms: u64,
    pub inst: usize,
    pub deleted: bool,
}

/// One operation applied by the store (the lease table or the fenced resource).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoreOp {
    /// The lease table gave `inst` the lease with fencing token `token` (an atomic
    /// acquire, or the write of a check-then-set).
    LeaseIssued { time_ms: u64, inst: usize, token: u64 },
    /// `inst` wrote to the resource with `token`; `accepted` is the resource's answer.
    Written { time_ms: u64, inst: usize, token: u64, accepted: bool },
}

/// What one fleet run produced.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FleetOutcome {
    /// Every run, in the order the runs ended (each ends: at its `RunFinished`, or when
    /// its instance goes down).
    pub runs: Vec<Run>,
    /// Triggers that did not get the lease (`atlanan`), in the order they were refused.
    pub skips: Vec<Skip>,
    /// Most runs in progress at one instant (`es zamanli zirve`), runs being half-open
    /// intervals ([`crate::overlap`]).
    pub peak: u32,
    pub takeovers: Vec<Takeover>,
    /// Every pause, in the order they started.
    pub pauses: Vec<Pause>,
    /// Every release, in the order they happened (none when unlocked).
    pub releases: Vec<Release>,
    pub writes_accepted: u32,
    pub stale_writes_accepted: u32,
    pub stale_writes_rejected: u32,
    /// Every lease the table handed out and every write to the resource, in the order the
    /// store applied them: enough to check fencing against the lease history.
    pub store_log: Vec<StoreOp>,
}

impl FleetOutcome {
    /// Runs started (`kosum`).
    pub fn runs_started(&self) -> usize {
        self.runs.len()
    }

    /// Triggers that did not get the lease (`atlanan`).
    pub fn skipped(&self) -> u32 {
        self.skips.len() as u32
    }

    /// When instance `inst` first started a run.
    pub fn first_start_ms(&self, inst: usize) -> Option<u64> {
        self.runs.iter().filter(|r| r.inst == inst).map(|r| r.start_ms).min()
    }
}
