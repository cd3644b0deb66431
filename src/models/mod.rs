//! The models: one module per lesson experiment, each running on the engine in
//! [`crate::sim`] and returning a [`Report`].
//!
//! Adding a model: write `models/<name>.rs` with `Params`, `parse(check, table)` and
//! `run(&Params, seed, &RunOptions) -> Report`, then add one line to [`MODELS`] and one
//! arm to each `match` below.

pub mod backoff_schedules;
pub mod cancel_sources;
pub mod chunk_size;
pub mod circuit_breaker;
pub mod crash_points;
pub mod fleet;
pub mod jitter_wave;
pub mod lease_faults;
pub mod lease_lock;
pub mod long_job;
pub mod missed_runs;
pub mod month_end;
pub mod overlap_sources;
pub mod poison_counter;
pub mod queue_drain;
pub mod rate_vs_delay;
pub mod recurrence;
pub mod retry_budget;
pub mod retry_storm;
pub mod time_zones;
pub mod visibility_backoff;
pub mod yielding;

use crate::report::Report;
use crate::scenario::{Check, ScenarioError};

/// A model's name and whether it draws random numbers (and so requires `seed`).
#[derive(Clone, Copy, Debug)]
pub struct ModelInfo {
    pub name: &'static str,
    pub draws: bool,
}

/// Every model a scenario can name.
pub const MODELS: &[ModelInfo] = &[
    ModelInfo { name: "poison-counter", draws: false },
    ModelInfo { name: "backoff-schedules", draws: false },
    ModelInfo { name: "jitter-wave", draws: true },
    ModelInfo { name: "visibility-backoff", draws: false },
    ModelInfo { name: "circuit-breaker", draws: false },
    ModelInfo { name: "retry-budget", draws: false },
    ModelInfo { name: "retry-storm", draws: true },
    ModelInfo { name: "queue-drain", draws: false },
    ModelInfo { name: "recurrence", draws: false },
    ModelInfo { name: "month-end", draws: false },
    ModelInfo { name: "lease-lock", draws: false },
    ModelInfo { name: "rate-vs-delay", draws: false },
    ModelInfo { name: "time-zones", draws: false },
    ModelInfo { name: "overlap-sources", draws: false },
    ModelInfo { name: "lease-faults", draws: false },
    ModelInfo { name: "missed-runs", draws: false },
    ModelInfo { name: "long-job", draws: false },
    ModelInfo { name: "yielding", draws: false },
    ModelInfo { name: "crash-points", draws: false },
    ModelInfo { name: "cancel-sources", draws: false },
    ModelInfo { name: "chunk-size", draws: false },
];

/// Looks a model up by name.
pub fn info(name: &str) -> Option<ModelInfo> {
    MODELS.iter().copied().find(|m| m.name == name)
}

/// A model's validated parameters.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum ModelParams {
    PoisonCounter(poison_counter::Params),
    BackoffSchedules(backoff_schedules::Params),
    JitterWave(jitter_wave::Params),
    VisibilityBackoff(visibility_backoff::Params),
    CircuitBreaker(circuit_breaker::Params),
    RetryBudget(retry_budget::Params),
    RetryStorm(retry_storm::Params),
    QueueDrain(queue_drain::Params),
    Recurrence(recurrence::Params),
    MonthEnd(month_end::Params),
    LeaseLock(lease_lock::Params),
    RateVsDelay(rate_vs_delay::Params),
    TimeZones(time_zones::Params),
    OverlapSources(overlap_sources::Params),
    LeaseFaults(lease_faults::Params),
    MissedRuns(missed_runs::Params),
    LongJob(long_job::Params),
    Yielding(yielding::Params),
    CrashPoints(crash_points::Params),
    CancelSources(cancel_sources::Params),
    ChunkSize(chunk_size::Params),
}

/// Options of one run that are not parameters of the model.
#[derive(Clone, Copy, Debug, Default)]
pub struct RunOptions {
    /// Record the event trace.
    pub trace: bool,
}

