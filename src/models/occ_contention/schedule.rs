//! Brooker's five backoff schedules, as his simulator computes them.
//!
//! The ceiling of retry `n` (1-based) is `min(cap, base · 2^n)`: Brooker's `expo(n)`
//! doubles from `2 · base` at the first retry, one step ahead of the lessons'
//! `min(cap, base · 2^(n−1))`, so it is [`exponential_ms`]`(base, cap, n + 1)`.
//!
//! | schedule | wait before retry `n` (`v = min(cap, base · 2^n)`) |
//! |---|---|
//! | `none` | 0 |
//! | `exponential` | `v` |
//! | `full` | uniform in `[0, v)` |
//! | `equal` | `v/2 +` uniform in `[0, v/2)` |
//! | `decorrelated` | `sleep = min(cap, uniform in [base, 3 · sleep))`, `sleep` starting at `base` |
//!
//! Why not [`crate::jitter`]: its policies are the lesson's (`sarsinti.mjs`), which round
//! every wait to a whole millisecond with `Math.round` and start the ceiling at `base`.
//! Brooker draws real numbers (Python's `random.uniform`); here the wait stays a real
//! number and is added to the network delay before the one rounding of the message's
//! time, so the only discretisation is the engine's millisecond.
//!
//! A scenario may also list real systems' named policies ([`Curve::Named`],
//! [`crate::backoff::named`]): their waits are the systems' own, in real milliseconds.

use crate::backoff::exponential_ms;
use crate::backoff::named::{System, names_then_systems};
use crate::sim::Stream;
use crate::variates::uniform;

/// A backoff schedule of Brooker's experiment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Schedule {
    /// Retry at once (only the network delay).
    None,
    /// Capped exponential, no jitter.
    Exponential,
    /// Full jitter.
    Full,
    /// Equal jitter.
    Equal,
    /// Decorrelated jitter.
    Decorrelated,
}

impl Schedule {
    /// Scenario names, in the order of [`Schedule::ALL`].
    pub const NAMES: [&'static str; 5] = ["none", "exponential", "full", "equal", "decorrelated"];
    pub const ALL: [Schedule; 5] =
        [Schedule::None, Schedule::Exponential, Schedule::Full, Schedule::Equal, Schedule::Decorrelated];

    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
}

/// What one line's clients wait: one of Brooker's schedules, or a real system's named
/// policy (its waits, its jitter and its retry limit).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Curve {
    Brooker(Schedule),
    Named(System),
}

impl Curve {
    /// Scenario names, in the order of [`Curve::ALL`]: Brooker's five, then the systems.
    pub const NAMES: [&'static str; 14] = names_then_systems!["none", "exponential", "full", "equal", "decorrelated"];
    pub const ALL: [Curve; 14] = [
        Curve::Brooker(Schedule::None),
        Curve::Brooker(Schedule::Exponential),
        Curve::Brooker(Schedule::Full),
        Curve::Brooker(Schedule::Equal),
        Curve::Brooker(Schedule::Decorrelated),
        Curve::Named(System::Sidekiq),
        Curve::Named(System::Oban),
        Curve::Named(System::Temporal),
        Curve::Named(System::Bullmq),
        Curve::Named(System::Celery),
        Curve::Named(System::AwsStandard),
        Curve::Named(System::GrpcConnect),
        Curve::Named(System::Gcs),
        Curve::Named(System::River),
    ];

    /// The scenario name (`full`, `sidekiq`).
    pub fn name(self) -> &'static str {
        match self {
            Curve::Brooker(s) => s.name(),
            Curve::Named(s) => s.name(),
        }
    }
}

impl From<Schedule> for Curve {
    fn from(s: Schedule) -> Curve {
        Curve::Brooker(s)
    }
}

/// One client's backoff: the schedule and, for decorrelated jitter, its last sleep.
#[derive(Clone, Copy, Debug)]
pub struct Backoff {
    schedule: Schedule,
    base_ms: f64,
    cap_ms: f64,
    sleep_ms: f64,
}

impl Backoff {
    pub fn new(schedule: Schedule, base_ms: f64, cap_ms: f64) -> Backoff {
        Backoff { schedule, base_ms, cap_ms, sleep_ms: base_ms }
    }

    /// Brooker's `expo(n)`.
    fn ceiling_ms(&self, attempt: u32) -> f64 {
        exponential_ms(self.base_ms, self.cap_ms, attempt.saturating_add(1))
    }

    /// The wait before retry `attempt` (1-based), a real number of milliseconds; draws
    /// at most one number from `rng`.
    ///
    /// # Example
    /// ```
    /// use jobsim::models::occ_contention::{Backoff, Schedule};
    /// use jobsim::sim::Streams;
    /// let mut rng = Streams::new(1).fork("c");
    /// assert_eq!(Backoff::new(Schedule::Exponential, 5.0, 2000.0).wait_ms(1, &mut rng), 10.0);
    /// assert_eq!(Backoff::new(Schedule::Exponential, 5.0, 2000.0).wait_ms(9, &mut rng), 2000.0);
    /// let w = Backoff::new(Schedule::Equal, 5.0, 2000.0).wait_ms(2, &mut rng);
    /// assert!((10.0..20.0).contains(&w));
    /// ```
    pub fn wait_ms(&mut self, attempt: u32, rng: &mut Stream) -> f64 {
        match self.schedule {
            Schedule::None => 0.0,
            Schedule::Exponential => self.ceiling_ms(attempt),
            Schedule::Full => uniform(rng, 0.0, self.ceiling_ms(attempt)),
            Schedule::Equal => {
                let half = self.ceiling_ms(attempt) / 2.0;
                half + uniform(rng, 0.0, half)
            }
            Schedule::Decorrelated => {
                self.sleep_ms = self.cap_ms.min(uniform(rng, self.base_ms, self.sleep_ms * 3.0));
                self.sleep_ms
            }
        }
    }
}
