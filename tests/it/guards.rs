//! Issue 13, parts 2 and 3: retry budgets and breaker variants pinned to each system's
//! documented numbers (sources in `src/budget/`, `src/breaker/`), and the outage model that runs them.

use jobsim::breaker::polly::PollyBreaker;
use jobsim::breaker::resilience4j::Resilience4jBreaker;
use jobsim::breaker::{Effect, Permit};
use jobsim::budget::aws::RetryQuota;
use jobsim::budget::envoy::RetryBudget as EnvoyBudget;
use jobsim::budget::finagle::RetryBudget as FinagleBudget;
use jobsim::budget::grpc::RetryThrottle;
use jobsim::models::Model;
use jobsim::models::circuit_breaker::{self, CircuitBreakerModel};
use jobsim::models::outage_guards::{self, BreakerKind, BudgetKind, GuardRun, OutageGuards};
use jobsim::sim::{Millis, RunOptions, TraceRow, Tracer};
use proptest::prelude::*;

use crate::load;

const T0: Millis = Millis(0);

#[test]
fn aws_refuses_the_101st_retry_with_no_successes() {
    let mut q = RetryQuota::standard();
    for i in 1..=100 {
        assert_eq!(q.acquire_retry(false), Some(5), "retry {i}");
    }
    assert_eq!((q.acquire_retry(false), q.available()), (None, 0), "500 / 5 = 100 retries");
    // A timeout costs 10: 50 retries.
    let mut q = RetryQuota::standard();
    assert_eq!((0..60).filter(|_| q.acquire_retry(true).is_some()).count(), 50);
}

#[test]
fn aws_refunds_one_for_a_first_try_success_and_the_cost_for_a_retried_one() {
    let mut q = RetryQuota::standard();
    for _ in 0..3 {
        q.acquire_retry(false);
    }
    assert_eq!(q.available(), 485);
    q.on_success(None);
    assert_eq!(q.available(), 486, "a success never retried: +1");
    q.on_success(Some(5));
    assert_eq!(q.available(), 491, "a retried success: what its retry took");
    q.on_success(Some(10));
    q.on_success(Some(10));
    assert_eq!(q.available(), 500, "capped at the initial 500");
}

#[test]
fn grpc_stops_retrying_once_tokens_are_at_most_half_of_max_tokens() {
    let mut t = RetryThrottle::new(10_000, 100);
    let retried: Vec<bool> = (0..10).map(|_| t.on_failure()).collect();
    // 9, 8, 7, 6 are above 5; 5 and below are not.
    assert_eq!(retried, [true, true, true, true, false, false, false, false, false, false]);
    assert_eq!(t.tokens_milli(), 0, "never below 0");
    // Back above 5 takes 51 successes of 0.1.
    let successes = (1..).find(|_| {
        t.on_success();
        t.allows_retry()
    });
    assert_eq!(successes, Some(51));
    // An odd maxTokens: 7 → retries while > 3.5.
    let mut t = RetryThrottle::new(7_000, 100);
    assert_eq!((0..5).map(|_| t.on_failure()).collect::<Vec<_>>(), [true, true, true, false, false]);
}

#[test]
fn envoy_allows_max_of_3_and_20_percent_of_active_requests() {
    let b = EnvoyBudget::default();
    // PR #9069's example: 5 retries at 25 active requests, 3 at 2.
    assert_eq!((b.max(25, 0), b.max(2, 0), b.max(0, 0)), (5, 3, 3));
    assert_eq!((b.max(100, 0), b.max(99, 0), b.max(60, 40)), (20, 19, 20), "20 % truncated, pending counted");
    let mut b = EnvoyBudget::default();
    assert_eq!((0..30).filter(|_| b.try_acquire(100, 0)).count(), 20);
    assert_eq!(b.active_retries(), 20);
    b.release();
    assert!(!b.try_acquire(10, 0), "19 active, max(3, 2) = 3: no room");
    assert!(b.try_acquire(100, 0));
}

#[test]
fn finagle_allows_100_retries_per_ttl_plus_20_percent_of_requests() {
    let mut b = FinagleBudget::standard(T0);
    assert_eq!(b.amounts(), (1000, 5000, 500_000));
    assert_eq!(b.balance(T0), 100);
    for _ in 0..500 {
        b.deposit(T0);
    }
    assert_eq!(b.balance(T0), 200, "500 requests: 100 more retries");
    assert_eq!((0..300).filter(|_| b.try_withdraw(T0)).count(), 200);
    // Deposits and withdrawals expire with their slice, about ttl (10 s) later.
    assert!(!b.try_withdraw(Millis(9_000)));
    assert!(b.try_withdraw(Millis(10_000)));
    assert_eq!(b.balance(Millis(10_000)), 99);
}

