//! Exponential backoff without a cap: `base * 2^(n-1)`.

use super::{Backoff, exponential_ms};

/// Doubles the wait every retry.
///
/// # Example
/// ```
/// use jobsim::backoff::{Backoff, Exponential};
/// assert_eq!(Exponential { base_ms: 500.0 }.wait_ms(7), 32000.0);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Exponential {
    pub base_ms: f64,
}

impl Backoff for Exponential {
    fn wait_ms(&self, attempt: u32) -> f64 {
        exponential_ms(self.base_ms, f64::INFINITY, attempt)
    }
}
