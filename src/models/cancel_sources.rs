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
//! the raise), the state it left (status and stored reason) and whether the resume
//! finished with the exact total. With `all_row`, one more row (`all`, `hepsi`) arms every
//! listed source in the same run: the earliest raise wins and is the stored `reason`, every
//! later raise is ignored; the lines under the table (and the `raises` CSV, for every row)
//! list each raise and what it did (`raised`, `already_raised`, `run_over`).
//! With a hard kill the row is `killed` and the stored state is the last chunk's
//! `calisiyor` row, which is just as resumable. For the lease, `lease_overrun` (the text
//! table's `kira asimi`: `evet` / `hayir`, `-` when no lease is armed) says whether the job
//! was still running when the lease expired (a second holder could have started).

use serde::Deserialize;

use super::RunOptions;
use super::long_job::{MAX_MS, check_total_chunk, opt_ms};
use crate::js::{pad_end, pad_start};
use crate::long_job::runner::{self, CancelPlan, Outcome, Plan, RaiseAttempt, RaiseEffect, RunEnd};
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
    /// One more row with every listed source armed in the same run.
    pub all_row: bool,
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
    #[serde(default)]
    all_row: bool,
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
        all_row: raw.all_row,
    })
}

/// What one row arms for the first run: one source, or every listed source at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Armed {
    One(CancelSource),
    /// Every source of `sources`, combined into the one signal: the first raise wins.
    All,
}

impl Armed {
    /// The name used in CSV (`all` for the combined row).
    pub fn name(self) -> &'static str {
        match self {
            Armed::One(s) => s.name(),
            Armed::All => "all",
        }
    }

    /// The label for the text table (ASCII).
    pub fn label(self) -> &'static str {
        match self {
            Armed::One(s) => s.label(),
            Armed::All => "hepsi",
        }
    }

    /// The chart's label (Turkish with diacritics).
    pub fn chart_label(self) -> &'static str {
        match self {
            Armed::One(s) => s.chart_label(),
            Armed::All => "hepsi birden",
        }
    }

    /// The sources it arms.
    pub fn sources(self, p: &Params) -> Vec<CancelSource> {
        match self {
            Armed::One(s) => vec![s],
            Armed::All => p.sources.clone(),
        }
    }
}

/// The plan that arms the row's source(s).
pub fn plan_for(p: &Params, armed: Armed, trace: bool) -> Plan {
    let mut plan = Plan::new(p.total, p.chunk, p.record_ms);
    plan.runs = 2;
    plan.resume_after_ms = p.resume_after_ms;
    plan.trace = trace;
    let c = &p.cancel;
    let mut cancel = CancelPlan::default();
    for source in armed.sources(p) {
        match source {
            CancelSource::User => cancel.user_at_ms = c.user_at_ms,
            CancelSource::Timeout => cancel.timeout_ms = c.timeout_ms,
            CancelSource::Shutdown => {
                cancel.shutdown_at_ms = c.shutdown_at_ms;
                cancel.drain_ms = c.drain_ms;
            }
            CancelSource::LeaseExpiry => {
                cancel.lease_expires_at_ms = c.lease_expires_at_ms;
                cancel.lease_margin_ms = c.lease_margin_ms;
            }
        }
    }
    plan.cancel = cancel;
    plan
}

/// One row: what the armed source(s) did to the first run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub armed: Armed,
    /// When the signal was raised (SIGTERM's arrival for a shutdown): by the first source
    /// to raise it, or, if the run had ended before any did, the first attempt.
    pub fired_ms: u64,
    /// `cancelled`, `killed`, or `done` when the job finished before it saw the signal.
    pub ended: &'static str,
    pub stopped_ms: u64,
    pub stopped_records: u64,
    pub latency_ms: u64,
    pub latency_records: u64,
    /// The stored status the first run left behind.
    pub status_left: &'static str,
    /// The stored reason (`iptal` only): the source that raised the signal first.
    pub reason: Option<CancelSource>,
    /// The resumed run finished with the exact accumulator.
    pub resumed_exact: bool,
    pub lease_overrun: Option<bool>,
    /// Every raise aimed at the first run, in order, with what it did.
    pub raises: Vec<RaiseAttempt>,
    /// Raises that changed nothing (the signal was already raised, or the run was over).
    pub ignored_raises: u64,
}