fn fail(b: &mut PollyBreaker, t: u64) -> Effect {
    let p = b.allow(Millis(t)).expect("a permit");
    b.on_failure(p, Millis(t))
}

fn succeed(b: &mut PollyBreaker, t: u64) -> Effect {
    let p = b.allow(Millis(t)).expect("a permit");
    b.on_success(p, Millis(t))
}

#[test]
fn polly_opens_only_after_minimum_throughput_calls_with_ratio_at_least_a_tenth() {
    // 99 failures: 100 % failed but below MinimumThroughput 100.
    let mut b = PollyBreaker::standard();
    assert!((0..99).all(|_| fail(&mut b, 0) == Effect::Counted));
    assert_eq!(fail(&mut b, 0), Effect::Opened);
    // 91 successes, then failures: the 10th makes 10 / 101 = 0.099 < 0.1 with 101 calls,
    // the 11th 11 / 102 = 0.108.
    let mut b = PollyBreaker::standard();
    (0..91).for_each(|_| assert_eq!(succeed(&mut b, 0), Effect::Counted));
    assert!((0..10).all(|_| fail(&mut b, 0) == Effect::Counted));
    assert_eq!(fail(&mut b, 0), Effect::Opened);
    // Exactly 0.1 opens (>=): 90 successes and 10 failures.
    let mut b = PollyBreaker::standard();
    (0..90).for_each(|_| {
        succeed(&mut b, 0);
    });
    assert!((0..9).all(|_| fail(&mut b, 0) == Effect::Counted));
    assert_eq!(fail(&mut b, 0), Effect::Opened);
    // Calls older than SamplingDuration (30 s) leave the window.
    let mut b = PollyBreaker::standard();
    (0..99).for_each(|_| assert_eq!(fail(&mut b, 0), Effect::Counted));
    assert_eq!(fail(&mut b, 30_000), Effect::Counted, "the 99 are 30 s old");
}

#[test]
fn polly_half_open_lets_exactly_one_probe_through_and_reopens_for_break_duration() {
    let mut b = PollyBreaker::standard();
    (0..99).for_each(|_| {
        fail(&mut b, 0);
    });
    let late: Permit = b.allow(T0).unwrap();
    assert_eq!(fail(&mut b, 0), Effect::Opened);
    assert_eq!(b.on_failure(late, Millis(10)), Effect::Ignored, "a late failure while open");
    assert_eq!(b.blocked_until(), Millis(5_000), "not extended");
    assert!(b.allow(Millis(4_999)).is_none());
    let probe = b.allow(Millis(5_000)).unwrap();
    assert!(b.allow(Millis(5_000)).is_none() && b.allow(Millis(9_000)).is_none(), "one probe only");
    assert_eq!(b.on_failure(probe, Millis(5_050)), Effect::Opened);
    assert_eq!(b.blocked_until(), Millis(10_050), "another BreakDuration");
    assert_eq!((b.times_opened(), b.late_results()), (2, 1));
    let probe = b.allow(Millis(10_050)).unwrap();
    assert_eq!(b.on_success(probe, Millis(10_100)), Effect::Closed);
    assert!(b.allow(Millis(10_100)).is_some());
}

fn r4j_calls(b: &mut Resilience4jBreaker, failures: u32, successes: u32, t: u64) -> Vec<Effect> {
    let mut out = Vec::new();
    for i in 0..failures + successes {
        let p = b.allow(Millis(t)).expect("a permit");
        out.push(if i < failures { b.on_failure(p, Millis(t)) } else { b.on_success(p, Millis(t)) });
    }
    out
}

#[test]
fn resilience4j_opens_at_50_percent_of_the_last_100_calls_and_waits_60_s() {
    // 49 failures in 100 calls: closed; the window then slides.
    let mut b = Resilience4jBreaker::standard();
    let e = r4j_calls(&mut b, 49, 51, 0);
    assert!(e.iter().all(|e| *e == Effect::Counted));
    // 99 failures: below minimumNumberOfCalls 100 until the 100th call.
    let mut b = Resilience4jBreaker::standard();
    let e = r4j_calls(&mut b, 99, 0, 0);
    assert!(e.iter().all(|e| *e == Effect::Counted));
    assert_eq!(r4j_calls(&mut b, 1, 0, 0), [Effect::Opened]);
    assert!(b.allow(Millis(59_999)).is_none());
    assert_eq!(b.open_until(), Some(Millis(60_000)));
    // A success can trip it too: 50 failures then 50 successes, the 100th a success.
    let mut b = Resilience4jBreaker::standard();
    let e = r4j_calls(&mut b, 50, 50, 0);
    assert_eq!(e.last(), Some(&Effect::Opened));
}

