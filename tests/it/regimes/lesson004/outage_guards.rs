//! outage-guards' checker and coincidences.

use super::super::claims::{Claims, Run, cell, col, max, min};
use super::super::facts;
use super::{field, stated, yes};
use jobsim::report::Figure;

/// One row of the `guards` table, as the outage charts read it.
struct Guard {
    budget: String,
    breaker: String,
    retries: f64,
    failed: f64,
    recovery: f64,
    given_up: f64,
    refused: f64,
    opened: f64,
    backlog: f64,
    drained: f64,
    calls: f64,
    open_ms: f64,
    peak: f64,
    step_s: f64,
}

impl Guard {
    fn bare(&self) -> bool {
        self.budget == "none" && self.breaker == "none"
    }
}

/// The least and the most of `v` (a span's two ends; zero for none).
fn lo_hi(v: &[f64]) -> (f64, f64) {
    if v.is_empty() { (0.0, 0.0) } else { (min(v), max(v)) }
}

/// Holds the span nested in `parent` as `field` to the least and most of `v`.
fn span(f: &Figure, parent: &'static str, part: &'static str, v: &[f64], c: &mut Claims) {
    let (lo, hi) = lo_hi(v);
    facts::expect_in(f, parent, part, "outage-guards-span")
        .is("same", yes(lo == hi))
        .num("lo", lo)
        .num("hi", hi)
        .holds(c);
}

/// The row that comes last by `key` (the last of a tie, as the chart picks it).
fn last_by(rows: &[Guard], key: impl Fn(&Guard) -> f64) -> &Guard {
    rows.iter().max_by(|a, b| key(a).total_cmp(&key(b))).expect("rows")
}

/// The outcome and calls charts' titles, captions and labels, from their facts: against
/// the unguarded row, what the guards save and cost (or, comparing backoffs, who loses
/// most and recovers last); the budgets' refusals, the give-ups, the breakers' openings,
/// the recoveries and the busiest seconds, re-derived from the `guards` table.
pub fn outage_guards(r: &Run, c: &mut Claims) {
    let t = r.table("guards");
    let has = |column: &str| t.columns.iter().any(|c| c == column);
    let rows: Vec<Guard> = t
        .rows
        .iter()
        .map(|x| {
            let v = |column: &str| field(t, x, column);
            Guard {
                budget: cell(t, x, "budget").to_csv(),
                breaker: cell(t, x, "breaker").to_csv(),
                retries: v("retries_during_outage"),
                failed: v("requests_failed"),
                recovery: v("recovery_ms"),
                given_up: if has("given_up") { v("given_up") } else { 0.0 },
                refused: v("retries_refused"),
                opened: v("times_opened"),
                backlog: v("backlog_at_recovery"),
                drained: v("drained_ms"),
                calls: v("calls_during_outage"),
                open_ms: v("open_ms"),
                peak: v("outage_peak_per_s"),
                step_s: v("calls_step_s"),
            }
        })
        .collect();
    let backoffs: std::collections::BTreeSet<String> =
        if has("backoff") { col(t, "backoff").iter().map(|x| x.to_csv()).collect() } else { Default::default() };
    let many = backoffs.len() > 1;
    if let Some(f) = r.figure("outcome") {
        outcome_title(f, &rows, many, c);
        outcome_caption(r, f, &rows, has("given_up"), c);
    }
    if let Some(f) = r.figure("calls") {
        calls(r, f, &rows, many, c);
    }
}

