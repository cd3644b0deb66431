//! River: `(errors + 1)^4` seconds ±10 %, 25 attempts.
//!
//! Source: riverqueue/river `internal/retrypolicy/default.go` and
//! `internal/rivercommon/river_common.go` @fdf6cdf1: `NextRetryAt = now +
//! retrySeconds(len(job.Errors) + 1)`, `retrySecondsWithoutJitter(n) = min(n^4,
//! maxDuration)` (about 292 years), then `s += s * (rand.Float64()*0.2 - 0.1)`: a real
//! number of seconds in `[0.9 s, 1.1 s)`; at the cap no jitter is added.
//! `MaxAttemptsDefault = 25`, so 24 retries; the errors, not the attempt, count, so that
//! snoozes do not shift the schedule (with no snoozes they are the same number).

use super::{Draw, RetryPolicy};

/// The largest `time.Duration`, in seconds.
const MAX_DURATION_S: f64 = i64::MAX as f64 / 1e9;

/// River's default retry policy.
///
/// # Example
/// ```
/// use jobsim::backoff::named::{Extreme, River, RetryPolicy};
/// let r = River::default();
/// assert_eq!(r.max_retries(), Some(24));
/// let (lo, hi) = r.range_ms(2);
/// assert!((lo - 14_400.0).abs() < 1e-6 && (hi - 17_600.0).abs() < 1e-6);
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct River {
    pub max_attempts: u32,
}

impl Default for River {
    fn default() -> Self {
        River { max_attempts: 25 }
    }
}

impl RetryPolicy for River {
    fn max_retries(&self) -> Option<u32> {
        Some(self.max_attempts.max(1) - 1)
    }
    fn wait_ms(&self, retry: u32, draw: &mut dyn Draw) -> f64 {
        let mut s = f64::from(retry.max(1)).powi(4).min(MAX_DURATION_S);
        if s == MAX_DURATION_S {
            return s * 1000.0;
        }
        s += s * (draw.unit() * 0.2 - 0.1);
        s.min(MAX_DURATION_S) * 1000.0
    }
    fn draws(&self) -> bool {
        true
    }
}
