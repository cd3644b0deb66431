//! Claim checkers of lesson 000's models (scheduling: leases, overlaps, missed runs,
//! calendars).

use std::collections::BTreeSet;

use super::claims::{Claims, Run, cell, col, max, num};
use super::facts;

mod lease_faults;
mod lease_lock;
mod month_end;
mod overlap_sources;
mod rate_vs_delay;
pub use lease_faults::{lease_faults, lease_faults_coincide};
pub use lease_lock::{lease_lock, lease_lock_coincide};
pub use month_end::{month_end, month_end_coincide};
pub use overlap_sources::{overlap_sources, overlap_sources_coincide};
pub use rate_vs_delay::{rate_vs_delay, rate_vs_delay_coincide};

/// The rows of `table` whose `key` column reads `value`.
pub(crate) fn rows_of<'a>(t: &'a jobsim::report::Table, key: &str, value: &str) -> Vec<&'a Vec<jobsim::report::Cell>> {
    let i = t.columns.iter().position(|c| c == key).unwrap();
    t.rows.iter().filter(|r| r[i].to_csv() == value).collect()
}

fn column_of(t: &jobsim::report::Table, rows: &[&Vec<jobsim::report::Cell>], column: &str) -> Vec<f64> {
    let i = t.columns.iter().position(|c| c == column).unwrap();
    rows.iter().filter_map(|r| super::claims::num(&r[i])).collect()
}

/// The job named `job` in the scenario's `jobs`: whether it runs at most once a day (daily,
/// monthly, an interval of a day or more, a cron rule whose runs are a day apart or more)
/// and what one of its slots is (`month`, `day`, `interval`).
fn job_kind(r: &Run, job: &str) -> (bool, &'static str) {
    let jobs = r.scenario.raw_params.get("jobs").and_then(|v| v.as_array()).expect("the scenario lists its jobs");
    let job = jobs
        .iter()
        .filter_map(|j| j.as_table())
        .find(|j| j.get("name").and_then(|n| n.as_str()) == Some(job))
        .expect("the chart's job is listed");
    let field = |key: &str| job.get(key);
    match field("kind").and_then(|k| k.as_str()) {
        Some("monthly") => (true, "month"),
        Some("daily") => (true, "day"),
        Some("interval") => (field("minutes").and_then(|m| m.as_integer()).unwrap() >= 24 * 60, "interval"),
        _ => {
            let expr = field("expr").and_then(|e| e.as_str()).unwrap();
            let cron = jobsim::schedule::cron::Cron::parse(expr).expect("a valid cron rule");
            (cron.min_gap_minutes() >= 24 * 60, "interval")
        }
    }
}

