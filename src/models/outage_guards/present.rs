//! One row per (breaker, budget): the table, the outcome bars and the calls per second.
//! The words are the catalog's (`locales/*/004.ftl`, the `guards-` messages) and the
//! glossary's (the budgets' chart names).

use super::Params;
use crate::args;
use crate::report::words::Words;
use super::simulate::GuardRun;
use super::spec::{BreakerKind, BudgetKind};
use crate::backoff::named::System;
use crate::models::kit::outage::MAX_BINS;
use crate::report::figure::{Axis, BarSeries, Key, Mark, Panel, Plot, Regime, Series, Style, Unit, bucket_steps, hold_end};
use crate::report::glossary::word;
use crate::report::units::{column_unit, count, human_ms, in_unit};
use crate::report::{Fact, Figure, Head, Layout, Report};


/// ASCII names for the text table (as the other lesson 004 tables); English in English.
fn budget_text(b: BudgetKind, w: &'static Words) -> String {
    let budget = match b {
        BudgetKind::None => "none",
        BudgetKind::AwsStandard => "aws",
        BudgetKind::Grpc => "grpc",
        BudgetKind::Envoy => return "Envoy".into(),
        BudgetKind::Finagle => return "Finagle".into(),
        BudgetKind::TokenBucket => "token-bucket",
    };
    w.get("guards-budget-text", &args!(budget = budget))
}

fn breaker_text(b: BreakerKind, w: &'static Words) -> String {
    let breaker = match b {
        BreakerKind::None => "none",
        BreakerKind::Consecutive => "consecutive",
        BreakerKind::Polly => return "Polly v8".into(),
        BreakerKind::Resilience4j => return "resilience4j".into(),
    };
    w.get("guards-breaker-text", &args!(breaker = breaker))
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
        BreakerKind::Consecutive => w.text("guards-breaker-consecutive"),
        BreakerKind::Polly => "Polly v8".into(),
        BreakerKind::Resilience4j => "resilience4j".into(),
    }
}

