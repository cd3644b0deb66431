//! Five-field cron expressions (`minute hour day-of-month month day-of-week`), as the Vixie
//! cron family (cronie, the Linux default) reads them, and the matching rules it applies.
//!
//! - Each field is a comma list of `*`, `N` or `N-M`, each optionally followed by `/STEP`
//!   (`*/15`, `8-18/2`); months and weekdays also take names (`jan`…`dec`, `sun`…`sat`,
//!   any case); weekday 7 is Sunday, like 0.
//! - `@yearly`/`@annually`, `@monthly`, `@weekly`, `@daily`/`@midnight` and `@hourly`
//!   stand for `0 0 1 1 *`, `0 0 1 * *`, `0 0 * * 0`, `0 0 * * *` and `0 * * * *`.
//! - Day of month and day of week: when either field starts with `*`, a day must match
//!   both; when both are restricted, a day matching **either** runs (`0 0 1,15 * mon` runs
//!   on the 1st, the 15th and every Monday). That is POSIX cron's rule, odd as it is.
//! - A job whose minute or hour field starts with `*` is a **wildcard** job for cronie's
//!   daylight-saving rule (see [`Cron::is_wildcard`] and the `time-zones` model's
//!   `cronie` strategy); every other job is **fixed-time**.
//! - A day that does not exist is never matched: `0 0 31 * *` runs in the seven months
//!   with 31 days only (cron's month-end policy is lesson 000.2's `skip`).
//! - Numbers are ASCII digits (no sign); fields are separated by spaces and tabs only,
//!   as cronie splits them (a no-break space is an error, not a separator).
//! - Rare dates: a date tied to a weekday (`0 0 25 12 */7`, Christmas on a Sunday) can be
//!   absent for eleven years, 29 February tied to one for up to forty. The (month, day,
//!   weekday) pattern repeats every 400 Gregorian years ([`CYCLE_DAYS`], a whole number of
//!   weeks), so [`Cron::next_after`] searches at most one cycle, a day at a time, and an
//!   expression that matches no day of a cycle never runs (`None`, never a magic instant).
//!
//! Sources (read, not copied): cronie-crond/cronie `src/entry.c` (field syntax, the
//! `*`-flags), `src/cron.c` `find_jobs` (the day-of-month/day-of-week rule), crontab(5).
//!
//! ```
//! use jobsim::schedule::cron::Cron;
//! let c = Cron::parse("30 2 * * *").unwrap();
//! assert!(!c.is_wildcard());
//! // 2026-03-01T00:00Z → the next 02:30 UTC.
//! let now = 1_772_323_200_000;
//! assert_eq!(c.next_after(now), Some(now + (2 * 60 + 30) * 60_000));
//! assert!(Cron::parse("*/15 * * * *").unwrap().is_wildcard());
//! assert!(Cron::parse("61 * * * *").unwrap_err().to_string().contains("0..=59"));
//! // 30 February: no run in any year.
//! assert_eq!(Cron::parse("0 0 30 2 *").unwrap().next_after(now), None);
//! ```

use super::{DAY_MS, MINUTE_MS, civil_from_days, days_from_civil, days_in_month};
use crate::scenario::Said;

/// Days in one Gregorian cycle of 400 years: 146,097 = 20,871 weeks, so every date falls
/// on the same weekday again and the calendar's (month, day, weekday) pattern repeats.
pub const CYCLE_DAYS: i64 = 146_097;

/// Why a cron job has no run in a month ([`Cron::month_gap`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MonthGap {
    /// The month field leaves the month out.
    MonthField,
    /// The month has none of the days the day-of-month field names (a 31st in April).
    NoSuchDay,
    /// The month has the days, but none of them matches both day fields (no 13th that
    /// is a Friday).
    NoMatchingDay,
}

/// A parsed expression: one bit per allowed value of each field, and which fields
/// started with `*`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cron {
    minutes: u64,
    hours: u32,
    /// Bits 1..=31.
    doms: u32,
    /// Bits 1..=12.
    months: u16,
    /// Bits 0..=6, Sunday = 0.
    dows: u8,
    min_star: bool,
    hour_star: bool,
    dom_star: bool,
    dow_star: bool,
}

const MONTHS: [&str; 12] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const DAYS: [&str; 7] = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

