//! jobsim's integration tests: one binary, one module per area.

mod anchors;
mod architecture;
mod book;
mod check;
mod cli;
mod course;
mod cron;
mod editions;
mod engine;
mod english;
mod frameworks;
#[allow(dead_code, reason = "the snapshots binary records the golden runs; regimes/ calls it here too")]
mod golden;
mod greyscale;
mod guards;
mod headline;
mod lab;
mod lab_words;
mod lesson000;
mod lesson001;
mod lesson005;
mod lessons;
mod literals;
mod live;
mod mechanisms;
mod model_api;
mod named_models;
mod named_queue_models;
mod occ_named;
mod params;
mod pdf_raster;
mod pool_retries;
mod portable;
mod promises;
mod properties;
mod regimes;
mod replay;
mod rows004;
mod scheduler_policies;
mod statements;
mod students;
mod whatif;
mod words;

use std::path::{Path, PathBuf};

/// The crate root (where `scenarios/`, `snapshots/` and `figures/` live).
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A scenario file of the repository.
pub fn scenario_path(name: &str) -> PathBuf {
    root().join("scenarios").join(name)
}

/// Loads a repository scenario with `--set`-style overrides.
pub fn load(name: &str, sets: &[&str]) -> jobsim::Scenario {
    let overrides: Vec<_> = sets.iter().map(|s| jobsim::scenario::Override::parse(s).unwrap()).collect();
    jobsim::load(&scenario_path(name), &overrides).unwrap()
}

/// Runs a repository scenario with overrides and returns its lesson-style text.
pub fn run_text(name: &str, sets: &[&str]) -> String {
    jobsim::run(&load(name, sets), &Default::default()).unwrap().text
}

/// Runs a scenario with the trace collected in memory.
pub fn run_traced(s: &jobsim::Scenario) -> (jobsim::report::Report, Vec<jobsim::sim::TraceRow>) {
    let (tracer, rows) = jobsim::sim::Tracer::collect();
    let report = jobsim::run(s, &jobsim::RunOptions { tracer, ..Default::default() }).unwrap();
    (report, rows.take())
}
