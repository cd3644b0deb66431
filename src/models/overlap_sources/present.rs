//! The sources table and two timelines: the 06:00 notification (instances, redeploy) and
//! the hourly long run.

use super::Params;
use super::simulate::{Source, SourceRun};

use crate::report::{Bar, Chart, ChartKind, Head, Layout, Report};

fn sources() -> Layout<'static, SourceRun> {
    Layout::new("sources")
        .column("source", Head::left("kaynak", 17), |r: &SourceRun| r.source.name().into())
        .shown(|r| r.source.label().into())
        .column("mode", Head::left("kip", 10), |r| r.mode.name().into())
        .shown(|r| r.mode.label().into())
        .csv("instances", |r| r.instances.len().into())
        .column("runs", Head::right("kosum", 6), |r| r.fleet.runs_started().into())
        .column("skipped", Head::right("atlanan", 9), |r| r.fleet.skipped().into())
        .column("peak_concurrent_runs", Head::right("zirve", 7), |r| r.fleet.peak.into())
}

pub fn present(runs: &[SourceRun]) -> Report {
    let layout = sources();
    Report { text: layout.text(runs), tables: vec![layout.table(runs)], ..Report::default() }
}

