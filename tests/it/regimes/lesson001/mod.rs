//! Claim checkers of lesson 001's models (long jobs: chunks, cancellation, crashes,
//! yielding).

mod cancel_sources;

pub use cancel_sources::{cancel_sources, cancel_sources_coincide};

use super::claims::{Claims, Run, cell, col, num};
use super::facts;

/// The progress chart's title and caption, from their facts: how the job ended, where and
/// how the first run stopped, whether a later run resumed it and finished exact; and its
/// labels: each stopped run's ending (how, which source's message, at what percentage)
/// and each later run's start (how long after, from what percentage), re-derived from the
/// `runs` table.
pub fn long_job(r: &Run, c: &mut Claims) {
    let t = r.table("runs");
    let f = r.figure("progress").unwrap();
    let outcome: Vec<String> = col(t, "outcome").iter().map(|x| x.to_csv()).collect();
    let source: Vec<String> = col(t, "cancel_source").iter().map(|x| x.to_csv()).collect();
    let n = |column: &str| -> Vec<f64> { col(t, column).into_iter().filter_map(num).collect() };
    let (processed, end_ms, accumulator) = (n("processed_records"), n("end_ms"), n("accumulator"));
    let (start_ms, start_processed) = (n("start_ms"), n("start_processed_records"));
    let total = r.int("total") as u64;
    // The lesson's percentage: Math.round of the share, in percent.
    let pct = |records: f64| (records / total as f64 * 100.0 + 0.5).floor();
    // Σ i % 30 over the records 1..=total: the accumulator of a job that counted each once.
    let whole = (1..=total).map(|i| i % 30).sum::<u64>() as f64;
    let last = outcome.len() - 1;
    let exact = outcome[last] == "done" && accumulator[last] == whole;
    let end = match (outcome[0].as_str(), outcome.len()) {
        ("done", _) => "first",
        (_, 1) => "unresumed",
        _ if exact => "exact",
        _ => "short",
    };
    facts::expect(f, "long-job-title").is("end", end).holds(c);
    facts::expect_in(f, "long-job-title", "stop", "long-job-percent").num("n", pct(processed[0])).holds(c);
    facts::expect_in(f, "long-job-title", "stopped", "long-job-stopped").is("how", outcome[0].clone()).holds(c);
    let stopped = outcome[0] != "done";
    facts::states(f, "long-job-caption-stopped$resumed", stopped, c);
    if stopped {
        facts::expect(f, "long-job-caption-stopped")
            .num("at", end_ms[0])
            .num("processed", processed[0])
            .is("resumed", if outcome.len() > 1 { "yes" } else { "no" })
            .holds(c);
    }
    facts::states(f, "long-job-caption-finished$-", stopped && exact, c);
    if stopped && exact {
        facts::expect(f, "long-job-caption-finished")
            .num("at", end_ms[last])
            .num("accumulator", accumulator[last])
            .holds(c);
    }
    let mut cancelled = 0;
    for i in 0..last {
        facts::expect(f, "long-job-ending").is("how", outcome[i].clone()).holds_nth(i, c);
        facts::expect_in(f, "long-job-ending", "pct", "long-job-percent").num("n", pct(processed[i])).holds_nth(i, c);
        if outcome[i] == "cancelled" {
            facts::expect_in(f, "long-job-ending", "message", "long-job-source-message")
                .is("source", source[i].clone())
                .holds_nth(cancelled, c);
            cancelled += 1;
        }
    }
    for i in 1..outcome.len() {
        facts::expect(f, "long-job-resumed").num("after", start_ms[i] - end_ms[i - 1]).holds_nth(i - 1, c);
        facts::expect_in(f, "long-job-resumed", "pct", "long-job-percent")
            .num("n", pct(start_processed[i]))
            .holds_nth(i - 1, c);
    }
    let said = |id: &str| facts::every(f).iter().filter(|x| x.statement == id).count();
    c.hold(said("long-job-ending") == last, &f.title, "an ending label per stopped run");
    c.hold(said("long-job-resumed") == last, &f.title, "a start label per later run");
}

