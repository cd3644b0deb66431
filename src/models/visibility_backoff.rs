//! **visibility-backoff** (lesson 004.4, prose): where the backoff wait lives. Holding the
//! message inside the consumer while it waits (`hold`) lets the visibility timeout expire,
//! and another consumer receives the same message and processes it in parallel. Handing
//! it back to the queue with a visibility delay (`requeue`) keeps the wait in the queue's
//! time and frees the consumer.
//!
//! ```text
//! hold     c0: [work]✗ wait 1s [work]✗ wait 2s  [work]✗ wait 4s ........ [work]✓ ack
//!          visibility timeout ───────────────┘ c5: receives the same message [work]…✓ (twice!)
//! requeue  c0: [work]✗ release(delay 1s) → free for other work; the queue shows it again later
//! ```
//!
//! The dependency is down during `[0, outage_ms)`: every call then fails. A failed call is
//! retried after `min(cap_ms, base_ms * 2^(n-1))` (capped exponential, no jitter). The
//! receive counter moves at delivery; a message received more than `max_receives` times
//! goes to the dead-letter queue.

use std::collections::VecDeque;

use serde::Deserialize;

use super::RunOptions;
use crate::backoff::{Backoff, CappedExponential};
use crate::js::{pad_end, pad_start};
use crate::queue::{Queue, Received};
use crate::report::{Bar, Chart, ChartKind, Report, Table};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::sim::{Millis, ProcessId, Sim, TraceRow};

/// Where the consumer waits between attempts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    /// The consumer sleeps holding the message (`tuketicide bekle`).
    Hold,
    /// The consumer releases the message with a visibility delay (`kuyrukta bekle`).
    Requeue,
}

impl Placement {
    pub const NAMES: [&'static str; 2] = ["hold", "requeue"];
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
    pub fn label(self) -> &'static str {
        match self {
            Placement::Hold => "tuketicide bekle",
            Placement::Requeue => "kuyrukta bekle",
        }
    }
}

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub messages: u32,
    pub consumers: u32,
    pub work_ms: u64,
    pub visibility_timeout_ms: u64,
    pub outage_ms: u64,
    pub base_ms: u64,
    pub cap_ms: u64,
    pub max_receives: u32,
    pub placements: Vec<Placement>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    messages: i64,
    consumers: i64,
    work_ms: i64,
    visibility_timeout_ms: i64,
    outage_ms: i64,
    base_ms: i64,
    cap_ms: i64,
    max_receives: i64,
    #[serde(default = "default_placements")]
    placements: Vec<String>,
}

fn default_placements() -> Vec<String> {
    Placement::NAMES.iter().map(|s| s.to_string()).collect()
}

const MAX_MS: u64 = 86_400_000;
/// A bound on the dependency calls one run may simulate.
pub const MAX_CALLS: u64 = 20_000_000;

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let placements = check.list_of("placements", &raw.placements, &Placement::NAMES)?;
    let base_ms = check.uint("base_ms", raw.base_ms, 1..=MAX_MS)?;
    let p = Params {
        messages: check.uint32("messages", raw.messages, 1..=100_000)?,
        consumers: check.uint32("consumers", raw.consumers, 1..=1000)?,
        work_ms: check.uint("work_ms", raw.work_ms, 1..=MAX_MS)?,
        visibility_timeout_ms: check.uint("visibility_timeout_ms", raw.visibility_timeout_ms, 1..=MAX_MS)?,
        outage_ms: check.uint("outage_ms", raw.outage_ms, 0..=MAX_MS)?,
        base_ms,
        cap_ms: check.uint("cap_ms", raw.cap_ms, base_ms..=MAX_MS)?,
        max_receives: check.uint32("max_receives", raw.max_receives, 1..=1000)?,
        placements: placements.into_iter().map(|i| if i == 0 { Placement::Hold } else { Placement::Requeue }).collect(),
    };
    // A handler calls at most once per `work_ms + base_ms` while the dependency is down.
    let calls =
        u64::from(p.messages + p.consumers) * (p.outage_ms / (p.work_ms + p.base_ms) + u64::from(p.max_receives) + 1);
    if calls > MAX_CALLS {
        return Err(check.error(format_args!(
            "the run could make {calls} calls, at most {MAX_CALLS}: shorten `outage_ms` or raise `base_ms` or `work_ms`"
        )));
    }
    Ok(p)
}

