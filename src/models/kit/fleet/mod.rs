//! A fleet of instances running one scheduled job on the engine, with or without a lease
//! lock (lesson 000.5, 000.6). Shared by the `lease-lock`, `overlap-sources` and
//! `lease-faults` models; not a model itself.
//!
//! ```text
//! instance ──TriggerFired──► (unlocked) RunStarted ── run_ms ──► RunFinished
//!                        └─► (locked)   store_op_ms ► AcquireApplied ─ won ─► RunStarted …
//!                                                                   └ lost ─► RunSkipped
//!                        └─► (non-atomic) LeaseRead ─ store_op_ms ─► LeaseWritten ─► RunStarted
//! RunStarted/RunFinished write to a fenced resource with the lease's token; RunFinished
//! releases the lease (only the caller's own row: the lesson's `finally`).
//! ```
//!
//! Where the lesson is silent, jobsim chooses:
//! * An atomic acquire is applied `store_op_ms` after the trigger (the round trip), as one
//!   step. A non-atomic one reads after `store_op_ms` and writes `store_op_ms` later.
//! * Release costs no store time: the row is deleted at the instant the run finishes
//!   (the lesson's `finally`), while an acquire lands `store_op_ms` after its trigger. A
//!   lease is therefore never held past its run's end; an acquire landing at that very
//!   instant finds the row gone if the engine handles it after the finish (FIFO among
//!   equal times), held otherwise.
//! * A run writes to the resource twice, at its start and at its end, each time with its
//!   fencing token (0 when unlocked); a write whose token is below the highest seen is
//!   *stale*: rejected when `fencing` is on, accepted (and counted) when off.
//! * Each instance computes `expires_at` and "now" from its own clock: the engine's time
//!   plus its `clock_skew_ms`.
//! * A paused instance (GC, stop-the-world) handles none of its events until the pause
//!   ends; they run then, in order. A pause is wall-clock time during which the holder's
//!   remaining work is neither frozen nor lost: `run_ms` is wall time (like the lesson's
//!   `raporUret`, which busy-waits until `Date.now()` passes its end, or like waiting on
//!   the database), so the work keeps elapsing; a run whose end falls inside the pause
//!   ends when the pause ends (then writes with its old token and releases), and a pause
//!   delays nothing else. A crashed instance loses its timers and in-flight run (engine process events) and
//!   never releases its lease: the lease expires by itself.
//! * A run that fails (`runs_fail`) writes nothing but still releases its lease, like
//!   the lesson's `finally`; only a crash leaves the lease to expire.
//! * There is no lease renewal (the lesson has none): a run longer than the lease loses it.
//! * Runs are half-open intervals `[start, end)`: the peak ([`FleetOutcome::peak`]) is
//!   the most runs holding one instant ([`crate::overlap`]), so a run ending at t and one
//!   starting at t do not overlap, whichever of the two events the engine handles first.
//!
//! The code map: this file is the mechanism (triggers, runs, writes); `spec.rs` what a
//! run is given; one file per way of getting the right to run (`locked.rs`,
//! `non_atomic.rs`; unlocked needs none); `lifecycle.rs` instances coming up and going
//! down; `pause.rs` the stop-the-world pauses; `store.rs` the lease table and the
//! [`FencedResource`]; `runs.rs` the observer of runs in progress; `outcome.rs` the typed
//! facts a run returns and `timeline.rs` cuts them into what the models' timelines draw.
//!
//! [`FencedResource`]: crate::lease::FencedResource

mod event;
mod lifecycle;
mod locked;
mod non_atomic;
mod outcome;
mod pause;
mod runs;
mod spec;
mod store;
mod timeline;

pub use outcome::{FleetOutcome, Pause, Release, Run, RunEnd, Skip, StoreOp, Takeover};
pub use spec::{FleetSpec, InstanceSpec, LockMode, process_name};
pub use timeline::{
    LaneStyle, SkipLabel, StaleWrite, count, instance_lane, is_copy, overlap_lanes, stale_writes, working_parts,
};

use event::Event;
use lifecycle::Down;
use runs::RunLog;
use store::{Store, Write};

/// One round trip to the store, declared once for the fleet models that take a lease.
pub const STORE_OP_MS: crate::scenario::Param = crate::scenario::Param::new(
    "store_op_ms",
    crate::scenario::Kind::Int { min: 0, max: 60_000 },
    "5",
    "ms",
    "one round trip to the store (an acquire)",
);

use crate::sim::{Exhausted, Millis, ProcessId, RunOptions, Sim};

/// Runs the fleet on the engine, tracing into `options.tracer`.
pub fn simulate(spec: &FleetSpec, options: &RunOptions) -> Result<FleetOutcome, Exhausted> {
    let mut fleet = Fleet::new(spec, options);
    while let Some(event) = fleet.sim.next_event()? {
        if !fleet.deferred(event) {
            fleet.handle(event);
        }
    }
    Ok(fleet.finish())
}

/// What an instance keeps in memory.
struct Instance {
    pid: ProcessId,
    paused_until: u64,
    ran_once: bool,
    /// When the scheduler last fired (retries are counted from it).
    last_trigger_ms: u64,
}

/// The world of one run: the engine, the instances, the shared store and the observers.
struct Fleet<'s> {
    spec: &'s FleetSpec,
    sim: Sim<Event>,
    instances: Vec<Instance>,
    store: Store,
    runs: RunLog,
    skips: Vec<Skip>,
    takeovers: Vec<Takeover>,
    pauses: Vec<Pause>,
    releases: Vec<Release>,
}

