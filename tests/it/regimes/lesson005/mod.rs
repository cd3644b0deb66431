//! Claim checkers of lesson 005's worker pool and of the performance anchors: each chart's
//! facts (issue 36) held to the regimes and numbers re-derived here from the report's
//! tables; no chart word is read back.

use super::claims::{Claims, Run, cell, max, min, num};
use super::facts;
use jobsim::report::{Cell, Figure, Table};

fn field(t: &Table, row: &[Cell], column: &str) -> f64 {
    num(cell(t, row, column)).unwrap()
}

fn text(t: &Table, row: &[Cell], column: &str) -> String {
    cell(t, row, column).to_csv()
}

/// A text parameter after overrides, or `default`.
fn param(r: &Run, key: &str, default: &str) -> String {
    r.scenario.raw_params.get(key).and_then(|v| v.as_str()).unwrap_or(default).to_string()
}

/// The offered load λ/μ in workers.
fn load(r: &Run) -> f64 {
    r.float("arrival_rate_per_s") * r.float("service_mean_ms") / 1000.0
}

/// The queue's growth in messages a second with `workers` (`λ − cμ`).
fn growth(r: &Run, workers: f64) -> f64 {
    r.float("arrival_rate_per_s") - workers * 1000.0 / r.float("service_mean_ms")
}

/// A number a chart's fact names, to within `tolerance` of the tables' (a rate the chart
/// computes in another order).
fn near(f: &Figure, statement: &str, name: &str, want: f64, tolerance: f64, c: &mut Claims) {
    let said = facts::fact(f, statement).and_then(|x| x.value(name));
    c.hold(
        said.is_some_and(|s| (s - want).abs() <= tolerance),
        &f.title,
        format!("`{statement}`: `{name}` is {said:?} on the chart, {want} in the tables"),
    );
}

/// Erlang C's mean wait in ms (M/M/c), `None` for an unstable pool.
fn erlang_wq(rate_per_s: f64, service_ms: f64, workers: f64) -> Option<f64> {
    let a = rate_per_s * service_ms / 1000.0;
    if a >= workers {
        return None;
    }
    let mut b = 1.0;
    for k in 1..=workers as u32 {
        b = a * b / (f64::from(k) + a * b);
    }
    let p_wait = b / (1.0 - a / workers * (1.0 - b));
    Some(p_wait * service_ms / (workers - a))
}

/// One run's rows of the `trend` table: `(bin start, queue peak, arrivals served, mean wait)`.
fn trend(r: &Run, runs: &Table, row: &[Cell]) -> Vec<(f64, f64, f64, f64)> {
    let t = r.table("trend");
    let same = |x: &[Cell]| {
        ["workers", "service", "retry"]
            .iter()
            .all(|k| !t.columns.iter().any(|c| c == k) || text(t, x, k) == text(runs, row, k))
    };
    t.rows
        .iter()
        .filter(|x| same(x))
        .map(|x| {
            let v = |k: &str| field(t, x, k);
            (v("bin_start_ms"), v("queue_max"), v("arrivals_served"), v("wait_mean_ms"))
        })
        .collect()
}

/// The longest queue drawn for a run (the trend's peak, the queue after the last arrival
/// included: with failures the runs table's `queue_max` ends its window before it), and
/// the queue drawn where arrivals end.
fn drawn_queue(r: &Run, runs: &Table, row: &[Cell]) -> (f64, f64) {
    let bins = trend(r, runs, row);
    let end = field(runs, row, "last_arrival_ms");
    let most = bins.iter().map(|b| b.1).fold(0.0, f64::max);
    let at_end = bins.iter().take_while(|b| b.0 <= end).last().map_or(0.0, |b| b.1);
    (most, at_end)
}

/// The mean wait of the last arrivals drawn (the trend's last bin with arrivals).
fn last_wait(r: &Run, runs: &Table, row: &[Cell]) -> f64 {
    trend(r, runs, row).iter().rev().find(|b| b.2 > 0.0).map_or(0.0, |b| b.3)
}

