//! A long job as a process on the engine (lesson 001): the chunk loop, the durable state,
//! progress reports, the four cancel sources, crashes and resumed runs.
//!
//! ```text
//! RunStarted ─► read state ─► check ──► ChunkProcessed (len × record_ms later)
//!                               ▲         │ steps of the Pipeline (write state, report, …)
//!                               │         ▼
//!                               └─ NextChunkDue (yield: probes are answered here)
//! world: CancelRequested (user/timeout/lease), SigtermReceived → DrainDeadlinePassed (kill),
//!        LeaseExpired, ProbeArrived, StateQueried, RunStarted of the next run
//! ```
//!
//! The job process owns `ChunkProcessed` and `NextChunkDue` (sent with [`Sim::send_in`]),
//! so a crash or a hard kill drops the chunk in flight together with the in-memory
//! counters; only the [`JobStore`] and the result rows survive. Every run has its own
//! cancel signal (the lesson makes a new `AbortController` per run); the cancel sources of
//! a [`Plan`] apply to the first run. With several sources armed the first raise wins: its
//! source is the `reason` the run stores with `iptal`, and later raises are ignored (every
//! raise and what it did is in [`Outcome::raises`]). The signal is read only at the check
//! before each chunk, and only while records remain: a cancel raised while the last chunk
//! is reported is never seen, and that run ends `bitti` (as in the lesson's code).
//!
//! **Crash points.** The step boundaries of the first run are numbered: 0 is right after
//! the state was read, then one after each processed chunk, one after each step of the
//! pipeline, and one after the final `bitti` write. `crash_at_boundary = Some(k)` kills the
//! process right after boundary `k`; the next run resumes from the store.
//!
//! Steps after a chunk take no virtual time except store writes (`write_ms` each), which
//! delay the next check. The final `bitti`/`iptal` write is not counted in that delay.

use super::{
    CancelSignal, CancelSource, Cancellation, JobState, JobStore, JobView, Pipeline, Status, Step, chunk_count,
    chunk_len, gun_sum, percent,
};
use crate::sim::{Millis, Sim, TraceRow};

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
    pub trace: bool,
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
            trace: false,
        }
    }
}

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
    /// Result-row commits per chunk index (only for pipelines that write rows).
    pub row_commits: Vec<u32>,
    /// How many times each chunk was processed (in memory), per chunk index.
    pub processed_times: Vec<u32>,
    /// Records processed again after a report had already told the client they were done.
    pub double_reported_records: u64,
    /// Step boundaries the first run reached (the crash points of a crash-free run).
    pub first_run_boundaries: u64,
    /// Each probe's latency, answered − arrived in ms, for the probes that arrived while a
    /// run was active (only those wait for the loop).
    pub probe_latencies_ms: Vec<u64>,
    /// Probes that arrived while no run was active (between runs, or after the job ended):
    /// the loop was idle and answered them at once; they are not in `probe_latencies_ms`.
    pub idle_probes: u64,
    /// `(instant, view)` for every query in [`Plan::query_at_ms`].
    pub queries: Vec<(Millis, Option<JobView>)>,
    /// When the lease expired, whether the first run was still running (two holders).
    pub lease_overrun: Option<bool>,
    /// Every raise of a cancel signal, in order, with what it did: with several sources
    /// armed, the first raises the signal and every later one is ignored.
    pub raises: Vec<RaiseAttempt>,
    pub trace: Vec<TraceRow>,
}

impl Outcome {
    /// The expected final accumulator of a completed job.
    pub fn expected_accumulator(total: u64) -> u64 {
        gun_sum(0, total)
    }

    /// Records of the chunk with this index.
    pub fn chunk_records(plan: &Plan, index: usize) -> u64 {
        let start = index as u64 * plan.chunk;
        plan.chunk.min(plan.total - start)
    }

    /// Records whose result rows were committed more than once.
    pub fn duplicate_row_records(&self, plan: &Plan) -> u64 {
        (0..self.row_commits.len())
            .map(|i| u64::from(self.row_commits[i].saturating_sub(1)) * Self::chunk_records(plan, i))
            .sum()
    }