#[derive(Clone, Copy, Debug)]
enum Event {
    /// The consumer asked the queue for a message.
    ConsumerPolled { consumer: u32 },
    /// The consumer's work on a message ended with a call to the dependency.
    WorkFinished { consumer: u32, id: u32, receipt: u64, attempt: u32 },
    /// A consumer holding a message finished waiting its backoff.
    BackoffElapsed { consumer: u32, id: u32, receipt: u64, attempt: u32 },
    /// A visibility timer of the queue fired.
    VisibilityExpired { id: u32, receipt: u64 },
}

/// The outcome of one placement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub placement: Placement,
    pub deliveries: u64,
    pub calls: u64,
    pub completions: u64,
    /// Successful processings of a message that another consumer had already completed.
    pub duplicate_completions: u64,
    /// The most consumers that worked on one message at the same time.
    pub peak_copies: u32,
    /// Consumer time spent sleeping in a backoff while holding a message.
    pub holding_ms: u64,
    pub acked: u32,
    pub dead_lettered: u32,
    /// When the last message was settled.
    pub makespan_ms: u64,
    /// Per consumer: `(start, end, message id)` of every handling.
    pub handlings: Vec<Vec<(u64, u64, u32)>>,
}

/// Runs one placement on the engine.
pub fn simulate(p: &Params, placement: Placement, trace: bool) -> (Outcome, Vec<TraceRow>) {
    let mut sim: Sim<Event> = Sim::legacy(trace);
    let backoff = CappedExponential { base_ms: p.base_ms as f64, cap_ms: p.cap_ms as f64 };
    let mut queue = Queue::new(p.messages, p.visibility_timeout_ms, p.max_receives);
    let pids: Vec<ProcessId> = (0..p.consumers).map(|_| sim.spawn("consumer")).collect();
    let mut idle: VecDeque<u32> = VecDeque::new();
    let mut copies = vec![0u32; p.messages as usize];
    let mut completed = vec![false; p.messages as usize];
    let mut started_at = vec![0u64; p.consumers as usize];
    let mut out = Outcome {
        placement,
        deliveries: 0,
        calls: 0,
        completions: 0,
        duplicate_completions: 0,
        peak_copies: 0,
        holding_ms: 0,
        acked: 0,
        dead_lettered: 0,
        makespan_ms: 0,
        handlings: vec![Vec::new(); p.consumers as usize],
    };
    for (c, &pid) in pids.iter().enumerate() {
        sim.send_at(pid, Millis::ZERO, Event::ConsumerPolled { consumer: c as u32 });
    }
    while let Some(event) = sim.next_legacy() {
        let now = sim.now();
        match event {
            Event::ConsumerPolled { consumer } => {
                let name = || format!("consumer/{consumer}");
                match queue.receive(now) {
                    Received::Empty => idle.push_back(consumer),
                    Received::DeadLettered { id } => {
                        out.deliveries += 1;
                        out.makespan_ms = now.as_ms();
                        sim.trace(&name(), "MessageDeadLettered", || format!("id={id}"));
                        sim.send_in(pids[consumer as usize], 0, Event::ConsumerPolled { consumer });
                    }
                    Received::Message { id, receipt, visible_again_at } => {
                        out.deliveries += 1;
                        copies[id as usize] += 1;
                        out.peak_copies = out.peak_copies.max(copies[id as usize]);
                        started_at[consumer as usize] = now.as_ms();
                        let receives = queue.message(id).receives;
                        sim.trace(&name(), "MessageReceived", || format!("id={id} receives={receives}"));
                        sim.schedule_at(visible_again_at, Event::VisibilityExpired { id, receipt });
                        let ev = Event::WorkFinished { consumer, id, receipt, attempt: 1 };
                        sim.send_in(pids[consumer as usize], p.work_ms, ev);
                    }
                }
            }
            Event::WorkFinished { consumer, id, receipt, attempt } => {
                out.calls += 1;
                let pid = pids[consumer as usize];
                if now.as_ms() >= p.outage_ms {
                    out.completions += 1;
                    if completed[id as usize] {
                        out.duplicate_completions += 1;
                    }
                    completed[id as usize] = true;
                    if queue.ack(id, receipt) {
                        out.acked += 1;
                    }
                    out.makespan_ms = out.makespan_ms.max(now.as_ms());
                    copies[id as usize] -= 1;
                    out.handlings[consumer as usize].push((started_at[consumer as usize], now.as_ms(), id));
                    sim.trace(&format!("consumer/{consumer}"), "MessageProcessed", || format!("id={id}"));
                    sim.send_in(pid, 0, Event::ConsumerPolled { consumer });
                    continue;
                }
                let wait = backoff.wait_ms(attempt) as u64;
                sim.trace(&format!("consumer/{consumer}"), "CallFailed", || format!("id={id} attempt={attempt}"));
                match placement {
                    Placement::Hold => {
                        out.holding_ms += wait;
                        let ev = Event::BackoffElapsed { consumer, id, receipt, attempt };
                        sim.send_in(pid, wait, ev);
                    }
                    Placement::Requeue => {
                        // The next wait grows with the message's receive count, which the
                        // queue keeps: the consumer keeps nothing.
                        let wait = backoff.wait_ms(queue.message(id).receives) as u64;
                        copies[id as usize] -= 1;
                        out.handlings[consumer as usize].push((started_at[consumer as usize], now.as_ms(), id));
                        if let Some((new_receipt, until)) = queue.release(id, receipt, now, wait) {
                            sim.schedule_at(until, Event::VisibilityExpired { id, receipt: new_receipt });
                        }
                        sim.send_in(pid, 0, Event::ConsumerPolled { consumer });
                    }
                }
            }
            Event::BackoffElapsed { consumer, id, receipt, attempt } => {
                let ev = Event::WorkFinished { consumer, id, receipt, attempt: attempt + 1 };
                sim.send_in(pids[consumer as usize], p.work_ms, ev);
            }
            Event::VisibilityExpired { id, receipt } => {
                if queue.visibility_expired(id, receipt) {
                    sim.trace("queue", "MessageBecameVisible", || format!("id={id}"));
                    if let Some(c) = idle.pop_front() {
                        sim.send_in(pids[c as usize], 0, Event::ConsumerPolled { consumer: c });
                    }
                }
            }
        }
    }
    out.dead_lettered = queue.dead_letters().len() as u32;
    assert_eq!(out.acked + out.dead_lettered, p.messages, "every message must be settled");
    (out, sim.take_trace())
}

