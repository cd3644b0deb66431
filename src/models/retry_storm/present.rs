//! The storm's one-row summary (text and `storm` table) and its requests-per-bucket figure.

use crate::report::lang::pick;
use crate::say;
use super::{Outcome, Params};
use std::collections::BTreeMap;

use crate::report::figure::{Axis, Figure, Key, Mark, Plot, Series, Style, Unit, bucket_steps};
use crate::report::units::{human_ms, turkish_number};
use crate::report::{Cell, Head, Layout, Report};

fn summary() -> Layout<'static, Outcome> {
    Layout::new("storm")
        .column("total_requests", Head::right(pick("istek", "requests"), 10), |o: &Outcome| o.total_requests.into())
        .column("successes", Head::right(pick("basari", "successes"), 9), |o| o.successes.into())
        .column("gave_ups", Head::right(pick("vazgecen", "gave up"), 10), |o| o.gave_ups.into())
        .column("peak_bucket_requests", Head::right(pick("en yogun kova", "busiest bucket"), 15), |o| o.peak_bucket_requests.into())
        .column("last_event_ms", Head::right(pick("son olay ms", "last event ms"), 13), |o| o.last_event_ms.into())
        .column("success_checksum", Head::right(pick("saglama", "checksum"), 22), |o| Cell::UInt(o.success_checksum))
        .column("final_lcg_state", Head::right(pick("uretec", "generator"), 12), |o| o.final_lcg_state.into())
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
        None => (String::new(), pick("tam sarsıntılı üstel bekleme", "exponential backoff with full jitter").to_string()),
        Some(s) => (format!(" ({})", s.title()), say!("{} politikasının beklemesi", "{}'s backoff", s.title())),
    };
    vec![Figure {
        name: "storm".into(),
        title: say!(
            "Başarım testi: {} tüketicinin fırtınası{system}, en yoğun {} ms'de {} istek", "Benchmark: a storm of {} consumers{system}, {2} requests in the busiest {1} ms",
            turkish_number(f64::from(p.consumers)),
            p.bucket_ms,
            turkish_number(o.peak_bucket_requests as f64)
        ),
        caption: say!(
            "Başarım ölçütü, ders içeriği değil. Bağımlılık her {} ms'de ilk {} isteği kabul ediyor, gerisini \
             reddediyor; reddedilen tüketici {backoff} ile en çok {} kez deniyor. \
             {} kovada istek kapasiteyi aşıyor; {} başarı, {} vazgeçen, son istek {} anında.",
            "A benchmark, not lesson content. Every {} ms the dependency accepts the first {} requests and rejects \
             the rest; a rejected consumer tries at most {} times with {backoff}. \
             In {} buckets the requests exceed the capacity; {} successes, {} gave up, the last request at {}.",
            p.bucket_ms,
            turkish_number(p.cap_per_bucket as f64),
            p.tries(),
            turkish_number(over as f64),
            turkish_number(o.successes as f64),
            turkish_number(o.gave_ups as f64),
            human_ms(o.last_event_ms as f64)
        ),
        x: Axis::new(pick("zaman", "time"), Unit::Millis),
        y: Axis::new(say!("{} ms kovasındaki istek", "requests per {} ms bucket", p.bucket_ms), Unit::Count),
        plot: Plot::Lines(vec![Series::new("", Key("plain"), Style::Step, bucket_steps(&counts, p.bucket_ms, 2000))]),
        marks: vec![Mark::HLine {
            y: p.cap_per_bucket as f64,
            key: Key("mark.limit"),
            label: say!("kova başına kapasite: {}", "capacity per bucket: {}", turkish_number(p.cap_per_bucket as f64)),
        }],
    }]
}
