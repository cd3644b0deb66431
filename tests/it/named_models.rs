//! Named retry policies in the retry models beside `backoff-schedules`: a consumer of
//! `jitter-wave` under a named policy waits what that system waits (its formula, its
//! jitter, its retry limit), drawing from its own ChaCha8 stream.

use jobsim::backoff::named::System;
use jobsim::models::jitter_wave::{self, Curve, Params, RngKind, Wave};
use jobsim::sim::Tracer;

fn params(consumers: u32, attempts: u32, rng: RngKind) -> Params {
    Params {
        consumers,
        attempts,
        bucket_ms: 1000,
        base_ms: 500,
        cap_ms: 30_000,
        schedules: Vec::new(),
        rng,
        named: Default::default(),
    }
}

fn wave(p: &Params, system: System, seed: u64) -> Wave {
    jitter_wave::simulate_wave(p, Curve::Named(system), seed, &Default::default()).unwrap()
}

/// Each consumer's `(attempt, wait_ms)` as the trace records them, in order.
fn scheduled_waits(p: &Params, curve: Curve, seed: u64, consumer: u32) -> Vec<(u32, u64)> {
    let (tracer, rows) = Tracer::collect();
    let options = jobsim::RunOptions { tracer, ..Default::default() };
    jitter_wave::simulate_wave(p, curve, seed, &options).unwrap();
    let component = format!("consumer/{consumer}");
    rows.take()
        .into_iter()
        .filter(|r| r.event == "RetryScheduled" && r.component == component)
        .map(|r| {
            let field = |name: &str| -> u64 {
                let text = r.details.split(' ').find_map(|kv| kv.strip_prefix(name)).unwrap();
                text.parse().unwrap()
            };
            (field("attempt=") as u32, field("wait_ms="))
        })
        .collect()
}

#[test]
fn temporal_puts_every_consumers_retries_in_the_same_buckets() {
    // Temporal's defaults: 1, 2, 4, 8 s, no jitter: retries at 1, 3, 7 and 15 s.
    let p = params(300, 4, RngKind::LessonLcg);
    let w = wave(&p, System::Temporal, 7);
    assert_eq!(w.total_requests, 1200);
    let expected: Vec<(u64, u64)> = [1, 3, 7, 15].iter().map(|&s| (s, 300)).collect();
    assert_eq!(w.buckets.into_iter().collect::<Vec<_>>(), expected);
}

#[test]
fn sidekiq_first_retry_lands_15_to_24_s_after_the_failure_in_whole_seconds() {
    let p = params(500, 1, RngKind::ChaCha8);
    let w = wave(&p, System::Sidekiq, 11);
    assert_eq!(w.total_requests, 500);
    assert!(w.buckets.keys().all(|&b| (15..=24).contains(&b)), "{:?}", w.buckets);
    // rand(10) over 500 consumers reaches both ends.
    assert!(w.buckets.contains_key(&15) && w.buckets.contains_key(&24));
    for c in [0, 1, 499] {
        let waits = scheduled_waits(&p, Curve::Named(System::Sidekiq), 11, c);
        assert_eq!(waits.len(), 1);
        assert!(waits[0].1.is_multiple_of(1000) && (15_000..=24_000).contains(&waits[0].1), "{waits:?}");
    }
}

#[test]
fn a_consumer_stops_when_its_system_gives_up_or_at_attempts() {
    // AWS standard gives up after 2 retries, Celery after 3; Sidekiq would go to 25.
    let p = params(50, 6, RngKind::ChaCha8);
    assert_eq!(wave(&p, System::AwsStandard, 3).total_requests, 50 * 2);
    assert_eq!(wave(&p, System::Celery, 3).total_requests, 50 * 3);
    assert_eq!(wave(&p, System::Sidekiq, 3).total_requests, 50 * 6);
    // Celery's defaults: the fixed 180 s default_retry_delay, no jitter.
    let celery = wave(&p, System::Celery, 3);
    assert_eq!(celery.buckets.into_iter().collect::<Vec<_>>(), vec![(180, 50), (360, 50), (540, 50)]);
}

