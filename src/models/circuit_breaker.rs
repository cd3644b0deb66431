//! **circuit-breaker** (lesson 004.4, prose): a dependency goes down as a whole. Without a
//! breaker every message keeps retrying into it (with backoff held in the queue as a
//! visibility delay), burning its receive budget, and some reach the dead-letter queue.
//! With a breaker the consumers stop receiving after `failure_threshold` consecutive
//! failures, send one probe every `open_ms`, and resume when a probe succeeds: the
//! messages wait in the queue untouched.
//!
//! ```text
//! dependency   up ───────┐ down ............................┌─── up
//! no breaker   calls ▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇  (retries, dead letters)
//! breaker      calls ▇▇▇▇▇▇▁    ▁    ▁    ▁    ▁    ▁    ▁ ▇▇▇▇▇▇▇  (one probe per open_ms)
//! ```
//! Messages arrive one every `arrival_every_ms`. A failed call releases the message with a
//! delay of `min(cap_ms, base_ms * 2^(receives-1))`; the receive counter moves at delivery
//! and more than `max_receives` receives dead-letter the message.

use std::collections::{BTreeMap, VecDeque};

use serde::Deserialize;

use super::RunOptions;
use crate::backoff::{Backoff, CappedExponential};
use crate::breaker::CircuitBreaker;
use crate::js::{pad_end, pad_start};
use crate::queue::{Queue, Received};
use crate::report::{Chart, ChartKind, Report, Series, SeriesStyle, Table};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::sim::{Millis, ProcessId, Sim, TraceRow};

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub messages: u32,
    pub arrival_every_ms: u64,
    pub consumers: u32,
    pub work_ms: u64,
    pub outage_from_ms: u64,
    pub outage_until_ms: u64,
    pub base_ms: u64,
    pub cap_ms: u64,
    pub max_receives: u32,
    pub failure_threshold: u32,
    pub open_ms: u64,
    /// Which rows to run: `false` = no breaker, `true` = breaker.
    pub breakers: Vec<bool>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    messages: i64,
    arrival_every_ms: i64,
    consumers: i64,
    work_ms: i64,
    outage_from_ms: i64,
    outage_until_ms: i64,
    base_ms: i64,
    cap_ms: i64,
    max_receives: i64,
    failure_threshold: i64,
    open_ms: i64,
    #[serde(default = "default_breakers")]
    breakers: Vec<String>,
}

fn default_breakers() -> Vec<String> {
    vec!["off".into(), "on".into()]
}

const MAX_MS: u64 = 86_400_000;

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let outage_from_ms = check.uint("outage_from_ms", raw.outage_from_ms, 0..=MAX_MS)?;
    let base_ms = check.uint("base_ms", raw.base_ms, 1..=MAX_MS)?;
    let breakers = check.list_of("breakers", &raw.breakers, &["off", "on"])?;
    let messages = check.uint32("messages", raw.messages, 1..=1_000_000)?;
    let max_receives = check.uint32("max_receives", raw.max_receives, 1..=1000)?;
    if u64::from(messages) * u64::from(max_receives + 1) > 20_000_000 {
        return Err(check.error(format_args!(
            "`messages` * (`max_receives` + 1) must be at most 20000000 (got {messages} * {})",
            max_receives + 1
        )));
    }
    Ok(Params {
        messages,
        arrival_every_ms: check.uint("arrival_every_ms", raw.arrival_every_ms, 0..=MAX_MS)?,
        consumers: check.uint32("consumers", raw.consumers, 1..=1000)?,
        work_ms: check.uint("work_ms", raw.work_ms, 1..=MAX_MS)?,
        outage_from_ms,
        outage_until_ms: check.uint("outage_until_ms", raw.outage_until_ms, outage_from_ms..=MAX_MS)?,
        base_ms,
        cap_ms: check.uint("cap_ms", raw.cap_ms, base_ms..=MAX_MS)?,
        max_receives,
        failure_threshold: check.uint32("failure_threshold", raw.failure_threshold, 1..=1_000_000)?,
        open_ms: check.uint("open_ms", raw.open_ms, 1..=MAX_MS)?,
        breakers: breakers.into_iter().map(|i| i == 1).collect(),
    })
}

