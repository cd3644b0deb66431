//! **time-zones** (lesson 000.3): a daily job at 02:30 *local* time, over a year, in zones
//! with daylight saving time (Europe/Berlin, America/New_York) and without it
//! (Europe/Istanbul, the control), under several strategies:
//!
//! * `naive` — a wall-clock matcher: every minute it asks "does the local clock read
//!   02:30?". On the spring-forward night 02:30 never happens (no run); where the clocks
//!   fall back across 02:30 it happens twice (two runs).
//! * `compatible`, `earlier`, `later` — tz-aware: for each local date, convert 02:30 to an
//!   instant with the zone's rules and that disambiguation (jiff's names); one run a day.
//!   In a gap, `compatible`/`later` run after the gap, `earlier` before it; in a fold,
//!   `compatible`/`earlier` take the first 02:30, `later` the second.
//! * `reject` — tz-aware, but an ambiguous local time (gap or fold) is refused and that
//!   day is skipped.
//! * `utc` — the lesson's advice taken literally: the trigger is stored as 02:30 UTC; it
//!   never misses or doubles, but its local time moves by the DST shift.
//!
//! ```text
//! Berlin, 2026-03-29: 01:59 CET → 03:00 CEST   naive: no run    compatible: 01:30Z (03:30 local)
//! Berlin, 2026-10-25: 02:59 CEST → 02:00 CET   naive: 00:30Z and 01:30Z (two runs)
//! ```
//!
//! The tz database is jiff's bundled copy, so results do not depend on the machine. Pure
//! calendar arithmetic, no engine. Transition days are the local dates that last less
//! than 24 hours (spring forward) or more (fall back), from each day's first instant to
//! the next day's.

use jiff::Timestamp;
use jiff::civil::date;
use jiff::tz::{TimeZone, TimeZoneDatabase};
use serde::Deserialize;

use super::RunOptions;
use crate::js::{pad_end, pad_start};
use crate::report::{Chart, ChartKind, Report, Series, SeriesStyle, Table};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::schedule::{DAY_MS, MINUTE_MS, civil_from_days, days_from_civil, format_minute};

/// How a local-time daily rule is turned into runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    Naive,
    Compatible,
    Earlier,
    Later,
    Reject,
    Utc,
}

impl Strategy {
    pub const NAMES: [&'static str; 6] = ["naive", "compatible", "earlier", "later", "reject", "utc"];
    pub const ALL: [Strategy; 6] =
        [Strategy::Naive, Strategy::Compatible, Strategy::Earlier, Strategy::Later, Strategy::Reject, Strategy::Utc];
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
}

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub year: i16,
    pub hour: i8,
    pub minute: i8,
    pub zones: Vec<String>,
    pub strategies: Vec<Strategy>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    year: i64,
    hour: i64,
    minute: i64,
    zones: Vec<String>,
    #[serde(default = "default_strategies")]
    strategies: Vec<String>,
}

fn default_strategies() -> Vec<String> {
    Strategy::NAMES.iter().map(|s| s.to_string()).collect()
}

/// Most zones per scenario.
pub const MAX_ZONES: usize = 8;

fn zone(name: &str) -> Option<TimeZone> {
    TimeZoneDatabase::bundled().get(name).ok()
}

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    if raw.zones.is_empty() || raw.zones.len() > MAX_ZONES {
        return Err(check.error(format_args!("`zones` must list 1..={MAX_ZONES} zones (got {})", raw.zones.len())));
    }
    for z in &raw.zones {
        if zone(z).is_none() {
            return Err(
                check.error(format_args!("`zones` must name IANA time zones of the bundled database (got \"{z}\")"))
            );
        }
    }
    Ok(Params {
        year: check.uint32("year", raw.year, 1971..=2199)? as i16,
        hour: check.uint32("hour", raw.hour, 0..=23)? as i8,
        minute: check.uint32("minute", raw.minute, 0..=59)? as i8,
        zones: raw.zones,
        strategies: check
            .list_of("strategies", &raw.strategies, &Strategy::NAMES)?
            .into_iter()
            .map(|i| Strategy::ALL[i])
            .collect(),
    })
}

fn offset_ms(tz: &TimeZone, instant: i64) -> i64 {
    let ts = Timestamp::from_millisecond(instant).expect("instants are within 1970..2200");
    i64::from(tz.to_offset(ts).seconds()) * 1000
}