/// Runs the job with the row's source(s) armed and summarises the first run.
pub fn measure(p: &Params, armed: Armed, trace: bool) -> (Row, Outcome) {
    let plan = plan_for(p, armed, trace);
    let o = runner::simulate(&plan);
    let first = &o.runs[0];
    let stored = first.stored;
    let raises: Vec<RaiseAttempt> = o.raises.iter().filter(|a| a.run == 1).copied().collect();
    let fired_ms = raises
        .iter()
        .find(|a| a.effect == RaiseEffect::Raised)
        .or(raises.first())
        .map(|a| a.at.as_ms())
        .expect("validated: every armed source has its key, so it raises");
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
    let lease_armed = armed.sources(p).contains(&CancelSource::LeaseExpiry);
    let row = Row {
        armed,
        fired_ms,
        ended,
        stopped_ms: first.end.as_ms(),
        stopped_records,
        latency_ms: first.end.as_ms().saturating_sub(fired_ms),
        latency_records,
        status_left: stored.map(|s| s.status.label()).unwrap_or("yok"),
        reason: stored.and_then(|s| s.reason),
        resumed_exact,
        lease_overrun: if lease_armed { o.lease_overrun } else { None },
        ignored_raises: raises.iter().filter(|a| a.effect != RaiseEffect::Raised).count() as u64,
        raises,
    };
    (row, o)
}

/// What a raise did, for the text table (ASCII).
fn effect_label(effect: RaiseEffect) -> &'static str {
    match effect {
        RaiseEffect::Raised => "sinyali kaldirdi (ilk gelen)",
        RaiseEffect::AlreadyRaised => "yok sayildi: sinyal zaten kalkmisti",
        RaiseEffect::RunOver => "yok sayildi: kosum bitmisti",
    }
}

/// Runs every listed source (and the combined row) and builds the report.
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
            "reason",
            "resumed_exact",
            "lease_overrun",
            "ignored_raises",
        ],
    );
    let mut raises = Table::new("raises", &["source", "raised_by", "raised_ms", "effect"]);
    let mut notes = String::new();
    let mut lanes = Vec::new();
    let mut trace = Vec::new();
    let mut rows: Vec<Armed> = p.sources.iter().map(|&s| Armed::One(s)).collect();
    if p.all_row {
        rows.push(Armed::All);
    }
    for armed in rows {
        let (r, o) = measure(p, armed, options.tracer.is_on());
        for mut row in o.trace {
            row.component = format!("{}:{}", armed.name(), row.component);
            trace.push(row);
        }
        let ended_label = match (r.ended, r.reason) {
            ("cancelled", Some(reason)) => format!("{} ({})", r.status_left, reason.label()),
            ("killed", _) => format!("{} (olduruldu)", r.status_left),
            _ => r.status_left.to_string(),
        };
        text.push_str(&format!(
            "{}{}{}{}{}  {}{}{}\n",
            pad_end(armed.label(), 14),
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
            armed.name().into(),
            r.fired_ms.into(),
            r.ended.into(),
            r.stopped_ms.into(),
            r.stopped_records.into(),
            r.latency_ms.into(),
            r.latency_records.into(),
            r.status_left.into(),
            r.reason.map(|s| s.name()).unwrap_or("").into(),
            r.resumed_exact.into(),
            r.lease_overrun.map(|b| b.to_string()).unwrap_or_default().into(),
            r.ignored_raises.into(),
        ]);
        for a in &r.raises {
            raises.push(vec![armed.name().into(), a.source.name().into(), a.at.as_ms().into(), a.effect.name().into()]);
        }
        if armed == Armed::All {
            notes.push_str(&format!("\n{}: ilk kalkan kazanir, sonrakiler yok sayilir\n", armed.label()));
            for a in &r.raises {
                notes.push_str(&format!(
                    "{}  {}{}\n",
                    pad_start(&format!("{} ms", a.at.as_ms()), 10),
                    pad_end(a.source.label(), 13),
                    effect_label(a.effect)
                ));
            }
        }
        let winner = r.raises.iter().find(|a| a.effect == RaiseEffect::Raised).map(|a| a.source);
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
                    match (run.run, armed, winner) {
                        (1, Armed::All, Some(w)) => format!("{how}, {at} kayıtta ({} önce geldi)", w.chart_label()),
                        (1, _, _) => format!("{how}, {at} kayıtta"),
                        _ => format!("sürdürme {} → {how}", run.start_processed),
                    }
                },
            })
            .collect();
        lanes.push((armed.chart_label().to_string(), bars));
    }
    text.push_str(&notes);
    let chart = Chart {
        name: "runs".into(),
        title: "İptal kaynakları: ilk koşumun durduğu yer ve sürdürme".into(),
        x_label: "zaman (s)".into(),
        y_label: "iptal kaynağı".into(),
        kind: ChartKind::Gantt { lanes },
    };
    Report { text, tables: vec![table, raises], charts: vec![chart], trace }
}

super::legacy_model!(CancelSources, "cancel-sources", super::Unseeded, |p, _s, o| run(p, o));
