//! No jitter: every consumer waits exactly the capped exponential ceiling.

use super::Jitter;
use crate::backoff::exponential_ms;
use crate::sim::UnitDraw;

/// `wait = min(cap, base * 2^(n-1))`; draws nothing.
///
/// # Example
/// ```
/// use jobsim::jitter::{Jitter, NoJitter};
/// use jobsim::sim::LessonLcg;
/// let mut j = NoJitter { base_ms: 500.0, cap_ms: 30000.0 };
/// assert_eq!(j.wait_ms(3, &mut LessonLcg::new(1)), 2000.0);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct NoJitter {
    pub base_ms: f64,
    pub cap_ms: f64,
}

impl Jitter for NoJitter {
    fn wait_ms(&mut self, attempt: u32, _rng: &mut dyn UnitDraw) -> f64 {
        exponential_ms(self.base_ms, self.cap_ms, attempt)
    }
    fn draws_per_retry(&self) -> usize {
        0
    }
}
