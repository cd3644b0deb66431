//! The lease lock and fencing tokens (lesson 000.6), as pure data structures with `now`
//! injected.
//!
//! [`LeaseTable::acquire`] is the lesson's single SQL statement
//! (`INSERT … ON CONFLICT(ad) DO UPDATE … WHERE kilit.bitis < ?`): one atomic step that
//! inserts the row, or takes it over only if its `expires_at_ms` is strictly before the
//! caller's `now` (a lease ending exactly now is still held). [`LeaseTable::release`]
//! deletes the row only if the caller still owns it, so a holder whose lease was taken
//! over cannot delete the new holder's lease. The row's name is the job's name, not the
//! process's.
//!
//! ```
//! use jobsim::lease::LeaseTable;
//! let mut t = LeaseTable::default();
//! let a = t.acquire("aylik-rapor", 0, 1_000, 5_000).unwrap();
//! assert_eq!(t.acquire("aylik-rapor", 1, 6_000, 5_000), None); // 6000 < 6000 is false
//! let b = t.acquire("aylik-rapor", 1, 6_001, 5_000).unwrap(); // expired: taken over
//! assert!(b > a);                                              // fencing token grew
//! assert!(!t.release("aylik-rapor", 0));                       // not A's row any more
//! assert!(t.release("aylik-rapor", 1));
//! ```
//!
//! Fencing: every successful acquire returns a token from one counter that only grows;
//! a [`FencedResource`] accepts a write only if its token is at least the highest it has
//! seen, so a holder that lost its lease while paused cannot overwrite newer work.
//!
//! The non-atomic variant ([`LeaseTable::peek`] then [`LeaseTable::overwrite`]) exists
//! only to show the race: two callers that both peek before either writes both "win".

use std::collections::BTreeMap;

/// One row of the lease table (`kilit`: `ad`, `sahip`, `bitis`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LeaseRow {
    /// The holder (`sahip`).
    pub owner: u32,
    /// End of the lease on the clock of the caller that wrote it (`bitis`).
    pub expires_at_ms: i64,
    /// The fencing token handed out with this lease.
    pub token: u64,
}

/// The durable lease table, keyed by job name.
#[derive(Clone, Debug, Default)]
pub struct LeaseTable {
    rows: BTreeMap<String, LeaseRow>,
    tokens_issued: u64,
}

impl LeaseTable {
    /// Atomic acquire: insert, or take over only if `expires_at_ms < now_ms`. Returns the
    /// fencing token on success. `now_ms` is the caller's own clock.
    pub fn acquire(&mut self, name: &str, owner: u32, now_ms: i64, lease_ms: u64) -> Option<u64> {
        if let Some(row) = self.rows.get(name)
            && row.expires_at_ms >= now_ms
        {
            return None;
        }
        Some(self.overwrite(name, owner, now_ms, lease_ms))
    }

    /// Deletes the row only if `owner` holds it (`DELETE … WHERE ad = ? AND sahip = ?`).
    pub fn release(&mut self, name: &str, owner: u32) -> bool {
        if self.rows.get(name).is_some_and(|r| r.owner == owner) {
            self.rows.remove(name);
            true
        } else {
            false
        }
    }

    /// The current row, whatever its expiry (the first half of a non-atomic lock).
    pub fn peek(&self, name: &str) -> Option<LeaseRow> {
        self.rows.get(name).copied()
    }

    /// Unconditional write (the second half of a non-atomic lock, or the body of an
    /// atomic acquire that passed its check). Returns the new fencing token.
    pub fn overwrite(&mut self, name: &str, owner: u32, now_ms: i64, lease_ms: u64) -> u64 {
        self.tokens_issued += 1;
        let lease_ms = i64::try_from(lease_ms).expect("lease_ms fits i64");
        let row = LeaseRow { owner, expires_at_ms: now_ms + lease_ms, token: self.tokens_issued };
        self.rows.insert(name.to_string(), row);
        self.tokens_issued
    }
}

/// A resource that checks fencing tokens on every write (the store the job writes to).
///
/// Built with [`FencedResource::new`]`(false)` it is the same store without the check:
/// every write is accepted, and a stale one (token below the highest seen) is counted,
/// which is what fencing would have prevented.
///
/// ```
/// use jobsim::lease::FencedResource;
/// let (mut fenced, mut open) = (FencedResource::default(), FencedResource::new(false));
/// for r in [&mut fenced, &mut open] {
///     assert!(r.write(2));
///     assert!(r.is_stale(1));
/// }
/// assert!(!fenced.write(1)); // rejected: a newer holder has written
/// assert!(open.write(1));    // accepted, and counted as stale
/// assert_eq!((fenced.writes_rejected, open.stale_writes_accepted), (1, 1));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FencedResource {
    /// Highest token seen on an accepted write.
    pub highest_token: u64,
    pub writes_accepted: u32,
    pub writes_rejected: u32,
    /// Stale writes accepted because the resource does not check tokens.
    pub stale_writes_accepted: u32,
    fencing: bool,
}

impl Default for FencedResource {
    fn default() -> Self {
        FencedResource::new(true)
    }
}

impl FencedResource {
    /// A resource that checks tokens (`fencing`) or accepts every write.
    pub fn new(fencing: bool) -> Self {
        FencedResource { highest_token: 0, writes_accepted: 0, writes_rejected: 0, stale_writes_accepted: 0, fencing }
    }

    /// Whether a write with `token` would be stale: a newer lease holder has written.
    pub fn is_stale(&self, token: u64) -> bool {
        token < self.highest_token
    }

    /// Accepts the write if `token >= highest_token` (a holder may write several times);
    /// without fencing, accepts it anyway.
    pub fn write(&mut self, token: u64) -> bool {
        let stale = self.is_stale(token);
        if stale && self.fencing {
            self.writes_rejected += 1;
            return false;
        }
        self.highest_token = self.highest_token.max(token);
        self.writes_accepted += 1;
        self.stale_writes_accepted += u32::from(stale);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strict_expiry_and_own_release() {
        let mut t = LeaseTable::default();
        assert_eq!(t.acquire("j", 1, 0, 100), Some(1));
        assert_eq!(t.acquire("j", 2, 100, 100), None);
        assert_eq!(t.acquire("j", 2, 101, 100), Some(2));
        assert!(!t.release("j", 1));
        assert_eq!(t.peek("j").map(|r| r.owner), Some(2));
        let mut r = FencedResource::default();
        assert!(r.write(2));
        assert!(!r.write(1));
        assert!(r.write(2));
        let mut open = FencedResource::new(false);
        assert!(open.write(2));
        assert!(open.write(1));
        assert_eq!((open.highest_token, open.writes_accepted, open.stale_writes_accepted), (2, 2, 1));
    }
}
