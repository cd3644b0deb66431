//! A circuit breaker (lesson 004.4, prose): when a dependency is down as a whole, stop the
//! whole consumer instead of letting every message retry into it.
//!
//! ```text
//!  Closed ──failure_threshold consecutive failures──► Open ──open_ms later──► HalfOpen
//!    ▲                                                  ▲                        │ one probe call
//!    └──────────────── probe succeeded ─────────────────┼────────────────────────┘
//!                                                       └──── probe failed ──────┘
//! ```
//!
//! A caller asks [`CircuitBreaker::allow`] for a [`Permit`] before each call and hands the
//! permit back exactly once: with the call's result ([`CircuitBreaker::on_success`],
//! [`CircuitBreaker::on_failure`]), or with [`CircuitBreaker::release`] when it made no
//! call after all (the queue had nothing to hand out). A half-open breaker lets one probe
//! through; a probe permit that is released frees the probe slot for the next caller, so
//! a permit taken for nothing never blocks the breaker (resilience4j's
//! `releasePermission`).
//!
//! **Late results are ignored.** Every state change starts a new *period*; a permit
//! belongs to the period it was issued in, and a result counts only in that period. A
//! call that started before the breaker opened and ends while it is open (or after it
//! moved on) neither re-opens it, nor extends the open period, nor counts as an opening
//! — and a late success does not close it early: only time moves an open breaker on, and
//! only its probe decides a half-open one. This is the rule of Polly and resilience4j
//! (a result that arrives while the circuit is open came from a call placed before it
//! broke: it neither breaks it again nor resets it). So every caller refused while open
//! may sleep until [`CircuitBreaker::next_check`]: the breaker cannot close before then.
//!
//! Pure: `now` is passed in, nothing else is read.
//!
//! **Variants** (issue 13): the failure-ratio breakers of [`polly`] (Polly v8) and
//! [`resilience4j`], with their documented defaults, and [`AnyBreaker`] holding any of the
//! three. Unlike the breaker above they do not tag calls with a period: a result that
//! comes back while half-open counts, whichever call it belongs to (as those libraries do);
//! one that comes back while open changes nothing in all three.

mod any;
pub mod polly;
pub mod resilience4j;

pub use any::AnyBreaker;

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

/// The right to make one call, from [`CircuitBreaker::allow`]. Hand it back exactly once:
/// with the call's result, or with [`CircuitBreaker::release`] if no call was made.
#[must_use = "a permit is handed back with the call's result or released"]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Permit {
    /// The period (state) it was issued in.
    period: u32,
}

/// What the breaker did with a result or a released permit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Counted: the state is unchanged (a failure below the threshold, a success while
    /// closed, a released permit).
    Counted,
    /// The breaker opened (the threshold was reached, or the probe failed).
    Opened,
    /// The probe succeeded: the breaker closed.
    Closed,
    /// The permit was issued in an earlier period: the result changes nothing.
    Ignored,
}

/// A consecutive-failure circuit breaker.
///
/// # Example
/// ```
/// use jobsim::breaker::{CircuitBreaker, Effect};
/// use jobsim::sim::Millis;
/// let mut b = CircuitBreaker::new(2, 1000);
/// let (p1, p2, late) = (b.allow(Millis(0)).unwrap(), b.allow(Millis(0)).unwrap(), b.allow(Millis(0)).unwrap());
/// b.on_failure(p1, Millis(0));
/// assert_eq!(b.on_failure(p2, Millis(1)), Effect::Opened);
/// assert!(b.allow(Millis(500)).is_none());                // open
/// assert_eq!(b.on_success(late), Effect::Ignored);         // started before it opened
/// let probe = b.allow(Millis(1001)).unwrap();              // half-open: one probe
/// assert!(b.allow(Millis(1001)).is_none());                // only one
/// assert_eq!(b.on_success(probe), Effect::Closed);
/// assert!(b.allow(Millis(1002)).is_some());                // closed again
/// assert_eq!(b.times_opened(), 1);
/// ```
#[derive(Clone, Debug)]
pub struct CircuitBreaker {
    state: BreakerState,
    failure_threshold: u32,
    open_ms: u64,
    opened: u32,
    /// Moves on at every state change; permits of older periods are late.
    period: u32,
    ignored: u64,
}

impl CircuitBreaker {
    pub fn new(failure_threshold: u32, open_ms: u64) -> Self {
        assert!(failure_threshold >= 1, "a breaker needs a threshold of at least one failure");
        CircuitBreaker {
            state: BreakerState::Closed { failures: 0 },
            failure_threshold,
            open_ms,
            opened: 0,
            period: 0,
            ignored: 0,
        }
    }

    pub fn state(&self) -> BreakerState {
        self.state
    }

    /// How many times it opened.
    pub fn times_opened(&self) -> u32 {
        self.opened
    }

    /// Results handed back with a permit of an earlier period (ignored).
    pub fn late_results(&self) -> u64 {
        self.ignored
    }

