//! worker-pool's retry charts: what failing jobs cost (extra attempts, dead jobs, the
//! theory's share of them) and what the policies do to the waits, re-derived from the
//! `runs` table.

use super::super::claims::{Claims, Run, max, min};
use super::super::facts;
use super::worker_pool::{close, erlang, field, maybe, stated, text, yes};
use jobsim::report::{Cell, Figure, Table};

/// The rows of the first pool size and service, one per listed policy.
fn rows(t: &Table) -> Vec<&Vec<Cell>> {
    let first = &t.rows[0];
    let same = |x: &Vec<Cell>, k: &str| text(t, x, k) == text(t, first, k);
    t.rows.iter().filter(|x| same(x, "workers") && same(x, "service")).collect()
}

fn retry(t: &Table, x: &[Cell]) -> String {
    text(t, x, "retry")
}

/// The retry-work chart: its title (no failures, none retried, what retrying saves beside
/// the row that never retries, or what the limits leave; the extra work measured and the
/// three policies that lose the most) and its caption (the jobs counted, the theory's
/// extra work and dead jobs per limited policy).
pub fn work(r: &Run, t: &Table, f: &Figure, c: &mut Claims) {
    let rows = rows(t);
    let retrying: Vec<&Vec<Cell>> = rows.iter().copied().filter(|x| retry(t, x) != "none").collect();
    let measured = retrying.iter().map(|x| field(t, x, "attempts_per_message")).fold(0.0, f64::max);
    let dead = |x: &Vec<Cell>| field(t, x, "dead");
    let failures = rows.iter().any(|x| field(t, x, "retries") > 0.0 || dead(x) > 0.0);
    let none = rows.iter().find(|x| retry(t, x) == "none");
    let (regime, lost) = match (failures, retrying.is_empty(), none) {
        (false, _, _) => ("no-failures", 0.0),
        (true, true, _) => ("not-retried", dead(rows[0])),
        (true, false, Some(none)) => ("beside-none", dead(none)),
        (true, false, None) => ("limit", 0.0),
    };
    let id = "worker-pool-retry-work-title";
    facts::expect(f, id).is("regime", regime).num("dead", lost).num("extra", 100.0 * (measured - 1.0)).holds(c);
    let mut by_dead = retrying.clone();
    by_dead.sort_by(|a, b| dead(b).total_cmp(&dead(a)));
    let losing: Vec<&&Vec<Cell>> = by_dead.iter().filter(|x| dead(x) > 0.0).collect();
    let listed = losing.len().min(3);
    c.hold(stated(f, "worker-pool-dead-row") == listed, &f.title, "the policies that lose the most");
    for (i, x) in losing.iter().take(3).enumerate() {
        facts::expect(f, "worker-pool-dead-row").num("dead", dead(x)).holds_nth(i, c);
    }
    match losing.len() <= 3 && by_dead.iter().any(|x| dead(x) == 0.0) {
        true => {
            let rest = if listed == 0 { "none-lost" } else { "others" };
            facts::expect(f, "worker-pool-retry-rest").is("rest", rest).holds(c);
        }
        false => c.hold(stated(f, "worker-pool-retry-rest") == 0, &f.title, "some policy left out loses a job"),
    }
    let pf = r.float("fail_probability");
    let extra = match pf {
        _ if pf <= 0.0 => 0.0,
        _ if pf >= 1.0 => f64::INFINITY,
        _ => 100.0 * (1.0 / (1.0 - pf) - 1.0),
    };
    let counted = field(t, rows[0], "counted");
    facts::expect(f, "worker-pool-retry-work-caption").num("counted", counted).num("extra", extra).holds(c);
    let limited: Vec<f64> = rows.iter().filter_map(|x| maybe(t, x, "max_retries")).collect();
    c.hold(stated(f, "worker-pool-theory-row") == limited.len(), &f.caption, "the theory per limited policy");
    for (i, limit) in limited.into_iter().enumerate() {
        let expected = (counted * pf.powi(limit as i32 + 1) * 10.0).round() / 10.0;
        facts::expect(f, "worker-pool-theory-row").num("dead", expected).holds_nth(i, c);
    }
}