/// Where the progress chart's sentences could break: a cancel at the first report and at
/// the last, a chunk of the whole job, one run only, no time between the runs, a job of
/// one chunk of one record.
/// Where the yielding charts' sentences could break: a chunk that takes exactly the probe
/// timeout (and one just past it), no record time, probes as far apart as the timeout,
/// the first probe at the timeout, no never-yielding row, a zero timeout.
pub fn yielding_coincide(r: &Run) -> Vec<Vec<String>> {
    let (timeout, record_ms) = (r.int("probe_timeout_ms"), r.int("record_ms").max(1));
    // A chunk that takes exactly the timeout, and one record more.
    let at = (timeout / record_ms).max(1);
    vec![
        vec![format!("chunk=[{at}]")],
        vec![format!("chunk=[{at},{}]", at + 1)],
        vec!["record_ms=0".into()],
        vec![format!("probe_every_ms={}", timeout.max(1))],
        vec![format!("probe_first_ms={timeout}")],
        vec!["never_yield_row=false".into()],
        vec!["probe_timeout_ms=0".into()],
    ]
}

/// Where the progress chart's sentences could break (see [`long_job_coincide`]).
pub fn long_job_coincide(r: &Run) -> Vec<Vec<String>> {
    let total = r.int("total");
    vec![
        vec!["cancel_at_percent=0".into()],
        vec!["cancel_at_percent=100".into()],
        vec![format!("chunk={total}")],
        vec![format!("chunk={total}"), "cancel_at_percent=1".into()],
        vec!["runs=1".into(), "cancel_at_percent=50".into()],
        vec!["resume_after_ms=0".into()],
        vec!["total=1".into(), "chunk=1".into()],
        vec!["runs=3".into()],
    ]
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
    let mut title = facts::expect(f, "chunk-size-tradeoff-title").is("regime", regime);
    for (name, value) in numbers {
        title = title.num(name, value);
    }
    title.holds(c);
    let total = r.int("total") as f64;
    facts::expect(f, "chunk-size-tradeoff-caption").is("capped", if big.0 > total { "yes" } else { "no" }).holds(c);
}

/// Where the trade-off's sentences could break: sizes that coincide, a chunk of the whole
/// job and one past it, a job of one chunk, a write that takes time, no record time.
pub fn chunk_size_coincide(r: &Run) -> Vec<Vec<String>> {
    let total = r.int("total");
    vec![
        vec![format!("chunk=[{total}]")],
        vec![format!("chunk=[{total},{}]", total + 1)],
        vec![format!("chunk=[1,{total}]")],
        vec!["chunk=[100,100]".into()],
        vec!["record_ms=0".into(), "chunk=[1,10]".into()],
        vec!["write_ms=1".into(), "record_ms=0".into()],
        vec!["total=100".into(), "chunk=[100,500]".into()],
    ]
}

/// The crashes chart's title, from its fact: which message it makes (one order clean
/// against the others, all clean, none clean…), the order it names and the counts,
/// re-derived from the `variants` and `points` tables.
pub fn crash_points(r: &Run, c: &mut Claims) {
    let t = r.table("variants");
    let points = r.table("points");
    let f = r.figure("crashes").unwrap();
    let name = |row: &[jobsim::report::Cell]| cell(t, row, "variant").to_csv();
    // Points that duplicate or lose records, per variant (a point doing both counts once).
    let damaged = |variant: &str| {
        points
            .rows
            .iter()
            .filter(|x| cell(points, x, "variant").to_csv() == variant)
            .filter(|x| {
                num(cell(points, x, "duplicated_records")) > Some(0.0)
                    || num(cell(points, x, "lost_records")) > Some(0.0)
            })
            .count() as f64
    };
    let n = |row: &[jobsim::report::Cell], column: &str| num(cell(t, row, column)).unwrap();
    let good: Vec<usize> = (0..t.rows.len()).filter(|&i| damaged(&name(&t.rows[i])) == 0.0).collect();
    let bad: Vec<usize> = (0..t.rows.len()).filter(|&i| damaged(&name(&t.rows[i])) > 0.0).collect();
    let damaged_all: f64 = bad.iter().map(|&i| damaged(&name(&t.rows[i]))).sum();
    let total: f64 = t.rows.iter().map(|x| n(x, "crash_points")).sum();
    let (id, numbers): (&str, Vec<(&str, f64)>) = match (good.first(), bad.as_slice()) {
        (Some(&g), []) if t.rows.len() == 1 => {
            ("crash-points-title-clean", vec![("row", g as f64), ("points", n(&t.rows[g], "crash_points"))])
        }
        (Some(_), []) => ("crash-points-title-all-clean", vec![("total", total)]),
        (Some(&g), _) => (
            "crash-points-title-contrast",
            vec![
                ("row", g as f64),
                ("points", n(&t.rows[g], "crash_points")),
                ("others", bad.len() as f64),
                ("other_points", bad.iter().map(|&b| n(&t.rows[b], "crash_points")).sum::<f64>()),
                ("damaged", damaged_all),
            ],
        ),
        (None, [b]) => ("crash-points-title-one-bad", vec![("row", *b as f64), ("damaged", damaged_all)]),
        (None, _) => ("crash-points-title-none-clean", vec![("damaged", damaged_all)]),
    };
    facts::holds(f, &format!("{id}$-"), "", &numbers, c);
}

