//! One row on the engine: arrivals, consumers, the breaker, the queue's timers.

use std::collections::VecDeque;

use super::Params;
use super::rate::PerSecond;
use crate::backoff::named::{Extreme, RetryPolicy};
use crate::backoff::{Backoff, CappedExponential};
use crate::breaker::{CircuitBreaker, Effect, Permit};
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
    /// The dependency is up again (nothing changes: the backlog is counted).
    OutageEnded,
}

/// The outcome of one row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BreakerRun {
    pub breaker: bool,
    pub calls: u64,
    pub calls_during_outage: u64,
    pub failed_calls: u64,
    pub acked: u32,
    pub dead_lettered: u32,
    /// Of those, messages the named policy gave up on (its own retry limit reached).
    pub given_up: u32,
    pub times_opened: u32,
    /// When the last message was settled.
    pub drained_ms: u64,
    /// Results of calls that started before the breaker last changed state: it ignored them.
    pub late_results: u64,
    /// When the breaker first opened, and when it last closed.
    pub first_opened_ms: Option<u64>,
    pub last_closed_ms: Option<u64>,
    /// Messages neither acked nor dead-lettered when the outage ended.
    pub backlog_at_recovery: u32,
    /// Calls that reached the dependency, per second (sparse, bounded).
    pub calls_per_s: PerSecond,
    /// Messages moved to the dead-letter queue, per second.
    pub dead_letters_per_s: PerSecond,
}

/// The row's name in traces and CSVs.
pub(super) fn tag(with_breaker: bool) -> &'static str {
    if with_breaker { "on" } else { "off" }
}

/// Whether a named policy gives up after the failure of a message's `receives`-th call:
/// the retry it would make next is number `receives`, past the system's own limit
/// (Sidekiq's 25, Celery's 3 …). Without a named policy only `max_receives` decides.
pub(crate) fn gives_up(named: Option<&dyn RetryPolicy>, receives: u32) -> bool {
    named.and_then(|n| n.max_retries()).is_some_and(|most| receives > most)
}

/// Runs every listed row, each on its own engine (traced as `off:…` / `on:…`).
/// A named `backoff` that draws takes its waits from `seed`.
pub fn simulate(p: &Params, seed: Option<u64>, options: &RunOptions) -> Result<Vec<BreakerRun>, Exhausted> {
    p.breakers.iter().map(|&b| simulate_row_seeded(p, b, seed, &options.scoped(tag(b)))).collect()
}

/// Runs one row on the engine (a named `backoff` that draws needs [`simulate_row_seeded`]).
pub fn simulate_row(p: &Params, with_breaker: bool, options: &RunOptions) -> Result<BreakerRun, Exhausted> {
    simulate_row_seeded(p, with_breaker, None, options)
}

