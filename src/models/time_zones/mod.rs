//! **time-zones** (lesson 000.3): a daily job at 02:30 *local* time, over a year, in zones
//! with daylight saving time (Europe/Berlin, America/New_York) and without it
//! (Europe/Istanbul, the control), under several strategies:
//!
//! * `naive` — a wall-clock matcher: every minute it asks "does the local clock show
//!   02:30?". On the spring-forward night 02:30 never happens (no run); where the clocks
//!   fall back across 02:30 it happens twice (two runs). It compares the minute the clock
//!   shows, so an offset with seconds (Africa/Monrovia, −0:44:30 until 1972) still runs
//!   daily, at 03:14:30Z; outputs show seconds where they are not zero.
//! * `compatible`, `earlier`, `later` — tz-aware: for each local date, convert 02:30 to an
//!   instant with the zone's rules and that disambiguation (jiff's names); one run a day.
//!   In a gap, `compatible`/`later` run after the gap, `earlier` before it; in a fold,
//!   `compatible`/`earlier` take the first 02:30, `later` the second.
//! * `reject` — tz-aware, but an ambiguous local time (gap or fold) is refused and that
//!   day is skipped.
//! * `cronie` — what Linux's cron daemon does (cronie, the Vixie lineage; see
//!   [`crate::schedule::cronie`]): it wakes every minute and compares the wall clock with
//!   the minute it expected. A jump forward of up to 3 hours runs the fixed-time jobs of the
//!   skipped minutes at once (02:30 runs at 03:00 on the spring-forward night); a jump back
//!   runs fixed-time jobs only once (the repeated 02:30 is not run again). One run a day.
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

mod present;
mod simulate;

pub use simulate::{StrategyRuns, ZoneRuns, runs, simulate};

use crate::report::words::Words;
use jiff::tz::{TimeZone, TimeZoneDatabase};

use super::{Model, Unseeded};
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind, Param, Reader, ScenarioError};
use crate::sim::{Exhausted, RunOptions};

/// How a local-time daily rule is turned into runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    Naive,
    Compatible,
    Earlier,
    Later,
    Reject,
    Utc,
    Cronie,
}

impl Strategy {
    pub const NAMES: [&'static str; 7] = ["naive", "compatible", "earlier", "later", "reject", "utc", "cronie"];
    pub const ALL: [Strategy; 7] = [
        Strategy::Naive,
        Strategy::Compatible,
        Strategy::Earlier,
        Strategy::Later,
        Strategy::Reject,
        Strategy::Utc,
        Strategy::Cronie,
    ];
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
}

/// Validated parameters. The span is one year: `naive` looks at every minute of it (about
/// 530,000 offset look-ups per zone), the others at every day.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// 1971..=2199.
    pub year: i16,
    /// The local time of the daily run: `hour` (0..=23) : `minute` (0..=59).
    pub hour: i8,
    pub minute: i8,
    /// 1..=[`MAX_ZONES`] IANA names of the bundled database, each at most once (names are
    /// case-insensitive: `utc` is `UTC`).
    pub zones: Vec<String>,
    /// Any of the [`Strategy`] names, each at most once.
    pub strategies: Vec<Strategy>,
}

/// Most zones per scenario.
pub const MAX_ZONES: usize = 8;

fn zone(name: &str) -> Option<TimeZone> {
    TimeZoneDatabase::bundled().get(name).ok()
}

/// Every parameter, declared once (defaults: the lesson's scenario).
pub const PARAMS: &[Param] = &[
    Param::new("year", Kind::Int { min: 1971, max: 2199 }, "2026", "", "the calendar year simulated"),
    Param::new("hour", Kind::Int { min: 0, max: 23 }, "2", "", "the daily run's local hour"),
    Param::new("minute", Kind::Int { min: 0, max: 59 }, "30", "", "the daily run's local minute"),
    Param::new(
        "zones",
        Kind::Zones,
        "[\"Europe/Berlin\", \"America/New_York\", \"Europe/Istanbul\"]",
        "",
        "1..=8 IANA time zones the job runs in",
    ),
    Param::new(
        "strategies",
        Kind::Choices(&Strategy::NAMES),
        "[\"naive\", \"compatible\", \"earlier\", \"later\", \"reject\", \"utc\", \"cronie\"]",
        "",
        "how local 02:30 becomes runs: a naive wall-clock matcher, a tz-aware disambiguation, fixed UTC, or cronie's DST rule",
    ),
];

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    let zones = r.texts("zones")?;
    if zones.is_empty() || zones.len() > MAX_ZONES {
        return Err(check.said("refusal-list-length", &[("key", &"zones"), ("max", &MAX_ZONES), ("n", &zones.len())]));
    }
    // Zone names are case-insensitive: "utc" is "UTC" twice.
    let mut seen: Vec<String> = Vec::with_capacity(zones.len());
    for z in &zones {
        let Some(tz) = zone(z) else {
            return Err(match crate::scenario::suggest::zone(z) {
                Some(hint) => check.said("refusal-zone-hint", &[("got", z), ("hint", &hint)]),
                None => check.said("refusal-zone", &[("got", z)]),
            });
        };
        let canonical = tz.iana_name().unwrap_or(z).to_string();
        if seen.contains(&canonical) {
            return Err(check.said("refusal-twice", &[("key", &"zones"), ("value", &format_args!("\"{z}\""))]));
        }
        seen.push(canonical);
    }
    Ok(Params {
        year: r.uint32("year")? as i16,
        hour: r.uint32("hour")? as i8,
        minute: r.uint32("minute")? as i8,
        zones,
        strategies: r.choices("strategies")?.into_iter().map(|i| Strategy::ALL[i]).collect(),
    })
}

/// The model's registry type.
pub struct TimeZones;

impl Model for TimeZones {
    const NAME: &'static str = "time-zones";
    const HEADLINE: &'static [&'static str] = &["days_without_run", "days_with_two_runs"];
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<ZoneRuns>;
    const PARAMS: &'static [Param] = PARAMS;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn simulate(p: &Params, _: Unseeded, options: &RunOptions) -> Result<Vec<ZoneRuns>, Exhausted> {
        let zones = simulate(p);
        let traced = zones.iter().flat_map(|z| {
            z.strategies.iter().flat_map(move |s| {
                let who = format!("{}/{}", z.zone, s.strategy.name());
                s.runs.iter().map(move |&(day, at)| (at, who.clone(), format!("day={}", day + 1)))
            })
        });
        let traced: Vec<(i64, String, String)> = traced.collect();
        let origin = traced.iter().map(|r| r.0).min().unwrap_or(0);
        super::kit::calendar::trace_runs(&options.tracer, origin, traced);
        Ok(zones)
    }
    fn present(p: &Params, zones: &Vec<ZoneRuns>, w: &'static Words) -> Report {
        present::present(p, zones, w)
    }
    fn figures(p: &Params, zones: &Vec<ZoneRuns>, w: &'static Words) -> Vec<Figure> {
        present::figures(p, zones, w)
    }
}
