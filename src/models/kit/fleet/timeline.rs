//! The fleet's facts cut into what a timeline draws (presentation helpers for the
//! models' figures): an instance's lane, a run without the pauses inside it, the stale
//! writes.

use std::ops::Range;

use super::outcome::{FleetOutcome, Run, StoreOp};
use super::spec::{FleetSpec, LockMode};
use crate::models::kit::said::OverlappingLane;
use crate::report::figure::{Event, Key, Lane, Span};
use crate::report::glossary::word;
use crate::report::words::Words;

/// `n` and an English noun, singular for one (`1 run`, `3 runs`), for the English edition.
///
/// # Example
/// ```
/// use jobsim::models::kit::fleet::count;
/// assert_eq!(count(1, "run"), "1 run");
/// assert_eq!(count(3, "process"), "3 processes");
/// ```
pub fn count(n: usize, noun: &str) -> String {
    match (n, noun.ends_with('s')) {
        (1, _) => format!("1 {noun}"),
        (_, true) => format!("{n} {noun}es"),
        (_, false) => format!("{n} {noun}s"),
    }
}

/// The parts of `run` during which its instance was not paused: a GC pause inside a run
/// shows as one pause bar, not as the run going on under it.
///
/// # Example
/// ```
/// use jobsim::models::kit::fleet::{FleetOutcome, Pause, Run, RunEnd, working_parts};
/// let run = Run { inst: 0, start_ms: 5, end_ms: 9000, token: 1, end: RunEnd::Finished };
/// let o = FleetOutcome { pauses: vec![Pause { inst: 0, start_ms: 1000, end_ms: 9000 }], ..FleetOutcome::default() };
/// assert_eq!(working_parts(&o, &run), [(5, 1000)]);
/// ```
pub fn working_parts(o: &FleetOutcome, run: &Run) -> Vec<(u64, u64)> {
    let mut parts = vec![(run.start_ms, run.end_ms)];
    for p in o.pauses.iter().filter(|p| p.inst == run.inst) {
        parts = parts
            .into_iter()
            .flat_map(|(a, b)| {
                if p.end_ms <= a || p.start_ms >= b {
                    vec![(a, b)]
                } else {
                    [(a, p.start_ms.max(a)), (p.end_ms.min(b), b)].into_iter().filter(|(x, y)| y > x).collect()
                }
            })
            .collect();
    }
    parts
}

/// A write whose token was below the highest the resource had seen: a newer lease holder
/// had written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StaleWrite {
    pub time_ms: u64,
    pub inst: usize,
    /// Whether the resource took it (fencing off) or refused it (fencing on).
    pub accepted: bool,
}

/// Every stale write, in the order the store applied them (read from its log).
pub fn stale_writes(o: &FleetOutcome) -> Vec<StaleWrite> {
    let mut highest = 0;
    let mut out = Vec::new();
    for op in &o.store_log {
        if let StoreOp::Written { time_ms, inst, token, accepted } = *op {
            if token < highest {
                out.push(StaleWrite { time_ms, inst, accepted });
            }
            highest = highest.max(token);
        }
    }
    out
}

/// Whether `run` started while an earlier run of the job (or one started at the same
/// instant by an instance listed before it) was still in progress: a second copy.
pub fn is_copy(o: &FleetOutcome, run: &Run) -> bool {
    o.runs.iter().any(|other| {
        other != run
            && other.start_ms <= run.start_ms
            && run.start_ms < other.end_ms
            && (other.start_ms, other.inst) < (run.start_ms, run.inst)
    })
}

/// How many earlier runs were still going when `run` started: 0 for the run itself, 1
/// for its second copy, 2 and more for a further (`fazladan`) copy.
pub fn copies_before(o: &FleetOutcome, run: &Run) -> usize {
    o.runs
        .iter()
        .filter(|other| {
            *other != run
                && other.start_ms <= run.start_ms
                && run.start_ms < other.end_ms
                && (other.start_ms, other.inst) < (run.start_ms, run.inst)
        })
        .count()
}

/// What an instance's lane shows besides its runs and skips.
#[derive(Clone, Copy, Debug)]
pub struct LaneStyle {
    /// The round trips to the store before each run and skip (for short timelines where
    /// they are wide enough to see).
    pub trips: bool,
    /// What is written next to each skip marker.
    pub skip_label: SkipLabel,
}

