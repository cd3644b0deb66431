//! Claim checkers of lesson 004's models (retries: backoff, jitter, budgets, breakers,
//! dead letters, real systems' policies).

mod backoff_schedules;
mod circuit_breaker;
mod outage_guards;
mod poison_counter;
mod retry_budget;

pub use backoff_schedules::{backoff_schedules, backoff_schedules_coincide};
pub use circuit_breaker::{circuit_breaker, circuit_breaker_coincide};
pub use outage_guards::{outage_guards, outage_guards_coincide};
pub use poison_counter::{poison_counter, poison_counter_coincide};
pub use retry_budget::{retry_budget, retry_budget_coincide};

use super::claims::{Claims, Run, cell, max, min, num, nums, row_where};
use super::facts;
use jobsim::report::{Cell, Figure, Table};

/// How many times chart `f` states `id` (its nested statements included).
fn stated(f: &Figure, id: &str) -> usize {
    facts::every(f).iter().filter(|x| x.statement == id).count()
}

/// `yes` or `no`, a `bool` selector's key.
fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

fn field(t: &Table, row: &[Cell], column: &str) -> f64 {
    num(cell(t, row, column)).unwrap()
}

/// The three charts' titles and captions, from their facts: who gives up latest and
/// earliest (after how long, how many retries), each give-up, the systems that never give
/// up or never retry; the longest wait drawn; the most and fewest retries in the budget and
/// who gives up inside it, re-derived from the `systems` and `waits` tables.
pub fn frameworks(r: &Run, c: &mut Claims) {
    let t = r.table("systems");
    // (retry limit, give-up time, retries in the budget) of each system, in order.
    let rows: Vec<(Option<f64>, Option<f64>, f64)> = t
        .rows
        .iter()
        .map(|x| (num(cell(t, x, "max_retries")), num(cell(t, x, "gave_up_ms")), field(t, x, "retries_in_budget")))
        .collect();
    let budget_ms = r.int("budget_ms") as f64;
    if let Some(f) = r.figure("gives-up") {
        let gave: Vec<(usize, f64, f64)> =
            rows.iter().enumerate().filter_map(|(i, x)| Some((i, x.1?, x.0.unwrap_or(0.0)))).collect();
        let longest = gave.iter().max_by(|a, b| a.1.total_cmp(&b.1));
        let shortest = gave.iter().filter(|g| g.2 > 0.0).min_by(|a, b| a.1.total_cmp(&b.1).then(a.0.cmp(&b.0)));
        match (longest, shortest) {
            (Some(l), Some(s)) if l.0 != s.0 => {
                let numbers = [("longest_ms", l.1), ("longest_n", l.2), ("shortest_ms", s.1), ("shortest_n", s.2)];
                facts::holds(f, "frameworks-gives-up-title-two$-", "", &numbers, c);
            }
            (Some(l), _) => facts::holds(f, "frameworks-gives-up-title-one$-", "", &[("longest_ms", l.1)], c),
            _ => facts::holds(f, "frameworks-gives-up-title-none$-", "", &[], c),
        }
        let mut by_time: Vec<&(usize, f64, f64)> = gave.iter().filter(|g| g.2 > 0.0).collect();
        by_time.sort_by(|a, b| b.1.total_cmp(&a.1));
        let times: Vec<(&str, Vec<(&str, f64)>)> =
            by_time.iter().map(|g| ("", vec![("after_ms", g.1), ("n", g.2)])).collect();
        facts::each(f, "frameworks-gives-up-time$-", &times, c);
        let never = rows.iter().filter(|x| x.0.is_none()).count() as f64;
        facts::states(f, "frameworks-never-caption$-", never > 0.0, c);
        if never > 0.0 {
            let numbers = [("count", never), ("rows", r.int("rows") as f64)];
            facts::holds(f, "frameworks-never-caption$-", "", &numbers, c);
        }
        let none = rows.iter().filter(|x| x.0 == Some(0.0)).count() as f64;
        facts::states(f, "frameworks-no-retry-caption$-", none > 0.0, c);
        if none > 0.0 {
            facts::holds(f, "frameworks-no-retry-caption$-", "", &[("count", none)], c);
        }
    }
    if let Some(f) = r.figure("waits") {
        let w = r.table("waits");
        let shown = r.int("rows") as f64;
        let mut longest: Option<(f64, f64)> = None;
        for column in w.columns.iter().filter(|c| c.ends_with("_wait_ms")) {
            for x in w.rows.iter().filter(|x| field(w, x, "retry") <= shown) {
                if let Some(v) = num(cell(w, x, column))
                    && longest.is_none_or(|l| v >= l.1)
                {
                    longest = Some((field(w, x, "retry"), v));
                }
            }
        }
        match longest {
            Some((retry, wait)) => {
                facts::holds(f, "frameworks-waits-title$-", "", &[("retry", retry), ("wait_ms", wait)], c)
            }
            None => facts::holds(f, "frameworks-no-waits$-", "", &[], c),
        }
        // The systems whose jitter range reaches 0 ms among the retries shown (the log
        // axis cuts their shade): a min of 0 below a max above it.
        let zero = w
            .columns
            .iter()
            .filter_map(|c| c.strip_suffix("_min_ms"))
            .filter(|s| {
                w.rows.iter().filter(|x| field(w, x, "retry") <= shown).any(|x| {
                    let v = |end: &str| num(cell(w, x, &format!("{s}_{end}_ms")));
                    v("min") == Some(0.0) && v("max").is_some_and(|m| m > 0.0)
                })
            })
            .count() as f64;
        facts::states(f, "frameworks-jitter-zero$-", zero > 0.0, c);
        if zero > 0.0 {
            facts::holds(f, "frameworks-jitter-zero$-", "", &[("count", zero)], c);
        }
    }
    if let Some(f) = r.figure("budget") {
        let fit: Vec<f64> = rows.iter().map(|x| x.2).collect();
        let (most, least) = (max(&fit), min(&fit));
        let regime = match (most != least, least == 0.0) {
            (true, true) => "none",
            (true, false) => "only",
            _ => "all",
        };
        let numbers = [("budget_ms", budget_ms), ("most_n", most), ("least_n", least)];
        facts::holds(f, "frameworks-budget-title", regime, &numbers, c);
        let gave = rows.iter().filter(|x| x.1.is_some_and(|t| t <= budget_ms)).count() as f64;
        facts::states(f, "frameworks-budget-gave$-", gave > 0.0, c);
        if gave > 0.0 {
            facts::holds(f, "frameworks-budget-gave$-", "", &[("count", gave)], c);
        }
    }
}

