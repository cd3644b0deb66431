//! Calendar instants as numbers a chart writes the same in every edition: the civil date
//! of an instant and its clock (`02:30`, `03:14:30`). Month and weekday names are words:
//! they come from the catalogs (`month-long`, `month-short`, `weekday-short` in
//! `locales/*/glossary.ftl`, through `models::kit::calendar`).
//!
//! ```
//! use jobsim::schedule::{parse_instant, tr};
//! let t = parse_instant("2026-03-03T02:30:00Z").unwrap();
//! assert_eq!(tr::civil(t), (2026, 3, 3));
//! assert_eq!(tr::clock(t), "02:30");
//! ```

use super::{DAY_MS, civil_from_days};

/// `(year, month 1..=12, day)` of an instant (UTC).
pub fn civil(instant: i64) -> (i64, u32, u32) {
    civil_from_days(instant.div_euclid(DAY_MS))
}

/// `HH:MM` of an instant (UTC).
pub fn clock(instant: i64) -> String {
    let in_day = instant.rem_euclid(DAY_MS);
    format!("{:02}:{:02}", in_day / 3_600_000, in_day % 3_600_000 / 60_000)
}

/// `HH:MM` of an instant (UTC), `HH:MM:SS` when its seconds are not zero (a zone whose
/// offset has seconds: Africa/Monrovia's −0:44:30 runs 02:30 local at 03:14:30Z).
///
/// # Example
/// ```
/// use jobsim::schedule::tr;
/// assert_eq!(tr::clock_seconds(3_600_000), "01:00");
/// assert_eq!(tr::clock_seconds(11_670_000), "03:14:30");
/// ```
pub fn clock_seconds(instant: i64) -> String {
    match instant.rem_euclid(60_000) / 1000 {
        0 => clock(instant),
        s => format!("{}:{s:02}", clock(instant)),
    }
}
