//! One row: `circuit-breaker`'s outage engine (arrivals, consumers, queue and timers) with
//! a retry budget between a failure and its retry and any breaker on the receive.

use super::Params;
use super::spec::{BreakerKind, BudgetKind};
use crate::backoff::named::System;
use crate::budget::RetryGate;
use crate::models::circuit_breaker::PerSecond;
use crate::models::circuit_breaker::engine::{self, Row};
use crate::sim::{Exhausted, Millis, RunOptions};

/// The outcome of one row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GuardRun {
    /// The release delay: `None` the lesson's capped exponential, or a named policy.
    pub backoff: Option<System>,
    pub budget: BudgetKind,
    pub breaker: BreakerKind,
    pub calls: u64,
    pub calls_during_outage: u64,
    /// Calls during the outage that were retries (a message's second receive or later).
    pub retries_during_outage: u64,
    pub failed_calls: u64,
    /// Retries the budget allowed and refused (each refusal fails its request).
    pub retries_granted: u64,
    pub retries_refused: u64,
    pub acked: u32,
    /// Requests failed: refused retries and used-up receives, all in the dead-letter queue.
    pub dead_lettered: u32,
    /// Of those, messages the named policy gave up on (its own retry limit reached).
    pub given_up: u32,
    pub times_opened: u32,
    pub late_results: u64,
    pub first_opened_ms: Option<u64>,
    pub last_closed_ms: Option<u64>,
    /// When the last message was settled.
    pub drained_ms: u64,
    /// Messages neither acked nor dead-lettered when the outage ended.
    pub backlog_at_recovery: u32,
    /// From the outage's end until the last of that backlog was settled.
    pub recovery_ms: u64,
    /// Calls that reached the dependency, per second.
    pub calls_per_s: PerSecond,
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

/// Runs one row on `circuit-breaker`'s outage engine with this row's budget and breaker;
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
    let r = engine::run(row, seed, options)?;
    Ok(GuardRun {
        backoff,
        budget,
        breaker,
        calls: r.calls,
        calls_during_outage: r.calls_during_outage,
        retries_during_outage: r.retries_during_outage,
        failed_calls: r.failed_calls,
        retries_granted: r.retries_granted,
        retries_refused: r.retries_refused,
        acked: r.acked,
        dead_lettered: r.dead_lettered,
        given_up: r.given_up,
        times_opened: r.times_opened,
        late_results: r.late_results,
        first_opened_ms: r.first_opened_ms,
        last_closed_ms: r.last_closed_ms,
        drained_ms: r.drained_ms,
        backlog_at_recovery: r.backlog_at_recovery,
        recovery_ms: r.recovery_ms,
        calls_per_s: r.calls_per_s,
    })
}
