//! One message of a queue in four bytes: its receive counter and its state. Its receipts
//! follow from them, so nothing else is stored per message.

use super::{MessageState, Receipt};

/// The receive counter in the low 29 bits, the [`MessageState`] in the top 3.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Slot(u32);

const STATE_SHIFT: u32 = 29;
const RECEIVES: u32 = (1 << STATE_SHIFT) - 1;

impl Slot {
    /// Never received, visible.
    pub(super) const FRESH: Slot = Slot(0);

    pub(super) fn receives(self) -> u32 {
        self.0 & RECEIVES
    }

    pub(super) fn state(self) -> MessageState {
        match self.0 >> STATE_SHIFT {
            0 => MessageState::Visible,
            1 => MessageState::InFlight,
            2 => MessageState::Delayed,
            3 => MessageState::Acked,
            _ => MessageState::DeadLettered,
        }
    }

    pub(super) fn set_state(&mut self, state: MessageState) {
        self.0 = self.receives() | (state as u32) << STATE_SHIFT;
    }

    /// Counts one more receive.
    pub(super) fn count_receive(&mut self) {
        assert!(self.receives() < RECEIVES, "a message was received {RECEIVES} times");
        self.0 += 1;
    }

    /// The receipt that holds the message in `state`: receive `n` hands out receipt `2n`,
    /// a release after it `2n + 1`. A later receive or release changes it, so an older
    /// receipt is stale.
    fn receipt_in(self, state: MessageState) -> Receipt {
        Receipt(2 * self.receives() + u32::from(state == MessageState::Delayed))
    }

    /// The receipt that holds the message now.
    pub(super) fn receipt(self) -> Receipt {
        self.receipt_in(self.state())
    }

    /// Is the message in `state` under `receipt`?
    pub(super) fn held(self, receipt: Receipt, state: MessageState) -> bool {
        self.0 >> STATE_SHIFT == state as u32 && self.receipt_in(state) == receipt
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slot_keeps_its_counter_across_states_and_its_receipt_moves() {
        assert_eq!(std::mem::size_of::<Slot>(), 4);
        let mut s = Slot::FRESH;
        s.count_receive();
        s.set_state(MessageState::InFlight);
        let held = s.receipt();
        s.set_state(MessageState::Delayed);
        assert_ne!(s.receipt(), held);
        for state in [MessageState::Visible, MessageState::Acked, MessageState::DeadLettered] {
            s.set_state(state);
            assert_eq!((s.state(), s.receives()), (state, 1));
        }
    }
}
