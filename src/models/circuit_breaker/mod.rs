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
//! and more than `max_receives` receives dead-letter the message. One engine run per row
//! (traced as `off:…` and `on:…`).

mod present;
mod simulate;

pub use simulate::{BreakerRun, simulate, simulate_row};

use serde::Deserialize;

use super::{Model, Unseeded};
use crate::report::{Chart, Report};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::sim::{Exhausted, RunOptions};

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

/// The model's registry type.
pub struct CircuitBreakerModel;

impl Model for CircuitBreakerModel {
    const NAME: &'static str = "circuit-breaker";
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<BreakerRun>;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn simulate(p: &Params, _: Unseeded, options: &RunOptions) -> Result<Vec<BreakerRun>, Exhausted> {
        simulate(p, options)
    }
    fn present(p: &Params, runs: &Vec<BreakerRun>) -> Report {
        present::present(p, runs)
    }
    fn charts(p: &Params, runs: &Vec<BreakerRun>) -> Vec<Chart> {
        present::charts(p, runs)
    }
}