/// A number as cron writes it: ASCII digits only (`+5` and `٥` are not numbers).
/// `None` also for a value too large for a `u32` (it is out of every field's range).
fn digits(s: &str) -> Option<u32> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

/// The separators cronie splits fields on.
const SEPARATORS: [char; 2] = [' ', '\t'];

/// A cron field's name as catalog words (`refusal-cron-field-…`).
fn named(name: &str) -> Said {
    Said::new(
        match name {
            "minute" => "refusal-cron-field-minute",
            "hour" => "refusal-cron-field-hour",
            "day-of-month" => "refusal-cron-field-day-of-month",
            "month" => "refusal-cron-field-month",
            _ => "refusal-cron-field-day-of-week",
        },
        &[],
    )
}

/// A refusal about field `name`: message `id` with `args` and the field's name.
fn about(name: &str, id: &'static str, args: &[(&'static str, &dyn std::fmt::Display)]) -> Said {
    Said::new(id, args).with("field", named(name))
}

/// One field: its bits and whether it started with `*`.
fn field(text: &str, name: &str, min: u32, max: u32, names: &[&str], first_name: u32) -> Result<(u64, bool), Said> {
    let value = |s: &str| -> Result<u32, Said> {
        if let Some(i) = names.iter().position(|n| n.eq_ignore_ascii_case(s)) {
            return Ok(first_name + i as u32);
        }
        let v = digits(s)
            .ok_or_else(|| about(name, "refusal-cron-not-number", &[("got", &s), ("min", &min), ("max", &max)]))?;
        if v < min || v > max {
            return Err(about(name, "refusal-cron-outside", &[("got", &v), ("min", &min), ("max", &max)]));
        }
        Ok(v)
    };
    let mut bits = 0u64;
    for part in text.split(',') {
        let (range, step) = match part.split_once('/') {
            Some((r, s)) => {
                let step = digits(s).ok_or_else(|| about(name, "refusal-cron-step-not-number", &[("got", &s)]))?;
                if step == 0 || step > max {
                    return Err(about(name, "refusal-cron-step-outside", &[("got", &step), ("max", &max)]));
                }
                (r, step)
            }
            None => (part, 1),
        };
        let (lo, hi) = if range == "*" {
            (min, max)
        } else if let Some((a, b)) = range.split_once('-') {
            let (a, b) = (value(a)?, value(b)?);
            if a > b {
                return Err(about(name, "refusal-cron-backwards", &[("a", &a), ("b", &b)]));
            }
            (a, b)
        } else if step != 1 {
            return Err(about(name, "refusal-cron-step-alone", &[("part", &part)]));
        } else {
            let v = value(range)?;
            (v, v)
        };
        let mut v = lo;
        while v <= hi {
            bits |= 1 << v;
            v += step;
        }
    }
    Ok((bits, text.starts_with('*')))
}

impl Cron {
    /// Parses an expression; the error says which field is wrong and its valid range, in
    /// catalog words (its `Display` is the CLI's English).
    pub fn parse(text: &str) -> Result<Cron, Said> {
        let text = text.trim_matches(SEPARATORS);
        if let Some(c) = text.chars().find(|&c| (c.is_whitespace() || c.is_control()) && !SEPARATORS.contains(&c)) {
            return Err(Said::new("refusal-cron-separator", &[("code", &format_args!("{:04X}", u32::from(c)))]));
        }
        let expanded = match text.to_ascii_lowercase().as_str() {
            "@yearly" | "@annually" => "0 0 1 1 *".to_string(),
            "@monthly" => "0 0 1 * *".to_string(),
            "@weekly" => "0 0 * * 0".to_string(),
            "@daily" | "@midnight" => "0 0 * * *".to_string(),
            "@hourly" => "0 * * * *".to_string(),
            other if other.starts_with('@') => return Err(Said::new("refusal-cron-macro", &[("text", &text)])),
            _ => text.to_string(),
        };
        let f: Vec<&str> = expanded.split(SEPARATORS).filter(|f| !f.is_empty()).collect();
        if f.len() != 5 {
            return Err(Said::new("refusal-cron-fields", &[("got", &f.len())]));
        }
        let (minutes, min_star) = field(f[0], "minute", 0, 59, &[], 0)?;
        let (hours, hour_star) = field(f[1], "hour", 0, 23, &[], 0)?;
        let (doms, dom_star) = field(f[2], "day-of-month", 1, 31, &[], 0)?;
        let (months, _) = field(f[3], "month", 1, 12, &MONTHS, 1)?;
        let (dows, dow_star) = field(f[4], "day-of-week", 0, 7, &DAYS, 0)?;
        // 7 is Sunday too.
        let dows = ((dows | (dows >> 7)) & 0x7f) as u8;
        Ok(Cron {
            minutes,
            hours: hours as u32,
            doms: doms as u32,
            months: months as u16,
            dows,
            min_star,
            hour_star,
            dom_star,
            dow_star,
        })
    }

