//! The simulation engine: virtual time, the event queue, processes that crash and
//! restart, named random streams and the trace.
//!
//! A model owns its state and an event enum (past-tense names); it drives a [`Sim`]:
//!
//! ```
//! use jobsim::sim::{Millis, RunOptions, Sim};
//! #[derive(Debug)]
//! enum Ev { Pinged(u32) }
//! let mut sim = Sim::new(&RunOptions::default());
//! let worker = sim.spawn("worker");
//! sim.send_in(worker, 10, Ev::Pinged(1));
//! sim.send_in(worker, 20, Ev::Pinged(2));
//! sim.crash(worker);                       // in-flight work of the old incarnation is dropped
//! sim.schedule_in(5, Ev::Pinged(0));       // world events survive crashes
//! let mut seen = vec![];
//! while let Some(Ev::Pinged(n)) = sim.next_event()? { seen.push((sim.now().as_ms(), n)); }
//! assert_eq!(seen, vec![(5, 0)]);
//! # Ok::<(), jobsim::sim::Exhausted>(())
//! ```
//!
//! **Guarantees.** Time never goes backwards (asserted). Events at the same millisecond
//! run in the order they were scheduled. An event addressed to a process belongs to the
//! incarnation that was current when it was scheduled; if that process crashes first, the
//! event is dropped (traced as `EventDropped`) — in-memory state, timers and in-flight work
//! die with the process, and only what the model keeps outside it (its durable store)
//! survives. Nothing here reads a clock, the OS or a hash map.
//!
//! **Lifecycle.** A process is spawned up ([`Sim::spawn`]) or down, not started yet
//! ([`Sim::spawn_down`]). [`Sim::start`] brings a down process up; [`Sim::stop`] takes it
//! down cleanly and [`Sim::crash`] kills it. Both end its incarnation (its pending events
//! are dropped) but are counted apart, so crash counts mean crashes.
//!
//! **Budget.** A run handles at most [`Budget::max_events`] events and stops at
//! [`Budget::max_time`]; past either, [`Sim::next_event`] returns [`Exhausted`], so a
//! livelocked model ends with an error instead of running forever.

mod budget;
mod owners;
mod queue;
mod rng;
mod time;
mod trace;
mod wheel;

pub use budget::{Budget, Exhausted, Limit, Stop};
pub use queue::{EventId, EventQueue};
pub use rng::{Drawn, FOLD_START, IntLcg, LessonLcg, Stream, Streams, UnitDraw, fnv1a, fold};
pub use time::Millis;
pub use trace::{TRACE_COLUMNS, TraceBuffer, TraceEvent, TraceRow, TraceSink, Tracer};

use crate::lang::Lang;
use owners::{CANCELLED, Owners, WORLD};
use wheel::Wheel;

/// Options of one run that are not parameters of the model: where the trace goes and
/// the budget, and the edition its report is written in.
#[derive(Clone, Debug)]
pub struct RunOptions {
    pub tracer: Tracer,
    pub budget: Budget,
    /// Thrown when the caller no longer wants the result (no switch by default).
    pub stop: Stop,
    /// The language of the report's words (Turkish by default); it selects text only.
    pub lang: Lang,
}

impl Default for RunOptions {
    fn default() -> RunOptions {
        RunOptions {
            tracer: Tracer::default(),
            budget: Budget::default(),
            stop: Stop::default(),
            lang: crate::lang::Lang::Tr,
        }
    }
}

impl RunOptions {
    /// The same options with the trace scoped under `prefix` (a sub-simulation).
    pub fn scoped(&self, prefix: &str) -> RunOptions {
        RunOptions { tracer: self.tracer.scoped(prefix), budget: self.budget, stop: self.stop.clone(), lang: self.lang }
    }
}

/// Identifies a process in one run.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ProcessId(pub u32);

/// Whether a process is running.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ProcessState {
    Up,
    Down,
}

