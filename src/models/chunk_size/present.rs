//! The lesson's chunk-size table (writes against the worst cancel latency), its CSV and
//! the trade-off figure.

use super::Params;
use super::simulate::Row;
use crate::models::kit::long_job::{invisible, log_room};
use crate::report::figure::{Axis, Key, Plot, Series, Style, Unit};
use crate::report::lang::pick;
use crate::report::units::{human_ms, turkish_number};
use crate::report::{Figure, Head, Layout, Report};
use crate::say;

/// `padStart(12)`, `"  " + padStart(16)`, then `"  "` and the latency in records and ms.
fn chunks() -> Layout<'static, Row> {
    Layout::new("chunks")
        .column("chunk_records", Head::right(pick("parca boyutu", "chunk size"), 12), |r: &Row| r.chunk.into())
        .row_key()
        .column("progress_writes", Head::right(pick("ilerleme yazmasi", "progress writes"), 16).gap(2), |r| {
            r.progress_writes.into()
        })
        .csv("final_writes", |r| r.final_writes.into())
        .column(
            "cancel_latency_records",
            Head::left(pick("iptal gecikmesi (en cok)", "cancel latency (worst)"), 0).gap(2),
            |r| r.cancel_latency_records.into(),
        )
        .shown(|r| say!("{} kayit ({} ms)", "{} records ({} ms)", r.cancel_latency_records, r.cancel_latency_ms))
        .csv("cancel_latency_ms", |r| r.cancel_latency_ms.into())
        .csv("run_ms", |r| r.run_ms.into())
}

pub fn present(_: &Params, rows: &[Row]) -> Report {
    let layout = chunks();
    Report { text: layout.text(rows), tables: vec![layout.table(rows)], ..Report::default() }
}

/// Progress writes against the worst cancel latency, one labelled point per size, on
/// log axes (the sizes span decades).
pub fn figures(p: &Params, rows: &[Row]) -> Vec<Figure> {
    let mut sorted: Vec<&Row> = rows.iter().collect();
    sorted.sort_by_key(|r| r.chunk);
    let (Some(small), Some(big)) = (sorted.first(), sorted.last()) else { return Vec::new() };
    let points: Vec<(f64, f64)> =
        sorted.iter().map(|r| (r.cancel_latency_ms as f64, r.progress_writes as f64)).collect();
    let labels = sorted
        .iter()
        .enumerate()
        .map(|(i, r)| (i, say!("{} kayıt", "{} records", turkish_number(r.chunk as f64))))
        .collect();
    let mut series = vec![Series::new("", Key("plain"), Style::LinePoints, points.clone()).labelled(labels)];
    // Log axes where the values are positive (a run with no record time has no latency).
    let log_x = sorted.iter().all(|r| r.cancel_latency_ms > 0);
    let (x_mid, y_mid) = (points[0].0, points[0].1);
    let mut x = Axis::new(pick("en kötü iptal gecikmesi", "worst cancel latency"), Unit::Millis);
    if log_x {
        x = x.log();
        let xs: Vec<f64> = points.iter().map(|p| p.0).collect();
        series.extend(log_room(&xs, Unit::Millis).into_iter().map(|v| invisible((v, y_mid))));
    }
    let ys: Vec<f64> = points.iter().map(|p| p.1).collect();
    series.extend(log_room(&ys, Unit::Count).into_iter().map(|v| invisible((x_mid, v))));
    let ms = |r: &Row| human_ms(r.cancel_latency_ms as f64);
    let n = |v: u64| turkish_number(v as f64);
    let title = if sorted.len() == 1 {
        say!(
            "{} kayıtlık parça: koşum başına {} ilerleme yazması, iptal en çok {} bekliyor",
            "Chunks of {} records: {} progress writes per run, a cancel waits at most {}",
            n(small.chunk),
            n(small.progress_writes),
            ms(small)
        )
    } else {
        say!(
            "Küçük parça çabuk iptal eder, büyük parça az yazar: {} kayıtta {} yazma ve {}, {} kayıtta {} yazma ve {}",
            "A small chunk cancels fast, a big one writes little: {} records, {} writes and {}; {} records, {} writes and {}",
            n(small.chunk),
            n(small.progress_writes),
            ms(small),
            n(big.chunk),
            n(big.progress_writes),
            ms(big)
        )
    };
    let writes = if p.write_ms > 0 {
        say!(", yazma başına {}", ", {} per write", human_ms(p.write_ms as f64))
    } else {
        String::new()
    };
    let caption = say!(
        "{} kayıtlık iş, her parça boyutu için bir koşum; her nokta bir parça boyutu. Sinyal yalnız parça sınırında okunuyor: en kötü iptal gecikmesi bir parçanın süresi (kayıt başına {}{writes}), ilerleme yazması sayısı ise parça sayısı.",
        "A job of {} records, one run per chunk size; each point is one chunk size. The signal is read only at a chunk boundary: the worst cancel latency is one chunk's time ({} per record{writes}), and the number of progress writes is the number of chunks.",
        n(p.total),
        human_ms(p.record_ms as f64),
    );
    vec![Figure {
        name: "tradeoff".into(),
        title,
        caption,
        x,
        y: Axis::new(pick("koşum başına ilerleme yazması", "progress writes per run"), Unit::Count).log(),
        plot: Plot::Lines(series),
        marks: Vec::new(),
    }]
}
