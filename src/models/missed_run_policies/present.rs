//! The cases table (the charts are in `figures.rs`).

use super::{Params, Policy};
use super::simulate::CaseRun;
use crate::report::{Cell, Head, Layout, Report};
use crate::schedule::format_minute;

/// An instant as the lesson's tables print it, or `-` for none.
fn instant(t: Option<i64>) -> Cell {
    t.map_or_else(|| "-".into(), |t| format_minute(t).into())
}

/// The policy as the text shows it: the lesson's three in missed-runs' words (`telafisiz`,
/// `telafili`, `sinirli`), a system's by its key (`quartz_ignore`); the CSV keeps the keys.
fn text_name(policy: Policy) -> &'static str {
    match policy {
        Policy::None => "telafisiz",
        Policy::CatchUp => "telafili",
        Policy::Capped => "sinirli",
        _ => policy.name(),
    }
}

fn cases(p: &Params) -> Layout<'_, CaseRun> {
    Layout::new("cases")
        .column("job", Head::left("gorev", 12), |r: &CaseRun| p.jobs[r.job].name.as_str().into())
        .column("policy", Head::left("politika", 30), |r| r.policy.name().into())
        .shown(|r| text_name(r.policy).into())
        .column("missed", Head::right("kacan", 7), |r| r.missed.into())
        .column("catch_up_runs", Head::right("telafi", 8), |r| r.catch_up_count().into())
        .column("first_catch_up_utc", Head::right("ilk telafi", 18), |r| instant(r.catch_ups().next().map(|s| s.at)))
        .column("last_catch_up_utc", Head::right("son telafi", 18), |r| instant(r.catch_ups().last().map(|s| s.at)))
        .column("next_regular_utc", Head::right("sonraki duzenli", 18), |r| instant(r.next_regular()))
        .column("peak_concurrent_runs", Head::right("zirve", 7), |r| r.peak.into())
        .csv("too_many_missed_syncs", |r| r.too_many_missed.into())
        .csv("temporal_dropped", |r| r.temporal_dropped.into())
        .csv("runs", |r| r.starts.len().into())
}

pub fn present(p: &Params, runs: &[CaseRun]) -> Report {
    let layout = cases(p);
    Report { text: layout.text(runs), tables: vec![layout.table(runs)], ..Report::default() }
}
