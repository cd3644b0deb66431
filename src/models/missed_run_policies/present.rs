//! The cases table (the charts are in `figures.rs`).

use super::{Params, Policy};
use super::simulate::CaseRun;
use crate::args;
use crate::report::words::Words;
use crate::report::{Cell, Head, Layout, Report};
use crate::schedule::format_minute;

/// An instant as the lesson's tables print it, or `-` for none.
fn instant(t: Option<i64>) -> Cell {
    t.map_or_else(|| "-".into(), |t| format_minute(t).into())
}

/// The policy as the text shows it: the lesson's three in the glossary's words, as in
/// missed-runs' table (`telafisiz`, `telafili`, `sınırlı telafi`), a system's by its
/// name and setting (`Quartz CronTrigger IGNORE_MISFIRE_POLICY`); the CSV keeps the keys.
fn text_name(p: &Params, policy: Policy, w: &'static Words) -> String {
    match policy {
        Policy::None | Policy::CatchUp | Policy::Capped => policy.label(w),
        _ => format!("{} {}", policy.system(w), super::figures::label(p, policy, w)),
    }
}

fn cases<'a>(p: &'a Params, w: &'static Words) -> Layout<'a, CaseRun> {
    let head = |column: &str| w.get("missed-run-policies-column", &args!(column = column));
    Layout::new("cases")
        .column("job", Head::left(head("job"), 12), |r: &CaseRun| p.jobs[r.job].name.as_str().into())
        .column("policy", Head::left(head("policy"), 30).fit(2), |r| r.policy.name().into())
        .shown(move |r| text_name(p, r.policy, w))
        .column("missed", Head::right(head("missed"), 7), |r| r.missed.into())
        .column("catch_up_runs", Head::right(head("catch-up"), 8), |r| r.catch_up_count().into())
        .column("first_catch_up_utc", Head::right(head("first"), 18), |r| instant(r.catch_ups().next().map(|s| s.at)))
        .column("last_catch_up_utc", Head::right(head("last"), 18), |r| instant(r.catch_ups().last().map(|s| s.at)))
        .column("next_regular_utc", Head::right(head("next"), 18), |r| instant(r.next_regular()))
        .column("peak_concurrent_runs", Head::right(head("peak"), 7), |r| r.peak.into())
        .csv("too_many_missed_syncs", |r| r.too_many_missed.into())
        .csv("temporal_dropped", |r| r.temporal_dropped.into())
        .csv("runs", |r| r.starts.len().into())
}

pub fn present(p: &Params, runs: &[CaseRun], w: &'static Words) -> Report {
    let layout = cases(p, w);
    Report { text: layout.text(runs, w.lang()), tables: vec![layout.table(runs)], ..Report::default() }
}
