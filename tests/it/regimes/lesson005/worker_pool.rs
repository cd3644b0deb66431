//! worker-pool's checker and coincidences: every claim of its charts (the burst's drain,
//! the wait against the pool size, the service distributions, the overloaded queue and
//! wait, the tail against Erlang C, the retry policies' costs) and of its text (a window
//! that is no steady state), re-derived from the `runs`, `theory` and `trend` tables.

use super::super::claims::{Claims, Run, cell, num};
use super::super::facts;
use jobsim::report::{Cell, Figure, Table};

pub(super) fn field(t: &Table, row: &[Cell], column: &str) -> f64 {
    num(cell(t, row, column)).unwrap()
}

/// A cell that may be empty (`None`).
pub(super) fn maybe(t: &Table, row: &[Cell], column: &str) -> Option<f64> {
    num(cell(t, row, column))
}

pub(super) fn text(t: &Table, row: &[Cell], column: &str) -> String {
    cell(t, row, column).to_csv()
}

/// `yes` or `no`, a `bool` selector's key.
pub(super) fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// A text parameter after overrides, or the model's default.
fn param(r: &Run, key: &str) -> String {
    r.value(key).and_then(|v| v.as_str().map(String::from)).unwrap_or_default()
}

/// The first service distribution listed (the one the workers chart draws).
fn first_service(r: &Run) -> String {
    let services = r.value("services");
    let first = services.as_ref().and_then(|v| v.as_array()).and_then(|a| a.first()).and_then(|v| v.as_str());
    first.unwrap_or("exponential").to_string()
}

/// The pool sizes listed.
pub(super) fn sizes(r: &Run) -> Vec<i64> {
    let workers = r.value("workers");
    workers
        .as_ref()
        .and_then(|v| v.as_array())
        .map_or(Vec::new(), |a| a.iter().filter_map(|v| v.as_integer()).collect())
}

/// The offered load λ/μ in workers.
fn load(r: &Run) -> f64 {
    r.float("arrival_rate_per_s") * r.float("service_mean_ms") / 1000.0
}

/// The queue's growth in messages a second with `workers` (`λ − cμ`).
fn growth(r: &Run, workers: f64) -> f64 {
    r.float("arrival_rate_per_s") - workers * 1000.0 / r.float("service_mean_ms")
}

/// Whether Erlang C's assumptions hold for the parameters, crashes and failures aside.
fn erlang_applies(r: &Run, service: &str) -> bool {
    param(r, "arrivals") == "poisson" && service == "exponential" && r.value("queue_limit").is_none()
}

/// Erlang C with `workers`: the probability of a wait and the queue's drain per ms, `None`
/// for an unstable pool.
pub(super) fn erlang(r: &Run, workers: f64) -> Option<(f64, f64)> {
    let (rate, service) = (r.float("arrival_rate_per_s"), r.float("service_mean_ms"));
    let a = rate * service / 1000.0;
    if a >= workers {
        return None;
    }
    let mut b = 1.0;
    for k in 1..=workers as u32 {
        b = a * b / (f64::from(k) + a * b);
    }
    let p_wait = b / (1.0 - a / workers * (1.0 - b));
    Some((p_wait, workers / service - rate / 1000.0))
}

/// Erlang C's mean wait in ms (M/M/c), `None` for an unstable pool.
fn erlang_wq(r: &Run, workers: f64) -> Option<f64> {
    erlang(r, workers).map(|(p, drain)| p / drain)
}

/// The number `name` of the chart's fact `id` where it is within `tolerance` of `want` (a
/// theory value the chart computes in another order), else `want` (which then fails).
pub(super) fn close(f: &Figure, id: &str, name: &str, want: f64, tolerance: f64) -> f64 {
    let said = facts::every(f).into_iter().find(|x| x.statement == id).and_then(|x| x.value(name));
    said.filter(|s| (s - want).abs() <= tolerance).unwrap_or(want)
}