#[derive(Clone, Debug)]
struct Process {
    kind: &'static str,
    ordinal: u32,
    incarnation: u32,
    /// The owner record of the current incarnation's events (0 until it sends one).
    record: u32,
    state: ProcessState,
    starts: u32,
    crashes: u32,
    stops: u32,
}

/// A queued event: a 4-byte owner tag and the model's event (12 bytes for an event of
/// two `u32`s; its time and sequence number are implicit in the queue).
struct Pending<E> {
    /// [`WORLD`], [`CANCELLED`], or the [`Owners`] record of a process's incarnation.
    owner: u32,
    event: E,
}

/// One simulation run: a clock, a queue, processes, a budget and a trace.
pub struct Sim<E> {
    queue: Wheel<Pending<E>>,
    /// Events scheduled so far (the next event's `seq`).
    pushed: u64,
    owners: Owners,
    /// Cancelled events still in the queue (marked in place; never one that already ran).
    cancelled: usize,
    processes: Vec<Process>,
    kinds: Vec<(&'static str, u32)>,
    tracer: Tracer,
    budget: Budget,
    stop: Stop,
    /// The hot path's one event limit: `budget.max_events`, or with a [`Stop`] switch the
    /// count at which the switch is read next (0 at the start: a run reads it first thing).
    check_at: u64,
    /// Events popped but not handed to the model (cancelled, dropped, over budget):
    /// handled = pushed - pending - skipped, so the hot path counts nothing.
    skipped: u64,
}

impl<E> Sim<E> {
    /// A new run at time zero, tracing into `options.tracer`, within `options.budget`.
    pub fn new(options: &RunOptions) -> Self {
        Sim {
            queue: Wheel::new(),
            pushed: 0,
            owners: Owners::default(),
            cancelled: 0,
            processes: Vec::new(),
            kinds: Vec::new(),
            tracer: options.tracer.clone(),
            budget: options.budget,
            stop: options.stop.clone(),
            check_at: if options.stop.is_armed() { 0 } else { options.budget.max_events },
            skipped: 0,
        }
    }

    /// The current virtual time.
    #[inline]
    pub fn now(&self) -> Millis {
        Millis(self.queue.current())
    }

    /// Number of events handed to the model so far.
    #[inline]
    pub fn handled(&self) -> u64 {
        self.pushed - self.queue.len() as u64 - self.skipped
    }

    /// Number of events still queued (including cancelled and stale ones).
    pub fn pending(&self) -> usize {
        self.queue.len()
    }

