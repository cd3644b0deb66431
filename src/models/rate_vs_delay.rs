//! **rate-vs-delay** (lesson 000.4): an hourly job whose run lasts `run_ms`, planned at a
//! fixed rate (calendar-pinned: the next start is the previous *planned* start plus the
//! period) vs a fixed delay (the wait counts from the previous run's *end*).
//!
//! ```text
//! fixed rate   |████    |████    |████    |      starts 00:00 01:00 02:00 … (no drift)
//! fixed delay  |████····|··████··|·····███|…     starts 00:00 01:40 03:20 … (drift)
//!               0h       1h       2h              run_ms = 40 min, period = 60 min
//! fixed rate with run_ms > period: |██████|██…  runs overlap (peak 2); fixed delay never does.
//! ```
//!
//! On the engine: fixed rate schedules `TickFired` at every planned instant and each tick
//! starts a run even while the previous one is still running (the lesson: "the next
//! trigger comes while the previous one is still running"); fixed delay schedules the
//! next `TickFired` when a run finishes. Runs starting before `days` × 24 h are counted.
//! Drift is `start − (first_run + k × period)` for run k. Averages print with two decimals
//! (JS `toFixed` rounding); the steady-state rate of fixed delay is
//! 24 h / (period + run) — 14.4 a day for the lesson's 60 + 40 min.

use serde::Deserialize;

use super::RunOptions;
use crate::js::{pad_end, pad_start, to_fixed};
use crate::report::{Chart, ChartKind, Report, Series, SeriesStyle, Table};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::sim::{Millis, Sim, TraceRow};

const DAY_MS: u64 = 86_400_000;

/// How the next run is planned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Planning {
    FixedRate,
    FixedDelay,
}

impl Planning {
    pub const NAMES: [&'static str; 2] = ["fixed_rate", "fixed_delay"];
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
    pub fn label(self) -> &'static str {
        ["sabit hiz", "sabit gecikme"][self as usize]
    }
    /// The chart's label (Turkish with diacritics).
    pub fn chart_label(self) -> &'static str {
        ["sabit hız", "sabit gecikme"][self as usize]
    }
}

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub period_ms: u64,
    pub run_ms: u64,
    pub days: u32,
    pub modes: Vec<Planning>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    period_ms: i64,
    run_ms: i64,
    days: i64,
    #[serde(default = "default_modes")]
    modes: Vec<String>,
}

fn default_modes() -> Vec<String> {
    Planning::NAMES.iter().map(|s| s.to_string()).collect()
}

/// Most runs one mode may simulate.
pub const MAX_RUNS: u64 = 1_000_000;

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let period_ms = check.uint("period_ms", raw.period_ms, 1000..=DAY_MS * 31)?;
    let days = check.uint32("days", raw.days, 1..=366)?;
    if u64::from(days) * DAY_MS / period_ms > MAX_RUNS {
        return Err(check.error(format_args!(
            "`days` * 24 h / `period_ms` must be at most {MAX_RUNS} runs (got {days} days at {period_ms} ms)"
        )));
    }
    Ok(Params {
        period_ms,
        run_ms: check.uint("run_ms", raw.run_ms, 1..=DAY_MS)?,
        days,
        modes: check
            .list_of("modes", &raw.modes, &Planning::NAMES)?
            .into_iter()
            .map(|i| if i == 0 { Planning::FixedRate } else { Planning::FixedDelay })
            .collect(),
    })
}

#[derive(Clone, Copy, Debug)]
enum Event {
    /// The scheduler fired: a run starts.
    TickFired,
    /// A run ended.
    RunFinished,
}

/// What one planning mode did.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    pub mode: Planning,
    /// Start of every run, ms since the start.
    pub starts_ms: Vec<u64>,
    pub runs_per_day: Vec<u32>,
    pub peak: u32,
}

