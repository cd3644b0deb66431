//! **backoff-schedules** (lesson 004.2, `geri-cekilme.mjs`): the wait before each retry
//! under four schedules, and how many retries fit a time budget.
//!
//! ```text
//! t=0 call fails ─ wait(1) ─► retry 1 fails ─ wait(2) ─► retry 2 fails ─ … ─► next wait
//!                                                           would pass budget_ms: stop
//! ```
//!
//! The first table is the policies' values. The budget table runs on the engine: one
//! consumer process per schedule retries against a dependency that is down; a retry is
//! scheduled while `elapsed + next_wait <= budget_ms` (inclusive, as the lesson) and fewer
//! than `guard_attempts` retries were made; reaching the guard prints `sinirsiz`.
//! JS semantics: waits and sums are doubles, printed as JavaScript prints numbers.

use serde::Deserialize;

use super::RunOptions;
use crate::backoff::{Backoff, CappedExponential, Exponential, Fixed, Immediate};
use crate::js::{number_to_string, pad_end, pad_start};
use crate::report::{Chart, ChartKind, Report, Series, SeriesStyle, Table};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::sim::{Millis, ProcessId, Sim};

/// The schedules a scenario can list, in the lesson's column order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Immediate,
    Fixed,
    Exponential,
    Capped,
}

impl Kind {
    pub const NAMES: [&'static str; 4] = ["immediate", "fixed", "exponential", "capped"];
    pub const ALL: [Kind; 4] = [Kind::Immediate, Kind::Fixed, Kind::Exponential, Kind::Capped];
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
}

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub base_ms: u64,
    pub cap_ms: u64,
    pub fixed_ms: u64,
    pub rows: u32,
    pub budget_ms: u64,
    pub guard_attempts: u32,
    pub schedules: Vec<Kind>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    base_ms: i64,
    cap_ms: i64,
    fixed_ms: i64,
    rows: i64,
    budget_ms: i64,
    guard_attempts: i64,
    #[serde(default = "default_schedules")]
    schedules: Vec<String>,
}

pub(crate) fn default_schedules() -> Vec<String> {
    Kind::NAMES.iter().map(|s| s.to_string()).collect()
}

pub(crate) const MAX_MS: u64 = 86_400_000;

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let schedules = check.list_of("schedules", &raw.schedules, &Kind::NAMES)?;
    Ok(Params {
        base_ms: check.uint("base_ms", raw.base_ms, 0..=MAX_MS)?,
        cap_ms: check.uint("cap_ms", raw.cap_ms, 0..=MAX_MS)?,
        fixed_ms: check.uint("fixed_ms", raw.fixed_ms, 0..=MAX_MS)?,
        rows: check.uint32("rows", raw.rows, 1..=1000)?,
        budget_ms: check.uint("budget_ms", raw.budget_ms, 0..=30 * MAX_MS)?,
        guard_attempts: check.uint32("guard_attempts", raw.guard_attempts, 1..=1_000_000)?,
        schedules: schedules.into_iter().map(|i| Kind::ALL[i]).collect(),
    })
}

pub(crate) fn policy(p: &Params, kind: Kind) -> Box<dyn Backoff> {
    let (base_ms, cap_ms) = (p.base_ms as f64, p.cap_ms as f64);
    match kind {
        Kind::Immediate => Box::new(Immediate),
        Kind::Fixed => Box::new(Fixed { wait_ms: p.fixed_ms as f64 }),
        Kind::Exponential => Box::new(Exponential { base_ms }),
        Kind::Capped => Box::new(CappedExponential { base_ms, cap_ms }),
    }
}

/// The lesson's column label: `aninda`, `sabit 2 sn`, `ustel`, `ustel + tavan`.
pub fn label(p: &Params, kind: Kind) -> String {
    match kind {
        Kind::Immediate => "aninda".into(),
        Kind::Fixed => format!("sabit {} sn", number_to_string(p.fixed_ms as f64 / 1000.0)),
        Kind::Exponential => "ustel".into(),
        Kind::Capped => "ustel + tavan".into(),
    }
}

