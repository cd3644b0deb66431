//! The lesson's table (`zehirli-sayac.mjs`) and the consumer's lifetimes as a Gantt chart.

use super::Params;
use super::simulate::CounterRun;
use crate::report::{Bar, Chart, ChartKind, Head, Layout, Report};

/// The lesson's layout: padEnd(22), then padStart 8 / 8 / 13 / 9 / 12 / 7; the first
/// column widens only for the longer validation labels.
fn positions() -> Layout<'static, CounterRun> {
    Layout::new("positions")
        .column("counter_position", Head::left("sayac konumu", 22).fit(2), |r: &CounterRun| r.position.name().into())
        .shown(|r| r.label())
        .csv("validated", |r| r.validated.into())
        .column("starts", Head::right("baslatma", 8), |r| r.starts.into())
        .column("deliveries", Head::right("teslim", 8), |r| r.deliveries.into())
        .column("crashes", Head::right("surec olumu", 13), |r| r.crashes.into())
        .column("processed", Head::right("islenen", 9), |r| r.processed.into())
        .column("dead_lettered", Head::right("olu mektup", 12), |r| r.dead_lettered.into())
        .column("remaining", Head::right("kalan", 7), |r| r.remaining.into())
}

pub fn present(_: &Params, runs: &[CounterRun]) -> Report {
    let layout = positions();
    Report { text: layout.text(runs), tables: vec![layout.table(runs)], ..Report::default() }
}

pub fn charts(_: &Params, runs: &[CounterRun]) -> Vec<Chart> {
    let lanes = runs
        .iter()
        .map(|r| {
            let bars = r
                .lifetimes
                .iter()
                .map(|&(s, e, crashed)| Bar {
                    start: s as f64 / 1000.0,
                    end: e.max(s + 1) as f64 / 1000.0,
                    label: if crashed { "öldü".into() } else { "bitti".into() },
                })
                .collect();
            (r.label(), bars)
        })
        .collect();
    vec![Chart {
        name: "lifetimes".into(),
        title: "Tüketici süreç ömürleri: zehirli mesaj ve sayaç konumu".into(),
        x_label: "zaman (s)".into(),
        y_label: "sayaç konumu".into(),
        kind: ChartKind::Gantt { lanes },
    }]
}
