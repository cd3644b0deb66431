//! One placement on the engine: consumers, the queue's visibility timers, the dependency.

use std::collections::VecDeque;

use super::{Params, Placement};
use crate::backoff::named::{Extreme, RetryPolicy};
use crate::backoff::{Backoff, CappedExponential};
use crate::overlap::Concurrency;
use crate::queue::{Queue, Receipt, Received, Returned};
use crate::sim::{Exhausted, Millis, ProcessId, RunOptions, Sim, Stream, Streams};

/// The events of one placement, past-tense facts.
#[derive(Clone, Copy, Debug)]
enum Event {
    /// The consumer asked the queue for a message.
    ConsumerPolled { consumer: u32 },
    /// The consumer's work on a message ended with a call to the dependency.
    WorkFinished { consumer: u32, id: u32, receipt: Receipt, attempt: u32 },
    /// A consumer holding a message finished waiting its backoff.
    BackoffElapsed { consumer: u32, id: u32, receipt: Receipt, attempt: u32 },
    /// A visibility timer of the queue fired.
    VisibilityExpired { id: u32, receipt: Receipt },
}

/// The outcome of one placement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlacementRun {
    pub placement: Placement,
    pub deliveries: u64,
    pub calls: u64,
    pub completions: u64,
    /// Successful processings of a message that another consumer had already completed.
    pub duplicate_completions: u64,
    /// The most consumers that worked on one message at the same time.
    pub peak_copies: u32,
    /// Consumer time spent sleeping in a backoff while holding a message.
    pub holding_ms: u64,
    pub acked: u32,
    pub dead_lettered: u32,
    /// When the last message was settled.
    pub makespan_ms: u64,
    /// Per consumer: `(start, end, message id)` of every handling.
    pub handlings: Vec<Vec<(u64, u64, u32)>>,
    /// `(when, message id)` of every call after a named policy's last retry: the consumer
    /// gave the message up (moved to the dead-letter queue if its receipt still held it).
    pub gave_up: Vec<(u64, u32)>,
}

/// The wait before retry `retry`: the lesson's capped exponential, or the named policy's
/// (whole ms), drawn from `draws` when it draws.
struct Waits<'a> {
    capped: CappedExponential,
    named: Option<&'a dyn RetryPolicy>,
    draws: Option<Stream>,
}

impl Waits<'_> {
    fn wait_ms(&mut self, retry: u32) -> u64 {
        match (self.named, self.draws.as_mut()) {
            (None, _) => self.capped.wait_ms(retry) as u64,
            (Some(n), Some(d)) => n.wait_ms(retry, d).trunc() as u64,
            (Some(n), None) => n.wait_ms(retry, &mut Extreme::Low).trunc() as u64,
        }
    }

    /// Whether a failed call after `retries` retries is the named policy's last.
    fn exhausted(&self, retries: u32) -> bool {
        self.named.and_then(|n| n.max_retries()).is_some_and(|m| retries >= m)
    }
}

/// Runs every listed placement, each on its own engine (traced as `<placement>:…`).
/// A named `backoff` that draws takes its waits from `seed`.
pub fn simulate(p: &Params, seed: Option<u64>, options: &RunOptions) -> Result<Vec<PlacementRun>, Exhausted> {
    p.placements.iter().map(|&pl| simulate_placement_seeded(p, pl, seed, &options.scoped(pl.name()))).collect()
}

/// Runs one placement on the engine (a named `backoff` that draws needs
/// [`simulate_placement_seeded`]).
pub fn simulate_placement(p: &Params, placement: Placement, options: &RunOptions) -> Result<PlacementRun, Exhausted> {
    simulate_placement_seeded(p, placement, None, options)
}

