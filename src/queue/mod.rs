//! An SQS-like queue with a visibility timeout, a receive counter and a dead-letter queue:
//! the durable store of the lesson 004 models and of the queue-drain perf anchor. It is
//! pure bookkeeping: the model owns the clock and schedules the visibility timers on the
//! engine.
//!
//! ```text
//!            receive (count += 1, new receipt)              ack
//! Visible ─────────────────────────────────► InFlight ───────────────► Acked
//!    ▲  ▲                                       │  release(delay): Delayed, visible again
//!    │  └──── nack(receipt): at once ◄──────────┤  when its timer fires
//!    └──── VisibilityExpired(receipt) ◄─────────┘  (a stale receipt's timer does nothing)
//! dead_letter(receipt), or a used-up receive counter (see Redrive) ⇒ DeadLettered
//! ```
//!
//! Two choices make one queue serve every model:
//! - [`Order`]: which visible message a receive takes. [`Order::Fifo`] (a message that
//!   becomes visible again goes to the back; the perf anchor's `visible` FIFO) or
//!   [`Order::ById`] (the lowest id first; lesson 004.1's consumer walking the pending rows
//!   of a table in id order).
//! - [`Redrive`]: when a message that used up `max_receives` goes to the dead-letter queue.
//!   [`Redrive::OnReceive`] (the receive past `max_receives`, counted, hands out nothing:
//!   SQS's `maxReceiveCount`) or [`Redrive::OnExpiry`] (when its `max_receives`-th receive
//!   comes back unacked: the perf anchor's queue-drain).
//!
//! Storage is four bytes per message (its receive counter and state; receipts follow from
//! them) plus the visible ids (a range while they are still the first ones in id order),
//! so a queue of millions of messages stays small: the perf anchor drains 10^6 of them.

mod slot;
mod visible;

use std::fmt;

use crate::sim::Millis;
use slot::Slot;
use visible::Visible;

/// Where a message is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MessageState {
    /// Waiting to be received.
    Visible = 0,
    /// Received and hidden until its receipt's visibility timer fires.
    InFlight = 1,
    /// Handed back by a release with a delay; visible again when its timer fires.
    Delayed = 2,
    Acked = 3,
    DeadLettered = 4,
}

/// Which visible message a receive takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// The one visible longest: a message that becomes visible again joins the back.
    Fifo,
    /// The lowest id: a consumer walking a table's pending rows in id order.
    ById,
}

/// When a message that used up its receives goes to the dead-letter queue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Redrive {
    /// At the receive past `max_receives`: it is counted and hands out nothing
    /// ([`Received::DeadLettered`]).
    OnReceive,
    /// When its `max_receives`-th receive comes back unacked (its timer fires, or it is
    /// nacked): [`Returned::DeadLettered`] instead of visible again.
    OnExpiry,
}

/// Proves which receive of a message the holder got: only the latest one's timer, ack,
/// release or nack has an effect on the message's visibility.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Receipt(u32);

impl fmt::Display for Receipt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// What a receive handed out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Received {
    /// A message to work on, its receipt and when it becomes visible again if not acked.
    Message { id: u32, receipt: Receipt, visible_again_at: Millis },
    /// The message exceeded `max_receives` and went to the dead-letter queue instead
    /// ([`Redrive::OnReceive`]).
    DeadLettered { id: u32 },
    /// Nothing visible.
    Empty,
}

/// What became of a message handed back (its timer fired, or it was nacked).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Returned {
    /// The receipt no longer held it (acked, released again, or already back): nothing.
    Stale,
    /// It is visible again.
    Visible,
    /// Its receives were used up: it went to the dead-letter queue ([`Redrive::OnExpiry`]).
    DeadLettered,
}

/// The queue: messages by id (dense, 0-based), the visible ones, a dead-letter list.
#[derive(Clone, Debug)]
pub struct Queue {
    slots: Vec<Slot>,
    visible: Visible,
    dead_letters: Vec<u32>,
    acked: usize,
    visibility_timeout_ms: u64,
    max_receives: u32,
    redrive: Redrive,
}

