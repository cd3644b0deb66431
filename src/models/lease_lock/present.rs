//! The lesson's driver lines (`surucu.mjs`), the modes table and the timeline.

use super::Params;
use super::simulate::ModeRun;

use crate::report::{Bar, Chart, ChartKind, Head, Layout, Report};

/// The lesson: `${kip.padEnd(9)} kosum=${kosum} atlanan=${atlanan} es zamanli zirve=${zirve}`.
/// The mode's column holds its padding and the space after it; the `key=value` columns
/// are 0 wide, so the layout puts one space before each.
fn modes(p: &Params) -> Layout<'_, ModeRun> {
    Layout::new("modes")
        .headless()
        .column("mode", Head::left("kip", 10), |r: &ModeRun| r.mode.name().into())
        .shown(|r| r.mode.label().into())
        .csv("processes_started", |_| p.processes.into())
        .column("runs", Head::left("kosum", 0), |r| r.fleet.runs_started().into())
        .shown(|r| format!("kosum={}", r.fleet.runs_started()))
        .column("skipped", Head::left("atlanan", 0), |r| r.fleet.skipped().into())
        .shown(|r| format!("atlanan={}", r.fleet.skipped()))
        .column("peak_concurrent_runs", Head::left("es zamanli zirve", 0), |r| r.fleet.peak.into())
        .shown(|r| format!("es zamanli zirve={}", r.fleet.peak))
}

pub fn present(p: &Params, runs: &[ModeRun]) -> Report {
    let layout = modes(p);
    Report { text: layout.text(runs), tables: vec![layout.table(runs)], ..Report::default() }
}

