//! Lesson 004.4's outage on the engine, once for every model that runs it
//! (`circuit-breaker`, `outage-guards`): arrivals, consumers polling a FIFO queue, the
//! dependency down for a while, a failed call released with a backoff, and whatever the
//! row puts in the way: a retry budget between a failure and its retry ([`RetryGate`],
//! unlimited for `circuit-breaker`), a breaker on the receive ([`AnyBreaker`]), and a
//! named policy's own retry limit.

use std::collections::VecDeque;

use super::rate::PerSecond;
use super::Outage;
use crate::backoff::named::{Extreme, Policies, RetryPolicy, System};
use crate::backoff::{Backoff, CappedExponential};
use crate::breaker::{AnyBreaker, Effect, Permit};
use crate::budget::RetryGate;
use crate::queue::{Queue, Receipt, Received, Returned};
use crate::sim::{Exhausted, Millis, ProcessId, RunOptions, Sim, Streams};

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
pub(crate) struct Row<'a> {
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct OutageRun {
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
    pub recovery_ms: u64,
    pub calls_per_s: PerSecond,
    pub dead_letters_per_s: PerSecond,
}

/// Whether a named policy gives up after the failure of a message's `receives`-th call:
/// the retry it would make next is number `receives`, past the system's own limit
/// (Sidekiq's 25, Celery's 3 …). Without a named policy only `max_receives` decides.
pub(crate) fn gives_up(named: Option<&dyn RetryPolicy>, receives: u32) -> bool {
    named.and_then(|n| n.max_retries()).is_some_and(|most| receives > most)
}

