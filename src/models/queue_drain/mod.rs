//! **queue-drain** (perf anchor, `benches/anchors/WORKLOAD.md`): an SQS-like queue of
//! `messages` with a visibility timeout; `consumers` receive, work `proc_ms`, and ack; a
//! poison message (`id % poison_mod == 0`) kills its consumer, which restarts after
//! `restart_ms`; a message delivered `max_deliveries` times goes to the dead-letter queue
//! when its last visibility timer fires. Exact output vectors in `tests/it/anchors.rs`.
//!
//! ```text
//! receive ─► VisibilityTimerSet(t+V) ─► WorkDone(t+P): ack │ poison: ConsumerCrashed ─► restart (t+R)
//!            timer fires: acked? nothing │ delivered max times? dead letter │ redeliver
//! ```
//! The queue is [`crate::queue::Queue`] in FIFO order with [`Redrive::OnExpiry`]
//! (`crate::queue::Redrive`): the anchor's `visible` FIFO, delivery counter (it moves at
//! receive, lesson 004.1's lesson) and dead-letter rule. Consumers are processes: a crash
//! drops the consumer's in-flight work; the queue's timers are world events.
//!
//! Which message first: the one visible longest (FIFO); one whose timer returns it joins
//! the back. Dead-lettering is not a delivery: it happens when the last delivery's timer
//! fires (`deliveries` counts receives only). Limits: `messages * max_deliveries` ≤
//! 40,000,000 (the budget is `3 * messages * max_deliveries` events); the progress chart
//! keeps at most [`MAX_PROGRESS_POINTS`] points.

mod present;
mod said;
mod simulate;

pub use simulate::{MAX_PROGRESS_POINTS, Outcome, simulate};

use crate::report::words::Words;
use super::{Model, Unseeded};
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind, Param, Reader, ScenarioError};
use crate::sim::{Budget, Exhausted, RunOptions};

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

const MAX_MS: u64 = 86_400_000;
const DAY: i64 = MAX_MS as i64;

/// Every parameter (defaults: `scenarios/anchor-queue-drain.toml`).
pub const PARAMS: &[Param] = &[
    Param::new("messages", Kind::Int { min: 1, max: 10_000_000 }, "10000", "messages", "messages in the queue at the start"),
    Param::new("consumers", Kind::Int { min: 1, max: 100_000 }, "200", "consumers", "consumers receiving from the queue"),
    Param::new("proc_ms", Kind::Int { min: 1, max: DAY - 1 }, "50", "ms", "work per message"),
    Param::new("vis_ms", Kind::Int { min: 2, max: DAY }, "1000", "ms", "visibility timeout (greater than `proc_ms`)"),
    Param::new("restart_ms", Kind::Int { min: 0, max: DAY }, "250", "ms", "supervisor's restart delay after a crash"),
    Param::new(
        "max_deliveries",
        Kind::Int { min: 1, max: 1000 },
        "3",
        "deliveries",
        "a message delivered this often is dead-lettered when its last timer fires",
    ),
    Param::new(
        "poison_mod",
        Kind::Int { min: 1, max: u32::MAX as i64 },
        "97",
        "",
        "message id % poison_mod == 0 kills the consumer",
    ),
];

/// Validates `[params]` (`0 < proc_ms < vis_ms`, as the workload requires).
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    let proc_ms = r.uint("proc_ms")?;
    let messages = r.uint32("messages")?;
    let max_deliveries = r.uint32("max_deliveries")?;
    if u64::from(messages) * u64::from(max_deliveries) > 40_000_000 {
        return Err(check.said(
            "refusal-product",
            &[("a", &"messages"), ("b", &"max_deliveries"), ("max", &40000000), ("x", &messages), ("y", &max_deliveries)],
        ));
    }
    // The range names `proc_ms + 1` as its floor, as before the declarations.
    if let Some(v) = r.value("vis_ms").and_then(|v| v.as_integer()) {
        check.uint("vis_ms", v, proc_ms + 1..=MAX_MS)?;
    }
    Ok(Params {
        messages,
        consumers: r.uint32("consumers")?,
        proc_ms,
        vis_ms: r.uint("vis_ms")?,
        restart_ms: r.uint("restart_ms")?,
        max_deliveries,
        poison_mod: r.uint32("poison_mod")?,
    })
}

/// The model's registry type.
pub struct QueueDrain;

impl Model for QueueDrain {
    const NAME: &'static str = "queue-drain";
    const HEADLINE: &'static [&'static str] = &["makespan_ms", "dead_lettered", "crashes"];
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Outcome;
    const PARAMS: &'static [Param] = PARAMS;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        // Events are `2 * deliveries + crashes`, a message is delivered at most
        // `max_deliveries` times and every crash follows a delivery.
        Budget::events(3 * u64::from(p.messages) * u64::from(p.max_deliveries) + 1000)
    }
    fn simulate(p: &Params, _: Unseeded, options: &RunOptions) -> Result<Outcome, Exhausted> {
        simulate(p, options)
    }
    fn present(p: &Params, outcome: &Outcome, w: &'static Words) -> Report {
        present::present(p, outcome, w)
    }
    fn figures(p: &Params, outcome: &Outcome, w: &'static Words) -> Vec<Figure> {
        present::figures(p, outcome, w)
    }
}