/// How many times chart `f` states `id` (its nested statements included).
pub(super) fn stated(f: &Figure, id: &str) -> usize {
    facts::every(f).iter().filter(|x| x.statement == id).count()
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

/// The `runs` table with the columns of `checks` (what the sentences claim that `runs`
/// does not show, one row per run in the same order) after its own.
fn joined(r: &Run) -> Table {
    let (runs, checks) = (r.table("runs"), r.table("checks"));
    let mut t = runs.clone();
    let own: Vec<usize> = (0..checks.columns.len()).filter(|&i| !runs.columns.contains(&checks.columns[i])).collect();
    t.columns.extend(own.iter().map(|&i| checks.columns[i].clone()));
    assert_eq!(runs.rows.len(), checks.rows.len(), "a `checks` row per run");
    for (row, check) in t.rows.iter_mut().zip(&checks.rows) {
        assert_eq!(text(runs, row, "workers"), text(checks, check, "workers"), "`checks` in the runs' order");
        row.extend(own.iter().map(|&i| check[i].clone()));
    }
    t
}

pub fn worker_pool(r: &Run, c: &mut Claims) {
    let t = &joined(r);
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
    if let Some(f) = r.figure("retry-work") {
        super::pool_retries::work(r, t, f, c);
    }
    if let Some(f) = r.figure("retry-times") {
        super::pool_retries::times(r, t, f, c);
    }
    settling(r, t, c);
}

/// The burst's drain: each pool named with its drain time, whether the drain shortens in
/// proportion to the pool, and whether ten times the workers drain in a tenth of the time.
fn drain(r: &Run, t: &Table, f: &Figure, c: &mut Claims) {
    // (workers, service, end, longest wait) per run, in the table's order.
    type Row = (f64, String, f64, f64);
    let rows: Vec<Row> = t
        .rows
        .iter()
        .map(|x| (field(t, x, "workers"), text(t, x, "service"), field(t, x, "end_ms"), field(t, x, "wait_max_ms")))
        .collect();
    // Four runs or more: the title names the smallest pool and the largest.
    let named: Vec<&Row> = match rows.len() {
        0..=3 => rows.iter().collect(),
        _ => {
            let small = rows.iter().min_by(|a, b| a.0.total_cmp(&b.0));
            small.into_iter().chain(rows.iter().max_by(|a, b| a.0.total_cmp(&b.0))).collect()
        }
    };
    let title = "worker-pool-drain-title";
    c.hold(stated(f, "worker-pool-size-at") == named.len(), &f.title, "a drain time per pool named");
    for (i, x) in named.iter().enumerate() {
        facts::expect_in(f, title, "ends", "worker-pool-size-at").num("workers", x.0).num("end", x.2).holds_nth(i, c);
    }
    let ratio = |a: &Row, b: &Row| (a.2 / b.2.max(1.0)) / (b.0 / a.0);
    let mut by_size: Vec<&Row> = rows.iter().collect();
    by_size.sort_by(|a, b| a.0.total_cmp(&b.0));
    let proportional = by_size.windows(2).all(|p| p[0].0 < p[1].0 && (0.75..1.33).contains(&ratio(p[0], p[1])));
    let drains = match (rows.len(), proportional) {
        (1, _) => "one",
        (_, true) => "proportional",
        (_, false) => "not",
    };
    facts::expect(f, title).is("drains", drains).num("messages", r.int("messages") as f64).holds(c);
    let pairs: Vec<(&Row, &Row)> = rows
        .iter()
        .flat_map(|a| rows.iter().filter(move |b| b.0 == 10.0 * a.0 && b.1 == a.1).map(move |b| (a, b)))
        .collect();
    let tenfold = !pairs.is_empty() && pairs.iter().all(|(a, b)| (0.8..1.25).contains(&ratio(a, b)));
    let slowest = rows.iter().max_by(|a, b| a.2.total_cmp(&b.2)).unwrap();
    facts::expect(f, "worker-pool-drain-caption")
        .is("tenfold", yes(tenfold))
        .num("slowest", slowest.0)
        .num("last_wait", slowest.3)
        .holds(c);
}

/// The workers chart: its title (the first stable pool's mean wait, and the pool that
/// brings it down tenfold or, with crashes, back to Erlang C's crash-free wait; else every
/// stable pool's mean), its caption (the load, Erlang C's curves, the crashes' limit, the
/// pools that do not keep up) and the band and limit it marks.
fn workers(r: &Run, t: &Table, f: &Figure, c: &mut Claims) {
    let service = first_service(r);
    let a = load(r);
    let of_service: Vec<&Vec<Cell>> = t.rows.iter().filter(|x| text(t, x, "service") == service).collect();
    // (workers, mean wait) of the stable pools (more workers than the load), table order.
    let rows: Vec<(f64, f64)> = of_service
        .iter()
        .filter(|x| field(t, x, "workers") > a)
        .map(|x| (field(t, x, "workers"), field(t, x, "wait_mean_ms")))
        .collect();
    let unstable: Vec<String> =
        of_service.iter().filter(|x| field(t, x, "workers") <= a).map(|x| text(t, x, "workers")).collect();
    let unstable = unstable.join(", ");
    let sizes = sizes(r);
    let (lo, hi) = (sizes.iter().min().copied().unwrap_or(1), sizes.iter().max().copied().unwrap_or(1));
    let crash = r.value("crash_every_ms").and_then(|v| v.as_integer());
    let fails = r.float("fail_probability") > 0.0;
    let lines = erlang_applies(r, &service) && !fails && (lo..=hi).any(|w| (w as f64) > a);
    facts::expect(f, "worker-pool-workers-caption").num("load", a).is("lines", yes(lines)).holds(c);
    let limit = match crash {
        Some(every) => {
            let restart = r.int("restart_ms");
            let up = every as f64 / (every + restart) as f64;
            facts::expect(f, "worker-pool-crash-limit").num("limit", a / up).holds(c);
            let limit = a * (every + restart) as f64 / every as f64;
            facts::expect(f, "worker-pool-workers-caption-crashes").num("limit", limit).holds(c);
            limit
        }
        None => a,
    };
    let left = (lo as f64).min(a.floor()) - 0.5;
    match unstable.is_empty() {
        true => c.hold(stated(f, "worker-pool-workers-caption-unstable") == 0, &f.caption, "every pool keeps up"),
        false => facts::expect(f, "worker-pool-workers-caption-unstable").text("unstable", unstable.clone()).holds(c),
    }
    match (limit > left, unstable.is_empty()) {
        (true, false) => facts::expect(f, "worker-pool-workers-band-unstable").text("unstable", unstable).holds(c),
        _ => c.hold(stated(f, "worker-pool-workers-band-unstable") == 0, &f.caption, "the band names no pool"),
    }
    let Some(&(first, mean)) = rows.first() else {
        facts::states(f, "worker-pool-workers-title-none$-", true, c);
        return;
    };
    let Some(_) = crash else {
        match rows.iter().find(|x| x.1 <= mean / 10.0) {
            Some(&(to, to_mean)) => facts::expect(f, "worker-pool-workers-title-falls")
                .num("workers", first)
                .num("mean", mean)
                .num("to_workers", to)
                .num("to_mean", to_mean)
                .holds(c),
            None => mean_title(f, &rows, c),
        }
        return;
    };
    // Erlang C of the crash-free pool, where its assumptions hold.
    let applies = erlang_applies(r, &service) && !fails;
    let free = if applies { erlang_wq(r, first).unwrap_or(0.0) } else { 0.0 };
    let id = if mean <= free {
        "worker-pool-workers-title-crash-harmless"
    } else if rows.iter().any(|x| x.1 <= free) {
        "worker-pool-workers-title-crash-back"
    } else {
        "worker-pool-workers-title-crash-worse"
    };
    let free = close(f, id, "free", free, 1e-6 * free.max(1.0));
    let expect = facts::expect(f, id).num("workers", first).num("mean", mean).num("free", free);
    match rows.iter().find(|x| x.1 <= free) {
        Some(&(back, back_mean)) if mean > free => {
            expect.num("back_workers", back).num("back_mean", back_mean).holds(c);
        }
        _ => expect.holds(c),
    }
}

/// The mean-wait title: the first stable pool's mean, then each other's (the largest alone
/// after an ellipsis beyond three).
fn mean_title(f: &Figure, rows: &[(f64, f64)], c: &mut Claims) {
    let rest: Vec<&(f64, f64)> = match rows {
        [_, rest @ ..] if rest.len() <= 2 => rest.iter().collect(),
        [.., last] => vec![last],
        [] => Vec::new(),
    };
    let more = match (rows.len(), rest.is_empty()) {
        (_, true) => "none",
        (0..=3, false) => "each",
        _ => "last",
    };
    let id = "worker-pool-workers-title-mean";
    facts::expect(f, id).num("workers", rows[0].0).num("mean", rows[0].1).is("more", more).holds(c);
    c.hold(stated(f, "worker-pool-size-at") == rest.len(), &f.title, "every other stable pool's mean wait");
    for (i, x) in rest.iter().enumerate() {
        facts::expect_in(f, id, "others", "worker-pool-size-at").num("workers", x.0).num("end", x.1).holds_nth(i, c);
    }
}

/// A distribution's name in charts: the lognormal by what it does to the tail.
fn chart_service(r: &Run, service: &str) -> &'static str {
    match service {
        "exponential" => "exponential",
        "deterministic" => "fixed",
        _ if r.float("service_cv") > 1.0 => "heavy",
        _ => "lognormal",
    }
}

