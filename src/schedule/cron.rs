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
//! assert_eq!(c.next_after(now), now + (2 * 60 + 30) * 60_000);
//! assert!(Cron::parse("*/15 * * * *").unwrap().is_wildcard());
//! assert!(Cron::parse("61 * * * *").unwrap_err().contains("0..=59"));
//! ```

use super::{DAY_MS, MINUTE_MS, civil_from_days, days_from_civil};

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

/// One field: its bits and whether it started with `*`.
fn field(text: &str, name: &str, min: u32, max: u32, names: &[&str], first_name: u32) -> Result<(u64, bool), String> {
    let value = |s: &str| -> Result<u32, String> {
        if let Some(i) = names.iter().position(|n| n.eq_ignore_ascii_case(s)) {
            return Ok(first_name + i as u32);
        }
        let v: u32 = s.parse().map_err(|_| format!("the {name} field has `{s}`, not a number in {min}..={max}"))?;
        if v < min || v > max {
            return Err(format!("the {name} field has {v}, outside {min}..={max}"));
        }
        Ok(v)
    };
    let mut bits = 0u64;
    for part in text.split(',') {
        let (range, step) = match part.split_once('/') {
            Some((r, s)) => {
                let step: u32 = s.parse().map_err(|_| format!("the {name} field has step `{s}`, not a number"))?;
                if step == 0 || step > max {
                    return Err(format!("the {name} field has step {step}, outside 1..={max}"));
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
                return Err(format!("the {name} field has the range {a}-{b}, which runs backwards"));
            }
            (a, b)
        } else if step != 1 {
            return Err(format!("the {name} field has `{part}`: a step needs `*` or a range before it"));
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
    /// Parses an expression; the error says which field is wrong and its valid range.
    pub fn parse(text: &str) -> Result<Cron, String> {
        let text = text.trim();
        let expanded = match text.to_ascii_lowercase().as_str() {
            "@yearly" | "@annually" => "0 0 1 1 *".to_string(),
            "@monthly" => "0 0 1 * *".to_string(),
            "@weekly" => "0 0 * * 0".to_string(),
            "@daily" | "@midnight" => "0 0 * * *".to_string(),
            "@hourly" => "0 * * * *".to_string(),
            other if other.starts_with('@') => return Err(format!("`{text}` is not a cron macro")),
            _ => text.to_string(),
        };
        let f: Vec<&str> = expanded.split_whitespace().collect();
        if f.len() != 5 {
            return Err(format!("a cron expression has five fields (minute hour day month weekday), got {}", f.len()));
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
        let dom = self.doms & (1 << day) != 0;
        let dow = self.dows & (1 << weekday) != 0;
        if self.dom_star || self.dow_star { dom && dow } else { dom || dow }
    }

    /// Whether the job runs at this wall-clock minute, given as milliseconds of a
    /// clock that reads like UTC (a local wall clock's reading, or UTC itself).
    pub fn matches(&self, wall_ms: i64) -> bool {
        let (y, m, d) = civil_from_days(wall_ms.div_euclid(DAY_MS));
        let in_day = wall_ms.rem_euclid(DAY_MS) / MINUTE_MS;
        self.hours & (1 << (in_day / 60)) != 0 && self.minutes & (1 << (in_day % 60)) != 0 && self.matches_date(y, m, d)
    }

    /// The first matching minute strictly after `now` on the same clock (ms). Every
    /// valid expression matches within eight years (29 February).
    pub fn next_after(&self, now: i64) -> i64 {
        let start = now.div_euclid(MINUTE_MS) * MINUTE_MS + MINUTE_MS;
        let first_day = start.div_euclid(DAY_MS);
        for day in first_day..first_day + 8 * 366 + 1 {
            let (y, m, d) = civil_from_days(day);
            if !self.matches_date(y, m, d) {
                continue;
            }
            let from = if day == first_day { start.rem_euclid(DAY_MS) / MINUTE_MS } else { 0 };
            for minute_of_day in from..24 * 60 {
                if self.hours & (1 << (minute_of_day / 60)) != 0 && self.minutes & (1 << (minute_of_day % 60)) != 0 {
                    return day * DAY_MS + minute_of_day * MINUTE_MS;
                }
            }
        }
        // A day that never exists (`0 0 30 2 *`): parse accepts it, as cron does; such a
        // job never runs.
        i64::MAX
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

    /// Whether any date of any year matches (`0 0 30 2 *` never does).
    pub fn ever_runs(&self) -> bool {
        // 2024 and 2025 together hold every (month, day, weekday) combination that exists.
        (days_from_civil(2023, 1, 1)..days_from_civil(2030, 1, 1)).any(|d| {
            let (y, m, dd) = civil_from_days(d);
            self.matches_date(y, m, dd)
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
            t = c.next_after(t);
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
            let e = Cron::parse(text).unwrap_err();
            assert!(e.contains(says), "{text}: {e}");
        }
    }

    #[test]
    fn next_after_is_strictly_later_and_matches() {
        let c = Cron::parse("*/7 3,4 * * 1-5").unwrap();
        let mut t = at(2026, 3, 27, 4, 50);
        for _ in 0..50 {
            let n = c.next_after(t);
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
        assert!(!Cron::parse("0 0 30 2 *").unwrap().ever_runs());
        assert_eq!(Cron::parse("0 0 30 2 *").unwrap().next_after(0), i64::MAX);
    }
}