pub fn worker_pool(r: &Run, c: &mut Claims) {
    let t = r.table("runs");
    if let Some(f) = r.figure("drain") {
        drain(r, t, f, c);
    }
    if let Some(f) = r.figure("workers") {
        workers(r, t, f, c);
    }
    if let Some(f) = r.figure("variability") {
        variability(r, t, f, c);
    }
    if let (Some(queue), Some(wait)) = (r.figure("queue"), r.figure("wait")) {
        let sizes: std::collections::BTreeSet<u64> = t.rows.iter().map(|x| field(t, x, "workers") as u64).collect();
        match sizes.len() {
            1 => overload_one(r, t, queue, wait, c),
            _ => overload_several(r, t, queue, wait, c),
        }
    }
    if let Some(f) = r.figure("tail") {
        tail(r, t, f, c);
    }
    if let Some(f) = r.figure("retry-times") {
        retry_times(r, t, f, c);
    }
}

/// The burst's drain: each pool named with its drain time, whether the drain shortens in
/// proportion to the pool, and whether ten times the workers drain in a tenth of the time.
fn drain(r: &Run, t: &Table, f: &Figure, c: &mut Claims) {
    // (workers, service, end, longest wait) per run, in the table's order.
    let rows: Vec<(f64, String, f64, f64)> = t
        .rows
        .iter()
        .map(|x| (field(t, x, "workers"), text(t, x, "service"), field(t, x, "end_ms"), field(t, x, "wait_max_ms")))
        .collect();
    // Four runs or more: the title names the smallest pool and the largest.
    let named: Vec<&(f64, String, f64, f64)> = match rows.len() {
        0..=3 => rows.iter().collect(),
        _ => {
            let small = rows.iter().min_by(|a, b| a.0.total_cmp(&b.0));
            small.into_iter().chain(rows.iter().max_by(|a, b| a.0.total_cmp(&b.0))).collect()
        }
    };
    let ends: Vec<(&str, Vec<(&str, f64)>)> =
        named.iter().map(|x| ("", vec![("workers", x.0), ("end", x.2)])).collect();
    facts::each(f, "pool-size-at$-", &ends, c);
    let ratio = |a: &(f64, String, f64, f64), b: &(f64, String, f64, f64)| (a.2 / b.2.max(1.0)) / (b.0 / a.0);
    let mut sizes: Vec<&(f64, String, f64, f64)> = rows.iter().collect();
    sizes.sort_by(|a, b| a.0.total_cmp(&b.0));
    let proportional = sizes.windows(2).all(|p| p[0].0 < p[1].0 && (0.75..1.33).contains(&ratio(p[0], p[1])));
    let drains = match (rows.len(), proportional) {
        (1, _) => "one",
        (_, true) => "proportional",
        (_, false) => "not",
    };
    facts::holds(f, "pool-drain-title$drains", drains, &[("messages", r.int("messages") as f64)], c);
    type Row = (f64, String, f64, f64);
    let pairs: Vec<(&Row, &Row)> = rows
        .iter()
        .flat_map(|a| rows.iter().filter(move |b| b.0 == 10.0 * a.0 && b.1 == a.1).map(move |b| (a, b)))
        .collect();
    let tenfold = !pairs.is_empty() && pairs.iter().all(|(a, b)| (0.8..1.25).contains(&ratio(a, b)));
    let slowest = rows.iter().max_by(|a, b| a.2.total_cmp(&b.2)).unwrap();
    facts::holds(
        f,
        "pool-drain-caption$tenfold",
        if tenfold { "yes" } else { "no" },
        &[("slowest", slowest.0), ("last_wait", slowest.3)],
        c,
    );
}

