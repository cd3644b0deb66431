//! A plain token bucket: a retry takes one token; tokens come back one every
//! `refill_every_ms`, up to `capacity`; the bucket starts full. No system's defaults: the
//! scenario's numbers are jobsim's (a burst of 10 retries, then one a second).
//!
//! # Example
//! ```
//! use jobsim::budget::token_bucket::TokenBucket;
//! use jobsim::sim::Millis;
//! let mut b = TokenBucket::new(3, 1000);
//! let burst = (0..5).filter(|_| b.try_take(Millis(0))).count();
//! assert_eq!(burst, 3);
//! assert!(!b.try_take(Millis(999)));
//! assert!(b.try_take(Millis(1000)));               // one token a second
//! assert_eq!(b.tokens(Millis(60_000)), 3);         // never more than the capacity
//! ```

use crate::sim::Millis;

/// A token bucket refilled one token at a time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenBucket {
    capacity: u32,
    tokens: u32,
    refill_every_ms: u64,
    /// When the next token is counted from.
    since: Millis,
}

impl TokenBucket {
    pub fn new(capacity: u32, refill_every_ms: u64) -> Self {
        assert!(refill_every_ms >= 1, "a token every millisecond at most");
        TokenBucket { capacity, tokens: capacity, refill_every_ms, since: Millis::ZERO }
    }

    fn refill(&mut self, now: Millis) {
        if self.tokens == self.capacity {
            self.since = now;
            return;
        }
        let earned = now.since(self.since) / self.refill_every_ms;
        if earned > 0 {
            self.tokens = (u64::from(self.tokens) + earned).min(u64::from(self.capacity)) as u32;
            self.since = if self.tokens == self.capacity { now } else { self.since + earned * self.refill_every_ms };
        }
    }

    /// Tokens in the bucket at `now`.
    pub fn tokens(&mut self, now: Millis) -> u32 {
        self.refill(now);
        self.tokens
    }

    /// Takes a token if there is one.
    pub fn try_take(&mut self, now: Millis) -> bool {
        self.refill(now);
        let ok = self.tokens > 0;
        if ok {
            self.tokens -= 1;
        }
        ok
    }
}
