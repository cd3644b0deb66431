//! The pool on the engine: arrivals are world events, each worker is a process whose
//! service completion dies with it when it crashes, and a failed attempt's retry is a
//! timer; one run per (workers, service, retry policy).
//!
//! ```text
//! MessageArrived ─► admitted? ─► queue ─► idle worker ─► ServiceFinished ─► success: leaves
//!   (arrivals.rs)   (queue.rs)    ▲  ▲     (queue.rs)      │ failed attempt
//!                                 │  │                     ▼
//!                                 │  └── RetryDue ◄── backoff timer (retry.rs), or dead
//!                                 └── head of the queue ◄── WorkerCrashed ─► WorkerRestarted
//!                                                            (crashes.rs)
//! ```
//!
//! The job loop is here: one `match` dispatches every event to its unit, then idle workers
//! take the oldest messages. Each unit is its own file: `arrivals.rs` (the arrival clock
//! and what a message draws when it arrives), `queue.rs` (the FIFO queue with its limit
//! and the workers taking from it), `retry.rs` (the retry path: the policy's wait, the
//! retry re-entering the queue), `crashes.rs` (workers crashing and restarting, the lost
//! message redelivered) and `measure.rs` (the observer: every count, area and sample a
//! [`Run`] reports).

mod arrivals;
mod crashes;
mod measure;
mod queue;
mod retry;

use arrivals::Source;
use crashes::Crashes;
use measure::Measures;
use queue::Pool;
use retry::RetryPath;

use super::retries::Retry;
use super::run::Run;
use super::{Params, Service};
use crate::sim::{Exhausted, RunOptions, Sim, Stream, Streams};
use crate::variates::{self, round_ms};

/// The events of one run, past-tense facts.
#[derive(Clone, Copy, Debug)]
enum Event {
    /// The next message arrived (world, `arrivals.rs`).
    MessageArrived,
    /// A worker finished its message (dropped if the worker crashed first).
    ServiceFinished { worker: u32 },
    /// A worker crashed (world: the failure comes from outside; `crashes.rs`).
    WorkerCrashed { worker: u32 },
    /// A crashed worker came back.
    WorkerRestarted { worker: u32 },
    /// A failed message's backoff ended: it re-enters the queue at the back (`retry.rs`).
    RetryDue { message: Message },
}

/// A message in the queue, in service or waiting for its retry.
#[derive(Clone, Copy, Debug)]
struct Message {
    id: u64,
    arrived_ms: u64,
    /// When its current attempt entered the queue (its arrival, or its retry's).
    enqueued_ms: u64,
    service_ms: u64,
    /// Attempts that ran to a verdict so far (all failed).
    attempts: u32,
    /// Failed attempts before its first success (drawn at arrival).
    failures: u32,
}

/// Runs every (workers, service, retry policy), each on its own engine (traced as
/// `c10/exponential:…`, with failures `c10/exponential/sidekiq:…`).
pub fn simulate(p: &Params, seed: u64, options: &RunOptions) -> Result<Vec<Run>, Exhausted> {
    let mut runs = Vec::new();
    for &c in &p.workers {
        for &s in &p.services {
            for &r in &p.retries {
                let scope = match p.failing() {
                    true => format!("c{c}/{}/{}", s.name(), r.name()),
                    false => format!("c{c}/{}", s.name()),
                };
                runs.push(simulate_row(p, c, s, r, seed, &options.scoped(&scope))?);
            }
        }
    }
    Ok(runs)
}

/// Runs one pool on the engine with the first listed retry policy.
pub fn simulate_run(p: &Params, c: u32, service: Service, seed: u64, options: &RunOptions) -> Result<Run, Exhausted> {
    simulate_row(p, c, service, p.retries.first().copied().unwrap_or(Retry::None), seed, options)
}

/// The service time of a message drawn from one raw word of `stream` (every kind takes
/// one word, so message `i` gets the same uniform draw whatever the service kind).
fn service_ms(p: &Params, service: Service, stream: &mut Stream) -> u64 {
    let x = match service {
        Service::Exponential => variates::exponential(stream, p.service_mean_ms),
        Service::Deterministic => {
            stream.next_u64();
            p.service_mean_ms
        }
        Service::Lognormal => variates::lognormal(stream, p.service_mean_ms, p.service_cv),
    };
    round_ms(x)
}

/// Runs one pool on the engine, failed attempts handled by `retry`.
pub fn simulate_row(
    p: &Params,
    c: u32,
    service: Service,
    retry: Retry,
    seed: u64,
    options: &RunOptions,
) -> Result<Run, Exhausted> {
    let mut sim: Sim<Event> = Sim::new(options);
    let streams = Streams::new(seed);
    let mut source = Source::new(p, service, &streams);
    let mut retries = RetryPath::new(p, service, retry, &streams);
    // Arming order is scheduling order: the workers, the first arrival, then the crashes.
    let mut pool = Pool::new(c, &mut sim);
    let mut crashes = Crashes::new(p, c, service, &streams);
    let mut m = Measures::new(p);
    source.arm(&mut sim);
    crashes.arm(&mut sim);
    while let Some(event) = sim.next_event()? {
        let now = sim.now().as_ms();
        m.tally.advance(now, pool.queue_len());
        let done = m.all_out();
        match event {
            Event::MessageArrived => {
                let message = source.arrived(now);
                m.arrived(&message, now, source.count());
                sim.trace("arrivals", "MessageArrived", || format!("id={} service_ms={}", message.id, message.service_ms));
                match pool.admits(p.queue_limit) {
                    true => {
                        pool.enqueue(message);
                        m.tally.in_system += 1;
                    }
                    false => {
                        sim.trace("queue", "MessageRejected", || format!("id={} queue={}", message.id, pool.queue_len()));
                        m.rejected(now);
                    }
                }
                source.schedule_next(&mut sim);
            }
            Event::ServiceFinished { worker } => {
                let (message, started, pid) = pool.released(worker);
                m.tally.busy -= 1;
                let wait = m.attempt_ended(&message, started);
                retries.verdict(message, wait, pid, now, &mut sim, &mut m);
            }
            Event::RetryDue { message } => {
                m.tally.backing_off -= 1;
                pool.enqueue(retries.due(message, now));
                sim.trace("queue", "RetryEnqueued", || format!("id={} retry={}", message.id, message.attempts));
            }
            Event::WorkerCrashed { worker } if !done => crashes.crashed(worker, &mut pool, &mut sim, &mut m),
            Event::WorkerRestarted { worker } if !done => crashes.restarted(worker, &mut pool, &mut sim),
            Event::WorkerCrashed { .. } | Event::WorkerRestarted { .. } => {} // the run is over
        }
        m.tally.busy += pool.dispatch(now, &mut sim);
        let sampled = matches!(
            event,
            Event::MessageArrived | Event::ServiceFinished { .. } | Event::WorkerCrashed { .. } | Event::RetryDue { .. }
        );
        m.queue_seen(now, pool.queue_len(), sampled);
    }
    let crashed = pool.crashes(&sim);
    Ok(m.into_run(p, c, service, retry, source.last_arrival_ms(), crashed))
}
