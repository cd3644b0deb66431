//! **retry-storm** (perf anchor, `shared/anchors/perf/WORKLOAD.md`): `consumers` call a
//! shared dependency at t=0; it accepts the first `cap_per_bucket` requests of every
//! `bucket_ms` bucket and rejects the rest; rejected consumers retry with capped
//! exponential backoff and full jitter, `attempts` tries in all. It is lesson 004.3's wave
//! with a dependency that recovers: the reference workload for engine speed, with exact
//! output vectors (`tests/it/anchors.rs`).
//!
//! ```text
//! t=0 N requests ─► bucket 0 accepts C ─► the rest wait U[0, min(cap, base·2^(a-1))] ─► …
//! ```
//! Randomness: the anchor's integer LCG ([`IntLcg`]), one shared stream, drawn in event
//! order; `wait = (r * (ceiling + 1)) >> 31`.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::RunOptions;
use crate::js::pad_row;
use crate::report::{Chart, ChartKind, Report, Series, SeriesStyle, Table};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::sim::{FOLD_START, IntLcg, Millis, Sim, TraceRow, fold};

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub consumers: u32,
    pub attempts: u32,
    pub cap_per_bucket: u64,
    pub base_ms: u64,
    pub cap_ms: u64,
    pub bucket_ms: u64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    consumers: i64,
    attempts: i64,
    cap_per_bucket: i64,
    base_ms: i64,
    cap_ms: i64,
    bucket_ms: i64,
}

const MAX_MS: u64 = 86_400_000;

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let consumers = check.uint32("consumers", raw.consumers, 1..=2_000_000)?;
    let attempts = check.uint32("attempts", raw.attempts, 1..=40)?;
    if u64::from(consumers) * u64::from(attempts) > 40_000_000 {
        return Err(check
            .error(format_args!("`consumers` * `attempts` must be at most 40000000 (got {consumers} * {attempts})")));
    }
    Ok(Params {
        consumers,
        attempts,
        cap_per_bucket: check.uint("cap_per_bucket", raw.cap_per_bucket, 1..=1_000_000_000)?,
        base_ms: check.uint("base_ms", raw.base_ms, 1..=MAX_MS)?,
        cap_ms: check.uint("cap_ms", raw.cap_ms, 0..=MAX_MS)?,
        bucket_ms: check.uint("bucket_ms", raw.bucket_ms, 1..=MAX_MS)?,
    })
}

#[derive(Clone, Copy, Debug)]
enum Event {
    /// Attempt `attempt` of `consumer` reached the dependency.
    RequestSent { consumer: u32, attempt: u32 },
}

/// The anchor's outputs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub total_requests: u64,
    pub successes: u64,
    pub gave_ups: u64,
    pub peak_bucket_requests: u64,
    pub last_event_ms: u64,
    pub success_checksum: u64,
    pub final_lcg_state: u64,
    /// Requests per bucket.
    pub buckets: BTreeMap<u64, u64>,
}

/// Runs the storm on the engine.
pub fn simulate(p: &Params, seed: u64, trace: bool) -> (Outcome, Vec<TraceRow>) {
    let mut sim: Sim<Event> = Sim::legacy(trace);
    let mut lcg = IntLcg::new(seed);
    for c in 0..p.consumers {
        sim.schedule_at(Millis::ZERO, Event::RequestSent { consumer: c, attempt: 1 });
    }
    let mut o = Outcome {
        total_requests: 0,
        successes: 0,
        gave_ups: 0,
        peak_bucket_requests: 0,
        last_event_ms: 0,
        success_checksum: FOLD_START,
        final_lcg_state: 0,
        buckets: BTreeMap::new(),
    };
    while let Some(Event::RequestSent { consumer, attempt }) = sim.next_legacy() {
        let t = sim.now().as_ms();
        o.total_requests += 1;
        o.last_event_ms = t;
        let n = o.buckets.entry(t / p.bucket_ms).or_insert(0);
        *n += 1;
        let n = *n;
        o.peak_bucket_requests = o.peak_bucket_requests.max(n);
        if n <= p.cap_per_bucket {
            o.successes += 1;
            o.success_checksum = fold(o.success_checksum, (t << 32).wrapping_add(u64::from(consumer)));
            sim.trace("dependency", "RequestAccepted", || format!("consumer={consumer} attempt={attempt}"));
        } else if attempt >= p.attempts {
            o.gave_ups += 1;
            sim.trace("dependency", "ConsumerGaveUp", || format!("consumer={consumer} attempt={attempt}"));
        } else {
            // Exact: below the cap (at most a day) the doubles are whole numbers.
            let ceiling = crate::backoff::exponential_ms(p.base_ms as f64, p.cap_ms as f64, attempt) as u64;
            let r = lcg.draw();
            let wait = ((u128::from(r) * u128::from(ceiling + 1)) >> 31) as u64;
            sim.trace("dependency", "RequestRejected", || {
                format!("consumer={consumer} attempt={attempt} wait_ms={wait}")
            });
            sim.schedule_in(wait, Event::RequestSent { consumer, attempt: attempt + 1 });
        }
    }
    o.final_lcg_state = lcg.state();
    assert_eq!(o.successes + o.gave_ups, u64::from(p.consumers), "every consumer ends");
    (o, sim.take_trace())
}

/// Runs the storm and builds the report.
pub fn run(p: &Params, seed: u64, options: &RunOptions) -> Report {
    let (o, trace) = simulate(p, seed, options.tracer.is_on());
    let cols = [
        "total_requests",
        "successes",
        "gave_ups",
        "peak_bucket_requests",
        "last_event_ms",
        "success_checksum",
        "final_lcg_state",
    ];
    let mut table = Table::new("storm", &cols);
    table.push(vec![
        o.total_requests.into(),
        o.successes.into(),
        o.gave_ups.into(),
        o.peak_bucket_requests.into(),
        o.last_event_ms.into(),
        crate::report::Cell::UInt(o.success_checksum),
        o.final_lcg_state.into(),
    ]);
    let heads = ["istek", "basari", "vazgecen", "en yogun kova", "son olay ms", "saglama", "uretec"];
    let values = [
        o.total_requests.to_string(),
        o.successes.to_string(),
        o.gave_ups.to_string(),
        o.peak_bucket_requests.to_string(),
        o.last_event_ms.to_string(),
        o.success_checksum.to_string(),
        o.final_lcg_state.to_string(),
    ];
    let widths = [10, 9, 10, 15, 13, 22, 12];
    let text = format!("{}\n{}\n", pad_row(&heads, &widths), pad_row(&values, &widths));
    let last = o.buckets.keys().next_back().copied().unwrap_or(0);
    let points = (0..=last)
        .map(|b| ((b * p.bucket_ms) as f64 / 1000.0, o.buckets.get(&b).copied().unwrap_or(0) as f64))
        .collect();
    let chart = Chart {
        name: "storm".into(),
        title: format!("Yeniden deneme fırtınası: {} tüketici, kova başına {} kabul", p.consumers, p.cap_per_bucket),
        x_label: "zaman (s)".into(),
        y_label: format!("{} ms kovasındaki istek", p.bucket_ms),
        kind: ChartKind::Lines {
            series: vec![Series { name: "istek".into(), points, style: SeriesStyle::Line }],
            log_y: false,
        },
    };
    Report { text, tables: vec![table], charts: vec![chart], figures: Vec::new(), trace }
}

super::legacy_model!(RetryStorm, "retry-storm", super::Seeded, |p, s, o| run(p, s.0, o));
