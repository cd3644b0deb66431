//! **recurrence** (lesson 000.1, `zamanlama.mjs`): the next-run function applied to the
//! lesson's four rules from a fixed start instant.
//!
//! ```text
//! start ──next_run──► t1 ──next_run──► t2 ──next_run──► t3     (now injected each time)
//! ```
//!
//! Each rule is fed its own output `count` times ([`crate::schedule::next_run`]). With
//! `month_end = "overflow"` the output is the lesson's, byte for byte, including the
//! "31st" rule that lands on 3 March and 1 May. The calendar is pure arithmetic on UTC
//! milliseconds; there is no event queue to speak of, so this model does not use the engine.

pub mod facts;
mod present;
mod simulate;

pub use simulate::{PastTheEnd, runs};

use crate::report::words::Words;
use super::{Model, Unseeded};
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind, Param, Reader, ScenarioError};
use crate::schedule::{MonthEnd, RUN_MAX, format_rfc3339};
use crate::schedule::read::{self, NamedRule};
use crate::sim::{Exhausted, RunOptions};

/// Validated parameters. The ranges keep a run at most 32,000 instants.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// Start instant, UTC epoch milliseconds (`BASLANGIC`), 1970..=2200.
    pub start: i64,
    /// Runs computed per rule (1..=1000).
    pub count: u32,
    /// `overflow` (default), `skip` or `clamp`.
    pub month_end: MonthEnd,
    /// 1..=[`MAX_RULES`] rules, names unique.
    pub rules: Vec<NamedRule>,
}

/// Most rules per scenario.
pub const MAX_RULES: usize = 32;

/// Every parameter, declared once (defaults: the lesson's scenario).
pub const PARAMS: &[Param] = &[
    Param::new("start", Kind::Instant, "\"2026-01-31T23:47:00Z\"", "", "the injected \"now\" the first run is computed from"),
    Param::new("count", Kind::Int { min: 1, max: 1000 }, "3", "runs", "runs computed per rule"),
    Param::new(
        "month_end",
        Kind::Choice(&MonthEnd::NAMES),
        "\"overflow\"",
        "",
        "a monthly rule in a month without its day: overflow (the lesson's Date.UTC), skip or clamp",
    ),
    Param::new(
        "rules",
        Kind::Tables,
        // lesson-data: the lesson's jobs, named and labelled as in the lesson's code (the
        // scenario file's defaults); the Turkish charts name a job by its label.
        "[{ name = \"gecikmeBildirimi\", label = \"gecikme bildirimi\", kind = \"daily\", hour = 6, minute = 0 }, \
         { name = \"stokOzeti\", label = \"stok özeti\", kind = \"interval\", minutes = 15 }, \
         { name = \"aylikRapor\", label = \"aylık rapor\", kind = \"monthly\", day = 1, hour = 2, minute = 30 }, \
         { name = \"ayinSonu\", label = \"ay sonu\", kind = \"monthly\", day = 31, hour = 2, minute = 30 }]",
        "",
        "1..=32 rules { name, label (charts' Turkish name), kind = interval | daily | monthly | cron, minutes | day, hour, minute | expr (five-field cron) }, UTC",
    ),
];

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    let rules = read::rules_param(&r, "rules", MAX_RULES)?;
    let start = read::instant_param(&r, "start")?;
    let count = r.uint32("count")?;
    let month_end = MonthEnd::from_index(r.choice("month_end")?);
    let p = Params { start, count, month_end, rules };
    // A rare cron date fed its own output a thousand times can run past the year 9999.
    if let Err(PastTheEnd { rule, run }) = runs(&p) {
        return Err(check.said(
            "refusal-recurrence-end",
            &[
                ("rule", &rule),
                ("name", &p.rules[rule].name),
                ("run", &run),
                ("count", &count),
                ("last", &format_rfc3339(RUN_MAX)),
                ("most", &(run - 1)),
            ],
        ));
    }
    Ok(p)
}

/// The model's registry type.
pub struct Recurrence;

impl Model for Recurrence {
    const NAME: &'static str = "recurrence";
    const HEADLINE: &'static [&'static str] = &["after_start_min"];
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<Vec<i64>>;
    const PARAMS: &'static [Param] = PARAMS;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn simulate(p: &Params, _: Unseeded, options: &RunOptions) -> Result<Vec<Vec<i64>>, Exhausted> {
        let runs = runs(p).expect("runs past the year 9999 are refused when the scenario binds");
        let traced = p.rules.iter().zip(&runs).flat_map(|(rule, runs)| {
            runs.iter().enumerate().map(|(k, &at)| (at, rule.name.clone(), format!("n={}", k + 1)))
        });
        super::kit::calendar::trace_runs(&options.tracer, p.start, traced.collect());
        Ok(runs)
    }
    fn present(p: &Params, runs: &Vec<Vec<i64>>, w: &'static Words) -> Report {
        present::present(p, runs, w)
    }
    fn figures(p: &Params, runs: &Vec<Vec<i64>>, w: &'static Words) -> Vec<Figure> {
        present::figures(p, runs, w)
    }
}