    fn enter(&mut self, state: BreakerState) {
        self.state = state;
        self.period = self.period.wrapping_add(1);
    }

    fn permit(&self) -> Option<Permit> {
        Some(Permit { period: self.period })
    }

    /// May a call go out now? Moves Open → HalfOpen when the open period is over; in
    /// HalfOpen only one caller at a time gets the probe.
    pub fn allow(&mut self, now: Millis) -> Option<Permit> {
        match self.state {
            BreakerState::Closed { .. } => self.permit(),
            BreakerState::Open { until } if now >= until => {
                self.enter(BreakerState::HalfOpen { probing: true });
                self.permit()
            }
            BreakerState::Open { .. } => None,
            BreakerState::HalfOpen { probing: false } => {
                self.state = BreakerState::HalfOpen { probing: true };
                self.permit()
            }
            BreakerState::HalfOpen { probing: true } => None,
        }
    }

    /// When a caller that was refused at `now` should ask again: when the open period
    /// ends (nothing can close the breaker earlier), or `poll_ms` later while a probe is
    /// in flight.
    pub fn next_check(&self, now: Millis, poll_ms: u64) -> Millis {
        match self.state {
            BreakerState::Open { until } if until > now => until,
            _ => now + poll_ms.max(1),
        }
    }

    fn current(&mut self, permit: Permit) -> bool {
        let current = permit.period == self.period;
        if !current {
            self.ignored += 1;
        }
        current
    }

    /// The permitted call succeeded.
    pub fn on_success(&mut self, permit: Permit) -> Effect {
        if !self.current(permit) {
            return Effect::Ignored;
        }
        match self.state {
            BreakerState::Closed { .. } => {
                self.state = BreakerState::Closed { failures: 0 };
                Effect::Counted
            }
            BreakerState::HalfOpen { .. } => {
                self.enter(BreakerState::Closed { failures: 0 });
                Effect::Closed
            }
            BreakerState::Open { .. } => unreachable!("no permit is issued while open"),
        }
    }

    /// The permitted call failed at `now`.
    pub fn on_failure(&mut self, permit: Permit, now: Millis) -> Effect {
        if !self.current(permit) {
            return Effect::Ignored;
        }
        match self.state {
            BreakerState::Closed { failures } if failures + 1 < self.failure_threshold => {
                self.state = BreakerState::Closed { failures: failures + 1 };
                Effect::Counted
            }
            BreakerState::Closed { .. } | BreakerState::HalfOpen { .. } => {
                self.opened += 1;
                self.enter(BreakerState::Open { until: now + self.open_ms });
                Effect::Opened
            }
            BreakerState::Open { .. } => unreachable!("no permit is issued while open"),
        }
    }

    /// No call was made with the permit: a probe slot is free again.
    pub fn release(&mut self, permit: Permit) -> Effect {
        if !self.current(permit) {
            return Effect::Ignored;
        }
        if let BreakerState::HalfOpen { probing: true } = self.state {
            self.state = BreakerState::HalfOpen { probing: false };
        }
        Effect::Counted
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_released_probe_lets_the_next_caller_probe() {
        let mut b = CircuitBreaker::new(1, 10);
        let p = b.allow(Millis(0)).unwrap();
        assert_eq!(b.on_failure(p, Millis(0)), Effect::Opened);
        let probe = b.allow(Millis(10)).unwrap();
        assert!(b.allow(Millis(10)).is_none());
        assert_eq!(b.release(probe), Effect::Counted);
        assert!(b.allow(Millis(10)).is_some(), "the probe slot is free again");
    }

    #[test]
    fn a_late_failure_neither_reopens_nor_extends_the_open_period() {
        let mut b = CircuitBreaker::new(1, 100);
        let (first, late) = (b.allow(Millis(0)).unwrap(), b.allow(Millis(0)).unwrap());
        assert_eq!(b.on_failure(first, Millis(5)), Effect::Opened);
        assert_eq!(b.on_failure(late, Millis(50)), Effect::Ignored);
        assert_eq!((b.state(), b.times_opened(), b.late_results()), (BreakerState::Open { until: Millis(105) }, 1, 1));
        // Nor in the half-open period that follows: only the probe decides.
        let mut c = CircuitBreaker::new(2, 100);
        let (late, a, d) = (c.allow(Millis(0)).unwrap(), c.allow(Millis(0)).unwrap(), c.allow(Millis(0)).unwrap());
        assert_eq!(c.on_failure(a, Millis(1)), Effect::Counted);
        assert_eq!(c.on_failure(d, Millis(2)), Effect::Opened);
        let probe = c.allow(Millis(102)).unwrap();
        assert_eq!(c.on_failure(late, Millis(103)), Effect::Ignored);
        assert_eq!(c.state(), BreakerState::HalfOpen { probing: true });
        assert_eq!(c.on_success(probe), Effect::Closed);
    }
}
