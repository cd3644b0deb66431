//! The drain's one-row table (every output of the anchor) and its progress chart.

use super::Params;
use super::simulate::{Outcome, PROGRESS_MS};
use crate::report::figure::{Axis, Key, Mark, Plot, Series, Style, Unit};
use crate::report::units::{human_ms, turkish_number};
use crate::report::{Cell, Figure, Head, Layout, Report};

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

pub fn figures(p: &Params, o: &Outcome) -> Vec<Figure> {
    let mut points = vec![(0.0, 0.0)];
    points.extend(o.progress.iter().map(|&(t, n)| (((t + 1) * PROGRESS_MS) as f64, n as f64)));
    vec![Figure {
        name: "drain".into(),
        title: format!(
            "Başarım testi: {} mesaj {} tüketiciyle {} içinde boşalıyor",
            turkish_number(f64::from(p.messages)),
            p.consumers,
            human_ms(o.makespan_ms as f64)
        ),
        caption: format!(
            "Başarım ölçütü, ders içeriği değil. Her {}. mesaj tüketiciyi öldürüyor: {} çöküş; \
             zehirli mesajlar {} teslimden sonra ölü mektuba düşüyor ({} ölü mektup). \
             {} mesaj işlendi, {} teslim yapıldı.",
            p.poison_mod,
            turkish_number(o.crashes as f64),
            p.max_deliveries,
            turkish_number(o.dead_lettered as f64),
            turkish_number(o.processed as f64),
            turkish_number(o.deliveries as f64)
        ),
        x: Axis::new("zaman", Unit::Millis),
        y: Axis::new("işlenen mesaj (toplam)", Unit::Count),
        plot: Plot::Lines(vec![Series::new("", Key("plain"), Style::Line, points)]),
        marks: vec![Mark::VLine {
            x: o.makespan_ms as f64,
            key: Key("mark.event"),
            label: if o.dead_lettered > 0 {
                format!("kuyruk boşaldı, son zehirli mesaj ölü mektuba: {}", human_ms(o.makespan_ms as f64))
            } else {
                format!("kuyruk boşaldı: {}", human_ms(o.makespan_ms as f64))
            },
        }],
    }]
}
