//! Sidekiq 8.x: `count^4 + 15 + rand(10 * (count + 1))` seconds before retry
//! `count + 1`, 25 retries, then the Dead set.
//!
//! Source: sidekiq/sidekiq `lib/sidekiq/job_retry.rb` @1bb4aa06 (v8.1.7), `delay_for` and
//! `process_retry`: `delay = (count**4) + 15`, then `jitter = rand(10 * (count + 1))`
//! (an integer in `0..10(count+1)`), `retry_at = now + delay + jitter`.
//! `msg["retry_count"]` is 0 at the first failure, so the first retry waits 15 + U{0..9} s.
//! `DEFAULT_MAX_RETRY_ATTEMPTS = 25`: retries go on while `count < max`. The jitter was
//! `rand(30) * (count + 1)` before 6.2.2 and `rand(10) * (count + 1)` until 8.0 (e887ac6b);
//! this is 8.x. Not modelled: the scheduled poller's pickup lag (about 5 s × processes),
//! `retry_for`, and a job's own `sidekiq_retry_in`.

use super::{Draw, RetryPolicy};

/// Sidekiq's retry schedule; `max_retries` is a job's `retry: N`.
///
/// # Example
/// ```
/// use jobsim::backoff::named::{Extreme, RetryPolicy, Sidekiq};
/// let s = Sidekiq::default();
/// assert_eq!(s.wait_ms(1, &mut Extreme::High), 24_000.0);
/// assert_eq!(s.wait_ms(25, &mut Extreme::Low), (24f64.powi(4) + 15.0) * 1000.0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sidekiq {
    pub max_retries: u32,
}

impl Default for Sidekiq {
    fn default() -> Self {
        Sidekiq { max_retries: 25 }
    }
}

impl RetryPolicy for Sidekiq {
    fn max_retries(&self) -> Option<u32> {
        Some(self.max_retries)
    }
    fn wait_ms(&self, retry: u32, draw: &mut dyn Draw) -> f64 {
        let count = u64::from(retry.max(1) - 1);
        let delay = count.pow(4) + 15;
        let jitter = draw.int_inclusive(10 * (count + 1) - 1);
        (delay + jitter) as f64 * 1000.0
    }
    fn draws(&self) -> bool {
        true
    }
}