impl<'s> Fleet<'s> {
    fn new(spec: &'s FleetSpec, options: &RunOptions) -> Self {
        let mut sim = Sim::new(options);
        let pids: Vec<ProcessId> = spec.instances.iter().map(|_| sim.spawn_down("instance")).collect();
        let mut fleet = Fleet {
            spec,
            sim,
            instances: pids
                .into_iter()
                .map(|pid| Instance { pid, paused_until: 0, ran_once: false, last_trigger_ms: 0 })
                .collect(),
            store: Store::new(spec.fencing),
            runs: RunLog::default(),
            skips: Vec::new(),
            takeovers: Vec::new(),
            pauses: Vec::new(),
            releases: Vec::new(),
        };
        for (i, inst) in spec.instances.iter().enumerate() {
            fleet.schedule_lifecycle(i, inst);
        }
        fleet
    }

    fn handle(&mut self, event: Event) {
        match event {
            Event::InstanceStarted { inst } => self.instance_started(inst),
            Event::InstanceStopped { inst } => self.instance_went_down(inst, Down::Stopped),
            Event::InstanceCrashed { inst } => self.instance_went_down(inst, Down::Crashed),
            Event::PauseStarted { inst } => self.pause_started(inst),
            Event::PauseEnded { inst } => self.pause_ended(inst),
            Event::TriggerFired { inst } => self.trigger_fired(inst),
            Event::AcquireApplied { inst } => self.acquire_applied(inst),
            Event::LeaseRead { inst } => self.lease_read(inst),
            Event::LeaseWritten { inst } => self.lease_written(inst),
            Event::RunFinished { inst, run } => self.run_finished(inst, run),
        }
    }

    fn finish(self) -> FleetOutcome {
        let ((writes_accepted, stale_writes_accepted, stale_writes_rejected), store_log) = self.store.finish();
        let peak = self.runs.peak();
        FleetOutcome {
            runs: self.runs.ended,
            skips: self.skips,
            peak,
            takeovers: self.takeovers,
            pauses: self.pauses,
            releases: self.releases,
            writes_accepted,
            stale_writes_accepted,
            stale_writes_rejected,
            store_log,
        }
    }

    fn now(&self) -> u64 {
        self.sim.now().as_ms()
    }

    /// Instance `i`'s own clock.
    fn clock_ms(&self, i: usize) -> i64 {
        self.now() as i64 + self.spec.instances[i].clock_skew_ms
    }

    /// A trace row of instance `i` (named as in the spec).
    fn trace(&mut self, i: usize, event: &str, details: impl FnOnce() -> String) {
        let spec = self.spec;
        self.sim.trace(&spec.instances[i].name, event, details);
    }

    /// Instance `i`'s own event, `delay_ms` from now.
    fn send_in(&mut self, i: usize, delay_ms: u64, event: Event) {
        self.sim.send_in(self.instances[i].pid, delay_ms, event);
    }

    fn send_at(&mut self, i: usize, at_ms: u64, event: Event) {
        self.sim.send_at(self.instances[i].pid, Millis(at_ms), event);
    }

    /// The scheduler fired: ask for the right to run, as the lock mode does.
    fn trigger_fired(&mut self, i: usize) {
        self.instances[i].last_trigger_ms = self.now();
        let clock_ms = self.clock_ms(i);
        self.trace(i, "TriggerFired", || format!("clock_ms={clock_ms}"));
        let op_ms = self.spec.store_op_ms;
        match self.spec.mode {
            LockMode::Unlocked => self.start_run(i, 0),
            LockMode::Locked => self.send_in(i, op_ms, Event::AcquireApplied { inst: i }),
            LockMode::NonAtomic => self.send_in(i, op_ms, Event::LeaseRead { inst: i }),
        }
    }

    /// Instance `i` got the right to run with fencing token `token`.
    fn start_run(&mut self, i: usize, token: u64) {
        let run = self.runs.start(i, self.now(), token);
        self.instances[i].ran_once = true;
        let running = self.runs.running();
        self.trace(i, "RunStarted", || format!("token={token} running={running}"));
        self.write(i, token);
        self.send_in(i, self.spec.run_ms, Event::RunFinished { inst: i, run });
    }

    fn run_finished(&mut self, i: usize, run: usize) {
        let fails = self.spec.instances[i].runs_fail;
        let token = self.runs.end(run, self.now(), if fails { RunEnd::Failed } else { RunEnd::Finished });
        if fails {
            // The job threw: nothing is written, and `finally` still releases.
            self.trace(i, "RunFailed", || format!("token={token}"));
        } else {
            let ok = self.write(i, token);
            self.trace(i, "RunFinished", || format!("token={token} write_accepted={ok}"));
        }
        if self.spec.mode != LockMode::Unlocked {
            let released = self.store.release(i);
            self.releases.push(Release { time_ms: self.now(), inst: i, deleted: released });
            self.trace(i, "LeaseReleased", || format!("deleted={released}"));
        }
    }

    /// One write to the resource with the run's token; whether it was accepted.
    fn write(&mut self, i: usize, token: u64) -> bool {
        let answer = self.store.write(self.now(), i, token);
        let name = &self.spec.instances[i].name;
        let details = || format!("writer={name} token={token}");
        match answer {
            Write::Accepted => true,
            Write::StaleAccepted => {
                self.sim.trace("store", "StaleWriteAccepted", details);
                true
            }
            Write::StaleRejected => {
                self.sim.trace("store", "StaleWriteRejected", details);
                false
            }
        }
    }
}