    /// Both day fields are restricted (neither starts with `*`): a day matching either runs.
    pub fn either_day_field(&self) -> bool {
        !self.dom_star && !self.dow_star
    }

    /// cronie's wildcard job: the minute or the hour field starts with `*`.
    pub fn is_wildcard(&self) -> bool {
        self.min_star || self.hour_star
    }

    /// Whether the job runs on this calendar date (day-of-month/day-of-week rule above).
    pub fn matches_date(&self, year: i64, month: u32, day: u32) -> bool {
        if self.months & (1 << month) == 0 {
            return false;
        }
        let weekday = (days_from_civil(year, month, day) + 4).rem_euclid(7) as u32; // 1970-01-01 was a Thursday
        self.day_fields_match(day, weekday)
    }

    /// Whether the month field picks month `month` (1–12).
    pub fn picks_month(&self, month: u32) -> bool {
        self.months & (1 << month) != 0
    }

    /// Why the job has no run in the month `month` of `year` (`None`: some date of the
    /// month matches, so it runs in it).
    ///
    /// # Example
    /// ```
    /// use jobsim::schedule::cron::{Cron, MonthGap};
    /// let feb29 = Cron::parse("0 0 29 2 *").unwrap();
    /// assert_eq!(feb29.month_gap(2027, 2), Some(MonthGap::NoSuchDay));
    /// assert_eq!(feb29.month_gap(2027, 3), Some(MonthGap::MonthField));
    /// assert_eq!(feb29.month_gap(2028, 2), None);
    /// let friday13 = Cron::parse("0 9 13 * */5").unwrap(); // `*/5` starts with `*`: AND
    /// assert_eq!(friday13.month_gap(2026, 4), Some(MonthGap::NoMatchingDay));
    /// ```
    pub fn month_gap(&self, year: i64, month: u32) -> Option<MonthGap> {
        if self.months & (1 << month) == 0 {
            return Some(MonthGap::MonthField);
        }
        let len = days_in_month(year, month);
        if (1..=len).any(|d| self.matches_date(year, month, d)) {
            return None;
        }
        let no_day = !self.dom_star && (1..=len).all(|d| self.doms & (1 << d) == 0);
        Some(if no_day { MonthGap::NoSuchDay } else { MonthGap::NoMatchingDay })
    }

    /// Whether the job runs at this wall-clock minute, given as milliseconds of a
    /// clock that reads like UTC (a local wall clock's reading, or UTC itself).
    pub fn matches(&self, wall_ms: i64) -> bool {
        let (y, m, d) = civil_from_days(wall_ms.div_euclid(DAY_MS));
        let in_day = wall_ms.rem_euclid(DAY_MS) / MINUTE_MS;
        self.hours & (1 << (in_day / 60)) != 0 && self.minutes & (1 << (in_day % 60)) != 0 && self.matches_date(y, m, d)
    }

    /// Whether the day fields allow day `d` of a month falling on `weekday` (Sunday = 0);
    /// the month is checked apart.
    fn day_fields_match(&self, d: u32, weekday: u32) -> bool {
        let dom = self.doms & (1 << d) != 0;
        let dow = self.dows & (1 << weekday) != 0;
        if self.dom_star || self.dow_star { dom && dow } else { dom || dow }
    }

    /// The first minute of the day (0..1440) at or after minute `from` that the hour and
    /// minute fields allow.
    fn minute_from(&self, from: i64) -> Option<i64> {
        (from / 60..24).filter(|&h| self.hours & (1 << h) != 0).find_map(|h| {
            let lo = if h == from / 60 { from % 60 } else { 0 };
            let m = i64::from((self.minutes >> lo).trailing_zeros()) + lo;
            (m < 60).then_some(h * 60 + m)
        })
    }

