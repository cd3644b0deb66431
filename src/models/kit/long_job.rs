//! What the lesson-001 models share (`long-job`, `chunk-size`, `crash-points`,
//! `yielding`, `cancel-sources`): their duration limit, `total` and `chunk` read and
//! checked once, the estimate of a scenario's simulated events, the cancel sources'
//! concepts and the log-axis helpers of their charts.

use crate::long_job::{CancelSource, MAX_CHUNKS, chunk_count};
use crate::report::figure::{Key, Series, Style, Unit};
use crate::scenario::{Check, Reader, ScenarioError};
use crate::sim::Budget;

/// Longest virtual duration any 001 parameter may name, in ms (one day).
pub const MAX_MS: u64 = 86_400_000;

/// The lesson-001 models' shared parameters, declared once: the job's records, the time
/// of one record and of one state write.
pub const TOTAL: crate::scenario::Param = crate::scenario::Param::new(
    "total",
    crate::scenario::Kind::Int { min: 1, max: crate::long_job::MAX_TOTAL as i64 },
    "30000",
    "records",
    "records of the job",
);
/// See [`TOTAL`].
pub const RECORD_MS: crate::scenario::Param = crate::scenario::Param::new(
    "record_ms",
    crate::scenario::Kind::Int { min: 0, max: 1000 },
    "1",
    "ms",
    "virtual time to process one record",
);
/// See [`TOTAL`].
pub const WRITE_MS: crate::scenario::Param = crate::scenario::Param::new(
    "write_ms",
    crate::scenario::Kind::Int { min: 0, max: 60_000 },
    "0",
    "ms",
    "virtual time of one state write",
);

/// Checks that `total` in chunks of `chunk` gives at most `max_chunks` chunks per run.
fn check_chunk_count(check: Check<'_>, total: u64, chunk: u64, max_chunks: u64) -> Result<(), ScenarioError> {
    let n = chunk_count(total, chunk);
    if n > max_chunks {
        return Err(
            check.said("refusal-chunks", &[("max", &max_chunks), ("total", &total), ("chunk", &chunk), ("n", &n)])
        );
    }
    Ok(())
}

/// Reads `total` and `chunk` (shared by every 001 model): both in 1..=10,000,000 (a chunk
/// larger than the total is one short chunk), and at most `max_chunks` chunks per run.
pub fn read_total_chunk(r: &Reader<'_>, max_chunks: u64) -> Result<(u64, u64), ScenarioError> {
    let total = r.uint("total")?;
    let chunk = r.uint("chunk")?;
    check_chunk_count(r.check(), total, chunk, max_chunks)?;
    Ok((total, chunk))
}

/// Most chunk sizes one scenario may list.
pub const MAX_SIZES: usize = 64;

/// Reads `total` and a `chunk` key that is one size or a list of distinct sizes
/// (1..=[`MAX_SIZES`]), each checked against [`MAX_CHUNKS`] chunks per run.
pub fn read_total_chunks(r: &Reader<'_>) -> Result<(u64, Vec<u64>), ScenarioError> {
    let check = r.check();
    let total = r.uint("total")?;
    let chunks: Vec<u64> = match r.value("chunk") {
        Some(toml::Value::Integer(_)) => vec![r.uint("chunk")?],
        Some(toml::Value::Array(_)) => r.ints("chunk")?.into_iter().map(|c| c.max(0) as u64).collect(),
        Some(other) => {
            return Err(check.said("refusal-chunk-type", &[("got", &other)]));
        }
        None => Vec::new(),
    };
    if chunks.is_empty() || chunks.len() > MAX_SIZES {
        return Err(check.said("refusal-list-length", &[("key", &"chunk"), ("max", &MAX_SIZES), ("n", &chunks.len())]));
    }
    for &c in &chunks {
        check_chunk_count(check, total, c, MAX_CHUNKS)?;
    }
    Ok((total, chunks))
}

/// Most engine events one run of a lesson-001 scenario may need in all, over every row,
/// chunk size, variant and crash point it simulates: a minute or two of work at most, a
/// few hundred MB. Each model estimates its events from its parameters ([`Work`]), the
/// same estimate its [`crate::models::Model::budget`] takes per engine, and refuses more at parse time.
pub const MAX_WORK_EVENTS: u64 = 100_000_000;

/// The simulated events a scenario needs: over all its engines, and in its largest one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Work {
    pub total: u64,
    pub most: u64,
}

impl Work {
    /// `n` more engines of at most `events` events each.
    pub fn add(self, n: u64, events: u64) -> Work {
        Work {
            total: self.total.saturating_add(n.saturating_mul(events)),
            most: if n > 0 { self.most.max(events) } else { self.most },
        }
    }

