//! The models: one module per lesson experiment, each a type implementing [`Model`],
//! listed once in the registry below.
//!
//! Adding a model: write `models/<name>/` (its `Params` and `parse`, `simulate` on the
//! engine returning a typed outcome, `present` and `figures` laying it out), then add one
//! line `<module>::<Type>,` to the `registry!` invocation. ARCHITECTURE.md has the steps.

mod model;

pub use crate::sim::RunOptions;
pub use model::{Entry, Loaded, Model, Registered, SeedIfDrawn, SeedUse, Seeded, Unseeded};

#[cfg(feature = "native")]
use std::path::Path;

use crate::report::Report;
use crate::report::lang::Lang;
use crate::scenario::{self, Override, ReadLog, Said, ScenarioError, ScenarioFile};
use crate::sim::{Exhausted, Limit};

/// Declares every model module and the registry [`MODELS`] in one list.
macro_rules! registry {
    ($($module:ident :: $model:ident),* $(,)?) => {
        $(pub mod $module;)*
        /// Every model a scenario can name, in listing order.
        pub static MODELS: &[&dyn Entry] = &[$(&Registered::<$module::$model>::NEW),*];
    };
}

registry! {
    poison_counter::PoisonCounter,
    backoff_schedules::BackoffSchedules,
    jitter_wave::JitterWave,
    occ_contention::OccContention,
    visibility_backoff::VisibilityBackoff,
    circuit_breaker::CircuitBreakerModel,
    retry_budget::RetryBudget,
    frameworks::Frameworks,
    outage_guards::OutageGuards,
    retry_storm::RetryStorm,
    queue_drain::QueueDrain,
    recurrence::Recurrence,
    month_end::MonthEndModel,
    lease_lock::LeaseLock,
    rate_vs_delay::RateVsDelay,
    time_zones::TimeZones,
    overlap_sources::OverlapSources,
    lease_faults::LeaseFaults,
    missed_runs::MissedRuns,
    overlap_policies::OverlapPolicies,
    missed_run_policies::MissedRunPolicies,
    long_job::LongJob,
    yielding::Yielding,
    crash_points::CrashPoints,
    cancel_sources::CancelSources,
    chunk_size::ChunkSize,
    worker_pool::WorkerPool,
}

pub mod kit;

/// Looks a model up by name.
pub fn find(name: &str) -> Option<&'static dyn Entry> {
    MODELS.iter().copied().find(|m| m.name() == name)
}

/// A scenario bound to its model: validated, typed parameters and seed, ready to run.
#[derive(Debug)]
pub struct Scenario {
    /// The file name, as errors and outputs name it (`004-jitter-wave.toml`).
    pub file: String,
    /// The file name without `.toml`: the stem of every output file.
    pub stem: String,
    pub model: &'static str,
    pub lesson: String,
    pub description: String,
    pub seed: Option<u64>,
    /// The parameters after overrides, in file order (for JSON output and sweeps).
    pub raw_params: toml::Table,
    loaded: Box<dyn Loaded>,
}

impl Scenario {
    /// The typed parameters, if the scenario runs model `M`.
    pub fn params<M: Model>(&self) -> Option<&M::Params> {
        if self.model != M::NAME {
            return None;
        }
        self.loaded.params_any().downcast_ref()
    }
}

/// Binds a scenario file to `entry`'s model: validates its seed and parameters.
pub fn bind(entry: &dyn Entry, file: ScenarioFile) -> Result<Scenario, ScenarioError> {
    bind_logging(entry, file, None)
}

fn bind_logging(entry: &dyn Entry, mut file: ScenarioFile, log: Option<&ReadLog>) -> Result<Scenario, ScenarioError> {
    // `"3d"` and `259200000` are the same run, recorded the same way.
    scenario::normalize_durations(&mut file.params, entry.params());
    let check = file.check();
    if file.model != entry.name() {
        return Err(check.error(format_args!("`model` must be \"{}\" (got \"{}\")", entry.name(), file.model)));
    }
    let loaded = match log {
        Some(log) => entry.load_checked(&file, check.logging_reads(log))?,
        None => entry.load(&file)?,
    };
    Ok(Scenario {
        seed: loaded.seed(),
        model: entry.name(),
        file: file.file,
        stem: file.stem,
        lesson: file.lesson,
        description: file.description,
        raw_params: file.params,
        loaded,
    })
}