/// Runs every listed placement and builds the report.
pub fn run(p: &Params, options: &RunOptions) -> Report {
    let mut text = format!(
        "{}{}{}{}{}{}{}{}{}\n",
        pad_end("yerlesim", 18),
        pad_start("teslim", 8),
        pad_start("cagri", 7),
        pad_start("tamamlanan", 12),
        pad_start("cift islem", 12),
        pad_start("en cok kopya", 14),
        pad_start("bekleme ms", 12),
        pad_start("bitis ms", 10),
        pad_start("olu mektup", 12),
    );
    let mut table = Table::new(
        "placements",
        &[
            "placement",
            "deliveries",
            "calls",
            "completions",
            "duplicate_completions",
            "peak_copies",
            "holding_ms",
            "makespan_ms",
            "dead_lettered",
        ],
    );
    let mut charts = Vec::new();
    let mut trace = Vec::new();
    for &placement in &p.placements {
        let (o, rows) = simulate(p, placement, options.tracer.is_on());
        trace.extend(rows.into_iter().map(|mut r| {
            r.component = format!("{}:{}", placement.name(), r.component);
            r
        }));
        text.push_str(&format!(
            "{}{}{}{}{}{}{}{}{}\n",
            pad_end(placement.label(), 18),
            pad_start(&o.deliveries.to_string(), 8),
            pad_start(&o.calls.to_string(), 7),
            pad_start(&o.completions.to_string(), 12),
            pad_start(&o.duplicate_completions.to_string(), 12),
            pad_start(&o.peak_copies.to_string(), 14),
            pad_start(&o.holding_ms.to_string(), 12),
            pad_start(&o.makespan_ms.to_string(), 10),
            pad_start(&o.dead_lettered.to_string(), 12),
        ));
        table.push(vec![
            placement.name().into(),
            o.deliveries.into(),
            o.calls.into(),
            o.completions.into(),
            o.duplicate_completions.into(),
            o.peak_copies.into(),
            o.holding_ms.into(),
            o.makespan_ms.into(),
            o.dead_lettered.into(),
        ]);
        let lanes = o
            .handlings
            .iter()
            .enumerate()
            .map(|(c, hs)| {
                let bars = hs
                    .iter()
                    .map(|&(s, e, id)| Bar {
                        start: s as f64 / 1000.0,
                        end: e as f64 / 1000.0,
                        label: format!("m{id}"),
                    })
                    .collect();
                (format!("tüketici {c}"), bars)
            })
            .collect();
        charts.push(Chart {
            name: placement.name().into(),
            title: format!("{}: hangi tüketici hangi iletiyi tutuyor", placement.label()),
            x_label: "zaman (s)".into(),
            y_label: "tüketici".into(),
            kind: ChartKind::Gantt { lanes },
        });
    }
    Report { text, tables: vec![table], charts, trace }
}

super::legacy_model!(VisibilityBackoff, "visibility-backoff", super::Unseeded, |p, _s, o| run(p, o));
