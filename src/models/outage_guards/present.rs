//! One row per (breaker, budget): the table, the outcome bars and the calls per second.
//! The words are the catalog's (`locales/*/004.ftl`, the `outage-guards-` messages) and the
//! glossary's (the budgets' chart names); the charts' sentences are statements
//! ([`figures`], [`titles`]).

mod figures;
mod titles;

pub use figures::figures;

use super::Params;
use super::simulate::GuardRun;
use super::spec::{BreakerKind, BudgetKind};
use crate::backoff::named::System;
use crate::report::figure::Key;
use crate::report::glossary::word;
use crate::report::lang::Lang;
use crate::report::statement::Shown;
use crate::report::units::{column_unit, human_ms, in_unit, time_units};
use crate::report::words::Words;
use crate::report::{Head, Layout, Report};
use crate::word;

/// ASCII names for the text table (as the other lesson 004 tables); English in English.
fn budget_text(b: BudgetKind, w: &'static Words) -> String {
    match b {
        BudgetKind::None => word!(w, "outage-guards-budget-text", budget = "none"),
        BudgetKind::AwsStandard => word!(w, "outage-guards-budget-text", budget = "aws"),
        BudgetKind::Grpc => word!(w, "outage-guards-budget-text", budget = "grpc"),
        BudgetKind::Envoy => "Envoy".into(),
        BudgetKind::Finagle => "Finagle".into(),
        BudgetKind::TokenBucket => word!(w, "outage-guards-budget-text", budget = "token-bucket"),
    }
}

fn breaker_text(b: BreakerKind, w: &'static Words) -> String {
    match b {
        BreakerKind::None => word!(w, "outage-guards-breaker-text", breaker = "none"),
        BreakerKind::Consecutive => word!(w, "outage-guards-breaker-text", breaker = "consecutive"),
        BreakerKind::Polly => "Polly v8".into(),
        BreakerKind::Resilience4j => "resilience4j".into(),
    }
}