    /// Refuses a scenario that needs more than [`MAX_WORK_EVENTS`] events; `knobs` names
    /// what to lower, as `refusal-work` selects its words (`runs`, `sources`, `variants`,
    /// `sizes`, `probes`).
    pub fn check(self, check: Check<'_>, knobs: &'static str) -> Result<(), ScenarioError> {
        if self.total > MAX_WORK_EVENTS {
            return Err(
                check.said("refusal-work", &[("knobs", &knobs), ("events", &self.total), ("max", &MAX_WORK_EVENTS)])
            );
        }
        Ok(())
    }

    /// The budget of each engine: twice the largest one's bound, a safe margin.
    pub fn budget(self) -> Budget {
        Budget::events(self.most.saturating_mul(2).saturating_add(1000))
    }
}

/// Ends reading `[params]`: every declared parameter was read (each model reads all of
/// its parameters unconditionally, so `jobsim params` lists none that does nothing).
pub fn finish(r: Reader<'_>) -> Result<(), ScenarioError> {
    let unread = r.finish()?;
    debug_assert!(unread.is_empty(), "declared but never read: {unread:?}");
    Ok(())
}

crate::regime! {
    /// A cancel source as the catalogs select on it (`$source`, `$first`): the key is its
    /// CSV name.
    pub(crate) enum Cancel { User = "user", Timeout = "timeout", Shutdown = "shutdown", LeaseExpiry = "lease_expiry" }
}

impl Cancel {
    pub(crate) fn of(source: CancelSource) -> Cancel {
        match source {
            CancelSource::User => Cancel::User,
            CancelSource::Timeout => Cancel::Timeout,
            CancelSource::Shutdown => Cancel::Shutdown,
            CancelSource::LeaseExpiry => Cancel::LeaseExpiry,
        }
    }
}

/// The concept (colour, marker, name) of a cancel source in every chart of lesson 001.
pub fn cancel_key(source: CancelSource) -> Key {
    match source {
        CancelSource::User => Key("cancel.user"),
        CancelSource::Timeout => Key("cancel.timeout"),
        CancelSource::Shutdown => Key("cancel.shutdown"),
        CancelSource::LeaseExpiry => Key("cancel.lease"),
    }
}

/// Values that widen a log axis so no point sits on its frame: a log axis snaps to
/// decades (`Millis`: to the human marks 1 ms, 10 ms, 100 ms, 1 s, 10 s, 1 dk, …) and
/// ignores a fixed range, so a smallest or largest value that is itself a snap point is
/// drawn on the frame, half hidden. Plot them with [`invisible`].
pub fn log_room(values: &[f64], unit: Unit) -> Vec<f64> {
    const MARKS: [f64; 12] = [1.0, 10.0, 100.0, 1e3, 1e4, 6e4, 6e5, 3.6e6, 3.6e7, 8.64e7, 8.64e8, 8.64e9];
    let snaps = |v: f64| match unit {
        Unit::Millis => MARKS.contains(&v),
        _ => v > 0.0 && libm::log10(v).fract() == 0.0,
    };
    let lo = values.iter().copied().filter(|v| *v > 0.0).fold(f64::INFINITY, f64::min);
    let hi = values.iter().copied().fold(0.0, f64::max);
    [(lo.is_finite() && snaps(lo), lo / 2.0), (snaps(hi), hi * 2.0)].iter().filter(|r| r.0).map(|r| r.1).collect()
}

/// A log axis's range fitted to the data: a fifth of a decade of room on each side
/// (×/÷ 1.6), so no point sits on the frame and no decade without data is drawn (issue 38,
/// 001-yielding.probes). `None` when fewer than two ticks (`Millis`: the human marks of
/// [`log_room`]; else powers of ten) would fall inside: the axis then keeps its decades,
/// with [`log_room`]'s room.
pub fn log_fit(values: &[f64], unit: Unit) -> Option<(f64, f64)> {
    const MARKS: [f64; 12] = [1.0, 10.0, 100.0, 1e3, 1e4, 6e4, 6e5, 3.6e6, 3.6e7, 8.64e7, 8.64e8, 8.64e9];
    let lo = values.iter().copied().filter(|v| *v > 0.0).fold(f64::INFINITY, f64::min) / LOG_ROOM;
    let hi = values.iter().copied().fold(0.0, f64::max) * LOG_ROOM;
    if !lo.is_finite() || hi <= lo {
        return None;
    }
    let ticks = match unit {
        Unit::Millis => MARKS.iter().filter(|&&m| m >= lo && m <= hi).count(),
        _ => (libm::log10(lo).ceil() as i32..=libm::log10(hi).floor() as i32).count(),
    };
    (ticks >= 2).then_some((lo, hi))
}

/// The room [`log_fit`] leaves on each side of the data, as a factor.
const LOG_ROOM: f64 = 1.6;

/// An unnamed series of one point drawn as a line: it draws nothing and has no legend
/// entry, but the axes fit it (room around the data on a log axis).
pub fn invisible(point: (f64, f64)) -> Series {
    Series::new("", Key("plain"), Style::Line, vec![point])
}
