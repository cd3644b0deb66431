//! The event queue: a priority queue ordered by `(time, seq)`.
//!
//! It is a timing wheel (`sim/wheel/`): one slot per millisecond of a window from the
//! current millisecond (16 ms at first, 16 s once a run needs it), each slot a vector of
//! that millisecond's events in push order, a bitmap of busy slots, and an overflow
//! calendar for later events that enter the wheel a whole millisecond at a time. Model
//! time is whole milliseconds and events bunch up on the same instants (a wave of retries,
//! a burst of deliveries), so a push or pop is a few array operations instead of a walk
//! down a heap or a tree, and memory follows what is pending. An [`EventId`] is the
//! event's time, its sequence number and its position among the events of its
//! millisecond, which is where the queue finds it again.
//!
//! **Ordering guarantee.** Events pop in increasing time; events scheduled for the same
//! millisecond pop in the order they were pushed (first in, first out), because every push
//! takes the next value of one counter, `seq`, and no two entries compare equal. An event
//! pushed for the current millisecond while that millisecond is being processed runs after
//! every event already queued for it. Time never goes backwards: pushing an event earlier
//! than the last one popped is a bug (it panics).

use std::cmp::Ordering;
use std::hash::{Hash, Hasher};

use super::Millis;
use super::wheel::Wheel;

/// Identifies one scheduled event (its time and insertion sequence number); used to
/// cancel it. Ids order as the queue pops: by time, then by sequence.
#[derive(Copy, Clone, Debug)]
pub struct EventId {
    at: Millis,
    seq: u64,
    /// Its position among the events of its millisecond (follows from `at` and `seq`):
    /// where the queue finds it again.
    pos: u32,
}

impl EventId {
    pub(super) fn new(at: Millis, seq: u64, pos: u32) -> Self {
        EventId { at, seq, pos }
    }

    /// When the event is due.
    pub fn at(self) -> Millis {
        self.at
    }

    /// Its insertion sequence number (unique within one queue).
    pub fn seq(self) -> u64 {
        self.seq
    }

    pub(super) fn pos(self) -> u32 {
        self.pos
    }
}

impl PartialEq for EventId {
    fn eq(&self, other: &Self) -> bool {
        (self.at, self.seq) == (other.at, other.seq)
    }
}

impl Eq for EventId {}

impl PartialOrd for EventId {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for EventId {
    fn cmp(&self, other: &Self) -> Ordering {
        (self.at, self.seq).cmp(&(other.at, other.seq))
    }
}

impl Hash for EventId {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.at, self.seq).hash(state);
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
    wheel: Wheel<(u64, E)>,
    next_seq: u64,
}

impl<E> Default for EventQueue<E> {
    fn default() -> Self {
        Self::new()
    }
}

impl<E> EventQueue<E> {
    pub fn new() -> Self {
        EventQueue { wheel: Wheel::new(), next_seq: 0 }
    }

    /// Schedules `event` at `at` (not before the last event popped); returns its id.
    pub fn push(&mut self, at: Millis, event: E) -> EventId {
        let now = self.wheel.current();
        assert!(at.as_ms() >= now, "pushed into the past: {at} < {now}ms");
        let seq = self.next_seq;
        self.next_seq += 1;
        let pos = self.wheel.push(at.as_ms(), (seq, event));
        EventId { at, seq, pos }
    }

    /// Removes and returns the earliest event (ties: the one pushed first).
    pub fn pop(&mut self) -> Option<(Millis, EventId, E)> {
        let (seq, event) = self.wheel.pop()?;
        let at = Millis(self.wheel.current());
        Some((at, EventId { at, seq, pos: self.wheel.last_pos() }, event))
    }

    /// Number of events waiting.
    pub fn len(&self) -> usize {
        self.wheel.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Number of pushes so far (the next event id).
    pub fn pushed(&self) -> u64 {
        self.next_seq
    }
}
