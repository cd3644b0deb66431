//! Jitter: randomness added to a backoff so that consumers that failed together do not
//! retry together. One policy per file; each is a small state machine per consumer.
//!
//! ```text
//! none          |    x         x                   x                               x
//! full          |  x  x x  x   x x x      x  x   x    x   x       x    x
//! decorrelated  |   x    x     x       x       x        x             x          x ...
//!               0                                                                time
//! ```
//!
//! Lesson-compatible arithmetic (`sarsinti.mjs`): waits are computed in JS doubles with
//! `Math.round` ([`crate::js::math_round`]) and `Math.min`, exactly as the lesson does, so
//! that the lesson's generator gives the lesson's numbers. The ceiling of retry `n`,
//! `min(cap, base * 2^(n-1))`, is the one backoff formula, [`crate::backoff::exponential_ms`].

mod decorrelated;
mod equal;
mod full;
mod none;

pub use decorrelated::Decorrelated;
pub use equal::Equal;
pub use full::Full;
pub use none::NoJitter;

use crate::sim::UnitDraw;

/// One consumer's jitter policy: the wait before each retry, drawing from `rng`.
pub trait Jitter {
    /// The wait before retry `attempt` (1-based, called in order 1, 2, 3…), in ms.
    fn wait_ms(&mut self, attempt: u32, rng: &mut dyn UnitDraw) -> f64;

    /// How many numbers the policy draws per retry (0 or 1).
    fn draws_per_retry(&self) -> usize;
}

/// The jitter schedules a scenario can name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Schedule {
    None,
    Full,
    Equal,
    Decorrelated,
}

impl Schedule {
    /// Scenario names, in the order of [`Schedule::ALL`].
    pub const NAMES: [&'static str; 4] = ["none", "full", "equal", "decorrelated"];
    pub const ALL: [Schedule; 4] = [Schedule::None, Schedule::Full, Schedule::Equal, Schedule::Decorrelated];

    /// The scenario name (`full`).
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }

    /// The lesson's label (`tam sarsinti`); `esit sarsinti` is jobsim's addition.
    pub fn label(self, w: &crate::report::words::Words) -> String {
        w.get("jitter-label", &crate::args!(schedule = self.name()))
    }

    /// A fresh per-consumer policy.
    pub fn policy(self, base_ms: f64, cap_ms: f64) -> Box<dyn Jitter> {
        match self {
            Schedule::None => Box::new(NoJitter { base_ms, cap_ms }),
            Schedule::Full => Box::new(Full { base_ms, cap_ms }),
            Schedule::Equal => Box::new(Equal { base_ms, cap_ms }),
            Schedule::Decorrelated => Box::new(Decorrelated::new(base_ms, cap_ms)),
        }
    }
}
