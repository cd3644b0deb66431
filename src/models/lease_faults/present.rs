//! The cases table (the timelines are in `figures.rs`).

use super::simulate::CaseRun;

use crate::args;
use crate::report::words::Words;
use crate::report::{Head, Layout, Report};

/// When the first takeover happened (-1: never).
fn takeover_at_ms(r: &CaseRun) -> i64 {
    r.fleet.takeovers.first().map_or(-1, |t| t.time_ms as i64)
}

/// When B first started a run (-1: never).
fn b_started_at_ms(r: &CaseRun) -> i64 {
    r.fleet.first_start_ms(1).map_or(-1, |t| t as i64)
}

/// `-` for "never" in the text.
fn dash(v: i64) -> String {
    if v < 0 { "-".to_string() } else { v.to_string() }
}

fn cases(w: &'static Words) -> Layout<'static, CaseRun> {
    let head = |column: &str| w.get("lease-faults-column", &args!(column = column));
    Layout::new("cases")
        .column("case", Head::left(head("case"), 24), |r: &CaseRun| r.case.name().into())
        .shown(move |r| r.case.label(w))
        .csv("fencing", |r| r.case.fencing().into())
        .column("runs", Head::right(head("runs"), 6), |r| r.fleet.runs_started().into())
        .column("skipped", Head::right(head("skipped"), 9), |r| r.fleet.skipped().into())
        .column("peak_concurrent_runs", Head::right(head("peak"), 7), |r| r.fleet.peak.into())
        .column("takeover_at_ms", Head::right(head("takeover"), 13), |r| takeover_at_ms(r).into())
        .shown(|r| dash(takeover_at_ms(r)))
        .column("b_started_at_ms", Head::right(head("b-started"), 14), |r| b_started_at_ms(r).into())
        .shown(|r| dash(b_started_at_ms(r)))
        .column("stale_writes_accepted", Head::right(head("stale-accepted"), 13), |r| r.fleet.stale_writes_accepted.into())
        .column("stale_writes_rejected", Head::right(head("stale-rejected"), 11), |r| r.fleet.stale_writes_rejected.into())
}

pub fn present(runs: &[CaseRun], w: &'static Words) -> Report {
    let layout = cases(w);
    Report { text: layout.text(runs, w.lang()), tables: vec![layout.table(runs)], ..Report::default() }
}

