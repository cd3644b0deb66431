//! Fixed interval: the same wait before every retry.

use super::Backoff;

/// Waits `wait_ms` before every retry.
///
/// # Example
/// ```
/// use jobsim::backoff::{Backoff, Fixed};
/// assert_eq!(Fixed { wait_ms: 2000.0 }.wait_ms(3), 2000.0);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Fixed {
    pub wait_ms: f64,
}

impl Backoff for Fixed {
    fn wait_ms(&self, _attempt: u32) -> f64 {
        self.wait_ms
    }
}
