//! One row on the engine: `circuit-breaker`'s arrivals, consumers, queue and timers, with
//! a retry budget between a failure and its retry and any breaker on the receive.

use std::collections::VecDeque;

use super::Params;
use super::spec::{BreakerKind, BudgetKind};
use crate::backoff::named::{Extreme, RetryPolicy};
use crate::backoff::{Backoff, CappedExponential};
use crate::breaker::{Effect, Permit};
use crate::budget::RetryGate;
use crate::backoff::named::System;
use crate::models::circuit_breaker::{PerSecond, gives_up};
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

/// The outcome of one row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GuardRun {
    /// The release delay: `None` the lesson's capped exponential, or a named policy.
    pub backoff: Option<System>,
    pub budget: BudgetKind,
    pub breaker: BreakerKind,
    pub calls: u64,
    pub calls_during_outage: u64,
    /// Calls during the outage that were retries (a message's second receive or later).
    pub retries_during_outage: u64,
    pub failed_calls: u64,
    /// Retries the budget allowed and refused (each refusal fails its request).
    pub retries_granted: u64,
    pub retries_refused: u64,
    pub acked: u32,
    /// Requests failed: refused retries and used-up receives, all in the dead-letter queue.
    pub dead_lettered: u32,
    /// Of those, messages the named policy gave up on (its own retry limit reached).
    pub given_up: u32,
    pub times_opened: u32,
    pub late_results: u64,
    pub first_opened_ms: Option<u64>,
    pub last_closed_ms: Option<u64>,
    /// When the last message was settled.
    pub drained_ms: u64,
    /// Messages neither acked nor dead-lettered when the outage ended.
    pub backlog_at_recovery: u32,
    /// From the outage's end until the last of that backlog was settled.
    pub recovery_ms: u64,
    /// Calls that reached the dependency, per second.
    pub calls_per_s: PerSecond,
}

impl GuardRun {
    /// The row's name in traces and CSVs: the budget, the breaker, or both, after the
    /// named backoff if any (`sidekiq-backoff+finagle`).
    pub fn tag(&self) -> String {
        tag(self.backoff, self.budget, self.breaker)
    }
}

pub(super) fn tag(backoff: Option<System>, budget: BudgetKind, breaker: BreakerKind) -> String {
    let guards = match (budget, breaker) {
        (b, BreakerKind::None) => b.name().to_string(),
        (BudgetKind::None, k) => k.name().to_string(),
        (b, k) => format!("{}+{}", b.name(), k.name()),
    };
    match backoff {
        None => guards,
        Some(s) if budget == BudgetKind::None && breaker == BreakerKind::None => format!("{}-backoff", s.name()),
        Some(s) => format!("{}-backoff+{guards}", s.name()),
    }
}

/// Runs every row: for each backoff, each breaker, each budget (traced as `<tag>:…`).
/// A named backoff that draws takes its waits from `seed`.
pub fn simulate(p: &Params, seed: Option<u64>, options: &RunOptions) -> Result<Vec<GuardRun>, Exhausted> {
    let mut runs = Vec::with_capacity(p.backoffs.len() * p.breakers.len() * p.budgets.len());
    for &backoff in &p.backoffs {
        for &breaker in &p.breakers {
            for &budget in &p.budgets {
                let options = options.scoped(&tag(backoff, budget, breaker));
                runs.push(simulate_row_seeded(p, backoff, budget, breaker, seed, &options)?);
            }
        }
    }
    Ok(runs)
}

/// Runs one row on the engine with the lesson's capped exponential backoff.
pub fn simulate_row(p: &Params, budget: BudgetKind, breaker: BreakerKind, options: &RunOptions) -> Result<GuardRun, Exhausted> {
    simulate_row_seeded(p, None, budget, breaker, None, options)
}

/// Runs one row on the engine; a named `backoff` that draws takes its waits from the
/// stream `policy/<name>` of `seed`, in event order, and gives up at its retry limit.
pub fn simulate_row_seeded(
    p: &Params,
    backoff_kind: Option<System>,
    budget: BudgetKind,
    breaker: BreakerKind,
    seed: Option<u64>,
    options: &RunOptions,
) -> Result<GuardRun, Exhausted> {
    let mut sim: Sim<Event> = Sim::new(options);
    let backoff = CappedExponential { base_ms: p.base_ms as f64, cap_ms: p.cap_ms as f64 };
    let named: Option<&dyn RetryPolicy> = backoff_kind.map(|s| p.named.get(s));
    let mut draws = backoff_kind.filter(|_| named.is_some_and(|n| n.draws())).map(|s| {
        let seed = seed.expect("a named backoff that draws runs with a seed (checked at load)");
        Streams::new(seed).fork(&format!("policy/{}", s.name()))
    });
    let mut queue = Queue::new(0, p.visibility_timeout_ms, p.max_receives);
    let mut gate = RetryGate::new(&p.settings.budget(budget), p.messages, Millis::ZERO);
    let mut guard = p.settings.breaker(breaker);
    let pids: Vec<ProcessId> = (0..p.consumers).map(|_| sim.spawn("consumer")).collect();
    let mut idle: VecDeque<u32> = (0..p.consumers).collect();
    let mut arrived = 0u32;
    let mut in_flight = 0u64;
    // Messages with ids below this arrived before the outage ended (known once it has).
    let mut backlog_below: Option<u32> = None;
    let mut out = GuardRun {
        backoff: backoff_kind,
        budget,
        breaker,
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
    };
    sim.schedule_at(Millis::ZERO, Event::MessageArrived);
    sim.schedule_at(Millis(p.outage_until_ms), Event::OutageEnded);
    let wake = |sim: &mut Sim<Event>, idle: &mut VecDeque<u32>| {
        if let Some(c) = idle.pop_front() {
            sim.send_in(pids[c as usize], 0, Event::ConsumerPolled { consumer: c });
        }
    };
    // A message settled at `t`: the end of recovery if it was part of the backlog.
    let settled = |out: &mut GuardRun, backlog_below: Option<u32>, id: u32, t: u64| {
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
                        if let (Some(b), Some(permit)) = (guard.as_mut(), permit) {
                            b.release(permit);
                        }
                        settled(&mut out, backlog_below, id, now.as_ms());
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
                    let decision = gate.after_failure(id, now, in_flight, wants, p.timeouts);
                    if gave_up {
                        // The system's own retry limit: it gives the request up at once.
                        out.given_up += 1;
                        assert!(queue.dead_letter(id, receipt), "the call's receipt holds its message");
                        settled(&mut out, backlog_below, id, t);
                        sim.trace(&format!("consumer/{consumer}"), "PolicyGaveUp", || format!("id={id} retries={}", receives - 1));
                    } else if decision == Some(false) {
                        // The budget refuses the retry: the request fails.
                        out.retries_refused += 1;
                        assert!(queue.dead_letter(id, receipt), "the call's receipt holds its message");
                        settled(&mut out, backlog_below, id, t);
                        sim.trace(&format!("consumer/{consumer}"), "RetryRefused", || format!("id={id}"));
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
                        sim.trace("breaker", "BreakerOpened", String::new);
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
    assert_eq!(out.acked + out.dead_lettered, p.messages, "every message must be settled");
    assert_eq!(gate.active_retries(), 0, "every admitted retry came back");
    Ok(out)
}
