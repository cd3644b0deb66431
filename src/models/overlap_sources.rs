//! **overlap-sources** (lesson 000.5): where two runs of one job come from, and the lease
//! lock curing all three, on the engine through [`super::fleet`].
//!
//! ```text
//! instances  A ─06:00 ██   B ─06:00 ██   C ─06:00 ██     unlocked: 3 notifications
//! redeploy   old ━━━━━━━━━━━━━━━━━━━┫ stopped             both schedulers fire at 06:00
//!            new         ┣━━━━━━━━━━━━━━━━━━━━━━━━━━━━     unlocked: 2 notifications
//! long_run   ████████████████                            hourly, run 90 min:
//!                   ████████████████                     the next tick overlaps
//! ```
//!
//! Where the lesson is silent: every instance's in-app scheduler fires at exactly
//! `fire_at_ms` (their clocks agree); the old instance of a redeploy is stopped at
//! `old_down_ms`, after the new one came up at `new_up_ms`; the long run is a single
//! instance ticking every `period_ms` from 0 for `ticks` ticks. One `lease_ms` serves all
//! three cases, so it must outlast `long_run_ms` for the lock to cover the long run (there
//! is no renewal).

use serde::Deserialize;

use super::RunOptions;
use super::fleet::{FleetOutcome, FleetSpec, InstanceSpec, LockMode, simulate};
use super::lease_lock::process_name;
use crate::js::{pad_end, pad_start};
use crate::report::{Bar, Chart, ChartKind, Report, Table};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::sim::TraceRow;

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub instances: u32,
    pub fire_at_ms: u64,
    pub run_ms: u64,
    pub new_up_ms: u64,
    pub old_down_ms: u64,
    pub period_ms: u64,
    pub long_run_ms: u64,
    pub ticks: u32,
    pub lease_ms: u64,
    pub store_op_ms: u64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    instances: i64,
    fire_at_ms: i64,
    run_ms: i64,
    new_up_ms: i64,
    old_down_ms: i64,
    period_ms: i64,
    long_run_ms: i64,
    ticks: i64,
    lease_ms: i64,
    store_op_ms: i64,
}

const DAY_MS: u64 = 86_400_000;

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let fire_at_ms = check.uint("fire_at_ms", raw.fire_at_ms, 0..=DAY_MS)?;
    let new_up_ms = check.uint("new_up_ms", raw.new_up_ms, 0..=fire_at_ms)?;
    let old_down_ms = check.uint("old_down_ms", raw.old_down_ms, new_up_ms..=DAY_MS)?;
    Ok(Params {
        instances: check.uint32("instances", raw.instances, 1..=100)?,
        fire_at_ms,
        run_ms: check.uint("run_ms", raw.run_ms, 1..=DAY_MS)?,
        new_up_ms,
        old_down_ms,
        period_ms: check.uint("period_ms", raw.period_ms, 1000..=DAY_MS)?,
        long_run_ms: check.uint("long_run_ms", raw.long_run_ms, 1..=DAY_MS)?,
        ticks: check.uint32("ticks", raw.ticks, 1..=1000)?,
        lease_ms: check.uint("lease_ms", raw.lease_ms, 1..=DAY_MS)?,
        store_op_ms: check.uint("store_op_ms", raw.store_op_ms, 0..=60_000)?,
    })
}

/// The three sources of overlap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    Instances,
    Redeploy,
    LongRun,
}

impl Source {
    pub const ALL: [Source; 3] = [Source::Instances, Source::Redeploy, Source::LongRun];
    pub fn name(self) -> &'static str {
        ["instances", "redeploy", "long_run"][self as usize]
    }
    pub fn label(self) -> &'static str {
        ["cok ornek", "yeniden dagitim", "uzun kosum"][self as usize]
    }
    /// The chart's label (Turkish with diacritics).
    pub fn chart_label(self) -> &'static str {
        ["çok örnek", "yeniden dağıtım", "uzun koşum"][self as usize]
    }
}