/// A backoff's name: the system's own, or the lesson's capped exponential.
fn backoff_name(b: Option<System>, w: &'static Words) -> &'static str {
    b.map_or(Key("backoff.capped").name(w.lang()), System::title)
}

/// A row's name in charts: what varies in the scenario.
fn name(p: &Params, r: &GuardRun, w: &'static Words) -> String {
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
fn row_key(p: &Params, r: &GuardRun) -> Key {
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
fn named(p: &Params) -> bool {
    p.backoffs.iter().any(Option::is_some)
}

/// A text column's width in the text table: its words' width in this edition (the catalog
/// holds it beside the words, `guards-width`).
fn width(column: &str, w: &'static Words) -> usize {
    let w = w.get("guards-width", &args!(column = column));
    w.parse().unwrap_or_else(|_| panic!("guards-width `{column}` is `{w}`, not a width"))
}

fn rows(p: &Params, w: &'static Words) -> Layout<'static, GuardRun> {
    let layout = Layout::new("guards").one_unit();
    let layout = if named(p) {
        layout
            .column("backoff", Head::left(w.text("guards-head-backoff"), width("backoff", w)), |r: &GuardRun| {
                r.backoff.map_or("capped", System::name).into()
            })
            .shown(|r| r.backoff.map_or_else(|| w.text("guards-capped-text"), |s| s.title().to_string()))
    } else {
        layout
    };
    let layout = layout
        .column("budget", Head::left(w.text("guards-head-budget"), width("budget", w)), |r: &GuardRun| r.budget.name().into())
        .shown(move |r| budget_text(r.budget, w))
        .column("breaker", Head::left(w.text("guards-head-breaker"), 13), |r| r.breaker.name().into())
        .shown(move |r| breaker_text(r.breaker, w))
        .column("calls", Head::right(w.text("guards-head-calls"), 6), |r| r.run.calls.into())
        .column("calls_during_outage", Head::right(w.text("guards-head-outage-calls"), 16), |r| {
            r.run.calls_during_outage.into()
        })
        .column("retries_during_outage", Head::right(w.text("guards-head-outage-retries"), 17), |r| {
            r.run.retries_during_outage.into()
        })
        .column("retries_refused", Head::right(w.text("guards-head-retries-refused"), 18), |r| {
            r.run.retries_refused.into()
        })
        .column("requests_failed", Head::right(w.text("guards-head-dead-letters"), 16), |r| {
            r.run.dead_lettered.into()
        })
        .column("acked", Head::right(w.text("guards-head-processed"), width("processed", w)), |r| r.run.acked.into())
        .column("times_opened", Head::right(w.text("guards-head-opened"), 7), |r| r.run.times_opened.into())
        .column("recovery_ms", Head::right(w.text("guards-head-recovery"), 14), |r| r.run.recovery_ms.into());
    let layout = if named(p) {
        layout.column("given_up", Head::right(w.text("guards-head-given-up"), 11), |r| r.run.given_up.into())
    } else {
        layout
    };
    layout
        .csv("retries_granted", |r| r.run.retries_granted.into())
        .csv("failed_calls", |r| r.run.failed_calls.into())
        .csv("backlog_at_recovery", |r| r.run.backlog_at_recovery.into())
        .csv("drained_ms", |r| r.run.drained_ms.into())
}

pub fn present(p: &Params, runs: &[GuardRun], w: &'static Words) -> Report {
    let layout = rows(p, w);
    Report { text: layout.text(runs, w.lang()), tables: vec![layout.table(runs)], ..Report::default() }
}

fn ms(v: u64, w: &'static Words) -> String {
    human_ms(v as f64, w.lang())
}

/// The recovery times of the calls chart, all in one unit (its panels sit side by side:
/// `180 s` beside `1,9 s`, not `3 dk`), each in its own where they span more than 1000×.
fn recovery(runs: &[GuardRun], w: &'static Words) -> impl Fn(u64) -> String + use<> {
    let shown: Vec<f64> = runs.iter().map(|r| r.run.recovery_ms as f64).collect();
    let unit = column_unit(&shown, w.lang());
    move |v| match unit {
        Some(u) => in_unit(v as f64, u, w.lang()),
        None => ms(v, w),
    }
}

/// `lo–hi`, or one number when they agree.
fn span(values: impl Iterator<Item = u64>, w: &'static Words) -> String {
    let v: Vec<u64> = values.collect();
    match (v.iter().min(), v.iter().max()) {
        (Some(lo), Some(hi)) if lo < hi => format!("{}–{}", count(lo, w.lang()), count(hi, w.lang())),
        (Some(lo), _) => count(lo, w.lang()),
        _ => String::new(),
    }
}

/// The least and the most of `values` (a span's two ends, as facts record them).
fn lo_hi(values: impl Iterator<Item = u64>) -> (f64, f64) {
    let v: Vec<u64> = values.collect();
    (v.iter().min().map_or(0.0, |&x| x as f64), v.iter().max().map_or(0.0, |&x| x as f64))
}

/// The takeaway: what the guards save and what they cost, against the unguarded row.
fn title(p: &Params, runs: &[GuardRun], w: &'static Words, facts: &mut Vec<Fact>) -> String {
    if p.backoffs.len() > 1 {
        return backoffs_title(p, runs, w, facts);
    }
    let bare = runs.iter().find(|r| r.budget == BudgetKind::None && r.breaker == BreakerKind::None);
    let guarded: Vec<&GuardRun> = runs.iter().filter(|r| Some(*r) != bare).collect();
    let retries = span(guarded.iter().map(|r| r.run.retries_during_outage), w);
    let failed = span(guarded.iter().map(|r| u64::from(r.run.dead_lettered)), w);
    let guards = Guards::of(&p.breakers);
    let outcome = |r: &GuardRun| (r.run.retries_during_outage, r.run.dead_lettered);
    let regime = GuardsTitle::of(bare.map(outcome), &guarded.iter().map(|r| outcome(r)).collect::<Vec<_>>());
    // With nothing to compare, the span is over every row.
    let failed = if regime == GuardsTitle::NoneReach { span(runs.iter().map(|r| u64::from(r.run.dead_lettered)), w) } else { failed };
    let (retries_lo, retries_hi) = lo_hi(guarded.iter().map(|r| r.run.retries_during_outage));
    let failed_of = if regime == GuardsTitle::NoneReach { runs.iter().collect() } else { guarded.clone() };
    let (failed_lo, failed_hi) = lo_hi(failed_of.iter().map(|r| u64::from(r.run.dead_lettered)));
    facts.push(
        Fact::new("guards-title", regime)
            .with("retries_lo", retries_lo)
            .with("retries_hi", retries_hi)
            .with("failed_lo", failed_lo)
            .with("failed_hi", failed_hi)
            .with("bare_retries", bare.map_or(0.0, |b| b.run.retries_during_outage as f64))
            .with("bare_failed", bare.map_or(0.0, |b| f64::from(b.run.dead_lettered))),
    );
    facts.push(Fact::on("guards-what", "guards", guards));
    w.get(
        "guards-title",
        &args!(
            regime = regime.key(),
            what = w.get("guards-what", &args!(guards = guards.key())),
            retries = retries,
            failed = failed,
            bare_retries = bare.map_or(0, |b| b.run.retries_during_outage),
            bare_failed = bare.map_or(0, |b| u64::from(b.run.dead_lettered)),
        ),
    )
}

crate::regime! {
    /// Which guards the title names: budgets alone, or breakers.
    pub(crate) enum Guards { Budgets = "budgets", Breakers = "breakers" }
}

impl Guards {
    fn of(breakers: &[BreakerKind]) -> Self {
        if breakers.iter().all(|b| *b == BreakerKind::None) { Guards::Budgets } else { Guards::Breakers }
    }
}

crate::regime! {
    /// What the guards do against the unguarded row in the title: retries reaching the
    /// outage and messages failed.
    pub(crate) enum GuardsTitle {
        Only = "only",
        NoneReach = "none-reach",
        NoneFail = "none-fail",
        NoChange = "no-change",
        MoreFail = "more-fail",
        FewerFail = "fewer-fail",
        SameFail = "same-fail",
        NoBare = "no-bare",
    }
}

impl GuardsTitle {
    /// Each row is `(retries during the outage, messages dead-lettered)`: `bare` the
    /// unguarded row's (if any), `guarded` the others'.
    fn of(bare: Option<(u64, u32)>, guarded: &[(u64, u32)]) -> Self {
        let fewest_failed = guarded.iter().map(|r| r.1).min().unwrap_or(0);
        let most_failed = guarded.iter().map(|r| r.1).max().unwrap_or(0);
        match bare {
            Some(_) if guarded.is_empty() => GuardsTitle::Only,
            // Nothing to save: even unguarded, no retry reaches the outage.
            Some(bare) if bare.0 == 0 => GuardsTitle::NoneReach,
            Some(_) if guarded.iter().all(|r| r.1 == 0) => GuardsTitle::NoneFail,
            // The guards change nothing: the same retries reach the outage, the same messages fail.
            Some(bare) if guarded.iter().all(|r| *r == bare) => GuardsTitle::NoChange,
            // No guard saves a message and one loses more: "but … instead of …".
            Some(bare) if fewest_failed >= bare.1 && most_failed > bare.1 => GuardsTitle::MoreFail,
            Some(bare) if fewest_failed < bare.1 => GuardsTitle::FewerFail,
            Some(_) => GuardsTitle::SameFail,
            None => GuardsTitle::NoBare,
        }
    }
}

/// The retry limit the backoffs title names (`gives_up` = yes when there is one): the
/// backoff's `max_retries`, only where the row gave some messages up.
fn stated_limit(max_retries: Option<u32>, given_up: u32) -> Option<u32> {
    max_retries.filter(|_| given_up > 0)
}

/// The budgets calls title's `more`: every budget dead-letters more messages than the
/// unguarded row (`bare`).
fn more_fail(bare: u64, budgets: impl IntoIterator<Item = u64>) -> bool {
    budgets.into_iter().min().is_some_and(|least| least > bare)
}

/// The takeaway of a comparison of backoffs: who fails the most requests, who recovers last.
fn backoffs_title(p: &Params, runs: &[GuardRun], w: &'static Words, facts: &mut Vec<Fact>) -> String {
    let slowest = runs.iter().max_by_key(|r| r.run.recovery_ms).expect("rows");
    facts.push(Fact::said("guards-recovers-last-in").with("recovery_ms", slowest.run.recovery_ms as f64));
    // In the unit the caption and the calls chart give the recoveries in.
    let recovery = w.get(
        "guards-recovers-last-in",
        &args!(name = name(p, slowest, w), recovery = recovery(runs, w)(slowest.run.recovery_ms)),
    );
    match runs.iter().filter(|r| r.run.dead_lettered > 0).max_by_key(|r| r.run.dead_lettered) {
        Some(worst) => {
            let limit = stated_limit(worst.backoff.and_then(|s| p.named.get(s).max_retries()), worst.run.given_up);
            let gives_up = limit.is_some();
            facts.push(
                Fact::on("guards-backoffs-title", "gives_up", gives_up)
                    .with("failed", f64::from(worst.run.dead_lettered)),
            );
            let args = args!(
                name = name(p, worst, w),
                gives_up = gives_up.key(),
                limit = limit.unwrap_or(0),
                failed = worst.run.dead_lettered,
                recovery = recovery,
            );
            w.get("guards-backoffs-title", &args)
        }
        None => {
            facts.push(Fact::said("guards-backoffs-title-none"));
            w.get("guards-backoffs-title-none", &args!(recovery = recovery))
        }
    }
}

/// The busiest second inside the outage.
fn outage_peak(p: &Params, r: &GuardRun) -> u64 {
    let width_ms = r.run.calls_per_s.width_s() * 1000;
    let inside = |b: &&crate::models::kit::outage::Bin| {
        b.index * width_ms >= p.outage.outage_from_ms && (b.index + 1) * width_ms <= p.outage.outage_until_ms
    };
    r.run.calls_per_s.bins().iter().filter(inside).map(|b| b.peak).max().unwrap_or(0)
}

/// The calls chart's takeaway: for breakers how long recovery takes, for budgets how much
/// load reaches the dependency during the outage.
fn calls_title(p: &Params, runs: &[GuardRun], w: &'static Words, facts: &mut Vec<Fact>) -> String {
    let rec = recovery(runs, w);
    if p.backoffs.len() > 1 {
        let slow = runs.iter().max_by_key(|r| r.run.recovery_ms).expect("rows");
        // The fastest of the rows that lose nothing (giving up is not recovering), if any.
        let kept = runs.iter().filter(|r| r.run.dead_lettered == 0).min_by_key(|r| r.run.recovery_ms);
        let fast = kept
            .filter(|k| k.run.recovery_ms < slow.run.recovery_ms)
            .or_else(|| runs.iter().min_by_key(|r| r.run.recovery_ms))
            .expect("rows");
        if fast.run.recovery_ms == slow.run.recovery_ms {
            facts.push(Fact::said("guards-calls-same").with("recovery_ms", slow.run.recovery_ms as f64));
            return w.get("guards-calls-same", &args!(recovery = rec(slow.run.recovery_ms)));
        }
        facts.push(
            Fact::said("guards-calls-backoff")
                .with("fast_ms", fast.run.recovery_ms as f64)
                .with("slow_ms", slow.run.recovery_ms as f64),
        );
        let args = args!(
            fast = name(p, fast, w),
            fast_recovery = rec(fast.run.recovery_ms),
            slow = name(p, slow, w),
            slow_recovery = rec(slow.run.recovery_ms),
        );
        return w.get("guards-calls-backoff", &args);
    }
    let breakers: Vec<&GuardRun> = runs.iter().filter(|r| r.breaker != BreakerKind::None).collect();
    let slowest = breakers.iter().max_by_key(|r| r.run.recovery_ms);
    let fastest = breakers.iter().min_by_key(|r| r.run.recovery_ms);
    if let (Some(slow), Some(fast)) = (slowest, fastest)
        && slow.run.recovery_ms > fast.run.recovery_ms
    {
        let open = p.settings.open_ms(slow.breaker);
        let longer = open > p.outage.outage_until_ms - p.outage.outage_from_ms;
        facts.push(Fact::said(if longer { "guards-open-longer" } else { "guards-recovers-last" }));
        facts.push(
            Fact::said("guards-calls-breakers")
                .with("slow_ms", slow.run.recovery_ms as f64)
                .with("fast_ms", fast.run.recovery_ms as f64),
        );
        let why = if longer {
            let (breaker, lasts, open) =
                (name(p, slow, w), ms(p.outage.outage_until_ms - p.outage.outage_from_ms, w), ms(open, w));
            w.get("guards-open-longer", &args!(breaker = breaker, lasts = lasts, open = open))
        } else {
            w.get("guards-recovers-last", &args!(name = name(p, slow, w)))
        };
        let args = args!(
            why = why,
            slow_recovery = rec(slow.run.recovery_ms),
            fast = name(p, fast, w),
            fast_recovery = rec(fast.run.recovery_ms),
        );
        return w.get("guards-calls-breakers", &args);
    }
    let bare = runs.iter().find(|r| r.budget == BudgetKind::None && r.breaker == BreakerKind::None);
    let budgets: Vec<&GuardRun> = runs.iter().filter(|r| r.budget != BudgetKind::None).collect();
    let most = budgets.iter().map(|r| outage_peak(p, r)).max().unwrap_or(0);
    // An outage shorter than one bin has no whole second inside it to count: its calls.
    let width_ms = runs.first().map_or(1000, |r| r.run.calls_per_s.width_s() * 1000);
    let outage_ms = p.outage.outage_until_ms - p.outage.outage_from_ms;
    if outage_ms < width_ms {
        let calls = span(runs.iter().map(|r| r.run.calls_during_outage), w);
        let (lo, hi) = lo_hi(runs.iter().map(|r| r.run.calls_during_outage));
        facts.push(Fact::said("guards-calls-short").with("calls_lo", lo).with("calls_hi", hi));
        return w.get("guards-calls-short", &args!(lasts = ms(outage_ms, w), calls = calls));
    }
    match bare {
        Some(bare) if !budgets.is_empty() && most < outage_peak(p, bare) => {
            let (bare_peak, peaks) = (count(outage_peak(p, bare), w.lang()), span(budgets.iter().map(|r| outage_peak(p, r)), w));
            // The trade-off beside the praise: fewer calls, more messages dead-lettered.
            let dead = |r: &&GuardRun| u64::from(r.run.dead_lettered);
            let more = more_fail(dead(&bare), budgets.iter().map(dead));
            let (peak_lo, peak_hi) = lo_hi(budgets.iter().map(|r| outage_peak(p, r)));
            let (failed_lo, failed_hi) = lo_hi(budgets.iter().map(dead));
            facts.push(
                Fact::on("guards-calls-budgets", "more", more)
                    .with("bare_peak", outage_peak(p, bare) as f64)
                    .with("peak_lo", peak_lo)
                    .with("peak_hi", peak_hi)
                    .with("bare_failed", dead(&bare) as f64)
                    .with("failed_lo", failed_lo)
                    .with("failed_hi", failed_hi),
            );
            let args = args!(
                bare_peak = bare_peak,
                peaks = peaks,
                more = more.key(),
                bare_failed = dead(&bare),
                failed = span(budgets.iter().map(dead), w),
            );
            w.get("guards-calls-budgets", &args)
        }
        _ => {
            let (lo, hi) = lo_hi(runs.iter().map(|r| outage_peak(p, r)));
            facts.push(Fact::said("guards-calls-peak").with("peak_lo", lo).with("peak_hi", hi));
            w.get("guards-calls-peak", &args!(peaks = span(runs.iter().map(|r| outage_peak(p, r)), w)))
        }
    }
}

/// Messages that arrive while the dependency is down.
fn arrivals_in_outage(p: &Params) -> u64 {
    let arrivals = u64::from(p.outage.messages);
    let before = |t: u64| if p.outage.arrival_every_ms == 0 { if t > 0 { arrivals } else { 0 } } else { t.div_ceil(p.outage.arrival_every_ms).min(arrivals) };
    before(p.outage.outage_until_ms) - before(p.outage.outage_from_ms)
}

/// A row's recovery as the calls chart's panel says it: none waiting, or how long.
fn tail(r: &GuardRun, rec: &dyn Fn(u64) -> String, w: &'static Words) -> String {
    if r.run.backlog_at_recovery == 0 {
        w.text("guards-tail-none")
    } else {
        w.get("guards-tail-recovery", &args!(recovery = rec(r.run.recovery_ms)))
    }
}

fn outcome(p: &Params, runs: &[GuardRun], w: &'static Words) -> Figure {
    let bars = |label: &str, key: &'static str, f: &dyn Fn(&GuardRun) -> u64| BarSeries {
        name: label.into(),
        key: Key(key),
        values: runs.iter().map(|r| Some(f(r) as f64)).collect(),
        // Counts as the axis prints them (a thousands comma in English).
        labels: runs.iter().map(|r| count(f(r), w.lang())).collect(),
    };
    let series = vec![
        bars(Key("guard.retries").name(w.lang()), "guard.retries", &|r| r.run.retries_during_outage),
        bars(Key("guard.failed").name(w.lang()), "guard.failed", &|r| u64::from(r.run.dead_lettered)),
    ];
    let mut facts = vec![Fact::said("guards-outcome-caption")
        .with("consumers", f64::from(p.outage.consumers))
        .with("receives", f64::from(p.outage.max_receives))];
    let mut caption = w.get(
        "guards-outcome-caption",
        &args!(
            from = ms(p.outage.outage_from_ms, w),
            until = ms(p.outage.outage_until_ms, w),
            arrivals = arrivals_in_outage(p),
            consumers = p.outage.consumers,
            receives = p.outage.max_receives,
        ),
    );
    let budgets: Vec<String> = runs
        .iter()
        .filter(|r| r.budget != BudgetKind::None)
        .map(|r| format!("{} {}", name(p, r, w), count(r.run.retries_refused, w.lang())))
        .collect();
    if !budgets.is_empty() {
        caption.push(' ');
        caption.push_str(&w.get("guards-refused", &args!(list = budgets.join(", "))));
    }
    if named(p) {
        let given_up: Vec<String> = runs.iter().map(|r| format!("{} {}", name(p, r, w), count(r.run.given_up, w.lang()))).collect();
        caption.push(' ');
        caption.push_str(&w.get("guards-given-up", &args!(list = given_up.join(", "))));
    }
    let breakers: Vec<String> = runs
        .iter()
        .filter(|r| r.breaker != BreakerKind::None)
        .map(|r| {
            let times = r.run.times_opened;
            facts.push(Fact::said("guards-opened-times").with("times", times as f64));
            w.get("guards-opened-times", &args!(name = name(p, r, w), times = times))
        })
        .collect();
    if !breakers.is_empty() {
        caption.push(' ');
        caption.push_str(&w.get("guards-opened", &args!(list = breakers.join(", "))));
    }
    // The recovery the calls chart's panels give, in the same one unit.
    let rec = recovery(runs, w);
    let recoveries: Vec<String> = runs
        .iter()
        .filter(|r| r.run.backlog_at_recovery > 0)
        .map(|r| format!("{} {}", name(p, r, w), rec(r.run.recovery_ms)))
        .collect();
    if !recoveries.is_empty() {
        facts.push(Fact::said("guards-recoveries").with("rows", recoveries.len() as f64));
        caption.push(' ');
        caption.push_str(&w.get("guards-recoveries", &args!(list = recoveries.join(", "))));
    }
    let title = title(p, runs, w, &mut facts);
    Figure {
        name: "outcome".into(),
        title,
        caption,
        x: Axis::new(w.text("guards-outcome-x"), Unit::Plain),
        // Linear, whatever the spread: a bar's length is its count (a log bar's is not).
        y: Axis::new(w.text("guards-outcome-y"), Unit::Count),
        // Each row's recovery, the calls chart's headline, under its name.
        plot: Plot::Bars {
            categories: runs
                .iter()
                .map(|r| {
                    let recovery = rec(r.run.recovery_ms);
                    let waiting = if r.run.backlog_at_recovery == 0 { "none" } else { "time" };
                    let under = w.get("guards-outcome-recovery", &args!(regime = waiting, recovery = recovery));
                    format!("{}\n{under}", name(p, r, w))
                })
                .collect(),
            series,
        },
        marks: Vec::new(),
        facts,
    }
}

fn calls(p: &Params, runs: &[GuardRun], w: &'static Words) -> Figure {
    let rec = recovery(runs, w);
    let end = runs.iter().map(|r| r.run.drained_ms).max().unwrap_or(0).max(p.outage.outage_until_ms) + 1000;
    let panels = runs
        .iter()
        .map(|r| {
            let rate = &r.run.calls_per_s;
            // The line stops where the row's run ends (the caption says so once, rather
            // than a label over nothing at the end of every line).
            let points = hold_end(bucket_steps(&rate.peaks(), rate.width_s() * 1000, MAX_BINS));
            let tail = tail(r, &rec, w);
            Panel {
                title: w.get(
                    "guards-panel",
                    &args!(
                        row = name(p, r, w),
                        retries_n = r.run.retries_during_outage,
                        failed_n = u64::from(r.run.dead_lettered),
                        tail = tail,
                    ),
                ),
                series: vec![Series::new(Key("guard.calls").name(w.lang()), row_key(p, r), Style::Step, points)],
            }
        })
        .collect();
    let mut facts = Vec::new();
    let title = calls_title(p, runs, w, &mut facts);
    let mut caption = w.get("guards-calls-caption", &args!(until = ms(p.outage.outage_until_ms, w)));
    let early = runs.iter().filter(|r| r.run.drained_ms + 1000 < end).count();
    if early > 0 {
        facts.push(Fact::said("guards-calls-ends").with("rows", early as f64));
        caption.push(' ');
        caption.push_str(&w.text("guards-calls-ends"));
    }
    let mut marks = Vec::new();
    if p.outage.outage_until_ms > p.outage.outage_from_ms {
        marks.push(Mark::Band {
            from: p.outage.outage_from_ms as f64,
            to: p.outage.outage_until_ms as f64,
            key: Key("mark.outage"),
            // Named where the band is wide enough to hold the word.
            label: if (p.outage.outage_until_ms - p.outage.outage_from_ms) * 20 >= end {
                Key("mark.outage").name(w.lang()).into()
            } else {
                String::new()
            },
        });
    }
    Figure {
        name: "calls".into(),
        title,
        caption,
        x: Axis::new(w.text("guards-time-x"), Unit::Millis).range(0.0, end as f64),
        y: Axis::new(w.text("guards-calls-y"), Unit::Count),
        plot: Plot::Panels(panels),
        marks,
        facts,
    }
}

pub fn figures(p: &Params, runs: &[GuardRun], w: &'static Words) -> Vec<Figure> {
    if runs.is_empty() {
        return Vec::new();
    }
    vec![outcome(p, runs, w), calls(p, runs, w)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guards_named() {
        assert_eq!(Guards::of(&[]), Guards::Budgets);
        assert_eq!(Guards::of(&[BreakerKind::None]), Guards::Budgets);
        assert_eq!(Guards::of(&[BreakerKind::None, BreakerKind::Polly]), Guards::Breakers);
        assert_eq!(Guards::of(&[BreakerKind::Consecutive]).key(), "breakers");
    }

    #[test]
    fn guards_title_regimes() {
        assert_eq!(GuardsTitle::of(Some((5, 2)), &[]), GuardsTitle::Only);
        assert_eq!(GuardsTitle::of(Some((0, 2)), &[(0, 2)]), GuardsTitle::NoneReach);
        assert_eq!(GuardsTitle::of(Some((5, 2)), &[(1, 0), (2, 0)]), GuardsTitle::NoneFail);
        assert_eq!(GuardsTitle::of(Some((5, 0)), &[(5, 0)]), GuardsTitle::NoneFail);
        assert_eq!(GuardsTitle::of(Some((5, 2)), &[(5, 2), (5, 2)]), GuardsTitle::NoChange);
        assert_eq!(GuardsTitle::of(Some((5, 2)), &[(3, 2), (1, 3)]), GuardsTitle::MoreFail);
        assert_eq!(GuardsTitle::of(Some((5, 2)), &[(3, 1), (1, 3)]), GuardsTitle::FewerFail);
        assert_eq!(GuardsTitle::of(Some((5, 2)), &[(3, 2), (1, 2)]), GuardsTitle::SameFail);
        assert_eq!(GuardsTitle::of(None, &[(3, 2)]), GuardsTitle::NoBare);
        assert_eq!(GuardsTitle::of(None, &[]), GuardsTitle::NoBare);
        assert_eq!(GuardsTitle::of(Some((1, 1)), &[(1, 1)]).key(), "no-change");
    }

    #[test]
    fn stated_limit_needs_a_give_up() {
        assert_eq!(stated_limit(Some(3), 1), Some(3));
        assert_eq!(stated_limit(Some(3), 0), None);
        assert_eq!(stated_limit(None, 4), None);
    }

    #[test]
    fn more_fail_needs_every_budget_over_bare() {
        assert!(more_fail(1, [2, 3]));
        assert!(!more_fail(1, [1, 3]));
        assert!(!more_fail(1, [0]));
        assert!(!more_fail(0, []));
        assert!(more_fail(0, [1]));
    }
}
