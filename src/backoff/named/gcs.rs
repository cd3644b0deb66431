//! Google Cloud Storage's truncated exponential backoff: `min(2^n s +
//! random_number_milliseconds, maximum_backoff)`, n = 0, 1, 2 …, the random part an
//! integer in `0..=1000` ms.
//!
//! Source: https://cloud.google.com/storage/docs/exponential-backoff: "The wait time is
//! min(((2^n)+random_number_milliseconds), maximum_backoff), with n incremented by 1 for
//! each iteration"; "random_number_milliseconds is a random number of milliseconds less
//! than or equal to 1000", recalculated each retry; "maximum_backoff is typically 32 or 64
//! seconds", and retries continue at the cap. Guidance only: it names no retry limit
//! (today's retry-strategy page: gcloud retries up to 32 times, gsutil 23). jobsim takes
//! 32 s and no limit as the defaults.

use super::{Draw, RetryPolicy, pow2};

/// The guide's algorithm.
///
/// # Example
/// ```
/// use jobsim::backoff::named::{Gcs, RetryPolicy};
/// let g = Gcs::default();
/// assert_eq!(g.range_ms(1), (1000.0, 2000.0));
/// assert_eq!(g.range_ms(6), (32_000.0, 32_000.0));
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Gcs {
    pub max_backoff_ms: u64,
    /// `None`: retries never stop.
    pub max_retries: Option<u32>,
}

impl Default for Gcs {
    fn default() -> Self {
        Gcs { max_backoff_ms: 32_000, max_retries: None }
    }
}

impl RetryPolicy for Gcs {
    fn max_retries(&self) -> Option<u32> {
        self.max_retries
    }
    fn wait_ms(&self, retry: u32, draw: &mut dyn Draw) -> f64 {
        let random_ms = draw.int_inclusive(1000) as f64;
        (pow2(retry.max(1) - 1) * 1000.0 + random_ms).min(self.max_backoff_ms as f64)
    }
    fn draws(&self) -> bool {
        true
    }
}