/// `5 dk` for 300000 ms; seconds or milliseconds when not whole minutes.
pub(crate) fn budget_label(budget_ms: u64) -> String {
    if budget_ms > 0 && budget_ms.is_multiple_of(60_000) {
        format!("{} dk", budget_ms / 60_000)
    } else if budget_ms.is_multiple_of(1000) {
        format!("{} sn", budget_ms / 1000)
    } else {
        format!("{budget_ms} ms")
    }
}

#[derive(Clone, Copy, Debug)]
enum Event {
    /// The consumer's first call failed at t=0.
    CallFailed { lane: usize },
    /// A retry reached the dependency, which is down: it fails.
    RetrySent { lane: usize },
}

/// How one schedule fared against the budget.
#[derive(Clone, Debug, PartialEq)]
pub struct BudgetOutcome {
    pub kind: Kind,
    /// Retries made within the budget.
    pub retries: u32,
    /// Sum of the waits made (the time of the last retry), ms.
    pub elapsed_ms: u64,
    /// The guard stopped it, not the budget.
    pub unlimited: bool,
    /// `(retry number, time)` of every retry, for the chart.
    pub times_ms: Vec<(u32, u64)>,
}

/// Runs the budget experiment on the engine: one consumer per schedule, with the
/// scenario's `guard_attempts` and `budget_ms`.
pub fn simulate_budget(p: &Params, trace: bool) -> (Vec<BudgetOutcome>, Vec<crate::sim::TraceRow>) {
    simulate_limits(p, p.guard_attempts, p.budget_ms as f64, trace)
}

/// One consumer per schedule retries against a dependency that is down until either limit
/// stops it: at most `max_retries` retries (`unlimited` is set when this one stops it), and
/// a retry only while `elapsed + wait <= budget_ms` (`f64::INFINITY` for no time limit).
pub fn simulate_limits(
    p: &Params,
    max_retries: u32,
    budget_ms: f64,
    trace: bool,
) -> (Vec<BudgetOutcome>, Vec<crate::sim::TraceRow>) {
    let mut sim: Sim<Event> = Sim::legacy(trace);
    let policies: Vec<Box<dyn Backoff>> = p.schedules.iter().map(|&k| policy(p, k)).collect();
    let pids: Vec<ProcessId> = p.schedules.iter().map(|_| sim.spawn("consumer")).collect();
    let mut out: Vec<BudgetOutcome> = p
        .schedules
        .iter()
        .map(|&kind| BudgetOutcome { kind, retries: 0, elapsed_ms: 0, unlimited: false, times_ms: Vec::new() })
        .collect();
    for (lane, &pid) in pids.iter().enumerate() {
        sim.send_at(pid, Millis::ZERO, Event::CallFailed { lane });
    }
    let budget = budget_ms;
    while let Some(event) = sim.next_legacy() {
        let now = sim.now().as_ms();
        let lane = match event {
            Event::CallFailed { lane } => lane,
            Event::RetrySent { lane } => {
                let o = &mut out[lane];
                o.retries += 1;
                o.elapsed_ms = now;
                o.times_ms.push((o.retries, now));
                lane
            }
        };
        let name = out[lane].kind.name();
        let retries = out[lane].retries;
        let wait = policies[lane].wait_ms(retries + 1);
        // The lesson's loop condition, in doubles: `gecen + f(n + 1) <= BUTCE && n < 1000`.
        if now as f64 + wait <= budget && retries < max_retries {
            sim.trace(name, "RetryScheduled", || format!("retry={} wait_ms={}", retries + 1, number_to_string(wait)));
            sim.send_in(pids[lane], wait as u64, Event::RetrySent { lane });
        } else if retries >= max_retries {
            out[lane].unlimited = true;
            sim.trace(name, "GuardReached", || format!("retries={retries}"));
        } else {
            sim.trace(name, "BudgetExhausted", || format!("retries={retries} next_wait_ms={}", number_to_string(wait)));
        }
    }
    (out, sim.take_trace())
}

