//! resilience4j's circuit breaker with its defaults (`CircuitBreakerConfig.ofDefaults()`).
//!
//! Source: resilience4j/resilience4j: `resilience4j-circuitbreaker/src/main/java/io/github/
//! resilience4j/circuitbreaker/CircuitBreakerConfig.java` (COUNT_BASED sliding window of
//! `slidingWindowSize` 100 calls, `failureRateThreshold` 50 %, `minimumNumberOfCalls` 100,
//! `waitDurationInOpenState` 60 s, `permittedNumberOfCallsInHalfOpenState` 10,
//! `automaticTransitionFromOpenToHalfOpenEnabled` false, slow calls ≥ 60 s at 100 %),
//! `internal/CircuitBreakerStateMachine.java`, `internal/CircuitBreakerMetrics.java`
//! @af9e7c97.
//!
//! - **Closed**: every result is recorded in the window of the last 100 calls and the
//!   thresholds are checked after each one (a success too): once at least
//!   `min(minimumNumberOfCalls, slidingWindowSize)` calls are in it and `failed * 100 /
//!   total >= failureRateThreshold` (a `float`), it opens.
//! - **Open** for `waitDurationInOpenState`; lazily half-open at the first permission asked
//!   after it. Results that come back while open are recorded in the open state's metrics
//!   ("the onError event should still be recorded") and change nothing; those metrics are
//!   dropped at the transition.
//! - **HalfOpen**: `permittedNumberOfCallsInHalfOpenState` = **10** calls get a permit
//!   (a released permit comes back, `releasePermission`); the decision is made once
//!   `min(minimumNumberOfCalls, 10)` results are in a fresh window: rate ≥ threshold →
//!   open again, else closed with a fresh window. Any result arriving while half-open is
//!   recorded, whichever call it belongs to.
//!
//! Not modelled: slow calls (every call here takes `work_ms`, far below 60 s), TIME_BASED
//! windows, `maxWaitDurationInHalfOpenState` (default 0: wait forever).
//!
//! # Example
//! ```
//! use jobsim::breaker::resilience4j::Resilience4jBreaker;
//! use jobsim::breaker::Effect;
//! use jobsim::sim::Millis;
//! let mut b = Resilience4jBreaker::standard();
//! for i in 0..99 {                                 // 50 failures in 99 calls: too few calls
//!     let p = b.allow(Millis(0)).unwrap();
//!     if i % 2 == 0 { b.on_failure(p, Millis(0)); } else { b.on_success(p, Millis(0)); }
//! }
//! let p = b.allow(Millis(0)).unwrap();
//! assert_eq!(b.on_success(p, Millis(0)), Effect::Opened);   // 100 calls, 50 % failed
//! assert!(b.allow(Millis(59_999)).is_none());
//! let probes: Vec<_> = (0..11).filter_map(|_| b.allow(Millis(60_000))).collect();
//! assert_eq!(probes.len(), 10);                     // ten half-open calls
//! ```

use super::{Effect, Permit};
use crate::sim::Millis;

/// `DEFAULT_SLIDING_WINDOW_SIZE`.
pub const SLIDING_WINDOW_SIZE: u32 = 100;
/// `DEFAULT_FAILURE_RATE_THRESHOLD`, percent.
pub const FAILURE_RATE_THRESHOLD: f32 = 50.0;
/// `DEFAULT_MINIMUM_NUMBER_OF_CALLS`.
pub const MINIMUM_NUMBER_OF_CALLS: u32 = 100;
/// `DEFAULT_WAIT_DURATION_IN_OPEN_STATE`, in ms.
pub const WAIT_DURATION_IN_OPEN_STATE_MS: u64 = 60_000;
/// `DEFAULT_PERMITTED_CALLS_IN_HALF_OPEN_STATE`.
pub const PERMITTED_CALLS_IN_HALF_OPEN_STATE: u32 = 10;

/// `FixedSizeSlidingWindowMetrics`: the last `size` outcomes.
#[derive(Clone, Debug, PartialEq, Eq)]
struct CountWindow {
    size: usize,
    outcomes: Vec<bool>,
    head: usize,
    total: u32,
    failed: u32,
    /// Results needed before the rate counts.
    minimum: u32,
}

impl CountWindow {
    fn new(size: u32, minimum: u32) -> Self {
        CountWindow {
            size: size as usize,
            outcomes: Vec::with_capacity(size as usize),
            head: 0,
            total: 0,
            failed: 0,
            minimum: minimum.min(size),
        }
    }