/// The variability chart: the lowest and highest p99 wait at the first pool size and
/// their ratio, and the first row's utilisation.
fn variability(r: &Run, t: &Table, f: &Figure, c: &mut Claims) {
    let first = sizes(r).first().map(|&w| w as f64);
    let rows: Vec<&Vec<Cell>> =
        t.rows.iter().filter(|x| first.is_none() || num(cell(t, x, "workers")) == first).collect();
    let p99 = |x: &Vec<Cell>| field(t, x, "wait_p99_ms");
    // The first of the lowest, the last of the highest (as the chart picks them).
    let lo = rows.iter().copied().reduce(|a, b| if p99(b) < p99(a) { b } else { a });
    let hi = rows.iter().copied().reduce(|a, b| if p99(b) >= p99(a) { b } else { a });
    let id = "worker-pool-variability-title";
    match (lo, hi) {
        (Some(lo), Some(hi)) if p99(lo) > 0.0 => {
            facts::expect(f, id).num("fold", p99(hi) / p99(lo)).num("low", p99(lo)).num("high", p99(hi)).holds(c);
            for (part, x) in [("low_service", lo), ("high_service", hi)] {
                let service = chart_service(r, &text(t, x, "service"));
                facts::expect_in(f, id, part, "worker-pool-chart-service").is("service", service).holds(c);
            }
        }
        _ => facts::states(f, "worker-pool-variability-title-plain$-", true, c),
    }
    let util = rows.first().map_or(0.0, |x| field(t, x, "utilisation"));
    facts::expect(f, "worker-pool-variability-caption").num("utilisation", 100.0 * util).holds(c);
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
    facts::expect(queue, "worker-pool-overload-queue-title")
        .is("regime", regime)
        .num("rate", rate)
        .num("most", most)
        .holds(c);
    let service = r.float("service_mean_ms");
    facts::expect(queue, "worker-pool-overload-queue-caption").num("capacity", workers * 1000.0 / service).holds(c);
    let per_ms = workers / service;
    let slope = (r.float("arrival_rate_per_s") / 1000.0 - per_ms) / per_ms;
    facts::expect(wait, "worker-pool-overload-wait-title")
        .is("grows", yes(grows))
        .num("minute", slope * 60_000.0)
        .num("last", last_wait(r, t, row))
        .holds(c);
    if !grows {
        for f in [queue, wait] {
            c.hold((load(r) - workers).abs() < 1e-9, &f.title, "arrivals equal the capacity");
        }
    }
}

