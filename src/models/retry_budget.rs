//! **retry-budget** (lesson 004.4, prose): a retry budget (a count, the threshold) and a
//! time budget (how long after the first failure a message may keep retrying) belong
//! together. A threshold alone makes the time to the dead-letter queue depend on the
//! backoff: 14 capped retries take over 4.5 minutes, 9 uncapped ones about as long, and
//! immediate retries none at all. A time budget alone never stops immediate retries.
//!
//! ```text
//! count only   ─x─x──x────x────────x──────────────x  stop after `threshold` retries: when?
//! time only    ─x─x──x────x────────x──────|           stop at `time_budget_ms`: how many?
//! both         whichever limit comes first, and which one it was
//! ```
//! Each row runs on the engine: one consumer per schedule retries against a dependency
//! that stays down (the same engine model as `backoff-schedules`).

use serde::Deserialize;

use super::RunOptions;
use super::backoff_schedules::{self as bs, Kind, MAX_MS};
use crate::js::{pad_end, pad_start};
use crate::report::{Chart, ChartKind, Report, Table};
use crate::scenario::{Check, ScenarioError, from_toml};

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub base_ms: u64,
    pub cap_ms: u64,
    pub fixed_ms: u64,
    /// The retry budget: most retries of one message.
    pub threshold: u32,
    /// The time budget: no retry starts later than this after the first failure.
    pub time_budget_ms: u64,
    pub schedules: Vec<Kind>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    base_ms: i64,
    cap_ms: i64,
    fixed_ms: i64,
    threshold: i64,
    time_budget_ms: i64,
    #[serde(default = "bs::default_schedules")]
    schedules: Vec<String>,
}

/// Guard for the time-only row: reaching it prints `sinirsiz`, as lesson 004.2 does.
const GUARD: u32 = 1000;

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let schedules = check.list_of("schedules", &raw.schedules, &Kind::NAMES)?;
    Ok(Params {
        base_ms: check.uint("base_ms", raw.base_ms, 0..=MAX_MS)?,
        cap_ms: check.uint("cap_ms", raw.cap_ms, 0..=MAX_MS)?,
        fixed_ms: check.uint("fixed_ms", raw.fixed_ms, 0..=MAX_MS)?,
        threshold: check.uint32("threshold", raw.threshold, 1..=30)?,
        time_budget_ms: check.uint("time_budget_ms", raw.time_budget_ms, 0..=30 * MAX_MS)?,
        schedules: schedules.into_iter().map(|i| Kind::ALL[i]).collect(),
    })
}

/// Runs the three limits for every schedule and builds the report.
pub fn run(p: &Params, options: &RunOptions) -> Report {
    let bp = bs::Params {
        base_ms: p.base_ms,
        cap_ms: p.cap_ms,
        fixed_ms: p.fixed_ms,
        rows: 1,
        budget_ms: p.time_budget_ms,
        guard_attempts: GUARD,
        schedules: p.schedules.clone(),
    };
    let budget = p.time_budget_ms as f64;
    let (count_only, mut trace) = bs::simulate_limits(&bp, p.threshold, f64::INFINITY, options.tracer.is_on());
    let (time_only, t2) = bs::simulate_limits(&bp, GUARD, budget, options.tracer.is_on());
    let (both, t3) = bs::simulate_limits(&bp, p.threshold, budget, options.tracer.is_on());
    for (tag, rows) in [("time_only", t2), ("both", t3)] {
        trace.extend(rows.into_iter().map(|mut r| {
            r.component = format!("{tag}:{}", r.component);
            r
        }));
    }
    let budget_label = bs::budget_label(p.time_budget_ms);
    let mut text = format!(
        "{}{}{}{}{}{}\n",
        pad_end("cizelge", 16),
        pad_start(&format!("{} deneme: sure", p.threshold), 20),
        pad_start(&format!("{budget_label}: deneme"), 16),
        pad_start("ikisi: deneme", 15),
        pad_start("sure", 10),
        pad_start("duran", 8),
    );
    let mut table = Table::new(
        "limits",
        &[
            "schedule",
            "threshold_elapsed_ms",
            "retries_in_time_budget",
            "time_budget_unlimited",
            "both_retries",
            "both_elapsed_ms",
            "stopped_by",
        ],
    );
    let mut categories = Vec::new();
    let (mut count_secs, mut both_secs) = (Vec::new(), Vec::new());
    for i in 0..p.schedules.len() {
        let (c, t, b) = (&count_only[i], &time_only[i], &both[i]);
        let stopped_by = if b.unlimited { "threshold" } else { "time_budget" };
        let time_count = if t.unlimited { "sinirsiz".to_string() } else { t.retries.to_string() };
        let label = bs::label(&bp, p.schedules[i]);
        text.push_str(&format!(
            "{}{}{}{}{}{}\n",
            pad_end(&label, 16),
            pad_start(&format!("{} ms", c.elapsed_ms), 20),
            pad_start(&time_count, 16),
            pad_start(&b.retries.to_string(), 15),
            pad_start(&format!("{} ms", b.elapsed_ms), 10),
            pad_start(if b.unlimited { "esik" } else { "sure" }, 8),
        ));
        table.push(vec![
            p.schedules[i].name().into(),
            c.elapsed_ms.into(),
            t.retries.into(),
            t.unlimited.into(),
            b.retries.into(),
            b.elapsed_ms.into(),
            stopped_by.into(),
        ]);
        categories.push(label);
        count_secs.push(c.elapsed_ms as f64 / 1000.0);
        both_secs.push(b.elapsed_ms as f64 / 1000.0);
    }
    let chart = Chart {
        name: "limits".into(),
        title: format!("Ölü mektuba kadar geçen süre: {} deneme eşiği, {budget_label} bütçe", p.threshold),
        x_label: "çizelge".into(),
        y_label: "süre (s)".into(),
        kind: ChartKind::Bars {
            categories,
            series: vec![("yalnız eşik".into(), count_secs), ("eşik + zaman bütçesi".into(), both_secs)],
        },
    };
    Report { text, tables: vec![table], charts: vec![chart], trace }
}

super::legacy_model!(RetryBudget, "retry-budget", super::Unseeded, |p, _s, o| run(p, o));
