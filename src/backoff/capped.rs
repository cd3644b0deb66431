//! Capped exponential backoff: `min(cap, base * 2^(n-1))`.
//!
//! With `cap < base` every wait is the cap: that is what the lesson's code computes, and
//! jobsim keeps it (it is a legal, if odd, configuration).

use super::{Backoff, exponential_ms};

/// Doubles the wait every retry, never past `cap_ms`.
///
/// # Example
/// ```
/// use jobsim::backoff::{Backoff, CappedExponential};
/// let b = CappedExponential { base_ms: 500.0, cap_ms: 30000.0 };
/// assert_eq!(b.wait_ms(7), 30000.0);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct CappedExponential {
    pub base_ms: f64,
    pub cap_ms: f64,
}

impl Backoff for CappedExponential {
    fn wait_ms(&self, attempt: u32) -> f64 {
        exponential_ms(self.base_ms, self.cap_ms, attempt)
    }
}
