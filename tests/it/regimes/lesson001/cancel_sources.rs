//! cancel-sources' checker and coincidences.

use jobsim::report::Cell;

use super::super::claims::{Claims, Run, cell, num};
use super::super::facts;

/// The runs chart's title (the verdict over the rows, what came late and how long the job
/// ran past its lease), caption (the rows' latency, the first source of the all-at-once
/// row, the kill, the overrun, the exact resumes) and labels (each raise, the lease's
/// expiry, the kill, the resumed run), from their facts, re-derived from the `sources` and
/// `raises` tables and the parameters.
pub fn cancel_sources(r: &Run, c: &mut Claims) {
    let t = r.table("sources");
    let f = r.figure("runs").unwrap();
    let text = |row: &[Cell], column: &str| cell(t, row, column).to_csv();
    let value = |row: &[Cell], column: &str| num(cell(t, row, column)).unwrap_or(0.0);
    let stopped: Vec<&Vec<Cell>> = t.rows.iter().filter(|x| text(x, "ended") != "done").collect();
    let latency = stopped.iter().map(|x| value(x, "cancel_latency_ms")).fold(0.0, f64::max);
    let killed = t.rows.iter().any(|x| text(x, "ended") == "killed");
    // A lease is held through its expiry instant: a row overran it only when its first run
    // stopped after that instant (a stop in the very millisecond shares no time with a
    // second holder), and the overrun is how much later.
    let expires = r.int("lease_expires_at_ms") as f64;
    for x in t.rows.iter().filter(|x| !text(x, "lease_overrun").is_empty()) {
        let later = value(x, "stopped_ms") > expires;
        c.hold(text(x, "lease_overrun") == later.to_string(), &f.title, format!("lease_overrun: {later} expected"));
    }
    let over = t.rows.iter().find(|x| text(x, "lease_overrun") == "true");
    let verdict = match (killed || over.is_some(), stopped.len()) {
        (true, _) => "late",
        (false, 0) => "none",
        (false, n) if n < t.rows.len() => "some",
        _ => "all",
    };
    let sources = t.rows.iter().filter(|x| text(x, "source") != "all").count() as f64;
    facts::expect(f, "cancel-sources-title")
        .is("verdict", verdict)
        .num("rows", t.rows.len() as f64)
        .num("stopped", stopped.len() as f64)
        .num("latency", latency)
        .num("sources", sources)
        .num("chunk", r.int("chunk") as f64)
        .holds(c);
    let late = match (killed, over) {
        (true, Some(_)) => Some("both"),
        (true, None) => Some("killed"),
        (false, Some(_)) => Some("overrun"),
        (false, None) => None,
    };
    match late {
        Some(late) => facts::expect_in(f, "cancel-sources-title", "late", "cancel-sources-late")
            .is("late", late)
            .num("overrun", over.map_or(0.0, |x| value(x, "stopped_ms") - expires))
            .holds(c),
        None => facts::states(f, "cancel-sources-late$late", false, c),
    }
    facts::expect(f, "cancel-sources-caption").num("stopped", stopped.len() as f64).num("latency", latency).holds(c);
    let first = t.rows.iter().find(|x| text(x, "source") == "all" && !text(x, "reason").is_empty());
    facts::states(f, "cancel-sources-caption-first$first", first.is_some(), c);
    if let Some(x) = first {
        facts::expect(f, "cancel-sources-caption-first")
            .is("first", text(x, "reason"))
            .num("ignored", value(x, "ignored_raises"))
            .holds(c);
    }
    let exact = t.rows.iter().all(|x| text(x, "resumed_exact") == "true");
    facts::states(f, "cancel-sources-caption-killed$-", killed, c);
    facts::states(f, "cancel-sources-caption-overrun$-", over.is_some(), c);
    facts::states(f, "cancel-sources-caption-exact$-", exact, c);
    labels(r, c);
}