/// The wave chart's title and caption, from their facts: which title (the lesson's
/// schedules' peaks, equal jitter beside its neighbours, the real systems' policies, or
/// none retrying), the peaks and bucket counts they name, and which policies give up
/// early, re-derived from the `waves` table (a schedule's retries are its requests per
/// consumer).
pub fn jitter_wave(r: &Run, c: &mut Claims) {
    let t = r.table("waves");
    let f = r.figure("wave").unwrap();
    let consumers = r.int("consumers") as f64;
    let attempts = r.int("attempts") as f64;
    let jitter = ["none", "full", "equal", "decorrelated"];
    let index = |s: &str| jobsim::models::jitter_wave::Curve::NAMES.iter().position(|n| *n == s).unwrap_or(0);
    let rows: Vec<(String, f64, f64, f64, f64)> = t
        .rows
        .iter()
        .map(|x| {
            let v = |column: &str| field(t, x, column);
            (
                cell(t, x, "schedule").to_csv(),
                v("total_requests"),
                v("peak_bucket_requests"),
                v("busy_buckets"),
                v("last_bucket"),
            )
        })
        .collect();
    let named = rows.iter().any(|x| !jitter.contains(&x.0.as_str()));
    let heard: Vec<&(String, f64, f64, f64, f64)> = rows.iter().filter(|x| x.1 > 0.0).collect();
    if heard.is_empty() {
        facts::states(f, "jitter-wave-silent-title$-", true, c);
        facts::states(f, "jitter-wave-silent-caption$-", true, c);
        return;
    }
    let peaks: Vec<f64> = heard.iter().map(|x| x.2).collect();
    let (top, low) = (max(&peaks), min(&peaks));
    let first = |peak: f64| *heard.iter().filter(|x| x.2 == peak).min_by_key(|x| index(&x.0)).unwrap();
    let most = first(top);
    let peak = |s: &str| rows.iter().find(|x| x.0 == s).map(|x| x.2);
    let lcg = r.scenario.raw_params.get("rng").and_then(|v| v.as_str()).is_none_or(|v| v == "lesson-lcg");
    if named {
        match facts::fact(f, "jitter-wave-fixed-title$rounds") {
            Some(x) => {
                let fixed = x.value("fixed_peak").unwrap_or(f64::NAN);
                c.hold(
                    peaks.contains(&fixed) && fixed >= consumers,
                    &f.title,
                    "unjittered waves pile every consumer up",
                );
                let rounds = if fixed > consumers { "all" } else { "every" };
                facts::holds(
                    f,
                    "jitter-wave-fixed-title$rounds",
                    rounds,
                    &[("fixed_peak", fixed), ("least_peak", low)],
                    c,
                );
            }
            None => facts::holds(f, "jitter-wave-named-title$-", "", &[("most_peak", top), ("least_peak", low)], c),
        }
        // The named policies that give up before `attempts` retries, in the table's order.
        let early: Vec<f64> = rows
            .iter()
            .filter(|x| !jitter.contains(&x.0.as_str()))
            .map(|x| x.1 / consumers)
            .filter(|&n| n < attempts)
            .collect();
        let regime = match early.last() {
            None => "no",
            Some(&1.0) => "one",
            Some(_) => "other",
        };
        facts::holds(f, "jitter-wave-real-systems$early", regime, &[("early", early.len() as f64)], c);
    } else if let (Some(e), true) = (peak("equal"), lcg) {
        let regime = match (peak("full"), peak("decorrelated")) {
            (Some(a), Some(b)) if a.min(b) <= e && e <= a.max(b) => "between",
            (Some(_), Some(_)) => "beside",
            _ => "alone",
        };
        let mut numbers = vec![("shown", e)];
        if let (Some(a), Some(b)) = (peak("full"), peak("decorrelated")) {
            numbers.extend([("full", a), ("decorrelated", b)]);
        }
        facts::holds(f, "jitter-wave-equal-title", regime, &numbers, c);
    } else {
        let regime = match (top == low, most.0.as_str()) {
            (true, _) => "same",
            (false, "none") => "lowers",
            _ => "two",
        };
        let numbers = [("most_peak", top), ("least_peak", low), ("bucket_ms", r.int("bucket_ms") as f64)];
        facts::holds(f, "wave-title", regime, &numbers, c);
    }
    let kind = if jitter.contains(&most.0.as_str()) { "jitter" } else { "named" };
    let numbers = [("buckets", most.3), ("most_peak", top), ("least_peak", low)];
    facts::holds(f, "wave-caption$kind", kind, &numbers, c);
    match rows.iter().find(|x| x.0 == "equal") {
        Some(e) => facts::holds(f, "wave-equal$-", "", &[("buckets", e.3), ("peak", e.2)], c),
        None => facts::states(f, "wave-equal$-", false, c),
    }
    match rows.iter().find(|x| x.0 == "decorrelated") {
        Some(d) => {
            facts::holds(f, "wave-decorrelated$-", "", &[("last_ms", (d.4 + 1.0) * r.int("bucket_ms") as f64)], c)
        }
        None => facts::states(f, "wave-decorrelated$-", false, c),
    }
}

