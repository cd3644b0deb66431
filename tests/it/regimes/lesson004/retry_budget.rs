//! retry-budget's checker and coincidences.

use jobsim::report::{Figure, Table};

use super::super::claims::{Claims, Run, at, col, max, nums};
use super::super::facts;
use super::stated;

/// The `limits` table's column `column`, as CSV text.
fn texts(t: &Table, column: &str) -> Vec<String> {
    col(t, column).iter().map(|x| x.to_csv()).collect()
}

/// A schedule's kind as its chart name selects it.
fn kind(schedule: &str) -> &str {
    match schedule {
        "immediate" | "fixed" | "exponential" | "capped" => schedule,
        _ => "named",
    }
}

/// The caption's `stop` of a `stopped_by` cell.
fn stop(by: &str) -> &'static str {
    match by {
        "threshold" => "threshold",
        "time_budget" => "time",
        _ => "gave-up",
    }
}

/// The names nested in statement `parent`: one per row in `rows` (the kinds in order).
fn names(f: &Figure, parent: &'static str, kinds: &[&str], c: &mut Claims) {
    for (i, k) in kinds.iter().enumerate() {
        facts::expect_in(f, parent, "names", "retry-budget-name").is("kind", *k).holds_nth(i, c);
    }
}

/// The limits chart's title (how long the threshold alone lasts against both limits),
/// caption (what the time limit alone never stops, who gives up at its own limit, what
/// stops each schedule with both, whether the time limit's bars are left out) and bar
/// labels, from their facts, re-derived from the `limits` table.
pub fn retry_budget(r: &Run, c: &mut Claims) {
    let t = r.table("limits");
    let f = r.figure("limits").unwrap();
    let threshold = nums(t, "threshold_elapsed_ms");
    let both = nums(t, "both_elapsed_ms");
    let by = texts(t, "stopped_by");
    let schedules = texts(t, "schedule");
    let unlimited: Vec<bool> = texts(t, "time_budget_unlimited").iter().map(|x| x == "true").collect();
    let own: Vec<bool> = texts(t, "threshold_gave_up").iter().map(|x| x == "true").collect();
    let regime = if max(&threshold) > max(&both) { "capped" } else { "never" };
    if regime == "never" {
        c.hold(by.iter().all(|b| b != "time_budget"), &f.title, "the time budget never stops a schedule");
    }
    let budget = r.int("time_budget_ms") as f64;
    facts::expect(f, "budget-title")
        .is("regime", regime)
        .num("threshold", r.int("threshold") as f64)
        .num("slowest", max(&threshold))
        .num("budget", budget)
        .num("both_max", max(&both))
        .holds(c);
    let kinds_where = |on: &dyn Fn(usize) -> bool| -> Vec<&str> {
        (0..schedules.len()).filter(|&i| on(i)).map(|i| kind(&schedules[i])).collect()
    };
    let endless = kinds_where(&|i| unlimited[i]);
    c.hold(stated(f, "budget-caption-endless") == usize::from(!endless.is_empty()), &f.caption, "the endless note");
    names(f, "budget-caption-endless", &endless, c);
    let gave_up = kinds_where(&|i| own[i]);
    c.hold(stated(f, "budget-caption-own") == usize::from(!gave_up.is_empty()), &f.caption, "the own-limit note");
    if !gave_up.is_empty() {
        facts::expect(f, "budget-caption-own").num("threshold", r.int("threshold") as f64).holds(c);
    }
    names(f, "budget-caption-own", &gave_up, c);
    let parts: Vec<&str> =
        ["threshold", "time", "gave-up"].into_iter().filter(|s| by.iter().any(|b| stop(b) == *s)).collect();
    c.hold(stated(f, "budget-stops-part") == parts.len(), &f.caption, "a part per limit that stops some schedule");
    let mut stopped = Vec::new();
    for (i, part) in parts.iter().enumerate() {
        facts::expect(f, "budget-stops-part").is("stop", *part).holds_nth(i, c);
        stopped.extend(kinds_where(&|j| stop(&by[j]) == *part));
    }
    names(f, "budget-stops-part", &stopped, c);
    // The time limit alone stops every schedule where both together do.
    let alone = nums(t, "time_budget_elapsed_ms");
    let same = (0..both.len()).all(|i| !unlimited[i] && alone[i] == both[i]);
    c.hold(stated(f, "budget-caption-same") == usize::from(same), &f.caption, "the note on the time limit's bars");
    if same {
        facts::expect(f, "budget-caption-same").num("budget", budget).holds(c);
    }
    labels(t, f, same, c);
}

