//! A circuit breaker (lesson 004.4, prose): when a dependency is down as a whole, stop the
//! whole consumer instead of letting every message retry into it.
//!
//! ```text
//!  Closed ──failure_threshold consecutive failures──► Open ──open_ms later──► HalfOpen
//!    ▲                                                  ▲                        │ one probe call
//!    └──────────────── probe succeeded ─────────────────┼────────────────────────┘
//!                                                       └──── probe failed ──────┘
//! ```
//! Pure: `now` is passed in, nothing else is read.

use crate::sim::Millis;

/// The breaker's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BreakerState {
    Closed {
        failures: u32,
    },
    Open {
        until: Millis,
    },
    /// One probe call is allowed; `probing` once it is in flight.
    HalfOpen {
        probing: bool,
    },
}

/// A consecutive-failure circuit breaker.
///
/// # Example
/// ```
/// use jobsim::breaker::CircuitBreaker;
/// use jobsim::sim::Millis;
/// let mut b = CircuitBreaker::new(2, 1000);
/// assert!(b.allow(Millis(0)));
/// b.on_failure(Millis(0));
/// b.on_failure(Millis(1));
/// assert!(!b.allow(Millis(500)));      // open
/// assert!(b.allow(Millis(1001)));      // half-open: one probe
/// assert!(!b.allow(Millis(1001)));     // only one
/// b.on_success();
/// assert!(b.allow(Millis(1002)));      // closed again
/// ```
#[derive(Clone, Debug)]
pub struct CircuitBreaker {
    state: BreakerState,
    failure_threshold: u32,
    open_ms: u64,
    opened: u32,
}

impl CircuitBreaker {
    pub fn new(failure_threshold: u32, open_ms: u64) -> Self {
        assert!(failure_threshold >= 1, "a breaker needs a threshold of at least one failure");
        CircuitBreaker { state: BreakerState::Closed { failures: 0 }, failure_threshold, open_ms, opened: 0 }
    }

    pub fn state(&self) -> BreakerState {
        self.state
    }

    /// How many times it opened.
    pub fn times_opened(&self) -> u32 {
        self.opened
    }

    /// May a call go out now? Moves Open → HalfOpen when the open period is over; in
    /// HalfOpen only the first caller gets the probe.
    pub fn allow(&mut self, now: Millis) -> bool {
        match self.state {
            BreakerState::Closed { .. } => true,
            BreakerState::Open { until } if now >= until => {
                self.state = BreakerState::HalfOpen { probing: true };
                true
            }
            BreakerState::Open { .. } => false,
            BreakerState::HalfOpen { probing: false } => {
                self.state = BreakerState::HalfOpen { probing: true };
                true
            }
            BreakerState::HalfOpen { probing: true } => false,
        }
    }

    /// When a caller that was refused at `now` should ask again.
    pub fn next_check(&self, now: Millis, poll_ms: u64) -> Millis {
        match self.state {
            BreakerState::Open { until } if until > now => until,
            _ => now + poll_ms.max(1),
        }
    }

    pub fn on_success(&mut self) {
        self.state = BreakerState::Closed { failures: 0 };
    }

    pub fn on_failure(&mut self, now: Millis) {
        self.state = match self.state {
            BreakerState::Closed { failures } if failures + 1 < self.failure_threshold => {
                BreakerState::Closed { failures: failures + 1 }
            }
            _ => {
                self.opened += 1;
                BreakerState::Open { until: now + self.open_ms }
            }
        };
    }
}
