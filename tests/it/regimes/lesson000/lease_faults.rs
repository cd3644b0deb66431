//! lease-faults' checker and coincidences.

use super::super::claims::{Claims, Run, at, cell, row_where};
use super::super::facts;
use jobsim::report::Figure;

/// Each chart's two cases, in the order they are drawn.
const CHARTS: [(&str, [&str; 2]); 3] = [
    ("holder", ["run_fails", "holder_crash"]),
    ("gc_pause", ["gc_pause", "gc_pause_fenced"]),
    ("clock_skew", ["clock_skew", "clock_skew_fenced"]),
];

fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// The lease-faults charts, from their facts, re-derived from the `cases` table: the lanes'
/// labels (the failed run's release, A's lease running out under it, B's skipped tries and
/// its takeover); when B first ran in the two holder cases (never, while A still ran, after
/// a release or after an expiry: from the start, peak and takeover columns), whether the
/// failed run's `finally` deleted the lease and where A's crash fell; the pause against the
/// lease, whether the lease changed hands and each case's stale writes; two holders at once
/// under clock skew.
pub fn lease_faults(r: &Run, c: &mut Claims) {
    for (name, cases) in CHARTS {
        if let Some(f) = r.figure(name) {
            labels(r, f, cases, c);
        }
    }
    let t = r.table("cases");
    let n = |case: &str, column: &str| at(t, "case", case, column).unwrap();
    let text = |case: &str, column: &str| cell(t, row_where(t, "case", case).unwrap(), column).to_csv();
    if let Some(f) = r.figure("holder") {
        let b = |case: &str| n(case, "b_started_at_ms");
        let two = |case: &str| n(case, "peak_concurrent_runs") > 1.0;
        let fail = match () {
            _ if b("run_fails") < 0.0 => "never",
            _ if two("run_fails") => "while",
            _ => "released",
        };
        let crash = match () {
            _ if b("holder_crash") < 0.0 => "never",
            _ if two("holder_crash") => "while",
            // A lease B had to take over, or A gone before its run: the lease expired.
            _ if n("holder_crash", "takeover_at_ms") >= 0.0 || n("holder_crash", "runs") < 2.0 => "expired",
            _ => "released",
        };
        let (tx, ty) = (b("run_fails"), b("holder_crash"));
        let ta = if fail == "while" { n("run_fails", "a_run_ended_at_ms") } else { -1.0 };
        facts::expect(f, "lease-faults-holder-title")
            .is("fail", fail)
            .is("crash", crash)
            .is("sooner", yes(tx >= 0.0 && ty >= 0.0 && tx < ty))
            .num("tx", tx)
            .num("ty", ty)
            .num("ta", ta)
            .holds(c);
        let crash_end = match text("holder_crash", "a_run_end").as_str() {
            "crashed" => "during",
            "none" => "before-run",
            _ => "after-run",
        };
        facts::expect(f, "lease-faults-holder-caption")
            .is("deleted", yes(text("run_fails", "a_lease_deleted") == "true"))
            .is("crash_end", crash_end)
            .holds(c);
    }
    if let Some(f) = r.figure("gc_pause") {
        let (pause, lease) = (r.int("pause_ms"), r.int("lease_ms"));
        let versus = match pause.cmp(&lease) {
            std::cmp::Ordering::Less => "shorter",
            std::cmp::Ordering::Equal => "equal",
            std::cmp::Ordering::Greater => "longer",
        };
        let taken = n("gc_pause", "takeover_at_ms") >= 0.0;
        facts::expect(f, "lease-faults-gc-title").is("versus", versus).is("takeover", yes(taken)).holds(c);
        facts::expect(f, "lease-faults-gc-caption").is("takeover", yes(taken)).holds(c);
        let stated = facts::every(f).into_iter().filter(|x| x.statement == "lease-faults-stale").count();
        c.hold(stated == if taken { 2 } else { 0 }, &f.title, format!("{stated} stale-write words"));
        if taken {
            stale(r, f, "lease-faults-gc-title", ["gc_pause", "gc_pause_fenced"], c);
        }
    }
    if let Some(f) = r.figure("clock_skew") {
        let peak = n("clock_skew", "peak_concurrent_runs");
        // "B takes the lease over while A runs, at …": a takeover with two holders at once.
        let takeover = n("clock_skew", "takeover_at_ms");
        let said = takeover >= 0.0 && peak > 1.0;
        facts::states(f, "lease-faults-skew-title-takeover$dir", said, c);
        facts::states(f, "lease-faults-skew-title$dir", !said, c);
        if said {
            facts::expect(f, "lease-faults-skew-title-takeover").num("at", takeover).holds(c);
            stale(r, f, "lease-faults-skew-title-takeover", ["clock_skew", "clock_skew_fenced"], c);
        } else {
            facts::expect(f, "lease-faults-skew-title").holds(c);
        }
        facts::expect(f, "lease-faults-skew-caption").is("two", yes(peak > 1.0)).holds(c);
    }
}