/// The calls, time and gave-up charts' titles, from their facts: at the largest client
/// count, the fewest calls against the most (the same work, or how many times less), the
/// quickest and slowest last client, and who gives up, re-derived from the `points` table
/// (with real systems' policies, among the lines whose clients all succeed, as the charts
/// compare them).
pub fn occ_contention(r: &Run, c: &mut Claims) {
    let t = r.table("points");
    let top = max(&nums(t, "clients"));
    // (schedule, calls, completion, gave up) at the largest client count, in order.
    let rows: Vec<(String, f64, f64, f64)> = t
        .rows
        .iter()
        .filter(|x| num(cell(t, x, "clients")) == Some(top))
        .map(|x| {
            let v = |column: &str| field(t, x, column);
            let gave = if t.columns.iter().any(|c| c == "gave_up_mean") { v("gave_up_mean") } else { 0.0 };
            (cell(t, x, "schedule").to_csv(), v("calls_mean"), v("completion_ms_mean"), gave)
        })
        .collect();
    let brooker = ["none", "exponential", "full", "equal", "decorrelated"];
    let named = rows.iter().any(|x| !brooker.contains(&x.0.as_str()));
    // The lines the charts compare: with named policies, those whose clients all succeed
    // (the systems among them first), else every line.
    let stayed = |mut v: Vec<(String, f64)>| -> Vec<(String, f64)> {
        v.sort_by(|a, b| a.1.total_cmp(&b.1));
        if !named {
            return v;
        }
        let quit = |s: &str| rows.iter().any(|x| x.0 == s && x.3 > 0.0);
        let kept: Vec<(String, f64)> = v.iter().filter(|x| !quit(&x.0)).cloned().collect();
        let systems: Vec<(String, f64)> = kept.iter().filter(|x| !brooker.contains(&x.0.as_str())).cloned().collect();
        [systems, kept, v].into_iter().find(|v| !v.is_empty()).unwrap_or_default()
    };
    if let Some(f) = r.figure("calls") {
        let by = stayed(rows.iter().map(|x| (x.0.clone(), x.1)).collect());
        if let (Some(best), Some(worst)) = (by.first(), by.last()) {
            let ratio = (worst.1 / best.1 * 10.0).round() / 10.0;
            let regime = match (best.0 == worst.0, ratio <= 1.0) {
                (true, _) => "alone",
                (false, true) => "same",
                (false, false) => "less",
            };
            let mut numbers = vec![("n", top), ("calls", best.1.round())];
            if regime == "less" {
                numbers.extend([("worst_calls", worst.1.round()), ("ratio", ratio)]);
            }
            facts::holds(f, "occ-contention-calls-title", regime, &numbers, c);
        }
    }
    if let Some(f) = r.figure("time") {
        let by = stayed(rows.iter().map(|x| (x.0.clone(), x.2)).collect());
        if let (Some(fast), Some(slow)) = (by.first(), by.last()) {
            let done = if named { "finishes" } else { "succeeds" };
            let numbers = [("n", top), ("fast_ms", fast.1), ("slow_ms", slow.1)];
            facts::holds(f, "occ-contention-time-title$done", done, &numbers, c);
            // The takeaway (the caption's first sentence): where the schedule with the
            // fewest calls comes in time.
            let calls = stayed(rows.iter().map(|x| (x.0.clone(), x.1)).collect());
            let frugal = calls.first().and_then(|b| by.iter().find(|x| x.0 == b.0));
            let lead = match frugal {
                _ if by.len() < 2 => "none",
                None => "none",
                Some(x) if x.1 <= fast.1 => "fastest",
                Some(x) if x.1 >= slow.1 => "slowest",
                Some(_) => "between",
            };
            facts::holds(f, "occ-contention-time-lead", lead, &[], c);
        }
    }
    if let Some(f) = r.figure("gave-up") {
        let mut quit: Vec<f64> = rows.iter().map(|x| x.3).filter(|&g| g > 0.0).collect();
        quit.sort_by(|a, b| b.total_cmp(a));
        let none = facts::fact(f, "occ-contention-gave-up-title").and_then(|x| x.value("none")).unwrap_or(f64::NAN);
        c.hold(none <= (rows.len() - quit.len()) as f64, &f.title, "the policies with a limit nobody reaches");
        let regime = match (quit.is_empty(), none == 0.0) {
            (true, _) => "nobody",
            (false, true) => "all",
            (false, false) => "some",
        };
        let numbers = [("n", top), ("some", quit.len() as f64), ("none", none)];
        facts::holds(f, "occ-contention-gave-up-title", regime, &numbers, c);
        let each: Vec<(&str, Vec<(&str, f64)>)> = quit.iter().map(|&q| ("", vec![("quit", q.round())])).collect();
        facts::each(f, "occ-contention-quit-under$-", &each, c);
    }
}

