//! The drain's one-row table (every output of the anchor) and its progress chart.

use super::Params;
use super::simulate::{Outcome, PROGRESS_MS};
use super::said::{Caption, Drained, PoisonLeft, Title};
use crate::report::figure::{Axis, Key, Mark, Plot, Series, Style, Unit};
use crate::report::words::Words;
use crate::report::{Cell, Figure, Head, Layout, Report, Spoken};
use crate::word;

/// The anchor's outputs, right-aligned.
fn drain(w: &'static Words) -> Layout<'static, Outcome> {
    macro_rules! head {
        ($key:literal) => {
            word!(w, "queue-drain-column", column = $key)
        };
    }
    Layout::new("drain")
        .column("processed", Head::right(head!("processed"), 9), |o: &Outcome| o.processed.into())
        .column("dead_lettered", Head::right(head!("dead"), 12), |o| o.dead_lettered.into())
        .column("deliveries", Head::right(head!("deliveries"), 9), |o| o.deliveries.into())
        .column("crashes", Head::right(head!("crashes"), 13), |o| o.crashes.into())
        .column("makespan_ms", Head::right(head!("makespan"), 10), |o| o.makespan_ms.into())
        .column("last_event_ms", Head::right(head!("last-event"), 13), |o| o.last_event_ms.into())
        .column("ack_checksum", Head::right(head!("checksum"), 22), |o| Cell::UInt(o.ack_checksum))
        .column("events", Head::right(head!("events"), 9), |o| o.events.into())
        // What the chart's sentences claim, for the checks and the curious (CSV only).
        .csv("last_ack_ms", |o| o.last_ack_ms.into())
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
    let mut said = Spoken::new(w);
    let title = said.say(&Title { messages: p.messages, consumers: p.consumers, end: o.makespan_ms });
    let caption = said.say(&Caption {
        poison_mod: p.poison_mod,
        crashes: o.crashes,
        max_deliveries: p.max_deliveries,
        dead: o.dead_lettered,
        processed: o.processed,
        last_ack: o.last_ack_ms,
        deliveries: o.deliveries,
    });
    let mut marks = Vec::new();
    // After the last acknowledgement only poison messages are left: redelivered after each
    // visibility timeout until they are dead-lettered, the last of them when the queue is
    // empty.
    let poison_last = o.dead_lettered > 0 && o.makespan_ms > o.last_ack_ms;
    if poison_last {
        marks.push(Mark::Band {
            from: o.last_ack_ms as f64,
            to: end,
            key: Key("mark.event"),
            label: said.say(&PoisonLeft { deliveries: p.max_deliveries.to_string() }),
        });
    }
    marks.push(Mark::VLine {
        x: end,
        key: Key("mark.event"),
        label: said.say(&Drained { dead: poison_last, at: o.makespan_ms }),
    });
    vec![Figure {
        name: "drain".into(),
        title,
        caption,
        x: Axis::new(word!(w, "queue-drain-x"), Unit::Millis).clock(),
        y: Axis::new(word!(w, "queue-drain-y"), Unit::Count),
        plot: Plot::Lines(vec![Series::new("", Key("plain"), Style::Line, points)]),
        marks,
        facts: said.facts(),
    }]
}
