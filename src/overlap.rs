//! Peak concurrency: the most runs (or copies of a message, or anything with a start and
//! an end) in progress at one instant.
//!
//! Every interval is **half-open**, `[start, end)`: a run that ends at `t` and a run that
//! starts at `t` do not overlap, and an empty interval (`start == end`) is in progress at
//! no instant. The peak is therefore the largest number of intervals holding one instant
//! in common, whatever order a simulation happened to handle the events of one instant in.
//!
//! ```text
//! run 1  [█████)              [0, 60)
//! run 2        [█████)        [60, 120): starts as run 1 ends: peak 1
//! run 3     [█████)           [30, 90): 30..60 and 60..90 hold two runs: peak 2
//!        0     60    120 min
//! ```
//!
//! Two forms, one rule: [`peak`] takes the intervals; [`Concurrency`] takes start and end
//! events as a simulation handles them (in time order, any order within one instant) and
//! also says how many are in progress right now. For a peak per key (per message, per
//! job), keep one [`Concurrency`] per key, or group the intervals and call [`peak`] per
//! group.
//!
//! ```
//! use jobsim::overlap::{Concurrency, peak};
//! // An hourly job lasting exactly an hour: each run ends when the next starts.
//! assert_eq!(peak([0..60, 60..120, 120..180]), 1);
//! assert_eq!(peak([0..90, 60..150, 120..210]), 2);
//! assert_eq!(peak([5..5]), 0); // an empty run holds no instant
//!
//! // The same rule fed event by event, the start at 60 handled before the end at 60.
//! let mut runs = Concurrency::default();
//! runs.start(0);
//! runs.start(60);
//! assert_eq!(runs.running(), 2); // both handled, the end at 60 not yet
//! runs.end(60);
//! runs.end(120);
//! assert_eq!(runs.peak(), 1);
//! ```

use std::ops::Range;

/// The most half-open intervals `[start, end)` that hold one instant in common (0 for
/// none). Intervals may come in any order; empty and reversed ones hold no instant.
pub fn peak(intervals: impl IntoIterator<Item = Range<u64>>) -> u32 {
    // Ends sort before starts at the same instant (`false < true`): an end at t and a
    // start at t never count together.
    let mut edges: Vec<(u64, bool)> =
        intervals.into_iter().filter(|r| r.start < r.end).flat_map(|r| [(r.start, true), (r.end, false)]).collect();
    edges.sort_unstable();
    let mut tracker = Concurrency::default();
    for (at, starts) in edges {
        if starts { tracker.start(at) } else { tracker.end(at) }
    }
    tracker.peak()
}

/// Lays intervals out in lanes so that no two in one lane overlap (for timelines that
/// show overlap as a second row): each interval, in start order, takes the first lane
/// that is free at its start, under the same half-open rule as [`peak`]. Returns each
/// interval's lane, in the order given; the number of lanes used is the peak.
///
/// # Example
/// ```
/// use jobsim::overlap::lanes;
/// // Hourly runs of 90 min: every second run needs a second lane.
/// assert_eq!(lanes(&[0..90, 60..150, 120..210, 180..270]), [0, 1, 0, 1]);
/// assert_eq!(lanes(&[0..60, 60..120]), [0, 0]); // touching runs share a lane
/// ```
pub fn lanes(intervals: &[Range<u64>]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..intervals.len()).collect();
    order.sort_by_key(|&i| (intervals[i].start, i));
    // When each lane becomes free.
    let mut free_at: Vec<u64> = Vec::new();
    let mut out = vec![0; intervals.len()];
    for i in order {
        let r = &intervals[i];
        let lane = match free_at.iter().position(|&f| f <= r.start) {
            Some(l) => l,
            None => {
                free_at.push(0);
                free_at.len() - 1
            }
        };
        free_at[lane] = r.end.max(r.start);
        out[i] = lane;
    }
    out
}

