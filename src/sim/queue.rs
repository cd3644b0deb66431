//! The event queue: a priority queue ordered by `(time, seq)`.
//!
//! It is a calendar of FIFOs: an ordered map from each pending millisecond to the events
//! due then, in push order. Model time is whole milliseconds and many events share one
//! (a wave of retries, a burst of deliveries), so this beats a binary heap of every
//! event: a push or pop costs `O(log distinct pending instants)`, not `O(log events)`, and
//! the retry-storm anchor with a million pending events runs about five times faster.
//!
//! **Ordering guarantee.** Events pop in increasing time; events scheduled for the same
//! millisecond pop in the order they were pushed (first in, first out), because every push
//! takes the next value of one counter, `seq`, and no two entries compare equal. An event
//! pushed for the current millisecond while that millisecond is being processed runs after
//! every event already queued for it.

use std::collections::{BTreeMap, VecDeque};

use super::Millis;

/// Identifies one scheduled event (its time and insertion sequence number); used to
/// cancel it. Ids order as the queue pops: by time, then by sequence.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct EventId {
    at: Millis,
    seq: u64,
}

impl EventId {
    /// When the event is due.
    pub fn at(self) -> Millis {
        self.at
    }

    /// Its insertion sequence number (unique within one queue).
    pub fn seq(self) -> u64 {
        self.seq
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
    /// One FIFO per pending millisecond. Pushes append, so each FIFO is in `seq` order,
    /// and popping the front of the earliest FIFO is popping the smallest `(time, seq)`.
    slots: BTreeMap<Millis, VecDeque<(u64, E)>>,
    /// Emptied FIFOs kept for reuse (their allocation).
    spare: Vec<VecDeque<(u64, E)>>,
    len: usize,
    next_seq: u64,
}

impl<E> Default for EventQueue<E> {
    fn default() -> Self {
        Self::new()
    }
}

impl<E> EventQueue<E> {
    pub fn new() -> Self {
        EventQueue { slots: BTreeMap::new(), spare: Vec::new(), len: 0, next_seq: 0 }
    }

    /// Schedules `event` at `at`; returns its id (its insertion sequence number).
    pub fn push(&mut self, at: Millis, event: E) -> EventId {
        let seq = self.next_seq;
        self.next_seq += 1;
        let spare = &mut self.spare;
        self.slots.entry(at).or_insert_with(|| spare.pop().unwrap_or_default()).push_back((seq, event));
        self.len += 1;
        EventId { at, seq }
    }

    /// Removes and returns the earliest event (ties: the one pushed first).
    pub fn pop(&mut self) -> Option<(Millis, EventId, E)> {
        let mut first = self.slots.first_entry()?;
        let at = *first.key();
        let (seq, event) = first.get_mut().pop_front().expect("empty FIFOs are removed");
        if first.get().is_empty() {
            let fifo = first.remove();
            if self.spare.len() < 1024 {
                self.spare.push(fifo);
            }
        }
        self.len -= 1;
        Some((at, EventId { at, seq }, event))
    }

    /// Number of events waiting.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Number of pushes so far (the next event id).
    pub fn pushed(&self) -> u64 {
        self.next_seq
    }
}
