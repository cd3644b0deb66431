//! The models: one module per lesson experiment, each running on the engine in
//! [`crate::sim`] and returning a [`Report`].
//!
//! Adding a model: write `models/<name>.rs` with `Params`, `parse(check, table)` and
//! `run(&Params, seed, &RunOptions) -> Report`, then add one line to [`MODELS`] and one
//! arm to each `match` below.

pub mod backoff_schedules;
pub mod cancel_sources;
pub mod chunk_size;
pub mod crash_points;
pub mod jitter_wave;
pub mod long_job;
pub mod poison_counter;
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
        ModelParams::LongJob(p) => long_job::run(p, options),
        ModelParams::Yielding(p) => yielding::run(p, options),
        ModelParams::CrashPoints(p) => crash_points::run(p, options),
        ModelParams::CancelSources(p) => cancel_sources::run(p, options),
        ModelParams::ChunkSize(p) => chunk_size::run(p, options),
    }
}
