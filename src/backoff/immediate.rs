//! Immediate retry: no wait at all. Only an attempt limit can stop it.

use super::Backoff;

/// Retries at once.
///
/// # Example
/// ```
/// use jobsim::backoff::{Backoff, Immediate};
/// assert_eq!(Immediate.wait_ms(7), 0.0);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Immediate;

impl Backoff for Immediate {
    fn wait_ms(&self, _attempt: u32) -> f64 {
        0.0
    }
}
