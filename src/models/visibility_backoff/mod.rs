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
//! goes to the dead-letter queue. One engine run per placement (traced as `<placement>:…`).

mod present;
mod simulate;

pub use simulate::{PlacementRun, simulate, simulate_placement};

use serde::Deserialize;

use super::{Model, Unseeded};
use crate::report::{Figure, Report};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::sim::{Exhausted, RunOptions};

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

/// The model's registry type.
pub struct VisibilityBackoff;

impl Model for VisibilityBackoff {
    const NAME: &'static str = "visibility-backoff";
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<PlacementRun>;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn simulate(p: &Params, _: Unseeded, options: &RunOptions) -> Result<Vec<PlacementRun>, Exhausted> {
        simulate(p, options)
    }
    fn present(p: &Params, runs: &Vec<PlacementRun>) -> Report {
        present::present(p, runs)
    }
    fn figures(p: &Params, runs: &Vec<PlacementRun>) -> Vec<Figure> {
        present::figures(p, runs)
    }
}