#[derive(Clone, Copy, Debug)]
enum Event {
    MessageArrived,
    ConsumerPolled { consumer: u32 },
    WorkFinished { consumer: u32, id: u32, receipt: u64 },
    VisibilityExpired { id: u32, receipt: u64 },
}

/// The outcome of one row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub breaker: bool,
    pub calls: u64,
    pub calls_during_outage: u64,
    pub failed_calls: u64,
    pub acked: u32,
    pub dead_lettered: u32,
    pub times_opened: u32,
    /// When the last message was settled.
    pub drained_ms: u64,
    /// Calls per second, by second.
    pub calls_per_s: BTreeMap<u64, u64>,
}

/// Runs one row on the engine.
pub fn simulate(p: &Params, with_breaker: bool, trace: bool) -> (Outcome, Vec<TraceRow>) {
    let mut sim: Sim<Event> = Sim::legacy(trace);
    let backoff = CappedExponential { base_ms: p.base_ms as f64, cap_ms: p.cap_ms as f64 };
    let mut queue = Queue::new(0, 30_000, p.max_receives);
    let mut breaker = CircuitBreaker::new(p.failure_threshold, p.open_ms);
    let pids: Vec<ProcessId> = (0..p.consumers).map(|_| sim.spawn("consumer")).collect();
    let mut idle: VecDeque<u32> = (0..p.consumers).collect();
    let mut arrived = 0u32;
    let mut out = Outcome {
        breaker: with_breaker,
        calls: 0,
        calls_during_outage: 0,
        failed_calls: 0,
        acked: 0,
        dead_lettered: 0,
        times_opened: 0,
        drained_ms: 0,
        calls_per_s: BTreeMap::new(),
    };
    sim.schedule_at(Millis::ZERO, Event::MessageArrived);
    let wake = |sim: &mut Sim<Event>, idle: &mut VecDeque<u32>| {
        if let Some(c) = idle.pop_front() {
            sim.send_in(pids[c as usize], 0, Event::ConsumerPolled { consumer: c });
        }
    };
    while let Some(event) = sim.next_legacy() {
        let now = sim.now();
        match event {
            Event::MessageArrived => {
                queue.push();
                arrived += 1;
                if arrived < p.messages {
                    sim.schedule_in(p.arrival_every_ms, Event::MessageArrived);
                }
                wake(&mut sim, &mut idle);
            }
            Event::ConsumerPolled { consumer } => {
                let pid = pids[consumer as usize];
                if queue.visible_len() == 0 {
                    idle.push_back(consumer);
                    continue;
                }
                if with_breaker && !breaker.allow(now) {
                    // The breaker is open: leave the messages in the queue, untouched.
                    let at = breaker.next_check(now, p.work_ms);
                    sim.send_at(pid, at, Event::ConsumerPolled { consumer });
                    continue;
                }
                match queue.receive(now) {
                    Received::Empty => unreachable!("checked that a message is visible"),
                    Received::DeadLettered { id } => {
                        out.drained_ms = now.as_ms();
                        sim.trace(&format!("consumer/{consumer}"), "MessageDeadLettered", || format!("id={id}"));
                        sim.send_in(pid, 0, Event::ConsumerPolled { consumer });
                    }
                    Received::Message { id, receipt, visible_again_at } => {
                        sim.schedule_at(visible_again_at, Event::VisibilityExpired { id, receipt });
                        sim.send_in(pid, p.work_ms, Event::WorkFinished { consumer, id, receipt });
                    }
                }
            }
            Event::WorkFinished { consumer, id, receipt } => {
                let t = now.as_ms();
                out.calls += 1;
                *out.calls_per_s.entry(t / 1000).or_insert(0) += 1;
                let down = (p.outage_from_ms..p.outage_until_ms).contains(&t);
                if down {
                    out.calls_during_outage += 1;
                    out.failed_calls += 1;
                    if with_breaker {
                        breaker.on_failure(now);
                    }
                    let wait = backoff.wait_ms(queue.message(id).receives) as u64;
                    if let Some((r, until)) = queue.release(id, receipt, now, wait) {
                        sim.schedule_at(until, Event::VisibilityExpired { id, receipt: r });
                    }
                    sim.trace(&format!("consumer/{consumer}"), "CallFailed", || format!("id={id} retry_in_ms={wait}"));
                } else {
                    if with_breaker {
                        breaker.on_success();
                    }
                    if queue.ack(id, receipt) {
                        out.acked += 1;
                    }
                    out.drained_ms = t;
                    sim.trace(&format!("consumer/{consumer}"), "MessageProcessed", || format!("id={id}"));
                }
                sim.send_in(pids[consumer as usize], 0, Event::ConsumerPolled { consumer });
            }
            Event::VisibilityExpired { id, receipt } => {
                if queue.visibility_expired(id, receipt) {
                    wake(&mut sim, &mut idle);
                }
            }
        }
    }
    out.dead_lettered = queue.dead_letters().len() as u32;
    out.times_opened = breaker.times_opened();
    assert_eq!(out.acked + out.dead_lettered, p.messages, "every message must be settled");
    (out, sim.take_trace())
}

