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
//! The queue is the durable store: it survives the crashes. It is [`crate::queue::Queue`]
//! taking the lowest pending id first ([`crate::queue::Order::ById`]), so each lifetime
//! walks the pending messages in id order as the lesson's consumer walks its snapshot; a
//! crash hands the message being worked on back at once (`nack`: the broker sees the
//! process die). Counter positions: `on_delivery` is the queue's receive counter, moved
//! before the work, and a message whose count reaches `threshold` is dead-lettered at
//! that delivery without running (`max_receives = threshold - 1`); `on_catch` would
//! increment in the error handler, which never runs because the process dies first.
//! One engine run per row (traced as `on_catch:…`, `on_delivery+validate:…`).

mod present;
mod simulate;

pub use simulate::{CounterRun, simulate, simulate_position};

use serde::Deserialize;

use super::{Model, Unseeded};
use crate::report::{Figure, Report};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::sim::{Budget, Exhausted, RunOptions};

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

/// The model's registry type.
pub struct PoisonCounter;

impl Model for PoisonCounter {
    const NAME: &'static str = "poison-counter";
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<CounterRun>;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        // Per row: at most `max_starts` lifetimes, each a start, one take per pending
        // message plus the one that finds none, and one piece of work per message.
        Budget::events(u64::from(p.max_starts) * (2 * u64::from(p.messages) + 2) + 1000)
    }
    fn simulate(p: &Params, _: Unseeded, options: &RunOptions) -> Result<Vec<CounterRun>, Exhausted> {
        simulate(p, options)
    }
    fn present(p: &Params, runs: &Vec<CounterRun>) -> Report {
        present::present(p, runs)
    }
    fn figures(p: &Params, runs: &Vec<CounterRun>) -> Vec<Figure> {
        present::figures(p, runs)
    }
}
