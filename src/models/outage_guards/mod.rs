//! **outage-guards** (issue 13; lesson 004.4's outage): the circuit-breaker outage run
//! with what real clients put between a failure and its retry: the retry budgets and
//! throttles of AWS, gRPC, Envoy and Finagle and a plain token bucket ([`crate::budget`]),
//! and the breakers of Polly v8 and resilience4j beside the consecutive-failure one
//! ([`crate::breaker`]). One row per (backoff, breaker, budget) the scenario lists.
//!
//! ```text
//! dependency   up ───────┐ down ..........................┌─── up
//! no guard     ▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇  retries into the outage
//! a budget     ▇▇▇▇▇▇▇▇▇▅▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃▃  first tries only: requests fail
//! a breaker    ▇▇▇▇▇▇▇▇▇▇▁    ▁    ▁    ▁    ▁    ▁    ▁ ▇▇▇▇▇▇▇  messages wait in the queue
//! ```
//! Everything else is `circuit-breaker`'s model, with the same parameter names and
//! defaults: messages arrive one every `arrival_every_ms`, `consumers` poll a FIFO queue, a
//! failed call releases its message with the delay `min(cap_ms, base_ms * 2^(receives-1))`
//! (or, with `backoffs` listing real systems' policies, each system's wait and its own
//! retry limit as in `circuit-breaker`: one row per backoff, breaker and budget), the
//! receive past `max_receives` dead-letters it. The row without a budget and without a
//! breaker is `004-circuit-breaker`'s `kesicisiz` row number for number, the row with the
//! consecutive breaker its `devre kesici` row (a test holds both).
//!
//! Choices the systems leave open (they are client libraries, not queues):
//! - **A retry is a receive after a failed call.** After a failure with receives left,
//!   the consumer asks the budget before releasing the message for its retry.
//! - **A refused retry fails the request**: the message goes to the dead-letter queue at
//!   once, as the clients return the error to their caller. `basarisiz istek` counts these,
//!   the messages that used up `max_receives` and those a named policy gave up on
//!   (`vazgecilen`, shown when a named policy is listed). A failure past the policy's own
//!   retry limit asks the budget for no retry (as one past `max_receives`).
//! - **Requests in flight** (Envoy's denominator) are the other calls under way when the
//!   retry is asked for; there is no connection pool, so nothing is pending.
//! - **What each budget counts**: a request's first receive deposits (Finagle); every
//!   failed call costs a gRPC token, every successful one earns `tokenRatio`; a success
//!   refunds AWS 1 token, or what its last retry took; an Envoy retry is active from its
//!   admission, over its backoff in the queue, until its call's result.
//! - **The breaker guards the receive**, as in `circuit-breaker`: refused consumers leave
//!   the messages in the queue; a permit whose receive dead-lettered its message is handed
//!   back. Breaker and budget are independent: a retry refused by the budget is failed
//!   even if the breaker would have let it through later.
//! - **Recovery** (`toparlanma`): from the outage's end until the last message that
//!   arrived before it is settled (acked or dead-lettered); 0 if none was left.
//!
//! Limits, as `circuit-breaker`'s: `messages * (max_receives + 1)` ≤ 20,000,000 and at
//! most [`MAX_REFUSED_POLLS`] polls a breaker can refuse.

mod present;
mod simulate;
mod spec;

pub use simulate::{GuardRun, simulate, simulate_row, simulate_row_seeded};
pub use spec::{BreakerKind, BudgetKind};

use crate::report::words::Words;
use super::kit::named::{self, BACKOFFS, require_backoff_seed};
use super::kit::outage::{self, Outage, read_outage};
pub use super::kit::outage::MAX_REFUSED_POLLS;
use super::kit::params::params;
use super::{Model, SeedIfDrawn};
use crate::backoff::named::{Policies, System};
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind, Param, Reader, ScenarioError};
use crate::sim::{Budget, Exhausted, RunOptions};

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// The outage's queue, dependency and backoff (shared with the other outage model).
    pub outage: Outage,
    /// The outage's calls fail as timeouts (AWS charges 10 instead of 5).
    pub timeouts: bool,
    pub budgets: Vec<BudgetKind>,
    pub breakers: Vec<BreakerKind>,
    pub settings: spec::Settings,
    /// The release delays, one row each (per breaker and budget): `None` the lesson's
    /// capped exponential, or a named policy.
    pub backoffs: Vec<Option<System>>,
    /// The named policies' settings (their documented defaults unless overridden).
    pub named: Policies,
}