/// The bars' labels: a threshold bar that gave up at its own limit first, the retries that
/// fit in the time limit (where its bars are drawn), and what stopped each both bar.
fn labels(t: &Table, f: &Figure, same: bool, c: &mut Claims) {
    let by = texts(t, "stopped_by");
    let own = texts(t, "threshold_gave_up");
    let unlimited = texts(t, "time_budget_unlimited");
    let threshold = nums(t, "threshold_elapsed_ms");
    let fits = nums(t, "retries_in_time_budget");
    let gave_up: Vec<f64> =
        (0..by.len()).filter(|&i| own[i] == "true" && by[i] != "gave_up").map(|i| threshold[i]).collect();
    c.hold(stated(f, "budget-gave-up-label") == gave_up.len(), &f.title, "a gave-up label per such bar");
    for (i, ms) in gave_up.into_iter().enumerate() {
        facts::expect(f, "budget-gave-up-label").num("value", ms).holds_nth(i, c);
    }
    let time: Vec<f64> = (0..by.len()).filter(|&i| !same && unlimited[i] == "false").map(|i| fits[i]).collect();
    c.hold(stated(f, "budget-time-label") == time.len(), &f.title, "a count label per time bar");
    for (i, n) in time.into_iter().enumerate() {
        facts::expect(f, "budget-time-label").num("n", n).holds_nth(i, c);
    }
    c.hold(stated(f, "budget-stop") == by.len(), &f.title, "a stop label per both bar");
    for (i, b) in by.iter().enumerate() {
        facts::expect(f, "budget-stop").is("stop", stop(b)).holds_nth(i, c);
    }
}

/// retry-budget's coincidences: a threshold of one retry, a time budget of zero, one equal
/// to the time the threshold alone takes for the fixed and for the capped schedule (both
/// limits reached at once) and to the slowest such time (the title's boundary), one a
/// millisecond shorter, the fixed wait equal to the time budget, a zero base and a zero
/// fixed wait, the cap at the base, the largest threshold, and named policies that give up
/// at their own limit beside the lesson's.
pub fn retry_budget_coincide(r: &Run) -> Vec<Vec<String>> {
    let t = r.table("limits");
    let alone = |s: &str| at(t, "schedule", s, "threshold_elapsed_ms").unwrap_or(1000.0) as i64;
    let slowest = max(&nums(t, "threshold_elapsed_ms")) as i64;
    let budget = r.int("time_budget_ms");
    let cap = |v: i64| v.clamp(0, 30 * 86_400_000);
    vec![
        vec!["threshold=1".into()],
        vec!["time_budget_ms=0".into()],
        vec![format!("time_budget_ms={}", cap(alone("fixed")))],
        vec![format!("time_budget_ms={}", cap(alone("capped")))],
        vec![format!("time_budget_ms={}", cap(slowest))],
        vec![format!("time_budget_ms={}", cap(slowest - 1))],
        vec![format!("fixed_ms={budget}")],
        vec!["base_ms=0".into()],
        vec!["fixed_ms=0".into()],
        vec![format!("cap_ms={}", r.int("base_ms"))],
        vec!["threshold=30".into()],
        vec!["schedules=[\"capped\",\"celery\",\"aws-standard\",\"temporal\"]".into(), "seed=1".into()],
    ]
}
