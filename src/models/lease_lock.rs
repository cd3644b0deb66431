//! **lease-lock** (lesson 000.6, `gorev.mjs` + `surucu.mjs`): N processes start the same
//! 300 ms job at the same instant, without a lock, with the atomic lease lock, and with a
//! non-atomic check-then-set lock.
//!
//! ```text
//! kilitsiz   A ████████        kilitli   A ·████████         atomiksiz  A ··████████
//!            B ████████  zirve=2         B ·✗ atlandi  zirve=1           B ··████████ zirve=2
//!              0      300 ms               store_op_ms                     read, then write
//! ```
//!
//! Runs on the engine through [`super::fleet`]; the peak is counted like the lesson's
//! driver: +1 at each `RunStarted`, −1 at each `RunFinished`. For N processes: unlocked ⇒
//! runs=N, skipped=0, peak=N; locked ⇒ runs=1, skipped=N−1, peak=1; non-atomic ⇒ every
//! process reads "free" before any write lands, so runs=N, peak=N (the race).

use serde::Deserialize;

use super::RunOptions;
use super::fleet::{FleetOutcome, FleetSpec, InstanceSpec, LockMode, simulate};
use crate::js::pad_end;
use crate::report::{Bar, Chart, ChartKind, Report, Table};
use crate::scenario::{Check, ScenarioError, from_toml};

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub processes: u32,
    pub lease_ms: u64,
    pub run_ms: u64,
    pub store_op_ms: u64,
    pub modes: Vec<LockMode>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    processes: i64,
    lease_ms: i64,
    run_ms: i64,
    store_op_ms: i64,
    #[serde(default = "default_modes")]
    modes: Vec<String>,
}

fn default_modes() -> Vec<String> {
    LockMode::NAMES.iter().map(|s| s.to_string()).collect()
}

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    Ok(Params {
        processes: check.uint32("processes", raw.processes, 1..=1000)?,
        lease_ms: check.uint("lease_ms", raw.lease_ms, 1..=86_400_000)?,
        run_ms: check.uint("run_ms", raw.run_ms, 1..=86_400_000)?,
        store_op_ms: check.uint("store_op_ms", raw.store_op_ms, 0..=60_000)?,
        modes: check.list_of("modes", &raw.modes, &LockMode::NAMES)?.into_iter().map(|i| LockMode::ALL[i]).collect(),
    })
}

/// Process names: A, B, … Z, then P27, P28, …
pub(crate) fn process_name(i: usize) -> String {
    if i < 26 { char::from(b'A' + i as u8).to_string() } else { format!("P{}", i + 1) }
}

/// Runs one mode.
pub fn simulate_mode(p: &Params, mode: LockMode, trace: bool) -> (FleetOutcome, Vec<crate::sim::TraceRow>) {
    let instances = (0..p.processes as usize).map(|i| InstanceSpec::plain(&process_name(i), vec![0])).collect();
    let spec = FleetSpec {
        instances,
        mode,
        lease_ms: p.lease_ms,
        run_ms: p.run_ms,
        store_op_ms: p.store_op_ms,
        fencing: false,
        horizon_ms: 0,
    };
    simulate(&spec, trace)
}

/// Runs every listed mode and builds the report.
pub fn run(p: &Params, options: &RunOptions) -> Report {
    let mut text = String::new();
    let mut table = Table::new("modes", &["mode", "processes_started", "runs", "skipped", "peak_concurrent_runs"]);
    let mut lanes = Vec::new();
    let mut trace = Vec::new();
    for &mode in &p.modes {
        let (o, rows) = simulate_mode(p, mode, options.tracer.is_on());
        // The lesson: `${kip.padEnd(9)} kosum=${kosum} atlanan=${atlanan} es zamanli zirve=${zirve}`.
        text.push_str(&format!(
            "{} kosum={} atlanan={} es zamanli zirve={}\n",
            pad_end(mode.label(), 9),
            o.runs,
            o.skipped,
            o.peak
        ));
        table.push(vec![mode.name().into(), p.processes.into(), o.runs.into(), o.skipped.into(), o.peak.into()]);
        for (i, bars) in o.bars.iter().enumerate().take(8) {
            let bars: Vec<Bar> = bars.clone();
            let bars = if bars.is_empty() {
                vec![Bar { start: p.store_op_ms as f64, end: p.store_op_ms as f64 + 1.0, label: "atlandı".into() }]
            } else {
                bars
            };
            lanes.push((format!("{} {}", mode.label(), process_name(i)), bars));
        }
        trace.extend(rows.into_iter().map(|mut r| {
            r.component = format!("{}:{}", mode.name(), r.component);
            r
        }));
    }
    let chart = Chart {
        name: "timeline".into(),
        title: format!("{} süreç aynı anda başlıyor: kilitsiz, kilitli, atomik olmayan kilit", p.processes),
        x_label: "zaman (ms)".into(),
        y_label: "kip ve süreç".into(),
        kind: ChartKind::Gantt { lanes },
    };
    Report { text, tables: vec![table], charts: vec![chart], trace }
}

super::legacy_model!(LeaseLock, "lease-lock", super::Unseeded, |p, _s, o| run(p, o));