/// The workers chart's title: the first stable pool's mean wait, and the pool that brings
/// it down tenfold or (with crashes) back to Erlang C's crash-free wait.
fn workers(r: &Run, t: &Table, f: &Figure, c: &mut Claims) {
    let service = r
        .scenario
        .raw_params
        .get("services")
        .and_then(|v| v.as_array())
        .and_then(|a| a.first())
        .and_then(|v| v.as_str())
        .unwrap_or("exponential")
        .to_string();
    let a = load(r);
    // (workers, mean wait) of the stable pools (more workers than the load), table order.
    let rows: Vec<(f64, f64)> = t
        .rows
        .iter()
        .filter(|x| text(t, x, "service") == service && field(t, x, "workers") > a)
        .map(|x| (field(t, x, "workers"), field(t, x, "wait_mean_ms")))
        .collect();
    let Some(&(first, mean)) = rows.first() else {
        // The old claim «no pool size is above the load», from the table.
        facts::holds(f, "pool-workers-title-none$-", "", &[], c);
        return;
    };
    if !r.scenario.raw_params.contains_key("crash_every_ms") {
        match rows.iter().find(|x| x.1 <= mean / 10.0) {
            Some(&(to, to_mean)) => {
                let numbers = [("workers", first), ("mean", mean), ("to_workers", to), ("to_mean", to_mean)];
                facts::holds(f, "pool-workers-title-falls$-", "", &numbers, c);
            }
            None => facts::holds(f, "pool-workers-title-mean$-", "", &[("workers", first), ("mean", mean)], c),
        }
        return;
    }
    // Erlang C of the crash-free pool, where its assumptions hold.
    let applies = param(r, "arrivals", "poisson") == "poisson"
        && service == "exponential"
        && !r.scenario.raw_params.contains_key("queue_limit")
        && r.scenario.raw_params.get("fail_probability").is_none_or(|_| r.float("fail_probability") == 0.0);
    let free = match applies {
        true => erlang_wq(r.float("arrival_rate_per_s"), r.float("service_mean_ms"), first).unwrap_or(0.0),
        false => 0.0,
    };
    let mut numbers = vec![("workers", first), ("mean", mean)];
    let id = if mean <= free {
        "pool-workers-title-crash-harmless$-"
    } else if let Some(&(back, back_mean)) = rows.iter().find(|x| x.1 <= free) {
        numbers.extend([("back_workers", back), ("back_mean", back_mean)]);
        "pool-workers-title-crash-back$-"
    } else {
        "pool-workers-title-crash-worse$-"
    };
    facts::holds(f, id, "", &numbers, c);
    near(f, id, "free", free, 1e-6 * free.max(1.0), c);
}

/// The variability chart's title: the lowest and highest p99 wait at the first pool size.
fn variability(r: &Run, t: &Table, f: &Figure, c: &mut Claims) {
    let first = r.scenario.raw_params.get("workers").and_then(|v| v.as_array()).and_then(|a| a.first());
    let first = first.and_then(toml::Value::as_integer).map(|w| w as f64);
    let p99: Vec<f64> = t
        .rows
        .iter()
        .filter(|x| first.is_none() || num(cell(t, x, "workers")) == first)
        .map(|x| field(t, x, "wait_p99_ms"))
        .collect();
    if min(&p99) > 0.0 {
        facts::holds(f, "pool-variability-title$-", "", &[("low", min(&p99)), ("high", max(&p99))], c);
    } else {
        facts::holds(f, "pool-variability-title-plain$-", "", &[], c);
    }
}

/// One overloaded pool: the queue grows at `λ − cμ` (or only wanders at the capacity), its
/// peak where arrivals end or before; the wait grows too, and the last one drawn.
fn overload_one(r: &Run, t: &Table, queue: &Figure, wait: &Figure, c: &mut Claims) {
    let row = &t.rows[0];
    let workers = field(t, row, "workers");
    let rate = growth(r, workers);
    let grows = rate >= 0.05;
    let (most, at_end) = drawn_queue(r, t, row);
    let regime = match (grows, at_end == most) {
        (true, true) => "at-end",
        (true, false) => "most",
        (false, _) => "wanders",
    };
    facts::holds(queue, "pool-overload-queue-title", regime, &[("most", most)], c);
    near(queue, "pool-overload-queue-title", "rate", rate, 1e-9, c);
    let yes = if grows { "yes" } else { "no" };
    facts::holds(wait, "pool-overload-wait-title$grows", yes, &[("last", last_wait(r, t, row))], c);
    if !grows {
        for f in [queue, wait] {
            c.hold((load(r) - workers).abs() < 1e-9, &f.title, "arrivals equal the capacity");
        }
    }
}

