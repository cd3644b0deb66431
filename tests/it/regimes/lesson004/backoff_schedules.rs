//! backoff-schedules' checker and coincidences.

use jobsim::report::Figure;

use super::super::claims::{Claims, Run, at, cell, max, min, num, nums};
use super::super::facts;
use super::{field, stated, yes};

/// The waits chart's title (its first two fragments: the longest-waiting named policy's,
/// then the lesson schedules' last waits) and caption (each schedule's total wait), and the
/// budget chart's title and caption (the lesson's 9 against 14, what no budget stops, the
/// most and fewest retries, each schedule's count) and line ends, from their facts,
/// re-derived from the `waits` and `budget` tables and the parameters.
pub fn backoff_schedules(r: &Run, c: &mut Claims) {
    let waits = r.table("waits");
    let rows = r.int("rows") as f64;
    if let Some(f) = r.figure("waits") {
        let last = waits.rows.last();
        let wait_at = |column: &str| last.and_then(|x| num(cell(waits, x, column))).unwrap_or(0.0);
        let has = |column: &str| waits.columns.iter().any(|c| c == column);
        let lesson = ["attempt", "exponential_wait_ms", "capped_wait_ms", "fixed_wait_ms", "immediate_wait_ms"];
        // (kind, attempt, wait)
        let mut expected: Vec<(&str, f64, f64)> = Vec::new();
        let named = waits.columns.iter().filter(|c| !lesson.contains(&c.as_str())).filter_map(|column| {
            waits.rows.iter().rev().find_map(|x| Some((field(waits, x, "attempt"), num(cell(waits, x, column))?)))
        });
        if let Some((attempt, wait)) = named.max_by(|a, b| a.1.total_cmp(&b.1)) {
            expected.push(("named", attempt, wait));
        }
        if has("exponential_wait_ms") {
            expected.push(("exponential", rows, wait_at("exponential_wait_ms")));
        }
        if has("capped_wait_ms") {
            let cap = r.int("cap_ms") as f64;
            let wait = wait_at("capped_wait_ms");
            c.hold(max(&nums(waits, "capped_wait_ms")) <= cap, &f.title, "the capped schedule stays under its cap");
            expected.push((if wait >= cap { "capped-held" } else { "capped" }, rows, wait.min(cap)));
        }
        if has("fixed_wait_ms") {
            expected.push(("fixed", rows, r.int("fixed_ms") as f64));
        }
        if has("immediate_wait_ms") {
            expected.push(("immediate", rows, 0.0));
        }
        // A named policy that never retries, where nothing else waits.
        let named_column = waits.columns.iter().any(|c| !lesson.contains(&c.as_str()));
        if expected.is_empty() && named_column {
            expected.push(("no-retry", 0.0, 0.0));
        }
        c.hold(!f.title.is_empty(), &f.caption, "the waits chart has a title");
        expected.truncate(2);
        c.hold(stated(f, "backoff-schedules-fragment") == expected.len(), &f.title, "the title's fragments");
        for (i, (kind, attempt, wait)) in expected.into_iter().enumerate() {
            facts::expect(f, "backoff-schedules-fragment")
                .is("kind", kind)
                .text("attempt", format!("{attempt}"))
                .num("wait", wait)
                .holds_nth(i, c);
        }
        facts::expect(f, "backoff-schedules-waits-caption")
            .is("immediate", yes(has("immediate_wait_ms")))
            .num("rows", rows)
            .holds(c);
        let totals = nums(r.table("budget"), "total_wait_ms");
        c.hold(stated(f, "backoff-schedules-total") == totals.len(), &f.caption, "a total per schedule");
        for (i, total) in totals.into_iter().enumerate() {
            facts::expect(f, "backoff-schedules-total").num("total", total).holds_nth(i, c);
        }
    }
    if let Some(f) = r.figure("budget") {
        backoff_budget(r, f, c);
    }
}

/// A row of the `budget` table: its schedule, retries, whether the guard cut it, the time
/// it took and whether it gave up.
struct Row {
    schedule: String,
    retries: f64,
    unlimited: bool,
    elapsed: f64,
    gave_up: bool,
}

