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

use rayon::prelude::*;
use serde::Deserialize;

use super::RunOptions;
use super::long_job::check_total_chunk;
use crate::js::{pad_end, pad_start};
use crate::long_job::runner::{self, Outcome, Plan};
use crate::long_job::{Pipeline, Step, gun_sum};
use crate::report::{Chart, ChartKind, Report, Table};
use crate::scenario::{Check, ScenarioError, from_toml};

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

/// What one crash point did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Point {
    pub boundary: u64,
    /// Where the crash hit, e.g. `chunk_4_progress_reported`.
    pub step: String,
    pub duplicated_records: u64,
    pub lost_records: u64,
    pub reworked_records: u64,
    pub final_accumulator: u64,
    pub accumulator_exact: bool,
}

/// The totals of one variant over every crash point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    pub variant: Pipeline,
    pub crash_points: u64,
    pub points_with_duplicates: u64,
    pub duplicated_records: u64,
    pub points_with_losses: u64,
    pub lost_records: u64,
    pub reworked_records: u64,
    pub exact_accumulators: u64,
    pub points: Vec<Point>,
}

/// The name of step boundary `k` for a pipeline (see the runner's numbering).
pub fn boundary_name(pipeline: Pipeline, chunks: u64, k: u64) -> String {
    let per_chunk = 1 + pipeline.steps().len() as u64;
    if k == 0 {
        return "run_started".into();
    }
    let i = k - 1;
    if i >= chunks * per_chunk {
        return "done_written".into();
    }
    let (c, s) = (i / per_chunk + 1, i % per_chunk);
    if s == 0 {
        return format!("chunk_{c}_processed");
    }
    let step = match pipeline.steps()[(s - 1) as usize] {
        Step::WriteState => "state_written",
        Step::WriteRows => "rows_written",
        Step::CommitRowsAndState => "rows_and_state_committed",
        Step::Report => "progress_reported",
    };
    format!("chunk_{c}_{step}")
}

/// The plan of crash point `boundary` (or of a crash-free run with `None`).
pub fn plan_for(p: &Params, variant: Pipeline, boundary: Option<u64>) -> Plan {
    let mut plan = Plan::new(p.total, p.chunk, p.record_ms);
    plan.pipeline = variant;
    plan.runs = 2;
    plan.crash_at_boundary = boundary;
    plan
}

/// The counts of one simulated crash point.
pub fn point(p: &Params, plan: &Plan, o: &Outcome, boundary: u64) -> Point {
    let expected = gun_sum(0, p.total);
    let final_accumulator = o.final_state(plan).map(|s| s.accumulator).unwrap_or(0);
    let (dup_rows, lost_rows) =
        if plan.pipeline.writes_rows() { (o.duplicate_row_records(plan), o.lost_row_records(plan)) } else { (0, 0) };
    Point {
        boundary,
        step: boundary_name(plan.pipeline, crate::long_job::chunk_count(p.total, p.chunk), boundary),
        duplicated_records: o.double_reported_records + dup_rows,
        lost_records: lost_rows,
        reworked_records: o.reworked_records(plan),
        final_accumulator,
        accumulator_exact: final_accumulator == expected,
    }
}

/// Enumerates every crash point of one variant.
pub fn enumerate(p: &Params, variant: Pipeline) -> Summary {
    let clean = runner::simulate(&plan_for(p, variant, None));
    let n = clean.first_run_boundaries;
    let mut s = Summary {
        variant,
        crash_points: n,
        points_with_duplicates: 0,
        duplicated_records: 0,
        points_with_losses: 0,
        lost_records: 0,
        reworked_records: 0,
        exact_accumulators: 0,
        points: Vec::with_capacity(n as usize),
    };
    // Crash points are independent runs: simulate them in parallel, collect in order.
    let points: Vec<Point> = (0..n)
        .into_par_iter()
        .map(|k| {
            let plan = plan_for(p, variant, Some(k));
            let o = runner::simulate(&plan);
            assert_eq!(o.runs.len(), 2, "crash point {k} of {variant:?} must crash once and resume once");
            point(p, &plan, &o, k)
        })
        .collect();
    for pt in points {
        s.points_with_duplicates += u64::from(pt.duplicated_records > 0);
        s.duplicated_records += pt.duplicated_records;
        s.points_with_losses += u64::from(pt.lost_records > 0);
        s.lost_records += pt.lost_records;
        s.reworked_records += pt.reworked_records;
        s.exact_accumulators += u64::from(pt.accumulator_exact);
        s.points.push(pt);
    }
    s
}

