//! Lesson 004.4's prose mechanisms, made runnable: validation, retry + time budget, where
//! the backoff waits (consumer vs queue), the circuit breaker, and the queue underneath.

use jobsim::models::circuit_breaker::{self, BreakerRun, CircuitBreakerModel};
use jobsim::models::visibility_backoff::{self, Placement, VisibilityBackoff};
use jobsim::models::{Model, poison_counter};
use jobsim::queue::{Queue, Received, Returned};
use jobsim::scenario::Check;
use jobsim::sim::{Millis, RunOptions, TraceRow, Tracer};
use proptest::prelude::*;

use crate::{load, run_text};

fn vb_params(sets: &[&str]) -> visibility_backoff::Params {
    load("004-visibility-backoff.toml", sets).params::<visibility_backoff::VisibilityBackoff>().unwrap().clone()
}

#[test]
fn holding_the_backoff_past_the_visibility_timeout_processes_messages_twice() {
    let p = vb_params(&[]);
    let hold = visibility_backoff::simulate_placement(&p, Placement::Hold, &Default::default()).unwrap();
    let requeue = visibility_backoff::simulate_placement(&p, Placement::Requeue, &Default::default()).unwrap();
    assert!(hold.duplicate_completions > 0 && hold.peak_copies >= 2, "{hold:?}");
    assert_eq!((requeue.duplicate_completions, requeue.peak_copies, requeue.holding_ms), (0, 1, 0));
    assert_eq!(requeue.acked, p.messages);
}

#[test]
fn holding_a_backoff_shorter_than_the_visibility_timeout_is_safe() {
    // Every wait (at most the cap) plus the work fits inside the visibility timeout.
    let p = vb_params(&["cap_ms=1000", "visibility_timeout_ms=60000"]);
    let hold = visibility_backoff::simulate_placement(&p, Placement::Hold, &Default::default()).unwrap();
    assert_eq!((hold.duplicate_completions, hold.peak_copies), (0, 1));
}

#[test]
fn a_circuit_breaker_keeps_messages_out_of_the_dead_letter_queue() {
    let p = load("004-circuit-breaker.toml", &[]).params::<circuit_breaker::CircuitBreakerModel>().unwrap().clone();
    let off = circuit_breaker::simulate_row(&p, false, &Default::default()).unwrap();
    let on = circuit_breaker::simulate_row(&p, true, &Default::default()).unwrap();
    assert!(off.run.dead_lettered > 0, "{off:?}");
    assert_eq!(on.run.dead_lettered, 0);
    // While open it lets through one probe per open period, after the threshold.
    let outage = p.outage.outage_until_ms - p.outage.outage_from_ms;
    let bound = u64::from(p.failure_threshold) + outage.div_ceil(p.open_ms) + 1;
    assert!(on.run.calls_during_outage <= bound, "{} > {bound}", on.run.calls_during_outage);
    assert!(off.run.calls_during_outage > 10 * on.run.calls_during_outage);
}

#[test]
fn retry_budget_rows_agree_with_lesson_004_2() {
    let text = run_text("004-retry-budget.toml", &[]);
    let lines: Vec<&str> = text.lines().collect();
    // Lesson 004.2: 14 capped retries take 271500 ms; 9 uncapped retries fit 5 minutes.
    assert!(lines[4].starts_with("ustel + tavan") && lines[4].contains("4,5 dk"), "{}", lines[4]);
    assert!(lines[3].starts_with("ustel") && lines[3].contains("  9  "), "{}", lines[3]);
    assert!(lines[1].contains("sinirsiz"), "immediate retries never exhaust a time budget");
}

#[test]
fn validation_sends_malformed_bodies_to_the_dead_letter_queue_without_a_crash() {
    let text = run_text("004-validation.toml", &[]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[3], "hata yakalaninca + dogrulama         1       5            0        4           1      0");
    assert_eq!(lines[4], "teslim aninda + dogrulama            1       5            0        4           1      0");
}