/// The probe charts' titles and the missed chart's caption, from their facts: which rows
/// they name and what those rows' latencies and missed probes are, re-derived from the
/// `probes` table.
pub fn yielding(r: &Run, c: &mut Claims) {
    let t = r.table("probes");
    let yields: Vec<bool> = col(t, "yields").iter().map(|x| x.to_csv() == "true").collect();
    let n = |column: &str| -> Vec<f64> { col(t, column).into_iter().filter_map(num).collect() };
    let (chunk, latency, missed, probes) =
        (n("chunk_records"), n("max_probe_latency_ms"), n("missed_probes"), n("probes"));
    let yielding: Vec<usize> = (0..chunk.len()).filter(|&i| yields[i]).collect();
    let smallest = |among: &[usize]| among.iter().copied().min_by(|&a, &b| chunk[a].total_cmp(&chunk[b]));
    let never = yields.iter().position(|y| !y);
    if let Some(f) = r.figure("probes") {
        let first = smallest(&yielding).expect("a yielding row");
        let biggest = yielding.iter().copied().max_by(|&a, &b| chunk[a].total_cmp(&chunk[b])).unwrap();
        let worst = never.unwrap_or(biggest);
        let regime = if never.is_some() { "never-yields" } else { "yields" };
        facts::expect(f, "yield-latency-title")
            .is("regime", regime)
            .num("chunk", chunk[first])
            .num("at", latency[first])
            .num("worst_chunk", chunk[worst])
            .num("worst", latency[worst])
            .holds(c);
        facts::states(f, "yield-never-label$-", never.is_some(), c);
        if let Some(i) = never {
            facts::expect(f, "yield-never-label").num("worst", latency[i]).holds(c);
        }
    }
    if let Some(f) = r.figure("missed") {
        let missing: Vec<usize> = yielding.iter().copied().filter(|&i| missed[i] > 0.0).collect();
        let first = smallest(&missing);
        let said = if first.is_some() { "yes" } else { "no" };
        let first_chunk = first.map_or(0.0, |i| chunk[i]);
        let (regime, never_probes, never_missed) = match never {
            None => ("none", 0.0, 0.0),
            Some(i) if missed[i] == 0.0 => ("all-answered", probes[i], 0.0),
            Some(i) => ("some-missed", probes[i], missed[i]),
        };
        facts::expect(f, "yield-missed-title")
            .is("missing", said)
            .num("chunk", first_chunk)
            .is("never", regime)
            .num("probes", never_probes)
            .num("missed", never_missed)
            .holds(c);
        let (record_ms, timeout) = (r.int("record_ms") as f64, r.int("probe_timeout_ms") as f64);
        let received = probes.iter().copied().fold(0.0, f64::max);
        let longest = yielding.iter().map(|&i| chunk[i]).fold(0.0, f64::max);
        let (why, named) = match first {
            Some(_) => ("late", first_chunk),
            None if longest * record_ms < timeout => ("shorter", longest),
            None => ("longer", longest),
        };
        facts::expect(f, "yield-missed-caption")
            .is("why", why)
            .num("received", received)
            .num("chunk", named)
            .num("chunk_ms", named * record_ms)
            .holds(c);
        facts::expect(f, "yield-received-line").num("received", received).holds(c);
        // The reason a chunk misses: it takes longer than the timeout.
        if first.is_some() {
            c.hold(first_chunk * record_ms > timeout, &f.caption, "the missing chunk outlasts the timeout");
        }
    }
}
