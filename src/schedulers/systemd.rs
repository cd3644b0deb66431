//! systemd timers with `Persistent=`: whether a calendar timer catches up at boot.
//!
//! Source: systemd `man/systemd.timer.xml` @3c2b0d74: `Persistent=`
//! (default false; `OnCalendar=` only): the last trigger time is stored on disk, and "the
//! service unit is triggered immediately if it would have been triggered at least once
//! during the time when the timer was inactive" — one activation, however many elapses
//! were missed (the same after suspend). `RandomizedDelaySec=` (default 0) and
//! `AccuracySec=` (default 1 min) coalescing are not modelled here: elapses are at the
//! calendar times.
//!
//! ```
//! use jobsim::schedulers::systemd::catch_up_at_boot;
//! let hourly = |t: i64| (t.div_euclid(3_600_000) + 1) * 3_600_000;
//! // Off from 00:30 to 05:10: four elapses missed, one activation at boot.
//! assert!(catch_up_at_boot(true, 0, 5 * 3_600_000 + 600_000, hourly));
//! assert!(!catch_up_at_boot(false, 0, 5 * 3_600_000 + 600_000, hourly));
//! // Off from 00:30 to 00:50: nothing elapsed, nothing to catch up.
//! assert!(!catch_up_at_boot(true, 0, 3_000_000, hourly));
//! ```

/// Whether the timer activates its service once at `boot`: `Persistent=true` and an
/// elapse after the stored `last_trigger` came before (or at) `boot`.
pub fn catch_up_at_boot(persistent: bool, last_trigger: i64, boot: i64, next: impl Fn(i64) -> i64) -> bool {
    persistent && next(last_trigger) <= boot
}
