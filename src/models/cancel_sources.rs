//! **cancel-sources** (lesson 001, "İptalin Kaynakları"): the four sources of a cancel —
//! user, timeout, shutdown (SIGTERM, drain, then a hard kill) and lease expiry — all
//! raising the one signal the job reads at chunk boundaries.
//!
//! ```text
//! user ────────┐
//! timeout ─────┤ AbortSignal.any ─► signal ─► seen at the next chunk boundary ─► `iptal`
//! SIGTERM ─────┤                              (or, after drain_ms, a hard kill: no write)
//! lease - margin┘
//! ```
//!
//! One run of the job per listed source, with only that source armed for the first run;
//! then a resumed run finishes the job from the stored state. Each row says when the
//! source fired, where the job stopped, the cancel latency (ms and records committed after
//! the raise), the state it left and whether the resume finished with the exact total.
//! With a hard kill the row is `killed` and the stored state is the last chunk's
//! `calisiyor` row, which is just as resumable. For the lease, `lease_overrun` (the text
//! table's `kira asimi`: `evet` / `hayir`, `-` when no lease is armed) says whether the job
//! was still running when the lease expired (a second holder could have started).

use serde::Deserialize;

use super::RunOptions;
use super::long_job::{MAX_MS, check_total_chunk, opt_ms};
use crate::js::{pad_end, pad_start};
use crate::long_job::runner::{self, CancelPlan, Outcome, Plan, RunEnd};
use crate::long_job::{CancelSource, MAX_CHUNKS, gun_sum};
use crate::report::{Bar, Chart, ChartKind, Report, Table};
use crate::scenario::{Check, ScenarioError, from_toml};

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub total: u64,
    pub chunk: u64,
    pub record_ms: u64,
    pub resume_after_ms: u64,
    pub sources: Vec<CancelSource>,
    /// Every source's settings (only the row's own source is armed).
    pub cancel: CancelPlan,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    total: i64,
    chunk: i64,
    #[serde(default = "one")]
    record_ms: i64,
    #[serde(default)]
    resume_after_ms: i64,
    sources: Vec<String>,
    cancel_at_ms: Option<i64>,
    timeout_ms: Option<i64>,
    shutdown_at_ms: Option<i64>,
    #[serde(default)]
    drain_ms: i64,
    lease_expires_at_ms: Option<i64>,
    #[serde(default)]
    lease_margin_ms: i64,
}

fn one() -> i64 {
    1
}

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let (total, chunk) = check_total_chunk(check, raw.total, raw.chunk, MAX_CHUNKS)?;
    let sources: Vec<CancelSource> = check
        .list_of("sources", &raw.sources, &CancelSource::NAMES)?
        .into_iter()
        .map(|i| CancelSource::ALL[i])
        .collect();
    let cancel = CancelPlan {
        user_at_percent: None,
        user_at_ms: opt_ms(check, "cancel_at_ms", raw.cancel_at_ms)?,
        timeout_ms: opt_ms(check, "timeout_ms", raw.timeout_ms)?,
        shutdown_at_ms: opt_ms(check, "shutdown_at_ms", raw.shutdown_at_ms)?,
        drain_ms: check.uint("drain_ms", raw.drain_ms, 0..=MAX_MS)?,
        lease_expires_at_ms: opt_ms(check, "lease_expires_at_ms", raw.lease_expires_at_ms)?,
        lease_margin_ms: check.uint("lease_margin_ms", raw.lease_margin_ms, 0..=MAX_MS)?,
    };
    for &s in &sources {
        let (key, given) = match s {
            CancelSource::User => ("cancel_at_ms", cancel.user_at_ms.is_some()),
            CancelSource::Timeout => ("timeout_ms", cancel.timeout_ms.is_some()),
            CancelSource::Shutdown => ("shutdown_at_ms", cancel.shutdown_at_ms.is_some()),
            CancelSource::LeaseExpiry => ("lease_expires_at_ms", cancel.lease_expires_at_ms.is_some()),
        };
        if !given {
            return Err(check.error(format_args!("`{key}` is required when `sources` lists \"{}\"", s.name())));
        }
    }
    Ok(Params {
        total,
        chunk,
        record_ms: check.uint("record_ms", raw.record_ms, 0..=1000)?,
        resume_after_ms: check.uint("resume_after_ms", raw.resume_after_ms, 0..=MAX_MS)?,
        sources,
        cancel,
    })
}