/// Several pools, the smallest overloaded: each named pool's queue (grows at its rate,
/// wanders, or stays short; its peak), and the last wait drawn per pool.
fn overload_several(r: &Run, t: &Table, queue: &Figure, wait: &Figure, c: &mut Claims) {
    let mut pools: Vec<&Vec<Cell>> =
        t.rows.iter().filter(|x| text(t, x, "service") == text(t, &t.rows[0], "service")).collect();
    pools.sort_by(|a, b| field(t, a, "workers").total_cmp(&field(t, b, "workers")));
    let grows = pools.iter().any(|x| growth(r, field(t, x, "workers")) >= 0.05);
    let yes = if grows { "yes" } else { "no" };
    let named: Vec<&Vec<Cell>> = match pools.as_slice() {
        [first, .., last] if pools.len() > 2 => vec![first, last],
        _ => pools.clone(),
    };
    facts::holds(queue, "pool-overload-queue-title-several$grows", yes, &[], c);
    let parts: Vec<(&str, Vec<(&str, f64)>)> = named
        .iter()
        .map(|x| {
            let workers = field(t, x, "workers");
            let kind = match growth(r, workers) {
                g if g >= 0.05 => "grows",
                _ if load(r) >= workers => "wanders",
                _ => "short",
            };
            (kind, vec![("workers", workers), ("most", drawn_queue(r, t, x).0)])
        })
        .collect();
    facts::each(queue, "pool-overload-part$kind", &parts, c);
    let rates = queue.facts.iter().filter(|x| x.statement == "pool-overload-part").map(|x| x.value("rate"));
    for (said, x) in rates.zip(&named) {
        let want = growth(r, field(t, x, "workers"));
        c.hold(said.is_some_and(|s| (s - want).abs() < 1e-9), &queue.title, format!("a pool's growth {want}/s"));
    }
    facts::holds(wait, "pool-overload-wait-title-several$grows", yes, &[], c);
    let waits: Vec<(&str, Vec<(&str, f64)>)> =
        named.iter().map(|x| ("", vec![("workers", field(t, x, "workers")), ("end", last_wait(r, t, x))])).collect();
    facts::each(wait, "pool-size-at$-", &waits, c);
}

/// The tail chart's title: the pool, the share that waits and the mean wait; beside Erlang
/// C, «close» only where the share is within 0,05 of the theory's.
fn tail(r: &Run, t: &Table, f: &Figure, c: &mut Claims) {
    let row = &t.rows[0];
    let numbers = [
        ("workers", field(t, row, "workers")),
        ("share", 100.0 * field(t, row, "p_wait")),
        ("wait", field(t, row, "wait_mean_ms")),
    ];
    let Some(theory) = r.report.tables.iter().find(|x| x.name == "theory") else {
        facts::holds(f, "pool-tail-title-no-theory$-", "", &numbers, c);
        return;
    };
    // The window's steadiness comes from the batch means, which no table holds: the regime
    // is the chart's, held to what the theory table shows.
    let stated = facts::fact(f, "pool-tail-title$agree").and_then(|x| x.select("agree")).unwrap_or("");
    facts::holds(f, "pool-tail-title$agree", stated, &numbers, c);
    let x = &theory.rows[0];
    let gap = (field(theory, x, "p_wait") - field(theory, x, "p_wait_erlang_c")).abs();
    if stated == "yes" {
        c.hold(gap <= 0.05, &f.title, "close to Erlang C: the share that waits within 0,05");
    }
}

