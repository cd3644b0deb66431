//! Polly v8's failure-ratio circuit breaker (`CircuitBreakerStrategyOptions`, the
//! "advanced" breaker of earlier Polly).
//!
//! Source: App-vNext/Polly: `src/Polly.Core/CircuitBreaker/CircuitBreakerConstants.cs`
//! (FailureRatio 0.1, MinimumThroughput 100, SamplingDuration 30 s, BreakDuration 5 s),
//! `Controller/CircuitStateController.cs`, `Controller/AdvancedCircuitBehavior.cs`,
//! `Health/RollingHealthMetrics.cs`, `Health/HealthInfo.cs` @173d6d1d.
//!
//! - **Trip**: a handled failure while closed is counted, then the circuit breaks if the
//!   sampling window holds at least `MinimumThroughput` calls and `failures / calls >=
//!   FailureRatio` (a `double` division, as `HealthInfo.Create`). A success never trips it.
//! - **Window**: 10 windows of `SamplingDuration / 10`; a window starts at the first call
//!   after the previous one's time is up and is dropped once `now - start >=
//!   SamplingDuration` (`RollingHealthMetrics`).
//! - **Open → HalfOpen** is lazy: the first call at or after `blockedUntil` becomes the
//!   probe and sets `blockedUntil = now + BreakDuration`; every other call while half-open
//!   is rejected, so exactly **one** probe.
//! - **HalfOpen**: a handled failure opens it again for `BreakDuration`; a success closes
//!   it and resets the metrics. Results that come back while half-open close or re-open it
//!   whichever call they belong to (Polly does not tag calls: issue #217).
//! - **Open**: a result that comes back while open (a call placed before the break) is
//!   only counted in the metrics: "only time passing governs transitioning from Open to
//!   HalfOpen".
//!
//! jobsim's one addition: a probe permit handed back unused ([`PollyBreaker::release`],
//! the probe's receive dead-lettered its message and made no call) frees the probe slot,
//! as for jobsim's other breakers; Polly has no such call (a probe that never returns keeps
//! a Polly breaker half-open).
//!
//! # Example
//! ```
//! use jobsim::breaker::polly::PollyBreaker;
//! use jobsim::breaker::Effect;
//! use jobsim::sim::Millis;
//! let mut b = PollyBreaker::standard();
//! for _ in 0..89 {                                 // 89 successes, then failures
//!     let p = b.allow(Millis(0)).unwrap();
//!     b.on_success(p, Millis(0));
//! }
//! let fails: Vec<Effect> = (0..11).map(|_| { let p = b.allow(Millis(1)).unwrap(); b.on_failure(p, Millis(1)) }).collect();
//! assert_eq!(fails[9], Effect::Counted);            // 99 calls: below MinimumThroughput
//! assert_eq!(fails[10], Effect::Opened);            // 100 calls, 11 % failed
//! assert!(b.allow(Millis(5000)).is_none());         // open for BreakDuration
//! let probe = b.allow(Millis(5001)).unwrap();       // the one half-open probe
//! assert!(b.allow(Millis(5001)).is_none());
//! assert_eq!(b.on_success(probe, Millis(5002)), Effect::Closed);
//! ```

use std::collections::VecDeque;

use super::{Effect, Permit};
use crate::sim::Millis;

/// `DefaultFailureRatio`.
pub const FAILURE_RATIO: f64 = 0.1;
/// `DefaultMinimumThroughput`.
pub const MINIMUM_THROUGHPUT: u32 = 100;
/// `DefaultSamplingDuration`, in ms.
pub const SAMPLING_MS: u64 = 30_000;
/// `DefaultBreakDuration`, in ms.
pub const BREAK_MS: u64 = 5_000;
/// `NumberOfWindows` of the rolling metrics.
pub const WINDOWS: u64 = 10;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    Closed,
    Open,
    /// `probing` while the one probe is out.
    HalfOpen {
        probing: bool,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Window {
    started: Millis,
    successes: u32,
    failures: u32,
}

/// `RollingHealthMetrics`: successes and failures over the last `sampling_ms`.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Rolling {
    sampling_ms: u64,
    windows: VecDeque<Window>,
    successes: u32,
    failures: u32,
}

impl Rolling {
    fn current(&mut self, now: Millis) -> &mut Window {
        // A window lasts sampling / 10 (in ticks, so possibly a fraction of a ms).
        let stale = |w: &Window| now.since(w.started) * WINDOWS >= self.sampling_ms;
        if self.windows.back().is_none_or(stale) {
            self.windows.push_back(Window { started: now, successes: 0, failures: 0 });
        }
        while let Some(w) = self.windows.front().filter(|w| now.since(w.started) >= self.sampling_ms) {
            self.successes -= w.successes;
            self.failures -= w.failures;
            self.windows.pop_front();
        }
        self.windows.back_mut().expect("the current window")
    }

    fn success(&mut self, now: Millis) {
        self.successes += 1;
        self.current(now).successes += 1;
    }

    fn failure(&mut self, now: Millis) {
        self.failures += 1;
        self.current(now).failures += 1;
    }