/// Runs of one zone and strategy over the year: `(local day index, UTC instant)`.
pub fn runs(tz: &TimeZone, p: &Params, strategy: Strategy) -> Vec<(usize, i64)> {
    let first_day = days_from_civil(i64::from(p.year), 1, 1);
    let last_day = days_from_civil(i64::from(p.year) + 1, 1, 1);
    let target_ms = i64::from(p.hour) * 3_600_000 + i64::from(p.minute) * MINUTE_MS;
    let mut out = Vec::new();
    match strategy {
        Strategy::Naive => {
            // Tick every UTC minute around the year; fire when the local clock reads HH:MM.
            let mut t = (first_day - 1) * DAY_MS;
            while t < (last_day + 1) * DAY_MS {
                let local = t + offset_ms(tz, t);
                let day = local.div_euclid(DAY_MS);
                if local.rem_euclid(DAY_MS) == target_ms && (first_day..last_day).contains(&day) {
                    out.push(((day - first_day) as usize, t));
                }
                t += MINUTE_MS;
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

/// One zone × strategy row.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub zone: String,
    pub strategy: Strategy,
    pub runs: usize,
    pub days_without_run: usize,
    pub days_with_two_runs: usize,
    /// UTC instants (`HH:MMZ`) of the runs on the spring and fall transition days.
    pub spring_utc: String,
    pub fall_utc: String,
}

fn day_label(year: i16, day: Option<usize>) -> String {
    match day {
        Some(d) => format_minute((days_from_civil(i64::from(year), 1, 1) + d as i64) * DAY_MS)[..10].to_string(),
        None => "-".into(),
    }
}

/// Runs the model.
pub fn run(p: &Params, _options: &RunOptions) -> Report {
    let days_in_year =
        (days_from_civil(i64::from(p.year) + 1, 1, 1) - days_from_civil(i64::from(p.year), 1, 1)) as usize;
    let mut rows = Vec::new();
    let mut series = Vec::new();
    let mut transitions = Table::new("transitions", &["zone", "spring_forward_date", "fall_back_date"]);
    for name in &p.zones {
        let tz = zone(name).expect("validated when the scenario loaded");
        let (spring, fall) = transition_days(&tz, p.year);
        transitions.push(vec![name.as_str().into(), day_label(p.year, spring).into(), day_label(p.year, fall).into()]);
        for &strategy in &p.strategies {
            let r = runs(&tz, p, strategy);
            let mut per_day = vec![0u32; days_in_year];
            for &(d, _) in &r {
                per_day[d] += 1;
            }
            let on = |day: Option<usize>| match day {
                None => "-".to_string(),
                Some(day) => {
                    let list: Vec<String> = r
                        .iter()
                        .filter(|&&(d, _)| d == day)
                        .map(|&(_, t)| format!("{}Z", &format_minute(t)[11..]))
                        .collect();
                    if list.is_empty() { "yok".into() } else { list.join(" ") }
                }
            };
            rows.push(Row {
                zone: name.clone(),
                strategy,
                runs: r.len(),
                days_without_run: per_day.iter().filter(|&&n| n == 0).count(),
                days_with_two_runs: per_day.iter().filter(|&&n| n >= 2).count(),
                spring_utc: on(spring),
                fall_utc: on(fall),
            });
            if strategy == Strategy::Compatible
                || (strategy == Strategy::Naive && !p.strategies.contains(&Strategy::Compatible))
            {
                let points =
                    r.iter().map(|&(d, t)| ((d + 1) as f64, t.rem_euclid(DAY_MS) as f64 / 3_600_000.0)).collect();
                series.push(Series { name: format!("{name} ({})", strategy.name()), points, style: SeriesStyle::Line });
            }
        }
    }
    // The zone column is 18 wide, wider only for longer zone names.
    let zw = rows.iter().map(|r| r.zone.chars().count() + 2).max().unwrap_or(0).max(18);
    let mut text = format!(
        "{}{}{}{}{}  {}  {}\n",
        pad_end("dilim", zw),
        pad_end("strateji", 11),
        pad_start("kosum", 6),
        pad_start("kosumsuz gun", 14),
        pad_start("cift kosum gun", 16),
        pad_end("ileri gun (UTC)", 16),
        "geri gun (UTC)"
    );
    let mut table = Table::new(
        "zones",
        &[
            "zone",
            "strategy",
            "runs",
            "days_without_run",
            "days_with_two_runs",
            "spring_day_runs_utc",
            "fall_day_runs_utc",
        ],
    );
    for r in &rows {
        text.push_str(&format!(
            "{}{}{}{}{}  {}  {}\n",
            pad_end(&r.zone, zw),
            pad_end(r.strategy.name(), 11),
            pad_start(&r.runs.to_string(), 6),
            pad_start(&r.days_without_run.to_string(), 14),
            pad_start(&r.days_with_two_runs.to_string(), 16),
            pad_end(&r.spring_utc, 16),
            r.fall_utc
        ));
        table.push(vec![
            r.zone.as_str().into(),
            r.strategy.name().into(),
            r.runs.into(),
            r.days_without_run.into(),
            r.days_with_two_runs.into(),
            r.spring_utc.as_str().into(),
            r.fall_utc.as_str().into(),
        ]);
    }
    text.push_str(&format!("\n{}{}{}\n", pad_end("dilim", zw), pad_end("ileri alma", 12), "geri alma"));
    for row in &transitions.rows {
        let cell = |i: usize| row[i].to_csv();
        text.push_str(&format!("{}{}{}\n", pad_end(&cell(0), zw), pad_end(&cell(1), 12), cell(2)));
    }
    let chart = Chart {
        name: "utc_hours".into(),
        title: format!("Yerel {:02}:{:02} koşumunun UTC saati, {} boyunca", p.hour, p.minute, p.year),
        x_label: "yılın günü".into(),
        y_label: "koşumun UTC saati".into(),
        kind: ChartKind::Lines { series, log_y: false },
    };
    Report { text, tables: vec![table, transitions], charts: vec![chart], trace: Vec::new() }
}

super::legacy_model!(TimeZones, "time-zones", super::Unseeded, |p, _s, o| run(p, o));
