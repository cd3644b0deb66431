//! **poison-counter** (lesson 004.1, `zehirli-sayac.mjs`): a message that kills the
//! consumer process, and where the delivery counter is incremented.
//!
//! ```text
//! supervisor ──ConsumerStarted──► consumer walks a snapshot of pending messages
//!     ▲                             │ MessageDelivered → (work_ms) → MessageProcessed
//!     │                             │ killer message   → (work_ms) → ConsumerCrashed
//!     └──── restart_ms later ◄──────┘ (unless every message is settled or max_starts)
//! ```
//!
//! The queue (statuses and delivery counters) is the durable store: it survives the
//! crashes. The consumer's snapshot and cursor are in memory and die with it. Counter
//! positions: `on_delivery` increments before the work and dead-letters a message whose
//! count reaches `threshold` at that delivery, without running it; `on_catch` would
//! increment in the error handler, which never runs because the process dies first.

use serde::Deserialize;

use super::RunOptions;
use crate::js::{pad_end, pad_start};
use crate::report::{Bar, Chart, ChartKind, Report, Table};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::sim::{Millis, Sim, TraceRow};

/// Where the delivery counter is incremented.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CounterPosition {
    /// In the error handler (`hata yakalaninca`).
    OnCatch,
    /// At delivery, before the work (`teslim aninda`).
    OnDelivery,
}

impl CounterPosition {
    pub const NAMES: [&'static str; 2] = ["on_catch", "on_delivery"];
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
    /// The lesson's row label.
    pub fn label(self) -> &'static str {
        match self {
            CounterPosition::OnCatch => "hata yakalaninca",
            CounterPosition::OnDelivery => "teslim aninda",
        }
    }
}

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub messages: u32,
    /// Message ids (1-based) whose processing kills the consumer, ascending.
    pub killers: Vec<u32>,
    pub threshold: u32,
    pub max_starts: u32,
    pub positions: Vec<CounterPosition>,
    pub work_ms: u64,
    pub restart_ms: u64,
    /// Rows to run without (`false`) and with (`true`) validation of the body before the
    /// work (lesson 004.4): a killer message is a malformed body, and validation sends it
    /// straight to the dead-letter queue without running it.
    pub validate: Vec<bool>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    messages: i64,
    killers: Vec<i64>,
    threshold: i64,
    max_starts: i64,
    #[serde(default = "default_positions")]
    positions: Vec<String>,
    #[serde(default = "default_work_ms")]
    work_ms: i64,
    #[serde(default = "default_restart_ms")]
    restart_ms: i64,
    #[serde(default = "default_validate")]
    validate: Vec<bool>,
}

fn default_validate() -> Vec<bool> {
    vec![false]
}

fn default_positions() -> Vec<String> {
    CounterPosition::NAMES.iter().map(|s| s.to_string()).collect()
}
fn default_work_ms() -> i64 {
    10
}
fn default_restart_ms() -> i64 {
    1000
}

/// Most deliveries one run may simulate (`messages * max_starts`).
pub const MAX_DELIVERIES: u64 = 20_000_000;

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let messages = check.uint32("messages", raw.messages, 1..=1_000_000)?;
    let max_starts = check.uint32("max_starts", raw.max_starts, 1..=1_000_000)?;
    if u64::from(messages) * u64::from(max_starts) > MAX_DELIVERIES {
        return Err(check.error(format_args!(
            "`messages` * `max_starts` must be at most {MAX_DELIVERIES} (got {messages} * {max_starts})"
        )));
    }
    let mut killers = Vec::new();
    for &k in &raw.killers {
        let id = check.uint32("killers", k, 1..=messages)?;
        if killers.contains(&id) {
            return Err(check.error(format_args!("`killers` lists message {id} twice")));
        }
        killers.push(id);
    }
    killers.sort_unstable();
    let positions = check.list_of("positions", &raw.positions, &CounterPosition::NAMES)?;
    let validate_names: Vec<String> = raw.validate.iter().map(|v| v.to_string()).collect();
    let validate = check.list_of("validate", &validate_names, &["false", "true"])?;
    Ok(Params {
        messages,
        killers,
        threshold: check.uint32("threshold", raw.threshold, 1..=1_000_000)?,
        max_starts,
        positions: positions
            .into_iter()
            .map(|i| if i == 0 { CounterPosition::OnCatch } else { CounterPosition::OnDelivery })
            .collect(),
        work_ms: check.uint("work_ms", raw.work_ms, 0..=3_600_000)?,
        restart_ms: check.uint("restart_ms", raw.restart_ms, 0..=3_600_000)?,
        validate: validate.into_iter().map(|i| i == 1).collect(),
    })
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Status {
    Pending,
    Processed,
    Dead,
}

