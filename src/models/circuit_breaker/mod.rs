//! **circuit-breaker** (lesson 004.4, prose): a dependency goes down as a whole. Without a
//! breaker every message keeps retrying into it (with backoff held in the queue as a
//! visibility delay), burning its receive budget, and some reach the dead-letter queue.
//! With a breaker the consumers stop receiving after `failure_threshold` consecutive
//! failures, send one probe every `open_ms`, and resume when a probe succeeds: the
//! messages wait in the queue untouched.
//!
//! ```text
//! dependency   up ───────┐ down ............................┌─── up
//! no breaker   calls ▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇  (retries, dead letters)
//! breaker      calls ▇▇▇▇▇▇▁    ▁    ▁    ▁    ▁    ▁    ▁ ▇▇▇▇▇▇▇  (one probe per open_ms)
//! ```
//! Messages arrive one every `arrival_every_ms`. A failed call releases the message with a
//! delay of `min(cap_ms, base_ms * 2^(receives-1))`; a received message is hidden for
//! `visibility_timeout_ms` (longer than `work_ms`, so a call always ends before its
//! message could reappear). One engine run per row (traced as `off:…` and `on:…`).
//! `backoff` may name a real system's retry policy instead (`sidekiq`, `celery` …,
//! settings as in `backoff-schedules`): the delay is then that system's wait before retry
//! `receives` (truncated to whole ms), drawn from the run's stream `policy/<name>` in
//! event order (a policy that draws needs `seed`). The system's own retry limit applies
//! beside `max_receives`: a failed call after its last retry (Sidekiq's 25th, Celery's
//! 3rd, AWS's 2nd …) sends the message to the dead-letter queue at once, as the system
//! gives up (Sidekiq's Dead set, Celery's `MaxRetriesExceededError`); `vazgecilen` counts
//! these. Whichever limit comes first decides.
//!
//! Choices the prose leaves open:
//! - **Which message first**: the queue is FIFO ([`crate::queue::Order::Fifo`]): a receive
//!   takes the message visible longest; a message released with a delay joins the back
//!   when it becomes visible again, behind the messages that arrived meanwhile.
//! - **Dead-lettering is not a delivery**: the receive counter moves at delivery; the
//!   receive past `max_receives` moves the message to the dead-letter queue
//!   ([`crate::queue::Redrive::OnReceive`]): it is counted on the message but hands the
//!   consumer nothing and makes no call (no `cagri`); the consumer polls again at once.
//! - **Late results are ignored** ([`crate::breaker`]): a call that started before the
//!   breaker opened and ends while it is open neither re-opens it, nor extends the open
//!   period, nor counts in `acilma`; a late success does not close it early either. So no
//!   consumer sleeps past a close: consumers refused while it is open sleep until the
//!   open period ends (nothing can close it earlier), and while a probe is in flight they
//!   ask again every `work_ms`.
//! - **A probe that finds no call to make** (the message it received was dead-lettered)
//!   hands its permit back: the next poll may probe. Without this the probe slot stayed
//!   taken and the consumers re-polled forever (issue 8).
//!
//! Limits (checked when the scenario is read, one-line error naming the knobs):
//! `messages * (max_receives + 1)` ≤ 20,000,000, and the polls a breaker can refuse
//! (`consumers` × its openings, at most one per `open_ms + work_ms` of the outage) ≤
//! [`MAX_REFUSED_POLLS`]. The chart's per-second counts stay sparse and bounded
//! ([`super::kit::outage::PerSecond`]), whatever the span of the run.

mod present;
mod simulate;

pub use simulate::{BreakerRun, simulate, simulate_row, simulate_row_seeded};

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
    pub failure_threshold: u32,
    pub open_ms: u64,
    /// Which rows to run: `false` = no breaker, `true` = breaker.
    pub breakers: Vec<bool>,
    /// The release delay: `None` the lesson's capped exponential, or a named policy.
    pub backoff: Option<System>,
    /// The named policies' settings (their documented defaults unless overridden).
    pub named: Policies,
}

