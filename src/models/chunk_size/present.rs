//! The lesson's chunk-size table (writes against the worst cancel latency), its CSV and
//! the trade-off figure.

use super::{Params, facts};
use super::simulate::Row;
use crate::models::kit::long_job::{invisible, log_fit, log_room};
use crate::report::figure::{Axis, Key, Plot, Series, Style, Unit};
use crate::report::words::Words;
use crate::report::{Figure, Head, Layout, Report, Spoken};
use crate::word;

crate::statement! {
    /// A row's worst cancel latency in the text table: records and milliseconds, as the
    /// lesson's program prints them (`3000 kayit (3000 ms)`).
    struct Latency = "chunk-size-latency" { input text records: String, input text ms: String }
}
crate::statement! {
    /// A point's label: its chunk size.
    struct Point = "chunk-size-point" { input count chunk: u64 }
}
crate::statement! {
    /// The title: the trade-off between the smallest and the largest chunk, and their
    /// writes and worst cancel latencies.
    struct Title = "chunk-size-tradeoff-title" {
        claim select regime: facts::Tradeoff,
        input select whole: bool,
        input count sizes: usize,
        input count small: u64,
        claim count small_writes: u64,
        claim ms small_ms: u64,
        input count big: u64,
        claim count big_writes: u64,
        claim ms big_ms: u64,
    }
}
crate::statement! {
    /// The time a progress write takes, where it takes any.
    struct PerWrite = "chunk-size-per-write" { input ms write: u64 }
}
crate::statement! {
    /// The caption: the job, what a point is, and why the worst latency is one chunk's time.
    struct Caption = "chunk-size-tradeoff-caption" {
        input count total: u64,
        input ms record_ms: u64,
        say per_write: Option<PerWrite>,
        input select capped: bool,
    }
}

/// `padStart(12)`, `"  " + padStart(16)`, then `"  "` and the latency in records and ms.
fn chunks(w: &'static Words) -> Layout<'static, Row> {
    macro_rules! head {
        ($key:literal) => {
            word!(w, "chunk-size-column", column = $key)
        };
    }
    Layout::new("chunks")
        .column("chunk_records", Head::right(head!("chunk"), 12), |r: &Row| r.chunk.into())
        .row_key()
        .column("progress_writes", Head::right(head!("writes"), 16).gap(2), |r| r.progress_writes.into())
        .csv("final_writes", |r| r.final_writes.into())
        .column("cancel_latency_records", Head::left(head!("latency"), 0).gap(2), |r| {
            r.cancel_latency_records.into()
        })
        .shown(move |r| {
            let (records, ms) = (r.cancel_latency_records.to_string(), r.cancel_latency_ms.to_string());
            w.say(&Latency { records, ms })
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
        .map(|(i, r)| (i, w.say(&Point { chunk: r.chunk })))
        .collect();
    let mut series = vec![Series::new("", Key("plain"), Style::LinePoints, points.clone()).labelled(labels)];
    // Log axes where the values are positive (a run with no record time has no latency).
    let log_x = sorted.iter().all(|r| r.cancel_latency_ms > 0);
    let (x_mid, y_mid) = (points[0].0, points[0].1);
    let mut x = Axis::new(word!(w, "chunk-size-x"), Unit::Millis);
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
    let mut said = Spoken::new(w);
    let title = said.say(&Title {
        regime: facts::tradeoff(&sorted),
        whole: sorted.iter().all(|r| r.chunk >= p.total),
        sizes: sorted.len(),
        small: small.chunk,
        small_writes: small.progress_writes,
        small_ms: small.cancel_latency_ms,
        big: big.chunk,
        big_writes: big.progress_writes,
        big_ms: big.cancel_latency_ms,
    });
    let caption = said.say(&Caption {
        total: p.total,
        record_ms: p.record_ms,
        per_write: (p.write_ms > 0).then_some(PerWrite { write: p.write_ms }),
        capped: sorted.iter().any(|r| r.chunk > p.total),
    });
    vec![Figure {
        name: "tradeoff".into(),
        title,
        caption,
        x,
        y: Axis::new(word!(w, "chunk-size-y"), Unit::Count).log(),
        plot: Plot::Lines(series),
        marks: Vec::new(),
        facts: said.facts(),
    }]
}
