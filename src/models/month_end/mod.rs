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

use crate::report::words::Words;
use super::{Model, Unseeded};
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind, Param, Reader, ScenarioError};
use crate::schedule::MonthEnd;
use crate::schedule::read::instant_param;
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

/// Every parameter, declared once (defaults: the lesson's scenario).
pub const PARAMS: &[Param] = &[
    Param::new("start", Kind::Instant, "\"2026-01-31T23:47:00Z\"", "", "runs strictly after this instant count"),
    Param::new("day", Kind::Int { min: 1, max: 31 }, "31", "", "the rule's day of the month"),
    Param::new("hour", Kind::Int { min: 0, max: 23 }, "2", "", "the rule's hour (UTC)"),
    Param::new("minute", Kind::Int { min: 0, max: 59 }, "30", "", "the rule's minute"),
    Param::new("months", Kind::Int { min: 1, max: 120 }, "13", "months", "calendar months counted from the start's month"),
    Param::new("first_runs", Kind::Int { min: 1, max: 12 }, "3", "runs", "first runs the text lists per policy"),
    Param::new(
        "policies",
        Kind::Choices(&MonthEnd::NAMES),
        "[\"overflow\", \"skip\", \"clamp\"]",
        "",
        "month-end policies compared: overflow (the lesson's Date.UTC), skip, clamp",
    ),
];

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    Ok(Params {
        start: instant_param(&r, "start")?,
        day: r.uint32("day")? as u8,
        hour: r.uint32("hour")? as u8,
        minute: r.uint32("minute")? as u8,
        months: r.uint32("months")?,
        first_runs: r.uint32("first_runs")?,
        policies: r.choices("policies")?.into_iter().map(MonthEnd::from_index).collect(),
    })
}

/// The model's registry type.
pub struct MonthEndModel;

impl Model for MonthEndModel {
    const NAME: &'static str = "month-end";
    const HEADLINE: &'static [&'static str] = &["runs"];
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<PolicyRuns>;
    const PARAMS: &'static [Param] = PARAMS;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn simulate(p: &Params, _: Unseeded, options: &RunOptions) -> Result<Vec<PolicyRuns>, Exhausted> {
        let runs = simulate(p);
        let traced = runs.iter().flat_map(|r| {
            r.runs.iter().enumerate().map(|(k, &at)| (at, r.policy.name().to_string(), format!("n={}", k + 1)))
        });
        super::kit::calendar::trace_runs(&options.tracer, p.start, traced.collect());
        Ok(runs)
    }
    fn present(p: &Params, runs: &Vec<PolicyRuns>, w: &'static Words) -> Report {
        present::present(p, runs, w)
    }
    fn figures(p: &Params, runs: &Vec<PolicyRuns>, w: &'static Words) -> Vec<Figure> {
        present::figures(p, runs, w)
    }
}
