//! One of the breakers, behind one interface: what a model holds when a scenario picks
//! the breaker.

use super::polly::PollyBreaker;
use super::resilience4j::Resilience4jBreaker;
use super::{CircuitBreaker, Effect, Permit};
use crate::sim::Millis;

/// A consecutive-failure, Polly or resilience4j breaker.
///
/// # Example
/// ```
/// use jobsim::breaker::{AnyBreaker, CircuitBreaker, Effect};
/// use jobsim::sim::Millis;
/// let mut b = AnyBreaker::Consecutive(CircuitBreaker::new(1, 1000));
/// let p = b.allow(Millis(0)).unwrap();
/// assert_eq!(b.on_failure(p, Millis(0)), Effect::Opened);
/// assert_eq!(b.next_check(Millis(10), 50), Millis(1000));   // nothing changes before then
/// ```
#[derive(Clone, Debug)]
pub enum AnyBreaker {
    Consecutive(CircuitBreaker),
    Polly(PollyBreaker),
    Resilience4j(Resilience4jBreaker),
}

impl AnyBreaker {
    /// May a call go out now?
    pub fn allow(&mut self, now: Millis) -> Option<Permit> {
        match self {
            AnyBreaker::Consecutive(b) => b.allow(now),
            AnyBreaker::Polly(b) => b.allow(now),
            AnyBreaker::Resilience4j(b) => b.allow(now),
        }
    }

    /// The permitted call succeeded at `now`.
    pub fn on_success(&mut self, permit: Permit, now: Millis) -> Effect {
        match self {
            AnyBreaker::Consecutive(b) => b.on_success(permit),
            AnyBreaker::Polly(b) => b.on_success(permit, now),
            AnyBreaker::Resilience4j(b) => b.on_success(permit, now),
        }
    }

    /// The permitted call failed at `now`.
    pub fn on_failure(&mut self, permit: Permit, now: Millis) -> Effect {
        match self {
            AnyBreaker::Consecutive(b) => b.on_failure(permit, now),
            AnyBreaker::Polly(b) => b.on_failure(permit, now),
            AnyBreaker::Resilience4j(b) => b.on_failure(permit, now),
        }
    }

    /// No call was made with the permit.
    pub fn release(&mut self, permit: Permit) -> Effect {
        match self {
            AnyBreaker::Consecutive(b) => b.release(permit),
            AnyBreaker::Polly(b) => b.release(permit),
            AnyBreaker::Resilience4j(b) => b.release(permit),
        }
    }

    /// When a caller refused at `now` should ask again: when the open period ends (only
    /// time moves an open breaker on, in all three), else `poll_ms` later.
    pub fn next_check(&self, now: Millis, poll_ms: u64) -> Millis {
        let until = match self {
            AnyBreaker::Consecutive(b) => return b.next_check(now, poll_ms),
            AnyBreaker::Polly(b) => b.is_open().then(|| b.blocked_until()),
            AnyBreaker::Resilience4j(b) => b.open_until(),
        };
        match until {
            Some(until) if until > now => until,
            _ => now + poll_ms.max(1),
        }
    }

    pub fn times_opened(&self) -> u32 {
        match self {
            AnyBreaker::Consecutive(b) => b.times_opened(),
            AnyBreaker::Polly(b) => b.times_opened(),
            AnyBreaker::Resilience4j(b) => b.times_opened(),
        }
    }

    /// Results that changed nothing because the breaker had moved on (consecutive) or was
    /// open (Polly, resilience4j).
    pub fn late_results(&self) -> u64 {
        match self {
            AnyBreaker::Consecutive(b) => b.late_results(),
            AnyBreaker::Polly(b) => b.late_results(),
            AnyBreaker::Resilience4j(b) => b.late_results(),
        }
    }
}
