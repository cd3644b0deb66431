//! AWS SDK standard retry mode (botocore): `random() * min(2^(attempt-1), 20)` seconds,
//! 3 attempts.
//!
//! Source: boto/botocore `botocore/retries/standard.py` @0e6e2404 (1.43.67):
//! `ExponentialBackoff.delay_amount` returns
//! `self._random() * min(self._base ** (attempt_number - 1), self._max_backoff)` with
//! base 1 s and `_max_backoff = 20`: full jitter, the first retry waits `U[0, 1)` s.
//! `DEFAULT_MAX_ATTEMPTS = 3` counts the first try. The retry quota (`quota.py`, 500
//! tokens) is a budget, not a backoff: not modelled here. The other SDKs differ in the
//! base (aws-sdk-java-v2: 100 ms).

use super::{Draw, RetryPolicy, pow2};

/// botocore's standard mode.
///
/// # Example
/// ```
/// use jobsim::backoff::named::{AwsStandard, RetryPolicy};
/// let a = AwsStandard::default();
/// assert_eq!(a.max_retries(), Some(2));
/// assert_eq!(a.range_ms(1).0, 0.0);
/// assert!(a.range_ms(1).1 < 1000.0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AwsStandard {
    pub max_attempts: u32,
    pub max_backoff_ms: u64,
}

impl Default for AwsStandard {
    fn default() -> Self {
        AwsStandard { max_attempts: 3, max_backoff_ms: 20_000 }
    }
}

impl RetryPolicy for AwsStandard {
    fn max_retries(&self) -> Option<u32> {
        Some(self.max_attempts.max(1) - 1)
    }
    fn wait_ms(&self, retry: u32, draw: &mut dyn Draw) -> f64 {
        let ceiling_s = pow2(retry.max(1) - 1).min(self.max_backoff_ms as f64 / 1000.0);
        draw.unit() * ceiling_s * 1000.0
    }
    fn draws(&self) -> bool {
        true
    }
}
