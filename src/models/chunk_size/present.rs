//! The lesson's chunk-size table (writes against the worst cancel latency), its CSV and
//! the trade-off figure.

use super::{Params, facts};
use super::simulate::Row;
use crate::models::kit::long_job::{invisible, log_fit, log_room};
use crate::report::figure::{Axis, Key, Plot, Regime, Series, Style, Unit};
use crate::report::units::human_ms;
use crate::report::words::Words;
use crate::args;
use crate::report::{Fact, Figure, Head, Layout, Report};

/// `padStart(12)`, `"  " + padStart(16)`, then `"  "` and the latency in records and ms.
fn chunks(w: &'static Words) -> Layout<'static, Row> {
    let head = |column: &str| w.get("chunk-size-column", &args!(column = column));
    Layout::new("chunks")
        .column("chunk_records", Head::right(head("chunk"), 12), |r: &Row| r.chunk.into())
        .row_key()
        .column("progress_writes", Head::right(head("writes"), 16).gap(2), |r| r.progress_writes.into())
        .csv("final_writes", |r| r.final_writes.into())
        .column("cancel_latency_records", Head::left(head("latency"), 0).gap(2), |r| {
            r.cancel_latency_records.into()
        })
        .shown(move |r| {
            let (records, ms) = (r.cancel_latency_records.to_string(), r.cancel_latency_ms.to_string());
            w.get("chunk-size-latency", &args!(records = records, ms = ms))
        })
        .csv("cancel_latency_ms", |r| r.cancel_latency_ms.into())
        .csv("run_ms", |r| r.run_ms.into())
}

pub fn present(_: &Params, rows: &[Row], w: &'static Words) -> Report {
    let layout = chunks(w);
    Report { text: layout.text(rows, w.lang()), tables: vec![layout.table(rows)], ..Report::default() }
}

/// Progress writes against the worst cancel latency, one labelled point per size, on
/// log axes (the sizes span decades).
pub fn figures(p: &Params, rows: &[Row], w: &'static Words) -> Vec<Figure> {
    let mut sorted: Vec<&Row> = rows.iter().collect();
    sorted.sort_by_key(|r| r.chunk);
    let (Some(small), Some(big)) = (sorted.first(), sorted.last()) else { return Vec::new() };
    let points: Vec<(f64, f64)> =
        sorted.iter().map(|r| (r.cancel_latency_ms as f64, r.progress_writes as f64)).collect();
    let labels = sorted
        .iter()
        .enumerate()
        .map(|(i, r)| (i, w.get("chunk-size-point", &args!(chunk = r.chunk))))
        .collect();
    let mut series = vec![Series::new("", Key("plain"), Style::LinePoints, points.clone()).labelled(labels)];
    // Log axes where the values are positive (a run with no record time has no latency).
    let log_x = sorted.iter().all(|r| r.cancel_latency_ms > 0);
    let (x_mid, y_mid) = (points[0].0, points[0].1);
    let mut x = Axis::new(w.text("chunk-size-x"), Unit::Millis);
    if log_x {
        x = x.log();
        let xs: Vec<f64> = points.iter().map(|p| p.0).collect();
        match log_fit(&xs, Unit::Millis) {
            Some((lo, hi)) => x = x.range(lo, hi),
            None => series.extend(log_room(&xs, Unit::Millis).into_iter().map(|v| invisible((v, y_mid)))),
        }
    }
    let ys: Vec<f64> = points.iter().map(|p| p.1).collect();
    series.extend(log_room(&ys, Unit::Count).into_iter().map(|v| invisible((x_mid, v))));
    let f = facts::tradeoff(&sorted);
    let ms = |r: &Row| human_ms(r.cancel_latency_ms as f64, w.lang());
    let title = w.get(
        "chunk-size-tradeoff-title",
        &args!(
            regime = f.key(),
            whole = if sorted.iter().all(|r| r.chunk >= p.total) { "yes" } else { "no" },
            sizes = sorted.len() as u64,
            small = small.chunk,
            small_writes = small.progress_writes,
            small_ms = ms(small),
            big = big.chunk,
            big_writes = big.progress_writes,
            big_ms = ms(big),
        ),
    );
    let caption = w.get(
        "chunk-size-tradeoff-caption",
        &args!(
            total = p.total,
            record_ms = human_ms(p.record_ms as f64, w.lang()),
            per_write = if p.write_ms > 0 { human_ms(p.write_ms as f64, w.lang()) } else { "none".into() },
            capped = if sorted.iter().any(|r| r.chunk > p.total) { "yes" } else { "no" },
        ),
    );
    vec![Figure {
        name: "tradeoff".into(),
        title,
        caption,
        x,
        y: Axis::new(w.text("chunk-size-y"), Unit::Count).log(),
        plot: Plot::Lines(series),
        marks: Vec::new(),
        facts: vec![
            Fact::new("chunk-size-tradeoff-title", f)
                .with("small", small.chunk as f64)
                .with("small_writes", small.progress_writes as f64)
                .with("small_ms", small.cancel_latency_ms as f64)
                .with("big", big.chunk as f64)
                .with("big_writes", big.progress_writes as f64)
                .with("big_ms", big.cancel_latency_ms as f64),
        ],
    }]
}
