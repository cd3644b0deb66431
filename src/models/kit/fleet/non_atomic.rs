//! The non-atomic lock (`atomiksiz`): check-then-set in two store operations, a read
//! `store_op_ms` after the trigger and a write `store_op_ms` later. Two instances that
//! both read before either writes both "win": the race.

use super::Fleet;
use super::event::Event;
use super::outcome::Skip;

impl Fleet<'_> {
    pub(super) fn lease_read(&mut self, i: usize) {
        let (now, clock_ms) = (self.now(), self.clock_ms(i));
        let free = self.store.peek().is_none_or(|r| r.expires_at_ms < clock_ms);
        self.trace(i, "LeaseRead", || format!("free={free}"));
        if free {
            self.send_in(i, self.spec.store_op_ms, Event::LeaseWritten { inst: i });
        } else {
            self.skips.push(Skip { time_ms: now, inst: i });
            self.trace(i, "RunSkipped", String::new);
        }
    }

    pub(super) fn lease_written(&mut self, i: usize) {
        let token = self.store.overwrite(self.now(), i, self.clock_ms(i), self.spec.lease_ms);
        self.trace(i, "LeaseAcquired", || format!("token={token} (check-then-set)"));
        self.start_run(i, token);
    }
}
