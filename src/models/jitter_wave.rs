//! **jitter-wave** (lesson 004.3, `sarsinti.mjs`): `consumers` consumers fail against a
//! dependency at t=0 and each retries `attempts` times; the dependency counts the retries
//! that reach it per `bucket_ms` bucket. One run per jitter schedule.
//!
//! ```text
//! t=0  all consumers fail ──► each waits (backoff ± jitter) ──► RetrySent ──► dependency
//!                                   ▲                                   │ counts bucket
//!                                   └──────────── rejected ◄────────────┘
//! ```
//!
//! Every retry is an event on the engine; a consumer's wait is drawn when the previous
//! attempt is rejected. Randomness (`rng`):
//! - `lesson-lcg`: the lesson's generator restarted from `seed` for every schedule. The
//!   lesson draws consumer by consumer (all of consumer 0's attempts, then consumer 1's);
//!   on the engine the retries of different consumers interleave in time, so each consumer
//!   takes its draws from the shared generator when it first fails (at t=0, in consumer
//!   order) and uses them as it retries. Same numbers as the lesson, real event order.
//! - `chacha8`: consumer `c` draws from the ChaCha8 stream named `consumer/c`, so the
//!   draws of one consumer do not depend on how many others there are.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::RunOptions;
use crate::jitter::{Jitter, Schedule};
use crate::js::{pad_end, pad_start};
use crate::report::{Chart, ChartKind, Report, Series, SeriesStyle, Table};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::sim::{Drawn, LessonLcg, Millis, ProcessId, Sim, Streams, TraceRow, UnitDraw};

/// Where the random numbers come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RngKind {
    LessonLcg,
    ChaCha8,
}

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub consumers: u32,
    pub attempts: u32,
    pub bucket_ms: u64,
    pub base_ms: u64,
    pub cap_ms: u64,
    pub schedules: Vec<Schedule>,
    pub rng: RngKind,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    consumers: i64,
    attempts: i64,
    bucket_ms: i64,
    base_ms: i64,
    cap_ms: i64,
    schedules: Vec<String>,
    #[serde(default = "default_rng")]
    rng: String,
}

fn default_rng() -> String {
    "lesson-lcg".into()
}

/// Most retries one run may simulate (`consumers * attempts`).
pub const MAX_RETRIES: u64 = 20_000_000;
const MAX_MS: u64 = 86_400_000;

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let consumers = check.uint32("consumers", raw.consumers, 1..=1_000_000)?;
    let attempts = check.uint32("attempts", raw.attempts, 1..=1000)?;
    if u64::from(consumers) * u64::from(attempts) > MAX_RETRIES {
        return Err(check.error(format_args!(
            "`consumers` * `attempts` must be at most {MAX_RETRIES} (got {consumers} * {attempts})"
        )));
    }
    let schedules = check.list_of("schedules", &raw.schedules, &Schedule::NAMES)?;
    Ok(Params {
        consumers,
        attempts,
        bucket_ms: check.uint("bucket_ms", raw.bucket_ms, 1..=MAX_MS)?,
        base_ms: check.uint("base_ms", raw.base_ms, 0..=MAX_MS)?,
        cap_ms: check.uint("cap_ms", raw.cap_ms, 0..=MAX_MS)?,
        schedules: schedules.into_iter().map(|i| Schedule::ALL[i]).collect(),
        rng: match check.one_of("rng", &raw.rng, &["lesson-lcg", "chacha8"])? {
            0 => RngKind::LessonLcg,
            _ => RngKind::ChaCha8,
        },
    })
}

/// The events of one wave, past-tense facts.
#[derive(Clone, Copy, Debug)]
enum Event {
    /// The consumer's first call failed at t=0 (not counted by the dependency).
    ConsumerFailed { consumer: u32 },
    /// Retry `attempt` reached the dependency (and was rejected: it is down).
    RetrySent { consumer: u32, attempt: u32 },
}

/// The outcome of one schedule's wave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wave {
    pub schedule: Schedule,
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

struct Consumer {
    pid: ProcessId,
    policy: Box<dyn Jitter>,
    draws: Box<dyn UnitDraw>,
}

