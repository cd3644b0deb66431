//! Claim checkers of lesson 005's worker pool and of the performance anchors.

use super::claims::{Claims, Run, after, before, cell, human, max, min, ms_after, num, nums};
use jobsim::report::{Cell, Table};

fn field(t: &Table, row: &[Cell], column: &str) -> f64 {
    num(cell(t, row, column)).unwrap()
}

fn pool(t: &Table, workers: f64) -> Option<&[Cell]> {
    t.rows.iter().map(|x| x.as_slice()).find(|x| num(cell(t, x, "workers")) == Some(workers))
}

/// The offered load λ/μ in workers.
fn load(r: &Run) -> f64 {
    let rate =
        r.scenario.raw_params.get("arrival_rate_per_s").and_then(|v| v.as_float().or(v.as_integer().map(|i| i as f64)));
    rate.unwrap() * r.float("service_mean_ms") / 1000.0
}

pub fn worker_pool(r: &Run, c: &mut Claims) {
    let t = r.table("runs");
    let service = r.float("service_mean_ms");
    if let Some(f) = r.figure("drain") {
        c.hold(before(&f.title, " ileti ") == Some(r.int("messages") as f64), &f.title, "the burst's size");
        let said: Vec<(f64, f64)> =
            f.title.split(", ").filter_map(|p| Some((before(p, " işçiyle")?, ms_after(p, "işçiyle ")?))).collect();
        for &(w, _) in &said {
            // Any row of that pool size (one per service time where there are several).
            let ends: Vec<f64> = t
                .rows
                .iter()
                .filter(|x| num(cell(t, x, "workers")) == Some(w))
                .map(|x| field(t, x, "end_ms"))
                .collect();
            c.hold(
                ends.iter().any(|e| f.title.contains(&format!("{w} işçiyle {}", human(*e)))),
                &f.title,
                format!("{w} workers' drain"),
            );
        }
        if f.title.contains("kaç katına çıkarsa") {
            let ok = said.len() >= 2
                && said.windows(2).all(|p| {
                    (p[0].1 / p[1].1) / (p[1].0 / p[0].0) > 0.75 && (p[0].1 / p[1].1) / (p[1].0 / p[0].0) < 1.33
                });
            c.hold(ok, &f.title, "the drain time falls as the pool grows (at least two pools)");
        }
        if f.caption.contains("on katına") {
            // From the table: pools ten times apart with the same service times.
            let rows: Vec<(f64, String, f64)> = t
                .rows
                .iter()
                .map(|x| (field(t, x, "workers"), cell(t, x, "service").to_csv(), field(t, x, "end_ms")))
                .collect();
            let ok = rows
                .iter()
                .any(|a| rows.iter().any(|b| b.0 == 10.0 * a.0 && b.1 == a.1 && (a.2 / b.2 - 10.0).abs() < 2.0));
            c.hold(ok, &f.caption, "ten times the workers drain in a tenth of the time");
        }
    }
    if let Some(f) = r.figure("workers") {
        if f.title.contains("hiçbiri gelen işe yetmiyor") {
            c.hold(nums(t, "workers").iter().all(|&w| w <= load(r)), &f.title, "no pool size is above the load");
        }
        if let Some(w) = before(&f.title, " işçiyle ortalama") {
            let mean = pool(t, w).map(|x| field(t, x, "wait_mean_ms"));
            c.hold(
                // The title prints its waits in one unit (the largest one's), at `ms_in`'s precision.
                mean.is_some_and(|m| {
                    [1.0, 1000.0, 60_000.0, 3_600_000.0].iter().any(|&span| {
                        f.title.contains(&format!(
                            "{w} işçiyle ortalama {}",
                            jobsim::report::units::ms_in(m, span, jobsim::report::lang::Lang::Tr)
                        ))
                    })
                }),
                &f.title,
                "the smallest stable pool's mean wait",
            );
        }
        if f.title.contains("beklemeyi büyütüyor") {
            let free = ms_after(&f.title, "(çökmesiz ").or_else(|| ms_after(&f.title, ", çökmesiz "));
            let with = ms_after(&f.title, "ortalama ");
            c.hold(matches!((with, free), (Some(a), Some(b)) if a > b), &f.title, "crashes make the wait longer");
        }
        if f.title.contains("hemen üstünde hızla düşüyor") {
            let (a, b) =
                (ms_after(&f.title, "ortalama "), f.title.rsplit_once("işçiyle ").and_then(|x| ms_after(x.1, "")));
            c.hold(matches!((a, b), (Some(a), Some(b)) if b <= a / 10.0), &f.title, "the wait falls tenfold");
        }
    }
    if let Some(f) = r.figure("variability") {
        // The chart compares the service times at the first pool size of `workers`.
        let first = r.scenario.raw_params.get("workers").and_then(|v| v.as_array()).and_then(|a| a.first());
        let first = first.and_then(toml::Value::as_integer).map(|w| w as f64);
        let p99: Vec<f64> = t
            .rows
            .iter()
            .filter(|x| first.is_none() || num(cell(t, x, "workers")) == first)
            .map(|x| field(t, x, "wait_p99_ms"))
            .collect();
        if f.title.contains("kat fark") {
            c.hold(
                f.title.contains(&human(min(&p99))) && f.title.ends_with(&format!("sürede {}", human(max(&p99)))),
                &f.title,
                "the lowest and highest p99",
            );
        }
    }
    for name in ["queue", "wait"] {
        let Some(f) = r.figure(name) else { continue };
        // The title names the pools smallest first.
        let mut workers = nums(t, "workers");
        workers.sort_by(f64::total_cmp);
        let rate_per_s = load(r) / service * 1000.0 - workers[0] * 1000.0 / service;
        let grows = f.title.contains("doğrusal büyüyor");
        c.hold(
            grows == (rate_per_s >= 0.05),
            &f.title,
            format!("«büyüyor» iff arrivals outrun the pool ({rate_per_s:.3}/s)"),
        );
        if let Some(k) = after(&f.title, "saniyede ") {
            c.hold((k - rate_per_s).abs() < 0.05 + 1e-9, &f.title, "the growth rate");
        }
        if let Some(k) = before(&f.title, " ileti bekl") {
            c.hold(nums(t, "queue_max").contains(&k), &f.title, "the longest queue of the run drawn");
        }
        if f.title.contains("kapasiteye denk") || f.title.contains("Kapasite sınırında") {
            c.hold((load(r) - workers[0]).abs() < 1e-9, &f.title, "arrivals equal the capacity");
        }
    }
    if let Some(f) = r.figure("tail") {
        let row = &t.rows[0];
        if let Some(p) = after(&f.title, "P(bekleme > 0) ") {
            c.hold((p - field(t, row, "p_wait")).abs() < 0.0005 + 1e-9, &f.title, "the share that waits");
        }
        if f.title.contains("örtüşüyor") {
            let (p, pt) = (after(&f.title, "P(bekleme > 0) "), after(&f.title, "(kuram "));
            let (m, mt) = (
                ms_after(&f.title, "ortalama bekleme "),
                f.title.rsplit_once("(kuram ").and_then(|x| ms_after(x.1, "")),
            );
            let (low, high) =
                (ms_after(&f.title, "aralığı "), f.title.rsplit_once('–').and_then(|x| ms_after(x.1, "")));
            let close = matches!((p, pt, m, mt, low, high), (Some(p), Some(pt), Some(m), Some(mt), Some(lo), Some(hi))
                if (p - pt).abs() <= 0.05 && lo <= mt && mt <= hi && lo <= m && m <= hi);
            c.hold(
                close,
                &f.title,
                "«örtüşüyor»: P within 0,05 of Erlang C, and its mean wait inside the batch means' 95 % interval",
            );
        }
        if let Some(p) = after(&f.title, "yüzde ") {
            c.hold((p - 100.0 * field(t, row, "p_wait")).abs() < 0.05 + 1e-9, &f.title, "the share that waits");
        }
    }
    if let Some(f) = r.figure("retry-times").filter(|f| f.title.contains("işi geciktiriyor")) {
        let fail = r
            .scenario
            .raw_params
            .get("fail_probability")
            .and_then(|v| v.as_float().or(v.as_integer().map(|i| i as f64)));
        c.hold(fail.is_some_and(|p| p > 0.0) && max(&nums(t, "retries")) > 0.0, &f.title, "there are retries to delay");
        let sojourn = nums(t, "sojourn_p95_ms");
        c.hold(max(&sojourn) > 1.2 * min(&sojourn), &f.title, "backoff delays the work");
    }
}