/// "jetonsuz bayat yazma kabul" needs an accepted stale write, "… ret" a rejected one.
/// The title's two stale-write words (without a token, then with one), from each case's
/// accepted and rejected stale writes.
fn stale(r: &Run, f: &Figure, title: &'static str, cases: [&str; 2], c: &mut Claims) {
    let t = r.table("cases");
    let n = |case: &str, column: &str| at(t, "case", case, column).unwrap();
    let regime = |case: &str| match (n(case, "stale_writes_accepted") > 0.0, n(case, "stale_writes_rejected") > 0.0) {
        (false, false) => "none",
        (false, true) => "rejected",
        _ => "accepted",
    };
    facts::expect_in(f, title, "plain", "lease-faults-stale").is("stale", regime(cases[0])).holds(c);
    facts::expect_in(f, title, "fenced", "lease-faults-stale").is("stale", regime(cases[1])).holds(c);
}

/// The lanes' labels of a chart's two cases, in order: the failed run's `finally` (the
/// lease deleted or B's by then) at the run's end; A's lease running out while A counted
/// on it (crashed, or still running past it); B's skipped tries; B's takeover, and what
/// B's own clock read then when it is off.
fn labels(r: &Run, f: &Figure, cases: [&str; 2], c: &mut Claims) {
    let t = r.table("cases");
    let n = |case: &str, column: &str| at(t, "case", case, column).unwrap();
    let text = |case: &str, column: &str| cell(t, row_where(t, "case", case).unwrap(), column).to_csv();
    let (lease, skew) = (r.int("lease_ms") as f64, r.int("clock_skew_ms") as f64);
    let count = |id: &str| facts::every(f).into_iter().filter(|x| x.statement == id).count();
    let (mut released, mut refused, mut expired, mut tries, mut took) = (0, 0, 0, 0, 0);
    for case in cases {
        let ended = n(case, "a_run_ended_at_ms");
        let end = text(case, "a_run_end");
        if end == "failed" {
            let (id, nth) = if text(case, "a_lease_deleted") == "true" {
                ("lease-faults-released", &mut released)
            } else {
                ("lease-faults-release-refused", &mut refused)
            };
            facts::expect(f, id).num("at", ended).holds_nth(*nth, c);
            *nth += 1;
        }
        let expires = n(case, "a_lease_at_ms") + lease;
        if n(case, "a_lease_at_ms") >= 0.0 && end != "none" && (end == "crashed" || ended > expires) {
            facts::expect(f, "lease-faults-expired").num("at", expires).holds_nth(expired, c);
            expired += 1;
        }
        let skipped = n(case, "b_skipped");
        if skipped > 0.0 {
            facts::expect(f, "lease-faults-tries-skipped")
                .text("n", skipped.to_string())
                .num("count", skipped)
                .holds_nth(tries, c);
            tries += 1;
        }
        let takeovers = n(case, "b_takeovers");
        c.hold(takeovers <= 1.0, &f.title, format!("{case}: B takes over {takeovers} times"));
        if takeovers == 1.0 {
            let at = n(case, "takeover_at_ms");
            let own = if skew != 0.0 && case.starts_with("clock_skew") { at + skew } else { -1.0 };
            facts::expect(f, "lease-faults-took-over").num("at", at).num("own", own).holds_nth(took, c);
            took += 1;
        }
    }
    for (id, want) in [
        ("lease-faults-released", released),
        ("lease-faults-release-refused", refused),
        ("lease-faults-expired", expired),
        ("lease-faults-tries-skipped", tries),
        ("lease-faults-took-over", took),
    ] {
        let said = count(id);
        c.hold(said == want, &f.title, format!("`{id}` stated {said} times, the tables {want}"));
    }
}

/// Where the sentences might break: B's first try as A's run ends (the failed run's
/// release at B's instant), the crash as the run ends, the pause ending as the lease does,
/// B's clock reading the lease's end at its first try, the lease as long as the run.
pub fn lease_faults_coincide(r: &Run) -> Vec<Vec<String>> {
    let (lease, run, op) = (r.int("lease_ms"), r.int("run_ms"), r.int("store_op_ms"));
    let (retry, pause_at) = (r.int("retry_ms"), r.int("pause_at_ms"));
    vec![
        vec![format!("retry_ms={}", run + op)],
        vec![format!("crash_at_ms={}", run + op)],
        vec![format!("pause_ms={}", (lease + op - pause_at).max(0))],
        vec![format!("clock_skew_ms={}", lease + op - retry)],
        vec![format!("lease_ms={run}")],
    ]
}