/// Validates the `[params]` table of a scenario for model `name`.
pub fn parse_params(name: &str, check: Check<'_>, params: toml::Table) -> Result<ModelParams, ScenarioError> {
    Ok(match name {
        "poison-counter" => ModelParams::PoisonCounter(poison_counter::parse(check, params)?),
        "backoff-schedules" => ModelParams::BackoffSchedules(backoff_schedules::parse(check, params)?),
        "jitter-wave" => ModelParams::JitterWave(jitter_wave::parse(check, params)?),
        "visibility-backoff" => ModelParams::VisibilityBackoff(visibility_backoff::parse(check, params)?),
        "circuit-breaker" => ModelParams::CircuitBreaker(circuit_breaker::parse(check, params)?),
        "retry-budget" => ModelParams::RetryBudget(retry_budget::parse(check, params)?),
        "retry-storm" => ModelParams::RetryStorm(retry_storm::parse(check, params)?),
        "queue-drain" => ModelParams::QueueDrain(queue_drain::parse(check, params)?),
        "recurrence" => ModelParams::Recurrence(recurrence::parse(check, params)?),
        "month-end" => ModelParams::MonthEnd(month_end::parse(check, params)?),
        "lease-lock" => ModelParams::LeaseLock(lease_lock::parse(check, params)?),
        "rate-vs-delay" => ModelParams::RateVsDelay(rate_vs_delay::parse(check, params)?),
        "time-zones" => ModelParams::TimeZones(time_zones::parse(check, params)?),
        "overlap-sources" => ModelParams::OverlapSources(overlap_sources::parse(check, params)?),
        "lease-faults" => ModelParams::LeaseFaults(lease_faults::parse(check, params)?),
        "missed-runs" => ModelParams::MissedRuns(missed_runs::parse(check, params)?),
        "long-job" => ModelParams::LongJob(long_job::parse(check, params)?),
        "yielding" => ModelParams::Yielding(yielding::parse(check, params)?),
        "crash-points" => ModelParams::CrashPoints(crash_points::parse(check, params)?),
        "cancel-sources" => ModelParams::CancelSources(cancel_sources::parse(check, params)?),
        "chunk-size" => ModelParams::ChunkSize(chunk_size::parse(check, params)?),
        other => unreachable!("model `{other}` is listed in MODELS but has no parser"),
    })
}

/// Runs a model. Models cannot fail: parameters were validated when the scenario loaded.
pub fn run(params: &ModelParams, seed: Option<u64>, options: &RunOptions) -> Report {
    match params {
        ModelParams::PoisonCounter(p) => poison_counter::run(p, options),
        ModelParams::BackoffSchedules(p) => backoff_schedules::run(p, options),
        ModelParams::JitterWave(p) => jitter_wave::run(p, seed.expect("jitter-wave has a seed"), options),
        ModelParams::VisibilityBackoff(p) => visibility_backoff::run(p, options),
        ModelParams::CircuitBreaker(p) => circuit_breaker::run(p, options),
        ModelParams::RetryBudget(p) => retry_budget::run(p, options),
        ModelParams::RetryStorm(p) => retry_storm::run(p, seed.expect("retry-storm has a seed"), options),
        ModelParams::QueueDrain(p) => queue_drain::run(p, options),
        ModelParams::Recurrence(p) => recurrence::run(p, options),
        ModelParams::MonthEnd(p) => month_end::run(p, options),
        ModelParams::LeaseLock(p) => lease_lock::run(p, options),
        ModelParams::RateVsDelay(p) => rate_vs_delay::run(p, options),
        ModelParams::TimeZones(p) => time_zones::run(p, options),
        ModelParams::OverlapSources(p) => overlap_sources::run(p, options),
        ModelParams::LeaseFaults(p) => lease_faults::run(p, options),
        ModelParams::MissedRuns(p) => missed_runs::run(p, options),
        ModelParams::LongJob(p) => long_job::run(p, options),
        ModelParams::Yielding(p) => yielding::run(p, options),
        ModelParams::CrashPoints(p) => crash_points::run(p, options),
        ModelParams::CancelSources(p) => cancel_sources::run(p, options),
        ModelParams::ChunkSize(p) => chunk_size::run(p, options),
    }
}
