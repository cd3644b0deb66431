//! One row per placement, and a chart per placement of which consumer holds which message.

use super::Params;
use super::simulate::PlacementRun;
use crate::report::{Bar, Chart, ChartKind, Head, Layout, Report};

fn placements() -> Layout<'static, PlacementRun> {
    Layout::new("placements")
        .column("placement", Head::left("yerlesim", 18), |r: &PlacementRun| r.placement.name().into())
        .shown(|r| r.placement.label().into())
        .column("deliveries", Head::right("teslim", 8), |r| r.deliveries.into())
        .column("calls", Head::right("cagri", 7), |r| r.calls.into())
        .column("completions", Head::right("tamamlanan", 12), |r| r.completions.into())
        .column("duplicate_completions", Head::right("cift islem", 12), |r| r.duplicate_completions.into())
        .column("peak_copies", Head::right("en cok kopya", 14), |r| r.peak_copies.into())
        .column("holding_ms", Head::right("bekleme ms", 12), |r| r.holding_ms.into())
        .column("makespan_ms", Head::right("bitis ms", 10), |r| r.makespan_ms.into())
        .column("dead_lettered", Head::right("olu mektup", 12), |r| r.dead_lettered.into())
}

pub fn present(_: &Params, runs: &[PlacementRun]) -> Report {
    let layout = placements();
    Report { text: layout.text(runs), tables: vec![layout.table(runs)], ..Report::default() }
}

pub fn charts(_: &Params, runs: &[PlacementRun]) -> Vec<Chart> {
    runs.iter()
        .map(|r| {
            let lanes = r
                .handlings
                .iter()
                .enumerate()
                .map(|(c, hs)| {
                    let bars = hs
                        .iter()
                        .map(|&(s, e, id)| Bar {
                            start: s as f64 / 1000.0,
                            end: e as f64 / 1000.0,
                            label: format!("m{id}"),
                        })
                        .collect();
                    (format!("tüketici {c}"), bars)
                })
                .collect();
            Chart {
                name: r.placement.name().into(),
                title: format!("{}: hangi tüketici hangi iletiyi tutuyor", r.placement.label()),
                x_label: "zaman (s)".into(),
                y_label: "tüketici".into(),
                kind: ChartKind::Gantt { lanes },
            }
        })
        .collect()
}