    fn register(&mut self, kind: &'static str, state: ProcessState) -> ProcessId {
        let ordinal = match self.kinds.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, n)) => {
                *n += 1;
                *n - 1
            }
            None => {
                self.kinds.push((kind, 1));
                0
            }
        };
        let id = u32::try_from(self.processes.len()).ok().filter(|&n| n < u32::MAX).expect("too many processes");
        let id = ProcessId(id);
        let starts = u32::from(state == ProcessState::Up);
        self.processes.push(Process { kind, ordinal, incarnation: 0, record: 0, state, starts, crashes: 0, stops: 0 });
        id
    }

    /// Number of cancelled events still waiting in the queue (they are skipped when due).
    pub fn cancelled(&self) -> usize {
        self.cancelled
    }

    /// Registers a running process of the given kind; its trace name is `kind/ordinal`.
    pub fn spawn(&mut self, kind: &'static str) -> ProcessId {
        self.register(kind, ProcessState::Up)
    }

    /// Registers a process that is not running yet; [`Sim::start`] starts it.
    pub fn spawn_down(&mut self, kind: &'static str) -> ProcessId {
        self.register(kind, ProcessState::Down)
    }

    /// The trace name of a process, e.g. `consumer/3`.
    pub fn name(&self, pid: ProcessId) -> String {
        let p = &self.processes[pid.0 as usize];
        format!("{}/{}", p.kind, p.ordinal)
    }

    pub fn state(&self, pid: ProcessId) -> ProcessState {
        self.processes[pid.0 as usize].state
    }

    pub fn is_up(&self, pid: ProcessId) -> bool {
        self.state(pid) == ProcessState::Up
    }

    /// How many times the process has been started (a process spawned up counts one).
    pub fn starts(&self, pid: ProcessId) -> u32 {
        self.processes[pid.0 as usize].starts
    }

    /// How many times the process has crashed.
    pub fn crashes(&self, pid: ProcessId) -> u32 {
        self.processes[pid.0 as usize].crashes
    }

    /// How many times the process has been stopped cleanly.
    pub fn stops(&self, pid: ProcessId) -> u32 {
        self.processes[pid.0 as usize].stops
    }

    /// How many times the process has been started again after a crash or a stop.
    pub fn restarts(&self, pid: ProcessId) -> u32 {
        self.starts(pid).saturating_sub(1)
    }

    /// Schedules a world event (timers of the environment, durable components): it is
    /// never dropped by a crash.
    #[inline]
    pub fn schedule_at(&mut self, at: Millis, event: E) -> EventId {
        self.push(at, WORLD, event)
    }

    #[inline(always)]
    fn push(&mut self, at: Millis, owner: u32, event: E) -> EventId {
        let now = self.now();
        assert!(at >= now, "scheduled into the past: {at} < {now}");
        let seq = self.pushed;
        self.pushed += 1;
        let pos = self.queue.push(at.as_ms(), Pending { owner, event });
        EventId::new(at, seq, pos)
    }

    /// [`Sim::schedule_at`] after `delay_ms`.
    #[inline]
    pub fn schedule_in(&mut self, delay_ms: u64, event: E) -> EventId {
        self.schedule_at(self.now() + delay_ms, event)
    }

    /// Schedules an event owned by `pid`'s current incarnation: a timer it set or work it
    /// has in flight. If the process crashes or stops before `at`, the event is dropped.
    #[inline]
    pub fn send_at(&mut self, pid: ProcessId, at: Millis, event: E) -> EventId {
        let p = &mut self.processes[pid.0 as usize];
        assert!(p.state == ProcessState::Up, "a down process cannot schedule work");
        let owner = self.owners.tag(pid, p.incarnation, &mut p.record);
        self.push(at, owner, event)
    }

    /// [`Sim::send_at`] after `delay_ms`.
    #[inline]
    pub fn send_in(&mut self, pid: ProcessId, delay_ms: u64, event: E) -> EventId {
        self.send_at(pid, self.now() + delay_ms, event)
    }

    /// Cancels a scheduled event. Cancelling one that already ran (or was dropped, or was
    /// cancelled before) does nothing and keeps nothing.
    pub fn cancel(&mut self, id: EventId) {
        if id.seq() >= self.pushed {
            return; // not one of this run's events
        }
        if let Some(pending) = self.queue.get_mut(id.at().as_ms(), id.pos())
            && pending.owner != CANCELLED
        {
            let owner = std::mem::replace(&mut pending.owner, CANCELLED);
            self.cancelled += 1;
            if owner != WORLD {
                let current = self.processes[self.owners.pid(owner).0 as usize].record;
                self.owners.settle(owner, current);
            }
        }
    }

    /// Brings a down process up as a new incarnation (its first start, or a start after a
    /// crash or a stop).
    pub fn start(&mut self, pid: ProcessId) {
        let p = &mut self.processes[pid.0 as usize];
        assert!(p.state == ProcessState::Down, "start of a process that is up");
        p.state = ProcessState::Up;
        p.starts += 1;
    }

    /// [`Sim::start`] after a crash or a stop.
    pub fn restart(&mut self, pid: ProcessId) {
        self.start(pid);
    }

    fn end_incarnation(&mut self, pid: ProcessId) -> &mut Process {
        let p = &mut self.processes[pid.0 as usize];
        assert!(p.state == ProcessState::Up, "a process that is already down cannot go down");
        p.state = ProcessState::Down;
        p.incarnation += 1;
        let record = std::mem::take(&mut p.record);
        self.owners.ended(record);
        &mut self.processes[pid.0 as usize]
    }

    /// The process dies now: its in-memory state is the model's to forget, and every
    /// event its current incarnation scheduled is dropped when it comes due.
    pub fn crash(&mut self, pid: ProcessId) {
        self.end_incarnation(pid).crashes += 1;
    }

    /// The process exits cleanly now (its work is done, or it was told to stop). Like a
    /// crash, its pending events are dropped; unlike a crash, it is counted as a stop.
    pub fn stop(&mut self, pid: ProcessId) {
        self.end_incarnation(pid).stops += 1;
    }

    /// Pops the next live event and advances the clock to it; `Ok(None)` when the queue
    /// is empty, `Err` when the next event would exceed the budget. Cancelled events and
    /// events of ended incarnations are skipped.
    #[inline]
    pub fn next_event(&mut self) -> Result<Option<E>, Exhausted> {
        while let Some(Pending { owner, event }) = self.queue.pop() {
            // The queue pops in time order: `now()` is the event's time from here on.
            // A process event has left the queue, whatever happens to it now.
            let sender = (owner != WORLD && owner != CANCELLED).then(|| self.settle(owner));
            let live =
                sender.is_none_or(|(pid, incarnation)| self.processes[pid.0 as usize].incarnation == incarnation);
            if owner != CANCELLED && live && self.now() <= self.budget.max_time && self.handled() <= self.check_at {
                return Ok(Some(event));
            }
            if self.check(owner, sender)? {
                return Ok(Some(event));
            }
        }
        Ok(None)
    }

    /// The process and incarnation of a process event that left the queue.
    #[inline]
    fn settle(&mut self, owner: u32) -> (ProcessId, u32) {
        let pid = self.owners.pid(owner);
        (pid, self.owners.settle(owner, self.processes[pid.0 as usize].record))
    }

    /// The checks of [`Sim::next_event`] beyond the common case (a live event within the
    /// budget) for the event just popped, in order: whether it goes to the model.
    #[cold]
    fn check(&mut self, owner: u32, sender: Option<(ProcessId, u32)>) -> Result<bool, Exhausted> {
        self.skipped += 1;
        if owner == CANCELLED {
            self.cancelled -= 1;
            return Ok(false);
        }
        let (at, handled) = (self.now(), self.handled());
        if at > self.budget.max_time {
            return Err(Exhausted { limit: Limit::Time(self.budget.max_time), events: handled, at });
        }
        if let Some((pid, incarnation)) = sender
            && self.processes[pid.0 as usize].incarnation != incarnation
        {
            if self.tracer.is_on() {
                let name = self.name(pid);
                self.record(&name, "EventDropped", format!("incarnation={incarnation}"));
            }
            return Ok(false);
        }
        if handled >= self.budget.max_events {
            return Err(Exhausted { limit: Limit::Events(self.budget.max_events), events: handled, at });
        }
        if handled > self.check_at {
            if self.stop.is_stopped() {
                return Err(Exhausted { limit: Limit::Stopped, events: handled, at });
            }
            self.check_at = self.budget.max_events.min(handled.saturating_add(Stop::EVERY));
        }
        self.skipped -= 1;
        Ok(true)
    }

    /// True when tracing is on (use it to skip building details strings).
    pub fn tracing(&self) -> bool {
        self.tracer.is_on()
    }

    /// Adds a trace row at the current time; `details` is only built when tracing.
    pub fn trace(&mut self, component: &str, event: &str, details: impl FnOnce() -> String) {
        if self.tracer.is_on() {
            let d = details();
            self.record(component, event, d);
        }
    }

    fn record(&mut self, component: &str, event: &str, details: String) {
        self.tracer.record(self.now().as_ms(), component, event, details);
    }
}