    /// Records that have no result row although the job is done.
    pub fn lost_row_records(&self, plan: &Plan) -> u64 {
        (0..self.row_commits.len()).filter(|&i| self.row_commits[i] == 0).map(|i| Self::chunk_records(plan, i)).sum()
    }

    /// Records processed more than once (in-memory work lost to a crash and redone).
    pub fn reworked_records(&self, plan: &Plan) -> u64 {
        (0..self.processed_times.len())
            .map(|i| u64::from(self.processed_times[i].saturating_sub(1)) * Self::chunk_records(plan, i))
            .sum()
    }

    /// The final stored state.
    pub fn final_state(&self, plan: &Plan) -> Option<JobState> {
        self.store.get(&plan.job_id)
    }
}

#[derive(Clone, Copy, Debug)]
enum Event {
    /// A run of the job starts (first run, or a resumed one).
    RunStarted { run: u32 },
    /// The job finished reading a chunk's records (in memory).
    ChunkProcessed { run: u32, start: u64, len: u64 },
    /// The job is back at the top of its loop; `yielded` if it went through the event loop.
    NextChunkDue { run: u32, yielded: bool },
    /// A user, timeout or lease source raised the signal.
    CancelRequested { run: u32, source: CancelSource },
    /// The service received SIGTERM.
    SigtermReceived { run: u32 },
    /// The drain period after SIGTERM is over.
    DrainDeadlinePassed { run: u32 },
    /// The job's lease ran out.
    LeaseExpired { run: u32 },
    /// A health probe reached the process.
    ProbeArrived,
    /// A client asked for the job's state by id.
    StateQueried,
}

struct Runner<'p> {
    plan: &'p Plan,
    sim: Sim<Event>,
    job: crate::sim::ProcessId,
    out: Outcome,
    // In memory of the current run: lost at a crash.
    run: u32,
    active: bool,
    processed: u64,
    accumulator: u64,
    signal: CancelSignal,
    run_start: Millis,
    start_processed: u64,
    last_check: Option<(Millis, u64)>,
    max_gap: (u64, u64),
    checks: u64,
    // Bookkeeping of the world.
    boundary: u64,
    crash_at: Option<u64>,
    client_max_reported: u64,
    pending_probes: Vec<Millis>,
    finished: bool,
}

/// Simulates the plan on the engine.
pub fn simulate(plan: &Plan) -> Outcome {
    assert!(plan.total > 0 && plan.chunk > 0 && plan.runs > 0, "validated plan: {plan:?}");
    let chunks = chunk_count(plan.total, plan.chunk) as usize;
    let mut sim = Sim::legacy(plan.trace);
    let job = sim.spawn("job");
    let mut r = Runner {
        plan,
        sim,
        job,
        out: Outcome {
            runs: Vec::new(),
            reports: Vec::new(),
            store: JobStore::default(),
            row_commits: if plan.pipeline.writes_rows() { vec![0; chunks] } else { Vec::new() },
            processed_times: vec![0; chunks],
            double_reported_records: 0,
            first_run_boundaries: 0,
            probe_latencies_ms: Vec::new(),
            idle_probes: 0,
            queries: Vec::new(),
            lease_overrun: None,
            raises: Vec::new(),
            trace: Vec::new(),
        },
        run: 0,
        active: false,
        processed: 0,
        accumulator: 0,
        signal: CancelSignal::default(),
        run_start: Millis::ZERO,
        start_processed: 0,
        last_check: None,
        max_gap: (0, 0),
        checks: 0,
        boundary: 0,
        crash_at: plan.crash_at_boundary,
        client_max_reported: 0,
        pending_probes: Vec::new(),
        finished: false,
    };
    r.arm_world();
    while let Some(event) = r.sim.next_legacy() {
        r.handle(event);
    }
    let now = r.sim.now();
    r.answer_probes(now);
    r.out.trace = r.sim.take_trace();
    r.out
}