/// Runs one schedule's wave on the engine; returns it with its trace (empty unless
/// `trace`).
pub fn simulate(p: &Params, schedule: Schedule, seed: u64, trace: bool) -> (Wave, Vec<TraceRow>) {
    let mut sim = Sim::new(trace);
    let mut lcg = LessonLcg::new(seed); // restarted per schedule, as the lesson does
    let streams = Streams::new(seed);
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
    while let Some(event) = sim.next_event() {
        let now = sim.now().as_ms();
        let (c, rejected_attempt) = match event {
            Event::ConsumerFailed { consumer } => {
                let policy = schedule.policy(base, cap);
                let draws: Box<dyn UnitDraw> = match p.rng {
                    RngKind::LessonLcg => {
                        Box::new(Drawn::take(&mut lcg, p.attempts as usize * policy.draws_per_retry()))
                    }
                    RngKind::ChaCha8 => Box::new(streams.fork(&format!("consumer/{consumer}"))),
                };
                consumers[consumer as usize] = Some(Consumer { pid: pids[consumer as usize], policy, draws });
                sim.trace(&format!("consumer/{consumer}"), "ConsumerFailed", || "attempt=0".into());
                (consumer, 0)
            }
            Event::RetrySent { consumer, attempt } => {
                wave.total_requests += 1;
                *wave.buckets.entry(now / p.bucket_ms).or_insert(0) += 1;
                sim.trace("dependency", "RetryRejected", || {
                    format!("consumer={consumer} attempt={attempt} bucket={}", now / p.bucket_ms)
                });
                (consumer, attempt)
            }
        };
        if rejected_attempt < p.attempts {
            let state = consumers[c as usize].as_mut().expect("a consumer that failed has state");
            let next = rejected_attempt + 1;
            let wait = state.policy.wait_ms(next, state.draws.as_mut());
            assert!(wait >= 0.0 && wait.fract() == 0.0, "a wait must be a whole, non-negative ms: {wait}");
            let pid = state.pid;
            sim.trace(&format!("consumer/{c}"), "RetryScheduled", || format!("attempt={next} wait_ms={wait}"));
            sim.send_in(pid, wait as u64, Event::RetrySent { consumer: c, attempt: next });
        }
    }
    (wave, sim.take_trace())
}

/// Runs every listed schedule and builds the report.
pub fn run(p: &Params, seed: u64, options: &RunOptions) -> Report {
    let mut waves = Vec::new();
    let mut trace = Vec::new();
    for &schedule in &p.schedules {
        let (wave, rows) = simulate(p, schedule, seed, options.trace);
        waves.push(wave);
        for mut row in rows {
            row.component = format!("{}:{}", schedule.name(), row.component);
            trace.push(row);
        }
    }
    let mut report = report(p, &waves);
    report.trace = trace;
    report
}

fn report(p: &Params, waves: &[Wave]) -> Report {
    // The lesson's layout: padEnd(20), then padStart 12 / 17 / 11 / 10.
    let mut text =
        format!("{}toplam istek  en yogun {} ms  dolu kova  son kova\n", pad_end("cizelge", 20), p.bucket_ms);
    let mut summary =
        Table::new("waves", &["schedule", "total_requests", "peak_bucket_requests", "busy_buckets", "last_bucket"]);
    let mut buckets = Table::new("buckets", &["schedule", "bucket", "bucket_start_ms", "requests"]);
    let mut series = Vec::new();
    for w in waves {
        text.push_str(&format!(
            "{}{}{}{}{}\n",
            pad_end(w.schedule.label(), 20),
            pad_start(&w.total_requests.to_string(), 12),
            pad_start(&w.peak_bucket_requests().to_string(), 17),
            pad_start(&w.busy_buckets().to_string(), 11),
            pad_start(&w.last_bucket().to_string(), 10),
        ));
        summary.push(vec![
            w.schedule.name().into(),
            w.total_requests.into(),
            w.peak_bucket_requests().into(),
            w.busy_buckets().into(),
            w.last_bucket().into(),
        ]);
        for (&b, &n) in &w.buckets {
            buckets.push(vec![w.schedule.name().into(), b.into(), (b * p.bucket_ms).into(), n.into()]);
        }
        let points = (0..=w.last_bucket())
            .map(|b| ((b * p.bucket_ms) as f64 / 1000.0, w.buckets.get(&b).copied().unwrap_or(0) as f64))
            .collect();
        series.push(Series { name: w.schedule.label().into(), points, style: SeriesStyle::Line });
    }
    let chart = Chart {
        name: "wave".into(),
        title: format!("Yeniden deneme dalgası: {} tüketici × {} deneme", p.consumers, p.attempts),
        x_label: "zaman (s)".into(),
        y_label: format!("{} ms kovasındaki istek", p.bucket_ms),
        kind: ChartKind::Lines { series, log_y: false },
    };
    Report { text, tables: vec![summary, buckets], charts: vec![chart], trace: Vec::new() }
}
