//! Each zone's transition days and each strategy's runs over the year: pure calendar
//! arithmetic on jiff's bundled tz database, no engine.

use jiff::civil::date;
use jiff::tz::TimeZone;

use super::{Params, Strategy, zone};
use crate::schedule::cron::Cron;
use crate::schedule::{DAY_MS, MINUTE_MS, civil_from_days, cronie, days_from_civil};

/// One zone's year.
#[derive(Clone, Debug, PartialEq)]
pub struct ZoneRuns {
    pub zone: String,
    /// The first local date (day index in the year) shorter than 24 h: clocks sprang forward.
    pub spring_day: Option<usize>,
    /// The first local date longer than 24 h: clocks fell back.
    pub fall_day: Option<usize>,
    /// One entry per listed strategy.
    pub strategies: Vec<StrategyRuns>,
}

/// One strategy's runs in one zone.
#[derive(Clone, Debug, PartialEq)]
pub struct StrategyRuns {
    pub strategy: Strategy,
    /// `(local day index, UTC instant)` of every run, in order.
    pub runs: Vec<(usize, i64)>,
    pub days_without_run: usize,
    pub days_with_two_runs: usize,
}

impl StrategyRuns {
    /// The UTC instants of the runs on local day `day`.
    pub fn on_day(&self, day: usize) -> impl Iterator<Item = i64> + '_ {
        self.runs.iter().filter(move |&&(d, _)| d == day).map(|&(_, t)| t)
    }
}

/// Runs of one zone and strategy over the year: `(local day index, UTC instant)`.
pub fn runs(tz: &TimeZone, p: &Params, strategy: Strategy) -> Vec<(usize, i64)> {
    let first_day = days_from_civil(i64::from(p.year), 1, 1);
    let last_day = days_from_civil(i64::from(p.year) + 1, 1, 1);
    let target_ms = i64::from(p.hour) * 3_600_000 + i64::from(p.minute) * MINUTE_MS;
    let mut out = Vec::new();
    match strategy {
        Strategy::Naive => {
            // Tick every UTC minute around the year; fire when the local clock shows HH:MM
            // (the minute it shows: an offset with seconds, Africa/Monrovia's −0:44:30
            // until 1972, reads 02:30:30 at the tick and shows 02:30).
            // The local minute comes from the zone's offset, read again only at its transitions.
            let target_minute = target_ms / MINUTE_MS;
            let mut wall = cronie::WallClock::new(tz);
            let mut t = (first_day - 1) * DAY_MS;
            while t < (last_day + 1) * DAY_MS {
                let minute = wall.minute(t);
                let day = minute.div_euclid(DAY_MS / MINUTE_MS);
                if minute.rem_euclid(DAY_MS / MINUTE_MS) == target_minute && (first_day..last_day).contains(&day) {
                    out.push(((day - first_day) as usize, t));
                }
                t += MINUTE_MS;
            }
        }
        Strategy::Cronie => {
            // The daemon wakes every UTC minute from the day before; a run belongs to the
            // local date of the wall-clock minute it ran for.
            let job = Cron::parse(&format!("{} {} * * *", p.minute, p.hour)).expect("hour and minute are in range");
            for (t, wall) in cronie::runs(tz, &job, (first_day - 1) * DAY_MS, (last_day + 1) * DAY_MS) {
                let day = wall.div_euclid(DAY_MS);
                if (first_day..last_day).contains(&day) {
                    out.push(((day - first_day) as usize, t));
                }
            }
        }
        Strategy::Utc => {
            for day in first_day..last_day {
                out.push(((day - first_day) as usize, day * DAY_MS + target_ms));
            }
        }
        _ => {
            for day in first_day..last_day {
                let (y, m, d) = civil_from_days(day);
                let dt = date(y as i16, m as i8, d as i8).at(p.hour, p.minute, 0, 0);
                let amb = tz.to_ambiguous_timestamp(dt);
                let ts = match strategy {
                    Strategy::Compatible => amb.compatible().ok(),
                    Strategy::Earlier => amb.earlier().ok(),
                    Strategy::Later => amb.later().ok(),
                    _ => amb.unambiguous().ok(),
                };
                if let Some(ts) = ts {
                    out.push(((day - first_day) as usize, ts.as_millisecond()));
                }
            }
        }
    }
    out
}

/// The first instant of a local date: local midnight, or the end of the gap when the
/// clocks jump over midnight (jiff's `compatible` disambiguation; in a fold, the first).
fn start_of_local_day(tz: &TimeZone, day: i64) -> i64 {
    let (y, m, d) = civil_from_days(day);
    let zdt = date(y as i16, m as i8, d as i8).to_zoned_datetime(tz.clone()).expect("dates are within 1971..2200");
    zdt.timestamp().as_millisecond()
}

/// The first local dates (day indexes in the year) shorter than 24 h (the clocks jumped
/// forward) and longer than 24 h (they fell back). A day's length is measured from its
/// first instant to the next day's, so changes at local midnight (America/Santiago,
/// America/Havana) count, and so do shifts other than an hour (Australia/Lord_Howe's 30 min).
fn transition_days(tz: &TimeZone, year: i16) -> (Option<usize>, Option<usize>) {
    let first_day = days_from_civil(i64::from(year), 1, 1);
    let last_day = days_from_civil(i64::from(year) + 1, 1, 1);
    let (mut spring, mut fall) = (None, None);
    let mut start = start_of_local_day(tz, first_day);
    for day in first_day..last_day {
        let next = start_of_local_day(tz, day + 1);
        let length_ms = next - start;
        if length_ms < DAY_MS && spring.is_none() {
            spring = Some((day - first_day) as usize);
        } else if length_ms > DAY_MS && fall.is_none() {
            fall = Some((day - first_day) as usize);
        }
        start = next;
    }
    (spring, fall)
}

/// Every listed zone under every listed strategy.
pub fn simulate(p: &Params) -> Vec<ZoneRuns> {
    let days_in_year =
        (days_from_civil(i64::from(p.year) + 1, 1, 1) - days_from_civil(i64::from(p.year), 1, 1)) as usize;
    p.zones
        .iter()
        .map(|name| {
            let tz = zone(name).expect("validated when the scenario loaded");
            let (spring_day, fall_day) = transition_days(&tz, p.year);
            let strategies = p
                .strategies
                .iter()
                .map(|&strategy| {
                    let runs = runs(&tz, p, strategy);
                    let mut per_day = vec![0u32; days_in_year];
                    for &(d, _) in &runs {
                        per_day[d] += 1;
                    }
                    StrategyRuns {
                        strategy,
                        days_without_run: per_day.iter().filter(|&&n| n == 0).count(),
                        days_with_two_runs: per_day.iter().filter(|&&n| n >= 2).count(),
                        runs,
                    }
                })
                .collect();
            ZoneRuns { zone: name.clone(), spring_day, fall_day, strategies }
        })
        .collect()
}