impl Queue {
    /// `count` messages, all visible, ids `0..count`; [`Order::Fifo`] and
    /// [`Redrive::OnReceive`] unless changed with [`Queue::order`] and [`Queue::redrive`].
    /// A `visibility_timeout_ms` of `u64::MAX` never expires (the holder keeps a message
    /// until it acks, releases or nacks it); `max_receives` of `u32::MAX` never redrives.
    ///
    /// # Example
    /// ```
    /// use jobsim::queue::{Queue, Received};
    /// use jobsim::sim::Millis;
    /// let mut q = Queue::new(1, 1000, 3);
    /// let Received::Message { id, receipt, visible_again_at } = q.receive(Millis(0)) else { panic!() };
    /// assert_eq!((id, visible_again_at), (0, Millis(1000)));
    /// assert!(q.ack(id));
    /// assert_eq!(q.receive(Millis(5)), Received::Empty);
    /// ```
    pub fn new(count: u32, visibility_timeout_ms: u64, max_receives: u32) -> Self {
        Queue {
            slots: vec![Slot::FRESH; count as usize],
            visible: Visible::all(Order::Fifo, count),
            dead_letters: Vec::new(),
            acked: 0,
            visibility_timeout_ms,
            max_receives,
            redrive: Redrive::OnReceive,
        }
    }

    /// The same queue receiving in `order` (set before the first receive).
    ///
    /// # Example
    /// ```
    /// use jobsim::queue::{Order, Queue, Received};
    /// use jobsim::sim::Millis;
    /// let mut q = Queue::new(3, u64::MAX, u32::MAX).order(Order::ById);
    /// let Received::Message { id: 0, receipt, .. } = q.receive(Millis(0)) else { panic!() };
    /// q.nack(0, receipt); // the holder died: message 0 is first again
    /// assert!(matches!(q.receive(Millis(1)), Received::Message { id: 0, .. }));
    /// ```
    pub fn order(mut self, order: Order) -> Self {
        assert!(self.slots.iter().all(|s| s.receives() == 0), "the order is set before the first receive");
        self.visible = self.visible.reordered(order);
        self
    }

    /// The same queue dead-lettering as `redrive` says.
    ///
    /// # Example
    /// ```
    /// use jobsim::queue::{Queue, Received, Redrive, Returned};
    /// use jobsim::sim::Millis;
    /// let mut q = Queue::new(1, 10, 1).redrive(Redrive::OnExpiry);
    /// let Received::Message { id, receipt, .. } = q.receive(Millis(0)) else { panic!() };
    /// assert_eq!(q.visibility_expired(id, receipt), Returned::DeadLettered);
    /// ```
    pub fn redrive(mut self, redrive: Redrive) -> Self {
        self.redrive = redrive;
        self
    }

    /// Adds one visible message; returns its id.
    pub fn push(&mut self) -> u32 {
        let id = u32::try_from(self.slots.len()).expect("at most u32::MAX messages");
        self.slots.push(Slot::FRESH);
        self.visible.push(id);
        id
    }

    /// How many times the message was received (the counter moves at delivery).
    pub fn receives(&self, id: u32) -> u32 {
        self.slots[id as usize].receives()
    }

    pub fn state(&self, id: u32) -> MessageState {
        self.slots[id as usize].state()
    }

    /// Ids in the order they went to the dead-letter queue.
    pub fn dead_letters(&self) -> &[u32] {
        &self.dead_letters
    }

    /// Messages acked (deleted) so far.
    pub fn acked_len(&self) -> usize {
        self.acked
    }

    /// Messages visible right now.
    pub fn visible_len(&self) -> usize {
        self.visible.len()
    }

    /// Messages neither acked nor dead-lettered.
    pub fn open_len(&self) -> usize {
        self.slots.len() - self.acked - self.dead_letters.len()
    }

    fn move_to_dead_letters(&mut self, id: u32) {
        self.slots[id as usize].set_state(MessageState::DeadLettered);
        self.dead_letters.push(id);
    }

    /// Takes the next visible message ([`Order`]). The receive counter moves here, before
    /// any work; with [`Redrive::OnReceive`] a message received more than `max_receives`
    /// times is dead-lettered instead.
    #[inline(always)] // the perf anchor's hot path: once per delivery
    pub fn receive(&mut self, now: Millis) -> Received {
        let Some(id) = self.visible.pop() else { return Received::Empty };
        let s = &mut self.slots[id as usize];
        assert_eq!(s.state(), MessageState::Visible, "a hidden message was among the visible ones");
        s.count_receive();
        if self.redrive == Redrive::OnReceive && s.receives() > self.max_receives {
            self.move_to_dead_letters(id);
            return Received::DeadLettered { id };
        }
        s.set_state(MessageState::InFlight);
        let visible_again_at = Millis(now.as_ms().saturating_add(self.visibility_timeout_ms));
        Received::Message { id, receipt: s.receipt(), visible_again_at }
    }

    /// Does `receipt` hold the message in `state`?
    fn holds(&self, id: u32, receipt: Receipt, state: MessageState) -> bool {
        self.slots[id as usize].held(receipt, state)
    }