/// Runs one row on the engine.
pub(crate) fn run(row: Row<'_>, seed: Option<u64>, options: &RunOptions) -> Result<OutageRun, Exhausted> {
    let Row { outage: p, backoff: backoff_kind, named: policies, mut gate, breaker: mut guard, timeouts, traced_open_ms } =
        row;
    let mut sim: Sim<Event> = Sim::new(options);
    let backoff = CappedExponential { base_ms: p.base_ms as f64, cap_ms: p.cap_ms as f64 };
    let named: Option<&dyn RetryPolicy> = backoff_kind.map(|s| policies.get(s));
    let mut draws = backoff_kind.filter(|_| named.is_some_and(|n| n.draws())).map(|s| {
        let seed = seed.expect("a named backoff that draws runs with a seed (checked at load)");
        Streams::new(seed).fork(&format!("policy/{}", s.name()))
    });
    let mut queue = Queue::new(0, p.visibility_timeout_ms, p.max_receives);
    let pids: Vec<ProcessId> = (0..p.consumers).map(|_| sim.spawn("consumer")).collect();
    let mut idle: VecDeque<u32> = (0..p.consumers).collect();
    let mut arrived = 0u32;
    let mut in_flight = 0u64;
    // Messages with ids below this arrived before the outage ended (known once it has).
    let mut backlog_below: Option<u32> = None;
    let mut out = OutageRun {
        calls: 0,
        calls_during_outage: 0,
        retries_during_outage: 0,
        failed_calls: 0,
        retries_granted: 0,
        retries_refused: 0,
        acked: 0,
        dead_lettered: 0,
        given_up: 0,
        times_opened: 0,
        late_results: 0,
        first_opened_ms: None,
        last_closed_ms: None,
        drained_ms: 0,
        backlog_at_recovery: 0,
        recovery_ms: 0,
        calls_per_s: PerSecond::default(),
        dead_letters_per_s: PerSecond::default(),
    };
    sim.schedule_at(Millis::ZERO, Event::MessageArrived);
    sim.schedule_at(Millis(p.outage_until_ms), Event::OutageEnded);
    let wake = |sim: &mut Sim<Event>, idle: &mut VecDeque<u32>| {
        if let Some(c) = idle.pop_front() {
            sim.send_in(pids[c as usize], 0, Event::ConsumerPolled { consumer: c });
        }
    };
    // A message settled at `t`: the end of recovery if it was part of the backlog.
    let settled = |out: &mut OutageRun, backlog_below: Option<u32>, id: u32, t: u64| {
        out.drained_ms = t;
        if backlog_below.is_some_and(|b| id < b) {
            out.recovery_ms = t - p.outage_until_ms;
        }
    };
    while let Some(event) = sim.next_event()? {
        let now = sim.now();
        match event {
            Event::MessageArrived => {
                queue.push();
                arrived += 1;
                if arrived < p.messages {
                    sim.schedule_in(p.arrival_every_ms, Event::MessageArrived);
                }
                wake(&mut sim, &mut idle);
            }
            Event::OutageEnded => {
                out.backlog_at_recovery = queue.open_len() as u32;
                backlog_below = Some(arrived);
            }
            Event::ConsumerPolled { consumer } => {
                let pid = pids[consumer as usize];
                if queue.visible_len() == 0 {
                    idle.push_back(consumer);
                    continue;
                }
                let permit = match guard.as_mut() {
                    Some(b) => {
                        let Some(permit) = b.allow(now) else {
                            // The breaker is open: leave the messages in the queue, untouched.
                            let at = b.next_check(now, p.work_ms);
                            sim.trace(&format!("consumer/{consumer}"), "PollRefused", || format!("retry_at_ms={}", at.as_ms()));
                            sim.send_at(pid, at, Event::ConsumerPolled { consumer });
                            continue;
                        };
                        Some(permit)
                    }
                    None => None,
                };
                match queue.receive(now) {
                    Received::Empty => unreachable!("checked that a message is visible"),
                    Received::DeadLettered { id } => {
                        // No call is made: the permit (a probe's, perhaps) goes back.
                        if let (Some(b), Some(permit)) = (guard.as_mut(), permit) {
                            b.release(permit);
                        }
                        settled(&mut out, backlog_below, id, now.as_ms());
                        out.dead_letters_per_s.record(now.as_ms());
                        sim.trace(&format!("consumer/{consumer}"), "MessageDeadLettered", || format!("id={id}"));
                        sim.send_in(pid, 0, Event::ConsumerPolled { consumer });
                    }
                    Received::Message { id, receipt, visible_again_at } => {
                        if queue.receives(id) == 1 {
                            gate.first_attempt(now);
                        }
                        in_flight += 1;
                        sim.schedule_at(visible_again_at, Event::VisibilityExpired { id, receipt });
                        sim.send_in(pid, p.work_ms, Event::WorkFinished { consumer, id, receipt, permit });
                    }
                }
            }
            Event::WorkFinished { consumer, id, receipt, permit } => {
                let t = now.as_ms();
                in_flight -= 1;
                out.calls += 1;
                out.calls_per_s.record(t);
                let down = (p.outage_from_ms..p.outage_until_ms).contains(&t);
                let receives = queue.receives(id);
                let effect = if down {
                    out.calls_during_outage += 1;
                    out.retries_during_outage += u64::from(receives > 1);
                    out.failed_calls += 1;
                    let gave_up = gives_up(named, receives);
                    let wants = receives < p.max_receives && !gave_up;
                    let decision = gate.after_failure(id, now, in_flight, wants, timeouts);
                    if gave_up || decision == Some(false) {
                        // The system's own retry limit, or the budget refuses the retry:
                        // the request fails at once.
                        assert!(queue.dead_letter(id, receipt), "the call's receipt holds its message");
                        settled(&mut out, backlog_below, id, t);
                        out.dead_letters_per_s.record(t);
                        if gave_up {
                            out.given_up += 1;
                            sim.trace(&format!("consumer/{consumer}"), "PolicyGaveUp", || format!("id={id} retries={}", receives - 1));
                        } else {
                            out.retries_refused += 1;
                            sim.trace(&format!("consumer/{consumer}"), "RetryRefused", || format!("id={id}"));
                        }
                    } else {
                        out.retries_granted += u64::from(decision.is_some());
                        let wait = match (named, draws.as_mut()) {
                            (None, _) => backoff.wait_ms(receives) as u64,
                            (Some(n), Some(d)) => n.wait_ms(receives, d).trunc() as u64,
                            (Some(n), None) => n.wait_ms(receives, &mut Extreme::Low).trunc() as u64,
                        };
                        if let Some((r, until)) = queue.release(id, receipt, now, wait) {
                            sim.schedule_at(until, Event::VisibilityExpired { id, receipt: r });
                        }
                        sim.trace(&format!("consumer/{consumer}"), "CallFailed", || format!("id={id} retry_in_ms={wait}"));
                    }
                    guard.as_mut().zip(permit).map(|(b, permit)| b.on_failure(permit, now))
                } else {
                    gate.after_success(id, now);
                    if queue.ack(id) {
                        out.acked += 1;
                    }
                    settled(&mut out, backlog_below, id, t);
                    sim.trace(&format!("consumer/{consumer}"), "MessageProcessed", || format!("id={id}"));
                    guard.as_mut().zip(permit).map(|(b, permit)| b.on_success(permit, now))
                };
                match effect {
                    Some(Effect::Opened) => {
                        out.first_opened_ms.get_or_insert(t);
                        match traced_open_ms {
                            Some(open_ms) => sim.trace("breaker", "BreakerOpened", || format!("until_ms={}", t + open_ms)),
                            None => sim.trace("breaker", "BreakerOpened", String::new),
                        }
                    }
                    Some(Effect::Closed) => {
                        out.last_closed_ms = Some(t);
                        sim.trace("breaker", "BreakerClosed", String::new);
                    }
                    Some(Effect::Ignored) => sim.trace("breaker", "LateResultIgnored", || format!("id={id}")),
                    Some(Effect::Counted) | None => {}
                }
                sim.send_in(pids[consumer as usize], 0, Event::ConsumerPolled { consumer });
            }
            Event::VisibilityExpired { id, receipt } => {
                if queue.visibility_expired(id, receipt) == Returned::Visible {
                    wake(&mut sim, &mut idle);
                }
            }
        }
    }
    out.dead_lettered = queue.dead_letters().len() as u32;
    if let Some(b) = &guard {
        out.times_opened = b.times_opened();
        out.late_results = b.late_results();
    }
    out.calls_per_s.finish();
    out.dead_letters_per_s.finish();
    assert_eq!(out.acked + out.dead_lettered, p.messages, "every message must be settled");
    assert_eq!(gate.active_retries(), 0, "every admitted retry came back");
    Ok(out)
}