/// The plan that arms only `source`.
pub fn plan_for(p: &Params, source: CancelSource, trace: bool) -> Plan {
    let mut plan = Plan::new(p.total, p.chunk, p.record_ms);
    plan.runs = 2;
    plan.resume_after_ms = p.resume_after_ms;
    plan.trace = trace;
    let c = &p.cancel;
    plan.cancel = match source {
        CancelSource::User => CancelPlan { user_at_ms: c.user_at_ms, ..CancelPlan::default() },
        CancelSource::Timeout => CancelPlan { timeout_ms: c.timeout_ms, ..CancelPlan::default() },
        CancelSource::Shutdown => {
            CancelPlan { shutdown_at_ms: c.shutdown_at_ms, drain_ms: c.drain_ms, ..CancelPlan::default() }
        }
        CancelSource::LeaseExpiry => CancelPlan {
            lease_expires_at_ms: c.lease_expires_at_ms,
            lease_margin_ms: c.lease_margin_ms,
            ..CancelPlan::default()
        },
    };
    plan
}

/// One row: what one source did to the first run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub source: CancelSource,
    /// When the source raised the signal (SIGTERM's arrival for a shutdown).
    pub fired_ms: u64,
    /// `cancelled`, `killed`, or `done` when the job finished before it saw the signal.
    pub ended: &'static str,
    pub stopped_ms: u64,
    pub stopped_records: u64,
    pub latency_ms: u64,
    pub latency_records: u64,
    /// The stored status the first run left behind.
    pub status_left: &'static str,
    /// The resumed run finished with the exact accumulator.
    pub resumed_exact: bool,
    pub lease_overrun: Option<bool>,
}

/// Runs the job with one source armed and summarises the first run.
pub fn measure(p: &Params, source: CancelSource, trace: bool) -> (Row, Outcome) {
    let plan = plan_for(p, source, trace);
    let o = runner::simulate(&plan);
    let first = &o.runs[0];
    let stored = first.stored;
    let fired_ms = match source {
        CancelSource::User => p.cancel.user_at_ms,
        CancelSource::Timeout => p.cancel.timeout_ms,
        CancelSource::Shutdown => p.cancel.shutdown_at_ms,
        CancelSource::LeaseExpiry => p.cancel.lease_expires_at_ms.map(|e| e.saturating_sub(p.cancel.lease_margin_ms)),
    }
    .expect("validated: the source's key is given");
    let stopped_records = stored.map(|s| s.processed).unwrap_or(0);
    let (ended, latency_records) = match first.how {
        RunEnd::Cancelled(c) => ("cancelled", c.latency_records()),
        RunEnd::Killed => {
            let at_raise = o
                .store
                .history()
                .iter()
                .rev()
                .find(|(at, _, _)| at.as_ms() <= fired_ms)
                .map(|h| h.2.processed)
                .unwrap_or(0);
            ("killed", stopped_records - at_raise)
        }
        RunEnd::Done => ("done", 0),
        RunEnd::Crashed { .. } => unreachable!("no crash is injected here"),
    };
    let last = o.runs.last().expect("at least one run");
    let resumed_exact = last.how == RunEnd::Done && last.stored.map(|s| s.accumulator) == Some(gun_sum(0, p.total));
    let row = Row {
        source,
        fired_ms,
        ended,
        stopped_ms: first.end.as_ms(),
        stopped_records,
        latency_ms: first.end.as_ms().saturating_sub(fired_ms),
        latency_records,
        status_left: stored.map(|s| s.status.label()).unwrap_or("yok"),
        resumed_exact,
        lease_overrun: if source == CancelSource::LeaseExpiry { o.lease_overrun } else { None },
    };
    (row, o)
}

