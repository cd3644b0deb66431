//! The budgets and breakers a scenario names, and their settings.

use crate::breaker::polly::PollyBreaker;
use crate::breaker::resilience4j::Resilience4jBreaker;
use crate::breaker::{AnyBreaker, CircuitBreaker};
use crate::budget::BudgetSpec;
use crate::budget::grpc::thousandths;
use crate::scenario::{Reader, ScenarioError};

/// A retry budget of a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BudgetKind {
    None,
    AwsStandard,
    Grpc,
    Envoy,
    Finagle,
    TokenBucket,
}

/// Every budget, in listing order.
pub(super) const ALL_BUDGETS: &str = "[\"none\", \"aws-standard\", \"grpc\", \"envoy\", \"finagle\", \"token-bucket\"]";

impl BudgetKind {
    pub const ALL: [BudgetKind; 6] = [
        BudgetKind::None,
        BudgetKind::AwsStandard,
        BudgetKind::Grpc,
        BudgetKind::Envoy,
        BudgetKind::Finagle,
        BudgetKind::TokenBucket,
    ];
    pub const NAMES: [&'static str; 6] = ["none", "aws-standard", "grpc", "envoy", "finagle", "token-bucket"];

    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
}

/// A breaker of a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BreakerKind {
    None,
    Consecutive,
    Polly,
    Resilience4j,
}

impl BreakerKind {
    pub const ALL: [BreakerKind; 4] = [BreakerKind::None, BreakerKind::Consecutive, BreakerKind::Polly, BreakerKind::Resilience4j];
    pub const NAMES: [&'static str; 4] = ["none", "consecutive", "polly", "resilience4j"];

    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
}

/// Every system's settings (read whether or not its row runs).
#[derive(Clone, Debug, PartialEq)]
pub struct Settings {
    pub aws_quota: u32,
    pub aws_retry_cost: u32,
    pub aws_timeout_cost: u32,
    pub aws_no_retry_increment: u32,
    /// Thousandths, digits past the third dropped.
    pub grpc_max_tokens_milli: u32,
    pub grpc_token_ratio_milli: u32,
    pub envoy_budget_percent: f64,
    pub envoy_min_retry_concurrency: u32,
    pub finagle_ttl_s: u32,
    pub finagle_min_retries_per_sec: u32,
    pub finagle_percent_can_retry: f64,
    pub bucket_tokens: u32,
    pub bucket_refill_every_ms: u64,
    pub failure_threshold: u32,
    pub open_ms: u64,
    pub polly_failure_ratio: f64,
    pub polly_minimum_throughput: u32,
    pub polly_sampling_ms: u64,
    pub polly_break_ms: u64,
    pub r4j_window_calls: u32,
    pub r4j_failure_rate_percent: f64,
    pub r4j_minimum_calls: u32,
    pub r4j_wait_open_ms: u64,
    pub r4j_half_open_calls: u32,
}

impl Settings {
    pub(super) fn read(r: &Reader<'_>) -> Result<Settings, ScenarioError> {
        let grpc_max_tokens_milli = thousandths(r.float("grpc_max_tokens")?);
        let grpc_token_ratio_milli = thousandths(r.float("grpc_token_ratio")?);
        Ok(Settings {
            aws_quota: r.uint32("aws_quota")?,
            aws_retry_cost: r.uint32("aws_retry_cost")?,
            aws_timeout_cost: r.uint32("aws_timeout_cost")?,
            aws_no_retry_increment: r.uint32("aws_no_retry_increment")?,
            grpc_max_tokens_milli,
            grpc_token_ratio_milli,
            envoy_budget_percent: r.float("envoy_budget_percent")?,
            envoy_min_retry_concurrency: r.uint32("envoy_min_retry_concurrency")?,
            finagle_ttl_s: r.uint32("finagle_ttl_s")?,
            finagle_min_retries_per_sec: r.uint32("finagle_min_retries_per_sec")?,
            finagle_percent_can_retry: r.float("finagle_percent_can_retry")?,
            bucket_tokens: r.uint32("bucket_tokens")?,
            bucket_refill_every_ms: r.uint("bucket_refill_every_ms")?,
            failure_threshold: r.uint32("failure_threshold")?,
            open_ms: r.uint("open_ms")?,
            polly_failure_ratio: r.float("polly_failure_ratio")?,
            polly_minimum_throughput: r.uint32("polly_minimum_throughput")?,
            polly_sampling_ms: r.uint("polly_sampling_ms")?,
            polly_break_ms: r.uint("polly_break_ms")?,
            r4j_window_calls: r.uint32("r4j_window_calls")?,
            r4j_failure_rate_percent: r.float("r4j_failure_rate_percent")?,
            r4j_minimum_calls: r.uint32("r4j_minimum_calls")?,
            r4j_wait_open_ms: r.uint("r4j_wait_open_ms")?,
            r4j_half_open_calls: r.uint32("r4j_half_open_calls")?,
        })
    }

    /// The budget of a row.
    pub fn budget(&self, kind: BudgetKind) -> BudgetSpec {
        match kind {
            BudgetKind::None => BudgetSpec::Unlimited,
            BudgetKind::AwsStandard => BudgetSpec::Aws {
                capacity: self.aws_quota,
                retry_cost: self.aws_retry_cost,
                timeout_cost: self.aws_timeout_cost,
                no_retry_increment: self.aws_no_retry_increment,
            },
            BudgetKind::Grpc => BudgetSpec::Grpc {
                max_tokens_milli: self.grpc_max_tokens_milli,
                token_ratio_milli: self.grpc_token_ratio_milli,
            },
            BudgetKind::Envoy => BudgetSpec::Envoy {
                budget_percent: self.envoy_budget_percent,
                min_retry_concurrency: self.envoy_min_retry_concurrency,
            },
            BudgetKind::Finagle => BudgetSpec::Finagle {
                ttl_s: self.finagle_ttl_s,
                min_retries_per_sec: self.finagle_min_retries_per_sec,
                percent_can_retry: self.finagle_percent_can_retry,
            },
            BudgetKind::TokenBucket => {
                BudgetSpec::TokenBucket { capacity: self.bucket_tokens, refill_every_ms: self.bucket_refill_every_ms }
            }
        }
    }

    /// The breaker of a row (`None`: no breaker).
    pub fn breaker(&self, kind: BreakerKind) -> Option<AnyBreaker> {
        match kind {
            BreakerKind::None => None,
            BreakerKind::Consecutive => Some(AnyBreaker::Consecutive(CircuitBreaker::new(self.failure_threshold, self.open_ms))),
            BreakerKind::Polly => Some(AnyBreaker::Polly(PollyBreaker::new(
                self.polly_failure_ratio,
                self.polly_minimum_throughput,
                self.polly_sampling_ms,
                self.polly_break_ms,
            ))),
            BreakerKind::Resilience4j => Some(AnyBreaker::Resilience4j(Resilience4jBreaker::new(
                self.r4j_window_calls,
                self.r4j_failure_rate_percent as f32,
                self.r4j_minimum_calls,
                self.r4j_wait_open_ms,
                self.r4j_half_open_calls,
            ))),
        }
    }

    /// How long the breaker stays open after opening.
    pub fn open_ms(&self, kind: BreakerKind) -> u64 {
        match kind {
            BreakerKind::None | BreakerKind::Consecutive => self.open_ms,
            BreakerKind::Polly => self.polly_break_ms,
            BreakerKind::Resilience4j => self.r4j_wait_open_ms,
        }
    }
}
