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
//! The mechanism is `job.rs`: the loop, its in-memory run and the store. Around it, each
//! observer is its own unit: `cancel.rs` (the sources that raise the signal), `faults.rs`
//! (the numbered step boundaries and an injected crash), `probes.rs` (health probes that
//! wait for the loop), `queries.rs` (clients reading the state by id) and `ledger.rs`
//! (crash accounting). The job tells its observers what it does through one trait; every
//! event of a simulation is one variant of `Event`, dispatched in one `match` in [`simulate`].
//!
//! The job process owns `ChunkProcessed` and `NextChunkDue` (sent with [`Sim::send_in`]),
//! so a crash or a hard kill drops the chunk in flight together with the in-memory
//! counters; only the [`JobStore`](crate::long_job::JobStore) and the result rows survive.
//! Every run has its own cancel signal (the lesson makes a new `AbortController` per run);
//! the cancel sources of a [`Plan`] apply to the first run. With several sources armed the
//! first raise wins: its source is the `reason` the run stores with `iptal`, and later
//! raises are ignored (every raise and what it did is in [`Outcome::raises`]). The signal
//! is read only at the check before each chunk, and only while records remain: a cancel
//! raised while the last chunk is reported is never seen, and that run ends `bitti` (as in
//! the lesson's code).
//!
//! **Crash points.** The step boundaries of the first run are numbered ([`Boundary`]): 0
//! is right after the state was read, then one after each processed chunk, one after each
//! step of the pipeline, and one after the final `bitti` write. `crash_at_boundary =
//! Some(k)` kills the process right after boundary `k`; the next run resumes from the
//! store. [`Outcome::boundaries`] lists the boundaries the first run passed.
//!
//! Steps after a chunk take no virtual time except store writes (`write_ms` each), which
//! delay the next check. The final `bitti`/`iptal` write is not counted in that delay.

mod cancel;
mod faults;
mod job;
mod ledger;
mod outcome;
mod plan;
mod probes;
mod queries;

pub use faults::Boundary;
pub use ledger::Ledger;
pub use outcome::{Outcome, ProgressReport, RaiseAttempt, RaiseEffect, RunEnd, RunRecord};
pub use plan::{CancelPlan, Plan};
pub use probes::ProbeLog;

use cancel::Cancels;
use faults::Faults;
use job::{Job, Observer};
use probes::Probes;
use queries::Queries;

use crate::long_job::CancelSource;
use crate::sim::{Exhausted, RunOptions, Sim};

/// Every event of a job's simulation, past-tense facts; each unit handles its own.
#[derive(Clone, Copy, Debug)]
enum Event {
    // The job's (`job.rs`).
    /// A run of the job starts (the first run, or a resumed one).
    RunStarted { run: u32 },
    /// The job finished reading a chunk's records (in memory).
    ChunkProcessed { run: u32, start: u64, len: u64 },
    /// The job is back at the top of its loop; `yielded` if it went through the event loop.
    NextChunkDue { run: u32, yielded: bool },
    // The cancel sources' (`cancel.rs`).
    /// A user, timeout or lease source raised the signal.
    CancelRequested { run: u32, source: CancelSource },
    /// The service received SIGTERM.
    SigtermReceived { run: u32 },
    /// The drain period after SIGTERM is over.
    DrainDeadlinePassed { run: u32 },
    /// The job's lease ran out.
    LeaseExpired { run: u32 },
    /// A health probe reached the process (`probes.rs`).
    ProbeArrived,
    /// A client asked for the job's state by id (`queries.rs`).
    StateQueried,
}

/// The observers the job loop reports to.
struct Observers {
    faults: Faults,
    ledger: Ledger,
    probes: Probes,
}

impl Observer for Observers {
    fn crash_after(&mut self, run: u32, boundary: Boundary) -> Option<u64> {
        self.faults.crash_after(run, boundary)
    }
    fn chunk_processed(&mut self, index: usize, start: u64, len: u64) {
        self.ledger.chunk_processed(index, start, len);
    }
    fn rows_committed(&mut self, index: usize) {
        self.ledger.rows_committed(index);
    }
    fn reported(&mut self, report: &ProgressReport) {
        self.ledger.reported(report.processed);
    }
    fn loop_free(&mut self, sim: &mut Sim<Event>) {
        self.probes.answer(sim);
    }
}

