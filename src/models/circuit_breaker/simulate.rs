//! One row: the outage's engine ([`crate::models::kit::outage::engine`]) with the consecutive-failure breaker
//! or none, and no retry budget.

use super::Params;
use crate::models::kit::outage::{self, OutageRun, Row};
use crate::breaker::{AnyBreaker, CircuitBreaker};
use crate::budget::{BudgetSpec, RetryGate};
use crate::sim::{Exhausted, Millis, RunOptions};

/// The outcome of one row: the outage's counts ([`OutageRun`]) with or without the breaker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BreakerRun {
    pub breaker: bool,
    pub run: OutageRun,
}

/// The row's name in traces and CSVs.
pub(super) fn tag(with_breaker: bool) -> &'static str {
    if with_breaker { "on" } else { "off" }
}

/// Runs every listed row, each on its own engine (traced as `off:…` / `on:…`).
/// A named `backoff` that draws takes its waits from `seed`.
pub fn simulate(p: &Params, seed: Option<u64>, options: &RunOptions) -> Result<Vec<BreakerRun>, Exhausted> {
    p.breakers.iter().map(|&b| simulate_row_seeded(p, b, seed, &options.scoped(tag(b)))).collect()
}

/// Runs one row on the engine (a named `backoff` that draws needs [`simulate_row_seeded`]).
pub fn simulate_row(p: &Params, with_breaker: bool, options: &RunOptions) -> Result<BreakerRun, Exhausted> {
    simulate_row_seeded(p, with_breaker, None, options)
}

/// Runs one row on the outage's engine (no retry budget); a named `backoff` that
/// draws takes its waits from the stream `policy/<name>` of `seed`, in event order.
pub fn simulate_row_seeded(
    p: &Params,
    with_breaker: bool,
    seed: Option<u64>,
    options: &RunOptions,
) -> Result<BreakerRun, Exhausted> {
    let row = Row {
        outage: p.outage,
        backoff: p.backoff,
        named: &p.named,
        gate: RetryGate::new(&BudgetSpec::Unlimited, p.outage.messages, Millis::ZERO),
        breaker: with_breaker.then(|| AnyBreaker::Consecutive(CircuitBreaker::new(p.failure_threshold, p.open_ms))),
        timeouts: false,
        traced_open_ms: Some(p.open_ms),
    };
    Ok(BreakerRun { breaker: with_breaker, run: outage::run(row, seed, options)? })
}