    /// The message comes back: visible again, or dead-lettered if its receives are used up
    /// under [`Redrive::OnExpiry`].
    fn come_back(&mut self, id: u32) -> Returned {
        let s = &mut self.slots[id as usize];
        if self.redrive == Redrive::OnExpiry && s.receives() >= self.max_receives {
            self.move_to_dead_letters(id);
            return Returned::DeadLettered;
        }
        s.set_state(MessageState::Visible);
        self.visible.push(id);
        Returned::Visible
    }

    /// The timer of `receipt` fired: the message comes back if that receipt still hides it.
    #[inline(always)]
    pub fn visibility_expired(&mut self, id: u32, receipt: Receipt) -> Returned {
        let s = self.slots[id as usize];
        if !s.held(receipt, MessageState::InFlight) && !s.held(receipt, MessageState::Delayed) {
            return Returned::Stale;
        }
        self.come_back(id)
    }

    /// The holder gives the message back unprocessed, at once (its consumer died and the
    /// broker saw the connection drop): as if its visibility timer fired now.
    pub fn nack(&mut self, id: u32, receipt: Receipt) -> Returned {
        if !self.holds(id, receipt, MessageState::InFlight) {
            return Returned::Stale;
        }
        self.come_back(id)
    }

    /// Deletes the message. Like SQS, a delete works whichever receipt its caller holds,
    /// even a stale one; returns `false` when the message was already gone (acked by
    /// another consumer, or dead-lettered).
    #[inline(always)]
    pub fn ack(&mut self, id: u32) -> bool {
        match self.slots[id as usize].state() {
            MessageState::Acked | MessageState::DeadLettered => return false,
            MessageState::Visible => self.visible.remove(id),
            MessageState::InFlight | MessageState::Delayed => {}
        }
        self.slots[id as usize].set_state(MessageState::Acked);
        self.acked += 1;
        true
    }

    /// The holder moves the message to the dead-letter queue itself (its body failed
    /// validation). `false` if `receipt` no longer holds it in flight.
    pub fn dead_letter(&mut self, id: u32, receipt: Receipt) -> bool {
        if !self.holds(id, receipt, MessageState::InFlight) {
            return false;
        }
        self.move_to_dead_letters(id);
        true
    }

    /// Hands the message back with a delay (the backoff lives in the queue's time, not in
    /// the consumer): it becomes visible at the returned instant, under a new receipt whose
    /// timer the caller schedules. `None` if `receipt` no longer holds the message.
    pub fn release(&mut self, id: u32, receipt: Receipt, now: Millis, delay_ms: u64) -> Option<(Receipt, Millis)> {
        if !self.holds(id, receipt, MessageState::InFlight) {
            return None;
        }
        let s = &mut self.slots[id as usize];
        s.set_state(MessageState::Delayed);
        Some((s.receipt(), now + delay_ms))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fifo_sends_a_returning_message_to_the_back_and_by_id_to_its_place() {
        for (order, want) in [(Order::Fifo, [1, 2, 0]), (Order::ById, [0, 1, 2])] {
            let mut q = Queue::new(3, 10, 5).order(order);
            let Received::Message { id, receipt, .. } = q.receive(Millis(0)) else { panic!("a message") };
            assert_eq!(q.visibility_expired(id, receipt), Returned::Visible);
            let got: Vec<u32> = (0..3)
                .map(|_| match q.receive(Millis(10)) {
                    Received::Message { id, .. } => id,
                    other => panic!("{other:?}"),
                })
                .collect();
            assert_eq!(got, want, "{order:?}");
        }
    }

    #[test]
    fn on_expiry_dead_letters_when_the_last_receive_comes_back() {
        let mut q = Queue::new(1, 10, 2).redrive(Redrive::OnExpiry);
        let Received::Message { id, receipt, .. } = q.receive(Millis(0)) else { panic!("a message") };
        assert_eq!(q.visibility_expired(id, receipt), Returned::Visible);
        let Received::Message { id, receipt, .. } = q.receive(Millis(10)) else { panic!("a message") };
        assert_eq!(q.nack(id, receipt), Returned::DeadLettered);
        assert_eq!((q.dead_letters(), q.open_len(), q.receives(0)), (&[0][..], 0, 2));
    }

    #[test]
    fn an_acked_message_ignores_its_timer_and_a_nack() {
        let mut q = Queue::new(1, 10, 1);
        let Received::Message { id, receipt, .. } = q.receive(Millis(0)) else { panic!("a message") };
        assert!(q.ack(id));
        assert_eq!(q.visibility_expired(id, receipt), Returned::Stale);
        assert_eq!(q.nack(id, receipt), Returned::Stale);
        assert!(!q.dead_letter(id, receipt));
        assert_eq!((q.acked_len(), q.open_len(), q.visible_len()), (1, 0, 0));
    }
}