#[test]
fn named_policies_draw_from_the_consumers_chacha_streams_whatever_rng_says() {
    let lcg = params(40, 3, RngKind::LessonLcg);
    let chacha = params(40, 3, RngKind::ChaCha8);
    for s in [System::Sidekiq, System::AwsStandard] {
        assert_eq!(wave(&lcg, s, 5), wave(&chacha, s, 5));
        // Consumer 0's waits do not depend on how many others there are.
        let few = params(2, 3, RngKind::ChaCha8);
        assert_eq!(scheduled_waits(&few, Curve::Named(s), 5, 0), scheduled_waits(&chacha, Curve::Named(s), 5, 0));
    }
    // Different seeds, different waits.
    assert_ne!(wave(&chacha, System::Sidekiq, 5), wave(&chacha, System::Sidekiq, 6));
}

#[test]
fn the_frameworks_wave_scenario_lists_named_policies_and_overrides_their_settings() {
    let text = crate::run_text("004-jitter-wave-frameworks.toml", &["consumers=20"]);
    for label in ["tam sarsinti", "Sidekiq", "Celery", "AWS standard", "Temporal"] {
        assert!(text.contains(label), "{label} missing from\n{text}");
    }
    // celery_max_retries = 1: one retry per consumer.
    let text = crate::run_text(
        "004-jitter-wave-frameworks.toml",
        &["consumers=20", "schedules=[\"celery\"]", "celery_max_retries=1"],
    );
    assert!(text.lines().nth(1).unwrap().split_whitespace().nth(1) == Some("20"), "{text}");
}

/// `retry-budget`'s text rows (header skipped) for `004-retry-budget.toml` with overrides.
fn retry_budget_rows(sets: &[&str]) -> Vec<String> {
    crate::run_text("004-retry-budget.toml", sets).lines().skip(1).map(str::to_string).collect()
}

#[test]
fn retry_budget_lists_named_policies_and_their_own_limits_stop_them() {
    // Temporal (1, 2, 4 … 100 s, no jitter, never gives up): 14 retries take
    // 1+2+4+…+64 + 7·100 = 827 s; within 5 min: 1+…+64 = 127 s, then 100 s waits fit
    // until 227 + 100 > 300 … so 8 retries (127 + 100 = 227 s; the next would end at 327 s).
    let rows = retry_budget_rows(&["schedules=[\"temporal\"]"]);
    assert_eq!(
        rows[0].split_whitespace().collect::<Vec<_>>(),
        ["Temporal", "13,8", "dk", "8", "8", "3,8", "dk", "sure"]
    );
    // Celery's defaults give up after 3 retries of 180 s: before the threshold (count
    // only: 540 s), within 5 min after 1 retry (the time budget stops it: 360 > 300).
    let rows = retry_budget_rows(&["schedules=[\"celery\"]"]);
    assert_eq!(
        rows[0].split_whitespace().collect::<Vec<_>>(),
        ["Celery", "9", "dk", "(vazgecti)", "1", "1", "3", "dk", "sure"]
    );
    // AWS standard gives up after 2 retries (3 attempts) long before either budget.
    let rows = retry_budget_rows(&["schedules=[\"aws-standard\"]", "seed=4"]);
    let cells: Vec<&str> = rows[0].split_whitespace().collect();
    assert_eq!((cells[0], cells[1], cells.last().copied()), ("AWS", "standard", Some("vazgecti")));
    assert_eq!(cells[cells.len() - 4], "2", "{cells:?}");
}

