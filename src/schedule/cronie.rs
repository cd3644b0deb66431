//! cronie's daylight-saving rule: how the Linux cron daemon (the Vixie lineage) decides
//! which jobs to run when the local wall clock jumps.
//!
//! The daemon wakes once a minute and keeps two clocks in minutes of *local wall time*:
//! the clock it reads now, and the "virtual" minute it has handled jobs up to. Their
//! difference on waking decides what runs:
//!
//! | clock − virtual | case | what runs |
//! |---|---|---|
//! | 1 | normal | every job of the new minute |
//! | 2 … 5 | woke late | every job of each minute in between, in order |
//! | 6 … 180 | jumped forward (DST begins) | wildcard jobs of the current minute once, then the fixed-time jobs of every skipped minute, at once |
//! | −180 … 0 | jumped back (DST ends) | wildcard jobs of the current minute only; the virtual minute waits until the clock catches up, so fixed-time jobs of the repeated hour do not run twice |
//! | beyond ±180 | clock set | jump to the current minute and run its jobs; nothing in between |
//!
//! A *wildcard* job has `*` at the start of its minute or hour field (`*/15 * * * *`,
//! `0 * * * *`); every other job is *fixed-time*. So on the spring-forward night a job at
//! 02:30 runs at 03:00; on the fall-back night it runs once; an hourly job runs 23 and 25
//! times on those days, like the wall clock.
//!
//! Source (read, not copied): cronie-crond/cronie `src/cron.c` (the main loop's cases,
//! `find_jobs`), `man/cron.8` ("Local time changes of less than three hours…").
//!
//! ```
//! use jiff::tz::TimeZone;
//! use jobsim::schedule::{cron::Cron, cronie};
//! let berlin = jiff::tz::TimeZoneDatabase::bundled().get("Europe/Berlin").unwrap();
//! let job = Cron::parse("30 2 * * *").unwrap();
//! // 2026-03-29 00:00Z to 2026-03-30 00:00Z: the clocks jump 02:00 → 03:00 at 01:00Z.
//! let runs = cronie::runs(&berlin, &job, 1_774_742_400_000, 1_774_828_800_000);
//! assert_eq!(runs.len(), 1);
//! assert_eq!(runs[0].0, 1_774_746_000_000); // 01:00Z = 03:00 local, at once
//! ```

use jiff::Timestamp;
use jiff::tz::TimeZone;

use super::MINUTE_MS;
use super::cron::Cron;

/// The largest jump (minutes) cronie treats as a DST change rather than a clock reset.
pub const JUMP_LIMIT_MINUTES: i64 = 180;

/// The local wall-clock minute at `utc_ms`, asking the zone (what [`WallClock`] caches).
#[cfg(test)]
fn wall_minute(tz: &TimeZone, utc_ms: i64) -> i64 {
    let ts = Timestamp::from_millisecond(utc_ms).expect("instants are within 1970..2200");
    (utc_ms + i64::from(tz.to_offset(ts).seconds()) * 1000).div_euclid(MINUTE_MS)
}

/// The local wall-clock minute of instants read in increasing order: the zone's offset is looked up
/// again only at its next transition (a year of minutes is 525,600 readings and a handful
/// of transitions), the same minutes as asking the zone every time.
pub(crate) struct WallClock<'a> {
    tz: &'a TimeZone,
    offset_ms: i64,
    /// The offset holds for instants in `from_ms..until_ms`.
    from_ms: i64,
    until_ms: i64,
}

impl<'a> WallClock<'a> {
    pub(crate) fn new(tz: &'a TimeZone) -> Self {
        WallClock { tz, offset_ms: 0, from_ms: i64::MAX, until_ms: i64::MIN }
    }

    /// The wall-clock minute (minutes since 1970-01-01 00:00 local) at `utc_ms`.
    pub(crate) fn minute(&mut self, utc_ms: i64) -> i64 {
        if !(self.from_ms..self.until_ms).contains(&utc_ms) {
            let ts = Timestamp::from_millisecond(utc_ms).expect("instants are within 1970..2200");
            self.offset_ms = i64::from(self.tz.to_offset(ts).seconds()) * 1000;
            self.from_ms = utc_ms;
            self.until_ms = self.tz.following(ts).next().map_or(i64::MAX, |tr| tr.timestamp().as_millisecond());
        }
        (utc_ms + self.offset_ms).div_euclid(MINUTE_MS)
    }
}