/// Runs one mode on the engine.
pub fn simulate(p: &Params, mode: Planning, trace: bool) -> (Outcome, Vec<TraceRow>) {
    let mut sim: Sim<Event> = Sim::legacy(trace);
    let scheduler = sim.spawn("scheduler");
    let horizon_ms = u64::from(p.days) * DAY_MS;
    let mut out = Outcome { mode, starts_ms: Vec::new(), runs_per_day: vec![0; p.days as usize], peak: 0 };
    let mut running = 0u32;
    sim.send_at(scheduler, Millis::ZERO, Event::TickFired);
    while let Some(event) = sim.next_legacy() {
        let now = sim.now().as_ms();
        match event {
            Event::TickFired => {
                let k = out.starts_ms.len() as u64;
                let drift_ms = now - k * p.period_ms;
                out.starts_ms.push(now);
                out.runs_per_day[(now / DAY_MS) as usize] += 1;
                running += 1;
                out.peak = out.peak.max(running);
                sim.trace("scheduler", "RunStarted", || format!("run={k} drift_ms={drift_ms} running={running}"));
                sim.send_in(scheduler, p.run_ms, Event::RunFinished);
                if mode == Planning::FixedRate && now + p.period_ms < horizon_ms {
                    sim.send_in(scheduler, p.period_ms, Event::TickFired);
                }
            }
            Event::RunFinished => {
                running -= 1;
                sim.trace("scheduler", "RunFinished", || format!("running={running}"));
                if mode == Planning::FixedDelay && now + p.period_ms < horizon_ms {
                    sim.send_in(scheduler, p.period_ms, Event::TickFired);
                }
            }
        }
    }
    (out, sim.take_trace())
}

/// Runs every mode and builds the report.
pub fn run(p: &Params, options: &RunOptions) -> Report {
    let mut text = format!(
        "{}{}{}{}{}{}\n",
        pad_end("kip", 14),
        pad_start("kosum", 7),
        pad_start("gunluk ort.", 13),
        pad_start("kararli/gun", 13),
        pad_start("son kayma dk", 14),
        pad_start("zirve", 7)
    );
    let mut summary = Table::new(
        "summary",
        &["mode", "runs", "runs_per_day_mean", "runs_per_day_steady", "last_drift_min", "peak_concurrent_runs"],
    );
    let mut per_day = Table::new("per_day", &["day", "mode", "runs"]);
    let mut series = Vec::new();
    let mut outcomes = Vec::new();
    let mut trace = Vec::new();
    for &mode in &p.modes {
        let (o, rows) = simulate(p, mode, options.tracer.is_on());
        let runs = o.starts_ms.len();
        let mean = runs as f64 / f64::from(p.days);
        let cycle_ms = match mode {
            Planning::FixedRate => p.period_ms,
            Planning::FixedDelay => p.period_ms + p.run_ms,
        };
        let steady = DAY_MS as f64 / cycle_ms as f64;
        let last = runs as u64 - 1;
        let last_drift_min = (o.starts_ms[last as usize] - last * p.period_ms) / 60_000;
        text.push_str(&format!(
            "{}{}{}{}{}{}\n",
            pad_end(mode.label(), 14),
            pad_start(&runs.to_string(), 7),
            pad_start(&to_fixed(mean, 2), 13),
            pad_start(&to_fixed(steady, 2), 13),
            pad_start(&last_drift_min.to_string(), 14),
            pad_start(&o.peak.to_string(), 7)
        ));
        summary.push(vec![
            mode.name().into(),
            runs.into(),
            mean.into(),
            steady.into(),
            last_drift_min.into(),
            o.peak.into(),
        ]);
        for (d, &n) in o.runs_per_day.iter().enumerate() {
            per_day.push(vec![(d + 1).into(), mode.name().into(), n.into()]);
        }
        let points = o
            .starts_ms
            .iter()
            .enumerate()
            .map(|(k, &s)| ((k + 1) as f64, (s - k as u64 * p.period_ms) as f64 / 3_600_000.0))
            .collect();
        series.push(Series { name: mode.chart_label().into(), points, style: SeriesStyle::Line });
        trace.extend(rows.into_iter().map(|mut r| {
            r.component = format!("{}:{}", mode.name(), r.component);
            r
        }));
        outcomes.push(o);
    }
    text.push_str(&format!("\n{}", pad_end("gun", 6)));
    for o in &outcomes {
        text.push_str(&pad_start(o.mode.label(), 15));
    }
    text.push('\n');
    for d in 0..p.days as usize {
        text.push_str(&pad_end(&(d + 1).to_string(), 6));
        for o in &outcomes {
            text.push_str(&pad_start(&o.runs_per_day[d].to_string(), 15));
        }
        text.push('\n');
    }
    let chart = Chart {
        name: "drift".into(),
        title: format!("Saatlik görev, koşum {} dk: başlangıç anının takvimden kayması", p.run_ms / 60_000),
        x_label: "koşum sırası".into(),
        y_label: "kayma (saat)".into(),
        kind: ChartKind::Lines { series, log_y: false },
    };
    Report { text, tables: vec![summary, per_day], charts: vec![chart], trace }
}

super::legacy_model!(RateVsDelay, "rate-vs-delay", super::Unseeded, |p, _s, o| run(p, o));
