//! The schedules' waits (pure policy values) and the budget experiment on the engine.

use super::{Kind, Params, policy};
use crate::backoff::Backoff;
use crate::js::number_to_string;
use crate::sim::{Exhausted, Millis, ProcessId, RunOptions, Sim};

/// The events of the budget experiment, past-tense facts.
#[derive(Clone, Copy, Debug)]
enum Event {
    /// The consumer's first call failed at t=0.
    CallFailed { lane: usize },
    /// A retry reached the dependency, which is down: it fails.
    RetrySent { lane: usize },
}

/// The wait before retry `attempt` under every listed schedule, in ms.
#[derive(Clone, Debug, PartialEq)]
pub struct WaitRow {
    pub attempt: u32,
    pub waits_ms: Vec<f64>,
}

/// How one schedule fared against the budget.
#[derive(Clone, Debug, PartialEq)]
pub struct BudgetOutcome {
    pub kind: Kind,
    /// Retries made within the budget.
    pub retries: u32,
    /// Sum of the waits made (the time of the last retry), ms.
    pub elapsed_ms: u64,
    /// The guard stopped it, not the budget.
    pub unlimited: bool,
    /// `(retry number, time)` of every retry, for the chart.
    pub times_ms: Vec<(u32, u64)>,
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
pub fn simulate(p: &Params, options: &RunOptions) -> Result<Schedules, Exhausted> {
    let policies: Vec<Box<dyn Backoff>> = p.schedules.iter().map(|&k| policy(p, k)).collect();
    let waits: Vec<WaitRow> =
        (1..=p.rows).map(|n| WaitRow { attempt: n, waits_ms: policies.iter().map(|b| b.wait_ms(n)).collect() }).collect();
    let mut total_wait_ms = vec![0f64; policies.len()];
    for row in &waits {
        for (t, w) in total_wait_ms.iter_mut().zip(&row.waits_ms) {
            *t += w;
        }
    }
    Ok(Schedules { waits, total_wait_ms, budget: simulate_budget(p, options)? })
}

/// Runs the budget experiment on the engine: one consumer per schedule, with the
/// scenario's `guard_attempts` and `budget_ms`.
pub fn simulate_budget(p: &Params, options: &RunOptions) -> Result<Vec<BudgetOutcome>, Exhausted> {
    simulate_limits(p, p.guard_attempts, p.budget_ms as f64, options)
}

/// One consumer per schedule retries against a dependency that is down until either limit
/// stops it: at most `max_retries` retries (`unlimited` is set when this one stops it), and
/// a retry only while `elapsed + wait <= budget_ms` (`f64::INFINITY` for no time limit).
pub fn simulate_limits(
    p: &Params,
    max_retries: u32,
    budget_ms: f64,
    options: &RunOptions,
) -> Result<Vec<BudgetOutcome>, Exhausted> {
    let mut sim: Sim<Event> = Sim::new(options);
    let policies: Vec<Box<dyn Backoff>> = p.schedules.iter().map(|&k| policy(p, k)).collect();
    let pids: Vec<ProcessId> = p.schedules.iter().map(|_| sim.spawn("consumer")).collect();
    let mut out: Vec<BudgetOutcome> = p
        .schedules
        .iter()
        .map(|&kind| BudgetOutcome { kind, retries: 0, elapsed_ms: 0, unlimited: false, times_ms: Vec::new() })
        .collect();
    for (lane, &pid) in pids.iter().enumerate() {
        sim.send_at(pid, Millis::ZERO, Event::CallFailed { lane });
    }
    while let Some(event) = sim.next_event()? {
        let now = sim.now().as_ms();
        let lane = match event {
            Event::CallFailed { lane } => lane,
            Event::RetrySent { lane } => {
                let o = &mut out[lane];
                o.retries += 1;
                o.elapsed_ms = now;
                o.times_ms.push((o.retries, now));
                lane
            }
        };
        let name = out[lane].kind.name();
        let retries = out[lane].retries;
        let wait = policies[lane].wait_ms(retries + 1);
        // The lesson's loop condition, in doubles: `gecen + f(n + 1) <= BUTCE && n < 1000`.
        if now as f64 + wait <= budget_ms && retries < max_retries {
            sim.trace(name, "RetryScheduled", || format!("retry={} wait_ms={}", retries + 1, number_to_string(wait)));
            sim.send_in(pids[lane], wait as u64, Event::RetrySent { lane });
        } else if retries >= max_retries {
            out[lane].unlimited = true;
            sim.trace(name, "GuardReached", || format!("retries={retries}"));
        } else {
            sim.trace(name, "BudgetExhausted", || format!("retries={retries} next_wait_ms={}", number_to_string(wait)));
        }
    }
    Ok(out)
}