/// A statement a chart is due to make: its id (with its selector), the selector's regime and
/// the numbers it names.
type Due = (&'static str, &'static str, Vec<(&'static str, f64)>);

/// Each restart chart's title and caption, from their facts: the parts of the takeaway,
/// each with its counts, re-derived from the `cases` table rows of the chart's job. Nothing
/// missed: that alone. A job that runs several times a day: the biggest burst, Kubernetes
/// never starting one, the single and the no catch-ups. A job that runs at most once a day:
/// the policies that lose every missed slot (the lesson's no catch-up alone when it is among
/// them), Kubernetes never starting one, the policies that run once and lose the rest. A
/// part may be left off for the line's length, so the parts stated are the first of those
/// due, in order.
pub fn missed_run_policies(r: &Run, c: &mut Claims) {
    let t = r.table("cases");
    for f in &r.report.figures {
        let job = f.name.trim_start_matches("restart-");
        let (daily, per) = job_kind(r, job);
        let rows = rows_of(t, "job", job);
        let catch_up = column_of(t, &rows, "catch_up_runs");
        let peak = column_of(t, &rows, "peak_concurrent_runs");
        let missed = column_of(t, &rows, "missed")[0];
        let policy = |x: &Vec<jobsim::report::Cell>| super::claims::cell(t, x, "policy").to_csv();
        let top = max(&peak);
        let mut due: Vec<Due> = Vec::new();
        let never = rows.iter().any(|x| {
            let v = |column: &str| super::claims::cell(t, x, column).to_csv();
            v("too_many_missed_syncs") != "0" && v("next_regular_utc").is_empty() && v("catch_up_runs") == "0"
        });
        let count = |n: f64| catch_up.iter().filter(|&&x| x == n).count() as f64;
        if missed == 0.0 {
            due.push(("missed-run-policies-none-missed$per", per, vec![]));
        } else if daily {
            if count(0.0) > 0.0 {
                let lesson = rows
                    .iter()
                    .any(|x| policy(x) == "none" && super::claims::cell(t, x, "catch_up_runs").to_csv() == "0");
                let named = if lesson { 1.0 } else { count(0.0) };
                let numbers = vec![("count", named), ("missed", missed), ("lesson", if lesson { 1.0 } else { 0.0 })];
                due.push(("missed-run-policies-lost-all$per", per, numbers));
            }
            if never {
                due.push(("missed-run-policies-never$-", "", vec![]));
            }
            if count(1.0) > 0.0 && missed > 1.0 {
                due.push(("missed-run-policies-single-lost$per", per, vec![("n", count(1.0)), ("lost", missed - 1.0)]));
            }
        } else {
            if top > 1.0 {
                let burst = peak.iter().filter(|&&x| x == top).count() as f64;
                due.push(("missed-run-policies-burst$-", "", vec![("count", burst), ("top", top)]));
            }
            if never {
                due.push(("missed-run-policies-never$-", "", vec![]));
            }
            if count(1.0) > 0.0 {
                due.push(("missed-run-policies-single$-", "", vec![("n", count(1.0))]));
            }
            if due.len() < 3 && count(0.0) > 0.0 {
                due.push(("missed-run-policies-nothing$-", "", vec![("n", count(0.0))]));
            }
        }
        let stated = due.iter().take_while(|d| facts::fact(f, d.0).is_some()).count();
        c.hold(stated > 0 || due.is_empty(), &f.title, "the title states the first part of its takeaway");
        for (id, regime, numbers) in &due[..stated] {
            facts::holds(f, id, regime, numbers, c);
        }
        for (id, _, _) in &due[stated..] {
            facts::states(f, id, false, c);
        }
        facts::holds(f, "missed-run-policies-title$-", "", &[("outage_ms", r.int("outage_ms") as f64)], c);
        facts::holds(f, "policies-caption$-", "", &[("missed", missed)], c);
    }
}

/// The recovery charts' titles and captions and the alerts chart's title, from their facts:
/// each policy's part (nothing made up, N catch-up runs at once, every missed slot, the last
/// N), the slots missed
/// and the alert, re-derived from the `cases` table.
pub fn missed_runs(r: &Run, c: &mut Claims) {
    let t = r.table("cases");
    let after = r.int("alert_after_missed") as f64;
    for f in r.report.figures.iter().filter(|f| f.name.starts_with("recovery-")) {
        let job = f.name.trim_start_matches("recovery-");
        let rows: Vec<_> =
            rows_of(t, "job", job).into_iter().filter(|x| cell(t, x, "case").to_csv() == "outage").collect();
        let n = |x: &[jobsim::report::Cell], column: &str| num(cell(t, x, column)).unwrap();
        let n_missed = |x: &[jobsim::report::Cell]| n(x, "missed");
        let parts: Vec<(&str, Vec<(&str, f64)>)> = rows
            .iter()
            .map(|x| {
                let runs = n(x, "runs_after_recovery");
                let kind = match (cell(t, x, "policy").to_csv().as_str(), runs) {
                    (_, 0.0) => "none",
                    ("catch_up", _) => "catchup",
                    (_, n) if n >= n_missed(x) => "all",
                    _ => "other",
                };
                // "starts N runs at once": N runs ran at the same time.
                if kind == "catchup" {
                    c.hold(n(x, "peak_concurrent_runs") >= runs, &f.title, format!("{runs} catch-up runs at once"));
                }
                (kind, vec![("n", runs), ("missed", n(x, "missed"))])
            })
            .collect();
        let none = rows.iter().all(|x| n(x, "missed") == 0.0);
        facts::states(f, "missed-recovery-none$-", none, c);
        let parts = if none { Vec::new() } else { parts };
        facts::each(f, "missed-title-part$kind", &parts, c);
        facts::holds(f, "missed-recovery-caption$-", "", &[("missed", n(rows[0], "missed"))], c);
        facts::states(f, "missed-alert-caption$-", n(rows[0], "alerts") > 0.0, c);
    }
    if let Some(f) = r.figure("alerts") {
        let jobs: BTreeSet<String> = col(t, "job").iter().map(|x| x.to_csv()).collect();
        // Each job's outage (its first policy) against its single skip.
        let (mut alerting, mut quiet) = (true, true);
        for job in &jobs {
            let rows = rows_of(t, "job", job);
            let case = |name: &str| rows.iter().find(|x| cell(t, x, "case").to_csv() == name).copied();
            let (Some(outage), Some(skip)) = (case("outage"), case("single_skip")) else { continue };
            alerting &= num(cell(t, outage, "alerts")) > Some(0.0);
            quiet &= num(cell(t, skip, "alerts")) == Some(0.0);
        }
        let regime = if alerting && quiet { "yes" } else { "no" };
        facts::holds(f, "missed-alerts-title$quiet", regime, &[("after", after)], c);
    }
}

/// Each system's title, from its facts: the takeaway of its first three policies (none
/// started, skips, falls behind, buffers, cancels, terminates, a peak, never overlaps) and
/// their counts, re-derived from the `policies` table.
pub fn overlap_policies(r: &Run, c: &mut Claims) {
    let t = r.table("policies");
    for f in &r.report.figures {
        let told: Vec<_> = f.facts.iter().filter(|x| x.statement == "overlap-policies-takeaway").collect();
        let system = told.first().map(|x| cell(t, &t.rows[x.value("row").unwrap() as usize], "system").to_csv());
        let of_system = t.rows.iter().filter(|x| Some(cell(t, x, "system").to_csv()) == system).count();
        c.hold(told.len() == of_system.min(3), &f.title, "the title tells up to three policies of its system");
        let expected: Vec<(&str, Vec<(&str, f64)>)> = told
            .iter()
            .map(|x| {
                let row = &t.rows[x.value("row").unwrap() as usize];
                let n = |column: &str| num(cell(t, row, column)).unwrap();
                let policy = cell(t, row, "policy").to_csv();
                let regime = match policy.as_str() {
                    _ if n("runs") == 0.0 => "none",
                    "skip" | "k8s_forbid" if n("skipped") > 0.0 => "skips",
                    "buffer_all" if n("late_max_ms") > 0.0 => "behind",
                    "buffer_one" if n("delayed") > 0.0 => "buffers",
                    "cancel_other" if n("cancelled") > 0.0 => "cancels",
                    "terminate_other" | "k8s_replace" if n("terminated") > 0.0 => "terminates",
                    _ if n("peak_concurrent_runs") > 1.0 => "peak",
                    _ if n("skipped") > 0.0 => "skips",
                    _ => "never",
                };
                let ended = if regime == "cancels" { n("cancelled") } else { n("terminated") };
                let numbers = vec![
                    ("row", x.value("row").unwrap()),
                    ("skipped", n("skipped")),
                    ("behind_ms", n("late_max_ms")),
                    ("delayed", n("delayed")),
                    ("ended", ended),
                    ("peak", n("peak_concurrent_runs")),
                ];
                (regime, numbers)
            })
            .collect();
        facts::each(f, "overlap-policies-takeaway", &expected, c);
    }
}

/// The runs chart's title, from its fact: the regime (overflow, clamp, skip or plain) and
/// what it names — the days moved runs landed on, each a run of the `runs` table; the months
/// skipped, each a month in which some rule has no run between the start and its last run.
pub fn recurrence(r: &Run, c: &mut Claims) {
    let t = r.table("runs");
    let f = r.figure("runs").unwrap();
    let at_utc: Vec<String> = col(t, "run_at_utc").iter().map(|x| x.to_csv()).collect();
    let Some(x) = facts::fact(f, "recurrence-title") else {
        return cron_skip(r, c);
    };
    let policy = r.scenario.raw_params.get("month_end").and_then(|v| v.as_str()).unwrap_or("");
    let regime = x.select("regime").unwrap_or("");
    match regime {
        "overflow" | "clamp" => {
            c.hold(regime == policy, &f.title, format!("runs are moved under `{policy}`"));
            for (month, day) in [("to1_month", "to1_day"), ("to2_month", "to2_day"), ("to3_month", "to3_day")] {
                let (Some(m), Some(d)) = (x.value(month), x.value(day)) else { continue };
                let want = format!("-{m:02}-{d:02}T");
                c.hold(at_utc.iter().any(|s| s.contains(&want)), &f.title, format!("a run on {d}/{m}"));
            }
        }
        "skip" => {
            let rules: Vec<String> = col(t, "rule").iter().map(|x| x.to_csv()).collect();
            // Months counted from year 0, so runs past December stay in order.
            let month = |s: &str| s[..4].parse::<usize>().unwrap() * 12 + s[5..7].parse::<usize>().unwrap() - 1;
            let start = r.scenario.raw_params.get("start").and_then(|v| v.as_str()).map(month).unwrap();
            let named = x.value("months").unwrap() as usize;
            c.hold(named > 0, &f.title, "the title names a skipped month");
            for k in 1..=named {
                let name: &'static str = [
                    "month1", "month2", "month3", "month4", "month5", "month6", "month7", "month8", "month9",
                    "month10", "month11", "month12",
                ][k - 1];
                let i = x.value(name).unwrap() as usize - 1;
                // A rule with no run in month `i` (any year), runs after it, and the start
                // before it.
                let skipped = rules.iter().any(|rule| {
                    let ms: Vec<usize> =
                        (0..rules.len()).filter(|&k| &rules[k] == rule).map(|k| month(&at_utc[k])).collect();
                    let last = ms.iter().copied().max().unwrap_or(0);
                    (start..last).any(|a| a % 12 == i && !ms.contains(&a))
                });
                c.hold(skipped, &f.title, format!("a rule's runs skip month {}", i + 1));
            }
        }
        _ => {}
    }
}

/// The values a cron field picks in `lo..=hi` (`*`, `a`, `a-b`, `*/n`, `a-b/n`, lists,
/// three-letter names from `names`; 7 is Sunday as 0), and whether it is restricted (not `*`).
fn cron_field(field: &str, lo: u32, hi: u32, names: &[&str]) -> (BTreeSet<u32>, bool) {
    let value = |v: &str| {
        names
            .iter()
            .position(|n| n.eq_ignore_ascii_case(v))
            .map(|i| i as u32 + lo)
            .unwrap_or_else(|| v.parse().unwrap())
    };
    let mut out = BTreeSet::new();
    for part in field.split(',') {
        let (range, step) = part.split_once('/').map_or((part, 1), |(r, s)| (r, s.parse().unwrap()));
        let (a, b) = match range {
            "*" => (lo, hi),
            _ => range.split_once('-').map_or_else(|| (value(range), value(range)), |(a, b)| (value(a), value(b))),
        };
        out.extend((a..=b).step_by(step as usize).map(|v| if hi == 7 { v % 7 } else { v }));
    }
    (out, field != "*")
}

fn days_in(y: i64, m: u32) -> u32 {
    match m {
        2 if (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// A cron rule's skipped-months title (`0 0 29 2 *`: "the month field leaves March … out,
/// February 2027 has no 29th"), from its fact: why the months have no run (a day the month
/// lacks, the month field, no day matching both fields) and how many the month field
/// excludes, re-derived from the expression and the `runs` table: the first cron rule with
/// months without a run between the start and its last run.
fn cron_skip(r: &Run, c: &mut Claims) {
    let f = r.figure("runs").unwrap();
    if facts::fact(f, "recurrence-cron-skip-title$why").is_none() {
        return;
    }
    let t = r.table("runs");
    let (names, at): (Vec<String>, Vec<String>) = (
        col(t, "rule").iter().map(|v| v.to_csv()).collect(),
        col(t, "run_at_utc").iter().map(|v| v.to_csv()).collect(),
    );
    let index = |s: &str| s[..4].parse::<i64>().unwrap() * 12 + s[5..7].parse::<i64>().unwrap() - 1;
    let start = index(r.scenario.raw_params.get("start").and_then(|v| v.as_str()).unwrap());
    let rules = r.scenario.raw_params.get("rules").and_then(|v| v.as_array()).cloned().unwrap_or_default();
    const MONTHS: [&str; 12] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
    const DAYS: [&str; 7] = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
    for rule in &rules {
        let (Some(name), Some(expr)) =
            (rule.get("name").and_then(|v| v.as_str()), rule.get("expr").and_then(|v| v.as_str()))
        else {
            continue;
        };
        let fields: Vec<&str> = expr.split_whitespace().collect();
        let (months, _) = cron_field(fields[3], 1, 12, &MONTHS);
        let (dom, dom_restricted) = cron_field(fields[2], 1, 31, &[]);
        let (_, dow_restricted) = cron_field(fields[4], 0, 7, &DAYS);
        // Why a month has no matching date at all (None: it has one).
        let gap = |k: i64| {
            let (y, m) = (k.div_euclid(12), k.rem_euclid(12) as u32 + 1);
            if !months.contains(&m) {
                Some("month-field")
            } else if dom_restricted && !dow_restricted && dom.iter().all(|&d| d > days_in(y, m)) {
                Some("no-such-day")
            } else {
                None
            }
        };
        let ran: BTreeSet<i64> = (0..names.len()).filter(|&i| names[i] == name).map(|i| index(&at[i])).collect();
        let Some(&last) = ran.iter().max() else { continue };
        let first = if gap(start).is_some() && !ran.contains(&start) { start } else { start + 1 };
        let skipped: Vec<i64> = (first..last).filter(|k| !ran.contains(k)).collect();
        if skipped.is_empty() {
            continue;
        }
        let why: Vec<&str> = skipped.iter().map(|&k| gap(k).unwrap_or("no-matching-day")).collect();
        let regime = ["no-matching-day", "no-such-day"].into_iter().find(|w| why.contains(w)).unwrap_or("month-field");
        let excluded = why.iter().filter(|&&w| w == "month-field").count() as f64;
        let days: BTreeSet<i64> =
            skipped.iter().zip(&why).filter(|(_, w)| **w != "month-field").map(|(k, _)| k.rem_euclid(12)).collect();
        let numbers = [("excluded", excluded), ("days", days.len() as f64)];
        return facts::holds(f, "recurrence-cron-skip-title$why", regime, &numbers, c);
    }
    c.hold(false, &f.title, "a cron rule's skipped months are stated, the runs table shows none");
}

/// The UTC-hours chart's title and caption, from their facts: in how many zones the naive
/// matcher misses a day or runs twice (against the chart's line: the first tz-aware
/// strategy listed), and whether the line runs exactly once every day, re-derived from the
/// `zones` table.
pub fn time_zones(r: &Run, c: &mut Claims) {
    let t = r.table("zones");
    let f = r.figure("utc_hours").unwrap();
    let listed: Vec<String> = col(t, "strategy").iter().map(|x| x.to_csv()).collect();
    let base = ["compatible", "later", "earlier", "reject", "utc", "cronie", "naive"]
        .into_iter()
        .find(|s| listed.iter().any(|l| l == s))
        .unwrap();
    let naive: Vec<_> = rows_of(t, "strategy", "naive");
    let count = |column: &str| match base {
        "naive" => 0.0,
        _ => column_of(t, &naive, column).iter().filter(|&&x| x > 0.0).count() as f64,
    };
    let (missing, doubling) = (count("days_without_run"), count("days_with_two_runs"));
    let slipped = missing + doubling > 0.0;
    if slipped {
        let which = match (missing > 0.0, doubling > 0.0) {
            (true, false) => "missing",
            (false, true) => "doubling",
            _ => "both",
        };
        facts::holds(f, "time-zones-title-slipped$which", which, &[("missing", missing), ("doubling", doubling)], c);
    } else {
        facts::holds(f, "time-zones-title$-", "", &[], c);
    }
    facts::holds(f, "time-zones-caption$slipped", if slipped { "yes" } else { "no" }, &[], c);
    let line = rows_of(t, "strategy", base);
    let regular = column_of(t, &line, "days_without_run")
        .iter()
        .chain(&column_of(t, &line, "days_with_two_runs"))
        .all(|&x| x == 0.0);
    facts::states(f, "time-zones-caption$regular", slipped, c);
    if slipped {
        facts::holds(f, "time-zones-caption$regular", if regular { "yes" } else { "no" }, &[], c);
    }
}
