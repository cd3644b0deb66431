//! # jobsim
//!
//! A deterministic discrete-event simulator and teaching lab for the mechanisms behind
//! background jobs, built from a Turkish course on background jobs. Every table a lesson
//! prints comes out of jobsim number for number; every mechanism it describes in prose is a
//! runnable scenario.
//!
//! ```
//! use jobsim::scenario;
//! let text = r#"
//! model = "backoff-schedules"
//! lesson = "004.2"
//! description = "four backoff schedules"
//! [params]
//! base_ms = 500
//! cap_ms = 30000
//! fixed_ms = 2000
//! rows = 3
//! budget_ms = 300000
//! guard_attempts = 1000
//! "#;
//! let s = scenario::parse("example.toml", text, &[]).unwrap();
//! let report = jobsim::run(&s, &Default::default());
//! assert!(report.text.starts_with("deneme         aninda"));
//! ```
//!
//! Map: [`sim`] is the engine (virtual time, event queue, processes, RNG streams, trace);
//! [`backoff`] and [`jitter`] are the mechanisms; [`models`] are the lesson experiments
//! on the engine; [`scenario`] loads and validates scenario files; [`report`] and
//! [`output`] turn results into text, CSV, JSON and charts. The CLI lives in the binary.

pub mod backoff;
pub mod breaker;
pub mod jitter;
pub mod js;
pub mod lease;
pub mod long_job;
pub mod models;
pub mod output;
pub mod queue;
pub mod report;
pub mod scenario;
pub mod schedule;
pub mod sim;
pub mod sweep;

pub use models::RunOptions;

/// Runs a loaded scenario.
pub fn run(scenario: &scenario::Scenario, options: &RunOptions) -> report::Report {
    models::run(&scenario.params, scenario.seed, options)
}
