//! Claim checkers of lesson 005's worker pool and of the performance anchors: each chart's
//! facts (issue 36) held to the regimes and numbers re-derived here from the report's
//! tables; no chart word is read back.

mod pool_retries;
mod queue_drain;
mod retry_storm;
mod worker_pool;

pub use queue_drain::{queue_drain, queue_drain_coincide};
pub use retry_storm::{retry_storm, retry_storm_coincide};
pub use worker_pool::{worker_pool, worker_pool_coincide};

use super::claims::{cell, num};
use jobsim::report::{Cell, Table};

fn field(t: &Table, row: &[Cell], column: &str) -> f64 {
    num(cell(t, row, column)).unwrap()
}
