//! The sources table (one row per armed source), the lines that list what each raise of
//! the combined row did, the `sources` and `raises` CSVs and the Gantt chart of the runs.

use super::Params;
use super::simulate::{Armed, Row};
use crate::long_job::runner::{RaiseAttempt, RaiseEffect, RunEnd};
use crate::report::{Bar, Cell, Chart, ChartKind, Head, Layout, Report};

/// The lesson-style table: padEnd(14), padStart 17 / 12 / 10 / 16, `"  "`, padEnd 23 / 10,
/// then `kira asimi`. The text and the CSV order their columns differently, so the
/// latency and the state left are a text column and CSV columns.
fn sources(p: &Params) -> Layout<'_, Row> {
    Layout::new("sources")
        .column("source", Head::left("kaynak", 14), |r: &Row| r.armed.name().into())
        .shown(|r| r.armed.label().into())
        .column("fired_ms", Head::right("tetiklendigi an", 17), |r| r.fired_ms.into())
        .shown(|r| format!("{} ms", r.fired_ms))
        .csv("ended", |r| r.ended.into())
        .column("stopped_ms", Head::right("durdugu an", 12), |r| r.stopped_ms.into())
        .shown(|r| format!("{} ms", r.stopped_ms))
        .text_only(Head::right("gecikme", 10), |r| format!("{} ms", r.latency_ms))
        .column("stopped_records", Head::right("durdugu yer", 16), |r| r.stopped_records.into())
        .shown(move |r| format!("{}/{}", r.stopped_records, p.total))
        .csv("cancel_latency_ms", |r| r.latency_ms.into())
        .csv("cancel_latency_records", |r| r.latency_records.into())
        .text_only(Head::left("birakilan durum", 23).gap(2), |r| match (r.ended, r.reason) {
            ("cancelled", Some(reason)) => format!("{} ({})", r.status_left, reason.label()),
            ("killed", _) => format!("{} (olduruldu)", r.status_left),
            _ => r.status_left.to_string(),
        })
        .csv("status_left", |r| r.status_left.into())
        .csv("reason", |r| r.reason.map(|s| s.name()).unwrap_or("").into())
        .column("resumed_exact", Head::left("surdurme", 10), |r| r.resumed_exact.into())
        .shown(|r| if r.resumed_exact { "tamam" } else { "eksik" }.into())
        .column("lease_overrun", Head::left("kira asimi", 0), |r| {
            Cell::Text(r.lease_overrun.map(|b| b.to_string()).unwrap_or_default())
        })
        .shown(|r| {
            match r.lease_overrun {
                Some(true) => "evet",
                Some(false) => "hayir",
                None => "-",
            }
            .into()
        })
        .csv("ignored_raises", |r| r.ignored_raises.into())
}

/// What a raise did, for the text (ASCII).
fn effect_label(effect: RaiseEffect) -> &'static str {
    match effect {
        RaiseEffect::Raised => "sinyali kaldirdi (ilk gelen)",
        RaiseEffect::AlreadyRaised => "yok sayildi: sinyal zaten kalkmisti",
        RaiseEffect::RunOver => "yok sayildi: kosum bitmisti",
    }
}

/// Every raise of every row: the `raises` CSV, and (headless) the lines under the table
/// for the combined row: padStart(10), `"  "`, padEnd(13), what it did.
fn raises<'a>() -> Layout<'static, (Armed, &'a RaiseAttempt)> {
    Layout::new("raises")
        .headless()
        .csv("source", |r: &(Armed, &RaiseAttempt)| r.0.name().into())
        .csv("raised_by", |r| r.1.source.name().into())
        .column("raised_ms", Head::right("", 10), |r| r.1.at.as_ms().into())
        .shown(|r| format!("{} ms", r.1.at.as_ms()))
        .text_only(Head::left("", 13).gap(2), |r| r.1.source.label().into())
        .column("effect", Head::left("", 0), |r| r.1.effect.name().into())
        .shown(|r| effect_label(r.1.effect).into())
}

/// A row's raises, each with the row it belongs to.
fn raise_rows(r: &Row) -> Vec<(Armed, &RaiseAttempt)> {
    r.raises.iter().map(|a| (r.armed, a)).collect()
}

pub fn present(p: &Params, rows: &[Row]) -> Report {
    let table = sources(p);
    let mut text = table.text(rows);
    for r in rows.iter().filter(|r| r.armed == Armed::All) {
        text.push_str(&format!("\n{}: ilk kalkan kazanir, sonrakiler yok sayilir\n", r.armed.label()));
        text.push_str(&raises().text(&raise_rows(r)));
    }
    let all_raises: Vec<_> = rows.iter().flat_map(raise_rows).collect();
    Report { text, tables: vec![table.table(rows), raises().table(&all_raises)], ..Report::default() }
}

/// One lane per row: the first run (where it stopped, and for the combined row which
/// source came first), then the resumed run.
pub fn charts(_: &Params, rows: &[Row]) -> Vec<Chart> {
    let lanes = rows
        .iter()
        .map(|r| {
            let winner = r.raises.iter().find(|a| a.effect == RaiseEffect::Raised).map(|a| a.source);
            let bars = r
                .runs
                .iter()
                .map(|run| {
                    let at = run.stored.map(|s| s.processed).unwrap_or(0);
                    let how = match run.how {
                        RunEnd::Done => "bitti",
                        RunEnd::Cancelled(_) => "iptal",
                        RunEnd::Killed => "öldürüldü",
                        RunEnd::Crashed { .. } => "çöktü",
                    };
                    let label = match (run.run, r.armed, winner) {
                        (1, Armed::All, Some(w)) => format!("{how}, {at} kayıtta ({} önce geldi)", w.chart_label()),
                        (1, _, _) => format!("{how}, {at} kayıtta"),
                        _ => format!("sürdürme {} → {how}", run.start_processed),
                    };
                    Bar {
                        start: run.start.as_ms() as f64 / 1000.0,
                        end: run.end.as_ms().max(run.start.as_ms() + 1) as f64 / 1000.0,
                        label,
                    }
                })
                .collect();
            (r.armed.chart_label().to_string(), bars)
        })
        .collect();
    vec![Chart {
        name: "runs".into(),
        title: "İptal kaynakları: ilk koşumun durduğu yer ve sürdürme".into(),
        x_label: "zaman (s)".into(),
        y_label: "iptal kaynağı".into(),
        kind: ChartKind::Gantt { lanes },
    }]
}
