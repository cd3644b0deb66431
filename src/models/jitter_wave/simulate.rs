//! The wave on the engine: every retry is an event; a consumer's wait is drawn when its
//! previous attempt is rejected.

use std::collections::BTreeMap;

use super::{Curve, Params, RngKind};
use crate::backoff::named::RetryPolicy;
use crate::jitter::Jitter;
use crate::sim::{Drawn, Exhausted, LessonLcg, Millis, ProcessId, RunOptions, Sim, Stream, Streams, UnitDraw};

/// The events of one wave, past-tense facts.
#[derive(Clone, Copy, Debug)]
enum Event {
    /// The consumer's first call failed at t=0 (not counted by the dependency).
    ConsumerFailed { consumer: u32 },
    /// Retry `attempt` reached the dependency (and was rejected: it is down).
    RetrySent { consumer: u32, attempt: u32 },
}

/// The outcome of one schedule's (or named policy's) wave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wave {
    pub schedule: Curve,
    /// Retries that reached the dependency.
    pub total_requests: u64,
    /// Requests per non-empty bucket, by bucket index.
    pub buckets: BTreeMap<u64, u64>,
}

impl Wave {
    pub fn peak_bucket_requests(&self) -> u64 {
        self.buckets.values().copied().max().unwrap_or(0)
    }
    pub fn busy_buckets(&self) -> usize {
        self.buckets.len()
    }
    pub fn last_bucket(&self) -> u64 {
        self.buckets.keys().next_back().copied().unwrap_or(0)
    }
}

/// What a consumer waits: a lesson jitter schedule with its draws, or a named policy
/// with its ChaCha8 stream.
enum Waits<'p> {
    Jitter { policy: Box<dyn Jitter>, draws: Box<dyn UnitDraw> },
    Named { policy: &'p dyn RetryPolicy, draws: Box<Stream> },
}

impl Waits<'_> {
    /// The wait before retry `retry`, whole ms (a named policy's truncated).
    fn wait_ms(&mut self, retry: u32) -> f64 {
        match self {
            Waits::Jitter { policy, draws } => policy.wait_ms(retry, draws.as_mut()),
            Waits::Named { policy, draws } => policy.wait_ms(retry, draws.as_mut()).trunc(),
        }
    }
}

struct Consumer<'p> {
    pid: ProcessId,
    waits: Waits<'p>,
}

/// Events one wave handles: each consumer's failure and its retries.
pub(super) fn events_per_wave(p: &Params) -> u64 {
    u64::from(p.consumers) * (u64::from(p.attempts) + 1)
}

/// Runs every listed schedule, each on its own engine (traced as `<schedule>:…`).
pub fn simulate(p: &Params, seed: u64, options: &RunOptions) -> Result<Vec<Wave>, Exhausted> {
    p.schedules.iter().map(|&s| simulate_wave(p, s, seed, &options.scoped(s.name()))).collect()
}

/// Runs one schedule's (or named policy's) wave on the engine.
pub fn simulate_wave(
    p: &Params,
    schedule: impl Into<Curve>,
    seed: u64,
    options: &RunOptions,
) -> Result<Wave, Exhausted> {
    let schedule = schedule.into();
    let mut sim = Sim::new(options);
    let mut lcg = LessonLcg::new(seed); // restarted per schedule, as the lesson does
    let streams = Streams::new(seed);
    let retries = p.retries(schedule);
    let mut consumers: Vec<Option<Consumer>> = Vec::with_capacity(p.consumers as usize);
    let mut pids = Vec::with_capacity(p.consumers as usize);
    for c in 0..p.consumers {
        let pid = sim.spawn("consumer");
        pids.push(pid);
        consumers.push(None);
        sim.send_at(pid, Millis::ZERO, Event::ConsumerFailed { consumer: c });
    }
    let mut wave = Wave { schedule, total_requests: 0, buckets: BTreeMap::new() };
    let (base, cap) = (p.base_ms as f64, p.cap_ms as f64);
    // Time only moves forward: count the current bucket in a local and store it when the
    // clock leaves it (no map lookup per request).
    let mut current: Option<(u64, u64)> = None;
    while let Some(event) = sim.next_event()? {
        let now = sim.now().as_ms();
        let (c, rejected_attempt) = match event {
            Event::ConsumerFailed { consumer } => {
                let stream = || Box::new(streams.fork(&format!("consumer/{consumer}")));
                let waits = match schedule {
                    Curve::Jitter(s) => {
                        let policy = s.policy(base, cap);
                        let draws: Box<dyn UnitDraw> = match p.rng {
                            RngKind::LessonLcg => {
                                Box::new(Drawn::take(&mut lcg, p.attempts as usize * policy.draws_per_retry()))
                            }
                            RngKind::ChaCha8 => stream(),
                        };
                        Waits::Jitter { policy, draws }
                    }
                    Curve::Named(s) => Waits::Named { policy: p.named.get(s), draws: stream() },
                };
                consumers[consumer as usize] = Some(Consumer { pid: pids[consumer as usize], waits });
                sim.trace(&format!("consumer/{consumer}"), "ConsumerFailed", || "attempt=0".into());
                (consumer, 0)
            }
            Event::RetrySent { consumer, attempt } => {
                wave.total_requests += 1;
                let bucket = now / p.bucket_ms;
                match &mut current {
                    Some((b, n)) if *b == bucket => *n += 1,
                    _ => {
                        if let Some((b, n)) = current.replace((bucket, 1)) {
                            wave.buckets.insert(b, n);
                        }
                    }
                }
                sim.trace("dependency", "RetryRejected", || {
                    format!("consumer={consumer} attempt={attempt} bucket={}", now / p.bucket_ms)
                });
                (consumer, attempt)
            }
        };
        if rejected_attempt < retries {
            let Some(state) = consumers[c as usize].as_mut() else {
                unreachable!("consumer {c} retried before it failed");
            };
            let next = rejected_attempt + 1;
            let wait = state.waits.wait_ms(next);
            assert!(wait >= 0.0 && wait.fract() == 0.0, "a wait must be a whole, non-negative ms: {wait}");
            let pid = state.pid;
            sim.trace(&format!("consumer/{c}"), "RetryScheduled", || format!("attempt={next} wait_ms={wait}"));
            sim.send_in(pid, wait as u64, Event::RetrySent { consumer: c, attempt: next });
        }
    }
    if let Some((b, n)) = current {
        wave.buckets.insert(b, n);
    }
    Ok(wave)
}