const DAY: i64 = 86_400_000;

/// Every parameter (defaults: `circuit-breaker`'s outage and each system's own): the
/// outage group, how it fails, the backoffs, the guards, the named policies' group.
pub const PARAMS: &[Param] = params![
    outage::QUEUE,
    &[Param::new(
        "outage_fails_with",
        Kind::Choice(&["error", "timeout"]),
        "\"error\"",
        "",
        "how the outage's calls fail: a timeout costs AWS 10 tokens instead of 5",
    )],
    outage::BACKOFF,
    &[Param::new(
        "backoffs",
        Kind::Choices(&BACKOFFS),
        "[\"capped\"]",
        "",
        "release delays, one row each (per breaker and budget): the lesson's capped exponential, or real systems' named policies with their own retry limits (a jittered one needs `seed`)",
    )],
    outage::RECEIVES,
    &[
    Param::new("budgets", Kind::Choices(&BudgetKind::NAMES), spec::ALL_BUDGETS, "", "retry budgets, one row each (per breaker)"),
    Param::new("breakers", Kind::Choices(&BreakerKind::NAMES), "[\"none\"]", "", "breakers, one row each (per budget)"),
    Param::new("aws_quota", Kind::Int { min: 0, max: 1_000_000 }, "500", "tokens", "AWS: the retry quota (INITIAL_CAPACITY)"),
    Param::new("aws_retry_cost", Kind::Int { min: 0, max: 255 }, "5", "tokens", "AWS: what a retry takes (_RETRY_COST)"),
    Param::new(
        "aws_timeout_cost",
        Kind::Int { min: 0, max: 255 },
        "10",
        "tokens",
        "AWS: what a retry after a timeout takes (_TIMEOUT_RETRY_REQUEST)",
    ),
    Param::new(
        "aws_no_retry_increment",
        Kind::Int { min: 0, max: 1_000_000 },
        "1",
        "tokens",
        "AWS: the refund of a success never retried (_NO_RETRY_INCREMENT)",
    ),
    Param::new("grpc_max_tokens", Kind::Float { min: 0.001, max: 1000.0 }, "10.0", "tokens", "gRPC: maxTokens (A6's example)"),
    Param::new(
        "grpc_token_ratio",
        Kind::Float { min: 0.001, max: 1000.0 },
        "0.1",
        "tokens",
        "gRPC: tokenRatio, up to 3 decimals (A6's example)",
    ),
    Param::new("envoy_budget_percent", Kind::Float { min: 0.0, max: 100.0 }, "20.0", "%", "Envoy: budget_percent"),
    Param::new(
        "envoy_min_retry_concurrency",
        Kind::Int { min: 0, max: 1_000_000 },
        "3",
        "retries",
        "Envoy: min_retry_concurrency",
    ),
    Param::new("finagle_ttl_s", Kind::Int { min: 1, max: 60 }, "10", "s", "Finagle: ttl of a deposit"),
    Param::new(
        "finagle_min_retries_per_sec",
        Kind::Int { min: 0, max: 1_000_000 },
        "10",
        "retries/s",
        "Finagle: minRetriesPerSec (the reserve)",
    ),
    Param::new(
        "finagle_percent_can_retry",
        Kind::Float { min: 0.0, max: 1000.0 },
        "0.2",
        "",
        "Finagle: percentCanRetry (0.2 = one retry per 5 requests)",
    ),
    Param::new("bucket_tokens", Kind::Int { min: 0, max: 1_000_000 }, "10", "tokens", "token bucket: capacity (jobsim's choice)"),
    Param::new(
        "bucket_refill_every_ms",
        Kind::Int { min: 1, max: DAY },
        "1000",
        "ms",
        "token bucket: one token back every this long (jobsim's choice)",
    ),
    Param::new(
        "failure_threshold",
        Kind::Int { min: 1, max: 1_000_000 },
        "5",
        "failures",
        "consecutive breaker: consecutive failures that open it",
    ),
    Param::new("open_ms", Kind::Int { min: 1, max: DAY }, "5000", "ms", "consecutive breaker: how long it stays open"),
    Param::new("polly_failure_ratio", Kind::Float { min: 0.0, max: 1.0 }, "0.1", "", "Polly: FailureRatio"),
    Param::new(
        "polly_minimum_throughput",
        Kind::Int { min: 2, max: 1_000_000 },
        "100",
        "calls",
        "Polly: MinimumThroughput in the sampling window",
    ),
    Param::new("polly_sampling_ms", Kind::Int { min: 500, max: DAY }, "30000", "ms", "Polly: SamplingDuration (10 windows)"),
    Param::new("polly_break_ms", Kind::Int { min: 500, max: DAY }, "5000", "ms", "Polly: BreakDuration"),
    Param::new(
        "r4j_window_calls",
        Kind::Int { min: 1, max: 100_000 },
        "100",
        "calls",
        "resilience4j: slidingWindowSize (COUNT_BASED)",
    ),
    Param::new(
        "r4j_failure_rate_percent",
        Kind::Float { min: 0.001, max: 100.0 },
        "50.0",
        "%",
        "resilience4j: failureRateThreshold",
    ),
    Param::new(
        "r4j_minimum_calls",
        Kind::Int { min: 1, max: 1_000_000 },
        "100",
        "calls",
        "resilience4j: minimumNumberOfCalls",
    ),
    Param::new("r4j_wait_open_ms", Kind::Int { min: 1, max: DAY }, "60000", "ms", "resilience4j: waitDurationInOpenState"),
    Param::new(
        "r4j_half_open_calls",
        Kind::Int { min: 1, max: 100_000 },
        "10",
        "calls",
        "resilience4j: permittedNumberOfCallsInHalfOpenState",
    ),
    ],
    named::PARAMS,
];

