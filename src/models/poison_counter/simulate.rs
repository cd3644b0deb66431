//! One counter position on the engine: a supervisor, one consumer process, the durable
//! queue ([`crate::queue`], lowest id first).

use crate::report::words::Words;
use super::{CounterPosition, Params};
use crate::queue::{Order, Queue, Receipt, Received, Returned};
use crate::sim::{Exhausted, Millis, ProcessId, RunOptions, Sim};

/// The events of one row, past-tense facts.
#[derive(Clone, Copy, Debug)]
enum Event {
    /// The supervisor started the consumer (first start or restart).
    ConsumerStarted,
    /// The consumer takes the next pending message.
    NextMessageTaken,
    /// The work on a message ended (the consumer survives it unless it is a killer).
    WorkFinished { message: u32, receipt: Receipt },
}

/// How one delivery ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The work ran and the message was acknowledged.
    Processed,
    /// The work killed the consumer process; the message went back to the queue.
    Crashed,
    /// The counter reached the threshold at this delivery: dead-lettered without running.
    DeadLettered,
    /// The body failed validation: dead-lettered without running.
    Rejected,
}

/// One delivery, for the chart: which lifetime took it, the message, the counter as the
/// row's code sees it after the delivery, and how it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Delivery {
    /// Index into [`CounterRun::lifetimes`].
    pub life: u32,
    /// The lesson's 1-based message id.
    pub message: u32,
    pub counter: u32,
    pub outcome: Outcome,
}

/// Most deliveries kept in [`CounterRun::log`] (a what-if with millions stays small).
pub const MAX_LOG: usize = 2000;

/// The counts of one counter position: the lesson's row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CounterRun {
    pub position: CounterPosition,
    pub validated: bool,
    pub starts: u32,
    pub deliveries: u64,
    pub crashes: u32,
    pub processed: u32,
    pub dead_lettered: u32,
    pub remaining: u32,
    /// Each consumer lifetime: `(start_ms, end_ms, crashed)`.
    pub lifetimes: Vec<(u64, u64, bool)>,
    /// Each dead-lettered message: `(time_ms, message id)` (ids 1-based, as the lesson's).
    pub dead_lettered_at: Vec<(u64, u32)>,
    /// The first [`MAX_LOG`] deliveries in order; `log_complete` when that is all of them.
    pub log: Vec<Delivery>,
    pub log_complete: bool,
}

impl CounterRun {
    /// The row label: the lesson's, plus `+ dogrulama` when validated.
    pub fn label(&self, w: &'static Words) -> String {
        let label = self.position.label(w);
        if self.validated {
            w.say(&super::said::LabelValidated { label })
        } else {
            label
        }
    }
}

/// The trace prefix of a row: `on_catch`, `on_delivery+validate`.
fn tag(position: CounterPosition, validate: bool) -> String {
    format!("{}{}", position.name(), if validate { "+validate" } else { "" })
}

/// Runs every listed row (validation outer, counter position inner), each on its own engine.
pub fn simulate(p: &Params, options: &RunOptions) -> Result<Vec<CounterRun>, Exhausted> {
    let rows = p.validate.iter().flat_map(|&v| p.positions.iter().map(move |&pos| (pos, v)));
    rows.map(|(pos, v)| simulate_position(p, pos, v, &options.scoped(&tag(pos, v)))).collect()
}

impl CounterRun {
    fn new(position: CounterPosition, validated: bool) -> Self {
        CounterRun {
            position,
            validated,
            starts: 0,
            deliveries: 0,
            crashes: 0,
            processed: 0,
            dead_lettered: 0,
            remaining: 0,
            lifetimes: Vec::new(),
            dead_lettered_at: Vec::new(),
            log: Vec::new(),
            log_complete: true,
        }
    }

    /// Logs a delivery of `message` (0-based) by the current lifetime.
    fn logged(&mut self, message: u32, counter: u32, outcome: Outcome) {
        if self.log.len() < MAX_LOG {
            let life = self.lifetimes.len() as u32;
            self.log.push(Delivery { life, message: message + 1, counter, outcome });
        } else {
            self.log_complete = false;
        }
    }

    /// The delivery being worked on crashed the process (when it was logged).
    fn crashed_last(&mut self) {
        let life = self.lifetimes.len() as u32;
        if let Some(d) = self.log.last_mut().filter(|d| d.life == life && d.outcome == Outcome::Processed) {
            d.outcome = Outcome::Crashed;
        }
    }
}

/// The supervisor after the consumer's lifetime ended (`crashed`, or a clean exit after
/// `starts` starts): done when the queue is settled, else a restart within the limit.
fn lifetime_ended(p: &Params, consumer: ProcessId, crashed: bool, queue: &Queue, starts: u32, sim: &mut Sim<Event>) {
    if !crashed {
        sim.stop(consumer); // a clean exit: nothing left to take
    }
    if queue.open_len() == 0 {
        sim.trace("supervisor", "QueueSettled", String::new);
    } else if starts < p.max_starts {
        sim.schedule_in(p.restart_ms, Event::ConsumerStarted);
    } else {
        sim.trace("supervisor", "StartLimitReached", || format!("starts={starts}"));
    }
}

