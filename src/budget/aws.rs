//! The AWS SDK's standard-mode retry quota (botocore), the client-wide bucket every retry
//! draws from.
//!
//! Source: boto/botocore: `botocore/retries/quota.py` (`RetryQuota`: `INITIAL_CAPACITY =
//! 500`, also the maximum) and `botocore/retries/standard.py` (`RetryQuotaChecker`:
//! `_RETRY_COST = 5`, `_TIMEOUT_RETRY_REQUEST = 10`, `_NO_RETRY_INCREMENT = 1`) @0e6e2404
//! (1.43.67). aws-sdk-go-v2 `aws/retry/standard.go` has the same numbers
//! (`DefaultRetryRateTokens 500`, `DefaultRetryCost 5`, `DefaultRetryTimeoutCost 10`,
//! `DefaultNoRetryIncrement 1`).
//!
//! - **Acquire**: a retry costs 5 tokens, 10 if the failed attempt was a connect or read
//!   timeout. If the quota cannot cover the cost, the retry is not made (and nothing is
//!   taken).
//! - **Refund**: only on a 2xx response, which ends the request: 1 token if the request was
//!   never retried, else the amount its last retry acquired. Nothing on a failure.
//!
//! So with no successes 500 / 5 = 100 retries are made and the 101st is refused.
//! Not modelled: the opt-in `AWS_NEW_RETRIES_2026` costs (14 per retry, 5 per throttled
//! retry) and adaptive mode's rate limiter.
//!
//! # Example
//! ```
//! use jobsim::budget::aws::RetryQuota;
//! let mut q = RetryQuota::standard();
//! let granted = (0..101).filter(|_| q.acquire_retry(false).is_some()).count();
//! assert_eq!((granted, q.available()), (100, 0));  // the 101st retry is refused
//! q.on_success(None);                              // a first-try success refunds 1
//! assert_eq!(q.available(), 1);
//! ```

/// `INITIAL_CAPACITY`: the quota starts full and never holds more.
pub const INITIAL_CAPACITY: u32 = 500;
/// `_RETRY_COST`: what a retry takes.
pub const RETRY_COST: u32 = 5;
/// `_TIMEOUT_RETRY_REQUEST`: what a retry after a timeout takes.
pub const TIMEOUT_RETRY_COST: u32 = 10;
/// `_NO_RETRY_INCREMENT`: the refund of a success that was never retried.
pub const NO_RETRY_INCREMENT: u32 = 1;

/// The client-wide retry quota.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RetryQuota {
    available: u32,
    max: u32,
    retry_cost: u32,
    timeout_cost: u32,
    no_retry_increment: u32,
}

impl RetryQuota {
    /// botocore's defaults: 500 tokens, costs 5 and 10, refund 1.
    pub fn standard() -> Self {
        Self::new(INITIAL_CAPACITY, RETRY_COST, TIMEOUT_RETRY_COST, NO_RETRY_INCREMENT)
    }

    pub fn new(capacity: u32, retry_cost: u32, timeout_cost: u32, no_retry_increment: u32) -> Self {
        RetryQuota { available: capacity, max: capacity, retry_cost, timeout_cost, no_retry_increment }
    }

    /// Tokens left.
    pub fn available(&self) -> u32 {
        self.available
    }

    /// A failed attempt wants a retry: takes its cost (10 after a timeout, else 5) and
    /// returns it, or `None` (nothing taken) when the quota cannot cover it.
    pub fn acquire_retry(&mut self, timeout: bool) -> Option<u32> {
        let cost = if timeout { self.timeout_cost } else { self.retry_cost };
        if cost > self.available {
            return None;
        }
        self.available -= cost;
        Some(cost)
    }

    /// A 2xx response ended the request; `last_acquired` is what its last retry took
    /// (`None`: it was never retried, the refund is 1).
    pub fn on_success(&mut self, last_acquired: Option<u32>) {
        let refund = last_acquired.unwrap_or(self.no_retry_increment);
        self.available = (self.available + refund).min(self.max);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timeouts_cost_ten_and_a_retried_success_refunds_what_it_took() {
        let mut q = RetryQuota::standard();
        assert_eq!(q.acquire_retry(true), Some(10));
        assert_eq!(q.available(), 490);
        q.on_success(Some(10));
        assert_eq!(q.available(), 500);
        q.on_success(None);
        assert_eq!(q.available(), 500, "never above the initial capacity");
        let mut low = RetryQuota::new(7, 5, 10, 1);
        assert_eq!(low.acquire_retry(true), None, "10 > 7: refused, nothing taken");
        assert_eq!((low.acquire_retry(false), low.available()), (Some(5), 2));
    }
}
