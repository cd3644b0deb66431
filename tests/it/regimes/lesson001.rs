//! Claim checkers of lesson 001's models (long jobs: chunks, cancellation, crashes,
//! yielding).

use super::claims::{Claims, Run, after, before, cell, col, human, max, num, row_where};
use super::facts;

pub fn cancel_sources(r: &Run, c: &mut Claims) {
    let t = r.table("sources");
    let f = r.figure("runs").unwrap();
    let ended: Vec<String> = col(t, "ended").iter().map(|x| x.to_csv()).collect();
    let sources = col(t, "source").iter().filter(|x| x.to_csv() != "all").count() as f64;
    if let Some(k) = before(&f.title, " iptal kaynağı") {
        c.hold(k == sources, &f.title, "the sources armed");
    }
    if f.title.contains("hiçbiri işi durdurmuyor") {
        c.hold(ended.iter().all(|e| e == "done"), &f.title, "every run finished before its signal");
    }
    if let Some(k) = before(&f.title, " tanesinde iş") {
        c.hold(ended.iter().filter(|e| *e == "cancelled").count() as f64 == k, &f.title, "the runs stopped");
    }
    if f.title.contains(", tek im: iş en geç") {
        c.hold(ended.iter().all(|e| e == "cancelled"), &f.title, "every run stopped at a chunk boundary");
    }
    if f.title.contains("parça sınırında duruyor") {
        let latency: Vec<f64> = col(t, "cancel_latency_ms").into_iter().filter_map(num).collect();
        c.hold(f.title.contains(&format!("en geç {} sonra", human(max(&latency)))), &f.title, "the longest latency");
    }
    c.hold(
        f.title.contains("iş öldürüldü") == ended.iter().any(|e| e == "killed"),
        &f.title,
        "a run was killed iff it says so",
    );
    if f.title.contains("kira bittiğinde iş") {
        let over = row_where(t, "source", "lease_expiry").map(|x| cell(t, x, "lease_overrun").to_csv());
        c.hold(over.as_deref() == Some("true"), &f.title, "the job outlived its lease");
    }
    if f.caption.contains("tam birikimle bitirdi") {
        c.hold(col(t, "resumed_exact").iter().all(|x| x.to_csv() == "true"), &f.caption, "every resumed run is exact");
    }
}

pub fn long_job(r: &Run, c: &mut Claims) {
    let t = r.table("runs");
    let f = r.figure("progress").unwrap();
    let outcome: Vec<String> = col(t, "outcome").iter().map(|x| x.to_csv()).collect();
    let processed: Vec<f64> = col(t, "processed_records").into_iter().filter_map(num).collect();
    let total = r.int("total") as f64;
    if let Some(p) = after(&f.title, "%") {
        c.hold(
            matches!(outcome[0].as_str(), "cancelled" | "killed") && p == (processed[0] / total * 100.0).round(),
            &f.title,
            "the first run stopped at that percent",
        );
    }
    if f.title.contains("kaldığı yerden sürdü") {
        let start = col(t, "start_processed_records").get(1).and_then(|x| num(x));
        c.hold(start == Some(processed[0]), &f.title, "the second run starts where the first stopped");
    }
    if f.title.contains("her kaydı bir kez saydı") {
        c.hold(
            processed.last() == Some(&total) && outcome.last().map(String::as_str) == Some("done"),
            &f.title,
            "every record counted once",
        );
    }
    if f.title.contains("sürdürülmedi") {
        c.hold(outcome.len() == 1, &f.title, "no second run");
    }
    if f.title.contains("İş ilk koşumda bitti") {
        c.hold(outcome[0] == "done", &f.title, "the first run finished");
    }
}