/// Several pools, the smallest overloaded: each named pool's queue (grows at its rate,
/// wanders, or stays short; its peak), each pool's capacity, and the last wait drawn per
/// named pool.
fn overload_several(r: &Run, t: &Table, queue: &Figure, wait: &Figure, c: &mut Claims) {
    let service = first_service(r);
    let mut pools: Vec<&Vec<Cell>> = t.rows.iter().filter(|x| text(t, x, "service") == service).collect();
    pools.sort_by(|a, b| field(t, a, "workers").total_cmp(&field(t, b, "workers")));
    let grows = pools.iter().any(|x| growth(r, field(t, x, "workers")) >= 0.05);
    let named: Vec<&Vec<Cell>> = match pools.as_slice() {
        [first, .., last] if pools.len() > 2 => vec![first, last],
        _ => pools.clone(),
    };
    facts::expect(queue, "worker-pool-overload-queue-title-several").is("grows", yes(grows)).holds(c);
    c.hold(stated(queue, "worker-pool-overload-part") == named.len(), &queue.title, "a part per pool named");
    for (i, x) in named.iter().enumerate() {
        let workers = field(t, x, "workers");
        let kind = match growth(r, workers) {
            g if g >= 0.05 => "grows",
            _ if load(r) >= workers => "wanders",
            _ => "short",
        };
        facts::expect(queue, "worker-pool-overload-part")
            .is("kind", kind)
            .num("rate", growth(r, workers))
            .num("workers", workers)
            .num("most", drawn_queue(r, t, x).0)
            .holds_nth(i, c);
    }
    let service_ms = r.float("service_mean_ms");
    c.hold(stated(queue, "worker-pool-overload-capacity") == pools.len(), &queue.caption, "a capacity per pool");
    for (i, x) in pools.iter().enumerate() {
        let capacity = field(t, x, "workers") * 1000.0 / service_ms;
        facts::expect(queue, "worker-pool-overload-capacity").num("capacity", capacity).holds_nth(i, c);
    }
    facts::expect(wait, "worker-pool-overload-wait-title-several").is("grows", yes(grows)).holds(c);
    c.hold(stated(wait, "worker-pool-size-at") == named.len(), &wait.title, "a last wait per pool named");
    for (i, x) in named.iter().enumerate() {
        let (workers, last) = (field(t, x, "workers"), last_wait(r, t, x));
        facts::expect(wait, "worker-pool-size-at").num("workers", workers).num("end", last).holds_nth(i, c);
    }
}

