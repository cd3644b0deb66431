//! The storm's one-row summary (text and `storm` table) and its requests-per-bucket figure.

use crate::args;
use crate::report::words::Words;
use super::{Outcome, Params};
use std::collections::BTreeMap;

use crate::report::figure::{Axis, Figure, Key, Mark, Plot, Series, Style, Unit, bucket_steps};
use crate::report::units::human_ms;
use crate::report::{Cell, Fact, Head, Layout, Report};

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
    let bucket = human_ms(p.bucket_ms as f64, w.lang());
    let title = w.get(
        "retry-storm-title",
        &args!(
            consumers = p.consumers,
            system = system,
            bucket = bucket.as_str(),
            peak = o.peak_bucket_requests,
        ),
    );
    let caption = w.get(
        "retry-storm-caption",
        &args!(
            bucket = bucket.as_str(),
            cap = p.cap_per_bucket,
            backoff = backoff,
            tries = p.tries(),
            over = over,
            successes = o.successes,
            gave_ups = o.gave_ups,
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
            label: w.get("retry-storm-capacity", &args!(cap = p.cap_per_bucket)),
        }],
        facts: vec![
            Fact::said("retry-storm-title").with("peak", o.peak_bucket_requests as f64),
            Fact::said("retry-storm-caption")
                .with("over", over as f64)
                .with("successes", o.successes as f64)
                .with("gave_ups", o.gave_ups as f64),
        ],
    }]
}
