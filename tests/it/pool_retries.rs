//! Issue 13, item 1 in the worker pool (lesson 005): jobs that fail and are retried by a
//! real system's named policy. Without failures nothing changes; the extra work is
//! 1/(1 − p); a retry limit sends exactly `p^(limit+1)` of the jobs to the dead set; every
//! retry waits inside its policy's documented range; absurd inputs are refused.

use std::collections::BTreeMap;

use jobsim::RunOptions;
use jobsim::backoff::named::{Policies, RetryPolicy, System};
use jobsim::models::worker_pool::{self, Retry, Run, Service};
use jobsim::scenario::Override;
use jobsim::sim::{TraceRow, Tracer};
use jobsim::variates::round_ms;

use crate::scenario_path;

/// A small pool: 6 workers, 100 ms exponential service, 30 jobs/s (50 % busy without failures).
fn pool(messages: u64, fail_probability: f64) -> worker_pool::Params {
    worker_pool::Params {
        arrival_rate_per_s: 30.0,
        workers: vec![6],
        service_mean_ms: 100.0,
        messages,
        warmup_messages: 0,
        fail_probability,
        ..worker_pool::Params::default()
    }
}

fn run(p: &worker_pool::Params, retry: Retry, seed: u64) -> Run {
    worker_pool::simulate_row(p, p.workers[0], Service::Exponential, retry, seed, &RunOptions::default()).unwrap()
}

fn traced(p: &worker_pool::Params, retry: Retry, seed: u64) -> (Run, Vec<TraceRow>) {
    let (tracer, rows) = Tracer::collect();
    let r = worker_pool::simulate_row(
        p,
        p.workers[0],
        Service::Exponential,
        retry,
        seed,
        &RunOptions { tracer, ..Default::default() },
    )
    .unwrap();
    (r, rows.take())
}

/// `key=value` pairs of a trace row's details.
fn field(row: &TraceRow, key: &str) -> u64 {
    row.details
        .split(' ')
        .find_map(|kv| kv.strip_prefix(key).and_then(|v| v.strip_prefix('=')))
        .unwrap_or_else(|| panic!("no {key} in {row:?}"))
        .parse()
        .unwrap()
}

#[test]
fn without_failures_every_policy_gives_the_lessons_pool() {
    let p = pool(5_000, 0.0);
    let plain = run(&p, Retry::None, 3);
    assert_eq!((plain.attempts, plain.retries, plain.dead), (5_000, 0, 0));
    for retry in [Retry::Immediate, Retry::Named(System::Sidekiq), Retry::Named(System::Celery)] {
        let r = run(&p, retry, 3);
        assert_eq!(Run { retry: Retry::None, ..r }, plain, "{retry:?}");
    }
    // And the run of the lesson's API (its first policy, `none`) is that run.
    let same = worker_pool::simulate_run(&p, 6, Service::Exponential, 3, &RunOptions::default()).unwrap();
    assert_eq!(same, plain);
}

#[test]
fn an_unlimited_policy_makes_one_over_one_minus_p_attempts_and_loses_nothing() {
    let (n, pf): (u64, f64) = (20_000, 0.3);
    let p = pool(n, pf);
    // Attempts per job are geometric: mean 1/(1 − p), variance p/(1 − p)².
    let (mean, sd) = (1.0 / (1.0 - pf), pf.sqrt() / (1.0 - pf) / (n as f64).sqrt());
    let immediate = run(&p, Retry::Immediate, 11);
    let temporal = run(&p, Retry::Named(System::Temporal), 11);
    for r in [&immediate, &temporal] {
        let z = (r.attempts_per_message() - mean) / sd;
        assert!(z.abs() < 4.0, "{:?}: {} attempts per job, z = {z:.2}", r.retry, r.attempts_per_message());
        assert_eq!((r.dead, r.served, r.attempts), (0, n, n + r.retries));
    }
    // Common random numbers: the same jobs fail as often under both policies.
    assert_eq!(immediate.retries, temporal.retries);
    // The extra work shows in the utilisation: 50 % of the pool without failures, / (1 − p) with.
    assert!((immediate.utilisation() - 0.5 / (1.0 - pf)).abs() < 0.02, "{}", immediate.utilisation());
}

