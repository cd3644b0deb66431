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
//! ([`PerSecond`]), whatever the span of the run.

pub(crate) mod engine;
mod present;
mod rate;
mod simulate;

pub use rate::{Bin, MAX_BINS, PerSecond};
pub use simulate::{BreakerRun, simulate, simulate_row, simulate_row_seeded};

use super::backoff_schedules::named::{self, with_named_params};
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

/// `backoff`'s values: the lesson's capped exponential, then the named policies.
pub(crate) const BACKOFFS: [&str; 10] =
    crate::backoff::named::names_then_systems!["capped"];

const DAY_MS: u64 = 86_400_000;
const DAY: i64 = DAY_MS as i64;

/// Every parameter (defaults: `scenarios/004-circuit-breaker.toml`).
pub const PARAMS: &[Param] = with_named_params![
    Param::new("messages", Kind::Int { min: 1, max: 1_000_000 }, "600", "messages", "messages that arrive"),
    Param::new("arrival_every_ms", Kind::Int { min: 0, max: DAY }, "100", "ms", "time between two arrivals"),
    Param::new("consumers", Kind::Int { min: 1, max: 1000 }, "4", "consumers", "consumers polling the queue"),
    Param::new("work_ms", Kind::Int { min: 1, max: DAY }, "50", "ms", "how long one call to the dependency takes"),
    Param::new(
        "visibility_timeout_ms",
        Kind::Int { min: 1, max: DAY },
        "30000",
        "ms",
        "a received message stays hidden this long; must exceed `work_ms`",
    ),
    Param::new("outage_from_ms", Kind::Int { min: 0, max: DAY }, "10000", "ms", "the dependency fails every call from here"),
    Param::new(
        "outage_until_ms",
        Kind::Int { min: 0, max: DAY },
        "40000",
        "ms",
        "until here (at least `outage_from_ms`)",
    ),
    Param::new(
        "base_ms",
        Kind::Int { min: 1, max: DAY },
        "500",
        "ms",
        "release delay after a failure: min(cap_ms, base_ms * 2^(receives-1))",
    ),
    Param::new("cap_ms", Kind::Int { min: 1, max: DAY }, "8000", "ms", "largest release delay (at least `base_ms`)"),
    Param::new(
        "backoff",
        Kind::Choice(&BACKOFFS),
        "\"capped\"",
        "",
        "release delay: the lesson's capped exponential, or a real system's named policy (a jittered one needs `seed`)",
    ),
    Param::new(
        "max_receives",
        Kind::Int { min: 1, max: 1000 },
        "6",
        "receives",
        "more receives than this: the dead-letter queue",
    ),
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
];

/// Most polls a breaker may refuse in one run (see [`events_bound`]).
pub const MAX_REFUSED_POLLS: u64 = 100_000_000;

/// Most times the breaker can open: once from closed, then once per failed probe; a
/// probe starts `open_ms` after the opening and fails `work_ms` later, inside the outage,
/// and uses up a receive of a message.
fn openings_bound(p: &Params) -> u64 {
    let outage = p.outage.outage_until_ms - p.outage.outage_from_ms;
    let probes = (outage / (p.open_ms + p.outage.work_ms) + 1).min(u64::from(p.outage.messages) * u64::from(p.outage.max_receives));
    1 + probes
}

/// Polls the breaker can refuse: a consumer is refused at most four times per opening
/// (sleeping until the probe, and while it is in flight).
fn refused_bound(p: &Params) -> u64 {
    4 * u64::from(p.outage.consumers) * (openings_bound(p) + 1)
}

/// Most events one row handles: per message its arrival, up to `max_receives` receives
/// (each a poll, a call, a visibility timer and a release timer), the dead-letter receive
/// and the polls that follow; plus the polls the breaker refuses.
pub fn events_bound(p: &Params) -> u64 {
    u64::from(p.outage.messages) * (5 * u64::from(p.outage.max_receives) + 4) + refused_bound(p) + 10
}