    /// The first day (days since 1970-01-01) at or after `from` whose date matches, within
    /// one Gregorian cycle from it (`None`: no date of any year matches). Months the job
    /// does not run in are skipped whole.
    fn next_day(&self, from: i64) -> Option<i64> {
        let end = from.checked_add(CYCLE_DAYS)?;
        let (mut y, mut m, mut d) = civil_from_days(from);
        let (mut day, mut weekday) = (from, (from.rem_euclid(7) + 4) as u32 % 7); // 1970-01-01 was a Thursday
        while day < end {
            let month_days = days_in_month(y, m);
            let step = if self.months & (1 << m) == 0 {
                month_days - d + 1
            } else if self.day_fields_match(d, weekday) {
                return Some(day);
            } else {
                1
            };
            day += i64::from(step);
            weekday = (weekday + step) % 7;
            d += step;
            if d > month_days {
                d = 1;
                (y, m) = if m == 12 { (y + 1, 1) } else { (y, m + 1) };
            }
        }
        None
    }

    /// The first matching minute strictly after `now` on the same clock (ms); `None` when
    /// no date of any year matches (`0 0 30 2 *`), or when the run would lie past `i64`
    /// milliseconds. Searches at most one Gregorian cycle ([`CYCLE_DAYS`]), a day at a
    /// time: 29 February tied to a weekday (`0 0 29 2 */7`) is decades away, never 400 years.
    pub fn next_after(&self, now: i64) -> Option<i64> {
        let start = now.div_euclid(MINUTE_MS).checked_add(1)?.checked_mul(MINUTE_MS)?;
        let first_day = start.div_euclid(DAY_MS);
        let at = |day: i64, minute: i64| day.checked_mul(DAY_MS)?.checked_add(minute * MINUTE_MS);
        let (y, m, d) = civil_from_days(first_day);
        let from = start.rem_euclid(DAY_MS) / MINUTE_MS;
        if self.matches_date(y, m, d)
            && let Some(minute) = self.minute_from(from)
        {
            return start.checked_add((minute - from) * MINUTE_MS);
        }
        let day = self.next_day(first_day.checked_add(1)?)?;
        at(day, self.minute_from(0).expect("every field allows at least one value"))
    }

    /// The smallest possible gap between two runs, in minutes (a lower bound for sizing).
    pub fn min_gap_minutes(&self) -> i64 {
        fn gap(bits: u64, period: i64) -> Option<i64> {
            let set: Vec<i64> = (0..period).filter(|&v| bits & (1 << v) != 0).collect();
            if set.len() < 2 {
                return None;
            }
            let wrap = period - set[set.len() - 1] + set[0];
            Some(set.windows(2).map(|w| w[1] - w[0]).min().unwrap_or(period).min(wrap))
        }
        gap(self.minutes, 60).or_else(|| gap(u64::from(self.hours), 24).map(|h| h * 60)).unwrap_or(24 * 60)
    }

