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
    let mut run = Consumers::new(p, placement, Waits { capped, named, draws }, &mut sim);
    for (c, &pid) in run.pids.iter().enumerate() {
        sim.send_at(pid, Millis::ZERO, Event::ConsumerPolled { consumer: c as u32 });
    }
    while let Some(event) = sim.next_event()? {
        let now = sim.now();
        match event {
            Event::ConsumerPolled { consumer } => run.polled(consumer, now, &mut sim),
            Event::WorkFinished { consumer, id, receipt, attempt } => {
                run.work_finished(consumer, id, receipt, attempt, now, &mut sim)
            }
            Event::BackoffElapsed { consumer, id, receipt, attempt } => {
                let ev = Event::WorkFinished { consumer, id, receipt, attempt: attempt + 1 };
                sim.send_in(run.pids[consumer as usize], p.work_ms, ev);
            }
            Event::VisibilityExpired { id, receipt } => {
                if run.queue.visibility_expired(id, receipt) == Returned::Visible {
                    sim.trace("queue", "MessageBecameVisible", || format!("id={id}"));
                    if let Some(c) = run.idle.pop_front() {
                        sim.send_in(run.pids[c as usize], 0, Event::ConsumerPolled { consumer: c });
                    }
                }
            }
        }
    }
    let mut out = run.out;
    out.peak_copies = run.copies.iter().map(Concurrency::peak).max().unwrap_or(0);
    out.dead_lettered = run.queue.dead_letters().len() as u32;
    assert_eq!(out.acked + out.dead_lettered, p.messages, "every message must be settled");
    Ok(out)
}

/// The consumers of one placement, the queue they share and what they report.
struct Consumers<'p> {
    p: &'p Params,
    placement: Placement,
    backoff: Waits<'p>,
    queue: Queue,
    pids: Vec<ProcessId>,
    idle: VecDeque<u32>,
    /// Copies of each message in work, as half-open intervals (`crate::overlap`): a copy
    /// that ends at t and one that starts at t are not two at once.
    copies: Vec<Concurrency>,
    completed: Vec<bool>,
    started_at: Vec<u64>,
    out: PlacementRun,
}

impl<'p> Consumers<'p> {
    fn new(p: &'p Params, placement: Placement, backoff: Waits<'p>, sim: &mut Sim<Event>) -> Self {
        let queue = Queue::new(p.messages, p.visibility_timeout_ms, p.max_receives);
        Consumers {
            p,
            placement,
            backoff,
            queue,
            pids: (0..p.consumers).map(|_| sim.spawn("consumer")).collect(),
            idle: VecDeque::new(),
            copies: vec![Concurrency::default(); p.messages as usize],
            completed: vec![false; p.messages as usize],
            started_at: vec![0u64; p.consumers as usize],
            out: PlacementRun {
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
            },
        }
    }

    /// The consumer asked the queue for a message: it works on one, finds a dead-lettered
    /// one and polls again, or waits idle for one to become visible.
    fn polled(&mut self, consumer: u32, now: Millis, sim: &mut Sim<Event>) {
        let name = || format!("consumer/{consumer}");
        match self.queue.receive(now) {
            Received::Empty => self.idle.push_back(consumer),
            Received::DeadLettered { id } => {
                self.out.deliveries += 1;
                self.out.makespan_ms = now.as_ms();
                sim.trace(&name(), "MessageDeadLettered", || format!("id={id}"));
                sim.send_in(self.pids[consumer as usize], 0, Event::ConsumerPolled { consumer });
            }
            Received::Message { id, receipt, visible_again_at } => {
                self.out.deliveries += 1;
                self.copies[id as usize].start(now.as_ms());
                self.started_at[consumer as usize] = now.as_ms();
                let receives = self.queue.receives(id);
                sim.trace(&name(), "MessageReceived", || format!("id={id} receives={receives}"));
                sim.schedule_at(visible_again_at, Event::VisibilityExpired { id, receipt });
                let ev = Event::WorkFinished { consumer, id, receipt, attempt: 1 };
                sim.send_in(self.pids[consumer as usize], self.p.work_ms, ev);
            }
        }
    }

    /// The consumer's copy of message `id` ended (processed, given up or released).
    fn copy_ended(&mut self, consumer: u32, id: u32, now: u64) {
        self.copies[id as usize].end(now);
        self.out.handlings[consumer as usize].push((self.started_at[consumer as usize], now, id));
    }

    /// The call to the dependency returned: after the outage the message is processed;
    /// during it the call failed and the placement decides where the wait lives.
    fn work_finished(&mut self, consumer: u32, id: u32, receipt: Receipt, attempt: u32, now: Millis, sim: &mut Sim<Event>) {
        self.out.calls += 1;
        let pid = self.pids[consumer as usize];
        let now_ms = now.as_ms();
        if now_ms >= self.p.outage_ms {
            self.out.completions += 1;
            if self.completed[id as usize] {
                self.out.duplicate_completions += 1;
            }
            self.completed[id as usize] = true;
            if self.queue.ack(id) {
                self.out.acked += 1;
            }
            self.out.makespan_ms = self.out.makespan_ms.max(now_ms);
            self.copy_ended(consumer, id, now_ms);
            sim.trace(&format!("consumer/{consumer}"), "MessageProcessed", || format!("id={id}"));
            sim.send_in(pid, 0, Event::ConsumerPolled { consumer });
            return;
        }
        sim.trace(&format!("consumer/{consumer}"), "CallFailed", || format!("id={id} attempt={attempt}"));
        // The retries made so far: the consumer's own count when it holds the
        // message, the queue's receive count when the wait lives in the queue.
        let retries = match self.placement {
            Placement::Hold => attempt - 1,
            Placement::Requeue => self.queue.receives(id) - 1,
        };
        if self.backoff.exhausted(retries) {
            let moved = self.queue.dead_letter(id, receipt);
            self.copy_ended(consumer, id, now_ms);
            self.out.gave_up.push((now_ms, id));
            if moved {
                self.out.makespan_ms = self.out.makespan_ms.max(now_ms);
            }
            sim.trace(&format!("consumer/{consumer}"), "RetriesExhausted", || {
                format!("id={id} retries={retries} dead_lettered={moved}")
            });
            sim.send_in(pid, 0, Event::ConsumerPolled { consumer });
            return;
        }
        match self.placement {
            Placement::Hold => {
                let wait = self.backoff.wait_ms(attempt);
                self.out.holding_ms += wait;
                let ev = Event::BackoffElapsed { consumer, id, receipt, attempt };
                sim.send_in(pid, wait, ev);
            }
            Placement::Requeue => {
                // The next wait grows with the message's receive count, which the
                // queue keeps: the consumer keeps nothing.
                let wait = self.backoff.wait_ms(self.queue.receives(id));
                self.copy_ended(consumer, id, now_ms);
                if let Some((new_receipt, until)) = self.queue.release(id, receipt, now, wait) {
                    sim.schedule_at(until, Event::VisibilityExpired { id, receipt: new_receipt });
                }
                sim.send_in(pid, 0, Event::ConsumerPolled { consumer });
            }
        }
    }
}