#[test]
fn a_stale_receipt_neither_unhides_nor_loses_a_message() {
    let mut q = Queue::new(1, 100, 5);
    let Received::Message { id, receipt, .. } = q.receive(Millis(0)) else { panic!("a message") };
    let (new_receipt, until) = q.release(id, receipt, Millis(10), 50).unwrap();
    assert_eq!(until, Millis(60));
    assert_eq!(q.visibility_expired(id, receipt), Returned::Stale, "the first receipt's timer is stale");
    assert_eq!(q.receive(Millis(70)), Received::Empty);
    assert_eq!(q.visibility_expired(id, new_receipt), Returned::Visible);
    assert!(matches!(q.receive(Millis(70)), Received::Message { .. }));
}

#[test]
fn the_receive_counter_dead_letters_after_max_receives() {
    let mut q = Queue::new(1, 10, 2);
    for t in [0u64, 10] {
        let Received::Message { id, receipt, .. } = q.receive(Millis(t)) else { panic!("a message") };
        assert_eq!(q.visibility_expired(id, receipt), Returned::Visible);
    }
    assert_eq!(q.receive(Millis(20)), Received::DeadLettered { id: 0 });
    assert_eq!(q.dead_letters(), &[0]);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn requeue_never_processes_a_message_in_parallel(
        messages in 1u32..12, consumers in 1u32..12, work in 1u64..500, vis in 1u64..5000,
        outage in 0u64..20000, base in 1u64..3000, extra in 0u64..10000, max_receives in 1u32..12,
    ) {
        let p = visibility_backoff::Params {
            messages, consumers, work_ms: work, visibility_timeout_ms: vis.max(work + 1), outage_ms: outage,
            base_ms: base, cap_ms: base + extra, max_receives, placements: vec![Placement::Requeue], backoff: None,
            named: Default::default(),
        };
        // Within the model's budget, derived from the parameters.
        let options = RunOptions { budget: VisibilityBackoff::budget(&p), ..Default::default() };
        let o = visibility_backoff::simulate_placement(&p, Placement::Requeue, &options).unwrap();
        prop_assert_eq!(o.duplicate_completions, 0);
        prop_assert!(o.peak_copies <= 1);
        prop_assert_eq!(o.acked + o.dead_lettered, messages);
        // Holding the backoff also ends within that budget, whatever the timeout.
        let p = visibility_backoff::Params { visibility_timeout_ms: vis, placements: vec![Placement::Hold], ..p };
        let options = RunOptions { budget: VisibilityBackoff::budget(&p), ..Default::default() };
        let o = visibility_backoff::simulate_placement(&p, Placement::Hold, &options).unwrap();
        prop_assert_eq!(o.acked + o.dead_lettered, messages);
    }
}

fn cb_params(sets: &[&str]) -> circuit_breaker::Params {
    load("004-circuit-breaker.toml", sets).params::<CircuitBreakerModel>().unwrap().clone()
}

/// Runs one row within the model's budget, with its trace.
fn cb_row(p: &circuit_breaker::Params, with_breaker: bool) -> (BreakerRun, Vec<TraceRow>) {
    let (tracer, rows) = Tracer::collect();
    let options = RunOptions { tracer, budget: CircuitBreakerModel::budget(p), ..Default::default() };
    let run = circuit_breaker::simulate_row(p, with_breaker, &options).unwrap();
    (run, rows.take())
}

/// The module's rule: late results are ignored, so the breaker never closes before a
/// consumer refused while it was open wakes up: every refusal before a close asks again
/// at most one poll interval (`work_ms`) after it.
fn no_consumer_sleeps_past_a_close(rows: &[TraceRow], work_ms: u64) -> Result<(), String> {
    let mut latest_retry = 0u64;
    for r in rows {
        match r.event.as_str() {
            "PollRefused" => {
                let at: u64 = r.details.trim_start_matches("retry_at_ms=").parse().unwrap();
                latest_retry = latest_retry.max(at);
            }
            "BreakerClosed" if latest_retry > r.time_ms + work_ms => {
                return Err(format!("closed at {} ms while a consumer sleeps until {latest_retry} ms", r.time_ms));
            }
            _ => {}
        }
    }
    Ok(())
}

