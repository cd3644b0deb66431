//! The durable store the fleet shares: the lease table and the resource the job writes
//! to, fenced or not ([`FencedResource`]), with the log of every operation it applied.

use super::outcome::StoreOp;
use crate::lease::{FencedResource, LeaseRow, LeaseTable};

/// The lock's name: the job's name, not the process's (the lesson's `aylik-rapor`).
const JOB: &str = "aylik-rapor";

/// The resource's answer to one write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Write {
    Accepted,
    /// Stale (a newer lease holder has written), accepted: fencing is off.
    StaleAccepted,
    /// Stale, rejected by the fencing check.
    StaleRejected,
}

pub(super) struct Store {
    table: LeaseTable,
    resource: FencedResource,
    log: Vec<StoreOp>,
}

impl Store {
    pub(super) fn new(fencing: bool) -> Self {
        Store { table: LeaseTable::default(), resource: FencedResource::new(fencing), log: Vec::new() }
    }

    /// The lease row, whatever its expiry.
    pub(super) fn peek(&self) -> Option<LeaseRow> {
        self.table.peek(JOB)
    }

    /// Atomic acquire on `inst`'s clock; the fencing token on success.
    pub(super) fn acquire(&mut self, time_ms: u64, inst: usize, clock_ms: i64, lease_ms: u64) -> Option<u64> {
        let token = self.table.acquire(JOB, inst as u32, clock_ms, lease_ms)?;
        self.log.push(StoreOp::LeaseIssued { time_ms, inst, token });
        Some(token)
    }

    /// The unconditional write of a check-then-set; the new fencing token.
    pub(super) fn overwrite(&mut self, time_ms: u64, inst: usize, clock_ms: i64, lease_ms: u64) -> u64 {
        let token = self.table.overwrite(JOB, inst as u32, clock_ms, lease_ms);
        self.log.push(StoreOp::LeaseIssued { time_ms, inst, token });
        token
    }

    /// Deletes the lease only if `inst` still holds it.
    pub(super) fn release(&mut self, inst: usize) -> bool {
        self.table.release(JOB, inst as u32)
    }

    /// One write to the resource with `token`.
    pub(super) fn write(&mut self, time_ms: u64, inst: usize, token: u64) -> Write {
        let stale = self.resource.is_stale(token);
        let accepted = self.resource.write(token);
        assert!(accepted || stale, "the resource rejects only stale writes");
        self.log.push(StoreOp::Written { time_ms, inst, token, accepted });
        match (stale, accepted) {
            (false, _) => Write::Accepted,
            (true, true) => Write::StaleAccepted,
            (true, false) => Write::StaleRejected,
        }
    }

    /// The resource's counters `(accepted, stale accepted, stale rejected)` and the log.
    pub(super) fn finish(self) -> ((u32, u32, u32), Vec<StoreOp>) {
        let r = self.resource;
        ((r.writes_accepted, r.stale_writes_accepted, r.writes_rejected), self.log)
    }
}
