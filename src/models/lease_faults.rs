//! **lease-faults** (lesson 000.6, beyond its measurement): what the lease lock does when
//! its holder fails, on the engine through [`super::fleet`]. Instance A takes the lease at
//! the start and runs for `run_ms`; instance B first tries at `retry_ms` and retries every
//! `retry_ms` until it has run once.
//!
//! ```text
//! holder_crash   A ██✗ (crash: no release)       lease ends at 5005 ms
//!                B  ✗  ✗  ✗  ✗  ✗ ██████         takes over at the first try after 5005
//! gc_pause       A ██[GC ············]█ write!   paused longer than its lease
//!                B              ██████ write     both believe they hold the lease
//! clock_skew     B's clock is ahead: it sees A's lease expired while A still runs
//! ```
//!
//! `run_fails`: A's run throws at its end; `finally` still releases the lease, so B gets
//! it at its next try instead of waiting for the expiry as after a crash.
//! `*_fenced` cases turn fencing on: the resource rejects A's write carrying the older
//! token. The lease expires by itself (strict `expires_at < now`); release deletes only
//! the caller's own row, so A finishing late cannot delete B's lease.

use serde::Deserialize;

use super::RunOptions;
use super::fleet::{FleetOutcome, FleetSpec, InstanceSpec, LockMode, simulate};
use crate::js::{pad_end, pad_start};
use crate::report::{Chart, ChartKind, Report, Table};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::sim::TraceRow;

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub lease_ms: u64,
    pub run_ms: u64,
    pub store_op_ms: u64,
    pub retry_ms: u64,
    pub crash_at_ms: u64,
    pub pause_at_ms: u64,
    pub pause_ms: u64,
    pub clock_skew_ms: i64,
    pub horizon_ms: u64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    lease_ms: i64,
    run_ms: i64,
    store_op_ms: i64,
    retry_ms: i64,
    crash_at_ms: i64,
    pause_at_ms: i64,
    pause_ms: i64,
    clock_skew_ms: i64,
    horizon_ms: i64,
}

const HOUR_MS: u64 = 3_600_000;

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let horizon_ms = check.uint("horizon_ms", raw.horizon_ms, 1..=24 * HOUR_MS)?;
    let retry_ms = check.uint("retry_ms", raw.retry_ms, 1..=HOUR_MS)?;
    if horizon_ms / retry_ms > 100_000 {
        return Err(check.error(format_args!(
            "`horizon_ms` / `retry_ms` must be at most 100000 retries (got {horizon_ms} / {retry_ms})"
        )));
    }
    let skew = raw.clock_skew_ms;
    if !(-(HOUR_MS as i64)..=HOUR_MS as i64).contains(&skew) {
        return Err(check.error(format_args!("`clock_skew_ms` must be in -3600000..=3600000 (got {skew})")));
    }
    Ok(Params {
        lease_ms: check.uint("lease_ms", raw.lease_ms, 1..=HOUR_MS)?,
        run_ms: check.uint("run_ms", raw.run_ms, 1..=HOUR_MS)?,
        store_op_ms: check.uint("store_op_ms", raw.store_op_ms, 0..=60_000)?,
        retry_ms,
        crash_at_ms: check.uint("crash_at_ms", raw.crash_at_ms, 0..=horizon_ms)?,
        pause_at_ms: check.uint("pause_at_ms", raw.pause_at_ms, 0..=horizon_ms)?,
        pause_ms: check.uint("pause_ms", raw.pause_ms, 0..=horizon_ms)?,
        clock_skew_ms: skew,
        horizon_ms,
    })
}

/// The fault cases.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Case {
    RunFails,
    HolderCrash,
    GcPause,
    GcPauseFenced,
    ClockSkew,
    ClockSkewFenced,
}

impl Case {
    pub const ALL: [Case; 6] =
        [Case::RunFails, Case::HolderCrash, Case::GcPause, Case::GcPauseFenced, Case::ClockSkew, Case::ClockSkewFenced];
    pub fn name(self) -> &'static str {
        ["run_fails", "holder_crash", "gc_pause", "gc_pause_fenced", "clock_skew", "clock_skew_fenced"][self as usize]
    }
    pub fn label(self) -> &'static str {
        ["kosum hata verdi", "sahip coktu", "gc duraklamasi", "gc + cit jetonu", "saat kaymasi", "saat kay. + jeton"]
            [self as usize]
    }
    /// The chart's label (Turkish with diacritics).
    pub fn chart_label(self) -> &'static str {
        ["koşum hata verdi", "sahip çöktü", "GC duraklaması", "GC + çit jetonu", "saat kayması", "saat kayması + jeton"]
            [self as usize]
    }
    fn fencing(self) -> bool {
        matches!(self, Case::GcPauseFenced | Case::ClockSkewFenced)
    }
}