/// Builds both tables and the charts.
pub fn run(p: &Params, options: &RunOptions) -> Report {
    let labels: Vec<String> = p.schedules.iter().map(|&k| label(p, k)).collect();
    let policies: Vec<Box<dyn Backoff>> = p.schedules.iter().map(|&k| policy(p, k)).collect();

    // Table 1, the lesson's layout: "deneme" + padStart(15) per schedule.
    let mut text = String::from("deneme");
    for l in &labels {
        text.push_str(&pad_start(l, 15));
    }
    text.push('\n');
    let mut columns = vec!["attempt".to_string()];
    columns.extend(p.schedules.iter().map(|k| format!("{}_wait_ms", k.name())));
    let mut waits = Table { name: "waits".into(), columns, rows: Vec::new() };
    let mut wait_series: Vec<Series> =
        labels.iter().map(|l| Series { name: l.clone(), points: Vec::new(), style: SeriesStyle::LinePoints }).collect();
    let mut totals = vec![0f64; policies.len()];
    for n in 1..=p.rows {
        text.push_str(&pad_start(&n.to_string(), 6));
        let mut row = vec![n.into()];
        for (i, b) in policies.iter().enumerate() {
            let w = b.wait_ms(n);
            totals[i] += w; // JS reduce: left-to-right double additions
            text.push_str(&pad_start(&number_to_string(w), 15));
            row.push(w.into());
            wait_series[i].points.push((f64::from(n), w / 1000.0));
        }
        text.push('\n');
        waits.push(row);
    }
    text.push_str("toplam");
    for t in &totals {
        text.push_str(&pad_start(&number_to_string(*t), 15));
    }
    text.push('\n');

    // Table 2: "\ncizelge".padEnd(16) counts the newline, as in the lesson.
    let (outcomes, trace) = simulate_budget(p, options.tracer.is_on());
    text.push_str(&pad_end("\ncizelge", 16));
    text.push_str(&format!("{} icinde sigan deneme  butce dolunca gecen sure\n", budget_label(p.budget_ms)));
    let mut budget =
        Table::new("budget", &["schedule", "total_wait_ms", "retries_in_budget", "unlimited", "elapsed_ms"]);
    let mut elapsed_series = Vec::new();
    for (i, o) in outcomes.iter().enumerate() {
        let count = if o.unlimited { "sinirsiz".to_string() } else { o.retries.to_string() };
        text.push_str(&format!(
            "{}{}{} ms\n",
            pad_end(&labels[i], 16),
            pad_start(&count, 24),
            pad_start(&o.elapsed_ms.to_string(), 25)
        ));
        budget.push(vec![
            o.kind.name().into(),
            totals[i].into(),
            o.retries.into(),
            o.unlimited.into(),
            o.elapsed_ms.into(),
        ]);
        if !o.unlimited {
            let mut points = vec![(0.0, 0.0)];
            points.extend(o.times_ms.iter().map(|&(n, t)| (f64::from(n), t as f64 / 1000.0)));
            elapsed_series.push(Series { name: labels[i].clone(), points, style: SeriesStyle::LinePoints });
        }
    }
    let mut charts = vec![Chart {
        name: "waits".into(),
        title: "Geri çekilme çizelgeleri: denemeden önceki bekleme".into(),
        x_label: "deneme".into(),
        y_label: "bekleme (s)".into(),
        kind: ChartKind::Lines { series: wait_series, log_y: false },
    }];
    if !elapsed_series.is_empty() {
        let last = elapsed_series.iter().flat_map(|s| s.points.last()).map(|p| p.0).fold(1.0, f64::max);
        elapsed_series.push(Series {
            name: format!("bütçe ({})", budget_label(p.budget_ms)),
            points: vec![(0.0, p.budget_ms as f64 / 1000.0), (last, p.budget_ms as f64 / 1000.0)],
            style: SeriesStyle::Line,
        });
        charts.push(Chart {
            name: "budget".into(),
            title: format!("{} bütçeye sığan denemeler (sınırsız olanlar çizilmez)", budget_label(p.budget_ms)),
            x_label: "deneme".into(),
            y_label: "geçen süre (s)".into(),
            kind: ChartKind::Lines { series: elapsed_series, log_y: false },
        });
    }
    Report { text, tables: vec![budget, waits], charts, trace }
}

super::legacy_model!(BackoffSchedules, "backoff-schedules", super::Unseeded, |p, _s, o| run(p, o));