fn label(with_breaker: bool) -> &'static str {
    if with_breaker { "devre kesici" } else { "kesicisiz" }
}

/// Runs every listed row and builds the report.
pub fn run(p: &Params, options: &RunOptions) -> Report {
    let mut text = format!(
        "{}{}{}{}{}{}{}{}\n",
        pad_end("kip", 14),
        pad_start("cagri", 7),
        pad_start("kesintide cagri", 17),
        pad_start("basarisiz", 11),
        pad_start("islenen", 9),
        pad_start("olu mektup", 12),
        pad_start("acilma", 8),
        pad_start("bitis ms", 10),
    );
    let mut table = Table::new(
        "breakers",
        &[
            "breaker",
            "calls",
            "calls_during_outage",
            "failed_calls",
            "acked",
            "dead_lettered",
            "times_opened",
            "drained_ms",
        ],
    );
    let mut series = Vec::new();
    let mut trace = Vec::new();
    for &b in &p.breakers {
        let (o, rows) = simulate(p, b, options.tracer.is_on());
        let tag = if b { "on" } else { "off" };
        trace.extend(rows.into_iter().map(|mut r| {
            r.component = format!("{tag}:{}", r.component);
            r
        }));
        text.push_str(&format!(
            "{}{}{}{}{}{}{}{}\n",
            pad_end(label(b), 14),
            pad_start(&o.calls.to_string(), 7),
            pad_start(&o.calls_during_outage.to_string(), 17),
            pad_start(&o.failed_calls.to_string(), 11),
            pad_start(&o.acked.to_string(), 9),
            pad_start(&o.dead_lettered.to_string(), 12),
            pad_start(&o.times_opened.to_string(), 8),
            pad_start(&o.drained_ms.to_string(), 10),
        ));
        table.push(vec![
            tag.into(),
            o.calls.into(),
            o.calls_during_outage.into(),
            o.failed_calls.into(),
            o.acked.into(),
            o.dead_lettered.into(),
            o.times_opened.into(),
            o.drained_ms.into(),
        ]);
        let last = o.calls_per_s.keys().next_back().copied().unwrap_or(0);
        let points = (0..=last).map(|s| (s as f64, o.calls_per_s.get(&s).copied().unwrap_or(0) as f64)).collect();
        series.push(Series { name: label(b).into(), points, style: SeriesStyle::Line });
    }
    let chart = Chart {
        name: "calls".into(),
        title: format!(
            "Bağımlılığa saniyede çağrı (kesinti {}–{} s)",
            crate::js::number_to_string(p.outage_from_ms as f64 / 1000.0),
            crate::js::number_to_string(p.outage_until_ms as f64 / 1000.0)
        ),
        x_label: "zaman (s)".into(),
        y_label: "çağrı / s".into(),
        kind: ChartKind::Lines { series, log_y: false },
    };
    Report { text, tables: vec![table], charts: vec![chart], trace }
}

super::legacy_model!(CircuitBreakerModel, "circuit-breaker", super::Unseeded, |p, _s, o| run(p, o));
