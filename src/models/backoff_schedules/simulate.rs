//! The schedules' waits (policy values; a named policy's draws) and the budget experiment
//! on the kit's engine run ([`simulate_limits`]).

use super::Params;
use crate::models::kit::schedules::{BudgetOutcome, Lane, simulate_limits};
use crate::sim::{Exhausted, RunOptions};

/// The wait before retry `attempt` under every listed schedule, in ms (`None`: the
/// schedule gave up before this retry).
#[derive(Clone, Debug, PartialEq)]
pub struct WaitRow {
    pub attempt: u32,
    pub waits_ms: Vec<Option<f64>>,
}

/// Both experiments.
#[derive(Clone, Debug, PartialEq)]
pub struct Schedules {
    /// Retries `1..=rows`.
    pub waits: Vec<WaitRow>,
    /// Per schedule, the sum of the waits of `waits` (JS `reduce`: left-to-right doubles).
    pub total_wait_ms: Vec<f64>,
    /// Per schedule, the budget experiment.
    pub budget: Vec<BudgetOutcome>,
}

/// Computes the waits and runs the budget experiment.
pub fn simulate(p: &Params, seed: Option<u64>, options: &RunOptions) -> Result<Schedules, Exhausted> {
    let lineup = p.lineup();
    let mut lanes: Vec<Lane> = p.schedules.iter().map(|&k| Lane::new(&lineup, k, seed)).collect();
    let waits: Vec<WaitRow> = (1..=p.rows)
        .map(|n| WaitRow {
            attempt: n,
            waits_ms: lanes.iter_mut().map(|l| (!l.gives_up(n - 1)).then(|| l.wait_ms(n))).collect(),
        })
        .collect();
    let mut total_wait_ms = vec![0f64; lanes.len()];
    for row in &waits {
        for (t, w) in total_wait_ms.iter_mut().zip(&row.waits_ms) {
            *t += w.unwrap_or(0.0);
        }
    }
    Ok(Schedules { waits, total_wait_ms, budget: simulate_budget(p, seed, options)? })
}

/// Runs the budget experiment on the engine: one consumer per schedule, with the
/// scenario's `guard_attempts` and `budget_ms`.
pub fn simulate_budget(p: &Params, seed: Option<u64>, options: &RunOptions) -> Result<Vec<BudgetOutcome>, Exhausted> {
    simulate_limits(&p.lineup(), seed, p.guard_attempts, p.budget_ms as f64, options)
}

