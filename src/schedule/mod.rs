//! Recurrence rules and the pure "next run after now" function (lesson 000.1, 000.2).
//!
//! Every instant here is an `i64` count of UTC milliseconds since the Unix epoch (a
//! calendar instant, unlike the engine's run-relative [`crate::sim::Millis`]). `now` is
//! always an argument, never read from a clock — the lesson's one decision that makes a
//! schedule testable.
//!
//! ```
//! use jobsim::schedule::{MonthEnd, Rule, format_minute, next_run, parse_instant};
//! let now = parse_instant("2026-01-31T23:47:00Z").unwrap();
//! let rule = Rule::Monthly { day: 31, hour: 2, minute: 30 };
//! let t = next_run(rule, MonthEnd::Overflow, now).unwrap();
//! assert_eq!(format_minute(t), "2026-03-03 02:30"); // Date.UTC(2026, 1, 31) overflows
//! assert_eq!(format_minute(next_run(rule, MonthEnd::Clamp, now).unwrap()), "2026-02-28 02:30");
//! assert_eq!(format_minute(next_run(rule, MonthEnd::Skip, now).unwrap()), "2026-03-31 02:30");
//! ```
//!
//! Comparisons are strict (`candidate > now`): a `now` exactly on a run instant yields
//! the following run, so `next_run` is strictly increasing when fed its own output.

pub mod cron;
pub mod cronie;
pub mod read;
pub mod tr;

/// Milliseconds in a minute.
pub const MINUTE_MS: i64 = 60_000;
/// Milliseconds in a day.
pub const DAY_MS: i64 = 86_400_000;

/// Earliest calendar instant jobsim accepts: 1970-01-01T00:00Z.
pub const INSTANT_MIN: i64 = 0;
/// Latest calendar instant jobsim accepts: 2200-01-01T00:00Z (a limit on everything).
pub const INSTANT_MAX: i64 = 7_258_118_400_000;
/// Latest instant a computed run may have: 9999-12-31T23:59:59.999Z, the end of RFC 3339's
/// four-digit years. A rule fed its own output (`recurrence`) stops here with an error
/// naming the rule (`0 0 29 2 */7`, 29 February on a Sunday, passes it after 259 runs).
pub const RUN_MAX: i64 = 253_402_300_799_999;

/// A recurrence rule, all in UTC (the lesson's `tur`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Every `minutes` minutes, aligned to multiples of the step since the Unix epoch
    /// (`aralik`), not to midnight.
    Interval { minutes: u32 },
    /// Every day at `hour:minute` UTC (`gunluk`).
    Daily { hour: u8, minute: u8 },
    /// Every month on `day` (1..=31) at `hour:minute` UTC (`aylik`).
    Monthly { day: u8, hour: u8, minute: u8 },
    /// A five-field cron expression, matched on the UTC clock (see [`cron`]). A
    /// never-existing day (`0 0 30 2 *`) is refused when read.
    Cron(cron::Cron),
}

/// What a monthly rule does in a month without its day (lesson 000.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MonthEnd {
    /// The lesson's code: JS `Date.UTC` carries the extra days into the next month
    /// (Feb 31 → Mar 3, or Mar 2 in a leap year); the following run is searched from there.
    Overflow,
    /// No run in a month without that day.
    Skip,
    /// Run on the month's last day (28, 29 or 30).
    Clamp,
}