/// Binds a scenario file to the registered model it names.
pub fn resolve(file: ScenarioFile) -> Result<Scenario, ScenarioError> {
    match find(&file.model) {
        Some(entry) => bind(entry, file),
        None => {
            let list: Vec<&str> = MODELS.iter().map(|m| m.name()).collect();
            let hint = scenario::suggest::did_you_mean(&file.model, &list);
            let names = list.iter().map(|m| format!("\"{m}\"")).collect::<Vec<_>>().join(", ");
            Err(file.check().error(format_args!("`model` must be one of {names} (got \"{}\"){hint}", file.model)))
        }
    }
}

#[cfg(feature = "native")]
/// Reads a scenario file (with overrides) and binds it to its model.
pub fn load(path: &Path, overrides: &[Override]) -> Result<Scenario, ScenarioError> {
    resolve(scenario::read(path, overrides)?)
}

/// Parses scenario text (with overrides) and binds it to its model; `file` names it.
pub fn parse(file: &str, text: &str, overrides: &[Override]) -> Result<Scenario, ScenarioError> {
    resolve(scenario::parse(file, text, overrides)?)
}

/// A scenario bound by [`parse_checked`], with what its model declares but never read.
#[derive(Debug)]
pub struct Checked {
    pub scenario: Scenario,
    /// The model's declared parameters that binding never read (in declaration order):
    /// a parameter `jobsim params` lists must do something, so a test holds every model
    /// to none.
    pub unread: Vec<&'static str>,
}

/// [`parse`], also returning the declared parameters the model never read.
pub fn parse_checked(file: &str, text: &str, overrides: &[Override]) -> Result<Checked, ScenarioError> {
    let file = scenario::parse(file, text, overrides)?;
    let Some(entry) = find(&file.model) else {
        return resolve(file).map(|scenario| Checked { scenario, unread: Vec::new() });
    };
    let log = ReadLog::default();
    let scenario = bind_logging(entry, file, Some(&log))?;
    let read = log.names();
    let unread = entry.params().iter().map(|p| p.name).filter(|name| !read.contains(name)).collect();
    Ok(Checked { scenario, unread })
}

/// A run that could not finish.
#[derive(Debug, thiserror::Error)]
#[error("scenario `{file}`: {cause}")]
pub struct RunError {
    pub file: String,
    pub cause: Exhausted,
}

impl RunError {
    /// The one-line message in `w`'s edition (the English is the CLI's, [`fmt::Display`]).
    ///
    /// [`fmt::Display`]: std::fmt::Display
    pub fn in_words(&self, w: &crate::report::words::Words) -> String {
        let (events, at) = (self.cause.events, self.cause.at.as_ms());
        let said = match self.cause.limit {
            Limit::Events(max) => Said::new("refusal-budget-events", &[("max", &max), ("at", &at)]),
            Limit::Time(max) => Said::new("refusal-budget-time", &[("max", &max.as_ms()), ("events", &events)]),
            Limit::Stopped => Said::new("refusal-budget-stopped", &[("events", &events), ("at", &at)]),
        };
        w.say(&RefusalScenario { file: self.file.clone(), message: said.in_words(w) })
    }
}

crate::statement! {
    /// A run that stopped at its budget, in the CLI's and the lab's words.
    struct RefusalScenario = "refusal-scenario" { input text file: String, input text message: String }
}

/// Runs a scenario: simulates and presents, charts included.
pub fn run(scenario: &Scenario, options: &RunOptions) -> Result<Report, RunError> {
    scenario.loaded.run(options, true).map_err(|cause| RunError { file: scenario.file.clone(), cause })
}

/// Runs a scenario once and presents it in each of `langs` (charts included), in order:
/// `render --lang tr,en`, the both-editions checks. The outcome does not depend on the
/// language, so it is simulated once (`tests/it/regimes/editions.rs` holds that to two runs).
pub fn run_editions(scenario: &Scenario, options: &RunOptions, langs: &[Lang]) -> Result<Vec<Report>, RunError> {
    scenario.loaded.run_editions(options, langs, true).map_err(|cause| RunError { file: scenario.file.clone(), cause })
}

/// Runs a scenario for its text and tables only (no charts are built).
pub fn run_tables(scenario: &Scenario, options: &RunOptions) -> Result<Report, RunError> {
    scenario.loaded.run(options, false).map_err(|cause| RunError { file: scenario.file.clone(), cause })
}