#[test]
fn celerys_three_retries_with_every_attempt_failing_make_four_attempts_then_death() {
    let p = pool(300, 1.0);
    let (r, trace) = traced(&p, Retry::Named(System::Celery), 5);
    assert_eq!((r.served, r.dead, r.attempts, r.retries), (0, 300, 1200, 900));
    assert_eq!(r.attempts_per_message(), 4.0);
    // Celery's default_retry_delay: each retry 180 s after the failure; death after the 4th.
    let failed: Vec<&TraceRow> = trace.iter().filter(|t| t.event == "AttemptFailed").collect();
    assert!(failed.iter().all(|t| field(t, "wait_ms") == 180_000 && field(t, "retry") <= 3));
    let dead: Vec<&TraceRow> = trace.iter().filter(|t| t.event == "MessageDead").collect();
    assert!(dead.len() == 300 && dead.iter().all(|t| field(t, "attempts") == 4));
    // Each job spends at least 3 × 180 s in the system.
    assert!(r.sojourn.p50 >= 540_000, "{:?}", r.sojourn);
}

#[test]
fn a_retry_limit_kills_p_to_the_limit_plus_one_of_the_jobs() {
    // BullMQ attempts 3 (2 retries): a job dies when its first three attempts fail.
    let n = 20_000;
    let mut p = pool(n, 0.5);
    p.named.bullmq.attempts = 3;
    let r = run(&p, Retry::Named(System::Bullmq), 2);
    let q: f64 = 0.125;
    let sd = (q * (1.0 - q) / n as f64).sqrt();
    let z = (r.dead as f64 / n as f64 - q) / sd;
    assert!(z.abs() < 4.0, "{} dead of {n}, z = {z:.2}", r.dead);
    assert_eq!(r.served + r.dead, n);
    // `none` drops every job whose first attempt fails: p of them, the same jobs as the
    // ones BullMQ retries at least once.
    let none = run(&p, Retry::None, 2);
    assert_eq!(none.attempts, n);
    assert!(((none.dead as f64 / n as f64) - 0.5).abs() < 4.0 * (0.25 / n as f64).sqrt());
    assert!(none.dead >= r.dead);
}

/// The waits each policy drew, by retry number, checked against its documented range,
/// and each retry's enqueue that wait after its failure.
fn waits_within_range(retry: Retry, named: &Policies, pf: f64, n: u64) -> BTreeMap<u64, (u64, u64)> {
    let mut p = pool(n, pf);
    p.named = named.clone();
    let (_, trace) = traced(&p, retry, 9);
    let policy: &dyn RetryPolicy = named.get(match retry {
        Retry::Named(s) => s,
        _ => unreachable!(),
    });
    let mut seen: BTreeMap<u64, (u64, u64)> = BTreeMap::new();
    let mut pending: BTreeMap<(u64, u64), u64> = BTreeMap::new();
    for t in &trace {
        match t.event.as_str() {
            "AttemptFailed" => {
                let (n, w) = (field(t, "retry"), field(t, "wait_ms"));
                let (lo, hi) = policy.range_ms(n as u32);
                assert!(round_ms(lo) <= w && w <= round_ms(hi), "{retry:?} retry {n}: {w} ms outside {lo}..={hi}");
                let e = seen.entry(n).or_insert((u64::MAX, 0));
                *e = (e.0.min(w), e.1.max(w));
                pending.insert((field(t, "id"), n), t.time_ms + w);
            }
            "RetryEnqueued" => {
                let due = pending.remove(&(field(t, "id"), field(t, "retry"))).expect("a retry follows a failure");
                assert_eq!(t.time_ms, due, "{retry:?}: {t:?}");
            }
            _ => {}
        }
    }
    assert!(pending.is_empty(), "every scheduled retry ran");
    seen
}

