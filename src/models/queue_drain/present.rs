//! The drain's one-row table (every output of the anchor) and its progress chart.

use super::Params;
use super::simulate::{Outcome, PROGRESS_MS};
use crate::report::figure::{Axis, Key, Mark, Plot, Series, Style, Unit};
use crate::args;
use crate::report::units::human_ms;
use crate::report::words::Words;
use crate::report::{Cell, Fact, Figure, Head, Layout, Report};

/// The anchor's outputs, right-aligned.
fn drain(w: &'static Words) -> Layout<'static, Outcome> {
    let head = |column: &str| w.get("queue-drain-column", &args!(column = column));
    Layout::new("drain")
        .column("processed", Head::right(head("processed"), 9), |o: &Outcome| o.processed.into())
        .column("dead_lettered", Head::right(head("dead"), 12), |o| o.dead_lettered.into())
        .column("deliveries", Head::right(head("deliveries"), 9), |o| o.deliveries.into())
        .column("crashes", Head::right(head("crashes"), 13), |o| o.crashes.into())
        .column("makespan_ms", Head::right(head("makespan"), 10), |o| o.makespan_ms.into())
        .column("last_event_ms", Head::right(head("last-event"), 13), |o| o.last_event_ms.into())
        .column("ack_checksum", Head::right(head("checksum"), 22), |o| Cell::UInt(o.ack_checksum))
        .column("events", Head::right(head("events"), 9), |o| o.events.into())
}

pub fn present(_: &Params, o: &Outcome, w: &'static Words) -> Report {
    let layout = drain(w);
    Report { text: layout.text([o], w.lang()), tables: vec![layout.table([o])], ..Report::default() }
}

pub fn figures(p: &Params, o: &Outcome, w: &'static Words) -> Vec<Figure> {
    let mut points = vec![(0.0, 0.0)];
    points.extend(o.progress.iter().map(|&(t, n)| (((t + 1) * PROGRESS_MS) as f64, n as f64)));
    // The count stays where it is until the queue is empty: the line runs flat to the end
    // instead of stopping at the last acknowledgement.
    let end = o.makespan_ms as f64;
    if points.last().is_some_and(|&(t, _)| t < end) {
        points.push((end, o.processed as f64));
    }
    let mut marks = Vec::new();
    // After the last acknowledgement only poison messages are left: redelivered after each
    // visibility timeout until they are dead-lettered.
    if o.dead_lettered > 0 && o.makespan_ms > o.last_ack_ms {
        marks.push(Mark::Band {
            from: o.last_ack_ms as f64,
            to: end,
            key: Key("mark.event"),
            label: w.get("queue-drain-poison-left", &args!(deliveries = p.max_deliveries.to_string())),
        });
    }
    let dead = if o.dead_lettered > 0 { "yes" } else { "no" };
    marks.push(Mark::VLine {
        x: end,
        key: Key("mark.event"),
        label: w.get("queue-drain-drained", &args!(dead = dead, at = human_ms(end, w.lang()))),
    });
    vec![Figure {
        name: "drain".into(),
        title: w.get(
            "queue-drain-title",
            &args!(
                messages = p.messages,
                consumers = p.consumers,
                end = human_ms(end, w.lang()),
            ),
        ),
        caption: w.get(
            "queue-drain-caption",
            &args!(
                poison_mod = p.poison_mod,
                crashes = o.crashes,
                max_deliveries = p.max_deliveries,
                dead = o.dead_lettered,
                processed = o.processed,
                last_ack = human_ms(o.last_ack_ms as f64, w.lang()),
                deliveries = o.deliveries,
            ),
        ),
        x: Axis::new(w.text("queue-drain-x"), Unit::Millis).clock(),
        y: Axis::new(w.text("queue-drain-y"), Unit::Count),
        plot: Plot::Lines(vec![Series::new("", Key("plain"), Style::Line, points)]),
        marks,
        facts: vec![
            Fact::said("queue-drain-title").with("messages", p.messages as f64).with("end", end),
            Fact::said("queue-drain-caption")
                .with("crashes", o.crashes as f64)
                .with("dead", o.dead_lettered as f64)
                .with("processed", o.processed as f64)
                .with("deliveries", o.deliveries as f64),
        ],
    }]
}
