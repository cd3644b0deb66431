//! The sources table and two timelines: the 06:00 notification (instances, redeploy) and
//! the hourly long run.

use super::Params;
use super::simulate::{Source, SourceRun};
use crate::models::fleet::instance_bars;
use crate::report::{Bar, Chart, ChartKind, Head, Layout, Report};

fn sources() -> Layout<'static, SourceRun> {
    Layout::new("sources")
        .column("source", Head::left("kaynak", 17), |r: &SourceRun| r.source.name().into())
        .shown(|r| r.source.label().into())
        .column("mode", Head::left("kip", 10), |r| r.mode.name().into())
        .shown(|r| r.mode.label().into())
        .csv("instances", |r| r.instances.len().into())
        .column("runs", Head::right("kosum", 6), |r| r.fleet.runs_started().into())
        .column("skipped", Head::right("atlanan", 9), |r| r.fleet.skipped.into())
        .column("peak_concurrent_runs", Head::right("zirve", 7), |r| r.fleet.peak.into())
}

pub fn present(runs: &[SourceRun]) -> Report {
    let layout = sources();
    Report { text: layout.text(runs), tables: vec![layout.table(runs)], ..Report::default() }
}

/// One lane per instance: the 06:00 cases in ms after 06:00, the long run in hours.
pub fn charts(p: &Params, runs: &[SourceRun]) -> Vec<Chart> {
    let mut deploy_lanes = Vec::new();
    let mut long_lanes = Vec::new();
    for r in runs {
        for (inst, name) in r.instances.iter().enumerate() {
            let lane = format!("{} {} {name}", r.source.chart_label(), r.mode.label());
            let bars = instance_bars(&r.fleet, inst).into_iter();
            match r.source {
                Source::LongRun => {
                    let hours = |ms: f64| ms / 3_600_000.0;
                    let bars = bars.map(|b| Bar { start: hours(b.start), end: hours(b.end), label: b.label }).collect();
                    long_lanes.push((lane, bars));
                }
                Source::Instances | Source::Redeploy => {
                    let f = p.fire_at_ms as f64;
                    let bars = bars.map(|b| Bar { start: b.start - f, end: b.end - f, label: b.label }).collect();
                    deploy_lanes.push((lane, bars));
                }
            }
        }
    }
    vec![
        Chart {
            name: "deploy".into(),
            title: "06:00 bildirimi: çok örnekli dağıtım ve yeniden dağıtım".into(),
            x_label: "06:00'dan sonra geçen süre (ms)".into(),
            y_label: "örnek".into(),
            kind: ChartKind::Gantt { lanes: deploy_lanes },
        },
        Chart {
            name: "long_run".into(),
            title: format!("Saatlik görev, koşum {} dk: kilitsiz ve kilitli", p.long_run_ms / 60_000),
            x_label: "zaman (saat)".into(),
            y_label: "kip".into(),
            kind: ChartKind::Gantt { lanes: long_lanes },
        },
    ]
}
