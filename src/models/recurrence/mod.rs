//! **recurrence** (lesson 000.1, `zamanlama.mjs`): the next-run function applied to the
//! lesson's four rules from a fixed start instant.
//!
//! ```text
//! start ──next_run──► t1 ──next_run──► t2 ──next_run──► t3     (now injected each time)
//! ```
//!
//! Each rule is fed its own output `count` times ([`crate::schedule::next_run`]). With
//! `month_end = "overflow"` the output is the lesson's, byte for byte, including the
//! "31st" rule that lands on 3 March and 1 May. The calendar is pure arithmetic on UTC
//! milliseconds; there is no event queue to speak of, so this model does not use the engine.

mod present;
mod simulate;

pub use simulate::runs;

use serde::Deserialize;

use super::{Model, Unseeded};
use crate::report::{Chart, Report};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::schedule::MonthEnd;
use crate::schedule::read::{self, NamedRule, RawRule};
use crate::sim::{Exhausted, RunOptions};

/// Validated parameters. The ranges keep a run at most 32,000 instants.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// Start instant, UTC epoch milliseconds (`BASLANGIC`), 1970..=2200.
    pub start: i64,
    /// Runs computed per rule (1..=1000).
    pub count: u32,
    /// `overflow` (default), `skip` or `clamp`.
    pub month_end: MonthEnd,
    /// 1..=[`MAX_RULES`] rules, names unique.
    pub rules: Vec<NamedRule>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    start: String,
    count: i64,
    #[serde(default = "default_month_end")]
    month_end: String,
    rules: Vec<RawRule>,
}

fn default_month_end() -> String {
    "overflow".into()
}

/// Most rules per scenario.
pub const MAX_RULES: usize = 32;

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let rules = read::rules(check, "rules", &raw.rules, MAX_RULES)?;
    Ok(Params {
        start: read::instant(check, "start", &raw.start)?,
        count: check.uint32("count", raw.count, 1..=1000)?,
        month_end: MonthEnd::from_index(check.one_of("month_end", &raw.month_end, &MonthEnd::NAMES)?),
        rules,
    })
}

/// The model's registry type.
pub struct Recurrence;

impl Model for Recurrence {
    const NAME: &'static str = "recurrence";
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<Vec<i64>>;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn simulate(p: &Params, _: Unseeded, _: &RunOptions) -> Result<Vec<Vec<i64>>, Exhausted> {
        Ok(runs(p))
    }
    fn present(p: &Params, runs: &Vec<Vec<i64>>) -> Report {
        present::present(p, runs)
    }
    fn charts(p: &Params, runs: &Vec<Vec<i64>>) -> Vec<Chart> {
        present::charts(p, runs)
    }
}
