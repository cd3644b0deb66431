//! One row: the outage's engine ([`super::engine`]) with the consecutive-failure breaker
//! or none, and no retry budget.

use super::Params;
use super::engine::{self, Row};
use super::rate::PerSecond;
use crate::breaker::{AnyBreaker, CircuitBreaker};
use crate::budget::{BudgetSpec, RetryGate};
use crate::sim::{Exhausted, Millis, RunOptions};

/// The outcome of one row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BreakerRun {
    pub breaker: bool,
    pub calls: u64,
    pub calls_during_outage: u64,
    pub failed_calls: u64,
    pub acked: u32,
    pub dead_lettered: u32,
    /// Of those, messages the named policy gave up on (its own retry limit reached).
    pub given_up: u32,
    pub times_opened: u32,
    /// When the last message was settled.
    pub drained_ms: u64,
    /// Results of calls that started before the breaker last changed state: it ignored them.
    pub late_results: u64,
    /// When the breaker first opened, and when it last closed.
    pub first_opened_ms: Option<u64>,
    pub last_closed_ms: Option<u64>,
    /// Messages neither acked nor dead-lettered when the outage ended.
    pub backlog_at_recovery: u32,
    /// Calls that reached the dependency, per second (sparse, bounded).
    pub calls_per_s: PerSecond,
    /// Messages moved to the dead-letter queue, per second.
    pub dead_letters_per_s: PerSecond,
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

/// Runs one row on the engine ([`super::engine`], no retry budget); a named `backoff` that
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
    let r = engine::run(row, seed, options)?;
    Ok(BreakerRun {
        breaker: with_breaker,
        calls: r.calls,
        calls_during_outage: r.calls_during_outage,
        failed_calls: r.failed_calls,
        acked: r.acked,
        dead_lettered: r.dead_lettered,
        given_up: r.given_up,
        times_opened: r.times_opened,
        drained_ms: r.drained_ms,
        late_results: r.late_results,
        first_opened_ms: r.first_opened_ms,
        last_closed_ms: r.last_closed_ms,
        backlog_at_recovery: r.backlog_at_recovery,
        calls_per_s: r.calls_per_s,
        dead_letters_per_s: r.dead_letters_per_s,
    })
}
