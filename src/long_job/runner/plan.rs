//! What one simulation of a job is asked to do: the job, the cancel sources armed for the
//! first run, the fault to inject, and what the world probes and queries.

use crate::long_job::{Pipeline, chunk_count};

/// The cancel sources armed for the first run (all optional).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CancelPlan {
    /// The user stops the job when a report shows at least this percent (the lesson: 40).
    pub user_at_percent: Option<u64>,
    /// The user stops the job at this instant.
    pub user_at_ms: Option<u64>,
    /// `AbortSignal.timeout`: the deadline, counted from the start of the run.
    pub timeout_ms: Option<u64>,
    /// SIGTERM at this instant; the process is killed `drain_ms` later if still running.
    pub shutdown_at_ms: Option<u64>,
    pub drain_ms: u64,
    /// The lease expires (and may be taken over) at this instant; the job cancels itself
    /// `lease_margin_ms` before it.
    pub lease_expires_at_ms: Option<u64>,
    pub lease_margin_ms: u64,
}

impl CancelPlan {
    /// Most world events the armed sources schedule: the user's instant, the timeout,
    /// SIGTERM and its drain deadline, the lease warning and the lease expiry.
    const MAX_EVENTS: u64 = 6;
}

/// Everything one simulation of a job needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    pub job_id: String,
    pub total: u64,
    pub chunk: u64,
    /// Virtual time to process one record.
    pub record_ms: u64,
    /// Virtual time of one store write (state row or result rows).
    pub write_ms: u64,
    pub pipeline: Pipeline,
    /// Whether the loop yields to the event loop after each chunk (`await setImmediate`).
    pub yields: bool,
    pub cancel: CancelPlan,
    /// Kill the process right after this step boundary of the first run.
    pub crash_at_boundary: Option<u64>,
    /// At most this many runs: the first, then resumed runs while the job is not done. A
    /// run that ends `bitti` is the last one (but see [`Plan::lesson_second_run`]).
    pub runs: u32,
    /// Run 2 starts even when run 1 ended `bitti` (if `runs >= 2`): the lesson's script
    /// calls `raporUret` a second time unconditionally, and that call reads `bitti`, writes
    /// it again and prints the `bitti` line. Only the `long-job` model sets it.
    pub lesson_second_run: bool,
    /// Delay before a resumed run starts.
    pub resume_after_ms: u64,
    /// A health probe arrives every this many ms while the job runs …
    pub probe_every_ms: Option<u64>,
    /// … the first one at this instant.
    pub probe_first_ms: u64,
    /// Instants at which a client queries the job's state by id.
    pub query_at_ms: Vec<u64>,
}

impl Plan {
    /// A plan with the lesson's order, yielding, no cancel, no crash, one run.
    pub fn new(total: u64, chunk: u64, record_ms: u64) -> Plan {
        Plan {
            job_id: "rapor-2026-01".into(),
            total,
            chunk,
            record_ms,
            write_ms: 0,
            pipeline: Pipeline::StateThenReport,
            yields: true,
            cancel: CancelPlan::default(),
            crash_at_boundary: None,
            runs: 1,
            lesson_second_run: false,
            resume_after_ms: 0,
            probe_every_ms: None,
            probe_first_ms: 0,
            query_at_ms: Vec::new(),
        }
    }

    /// The most events one simulation of this plan can handle (a bound for budgets).
    ///
    /// Each run starts once and handles at most two events per chunk (the chunk, then the
    /// top of the loop); the cancel sources add at most six, every query one. A probe
    /// comes every `probe_every_ms` until the job is finished, which is at most `runs`
    /// times the slowest run (every record, every chunk's writes) plus the resume delays.
    ///
    /// # Example
    /// ```
    /// use jobsim::long_job::runner::{Plan, simulate};
    /// use jobsim::sim::{Budget, RunOptions};
    /// let mut plan = Plan::new(30_000, 3000, 1);
    /// plan.probe_every_ms = Some(700);
    /// let options = RunOptions { budget: Budget::events(plan.max_events()), ..Default::default() };
    /// assert!(simulate(&plan, &options).is_ok());
    /// ```
    pub fn max_events(&self) -> u64 {
        let chunks = chunk_count(self.total, self.chunk);
        let runs = u64::from(self.runs);
        let job = runs.saturating_mul(chunks.saturating_mul(2).saturating_add(1));
        let probes = match self.probe_every_ms {
            None => 0,
            Some(every) => {
                let writes_ms = chunks.saturating_mul(2).saturating_mul(self.write_ms);
                let run_ms = self.total.saturating_mul(self.record_ms).saturating_add(writes_ms);
                let end_ms = runs.saturating_mul(run_ms.saturating_add(self.resume_after_ms));
                end_ms.saturating_sub(self.probe_first_ms) / every.max(1) + 2
            }
        };
        job.saturating_add(CancelPlan::MAX_EVENTS).saturating_add(self.query_at_ms.len() as u64).saturating_add(probes)
    }
}
