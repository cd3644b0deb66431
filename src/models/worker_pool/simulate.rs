//! The pool on the engine: arrivals are world events, each worker is a process whose
//! service completion dies with it when it crashes; one run per (workers, service) pair.

use std::collections::{BTreeSet, VecDeque};

use super::trend::Trend;
use super::{Arrivals, Params, Service};
use crate::sim::{Exhausted, ProcessId, RunOptions, Sim, Stream, Streams};
use crate::variates::{self, round_ms};

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
}

/// Mean, nearest-rank percentiles and maximum of a sample of milliseconds.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Spread {
    pub mean: f64,
    pub p50: u64,
    pub p95: u64,
    pub p99: u64,
    pub max: u64,
}

impl Spread {
    /// Sorts `values` and summarises them (all zero for an empty sample).
    fn of(values: &mut [u64]) -> Spread {
        if values.is_empty() {
            return Spread::default();
        }
        values.sort_unstable();
        let rank = |p: f64| values[((p * values.len() as f64).ceil() as usize).clamp(1, values.len()) - 1];
        let mean = values.iter().map(|&v| v as f64).sum::<f64>() / values.len() as f64;
        Spread { mean, p50: rank(0.5), p95: rank(0.95), p99: rank(0.99), max: values[values.len() - 1] }
    }
}

/// One run's results, over the messages after the warm-up and the time window from the
/// first of them arriving to the last message leaving.
#[derive(Clone, Debug, PartialEq)]
pub struct Run {
    pub workers: u32,
    pub service: Service,
    /// Messages after the warm-up (served or rejected).
    pub counted: u64,
    pub served: u64,
    pub rejected: u64,
    /// Served messages that waited at least 1 ms.
    pub waited: u64,
    pub wait: Spread,
    /// Time in the system: wait + service.
    pub sojourn: Spread,
    /// `(t, share of served messages that waited longer than t)`, up to the longest wait.
    pub wait_ccdf: Vec<(f64, f64)>,
    pub window_ms: u64,
    /// Worker-milliseconds spent serving in the window.
    pub busy_area: u128,
    /// Message-milliseconds spent waiting / in the system in the window.
    pub queue_area: u128,
    pub system_area: u128,
    pub queue_max: u64,
    pub crashes: u64,
    /// Messages handed back to the queue by a crash.
    pub redelivered: u64,
    pub last_arrival_ms: u64,
    pub end_ms: u64,
    /// The whole run over time (warm-up included).
    pub trend: Trend,
}

impl Run {
    fn per_window(&self, area: u128) -> f64 {
        if self.window_ms == 0 { 0.0 } else { area as f64 / self.window_ms as f64 }
    }
    /// Served messages per second of the window.
    pub fn throughput_per_s(&self) -> f64 {
        self.per_window(u128::from(self.served)) * 1000.0
    }
    /// Share of the workers' time spent serving.
    pub fn utilisation(&self) -> f64 {
        self.per_window(self.busy_area) / f64::from(self.workers)
    }
    /// Share of served messages that waited.
    pub fn p_wait(&self) -> f64 {
        if self.served == 0 { 0.0 } else { self.waited as f64 / self.served as f64 }
    }
    /// Time-average number of messages waiting.
    pub fn mean_queue(&self) -> f64 {
        self.per_window(self.queue_area)
    }
    /// Time-average number of messages in the system (L).
    pub fn mean_in_system(&self) -> f64 {
        self.per_window(self.system_area)
    }
    /// Little's law's right side: served per ms times the mean time in the system (λW).
    pub fn little_lw(&self) -> f64 {
        self.per_window(u128::from(self.served)) * self.sojourn.mean
    }
}

/// A message in the queue or in service.
#[derive(Clone, Copy, Debug)]
struct Message {
    id: u64,
    arrived_ms: u64,
    service_ms: u64,
}

struct Worker {
    pid: ProcessId,
    /// The message in service and when its service started.
    serving: Option<(Message, u64)>,
    crashes: Option<Stream>,
}

/// Runs every (workers, service) pair, each on its own engine (traced as `c10/exponential:…`).
pub fn simulate(p: &Params, seed: u64, options: &RunOptions) -> Result<Vec<Run>, Exhausted> {
    let mut runs = Vec::new();
    for &c in &p.workers {
        for &s in &p.services {
            runs.push(simulate_run(p, c, s, seed, &options.scoped(&format!("c{c}/{}", s.name())))?);
        }
    }
    Ok(runs)
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
    busy_area: u128,
    queue_area: u128,
    system_area: u128,
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
        }
        self.since_ms = now;
    }
}

/// Runs one pool on the engine.
pub fn simulate_run(p: &Params, c: u32, service: Service, seed: u64, options: &RunOptions) -> Result<Run, Exhausted> {
    let mut sim: Sim<Event> = Sim::new(options);
    let streams = Streams::new(seed);
    let mut arrivals = streams.fork("arrivals");
    let mut services = streams.fork("service");
    let mut redraws = streams.fork("redelivery");
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
        busy_area: 0,
        queue_area: 0,
        system_area: 0,
        queue_max: 0,
    };
    let (mut waits, mut sojourns) = (Vec::new(), Vec::new());
    let mut trend = Trend::default();
    let (mut arrived, mut finished, mut rejected, mut waited, mut redelivered) = (0u64, 0u64, 0u64, 0u64, 0u64);
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
                let m = Message { id: arrived, arrived_ms: now, service_ms: service_ms(p, service, &mut services) };
                arrived += 1;
                last_arrival_ms = now;
                if m.id == p.warmup_messages {
                    tally.counting = true;
                    tally.window_start_ms = now;
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
                let (m, started) = w.serving.take().expect("a finished worker was serving");
                idle.insert(worker);
                tally.busy -= 1;
                tally.in_system -= 1;
                finished += 1;
                let wait = started - m.arrived_ms;
                trend.wait(m.arrived_ms, wait);
                if m.id >= p.warmup_messages {
                    waits.push(wait);
                    sojourns.push(now - m.arrived_ms);
                    waited += u64::from(wait > 0);
                }
                if sim.tracing() {
                    let name = sim.name(w.pid);
                    sim.trace(&name, "ServiceFinished", || format!("id={} wait_ms={wait}", m.id));
                }
                if finished + rejected == p.messages {
                    end_ms = now;
                }
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
                sim.trace(&name, "ServiceStarted", || format!("id={} wait_ms={}", m.id, now - m.arrived_ms));
            }
        }
        let len = queue.len() as u64;
        if tally.counting {
            tally.queue_max = tally.queue_max.max(len);
        }
        if matches!(event, Event::MessageArrived | Event::ServiceFinished { .. } | Event::WorkerCrashed { .. }) {
            trend.queue(now, len);
        }
    }
    let crashes = workers.iter().map(|w| u64::from(sim.crashes(w.pid))).sum();
    let counted = p.messages - p.warmup_messages;
    let served = waits.len() as u64;
    let ccdf = ccdf(&mut waits);
    Ok(Run {
        workers: c,
        service,
        counted,
        served,
        rejected: counted - served,
        waited,
        wait: Spread::of(&mut waits),
        sojourn: Spread::of(&mut sojourns),
        wait_ccdf: ccdf,
        window_ms: end_ms - tally.window_start_ms,
        busy_area: tally.busy_area,
        queue_area: tally.queue_area,
        system_area: tally.system_area,
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
