//! gRPC retry throttling (gRFC A6), a per-server token count that stops retries once
//! failures outweigh successes.
//!
//! Source: grpc/proposal: `A6-client-retries.md` @1fd061ad ("retryThrottling"): the
//! token count starts at `maxTokens` and stays in `[0, maxTokens]`; "every failed RPC will
//! decrement the token_count by 1", "every successful RPC will increment the token_count
//! by tokenRatio"; "if token_count is less than or equal to maxTokens / 2, then RPCs will
//! not be retried". `maxTokens` is in `(0, 1000]`, `tokenRatio` > 0 with "up to 3 decimal
//! places" (digits past the third are dropped). The spec's example, used here as the
//! default: `maxTokens: 10, tokenRatio: 0.1`; without the setting gRPC does not throttle.
//!
//! The count is kept in thousandths (integers), so the third decimal is exact. A failed
//! attempt decrements first and then decides its own retry: from a full count of 10 the
//! first four failures are retried, the fifth leaves 5 ≤ 10/2 and is not.
//!
//! # Example
//! ```
//! use jobsim::budget::grpc::RetryThrottle;
//! let mut t = RetryThrottle::new(10_000, 100);     // maxTokens 10, tokenRatio 0.1
//! let retried: Vec<bool> = (0..6).map(|_| t.on_failure()).collect();
//! assert_eq!(retried, [true, true, true, true, false, false]);
//! for _ in 0..10 { t.on_success(); }                 // +0.1 each: 4 → 5, still ≤ 5
//! assert!(!t.allows_retry());
//! t.on_success();                                    // 5.1 > 5
//! assert!(t.allows_retry());
//! ```

/// The per-server retry throttle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RetryThrottle {
    /// Thousandths of a token.
    tokens_milli: u32,
    max_milli: u32,
    ratio_milli: u32,
}

impl RetryThrottle {
    /// `maxTokens` and `tokenRatio` in thousandths (`10_000`, `100` for 10 and 0.1).
    pub fn new(max_tokens_milli: u32, token_ratio_milli: u32) -> Self {
        assert!(
            (1..=1_000_000).contains(&max_tokens_milli) && token_ratio_milli > 0,
            "maxTokens in (0, 1000], tokenRatio > 0"
        );
        RetryThrottle { tokens_milli: max_tokens_milli, max_milli: max_tokens_milli, ratio_milli: token_ratio_milli }
    }

    /// The token count, in thousandths.
    pub fn tokens_milli(&self) -> u32 {
        self.tokens_milli
    }

    /// Retries are allowed while the count is above `maxTokens / 2`.
    pub fn allows_retry(&self) -> bool {
        2 * u64::from(self.tokens_milli) > u64::from(self.max_milli)
    }

    /// An attempt failed (with a retryable status): one token less (not below 0); returns
    /// whether it may be retried.
    pub fn on_failure(&mut self) -> bool {
        self.tokens_milli = self.tokens_milli.saturating_sub(1000);
        self.allows_retry()
    }

    /// An attempt succeeded: `tokenRatio` more (not above `maxTokens`).
    pub fn on_success(&mut self) {
        self.tokens_milli = (self.tokens_milli + self.ratio_milli).min(self.max_milli);
    }
}

/// A number with up to three decimals, in thousandths: digits past the third are dropped,
/// as A6 says of `tokenRatio`.
pub fn thousandths(v: f64) -> u32 {
    // A tiny nudge so 0.1 (0.1000000000000000055…) and 0.3 (0.29999999999999998…) read as
    // the decimals written, then truncate.
    ((v * 1000.0) + 1e-9).floor() as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_count_stays_in_range_and_truncates_to_thousandths() {
        let mut t = RetryThrottle::new(2_000, 1);
        for _ in 0..5 {
            t.on_failure();
        }
        assert_eq!(t.tokens_milli(), 0);
        for _ in 0..5000 {
            t.on_success();
        }
        assert_eq!(t.tokens_milli(), 2_000);
        assert_eq!(
            (thousandths(0.1), thousandths(0.3), thousandths(0.1239), thousandths(10.0)),
            (100, 300, 123, 10_000)
        );
    }
}