    /// `(throughput, failure rate)` as `HealthInfo.Create` computes them.
    fn health(&mut self, now: Millis) -> (u32, f64) {
        self.current(now);
        let total = self.successes + self.failures;
        if total == 0 { (0, 0.0) } else { (total, f64::from(self.failures) / f64::from(total)) }
    }

    fn reset(&mut self) {
        self.windows.clear();
        self.successes = 0;
        self.failures = 0;
    }
}

/// Polly v8's circuit breaker with the failure-ratio behaviour.
#[derive(Clone, Debug, PartialEq)]
pub struct PollyBreaker {
    state: State,
    blocked_until: Millis,
    metrics: Rolling,
    failure_ratio: f64,
    minimum_throughput: u32,
    break_ms: u64,
    opened: u32,
    period: u32,
    late: u64,
}

impl PollyBreaker {
    /// Polly's defaults: 0.1, 100 calls, 30 s, 5 s.
    pub fn standard() -> Self {
        Self::new(FAILURE_RATIO, MINIMUM_THROUGHPUT, SAMPLING_MS, BREAK_MS)
    }

    pub fn new(failure_ratio: f64, minimum_throughput: u32, sampling_ms: u64, break_ms: u64) -> Self {
        assert!((0.0..=1.0).contains(&failure_ratio) && minimum_throughput >= 2 && sampling_ms >= 500);
        PollyBreaker {
            state: State::Closed,
            blocked_until: Millis::ZERO,
            metrics: Rolling { sampling_ms, windows: VecDeque::new(), successes: 0, failures: 0 },
            failure_ratio,
            minimum_throughput,
            break_ms,
            opened: 0,
            period: 0,
            late: 0,
        }
    }

    pub fn times_opened(&self) -> u32 {
        self.opened
    }

    /// Results that came back while it was open (counted in the metrics, nothing else).
    pub fn late_results(&self) -> u64 {
        self.late
    }

    /// When the break ends (meaningful while open).
    pub fn blocked_until(&self) -> Millis {
        self.blocked_until
    }

    pub fn is_open(&self) -> bool {
        self.state == State::Open
    }

    fn enter(&mut self, state: State) {
        self.state = state;
        self.period = self.period.wrapping_add(1);
    }

    fn open(&mut self, now: Millis) -> Effect {
        self.opened += 1;
        self.blocked_until = now + self.break_ms;
        self.enter(State::Open);
        Effect::Opened
    }

    /// `OnActionPreExecute`: closed lets every call through; open becomes half-open for the
    /// first call at or after `blockedUntil`, which is the probe.
    pub fn allow(&mut self, now: Millis) -> Option<Permit> {
        match self.state {
            State::Closed => Some(Permit { period: self.period }),
            State::Open if now >= self.blocked_until => {
                self.blocked_until = now + self.break_ms;
                self.enter(State::HalfOpen { probing: true });
                Some(Permit { period: self.period })
            }
            State::HalfOpen { probing: false } => {
                self.state = State::HalfOpen { probing: true };
                Some(Permit { period: self.period })
            }
            State::Open | State::HalfOpen { probing: true } => None,
        }
    }

    /// `OnUnhandledOutcome`: counted; a half-open circuit closes (metrics reset).
    pub fn on_success(&mut self, _: Permit, now: Millis) -> Effect {
        self.metrics.success(now);
        match self.state {
            State::Closed => Effect::Counted,
            State::HalfOpen { .. } => {
                self.metrics.reset();
                self.enter(State::Closed);
                Effect::Closed
            }
            State::Open => {
                self.late += 1;
                Effect::Ignored
            }
        }
    }

    /// `OnHandledOutcome`: closed counts it and breaks past the thresholds; half-open
    /// breaks again; open only counts it.
    pub fn on_failure(&mut self, _: Permit, now: Millis) -> Effect {
        match self.state {
            State::Closed => {
                self.metrics.failure(now);
                let (throughput, rate) = self.metrics.health(now);
                if throughput >= self.minimum_throughput && rate >= self.failure_ratio {
                    self.open(now)
                } else {
                    Effect::Counted
                }
            }
            State::HalfOpen { .. } => self.open(now),
            State::Open => {
                self.metrics.failure(now);
                self.late += 1;
                Effect::Ignored
            }
        }
    }

    /// No call was made with the permit: a probe slot is free again (jobsim's rule).
    pub fn release(&mut self, permit: Permit) -> Effect {
        if permit.period == self.period && self.state == (State::HalfOpen { probing: true }) {
            self.state = State::HalfOpen { probing: false };
        }
        Effect::Counted
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failures_older_than_the_sampling_duration_leave_the_window() {
        let mut b = PollyBreaker::standard();
        for t in 0..99u64 {
            let p = b.allow(Millis(t)).unwrap();
            assert_eq!(b.on_failure(p, Millis(t)), Effect::Counted);
        }
        // 30 s later the 99 failures are gone: one more is 1 call, not 100.
        let p = b.allow(Millis(30_100)).unwrap();
        assert_eq!(b.on_failure(p, Millis(30_100)), Effect::Counted);
        let p = b.allow(Millis(30_100)).unwrap();
        assert_eq!(b.on_failure(p, Millis(30_100)), Effect::Counted);
    }
}
