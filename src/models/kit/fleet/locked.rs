//! The atomic lease lock (`kilitli`): one store operation, `store_op_ms` after the
//! trigger, that takes the lease or refuses. A refused instance with `retry_ms` tries
//! again, every `retry_ms` from its previous trigger, until it has run once.

use super::Fleet;
use super::event::Event;
use super::outcome::{Skip, Takeover};

impl Fleet<'_> {
    pub(super) fn acquire_applied(&mut self, i: usize) {
        let (now, clock_ms) = (self.now(), self.clock_ms(i));
        let before = self.store.peek();
        let Some(token) = self.store.acquire(now, i, clock_ms, self.spec.lease_ms) else {
            self.skips.push(Skip { time_ms: now, inst: i });
            let row = before.expect("a refused acquire means a row exists");
            let holder = &self.spec.instances[row.owner as usize].name;
            let details = || format!("holder={holder} expires_at_ms={} clock_ms={clock_ms}", row.expires_at_ms);
            self.sim.trace(&self.spec.instances[i].name, "RunSkipped", details);
            self.retry(i);
            return;
        };
        if let Some(row) = before {
            self.takeovers.push(Takeover { time_ms: now, inst: i });
            let owner = &self.spec.instances[row.owner as usize].name;
            let details = || format!("owner={owner} expires_at_ms={} clock_ms={clock_ms}", row.expires_at_ms);
            self.sim.trace("store", "LeaseExpired", details);
        }
        self.trace(i, "LeaseAcquired", || format!("token={token}"));
        self.start_run(i, token);
    }

    fn retry(&mut self, i: usize) {
        let Some(retry_ms) = self.spec.instances[i].retry_ms else { return };
        if self.instances[i].ran_once {
            return;
        }
        // Every `retry_ms` from the previous trigger, not from now.
        let at = (self.instances[i].last_trigger_ms + retry_ms).max(self.now());
        if at <= self.spec.horizon_ms {
            self.send_at(i, at, Event::TriggerFired { inst: i });
        }
    }
}