#[test]
fn every_retry_waits_inside_its_policys_documented_range() {
    let mut named = Policies::default();
    named.celery.retry_backoff = 1; // exponential countdowns with full jitter
    named.bullmq.attempts = 4;
    named.bullmq.backoff = jobsim::backoff::named::BullBackoff::Exponential;
    named.bullmq.jitter = 0.5;
    // Sidekiq's first retry waits 15–24 s (15 + rand(10)); jitter reaches both ends.
    let sidekiq = waits_within_range(Retry::Named(System::Sidekiq), &named, 0.2, 3_000);
    let first = sidekiq[&1];
    assert!(first.0 >= 15_000 && first.0 <= 16_000 && first.1 >= 23_000 && first.1 <= 24_000, "{first:?}");
    // Celery's countdown with retry_backoff: integers 0..=2^(n-1) s, never over 600 s.
    let celery = waits_within_range(Retry::Named(System::Celery), &named, 0.5, 2_000);
    assert!(celery.values().all(|&(lo, hi)| lo % 1000 == 0 && hi <= 600_000), "{celery:?}");
    assert_eq!(celery.keys().copied().max(), Some(3), "Celery stops after 3 retries");
    // Temporal: no jitter, 1 s then 2 s then 4 s.
    let temporal = waits_within_range(Retry::Named(System::Temporal), &named, 0.3, 2_000);
    assert_eq!((temporal[&1], temporal[&2], temporal[&3]), ((1000, 1000), (2000, 2000), (4000, 4000)));
    let bullmq = waits_within_range(Retry::Named(System::Bullmq), &named, 0.5, 2_000);
    assert_eq!(bullmq.keys().copied().max(), Some(3), "attempts 4: three retries");
    for s in [System::River, System::Oban, System::AwsStandard, System::GrpcConnect, System::Gcs] {
        waits_within_range(Retry::Named(s), &named, 0.3, 500);
    }
}

/// The one-line error of loading `005-retries.toml` with overrides.
fn refused(sets: &[&str]) -> String {
    let overrides: Vec<_> = sets.iter().map(|s| Override::parse(s).unwrap()).collect();
    let err = jobsim::load(&scenario_path("005-retries.toml"), &overrides).unwrap_err().to_string();
    assert!(!err.contains('\n'), "one line: {err}");
    assert!(err.contains("005-retries.toml"), "names the file: {err}");
    err
}

#[test]
fn guards_refuse_endless_or_huge_retrying_with_one_line_errors() {
    let e = refused(&["fail_probability=1.0"]);
    assert!(e.contains("`fail_probability` = 1") && e.contains("\"immediate\"") && e.contains("retry forever"), "{e}");
    let e = refused(&["fail_probability=1.0", "retries=[\"temporal\"]"]);
    assert!(e.contains("\"temporal\""), "{e}");
    let e = refused(&["fail_probability=1.0", "retries=[\"gcs\"]"]);
    assert!(e.contains("\"gcs\""), "{e}");
    // With a limit it runs: Temporal's maximum attempts, every job dead after 5.
    let overrides: Vec<_> = [
        "fail_probability=1.0",
        "retries=[\"temporal\"]",
        "temporal_maximum_attempts=5",
        "messages=200",
        "warmup_messages=0",
    ]
    .iter()
    .map(|s| Override::parse(s).unwrap())
    .collect();
    let s = jobsim::load(&scenario_path("005-retries.toml"), &overrides).unwrap();
    let report = jobsim::run(&s, &Default::default()).unwrap();
    let runs = report.tables.iter().find(|t| t.name == "runs").unwrap();
    let csv = jobsim::output::table_csv(runs);
    assert!(csv.lines().nth(1).unwrap().starts_with("10,exponential,temporal,200,0,200,1000,800,"), "{csv}");
    // An expected 10,000 attempts per job is refused before any work.
    let e = refused(&["fail_probability=0.9999"]);
    assert!(e.contains("attempts over all runs") && e.contains("40000000"), "{e}");
    let e = refused(&["fail_probability=1.5"]);
    assert!(e.contains("fail_probability"), "{e}");
    let e = refused(&["retries=[\"hangfire\"]"]);
    assert!(e.contains("retries"), "{e}");
}
