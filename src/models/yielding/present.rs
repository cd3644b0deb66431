//! The probe table (padStart 8 / 7 / 9 / 17 / 18 / 14), its CSV and the two charts: the
//! worst probe latency and the probes that miss the timeout, against the chunk size.

use super::Params;
use super::simulate::Row;
use crate::js::to_fixed;
use crate::report::{Chart, ChartKind, Head, Layout, Report, Series, SeriesStyle};

fn probes(p: &Params) -> Layout<'static, Row> {
    Layout::new("probes")
        .column("chunk_records", Head::right("parca", 8), |r: &Row| r.chunk.into())
        .column("yields", Head::right("donus", 7), |r| r.yields.into())
        .shown(|r| if r.yields { "evet" } else { "hayir" }.into())
        .column("probes", Head::right("yoklama", 9), |r| r.probes.into())
        .column("max_probe_latency_ms", Head::right("en kotu gecikme", 17), |r| r.max_latency_ms.into())
        .shown(|r| format!("{} ms", r.max_latency_ms))
        .column("mean_probe_latency_ms", Head::right("ortalama gecikme", 18), |r| r.mean_latency_ms.into())
        .shown(|r| format!("{} ms", to_fixed(r.mean_latency_ms, 2)))
        .column("missed_probes", Head::right(format!("{} ms ustu", p.probe_timeout_ms), 14), |r| r.missed.into())
}

pub fn present(p: &Params, rows: &[Row]) -> Report {
    let layout = probes(p);
    Report { text: layout.text(rows), tables: vec![layout.table(rows)], ..Report::default() }
}

pub fn charts(p: &Params, rows: &[Row]) -> Vec<Chart> {
    let yielding: Vec<&Row> = rows.iter().filter(|r| r.yields).collect();
    let never = rows.iter().find(|r| !r.yields);
    let timeout_s = p.probe_timeout_ms as f64 / 1000.0;
    let mut series = vec![Series {
        name: "en kötü yoklama gecikmesi (döngüye dönen iş)".into(),
        points: yielding.iter().map(|r| (r.chunk as f64, r.max_latency_ms as f64 / 1000.0)).collect(),
        style: SeriesStyle::LinePoints,
    }];
    let x_max = rows.iter().map(|r| r.chunk).max().unwrap_or(1) as f64;
    series.push(Series {
        name: "yoklama zaman aşımı".into(),
        points: vec![(0.0, timeout_s), (x_max, timeout_s)],
        style: SeriesStyle::Line,
    });
    if let Some(r) = never {
        series.push(Series {
            name: "hiç dönmeyen döngü".into(),
            points: vec![(r.chunk as f64, r.max_latency_ms as f64 / 1000.0)],
            style: SeriesStyle::Points,
        });
    }
    let latency = Chart {
        name: "probes".into(),
        title: "Olay döngüsüne dönüş: sağlık yoklamasının gecikmesi".into(),
        x_label: "parça boyutu (kayıt)".into(),
        y_label: "en kötü yoklama gecikmesi (s)".into(),
        kind: ChartKind::Lines { series, log_y: false },
    };
    // How many probes miss the timeout (the orchestrator would restart the process).
    let mut series = vec![
        Series {
            name: "zaman aşımını kaçıran yoklama (döngüye dönen iş)".into(),
            points: yielding.iter().map(|r| (r.chunk as f64, r.missed as f64)).collect(),
            style: SeriesStyle::LinePoints,
        },
        Series {
            name: "koşum boyunca gelen yoklama".into(),
            points: yielding.iter().map(|r| (r.chunk as f64, r.probes as f64)).collect(),
            style: SeriesStyle::Line,
        },
    ];
    if let Some(r) = never {
        series.push(Series {
            name: "hiç dönmeyen döngü".into(),
            points: vec![(r.chunk as f64, r.missed as f64)],
            style: SeriesStyle::Points,
        });
    }
    let missed = Chart {
        name: "missed".into(),
        title: format!("Olay döngüsüne dönüş: {} ms içinde yanıtlanmayan yoklamalar", p.probe_timeout_ms),
        x_label: "parça boyutu (kayıt)".into(),
        y_label: "zaman aşımını kaçıran yoklama (sayı)".into(),
        kind: ChartKind::Lines { series, log_y: false },
    };
    vec![latency, missed]
}