/// The budget chart of `backoff-schedules`: see [`backoff_schedules`].
fn backoff_budget(r: &Run, f: &Figure, c: &mut Claims) {
    let budget = r.table("budget");
    let budget_ms = r.int("budget_ms") as f64;
    let guard = r.int("guard_attempts") as f64;
    let (base, cap, fixed) = (r.int("base_ms"), r.int("cap_ms"), r.int("fixed_ms"));
    let named = budget.columns.iter().any(|c| c == "gave_up");
    let rows: Vec<Row> = budget
        .rows
        .iter()
        .map(|x| Row {
            schedule: cell(budget, x, "schedule").to_csv(),
            retries: field(budget, x, "retries_in_budget"),
            unlimited: cell(budget, x, "unlimited").to_csv() == "true",
            elapsed: field(budget, x, "elapsed_ms"),
            gave_up: named && cell(budget, x, "gave_up").to_csv() == "true",
        })
        .collect();
    let never_waits = |s: &str| match s {
        "immediate" => true,
        "fixed" => fixed == 0,
        "exponential" => base == 0,
        "capped" => base == 0 || cap == 0,
        _ => false,
    };
    let kind = |s: &str| match s {
        "immediate" | "fixed" | "exponential" | "capped" => s.to_string(),
        _ => "named".to_string(),
    };
    for x in rows.iter().filter(|x| x.unlimited) {
        c.hold(x.retries == guard, &f.title, format!("{}: the count stops at the guard", x.schedule));
    }
    let stopped: Vec<&Row> = rows.iter().filter(|x| !x.unlimited).collect();
    let of = |s: &str| stopped.iter().find(|x| x.schedule == s);
    let never = rows.iter().find(|x| x.unlimited && never_waits(&x.schedule));
    let endless = never.or(rows.iter().find(|x| x.unlimited));
    let fits: Vec<f64> = stopped.iter().map(|x| x.retries).collect();
    let object = |e: Option<&Row>, c: &mut Claims| match e {
        Some(e) => facts::expect(f, "backoff-schedules-object").is("kind", kind(&e.schedule)).holds(c),
        None => c.hold(stated(f, "backoff-schedules-object") == 0, &f.title, "no schedule the budget does not stop"),
    };
    if let (Some(exp), Some(capped)) = (of("exponential"), of("capped"))
        && capped.retries > exp.retries
    {
        facts::expect(f, "backoff-schedules-title-cap")
            .is("regime", if never.is_some() { "endless" } else { "none" })
            .num("exp_n", exp.retries)
            .num("cap_n", capped.retries)
            .num("budget", budget_ms)
            .holds(c);
        object(never, c);
    } else if let Some(e) = endless {
        facts::expect(f, "backoff-schedules-title-endless")
            .is("regime", if never_waits(&e.schedule) { "endless" } else { "guard" })
            .num("budget", budget_ms)
            .num("elapsed", e.elapsed)
            .num("n", e.retries)
            .holds(c);
        object(Some(e), c);
    } else if !fits.is_empty() && max(&fits) > min(&fits) {
        facts::expect(f, "backoff-schedules-title-fits")
            .num("budget", budget_ms)
            .num("most_n", max(&fits))
            .num("least_n", min(&fits))
            .holds(c);
    } else {
        facts::expect(f, "backoff-schedules-title").num("budget", budget_ms).holds(c);
    }
    c.hold(stated(f, "backoff-schedules-fit") == stopped.len(), &f.caption, "a count per schedule the budget stops");
    for (i, x) in stopped.iter().enumerate() {
        facts::expect(f, "backoff-schedules-fit").num("n", x.retries).holds_nth(i, c);
    }
    let cut: Vec<&Row> = rows.iter().filter(|x| x.unlimited).collect();
    c.hold(stated(f, "backoff-schedules-endless") == cut.len(), &f.caption, "a note per schedule it does not stop");
    for (i, x) in cut.into_iter().enumerate() {
        facts::expect(f, "backoff-schedules-endless").num("elapsed", x.elapsed).num("n", x.retries).holds_nth(i, c);
    }
    ends(&rows, &never_waits, f, c);
}

/// The line ends' labels: one per end point (schedules ending together share one), how it
/// ends and after how many retries.
fn ends(rows: &[Row], never_waits: &dyn Fn(&str) -> bool, f: &Figure, c: &mut Claims) {
    let mut seen: Vec<(f64, f64)> = Vec::new();
    let mut labels = Vec::new();
    for x in rows.iter().filter(|x| x.retries > 0.0) {
        if seen.contains(&(x.elapsed, x.retries)) {
            continue;
        }
        seen.push((x.elapsed, x.retries));
        let end = match (x.unlimited, x.gave_up) {
            (true, _) if never_waits(&x.schedule) => "endless",
            (true, _) => "guard",
            (false, true) => "gave-up",
            (false, false) => "stopped",
        };
        labels.push((end, x.retries));
    }
    c.hold(stated(f, "backoff-schedules-end") == labels.len(), &f.title, "a label per line end");
    for (i, (end, n)) in labels.into_iter().enumerate() {
        facts::expect(f, "backoff-schedules-end").is("end", end).num("n", n).holds_nth(i, c);
    }
}

/// backoff-schedules' coincidences: the cap equal to the first wait (and to zero), a zero
/// base and a zero fixed wait (no budget stops them), a budget of zero, one equal to the
/// fixed wait and to the time exponential backoff takes to its last retry, one attempt
/// shown, a guard of one retry and one equal to what the budget fits, the cap equal to the
/// budget, and a named policy beside the lesson's.
pub fn backoff_schedules_coincide(r: &Run) -> Vec<Vec<String>> {
    let t = r.table("budget");
    let (base, fixed) = (r.int("base_ms"), r.int("fixed_ms"));
    let exp_elapsed = at(t, "schedule", "exponential", "elapsed_ms").unwrap_or(1000.0) as i64;
    let cap_fits = at(t, "schedule", "capped", "retries_in_budget").unwrap_or(1.0).max(1.0) as i64;
    let budget = r.int("budget_ms");
    vec![
        vec![format!("cap_ms={base}")],
        vec!["cap_ms=0".into()],
        vec!["base_ms=0".into()],
        vec!["fixed_ms=0".into()],
        vec!["budget_ms=0".into()],
        vec![format!("budget_ms={fixed}")],
        vec![format!("budget_ms={exp_elapsed}")],
        vec![format!("budget_ms={}", exp_elapsed + 1)],
        vec!["rows=1".into()],
        vec!["guard_attempts=1".into()],
        vec![format!("guard_attempts={cap_fits}")],
        vec![format!("cap_ms={budget}")],
        vec![format!("fixed_ms={budget}")],
        vec!["schedules=[\"exponential\",\"capped\",\"sidekiq\"]".into()],
        vec!["schedules=[\"immediate\",\"fixed\"]".into(), "fixed_ms=0".into()],
    ]
}
