//! The named policies' settings as scenario parameters, one group declared once for every model
//! that takes named policies (`backoff-schedules`, `frameworks`, `jitter-wave`,
//! `retry-budget`, `circuit-breaker`, `outage-guards`, `visibility-backoff`,
//! `retry-storm`, `occ-contention`, `worker-pool`): each system's knobs, prefixed with its
//! name, defaulting to its documented defaults.

use crate::backoff::named::{
    AwsStandard, BullBackoff, Bullmq, Celery, Gcs, GrpcConnect, Oban, Policies, River, Sidekiq, System, Temporal,
};
use crate::models::SeedIfDrawn;
use crate::scenario::{Check, Kind, Param, Reader, ScenarioError};

/// The named policies' settings, one group for every model that takes named policies.
pub const PARAMS: &[Param] = &[
    Param::new(
        "sidekiq_max_retries",
        Kind::Int { min: 0, max: 100 },
        "25",
        "retries",
        "Sidekiq `retry: N`: retries before the Dead set",
    ),
    Param::new(
        "oban_max_attempts",
        Kind::Int { min: 1, max: 100 },
        "20",
        "attempts",
        "Oban `max_attempts`, the first run included (past 20 the exponent is scaled to 20)",
    ),
    Param::new(
        "temporal_initial_interval_ms",
        Kind::Int { min: 1, max: DAY },
        "1000",
        "ms",
        "Temporal InitialInterval",
    ),
    Param::new(
        "temporal_backoff_coefficient",
        Kind::Float { min: 1.0, max: 100.0 },
        "2.0",
        "",
        "Temporal BackoffCoefficient",
    ),
    Param::new(
        "temporal_maximum_interval_ms",
        Kind::Int { min: 1, max: 30 * DAY },
        "",
        "ms",
        "Temporal MaximumInterval (leave out: 100 × the initial interval)",
    ),
    Param::new(
        "temporal_maximum_attempts",
        Kind::Int { min: 0, max: 1000 },
        "0",
        "attempts",
        "Temporal MaximumAttempts, the first run included; 0 = unlimited",
    ),
    Param::new(
        "bullmq_attempts",
        Kind::Int { min: 1, max: 1000 },
        "1",
        "attempts",
        "BullMQ `attempts`, the first run included (1: no retry)",
    ),
    Param::new(
        "bullmq_backoff",
        Kind::Choice(&crate::backoff::named::BullBackoff::NAMES),
        "\"none\"",
        "",
        "BullMQ `backoff.type` (none: retried at once)",
    ),
    Param::new(
        "bullmq_delay_ms",
        Kind::Int { min: 0, max: DAY },
        "1000",
        "ms",
        "BullMQ `backoff.delay` (BullMQ has no default; its docs' examples use 1000)",
    ),
    Param::new(
        "bullmq_jitter",
        Kind::Float { min: 0.0, max: 1.0 },
        "0.0",
        "",
        "BullMQ `backoff.jitter`: the wait is drawn from [D(1-j), D); 0 = none",
    ),
    Param::new("celery_max_retries", Kind::Int { min: 0, max: 1000 }, "3", "retries", "Celery `max_retries`"),
    Param::new(
        "celery_retry_backoff",
        Kind::Int { min: 0, max: 3600 },
        "0",
        "s",
        "Celery `retry_backoff` factor: 0 = False (the fixed default_retry_delay), 1 = True",
    ),
    Param::new(
        "celery_retry_backoff_max_s",
        Kind::Int { min: 0, max: 86_400 },
        "600",
        "s",
        "Celery `retry_backoff_max`: the countdown never exceeds it",
    ),
    Param::new(
        "celery_retry_jitter",
        Kind::Bool,
        "true",
        "",
        "Celery `retry_jitter`: full jitter, an integer in 0..=countdown (with retry_backoff)",
    ),
    Param::new(
        "celery_default_retry_delay_s",
        Kind::Int { min: 0, max: 86_400 },
        "180",
        "s",
        "Celery `default_retry_delay` (without retry_backoff)",
    ),
    Param::new(
        "aws_max_attempts",
        Kind::Int { min: 1, max: 1000 },
        "3",
        "attempts",
        "AWS standard mode `max_attempts`, the first try included",
    ),
    Param::new(
        "aws_max_backoff_ms",
        Kind::Int { min: 0, max: DAY },
        "20000",
        "ms",
        "AWS standard mode's backoff cap (botocore: 20 s)",
    ),
    Param::new("grpc_initial_backoff_ms", Kind::Int { min: 1, max: DAY }, "1000", "ms", "gRPC INITIAL_BACKOFF"),
    Param::new("grpc_multiplier", Kind::Float { min: 1.0, max: 10.0 }, "1.6", "", "gRPC MULTIPLIER"),
    Param::new(
        "grpc_max_backoff_ms",
        Kind::Int { min: 1, max: DAY },
        "120000",
        "ms",
        "gRPC MAX_BACKOFF (jitter is applied after it)",
    ),
    Param::new(
        "grpc_jitter",
        Kind::Float { min: 0.0, max: 1.0 },
        "0.2",
        "",
        "gRPC JITTER: each wait after the first × (1 ± jitter)",
    ),
    Param::new(
        "gcs_max_backoff_ms",
        Kind::Int { min: 0, max: DAY },
        "32000",
        "ms",
        "Google Cloud maximum_backoff (\"typically 32 or 64 seconds\")",
    ),
    Param::new(
        "gcs_max_retries",
        Kind::Int { min: 0, max: 1000 },
        "",
        "retries",
        "Google Cloud retries before giving up (leave out: never; gcloud uses 32)",
    ),
    Param::new(
        "river_max_attempts",
        Kind::Int { min: 1, max: 100 },
        "25",
        "attempts",
        "River `MaxAttempts`, the first run included",
    ),
];