#[test]
fn retry_budget_needs_a_seed_only_where_a_named_policy_draws() {
    let path = crate::scenario_path("004-retry-budget.toml");
    let set = |s: &str| jobsim::scenario::Override::parse(s).unwrap();
    let err = jobsim::load(&path, &[set("schedules=[\"capped\", \"sidekiq\"]")]).unwrap_err().to_string();
    assert!(err.contains("`seed` is required") && err.contains("sidekiq"), "{err}");
    assert!(jobsim::load(&path, &[set("schedules=[\"capped\", \"temporal\"]")]).is_ok());
    // Sidekiq's 14 retries: the sum of 14 waits within its bounds, the same in every run.
    let rows = retry_budget_rows(&["schedules=[\"sidekiq\"]", "seed=9"]);
    // The text shows durations in one unit per column; the exact milliseconds are the CSV's.
    let report =
        jobsim::run(&crate::load("004-retry-budget.toml", &["schedules=[\"sidekiq\"]", "seed=9"]), &Default::default())
            .unwrap();
    let table = &report.tables[0];
    let at = table.columns.iter().position(|c| c == "threshold_elapsed_ms").unwrap();
    let elapsed: u64 = table.rows[0][at].to_csv().parse().unwrap();
    let (lo, hi) = (1..=14u64).fold((0, 0), |(lo, hi), n| {
        let c = n - 1;
        (lo + (c.pow(4) + 15) * 1000, hi + (c.pow(4) + 15 + 10 * (c + 1) - 1) * 1000)
    });
    assert!((lo..=hi).contains(&elapsed), "{elapsed} outside {lo}..={hi}");
    assert_eq!(rows, retry_budget_rows(&["schedules=[\"sidekiq\"]", "seed=9"]));
}

#[test]
fn circuit_breaker_releases_a_failed_message_after_the_named_policys_wait() {
    use jobsim::models::circuit_breaker::{self, CircuitBreakerModel};
    // Temporal (no jitter, no seed needed): the k-th failed receive waits 2^(k-1) s.
    let s = crate::load("004-circuit-breaker.toml", &["backoff=\"temporal\"", "breakers=[\"off\"]"]);
    let p = s.params::<CircuitBreakerModel>().unwrap().clone();
    let (tracer, rows) = Tracer::collect();
    let options = jobsim::RunOptions { tracer, ..Default::default() };
    circuit_breaker::simulate_row(&p, false, &options).unwrap();
    let waits: Vec<String> = rows
        .take()
        .into_iter()
        .filter(|r| r.event == "CallFailed" && r.details.starts_with("id=150 "))
        .map(|r| r.details)
        .collect();
    assert_eq!(waits[..3], ["id=150 retry_in_ms=1000", "id=150 retry_in_ms=2000", "id=150 retry_in_ms=4000"]);
    // Sidekiq draws: a seed is required, and its first wait is 15–24 whole seconds.
    let path = crate::scenario_path("004-circuit-breaker.toml");
    let set = |s: &str| jobsim::scenario::Override::parse(s).unwrap();
    let err = jobsim::load(&path, &[set("backoff=\"sidekiq\"")]).unwrap_err().to_string();
    assert!(err.contains("`seed` is required") && err.contains("sidekiq"), "{err}");
    let p = crate::load("004-circuit-breaker.toml", &["backoff=\"sidekiq\"", "seed=3"]);
    let p = p.params::<CircuitBreakerModel>().unwrap().clone();
    let (tracer, rows) = Tracer::collect();
    let options = jobsim::RunOptions { tracer, ..Default::default() };
    circuit_breaker::simulate_row_seeded(&p, false, Some(3), &options).unwrap();
    let first: Vec<u64> = rows
        .take()
        .into_iter()
        .filter(|r| r.event == "CallFailed")
        .take(20)
        .map(|r| r.details.split("retry_in_ms=").nth(1).unwrap().parse().unwrap())
        .collect();
    assert!(first.iter().all(|w| w.is_multiple_of(1000) && (15_000..=24_000).contains(w)), "{first:?}");
}