/// One message in the durable queue.
#[derive(Clone, Copy, Debug)]
struct Message {
    id: u32,
    attempts: u32,
    status: Status,
}

#[derive(Clone, Copy, Debug)]
enum Event {
    /// The supervisor started the consumer (first start or restart).
    ConsumerStarted,
    /// The consumer takes the next message of its snapshot.
    NextMessageTaken,
    /// The work on a message ended (the consumer survives it unless it is a killer).
    WorkFinished { index: usize },
}

/// The counts of one counter position: the lesson's row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub position: CounterPosition,
    pub validated: bool,
    pub starts: u32,
    pub deliveries: u64,
    pub crashes: u32,
    pub processed: u32,
    pub dead_lettered: u32,
    pub remaining: u32,
    /// Each consumer lifetime: `(start_ms, end_ms, crashed)`.
    pub lifetimes: Vec<(u64, u64, bool)>,
}

impl Outcome {
    /// The row label: the lesson's, plus `+ dogrulama` when validated.
    pub fn label(&self) -> String {
        if self.validated { format!("{} + dogrulama", self.position.label()) } else { self.position.label().into() }
    }
}

/// Runs one counter position on the engine.
pub fn simulate(p: &Params, position: CounterPosition, validate: bool, trace: bool) -> (Outcome, Vec<TraceRow>) {
    let mut sim: Sim<Event> = Sim::legacy(trace);
    let consumer = sim.spawn("consumer");
    sim.crash(consumer); // not running until the supervisor starts it
    // Durable: survives every crash.
    let mut queue: Vec<Message> =
        (1..=p.messages).map(|id| Message { id, attempts: 0, status: Status::Pending }).collect();
    let mut dead_letters: Vec<u32> = Vec::new();
    // In memory: rebuilt at every start, lost at every crash.
    let mut snapshot: Vec<usize> = Vec::new();
    let mut cursor = 0usize;
    let mut lifetime_start = 0u64;

    let mut out = Outcome {
        position,
        validated: validate,
        starts: 0,
        deliveries: 0,
        crashes: 0,
        processed: 0,
        dead_lettered: 0,
        remaining: 0,
        lifetimes: Vec::new(),
    };
    sim.schedule_at(Millis::ZERO, Event::ConsumerStarted);
    let is_killer = |id: u32| p.killers.binary_search(&id).is_ok();

    while let Some(event) = sim.next_legacy() {
        let now = sim.now().as_ms();
        // `Some(crashed)` when the consumer's lifetime ended with this event.
        let mut ended: Option<bool> = None;
        match event {
            Event::ConsumerStarted => {
                sim.restart(consumer);
                out.starts += 1;
                lifetime_start = now;
                snapshot = (0..queue.len()).filter(|&i| queue[i].status == Status::Pending).collect();
                cursor = 0;
                let n = snapshot.len();
                sim.trace("supervisor", "ConsumerStarted", || format!("start={} pending={n}", out.starts));
                sim.send_in(consumer, 0, Event::NextMessageTaken);
            }
            Event::NextMessageTaken => {
                if cursor == snapshot.len() {
                    sim.trace("consumer/0", "SnapshotDrained", String::new);
                    ended = Some(false);
                } else {
                    let index = snapshot[cursor];
                    cursor += 1;
                    out.deliveries += 1;
                    let m = &mut queue[index];
                    let id = m.id;
                    let mut dead = false;
                    if position == CounterPosition::OnDelivery {
                        m.attempts += 1;
                        if m.attempts >= p.threshold {
                            m.status = Status::Dead;
                            dead = true;
                        }
                    }
                    if !dead && validate && is_killer(id) {
                        // The body fails validation before any work: no crash.
                        m.status = Status::Dead;
                        dead = true;
                    }
                    let attempts = m.attempts;
                    sim.trace("queue", "MessageDelivered", || format!("id={id} attempts={attempts}"));
                    if dead {
                        dead_letters.push(id);
                        sim.trace("queue", "MessageDeadLettered", || format!("id={id} attempts={attempts}"));
                        sim.send_in(consumer, 0, Event::NextMessageTaken);
                    } else {
                        sim.send_in(consumer, p.work_ms, Event::WorkFinished { index });
                    }
                }
            }
            Event::WorkFinished { index } => {
                let id = queue[index].id;
                if is_killer(id) {
                    // The process dies inside the work: no catch block runs, so an
                    // `on_catch` counter never moves. Snapshot and cursor are lost.
                    sim.crash(consumer);
                    out.crashes += 1;
                    snapshot.clear();
                    sim.trace("consumer/0", "ConsumerCrashed", || format!("id={id}"));
                    ended = Some(true);
                } else {
                    queue[index].status = Status::Processed;
                    sim.trace("consumer/0", "MessageProcessed", || format!("id={id}"));
                    sim.send_in(consumer, 0, Event::NextMessageTaken);
                }
            }
        }
        if let Some(crashed) = ended {
            out.lifetimes.push((lifetime_start, now, crashed));
            if !crashed {
                sim.crash(consumer); // a clean exit: the process is gone all the same
            }
            let settled = queue.iter().all(|m| m.status != Status::Pending);
            if settled {
                sim.trace("supervisor", "QueueSettled", String::new);
            } else if out.starts < p.max_starts {
                sim.schedule_in(p.restart_ms, Event::ConsumerStarted);
            } else {
                let starts = out.starts;
                sim.trace("supervisor", "StartLimitReached", || format!("starts={starts}"));
            }
        }
    }
    out.processed = queue.iter().filter(|m| m.status == Status::Processed).count() as u32;
    out.dead_lettered = dead_letters.len() as u32;
    out.remaining = queue.iter().filter(|m| m.status == Status::Pending).count() as u32;
    (out, sim.take_trace())
}

