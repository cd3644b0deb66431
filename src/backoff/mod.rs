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
pub mod named;

pub use capped::CappedExponential;
pub use exponential::Exponential;
pub use fixed::Fixed;
pub use immediate::Immediate;

/// A backoff policy: a pure function of the attempt number.
pub trait Backoff {
    /// The wait before retry `attempt` (1-based), in milliseconds.
    fn wait_ms(&self, attempt: u32) -> f64;
}

/// The one exponential backoff formula of jobsim: `min(cap, base * 2^(attempt-1))` for
/// retry `attempt` (1-based), in doubles as the lesson's
/// `Math.min(TAVAN, TABAN * 2 ** (n - 1))`. An uncapped schedule passes
/// `f64::INFINITY` as the cap and gets `base * 2^(attempt-1)` itself. Every schedule
/// (the backoff policies, the jitter ceilings, the perf anchor's retry storm) uses it.
///
/// # Example
/// ```
/// use jobsim::backoff::exponential_ms;
/// assert_eq!(exponential_ms(500.0, 30_000.0, 7), 30_000.0);
/// assert_eq!(exponential_ms(500.0, f64::INFINITY, 7), 32_000.0);
/// ```
pub fn exponential_ms(base_ms: f64, cap_ms: f64, attempt: u32) -> f64 {
    let raw = base_ms * 2f64.powi(attempt as i32 - 1);
    // JS `Math.min(TAVAN, ...)`: neither operand is NaN for the lesson's values.
    if cap_ms == f64::INFINITY { raw } else { cap_ms.min(raw) }
}