/// The labels, row by row as the lanes draw them: the raises that raised the signal, the
/// lease's expiry, the kill and the resumed runs, then the ignored raises' lane.
fn labels(r: &Run, c: &mut Claims) {
    let (t, raises) = (r.table("sources"), r.table("raises"));
    let f = r.figure("runs").unwrap();
    let text = |row: &[Cell], column: &str| cell(t, row, column).to_csv();
    let value = |row: &[Cell], column: &str| num(cell(t, row, column)).unwrap_or(0.0);
    let (chunk, total, record_ms) = (r.int("chunk") as f64, r.int("total") as f64, r.int("record_ms") as f64);
    let (mut raise, mut killed, mut resumed, mut expired) = (0, 0, 0, 0);
    for x in &t.rows {
        let source = text(x, "source");
        let of_row: Vec<&Vec<Cell>> =
            raises.rows.iter().filter(|y| cell(raises, y, "source").to_csv() == source).collect();
        let effect = |y: &[Cell]| cell(raises, y, "effect").to_csv();
        let (raised, ignored): (Vec<_>, Vec<_>) = of_row.into_iter().partition(|y| effect(y) == "raised");
        for y in raised.iter().chain(&ignored) {
            let key = match effect(y).as_str() {
                "raised" => "raised",
                "run_over" => "over",
                _ => "already",
            };
            facts::expect(f, "cancel-sources-raise").is("effect", key).holds_nth(raise, c);
            raise += 1;
        }
        let overrun = text(x, "lease_overrun");
        if !overrun.is_empty() && (source != "all" || overrun == "true") {
            facts::expect(f, "cancel-sources-expired").is("second", yes(overrun == "true")).holds_nth(expired, c);
            expired += 1;
        }
        if text(x, "ended") == "killed" {
            // Killed mid-chunk: the records processed since the last commit are thrown away
            // (the first run starts at 0 and commits each chunk as it ends).
            let (at, done) = (value(x, "stopped_ms"), value(x, "stopped_records"));
            let left = chunk.min(total - done);
            let lost = if record_ms > 0.0 { ((at - done * record_ms) / record_ms).floor().min(left) } else { 0.0 };
            c.hold(value(x, "lost_records") == lost, &f.title, format!("lost_records: {lost} expected"));
            facts::expect(f, "cancel-sources-killed")
                .is("whole", yes(lost >= left))
                .num("lost", lost)
                .holds_nth(killed, c);
            killed += 1;
        }
        if text(x, "ended") != "done" {
            // The resumed run starts from the records committed when the first one stopped.
            facts::expect(f, "cancel-sources-resumed").num("record", value(x, "stopped_records")).holds_nth(resumed, c);
            resumed += 1;
        }
    }
    for (id, n) in [
        ("cancel-sources-raise", raise),
        ("cancel-sources-expired", expired),
        ("cancel-sources-killed", killed),
        ("cancel-sources-resumed", resumed),
    ] {
        let said = facts::every(f).iter().filter(|x| x.statement == id).count();
        c.hold(said == n, &f.title, format!("`{id}` is said {said} times, the tables show {n}"));
    }
}

fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// Where its sentences could break: a stop in the very millisecond the lease expires (the
/// chunk boundary at the expiry, the issue's `chunk=8000` with the shutdown at 10.5 s), a
/// drain deadline at a chunk boundary, every source at one instant, a lease margin of the
/// whole lease, a source after the job's natural end.
pub fn cancel_sources_coincide(r: &Run) -> Vec<Vec<String>> {
    let (lease, chunk) = (r.int("lease_expires_at_ms"), r.int("chunk"));
    let record_ms = r.int("record_ms").max(1);
    let (shutdown, drain) = (r.int("shutdown_at_ms"), r.int("drain_ms"));
    // A chunk whose boundary falls on the lease's expiry (records × record_ms).
    let at_lease = (lease / record_ms / 2).max(1);
    let total_ms = r.int("total") * record_ms;
    vec![
        vec![format!("chunk={at_lease}"), "shutdown_at_ms=10500".into()],
        vec![format!("chunk={at_lease}"), "all_row=true".into()],
        vec![format!("chunk={}", (shutdown + drain) / record_ms)],
        vec![
            format!("cancel_at_ms={shutdown}"),
            format!("timeout_ms={shutdown}"),
            format!("lease_expires_at_ms={}", shutdown + r.int("lease_margin_ms")),
            "all_row=true".into(),
        ],
        vec![format!("lease_margin_ms={lease}")],
        vec![format!("cancel_at_ms={}", total_ms + 1), "all_row=true".into()],
        vec![format!("lease_expires_at_ms={}", chunk * record_ms), "lease_margin_ms=0".into()],
    ]
}
