//! **queue-drain** (perf anchor, `shared/anchors/perf/WORKLOAD.md`): an SQS-like queue of
//! `messages` with a visibility timeout; `consumers` receive, work `proc_ms`, and ack; a
//! poison message (`id % poison_mod == 0`) kills its consumer, which restarts after
//! `restart_ms`; a message delivered `max_deliveries` times goes to the dead-letter queue
//! when its last visibility timer fires. Exact output vectors in `tests/it/anchors.rs`.
//!
//! ```text
//! receive ─► VisibilityTimerSet(t+V) ─► WorkDone(t+P): ack │ poison: ConsumerCrashed ─► restart (t+R)
//!            timer fires: acked? nothing │ delivered max times? dead letter │ redeliver
//! ```
//! The delivery counter moves at receive (lesson 004.1's lesson). Consumers are processes:
//! a crash drops the consumer's in-flight work; the queue's timers are world events.

use std::collections::VecDeque;

use serde::Deserialize;

use super::RunOptions;
use crate::js::pad_row;
use crate::report::{Cell, Chart, ChartKind, Report, Series, SeriesStyle, Table};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::sim::{FOLD_START, ProcessId, Sim, TraceRow, fold};

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub messages: u32,
    pub consumers: u32,
    pub proc_ms: u64,
    pub vis_ms: u64,
    pub restart_ms: u64,
    pub max_deliveries: u32,
    pub poison_mod: u32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    messages: i64,
    consumers: i64,
    proc_ms: i64,
    vis_ms: i64,
    restart_ms: i64,
    max_deliveries: i64,
    poison_mod: i64,
}

const MAX_MS: u64 = 86_400_000;

/// Validates `[params]` (`0 < proc_ms < vis_ms`, as the workload requires).
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let proc_ms = check.uint("proc_ms", raw.proc_ms, 1..=MAX_MS - 1)?;
    let messages = check.uint32("messages", raw.messages, 1..=10_000_000)?;
    let max_deliveries = check.uint32("max_deliveries", raw.max_deliveries, 1..=1000)?;
    if u64::from(messages) * u64::from(max_deliveries) > 40_000_000 {
        return Err(check.error(format_args!(
            "`messages` * `max_deliveries` must be at most 40000000 (got {messages} * {max_deliveries})"
        )));
    }
    Ok(Params {
        messages,
        consumers: check.uint32("consumers", raw.consumers, 1..=100_000)?,
        proc_ms,
        vis_ms: check.uint("vis_ms", raw.vis_ms, proc_ms + 1..=MAX_MS)?,
        restart_ms: check.uint("restart_ms", raw.restart_ms, 0..=MAX_MS)?,
        max_deliveries,
        poison_mod: check.uint32("poison_mod", raw.poison_mod, 1..=u32::MAX)?,
    })
}

#[derive(Clone, Copy, Debug)]
enum Event {
    /// A consumer finished working on a message (it acks, or the poison kills it).
    WorkDone { consumer: u32, message: u32 },
    /// The visibility timer of one delivery fired.
    VisibilityExpired { message: u32 },
    /// The supervisor restarted a crashed consumer.
    ConsumerRestarted { consumer: u32 },
}

/// The anchor's outputs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub processed: u64,
    pub dead_lettered: u64,
    pub deliveries: u64,
    pub crashes: u64,
    pub makespan_ms: u64,
    pub last_event_ms: u64,
    pub ack_checksum: u64,
    /// Canonical events: work done + visibility timers + restarts.
    pub events: u64,
    /// `(second, processed so far)` at the end of every second with an ack.
    pub progress: Vec<(u64, u64)>,
}

struct State {
    visible: VecDeque<u32>,
    idle: VecDeque<u32>,
    deliveries: Vec<u32>,
    acked: Vec<bool>,
}

fn deliver(sim: &mut Sim<Event>, st: &mut State, o: &mut Outcome, pid: ProcessId, c: u32, m: u32, p: &Params) {
    st.deliveries[m as usize] += 1;
    o.deliveries += 1;
    sim.schedule_in(p.vis_ms, Event::VisibilityExpired { message: m }); // pushed first
    sim.send_in(pid, p.proc_ms, Event::WorkDone { consumer: c, message: m }); // pushed second
}

fn receive(sim: &mut Sim<Event>, st: &mut State, o: &mut Outcome, pids: &[ProcessId], c: u32, p: &Params) {
    match st.visible.pop_front() {
        Some(m) => deliver(sim, st, o, pids[c as usize], c, m, p),
        None => st.idle.push_back(c),
    }
}