impl Runner<'_> {
    fn arm_world(&mut self) {
        let c = &self.plan.cancel;
        self.sim.schedule_at(Millis::ZERO, Event::RunStarted { run: 1 });
        if let Some(at) = c.user_at_ms {
            self.sim.schedule_at(Millis(at), Event::CancelRequested { run: 1, source: CancelSource::User });
        }
        if let Some(ms) = c.timeout_ms {
            self.sim.schedule_at(Millis(ms), Event::CancelRequested { run: 1, source: CancelSource::Timeout });
        }
        if let Some(at) = c.shutdown_at_ms {
            self.sim.schedule_at(Millis(at), Event::SigtermReceived { run: 1 });
        }
        if let Some(at) = c.lease_expires_at_ms {
            let warn = at.saturating_sub(c.lease_margin_ms);
            self.sim.schedule_at(Millis(warn), Event::CancelRequested { run: 1, source: CancelSource::LeaseExpiry });
            self.sim.schedule_at(Millis(at), Event::LeaseExpired { run: 1 });
        }
        if self.plan.probe_every_ms.is_some() {
            self.sim.schedule_at(Millis(self.plan.probe_first_ms), Event::ProbeArrived);
        }
        for &at in &self.plan.query_at_ms {
            self.sim.schedule_at(Millis(at), Event::StateQueried);
        }
    }

    fn current(&self, run: u32) -> bool {
        self.active && self.run == run
    }

    fn handle(&mut self, event: Event) {
        let now = self.sim.now();
        match event {
            Event::RunStarted { run } => {
                if !self.sim.is_up(self.job) {
                    self.sim.restart(self.job);
                }
                let (processed, accumulator) = self.out.store.resume_point(&self.plan.job_id);
                self.run = run;
                self.active = true;
                self.processed = processed;
                self.accumulator = accumulator;
                self.signal = CancelSignal::default();
                self.run_start = now;
                self.start_processed = processed;
                self.last_check = None;
                self.max_gap = (0, 0);
                self.checks = 0;
                self.sim.trace("job/0", "RunStarted", || format!("run={run} processed={processed}"));
                if self.boundary_reached() {
                    return;
                }
                self.check_and_continue();
            }
            Event::ChunkProcessed { run, start, len } => {
                assert!(self.current(run), "a chunk of a dead run was delivered");
                assert_eq!(start, self.processed, "a chunk must start where the last one ended");
                let index = (start / self.plan.chunk) as usize;
                self.out.processed_times[index] += 1;
                let overlap = (start + len).min(self.client_max_reported).saturating_sub(start);
                self.out.double_reported_records += overlap;
                self.processed += len;
                self.accumulator += gun_sum(start, len);
                self.sim.trace("job/0", "ChunkProcessed", || format!("start={start} records={len}"));
                if self.boundary_reached() {
                    return;
                }
                let mut writes = 0u64;
                for &step in self.plan.pipeline.steps() {
                    match step {
                        Step::WriteState => {
                            self.write_state(Status::Running);
                            writes += 1;
                        }
                        Step::WriteRows => {
                            self.out.row_commits[index] += 1;
                            self.sim.trace("store", "RowsCommitted", || format!("chunk={index}"));
                            writes += 1;
                        }
                        Step::CommitRowsAndState => {
                            self.out.row_commits[index] += 1;
                            self.write_state(Status::Running);
                            writes += 1;
                        }
                        Step::Report => self.report(),
                    }
                    if self.boundary_reached() {
                        return;
                    }
                }
                let delay = writes * self.plan.write_ms;
                self.sim.send_in(self.job, delay, Event::NextChunkDue { run, yielded: self.plan.yields });
            }
            Event::NextChunkDue { run, yielded } => {
                assert!(self.current(run), "a step of a dead run was delivered");
                if yielded {
                    self.answer_probes(now);
                }
                self.check_and_continue();
            }
            Event::CancelRequested { run, source } => {
                if self.raise(run, source) {
                    self.sim.trace("job/0", "CancelRequested", || format!("source={}", source.name()));
                }
            }
            Event::SigtermReceived { run } => {
                let current = self.current(run);
                self.raise(run, CancelSource::Shutdown);
                if current {
                    self.sim.trace("service", "SigtermReceived", String::new);
                    self.sim.schedule_in(self.plan.cancel.drain_ms, Event::DrainDeadlinePassed { run });
                }
            }
            Event::DrainDeadlinePassed { run } => {
                if self.current(run) {
                    self.sim.trace("service", "ProcessKilled", || "drain deadline passed".into());
                    self.sim.crash(self.job);
                    self.end_run(RunEnd::Killed);
                }
            }
            Event::LeaseExpired { run } => {
                let still_running = self.current(run);
                self.out.lease_overrun = Some(still_running);
                self.sim.trace("lease", "LeaseExpired", || format!("job_still_running={still_running}"));
            }
            Event::ProbeArrived => {
                if self.active {
                    self.pending_probes.push(now);
                } else {
                    self.out.idle_probes += 1;
                }
                if !self.finished
                    && let Some(every) = self.plan.probe_every_ms
                {
                    self.sim.schedule_in(every, Event::ProbeArrived);
                }
            }
            Event::StateQueried => {
                let view = self.out.store.query(&self.plan.job_id, self.plan.total);
                self.out.queries.push((now, view));
            }
        }
    }

    /// Counts a step boundary of the first run; kills the process there if asked to.
    /// Returns true when the run crashed.
    fn boundary_reached(&mut self) -> bool {
        if self.run != 1 {
            return false;
        }
        let k = self.boundary;
        self.boundary += 1;
        self.out.first_run_boundaries = self.boundary;
        if self.crash_at == Some(k) {
            self.crash_at = None;
            self.sim.trace("job/0", "ProcessCrashed", || format!("boundary={k}"));
            self.sim.crash(self.job);
            self.end_run(RunEnd::Crashed { boundary: k });
            return true;
        }
        false
    }

    /// The top of the loop: `while (islenen < TOPLAM) { signal.throwIfAborted(); … }`.
    fn check_and_continue(&mut self) {
        let now = self.sim.now();
        // The gap since the previous loop top, including the final exit: a signal raised
        // just after one check waits this long (or the run ends first).
        if let Some((t, p)) = self.last_check {
            self.max_gap.0 = self.max_gap.0.max(now.since(t));
            self.max_gap.1 = self.max_gap.1.max(self.processed - p);
        }
        self.last_check = Some((now, self.processed));
        if self.processed >= self.plan.total {
            // The loop condition fails first: a signal raised now is never seen.
            self.write_state(Status::Done);
            let acc = self.accumulator;
            self.sim.trace("job/0", "JobCompleted", || format!("accumulator={acc}"));
            if self.boundary_reached() {
                return;
            }
            self.end_run(RunEnd::Done);
            return;
        }
        self.checks += 1;
        if let Some(raised) = self.signal.raised() {
            self.write_state(Status::Cancelled);
            let c = Cancellation { raised, stopped_at: now, processed: self.processed, accumulator: self.accumulator };
            self.sim.trace("job/0", "JobCancelled", || {
                format!("source={} processed={}", raised.source.name(), c.processed)
            });
            self.end_run(RunEnd::Cancelled(c));
            return;
        }
        let start = self.processed;
        let len = chunk_len(start, self.plan.total, self.plan.chunk);
        let run = self.run;
        self.sim.send_in(self.job, len * self.plan.record_ms, Event::ChunkProcessed { run, start, len });
    }

    fn write_state(&mut self, status: Status) {
        let reason = if status == Status::Cancelled { self.signal.raised().map(|r| r.source) } else { None };
        let state = JobState { status, processed: self.processed, accumulator: self.accumulator, reason };
        self.out.store.write(self.sim.now(), &self.plan.job_id, state);
        self.sim.trace("store", "StateWritten", || {
            format!("status={} processed={} accumulator={}", status.label(), state.processed, state.accumulator)
        });
    }

    fn report(&mut self) {
        let pct = percent(self.processed, self.plan.total);
        let report = ProgressReport { run: self.run, at: self.sim.now(), percent: pct, processed: self.processed };
        self.out.reports.push(report);
        self.client_max_reported = self.client_max_reported.max(self.processed);
        let processed = self.processed;
        self.sim.trace("job/0", "ProgressReported", || format!("percent={pct} processed={processed}"));
        // The lesson's callback raises the user's cancel when the threshold is reached.
        if self.run == 1
            && let Some(th) = self.plan.cancel.user_at_percent
            && pct >= th as f64
            && self.raise(1, CancelSource::User)
        {
            self.sim.trace("job/0", "CancelRequested", || "source=user".into());
        }
    }

    /// `source` raises run `run`'s signal (recorded with the processed records committed
    /// now); logs what the raise did. Returns true when it raised the signal.
    fn raise(&mut self, run: u32, source: CancelSource) -> bool {
        let now = self.sim.now();
        let effect = if !self.current(run) {
            RaiseEffect::RunOver
        } else {
            let committed = self.out.store.resume_point(&self.plan.job_id).0;
            if self.signal.raise(source, now, committed) { RaiseEffect::Raised } else { RaiseEffect::AlreadyRaised }
        };
        self.out.raises.push(RaiseAttempt { run, source, at: now, effect });
        effect == RaiseEffect::Raised
    }

    fn answer_probes(&mut self, now: Millis) {
        for arrived in self.pending_probes.drain(..) {
            self.out.probe_latencies_ms.push(now.since(arrived));
        }
    }

    fn end_run(&mut self, how: RunEnd) {
        let now = self.sim.now();
        self.active = false;
        self.out.runs.push(RunRecord {
            run: self.run,
            start: self.run_start,
            end: now,
            start_processed: self.start_processed,
            how,
            max_check_gap_ms: self.max_gap.0,
            max_check_gap_records: self.max_gap.1,
            checks: self.checks,
            stored: self.out.store.get(&self.plan.job_id),
        });
        // The loop is free again: waiting probes are answered.
        self.answer_probes(now);
        // A finished job is not resumed (except by the lesson's second call).
        let resumable = how != RunEnd::Done || (self.run == 1 && self.plan.lesson_second_run);
        if resumable && self.run < self.plan.runs {
            self.sim.schedule_in(self.plan.resume_after_ms, Event::RunStarted { run: self.run + 1 });
        } else {
            self.finished = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lesson_run_cancels_at_forty_percent_and_resumes() {
        let mut plan = Plan::new(30_000, 3000, 1);
        plan.cancel.user_at_percent = Some(40);
        plan.runs = 2;
        let o = simulate(&plan);
        assert_eq!(o.runs.len(), 2);
        let RunEnd::Cancelled(c) = o.runs[0].how else { panic!("{:?}", o.runs[0]) };
        assert_eq!((c.processed, c.accumulator, c.latency_records()), (12_000, 174_000, 0));
        assert_eq!(o.runs[1].how, RunEnd::Done);
        assert_eq!(o.final_state(&plan).unwrap().accumulator, 435_000);
        assert_eq!(o.reports.len(), 10);
    }

    #[test]
    fn only_probes_that_arrive_during_a_run_have_a_latency() {
        // 3000 records at 1 ms in chunks of 1000; probes at 500, 1500, 2500 (during the
        // run) and 3500 (after it ended: idle, not counted).
        let mut plan = Plan::new(3000, 1000, 1);
        plan.probe_every_ms = Some(1000);
        plan.probe_first_ms = 500;
        let o = simulate(&plan);
        assert_eq!(o.probe_latencies_ms, vec![500, 500, 500]);
        assert_eq!(o.idle_probes, 1);
    }

    #[test]
    fn a_crash_after_the_report_but_before_the_state_double_reports() {
        let mut plan = Plan::new(30, 10, 1);
        plan.pipeline = Pipeline::ReportThenState;
        plan.runs = 2;
        // boundaries: 0 start, 1 processed, 2 reported, …
        plan.crash_at_boundary = Some(2);
        let o = simulate(&plan);
        assert_eq!(o.double_reported_records, 10);
        assert_eq!(o.final_state(&plan).unwrap().accumulator, gun_sum(0, 30));
    }
}
