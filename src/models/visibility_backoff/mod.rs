//! **visibility-backoff** (lesson 004.4, prose): where the backoff wait lives. Holding the
//! message inside the consumer while it waits (`hold`) lets the visibility timeout expire,
//! and another consumer receives the same message and processes it in parallel. Handing
//! it back to the queue with a visibility delay (`requeue`) keeps the wait in the queue's
//! time and frees the consumer.
//!
//! ```text
//! hold     c0: [work]✗ wait 1s [work]✗ wait 2s  [work]✗ wait 4s ........ [work]✓ ack
//!          visibility timeout ───────────────┘ c5: receives the same message [work]…✓ (twice!)
//! requeue  c0: [work]✗ release(delay 1s) → free for other work; the queue shows it again later
//! ```
//!
//! The dependency is down during `[0, outage_ms)`: every call then fails. A failed call is
//! retried after `min(cap_ms, base_ms * 2^(n-1))` (capped exponential, no jitter). The
//! receive counter moves at delivery; a message received more than `max_receives` times
//! goes to the dead-letter queue. One engine run per placement (traced as `<placement>:…`).
//!
//! `backoff` may name a real system's retry policy instead of the lesson's capped
//! exponential (`sidekiq`, `celery` …, settings as in `backoff-schedules`,
//! [`crate::backoff::named`]): in `hold` the consumer sleeps that system's wait before its
//! retry `attempt` (its own count of calls on the message), in `requeue` the release
//! delay is the wait before retry `receives` (the count the queue keeps); each wait is
//! truncated to whole ms and drawn from the run's stream `policy/<name>` in event order
//! (a policy that draws needs `seed`). The system's own retry limit applies beside
//! `max_receives`: a call that fails after the policy's last retry gives the message up at
//! once — the consumer moves it to the dead-letter queue ([`crate::queue::Queue::dead_letter`],
//! counted in `dead_lettered`), as Sidekiq moves a job to its Dead set. A consumer whose
//! receipt went stale meanwhile (the message's visibility timeout ran out and it was
//! received again, `hold` only) cannot move it: it lets go of its copy, and the newer
//! receive carries on.
//!
//! Choices the prose leaves open:
//! - **Which message first**: the queue is FIFO ([`crate::queue::Order::Fifo`]): a receive
//!   takes the message visible longest; one that becomes visible again (its visibility
//!   timeout or its release delay ran out) joins the back.
//! - **Dead-lettering counts as a delivery**: the receive past `max_receives` moves the
//!   message to the dead-letter queue ([`crate::queue::Redrive::OnReceive`]); it is
//!   counted in `deliveries` (the receive counter moved, as SQS counts it) but hands the
//!   consumer nothing and makes no call.
//!
//! Limits: a run may make at most [`MAX_CALLS`] calls, estimated from the parameters
//! (`(messages + consumers) * (outage_ms / (work_ms + base_ms) + max_receives + 1)`, with a
//! named policy its shortest wait in place of `base_ms`); the engine's budget follows from
//! the same estimate.

mod present;
mod simulate;

pub use simulate::{PlacementRun, simulate, simulate_placement, simulate_placement_seeded};

use super::kit::named::{self, with_named_params};
use super::kit::named::{BACKOFFS, require_backoff_seed};
use super::{Model, SeedIfDrawn};
use crate::backoff::named::{Policies, System};
use crate::report::words::Words;
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind, Param, Reader, ScenarioError};
use crate::sim::{Budget, Exhausted, RunOptions};

/// Where the consumer waits between attempts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    /// The consumer sleeps holding the message (`tuketicide bekle`).
    Hold,
    /// The consumer releases the message with a visibility delay (`kuyrukta bekle`).
    Requeue,
}

impl Placement {
    pub const NAMES: [&'static str; 2] = ["hold", "requeue"];
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
}

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub messages: u32,
    pub consumers: u32,
    pub work_ms: u64,
    pub visibility_timeout_ms: u64,
    pub outage_ms: u64,
    pub base_ms: u64,
    pub cap_ms: u64,
    pub max_receives: u32,
    pub placements: Vec<Placement>,
    /// The backoff: `None` the lesson's capped exponential, or a named policy.
    pub backoff: Option<System>,
    /// The named policies' settings (their documented defaults unless overridden).
    pub named: Policies,
}

const MAX_MS: u64 = 86_400_000;
const DAY: i64 = MAX_MS as i64;
/// A bound on the dependency calls one run may simulate.
pub const MAX_CALLS: u64 = 20_000_000;

