//! An SQS-like queue with a visibility timeout, a receive counter and a dead-letter queue:
//! the durable store of the lesson 004.4 models. It is pure bookkeeping: the model owns
//! the clock and schedules the visibility timers on the engine.
//!
//! ```text
//!            receive (count += 1, new receipt)          ack(receipt)
//! Visible ─────────────────────────────────► InFlight ───────────────► Acked
//!    ▲                                          │  release(delay): visible again after delay
//!    └──── VisibilityExpired(receipt) ◄─────────┘  (a stale receipt's timer does nothing)
//! count > max_receives at receive ⇒ DeadLettered (the counter moves at delivery, 004.1)
//! ```

use std::collections::VecDeque;

use crate::sim::Millis;

/// Where a message is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MessageState {
    /// Waiting in the visible FIFO.
    Visible,
    /// Hidden until `until`, held under `receipt`.
    InFlight {
        receipt: u64,
        until: Millis,
    },
    /// Hidden by a release with a delay until `until`; not held by anyone.
    Delayed {
        receipt: u64,
        until: Millis,
    },
    Acked,
    DeadLettered,
}

/// One message and its counters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub id: u32,
    pub receives: u32,
    pub state: MessageState,
    pub first_received: Option<Millis>,
}

/// What a receive handed out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Received {
    /// A message to work on, its receipt and when it becomes visible again if not acked.
    Message { id: u32, receipt: u64, visible_again_at: Millis },
    /// The message exceeded `max_receives` and went to the dead-letter queue instead.
    DeadLettered { id: u32 },
    /// Nothing visible.
    Empty,
}

/// The queue: messages by id (dense, 0-based), a FIFO of visible ids, a dead-letter list.
#[derive(Clone, Debug)]
pub struct Queue {
    messages: Vec<Message>,
    visible: VecDeque<u32>,
    dead_letters: Vec<u32>,
    next_receipt: u64,
    visibility_timeout_ms: u64,
    max_receives: u32,
}

impl Queue {
    /// `count` messages, all visible, ids `0..count` in FIFO order.
    ///
    /// # Example
    /// ```
    /// use jobsim::queue::{Queue, Received};
    /// use jobsim::sim::Millis;
    /// let mut q = Queue::new(1, 1000, 3);
    /// let Received::Message { id, receipt, visible_again_at } = q.receive(Millis(0)) else { panic!() };
    /// assert_eq!((id, visible_again_at), (0, Millis(1000)));
    /// assert!(q.ack(id, receipt));
    /// assert_eq!(q.receive(Millis(5)), Received::Empty);
    /// ```
    pub fn new(count: u32, visibility_timeout_ms: u64, max_receives: u32) -> Self {
        Queue {
            messages: (0..count)
                .map(|id| Message { id, receives: 0, state: MessageState::Visible, first_received: None })
                .collect(),
            visible: (0..count).collect(),
            dead_letters: Vec::new(),
            next_receipt: 0,
            visibility_timeout_ms,
            max_receives,
        }
    }

    /// Adds one visible message at the tail; returns its id.
    pub fn push(&mut self) -> u32 {
        let id = self.messages.len() as u32;
        self.messages.push(Message { id, receives: 0, state: MessageState::Visible, first_received: None });
        self.visible.push_back(id);
        id
    }

    pub fn message(&self, id: u32) -> &Message {
        &self.messages[id as usize]
    }

    pub fn messages(&self) -> &[Message] {
        &self.messages
    }

    pub fn dead_letters(&self) -> &[u32] {
        &self.dead_letters
    }

    /// Messages visible right now.
    pub fn visible_len(&self) -> usize {
        self.visible.len()
    }

    /// Messages neither acked nor dead-lettered.
    pub fn open_len(&self) -> usize {
        self.messages.iter().filter(|m| !matches!(m.state, MessageState::Acked | MessageState::DeadLettered)).count()
    }

    /// Takes the first visible message. The receive counter moves here, before any work;
    /// a message received more than `max_receives` times is dead-lettered instead.
    pub fn receive(&mut self, now: Millis) -> Received {
        let Some(id) = self.visible.pop_front() else { return Received::Empty };
        let m = &mut self.messages[id as usize];
        assert_eq!(m.state, MessageState::Visible, "the visible FIFO held a hidden message");
        m.receives += 1;
        m.first_received.get_or_insert(now);
        if m.receives > self.max_receives {
            m.state = MessageState::DeadLettered;
            self.dead_letters.push(id);
            return Received::DeadLettered { id };
        }
        let receipt = self.next_receipt;
        self.next_receipt += 1;
        let until = now + self.visibility_timeout_ms;
        m.state = MessageState::InFlight { receipt, until };
        Received::Message { id, receipt, visible_again_at: until }
    }

    /// The timer of `receipt` fired: the message becomes visible again if that receipt
    /// still hides it. Returns whether it did.
    pub fn visibility_expired(&mut self, id: u32, receipt: u64) -> bool {
        let m = &mut self.messages[id as usize];
        match m.state {
            MessageState::InFlight { receipt: r, .. } | MessageState::Delayed { receipt: r, .. } if r == receipt => {
                m.state = MessageState::Visible;
                self.visible.push_back(id);
                true
            }
            _ => false,
        }
    }

    /// Deletes the message. Like SQS, any receipt of it deletes it; returns `false` when it
    /// was already gone (acked by another consumer, or dead-lettered).
    pub fn ack(&mut self, id: u32, _receipt: u64) -> bool {
        let m = &mut self.messages[id as usize];
        match m.state {
            MessageState::Acked | MessageState::DeadLettered => false,
            MessageState::Visible => {
                self.visible.retain(|&v| v != id);
                m.state = MessageState::Acked;
                true
            }
            _ => {
                m.state = MessageState::Acked;
                true
            }
        }
    }

    /// Hands the message back with a delay (the backoff lives in the queue's time, not in
    /// the consumer): it becomes visible at the returned instant, under a new receipt whose
    /// timer the caller schedules. `None` if `receipt` no longer holds the message.
    pub fn release(&mut self, id: u32, receipt: u64, now: Millis, delay_ms: u64) -> Option<(u64, Millis)> {
        let m = &mut self.messages[id as usize];
        match m.state {
            MessageState::InFlight { receipt: r, .. } if r == receipt => {
                let new = self.next_receipt;
                self.next_receipt += 1;
                let until = now + delay_ms;
                m.state = MessageState::Delayed { receipt: new, until };
                Some((new, until))
            }
            _ => None,
        }
    }
}
