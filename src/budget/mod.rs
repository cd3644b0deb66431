//! Retry budgets and throttles (issue 13): what real clients put between a failure and its
//! retry, beside the lesson's count and time budgets (004.4). Each system is one file,
//! pure (`now` is passed in), with its documented defaults; [`RetryGate`] holds any of them
//! (or none) for a stream of requests and keeps what each needs per request.
//!
//! | system | mechanism | a retry is allowed while |
//! |---|---|---|
//! | [`aws`] standard mode | a 500-token quota; a retry costs 5 (10 after a timeout); a success refunds 1, or what its retry took | its cost fits |
//! | [`grpc`] retry throttling | a token count from `maxTokens`; −1 per failure, +`tokenRatio` per success | count > `maxTokens / 2` |
//! | [`envoy`] retry budget | active retries | fewer than `max(20 % of active requests, 3)` |
//! | [`finagle`] `RetryBudget()` | deposits of 1000 per request expiring after 10 s, withdrawals of 5000, a reserve of 500,000 | sum + reserve ≥ 5000 |
//! | [`token_bucket`] | a bucket of tokens refilled at a steady rate | a token is left |
//!
//! The sources (repository, path, commit) are in each file, read from the systems' own
//! code and docs.

pub mod aws;
pub mod envoy;
pub mod finagle;
pub mod grpc;
pub mod token_bucket;

use crate::sim::Millis;

/// One budget's settings.
#[derive(Clone, Debug, PartialEq)]
pub enum BudgetSpec {
    /// Every retry is allowed (the receive limit alone stops them).
    Unlimited,
    Aws {
        capacity: u32,
        retry_cost: u32,
        timeout_cost: u32,
        no_retry_increment: u32,
    },
    Grpc {
        max_tokens_milli: u32,
        token_ratio_milli: u32,
    },
    Envoy {
        budget_percent: f64,
        min_retry_concurrency: u32,
    },
    Finagle {
        ttl_s: u32,
        min_retries_per_sec: u32,
        percent_can_retry: f64,
    },
    TokenBucket {
        capacity: u32,
        refill_every_ms: u64,
    },
}

#[derive(Clone, Debug)]
enum Gate {
    Unlimited,
    Aws(aws::RetryQuota),
    Grpc(grpc::RetryThrottle),
    Envoy(envoy::RetryBudget),
    Finagle(finagle::RetryBudget),
    TokenBucket(token_bucket::TokenBucket),
}

/// A budget over `requests` numbered requests, with what it keeps per request: the tokens
/// AWS's last retry of it acquired, or whether it holds one of Envoy's active retries.
///
/// # Example
/// ```
/// use jobsim::budget::{BudgetSpec, RetryGate};
/// use jobsim::sim::Millis;
/// let spec = BudgetSpec::Aws { capacity: 10, retry_cost: 5, timeout_cost: 10, no_retry_increment: 1 };
/// let mut g = RetryGate::new(&spec, 3, Millis(0));
/// let now = Millis(0);
/// assert_eq!(g.after_failure(0, now, 1, true, false), Some(true));
/// assert_eq!(g.after_failure(1, now, 1, true, false), Some(true));
/// assert_eq!(g.after_failure(2, now, 1, true, false), Some(false)); // 10 tokens, 5 a retry
/// assert_eq!(g.after_failure(2, now, 1, false, false), None);       // no retry wanted
/// g.after_success(0, now);                                          // refunds its 5
/// assert_eq!(g.after_failure(2, now, 1, true, false), Some(true));
/// ```
#[derive(Clone, Debug)]
pub struct RetryGate {
    gate: Gate,
    /// Per request: AWS's last acquired cost, or 1 while it holds an Envoy retry.
    held: Vec<u8>,
}

