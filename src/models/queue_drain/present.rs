//! The drain's one-row table (every output of the anchor) and its progress chart.

use super::Params;
use super::simulate::{Outcome, PROGRESS_MS};
use crate::report::figure::{Axis, Key, Mark, Plot, Series, Style, Unit};
use crate::report::lang::pick;
use crate::report::units::{human_ms, turkish_number};
use crate::report::{Cell, Figure, Head, Layout, Report};
use crate::say;

/// The anchor's outputs, right-aligned.
fn drain() -> Layout<'static, Outcome> {
    Layout::new("drain")
        .column("processed", Head::right(pick("islenen", "processed"), 9), |o: &Outcome| o.processed.into())
        .column("dead_lettered", Head::right(pick("olu mektup", "dead letters"), 12), |o| o.dead_lettered.into())
        .column("deliveries", Head::right(pick("teslim", "deliveries"), 9), |o| o.deliveries.into())
        .column("crashes", Head::right(pick("surec olumu", "crashes"), 13), |o| o.crashes.into())
        .column("makespan_ms", Head::right(pick("bitis ms", "makespan ms"), 10), |o| o.makespan_ms.into())
        .column("last_event_ms", Head::right(pick("son olay ms", "last event ms"), 13), |o| o.last_event_ms.into())
        .column("ack_checksum", Head::right(pick("saglama", "checksum"), 22), |o| Cell::UInt(o.ack_checksum))
        .column("events", Head::right(pick("olay", "events"), 9), |o| o.events.into())
}

pub fn present(_: &Params, o: &Outcome) -> Report {
    let layout = drain();
    Report { text: layout.text([o]), tables: vec![layout.table([o])], ..Report::default() }
}

pub fn figures(p: &Params, o: &Outcome) -> Vec<Figure> {
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
            label: say!(
                "yalnız zehirli iletiler kaldı: her biri {}. teslimden sonra ölü mektuba",
                "only poison messages are left: each goes to the dead letters after delivery {}",
                p.max_deliveries
            ),
        });
    }
    marks.push(Mark::VLine {
        x: end,
        key: Key("mark.event"),
        label: if o.dead_lettered > 0 {
            say!(
                "kuyruk boşaldı, son zehirli mesaj ölü mektuba: {}",
                "queue drained, the last poison message dead-lettered: {}",
                human_ms(end)
            )
        } else {
            say!("kuyruk boşaldı: {}", "queue drained: {}", human_ms(end))
        },
    });
    vec![Figure {
        name: "drain".into(),
        title: say!(
            "Başarım testi: {} ileti {} tüketiciyle {} içinde boşalıyor",
            "Benchmark: {} messages drain with {} consumers in {}",
            turkish_number(f64::from(p.messages)),
            p.consumers,
            human_ms(end)
        ),
        caption: say!(
            "Başarım ölçütü, ders içeriği değil. Her {}. ileti tüketiciyi öldürüyor: {} süreç ölümü; \
             zehirli mesajlar {} teslimden sonra ölü mektuba düşüyor ({} ölü mektup). \
             {} ileti işlendi ({} içinde), {} teslim yapıldı.",
            "A benchmark, not lesson content. Every message number divisible by {} kills its consumer: {} process deaths; \
             poison messages go to the dead letters after {} deliveries ({} dead letters). \
             {} messages processed (in {}), {} deliveries made.",
            p.poison_mod,
            turkish_number(o.crashes as f64),
            p.max_deliveries,
            turkish_number(o.dead_lettered as f64),
            turkish_number(o.processed as f64),
            human_ms(o.last_ack_ms as f64),
            turkish_number(o.deliveries as f64)
        ),
        x: Axis::new(pick("zaman", "time"), Unit::Millis).clock(),
        y: Axis::new(pick("işlenen ileti (toplam)", "messages processed (total)"), Unit::Count),
        plot: Plot::Lines(vec![Series::new("", Key("plain"), Style::Line, points)]),
        marks,
    }]
}