/// Simulates the plan on the engine, tracing into `options.tracer` (components `job/0`,
/// `store`, `service`, `lease`, `probe`), within `options.budget`.
pub fn simulate(plan: &Plan, options: &RunOptions) -> Result<Outcome, Exhausted> {
    assert!(plan.total > 0 && plan.chunk > 0 && plan.runs > 0, "validated plan: {plan:?}");
    let mut sim = Sim::new(options);
    // Arming order is scheduling order: it decides ties at the same millisecond.
    let mut job = Job::new(plan, &mut sim);
    let mut cancels = Cancels::arm(plan, &mut sim);
    let probes = Probes::arm(plan, &mut sim);
    let mut queries = Queries::arm(plan, &mut sim);
    let mut obs = Observers {
        faults: Faults::new(plan.crash_at_boundary),
        ledger: Ledger::new(plan.total, plan.chunk, plan.pipeline.writes_rows()),
        probes,
    };
    while let Some(event) = sim.next_event()? {
        match event {
            Event::RunStarted { run } => job.start_run(run, &mut sim, &mut obs),
            Event::ChunkProcessed { run, start, len } => job.chunk_processed(run, start, len, &mut sim, &mut obs),
            Event::NextChunkDue { run, yielded } => job.next_chunk_due(run, yielded, &mut sim, &mut obs),
            Event::CancelRequested { run, source } => cancels.requested(run, source, &mut sim, &mut job),
            Event::SigtermReceived { run } => cancels.sigterm_received(run, &mut sim, &mut job),
            Event::DrainDeadlinePassed { run } => cancels.drain_deadline_passed(run, &mut sim, &mut job, &mut obs),
            Event::LeaseExpired { run } => cancels.lease_expired(run, &mut sim, &job),
            Event::ProbeArrived => obs.probes.arrived(&mut sim, job.is_active(), job.is_finished()),
            Event::StateQueried => queries.asked(sim.now(), &job.store),
        }
    }
    obs.probes.answer(&mut sim);
    let first_end = job.runs.iter().find(|r| r.run == 1).map(|r| r.end);
    let lease_overrun = cancels.overran(first_end);
    Ok(Outcome {
        runs: job.runs,
        reports: job.reports,
        store: job.store,
        raises: job.raises,
        boundaries: obs.faults.passed,
        ledger: obs.ledger,
        probes: obs.probes.log,
        queries: queries.views,
        lease_overrun,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::long_job::{Pipeline, gun_sum};
    use crate::sim::Budget;

    fn run(plan: &Plan) -> Outcome {
        simulate(plan, &RunOptions::default()).unwrap()
    }

    #[test]
    fn the_lesson_run_cancels_at_forty_percent_and_resumes() {
        let mut plan = Plan::new(30_000, 3000, 1);
        plan.cancel.user_at_percent = Some(40);
        plan.runs = 2;
        let o = run(&plan);
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
        let o = run(&plan);
        assert_eq!(o.probes.latencies_ms, vec![500, 500, 500]);
        assert_eq!(o.probes.idle, 1);
    }

    #[test]
    fn a_crash_after_the_report_but_before_the_state_double_reports() {
        let mut plan = Plan::new(30, 10, 1);
        plan.pipeline = Pipeline::ReportThenState;
        plan.runs = 2;
        // boundaries: 0 start, 1 processed, 2 reported, …
        plan.crash_at_boundary = Some(2);
        let o = run(&plan);
        assert_eq!(o.boundaries[2], Boundary::StepDone { chunk: 0, step: crate::long_job::Step::Report });
        assert_eq!(o.boundaries.len(), 3, "the first run ends at its crash");
        assert_eq!(o.ledger.double_reported_records, 10);
        assert_eq!(o.final_state(&plan).unwrap().accumulator, gun_sum(0, 30));
    }

    #[test]
    fn a_crash_free_first_run_passes_every_boundary_in_order() {
        let mut plan = Plan::new(25, 10, 1);
        plan.pipeline = Pipeline::RowsThenState;
        let names: Vec<String> = run(&plan).boundaries.iter().map(|b| b.name()).collect();
        assert_eq!(names.len(), 1 + 3 * 4 + 1);
        assert_eq!(
            &names[..5],
            [
                "run_started",
                "chunk_1_processed",
                "chunk_1_rows_written",
                "chunk_1_state_written",
                "chunk_1_progress_reported"
            ]
        );
        assert_eq!(names.last().map(String::as_str), Some("done_written"));
    }

    #[test]
    fn max_events_bounds_every_kind_of_run() {
        let mut plans = Vec::new();
        let mut lesson = Plan::new(30_000, 3000, 1);
        lesson.cancel.user_at_percent = Some(40);
        lesson.runs = 2;
        lesson.lesson_second_run = true;
        lesson.query_at_ms = vec![0, 5000, 40_000];
        plans.push(lesson);
        let mut probed = Plan::new(10_000, 7000, 3);
        probed.probe_every_ms = Some(1);
        probed.yields = false;
        plans.push(probed);
        let mut all = Plan::new(30_000, 3000, 1);
        all.runs = 3;
        all.write_ms = 40;
        all.resume_after_ms = 900;
        all.pipeline = Pipeline::StateThenRows;
        all.probe_every_ms = Some(250);
        all.probe_first_ms = 10;
        all.cancel = CancelPlan {
            user_at_percent: None,
            user_at_ms: Some(6500),
            timeout_ms: Some(7000),
            shutdown_at_ms: Some(7500),
            drain_ms: 1,
            lease_expires_at_ms: Some(10_000),
            lease_margin_ms: 2000,
        };
        plans.push(all.clone());
        all.crash_at_boundary = Some(7);
        plans.push(all);
        for plan in plans {
            let options = RunOptions { budget: Budget::events(plan.max_events()), ..Default::default() };
            assert!(simulate(&plan, &options).is_ok(), "{plan:?}");
        }
    }
}
