//! Lesson 004.4's outage, shared by `circuit-breaker` and `outage-guards`: its parameter
//! group (declared once here), the typed [`Outage`] read from it, the one engine that
//! runs it ([`engine`]) and the outcome every row of either model embeds ([`OutageRun`]).
//!
//! ```text
//! arrivals ─► FIFO queue ─► consumers ─► dependency (down from outage_from_ms until outage_until_ms)
//!                 ▲                          │ failed call
//!                 └── released with a delay ─┘ (capped exponential or a named policy)
//! ```

pub mod engine;
mod rate;

pub use engine::{OutageRun, Row, run};
pub use rate::{Bin, MAX_BINS, PerSecond};

use crate::scenario::{Kind, Param, Reader, ScenarioError};

const DAY_MS: u64 = 86_400_000;
const DAY: i64 = DAY_MS as i64;

/// The outage group's queue and dependency: the first parameters of both models.
pub const QUEUE: &[Param] = &[
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
    Param::new(
        "outage_from_ms",
        Kind::Int { min: 0, max: DAY },
        "10000",
        "ms",
        "the dependency fails every call from here",
    ),
    Param::new(
        "outage_until_ms",
        Kind::Int { min: 0, max: DAY },
        "40000",
        "ms",
        "until here (at least `outage_from_ms`)",
    ),
];

/// The outage group's capped exponential release delay (listed after a model's own
/// outage keys, before its choice of backoff).
pub const BACKOFF: &[Param] = &[
    Param::new(
        "base_ms",
        Kind::Int { min: 1, max: DAY },
        "500",
        "ms",
        "release delay after a failure: min(cap_ms, base_ms * 2^(receives-1))",
    ),
    Param::new("cap_ms", Kind::Int { min: 1, max: DAY }, "8000", "ms", "largest release delay (at least `base_ms`)"),
];

/// The outage group's receive limit (listed after the model's choice of backoff).
pub const RECEIVES: &[Param] = &[Param::new(
    "max_receives",
    Kind::Int { min: 1, max: 1000 },
    "6",
    "receives",
    "more receives than this: the dead-letter queue",
)];

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

/// An integer parameter at least `lo` (another parameter's value): the error names the
/// range `lo..=86400000`, as before the declarations.
fn at_least(r: &Reader<'_>, name: &'static str, lo: u64) -> Result<u64, ScenarioError> {
    if let Some(i) = r.value(name).and_then(|v| v.as_integer()) {
        r.check().uint(name, i, lo..=DAY_MS)?;
    }
    r.uint(name)
}

/// Reads [`Outage`] (the groups [`QUEUE`], [`BACKOFF`] and [`RECEIVES`]):
/// `messages * (max_receives + 1)` at most 20,000,000, the visibility timeout longer than
/// a call, the outage's end not before its start, `cap_ms >= base_ms`.
pub fn read_outage(r: &Reader<'_>) -> Result<Outage, ScenarioError> {
    let check = r.check();
    let messages = r.uint32("messages")?;
    let max_receives = r.uint32("max_receives")?;
    if u64::from(messages) * u64::from(max_receives + 1) > 20_000_000 {
        return Err(check.said(
            "refusal-receives",
            &[("max", &20_000_000), ("messages", &messages), ("receives", &(max_receives + 1))],
        ));
    }
    let work_ms = r.uint("work_ms")?;
    let visibility_timeout_ms = r.uint("visibility_timeout_ms")?;
    if visibility_timeout_ms <= work_ms {
        return Err(check.said("refusal-visibility-work", &[("work", &work_ms), ("got", &visibility_timeout_ms)]));
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

/// Most polls a breaker may refuse in one run (both models' limit).
pub const MAX_REFUSED_POLLS: u64 = 100_000_000;

/// Most times a breaker with open period `open_ms` can open: once from closed, then once
/// per failed probe; a probe starts `open_ms` after the opening and fails `work_ms`
/// later, inside the outage, and uses up a receive of a message.
pub fn openings_bound(o: &Outage, open_ms: u64) -> u64 {
    let outage = o.outage_until_ms - o.outage_from_ms;
    let probes = (outage / (open_ms + o.work_ms) + 1).min(u64::from(o.messages) * u64::from(o.max_receives));
    1 + probes
}

/// Polls a breaker can refuse after `openings` openings: a consumer is refused at most
/// four times per opening (sleeping until the probe, and while it is in flight).
pub fn refused_bound(o: &Outage, openings: u64) -> u64 {
    4 * u64::from(o.consumers) * (openings + 1)
}

/// Most events one row handles: per message its arrival, up to `max_receives` receives
/// (each a poll, a call, a visibility timer and a release timer), the dead-letter receive
/// and the polls that follow; plus `refused` polls a breaker refuses.
pub fn events_bound(o: &Outage, refused: u64) -> u64 {
    u64::from(o.messages) * (5 * u64::from(o.max_receives) + 4) + refused + 10
}