const DAY: i64 = 86_400_000;

/// A model's own parameters followed by the named policies' group [`PARAMS`]:
/// `pub const PARAMS: &[Param] = with_named_params![Param::new(…), …];`.
macro_rules! with_named_params {
    ($($param:expr),* $(,)?) => {
        $crate::models::kit::params::params![&[$($param),*], $crate::models::kit::named::PARAMS]
    };
}
pub(crate) use with_named_params;

/// The longest wait before one retry a scenario may set up: 30 days, as Temporal's
/// `MaximumInterval`. BullMQ's exponential waits are uncapped and would overflow the
/// engine's clock.
pub const MAX_WAIT_MS: u64 = 30 * 86_400_000;

/// Reads every named policy's settings (the group [`PARAMS`]); BullMQ's
/// exponential waits must stay within [`MAX_WAIT_MS`].
pub fn read(r: &Reader<'_>) -> Result<Policies, ScenarioError> {
    let policies = read_settings(r)?;
    let b = &policies.bullmq;
    if b.backoff == BullBackoff::Exponential && b.attempts >= 2 {
        // The last retry (number attempts - 1) waits delay * 2^(attempts - 2).
        let last = b.delay_ms as f64 * 2f64.powi(b.attempts.min(200) as i32 - 2);
        if last > MAX_WAIT_MS as f64 {
            return Err(r.check().said(
                "refusal-bullmq-wait",
                &[
                    ("attempts", &b.attempts),
                    ("delay", &b.delay_ms),
                    ("power", &(b.attempts - 2)),
                    ("max", &MAX_WAIT_MS),
                ],
            ));
        }
    }
    Ok(policies)
}

fn read_settings(r: &Reader<'_>) -> Result<Policies, ScenarioError> {
    Ok(Policies {
        sidekiq: Sidekiq { max_retries: r.uint32("sidekiq_max_retries")? },
        oban: Oban { max_attempts: r.uint32("oban_max_attempts")? },
        temporal: Temporal {
            initial_interval_ms: r.uint("temporal_initial_interval_ms")?,
            backoff_coefficient: r.float("temporal_backoff_coefficient")?,
            maximum_interval_ms: r.uint_opt("temporal_maximum_interval_ms")?,
            maximum_attempts: r.uint32("temporal_maximum_attempts")?,
        },
        bullmq: Bullmq {
            attempts: r.uint32("bullmq_attempts")?,
            backoff: BullBackoff::ALL[r.choice("bullmq_backoff")?],
            delay_ms: r.uint("bullmq_delay_ms")?,
            jitter: r.float("bullmq_jitter")?,
        },
        celery: Celery {
            max_retries: r.uint32("celery_max_retries")?,
            retry_backoff: r.uint32("celery_retry_backoff")?,
            retry_backoff_max_s: r.uint("celery_retry_backoff_max_s")?,
            retry_jitter: r.bool("celery_retry_jitter")?,
            default_retry_delay_s: r.uint("celery_default_retry_delay_s")?,
        },
        aws: AwsStandard { max_attempts: r.uint32("aws_max_attempts")?, max_backoff_ms: r.uint("aws_max_backoff_ms")? },
        grpc: GrpcConnect {
            initial_backoff_ms: r.uint("grpc_initial_backoff_ms")?,
            multiplier: r.float("grpc_multiplier")?,
            max_backoff_ms: r.uint("grpc_max_backoff_ms")?,
            jitter: r.float("grpc_jitter")?,
        },
        gcs: Gcs {
            max_backoff_ms: r.uint("gcs_max_backoff_ms")?,
            max_retries: r.int_opt("gcs_max_retries")?.map(|v| v.max(0) as u32),
        },
        river: River { max_attempts: r.uint32("river_max_attempts")? },
    })
}

/// `backoff`'s values in the outage and queue models: the lesson's capped exponential,
/// then the named policies.
pub const BACKOFFS: [&str; 10] = crate::backoff::named::names_then_systems!["capped"];

/// `seed` is required where the named `backoff` draws: the one-line error naming it.
pub fn require_backoff_seed(
    check: Check<'_>,
    backoff: Option<System>,
    named: &Policies,
    seed: SeedIfDrawn,
) -> Result<(), ScenarioError> {
    match (backoff, seed.0) {
        (Some(s), None) if named.get(s).draws() => Err(check.said("refusal-seed-backoff", &[("name", &s.name())])),
        _ => Ok(()),
    }
}
