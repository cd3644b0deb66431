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

mod present;
mod simulate;

pub use simulate::{StrategyRuns, ZoneRuns, runs, simulate};

use jiff::tz::{TimeZone, TimeZoneDatabase};
use serde::Deserialize;

use super::{Model, Unseeded};
use crate::report::{Chart, Report};
use crate::scenario::{Check, ScenarioError, from_toml};
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
}

impl Strategy {
    pub const NAMES: [&'static str; 6] = ["naive", "compatible", "earlier", "later", "reject", "utc"];
    pub const ALL: [Strategy; 6] =
        [Strategy::Naive, Strategy::Compatible, Strategy::Earlier, Strategy::Later, Strategy::Reject, Strategy::Utc];
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
    // Zone names are case-insensitive: "utc" is "UTC" twice.
    let mut seen: Vec<String> = Vec::with_capacity(raw.zones.len());
    for z in &raw.zones {
        let Some(tz) = zone(z) else {
            return Err(
                check.error(format_args!("`zones` must name IANA time zones of the bundled database (got \"{z}\")"))
            );
        };
        let canonical = tz.iana_name().unwrap_or(z).to_string();
        if seen.contains(&canonical) {
            return Err(check.error(format_args!("`zones` lists \"{z}\" twice")));
        }
        seen.push(canonical);
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

/// The model's registry type.
pub struct TimeZones;

impl Model for TimeZones {
    const NAME: &'static str = "time-zones";
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<ZoneRuns>;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn simulate(p: &Params, _: Unseeded, _: &RunOptions) -> Result<Vec<ZoneRuns>, Exhausted> {
        Ok(simulate(p))
    }
    fn present(p: &Params, zones: &Vec<ZoneRuns>) -> Report {
        present::present(p, zones)
    }
    fn charts(p: &Params, zones: &Vec<ZoneRuns>) -> Vec<Chart> {
        present::charts(p, zones)
    }
}