pub fn queue_drain(r: &Run, c: &mut Claims) {
    let t = r.table("drain");
    let f = r.figure("drain").unwrap();
    let row = &t.rows[0];
    c.hold(after(&f.title, "Başarım testi: ") == Some(r.int("messages") as f64), &f.title, "the messages");
    c.hold(f.title.contains(&format!("{} içinde", human(field(t, row, "makespan_ms")))), &f.title, "the makespan");
    for (marker, column) in [
        (" çöküş", "crashes"),
        (" ölü mektup)", "dead_lettered"),
        (" mesaj işlendi", "processed"),
        (" teslim yapıldı", "deliveries"),
    ] {
        c.hold(before(&f.caption, marker).is_none_or(|k| k == field(t, row, column)), &f.caption, column);
    }
}

pub fn retry_storm(r: &Run, c: &mut Claims) {
    let t = r.table("storm");
    let f = r.figure("storm").unwrap();
    let row = &t.rows[0];
    c.hold(before(&f.title, " istek") == Some(field(t, row, "peak_bucket_requests")), &f.title, "the peak bucket");
    c.hold(before(&f.caption, " başarı").is_none_or(|k| k == field(t, row, "successes")), &f.caption, "successes");
    c.hold(before(&f.caption, " vazgeçen").is_none_or(|k| k == field(t, row, "gave_ups")), &f.caption, "give-ups");
}
