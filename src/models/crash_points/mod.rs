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

use crate::report::words::Words;
use super::kit::long_job::{Work, finish, read_total_chunk};
use super::{Model, Unseeded};
use crate::long_job::{MAX_TOTAL, Pipeline, chunk_count};
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind, Param, Reader, ScenarioError};
use crate::sim::{Budget, Exhausted, RunOptions};

/// Most chunks a crash enumeration may have (it runs the job once per step boundary).
pub const MAX_ENUMERATED_CHUNKS: u64 = 1000;

/// The parameters of `crash-points`, declared once.
pub const PARAMS: &[Param] = &[
    crate::models::kit::long_job::TOTAL,
    Param::new(
        "chunk",
        Kind::Int { min: 1, max: MAX_TOTAL as i64 },
        "3000",
        "records",
        "records per chunk; at most 1000 chunks (`total` / `chunk`): the job runs once per step boundary",
    ),
    crate::models::kit::long_job::RECORD_MS,
    Param::new(
        "variants",
        Kind::Choices(&Pipeline::NAMES),
        "[\"state_then_report\", \"report_then_state\"]",
        "",
        "the orders of the steps after a chunk, each crashed at every step boundary",
    ),
];

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub total: u64,
    pub chunk: u64,
    pub record_ms: u64,
    pub variants: Vec<Pipeline>,
}

/// The crash points of one variant: the step boundaries of a crash-free run (the start,
/// each chunk processed, each step after it, the final write).
pub fn crash_points(p: &Params, variant: Pipeline) -> u64 {
    chunk_count(p.total, p.chunk).saturating_mul(1 + variant.steps().len() as u64).saturating_add(2)
}

/// The events of every engine: per variant, the crash-free run and one run per point.
fn work(p: &Params) -> Work {
    p.variants.iter().fold(Work::default(), |w, &v| {
        w.add(1, plan_for(p, v, None).max_events()).add(crash_points(p, v), plan_for(p, v, Some(0)).max_events())
    })
}

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    let (total, chunk) = read_total_chunk(&r, MAX_ENUMERATED_CHUNKS)?;
    let record_ms = r.uint("record_ms")?;
    let variants = r.choices("variants")?.into_iter().map(|i| Pipeline::ALL[i]).collect();
    let p = Params { total, chunk, record_ms, variants };
    work(&p).check(check, "variants")?;
    finish(r)?;
    Ok(p)
}

/// The model's registry type.
pub struct CrashPoints;

impl Model for CrashPoints {
    const NAME: &'static str = "crash-points";
    const HEADLINE: &'static [&'static str] = &["points_with_duplicates", "duplicated_records", "points_with_losses", "lost_records"];
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<Summary>;
    const PARAMS: &'static [Param] = PARAMS;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        // Every crash point runs on its own engine (a crash, then one resume): the plan
        // bounds its events (`parse` checks the sum over every point).
        work(p).budget()
    }
    fn simulate(p: &Params, _: Unseeded, options: &RunOptions) -> Result<Vec<Summary>, Exhausted> {
        simulate(p, options)
    }
    fn present(p: &Params, summaries: &Vec<Summary>, w: &'static Words) -> Report {
        present::present(p, summaries, w)
    }
    fn figures(p: &Params, summaries: &Vec<Summary>, w: &'static Words) -> Vec<Figure> {
        present::figures(p, summaries, w)
    }
}
