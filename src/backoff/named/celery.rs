//! Celery autoretry: with `retry_backoff`, `min(retry_backoff_max, factor * 2^retries)`
//! seconds and full jitter, an integer in `0..=countdown`; without it the fixed
//! `default_retry_delay` of 180 s. `max_retries` 3.
//!
//! Source: celery/celery `celery/app/autoretry.py` (`add_autoretry_behaviour`: defaults
//! `retry_backoff = False`, `retry_backoff_max = 600`, `retry_jitter = True`),
//! `celery/utils/time.py` (`get_exponential_backoff_interval`: `countdown = min(maximum,
//! factor * 2 ** retries)`, then `random.randrange(countdown + 1)` and `max(0, …)`) and
//! `celery/app/task.py` (`max_retries = 3`, `default_retry_delay = 3 * 60`) @5dc781f0
//! (5.6.2). `retries` is 0 at the first retry; the factor is `int(max(1.0,
//! retry_backoff))`, so `True` is 1. The countdown never exceeds `retry_backoff_max`.

use super::{Draw, RetryPolicy};

/// A Celery task's retry options (`autoretry_for` with these).
///
/// # Example
/// ```
/// use jobsim::backoff::named::{Celery, Extreme, RetryPolicy};
/// assert_eq!(Celery::default().range_ms(1), (180_000.0, 180_000.0));
/// let backoff = Celery { retry_backoff: 1, ..Celery::default() };
/// assert_eq!(backoff.range_ms(1), (0.0, 1000.0));
/// assert_eq!(backoff.range_ms(20), (0.0, 600_000.0));
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Celery {
    pub max_retries: u32,
    /// `retry_backoff` as its integer factor: 0 is `False`, 1 is `True`.
    pub retry_backoff: u32,
    pub retry_backoff_max_s: u64,
    pub retry_jitter: bool,
    pub default_retry_delay_s: u64,
}

impl Default for Celery {
    fn default() -> Self {
        Celery {
            max_retries: 3,
            retry_backoff: 0,
            retry_backoff_max_s: 600,
            retry_jitter: true,
            default_retry_delay_s: 180,
        }
    }
}

impl Celery {
    /// The countdown before jitter, in whole seconds.
    pub fn countdown_s(&self, retry: u32) -> u64 {
        let retries = retry.max(1) - 1;
        let doubled = 1u64.checked_shl(retries).map_or(u64::MAX, |p| p.saturating_mul(u64::from(self.retry_backoff)));
        self.retry_backoff_max_s.min(doubled)
    }
}

impl RetryPolicy for Celery {
    fn max_retries(&self) -> Option<u32> {
        Some(self.max_retries)
    }
    fn wait_ms(&self, retry: u32, draw: &mut dyn Draw) -> f64 {
        if self.retry_backoff == 0 {
            return self.default_retry_delay_s as f64 * 1000.0;
        }
        let countdown = self.countdown_s(retry);
        let s = if self.retry_jitter { draw.int_inclusive(countdown) } else { countdown };
        s as f64 * 1000.0
    }
    fn draws(&self) -> bool {
        self.retry_backoff > 0 && self.retry_jitter
    }
}