impl RetryGate {
    pub fn new(spec: &BudgetSpec, requests: u32, now: Millis) -> Self {
        let gate = match *spec {
            BudgetSpec::Unlimited => Gate::Unlimited,
            BudgetSpec::Aws { capacity, retry_cost, timeout_cost, no_retry_increment } => {
                assert!(retry_cost <= 255 && timeout_cost <= 255, "costs fit a byte per request");
                Gate::Aws(aws::RetryQuota::new(capacity, retry_cost, timeout_cost, no_retry_increment))
            }
            BudgetSpec::Grpc { max_tokens_milli, token_ratio_milli } => {
                Gate::Grpc(grpc::RetryThrottle::new(max_tokens_milli, token_ratio_milli))
            }
            BudgetSpec::Envoy { budget_percent, min_retry_concurrency } => {
                Gate::Envoy(envoy::RetryBudget::new(budget_percent, min_retry_concurrency))
            }
            BudgetSpec::Finagle { ttl_s, min_retries_per_sec, percent_can_retry } => {
                Gate::Finagle(finagle::RetryBudget::new(ttl_s, min_retries_per_sec, percent_can_retry, now))
            }
            BudgetSpec::TokenBucket { capacity, refill_every_ms } => {
                Gate::TokenBucket(token_bucket::TokenBucket::new(capacity, refill_every_ms))
            }
        };
        let held = match gate {
            Gate::Aws(_) | Gate::Envoy(_) => vec![0; requests as usize],
            _ => Vec::new(),
        };
        RetryGate { gate, held }
    }

    /// A request's first attempt is about to go out (Finagle deposits).
    pub fn first_attempt(&mut self, now: Millis) {
        if let Gate::Finagle(b) = &mut self.gate {
            b.deposit(now);
        }
    }

    /// Request `req`'s attempt failed at `now` with `in_flight` other calls out; `wants`
    /// says whether it has attempts left. Returns `None` if no retry was wanted, else
    /// whether the budget allows it (and takes it).
    pub fn after_failure(&mut self, req: u32, now: Millis, in_flight: u64, wants: bool, timeout: bool) -> Option<bool> {
        let held = self.held.get_mut(req as usize);
        let allowed = match &mut self.gate {
            Gate::Unlimited => true,
            // Every failed attempt costs a token, retried or not.
            Gate::Grpc(t) => t.on_failure(),
            Gate::Envoy(b) => {
                let held = held.expect("a request of the run");
                // The retry this attempt was (if any) is over: release, then ask again.
                if std::mem::take(held) == 1 {
                    b.release();
                }
                let ok = wants && b.try_acquire(in_flight, 0);
                *held = u8::from(ok);
                ok
            }
            Gate::Aws(_) | Gate::Finagle(_) | Gate::TokenBucket(_) if !wants => false,
            Gate::Aws(q) => match q.acquire_retry(timeout) {
                Some(cost) => {
                    *held.expect("a request of the run") = cost as u8;
                    true
                }
                None => false,
            },
            Gate::Finagle(b) => b.try_withdraw(now),
            Gate::TokenBucket(b) => b.try_take(now),
        };
        wants.then_some(allowed)
    }

    /// Request `req`'s attempt succeeded: AWS refunds, gRPC earns `tokenRatio`, an Envoy
    /// retry is over.
    pub fn after_success(&mut self, req: u32, _now: Millis) {
        match &mut self.gate {
            Gate::Aws(q) => {
                let last = self.held[req as usize];
                q.on_success((last > 0).then_some(u32::from(last)));
            }
            Gate::Grpc(t) => t.on_success(),
            Gate::Envoy(b) => {
                if std::mem::take(&mut self.held[req as usize]) == 1 {
                    b.release();
                }
            }
            Gate::Unlimited | Gate::Finagle(_) | Gate::TokenBucket(_) => {}
        }
    }

    /// Retries admitted and not yet come back (Envoy's count; 0 for the others).
    pub fn active_retries(&self) -> u32 {
        match &self.gate {
            Gate::Envoy(b) => b.active_retries(),
            _ => 0,
        }
    }
}
