//! The cases table (the timelines are in `figures.rs`).

use super::said::CaseLabel;
use super::simulate::CaseRun;
use crate::models::kit::fleet::RunEnd;
use crate::report::words::Words;
use crate::report::{Head, Layout, Report};
use crate::word;

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

/// A's run: how it ended (`finished`, `failed`, `crashed`, `stopped`; `none`: A went down
/// before it ran) and when (-1: never).
fn a_run(r: &CaseRun) -> (&'static str, i64) {
    let a = r.fleet.runs.iter().find(|run| run.inst == 0);
    let end = a.map_or("none", |a| match a.end {
        RunEnd::Finished => "finished",
        RunEnd::Failed => "failed",
        RunEnd::Crashed => "crashed",
        RunEnd::Stopped => "stopped",
    });
    (end, a.map_or(-1, |a| a.end_ms as i64))
}

/// When the store issued A its lease (-1: never).
fn a_lease_at_ms(r: &CaseRun) -> i64 {
    use crate::models::kit::fleet::StoreOp;
    r.fleet
        .store_log
        .iter()
        .find_map(|op| match *op {
            StoreOp::LeaseIssued { time_ms, inst: 0, .. } => Some(time_ms as i64),
            _ => None,
        })
        .unwrap_or(-1)
}

fn cases(w: &'static Words) -> Layout<'static, CaseRun> {
    macro_rules! head {
        ($key:literal) => {
            word!(w, "lease-faults-column", column = $key)
        };
    }
    Layout::new("cases")
        .column("case", Head::left(head!("case"), 24), |r: &CaseRun| r.case.name().into())
        .shown(move |r| w.say(&CaseLabel { case: r.case }))
        .csv("fencing", |r| r.case.fencing().into())
        .column("runs", Head::right(head!("runs"), 6), |r| r.fleet.runs_started().into())
        .column("skipped", Head::right(head!("skipped"), 9), |r| r.fleet.skipped().into())
        .column("peak_concurrent_runs", Head::right(head!("peak"), 7), |r| r.fleet.peak.into())
        .column("takeover_at_ms", Head::right(head!("takeover"), 13), |r| takeover_at_ms(r).into())
        .shown(|r| dash(takeover_at_ms(r)))
        .column("b_started_at_ms", Head::right(head!("b-started"), 14), |r| b_started_at_ms(r).into())
        .shown(|r| dash(b_started_at_ms(r)))
        .column("stale_writes_accepted", Head::right(head!("stale-accepted"), 13), |r| r.fleet.stale_writes_accepted.into())
        .column("stale_writes_rejected", Head::right(head!("stale-rejected"), 11), |r| r.fleet.stale_writes_rejected.into())
        // What the charts' sentences claim, for the checks and the curious (CSV only).
        .csv("a_run_end", |r| a_run(r).0.into())
        .csv("a_run_ended_at_ms", |r| a_run(r).1.into())
        .csv("a_lease_at_ms", |r| a_lease_at_ms(r).into())
        .csv("a_lease_deleted", |r| r.fleet.releases.iter().find(|x| x.inst == 0).is_some_and(|x| x.deleted).into())
        .csv("b_skipped", |r| r.fleet.skips.iter().filter(|s| s.inst == 1).count().into())
        .csv("b_takeovers", |r| r.fleet.takeovers.iter().filter(|t| t.inst == 1).count().into())
}

pub fn present(runs: &[CaseRun], w: &'static Words) -> Report {
    let layout = cases(w);
    Report { text: layout.text(runs, w.lang()), tables: vec![layout.table(runs)], ..Report::default() }
}

