//! The FIFO queue, with its optional limit, and the workers taking from it: idle workers
//! take the oldest messages, lowest worker number first.

use std::collections::{BTreeSet, VecDeque};

use super::{Event, Message};
use crate::sim::{ProcessId, Sim};

/// A worker: a process, and the message it serves with when its service started.
struct Worker {
    pid: ProcessId,
    serving: Option<(Message, u64)>,
}

/// The queue and the workers.
pub(super) struct Pool {
    workers: Vec<Worker>,
    idle: BTreeSet<u32>,
    queue: VecDeque<Message>,
}

impl Pool {
    /// Spawns `c` idle workers.
    pub(super) fn new(c: u32, sim: &mut Sim<Event>) -> Self {
        Pool {
            workers: (0..c).map(|_| Worker { pid: sim.spawn("worker"), serving: None }).collect(),
            idle: (0..c).collect(),
            queue: VecDeque::new(),
        }
    }

    pub(super) fn queue_len(&self) -> u64 {
        self.queue.len() as u64
    }

    /// Whether an arriving message finds room: an idle worker, or a queue below `limit`.
    pub(super) fn admits(&self, limit: Option<u64>) -> bool {
        !self.idle.is_empty() || limit.is_none_or(|k| self.queue_len() < k)
    }

    /// The message joins the back of the queue.
    pub(super) fn enqueue(&mut self, message: Message) {
        self.queue.push_back(message);
    }

    /// The worker finished its message and is idle: the message, when its service
    /// started, and the worker's process.
    pub(super) fn released(&mut self, worker: u32) -> (Message, u64, ProcessId) {
        let w = &mut self.workers[worker as usize];
        let (m, started) = w.serving.take().expect("a finished worker was serving");
        self.idle.insert(worker);
        (m, started, w.pid)
    }

    /// The worker crashed: it is no longer idle, and the message it served (if any) goes
    /// back to the head of the queue with its next attempt's service time `redraw`.
    pub(super) fn crashed(&mut self, worker: u32, sim: &mut Sim<Event>, redraw: impl FnOnce() -> u64) -> Option<u64> {
        let w = &mut self.workers[worker as usize];
        sim.crash(w.pid);
        self.idle.remove(&worker);
        w.serving.take().map(|(mut m, _)| {
            m.service_ms = redraw();
            self.queue.push_front(m);
            m.id
        })
    }

    /// The crashed worker is back and idle.
    pub(super) fn restarted(&mut self, worker: u32, sim: &mut Sim<Event>) {
        sim.restart(self.workers[worker as usize].pid);
        self.idle.insert(worker);
    }

    pub(super) fn pid(&self, worker: u32) -> ProcessId {
        self.workers[worker as usize].pid
    }

    /// Idle workers take the oldest messages, lowest worker number first; returns how many
    /// services started.
    pub(super) fn dispatch(&mut self, now: u64, sim: &mut Sim<Event>) -> u64 {
        let mut started = 0;
        while let (Some(&worker), false) = (self.idle.first(), self.queue.is_empty()) {
            let m = self.queue.pop_front().expect("the queue is not empty");
            self.idle.remove(&worker);
            let w = &mut self.workers[worker as usize];
            w.serving = Some((m, now));
            started += 1;
            sim.send_in(w.pid, m.service_ms, Event::ServiceFinished { worker });
            if sim.tracing() {
                let name = sim.name(w.pid);
                sim.trace(&name, "ServiceStarted", || format!("id={} wait_ms={}", m.id, now - m.enqueued_ms));
            }
        }
        started
    }

    /// Crashes of every worker.
    pub(super) fn crashes(&self, sim: &Sim<Event>) -> u64 {
        self.workers.iter().map(|w| u64::from(sim.crashes(w.pid))).sum()
    }
}