/// An integer parameter at least `lo` (another parameter's value): the error names the
/// range `lo..=86400000`, as before the declarations.
fn at_least(r: &Reader<'_>, name: &'static str, lo: u64) -> Result<u64, ScenarioError> {
    if let Some(i) = r.value(name).and_then(|v| v.as_integer()) {
        r.check().uint(name, i, lo..=DAY_MS)?;
    }
    r.uint(name)
}

/// The outage's queue, dependency and backoff parameters: read and cross-checked once for
/// every model that runs lesson 004.4's outage (`circuit-breaker`, `outage-guards`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outage {
    pub messages: u32,
    pub arrival_every_ms: u64,
    pub consumers: u32,
    pub work_ms: u64,
    pub visibility_timeout_ms: u64,
    pub outage_from_ms: u64,
    pub outage_until_ms: u64,
    pub base_ms: u64,
    pub cap_ms: u64,
    pub max_receives: u32,
}

/// Reads [`Outage`]: `messages * (max_receives + 1)` at most 20,000,000, the visibility
/// timeout longer than a call, the outage's end not before its start, `cap_ms >= base_ms`.
pub(crate) fn read_outage(r: &Reader<'_>) -> Result<Outage, ScenarioError> {
    let check = r.check();
    let messages = r.uint32("messages")?;
    let max_receives = r.uint32("max_receives")?;
    if u64::from(messages) * u64::from(max_receives + 1) > 20_000_000 {
        return Err(check.error(format_args!(
            "`messages` * (`max_receives` + 1) must be at most 20000000 (got {messages} * {})",
            max_receives + 1
        )));
    }
    let work_ms = r.uint("work_ms")?;
    let visibility_timeout_ms = r.uint("visibility_timeout_ms")?;
    if visibility_timeout_ms <= work_ms {
        return Err(check.error(format_args!(
            "`visibility_timeout_ms` must be greater than `work_ms` ({work_ms}): a message would reappear while its call runs (got {visibility_timeout_ms})"
        )));
    }
    let outage_from_ms = r.uint("outage_from_ms")?;
    let outage_until_ms = at_least(r, "outage_until_ms", outage_from_ms)?;
    let base_ms = r.uint("base_ms")?;
    Ok(Outage {
        messages,
        arrival_every_ms: r.uint("arrival_every_ms")?,
        consumers: r.uint32("consumers")?,
        work_ms,
        visibility_timeout_ms,
        outage_from_ms,
        outage_until_ms,
        base_ms,
        cap_ms: at_least(r, "cap_ms", base_ms)?,
        max_receives,
    })
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
        return Err(check.error(format_args!(
            "the breaker could open {} times while {} consumers poll ({} refused polls, at most {MAX_REFUSED_POLLS}): lower `consumers` or raise `open_ms`",
            openings_bound(&p),
            p.outage.consumers,
            refused_bound(&p)
        )));
    }
    Ok(p)
}

/// `seed` is required where the named `backoff` draws: the one-line error naming it.
pub(crate) fn require_backoff_seed(
    check: Check<'_>,
    backoff: Option<System>,
    named: &Policies,
    seed: SeedIfDrawn,
) -> Result<(), ScenarioError> {
    match (backoff, seed.0) {
        (Some(s), None) if named.get(s).draws() => Err(check.error(format_args!(
            "`seed` is required: `backoff` = \"{}\", whose waits are random",
            s.name()
        ))),
        _ => Ok(()),
    }
}

/// The model's registry type.
pub struct CircuitBreakerModel;

impl Model for CircuitBreakerModel {
    const NAME: &'static str = "circuit-breaker";
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
    fn present(p: &Params, runs: &Vec<BreakerRun>) -> Report {
        present::present(p, runs)
    }
    fn figures(p: &Params, runs: &Vec<BreakerRun>) -> Vec<Figure> {
        present::figures(p, runs)
    }
}