/// The trade-off title, from its fact: the regime re-derived from the `chunks` table (the
/// smallest and the largest chunk size compared on writes and worst cancel latency).
pub fn chunk_size(r: &Run, c: &mut Claims) {
    let t = r.table("chunks");
    let f = r.figure("tradeoff").unwrap();
    let mut rows: Vec<(f64, f64, f64)> = (0..t.rows.len())
        .map(|i| {
            let n = |column: &str| num(col(t, column)[i]).unwrap();
            (n("chunk_records"), n("progress_writes"), n("cancel_latency_ms"))
        })
        .collect();
    rows.sort_by(|a, b| a.0.total_cmp(&b.0));
    let (small, big) = (rows[0], rows[rows.len() - 1]);
    let regime = if rows.len() == 1 {
        "one"
    } else if rows.iter().all(|r| (r.1, r.2) == (small.1, small.2)) {
        "same"
    } else if big.1 < small.1 && small.2 < big.2 {
        "tradeoff"
    } else if big.1 == small.1 && small.2 < big.2 {
        "no-fewer-writes"
    } else if big.1 < small.1 && small.2 == big.2 {
        "no-faster-cancel"
    } else {
        "mixed"
    };
    let numbers = [
        ("small", small.0),
        ("small_writes", small.1),
        ("small_ms", small.2),
        ("big", big.0),
        ("big_writes", big.1),
        ("big_ms", big.2),
    ];
    facts::holds(f, "chunk-size-tradeoff-title", regime, &numbers, c);
}

pub fn crash_points(r: &Run, c: &mut Claims) {
    let t = r.table("variants");
    let f = r.figure("crashes").unwrap();
    let harm = |row: &[jobsim::report::Cell]| {
        num(cell(t, row, "points_with_duplicates")).unwrap() + num(cell(t, row, "points_with_losses")).unwrap()
    };
    if let Some(k) = before(&f.title, " çökme noktasının hiçbiri zarar vermiyor") {
        let ok = t.rows.iter().any(|row| num(cell(t, row, "crash_points")) == Some(k) && harm(row) == 0.0);
        c.hold(ok, &f.title, format!("a variant with {k} crash points, none harmful"));
    }
    if let Some(k) = before(&f.title, " tanesi zarar veriyor") {
        c.hold(t.rows.iter().any(|row| harm(row) == k), &f.title, format!("a variant with {k} harmful points"));
    }
    if let Some(k) = before(&f.title, " tanesi veriyor") {
        let others: f64 = t.rows.iter().map(|row| harm(row)).sum();
        c.hold(others == k, &f.title, format!("{k} harmful points in the other orders"));
    }
}

pub fn yielding(r: &Run, c: &mut Claims) {
    let t = r.table("probes");
    let yields: Vec<bool> = col(t, "yields").iter().map(|x| x.to_csv() == "true").collect();
    let chunk: Vec<f64> = col(t, "chunk_records").into_iter().filter_map(num).collect();
    let latency: Vec<f64> = col(t, "max_probe_latency_ms").into_iter().filter_map(num).collect();
    let missed: Vec<f64> = col(t, "missed_probes").into_iter().filter_map(num).collect();
    let probes: Vec<f64> = col(t, "probes").into_iter().filter_map(num).collect();
    let never = yields.iter().position(|y| !y);
    if let Some(f) = r.figure("probes") {
        if let Some(k) = before(&f.title, " kayıtlık parçada en çok") {
            let i = (0..chunk.len()).find(|&i| yields[i] && chunk[i] == k);
            c.hold(
                i.is_some_and(|i| f.title.contains(&format!("en çok {}", human(latency[i])))),
                &f.title,
                "the small chunk's longest probe wait",
            );
        }
        if f.title.contains("hiç dönmeyen döngüde") {
            c.hold(
                never.is_some_and(|i| f.title.ends_with(&human(latency[i]))),
                &f.title,
                "the never-yielding loop's longest wait",
            );
        }
    }
    if let Some(f) = r.figure("missed") {
        let first = (0..chunk.len()).find(|&i| yields[i] && missed[i] > 0.0);
        if let Some(k) = after(&f.title, "Parça ") {
            c.hold(first.is_some_and(|i| chunk[i] == k), &f.title, "the smallest chunk that misses a probe");
        }
        if f.title.contains("hiçbir yoklama") {
            c.hold(first.is_none(), &f.title, "no yielding run misses a probe");
        }
        if let (Some(i), Some(k)) = (never, before(&f.title, " yoklamadan").or_else(|| before(&f.title, " yoklamanın")))
        {
            c.hold(k == probes[i], &f.title, "probes of the never-yielding loop");
            let said = before(&f.title, " tanesi").or_else(|| f.title.ends_with("hiçbiri").then_some(0.0));
            c.hold(said == Some(missed[i]), &f.title, "probes the never-yielding loop misses");
        }
    }
}
