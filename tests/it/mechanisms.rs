//! Lesson 004.4's prose mechanisms, made runnable: validation, retry + time budget, where
//! the backoff waits (consumer vs queue), the circuit breaker, and the queue underneath.

use jobsim::models::circuit_breaker;
use jobsim::models::visibility_backoff::{self, Placement};
use jobsim::queue::{Queue, Received, Returned};
use jobsim::sim::Millis;
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
    assert!(off.dead_lettered > 0, "{off:?}");
    assert_eq!(on.dead_lettered, 0);
    // While open it lets through one probe per open period, after the threshold.
    let outage = p.outage_until_ms - p.outage_from_ms;
    let bound = u64::from(p.failure_threshold) + outage.div_ceil(p.open_ms) + 1;
    assert!(on.calls_during_outage <= bound, "{} > {bound}", on.calls_during_outage);
    assert!(off.calls_during_outage > 10 * on.calls_during_outage);
}

#[test]
fn retry_budget_rows_agree_with_lesson_004_2() {
    let text = run_text("004-retry-budget.toml", &[]);
    let lines: Vec<&str> = text.lines().collect();
    // Lesson 004.2: 14 capped retries take 271500 ms; 9 uncapped retries fit 5 minutes.
    assert!(lines[4].starts_with("ustel + tavan") && lines[4].contains("271500 ms"), "{}", lines[4]);
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
            base_ms: base, cap_ms: base + extra, max_receives, placements: vec![Placement::Requeue],
        };
        let o = visibility_backoff::simulate_placement(&p, Placement::Requeue, &Default::default()).unwrap();
        prop_assert_eq!(o.duplicate_completions, 0);
        prop_assert!(o.peak_copies <= 1);
        prop_assert_eq!(o.acked + o.dead_lettered, messages);
    }
}
