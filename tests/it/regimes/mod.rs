//! Titles true off the defaults (issue 18): every scenario is run at its defaults and at
//! parameter sets that cross its regimes (its file's `[course] regimes`, [`table::rows`]),
//! and each claim a figure's title (or caption, where it states a fact) makes is checked
//! against the report's tables and the parameters, by one checker per model ([`CHECKERS`]).

mod boundaries;
mod claims;
mod edges;
mod editions;
mod facts;
mod lesson000;
mod lesson001;
mod lesson004;
mod lesson005;
mod random;
mod table;

use claims::{Claims, Run};
use jobsim::report::lang::Lang;

/// One claim checker per registered model.
type Checker = fn(&Run, &mut Claims);

const CHECKERS: &[(&str, Checker)] = &[
    ("lease-faults", lesson000::lease_faults),
    ("lease-lock", lesson000::lease_lock),
    ("missed-run-policies", lesson000::missed_run_policies),
    ("missed-runs", lesson000::missed_runs),
    ("month-end", lesson000::month_end),
    ("overlap-policies", lesson000::overlap_policies),
    ("overlap-sources", lesson000::overlap_sources),
    ("rate-vs-delay", lesson000::rate_vs_delay),
    ("recurrence", lesson000::recurrence),
    ("time-zones", lesson000::time_zones),
    ("cancel-sources", lesson001::cancel_sources),
    ("chunk-size", lesson001::chunk_size),
    ("long-job", lesson001::long_job),
    ("crash-points", lesson001::crash_points),
    ("yielding", lesson001::yielding),
    ("backoff-schedules", lesson004::backoff_schedules),
    ("outage-guards", lesson004::outage_guards),
    ("circuit-breaker", lesson004::circuit_breaker),
    ("frameworks", lesson004::frameworks),
    ("jitter-wave", lesson004::jitter_wave),
    ("occ-contention", lesson004::occ_contention),
    ("poison-counter", lesson004::poison_counter),
    ("retry-budget", lesson004::retry_budget),
    ("visibility-backoff", lesson004::visibility_backoff),
    ("worker-pool", lesson005::worker_pool),
    ("queue-drain", lesson005::queue_drain),
    ("retry-storm", lesson005::retry_storm),
];

/// Words no title may say whatever the model: a comparison of a thing with itself
/// ("N yerine N", "1 kat daha az") or a count of nothing said as a count ("yalnız 0",
/// "0 tanesi", "1 mesajın hepsi").
fn degenerate(title: &str, c: &mut Claims) {
    for bad in ["yalnız 0", " 0 tanesi", " 1 kat daha", "1 mesajın hepsi", "1 mesajın her biri", "%0,0 ek iş"] {
        c.hold(!title.contains(bad), title, format!("says «{}»", bad.trim()));
    }
    let mut rest = title;
    while let Some(i) = rest.find(" yerine ") {
        let (a, b) = (claims::before(rest, " yerine "), claims::after(rest, " yerine "));
        // "142 yerine 142–300" compares a number with a range that starts at it: fine.
        let after = &rest[i + " yerine ".len()..];
        let range = after.split(' ').next().is_some_and(|w| w.contains('–'));
        c.hold(a.is_none() || a != b || range, title, "compares a number with itself («N yerine N»)");
        rest = &rest[i + " yerine ".len()..];
    }
}

fn checker(model: &str) -> Option<Checker> {
    CHECKERS.iter().find(|c| c.0 == model).map(|c| c.1)
}

/// Every run of `rows`: the defaults (with the row's sizes), then each set; each with its
/// English reports when the golden test records them.
fn runs(row: &'static table::Row) -> Vec<Result<(Run, Vec<jobsim::report::Report>), String>> {
    let mut all: Vec<Vec<&str>> = vec![row.small.iter().map(String::as_str).collect()];
    all.extend(row.sets.iter().map(|s| row.small.iter().chain(s.iter()).map(String::as_str).collect()));
    // The golden test records the English edition too: the same outcome, presented again.
    let langs: &[Lang] = if crate::golden::recording() { &[Lang::Tr, Lang::En] } else { &[Lang::Tr] };
    all.into_iter().map(|sets| Run::editions(&row.file, &sets, langs)).collect()
}

/// The claims of one scenario file at its defaults and at each of its regime sets: the
/// failures, each naming the file, the sets and the statement.
fn check_row(row: &'static table::Row) -> Vec<String> {
    let mut failures = Vec::new();
    for run in runs(row) {
        let (run, english) = match run {
            Ok(run) => run,
            Err(e) => {
                failures.push(e);
                continue;
            }
        };
        crate::golden::record(&run.scenario, &run.sets, Lang::Tr, &run.report);
        if let Some(en) = english.first() {
            crate::golden::record(&run.scenario, &run.sets, Lang::En, en);
        }
        let Some(check) = checker(run.model()) else {
            failures.push(format!("{}: no claim checker for model `{}`", row.file, run.model()));
            break;
        };
        let mut claims = Claims::default();
        for f in &run.report.figures {
            degenerate(&f.title, &mut claims);
            facts::variants_hold(f, &mut claims);
        }
        check(&run, &mut claims);
        facts::claims_checked(&run.report, &mut claims);
        failures.extend(claims.failures.into_iter().map(|f| format!("{} {:?}: {f}", row.file, run.sets)));
    }
    failures
}

/// Every claim check of the scenario file `file` (`000-lease-faults.toml`): at its defaults,
/// at each regime set, at [`random::CASES`] random parameter sets and at its edges
/// ([`edges`], [`edges::SUITE`] of them), in both editions. The `snapshots` binary runs it
/// in each scenario's trial, so the scenarios are checked in parallel, one pass each.
#[allow(dead_code, reason = "the snapshots binary calls it; the it binary holds the rest")]
pub fn scenario(file: &str) -> Vec<String> {
    let Some(row) = table::rows().iter().find(|r| r.file == file) else {
        return vec![format!("{file}: not a file of scenarios/")];
    };
    let mut failures = check_row(row);
    failures.extend(random::check_file(row, random::CASES));
    failures.extend(edges::check_file(row, Some(edges::SUITE)));
    failures
}

#[test]
fn every_scenario_has_at_least_three_parameter_sets() {
    assert!(!table::rows().is_empty(), "the files of scenarios/ are read");
    for row in table::rows() {
        assert!(
            row.sets.len() >= 3,
            "`{}`: {} parameter sets (`[course] regimes`), at least 3 cross its regimes",
            row.file,
            row.sets.len()
        );
    }
}

#[test]
fn every_registered_model_has_a_claim_checker() {
    for m in jobsim::models::MODELS {
        assert!(checker(m.name()).is_some(), "model `{}` has no claim checker in regimes/", m.name());
    }
}

/// `cargo test --test it regimes::dump -- --ignored --nocapture SCENARIO_PREFIX`: every
/// run's titles, captions and first table, to read beside the checkers.
#[test]
#[ignore]
fn dump() {
    let only = std::env::var("REGIMES").unwrap_or_default();
    for row in table::rows().iter().filter(|r| r.file.starts_with(&only)) {
        for run in runs(row) {
            let run = match run {
                Ok((run, _)) => run,
                Err(e) => {
                    println!("=== {} ERROR {e}", row.file);
                    continue;
                }
            };
            println!("=== {} {:?}", row.file, run.sets);
            for f in &run.report.figures {
                println!("  T {}: {}\n  C {}", f.name, f.title, f.caption);
            }
            for t in &run.report.tables {
                println!("  -- {}\n{}", t.name, jobsim::output::table_csv(t));
            }
        }
    }
}
