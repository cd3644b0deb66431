//! The simulation engine: virtual time, the event queue, processes that crash and
//! restart, named random streams and the trace.
//!
//! A model owns its state and an event enum (past-tense names); it drives a [`Sim`]:
//!
//! ```
//! use jobsim::sim::{Millis, Sim};
//! #[derive(Debug)]
//! enum Ev { Pinged(u32) }
//! let mut sim = Sim::new(false);
//! let worker = sim.spawn("worker");
//! sim.send_in(worker, 10, Ev::Pinged(1));
//! sim.send_in(worker, 20, Ev::Pinged(2));
//! sim.crash(worker);                       // in-flight work of the old incarnation is dropped
//! sim.schedule_in(5, Ev::Pinged(0));       // world events survive crashes
//! let mut seen = vec![];
//! while let Some(Ev::Pinged(n)) = sim.next_event() { seen.push((sim.now().as_ms(), n)); }
//! assert_eq!(seen, vec![(5, 0)]);
//! ```
//!
//! **Guarantees.** Time never goes backwards (asserted). Events at the same millisecond
//! run in the order they were scheduled. An event addressed to a process belongs to the
//! incarnation that was current when it was scheduled; if that process crashes first, the
//! event is dropped (traced as `EventDropped`) — in-memory state, timers and in-flight work
//! die with the process, and only what the model keeps outside it (its durable store)
//! survives. Nothing here reads a clock, the OS or a hash map.

mod queue;
mod rng;
mod time;
mod trace;

pub use queue::{EventId, EventQueue};
pub use rng::{Drawn, FOLD_START, IntLcg, LessonLcg, Stream, Streams, UnitDraw, fnv1a, fold};
pub use time::Millis;
pub use trace::{TRACE_COLUMNS, TraceRow};

use std::collections::BTreeSet;

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
    state: ProcessState,
    crashes: u32,
    restarts: u32,
}

struct Pending<E> {
    /// `Some((process, incarnation))` for process events, `None` for world events.
    owner: Option<(ProcessId, u32)>,
    event: E,
}

/// One simulation run: a clock, a queue, processes and (optionally) a trace.
pub struct Sim<E> {
    now: Millis,
    queue: EventQueue<Pending<E>>,
    cancelled: BTreeSet<EventId>,
    processes: Vec<Process>,
    kinds: Vec<(&'static str, u32)>,
    trace: Option<Vec<TraceRow>>,
    handled: u64,
}

impl<E> Sim<E> {
    /// A new run at time zero; `trace` turns on the per-event trace.
    pub fn new(trace: bool) -> Self {
        Sim {
            now: Millis::ZERO,
            queue: EventQueue::new(),
            cancelled: BTreeSet::new(),
            processes: Vec::new(),
            kinds: Vec::new(),
            trace: trace.then(Vec::new),
            handled: 0,
        }
    }

    /// The current virtual time.
    pub fn now(&self) -> Millis {
        self.now
    }

    /// Number of events handed to the model so far.
    pub fn handled(&self) -> u64 {
        self.handled
    }

    /// Number of events still queued (including cancelled and stale ones).
    pub fn pending(&self) -> usize {
        self.queue.len()
    }

