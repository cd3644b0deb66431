//! The enumeration: for each variant, a crash-free run lists the step boundaries; then
//! one run per boundary crashes there and resumes once, and its damage is counted.


use super::Params;
use crate::long_job::runner::{self, Boundary, Outcome, Plan};
use crate::long_job::{Pipeline, gun_sum};
use crate::sim::{Exhausted, RunOptions, TraceRow, Tracer};

/// What one crash point did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Point {
    pub boundary: u64,
    /// Where the crash hit.
    pub at: Boundary,
    /// Its name, e.g. `chunk_4_progress_reported`.
    pub step: String,
    pub duplicated_records: u64,
    /// The part of `duplicated_records` whose result rows were committed twice (the rest
    /// were reported to the client and then processed again: the reported progress went back).
    pub duplicated_row_records: u64,
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

/// The plan of crash point `boundary` (or of a crash-free run with `None`).
pub fn plan_for(p: &Params, variant: Pipeline, boundary: Option<u64>) -> Plan {
    let mut plan = Plan::new(p.total, p.chunk, p.record_ms);
    plan.pipeline = variant;
    plan.runs = 2;
    plan.crash_at_boundary = boundary;
    plan
}

/// The counts of one simulated crash point.
fn point(p: &Params, plan: &Plan, o: &Outcome, k: u64, boundary: Boundary) -> Point {
    let expected = gun_sum(0, p.total);
    let final_accumulator = o.final_state(plan).map(|s| s.accumulator).unwrap_or(0);
    let ledger = &o.ledger;
    let (dup_rows, lost_rows) =
        if plan.pipeline.writes_rows() { (ledger.duplicate_row_records(), ledger.lost_row_records()) } else { (0, 0) };
    Point {
        boundary: k,
        at: boundary,
        step: boundary.name(),
        duplicated_records: ledger.double_reported_records + dup_rows,
        duplicated_row_records: dup_rows,
        lost_records: lost_rows,
        reworked_records: ledger.reworked_records(),
        final_accumulator,
        accumulator_exact: final_accumulator == expected,
    }
}

/// Crash points simulated together (in parallel) before their traces are replayed: it
/// bounds the trace rows held in memory.
const BLOCK: u64 = 64;

/// Crashes the job right after boundary `k` (which is `boundary`), resumes it once and
/// counts the damage; the trace rows, when tracing, come back unscoped.
fn crash_at(
    p: &Params,
    variant: Pipeline,
    k: u64,
    boundary: Boundary,
    options: &RunOptions,
) -> Result<(Point, Vec<TraceRow>), Exhausted> {
    let (tracer, rows) = match options.tracer.is_on() {
        true => {
            let (tracer, rows) = Tracer::collect();
            (tracer, Some(rows))
        }
        false => (Tracer::off(), None),
    };
    let plan = plan_for(p, variant, Some(k));
    let o = runner::simulate(&plan, &RunOptions { tracer, budget: options.budget, stop: options.stop.clone(), lang: options.lang })?;
    assert_eq!(o.runs.len(), 2, "crash point {k} of {variant:?} must crash once and resume once");
    assert_eq!(o.boundaries.last(), Some(&boundary), "crash point {k} of {variant:?} is not where the clean run put it");
    Ok((point(p, &plan, &o, k, boundary), rows.map(|r| r.take()).unwrap_or_default()))
}

/// Enumerates every crash point of one variant: the crash-free run's boundaries, one run
/// each (traced as `clean:…`, then `crash<k>:…` in order).
pub fn enumerate(p: &Params, variant: Pipeline, options: &RunOptions) -> Result<Summary, Exhausted> {
    let clean = runner::simulate(&plan_for(p, variant, None), &options.scoped("clean"))?;
    let boundaries = &clean.boundaries;
    let n = boundaries.len() as u64;
    let mut points = Vec::with_capacity(boundaries.len());
    // Crash points are independent runs: simulate them in parallel, keep them in order.
    for first in (0..n).step_by(BLOCK as usize) {
        let block =
            crate::par::map(first..n.min(first + BLOCK), |k| crash_at(p, variant, k, boundaries[k as usize], options));
        for result in block {
            let (pt, rows) = result?;
            if !rows.is_empty() {
                options.tracer.scoped(&format!("crash{}", pt.boundary)).replay(rows);
            }
            points.push(pt);
        }
    }
    let mut s = Summary {
        variant,
        crash_points: n,
        points_with_duplicates: 0,
        duplicated_records: 0,
        points_with_losses: 0,
        lost_records: 0,
        reworked_records: 0,
        exact_accumulators: 0,
        points: Vec::with_capacity(points.len()),
    };
    for pt in points {
        s.points_with_duplicates += u64::from(pt.duplicated_records > 0);
        s.duplicated_records += pt.duplicated_records;
        s.points_with_losses += u64::from(pt.lost_records > 0);
        s.lost_records += pt.lost_records;
        s.reworked_records += pt.reworked_records;
        s.exact_accumulators += u64::from(pt.accumulator_exact);
        s.points.push(pt);
    }
    Ok(s)
}

/// Enumerates every variant in order, each traced under `<variant>:`.
pub fn simulate(p: &Params, options: &RunOptions) -> Result<Vec<Summary>, Exhausted> {
    p.variants.iter().map(|&v| enumerate(p, v, &options.scoped(v.name()))).collect()
}
