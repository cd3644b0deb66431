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
use crate::schedule::{MonthEnd, Rule, parse_instant};
use crate::sim::{Exhausted, RunOptions};

/// A named rule (the lesson's `TANIM` entries).
#[derive(Clone, Debug, PartialEq)]
pub struct NamedRule {
    pub name: String,
    pub rule: Rule,
}

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// Start instant, UTC epoch milliseconds (`BASLANGIC`).
    pub start: i64,
    /// Runs computed per rule.
    pub count: u32,
    pub month_end: MonthEnd,
    pub rules: Vec<NamedRule>,
}

/// One rule as written in a scenario. `expecting` keeps the type's name out of errors.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, expecting = "a table with `name` and `kind`")]
pub(crate) struct RawRule {
    name: String,
    kind: String,
    minutes: Option<i64>,
    day: Option<i64>,
    hour: Option<i64>,
    minute: Option<i64>,
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

/// Parses an instant key (RFC 3339, UTC, 1970..2200).
pub(crate) fn instant(check: Check<'_>, key: &str, text: &str) -> Result<i64, ScenarioError> {
    parse_instant(text).ok_or_else(|| {
        check.error(format_args!(
            "`{key}` must be an RFC 3339 instant between 1970-01-01T00:00:00Z and 2200-01-01T00:00:00Z (got \"{text}\")"
        ))
    })
}

/// Validates one rule; `key` names it in errors (`rules[2]`).
pub(crate) fn rule(check: Check<'_>, key: &str, raw: &RawRule) -> Result<NamedRule, ScenarioError> {
    if raw.name.is_empty() || raw.name.chars().count() > 40 {
        return Err(check.error(format_args!("`{key}.name` must have 1..=40 characters (got \"{}\")", raw.name)));
    }
    let kinds = ["interval", "daily", "monthly"];
    let kind = check.one_of(&format!("{key}.kind"), &raw.kind, &kinds)?;
    let need = |field: &str, v: Option<i64>| {
        v.ok_or_else(|| check.error(format_args!("`{key}.{field}` is required for kind \"{}\"", raw.kind)))
    };
    let unused = |field: &str, v: Option<i64>| match v {
        Some(_) => Err(check.error(format_args!("`{key}.{field}` is not used by kind \"{}\"", raw.kind))),
        None => Ok(()),
    };
    let hour = |v| check.uint32(&format!("{key}.hour"), v, 0..=23).map(|h| h as u8);
    let minute = |v| check.uint32(&format!("{key}.minute"), v, 0..=59).map(|m| m as u8);
    let rule = match kind {
        0 => {
            unused("day", raw.day)?;
            unused("hour", raw.hour)?;
            unused("minute", raw.minute)?;
            Rule::Interval {
                minutes: check.uint32(&format!("{key}.minutes"), need("minutes", raw.minutes)?, 1..=525_600)?,
            }
        }
        1 => {
            unused("minutes", raw.minutes)?;
            unused("day", raw.day)?;
            Rule::Daily { hour: hour(need("hour", raw.hour)?)?, minute: minute(need("minute", raw.minute)?)? }
        }
        _ => {
            unused("minutes", raw.minutes)?;
            Rule::Monthly {
                day: check.uint32(&format!("{key}.day"), need("day", raw.day)?, 1..=31)? as u8,
                hour: hour(need("hour", raw.hour)?)?,
                minute: minute(need("minute", raw.minute)?)?,
            }
        }
    };
    Ok(NamedRule { name: raw.name.clone(), rule })
}

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    if raw.rules.is_empty() || raw.rules.len() > MAX_RULES {
        return Err(check.error(format_args!("`rules` must list 1..={MAX_RULES} rules (got {})", raw.rules.len())));
    }
    let rules =
        raw.rules.iter().enumerate().map(|(i, r)| rule(check, &format!("rules[{i}]"), r)).collect::<Result<_, _>>()?;
    Ok(Params {
        start: instant(check, "start", &raw.start)?,
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
