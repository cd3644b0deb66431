//! The drain on the engine, on the one SQS-like queue ([`crate::queue`]).

use std::collections::VecDeque;

use super::Params;
use crate::queue::{Queue, Receipt, Received, Redrive, Returned};
use crate::sim::{Exhausted, FOLD_START, ProcessId, RunOptions, Sim, fold};

/// The events of the drain, past-tense facts.
#[derive(Clone, Copy, Debug)]
enum Event {
    /// A consumer finished working on a message (it acks, or the poison kills it).
    WorkDone { consumer: u32, message: u32 },
    /// The visibility timer of one delivery fired.
    VisibilityExpired { message: u32, receipt: Receipt },
    /// The supervisor restarted a crashed consumer.
    ConsumerRestarted { consumer: u32 },
}

/// The anchor's outputs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub processed: u64,
    pub dead_lettered: u64,
    pub deliveries: u64,
    pub crashes: u64,
    pub makespan_ms: u64,
    /// When the last processed message was acknowledged (after it only poison messages
    /// are left, redelivered until they are dead-lettered).
    pub last_ack_ms: u64,
    pub last_event_ms: u64,
    pub ack_checksum: u64,
    /// Canonical events: work done + visibility timers + restarts.
    pub events: u64,
    /// `(tick, processed so far)` at the end of every [`PROGRESS_MS`] tick with an ack; at
    /// most [`MAX_PROGRESS_POINTS`]: past it, only the last tick with an ack of every 2, 4,
    /// 8… ticks is kept.
    pub progress: Vec<(u64, u64)>,
}

/// The width of one tick of [`Outcome::progress`].
pub const PROGRESS_MS: u64 = 100;

/// Most points [`Outcome::progress`] keeps, however long the drain.
pub const MAX_PROGRESS_POINTS: usize = 4096;

/// Keeps the last point of every window of `2^shift` seconds.
fn thin(progress: &mut Vec<(u64, u64)>, shift: u32) {
    progress.dedup_by(|later, kept| {
        let same = later.0 >> shift == kept.0 >> shift;
        if same {
            *kept = *later;
        }
        same
    });
}

struct Drain<'p> {
    p: &'p Params,
    sim: Sim<Event>,
    queue: Queue,
    /// Consumers blocked on an empty queue, longest waiting first.
    idle: VecDeque<u32>,
    pids: Vec<ProcessId>,
    o: Outcome,
}

impl Drain<'_> {
    /// Consumer `c` asks for a message: it gets the first visible one, or waits.
    fn receive(&mut self, c: u32) {
        match self.queue.receive(self.sim.now()) {
            Received::Message { id, receipt, visible_again_at } => {
                self.o.deliveries += 1;
                self.sim.schedule_at(visible_again_at, Event::VisibilityExpired { message: id, receipt }); // pushed first
                let pid = self.pids[c as usize];
                self.sim.send_in(pid, self.p.proc_ms, Event::WorkDone { consumer: c, message: id }); // pushed second
            }
            Received::Empty => self.idle.push_back(c),
            Received::DeadLettered { id } => unreachable!("message {id} dead-lettered at receive under Redrive::OnExpiry"),
        }
    }
}

/// Runs the drain on the engine.
pub fn simulate(p: &Params, options: &RunOptions) -> Result<Outcome, Exhausted> {
    let mut sim: Sim<Event> = Sim::new(options);
    let pids: Vec<ProcessId> = (0..p.consumers).map(|_| sim.spawn("consumer")).collect();
    let mut d = Drain {
        p,
        sim,
        queue: Queue::new(p.messages, p.vis_ms, p.max_deliveries).redrive(Redrive::OnExpiry),
        idle: VecDeque::new(),
        pids,
        o: Outcome {
            processed: 0,
            dead_lettered: 0,
            deliveries: 0,
            crashes: 0,
            makespan_ms: 0,
            last_ack_ms: 0,
            last_event_ms: 0,
            ack_checksum: FOLD_START,
            events: 0,
            progress: Vec::new(),
        },
    };
    for c in 0..p.consumers {
        d.receive(c);
    }
    let mut thinned = 0u32; // progress keeps one point per 2^thinned ticks
    while let Some(event) = d.sim.next_event()? {
        let t = d.sim.now().as_ms();
        d.o.last_event_ms = t;
        match event {
            Event::WorkDone { consumer, message, .. } if message % p.poison_mod == 0 => {
                let pid = d.pids[consumer as usize];
                d.o.crashes += 1;
                d.sim.crash(pid);
                if d.sim.tracing() {
                    d.sim.trace(&d.sim.name(pid), "ConsumerCrashed", || format!("message={message}"));
                }
                d.sim.schedule_in(p.restart_ms, Event::ConsumerRestarted { consumer });
            }
            Event::WorkDone { consumer, message } => {
                let acked = d.queue.ack(message);
                assert!(acked, "message {message} was deleted twice");
                let o = &mut d.o;
                o.processed += 1;
                o.makespan_ms = t;
                o.last_ack_ms = t;
                o.ack_checksum = fold(o.ack_checksum, (t << 32) ^ (u64::from(message) << 8) ^ u64::from(consumer));
                let tick = t / PROGRESS_MS;
                match o.progress.last_mut() {
                    Some((s, n)) if *s >> thinned == tick >> thinned => (*s, *n) = (tick, o.processed),
                    _ => {
                        o.progress.push((tick, o.processed));
                        if o.progress.len() > MAX_PROGRESS_POINTS {
                            thinned += 1;
                            thin(&mut o.progress, thinned);
                        }
                    }
                }
                d.receive(consumer);
            }
            Event::VisibilityExpired { message, receipt } => match d.queue.visibility_expired(message, receipt) {
                Returned::Stale => {} // acked before its timer: the timer still counts as an event
                Returned::DeadLettered => {
                    d.o.dead_lettered += 1;
                    d.o.makespan_ms = t;
                    d.sim.trace("queue", "MessageDeadLettered", || format!("message={message}"));
                }
                Returned::Visible => {
                    // Nothing else was visible if a consumer waits: it gets this message.
                    if let Some(c) = d.idle.pop_front() {
                        d.receive(c);
                    }
                }
            },
            Event::ConsumerRestarted { consumer } => {
                d.sim.restart(d.pids[consumer as usize]);
                d.receive(consumer);
            }
        }
    }
    let mut o = d.o;
    o.events = d.sim.handled();
    assert_eq!(o.events, 2 * o.deliveries + o.crashes, "canonical event count");
    assert_eq!(o.processed + o.dead_lettered, u64::from(p.messages), "every message settles");
    assert_eq!((d.queue.acked_len(), d.queue.dead_letters().len()), (o.processed as usize, o.dead_lettered as usize));
    Ok(o)
}
