//! The wave as the lesson prints it (`sarsinti.mjs`'s table), its CSV tables and chart.

use super::Params;
use super::simulate::Wave;
use crate::report::{Chart, ChartKind, Head, Layout, Report, Series, SeriesStyle};

/// The lesson's summary: padEnd(20), then padStart 12 / 17 / 11 / 10.
fn waves(p: &Params) -> Layout<'static, Wave> {
    Layout::new("waves")
        .column("schedule", Head::left("cizelge", 20), |w: &Wave| w.schedule.name().into())
        .shown(|w| w.schedule.label().into())
        .column("total_requests", Head::right("toplam istek", 12), |w| w.total_requests.into())
        .column("peak_bucket_requests", Head::right(format!("en yogun {} ms", p.bucket_ms), 17), |w| {
            w.peak_bucket_requests().into()
        })
        .column("busy_buckets", Head::right("dolu kova", 11), |w| w.busy_buckets().into())
        .column("last_bucket", Head::right("son kova", 10), |w| w.last_bucket().into())
}

/// One row per non-empty bucket of one schedule.
struct Bucket<'w> {
    wave: &'w Wave,
    bucket: u64,
    requests: u64,
}

fn buckets<'w>(p: &Params) -> Layout<'_, Bucket<'w>> {
    Layout::new("buckets")
        .csv("schedule", |b: &Bucket| b.wave.schedule.name().into())
        .csv("bucket", |b| b.bucket.into())
        .csv("bucket_start_ms", move |b| (b.bucket * p.bucket_ms).into())
        .csv("requests", |b| b.requests.into())
}

pub fn present(p: &Params, outcome: &[Wave]) -> Report {
    let summary = waves(p);
    let rows: Vec<Bucket> = outcome
        .iter()
        .flat_map(|w| w.buckets.iter().map(move |(&bucket, &requests)| Bucket { wave: w, bucket, requests }))
        .collect();
    Report { text: summary.text(outcome), tables: vec![summary.table(outcome), buckets(p).table(&rows)], ..Report::default() }
}

pub fn charts(p: &Params, outcome: &[Wave]) -> Vec<Chart> {
    let series = outcome
        .iter()
        .map(|w| {
            let points = (0..=w.last_bucket())
                .map(|b| ((b * p.bucket_ms) as f64 / 1000.0, w.buckets.get(&b).copied().unwrap_or(0) as f64))
                .collect();
            Series { name: w.schedule.label().into(), points, style: SeriesStyle::Line }
        })
        .collect();
    vec![Chart {
        name: "wave".into(),
        title: format!("Yeniden deneme dalgası: {} tüketici × {} deneme", p.consumers, p.attempts),
        x_label: "zaman (s)".into(),
        y_label: format!("{} ms kovasındaki istek", p.bucket_ms),
        kind: ChartKind::Lines { series, log_y: false },
    }]
}
