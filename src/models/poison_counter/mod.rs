//! **poison-counter** (lesson 004.1, `zehirli-sayac.mjs`): a message that kills the
//! consumer process, and where the delivery counter is incremented.
//!
//! ```text
//! supervisor ──ConsumerStarted──► consumer walks a snapshot of pending messages
//!     ▲                             │ MessageDelivered → (work_ms) → MessageProcessed
//!     │                             │ killer message   → (work_ms) → ConsumerCrashed
//!     └──── restart_ms later ◄──────┘ (unless every message is settled or max_starts)
//! ```
//!
//! The queue is the durable store: it survives the crashes. It is [`crate::queue::Queue`]
//! taking the lowest pending id first ([`crate::queue::Order::ById`]), so each lifetime
//! walks the pending messages in id order as the lesson's consumer walks its snapshot; a
//! crash hands the message being worked on back at once (`nack`: the broker sees the
//! process die). Counter positions: `on_delivery` is the queue's receive counter, moved
//! before the work, and a message whose count reaches `threshold` is dead-lettered at
//! that delivery without running (`max_receives = threshold - 1`); `on_catch` would
//! increment in the error handler, which never runs because the process dies first.
//! One engine run per row (traced as `on_catch:…`, `on_delivery+validate:…`).
//!
//! Choices the lesson's code makes, kept:
//! - **Which message first**: the lowest pending id ([`crate::queue::Order::ById`]); a
//!   message handed back by a crash is first again.
//! - **Dead-lettering counts as a delivery**: with `on_delivery` the delivery that brings
//!   the counter to `threshold` moves the message to the dead-letter queue without
//!   running it, and it is counted in `teslim` (the lesson's `teslim += 1` comes before
//!   the check). A body that fails validation is delivered (counted), then dead-lettered.
//!
//! Limits: `messages * max_starts` ≤ [`MAX_DELIVERIES`]; `killers` is checked in
//! O(k log k), so the allowed million ids take well under a second.

mod present;
mod said;
mod simulate;

pub use simulate::{CounterRun, Delivery, Outcome, simulate, simulate_position};

use crate::report::words::Words;
use super::{Model, Unseeded};
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind, Param, Reader, ScenarioError};
use crate::sim::{Budget, Exhausted, RunOptions};

/// Where the delivery counter is incremented.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CounterPosition {
    /// In the error handler (`hata yakalaninca`).
    OnCatch,
    /// At delivery, before the work (`teslim aninda`).
    OnDelivery,
}

impl CounterPosition {
    pub const NAMES: [&'static str; 2] = ["on_catch", "on_delivery"];
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
    /// The lesson's row label (ASCII, as the lesson prints it); in English the glossary's
    /// words (`counter.on_catch`, `counter.on_delivery`), written out in the catalog.
    pub fn label(self, w: &'static Words) -> String {
        w.say(&said::Label { position: self })
    }
}

/// The position as the catalog's key (`poison-counter-label`).
impl crate::report::figure::Regime for CounterPosition {
    const KEYS: &'static [&'static str] = &["on-catch", "on-delivery"];
    fn key(self) -> &'static str {
        Self::KEYS[self as usize]
    }
}

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub messages: u32,
    /// Message ids (1-based) whose processing kills the consumer, ascending.
    pub killers: Vec<u32>,
    pub threshold: u32,
    pub max_starts: u32,
    pub positions: Vec<CounterPosition>,
    pub work_ms: u64,
    pub restart_ms: u64,
    /// Rows to run without (`false`) and with (`true`) validation of the body before the
    /// work (lesson 004.4): a killer message is a malformed body, and validation sends it
    /// straight to the dead-letter queue without running it.
    pub validate: Vec<bool>,
}

