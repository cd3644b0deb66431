//! The job loop alone: runs, chunks, the steps of the pipeline after each chunk, the
//! cancel signal read at the top of the loop, and the durable store.
//!
//! ```text
//! RunStarted ─► read state ─► top of loop ─► ChunkProcessed ─► steps ─► NextChunkDue ─┐
//!                                ▲  (signal? ─► write `iptal`; done? ─► write `bitti`)  │
//!                                └──────────────────────────────────────────────────────┘
//! ```
//!
//! The loop tells an [`Observer`] what it does (step boundaries, chunks, row commits,
//! reports, moments it is free); the observers decide nothing about the job except where
//! the fault injector kills it.

use super::Event;
use super::faults::Boundary;
use super::outcome::{ProgressReport, RaiseAttempt, RaiseEffect, RunEnd, RunRecord};
use super::plan::Plan;
use crate::long_job::{
    CancelSignal, CancelSource, Cancellation, JobState, JobStore, Status, Step, chunk_len, gun_sum, percent,
};
use crate::sim::{Millis, ProcessId, Sim};

/// The trace name of the job process.
const JOB: &str = "job/0";

/// What the job loop tells the world as it runs.
pub(super) trait Observer {
    /// Run `run` passed `boundary`; `Some(k)` kills the process right here (boundary `k`).
    fn crash_after(&mut self, run: u32, boundary: Boundary) -> Option<u64>;
    /// Chunk `index`'s records `start..start + len` were processed in memory.
    fn chunk_processed(&mut self, index: usize, start: u64, len: u64);
    /// Chunk `index`'s result rows were committed.
    fn rows_committed(&mut self, index: usize);
    /// A progress report reached the client.
    fn reported(&mut self, report: &ProgressReport);
    /// The loop is free: it yielded to the event loop, or its run ended.
    fn loop_free(&mut self, sim: &mut Sim<Event>);
}

/// What the current run keeps in memory: lost when the process dies.
struct RunMemory {
    run: u32,
    processed: u64,
    accumulator: u64,
    signal: CancelSignal,
    start: Millis,
    start_processed: u64,
    last_check: Option<(Millis, u64)>,
    /// The largest gap between two tops of the loop: `(ms, records)`.
    max_gap: (u64, u64),
    checks: u64,
}

impl RunMemory {
    fn new(run: u32, start: Millis, processed: u64, accumulator: u64) -> RunMemory {
        RunMemory {
            run,
            processed,
            accumulator,
            signal: CancelSignal::default(),
            start,
            start_processed: processed,
            last_check: None,
            max_gap: (0, 0),
            checks: 0,
        }
    }
}

/// The job process, its current run and what outlives it.
pub(super) struct Job<'p> {
    plan: &'p Plan,
    pid: ProcessId,
    active: bool,
    finished: bool,
    mem: RunMemory,
    pub(super) store: JobStore,
    pub(super) runs: Vec<RunRecord>,
    pub(super) reports: Vec<ProgressReport>,
    pub(super) raises: Vec<RaiseAttempt>,
}