    /// Registers a running process of the given kind; its trace name is `kind/ordinal`.
    pub fn spawn(&mut self, kind: &'static str) -> ProcessId {
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
        let id = ProcessId(u32::try_from(self.processes.len()).expect("too many processes"));
        self.processes.push(Process {
            kind,
            ordinal,
            incarnation: 0,
            state: ProcessState::Up,
            crashes: 0,
            restarts: 0,
        });
        id
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

    /// How many times the process has crashed.
    pub fn crashes(&self, pid: ProcessId) -> u32 {
        self.processes[pid.0 as usize].crashes
    }

    /// How many times the process has been restarted after a crash or stop.
    pub fn restarts(&self, pid: ProcessId) -> u32 {
        self.processes[pid.0 as usize].restarts
    }

    /// Schedules a world event (timers of the environment, durable components): it is
    /// never dropped by a crash.
    pub fn schedule_at(&mut self, at: Millis, event: E) -> EventId {
        assert!(at >= self.now, "scheduled into the past: {at} < {}", self.now);
        self.queue.push(at, Pending { owner: None, event })
    }

    /// [`Sim::schedule_at`] after `delay_ms`.
    pub fn schedule_in(&mut self, delay_ms: u64, event: E) -> EventId {
        self.schedule_at(self.now + delay_ms, event)
    }

    /// Schedules an event owned by `pid`'s current incarnation: a timer it set or work it
    /// has in flight. If the process crashes before `at`, the event is dropped.
    pub fn send_at(&mut self, pid: ProcessId, at: Millis, event: E) -> EventId {
        assert!(at >= self.now, "scheduled into the past: {at} < {}", self.now);
        let p = &self.processes[pid.0 as usize];
        assert!(p.state == ProcessState::Up, "a down process cannot schedule work");
        let owner = Some((pid, p.incarnation));
        self.queue.push(at, Pending { owner, event })
    }

    /// [`Sim::send_at`] after `delay_ms`.
    pub fn send_in(&mut self, pid: ProcessId, delay_ms: u64, event: E) -> EventId {
        self.send_at(pid, self.now + delay_ms, event)
    }

    /// Cancels a scheduled event; cancelling one that already ran does nothing.
    pub fn cancel(&mut self, id: EventId) {
        if id.0 < self.queue.pushed() {
            self.cancelled.insert(id);
        }
    }

    /// The process dies now: its in-memory state is the model's to forget, and every
    /// event its current incarnation scheduled is dropped when it comes due.
    pub fn crash(&mut self, pid: ProcessId) {
        let p = &mut self.processes[pid.0 as usize];
        assert!(p.state == ProcessState::Up, "crash of a process that is already down");
        p.state = ProcessState::Down;
        p.incarnation += 1;
        p.crashes += 1;
    }

    /// Brings a down process back up as a new incarnation.
    pub fn restart(&mut self, pid: ProcessId) {
        let p = &mut self.processes[pid.0 as usize];
        assert!(p.state == ProcessState::Down, "restart of a process that is up");
        p.state = ProcessState::Up;
        p.restarts += 1;
    }

    /// Pops the next live event and advances the clock to it; `None` when the queue is
    /// empty. Cancelled events and events of crashed incarnations are skipped.
    pub fn next_event(&mut self) -> Option<E> {
        while let Some((at, id, pending)) = self.queue.pop() {
            assert!(at >= self.now, "time went backwards: {at} < {}", self.now);
            self.now = at;
            if !self.cancelled.is_empty() && self.cancelled.remove(&id) {
                continue;
            }
            if let Some((pid, incarnation)) = pending.owner {
                let p = &self.processes[pid.0 as usize];
                if p.incarnation != incarnation {
                    if self.trace.is_some() {
                        let name = self.name(pid);
                        self.record(&name, "EventDropped", format!("incarnation={incarnation}"));
                    }
                    continue;
                }
            }
            self.handled += 1;
            return Some(pending.event);
        }
        None
    }

    /// True when tracing is on (use it to skip building details strings).
    pub fn tracing(&self) -> bool {
        self.trace.is_some()
    }

    /// Adds a trace row at the current time; `details` is only built when tracing.
    pub fn trace(&mut self, component: &str, event: &str, details: impl FnOnce() -> String) {
        if self.trace.is_some() {
            let d = details();
            self.record(component, event, d);
        }
    }

    fn record(&mut self, component: &str, event: &str, details: String) {
        let time_ms = self.now.as_ms();
        if let Some(t) = self.trace.as_mut() {
            t.push(TraceRow { time_ms, component: component.to_string(), event: event.to_string(), details });
        }
    }

    /// Takes the trace (empty when tracing was off).
    pub fn take_trace(&mut self) -> Vec<TraceRow> {
        self.trace.take().unwrap_or_default()
    }
}