    /// Whether any date of any year matches, by the rule of [`Cron::next_after`] (one
    /// Gregorian cycle holds every (month, day, weekday) there is), so a refusal means cron
    /// would never run it either. The error says why: its days exist in none of its months
    /// (`0 0 30 2 *`), the only way a valid expression can never run.
    ///
    /// # Example
    /// ```
    /// use jobsim::schedule::cron::Cron;
    /// assert!(Cron::parse("0 0 25 12 */7").unwrap().ever_runs().is_ok()); // next in 2033
    /// let e = Cron::parse("0 0 30,31 2 *").unwrap().ever_runs().unwrap_err();
    /// assert_eq!(e.to_string(), "it never runs: no month it names (feb) has day 30 or 31, in any year");
    /// ```
    pub fn ever_runs(&self) -> Result<(), Said> {
        if self.next_day(0).is_some() {
            return Ok(());
        }
        let named = |bits: u64, range: std::ops::RangeInclusive<u32>, name: &dyn Fn(u32) -> String| -> Vec<String> {
            range.filter(|&i| bits & (1 << i) != 0).map(name).collect()
        };
        let months = named(u64::from(self.months), 1..=12, &|m| MONTHS[m as usize - 1].to_string()).join(", ");
        let days = named(u64::from(self.doms), 1..=31, &|d| d.to_string());
        let never = Said::new("refusal-cron-never", &[("months", &months)]);
        Err(match days.split_last() {
            Some((last, rest)) if !rest.is_empty() => {
                never.with("days", Said::new("refusal-cron-or", &[("rest", &rest.join(", ")), ("last", last)]))
            }
            _ => never.with("days", Said::new("refusal-cron-days", &[("days", &days.join(""))])),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(y: i64, m: u32, d: u32, hh: i64, mm: i64) -> i64 {
        days_from_civil(y, m, d) * DAY_MS + hh * 3_600_000 + mm * MINUTE_MS
    }

    #[test]
    fn fields_steps_names_and_sunday_seven() {
        let c = Cron::parse("*/20 8-10/2 * JAN,jul sun").unwrap();
        assert!(c.matches(at(2026, 1, 4, 8, 40))); // a Sunday in January
        assert!(!c.matches(at(2026, 1, 4, 9, 40)));
        assert!(!c.matches(at(2026, 1, 5, 8, 40))); // Monday
        assert_eq!(Cron::parse("0 0 * * 7").unwrap(), Cron::parse("0 0 * * 0").unwrap());
        assert_eq!(Cron::parse("@hourly").unwrap(), Cron::parse("0 * * * *").unwrap());
    }

    #[test]
    fn day_of_month_or_day_of_week_when_both_are_restricted() {
        let c = Cron::parse("0 0 13 * fri").unwrap();
        // 2026-02-13 is a Friday; 2026-02-06 a Friday, not the 13th; 2026-03-13 a Friday too.
        assert!(c.matches_date(2026, 2, 6) && c.matches_date(2026, 2, 13) && c.matches_date(2026, 1, 13));
        let c = Cron::parse("0 0 * * fri").unwrap();
        assert!(!c.matches_date(2026, 1, 13));
    }

    #[test]
    fn the_31st_runs_only_in_months_that_have_one() {
        let c = Cron::parse("30 2 31 * *").unwrap();
        let mut t = at(2026, 1, 31, 23, 47);
        let mut months = Vec::new();
        for _ in 0..7 {
            t = c.next_after(t).unwrap();
            months.push(civil_from_days(t.div_euclid(DAY_MS)).1);
        }
        assert_eq!(months, [3, 5, 7, 8, 10, 12, 1]);
    }

    #[test]
    fn errors_name_the_field_and_its_range() {
        for (text, says) in [
            ("* * * *", "five fields"),
            ("60 * * * *", "minute field has 60, outside 0..=59"),
            ("0 24 * * *", "hour field has 24"),
            ("0 0 0 * *", "day-of-month field has 0, outside 1..=31"),
            ("0 0 * 13 *", "month field has 13"),
            ("0 0 * * 8", "day-of-week field has 8, outside 0..=7"),
            ("*/0 * * * *", "step 0"),
            ("5/10 * * * *", "a step needs"),
            ("10-5 * * * *", "runs backwards"),
            ("@sometimes", "not a cron macro"),
        ] {
            let e = Cron::parse(text).unwrap_err().to_string();
            assert!(e.contains(says), "{text}: {e}");
        }
    }

    #[test]
    fn next_after_is_strictly_later_and_matches() {
        let c = Cron::parse("*/7 3,4 * * 1-5").unwrap();
        let mut t = at(2026, 3, 27, 4, 50);
        for _ in 0..50 {
            let n = c.next_after(t).unwrap();
            assert!(n > t && c.matches(n));
            // Nothing in between matches.
            let mut m = (t / MINUTE_MS + 1) * MINUTE_MS;
            while m < n {
                assert!(!c.matches(m));
                m += MINUTE_MS;
            }
            t = n;
        }
        assert_eq!(c.min_gap_minutes(), 4); // 56 → 0 of the next hour
        assert!(Cron::parse("0 0 30 2 *").unwrap().ever_runs().is_err());
        assert_eq!(Cron::parse("0 0 30 2 *").unwrap().next_after(0), None);
    }

    fn runs(expr: &str, from: i64, count: usize) -> Vec<String> {
        let c = Cron::parse(expr).unwrap();
        let mut t = from;
        (0..count)
            .map(|_| {
                t = c.next_after(t).unwrap();
                crate::schedule::format_minute(t)
            })
            .collect()
    }

    /// The issue's reproducers, with cronie's instants (its `load_entry` and match rule).
    #[test]
    fn rare_dates_run_when_cronie_runs_them() {
        assert_eq!(
            runs("0 0 25 12 */7", at(2026, 1, 1, 0, 0), 5),
            ["2033-12-25 00:00", "2039-12-25 00:00", "2044-12-25 00:00", "2050-12-25 00:00", "2061-12-25 00:00"]
        );
        assert_eq!(
            runs("0 0 29 2 */2", at(2023, 1, 1, 0, 0), 5),
            ["2024-02-29 00:00", "2028-02-29 00:00", "2032-02-29 00:00", "2048-02-29 00:00", "2052-02-29 00:00"]
        );
        assert_eq!(
            runs("0 0 */31 1 1", at(2023, 1, 1, 0, 0), 5),
            ["2024-01-01 00:00", "2029-01-01 00:00", "2035-01-01 00:00", "2046-01-01 00:00", "2052-01-01 00:00"]
        );
        assert_eq!(runs("0 0 31 1 */7", at(2027, 2, 1, 0, 0), 1), ["2038-01-31 00:00"]);
        for expr in ["0 0 25 12 */7", "0 0 29 2 */2", "0 0 */31 1 1", "0 0 31 1 */7", "0 0 29 2 1"] {
            assert!(Cron::parse(expr).unwrap().ever_runs().is_ok(), "{expr}");
        }
    }

    #[test]
    fn never_is_none_and_the_ends_of_i64_do_not_overflow() {
        let never = Cron::parse("0 0 31 4,6 *").unwrap();
        assert_eq!(never.next_after(at(2026, 1, 1, 0, 0)), None);
        assert_eq!(
            never.ever_runs().unwrap_err().to_string(),
            "it never runs: no month it names (apr, jun) has day 31, in any year"
        );
        let every = Cron::parse("* * * * *").unwrap();
        assert_eq!(every.next_after(i64::MAX), None);
        let last = i64::MAX.div_euclid(MINUTE_MS) * MINUTE_MS;
        assert_eq!(every.next_after(i64::MAX - MINUTE_MS), Some(last));
        assert_eq!(every.next_after(last), None);
        assert_eq!(every.next_after(-MINUTE_MS), Some(0));
        assert_eq!(every.next_after(i64::MIN), Some((i64::MIN.div_euclid(MINUTE_MS) + 1) * MINUTE_MS));
        // The last minute of a day whose date matches, then the next matching date.
        let c = Cron::parse("59 23 29 2 */7").unwrap(); // 29 February on a Sunday
        let t = c.next_after(at(2004, 2, 29, 23, 58)).unwrap();
        assert_eq!(t, at(2004, 2, 29, 23, 59));
        assert_eq!(c.next_after(t), Some(at(2032, 2, 29, 23, 59)));
    }

    #[test]
    fn numbers_are_ascii_digits_and_fields_split_on_space_and_tab() {
        for text in ["+5 * * * *", "*/+5 * * * *", "0 0 1-+3 * *", "٥ * * * *", "5 * * * -1"] {
            let e = Cron::parse(text).unwrap_err().to_string();
            assert!(e.contains("not a number"), "{text}: {e}");
        }
        for sep in ['\u{a0}', '\u{3000}', '\u{2003}', '\u{85}', '\u{2028}', '\u{b}', '\u{c}'] {
            let text = format!("5{sep}* * * *");
            let e = Cron::parse(&text).unwrap_err().to_string();
            assert!(e.contains("spaces or tabs only") && e.contains(&format!("U+{:04X}", u32::from(sep))), "{e}");
            assert!(!e.contains(sep) && !e.contains('\n'));
        }
        assert_eq!(Cron::parse("5\t*  *\t\t* *").unwrap(), Cron::parse("5 * * * *").unwrap());
        assert_eq!(Cron::parse(" \t5 * * * *\t ").unwrap(), Cron::parse("5 * * * *").unwrap());
    }
}