/// The runs of `job` under cronie in zone `tz`, for the daemon waking every UTC minute
/// from `from_ms` (started then) until before `to_ms`: `(UTC instant of the run, the
/// wall-clock minute it ran for, in ms)`, in order.
pub fn runs(tz: &TimeZone, job: &Cron, from_ms: i64, to_ms: i64) -> Vec<(i64, i64)> {
    let mut out = Vec::new();
    let start = from_ms.div_euclid(MINUTE_MS) * MINUTE_MS;
    let mut wall = WallClock::new(tz);
    let mut virtual_min = wall.minute(start);
    let wild = job.is_wildcard();
    let mut t = start + MINUTE_MS;
    while t < to_ms {
        let clock = wall.minute(t);
        let diff = clock - virtual_min;
        let mut run = |minute: i64, wildcard_pass: bool| {
            if wild == wildcard_pass && job.matches(minute * MINUTE_MS) {
                out.push((t, minute * MINUTE_MS));
            }
        };
        if diff == 1 || diff.abs() > JUMP_LIMIT_MINUTES {
            virtual_min = clock;
            run(clock, wild);
        } else if diff > 5 {
            run(clock, true);
            for m in virtual_min + 1..=clock {
                run(m, false);
            }
            virtual_min = clock;
        } else if diff > 0 {
            for m in virtual_min + 1..=clock {
                run(m, wild);
            }
            virtual_min = clock;
        } else {
            run(clock, true);
        }
        t += MINUTE_MS;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schedule::{DAY_MS, days_from_civil};

    fn zone(name: &str) -> TimeZone {
        jiff::tz::TimeZoneDatabase::bundled().get(name).unwrap()
    }

    fn day(y: i64, m: u32, d: u32) -> i64 {
        days_from_civil(y, m, d) * DAY_MS
    }

    #[test]
    fn the_cached_wall_clock_reads_the_zone_at_every_minute() {
        for name in ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu", "UTC"] {
            let tz = zone(name);
            let mut wall = WallClock::new(&tz);
            let (from, to) = (day(2026, 1, 1) - 7 * MINUTE_MS, day(2027, 1, 2));
            let mut t = from;
            while t < to {
                assert_eq!(wall.minute(t), wall_minute(&tz, t), "{name} at {t}");
                t += MINUTE_MS;
            }
        }
    }

    /// Runs per local day around a transition, for a job (the span starts the day before).
    fn count(zone_name: &str, expr: &str, y: i64, m: u32, d: u32) -> usize {
        let tz = zone(zone_name);
        let job = Cron::parse(expr).unwrap();
        let local_day = days_from_civil(y, m, d);
        runs(&tz, &job, day(y, m, d) - DAY_MS, day(y, m, d) + 2 * DAY_MS)
            .iter()
            .filter(|&&(_, wall)| wall.div_euclid(DAY_MS) == local_day)
            .count()
    }

    #[test]
    fn fixed_time_jobs_run_once_on_both_transition_days() {
        for zone in ["Europe/Berlin", "America/New_York"] {
            let (spring, fall) = if zone == "Europe/Berlin" { ((3, 29), (10, 25)) } else { ((3, 8), (11, 1)) };
            assert_eq!(count(zone, "30 2 * * *", 2026, spring.0, spring.1), 1, "{zone} spring");
            assert_eq!(count(zone, "30 2 * * *", 2026, fall.0, fall.1), 1, "{zone} fall");
        }
    }

    #[test]
    fn wildcard_jobs_follow_the_wall_clock() {
        // Hourly: 23 runs on the spring day, 25 on the fall day (02:00 happens twice).
        assert_eq!(count("Europe/Berlin", "0 * * * *", 2026, 3, 29), 23);
        assert_eq!(count("Europe/Berlin", "0 * * * *", 2026, 10, 25), 25);
        assert_eq!(count("Europe/Berlin", "0 * * * *", 2026, 6, 1), 24);
        // `*/30 2 * * *` is a wildcard job (minute field starts with `*`): the skipped
        // hour's runs are lost in spring, the repeated hour runs twice in the fall.
        assert_eq!(count("Europe/Berlin", "*/30 2 * * *", 2026, 3, 29), 0);
        assert_eq!(count("Europe/Berlin", "*/30 2 * * *", 2026, 10, 25), 4);
    }

    #[test]
    fn the_spring_run_happens_at_the_jump_and_the_fall_run_at_the_first_pass() {
        let tz = zone("Europe/Berlin");
        let job = Cron::parse("30 2 * * *").unwrap();
        let spring = runs(&tz, &job, day(2026, 3, 29), day(2026, 3, 30));
        assert_eq!(spring, [(day(2026, 3, 29) + 3_600_000, day(2026, 3, 29) + 150 * MINUTE_MS)]);
        let fall = runs(&tz, &job, day(2026, 10, 25) - DAY_MS, day(2026, 10, 26));
        // 02:30 CEST = 00:30Z on 25 October (and 02:30 the day before).
        assert_eq!(fall.last().unwrap().0, day(2026, 10, 25) + 30 * MINUTE_MS);
    }
}