#[test]
fn outage_guards_release_a_failed_message_after_the_named_policys_wait() {
    use jobsim::models::outage_guards::{self, BreakerKind, BudgetKind, OutageGuards};
    let s = crate::load("004-retry-budgets.toml", &["backoffs=[\"temporal\"]", "budgets=[\"none\"]"]);
    let p = s.params::<OutageGuards>().unwrap().clone();
    let (tracer, rows) = Tracer::collect();
    let options = jobsim::RunOptions { tracer, ..Default::default() };
    let temporal = Some(System::Temporal);
    outage_guards::simulate_row_seeded(&p, temporal, BudgetKind::None, BreakerKind::None, None, &options).unwrap();
    let waits: Vec<String> = rows
        .take()
        .into_iter()
        .filter(|r| r.event == "CallFailed" && r.details.starts_with("id=150 "))
        .map(|r| r.details)
        .collect();
    assert_eq!(waits[..3], ["id=150 retry_in_ms=1000", "id=150 retry_in_ms=2000", "id=150 retry_in_ms=4000"]);
    let path = crate::scenario_path("004-retry-budgets.toml");
    let set = |s: &str| jobsim::scenario::Override::parse(s).unwrap();
    let err = jobsim::load(&path, &[set("backoffs=[\"capped\", \"aws-standard\"]")]).unwrap_err().to_string();
    assert!(err.contains("`seed` is required") && err.contains("aws-standard"), "{err}");
    assert!(jobsim::load(&path, &[set("backoffs=[\"aws-standard\"]"), set("seed=1")]).is_ok());
}

/// Calls per message id in a row's trace (`CallFailed` and `MessageProcessed`), and the
/// `PolicyGaveUp` rows' details.
fn calls_and_give_ups(rows: Vec<jobsim::sim::TraceRow>) -> (std::collections::BTreeMap<u32, u32>, Vec<String>) {
    let mut calls = std::collections::BTreeMap::new();
    let mut gave_up = Vec::new();
    for r in rows {
        let id = || r.details.trim_start_matches("id=").split(' ').next().unwrap().parse::<u32>().unwrap();
        match r.event.as_str() {
            "CallFailed" | "MessageProcessed" => *calls.entry(id()).or_insert(0) += 1,
            "PolicyGaveUp" => {
                *calls.entry(id()).or_insert(0) += 1;
                gave_up.push(r.details.clone());
            }
            _ => {}
        }
    }
    (calls, gave_up)
}

#[test]
fn circuit_breaker_gives_a_message_up_at_the_named_policys_own_retry_limit() {
    use jobsim::models::circuit_breaker::{self, CircuitBreakerModel};
    // Celery retrying every second (default_retry_delay 1 s) inside a 30 s outage: its 3
    // retries run out long before the queue's 100 receives. No jitter: no seed.
    let sets = ["backoff=\"celery\"", "celery_default_retry_delay_s=1", "max_receives=100", "breakers=[\"off\"]"];
    let s = crate::load("004-circuit-breaker.toml", &sets);
    let p = s.params::<CircuitBreakerModel>().unwrap().clone();
    let (tracer, rows) = Tracer::collect();
    let options = jobsim::RunOptions { tracer, ..Default::default() };
    let run = circuit_breaker::simulate_row(&p, false, &options).unwrap();
    let (calls, gave_up) = calls_and_give_ups(rows.take());
    assert!(run.run.given_up > 0 && run.run.given_up == run.run.dead_lettered, "{run:?}");
    assert_eq!(gave_up.len() as u32, run.run.given_up);
    assert!(gave_up.iter().all(|d| d.ends_with(" retries=3")), "{gave_up:?}");
    assert_eq!(calls.values().max(), Some(&4), "a first call and three retries at most");
    // The lesson's backoff has no limit of its own: the queue's 100 receives decide.
    let p = crate::load("004-circuit-breaker.toml", &["max_receives=100", "breakers=[\"off\"]"]);
    let run =
        circuit_breaker::simulate_row(p.params::<CircuitBreakerModel>().unwrap(), false, &Default::default()).unwrap();
    assert_eq!((run.run.given_up, run.run.dead_lettered), (0, 0));
}

