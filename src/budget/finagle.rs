//! Finagle's `RetryBudget()`: each request deposits, each retry withdraws five times as
//! much, deposits expire after `ttl`, and a constant reserve allows a minimum rate of
//! retries.
//!
//! Source: twitter/finagle: `finagle-core/src/main/scala/com/twitter/finagle/service/
//! RetryBudget.scala` (defaults `ttl` 10 s, `minRetriesPerSec` 10, `percentCanRetry` 0.2;
//! `ScaleFactor = 1000`: a deposit is 1000 tokens, a withdrawal `(1000 / percentCanRetry)
//! .toInt` = 5000, the reserve `minRetriesPerSec * ttl.inSeconds * withdrawal` = 500,000),
//! twitter/util: `util-core/src/main/scala/com/twitter/util/TokenBucket.scala`
//! (`newLeakyBucket`: `count = w.sum() + reserve`, `tryGet(n)` takes `n` if `count >= n`)
//! and `WindowedAdder.scala` (10 slices of `ttl / 10`) @1bdeab56.
//!
//! So a withdrawal is allowed while `window sum + 500,000 >= 5000`: about 100 retries per
//! 10 s plus 20 % of the requests. The reserve never drains; withdrawals are negative adds
//! that expire with their slice, so the "minimum" allowance comes back slice by slice.
//! With `minRetriesPerSec = 0` and `percentCanRetry = 0` the budget is `Empty` (never
//! retries); with only `percentCanRetry = 0` deposits are 0 and a retry costs 1.
//!
//! # Example
//! ```
//! use jobsim::budget::finagle::RetryBudget;
//! use jobsim::sim::Millis;
//! let mut b = RetryBudget::standard(Millis(0));
//! let granted = (0..200).filter(|_| b.try_withdraw(Millis(0))).count();
//! assert_eq!(granted, 100);                        // the reserve: 10/s over 10 s
//! for _ in 0..5 { b.deposit(Millis(0)); }          // five requests: one more retry
//! assert!(b.try_withdraw(Millis(0)) && !b.try_withdraw(Millis(0)));
//! assert!(b.try_withdraw(Millis(10_000)));         // the first slice expired
//! ```

use crate::sim::Millis;

/// `ScaleFactor`: tokens per deposit.
pub const SCALE_FACTOR: f64 = 1000.0;

/// twitter/util's `WindowedAdder`: a sum over `slices - 1` kept slices plus the one being
/// written. A slice ends `range / slices` after the previous one was closed (not on a fixed
/// grid); slices skipped while idle are zeroed, as in the Scala code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WindowedAdder {
    window_ms: u64,
    writer: i64,
    buf: Vec<i64>,
    i: usize,
    old: Millis,
}

impl WindowedAdder {
    pub fn new(range_ms: u64, slices: usize, now: Millis) -> Self {
        assert!(slices > 1 && range_ms >= slices as u64, "more than one slice, each at least 1 ms");
        WindowedAdder { window_ms: range_ms / slices as u64, writer: 0, buf: vec![0; slices - 1], i: 0, old: now }
    }

    fn expire(&mut self, now: Millis) {
        if now.since(self.old) < self.window_ms {
            return;
        }
        let n = self.buf.len();
        self.buf[self.i] = std::mem::take(&mut self.writer);
        self.i = (self.i + 1) % n;
        let nskip = (now.since(self.old) / self.window_ms - 1).min(n as u64) as usize;
        if nskip > 0 {
            let r = nskip.min(n - self.i);
            self.buf[self.i..self.i + r].fill(0);
            self.buf[..nskip - r].fill(0);
            self.i = (self.i + nskip) % n;
        }
        self.old = now;
    }

    pub fn add(&mut self, x: i64, now: Millis) {
        self.expire(now);
        self.writer += x;
    }

    pub fn sum(&mut self, now: Millis) -> i64 {
        self.expire(now);
        self.writer + self.buf.iter().sum::<i64>()
    }
}

/// The retry budget (`TokenRetryBudget` over a leaky bucket), or `Empty`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RetryBudget {
    adder: WindowedAdder,
    reserve: i64,
    deposit: i64,
    withdrawal: i64,
    empty: bool,
}

impl RetryBudget {
    /// `RetryBudget()`: ttl 10 s, 10 retries per second, 20 % of requests.
    pub fn standard(now: Millis) -> Self {
        Self::new(10, 10, 0.2, now)
    }

    /// `RetryBudget(ttl, minRetriesPerSec, percentCanRetry)`, `ttl` in whole seconds
    /// (Finagle requires 1..=60 and uses `ttl.inSeconds`).
    pub fn new(ttl_s: u32, min_retries_per_sec: u32, percent_can_retry: f64, now: Millis) -> Self {
        assert!((1..=60).contains(&ttl_s) && (0.0..=SCALE_FACTOR).contains(&percent_can_retry));
        let empty = min_retries_per_sec == 0 && percent_can_retry == 0.0;
        let deposit = if percent_can_retry == 0.0 { 0 } else { SCALE_FACTOR as i64 };
        let withdrawal = if percent_can_retry == 0.0 { 1 } else { (SCALE_FACTOR / percent_can_retry) as i64 };
        let reserve = i64::from(min_retries_per_sec) * i64::from(ttl_s) * withdrawal;
        let adder = WindowedAdder::new(u64::from(ttl_s) * 1000, 10, now);
        RetryBudget { adder, reserve, deposit, withdrawal, empty }
    }

    /// Tokens per deposit and per withdrawal, and the reserve.
    pub fn amounts(&self) -> (i64, i64, i64) {
        (self.deposit, self.withdrawal, self.reserve)
    }

    /// A request was made.
    pub fn deposit(&mut self, now: Millis) {
        if !self.empty {
            self.adder.add(self.deposit, now);
        }
    }

    /// May a retry be made? If so, its withdrawal is taken.
    pub fn try_withdraw(&mut self, now: Millis) -> bool {
        if self.empty {
            return false;
        }
        let ok = self.adder.sum(now) + self.reserve >= self.withdrawal;
        if ok {
            self.adder.add(-self.withdrawal, now);
        }
        ok
    }

    /// Retries that could be made now (`count / withdrawal`).
    pub fn balance(&mut self, now: Millis) -> i64 {
        if self.empty { 0 } else { (self.adder.sum(now) + self.reserve) / self.withdrawal }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_defaults_are_finagles_numbers() {
        let b = RetryBudget::standard(Millis(0));
        assert_eq!(b.amounts(), (1000, 5000, 500_000));
        let mut empty = RetryBudget::new(10, 0, 0.0, Millis(0));
        assert!(!empty.try_withdraw(Millis(0)));
        let mut time_only = RetryBudget::new(1, 2, 0.0, Millis(0));
        assert_eq!(time_only.amounts(), (0, 1, 2));
        assert_eq!((0..5).filter(|_| time_only.try_withdraw(Millis(0))).count(), 2);
    }

    #[test]
    fn idle_slices_are_skipped_and_zeroed() {
        let mut w = WindowedAdder::new(10_000, 10, Millis(0));
        w.add(5, Millis(0));
        w.add(7, Millis(1500));
        assert_eq!(w.sum(Millis(1500)), 12);
        assert_eq!(w.sum(Millis(9_999)), 12);
        // 25 s of silence: every slice is gone.
        assert_eq!(w.sum(Millis(35_000)), 0);
    }
}