#[test]
fn resilience4j_decides_after_its_10_half_open_calls() {
    let open = || {
        let mut b = Resilience4jBreaker::standard();
        r4j_calls(&mut b, 100, 0, 0);
        b
    };
    // 10 permits, the 11th refused; a released permit comes back.
    let mut b = open();
    let permits: Vec<Permit> = (0..11).filter_map(|_| b.allow(Millis(60_000))).collect();
    assert_eq!(permits.len(), 10);
    b.release(permits[9]);
    assert!(b.allow(Millis(60_000)).is_some());
    // 5 of 10 fail (50 %): open again, for another 60 s.
    let mut b = open();
    let e = r4j_calls(&mut b, 5, 5, 60_000);
    assert_eq!((&e[..9], e[9]), (&[Effect::Counted; 9][..], Effect::Opened));
    assert_eq!(b.open_until(), Some(Millis(120_000)));
    // 4 of 10 fail: closed, with a fresh window.
    let mut b = open();
    let e = r4j_calls(&mut b, 4, 6, 60_000);
    assert_eq!(e[9], Effect::Closed);
    assert!(r4j_calls(&mut b, 99, 0, 60_000).iter().all(|e| *e == Effect::Counted), "fresh window: 100 calls again");
    assert_eq!(b.times_opened(), 1);
}

fn params(scenario: &str, sets: &[&str]) -> outage_guards::Params {
    load(scenario, sets).params::<OutageGuards>().unwrap().clone()
}

fn row(p: &outage_guards::Params, budget: BudgetKind, breaker: BreakerKind) -> (GuardRun, Vec<TraceRow>) {
    let (tracer, rows) = Tracer::collect();
    let options = RunOptions { tracer, budget: OutageGuards::budget(p), ..Default::default() };
    let run = outage_guards::simulate_row(p, budget, breaker, &options).unwrap();
    (run, rows.take())
}

#[test]
fn the_unguarded_and_consecutive_rows_are_the_circuit_breaker_scenarios_rows() {
    let p = params("004-retry-budgets.toml", &[]);
    let cb = load("004-circuit-breaker.toml", &[]).params::<CircuitBreakerModel>().unwrap().clone();
    for (breaker, with) in [(BreakerKind::None, false), (BreakerKind::Consecutive, true)] {
        let (g, _) = row(&p, BudgetKind::None, breaker);
        let c = circuit_breaker::simulate_row(&cb, with, &Default::default()).unwrap();
        // One engine, one outcome type: the scenarios set the same outage, so every count agrees.
        assert_eq!(g.run, c.run, "{breaker:?}");
    }
}

#[test]
fn in_the_outage_each_budget_sends_its_documented_number_of_retries() {
    let p = params("004-retry-budgets.toml", &[]);
    let retries = |b| row(&p, b, BreakerKind::None).0.run.retries_granted;
    // AWS: 100 retries of 5 tokens, nothing refunded while down (the successes before the
    // outage found the quota full).
    assert_eq!(retries(BudgetKind::AwsStandard), 100);
    // gRPC: from 10 tokens, four failures are retried.
    assert_eq!(retries(BudgetKind::Grpc), 4);
    // Timeouts cost AWS 10: 50 retries.
    let p = params("004-retry-budgets.toml", &["outage_fails_with=\"timeout\""]);
    assert_eq!(row(&p, BudgetKind::AwsStandard, BreakerKind::None).0.run.retries_granted, 50);
    // Envoy never has more than 3 retries active with 4 consumers (20 % of 3 calls is 0).
    let (envoy, trace) = row(&p, BudgetKind::Envoy, BreakerKind::None);
    assert!(envoy.run.retries_refused > 0 && trace.iter().any(|r| r.event == "RetryRefused"));
}

#[test]
fn resilience4j_waits_60_s_and_recovers_long_after_the_outage() {
    let p = params("004-breaker-variants.toml", &[]);
    let (r4j, _) = row(&p, BudgetKind::None, BreakerKind::Resilience4j);
    let (polly, _) = row(&p, BudgetKind::None, BreakerKind::Polly);
    assert_eq!((r4j.run.times_opened, r4j.run.dead_lettered, polly.run.dead_lettered), (1, 0, 0));
    let opened = r4j.run.first_opened_ms.unwrap();
    assert!(r4j.run.last_closed_ms.unwrap() >= opened + 60_000, "{r4j:?}");
    assert!(
        r4j.run.recovery_ms > polly.run.recovery_ms + 20_000,
        "{} vs {}",
        r4j.run.recovery_ms,
        polly.run.recovery_ms
    );
}

