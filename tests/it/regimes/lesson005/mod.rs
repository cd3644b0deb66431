//! Claim checkers of lesson 005's worker pool and of the performance anchors: each chart's
//! facts (issue 36) held to the regimes and numbers re-derived here from the report's
//! tables; no chart word is read back.

mod pool_retries;
mod queue_drain;
mod worker_pool;

pub use queue_drain::{queue_drain, queue_drain_coincide};
pub use worker_pool::{worker_pool, worker_pool_coincide};

use super::claims::{Claims, Run, cell, num};
use super::facts;
use jobsim::report::{Cell, Table};

fn field(t: &Table, row: &[Cell], column: &str) -> f64 {
    num(cell(t, row, column)).unwrap()
}

pub fn retry_storm(r: &Run, c: &mut Claims) {
    let t = r.table("storm");
    let f = r.figure("storm").unwrap();
    let row = &t.rows[0];
    facts::holds(f, "retry-storm-title$-", "", &[("peak", field(t, row, "peak_bucket_requests"))], c);
    let numbers = [("successes", field(t, row, "successes")), ("gave_ups", field(t, row, "gave_ups"))];
    facts::holds(f, "retry-storm-caption$-", "", &numbers, c);
}