    /// Records a result; the failure rate in percent once enough calls are in.
    fn record(&mut self, failed: bool) -> Option<f32> {
        let size = self.size;
        if self.outcomes.len() < size {
            self.outcomes.push(failed);
            self.total += 1;
        } else {
            let old = std::mem::replace(&mut self.outcomes[self.head], failed);
            self.head = (self.head + 1) % size;
            self.failed -= u32::from(old);
        }
        self.failed += u32::from(failed);
        (self.total >= self.minimum).then(|| self.failed as f32 * 100.0 / self.total as f32)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum State {
    Closed(CountWindow),
    Open { until: Millis },
    HalfOpen { permits: u32, window: CountWindow },
}

/// resilience4j's circuit breaker (COUNT_BASED).
#[derive(Clone, Debug, PartialEq)]
pub struct Resilience4jBreaker {
    state: State,
    window_size: u32,
    failure_rate_threshold: f32,
    minimum_calls: u32,
    wait_ms: u64,
    half_open_calls: u32,
    opened: u32,
    period: u32,
    late: u64,
}

impl Resilience4jBreaker {
    /// resilience4j's defaults: 100 calls, 50 %, 100 calls, 60 s, 10 calls.
    pub fn standard() -> Self {
        Self::new(
            SLIDING_WINDOW_SIZE,
            FAILURE_RATE_THRESHOLD,
            MINIMUM_NUMBER_OF_CALLS,
            WAIT_DURATION_IN_OPEN_STATE_MS,
            PERMITTED_CALLS_IN_HALF_OPEN_STATE,
        )
    }

    pub fn new(
        window_size: u32,
        failure_rate_threshold: f32,
        minimum_calls: u32,
        wait_ms: u64,
        half_open_calls: u32,
    ) -> Self {
        assert!(window_size >= 1 && minimum_calls >= 1 && half_open_calls >= 1);
        assert!(failure_rate_threshold > 0.0 && failure_rate_threshold <= 100.0);
        Resilience4jBreaker {
            state: State::Closed(CountWindow::new(window_size, minimum_calls)),
            window_size,
            failure_rate_threshold,
            minimum_calls,
            wait_ms,
            half_open_calls,
            opened: 0,
            period: 0,
            late: 0,
        }
    }

    pub fn times_opened(&self) -> u32 {
        self.opened
    }

    /// Results that came back while it was open (recorded, nothing else).
    pub fn late_results(&self) -> u64 {
        self.late
    }

    /// When the open state ends (`None` unless open).
    pub fn open_until(&self) -> Option<Millis> {
        match self.state {
            State::Open { until } => Some(until),
            _ => None,
        }
    }

    fn enter(&mut self, state: State) {
        self.state = state;
        self.period = self.period.wrapping_add(1);
    }

    /// `tryAcquirePermission`.
    pub fn allow(&mut self, now: Millis) -> Option<Permit> {
        if let State::Open { until } = self.state {
            if now < until {
                return None;
            }
            let window = CountWindow::new(self.half_open_calls, self.minimum_calls);
            self.enter(State::HalfOpen { permits: self.half_open_calls, window });
        }
        let period = self.period;
        match &mut self.state {
            State::Closed(_) => Some(Permit { period }),
            State::HalfOpen { permits, .. } if *permits > 0 => {
                *permits -= 1;
                Some(Permit { period })
            }
            State::HalfOpen { .. } | State::Open { .. } => None,
        }
    }

    fn record(&mut self, failed: bool, now: Millis) -> Effect {
        let threshold = self.failure_rate_threshold;
        let (rate, half_open) = match &mut self.state {
            State::Closed(w) => (w.record(failed), false),
            State::HalfOpen { window, .. } => (window.record(failed), true),
            State::Open { .. } => {
                self.late += 1;
                return Effect::Ignored;
            }
        };
        match rate {
            Some(r) if r >= threshold => {
                self.opened += 1;
                self.enter(State::Open { until: now + self.wait_ms });
                Effect::Opened
            }
            Some(_) if half_open => {
                self.enter(State::Closed(CountWindow::new(self.window_size, self.minimum_calls)));
                Effect::Closed
            }
            _ => Effect::Counted,
        }
    }

    /// `onSuccess`.
    pub fn on_success(&mut self, _: Permit, now: Millis) -> Effect {
        self.record(false, now)
    }

    /// `onError`.
    pub fn on_failure(&mut self, _: Permit, now: Millis) -> Effect {
        self.record(true, now)
    }

    /// `releasePermission`: a half-open permit comes back.
    pub fn release(&mut self, permit: Permit) -> Effect {
        if let State::HalfOpen { permits, .. } = &mut self.state
            && permit.period == self.period
        {
            *permits += 1;
        }
        Effect::Counted
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_slides_over_the_last_hundred_calls() {
        let mut w = CountWindow::new(4, 100);
        assert_eq!(w.minimum, 4, "min(minimumNumberOfCalls, slidingWindowSize)");
        let rates: Vec<Option<f32>> = [true, true, false, false, false, false].iter().map(|&f| w.record(f)).collect();
        assert_eq!(rates, [None, None, None, Some(50.0), Some(25.0), Some(0.0)]);
    }
}
