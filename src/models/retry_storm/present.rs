//! The storm's one-row summary (text and `storm` table) and its requests-per-bucket figure.

use crate::args;
use crate::report::words::Words;
use super::{Outcome, Params};
use std::collections::BTreeMap;

use crate::report::figure::{Axis, Figure, Key, Mark, Plot, Series, Style, Unit, bucket_steps};
use crate::report::units::{human_ms, turkish_number};
use crate::report::{Cell, Head, Layout, Report};

fn summary(w: &'static Words) -> Layout<'static, Outcome> {
    let head = |column: &str| w.get("retry-storm-column", &args!(column = column));
    Layout::new("storm")
        .column("total_requests", Head::right(head("requests"), 10), |o: &Outcome| o.total_requests.into())
        .column("successes", Head::right(head("successes"), 9), |o| o.successes.into())
        .column("gave_ups", Head::right(head("gave-ups"), 10), |o| o.gave_ups.into())
        .column("peak_bucket_requests", Head::right(head("peak"), 15), |o| o.peak_bucket_requests.into())
        .column("last_event_ms", Head::right(head("last"), 13), |o| o.last_event_ms.into())
        .column("success_checksum", Head::right(head("checksum"), 22), |o| Cell::UInt(o.success_checksum))
        .column("final_lcg_state", Head::right(head("generator"), 12), |o| o.final_lcg_state.into())
}

pub fn present(_: &Params, o: &Outcome, w: &'static Words) -> Report {
    let summary = summary(w);
    let rows = std::slice::from_ref(o);
    Report { text: summary.text(rows, w.lang()), tables: vec![summary.table(rows)], ..Report::default() }
}

/// Requests per bucket over time (steps, binned to at most 2000 bins), the dependency's
/// capacity as a horizontal line.
pub fn figures(p: &Params, o: &Outcome, w: &'static Words) -> Vec<Figure> {
    let counts: BTreeMap<u64, u64> = o.buckets.iter().copied().collect();
    let over = o.buckets.iter().filter(|&&(_, n)| n > p.cap_per_bucket).count();
    // The backoff: the anchor's, or a named policy's (its name in the title).
    let (system, named, policy) = match p.backoff {
        None => (String::new(), "no", ""),
        Some(s) => (format!(" ({})", s.title()), "yes", s.title()),
    };
    let backoff = w.get("retry-storm-backoff", &args!(named = named, policy = policy));
    let bucket = p.bucket_ms.to_string();
    let title = w.get(
        "retry-storm-title",
        &args!(
            consumers = turkish_number(f64::from(p.consumers), w.lang()),
            system = system,
            bucket = bucket.as_str(),
            peak = turkish_number(o.peak_bucket_requests as f64, w.lang()),
        ),
    );
    let caption = w.get(
        "retry-storm-caption",
        &args!(
            bucket = bucket.as_str(),
            cap = turkish_number(p.cap_per_bucket as f64, w.lang()),
            backoff = backoff,
            tries = p.tries().to_string(),
            over = turkish_number(over as f64, w.lang()),
            successes = turkish_number(o.successes as f64, w.lang()),
            gave_ups = turkish_number(o.gave_ups as f64, w.lang()),
            last = human_ms(o.last_event_ms as f64, w.lang()),
        ),
    );
    vec![Figure {
        name: "storm".into(),
        title,
        caption,
        x: Axis::new(w.text("retry-storm-x"), Unit::Millis),
        y: Axis::new(w.get("retry-storm-y", &args!(bucket = bucket.as_str())), Unit::Count),
        plot: Plot::Lines(vec![Series::new("", Key("plain"), Style::Step, bucket_steps(&counts, p.bucket_ms, 2000))]),
        marks: vec![Mark::HLine {
            y: p.cap_per_bucket as f64,
            key: Key("mark.limit"),
            label: w.get("retry-storm-capacity", &args!(cap = turkish_number(p.cap_per_bucket as f64, w.lang()))),
        }],
    }]
}
