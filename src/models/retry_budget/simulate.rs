//! The three limits, each one engine run over every schedule.

use super::{GUARD, Params, schedules};
use crate::models::kit::schedules::{BudgetOutcome, Kind, simulate_limits};
use crate::sim::{Exhausted, RunOptions};

/// One schedule under the three limits.
#[derive(Clone, Debug, PartialEq)]
pub struct ScheduleLimits {
    pub kind: Kind,
    /// At most `threshold` retries, no time limit.
    pub count_only: BudgetOutcome,
    /// No retry after `time_budget_ms` (and the lesson's guard of 1000 retries).
    pub time_only: BudgetOutcome,
    /// Whichever comes first.
    pub both: BudgetOutcome,
}

/// What stopped the `both` run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    Threshold,
    TimeBudget,
    /// A named policy's own retry limit, before either budget.
    GaveUp,
}

impl ScheduleLimits {
    /// In the `both` run, the threshold stopped it (not the time budget).
    pub fn stopped_by_threshold(&self) -> bool {
        self.both.unlimited
    }
    /// What stopped the `both` run.
    pub fn stopped_by(&self) -> Stop {
        if self.both.unlimited {
            Stop::Threshold
        } else if self.both.gave_up {
            Stop::GaveUp
        } else {
            Stop::TimeBudget
        }
    }
}

/// Runs the count-only, time-only and combined limits (traced as is, `time_only:…`, `both:…`).
/// A named policy that draws takes its waits from `seed` (the same waits in every run).
pub fn simulate(p: &Params, seed: Option<u64>, options: &RunOptions) -> Result<Vec<ScheduleLimits>, Exhausted> {
    let bp = schedules(p);
    let budget = p.time_budget_ms as f64;
    let count_only = simulate_limits(&bp, seed, p.threshold, f64::INFINITY, options)?;
    let time_only = simulate_limits(&bp, seed, GUARD, budget, &options.scoped("time_only"))?;
    let both = simulate_limits(&bp, seed, p.threshold, budget, &options.scoped("both"))?;
    Ok(count_only
        .into_iter()
        .zip(time_only)
        .zip(both)
        .map(|((count_only, time_only), both)| ScheduleLimits { kind: count_only.kind, count_only, time_only, both })
        .collect())
}
