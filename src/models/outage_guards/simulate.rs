//! One row: the kit's outage engine (arrivals, consumers, queue and timers) with
//! a retry budget between a failure and its retry and any breaker on the receive.

use super::Params;
use super::spec::{BreakerKind, BudgetKind};
use crate::backoff::named::System;
use crate::budget::RetryGate;
use crate::models::kit::outage::{self, OutageRun, Row};
use crate::sim::{Exhausted, Millis, RunOptions};

/// The outcome of one row: its guards and the outage's counts ([`OutageRun`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GuardRun {
    /// The release delay: `None` the lesson's capped exponential, or a named policy.
    pub backoff: Option<System>,
    pub budget: BudgetKind,
    pub breaker: BreakerKind,
    /// The outage's counts; its `dead_lettered` are the requests failed: refused retries
    /// and used-up receives, all in the dead-letter queue.
    pub run: OutageRun,
}

impl GuardRun {
    /// The row's name in traces and CSVs: the budget, the breaker, or both, after the
    /// named backoff if any (`sidekiq-backoff+finagle`).
    pub fn tag(&self) -> String {
        tag(self.backoff, self.budget, self.breaker)
    }
}

pub(super) fn tag(backoff: Option<System>, budget: BudgetKind, breaker: BreakerKind) -> String {
    let guards = match (budget, breaker) {
        (b, BreakerKind::None) => b.name().to_string(),
        (BudgetKind::None, k) => k.name().to_string(),
        (b, k) => format!("{}+{}", b.name(), k.name()),
    };
    match backoff {
        None => guards,
        Some(s) if budget == BudgetKind::None && breaker == BreakerKind::None => format!("{}-backoff", s.name()),
        Some(s) => format!("{}-backoff+{guards}", s.name()),
    }
}

/// Runs every row: for each backoff, each breaker, each budget (traced as `<tag>:…`).
/// A named backoff that draws takes its waits from `seed`.
pub fn simulate(p: &Params, seed: Option<u64>, options: &RunOptions) -> Result<Vec<GuardRun>, Exhausted> {
    let mut runs = Vec::with_capacity(p.backoffs.len() * p.breakers.len() * p.budgets.len());
    for &backoff in &p.backoffs {
        for &breaker in &p.breakers {
            for &budget in &p.budgets {
                let options = options.scoped(&tag(backoff, budget, breaker));
                runs.push(simulate_row_seeded(p, backoff, budget, breaker, seed, &options)?);
            }
        }
    }
    Ok(runs)
}

/// Runs one row on the engine with the lesson's capped exponential backoff.
pub fn simulate_row(p: &Params, budget: BudgetKind, breaker: BreakerKind, options: &RunOptions) -> Result<GuardRun, Exhausted> {
    simulate_row_seeded(p, None, budget, breaker, None, options)
}

/// Runs one row on the outage's engine with this row's budget and breaker;
/// a named `backoff` that draws takes its waits from the stream `policy/<name>` of `seed`,
/// in event order, and gives up at its retry limit.
pub fn simulate_row_seeded(
    p: &Params,
    backoff: Option<System>,
    budget: BudgetKind,
    breaker: BreakerKind,
    seed: Option<u64>,
    options: &RunOptions,
) -> Result<GuardRun, Exhausted> {
    let row = Row {
        outage: p.outage,
        backoff,
        named: &p.named,
        gate: RetryGate::new(&p.settings.budget(budget), p.outage.messages, Millis::ZERO),
        breaker: p.settings.breaker(breaker),
        timeouts: p.timeouts,
        traced_open_ms: None,
    };
    Ok(GuardRun { backoff, budget, breaker, run: outage::run(row, seed, options)? })
}
