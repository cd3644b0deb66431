//! Lesson 004.4's outage on the engine, once for every model that runs it
//! (`circuit-breaker`, `outage-guards`): arrivals, consumers polling a FIFO queue, the
//! dependency down for a while, a failed call released with a backoff, and whatever the
//! row puts in the way: a retry budget between a failure and its retry ([`RetryGate`],
//! unlimited for `circuit-breaker`), a breaker on the receive ([`AnyBreaker`]), and a
//! named policy's own retry limit.

use std::collections::VecDeque;

use super::{Outage, PerSecond};
use crate::backoff::named::{Extreme, Policies, RetryPolicy, System};
use crate::backoff::{Backoff, CappedExponential};
use crate::breaker::{AnyBreaker, Effect, Permit};
use crate::budget::RetryGate;
use crate::queue::{Queue, Receipt, Received, Returned};
use crate::sim::{Exhausted, Millis, ProcessId, RunOptions, Sim, Stream, Streams};

/// The events of one row, past-tense facts.
#[derive(Clone, Copy, Debug)]
enum Event {
    MessageArrived,
    ConsumerPolled {
        consumer: u32,
    },
    /// The call ended; `permit` is the breaker's (none without a breaker).
    WorkFinished {
        consumer: u32,
        id: u32,
        receipt: Receipt,
        permit: Option<Permit>,
    },
    VisibilityExpired {
        id: u32,
        receipt: Receipt,
    },
    /// The dependency is up again: the messages that arrived before now are the backlog.
    OutageEnded,
}

/// What guards one row.
pub struct Row<'a> {
    pub outage: Outage,
    /// The release delay: `None` the lesson's capped exponential, or a named policy
    /// (its waits drawn from the stream `policy/<name>` of the seed, in event order).
    pub backoff: Option<System>,
    pub named: &'a Policies,
    pub gate: RetryGate,
    pub breaker: Option<AnyBreaker>,
    /// The outage's calls fail as timeouts (AWS charges more).
    pub timeouts: bool,
    /// An open period to trace with each opening (`until_ms=`), if the breaker has a fixed one.
    pub traced_open_ms: Option<u64>,
}

/// The outcome of one row: every count either model reports.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OutageRun {
    pub calls: u64,
    pub calls_during_outage: u64,
    /// Calls during the outage that were retries (a message's second receive or later).
    pub retries_during_outage: u64,
    pub failed_calls: u64,
    pub retries_granted: u64,
    pub retries_refused: u64,
    pub acked: u32,
    pub dead_lettered: u32,
    pub given_up: u32,
    pub times_opened: u32,
    pub late_results: u64,
    pub first_opened_ms: Option<u64>,
    pub last_closed_ms: Option<u64>,
    pub drained_ms: u64,
    pub backlog_at_recovery: u32,
    /// Messages neither processed nor dead-lettered when the breaker last closed.
    pub backlog_at_close: u32,
    pub recovery_ms: u64,
    pub calls_per_s: PerSecond,
    pub dead_letters_per_s: PerSecond,
}

/// Whether a named policy gives up after the failure of a message's `receives`-th call:
/// the retry it would make next is number `receives`, past the system's own limit
/// (Sidekiq's 25, Celery's 3 …). Without a named policy only `max_receives` decides.
pub fn gives_up(named: Option<&dyn RetryPolicy>, receives: u32) -> bool {
    named.and_then(|n| n.max_retries()).is_some_and(|most| receives > most)
}

/// Runs one row on the engine.
pub fn run(row: Row<'_>, seed: Option<u64>, options: &RunOptions) -> Result<OutageRun, Exhausted> {
    let mut e = Engine::new(row, seed, options);
    while let Some(event) = e.sim.next_event()? {
        let now = e.sim.now();
        match event {
            Event::MessageArrived => e.message_arrived(),
            Event::OutageEnded => {
                e.out.backlog_at_recovery = e.queue.open_len() as u32;
                e.backlog_below = Some(e.arrived);
            }
            Event::ConsumerPolled { consumer } => e.consumer_polled(consumer, now),
            Event::WorkFinished { consumer, id, receipt, permit } => {
                e.work_finished(consumer, id, receipt, permit, now)
            }
            Event::VisibilityExpired { id, receipt } => {
                if e.queue.visibility_expired(id, receipt) == Returned::Visible {
                    e.wake();
                }
            }
        }
    }
    Ok(e.finish())
}

