//! # jobsim
//!
//! A deterministic discrete-event simulator and teaching lab for the mechanisms behind
//! background jobs, built from a Turkish course on background jobs. Every table a lesson
//! prints comes out of jobsim number for number; every mechanism it describes in prose is a
//! runnable scenario.
//!
//! ```
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
//! let s = jobsim::models::parse("example.toml", text, &[])?;
//! let report = jobsim::run(&s, &Default::default())?;
//! assert!(report.text.starts_with("deneme         aninda"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Map: [`sim`] is the engine (virtual time, event queue, processes, RNG streams, trace,
//! budget); [`backoff`], [`jitter`], [`queue`], [`lease`], [`breaker`], [`schedule`] and
//! [`long_job`] are the mechanisms, with [`budget`] (retry budgets), [`overlap`],
//! [`schedulers`] (Temporal, Kubernetes, Quartz, systemd) and [`js`] (the lessons'
//! JavaScript semantics); [`models`] are the lesson experiments (the [`Model`] trait and
//! its registry); [`scenario`] reads scenario files; [`report`] lays results out as text and
//! tables, in the words of `locales/` (the edition is a value, [`report::lang::Lang`]);
//! [`output`] renders CSV, JSON, charts, pages, handouts and decks; [`sweep`] runs parameter
//! grids; [`check`] compares a course's committed outputs with a fresh render; [`stats`]
//! summarises values across trials (sweeps and models alike); [`variates`] turns raw random
//! words into exponential, normal and lognormal draws, the same bits on every platform;
//! [`lab`] is `jobsim serve`. The CLI lives in the binary.

pub mod backoff;
pub mod breaker;
pub mod budget;
pub mod check;
pub mod jitter;
pub mod js;
pub mod lab;
pub mod lang;
pub mod lease;
pub mod long_job;
pub mod models;
pub mod output;
pub mod overlap;
pub mod par;
pub mod queue;
pub mod report;
pub mod scenario;
pub mod schedule;
pub mod schedulers;
pub mod sim;
pub mod stats;
pub mod sweep;
pub mod variates;

#[cfg(feature = "native")]
pub use models::load;
pub use models::{Model, RunError, Scenario, run, run_editions};
pub use sim::RunOptions;