/// Runs one placement on the engine; a named `backoff` that draws takes its waits from
/// the stream `policy/<name>` of `seed`, in event order.
pub fn simulate_placement_seeded(
    p: &Params,
    placement: Placement,
    seed: Option<u64>,
    options: &RunOptions,
) -> Result<PlacementRun, Exhausted> {
    let mut sim: Sim<Event> = Sim::new(options);
    let named: Option<&dyn RetryPolicy> = p.backoff.map(|s| p.named.get(s));
    let draws = p.backoff.filter(|_| named.is_some_and(|n| n.draws())).map(|s| {
        let seed = seed.expect("a named backoff that draws runs with a seed (checked at load)");
        Streams::new(seed).fork(&format!("policy/{}", s.name()))
    });
    let capped = CappedExponential { base_ms: p.base_ms as f64, cap_ms: p.cap_ms as f64 };
    let mut backoff = Waits { capped, named, draws };
    let mut queue = Queue::new(p.messages, p.visibility_timeout_ms, p.max_receives);
    let pids: Vec<ProcessId> = (0..p.consumers).map(|_| sim.spawn("consumer")).collect();
    let mut idle: VecDeque<u32> = VecDeque::new();
    // Copies of each message in work, as half-open intervals (`crate::overlap`): a copy
    // that ends at t and one that starts at t are not two at once.
    let mut copies = vec![Concurrency::default(); p.messages as usize];
    let mut completed = vec![false; p.messages as usize];
    let mut started_at = vec![0u64; p.consumers as usize];
    let mut out = PlacementRun {
        placement,
        deliveries: 0,
        calls: 0,
        completions: 0,
        duplicate_completions: 0,
        peak_copies: 0,
        holding_ms: 0,
        acked: 0,
        dead_lettered: 0,
        makespan_ms: 0,
        handlings: vec![Vec::new(); p.consumers as usize],
        gave_up: Vec::new(),
    };
    for (c, &pid) in pids.iter().enumerate() {
        sim.send_at(pid, Millis::ZERO, Event::ConsumerPolled { consumer: c as u32 });
    }
    while let Some(event) = sim.next_event()? {
        let now = sim.now();
        match event {
            Event::ConsumerPolled { consumer } => {
                let name = || format!("consumer/{consumer}");
                match queue.receive(now) {
                    Received::Empty => idle.push_back(consumer),
                    Received::DeadLettered { id } => {
                        out.deliveries += 1;
                        out.makespan_ms = now.as_ms();
                        sim.trace(&name(), "MessageDeadLettered", || format!("id={id}"));
                        sim.send_in(pids[consumer as usize], 0, Event::ConsumerPolled { consumer });
                    }
                    Received::Message { id, receipt, visible_again_at } => {
                        out.deliveries += 1;
                        copies[id as usize].start(now.as_ms());
                        started_at[consumer as usize] = now.as_ms();
                        let receives = queue.receives(id);
                        sim.trace(&name(), "MessageReceived", || format!("id={id} receives={receives}"));
                        sim.schedule_at(visible_again_at, Event::VisibilityExpired { id, receipt });
                        let ev = Event::WorkFinished { consumer, id, receipt, attempt: 1 };
                        sim.send_in(pids[consumer as usize], p.work_ms, ev);
                    }
                }
            }
            Event::WorkFinished { consumer, id, receipt, attempt } => {
                out.calls += 1;
                let pid = pids[consumer as usize];
                if now.as_ms() >= p.outage_ms {
                    out.completions += 1;
                    if completed[id as usize] {
                        out.duplicate_completions += 1;
                    }
                    completed[id as usize] = true;
                    if queue.ack(id) {
                        out.acked += 1;
                    }
                    out.makespan_ms = out.makespan_ms.max(now.as_ms());
                    copies[id as usize].end(now.as_ms());
                    out.handlings[consumer as usize].push((started_at[consumer as usize], now.as_ms(), id));
                    sim.trace(&format!("consumer/{consumer}"), "MessageProcessed", || format!("id={id}"));
                    sim.send_in(pid, 0, Event::ConsumerPolled { consumer });
                    continue;
                }
                sim.trace(&format!("consumer/{consumer}"), "CallFailed", || format!("id={id} attempt={attempt}"));
                // The retries made so far: the consumer's own count when it holds the
                // message, the queue's receive count when the wait lives in the queue.
                let retries = match placement {
                    Placement::Hold => attempt - 1,
                    Placement::Requeue => queue.receives(id) - 1,
                };
                if backoff.exhausted(retries) {
                    let moved = queue.dead_letter(id, receipt);
                    copies[id as usize].end(now.as_ms());
                    out.handlings[consumer as usize].push((started_at[consumer as usize], now.as_ms(), id));
                    out.gave_up.push((now.as_ms(), id));
                    if moved {
                        out.makespan_ms = out.makespan_ms.max(now.as_ms());
                    }
                    sim.trace(&format!("consumer/{consumer}"), "RetriesExhausted", || {
                        format!("id={id} retries={retries} dead_lettered={moved}")
                    });
                    sim.send_in(pid, 0, Event::ConsumerPolled { consumer });
                    continue;
                }
                match placement {
                    Placement::Hold => {
                        let wait = backoff.wait_ms(attempt);
                        out.holding_ms += wait;
                        let ev = Event::BackoffElapsed { consumer, id, receipt, attempt };
                        sim.send_in(pid, wait, ev);
                    }
                    Placement::Requeue => {
                        // The next wait grows with the message's receive count, which the
                        // queue keeps: the consumer keeps nothing.
                        let wait = backoff.wait_ms(queue.receives(id));
                        copies[id as usize].end(now.as_ms());
                        out.handlings[consumer as usize].push((started_at[consumer as usize], now.as_ms(), id));
                        if let Some((new_receipt, until)) = queue.release(id, receipt, now, wait) {
                            sim.schedule_at(until, Event::VisibilityExpired { id, receipt: new_receipt });
                        }
                        sim.send_in(pid, 0, Event::ConsumerPolled { consumer });
                    }
                }
            }
            Event::BackoffElapsed { consumer, id, receipt, attempt } => {
                let ev = Event::WorkFinished { consumer, id, receipt, attempt: attempt + 1 };
                sim.send_in(pids[consumer as usize], p.work_ms, ev);
            }
            Event::VisibilityExpired { id, receipt } => {
                if queue.visibility_expired(id, receipt) == Returned::Visible {
                    sim.trace("queue", "MessageBecameVisible", || format!("id={id}"));
                    if let Some(c) = idle.pop_front() {
                        sim.send_in(pids[c as usize], 0, Event::ConsumerPolled { consumer: c });
                    }
                }
            }
        }
    }
    out.peak_copies = copies.iter().map(Concurrency::peak).max().unwrap_or(0);
    out.dead_lettered = queue.dead_letters().len() as u32;
    assert_eq!(out.acked + out.dead_lettered, p.messages, "every message must be settled");
    Ok(out)
}