/// Why a row's window is unsettled: what is shorter than the queue's relaxation time.
fn short(t: &Table, row: &[Cell]) -> (&'static str, f64, f64, f64) {
    let warmup = field(t, row, "window_start_ms");
    let batch = field(t, row, "window_ms") / 20.0;
    let relax = maybe(t, row, "relax_ms").unwrap_or(f64::NAN);
    let short = match (warmup < relax, batch < relax) {
        (true, true) => "both",
        (true, false) => "warmup",
        _ => "batch",
    };
    (short, warmup, batch, relax)
}

/// The tail chart: the share that waits and the mean wait; beside Erlang C, «close» only
/// for a steady window whose batch means' interval holds the theory's mean wait and whose
/// share is within 0,05 of the theory's (a growing or unsettled window says why instead);
/// the caption's messages served and longest wait.
fn tail(r: &Run, t: &Table, f: &Figure, c: &mut Claims) {
    let row = &t.rows[0];
    let (share, wait) = (100.0 * field(t, row, "p_wait"), field(t, row, "wait_mean_ms"));
    facts::expect(f, "worker-pool-tail-caption")
        .num("served", field(t, row, "served"))
        .num("longest", field(t, row, "wait_max_ms"))
        .holds(c);
    let Some(theory) = r.report.tables.iter().find(|x| x.name == "theory") else {
        facts::expect(f, "worker-pool-tail-title-no-theory").num("share", share).num("wait", wait).holds(c);
        return;
    };
    let x = &theory.rows[0];
    let (p_theory, wq) = (field(theory, x, "p_wait_erlang_c"), field(theory, x, "wait_mean_ms_erlang_c"));
    let window = text(t, row, "window");
    let interval = maybe(t, row, "wait_mean_low_ms").zip(maybe(t, row, "wait_mean_high_ms"));
    let holds = interval.is_some_and(|(lo, hi)| lo <= wq && wq <= hi);
    let agree = match window.as_str() {
        "growing" | "unsettled" => window.as_str(),
        _ if holds && (field(t, row, "p_wait") - p_theory).abs() <= 0.05 => "yes",
        _ => "no",
    };
    facts::expect(f, "worker-pool-tail-title")
        .is("agree", agree)
        .num("share", share)
        .num("share_theory", 100.0 * p_theory)
        .num("wait", wait)
        .num("wait_theory", wq)
        .holds(c);
    match window.as_str() {
        "unsettled" => {
            let (short, warmup, batch, relax) = short(t, row);
            facts::expect(f, "worker-pool-short-of")
                .is("short", short)
                .num("warmup", warmup)
                .num("batch", batch)
                .num("relax", relax)
                .holds(c);
        }
        _ => c.hold(stated(f, "worker-pool-short-of") == 0, &f.title, "a steady or growing window"),
    }
}