/// One row's state while it runs: the engine, the queue, the consumers, the guards and
/// the counts so far.
struct Engine<'a> {
    sim: Sim<Event>,
    p: Outage,
    backoff: CappedExponential,
    named: Option<&'a dyn RetryPolicy>,
    draws: Option<Stream>,
    gate: RetryGate,
    guard: Option<AnyBreaker>,
    timeouts: bool,
    traced_open_ms: Option<u64>,
    queue: Queue,
    pids: Vec<ProcessId>,
    idle: VecDeque<u32>,
    arrived: u32,
    in_flight: u64,
    /// Messages with ids below this arrived before the outage ended (known once it has).
    backlog_below: Option<u32>,
    out: OutageRun,
}

impl<'a> Engine<'a> {
    fn new(row: Row<'a>, seed: Option<u64>, options: &RunOptions) -> Engine<'a> {
        let Row { outage: p, backoff: backoff_kind, named: policies, gate, breaker: guard, timeouts, traced_open_ms } =
            row;
        let mut sim: Sim<Event> = Sim::new(options);
        let named: Option<&dyn RetryPolicy> = backoff_kind.map(|s| policies.get(s));
        let draws = backoff_kind.filter(|_| named.is_some_and(|n| n.draws())).map(|s| {
            let seed = seed.expect("a named backoff that draws runs with a seed (checked at load)");
            Streams::new(seed).fork(&format!("policy/{}", s.name()))
        });
        let queue = Queue::new(0, p.visibility_timeout_ms, p.max_receives);
        let pids: Vec<ProcessId> = (0..p.consumers).map(|_| sim.spawn("consumer")).collect();
        sim.schedule_at(Millis::ZERO, Event::MessageArrived);
        sim.schedule_at(Millis(p.outage_until_ms), Event::OutageEnded);
        Engine {
            sim,
            p,
            backoff: CappedExponential { base_ms: p.base_ms as f64, cap_ms: p.cap_ms as f64 },
            named,
            draws,
            gate,
            guard,
            timeouts,
            traced_open_ms,
            queue,
            pids,
            idle: (0..p.consumers).collect(),
            arrived: 0,
            in_flight: 0,
            backlog_below: None,
            out: OutageRun::default(),
        }
    }

    /// Wakes the consumer idle longest, if any.
    fn wake(&mut self) {
        if let Some(c) = self.idle.pop_front() {
            self.sim.send_in(self.pids[c as usize], 0, Event::ConsumerPolled { consumer: c });
        }
    }

    /// A message settled at `t`: the end of recovery if it was part of the backlog.
    fn settled(&mut self, id: u32, t: u64) {
        self.out.drained_ms = t;
        if self.backlog_below.is_some_and(|b| id < b) {
            self.out.recovery_ms = t - self.p.outage_until_ms;
        }
    }

    fn message_arrived(&mut self) {
        self.queue.push();
        self.arrived += 1;
        if self.arrived < self.p.messages {
            self.sim.schedule_in(self.p.arrival_every_ms, Event::MessageArrived);
        }
        self.wake();
    }

    fn consumer_polled(&mut self, consumer: u32, now: Millis) {
        let pid = self.pids[consumer as usize];
        if self.queue.visible_len() == 0 {
            self.idle.push_back(consumer);
            return;
        }
        let permit = match self.guard.as_mut() {
            Some(b) => {
                let Some(permit) = b.allow(now) else {
                    // The breaker is open: leave the messages in the queue, untouched.
                    let at = b.next_check(now, self.p.work_ms);
                    self.sim.trace(&format!("consumer/{consumer}"), "PollRefused", || {
                        format!("retry_at_ms={}", at.as_ms())
                    });
                    self.sim.send_at(pid, at, Event::ConsumerPolled { consumer });
                    return;
                };
                Some(permit)
            }
            None => None,
        };
        match self.queue.receive(now) {
            Received::Empty => unreachable!("checked that a message is visible"),
            Received::DeadLettered { id } => {
                // No call is made: the permit (a probe's, perhaps) goes back.
                if let (Some(b), Some(permit)) = (self.guard.as_mut(), permit) {
                    b.release(permit);
                }
                self.settled(id, now.as_ms());
                self.out.dead_letters_per_s.record(now.as_ms());
                self.sim.trace(&format!("consumer/{consumer}"), "MessageDeadLettered", || format!("id={id}"));
                self.sim.send_in(pid, 0, Event::ConsumerPolled { consumer });
            }
            Received::Message { id, receipt, visible_again_at } => {
                if self.queue.receives(id) == 1 {
                    self.gate.first_attempt(now);
                }
                self.in_flight += 1;
                self.sim.schedule_at(visible_again_at, Event::VisibilityExpired { id, receipt });
                self.sim.send_in(pid, self.p.work_ms, Event::WorkFinished { consumer, id, receipt, permit });
            }
        }
    }

    fn work_finished(&mut self, consumer: u32, id: u32, receipt: Receipt, permit: Option<Permit>, now: Millis) {
        let t = now.as_ms();
        self.in_flight -= 1;
        self.out.calls += 1;
        self.out.calls_per_s.record(t);
        let effect = if (self.p.outage_from_ms..self.p.outage_until_ms).contains(&t) {
            self.call_failed(consumer, id, receipt, now);
            self.guard.as_mut().zip(permit).map(|(b, permit)| b.on_failure(permit, now))
        } else {
            self.gate.after_success(id, now);
            if self.queue.ack(id) {
                self.out.acked += 1;
            }
            self.settled(id, t);
            self.sim.trace(&format!("consumer/{consumer}"), "MessageProcessed", || format!("id={id}"));
            self.guard.as_mut().zip(permit).map(|(b, permit)| b.on_success(permit, now))
        };
        self.breaker_effect(effect, id, t);
        self.sim.send_in(self.pids[consumer as usize], 0, Event::ConsumerPolled { consumer });
    }

    /// A call during the outage failed: the message is retried after its backoff, or
    /// fails at once (the policy gave up, or the budget refused the retry).
    fn call_failed(&mut self, consumer: u32, id: u32, receipt: Receipt, now: Millis) {
        let t = now.as_ms();
        let receives = self.queue.receives(id);
        self.out.calls_during_outage += 1;
        self.out.retries_during_outage += u64::from(receives > 1);
        self.out.failed_calls += 1;
        let gave_up = gives_up(self.named, receives);
        let wants = receives < self.p.max_receives && !gave_up;
        let decision = self.gate.after_failure(id, now, self.in_flight, wants, self.timeouts);
        if gave_up || decision == Some(false) {
            // The system's own retry limit, or the budget refuses the retry: the request
            // fails at once.
            assert!(self.queue.dead_letter(id, receipt), "the call's receipt holds its message");
            self.settled(id, t);
            self.out.dead_letters_per_s.record(t);
            if gave_up {
                self.out.given_up += 1;
                self.sim.trace(&format!("consumer/{consumer}"), "PolicyGaveUp", || {
                    format!("id={id} retries={}", receives - 1)
                });
            } else {
                self.out.retries_refused += 1;
                self.sim.trace(&format!("consumer/{consumer}"), "RetryRefused", || format!("id={id}"));
            }
            return;
        }
        self.out.retries_granted += u64::from(decision.is_some());
        let wait = match (self.named, self.draws.as_mut()) {
            (None, _) => self.backoff.wait_ms(receives) as u64,
            (Some(n), Some(d)) => n.wait_ms(receives, d).trunc() as u64,
            (Some(n), None) => n.wait_ms(receives, &mut Extreme::Low).trunc() as u64,
        };
        if let Some((r, until)) = self.queue.release(id, receipt, now, wait) {
            self.sim.schedule_at(until, Event::VisibilityExpired { id, receipt: r });
        }
        self.sim.trace(&format!("consumer/{consumer}"), "CallFailed", || format!("id={id} retry_in_ms={wait}"));
    }

    /// What the call's result did to the breaker, counted and traced.
    fn breaker_effect(&mut self, effect: Option<Effect>, id: u32, t: u64) {
        match effect {
            Some(Effect::Opened) => {
                self.out.first_opened_ms.get_or_insert(t);
                match self.traced_open_ms {
                    Some(open_ms) => self.sim.trace("breaker", "BreakerOpened", || format!("until_ms={}", t + open_ms)),
                    None => self.sim.trace("breaker", "BreakerOpened", String::new),
                }
            }
            Some(Effect::Closed) => {
                self.out.last_closed_ms = Some(t);
                self.out.backlog_at_close = self.queue.open_len() as u32;
                self.sim.trace("breaker", "BreakerClosed", String::new);
            }
            Some(Effect::Ignored) => self.sim.trace("breaker", "LateResultIgnored", || format!("id={id}")),
            Some(Effect::Counted) | None => {}
        }
    }

    /// The counts, once every message is settled.
    fn finish(mut self) -> OutageRun {
        let out = &mut self.out;
        out.dead_lettered = self.queue.dead_letters().len() as u32;
        if let Some(b) = &self.guard {
            out.times_opened = b.times_opened();
            out.late_results = b.late_results();
        }
        out.calls_per_s.finish();
        out.dead_letters_per_s.finish();
        assert_eq!(out.acked + out.dead_lettered, self.p.messages, "every message must be settled");
        assert_eq!(self.gate.active_retries(), 0, "every admitted retry came back");
        self.out
    }
}