/// The retry-times chart: its title (no retries, no failures, no backoff, no clear delay,
/// or backoff delays the work: the slowest policy's p95 time in the system above 1,2 times
/// the fastest's; the fastest and the two slowest retrying policies' p95) and its caption
/// (the retrying policies' utilisation and p95 wait as spans, the row that does not retry
/// beside them, Erlang C's p95 wait without failures).
pub fn times(r: &Run, t: &Table, f: &Figure, c: &mut Claims) {
    let rows = rows(t);
    let retrying: Vec<&Vec<Cell>> = rows.iter().copied().filter(|x| retry(t, x) != "none").collect();
    let sojourn: Vec<f64> = rows.iter().map(|x| field(t, x, "sojourn_p95_ms")).collect();
    let regime = if retrying.is_empty() {
        "no-retries"
    } else if rows.iter().all(|x| field(t, x, "retries") == 0.0) {
        "no-failures"
    } else if retrying.iter().all(|x| retry(t, x) == "immediate") {
        "no-backoff"
    } else if max(&sojourn) <= 1.2 * min(&sojourn) {
        "no-delay"
    } else {
        "delays"
    };
    facts::expect(f, "worker-pool-retry-times-title").is("regime", regime).holds(c);
    if regime == "delays" {
        let retries: Vec<f64> = rows.iter().map(|x| field(t, x, "retries")).collect();
        c.hold(r.float("fail_probability") > 0.0 && max(&retries) > 0.0, &f.title, "there are retries to delay");
    }
    let mut by_p95 = retrying.clone();
    by_p95.sort_by(|a, b| field(t, a, "sojourn_p95_ms").total_cmp(&field(t, b, "sojourn_p95_ms")));
    let n = by_p95.len();
    let shown: Vec<&&Vec<Cell>> =
        by_p95.iter().enumerate().filter(|(i, _)| n <= 3 || *i == 0 || *i >= n - 2).map(|x| x.1).collect();
    c.hold(stated(f, "worker-pool-p95-row") == shown.len(), &f.title, "the p95 of the policies named");
    for (i, x) in shown.iter().enumerate() {
        facts::expect(f, "worker-pool-p95-row").num("p95", field(t, x, "sojourn_p95_ms")).holds_nth(i, c);
    }
    let span = |column: &str, scale: f64| {
        let v: Vec<f64> = retrying.iter().map(|x| scale * field(t, x, column)).collect();
        if v.is_empty() { (0.0, 0.0) } else { (min(&v), max(&v)) }
    };
    let (lo, hi) = span("utilisation", 100.0);
    let same = format!("{lo:.0}") == format!("{hi:.0}");
    facts::expect(f, "worker-pool-percent-span").is("same", yes(same)).num("lo", lo).num("hi", hi).holds(c);
    let (lo, hi) = span("wait_p95_ms", 1.0);
    facts::expect(f, "worker-pool-ms-span").is("same", yes(lo == hi)).num("lo", lo).num("hi", hi).holds(c);
    match rows.iter().find(|x| retry(t, x) == "none") {
        Some(none) => facts::expect(f, "worker-pool-retry-times-none")
            .num("utilisation", 100.0 * field(t, none, "utilisation"))
            .num("wait", field(t, none, "wait_p95_ms"))
            .holds(c),
        None => c.hold(stated(f, "worker-pool-retry-times-none") == 0, &f.caption, "every row retries"),
    }
    // Erlang C without failures, where its assumptions hold: the p95 wait, in whole ms.
    let service = text(t, rows[0], "service");
    let applies = r.value("arrivals").and_then(|v| v.as_str().map(|s| s == "poisson")).unwrap_or(true)
        && service == "exponential"
        && r.value("queue_limit").is_none()
        && r.value("crash_every_ms").is_none();
    let free = erlang(r, field(t, rows[0], "workers")).filter(|_| applies).map(|(p_wait, drain)| {
        let q = if p_wait <= 0.05 { 0.0 } else { (p_wait / 0.05).ln() / drain };
        q.round()
    });
    match free {
        Some(free) => {
            let free = close(f, "worker-pool-retry-times-free", "free", free, 1.0);
            facts::expect(f, "worker-pool-retry-times-free").num("free", free).holds(c);
        }
        None => c.hold(stated(f, "worker-pool-retry-times-free") == 0, &f.caption, "no Erlang C to compare"),
    }
}
