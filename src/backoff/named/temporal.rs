//! Temporal: `min(initial * coefficient^(attempt - 1), maximum_interval)`, no jitter.
//!
//! Source: temporalio/temporal `common/backoff/retry.go` (`ExponentialBackoffAlgorithm`,
//! `nextBackoffInterval`), `common/retrypolicy/retry_policy.go` (`DefaultDefaultRetrySettings`,
//! `EnsureDefaults`) and `service/history/workflow/retry.go` @6805caea. Defaults:
//! InitialInterval 1 s, BackoffCoefficient 2.0, MaximumInterval = 100 × InitialInterval
//! when unset, MaximumAttempts 0 (unlimited). Retries stop when `maximum_attempts > 0`
//! and the attempt that failed is the last one. The retry path draws nothing (the server
//! computes it; `common/backoff/jitter.go` is used only on operator unpause/reset). The
//! sequence: 1, 2, 4, 8, 16, 32, 64, 100, 100 … s. Not modelled: the ScheduleToClose
//! expiration and a failure's `next_retry_delay`.

use super::{Draw, RetryPolicy};

/// Temporal's activity retry policy.
///
/// # Example
/// ```
/// use jobsim::backoff::named::{Extreme, RetryPolicy, Temporal};
/// let t = Temporal::default();
/// assert_eq!(t.max_retries(), None);
/// assert_eq!(t.wait_ms(7, &mut Extreme::High), 64_000.0);
/// assert_eq!(t.wait_ms(8, &mut Extreme::Low), 100_000.0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Temporal {
    pub initial_interval_ms: u64,
    pub backoff_coefficient: f64,
    /// `None`: 100 × the initial interval.
    pub maximum_interval_ms: Option<u64>,
    /// 0: unlimited.
    pub maximum_attempts: u32,
}

impl Default for Temporal {
    fn default() -> Self {
        Temporal { initial_interval_ms: 1000, backoff_coefficient: 2.0, maximum_interval_ms: None, maximum_attempts: 0 }
    }
}

impl Temporal {
    /// The cap: the maximum interval, or 100 × the initial one (`EnsureDefaults`).
    pub fn maximum_ms(&self) -> f64 {
        self.maximum_interval_ms.unwrap_or(self.initial_interval_ms.saturating_mul(100)) as f64
    }
}

impl RetryPolicy for Temporal {
    fn max_retries(&self) -> Option<u32> {
        (self.maximum_attempts > 0).then(|| self.maximum_attempts - 1)
    }
    fn wait_ms(&self, retry: u32, _: &mut dyn Draw) -> f64 {
        let raw = self.initial_interval_ms as f64 * libm::pow(self.backoff_coefficient, f64::from(retry.max(1) - 1));
        raw.min(self.maximum_ms())
    }
    fn draws(&self) -> bool {
        false
    }
}
