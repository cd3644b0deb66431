//! Backoff schedules: how long to wait before retry `n` (1-based), one policy per file.
//!
//! ```text
//! attempt      1     2     3     4     5      6      7      8
//! immediate    0     0     0     0     0      0      0      0
//! fixed     2000  2000  2000  2000  2000   2000   2000   2000
//! exp        500  1000  2000  4000  8000  16000  32000  64000
//! capped     500  1000  2000  4000  8000  16000  30000  30000
//! ```
//!
//! Waits are `f64` milliseconds because the lesson computes `TABAN * 2 ** (n - 1)` in JS
//! doubles: for large `n` the value leaves the integers that fit a `u64`, and jobsim prints
//! what JavaScript would (see [`crate::js::number_to_string`]).

mod capped;
mod exponential;
mod fixed;
mod immediate;

pub use capped::CappedExponential;
pub use exponential::Exponential;
pub use fixed::Fixed;
pub use immediate::Immediate;

/// A backoff policy: a pure function of the attempt number.
pub trait Backoff {
    /// The wait before retry `attempt` (1-based), in milliseconds.
    fn wait_ms(&self, attempt: u32) -> f64;
}

/// `base * 2^(attempt-1)` in doubles, as the lesson's `TABAN * 2 ** (n - 1)`.
pub(crate) fn doubling(base_ms: f64, attempt: u32) -> f64 {
    base_ms * 2f64.powi(attempt as i32 - 1)
}