/// Runs every listed source and builds the report.
pub fn run(p: &Params, options: &RunOptions) -> Report {
    let mut text = format!(
        "{}{}{}{}{}  {}{}{}\n",
        pad_end("kaynak", 14),
        pad_start("tetiklendigi an", 17),
        pad_start("durdugu an", 12),
        pad_start("gecikme", 10),
        pad_start("durdugu yer", 16),
        pad_end("birakilan durum", 23),
        pad_end("surdurme", 10),
        "kira asimi"
    );
    let mut table = Table::new(
        "sources",
        &[
            "source",
            "fired_ms",
            "ended",
            "stopped_ms",
            "stopped_records",
            "cancel_latency_ms",
            "cancel_latency_records",
            "status_left",
            "resumed_exact",
            "lease_overrun",
        ],
    );
    let mut lanes = Vec::new();
    let mut trace = Vec::new();
    for &s in &p.sources {
        let (r, o) = measure(p, s, options.trace);
        for mut row in o.trace {
            row.component = format!("{}:{}", s.name(), row.component);
            trace.push(row);
        }
        let ended_label = match r.ended {
            "cancelled" => r.status_left.to_string(),
            "killed" => format!("{} (olduruldu)", r.status_left),
            _ => r.status_left.to_string(),
        };
        text.push_str(&format!(
            "{}{}{}{}{}  {}{}{}\n",
            pad_end(s.label(), 14),
            pad_start(&format!("{} ms", r.fired_ms), 17),
            pad_start(&format!("{} ms", r.stopped_ms), 12),
            pad_start(&format!("{} ms", r.latency_ms), 10),
            pad_start(&format!("{}/{}", r.stopped_records, p.total), 16),
            pad_end(&ended_label, 23),
            pad_end(if r.resumed_exact { "tamam" } else { "eksik" }, 10),
            match r.lease_overrun {
                Some(true) => "evet",
                Some(false) => "hayir",
                None => "-",
            }
        ));
        table.push(vec![
            s.name().into(),
            r.fired_ms.into(),
            r.ended.into(),
            r.stopped_ms.into(),
            r.stopped_records.into(),
            r.latency_ms.into(),
            r.latency_records.into(),
            r.status_left.into(),
            r.resumed_exact.into(),
            r.lease_overrun.map(|b| b.to_string()).unwrap_or_default().into(),
        ]);
        let bars = o
            .runs
            .iter()
            .map(|run| Bar {
                start: run.start.as_ms() as f64 / 1000.0,
                end: run.end.as_ms().max(run.start.as_ms() + 1) as f64 / 1000.0,
                label: {
                    let at = run.stored.map(|s| s.processed).unwrap_or(0);
                    let how = match run.how {
                        RunEnd::Done => "bitti",
                        RunEnd::Cancelled(_) => "iptal",
                        RunEnd::Killed => "öldürüldü",
                        RunEnd::Crashed { .. } => "çöktü",
                    };
                    if run.run == 1 {
                        format!("{how}, {at} kayıtta")
                    } else {
                        format!("sürdürme {} → {how}", run.start_processed)
                    }
                },
            })
            .collect();
        lanes.push((s.chart_label().to_string(), bars));
    }
    let chart = Chart {
        name: "runs".into(),
        title: "İptal kaynakları: ilk koşumun durduğu yer ve sürdürme".into(),
        x_label: "zaman (s)".into(),
        y_label: "iptal kaynağı".into(),
        kind: ChartKind::Gantt { lanes },
    };
    Report { text, tables: vec![table], charts: vec![chart], trace }
}
