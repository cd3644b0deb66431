//! The pool on the engine: arrivals are world events, each worker is a process whose
//! service completion dies with it when it crashes, and a failed attempt's retry is a
//! timer; one run per (workers, service, retry policy).

use std::collections::{BTreeSet, VecDeque};

use super::retries::{self, Retry};
use super::run::{Run, Spread};
use super::trend::Trend;
use super::{Arrivals, Params, Service};
use crate::backoff::named::{Extreme, RetryPolicy};
use crate::sim::{Exhausted, ProcessId, RunOptions, Sim, Stream, Streams};
use crate::variates::{self, round_ms, unit_open_closed};

/// The events of one run, past-tense facts.
#[derive(Clone, Copy, Debug)]
enum Event {
    /// The next message arrived (world).
    MessageArrived,
    /// A worker finished its message (dropped if the worker crashed first).
    ServiceFinished { worker: u32 },
    /// A worker crashed (world: the failure comes from outside).
    WorkerCrashed { worker: u32 },
    /// A crashed worker came back.
    WorkerRestarted { worker: u32 },
    /// A failed message's backoff ended: it re-enters the queue at the back.
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

struct Worker {
    pid: ProcessId,
    /// The message in service and when its service started.
    serving: Option<(Message, u64)>,
    crashes: Option<Stream>,
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

/// The running totals of one run.
struct Tally {
    counting: bool,
    since_ms: u64,
    window_start_ms: u64,
    busy: u64,
    in_system: u64,
    backing_off: u64,
    busy_area: u128,
    queue_area: u128,
    system_area: u128,
    backoff_area: u128,
    queue_max: u64,
}

impl Tally {
    /// Integrates the areas up to `now` (with the queue `queue` long until then).
    fn advance(&mut self, now: u64, queue: u64) {
        if self.counting {
            let dt = u128::from(now - self.since_ms);
            self.busy_area += u128::from(self.busy) * dt;
            self.queue_area += u128::from(queue) * dt;
            self.system_area += u128::from(self.in_system) * dt;
            self.backoff_area += u128::from(self.backing_off) * dt;
        }
        self.since_ms = now;
    }
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
    let mut arrivals = streams.fork("arrivals");
    let mut services = streams.fork("service");
    let mut redraws = streams.fork("redelivery");
    let mut failure_draws = streams.fork("failures");
    let mut retry_services = streams.fork("retry/service");
    let policy: Option<&dyn RetryPolicy> = retry.policy(&p.named);
    let mut policy_draws = retry.draws(&p.named).then(|| streams.fork(&format!("policy/{}", retry.name())));
    let limit = retry.max_retries(&p.named);
    // With failures the measuring window ends at the last arrival (see `Run::window_ms`).
    let stop_at_last_arrival = p.failing() && p.arrivals != Arrivals::Burst;
    let mut window_end_ms = None;
    // Messages (any) that succeeded / finished either way inside that window.
    let (mut window_served, mut window_finished) = (0u64, 0u64);
    let mut workers: Vec<Worker> = (0..c)
        .map(|w| Worker {
            pid: sim.spawn("worker"),
            serving: None,
            crashes: p.crash_every_ms.map(|_| streams.fork(&format!("crash/worker/{w}"))),
        })
        .collect();
    let mut idle: BTreeSet<u32> = (0..c).collect();
    let mut queue: VecDeque<Message> = VecDeque::new();
    let mut tally = Tally {
        counting: false,
        since_ms: 0,
        window_start_ms: 0,
        busy: 0,
        in_system: 0,
        backing_off: 0,
        busy_area: 0,
        queue_area: 0,
        system_area: 0,
        backoff_area: 0,
        queue_max: 0,
    };
    let (mut waits, mut sojourns) = (Vec::new(), Vec::new());
    let mut trend = Trend::default();
    let (mut arrived, mut finished, mut rejected, mut waited, mut redelivered) = (0u64, 0u64, 0u64, 0u64, 0u64);
    // Counted messages only: successes, deaths, attempts to a verdict, retries scheduled.
    let (mut served, mut dead, mut attempts, mut retried) = (0u64, 0u64, 0u64, 0u64);
    let (mut last_arrival_ms, mut end_ms) = (0u64, 0u64);
    // The continuous arrival clock; each arrival is rounded from it, so errors never add up.
    let gap_ms = 1000.0 / p.arrival_rate_per_s;
    let mut clock_ms = match p.arrivals {
        Arrivals::Poisson => variates::exponential(&mut arrivals, gap_ms),
        Arrivals::Deterministic | Arrivals::Burst => 0.0,
    };
    sim.schedule_at(crate::sim::Millis(round_ms(clock_ms)), Event::MessageArrived);
    if let Some(every) = p.crash_every_ms {
        for (w, worker) in workers.iter_mut().enumerate() {
            let stream = worker.crashes.as_mut().expect("crash streams exist when crashes do");
            let at = round_ms(variates::exponential(stream, every as f64));
            sim.schedule_in(at, Event::WorkerCrashed { worker: w as u32 });
        }
    }
    while let Some(event) = sim.next_event()? {
        let now = sim.now().as_ms();
        tally.advance(now, queue.len() as u64);
        let done = finished + rejected == p.messages;
        match event {
            Event::MessageArrived => {
                let failures = match p.fail_probability > 0.0 {
                    true => retries::failures(unit_open_closed(failure_draws.next_u64()), p.fail_probability),
                    false => 0,
                };
                let m = Message {
                    id: arrived,
                    arrived_ms: now,
                    enqueued_ms: now,
                    service_ms: service_ms(p, service, &mut services),
                    attempts: 0,
                    failures,
                };
                arrived += 1;
                last_arrival_ms = now;
                if m.id == p.warmup_messages {
                    tally.counting = true;
                    tally.window_start_ms = now;
                }
                if stop_at_last_arrival && arrived == p.messages {
                    // Retries of the last jobs may run for minutes or days with the pool
                    // nearly idle: the window ends here (the areas are integrated to now).
                    tally.counting = false;
                    window_end_ms = Some(now);
                }
                sim.trace("arrivals", "MessageArrived", || format!("id={} service_ms={}", m.id, m.service_ms));
                if idle.is_empty() && p.queue_limit.is_some_and(|k| queue.len() as u64 >= k) {
                    rejected += 1;
                    sim.trace("queue", "MessageRejected", || format!("id={} queue={}", m.id, queue.len()));
                    if rejected + finished == p.messages {
                        end_ms = now;
                    }
                } else {
                    queue.push_back(m);
                    tally.in_system += 1;
                }
                if arrived < p.messages {
                    if p.arrivals != Arrivals::Burst {
                        clock_ms += match p.arrivals {
                            Arrivals::Poisson => variates::exponential(&mut arrivals, gap_ms),
                            _ => gap_ms,
                        };
                    }
                    sim.schedule_at(crate::sim::Millis(round_ms(clock_ms)), Event::MessageArrived);
                }
            }
            Event::ServiceFinished { worker } => {
                let w = &mut workers[worker as usize];
                let (mut m, started) = w.serving.take().expect("a finished worker was serving");
                let pid = w.pid;
                idle.insert(worker);
                tally.busy -= 1;
                let wait = started - m.enqueued_ms;
                trend.wait(m.enqueued_ms, wait);
                let counted = m.id >= p.warmup_messages;
                if counted {
                    waits.push(wait);
                    waited += u64::from(wait > 0);
                    attempts += 1;
                }
                let failed = m.attempts < m.failures;
                m.attempts += 1;
                let next = m.attempts; // the retry this failure would lead to
                if failed && limit.is_none_or(|l| next <= l) {
                    let wait_ms = match policy {
                        Some(policy) => {
                            let draw: &mut dyn crate::backoff::named::Draw = match policy_draws.as_mut() {
                                Some(stream) => stream,
                                None => &mut Extreme::Low,
                            };
                            round_ms(policy.wait_ms(next, draw))
                        }
                        None => 0,
                    };
                    tally.backing_off += 1;
                    retried += u64::from(counted);
                    sim.schedule_in(wait_ms, Event::RetryDue { message: m });
                    if sim.tracing() {
                        let name = sim.name(pid);
                        sim.trace(&name, "AttemptFailed", || format!("id={} retry={next} wait_ms={wait_ms}", m.id));
                    }
                } else {
                    tally.in_system -= 1;
                    finished += 1;
                    if tally.counting {
                        window_finished += 1;
                        window_served += u64::from(!failed);
                    }
                    if counted {
                        sojourns.push(now - m.arrived_ms);
                        if failed { dead += 1 } else { served += 1 }
                    }
                    if sim.tracing() {
                        let name = sim.name(pid);
                        match failed {
                            true => sim.trace(&name, "MessageDead", || format!("id={} attempts={next}", m.id)),
                            false => sim.trace(&name, "ServiceFinished", || format!("id={} wait_ms={wait}", m.id)),
                        }
                    }
                }
                if finished + rejected == p.messages {
                    end_ms = now;
                }
            }
            Event::RetryDue { mut message } => {
                tally.backing_off -= 1;
                message.enqueued_ms = now;
                message.service_ms = service_ms(p, service, &mut retry_services);
                queue.push_back(message);
                sim.trace("queue", "RetryEnqueued", || format!("id={} retry={}", message.id, message.attempts));
            }
            Event::WorkerCrashed { worker } if !done => {
                let w = &mut workers[worker as usize];
                sim.crash(w.pid);
                idle.remove(&worker);
                let lost = w.serving.take().map(|(mut m, _)| {
                    // The work is lost; the message goes back to the head of the queue and
                    // its next attempt draws a new service time.
                    m.service_ms = service_ms(p, service, &mut redraws);
                    queue.push_front(m);
                    m.id
                });
                if lost.is_some() {
                    tally.busy -= 1;
                    redelivered += 1;
                }
                if sim.tracing() {
                    let name = sim.name(w.pid);
                    sim.trace(&name, "WorkerCrashed", || match lost {
                        Some(id) => format!("redelivered={id}"),
                        None => "idle".into(),
                    });
                }
                sim.schedule_in(p.restart_ms, Event::WorkerRestarted { worker });
            }
            Event::WorkerRestarted { worker } if !done => {
                let w = &mut workers[worker as usize];
                sim.restart(w.pid);
                idle.insert(worker);
                let every = p.crash_every_ms.expect("restarts only follow crashes") as f64;
                let stream = w.crashes.as_mut().expect("crash streams exist when crashes do");
                sim.schedule_in(round_ms(variates::exponential(stream, every)), Event::WorkerCrashed { worker });
                if sim.tracing() {
                    let name = sim.name(w.pid);
                    sim.trace(&name, "WorkerRestarted", String::new);
                }
            }
            Event::WorkerCrashed { .. } | Event::WorkerRestarted { .. } => {} // the run is over
        }
        // Idle workers take the oldest messages, lowest worker number first.
        while let (Some(&worker), false) = (idle.first(), queue.is_empty()) {
            let m = queue.pop_front().expect("the queue is not empty");
            idle.remove(&worker);
            let w = &mut workers[worker as usize];
            w.serving = Some((m, now));
            tally.busy += 1;
            sim.send_in(w.pid, m.service_ms, Event::ServiceFinished { worker });
            if sim.tracing() {
                let name = sim.name(w.pid);
                sim.trace(&name, "ServiceStarted", || format!("id={} wait_ms={}", m.id, now - m.enqueued_ms));
            }
        }
        let len = queue.len() as u64;
        if tally.counting {
            tally.queue_max = tally.queue_max.max(len);
        }
        if matches!(
            event,
            Event::MessageArrived | Event::ServiceFinished { .. } | Event::WorkerCrashed { .. } | Event::RetryDue { .. }
        ) {
            trend.queue(now, len);
        }
    }
    let crashes = workers.iter().map(|w| u64::from(sim.crashes(w.pid))).sum();
    let counted = p.messages - p.warmup_messages;
    let ccdf = ccdf(&mut waits);
    if window_end_ms.is_none() {
        (window_served, window_finished) = (served, served + dead);
    }
    Ok(Run {
        workers: c,
        service,
        retry,
        counted,
        served,
        rejected: counted - served - dead,
        dead,
        attempts,
        retries: retried,
        waited,
        wait: Spread::of(&mut waits),
        sojourn: Spread::of(&mut sojourns),
        wait_ccdf: ccdf,
        window_ms: window_end_ms.unwrap_or(end_ms) - tally.window_start_ms,
        window_served,
        window_finished,
        busy_area: tally.busy_area,
        queue_area: tally.queue_area,
        system_area: tally.system_area,
        backoff_area: tally.backoff_area,
        queue_max: tally.queue_max,
        crashes,
        redelivered,
        last_arrival_ms,
        end_ms,
        trend,
    })
}

/// `P(wait > t)` at up to 60 evenly spaced `t` from 0 to the longest wait (sorts `waits`).
fn ccdf(waits: &mut [u64]) -> Vec<(f64, f64)> {
    waits.sort_unstable();
    let Some(&max) = waits.last() else { return Vec::new() };
    let n = waits.len() as f64;
    let steps = 60u64.min(max.max(1));
    (0..=steps)
        .map(|i| {
            let t = max * i / steps;
            let above = waits.len() - waits.partition_point(|&w| w <= t);
            (t as f64, above as f64 / n)
        })
        .collect()
}