/// The fleet of one case: A holds first, B retries.
pub fn spec(p: &Params, case: Case) -> FleetSpec {
    let mut a = InstanceSpec::plain("A", vec![0]);
    let mut b = InstanceSpec { retry_ms: Some(p.retry_ms), ..InstanceSpec::plain("B", vec![p.retry_ms]) };
    match case {
        Case::RunFails => a.runs_fail = true,
        Case::HolderCrash => a.crash_at_ms = Some(p.crash_at_ms),
        Case::GcPause | Case::GcPauseFenced => a.pause = Some((p.pause_at_ms, p.pause_ms)),
        Case::ClockSkew | Case::ClockSkewFenced => b.clock_skew_ms = p.clock_skew_ms,
    }
    FleetSpec {
        instances: vec![a, b],
        mode: LockMode::Locked,
        lease_ms: p.lease_ms,
        run_ms: p.run_ms,
        store_op_ms: p.store_op_ms,
        fencing: case.fencing(),
        horizon_ms: p.horizon_ms,
    }
}

/// Runs one case.
pub fn simulate_case(p: &Params, case: Case, trace: bool) -> (FleetOutcome, Vec<TraceRow>) {
    simulate(&spec(p, case), trace)
}

/// Runs every case and builds the report.
pub fn run(p: &Params, options: &RunOptions) -> Report {
    let mut text = format!(
        "{}{}{}{}{}{}{}{}\n",
        pad_end("durum", 19),
        pad_start("kosum", 6),
        pad_start("atlanan", 9),
        pad_start("zirve", 7),
        pad_start("devralma ms", 13),
        pad_start("B basladi ms", 14),
        pad_start("bayat kabul", 13),
        pad_start("bayat ret", 11)
    );
    let mut table = Table::new(
        "cases",
        &[
            "case",
            "fencing",
            "runs",
            "skipped",
            "peak_concurrent_runs",
            "takeover_at_ms",
            "b_started_at_ms",
            "stale_writes_accepted",
            "stale_writes_rejected",
        ],
    );
    let mut lanes = Vec::new();
    let mut trace = Vec::new();
    for case in Case::ALL {
        let (o, rows) = simulate_case(p, case, options.tracer.is_on());
        let takeover = o.takeovers.first().map(|t| t.0 as i64).unwrap_or(-1);
        let b_started = o.first_run_ms[1].map(|t| t as i64).unwrap_or(-1);
        let dash = |v: i64| if v < 0 { "-".to_string() } else { v.to_string() };
        text.push_str(&format!(
            "{}{}{}{}{}{}{}{}\n",
            pad_end(case.label(), 19),
            pad_start(&o.runs.to_string(), 6),
            pad_start(&o.skipped.to_string(), 9),
            pad_start(&o.peak.to_string(), 7),
            pad_start(&dash(takeover), 13),
            pad_start(&dash(b_started), 14),
            pad_start(&o.stale_writes_accepted.to_string(), 13),
            pad_start(&o.stale_writes_rejected.to_string(), 11)
        ));
        table.push(vec![
            case.name().into(),
            case.fencing().into(),
            o.runs.into(),
            o.skipped.into(),
            o.peak.into(),
            takeover.into(),
            b_started.into(),
            o.stale_writes_accepted.into(),
            o.stale_writes_rejected.into(),
        ]);
        if !case.fencing() || case == Case::GcPauseFenced {
            for (name, bars) in ["A", "B"].iter().zip(&o.bars) {
                lanes.push((format!("{} {name}", case.chart_label()), bars.clone()));
            }
        }
        trace.extend(rows.into_iter().map(|mut r| {
            r.component = format!("{}:{}", case.name(), r.component);
            r
        }));
    }
    let chart = Chart {
        name: "timeline".into(),
        title: format!("Kira kilidi arızaları (kira {} ms): kim ne zaman koşuyor", p.lease_ms),
        x_label: "zaman (ms)".into(),
        y_label: "durum ve örnek".into(),
        kind: ChartKind::Gantt { lanes },
    };
    Report { text, tables: vec![table], charts: vec![chart], trace }
}

super::legacy_model!(LeaseFaults, "lease-faults", super::Unseeded, |p, _s, o| run(p, o));
