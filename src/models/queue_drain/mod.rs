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
//! The queue is [`crate::queue::Queue`] in FIFO order with [`Redrive::OnExpiry`]
//! (`crate::queue::Redrive`): the anchor's `visible` FIFO, delivery counter (it moves at
//! receive, lesson 004.1's lesson) and dead-letter rule. Consumers are processes: a crash
//! drops the consumer's in-flight work; the queue's timers are world events.

mod present;
mod simulate;

pub use simulate::{Outcome, simulate};

use serde::Deserialize;

use super::{Model, Unseeded};
use crate::report::{Chart, Report};
use crate::scenario::{Check, ScenarioError, from_toml};
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

/// The model's registry type.
pub struct QueueDrain;

impl Model for QueueDrain {
    const NAME: &'static str = "queue-drain";
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Outcome;

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
    fn present(p: &Params, outcome: &Outcome) -> Report {
        present::present(p, outcome)
    }
    fn charts(p: &Params, outcome: &Outcome) -> Vec<Chart> {
        present::charts(p, outcome)
    }
}