#[test]
fn a_probe_that_receives_a_dead_letter_frees_the_probe_slot() {
    // Issue 8: the probe's receive dead-lettered the message, no call was made and the
    // probe slot stayed taken: the consumers re-polled forever.
    for sets in [["outage_until_ms=60000", "open_ms=1"], ["outage_until_ms=90000", "open_ms=10"]] {
        let p = cb_params(&sets);
        let (on, _) = cb_row(&p, true);
        assert!(on.run.dead_lettered > 0, "{sets:?}: a probe met a dead letter");
        assert_eq!(on.run.acked + on.run.dead_lettered, p.outage.messages, "{sets:?}");
    }
    let text = run_text("004-circuit-breaker.toml", &["outage_until_ms=60000", "open_ms=1"]);
    assert_eq!(
        text.lines().nth(2).unwrap(),
        "devre kesici     1541              975        975      566          34     971    67,5 s"
    );
}

#[test]
fn a_late_failure_neither_reopens_the_breaker_nor_counts_as_an_opening() {
    // Two consumers, 120 ms calls: a call started before the breaker opened fails while
    // it is open. It used to re-open it (7 openings); it really opens 6 times.
    let p = cb_params(&["work_ms=120", "consumers=2"]);
    let (on, rows) = cb_row(&p, true);
    assert_eq!(on.run.times_opened, 6);
    assert!(on.run.late_results > 0, "the case has late results: {on:?}");
    assert_eq!(rows.iter().filter(|r| r.event == "BreakerOpened").count(), 6);
    assert_eq!(rows.iter().filter(|r| r.event == "LateResultIgnored").count() as u64, on.run.late_results);
    // The open periods are open_ms long: no late failure extended one.
    for r in rows.iter().filter(|r| r.event == "BreakerOpened") {
        assert_eq!(r.details, format!("until_ms={}", r.time_ms + p.open_ms));
    }
}

#[test]
fn a_late_success_does_not_close_the_breaker_early_and_leave_a_consumer_asleep() {
    // Issue 8: a call started before the breaker opened succeeded and closed it; one
    // consumer carried on while the other slept until the old reopen time.
    let p = cb_params(&["work_ms=120", "consumers=2", "outage_until_ms=10500", "messages=150"]);
    let (on, rows) = cb_row(&p, true);
    no_consumer_sleeps_past_a_close(&rows, p.outage.work_ms).unwrap();
    assert_eq!((on.run.times_opened, on.run.acked, on.run.drained_ms), (1, 150, 18540));
    let opened = on.run.first_opened_ms.unwrap();
    assert!(on.run.last_closed_ms.unwrap() >= opened + p.open_ms, "{on:?}");
}

#[test]
fn the_visibility_timeout_is_a_parameter_checked_against_the_call() {
    // Issue 8: a hard-coded 30 s timeout let a 40 s call's message reappear: 13 calls for
    // 10 messages with no outage.
    let overrides = ["work_ms=40000", "messages=10"].map(|s| jobsim::scenario::Override::parse(s).unwrap());
    let e = jobsim::load(&crate::scenario_path("004-circuit-breaker.toml"), &overrides).unwrap_err().to_string();
    assert_eq!(
        e,
        "scenario `004-circuit-breaker.toml`: `visibility_timeout_ms` must be greater than `work_ms` (40000): a message would reappear while its call runs (got 30000)"
    );
    let p = cb_params(&["work_ms=40000", "messages=10", "visibility_timeout_ms=60000"]);
    let (off, _) = cb_row(&p, false);
    assert_eq!((off.run.calls, off.run.acked), (10, 10));
    assert_eq!(cb_params(&[]).outage.visibility_timeout_ms, 30_000);
}

#[test]
fn a_run_spanning_years_keeps_its_per_second_counts_small() {
    // Issue 8: one day between arrivals made a dense per-second series over the whole span.
    let p = cb_params(&["messages=20000", "arrival_every_ms=86400000", "max_receives=1"]);
    let s = load("004-circuit-breaker.toml", &["messages=20000", "arrival_every_ms=86400000", "max_receives=1"]);
    let report = jobsim::run(&s, &Default::default()).unwrap();
    assert_eq!(report.text.lines().nth(1).unwrap().split_whitespace().nth(4), Some("20000"));
    let (on, _) = cb_row(&p, true);
    assert!(
        on.run.calls_per_s.bins().len() <= jobsim::models::kit::outage::MAX_BINS && on.run.calls_per_s.width_s() > 1
    );
    assert_eq!(on.run.calls_per_s.total(), on.run.calls);
    let points: usize = report.figures.iter().map(|f| f.dump().lines().count()).sum();
    assert!(points < 2000, "{points} lines of chart data");
}

