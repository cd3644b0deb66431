//! The storm's one-row summary (text and `storm` table) and its requests-per-bucket figure.

use super::{Outcome, Params};
use std::collections::BTreeMap;

use crate::report::figure::{Axis, Figure, Key, Mark, Plot, Series, Style, Unit, bucket_steps};
use crate::report::units::{human_ms, turkish_number};
use crate::report::{Cell, Head, Layout, Report};

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

/// Requests per bucket over time (steps, binned to at most 2000 bins), the dependency's
/// capacity as a horizontal line.
pub fn figures(p: &Params, o: &Outcome) -> Vec<Figure> {
    let counts: BTreeMap<u64, u64> = o.buckets.iter().copied().collect();
    let over = o.buckets.iter().filter(|&&(_, n)| n > p.cap_per_bucket).count();
    // The backoff: the anchor's, or a named policy's (its name in the title).
    let (system, backoff) = match p.backoff {
        None => (String::new(), "tam sarsıntılı üstel bekleme".to_string()),
        Some(s) => (format!(" ({})", s.title()), format!("{} politikasının beklemesi", s.title())),
    };
    vec![Figure {
        name: "storm".into(),
        title: format!(
            "Başarım testi: {} tüketicinin fırtınası{system}, en yoğun {} ms'de {} istek",
            turkish_number(f64::from(p.consumers)),
            p.bucket_ms,
            turkish_number(o.peak_bucket_requests as f64)
        ),
        caption: format!(
            "Başarım ölçütü, ders içeriği değil. Bağımlılık her {} ms'de ilk {} isteği kabul ediyor, gerisini \
             reddediyor; reddedilen tüketici {backoff} ile en çok {} kez deniyor. \
             {} kovada istek kapasiteyi aşıyor; {} başarı, {} vazgeçen, son istek {} anında.",
            p.bucket_ms,
            turkish_number(p.cap_per_bucket as f64),
            p.tries(),
            turkish_number(over as f64),
            turkish_number(o.successes as f64),
            turkish_number(o.gave_ups as f64),
            human_ms(o.last_event_ms as f64)
        ),
        x: Axis::new("zaman", Unit::Millis),
        y: Axis::new(format!("{} ms kovasındaki istek", p.bucket_ms), Unit::Count),
        plot: Plot::Lines(vec![Series::new("", Key("plain"), Style::Step, bucket_steps(&counts, p.bucket_ms, 2000))]),
        marks: vec![Mark::HLine {
            y: p.cap_per_bucket as f64,
            key: Key("mark.limit"),
            label: format!("kova başına kapasite: {}", turkish_number(p.cap_per_bucket as f64)),
        }],
    }]
}
