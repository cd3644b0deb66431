//! month-end's checker and coincidences.

use super::super::claims::{Claims, Run, cell, col, num, nums};
use super::super::facts;

/// The months chart's title (the day, whether every policy runs once a month, else each
/// policy's months with two runs and with none, over the months from the first run of any
/// policy to the last) and caption (each policy's runs, the first day overflow moved and
/// the day the month lacked), from their facts, re-derived from the `per_month` and `runs`
/// tables.
pub fn month_end(r: &Run, c: &mut Claims) {
    let t = r.table("per_month");
    let f = r.figure("months").unwrap();
    let months: Vec<String> = col(t, "month").iter().map(|x| x.to_csv()).collect();
    let policy: Vec<String> = col(t, "policy").iter().map(|x| x.to_csv()).collect();
    let all = nums(t, "runs");
    let busy: Vec<&String> = (0..months.len()).filter(|&i| all[i] > 0.0).map(|i| &months[i]).collect();
    // No run at all: every month counts (each is empty).
    let (first, last) = match (busy.iter().min(), busy.iter().max()) {
        (Some(&a), Some(&b)) => (a, b),
        _ => (months.iter().min().unwrap(), months.iter().max().unwrap()),
    };
    let mut order: Vec<&String> = Vec::new();
    for p in &policy {
        if !order.contains(&p) {
            order.push(p);
        }
    }
    let of = |p: &String, i: &usize| policy[*i] == *p;
    let spreads: Vec<(f64, f64)> = order
        .iter()
        .map(|&p| {
            let inside = |i: &usize| of(p, i) && &months[*i] >= first && &months[*i] <= last;
            let v: Vec<f64> = (0..months.len()).filter(inside).map(|i| all[i]).collect();
            (v.iter().filter(|&&x| x >= 2.0).count() as f64, v.iter().filter(|&&x| x == 0.0).count() as f64)
        })
        .collect();
    let once = spreads.iter().all(|&s| s == (0.0, 0.0));
    let day = r.int("day") as f64;
    facts::expect(f, "month-end-title").is("once", if once { "yes" } else { "no" }).num("day", day).holds(c);
    let stated = |id: &str| facts::every(f).into_iter().filter(|x| x.statement == id).count();
    let parts = if once { Vec::new() } else { spreads };
    let said = stated("month-end-spread");
    c.hold(
        said == parts.len(),
        &f.title,
        format!("`month-end-spread` stated {said} times, the tables {}", parts.len()),
    );
    for (i, &(twice, none)) in parts.iter().enumerate() {
        facts::expect_in(f, "month-end-title", "parts", "month-end-spread")
            .num("twice", twice)
            .num("none", none)
            .holds_nth(i, c);
    }
    let said = stated("month-end-caption-total");
    c.hold(
        said == order.len(),
        &f.title,
        format!("`month-end-caption-total` stated {said} times, not {}", order.len()),
    );
    for (i, &p) in order.iter().enumerate() {
        let runs: f64 = (0..months.len()).filter(|i| of(p, i)).map(|i| all[i]).sum();
        facts::expect_in(f, "month-end-caption", "totals", "month-end-caption-total").num("runs", runs).holds_nth(i, c);
    }
    moved(r, c);
}

/// The caption's move: overflow's first run off the rule's day, as `month * 100 + day`,
/// and the day the month before lacked.
fn moved(r: &Run, c: &mut Claims) {
    let (t, f) = (r.table("runs"), r.figure("months").unwrap());
    let day = r.int("day") as f64;
    let text = |x: &[jobsim::report::Cell], column: &str| cell(t, x, column).to_csv();
    let off = t.rows.iter().find(|x| text(x, "policy") == "overflow" && num(cell(t, x, "day_of_month")) != Some(day));
    facts::states(f, "month-end-moved$-", off.is_some(), c);
    if let Some(x) = off {
        let month: f64 = text(x, "month")[5..].parse().unwrap();
        let before = if month == 1.0 { 12.0 } else { month - 1.0 };
        facts::expect(f, "month-end-moved")
            .num("moved", month * 100.0 + num(cell(t, x, "day_of_month")).unwrap())
            .num("missing", before * 100.0 + day)
            .holds(c);
    }
}

/// Where the sentences might break: a day every month has (no spread at all), the 29th
/// (February only in a leap year), the 30th, the 1st, one month, a start on the run
/// itself, each policy alone.
pub fn month_end_coincide(_: &Run) -> Vec<Vec<String>> {
    vec![
        vec!["day=28".into()],
        vec!["day=29".into(), "start=\"2027-12-15T00:00:00Z\"".into(), "months=24".into()],
        vec!["day=30".into()],
        vec!["day=1".into(), "hour=0".into(), "minute=0".into()],
        vec!["months=1".into()],
        vec!["start=\"2026-01-31T02:30:00Z\"".into()],
        vec!["policies=[\"overflow\"]".into()],
        vec!["policies=[\"skip\"]".into(), "months=2".into()],
        vec!["policies=[\"clamp\"]".into(), "day=31".into(), "months=12".into()],
    ]
}