/// Runs one row on the engine; a named `backoff` that draws takes its waits from the
/// stream `policy/<name>` of `seed`, in event order.
pub fn simulate_row_seeded(
    p: &Params,
    with_breaker: bool,
    seed: Option<u64>,
    options: &RunOptions,
) -> Result<BreakerRun, Exhausted> {
    let mut sim: Sim<Event> = Sim::new(options);
    let backoff = CappedExponential { base_ms: p.base_ms as f64, cap_ms: p.cap_ms as f64 };
    let named: Option<&dyn RetryPolicy> = p.backoff.map(|s| p.named.get(s));
    let mut draws = p.backoff.filter(|_| named.is_some_and(|n| n.draws())).map(|s| {
        let seed = seed.expect("a named backoff that draws runs with a seed (checked at load)");
        Streams::new(seed).fork(&format!("policy/{}", s.name()))
    });
    let mut queue = Queue::new(0, p.visibility_timeout_ms, p.max_receives);
    let mut breaker = CircuitBreaker::new(p.failure_threshold, p.open_ms);
    let pids: Vec<ProcessId> = (0..p.consumers).map(|_| sim.spawn("consumer")).collect();
    let mut idle: VecDeque<u32> = (0..p.consumers).collect();
    let mut arrived = 0u32;
    let mut out = BreakerRun {
        breaker: with_breaker,
        calls: 0,
        calls_during_outage: 0,
        failed_calls: 0,
        acked: 0,
        dead_lettered: 0,
        given_up: 0,
        times_opened: 0,
        drained_ms: 0,
        late_results: 0,
        first_opened_ms: None,
        last_closed_ms: None,
        backlog_at_recovery: 0,
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
            Event::OutageEnded => out.backlog_at_recovery = queue.open_len() as u32,
            Event::ConsumerPolled { consumer } => {
                let pid = pids[consumer as usize];
                if queue.visible_len() == 0 {
                    idle.push_back(consumer);
                    continue;
                }
                let permit = if with_breaker {
                    let Some(permit) = breaker.allow(now) else {
                        // The breaker is open: leave the messages in the queue, untouched.
                        let at = breaker.next_check(now, p.work_ms);
                        sim.trace(&format!("consumer/{consumer}"), "PollRefused", || format!("retry_at_ms={}", at.as_ms()));
                        sim.send_at(pid, at, Event::ConsumerPolled { consumer });
                        continue;
                    };
                    Some(permit)
                } else {
                    None
                };
                match queue.receive(now) {
                    Received::Empty => unreachable!("checked that a message is visible"),
                    Received::DeadLettered { id } => {
                        // No call is made: the permit (a probe's, perhaps) goes back.
                        if let Some(permit) = permit {
                            breaker.release(permit);
                        }
                        out.drained_ms = now.as_ms();
                        out.dead_letters_per_s.record(now.as_ms());
                        sim.trace(&format!("consumer/{consumer}"), "MessageDeadLettered", || format!("id={id}"));
                        sim.send_in(pid, 0, Event::ConsumerPolled { consumer });
                    }
                    Received::Message { id, receipt, visible_again_at } => {
                        sim.schedule_at(visible_again_at, Event::VisibilityExpired { id, receipt });
                        sim.send_in(pid, p.work_ms, Event::WorkFinished { consumer, id, receipt, permit });
                    }
                }
            }
            Event::WorkFinished { consumer, id, receipt, permit } => {
                let t = now.as_ms();
                out.calls += 1;
                out.calls_per_s.record(t);
                let down = (p.outage_from_ms..p.outage_until_ms).contains(&t);
                let effect = if down {
                    out.calls_during_outage += 1;
                    out.failed_calls += 1;
                    let receives = queue.receives(id);
                    if gives_up(named, receives) {
                        // The system's own retry limit: it gives the message up at once.
                        out.given_up += 1;
                        assert!(queue.dead_letter(id, receipt), "the call's receipt holds its message");
                        out.drained_ms = t;
                        out.dead_letters_per_s.record(t);
                        sim.trace(&format!("consumer/{consumer}"), "PolicyGaveUp", || format!("id={id} retries={}", receives - 1));
                    } else {
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
                    permit.map(|permit| breaker.on_failure(permit, now))
                } else {
                    if queue.ack(id) {
                        out.acked += 1;
                    }
                    out.drained_ms = t;
                    sim.trace(&format!("consumer/{consumer}"), "MessageProcessed", || format!("id={id}"));
                    permit.map(|permit| breaker.on_success(permit))
                };
                match effect {
                    Some(Effect::Opened) => {
                        out.first_opened_ms.get_or_insert(t);
                        let until = t + p.open_ms;
                        sim.trace("breaker", "BreakerOpened", || format!("until_ms={until}"));
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
    out.times_opened = breaker.times_opened();
    out.late_results = breaker.late_results();
    out.calls_per_s.finish();
    out.dead_letters_per_s.finish();
    assert_eq!(out.acked + out.dead_lettered, p.messages, "every message must be settled");
    Ok(out)
}
