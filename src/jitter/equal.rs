//! Equal jitter (Brooker, "Exponential Backoff And Jitter"): half the ceiling for sure,
//! the other half at random. Not in the lesson; jobsim adds it as a what-if.

use super::Jitter;
use crate::backoff::exponential_ms;
use crate::js::math_round;
use crate::sim::UnitDraw;

/// `wait = Math.round(c/2 + rand * c/2)` with `c = min(cap, base * 2^(n-1))`, in
/// `[c/2, c]`, computed in doubles like the lesson's other schedules.
///
/// # Example
/// ```
/// use jobsim::jitter::{Equal, Jitter};
/// use jobsim::sim::LessonLcg;
/// let w = Equal { base_ms: 500.0, cap_ms: 30000.0 }.wait_ms(2, &mut LessonLcg::new(7));
/// assert!((500.0..=1000.0).contains(&w));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Equal {
    pub base_ms: f64,
    pub cap_ms: f64,
}

impl Jitter for Equal {
    fn wait_ms(&mut self, attempt: u32, rng: &mut dyn UnitDraw) -> f64 {
        let half = exponential_ms(self.base_ms, self.cap_ms, attempt) / 2.0;
        math_round(half + rng.next_unit() * half)
    }
    fn draws_per_retry(&self) -> usize {
        1
    }
}
