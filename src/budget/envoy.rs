//! Envoy's retry budget: a cap on how many retries may be *active* at once, a share of
//! the requests in flight with a floor.
//!
//! Source: envoyproxy/envoy: `api/envoy/config/cluster/v3/circuit_breaker.proto`
//! (`RetryBudget`: `budget_percent` default 20 %, `min_retry_concurrency` default 3) and
//! `source/common/upstream/resource_manager_impl.h` (`RetryBudgetImpl::max()`:
//! `std::max<uint64_t>(budget_percent / 100.0 * (requests + pending_requests),
//! min_retry_concurrency)`; `canCreate()` is `count() < max()`). Once either field is set
//! the budget replaces `max_retries` (default 3). PR #9069's example: 20 %/3 allows 5
//! retries at 25 active requests and 3 at 2.
//!
//! A retry is *active* from the moment it is admitted (before its backoff) until its
//! attempt's result comes back (`RetryStateImpl` holds the `retries()` resource over the
//! backoff timer and releases it at the next retry decision). The budget is evaluated at
//! every admission against the requests in flight then. Not modelled: the opt-in
//! `budget_interval` (PR #44147, 2026-05), which counts requests started in a window
//! instead.
//!
//! # Example
//! ```
//! use jobsim::budget::envoy::RetryBudget;
//! let b = RetryBudget::new(20.0, 3);
//! assert_eq!((b.max(25, 0), b.max(2, 0), b.max(100, 0)), (5, 3, 20));
//! let mut b = RetryBudget::default();
//! let admitted = (0..5).filter(|_| b.try_acquire(4, 0)).count();
//! assert_eq!(admitted, 3);                         // max(3, 20 % of 4) = 3 at once
//! b.release();
//! assert!(b.try_acquire(4, 0));                    // one came back: room for one more
//! ```

/// Envoy's default `budget_percent`.
pub const BUDGET_PERCENT: f64 = 20.0;
/// Envoy's default `min_retry_concurrency`.
pub const MIN_RETRY_CONCURRENCY: u32 = 3;

/// The cluster's retry budget and its active retries.
#[derive(Clone, Debug, PartialEq)]
pub struct RetryBudget {
    budget_percent: f64,
    min_retry_concurrency: u32,
    active_retries: u32,
}

impl Default for RetryBudget {
    fn default() -> Self {
        RetryBudget::new(BUDGET_PERCENT, MIN_RETRY_CONCURRENCY)
    }
}

impl RetryBudget {
    pub fn new(budget_percent: f64, min_retry_concurrency: u32) -> Self {
        assert!((0.0..=100.0).contains(&budget_percent), "budget_percent is a percentage");
        RetryBudget { budget_percent, min_retry_concurrency, active_retries: 0 }
    }

    /// Most active retries with `active` requests in flight and `pending` waiting for a
    /// connection: `max(budget_percent / 100 * (active + pending), min_retry_concurrency)`,
    /// the product truncated as Envoy's `uint64_t` conversion does.
    pub fn max(&self, active: u64, pending: u64) -> u64 {
        let share = (self.budget_percent / 100.0 * (active + pending) as f64) as u64;
        share.max(u64::from(self.min_retry_concurrency))
    }

    /// Retries admitted and not yet come back.
    pub fn active_retries(&self) -> u32 {
        self.active_retries
    }

    /// Admits a retry if fewer than [`RetryBudget::max`] are active.
    pub fn try_acquire(&mut self, active: u64, pending: u64) -> bool {
        let ok = u64::from(self.active_retries) < self.max(active, pending);
        if ok {
            self.active_retries += 1;
        }
        ok
    }

    /// An admitted retry's attempt came back (or it was abandoned).
    pub fn release(&mut self) {
        assert!(self.active_retries > 0, "released a retry that was never admitted");
        self.active_retries -= 1;
    }
}
