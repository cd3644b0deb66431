//! **crash-points** (lesson 001, "Yazma Sırası"): the order of the steps after a chunk,
//! tested by killing the process at **every** step boundary of a run in turn and resuming.
//!
//! ```text
//! state_then_report  … chunk ─┬─ write state ─┬─ report ─┬─ …    (the lesson's order)
//! report_then_state  … chunk ─┼─ report ──────┼─ write state ─┬─ …
//!                             ▲ crash here, then resume from the store: what went wrong?
//! ```
//!
//! Variants are [`Pipeline`]s: the two write orders of the lesson, and the unit-of-work
//! question for a chunk that also writes result rows (rows and progress in one commit,
//! rows then progress, progress then rows). For each variant, crash point `k` runs the job
//! on the engine, kills the process right after step boundary `k` of the first run (see
//! [`crate::long_job::runner`]) and resumes once. Per crash point it counts:
//! - **duplicated records**: records the client had already been told were processed that
//!   the resumed run processed again (progress reported but not recorded), plus records
//!   whose result rows were committed twice;
//! - **lost records**: records that end without a result row although the job is done;
//! - **reworked records**: in-memory work the crash threw away and the resume redid (every
//!   order has some; it is harmless because nothing outside saw it);
//! - whether the final accumulator is exact (it always is: it travels with the state row).
//!
//! The lesson's order must show zero duplicated and zero lost records at every point.
//!
//! The crash points are the boundaries the runner reports for a crash-free run
//! ([`crate::long_job::runner::Boundary`]); the points run in parallel and their traces
//! are replayed in crash-point order: `<variant>:clean:…` for the crash-free run, then
//! `<variant>:crash<k>:…` for each point.

mod present;
mod simulate;

pub use simulate::{Point, Summary, enumerate, plan_for, simulate};

use serde::Deserialize;

use super::long_job::check_total_chunk;
use super::{Model, Unseeded};
use crate::long_job::Pipeline;
use crate::report::{Chart, Report};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::sim::{Budget, Exhausted, RunOptions};

/// Most chunks a crash enumeration may have (it runs the job once per step boundary).
pub const MAX_ENUMERATED_CHUNKS: u64 = 1000;

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub total: u64,
    pub chunk: u64,
    pub record_ms: u64,
    pub variants: Vec<Pipeline>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    total: i64,
    chunk: i64,
    #[serde(default = "one")]
    record_ms: i64,
    variants: Vec<String>,
}

fn one() -> i64 {
    1
}

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let (total, chunk) = check_total_chunk(check, raw.total, raw.chunk, MAX_ENUMERATED_CHUNKS)?;
    let variants =
        check.list_of("variants", &raw.variants, &Pipeline::NAMES)?.into_iter().map(|i| Pipeline::ALL[i]).collect();
    Ok(Params { total, chunk, record_ms: check.uint("record_ms", raw.record_ms, 0..=1000)?, variants })
}

/// The model's registry type.
pub struct CrashPoints;

impl Model for CrashPoints {
    const NAME: &'static str = "crash-points";
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<Summary>;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        // Every crash point runs on its own engine (a crash, then one resume); the plan
        // bounds its events, and twice is a safe margin.
        let most = p.variants.iter().map(|&v| plan_for(p, v, Some(0)).max_events()).max().unwrap_or(0);
        Budget::events(most.saturating_mul(2).saturating_add(1000))
    }
    fn simulate(p: &Params, _: Unseeded, options: &RunOptions) -> Result<Vec<Summary>, Exhausted> {
        simulate(p, options)
    }
    fn present(p: &Params, summaries: &Vec<Summary>) -> Report {
        present::present(p, summaries)
    }
    fn charts(p: &Params, summaries: &Vec<Summary>) -> Vec<Chart> {
        present::charts(p, summaries)
    }
}