#[test]
fn outage_frameworks_rows_give_up_at_each_systems_limit_and_never_before() {
    use jobsim::models::outage_guards::{self, BreakerKind, BudgetKind, OutageGuards};
    let s = crate::load("004-outage-frameworks.toml", &[]);
    let p = s.params::<OutageGuards>().unwrap().clone();
    let mut seen = Vec::new();
    for &backoff in &p.backoffs {
        let (tracer, rows) = Tracer::collect();
        let options = jobsim::RunOptions { tracer, ..Default::default() };
        let run =
            outage_guards::simulate_row_seeded(&p, backoff, BudgetKind::None, BreakerKind::None, Some(1), &options)
                .unwrap();
        let (calls, gave_up) = calls_and_give_ups(rows.take());
        let limit = backoff.and_then(|s| p.named.get(s).max_retries());
        match limit {
            // AWS standard: 3 attempts; a message given up made exactly those.
            Some(m) if run.run.given_up > 0 => {
                assert!(gave_up.iter().all(|d| d.ends_with(&format!(" retries={m}"))), "{backoff:?} {gave_up:?}");
                assert_eq!(calls.values().max(), Some(&(m + 1)), "{backoff:?}");
            }
            _ => assert!(gave_up.is_empty(), "{backoff:?} gave up below its limit"),
        }
        assert_eq!(run.run.acked + run.run.dead_lettered, p.outage.messages);
        seen.push((backoff.map_or("capped", System::name), run.run.given_up));
    }
    assert_eq!(seen.iter().find(|(n, _)| *n == "aws-standard").map(|s| s.1), Some(285), "{seen:?}");
    assert!(seen.iter().filter(|(n, _)| *n != "aws-standard").all(|s| s.1 == 0), "{seen:?}");
}

#[test]
fn outage_guards_row_tags_keep_a_named_backoff_apart_from_a_budget_of_the_same_name() {
    use jobsim::models::outage_guards::OutageGuards;
    let s = crate::load(
        "004-retry-budgets.toml",
        &["backoffs=[\"capped\", \"aws-standard\"]", "budgets=[\"none\", \"aws-standard\"]", "seed=2"],
    );
    let runs =
        jobsim::models::outage_guards::simulate(s.params::<OutageGuards>().unwrap(), Some(2), &Default::default())
            .unwrap();
    let tags: Vec<String> = runs.iter().map(|r| r.tag()).collect();
    assert_eq!(tags, ["none", "aws-standard", "aws-standard-backoff", "aws-standard-backoff+aws-standard"]);
}

#[test]
fn bullmq_exponential_waits_past_30_days_are_refused_with_one_line_in_every_model() {
    let set = |s: &str| jobsim::scenario::Override::parse(s).unwrap();
    let bull = ["bullmq_backoff=\"exponential\"", "bullmq_attempts=24"];
    for (scenario, extra) in [
        ("005-retries.toml", "retries=[\"bullmq\"]"),
        ("anchor-retry-storm.toml", "backoff=\"bullmq\""),
        ("004-occ-contention-frameworks.toml", "schedules=[\"bullmq\"]"),
        ("004-frameworks.toml", "seed=1"),
    ] {
        let path = crate::scenario_path(scenario);
        let mut sets: Vec<_> = bull.iter().map(|s| set(s)).collect();
        sets.push(set(extra));
        let err = jobsim::load(&path, &sets).unwrap_err().to_string();
        assert!(
            err.contains("more than 30 days") && err.contains("`bullmq_attempts` = 24") && !err.contains('\n'),
            "{err}"
        );
        // 23 attempts: the last retry waits 1 s × 2^21 (24.3 days), accepted.
        sets[1] = set("bullmq_attempts=23");
        assert!(jobsim::load(&path, &sets).is_ok(), "{scenario}");
    }
}
