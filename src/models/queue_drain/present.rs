//! The drain's one-row table (every output of the anchor) and its progress chart.

use super::Params;
use super::simulate::Outcome;
use crate::report::{Cell, Chart, ChartKind, Head, Layout, Report, Series, SeriesStyle};

/// The anchor's outputs, right-aligned.
fn drain() -> Layout<'static, Outcome> {
    Layout::new("drain")
        .column("processed", Head::right("islenen", 9), |o: &Outcome| o.processed.into())
        .column("dead_lettered", Head::right("olu mektup", 12), |o| o.dead_lettered.into())
        .column("deliveries", Head::right("teslim", 9), |o| o.deliveries.into())
        .column("crashes", Head::right("surec olumu", 13), |o| o.crashes.into())
        .column("makespan_ms", Head::right("bitis ms", 10), |o| o.makespan_ms.into())
        .column("last_event_ms", Head::right("son olay ms", 13), |o| o.last_event_ms.into())
        .column("ack_checksum", Head::right("saglama", 22), |o| Cell::UInt(o.ack_checksum))
        .column("events", Head::right("olay", 9), |o| o.events.into())
}

pub fn present(_: &Params, o: &Outcome) -> Report {
    let layout = drain();
    Report { text: layout.text([o]), tables: vec![layout.table([o])], ..Report::default() }
}

pub fn charts(p: &Params, o: &Outcome) -> Vec<Chart> {
    let mut points = vec![(0.0, 0.0)];
    points.extend(o.progress.iter().map(|&(s, n)| ((s + 1) as f64, n as f64)));
    vec![Chart {
        name: "drain".into(),
        title: format!("Kuyruğun boşalması: {} ileti, {} tüketici", p.messages, p.consumers),
        x_label: "zaman (s)".into(),
        y_label: "işlenen ileti (toplam)".into(),
        kind: ChartKind::Lines {
            series: vec![Series { name: "işlenen".into(), points, style: SeriesStyle::Line }],
            log_y: false,
        },
    }]
}