/// Runs every listed counter position and builds the report.
pub fn run(p: &Params, options: &RunOptions) -> Report {
    let mut outcomes = Vec::new();
    let mut trace = Vec::new();
    for &validate in &p.validate {
        for &position in &p.positions {
            let (o, rows) = simulate(p, position, validate, options.tracer.is_on());
            outcomes.push(o);
            let tag = if validate { "+validate" } else { "" };
            for mut row in rows {
                row.component = format!("{}{tag}:{}", position.name(), row.component);
                trace.push(row);
            }
        }
    }
    // The lesson's layout: padEnd(22), then padStart 8 / 8 / 13 / 9 / 12 / 7; the first
    // column widens only for the longer validation labels.
    let width = outcomes.iter().map(|o| o.label().chars().count() + 2).max().unwrap_or(0).max(22);
    let mut text =
        format!("{}baslatma  teslim  surec olumu  islenen  olu mektup  kalan\n", pad_end("sayac konumu", width));
    let mut table = Table::new(
        "positions",
        &[
            "counter_position",
            "validated",
            "starts",
            "deliveries",
            "crashes",
            "processed",
            "dead_lettered",
            "remaining",
        ],
    );
    let mut lanes = Vec::new();
    for o in &outcomes {
        text.push_str(&format!(
            "{}{}{}{}{}{}{}\n",
            pad_end(&o.label(), width),
            pad_start(&o.starts.to_string(), 8),
            pad_start(&o.deliveries.to_string(), 8),
            pad_start(&o.crashes.to_string(), 13),
            pad_start(&o.processed.to_string(), 9),
            pad_start(&o.dead_lettered.to_string(), 12),
            pad_start(&o.remaining.to_string(), 7),
        ));
        table.push(vec![
            o.position.name().into(),
            o.validated.into(),
            o.starts.into(),
            o.deliveries.into(),
            o.crashes.into(),
            o.processed.into(),
            o.dead_lettered.into(),
            o.remaining.into(),
        ]);
        let bars = o
            .lifetimes
            .iter()
            .map(|&(s, e, crashed)| Bar {
                start: s as f64 / 1000.0,
                end: e.max(s + 1) as f64 / 1000.0,
                label: if crashed { "öldü".into() } else { "bitti".into() },
            })
            .collect();
        lanes.push((o.label(), bars));
    }
    let chart = Chart {
        name: "lifetimes".into(),
        title: "Tüketici süreç ömürleri: zehirli mesaj ve sayaç konumu".into(),
        x_label: "zaman (s)".into(),
        y_label: "sayaç konumu".into(),
        kind: ChartKind::Gantt { lanes },
    };
    Report { text, tables: vec![table], charts: vec![chart], trace }
}

super::legacy_model!(PoisonCounter, "poison-counter", super::Unseeded, |p, _s, o| run(p, o));