/// Peak concurrency from start and end events handled in time order (ms).
///
/// Within one instant the events may come in any order: the count that matters for an
/// instant is the one after all of its events, so an end and a start at the same instant
/// never count as an overlap. Between instants, an interval whose start and end both fall
/// on one instant counts for nothing.
///
/// # Example
/// ```
/// use jobsim::overlap::Concurrency;
/// let mut c = Concurrency::default();
/// c.start(0);
/// c.start(10);
/// c.end(10);
/// assert_eq!((c.running(), c.peak()), (1, 1));
/// c.start(15);
/// assert_eq!(c.peak(), 2);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Concurrency {
    /// The instant of the latest event.
    at: u64,
    /// In progress after the events handled so far.
    running: u32,
    /// The peak over the instants before `at`.
    settled: u32,
}

impl Concurrency {
    /// An interval starts at `at`.
    pub fn start(&mut self, at: u64) {
        self.advance(at);
        self.running += 1;
    }

    /// An interval that started earlier (or at `at`, handled before) ends at `at`.
    pub fn end(&mut self, at: u64) {
        self.advance(at);
        self.running = self.running.checked_sub(1).expect("an interval ends only after it started");
    }

    /// Intervals started and not yet ended, counting the events handled so far (at the
    /// current instant, some of its ends may still be to come).
    pub fn running(&self) -> u32 {
        self.running
    }

    /// The most intervals in progress at one instant, counting the current instant as it
    /// stands: exact once every event of the current instant has been handled.
    pub fn peak(&self) -> u32 {
        self.settled.max(self.running)
    }

    fn advance(&mut self, at: u64) {
        assert!(at >= self.at, "events come in time order (got {at} after {})", self.at);
        if at > self.at {
            self.settled = self.settled.max(self.running);
            self.at = at;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn touching_intervals_do_not_overlap() {
        assert_eq!(peak([0..10, 10..20]), 1);
        assert_eq!(peak([10..20, 0..10]), 1);
        assert_eq!(peak([0..11, 10..20]), 2);
        assert_eq!(peak(Vec::new()), 0);
    }

    #[test]
    fn empty_and_reversed_intervals_count_for_nothing() {
        assert_eq!(peak([3..3, 3..3]), 0);
        assert_eq!(peak([0..10, 5..5]), 1);
        let reversed = [(7, 2), (9, 1)].map(|(start, end)| start..end);
        assert_eq!(peak(reversed), 0);
    }

    #[test]
    fn the_order_within_an_instant_does_not_matter() {
        let mut end_first = Concurrency::default();
        end_first.start(0);
        end_first.end(5);
        end_first.start(5);
        end_first.end(8);
        let mut start_first = Concurrency::default();
        start_first.start(0);
        start_first.start(5);
        start_first.end(5);
        start_first.end(8);
        assert_eq!((end_first.peak(), start_first.peak()), (1, 1));
        // A start and its own end at one instant: in progress at no instant.
        let mut empty = Concurrency::default();
        empty.start(4);
        empty.end(4);
        assert_eq!(empty.peak(), 0);
    }

    #[test]
    fn a_burst_at_one_instant_counts_in_full() {
        assert_eq!(peak((0..5).map(|_| 7..8)), 5);
        let mut c = Concurrency::default();
        for _ in 0..3 {
            c.start(7);
        }
        c.end(9);
        assert_eq!((c.running(), c.peak()), (2, 3));
    }

    #[test]
    fn lanes_never_hold_two_overlapping_intervals() {
        let runs = [0..90, 60..150, 120..210, 10..20, 150..151];
        let lane = lanes(&runs);
        for (i, a) in runs.iter().enumerate() {
            for (j, b) in runs.iter().enumerate() {
                if i != j && lane[i] == lane[j] {
                    assert!(a.end <= b.start || b.end <= a.start, "{a:?} and {b:?} share lane {}", lane[i]);
                }
            }
        }
        assert_eq!(lane.iter().max().map(|l| l + 1), Some(peak(runs.iter().cloned()) as usize));
    }

    #[test]
    #[should_panic(expected = "time order")]
    fn events_out_of_time_order_are_a_bug() {
        let mut c = Concurrency::default();
        c.start(10);
        c.end(5);
    }
}