impl MonthEnd {
    pub const NAMES: [&'static str; 3] = ["overflow", "skip", "clamp"];
    pub const ALL: [MonthEnd; 3] = [MonthEnd::Overflow, MonthEnd::Skip, MonthEnd::Clamp];
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
    pub fn from_index(i: usize) -> MonthEnd {
        Self::ALL[i]
    }
}

/// Days since 1970-01-01 of a proleptic Gregorian date (`month` 1..=12).
pub fn days_from_civil(year: i64, month: u32, day: u32) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let m = i64::from(month);
    let mp = if m > 2 { m - 3 } else { m + 9 };
    let doy = (153 * mp + 2) / 5 + i64::from(day) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// `(year, month 1..=12, day 1..=31)` of a day count since 1970-01-01.
pub fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// Whether `year` is a Gregorian leap year.
pub fn is_leap(year: i64) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

/// Number of days in `month` (1..=12) of `year`.
pub fn days_in_month(year: i64, month: u32) -> u32 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// JavaScript's `Date.UTC(year, month0, day, hour, minute)`: `month0` is zero-based and
/// may run past 11, `day` may run past the month's end; both carry over exactly as JS's
/// `MakeDay` does.
pub fn js_date_utc(year: i64, month0: i64, day: i64, hour: i64, minute: i64) -> i64 {
    let y = year + month0.div_euclid(12);
    let m = month0.rem_euclid(12) as u32 + 1;
    let days = days_from_civil(y, m, 1) + day - 1;
    days * DAY_MS + hour * 3_600_000 + minute * MINUTE_MS
}

/// `(year, month0, day)` of a UTC instant (JS `getUTCFullYear/getUTCMonth/getUTCDate`).
pub fn utc_date(instant: i64) -> (i64, i64, i64) {
    let (y, m, d) = civil_from_days(instant.div_euclid(DAY_MS));
    (y, i64::from(m) - 1, i64::from(d))
}

/// The first run strictly after `now` (the lesson's `sonraki`); `None` only for a cron
/// expression that never runs again ([`cron::Cron::next_after`]), which [`read`] refuses.
pub fn next_run(rule: Rule, month_end: MonthEnd, now: i64) -> Option<i64> {
    let next = match rule {
        Rule::Interval { minutes } => {
            let step = i64::from(minutes) * MINUTE_MS;
            assert!(step > 0, "an interval rule needs a positive step");
            now.div_euclid(step) * step + step
        }
        Rule::Daily { hour, minute } => {
            let (y, m, d) = utc_date(now);
            let today = js_date_utc(y, m, d, i64::from(hour), i64::from(minute));
            if today > now { today } else { today + DAY_MS }
        }
        Rule::Monthly { day, hour, minute } => {
            let (y, m, _) = utc_date(now);
            let (day, hour, minute) = (i64::from(day), i64::from(hour), i64::from(minute));
            match month_end {
                MonthEnd::Overflow => {
                    let this_month = js_date_utc(y, m, day, hour, minute);
                    if this_month > now { this_month } else { js_date_utc(y, m + 1, day, hour, minute) }
                }
                MonthEnd::Skip | MonthEnd::Clamp => {
                    // A day <= 31 exists in at least one of any two consecutive months, so
                    // three months always hold a candidate after `now`.
                    (0..3)
                        .find_map(|k| {
                            let (yy, mm0) = (y + (m + k).div_euclid(12), (m + k).rem_euclid(12));
                            let last = i64::from(days_in_month(yy, mm0 as u32 + 1));
                            let d = match month_end {
                                MonthEnd::Clamp => day.min(last),
                                _ if day > last => return None,
                                _ => day,
                            };
                            let t = js_date_utc(yy, mm0, d, hour, minute);
                            (t > now).then_some(t)
                        })
                        .expect("a monthly run within three months")
                }
            }
        }
        Rule::Cron(c) => c.next_after(now)?,
    };
    assert!(next > now, "next_run must be strictly after now ({next} <= {now})");
    Some(next)
}

/// Parses an RFC 3339 UTC instant (`2026-01-31T23:47:00Z`) into epoch milliseconds,
/// within [`INSTANT_MIN`]..=[`INSTANT_MAX`].
pub fn parse_instant(text: &str) -> Option<i64> {
    let ts: jiff::Timestamp = text.parse().ok()?;
    let ms = ts.as_millisecond();
    (INSTANT_MIN..=INSTANT_MAX).contains(&ms).then_some(ms)
}

/// `YYYY-MM-DD HH:MM` of an instant, truncated to the minute (the lesson's
/// `toISOString().slice(0, 16).replace("T", " ")`).
pub fn format_minute(instant: i64) -> String {
    let (y, m, d) = civil_from_days(instant.div_euclid(DAY_MS));
    let in_day = instant.rem_euclid(DAY_MS);
    let (hh, mm) = (in_day / 3_600_000, in_day % 3_600_000 / MINUTE_MS);
    format!("{y:04}-{m:02}-{d:02} {hh:02}:{mm:02}")
}

/// `YYYY-MM-DDTHH:MM:SSZ` of an instant (seconds truncated).
pub fn format_rfc3339(instant: i64) -> String {
    let in_minute = instant.rem_euclid(MINUTE_MS) / 1000;
    format!("{}:{in_minute:02}Z", format_minute(instant).replace(' ', "T"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civil_round_trip_and_js_overflow() {
        for days in [-1, 0, 59, 365, 20_000, 24_000] {
            let (y, m, d) = civil_from_days(days);
            assert_eq!(days_from_civil(y, m, d), days);
        }
        // Date.UTC(2026, 1, 31) = 2026-03-03; Date.UTC(2028, 1, 31) = 2028-03-02.
        assert_eq!(format_minute(js_date_utc(2026, 1, 31, 2, 30)), "2026-03-03 02:30");
        assert_eq!(format_minute(js_date_utc(2028, 1, 31, 2, 30)), "2028-03-02 02:30");
        assert_eq!(format_minute(js_date_utc(2026, 12, 31, 0, 0)), "2027-01-31 00:00");
        assert_eq!(RUN_MAX + 1, days_from_civil(10_000, 1, 1) * DAY_MS);
        assert_eq!(format_rfc3339(RUN_MAX), "9999-12-31T23:59:59Z");
    }
}