/// Every parameter (defaults: `scenarios/004-visibility-backoff.toml`).
pub const PARAMS: &[Param] = with_named_params![
    Param::new("messages", Kind::Int { min: 1, max: 100_000 }, "6", "messages", "messages in the queue at the start"),
    Param::new("consumers", Kind::Int { min: 1, max: 1000 }, "10", "consumers", "consumers polling the queue"),
    Param::new("work_ms", Kind::Int { min: 1, max: DAY }, "200", "ms", "work before each call to the dependency"),
    Param::new(
        "visibility_timeout_ms",
        Kind::Int { min: 1, max: DAY },
        "3000",
        "ms",
        "a received message is hidden this long unless acked",
    ),
    Param::new("outage_ms", Kind::Int { min: 0, max: DAY }, "12000", "ms", "the dependency fails every call before this instant"),
    Param::new("base_ms", Kind::Int { min: 1, max: DAY }, "1000", "ms", "backoff before retry n: min(cap_ms, base_ms * 2^(n-1))"),
    Param::new("cap_ms", Kind::Int { min: 1, max: DAY }, "16000", "ms", "largest backoff (at least `base_ms`)"),
    Param::new(
        "backoff",
        Kind::Choice(&BACKOFFS),
        "\"capped\"",
        "",
        "the lesson's capped exponential, or a real system's named policy with its retry limit (a jittered one needs `seed`)",
    ),
    Param::new("max_receives", Kind::Int { min: 1, max: 1000 }, "10", "receives", "receives before the dead-letter queue"),
    Param::new(
        "placements",
        Kind::Choices(&Placement::NAMES),
        "[\"hold\", \"requeue\"]",
        "",
        "where the backoff waits: in the consumer (`hold`), in the queue (`requeue`); one row each",
    ),
];

/// The shortest backoff: `base_ms`, or a named policy's shortest wait (whole ms) before
/// any retry it makes (at most its first 1001: every policy's waits stop shrinking by then).
fn shortest_wait_ms(p: &Params) -> u64 {
    let Some(s) = p.backoff else { return p.base_ms };
    let policy = p.named.get(s);
    let retries = policy.max_retries().unwrap_or(1000).clamp(1, 1000);
    (1..=retries + 1).map(|n| policy.range_ms(n).0.trunc() as u64).min().unwrap_or(0)
}

/// Most dependency calls one placement can make: a handler calls at most once per
/// `work_ms` plus the shortest backoff while the dependency is down (a held message waits
/// its backoff, a released one is invisible as long), and once per receive after it.
fn calls_bound(p: &Params) -> u64 {
    u64::from(p.messages + p.consumers) * (p.outage_ms / (p.work_ms + shortest_wait_ms(p)) + u64::from(p.max_receives) + 1)
}

/// Most events one placement handles: per call its work, a backoff or release timer, the
/// receive's poll and visibility timer and the poll that wakes an idle consumer; plus a
/// dead-letter receive and its poll per message and each consumer's first poll.
pub fn events_bound(p: &Params) -> u64 {
    8 * calls_bound(p) + 3 * u64::from(p.messages) + u64::from(p.consumers) + 1000
}

/// An integer parameter at least `lo` (another parameter's value): the error names the
/// range `lo..=86400000`, as before the declarations.
fn at_least(r: &Reader<'_>, name: &'static str, lo: u64) -> Result<u64, ScenarioError> {
    if let Some(i) = r.value(name).and_then(|v| v.as_integer()) {
        r.check().uint(name, i, lo..=MAX_MS)?;
    }
    r.uint(name)
}

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    let base_ms = r.uint("base_ms")?;
    let p = Params {
        messages: r.uint32("messages")?,
        consumers: r.uint32("consumers")?,
        work_ms: r.uint("work_ms")?,
        visibility_timeout_ms: r.uint("visibility_timeout_ms")?,
        outage_ms: r.uint("outage_ms")?,
        base_ms,
        cap_ms: at_least(&r, "cap_ms", base_ms)?,
        max_receives: r.uint32("max_receives")?,
        placements: r
            .choices("placements")?
            .into_iter()
            .map(|i| if i == 0 { Placement::Hold } else { Placement::Requeue })
            .collect(),
        backoff: r.choice("backoff")?.checked_sub(1).map(|i| System::ALL[i]),
        named: named::read(&r)?,
    };
    let calls = calls_bound(&p);
    if calls > MAX_CALLS {
        let base = if p.backoff.is_some() { "no" } else { "yes" };
        return Err(check.said("refusal-calls", &[("base", &base), ("calls", &calls), ("max", &MAX_CALLS)]));
    }
    Ok(p)
}

/// The model's registry type.
pub struct VisibilityBackoff;

impl Model for VisibilityBackoff {
    const NAME: &'static str = "visibility-backoff";
    const HEADLINE: &'static [&'static str] = &["deliveries", "duplicate_completions", "holding_ms", "dead_lettered"];
    type Seed = SeedIfDrawn;
    type Params = Params;
    type Outcome = Vec<PlacementRun>;
    const PARAMS: &'static [Param] = PARAMS;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        // Each placement's engine handles at most this many events (see `events_bound`).
        Budget::events(events_bound(p))
    }
    fn check_seed(check: Check<'_>, p: &Params, seed: SeedIfDrawn) -> Result<(), ScenarioError> {
        require_backoff_seed(check, p.backoff, &p.named, seed)
    }
    fn simulate(p: &Params, seed: SeedIfDrawn, options: &RunOptions) -> Result<Vec<PlacementRun>, Exhausted> {
        simulate(p, seed.0, options)
    }
    fn present(p: &Params, runs: &Vec<PlacementRun>, w: &'static Words) -> Report {
        present::present(p, runs, w)
    }
    fn figures(p: &Params, runs: &Vec<PlacementRun>, w: &'static Words) -> Vec<Figure> {
        present::figures(p, runs, w)
    }
}
