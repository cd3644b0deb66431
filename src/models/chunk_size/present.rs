//! The lesson's chunk-size table (writes against the worst cancel latency), its CSV and
//! the trade-off chart.

use super::Params;
use super::simulate::Row;
use crate::report::{Chart, ChartKind, Head, Layout, Report, Series, SeriesStyle};

/// `padStart(12)`, `"  " + padStart(16)`, then `"  "` and the latency in records and ms.
fn chunks() -> Layout<'static, Row> {
    Layout::new("chunks")
        .column("chunk_records", Head::right("parca boyutu", 12), |r: &Row| r.chunk.into())
        .column("progress_writes", Head::right("ilerleme yazmasi", 16).gap(2), |r| r.progress_writes.into())
        .csv("final_writes", |r| r.final_writes.into())
        .column("cancel_latency_records", Head::left("iptal gecikmesi (en cok)", 0).gap(2), |r| {
            r.cancel_latency_records.into()
        })
        .shown(|r| format!("{} kayit ({} ms)", r.cancel_latency_records, r.cancel_latency_ms))
        .csv("cancel_latency_ms", |r| r.cancel_latency_ms.into())
        .csv("run_ms", |r| r.run_ms.into())
}

pub fn present(_: &Params, rows: &[Row]) -> Report {
    let layout = chunks();
    Report { text: layout.text(rows), tables: vec![layout.table(rows)], ..Report::default() }
}

/// Progress writes against the worst cancel latency, one point per size.
pub fn charts(p: &Params, rows: &[Row]) -> Vec<Chart> {
    let points = rows.iter().map(|r| (r.cancel_latency_ms as f64 / 1000.0, r.progress_writes as f64)).collect();
    vec![Chart {
        name: "tradeoff".into(),
        title: "Parça boyutu: ilerleme yazması ile iptal gecikmesi".into(),
        x_label: "en kötü iptal gecikmesi (s)".into(),
        y_label: "ilerleme yazması (koşum başına)".into(),
        kind: ChartKind::Lines {
            series: vec![Series {
                name: format!("{} kayıt, parça boyutları", p.total),
                points,
                style: SeriesStyle::LinePoints,
            }],
            log_y: false,
        },
    }]
}
