//! The job on the engine: one simulation of the plan (the runner's events, the first run
//! cancelled, the next ones resumed from the store).

use super::Params;
use crate::long_job::runner::{self, Outcome};
use crate::sim::{Exhausted, RunOptions};

/// Runs the job's plan once, traced as the runner traces it (`job/0`, `store`, …).
pub fn simulate(p: &Params, options: &RunOptions) -> Result<Outcome, Exhausted> {
    runner::simulate(&p.plan, options)
}