/// The retry-times chart's title: no retries, no failures, no backoff, no clear delay, or
/// backoff delays the work (the slowest policy's p95 time in the system above 1,2 times the
/// fastest's), over the first pool size and service's rows.
fn retry_times(r: &Run, t: &Table, f: &Figure, c: &mut Claims) {
    let first = &t.rows[0];
    let rows: Vec<&Vec<Cell>> = t
        .rows
        .iter()
        .filter(|x| {
            text(t, x, "workers") == text(t, first, "workers") && text(t, x, "service") == text(t, first, "service")
        })
        .collect();
    let retry = |x: &Vec<Cell>| text(t, x, "retry");
    let retrying: Vec<&&Vec<Cell>> = rows.iter().filter(|x| retry(x) != "none").collect();
    let sojourn: Vec<f64> = rows.iter().map(|x| field(t, x, "sojourn_p95_ms")).collect();
    let regime = if retrying.is_empty() {
        "no-retries"
    } else if rows.iter().all(|x| field(t, x, "retries") == 0.0) {
        "no-failures"
    } else if retrying.iter().all(|x| retry(x) == "immediate") {
        "no-backoff"
    } else if max(&sojourn) <= 1.2 * min(&sojourn) {
        "no-delay"
    } else {
        "delays"
    };
    facts::holds(f, "pool-retry-times-title", regime, &[], c);
    if regime == "delays" {
        let fail = r.scenario.raw_params.get("fail_probability").map(|_| r.float("fail_probability"));
        let retries: Vec<f64> = rows.iter().map(|x| field(t, x, "retries")).collect();
        c.hold(fail.is_some_and(|p| p > 0.0) && max(&retries) > 0.0, &f.title, "there are retries to delay");
    }
}

pub fn queue_drain(r: &Run, c: &mut Claims) {
    let t = r.table("drain");
    let f = r.figure("drain").unwrap();
    let row = &t.rows[0];
    let end = [("messages", r.int("messages") as f64), ("end", field(t, row, "makespan_ms"))];
    facts::holds(f, "queue-drain-title$-", "", &end, c);
    let numbers = [
        ("crashes", field(t, row, "crashes")),
        ("dead", field(t, row, "dead_lettered")),
        ("processed", field(t, row, "processed")),
        ("deliveries", field(t, row, "deliveries")),
    ];
    facts::holds(f, "queue-drain-caption$-", "", &numbers, c);
}

pub fn retry_storm(r: &Run, c: &mut Claims) {
    let t = r.table("storm");
    let f = r.figure("storm").unwrap();
    let row = &t.rows[0];
    facts::holds(f, "retry-storm-title$-", "", &[("peak", field(t, row, "peak_bucket_requests"))], c);
    let numbers = [("successes", field(t, row, "successes")), ("gave_ups", field(t, row, "gave_ups"))];
    facts::holds(f, "retry-storm-caption$-", "", &numbers, c);
}

/// The deep draw's false claim on 005-overload: with failures the runs table's `queue_max`
/// closes with the measured window, before the last arrival joins the queue; the title
/// names the longest queue drawn (459), which the trend holds.
#[test]
fn an_overloaded_pool_with_failures_names_the_longest_queue_drawn() {
    let sets = ["messages=3000", "fail_probability=0.59", "bullmq_backoff=\"fixed\""];
    let r = Run::new("005-overload.toml", &sets).unwrap();
    let mut c = Claims::default();
    worker_pool(&r, &mut c);
    let (t, queue) = (r.table("runs"), r.figure("queue").unwrap());
    let (most, _) = drawn_queue(&r, t, &t.rows[0]);
    assert!(most > field(t, &t.rows[0], "queue_max"), "the case no longer shows the window's edge");
    assert_eq!(facts::fact(queue, "pool-overload-queue-title").and_then(|x| x.value("most")), Some(most));
    assert!(c.failures.is_empty(), "{:?}", c.failures);
}
