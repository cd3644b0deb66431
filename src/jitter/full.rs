//! Full jitter: a uniform wait between zero and the ceiling.

use super::Jitter;
use crate::backoff::exponential_ms;
use crate::js::math_round;
use crate::sim::UnitDraw;

/// `wait = Math.round(rand * min(cap, base * 2^(n-1)))`, in `[0, ceiling]`.
///
/// # Example
/// ```
/// use jobsim::jitter::{Full, Jitter};
/// use jobsim::sim::LessonLcg;
/// let w = Full { base_ms: 500.0, cap_ms: 30000.0 }.wait_ms(1, &mut LessonLcg::new(7));
/// assert!((0.0..=500.0).contains(&w));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Full {
    pub base_ms: f64,
    pub cap_ms: f64,
}

impl Jitter for Full {
    fn wait_ms(&mut self, attempt: u32, rng: &mut dyn UnitDraw) -> f64 {
        math_round(rng.next_unit() * exponential_ms(self.base_ms, self.cap_ms, attempt))
    }
    fn draws_per_retry(&self) -> usize {
        1
    }
}
