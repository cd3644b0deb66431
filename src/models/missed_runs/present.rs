//! The cases table (the charts are in `figures.rs`), in proper Turkish: the lesson
//! prints no table for missed runs, and the policies carry the glossary's words
//! (`telafisiz`, `telafili`, `sınırlı telafi`), as in missed-run-policies' table.

use super::Params;
use super::simulate::CaseRun;
use crate::args;
use crate::report::words::Words;
use crate::report::{Head, Layout, Report};

fn cases<'a>(p: &'a Params, w: &'static Words) -> Layout<'a, CaseRun> {
    let head = |column: &str| w.get("missed-runs-column", &args!(column = column));
    Layout::new("cases")
        .column("job", Head::left(head("job"), 14), |r: &CaseRun| p.jobs[r.job].name.as_str().into())
        .column("case", Head::left(head("case"), 12), |r| r.case.name().into())
        .shown(move |r| r.case.label(w))
        .column("policy", Head::left(head("policy"), 16), |r| r.case.policy().name().into())
        .shown(move |r| r.case.policy().label(w).into())
        .column("missed", Head::right(head("missed"), 7), |r| r.missed.into())
        .column("runs_after_recovery", Head::right(head("catch-up"), 8), |r| r.runs_after_recovery.into())
        .column("dropped_logged", Head::right(head("logged"), 8), |r| r.dropped_logged.into())
        .column("peak_concurrent_runs", Head::right(head("peak"), 7), |r| r.peak.into())
        .column("alerts", Head::right(head("alerts"), 7), |r| r.alerts.into())
        .csv("runs", |r| r.runs.into())
}

pub fn present(p: &Params, runs: &[CaseRun], w: &'static Words) -> Report {
    let layout = cases(p, w);
    Report { text: layout.text(runs, w.lang()), tables: vec![layout.table(runs)], ..Report::default() }
}