/// The outcome chart's title: see [`outage_guards`].
fn outcome_title(f: &Figure, rows: &[Guard], many: bool, c: &mut Claims) {
    if many {
        let worst = rows.iter().filter(|x| x.failed > 0.0).max_by(|a, b| a.failed.total_cmp(&b.failed));
        match worst {
            Some(x) => facts::expect(f, "outage-guards-backoffs-title")
                .is("gives_up", yes(x.given_up > 0.0))
                .num("failed", x.failed)
                .holds(c),
            None => {
                facts::expect(f, "outage-guards-backoffs-title-none").holds(c);
                let slow = max(&rows.iter().map(|x| x.recovery).collect::<Vec<_>>());
                let alone = rows.iter().filter(|x| x.recovery == slow).count() == 1;
                facts::expect(f, "outage-guards-recovers-last-in")
                    .is("alone", yes(alone))
                    .num("recovery", slow)
                    .holds(c);
            }
        }
        return;
    }
    let bare = rows.iter().position(Guard::bare);
    let guarded: Vec<&Guard> = rows.iter().enumerate().filter(|(i, _)| Some(*i) != bare).map(|(_, x)| x).collect();
    let bare = bare.map(|i| &rows[i]);
    let failed: Vec<f64> = guarded.iter().map(|x| x.failed).collect();
    let (fewest, most) = lo_hi(&failed);
    let regime = match bare {
        Some(_) if guarded.is_empty() => "only",
        Some(b) if b.retries == 0.0 => "none-reach",
        Some(_) if failed.iter().all(|&x| x == 0.0) => "none-fail",
        Some(b) if guarded.iter().all(|x| (x.retries, x.failed) == (b.retries, b.failed)) => "no-change",
        Some(b) if fewest >= b.failed && most > b.failed => "more-fail",
        Some(b) if fewest < b.failed => "fewer-fail",
        Some(_) => "same-fail",
        None => "no-bare",
    };
    facts::expect(f, "outage-guards-title")
        .is("regime", regime)
        .num("bare_retries", bare.map_or(0.0, |b| b.retries))
        .num("bare_failed", bare.map_or(0.0, |b| b.failed))
        .holds(c);
    span(f, "outage-guards-title", "retries", &guarded.iter().map(|x| x.retries).collect::<Vec<_>>(), c);
    let failed = match regime {
        "none-reach" => rows.iter().map(|x| x.failed).collect(),
        _ => failed,
    };
    span(f, "outage-guards-title", "failed", &failed, c);
    let guards = if rows.iter().all(|x| x.breaker == "none") { "budgets" } else { "breakers" };
    facts::expect(f, "outage-guards-what").is("guards", guards).holds(c);
}

/// Messages `0..n` arrive one every `every` ms: how many in `from..until`.
fn arrivals(n: i64, every: i64, from: i64, until: i64) -> f64 {
    (0..n).filter(|i| (from..until).contains(&(i * every))).count() as f64
}

/// The outcome chart's caption and labels: see [`outage_guards`].
fn outcome_caption(r: &Run, f: &Figure, rows: &[Guard], named: bool, c: &mut Claims) {
    let (from, until) = (r.int("outage_from_ms"), r.int("outage_until_ms"));
    facts::expect(f, "outage-guards-outcome-caption")
        .num("arrivals", arrivals(r.int("messages"), r.int("arrival_every_ms"), from, until))
        .num("consumers", r.int("consumers") as f64)
        .num("receives", r.int("max_receives") as f64)
        .holds(c);
    let budgets: Vec<&Guard> = rows.iter().filter(|x| x.budget != "none").collect();
    c.hold(budgets.is_empty() == (stated(f, "outage-guards-refused") == 0), &f.caption, "the budgets' refusals");
    for (i, x) in budgets.iter().enumerate() {
        facts::expect(f, "outage-guards-refused-row").num("n", x.refused).holds_nth(i, c);
    }
    c.hold(named == (stated(f, "outage-guards-given-up") == 1), &f.caption, "the named policies' give-ups");
    for (i, x) in rows.iter().enumerate().filter(|_| named) {
        facts::expect(f, "outage-guards-given-up-row").num("n", x.given_up).holds_nth(i, c);
    }
    let breakers: Vec<&Guard> = rows.iter().filter(|x| x.breaker != "none").collect();
    if breakers.is_empty() {
        c.hold(stated(f, "outage-guards-opened") == 0, &f.caption, "no breaker opens");
    } else {
        let untouched = breakers.iter().all(|x| x.failed == 0.0);
        facts::expect(f, "outage-guards-opened").is("untouched", yes(untouched)).holds(c);
    }
    for (i, x) in breakers.iter().enumerate() {
        facts::expect(f, "outage-guards-opened-times").num("times", x.opened).holds_nth(i, c);
    }
    let waiting: Vec<&Guard> = rows.iter().filter(|x| x.backlog > 0.0).collect();
    c.hold(waiting.len() == stated(f, "outage-guards-recovery-row"), &f.caption, "a recovery per row with a backlog");
    for (i, x) in waiting.iter().enumerate() {
        facts::expect(f, "outage-guards-recovery-row").num("recovery", x.recovery).holds_nth(i, c);
    }
    for (i, x) in rows.iter().enumerate() {
        facts::expect(f, "outage-guards-outcome-recovery")
            .is("regime", if x.backlog == 0.0 { "none" } else { "time" })
            .num("recovery", x.recovery)
            .holds_nth(i, c);
    }
}

