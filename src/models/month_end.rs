//! **month-end** (lesson 000.2): a monthly rule on a day some months lack ("the 31st at
//! 02:30"), under the three month-end policies, over `months` calendar months.
//!
//! ```text
//!            Jan  Feb  Mar  Apr  May  Jun  Jul …
//! overflow    ·    ·    ██   ·    ██   ·    ██     Feb 31 → Mar 3, Apr 31 → May 1
//! skip        ·    ·    █    ·    █    ·    █      no run without a 31st
//! clamp       ·    █    █    █    █    █    █      last day of the month
//! ```
//!
//! The lesson shows only `overflow` (its JS `Date.UTC`) and names `skip` and `clamp` in
//! prose; jobsim defines them in [`crate::schedule::MonthEnd`]. Runs are counted in the
//! calendar month (UTC) they fall in, from the start instant's month on; runs strictly
//! after `start` only. Pure calendar arithmetic, no engine.

use serde::Deserialize;

use super::RunOptions;
use super::recurrence::instant;
use crate::js::{pad_end, pad_start};
use crate::report::{Chart, ChartKind, Report, Table};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::schedule::{DAY_MS, MonthEnd, Rule, civil_from_days, format_minute, js_date_utc, next_run, utc_date};

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub start: i64,
    pub day: u8,
    pub hour: u8,
    pub minute: u8,
    pub months: u32,
    /// How many first runs the text lists per policy.
    pub first_runs: u32,
    pub policies: Vec<MonthEnd>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    start: String,
    day: i64,
    hour: i64,
    minute: i64,
    months: i64,
    first_runs: i64,
    #[serde(default = "default_policies")]
    policies: Vec<String>,
}

fn default_policies() -> Vec<String> {
    MonthEnd::NAMES.iter().map(|s| s.to_string()).collect()
}

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    Ok(Params {
        start: instant(check, "start", &raw.start)?,
        day: check.uint32("day", raw.day, 1..=31)? as u8,
        hour: check.uint32("hour", raw.hour, 0..=23)? as u8,
        minute: check.uint32("minute", raw.minute, 0..=59)? as u8,
        months: check.uint32("months", raw.months, 1..=120)?,
        first_runs: check.uint32("first_runs", raw.first_runs, 1..=12)?,
        policies: check
            .list_of("policies", &raw.policies, &MonthEnd::NAMES)?
            .into_iter()
            .map(MonthEnd::from_index)
            .collect(),
    })
}

/// Turkish month abbreviations for chart categories.
const MONTHS_TR: [&str; 12] = ["Oca", "Şub", "Mar", "Nis", "May", "Haz", "Tem", "Ağu", "Eyl", "Eki", "Kas", "Ara"];

/// Runs the model.
pub fn run(p: &Params, _options: &RunOptions) -> Report {
    let rule = Rule::Monthly { day: p.day, hour: p.hour, minute: p.minute };
    let (y0, m0, _) = utc_date(p.start);
    let end = js_date_utc(y0, m0 + i64::from(p.months), 1, 0, 0);
    // runs[policy][month index]
    let mut counts = vec![vec![0u32; p.months as usize]; p.policies.len()];
    let mut firsts = vec![Vec::new(); p.policies.len()];
    let mut table = Table::new("runs", &["policy", "run_at_utc", "month", "day_of_month"]);
    for (pi, &policy) in p.policies.iter().enumerate() {
        let mut now = p.start;
        loop {
            now = next_run(rule, policy, now);
            if firsts[pi].len() < p.first_runs as usize {
                firsts[pi].push(now);
            }
            if now >= end {
                if firsts[pi].len() >= p.first_runs as usize {
                    break;
                }
                continue;
            }
            let (y, m, d) = civil_from_days(now.div_euclid(DAY_MS));
            let index = (y - y0) * 12 + i64::from(m) - 1 - m0;
            counts[pi][index as usize] += 1;
            table.push(vec![
                policy.name().into(),
                format_minute(now).into(),
                format!("{y:04}-{m:02}").into(),
                d.into(),
            ]);
        }
    }
    let mut text = format!("{}ilk {} kosum\n", pad_end("politika", 10), p.first_runs);
    for (pi, policy) in p.policies.iter().enumerate() {
        let joined = firsts[pi].iter().map(|&t| format_minute(t)).collect::<Vec<_>>().join("  ");
        text.push_str(&format!("{}{joined}\n", pad_end(policy.name(), 10)));
    }
    text.push_str(&format!("\n{}", pad_end("ay", 8)));
    for policy in &p.policies {
        text.push_str(&pad_start(policy.name(), 10));
    }
    text.push('\n');
    let mut per_month = Table::new("per_month", &["month", "policy", "runs"]);
    let mut categories = Vec::new();
    // `mi` indexes the inner vectors of `counts` (policy × month), not `counts` itself.
    #[allow(clippy::needless_range_loop)]
    for mi in 0..p.months as usize {
        let (y, m) = (y0 + (m0 + mi as i64) / 12, (m0 + mi as i64) % 12);
        let label = format!("{y:04}-{:02}", m + 1);
        categories.push(format!("{} {}", MONTHS_TR[m as usize], y % 100));
        text.push_str(&pad_end(&label, 8));
        for (pi, policy) in p.policies.iter().enumerate() {
            text.push_str(&pad_start(&counts[pi][mi].to_string(), 10));
            per_month.push(vec![label.as_str().into(), policy.name().into(), counts[pi][mi].into()]);
        }
        text.push('\n');
    }
    text.push_str(&pad_end("toplam", 8));
    for c in &counts {
        text.push_str(&pad_start(&c.iter().sum::<u32>().to_string(), 10));
    }
    text.push('\n');
    let series = p
        .policies
        .iter()
        .zip(&counts)
        .map(|(policy, c)| (policy.name().to_string(), c.iter().map(|&v| f64::from(v)).collect()))
        .collect();
    let chart = Chart {
        name: "months".into(),
        title: format!("Her ayın {}'i saat {:02}:{:02}: aylara göre koşum sayısı", p.day, p.hour, p.minute),
        x_label: "ay".into(),
        y_label: "koşum sayısı".into(),
        kind: ChartKind::Bars { categories, series },
    };
    Report { text, tables: vec![per_month, table], charts: vec![chart], trace: Vec::new() }
}

super::legacy_model!(MonthEndModel, "month-end", super::Unseeded, |p, _s, o| run(p, o));