/// Each placement's chart: its title (every message once, some or all twice, dead
/// letters) and caption (deliveries, duplicate processings, time slept holding a message),
/// from their facts, re-derived from the `placements` row of the chart's placement. How
/// many messages ran twice is not in the table: it is held to the duplicates (at least one
/// duplicate per such message, and one such message per duplicate run at least).
pub fn visibility_backoff(r: &Run, c: &mut Claims) {
    let t = r.table("placements");
    let messages = r.int("messages") as f64;
    let vt = r.int("visibility_timeout_ms") as f64;
    for f in &r.report.figures {
        let Some(row) = row_where(t, "placement", &f.name) else { continue };
        let n = |column| field(t, row, column);
        let (twice, dead) = (n("repeated_messages"), n("dead_lettered"));
        let regime = match (messages == 1.0, twice > 0.0) {
            (true, true) => "one-twice",
            (true, false) if dead > 0.0 => "one-dead",
            (true, false) => "one-once",
            (false, true) if twice == messages => "all-twice",
            (false, true) => "some-twice",
            (false, false) if dead == messages => "all-dead",
            (false, false) if dead > 0.0 => "some-dead",
            (false, false) => "all-once",
        };
        // Processed twice: some completion was a duplicate; once: every message completed.
        c.hold((twice > 0.0) == (n("duplicate_completions") > 0.0), &f.title, "messages processed twice");
        if regime.ends_with("once") {
            c.hold(n("completions") == messages, &f.title, "each message processed once");
        }
        let times = if n("most_processings") > 2.0 { "several" } else { "twice" };
        facts::expect(f, "visibility-backoff-title")
            .is("regime", regime)
            .is("times", times)
            .num("total", messages)
            .num("twice", twice)
            .num("dead", dead)
            .holds(c);
        facts::expect(f, "visibility-backoff-caption")
            .num("deliveries", n("deliveries"))
            .num("duplicates", n("duplicate_completions"))
            .holds(c);
        let expired = if n("longest_handling_ms") > vt { "yes" } else { "no" };
        facts::expect(f, "visibility-backoff-visibility").is("expired", expired).num("vt", vt).holds(c);
        facts::expect(f, "visibility-backoff-line").is("expired", expired).num("vt", vt).holds(c);
        let held = n("holding_ms");
        facts::expect(f, "visibility-backoff-sleep")
            .is("sleeps", if held > 0.0 { "yes" } else { "no" })
            .num("held", held)
            .holds(c);
        let named = r.scenario.raw_params.get("backoff").and_then(|v| v.as_str()).is_some_and(|b| b != "capped");
        if named {
            facts::expect(f, "visibility-backoff-limit").num("times", n("gave_up")).num("dead", dead).holds(c);
        } else {
            c.hold(
                facts::every(f).iter().all(|x| x.statement != "visibility-backoff-limit"),
                &f.title,
                "a limit note without a named policy",
            );
        }
    }
}

/// visibility-backoff's coincidences: the visibility timeout running out as the outage
/// ends, a timeout as long as the work, one consumer per message, a single consumer, and a
/// backoff capped at its base.
pub fn visibility_backoff_coincide(r: &Run) -> Vec<Vec<String>> {
    let (vt, outage, messages, work) =
        (r.int("visibility_timeout_ms"), r.int("outage_ms"), r.int("messages"), r.int("work_ms"));
    vec![
        vec![format!("visibility_timeout_ms={}", outage.max(1))],
        vec![format!("outage_ms={vt}")],
        vec![format!("visibility_timeout_ms={work}")],
        vec![format!("consumers={messages}")],
        vec!["consumers=1".into()],
        vec![format!("cap_ms={}", r.int("base_ms"))],
    ]
}