impl<'p> Job<'p> {
    /// The job process, not started yet; its first run starts at t=0.
    pub(super) fn new(plan: &'p Plan, sim: &mut Sim<Event>) -> Job<'p> {
        let pid = sim.spawn_down("job");
        sim.schedule_at(Millis::ZERO, Event::RunStarted { run: 1 });
        Job {
            plan,
            pid,
            active: false,
            finished: false,
            mem: RunMemory::new(0, Millis::ZERO, 0, 0),
            store: JobStore::default(),
            runs: Vec::new(),
            reports: Vec::new(),
            raises: Vec::new(),
        }
    }

    /// Whether run `run` is the one running now.
    pub(super) fn is_current(&self, run: u32) -> bool {
        self.active && self.mem.run == run
    }

    /// Whether a run is running now.
    pub(super) fn is_active(&self) -> bool {
        self.active
    }

    /// Whether the last run has ended (no run follows).
    pub(super) fn is_finished(&self) -> bool {
        self.finished
    }

    /// `RunStarted`: the process is started if it is down, the state is read.
    pub(super) fn start_run(&mut self, run: u32, sim: &mut Sim<Event>, obs: &mut impl Observer) {
        if !sim.is_up(self.pid) {
            sim.start(self.pid);
        }
        let (processed, accumulator) = self.store.resume_point(&self.plan.job_id);
        self.active = true;
        self.mem = RunMemory::new(run, sim.now(), processed, accumulator);
        sim.trace(JOB, "RunStarted", || format!("run={run} processed={processed}"));
        if self.passed(Boundary::RunStarted, sim, obs) {
            return;
        }
        self.check_and_continue(sim, obs);
    }

    /// `ChunkProcessed`: the chunk is counted, then the steps of the pipeline run.
    pub(super) fn chunk_processed(
        &mut self,
        run: u32,
        start: u64,
        len: u64,
        sim: &mut Sim<Event>,
        obs: &mut impl Observer,
    ) {
        assert!(self.is_current(run), "a chunk of a dead run was delivered");
        assert_eq!(start, self.mem.processed, "a chunk must start where the last one ended");
        let chunk = start / self.plan.chunk;
        let index = chunk as usize;
        obs.chunk_processed(index, start, len);
        self.mem.processed += len;
        self.mem.accumulator += gun_sum(start, len);
        sim.trace(JOB, "ChunkProcessed", || format!("start={start} records={len}"));
        if self.passed(Boundary::ChunkProcessed { chunk }, sim, obs) {
            return;
        }
        let mut writes = 0u64;
        for &step in self.plan.pipeline.steps() {
            match step {
                Step::WriteState => {
                    self.write_state(Status::Running, sim);
                    writes += 1;
                }
                Step::WriteRows => {
                    obs.rows_committed(index);
                    sim.trace("store", "RowsCommitted", || format!("chunk={index}"));
                    writes += 1;
                }
                Step::CommitRowsAndState => {
                    obs.rows_committed(index);
                    self.write_state(Status::Running, sim);
                    writes += 1;
                }
                Step::Report => self.report(sim, obs),
            }
            if self.passed(Boundary::StepDone { chunk, step }, sim, obs) {
                return;
            }
        }
        let next = Event::NextChunkDue { run, yielded: self.plan.yields };
        sim.send_in(self.pid, writes * self.plan.write_ms, next);
    }

    /// `NextChunkDue`: the loop is free if it yielded, then back to its top.
    pub(super) fn next_chunk_due(&mut self, run: u32, yielded: bool, sim: &mut Sim<Event>, obs: &mut impl Observer) {
        assert!(self.is_current(run), "a step of a dead run was delivered");
        if yielded {
            obs.loop_free(sim);
        }
        self.check_and_continue(sim, obs);
    }

    /// The run passed a step boundary; if the fault injector kills the process here, the
    /// run ends crashed (true).
    fn passed(&mut self, boundary: Boundary, sim: &mut Sim<Event>, obs: &mut impl Observer) -> bool {
        let Some(k) = obs.crash_after(self.mem.run, boundary) else {
            return false;
        };
        sim.trace(JOB, "ProcessCrashed", || format!("boundary={k}"));
        sim.crash(self.pid);
        self.end_run(RunEnd::Crashed { boundary: k }, sim, obs);
        true
    }

    /// The top of the loop: `while (islenen < TOPLAM) { signal.throwIfAborted(); … }`.
    fn check_and_continue(&mut self, sim: &mut Sim<Event>, obs: &mut impl Observer) {
        let now = sim.now();
        let m = &mut self.mem;
        // The gap since the previous loop top, including the final exit: a signal raised
        // just after one check waits this long (or the run ends first).
        if let Some((t, p)) = m.last_check {
            m.max_gap.0 = m.max_gap.0.max(now.since(t));
            m.max_gap.1 = m.max_gap.1.max(m.processed - p);
        }
        m.last_check = Some((now, m.processed));
        if m.processed >= self.plan.total {
            // The loop condition fails first: a signal raised now is never seen.
            self.write_state(Status::Done, sim);
            let acc = self.mem.accumulator;
            sim.trace(JOB, "JobCompleted", || format!("accumulator={acc}"));
            if self.passed(Boundary::DoneWritten, sim, obs) {
                return;
            }
            self.end_run(RunEnd::Done, sim, obs);
            return;
        }
        m.checks += 1;
        if let Some(raised) = m.signal.raised() {
            let c = Cancellation { raised, stopped_at: now, processed: m.processed, accumulator: m.accumulator };
            self.write_state(Status::Cancelled, sim);
            sim.trace(JOB, "JobCancelled", || format!("source={} processed={}", raised.source.name(), c.processed));
            self.end_run(RunEnd::Cancelled(c), sim, obs);
            return;
        }
        let (run, start) = (m.run, m.processed);
        let len = chunk_len(start, self.plan.total, self.plan.chunk);
        sim.send_in(self.pid, len * self.plan.record_ms, Event::ChunkProcessed { run, start, len });
    }

    fn write_state(&mut self, status: Status, sim: &mut Sim<Event>) {
        let m = &self.mem;
        let reason = if status == Status::Cancelled { m.signal.raised().map(|r| r.source) } else { None };
        let state = JobState { status, processed: m.processed, accumulator: m.accumulator, reason };
        self.store.write(sim.now(), &self.plan.job_id, state);
        sim.trace("store", "StateWritten", || {
            format!("status={} processed={} accumulator={}", status.label(), state.processed, state.accumulator)
        });
    }

    /// `bildir(...)`: the progress report, and the lesson's callback that presses stop
    /// when the report shows the threshold.
    fn report(&mut self, sim: &mut Sim<Event>, obs: &mut impl Observer) {
        let (run, processed) = (self.mem.run, self.mem.processed);
        let pct = percent(processed, self.plan.total);
        let report = ProgressReport { run, at: sim.now(), percent: pct, processed };
        self.reports.push(report);
        obs.reported(&report);
        sim.trace(JOB, "ProgressReported", || format!("percent={pct} processed={processed}"));
        if run == 1
            && let Some(th) = self.plan.cancel.user_at_percent
            && pct >= th as f64
            && self.raise(1, CancelSource::User, sim.now())
        {
            sim.trace(JOB, "CancelRequested", || "source=user".into());
        }
    }

    /// `source` raises run `run`'s signal (recorded with the records committed now); logs
    /// what the raise did. Returns true when it raised the signal.
    pub(super) fn raise(&mut self, run: u32, source: CancelSource, now: Millis) -> bool {
        let effect = if !self.is_current(run) {
            RaiseEffect::RunOver
        } else {
            let committed = self.store.resume_point(&self.plan.job_id).0;
            if self.mem.signal.raise(source, now, committed) { RaiseEffect::Raised } else { RaiseEffect::AlreadyRaised }
        };
        self.raises.push(RaiseAttempt { run, source, at: now, effect });
        effect == RaiseEffect::Raised
    }

    /// A hard kill (the drain deadline after SIGTERM): no final write.
    pub(super) fn kill(&mut self, sim: &mut Sim<Event>, obs: &mut impl Observer) {
        sim.crash(self.pid);
        self.end_run(RunEnd::Killed, sim, obs);
    }

    fn end_run(&mut self, how: RunEnd, sim: &mut Sim<Event>, obs: &mut impl Observer) {
        let m = &self.mem;
        self.active = false;
        self.runs.push(RunRecord {
            run: m.run,
            start: m.start,
            end: sim.now(),
            start_processed: m.start_processed,
            how,
            max_check_gap_ms: m.max_gap.0,
            max_check_gap_records: m.max_gap.1,
            checks: m.checks,
            stored: self.store.get(&self.plan.job_id),
        });
        let run = m.run;
        // The loop is free again: waiting probes are answered.
        obs.loop_free(sim);
        // A finished job is not resumed (except by the lesson's second call).
        let resumable = how != RunEnd::Done || (run == 1 && self.plan.lesson_second_run);
        if resumable && run < self.plan.runs {
            sim.schedule_in(self.plan.resume_after_ms, Event::RunStarted { run: run + 1 });
        } else {
            self.finished = true;
        }
    }
}
