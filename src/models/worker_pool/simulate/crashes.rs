//! Workers crashing and restarting (world events: the failure comes from outside). Each
//! worker draws its time to the next crash from its own stream; a crash loses the work in
//! progress, and the message goes back to the head of the queue with a new service time.

use super::super::{Params, Service};
use super::measure::Measures;
use super::queue::Pool;
use super::{Event, service_ms};
use crate::sim::{Sim, Stream, Streams};
use crate::variates::{self, round_ms};

/// The crashes of a run (none without `crash_every_ms`).
pub(super) struct Crashes<'p> {
    p: &'p Params,
    service: Service,
    /// One stream per worker, when workers crash.
    streams: Vec<Stream>,
    /// The redelivered messages' new service times.
    redraws: Stream,
}

impl<'p> Crashes<'p> {
    pub(super) fn new(p: &'p Params, c: u32, service: Service, streams: &Streams) -> Self {
        let crashing = p.crash_every_ms.map_or(0, |_| c);
        Crashes {
            p,
            service,
            streams: (0..crashing).map(|w| streams.fork(&format!("crash/worker/{w}"))).collect(),
            redraws: streams.fork("redelivery"),
        }
    }

    /// Schedules every worker's first crash.
    pub(super) fn arm(&mut self, sim: &mut Sim<Event>) {
        if let Some(every) = self.p.crash_every_ms {
            for (w, stream) in self.streams.iter_mut().enumerate() {
                let at = round_ms(variates::exponential(stream, every as f64));
                sim.schedule_in(at, Event::WorkerCrashed { worker: w as u32 });
            }
        }
    }

    pub(super) fn crashed(&mut self, worker: u32, pool: &mut Pool, sim: &mut Sim<Event>, m: &mut Measures) {
        let (p, service, redraws) = (self.p, self.service, &mut self.redraws);
        let lost = pool.crashed(worker, sim, || service_ms(p, service, redraws));
        if lost.is_some() {
            m.tally.busy -= 1;
            m.redelivered += 1;
        }
        if sim.tracing() {
            let name = sim.name(pool.pid(worker));
            sim.trace(&name, "WorkerCrashed", || match lost {
                Some(id) => format!("redelivered={id}"),
                None => "idle".into(),
            });
        }
        sim.schedule_in(p.restart_ms, Event::WorkerRestarted { worker });
    }

    pub(super) fn restarted(&mut self, worker: u32, pool: &mut Pool, sim: &mut Sim<Event>) {
        pool.restarted(worker, sim);
        let every = self.p.crash_every_ms.expect("restarts only follow crashes") as f64;
        let stream = &mut self.streams[worker as usize];
        sim.schedule_in(round_ms(variates::exponential(stream, every)), Event::WorkerCrashed { worker });
        if sim.tracing() {
            let name = sim.name(pool.pid(worker));
            sim.trace(&name, "WorkerRestarted", String::new);
        }
    }
}