/// Runs the drain on the engine.
pub fn simulate(p: &Params, trace: bool) -> (Outcome, Vec<TraceRow>) {
    let mut sim: Sim<Event> = Sim::legacy(trace);
    let pids: Vec<ProcessId> = (0..p.consumers).map(|_| sim.spawn("consumer")).collect();
    let mut st = State {
        visible: (0..p.messages).collect(),
        idle: VecDeque::new(),
        deliveries: vec![0; p.messages as usize],
        acked: vec![false; p.messages as usize],
    };
    let mut o = Outcome {
        processed: 0,
        dead_lettered: 0,
        deliveries: 0,
        crashes: 0,
        makespan_ms: 0,
        last_event_ms: 0,
        ack_checksum: FOLD_START,
        events: 0,
        progress: Vec::new(),
    };
    for c in 0..p.consumers {
        receive(&mut sim, &mut st, &mut o, &pids, c, p);
    }
    while let Some(event) = sim.next_legacy() {
        let t = sim.now();
        o.last_event_ms = t.as_ms();
        match event {
            Event::WorkDone { consumer, message } => {
                if message % p.poison_mod == 0 {
                    o.crashes += 1;
                    sim.crash(pids[consumer as usize]);
                    sim.trace(&sim.name(pids[consumer as usize]), "ConsumerCrashed", || format!("message={message}"));
                    sim.schedule_in(p.restart_ms, Event::ConsumerRestarted { consumer });
                } else {
                    st.acked[message as usize] = true;
                    o.processed += 1;
                    o.makespan_ms = t.as_ms();
                    let v = (t.as_ms() << 32) ^ (u64::from(message) << 8) ^ u64::from(consumer);
                    o.ack_checksum = fold(o.ack_checksum, v);
                    let second = t.as_ms() / 1000;
                    match o.progress.last_mut() {
                        Some((s, n)) if *s == second => *n = o.processed,
                        _ => o.progress.push((second, o.processed)),
                    }
                    receive(&mut sim, &mut st, &mut o, &pids, consumer, p);
                }
            }
            Event::VisibilityExpired { message } => {
                let m = message as usize;
                if st.acked[m] {
                    // A stale timer: it still counts as an event.
                } else if st.deliveries[m] >= p.max_deliveries {
                    o.dead_lettered += 1;
                    o.makespan_ms = t.as_ms();
                    sim.trace("queue", "MessageDeadLettered", || format!("message={message}"));
                } else if let Some(c) = st.idle.pop_front() {
                    deliver(&mut sim, &mut st, &mut o, pids[c as usize], c, message, p);
                } else {
                    st.visible.push_back(message);
                }
            }
            Event::ConsumerRestarted { consumer } => {
                sim.restart(pids[consumer as usize]);
                receive(&mut sim, &mut st, &mut o, &pids, consumer, p);
            }
        }
    }
    o.events = sim.handled();
    assert_eq!(o.events, 2 * o.deliveries + o.crashes, "canonical event count");
    assert_eq!(o.processed + o.dead_lettered, u64::from(p.messages), "every message settles");
    (o, sim.take_trace())
}

/// Runs the drain and builds the report.
pub fn run(p: &Params, options: &RunOptions) -> Report {
    let (o, trace) = simulate(p, options.tracer.is_on());
    let mut table = Table::new(
        "drain",
        &[
            "processed",
            "dead_lettered",
            "deliveries",
            "crashes",
            "makespan_ms",
            "last_event_ms",
            "ack_checksum",
            "events",
        ],
    );
    table.push(vec![
        o.processed.into(),
        o.dead_lettered.into(),
        o.deliveries.into(),
        o.crashes.into(),
        o.makespan_ms.into(),
        o.last_event_ms.into(),
        Cell::UInt(o.ack_checksum),
        o.events.into(),
    ]);
    let heads = ["islenen", "olu mektup", "teslim", "surec olumu", "bitis ms", "son olay ms", "saglama", "olay"];
    let values = [
        o.processed.to_string(),
        o.dead_lettered.to_string(),
        o.deliveries.to_string(),
        o.crashes.to_string(),
        o.makespan_ms.to_string(),
        o.last_event_ms.to_string(),
        o.ack_checksum.to_string(),
        o.events.to_string(),
    ];
    let widths = [9, 12, 9, 13, 10, 13, 22, 9];
    let text = format!("{}\n{}\n", pad_row(&heads, &widths), pad_row(&values, &widths));
    let mut points = vec![(0.0, 0.0)];
    points.extend(o.progress.iter().map(|&(s, n)| ((s + 1) as f64, n as f64)));
    let chart = Chart {
        name: "drain".into(),
        title: format!("Kuyruğun boşalması: {} ileti, {} tüketici", p.messages, p.consumers),
        x_label: "zaman (s)".into(),
        y_label: "işlenen ileti (toplam)".into(),
        kind: ChartKind::Lines {
            series: vec![Series { name: "işlenen".into(), points, style: SeriesStyle::Line }],
            log_y: false,
        },
    };
    Report { text, tables: vec![table], charts: vec![chart], trace }
}

super::legacy_model!(QueueDrain, "queue-drain", super::Unseeded, |p, _s, o| run(p, o));
