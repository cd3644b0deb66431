//! What real schedulers do with a run that overlaps the previous one and with runs missed
//! while the scheduler was down: pure functions of the schedulers' own rules, one file per
//! system, read from their code and docs (the sources are in each file and in
//! `docs/lessons.md`). They take `now` and the schedule as arguments and decide;
//! the models run them on the engine (`overlap-policies`, `missed-run-policies`).
//!
//! Instants are `i64` milliseconds (UTC epoch or engine time, as the caller likes); a
//! schedule is a function `next(t)`: the first scheduled instant strictly after `t`
//! (`i64::MAX` for none).
//!
//! - [`temporal`]: Temporal Schedules' six overlap policies (the buffer of starts) and the
//!   catch-up window.
//! - [`kubernetes`]: the CronJob controller's sync: the most recent unmet schedule time,
//!   `startingDeadlineSeconds`, and the "more than 100 missed" rule as documented (and as
//!   the legacy controller did) and as the current controller does.
//! - [`quartz`]: misfires (`misfireThreshold`) and the misfire instructions of
//!   `CronTrigger` and `SimpleTrigger`.
//! - [`systemd`]: `Persistent=` timers at boot.

pub mod kubernetes;
pub mod quartz;
pub mod systemd;
pub mod temporal;

/// No next instant (a schedule that has ended).
pub const NEVER: i64 = i64::MAX;
