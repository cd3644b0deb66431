//! What the pool does with a failed attempt: drop it (`none`), put it back at once
//! (`immediate`), or wait what a real system waits before retry n and give up at its limit
//! (the named policies of [`crate::backoff::named`], settings as in `backoff-schedules`).
//!
//! ```text
//! attempt fails ─► retries left? ─ no ──► dead set (counted; `none`: every failure)
//!                        │ yes
//!                        └─ wait(n), rounded to whole ms ─► back of the queue ─► attempt n+1
//! ```
//!
//! A job's failures are drawn once, at its arrival, from the stream `failures`: one word
//! `U` in (0, 1] gives `F = ⌊ln U / ln p⌋` failed attempts before its first success (a
//! geometric count: attempt k fails with probability p whatever happened before, the
//! same as one Bernoulli draw per attempt). Job `i` therefore fails the same number of
//! times under every policy, pool size and service kind, and a larger `fail_probability`
//! fails it at least as often (common random numbers: the rows differ only by what the
//! policy does). A policy whose limit is below `F` sends the job to the dead set.

use crate::report::words::Words;
use crate::backoff::named::{Policies, RetryPolicy, System, names_then_systems};

/// What happens after a failed attempt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Retry {
    /// The job is dropped as failed: no retry.
    None,
    /// Retried at once (to the back of the queue), without limit.
    Immediate,
    /// A real system's policy: its wait before each retry and its retry limit.
    Named(System),
}

impl Retry {
    /// Scenario names, in the order of [`Retry::ALL`].
    pub const NAMES: [&'static str; 11] = names_then_systems!["none", "immediate"];
    pub const ALL: [Retry; 11] = [
        Retry::None,
        Retry::Immediate,
        Retry::Named(System::Sidekiq),
        Retry::Named(System::Oban),
        Retry::Named(System::Temporal),
        Retry::Named(System::Bullmq),
        Retry::Named(System::Celery),
        Retry::Named(System::AwsStandard),
        Retry::Named(System::GrpcConnect),
        Retry::Named(System::Gcs),
        Retry::Named(System::River),
    ];

    /// The scenario name (`none`, `sidekiq`).
    pub fn name(self) -> &'static str {
        match self {
            Retry::None => "none",
            Retry::Immediate => "immediate",
            Retry::Named(s) => s.name(),
        }
    }

    /// As tables and charts print it (system names stay as they are).
    pub fn title(self, w: &'static Words) -> String {
        match self {
            Retry::None => crate::word!(w, "worker-pool-retry", retry = "none"),
            Retry::Immediate => crate::word!(w, "worker-pool-retry", retry = "immediate"),
            Retry::Named(s) => s.title().into(),
        }
    }

    /// Retries before the job goes to the dead set (`None`: never).
    pub fn max_retries(self, named: &Policies) -> Option<u32> {
        match self {
            Retry::None => Some(0),
            Retry::Immediate => None,
            Retry::Named(s) => named.get(s).max_retries(),
        }
    }

    /// The named policy behind it, if any.
    pub fn policy(self, named: &Policies) -> Option<&dyn RetryPolicy> {
        match self {
            Retry::Named(s) => Some(named.get(s)),
            _ => None,
        }
    }

    /// Whether its waits are random (it then draws from the stream `policy/<name>`).
    pub fn draws(self, named: &Policies) -> bool {
        self.policy(named).is_some_and(|p| p.draws())
    }
}

/// Expected attempts of one job when each fails with probability `p` and at most
/// `limit` retries follow the first (`None`: no limit): `(1 − p^(L+1)) / (1 − p)`, or
/// `1/(1 − p)` without a limit; infinite when `p = 1` and there is no limit.
pub fn expected_attempts(p: f64, limit: Option<u32>) -> f64 {
    match limit {
        _ if p <= 0.0 => 1.0,
        Some(l) if p >= 1.0 => f64::from(l) + 1.0,
        Some(l) => (1.0 - p.powi(l as i32 + 1)) / (1.0 - p),
        None if p >= 1.0 => f64::INFINITY,
        None => 1.0 / (1.0 - p),
    }
}

/// The failed attempts before a job's first success, from one uniform `u` in (0, 1]:
/// `⌊ln u / ln p⌋`, so `P(F ≥ k) = p^k` (every attempt when `p = 1`).
pub fn failures(u: f64, p: f64) -> u32 {
    if p <= 0.0 {
        0
    } else if p >= 1.0 {
        u32::MAX
    } else {
        // A float-to-int cast saturates: a huge count is "more than any limit".
        (libm::log(u) / libm::log(p)).floor() as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_geometric_count_has_the_right_tail() {
        assert_eq!(failures(1.0, 0.1), 0);
        assert_eq!(failures(0.1, 0.1), 1);
        assert_eq!(failures(0.099, 0.1), 1);
        assert_eq!(failures(0.0099, 0.1), 2);
        assert_eq!(failures(0.5, 0.0), 0);
        assert_eq!(failures(0.5, 1.0), u32::MAX);
        assert!((expected_attempts(0.1, None) - 1.0 / 0.9).abs() < 1e-12);
        assert!((expected_attempts(0.5, Some(1)) - 1.5).abs() < 1e-12);
        assert_eq!(expected_attempts(1.0, Some(3)), 4.0);
        assert!(expected_attempts(1.0, None).is_infinite());
    }
}
