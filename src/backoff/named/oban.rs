//! Oban 2.15+: `15 + 2^attempt` seconds, plus 0–10 % upward jitter, 20 attempts.
//!
//! Source: oban-bg/oban `lib/oban/worker.ex` (`backoff/1`) and `lib/oban/backoff.ex`
//! @2939e313 (v2.23.0). `attempt` is the 1-based attempt that just failed; with
//! `max_attempts > 20` it is clamped to `round(attempt / max_attempts * 20)`. Then
//! `Backoff.exponential(clamped, mult: 1, max_pow: 100, min_pad: 15)` = `15 + 2^clamped`
//! and `Backoff.jitter(t, mode: :inc)` = `t + trunc(:rand.uniform() * 0.1 * t)`: whole
//! seconds, never shorter than the base. `max_attempts` defaults to 20
//! (`lib/oban/job.ex`), so 19 retries. The moduledoc's check: with the largest jitter the
//! 20th attempt comes 576 733 s (6 days 16 hours) after the 19th.

use super::{Draw, RetryPolicy, pow2};

/// Oban's default worker backoff; `max_attempts` counts the first run.
///
/// # Example
/// ```
/// use jobsim::backoff::named::{Extreme, Oban, RetryPolicy};
/// let o = Oban::default();
/// assert_eq!(o.range_ms(1), (17_000.0, 18_000.0));
/// assert_eq!(o.wait_ms(19, &mut Extreme::High), 576_733_000.0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Oban {
    pub max_attempts: u32,
}

impl Default for Oban {
    fn default() -> Self {
        Oban { max_attempts: 20 }
    }
}

impl Oban {
    /// The exponent: the attempt, or `round(attempt / max_attempts * 20)` past 20
    /// attempts (Elixir's `round`: halves away from zero, as Rust's).
    fn clamped(&self, attempt: u32) -> u32 {
        if self.max_attempts <= 20 {
            attempt
        } else {
            (f64::from(attempt) / f64::from(self.max_attempts) * 20.0).round() as u32
        }
    }
}

impl RetryPolicy for Oban {
    fn max_retries(&self) -> Option<u32> {
        Some(self.max_attempts.max(1) - 1)
    }
    fn wait_ms(&self, retry: u32, draw: &mut dyn Draw) -> f64 {
        let t = 15.0 + pow2(self.clamped(retry));
        let diff = (draw.unit() * 0.1 * t).trunc();
        (t + diff) * 1000.0
    }
    fn draws(&self) -> bool {
        true
    }
}
