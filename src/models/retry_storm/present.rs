//! The storm's one-row summary (text and `storm` table) and its requests-per-bucket chart.

use super::{Outcome, Params};
use crate::report::{Cell, Chart, ChartKind, Head, Layout, Report, Series, SeriesStyle};

fn summary() -> Layout<'static, Outcome> {
    Layout::new("storm")
        .column("total_requests", Head::right("istek", 10), |o: &Outcome| o.total_requests.into())
        .column("successes", Head::right("basari", 9), |o| o.successes.into())
        .column("gave_ups", Head::right("vazgecen", 10), |o| o.gave_ups.into())
        .column("peak_bucket_requests", Head::right("en yogun kova", 15), |o| o.peak_bucket_requests.into())
        .column("last_event_ms", Head::right("son olay ms", 13), |o| o.last_event_ms.into())
        .column("success_checksum", Head::right("saglama", 22), |o| Cell::UInt(o.success_checksum))
        .column("final_lcg_state", Head::right("uretec", 12), |o| o.final_lcg_state.into())
}

pub fn present(_: &Params, o: &Outcome) -> Report {
    let summary = summary();
    let rows = std::slice::from_ref(o);
    Report { text: summary.text(rows), tables: vec![summary.table(rows)], ..Report::default() }
}

pub fn charts(p: &Params, o: &Outcome) -> Vec<Chart> {
    let last = o.buckets.last().map_or(0, |&(b, _)| b);
    let mut busy = o.buckets.iter().peekable();
    let points = (0..=last)
        .map(|b| {
            let requests = busy.next_if(|&&(at, _)| at == b).map_or(0, |&(_, n)| n);
            ((b * p.bucket_ms) as f64 / 1000.0, requests as f64)
        })
        .collect();
    vec![Chart {
        name: "storm".into(),
        title: format!("Yeniden deneme fırtınası: {} tüketici, kova başına {} kabul", p.consumers, p.cap_per_bucket),
        x_label: "zaman (s)".into(),
        y_label: format!("{} ms kovasındaki istek", p.bucket_ms),
        kind: ChartKind::Lines {
            series: vec![Series { name: "istek".into(), points, style: SeriesStyle::Line }],
            log_y: false,
        },
    }]
}
