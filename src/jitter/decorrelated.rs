//! Decorrelated jitter: each wait is drawn from a range that grows with the previous one.

use super::Jitter;
use crate::js::math_round;
use crate::sim::UnitDraw;

/// `prev = min(cap, Math.round(base + rand * (prev * 3 - base)))`, `prev` starting at
/// `base`; the wait is the new `prev`. With `cap >= base` it stays in `[base, cap]`.
///
/// # Example
/// ```
/// use jobsim::jitter::{Decorrelated, Jitter};
/// use jobsim::sim::LessonLcg;
/// let mut j = Decorrelated::new(500.0, 30000.0);
/// let w = j.wait_ms(1, &mut LessonLcg::new(7));
/// assert!((500.0..=1500.0).contains(&w));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Decorrelated {
    pub base_ms: f64,
    pub cap_ms: f64,
    prev_ms: f64,
}

impl Decorrelated {
    pub fn new(base_ms: f64, cap_ms: f64) -> Self {
        Decorrelated { base_ms, cap_ms, prev_ms: base_ms }
    }
}

impl Jitter for Decorrelated {
    fn wait_ms(&mut self, _attempt: u32, rng: &mut dyn UnitDraw) -> f64 {
        let drawn = math_round(self.base_ms + rng.next_unit() * (self.prev_ms * 3.0 - self.base_ms));
        self.prev_ms = self.cap_ms.min(drawn);
        self.prev_ms
    }
    fn draws_per_retry(&self) -> usize {
        1
    }
}