/// Most times a breaker can open (see [`outage::openings_bound`]).
fn openings_bound(p: &Params, breaker: BreakerKind) -> u64 {
    outage::openings_bound(&p.outage, p.settings.open_ms(breaker))
}

/// Polls a breaker can refuse: a consumer is refused at most four times per opening.
fn refused_bound(p: &Params) -> u64 {
    let most = p.breakers.iter().filter(|b| **b != BreakerKind::None).map(|&b| openings_bound(p, b)).max();
    most.map_or(0, |o| outage::refused_bound(&p.outage, o))
}

/// Most events one row handles (as `circuit-breaker`'s).
pub fn events_bound(p: &Params) -> u64 {
    outage::events_bound(&p.outage, refused_bound(p))
}

/// Validates `[params]`: the outage's part as `circuit-breaker` reads it, then the guards.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    let p = Params {
        outage: read_outage(&r)?,
        timeouts: r.choice("outage_fails_with")? == 1,
        budgets: r.choices("budgets")?.into_iter().map(|i| BudgetKind::ALL[i]).collect(),
        breakers: r.choices("breakers")?.into_iter().map(|i| BreakerKind::ALL[i]).collect(),
        settings: spec::Settings::read(&r)?,
        backoffs: r.choices("backoffs")?.into_iter().map(|i| i.checked_sub(1).map(|i| System::ALL[i])).collect(),
        named: named::read(&r)?,
    };
    if refused_bound(&p) > MAX_REFUSED_POLLS {
        return Err(check.said(
            "refusal-breaker-polls",
            &[
                ("guards", &"several"),
                ("openings", &p.breakers.iter().map(|&b| openings_bound(&p, b)).max().unwrap_or(0)),
                ("consumers", &p.outage.consumers),
                ("polls", &refused_bound(&p)),
                ("max", &MAX_REFUSED_POLLS),
            ],
        ));
    }
    Ok(p)
}

/// The model's registry type.
pub struct OutageGuards;

impl Model for OutageGuards {
    const NAME: &'static str = "outage-guards";
    const HEADLINE: &'static [&'static str] = &["calls_during_outage", "retries_during_outage", "requests_failed", "recovery_ms"];
    type Seed = SeedIfDrawn;
    type Params = Params;
    type Outcome = Vec<GuardRun>;
    const PARAMS: &'static [Param] = PARAMS;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        // Each row's engine handles at most this many events (see `events_bound`).
        Budget::events(events_bound(p))
    }
    fn check_seed(check: Check<'_>, p: &Params, seed: SeedIfDrawn) -> Result<(), ScenarioError> {
        p.backoffs.iter().try_for_each(|&b| require_backoff_seed(check, b, &p.named, seed))
    }
    fn simulate(p: &Params, seed: SeedIfDrawn, options: &RunOptions) -> Result<Vec<GuardRun>, Exhausted> {
        simulate(p, seed.0, options)
    }
    fn present(p: &Params, runs: &Vec<GuardRun>, w: &'static Words) -> Report {
        present::present(p, runs, w)
    }
    fn figures(p: &Params, runs: &Vec<GuardRun>, w: &'static Words) -> Vec<Figure> {
        present::figures(p, runs, w)
    }
}