/// Chart names, with Turkish letters and the systems' own names (the glossary's words).
fn budget_name(b: BudgetKind, w: &'static Words) -> &'static str {
    match b {
        BudgetKind::None => word("budget.none", w.lang()),
        BudgetKind::AwsStandard => word("budget.aws", w.lang()),
        BudgetKind::Grpc => word("budget.grpc", w.lang()),
        BudgetKind::Envoy => "Envoy",
        BudgetKind::Finagle => "Finagle",
        BudgetKind::TokenBucket => word("budget.token_bucket", w.lang()),
    }
}

fn breaker_name(b: BreakerKind, w: &'static Words) -> String {
    match b {
        BreakerKind::None => word("breaker.off", w.lang()).into(),
        BreakerKind::Consecutive => word!(w, "outage-guards-breaker-consecutive"),
        BreakerKind::Polly => "Polly v8".into(),
        BreakerKind::Resilience4j => "resilience4j".into(),
    }
}

/// A backoff's name: the system's own, or the lesson's capped exponential.
fn backoff_name(b: Option<System>, w: &'static Words) -> &'static str {
    b.map_or(Key("backoff.capped").name(w.lang()), System::title)
}

/// A row's name in charts: what varies in the scenario.
pub(super) fn name(p: &Params, r: &GuardRun, w: &'static Words) -> String {
    let guards = match (p.budgets.len() > 1 || p.breakers.len() == 1, p.breakers.len() > 1) {
        (true, true) => format!("{} + {}", budget_name(r.budget, w), breaker_name(r.breaker, w)),
        (false, true) => breaker_name(r.breaker, w),
        _ => budget_name(r.budget, w).to_string(),
    };
    match (p.backoffs.len() > 1, p.budgets.len() > 1 || p.breakers.len() > 1) {
        (true, true) => format!("{}, {guards}", backoff_name(r.backoff, w)),
        (true, false) => backoff_name(r.backoff, w).to_string(),
        _ => guards,
    }
}

/// A row's concept in charts, as [`name`]: what varies in the scenario has its own colour
/// (the breaker, the budget or the system), so a breaker looks the same in every chart.
pub(super) fn row_key(p: &Params, r: &GuardRun) -> Key {
    if p.backoffs.len() > 1 {
        return Key(r.backoff.map_or("backoff.capped", System::key));
    }
    if p.breakers.len() > 1 {
        return Key(match r.breaker {
            BreakerKind::None => "breaker.off",
            BreakerKind::Consecutive => "breaker.on",
            BreakerKind::Polly => "breaker.polly",
            BreakerKind::Resilience4j => "breaker.resilience4j",
        });
    }
    Key(match r.budget {
        BudgetKind::None => "budget.none",
        BudgetKind::AwsStandard => "budget.aws",
        BudgetKind::Grpc => "budget.grpc",
        BudgetKind::Envoy => "budget.envoy",
        BudgetKind::Finagle => "budget.finagle",
        BudgetKind::TokenBucket => "budget.token_bucket",
    })
}

/// Whether any row retries by a named policy: then the backoff and what its retry limit
/// gave up are columns too (the lesson's backoff alone keeps the table as it was).
pub(super) fn named(p: &Params) -> bool {
    p.backoffs.iter().any(Option::is_some)
}

/// A text column's width in the text table: its words' width in this edition (the catalog
/// holds it beside the words, `outage-guards-width`).
fn width(text: String) -> usize {
    text.parse().unwrap_or_else(|_| panic!("outage-guards-width is `{text}`, not a width"))
}

fn rows<'a>(p: &'a Params, w: &'static Words) -> Layout<'a, GuardRun> {
    let layout = Layout::new("guards").one_unit();
    let layout = if named(p) {
        layout
            .column("backoff", Head::left(word!(w, "outage-guards-head-backoff"), width(word!(w, "outage-guards-width", column = "backoff"))), |r: &GuardRun| {
                r.backoff.map_or("capped", System::name).into()
            })
            .shown(|r| r.backoff.map_or_else(|| word!(w, "outage-guards-capped-text"), |s| s.title().to_string()))
    } else {
        layout
    };
    let layout = layout
        .column("budget", Head::left(word!(w, "outage-guards-head-budget"), width(word!(w, "outage-guards-width", column = "budget"))), |r: &GuardRun| r.budget.name().into())
        .shown(move |r| budget_text(r.budget, w))
        .column("breaker", Head::left(word!(w, "outage-guards-head-breaker"), 13), |r| r.breaker.name().into())
        .shown(move |r| breaker_text(r.breaker, w))
        .column("calls", Head::right(word!(w, "outage-guards-head-calls"), 6), |r| r.run.calls.into())
        .column("calls_during_outage", Head::right(word!(w, "outage-guards-head-outage-calls"), 16), |r| {
            r.run.calls_during_outage.into()
        })
        .column("retries_during_outage", Head::right(word!(w, "outage-guards-head-outage-retries"), 17), |r| {
            r.run.retries_during_outage.into()
        })
        .column("retries_refused", Head::right(word!(w, "outage-guards-head-retries-refused"), 18), |r| {
            r.run.retries_refused.into()
        })
        .column("requests_failed", Head::right(word!(w, "outage-guards-head-dead-letters"), 16), |r| {
            r.run.dead_lettered.into()
        })
        .column("acked", Head::right(word!(w, "outage-guards-head-processed"), width(word!(w, "outage-guards-width", column = "processed"))), |r| r.run.acked.into())
        .column("times_opened", Head::right(word!(w, "outage-guards-head-opened"), 7), |r| r.run.times_opened.into())
        .column("recovery_ms", Head::right(word!(w, "outage-guards-head-recovery"), 14), |r| r.run.recovery_ms.into());
    let layout = if named(p) {
        layout.column("given_up", Head::right(word!(w, "outage-guards-head-given-up"), 11), |r| r.run.given_up.into())
    } else {
        layout
    };
    layout
        .csv("retries_granted", |r| r.run.retries_granted.into())
        .csv("failed_calls", |r| r.run.failed_calls.into())
        .csv("backlog_at_recovery", |r| r.run.backlog_at_recovery.into())
        .csv("drained_ms", |r| r.run.drained_ms.into())
        // What the charts' sentences claim, for the checks and the curious.
        .csv("open_ms", move |r| if r.breaker == BreakerKind::None { 0 } else { p.settings.open_ms(r.breaker) }.into())
        .csv("outage_peak_per_s", move |r| titles::outage_peak(p, r).into())
        .csv("calls_step_s", |r| r.run.calls_per_s.width_s().into())
}

pub fn present(p: &Params, runs: &[GuardRun], w: &'static Words) -> Report {
    let layout = rows(p, w);
    Report { text: layout.text(runs, w.lang()), tables: vec![layout.table(runs)], ..Report::default() }
}

/// A recovery time as the calls chart gives it: in the one unit its panels share (`180 s`
/// beside `1,9 s`, not `3 dk`), or each in its own where they span more than 1000×
/// ([`recovery`]); exact milliseconds in a fact.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Recovery {
    ms: u64,
    /// The shared unit's milliseconds, if any.
    unit: Option<f64>,
}

impl Shown for Recovery {
    fn exact(&self) -> f64 {
        self.ms as f64
    }
    fn show(&self, lang: Lang) -> String {
        let named = self.unit.and_then(|d| time_units(lang).into_iter().find(|u| u.0 == d));
        match named {
            Some(u) => in_unit(self.ms as f64, u, lang),
            None => human_ms(self.ms as f64, lang),
        }
    }
}

/// The recovery times of the calls chart, all in one unit where they fit one.
pub(super) fn recovery(runs: &[GuardRun]) -> impl Fn(u64) -> Recovery + use<> {
    let shown: Vec<f64> = runs.iter().map(|r| r.run.recovery_ms as f64).collect();
    // Milliseconds only below half a second: the panels' time axis is in seconds or
    // coarser, and a label of 500 ms or more reads in its unit.
    let unit = column_unit(&shown, Lang::Tr).map(|u| u.0).map(|d| if d == 1.0 && shown.iter().any(|&v| v >= 500.0) { 1000.0 } else { d });
    move |ms| Recovery { ms, unit }
}

