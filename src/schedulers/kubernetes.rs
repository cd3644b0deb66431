//! The Kubernetes CronJob controller: at each sync it looks for the **most recent** unmet
//! schedule time, drops it if it is older than `startingDeadlineSeconds`, and applies the
//! concurrency policy against the Jobs still active.
//!
//! Sources: kubernetes/kubernetes `pkg/controller/cronjob/utils.go`
//! (`mostRecentScheduleTime`, `nextScheduleTime`), `cronjob_controllerv2.go`
//! (`syncCronJob`: `tooLate`, `JobAlreadyActive`, Replace); the legacy controller
//! (release-1.19 and before) `getRecentUnmetScheduleTimes` (kubernetes#42649, PR #81557);
//! kubernetes/website `content/en/docs/concepts/workloads/controllers/cron-jobs.md`
//! @3842a284 (the documented ">100 missed" rule); kubernetes/website#44525, #51861 and the
//! doc fix PR #54073 (the current behaviour). The Kubernetes files were read from stored
//! versions, not a fetched HEAD.
//!
//! **More than 100 missed schedules.** The docs say the controller "does not start the
//! Job and logs the error"; that is what the legacy controller did — and since it did
//! not record a schedule time either, every later sync counted the same misses (and
//! more), so the CronJob never started again until `startingDeadlineSeconds` bounded
//! the count ([`Controller::Documented`]). The current controller only warns
//! (`TooManyMissedTimes`) and still starts the most recent time
//! ([`Controller::Current`]).
//!
//! ```
//! use jobsim::schedulers::kubernetes::{Controller, Sync, sync};
//! let every_minute = |t: i64| (t.div_euclid(60_000) + 1) * 60_000;
//! // Down from 08:29 to 10:21 (the docs' example): 112 schedules missed.
//! let (last, now) = (8 * 3_600_000 + 29 * 60_000, 10 * 3_600_000 + 21 * 60_000);
//! assert_eq!(sync(Controller::Documented, last, now, None, every_minute), Sync::TooManyMissed { missed: 101 });
//! assert_eq!(
//!     sync(Controller::Current, last, now, None, every_minute),
//!     Sync::Start { scheduled: now, missed: 112, many_missed: true }
//! );
//! ```

use super::NEVER;

/// The threshold of the ">100 missed" rule.
pub const TOO_MANY_MISSED: u64 = 100;

/// How the controller treats more than [`TOO_MANY_MISSED`] missed schedules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Controller {
    /// As documented (and as the legacy controller, ≤ release-1.19, did): no Job, an
    /// error (`FailedNeedsStart`), the schedule time not recorded.
    Documented,
    /// The current controller: a warning (`TooManyMissedTimes`), and the Job for the most
    /// recent time is still created.
    Current,
}

/// What one sync decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sync {
    /// No schedule time passed since the last one scheduled.
    Nothing,
    /// [`Controller::Documented`]: more than 100 missed; nothing starts, nothing is
    /// recorded. `missed` is where the legacy count stopped (101).
    TooManyMissed { missed: u64 },
    /// The most recent unmet time is older than the deadline (`tooLate`, event
    /// `MissSchedule`); nothing starts, nothing is recorded. The controller's own guard:
    /// with the deadline bounding the count it finds no such time, and a time outside
    /// the window comes back as [`Sync::Nothing`].
    TooLate { scheduled: i64 },
    /// Start the Job for `scheduled` (if the concurrency policy allows) and record it as
    /// the last schedule time. `missed`: the unmet times counted, the started one
    /// included; `many_missed`: more than 100 (the current controller's warning).
    Start { scheduled: i64, missed: u64, many_missed: bool },
}

/// One sync at `now`. `last_schedule`: the last schedule time a Job was created for (or
/// the CronJob's creation); `deadline_ms`: `startingDeadlineSeconds` in ms, if set;
/// `next(t)`: the first schedule time after `t`. Only unmet times after
/// `max(last_schedule, now − deadline)` are counted.
pub fn sync(
    controller: Controller,
    last_schedule: i64,
    now: i64,
    deadline_ms: Option<i64>,
    next: impl Fn(i64) -> i64,
) -> Sync {
    let earliest = match deadline_ms {
        Some(d) => last_schedule.max(now - d),
        None => last_schedule,
    };
    let mut missed = 0u64;
    let mut most_recent = None;
    let mut t = next(earliest);
    while t != NEVER && t <= now {
        missed += 1;
        most_recent = Some(t);
        if controller == Controller::Documented && missed > TOO_MANY_MISSED {
            return Sync::TooManyMissed { missed };
        }
        t = next(t);
    }
    let Some(scheduled) = most_recent else { return Sync::Nothing };
    if let Some(d) = deadline_ms
        && scheduled + d < now
    {
        return Sync::TooLate { scheduled };
    }
    Sync::Start { scheduled, missed, many_missed: missed > TOO_MANY_MISSED }
}

/// The concurrency policy (`concurrencyPolicy`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Concurrency {
    /// The default: Jobs may run concurrently.
    Allow,
    /// Skip the run while the previous Job is active (`JobAlreadyActive`).
    Forbid,
    /// Delete the active Jobs, then create the new one.
    Replace,
}

impl Concurrency {
    pub const ALL: [Concurrency; 3] = [Concurrency::Allow, Concurrency::Forbid, Concurrency::Replace];
    pub fn name(self) -> &'static str {
        ["Allow", "Forbid", "Replace"][self as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn every_minute(t: i64) -> i64 {
        (t.div_euclid(60_000) + 1) * 60_000
    }

    #[test]
    fn exactly_100_missed_still_starts_under_both_controllers() {
        let now = 100 * 60_000;
        for c in [Controller::Documented, Controller::Current] {
            assert_eq!(
                sync(c, 0, now, None, every_minute),
                Sync::Start { scheduled: now, missed: 100, many_missed: false }
            );
        }
        assert_eq!(
            sync(Controller::Documented, 0, now + 60_000, None, every_minute),
            Sync::TooManyMissed { missed: 101 }
        );
    }

    #[test]
    fn the_deadline_bounds_the_count_and_drops_a_stale_time() {
        // 200 s deadline: only the misses of the last 200 s count (998, 999, 1000 min).
        let now = 1000 * 60_000 + 30_000;
        let s = sync(Controller::Documented, 0, now, Some(200_000), every_minute);
        assert_eq!(s, Sync::Start { scheduled: 1000 * 60_000, missed: 3, many_missed: false });
        // A 10 s deadline: the most recent time, 30 s ago, is outside the window.
        assert_eq!(sync(Controller::Current, 0, now, Some(10_000), every_minute), Sync::Nothing);
        assert_eq!(
            sync(Controller::Current, 999 * 60_000, now, Some(40_000), every_minute),
            Sync::Start { scheduled: 1000 * 60_000, missed: 1, many_missed: false }
        );
    }
}
