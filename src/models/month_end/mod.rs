//! **month-end** (lesson 000.2): a monthly rule on a day some months lack ("the 31st at
//! 02:30"), under the three month-end policies, over `months` calendar months.
//!
//! ```text
//!            Jan  Feb  Mar  Apr  May  Jun  Jul …
//! overflow    ·    ·    ██   ·    ██   ·    ██     Feb 31 → Mar 3, Apr 31 → May 1
//! skip        ·    ·    █    ·    █    ·    █      no run without a 31st
//! clamp       ·    █    █    █    █    █    █      last day of the month
//! ```
//!
//! The lesson shows only `overflow` (its JS `Date.UTC`) and names `skip` and `clamp` in
//! prose; jobsim defines them in [`crate::schedule::MonthEnd`]. Runs are counted in the
//! calendar month (UTC) they fall in, from the start instant's month on; runs strictly
//! after `start` only. Pure calendar arithmetic, no engine.

mod present;
mod simulate;

pub use simulate::{PolicyRuns, month, simulate};

use serde::Deserialize;

use super::{Model, Unseeded};
use crate::report::{Chart, Report};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::schedule::MonthEnd;
use crate::schedule::read::instant;
use crate::sim::{Exhausted, RunOptions};

/// Validated parameters. The ranges keep a run at most a few hundred instants.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// Start instant, UTC epoch ms (1970..=2200).
    pub start: i64,
    /// The rule: `day` (1..=31) at `hour` (0..=23) : `minute` (0..=59) UTC.
    pub day: u8,
    pub hour: u8,
    pub minute: u8,
    /// Calendar months counted from the start's (1..=120).
    pub months: u32,
    /// How many first runs the text lists per policy (1..=12).
    pub first_runs: u32,
    /// Any of `overflow`, `skip`, `clamp`, each at most once.
    pub policies: Vec<MonthEnd>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    start: String,
    day: i64,
    hour: i64,
    minute: i64,
    months: i64,
    first_runs: i64,
    #[serde(default = "default_policies")]
    policies: Vec<String>,
}

fn default_policies() -> Vec<String> {
    MonthEnd::NAMES.iter().map(|s| s.to_string()).collect()
}

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    Ok(Params {
        start: instant(check, "start", &raw.start)?,
        day: check.uint32("day", raw.day, 1..=31)? as u8,
        hour: check.uint32("hour", raw.hour, 0..=23)? as u8,
        minute: check.uint32("minute", raw.minute, 0..=59)? as u8,
        months: check.uint32("months", raw.months, 1..=120)?,
        first_runs: check.uint32("first_runs", raw.first_runs, 1..=12)?,
        policies: check
            .list_of("policies", &raw.policies, &MonthEnd::NAMES)?
            .into_iter()
            .map(MonthEnd::from_index)
            .collect(),
    })
}

/// The model's registry type.
pub struct MonthEndModel;

impl Model for MonthEndModel {
    const NAME: &'static str = "month-end";
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<PolicyRuns>;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn simulate(p: &Params, _: Unseeded, _: &RunOptions) -> Result<Vec<PolicyRuns>, Exhausted> {
        Ok(simulate(p))
    }
    fn present(p: &Params, runs: &Vec<PolicyRuns>) -> Report {
        present::present(p, runs)
    }
    fn charts(p: &Params, runs: &Vec<PolicyRuns>) -> Vec<Chart> {
        present::charts(p, runs)
    }
}