/// Runs one counter position on the engine.
pub fn simulate_position(
    p: &Params,
    position: CounterPosition,
    validate: bool,
    options: &RunOptions,
) -> Result<CounterRun, Exhausted> {
    let mut sim: Sim<Event> = Sim::new(options);
    let consumer = sim.spawn_down("consumer"); // not running until the supervisor starts it
    // Durable: survives every crash. Queue ids are 0-based, the lesson's message ids 1-based.
    let max_receives = match position {
        CounterPosition::OnDelivery => p.threshold - 1,
        CounterPosition::OnCatch => u32::MAX,
    };
    let mut queue = Queue::new(p.messages, u64::MAX, max_receives).order(Order::ById);
    // The counter as the row's code sees it: the queue's, or the catch block's, which
    // never runs (the process dies first).
    let attempts = |queue: &Queue, message: u32| match position {
        CounterPosition::OnDelivery => queue.receives(message),
        CounterPosition::OnCatch => 0,
    };
    // Traces a fact about message `m` as the queue sees it (`id=3 attempts=2`).
    let trace_message = |sim: &mut Sim<Event>, queue: &Queue, m: u32, fact: &str| {
        let n = attempts(queue, m);
        sim.trace("queue", fact, || format!("id={} attempts={n}", m + 1));
    };
    let is_killer = |message: u32| p.killers.binary_search(&(message + 1)).is_ok();
    let mut lifetime_start = 0u64;
    let mut out = CounterRun::new(position, validate);
    sim.schedule_at(Millis::ZERO, Event::ConsumerStarted);

    while let Some(event) = sim.next_event()? {
        let now = sim.now().as_ms();
        // `Some(crashed)` when the consumer's lifetime ended with this event.
        let mut ended: Option<bool> = None;
        match event {
            Event::ConsumerStarted => {
                sim.start(consumer);
                out.starts += 1;
                lifetime_start = now;
                let pending = queue.visible_len();
                sim.trace("supervisor", "ConsumerStarted", || format!("start={} pending={pending}", out.starts));
                sim.send_in(consumer, 0, Event::NextMessageTaken);
            }
            Event::NextMessageTaken => match queue.receive(sim.now()) {
                Received::Empty => {
                    sim.trace("consumer/0", "SnapshotDrained", String::new);
                    ended = Some(false);
                }
                Received::DeadLettered { id: m } => {
                    // The counter reached the threshold at this delivery: dead-lettered unrun.
                    out.deliveries += 1;
                    trace_message(&mut sim, &queue, m, "MessageDelivered");
                    trace_message(&mut sim, &queue, m, "MessageDeadLettered");
                    out.dead_lettered_at.push((now, m + 1));
                    out.logged(m, attempts(&queue, m), Outcome::DeadLettered);
                    sim.send_in(consumer, 0, Event::NextMessageTaken);
                }
                Received::Message { id: m, receipt, .. } => {
                    out.deliveries += 1;
                    trace_message(&mut sim, &queue, m, "MessageDelivered");
                    if validate && is_killer(m) {
                        // The body fails validation before any work: no crash.
                        assert!(queue.dead_letter(m, receipt), "the consumer holds message {}", m + 1);
                        trace_message(&mut sim, &queue, m, "MessageDeadLettered");
                        out.dead_lettered_at.push((now, m + 1));
                        out.logged(m, attempts(&queue, m), Outcome::Rejected);
                        sim.send_in(consumer, 0, Event::NextMessageTaken);
                    } else {
                        out.logged(m, attempts(&queue, m), Outcome::Processed);
                        sim.send_in(consumer, p.work_ms, Event::WorkFinished { message: m, receipt });
                    }
                }
            },
            Event::WorkFinished { message, receipt } => {
                let id = message + 1;
                if is_killer(message) {
                    // The process dies inside the work: no catch block runs, so an
                    // `on_catch` counter never moves. The broker hands the message back.
                    sim.crash(consumer);
                    out.crashes += 1;
                    out.crashed_last();
                    assert_eq!(queue.nack(message, receipt), Returned::Visible);
                    sim.trace("consumer/0", "ConsumerCrashed", || format!("id={id}"));
                    ended = Some(true);
                } else {
                    assert!(queue.ack(message), "message {id} was processed twice");
                    sim.trace("consumer/0", "MessageProcessed", || format!("id={id}"));
                    sim.send_in(consumer, 0, Event::NextMessageTaken);
                }
            }
        }
        if let Some(crashed) = ended {
            out.lifetimes.push((lifetime_start, now, crashed));
            lifetime_ended(p, consumer, crashed, &queue, out.starts, &mut sim);
        }
    }
    out.processed = queue.acked_len() as u32;
    out.dead_lettered = queue.dead_letters().len() as u32;
    out.remaining = queue.open_len() as u32;
    Ok(out)
}