#[test]
fn too_many_refused_polls_are_refused_when_the_scenario_is_read() {
    let sets = ["messages=1000000", "max_receives=19", "consumers=1000", "open_ms=1", "outage_until_ms=86400000"];
    let overrides: Vec<_> = sets.iter().map(|s| jobsim::scenario::Override::parse(s).unwrap()).collect();
    let e = jobsim::load(&crate::scenario_path("004-circuit-breaker.toml"), &overrides).unwrap_err().to_string();
    assert!(e.contains("`consumers`") && e.contains("`open_ms`") && !e.contains('\n'), "{e}");
}

#[test]
fn killers_are_validated_in_k_log_k_with_the_same_messages() {
    // Issue 8: a million killers took 40 s (a quadratic duplicate check).
    let mut table = toml::Table::new();
    table.insert("messages".into(), 1_000_000.into());
    table.insert("max_starts".into(), 1.into());
    table.insert("killers".into(), toml::Value::Array((1..=1_000_000i64).rev().map(toml::Value::from).collect()));
    let started = std::time::Instant::now();
    let p = poison_counter::parse(Check::new("x.toml"), table).unwrap();
    assert!(started.elapsed().as_secs() < 20, "{:?}", started.elapsed());
    assert_eq!((p.killers.len(), p.killers[0], p.killers[999_999]), (1_000_000, 1, 1_000_000));
    // The first offending id in list order is reported, as the one-by-one check did.
    let error = |killers: &str| {
        let table: toml::Table = toml::from_str(&format!("messages = 5\nmax_starts = 3\nkillers = {killers}")).unwrap();
        poison_counter::parse(Check::new("x.toml"), table).unwrap_err().to_string()
    };
    assert_eq!(error("[2, 0, 2]"), "scenario `x.toml`: `killers` must be in 1..=5 (got 0)");
    assert_eq!(error("[2, 2, 9]"), "scenario `x.toml`: `killers` lists message 2 twice");
    assert_eq!(error("[4, 1, 4, 1]"), "scenario `x.toml`: `killers` lists message 4 twice");
    assert_eq!(error("[9, 2, 2]"), "scenario `x.toml`: `killers` must be in 1..=5 (got 9)");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn the_breaker_drains_within_its_budget_for_any_parameters(
        messages in 1u32..60, arrival in 0u64..400, consumers in 1u32..6, work in 1u64..300,
        from in 0u64..3000, outage in 0u64..20000, base in 1u64..2000, extra in 0u64..8000,
        max_receives in 1u32..8, threshold in 1u32..8, open_ms in 1u64..3000, vis_extra in 1u64..2000,
    ) {
        let outage = jobsim::models::kit::outage::Outage {
            messages, arrival_every_ms: arrival, consumers, work_ms: work, visibility_timeout_ms: work + vis_extra,
            outage_from_ms: from, outage_until_ms: from + outage, base_ms: base, cap_ms: base + extra, max_receives,
        };
        let p = circuit_breaker::Params {
            outage, failure_threshold: threshold, open_ms, breakers: vec![false, true],
            backoff: None, named: Default::default(),
        };
        for b in [false, true] {
            // Ends (every message acked or dead-lettered, asserted inside) within the
            // budget the model derives from its parameters.
            let (run, rows) = cb_row(&p, b);
            prop_assert_eq!(run.run.acked + run.run.dead_lettered, messages);
            prop_assert_eq!(run.run.calls_per_s.total(), run.run.calls);
            if b {
                no_consumer_sleeps_past_a_close(&rows, work).map_err(TestCaseError::fail)?;
                prop_assert_eq!(rows.iter().filter(|r| r.event == "BreakerOpened").count() as u32, run.run.times_opened);
            }
        }
    }
}