/// The fleet of one source.
pub fn spec(p: &Params, source: Source, mode: LockMode) -> FleetSpec {
    let (instances, run_ms) = match source {
        Source::Instances => (
            (0..p.instances as usize).map(|i| InstanceSpec::plain(&process_name(i), vec![p.fire_at_ms])).collect(),
            p.run_ms,
        ),
        Source::Redeploy => {
            let old =
                InstanceSpec { up_until_ms: Some(p.old_down_ms), ..InstanceSpec::plain("eski", vec![p.fire_at_ms]) };
            let new = InstanceSpec { up_from_ms: p.new_up_ms, ..InstanceSpec::plain("yeni", vec![p.fire_at_ms]) };
            (vec![old, new], p.run_ms)
        }
        Source::LongRun => {
            let ticks = (0..u64::from(p.ticks)).map(|k| k * p.period_ms).collect();
            (vec![InstanceSpec::plain("A", ticks)], p.long_run_ms)
        }
    };
    FleetSpec {
        instances,
        mode,
        lease_ms: p.lease_ms,
        run_ms,
        store_op_ms: p.store_op_ms,
        fencing: false,
        horizon_ms: 0,
    }
}

/// Runs one source in one mode.
pub fn simulate_source(p: &Params, source: Source, mode: LockMode, trace: bool) -> (FleetOutcome, Vec<TraceRow>) {
    simulate(&spec(p, source, mode), trace)
}

/// Runs every source unlocked and locked and builds the report.
pub fn run(p: &Params, options: &RunOptions) -> Report {
    let mut text = format!(
        "{}{}{}{}{}\n",
        pad_end("kaynak", 17),
        pad_end("kip", 10),
        pad_start("kosum", 6),
        pad_start("atlanan", 9),
        pad_start("zirve", 7)
    );
    let mut table = Table::new("sources", &["source", "mode", "instances", "runs", "skipped", "peak_concurrent_runs"]);
    let mut deploy_lanes = Vec::new();
    let mut long_lanes = Vec::new();
    let mut trace = Vec::new();
    for source in Source::ALL {
        for mode in [LockMode::Unlocked, LockMode::Locked] {
            let s = spec(p, source, mode);
            let (o, rows) = simulate(&s, options.tracer.is_on());
            text.push_str(&format!(
                "{}{}{}{}{}\n",
                pad_end(source.label(), 17),
                pad_end(mode.label(), 10),
                pad_start(&o.runs.to_string(), 6),
                pad_start(&o.skipped.to_string(), 9),
                pad_start(&o.peak.to_string(), 7)
            ));
            table.push(vec![
                source.name().into(),
                mode.name().into(),
                s.instances.len().into(),
                o.runs.into(),
                o.skipped.into(),
                o.peak.into(),
            ]);
            for (inst, bars) in s.instances.iter().zip(&o.bars) {
                let lane = format!("{} {} {}", source.chart_label(), mode.label(), inst.name);
                match source {
                    Source::LongRun => {
                        let bars = bars
                            .iter()
                            .map(|b| Bar {
                                start: b.start / 3_600_000.0,
                                end: b.end / 3_600_000.0,
                                label: b.label.clone(),
                            })
                            .collect();
                        long_lanes.push((lane, bars));
                    }
                    _ => {
                        let f = p.fire_at_ms as f64;
                        let bars: Vec<Bar> = bars
                            .iter()
                            .map(|b| Bar { start: b.start - f, end: b.end - f, label: b.label.clone() })
                            .collect();
                        deploy_lanes.push((lane, bars));
                    }
                }
            }
            trace.extend(rows.into_iter().map(|mut r| {
                r.component = format!("{}:{}:{}", source.name(), mode.name(), r.component);
                r
            }));
        }
    }
    let charts = vec![
        Chart {
            name: "deploy".into(),
            title: "06:00 bildirimi: çok örnekli dağıtım ve yeniden dağıtım".into(),
            x_label: "06:00'dan sonra geçen süre (ms)".into(),
            y_label: "örnek".into(),
            kind: ChartKind::Gantt { lanes: deploy_lanes },
        },
        Chart {
            name: "long_run".into(),
            title: format!("Saatlik görev, koşum {} dk: kilitsiz ve kilitli", p.long_run_ms / 60_000),
            x_label: "zaman (saat)".into(),
            y_label: "kip".into(),
            kind: ChartKind::Gantt { lanes: long_lanes },
        },
    ];
    Report { text, tables: vec![table], charts, trace }
}

super::legacy_model!(OverlapSources, "overlap-sources", super::Unseeded, |p, _s, o| run(p, o));
