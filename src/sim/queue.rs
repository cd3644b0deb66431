//! The event queue: a min-priority queue ordered by `(time, seq)`.
//!
//! **Ordering guarantee.** Events pop in increasing time; events scheduled for the same
//! millisecond pop in the order they were pushed (first in, first out), because every push
//! takes the next value of one counter, `seq`, and no two entries compare equal. An event
//! pushed for the current millisecond while that millisecond is being processed runs after
//! every event already queued for it.

use std::cmp::Ordering;
use std::collections::BinaryHeap;

use super::Millis;

/// Identifies one scheduled event; used to cancel it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct EventId(pub u64);

struct Entry<E> {
    at: Millis,
    seq: u64,
    event: E,
}

impl<E> PartialEq for Entry<E> {
    fn eq(&self, other: &Self) -> bool {
        self.seq == other.seq
    }
}
impl<E> Eq for Entry<E> {}
impl<E> PartialOrd for Entry<E> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl<E> Ord for Entry<E> {
    // Reversed: `BinaryHeap` is a max-heap and we want the smallest `(at, seq)` first.
    fn cmp(&self, other: &Self) -> Ordering {
        (other.at, other.seq).cmp(&(self.at, self.seq))
    }
}

/// A priority queue of events keyed by `(time, insertion seq)`.
///
/// # Example
/// ```
/// use jobsim::sim::{EventQueue, Millis};
/// let mut q = EventQueue::new();
/// q.push(Millis(5), "late");
/// q.push(Millis(1), "first");
/// q.push(Millis(1), "second");
/// assert_eq!(q.pop().map(|(t, _, e)| (t.as_ms(), e)), Some((1, "first")));
/// assert_eq!(q.pop().map(|(_, _, e)| e), Some("second"));
/// assert_eq!(q.pop().map(|(_, _, e)| e), Some("late"));
/// ```
pub struct EventQueue<E> {
    heap: BinaryHeap<Entry<E>>,
    next_seq: u64,
}

impl<E> Default for EventQueue<E> {
    fn default() -> Self {
        Self::new()
    }
}

impl<E> EventQueue<E> {
    pub fn new() -> Self {
        EventQueue { heap: BinaryHeap::new(), next_seq: 0 }
    }

    /// Schedules `event` at `at`; returns its id (its insertion sequence number).
    pub fn push(&mut self, at: Millis, event: E) -> EventId {
        let seq = self.next_seq;
        self.next_seq += 1;
        self.heap.push(Entry { at, seq, event });
        EventId(seq)
    }

    /// Removes and returns the earliest event (ties: the one pushed first).
    pub fn pop(&mut self) -> Option<(Millis, EventId, E)> {
        self.heap.pop().map(|e| (e.at, EventId(e.seq), e.event))
    }

    /// Number of events waiting.
    pub fn len(&self) -> usize {
        self.heap.len()
    }

    pub fn is_empty(&self) -> bool {
        self.heap.is_empty()
    }

    /// Number of pushes so far (the next event id).
    pub fn pushed(&self) -> u64 {
        self.next_seq
    }
}