/// Every parameter (defaults: `scenarios/004-poison-counter.toml`).
pub const PARAMS: &[Param] = &[
    Param::new("messages", Kind::Int { min: 1, max: 1_000_000 }, "5", "messages", "message ids 1..=messages, all pending at the start"),
    Param::new(
        "killers",
        Kind::Ints { min: 1, max: 1_000_000 },
        "[3]",
        "",
        "message ids (each at most `messages`) whose processing kills the consumer process",
    ),
    Param::new("threshold", Kind::Int { min: 1, max: 1_000_000 }, "3", "deliveries", "deliveries before a message is dead-lettered"),
    Param::new(
        "max_starts",
        Kind::Int { min: 1, max: 1_000_000 },
        "12",
        "starts",
        "the supervisor gives up after this many process starts",
    ),
    Param::new(
        "positions",
        Kind::Choices(&CounterPosition::NAMES),
        "[\"on_catch\", \"on_delivery\"]",
        "",
        "where the delivery counter is incremented, one row each",
    ),
    Param::new("work_ms", Kind::Int { min: 0, max: 3_600_000 }, "100", "ms", "virtual time of processing one message"),
    Param::new(
        "restart_ms",
        Kind::Int { min: 0, max: 3_600_000 },
        "500",
        "ms",
        "supervisor's delay before restarting a dead consumer",
    ),
    Param::new(
        "validate",
        Kind::Bools,
        "[false]",
        "",
        "rows without (`false`) and with (`true`) validation of the body before the work",
    ),
];

/// Most deliveries one run may simulate (`messages * max_starts`).
pub const MAX_DELIVERIES: u64 = 20_000_000;

/// Validates `killers` against `messages` in O(k log k): the first id in list order that
/// is out of range or repeats an earlier one is reported, as a one-by-one check would.
fn killers(r: &Reader<'_>, messages: u32) -> Result<Vec<u32>, ScenarioError> {
    let check = r.check();
    let Some(list) = r.value("killers").and_then(|v| v.as_array().and_then(|a| a.iter().map(|e| e.as_integer()).collect::<Option<Vec<i64>>>())) else {
        // Not a list of integers: the declared kind's one-line error.
        return r.ints("killers").map(|_| Vec::new());
    };
    let out_of_range = list.iter().position(|&k| check.uint32("killers", k, 1..=messages).is_err());
    // Positions sorted by (id, position): the second of two equal ids repeats the first.
    let mut order: Vec<usize> = (0..list.len()).collect();
    order.sort_unstable_by_key(|&i| (list[i], i));
    let repeat = order.windows(2).filter(|w| list[w[0]] == list[w[1]]).map(|w| w[1]).min();
    match (out_of_range, repeat) {
        (Some(i), r) if r.is_none_or(|r| i < r) => Err(check.uint32("killers", list[i], 1..=messages).unwrap_err()),
        (_, Some(i)) => Err(check.said("refusal-killers-twice", &[("id", &list[i])])),
        _ => {
            let mut ids: Vec<u32> = list.into_iter().map(|k| k as u32).collect();
            ids.sort_unstable();
            Ok(ids)
        }
    }
}

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    let messages = r.uint32("messages")?;
    let max_starts = r.uint32("max_starts")?;
    if u64::from(messages) * u64::from(max_starts) > MAX_DELIVERIES {
        return Err(check.said(
            "refusal-product",
            &[("a", &"messages"), ("b", &"max_starts"), ("max", &MAX_DELIVERIES), ("x", &messages), ("y", &max_starts)],
        ));
    }
    let killers = killers(&r, messages)?;
    let positions = r.choices("positions")?;
    Ok(Params {
        messages,
        killers,
        threshold: r.uint32("threshold")?,
        max_starts,
        positions: positions
            .into_iter()
            .map(|i| if i == 0 { CounterPosition::OnCatch } else { CounterPosition::OnDelivery })
            .collect(),
        work_ms: r.uint("work_ms")?,
        restart_ms: r.uint("restart_ms")?,
        validate: r.bools("validate")?,
    })
}

/// The model's registry type.
pub struct PoisonCounter;

impl Model for PoisonCounter {
    const NAME: &'static str = "poison-counter";
    const HEADLINE: &'static [&'static str] = &["crashes", "processed", "dead_lettered", "remaining"];
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<CounterRun>;
    const PARAMS: &'static [Param] = PARAMS;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        // Per row: at most `max_starts` lifetimes, each a start, one take per pending
        // message plus the one that finds none, and one piece of work per message.
        Budget::events(u64::from(p.max_starts) * (2 * u64::from(p.messages) + 2) + 1000)
    }
    fn simulate(p: &Params, _: Unseeded, options: &RunOptions) -> Result<Vec<CounterRun>, Exhausted> {
        simulate(p, options)
    }
    fn present(p: &Params, runs: &Vec<CounterRun>, w: &'static Words) -> Report {
        present::present(p, runs, w)
    }
    fn figures(p: &Params, runs: &Vec<CounterRun>, w: &'static Words) -> Vec<Figure> {
        present::figures(p, runs, w)
    }
}
