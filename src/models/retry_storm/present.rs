//! The storm's one-row summary (text and `storm` table) and its requests-per-bucket figure.

use super::said::{Backoff, Capacity, Caption, Title, Y};
use super::{Outcome, Params};
use crate::report::words::Words;
use crate::word;
use std::collections::BTreeMap;

use crate::report::figure::{Axis, Figure, Key, Mark, Plot, Series, Style, Unit, bucket_steps};
use crate::report::{Cell, Head, Layout, Report, Spoken};

/// The buckets whose requests exceed the dependency's capacity.
fn over_capacity(cap: u64, o: &Outcome) -> u64 {
    o.buckets.iter().filter(|&&(_, n)| n > cap).count() as u64
}

fn summary(p: &Params, w: &'static Words) -> Layout<'static, Outcome> {
    macro_rules! head {
        ($key:literal) => {
            word!(w, "retry-storm-column", column = $key)
        };
    }
    let cap = p.cap_per_bucket;
    Layout::new("storm")
        .column("total_requests", Head::right(head!("requests"), 10), |o: &Outcome| o.total_requests.into())
        .column("successes", Head::right(head!("successes"), 9), |o| o.successes.into())
        .column("gave_ups", Head::right(head!("gave-ups"), 10), |o| o.gave_ups.into())
        .column("peak_bucket_requests", Head::right(head!("peak"), 15), |o| o.peak_bucket_requests.into())
        .column("last_event_ms", Head::right(head!("last"), 13), |o| o.last_event_ms.into())
        .column("success_checksum", Head::right(head!("checksum"), 22), |o| Cell::UInt(o.success_checksum))
        .column("final_lcg_state", Head::right(head!("generator"), 12), |o| o.final_lcg_state.into())
        // What the chart's sentences claim, for the checks and the curious (CSV only).
        .csv("over_capacity_buckets", move |o| over_capacity(cap, o).into())
}

pub fn present(p: &Params, o: &Outcome, w: &'static Words) -> Report {
    let summary = summary(p, w);
    let rows = std::slice::from_ref(o);
    Report { text: summary.text(rows, w.lang()), tables: vec![summary.table(rows)], ..Report::default() }
}

/// Requests per bucket over time (steps, binned to at most 2000 bins), the dependency's
/// capacity as a horizontal line.
pub fn figures(p: &Params, o: &Outcome, w: &'static Words) -> Vec<Figure> {
    let counts: BTreeMap<u64, u64> = o.buckets.iter().copied().collect();
    // The backoff: the anchor's, or a named policy's (its name in the title).
    let (system, policy) = match p.backoff {
        None => (String::new(), None),
        Some(s) => (format!(" ({})", s.title()), Some(s.title())),
    };
    let mut said = Spoken::new(w);
    let title = said.say(&Title { consumers: p.consumers, system, bucket: p.bucket_ms, peak: o.peak_bucket_requests });
    let caption = said.say(&Caption {
        bucket: p.bucket_ms,
        cap: p.cap_per_bucket,
        backoff: Backoff { named: policy.is_some(), policy: policy.unwrap_or("") },
        tries: p.tries(),
        over: over_capacity(p.cap_per_bucket, o),
        successes: o.successes,
        gave_ups: o.gave_ups,
        last: o.last_event_ms,
    });
    vec![Figure {
        name: "storm".into(),
        title,
        caption,
        x: Axis::new(word!(w, "retry-storm-x"), Unit::Millis),
        y: Axis::new(w.say(&Y { bucket: p.bucket_ms }), Unit::Count),
        plot: Plot::Lines(vec![Series::new("", Key("plain"), Style::Step, bucket_steps(&counts, p.bucket_ms, 2000))]),
        marks: vec![Mark::HLine {
            y: p.cap_per_bucket as f64,
            key: Key("mark.limit"),
            label: w.say(&Capacity { cap: p.cap_per_bucket }),
        }],
        facts: said.facts(),
    }]
}
