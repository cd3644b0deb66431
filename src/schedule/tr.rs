//! Calendar instants as a Turkish reader reads them on a chart (`3 Mar 02:30`,
//! `31 Şubat`, `Mart 2026`); lesson-exact tables keep [`super::format_minute`].
//!
//! ```
//! use jobsim::schedule::{parse_instant, tr};
//! let t = parse_instant("2026-03-03T02:30:00Z").unwrap();
//! assert_eq!(tr::day_time(t), "3 Mar 02:30");
//! assert_eq!(tr::date(t), "3 Mart 2026");
//! assert_eq!(tr::day_month(31, 2), "31 Şubat");
//! ```

use super::{DAY_MS, civil_from_days};

/// Month names, January first.
pub const MONTHS: [&str; 12] =
    ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"];

/// Month abbreviations (as the chart axes show them).
pub const MONTHS_SHORT: [&str; 12] =
    ["Oca", "Şub", "Mar", "Nis", "May", "Haz", "Tem", "Ağu", "Eyl", "Eki", "Kas", "Ara"];

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

/// `3 Mar 02:30`.
pub fn day_time(instant: i64) -> String {
    let (_, m, d) = civil(instant);
    format!("{d} {} {}", MONTHS_SHORT[m as usize - 1], clock(instant))
}

/// `3 Mar`.
pub fn day_short(instant: i64) -> String {
    let (_, m, d) = civil(instant);
    format!("{d} {}", MONTHS_SHORT[m as usize - 1])
}

/// `3 Mart 2026`.
pub fn date(instant: i64) -> String {
    let (y, m, d) = civil(instant);
    format!("{d} {} {y}", MONTHS[m as usize - 1])
}

/// `31 Şubat` (a day that may not exist: the rule's day in a month).
pub fn day_month(day: u32, month: u32) -> String {
    format!("{day} {}", MONTHS[month as usize - 1])
}

/// `Mart 2026`.
pub fn month_year(year: i64, month: u32) -> String {
    format!("{} {year}", MONTHS[month as usize - 1])
}
