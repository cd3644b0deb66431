//! A run's budget: how many events it may handle and how far its virtual clock may go.
//!
//! A model whose mechanism livelocks (consumers re-polling a queue that never drains)
//! would otherwise run forever. With a budget the engine stops it and the run ends with
//! [`Exhausted`], which the CLI reports as a one-line error.

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use super::Millis;

/// A run's stop switch, for a caller that may stop wanting the result (the lab, when its
/// client hangs up or the request's time is up). The engine reads it when a run starts and
/// then every [`Stop::EVERY`] events, so a stopped run ends within a few thousand events.
/// It never changes a run that finishes: a run either completes with the same bytes or
/// ends with [`Limit::Stopped`].
///
/// # Example
/// ```
/// use jobsim::sim::Stop;
/// let (stop, seen) = (Stop::new(), Stop::default());
/// stop.clone().stop();
/// assert!(stop.is_stopped() && !seen.is_stopped());
/// ```
#[derive(Clone, Debug, Default)]
pub struct Stop(Option<Arc<AtomicBool>>);

impl Stop {
    /// Events between two reads of the switch.
    pub const EVERY: u64 = 4096;

    /// A switch that is not thrown yet (the default is no switch at all).
    pub fn new() -> Stop {
        Stop(Some(Arc::new(AtomicBool::new(false))))
    }

    /// Throws the switch: every run holding a clone of it stops.
    pub fn stop(&self) {
        if let Some(flag) = &self.0 {
            flag.store(true, Ordering::Relaxed);
        }
    }

    /// Whether the switch was thrown.
    pub fn is_stopped(&self) -> bool {
        self.0.as_ref().is_some_and(|flag| flag.load(Ordering::Relaxed))
    }

    /// Whether there is a switch to read.
    pub fn is_armed(&self) -> bool {
        self.0.is_some()
    }
}

/// Limits of one simulation run.
///
/// # Example
/// ```
/// use jobsim::sim::{Budget, Millis};
/// let b = Budget::events(1_000).min(Budget::time(Millis(60_000)));
/// assert_eq!((b.max_events, b.max_time), (1_000, Millis(60_000)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Most events the run may handle.
    pub max_events: u64,
    /// Latest virtual time an event may run at.
    pub max_time: Millis,
}

impl Budget {
    /// No limit at all.
    pub const UNLIMITED: Budget = Budget { max_events: u64::MAX, max_time: Millis(u64::MAX) };

    /// The budget of a model that does not state its own: half a billion events (tens of
    /// seconds of work at most) and a hundred years of virtual time.
    pub const DEFAULT: Budget = Budget { max_events: 500_000_000, max_time: Millis(100 * 366 * 86_400_000) };

    /// At most `n` events, any virtual time.
    pub const fn events(n: u64) -> Budget {
        Budget { max_events: n, max_time: Millis(u64::MAX) }
    }

    /// Any number of events up to virtual time `t`.
    pub const fn time(t: Millis) -> Budget {
        Budget { max_events: u64::MAX, max_time: t }
    }

    /// The tighter of two budgets, limit by limit.
    pub fn min(self, other: Budget) -> Budget {
        Budget { max_events: self.max_events.min(other.max_events), max_time: self.max_time.min(other.max_time) }
    }
}

impl Default for Budget {
    fn default() -> Self {
        Budget::UNLIMITED
    }
}

/// Which limit of the budget stopped a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    Events(u64),
    Time(Millis),
    /// Its [`Stop`] switch was thrown.
    Stopped,
}

/// A run that hit its budget: it was stopped, its results are incomplete.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Exhausted {
    /// The limit that was hit.
    pub limit: Limit,
    /// Events handled when it stopped.
    pub events: u64,
    /// Virtual time when it stopped.
    pub at: Millis,
}

impl fmt::Display for Exhausted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.limit {
            Limit::Events(n) => write!(
                f,
                "the run exceeded its budget of {n} events (stopped at virtual time {} ms); it does not finish with these parameters",
                self.at.as_ms()
            ),
            Limit::Time(t) => write!(
                f,
                "the run exceeded its budget of {} ms of virtual time (after {} events); it does not finish with these parameters",
                t.as_ms(),
                self.events
            ),
            Limit::Stopped => write!(
                f,
                "the run was stopped after {} events (virtual time {} ms): its result was no longer wanted",
                self.events,
                self.at.as_ms()
            ),
        }
    }
}

impl std::error::Error for Exhausted {}