/// The word beside a skip marker (the legend names the marker anyway).
#[derive(Clone, Copy, Debug)]
pub enum SkipLabel {
    None,
    /// The legend's word, `atlandı`: a process that skips its run (000.6).
    Term,
    /// A catalog message: `tetik atlandı` where the ✕ sits on the run that was going on
    /// when the trigger came (000.5's long run), so it does not read as that run skipped.
    Message(&'static str),
}

/// Instance `inst`'s lane, times shifted by `-origin_ms`: its round trips to the store
/// (`store.acquire`, or `store.read` and `store.write` of a check-then-set), its runs
/// (`work.duplicate` for a second copy, `run` otherwise) and its refused triggers
/// (`event.skipped`).
pub fn instance_lane(
    o: &FleetOutcome,
    spec: &FleetSpec,
    inst: usize,
    name: &str,
    origin_ms: u64,
    style: LaneStyle,
    w: &'static Words,
) -> Lane {
    let at = |t: u64| t as f64 - origin_ms as f64;
    let op = spec.store_op_ms;
    let trips = match spec.mode {
        _ if !style.trips => 0,
        LockMode::Unlocked => 0,
        LockMode::Locked => 1,
        LockMode::NonAtomic => 2,
    };
    let mut lane = Lane::new(name);
    // The round trips before a run: the atomic acquire, or the read and the write.
    let keys: &[Key] = match trips {
        1 => &[Key("store.acquire")],
        2 => &[Key("store.read"), Key("store.write")],
        _ => &[],
    };
    for run in o.runs.iter().filter(|r| r.inst == inst) {
        for (k, &key) in keys.iter().enumerate() {
            let from = run.start_ms.saturating_sub((keys.len() - k) as u64 * op);
            lane = lane.span(at(from), at(from + op), key, "");
        }
        let key = match copies_before(o, run) {
            0 => Key("run"),
            1 => Key("work.duplicate"),
            _ => Key("work.extra"),
        };
        lane = lane.span(at(run.start_ms), at(run.end_ms.max(run.start_ms + 1)), key, "");
    }
    for skip in o.skips.iter().filter(|s| s.inst == inst) {
        // A refused acquire, or a read that found the lease held.
        if let Some(&key) = keys.first().filter(|_| op > 0) {
            lane = lane.span(at(skip.time_ms.saturating_sub(op)), at(skip.time_ms), key, "");
        }
        lane = lane.event(
            at(skip.time_ms),
            Key("event.skipped"),
            match style.skip_label {
                SkipLabel::None => String::new(),
                SkipLabel::Term => word("event.skipped", w.lang()).to_string(),
                SkipLabel::Message(id) => w.text(id),
            },
        );
    }
    lane
}

/// Runs of one job laid out in lanes so that no two in a lane overlap
/// ([`crate::overlap::lanes`]), at most `max` lanes (later overlaps share the last, named
/// with a `+`): the first lane is `name`, the others `name, üst üste`, `name, üst üste 2`,
/// …. Each run is a span of `key` labelled by `label`; each run that starts while an
/// earlier one is still running is marked `event.overlap` (the first one labelled).
/// Shared by the lesson 000 timelines of overlapping runs.
pub fn overlap_lanes(
    name: &str,
    runs: &[Range<u64>],
    key: Key,
    max: usize,
    label: impl Fn(&Range<u64>) -> String,
    w: &'static Words,
) -> Vec<Lane> {
    let max = max.max(1);
    let lane_of = crate::overlap::lanes(runs);
    let needed = lane_of.iter().max().map_or(1, |l| l + 1);
    let used = needed.min(max);
    let mut lanes: Vec<Lane> = (0..used)
        .map(|l| {
            let more = if l + 1 == used && needed > used { "+" } else { "" };
            match l {
                0 => Lane::new(name),
                // The second lane is "overlapping", the third on "overlapping 2", …
                _ => Lane::new(w.say(&OverlappingLane { name: name.to_string(), lane: l, more })),
            }
        })
        .collect();
    let mut order: Vec<usize> = (0..runs.len()).collect();
    order.sort_by_key(|&i| (runs[i].start, i));
    let mut told = false;
    for (k, &i) in order.iter().enumerate() {
        let run = &runs[i];
        let lane = &mut lanes[lane_of[i].min(used - 1)];
        lane.spans.push(Span { start: run.start as f64, end: run.end as f64, key, label: label(run) });
        if order[..k].iter().any(|&j| runs[j].end > run.start) {
            let text = if told { String::new() } else { word("event.overlap", w.lang()).into() };
            told = true;
            lane.events.push(Event { at: run.start as f64, key: Key("event.overlap"), label: text });
        }
    }
    lanes
}