/// Runs every variant and builds the report.
pub fn run(p: &Params, _options: &RunOptions) -> Report {
    let summaries: Vec<Summary> = p.variants.iter().map(|&v| enumerate(p, v)).collect();
    let mut text = format!(
        "{}{}{}{}{}{}\n",
        pad_end("sira", 28),
        pad_start("cokme noktasi", 15),
        pad_start("cift sayan nokta", 18),
        pad_start("cift sayilan kayit", 20),
        pad_start("kaybeden nokta", 16),
        pad_start("kayip kayit", 13),
    );
    let mut table = Table::new(
        "variants",
        &[
            "variant",
            "crash_points",
            "points_with_duplicates",
            "duplicated_records",
            "points_with_losses",
            "lost_records",
            "reworked_records",
            "exact_accumulators",
        ],
    );
    let mut points = Table::new(
        "points",
        &[
            "variant",
            "crash_point",
            "step",
            "duplicated_records",
            "lost_records",
            "reworked_records",
            "final_accumulator",
        ],
    );
    for s in &summaries {
        text.push_str(&format!(
            "{}{}{}{}{}{}\n",
            pad_end(s.variant.label(), 28),
            pad_start(&s.crash_points.to_string(), 15),
            pad_start(&s.points_with_duplicates.to_string(), 18),
            pad_start(&s.duplicated_records.to_string(), 20),
            pad_start(&s.points_with_losses.to_string(), 16),
            pad_start(&s.lost_records.to_string(), 13),
        ));
        table.push(vec![
            s.variant.name().into(),
            s.crash_points.into(),
            s.points_with_duplicates.into(),
            s.duplicated_records.into(),
            s.points_with_losses.into(),
            s.lost_records.into(),
            s.reworked_records.into(),
            s.exact_accumulators.into(),
        ]);
        for pt in &s.points {
            points.push(vec![
                s.variant.name().into(),
                pt.boundary.into(),
                pt.step.as_str().into(),
                pt.duplicated_records.into(),
                pt.lost_records.into(),
                pt.reworked_records.into(),
                pt.final_accumulator.into(),
            ]);
        }
    }
    let chart = Chart {
        name: "crashes".into(),
        title: "Her adım sınırında çökme: iki kez sayılan ve kaybolan kayıtlar".into(),
        x_label: "adım sırası".into(),
        y_label: "çökme noktası sayısı".into(),
        kind: ChartKind::Bars {
            categories: summaries.iter().map(|s| variant_label_tr(s.variant).to_string()).collect(),
            series: vec![
                ("iki kez sayan nokta".into(), summaries.iter().map(|s| s.points_with_duplicates as f64).collect()),
                ("kayıp bırakan nokta".into(), summaries.iter().map(|s| s.points_with_losses as f64).collect()),
            ],
        },
    };
    Report { text, tables: vec![table, points], charts: vec![chart], trace: Vec::new() }
}

/// Chart labels with Turkish diacritics.
fn variant_label_tr(v: Pipeline) -> &'static str {
    match v {
        Pipeline::StateThenReport => "önce durum, sonra bildirim",
        Pipeline::ReportThenState => "önce bildirim, sonra durum",
        Pipeline::Together => "satırlar + durum tek işlem",
        Pipeline::RowsThenState => "önce satırlar, sonra durum",
        Pipeline::StateThenRows => "önce durum, sonra satırlar",
    }
}

super::legacy_model!(CrashPoints, "crash-points", super::Unseeded, |p, _s, o| run(p, o));
