//! The kit: building blocks several models share, none of them a registered model. A
//! registered model imports from here (and from the mechanisms, `report`, `scenario`,
//! `sim`), never from another registered model (ARCHITECTURE.md; `tests/it/architecture.rs`
//! holds it).
//!
//! - [`params`]: parameter groups, declared once and composed into a model's `PARAMS`.
//! - [`named`]: the named retry policies' settings as a parameter group, their reading
//!   and seed rule.
//! - [`schedules`]: the lesson's backoff schedules beside the named policies (`Kind`,
//!   `Lane`), and the engine run that retries them against a dependency that is down.
//! - [`outage`]: lesson 004.4's outage (its parameter group, `Outage`, the one engine
//!   and its outcome).
//! - [`fleet`]: N instances running one scheduled job, with or without a lease lock.
//! - [`long_job`]: the long-job models' shared parameters and chart helpers.
//! - [`calendar`]: the limits of the missed-run models' calendars.

pub mod calendar;
pub mod fleet;
pub mod long_job;
pub mod named;
pub mod outage;
pub mod params;
mod said;
pub mod schedules;
pub mod systems;
