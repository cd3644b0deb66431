//! BullMQ: `fixed` waits `delay`, `exponential` waits `round(2^(n-1) * delay)` ms; an
//! opt-in `jitter` j draws the wait from `[D(1-j), D)`. One attempt by default.
//!
//! Source: taskforcesh/bullmq `src/classes/backoffs.ts` and `src/classes/job.ts` @352d3c72
//! (v6.2.0). With `jitter > 0` a strategy returns
//! `Math.floor(Math.random() * D * jitter + D * (1 - jitter))`, which only ever shortens
//! the wait (j = 1 is full jitter). `Job.shouldRetryJob` retries while
//! `attemptsMade + 1 < opts.attempts` and passes `attemptsMade + 1` to the strategy, so
//! the exponential waits are delay, 2·delay, 4·delay … `attempts` defaults to 1 (no retry,
//! `src/interfaces/base-job-options.ts`); with no `backoff` a failed job is retried at once
//! (`docs/gitbook/guide/retrying-failing-jobs.md`). BullMQ has no default `delay`.

use super::{Draw, RetryPolicy, pow2};
use crate::js::math_round;

/// BullMQ's built-in strategies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BullBackoff {
    /// No `backoff` option: retried at once.
    None,
    Fixed,
    Exponential,
}

impl BullBackoff {
    pub const NAMES: [&'static str; 3] = ["none", "fixed", "exponential"];
    pub const ALL: [BullBackoff; 3] = [BullBackoff::None, BullBackoff::Fixed, BullBackoff::Exponential];
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
}

/// A BullMQ job's `attempts` and `backoff` options.
///
/// # Example
/// ```
/// use jobsim::backoff::named::{BullBackoff, Bullmq, Extreme, RetryPolicy};
/// let b = Bullmq { attempts: 5, backoff: BullBackoff::Exponential, delay_ms: 1000, jitter: 0.5 };
/// assert_eq!(b.max_retries(), Some(4));
/// let (lo, hi) = b.range_ms(3);
/// assert_eq!(lo, 2000.0);
/// assert!(hi <= 4000.0); // [D(1-j), D); in doubles the largest draw may round up to D
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bullmq {
    pub attempts: u32,
    pub backoff: BullBackoff,
    pub delay_ms: u64,
    /// `0..=1`; 0 is no jitter.
    pub jitter: f64,
}

impl Default for Bullmq {
    fn default() -> Self {
        Bullmq { attempts: 1, backoff: BullBackoff::None, delay_ms: 1000, jitter: 0.0 }
    }
}

impl RetryPolicy for Bullmq {
    fn max_retries(&self) -> Option<u32> {
        Some(self.attempts.max(1) - 1)
    }
    fn wait_ms(&self, retry: u32, draw: &mut dyn Draw) -> f64 {
        let delay = self.delay_ms as f64;
        let d = match self.backoff {
            BullBackoff::None => return 0.0,
            BullBackoff::Fixed => delay,
            BullBackoff::Exponential => math_round(pow2(retry.max(1) - 1) * delay),
        };
        if self.jitter > 0.0 { (draw.unit() * d * self.jitter + d * (1.0 - self.jitter)).floor() } else { d }
    }
    fn draws(&self) -> bool {
        self.jitter > 0.0 && self.backoff != BullBackoff::None
    }
}