/// The text's note on each row whose measured window is no steady state: growing (the
/// mean wait of its first and last quarter) or unsettled (and why); none for a burst.
fn settling(r: &Run, t: &Table, c: &mut Claims) {
    let burst = param(r, "arrivals") == "burst";
    let rows: Vec<&Vec<Cell>> = t.rows.iter().filter(|x| !burst && text(t, x, "window") != "steady").collect();
    let notes = r.report.said.iter().filter(|x| x.statement == "worker-pool-settling").count();
    let title = r.report.text.lines().next().unwrap_or("");
    c.hold(notes == rows.len(), title, format!("{notes} notes on a window, the tables show {}", rows.len()));
    let mut unsettled = 0;
    for (i, x) in rows.iter().enumerate() {
        let window = text(t, x, "window");
        let quarter = |k: &str| maybe(t, x, k).unwrap_or(0.0);
        facts::expect_said(&r.report, "worker-pool-settling")
            .is("regime", window.clone())
            .num("first", quarter("wait_first_quarter_ms"))
            .num("last", quarter("wait_last_quarter_ms"))
            .holds_nth(i, c);
        if window == "unsettled" {
            let (short, warmup, batch, relax) = short(t, x);
            facts::expect_said(&r.report, "worker-pool-short-of")
                .is("short", short)
                .num("warmup", warmup)
                .num("batch", batch)
                .num("relax", relax)
                .holds_nth(unsettled, c);
            unsettled += 1;
        }
    }
    // A growing window's quarters: the last at least half again the first.
    for x in rows.iter().filter(|x| text(t, x, "window") == "growing") {
        let (first, last) = (field(t, x, "wait_first_quarter_ms"), field(t, x, "wait_last_quarter_ms"));
        c.hold(last >= 1.5 * first && last > 0.0, title, "a growing window's mean wait grows");
    }
    // A pool at or above its capacity (λ/μ ≥ c) has no steady state: its window is growing
    // (the window saw it) or saturated, never steady or merely unsettled; and a saturated
    // one is at or above the capacity. (Clockwork arrivals into fixed service exactly at
    // the capacity never queue.)
    for x in t.rows.iter().filter(|_| !burst) {
        let (window, c_workers) = (text(t, x, "window"), field(t, x, "workers"));
        let clockwork = param(r, "arrivals") == "deterministic" && text(t, x, "service") == "deterministic";
        let over = load(r) > c_workers || (load(r) == c_workers && !clockwork);
        let said = if over { window == "growing" || window == "saturated" } else { window != "saturated" };
        c.hold(said, title, format!("{c_workers} workers at λ/μ = {}: window `{window}`", load(r)));
    }
}

/// worker-pool's coincidences: a pool exactly at the load (the queue only wanders) and
/// one worker above it, the load as the smallest and the largest of two pools, pools ten
/// times apart, no warm-up and a warm-up of all but one message, a queue limit of one and
/// of none waiting, crashes as long as the restarts, and a retry chart whose attempts never
/// fail.
pub fn worker_pool_coincide(r: &Run) -> Vec<Vec<String>> {
    let a = load(r).ceil().clamp(1.0, 10_000.0) as i64;
    let messages = r.int("messages");
    let first = sizes(r).first().copied().unwrap_or(10);
    let mut sets = vec![
        vec![format!("workers=[{a}]")],
        vec![format!("workers=[{}]", a + 1)],
        vec![format!("workers=[{a},{}]", a + 1)],
        vec![format!("workers=[{},{}]", (a - 1).max(1), a)],
        vec![format!("workers=[{first},{}]", (10 * first).min(10_000))],
        vec!["warmup_messages=0".into()],
        vec![format!("warmup_messages={}", messages - 1)],
        vec!["queue_limit=0".into()],
        vec!["queue_limit=1".into()],
        vec!["crash_every_ms=1000".into(), "restart_ms=1000".into()],
        vec!["fail_probability=0.0".into(), "retries=[\"none\",\"immediate\",\"sidekiq\"]".into()],
        vec!["fail_probability=0.3".into(), "retries=[\"none\",\"immediate\",\"sidekiq\"]".into()],
    ];
    if sizes(r).len() > 1 {
        sets.push(vec![format!("workers=[{first}]")]);
    }
    sets
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
    let (t, queue) = (&joined(&r), r.figure("queue").unwrap());
    let (most, _) = drawn_queue(&r, t, &t.rows[0]);
    assert!(most > field(t, &t.rows[0], "queue_max"), "the case no longer shows the window's edge");
    let said = facts::every(queue).into_iter().find(|x| x.statement == "worker-pool-overload-queue-title");
    assert_eq!(said.and_then(|x| x.value("most")), Some(most));
    assert!(c.failures.is_empty(), "{:?}", c.failures);
}