/// No consumer refused while a breaker was open sleeps past a close (see mechanisms.rs).
fn no_sleep_past_close(rows: &[TraceRow], work_ms: u64) -> Result<(), String> {
    let mut latest = 0u64;
    for r in rows {
        match r.event.as_str() {
            "PollRefused" => latest = latest.max(r.details.trim_start_matches("retry_at_ms=").parse().unwrap()),
            "BreakerClosed" if latest > r.time_ms + work_ms => {
                return Err(format!("closed at {} ms while a consumer sleeps until {latest} ms", r.time_ms));
            }
            _ => {}
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn every_breaker_and_budget_drains_within_the_models_budget(
        messages in 1u32..50, arrival in 0u64..400, consumers in 1u32..6, work in 1u64..300,
        from in 0u64..3000, outage in 0u64..20000, base in 1u64..2000, extra in 0u64..8000,
        max_receives in 1u32..8, timeout in any::<bool>(), quota in 0u32..60, tokens in 1u32..20,
        min_retries in 0u32..5, pct in 0u32..50, threshold in 1u32..8, open_ms in 1u64..3000,
        polly_min in 2u32..20, polly_break in 500u64..3000, r4j_window in 1u32..20, r4j_wait in 1u64..8000,
        half_open in 1u32..5,
    ) {
        let sets = [
            format!("messages={messages}"), format!("arrival_every_ms={arrival}"), format!("consumers={consumers}"),
            format!("work_ms={work}"), format!("visibility_timeout_ms={}", work + 1000),
            format!("outage_from_ms={from}"), format!("outage_until_ms={}", from + outage),
            format!("base_ms={base}"), format!("cap_ms={}", base + extra), format!("max_receives={max_receives}"),
            format!("outage_fails_with=\"{}\"", if timeout { "timeout" } else { "error" }),
            format!("aws_quota={quota}"), format!("grpc_max_tokens={tokens}.0"),
            format!("envoy_min_retry_concurrency={min_retries}"), format!("envoy_budget_percent={pct}.0"),
            format!("finagle_min_retries_per_sec={min_retries}"), format!("finagle_percent_can_retry=0.{pct}"),
            format!("bucket_tokens={min_retries}"), format!("failure_threshold={threshold}"), format!("open_ms={open_ms}"),
            format!("polly_minimum_throughput={polly_min}"), format!("polly_break_ms={polly_break}"),
            format!("r4j_window_calls={r4j_window}"), format!("r4j_minimum_calls={r4j_window}"),
            format!("r4j_wait_open_ms={r4j_wait}"), format!("r4j_half_open_calls={half_open}"),
            // Every row, so the model's budget is the one for all of them.
            "breakers=[\"none\", \"consecutive\", \"polly\", \"resilience4j\"]".to_string(),
        ];
        let sets: Vec<&str> = sets.iter().map(String::as_str).collect();
        let p = params("004-retry-budgets.toml", &sets);
        for breaker in BreakerKind::ALL {
            for budget in BudgetKind::ALL {
                // Ends (every message settled and every Envoy retry back, asserted inside)
                // within the budget the model derives from its parameters.
                let (run, rows) = row(&p, budget, breaker);
                prop_assert_eq!(run.run.acked + run.run.dead_lettered, messages);
                prop_assert_eq!(run.run.calls_per_s.total(), run.run.calls);
                prop_assert!(u64::from(run.run.dead_lettered) >= run.run.retries_refused);
                prop_assert!(run.run.retries_during_outage <= run.run.retries_granted);
                if budget == BudgetKind::AwsStandard {
                    // Every retry takes at least 5 (10) of the quota; a refund needs a success.
                    let cost = if timeout { 10 } else { 5 };
                    prop_assert!(run.run.retries_during_outage <= u64::from(quota / cost) + u64::from(run.run.acked) * u64::from(cost));
                }
                if breaker != BreakerKind::None {
                    no_sleep_past_close(&rows, work).map_err(TestCaseError::fail)?;
                    prop_assert_eq!(rows.iter().filter(|r| r.event == "BreakerOpened").count() as u32, run.run.times_opened);
                }
            }
        }
    }
}