/// The calls chart: see [`outage_guards`].
fn calls(r: &Run, f: &Figure, rows: &[Guard], many: bool, c: &mut Claims) {
    for (i, x) in rows.iter().enumerate() {
        facts::expect(f, "outage-guards-panel").num("retries_n", x.retries).num("failed_n", x.failed).holds_nth(i, c);
        facts::expect_in(f, "outage-guards-panel", "tail", "outage-guards-tail")
            .is("regime", if x.backlog == 0.0 { "none" } else { "time" })
            .num("recovery", x.recovery)
            .holds_nth(i, c);
    }
    // "A line that stops short is the end of that row's simulation": a row ends a second
    // or more before the axis (the last row's end, or the outage's, and a second).
    let (from, until) = (r.int("outage_from_ms") as f64, r.int("outage_until_ms") as f64);
    let end = max(&rows.iter().map(|x| x.drained).collect::<Vec<_>>()).max(until) + 1000.0;
    let early = rows.iter().any(|x| x.drained + 1000.0 < end);
    c.hold(early == (stated(f, "outage-guards-calls-ends") == 1), &f.caption, "lines that stop short");
    let recoveries: Vec<f64> = rows.iter().map(|x| x.recovery).collect();
    if many {
        let slow = last_by(rows, |x| x.recovery);
        let kept: Vec<&Guard> = rows.iter().filter(|x| x.failed == 0.0).collect();
        let fastest_kept = kept.iter().map(|x| x.recovery).fold(f64::INFINITY, f64::min);
        let fast = if fastest_kept < slow.recovery { fastest_kept } else { min(&recoveries) };
        if fast == slow.recovery {
            facts::expect(f, "outage-guards-calls-same").num("recovery", fast).holds(c);
        } else {
            facts::expect(f, "outage-guards-calls-backoff")
                .num("fast_recovery", fast)
                .num("slow_recovery", slow.recovery)
                .holds(c);
        }
        return;
    }
    let breakers: Vec<&Guard> = rows.iter().filter(|x| x.breaker != "none").collect();
    let rec: Vec<f64> = breakers.iter().map(|x| x.recovery).collect();
    if !rec.is_empty() && max(&rec) > min(&rec) {
        let slow = breakers.iter().max_by(|a, b| a.recovery.total_cmp(&b.recovery)).expect("breakers");
        let why = if slow.open_ms > until - from { "open-longer" } else { "last" };
        facts::expect(f, "outage-guards-why").is("why", why).holds(c);
        facts::expect(f, "outage-guards-calls-breakers")
            .num("slow_recovery", max(&rec))
            .num("fast_recovery", min(&rec))
            .holds(c);
        return;
    }
    let calls: Vec<f64> = rows.iter().map(|x| x.calls).collect();
    if until - from < rows[0].step_s * 1000.0 {
        facts::expect(f, "outage-guards-calls-short").holds(c);
        span(f, "outage-guards-calls-short", "calls", &calls, c);
        return;
    }
    let budgets: Vec<&Guard> = rows.iter().filter(|x| x.budget != "none").collect();
    let peaks: Vec<f64> = budgets.iter().map(|x| x.peak).collect();
    match rows.iter().find(|x| x.bare()) {
        Some(bare) if !budgets.is_empty() && max(&peaks) < bare.peak => {
            let failed: Vec<f64> = budgets.iter().map(|x| x.failed).collect();
            facts::expect(f, "outage-guards-calls-budgets")
                .num("bare_peak", bare.peak)
                .is("more", yes(min(&failed) > bare.failed))
                .num("bare_failed", bare.failed)
                .holds(c);
            span(f, "outage-guards-calls-budgets", "peaks", &peaks, c);
            span(f, "outage-guards-calls-budgets", "failed", &failed, c);
        }
        _ => {
            facts::expect(f, "outage-guards-calls-peak").holds(c);
            span(f, "outage-guards-calls-peak", "peaks", &rows.iter().map(|x| x.peak).collect::<Vec<_>>(), c);
        }
    }
}

/// outage-guards' coincidences: an empty outage, an outage shorter than a second, one
/// consumer, a breaker's open period equal to the outage (one below, one above), one
/// receive per message, and the outage ending with the last arrival.
pub fn outage_guards_coincide(r: &Run) -> Vec<Vec<String>> {
    let (from, until) = (r.int("outage_from_ms"), r.int("outage_until_ms"));
    let lasts = (until - from).max(1);
    vec![
        vec![format!("outage_until_ms={from}")],
        vec![format!("outage_until_ms={}", from + 999)],
        vec!["consumers=1".into()],
        vec![format!("open_ms={lasts}")],
        vec![format!("open_ms={}", (lasts - 1).max(1))],
        vec![format!("open_ms={}", lasts + 1)],
        vec!["max_receives=1".into()],
        vec![format!("outage_until_ms={}", r.int("messages") * r.int("arrival_every_ms"))],
    ]
}