const DAY: i64 = 86_400_000;

/// Every parameter (defaults: `scenarios/004-circuit-breaker.toml`): the outage group,
/// the backoff, the breaker, the named policies' group.
pub const PARAMS: &[Param] = params![
    outage::QUEUE,
    outage::BACKOFF,
    &[Param::new(
        "backoff",
        Kind::Choice(&BACKOFFS),
        "\"capped\"",
        "",
        "release delay: the lesson's capped exponential, or a real system's named policy (a jittered one needs `seed`)",
    )],
    outage::RECEIVES,
    &[
        Param::new(
            "failure_threshold",
            Kind::Int { min: 1, max: 1_000_000 },
            "5",
            "failures",
            "consecutive failures that open the breaker",
        ),
        Param::new("open_ms", Kind::Int { min: 1, max: DAY }, "5000", "ms", "how long it stays open before one probe"),
        Param::new(
            "breakers",
            Kind::Choices(&["off", "on"]),
            "[\"off\", \"on\"]",
            "",
            "rows to run: without (`off`) and with (`on`) a breaker",
        ),
    ],
    named::PARAMS,
];

/// Most times the breaker can open (see [`outage::openings_bound`]).
fn openings_bound(p: &Params) -> u64 {
    outage::openings_bound(&p.outage, p.open_ms)
}

/// Polls the breaker can refuse (see [`outage::refused_bound`]).
fn refused_bound(p: &Params) -> u64 {
    outage::refused_bound(&p.outage, openings_bound(p))
}

/// Most events one row handles (see [`outage::events_bound`]).
pub fn events_bound(p: &Params) -> u64 {
    outage::events_bound(&p.outage, refused_bound(p))
}

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    let p = Params {
        outage: read_outage(&r)?,
        failure_threshold: r.uint32("failure_threshold")?,
        open_ms: r.uint("open_ms")?,
        breakers: r.choices("breakers")?.into_iter().map(|i| i == 1).collect(),
        backoff: r.choice("backoff")?.checked_sub(1).map(|i| System::ALL[i]),
        named: named::read(&r)?,
    };
    if p.breakers.contains(&true) && refused_bound(&p) > MAX_REFUSED_POLLS {
        return Err(check.said(
            "refusal-breaker-polls",
            &[
                ("guards", &"one"),
                ("openings", &openings_bound(&p)),
                ("consumers", &p.outage.consumers),
                ("polls", &refused_bound(&p)),
                ("max", &MAX_REFUSED_POLLS),
            ],
        ));
    }
    Ok(p)
}

/// The model's registry type.
pub struct CircuitBreakerModel;

impl Model for CircuitBreakerModel {
    const NAME: &'static str = "circuit-breaker";
    const HEADLINE: &'static [&'static str] = &["calls_during_outage", "dead_lettered", "drained_ms"];
    type Seed = SeedIfDrawn;
    type Params = Params;
    type Outcome = Vec<BreakerRun>;
    const PARAMS: &'static [Param] = PARAMS;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        // Each row's engine handles at most this many events (see `events_bound`).
        Budget::events(events_bound(p))
    }
    fn check_seed(check: Check<'_>, p: &Params, seed: SeedIfDrawn) -> Result<(), ScenarioError> {
        require_backoff_seed(check, p.backoff, &p.named, seed)
    }
    fn simulate(p: &Params, seed: SeedIfDrawn, options: &RunOptions) -> Result<Vec<BreakerRun>, Exhausted> {
        simulate(p, seed.0, options)
    }
    fn present(p: &Params, runs: &Vec<BreakerRun>, w: &'static Words) -> Report {
        present::present(p, runs, w)
    }
    fn figures(p: &Params, runs: &Vec<BreakerRun>, w: &'static Words) -> Vec<Figure> {
        present::figures(p, runs, w)
    }
}
