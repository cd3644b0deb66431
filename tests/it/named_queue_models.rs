//! Issue 13, part 1 in the queue models: `visibility-backoff` and the `retry-storm` anchor
//! with real systems' named retry policies — each wait within the system's documented
//! range, its own retry limit giving the message (or the consumer) up, draws from the
//! model's one stream in event order, and the defaults unchanged.

use jobsim::backoff::named::{Policies, RetryPolicy, System};
use jobsim::models::retry_storm::{self, RetryStorm};
use jobsim::models::visibility_backoff::{self, Placement, PlacementRun, VisibilityBackoff};
use jobsim::sim::{IntLcg, RunOptions, TraceRow, Tracer};

use crate::{load, run_text};

/// The one-line error of loading a repository scenario with overrides.
fn load_error(name: &str, sets: &[&str]) -> String {
    let overrides: Vec<_> = sets.iter().map(|s| jobsim::scenario::Override::parse(s).unwrap()).collect();
    jobsim::load(&crate::scenario_path(name), &overrides).unwrap_err().to_string()
}

fn vb_params(sets: &[&str]) -> visibility_backoff::Params {
    load("004-visibility-backoff.toml", sets).params::<VisibilityBackoff>().unwrap().clone()
}

/// One placement, traced.
fn vb_run(p: &visibility_backoff::Params, placement: Placement, seed: u64) -> (PlacementRun, Vec<TraceRow>) {
    let (tracer, rows) = Tracer::collect();
    let options =
        RunOptions { tracer, budget: <VisibilityBackoff as jobsim::models::Model>::budget(p), ..Default::default() };
    let run = visibility_backoff::simulate_placement_seeded(p, placement, Some(seed), &options).unwrap();
    (run, rows.take())
}

/// Each system's overrides for a message alone against a day-long outage: a retry limit
/// whose waits all fit in the day (gRPC has none: it retries until the outage ends).
fn one_message(system: System) -> Vec<String> {
    let limit = match system {
        System::Sidekiq => "sidekiq_max_retries=8",
        System::Oban => "oban_max_attempts=12",
        System::Temporal => "temporal_maximum_attempts=10",
        System::Bullmq => "bullmq_attempts=10",
        System::Celery => "celery_retry_backoff=1",
        System::AwsStandard => "aws_max_attempts=8",
        System::GrpcConnect => "grpc_jitter=0.2",
        System::Gcs => "gcs_max_retries=10",
        System::River => "river_max_attempts=8",
    };
    [
        format!("backoff=\"{}\"", system.name()),
        limit.to_string(),
        "bullmq_backoff=\"exponential\"".into(),
        "bullmq_jitter=0.5".into(),
        "messages=1".into(),
        "consumers=1".into(),
        "work_ms=200".into(),
        "visibility_timeout_ms=86400000".into(),
        "outage_ms=86400000".into(),
        "max_receives=1000".into(),
        "seed=5".into(),
    ]
    .into()
}

/// The times of the failed calls: a message alone with one consumer is called again its
/// wait plus `work_ms` after each failure, whether it waits in the consumer or the queue.
fn failed_call_times(rows: &[TraceRow]) -> Vec<u64> {
    rows.iter().filter(|r| r.event == "CallFailed").map(|r| r.time_ms).collect()
}

#[test]
fn every_systems_waits_stay_within_its_documented_range_in_both_placements() {
    for system in System::ALL {
        let sets = one_message(system);
        let sets: Vec<&str> = sets.iter().map(String::as_str).collect();
        let p = vb_params(&sets);
        let policy = p.named.get(system);
        for placement in [Placement::Hold, Placement::Requeue] {
            let (run, rows) = vb_run(&p, placement, 5);
            let times = failed_call_times(&rows);
            for (k, pair) in times.windows(2).enumerate() {
                let retry = k as u32 + 1;
                let wait = pair[1] - pair[0] - p.work_ms;
                let (lo, hi) = policy.range_ms(retry);
                let (lo, hi) = (lo.trunc() as u64, hi.trunc() as u64);
                assert!(
                    (lo..=hi).contains(&wait),
                    "{system:?} {placement:?} retry {retry}: {wait} outside {lo}..={hi}"
                );
            }
            match policy.max_retries() {
                // The call after the last retry fails: given up at once, dead-lettered.
                Some(m) => {
                    assert_eq!(
                        (run.calls, times.len()),
                        (u64::from(m) + 1, m as usize + 1),
                        "{system:?} {placement:?}"
                    );
                    assert_eq!(
                        (run.dead_lettered, run.acked, run.gave_up.len()),
                        (1, 0, 1),
                        "{system:?} {placement:?}"
                    );
                }
                // gRPC never gives up: the message is processed once the outage ends.
                None => assert_eq!((run.acked, run.dead_lettered, run.completions), (1, 0, 1), "{placement:?}"),
            }
        }
    }
}

#[test]
fn sidekiqs_first_retry_waits_15_to_24_whole_seconds_in_the_consumer() {
    let p = vb_params(&["backoff=\"sidekiq\"", "seed=11", "visibility_timeout_ms=86400000", "outage_ms=1000"]);
    let (run, rows) = vb_run(&p, Placement::Hold, 11);
    // Each of the 6 messages fails once (at 200 ms) and waits one Sidekiq wait holding it.
    assert_eq!((run.calls, run.completions, run.duplicate_completions), (12, 6, 0));
    assert!(run.holding_ms % 1000 == 0 && (6 * 15_000..=6 * 24_000).contains(&run.holding_ms), "{}", run.holding_ms);
    let processed: Vec<u64> = rows.iter().filter(|r| r.event == "MessageProcessed").map(|r| r.time_ms).collect();
    assert!(processed.iter().all(|t| (15_400..=24_400).contains(t) && t % 1000 == 400), "{processed:?}");
}

#[test]
fn celery_gives_a_message_up_after_3_retries_4_calls() {
    // Celery's defaults: max_retries 3, the fixed 180 s default_retry_delay; no seed needed.
    let sets =
        ["backoff=\"celery\"", "messages=1", "consumers=1", "outage_ms=3600000", "visibility_timeout_ms=86400000"];
    let p = vb_params(&sets);
    assert_eq!(p.named.celery.max_retries, 3);
    for placement in [Placement::Hold, Placement::Requeue] {
        let (run, rows) = vb_run(&p, placement, 0);
        assert_eq!((run.calls, run.dead_lettered, run.acked, run.completions), (4, 1, 0, 0), "{placement:?}");
        // 4 calls of 200 ms and 3 waits of 180 s: given up at 540.8 s, not at max_receives.
        assert_eq!(run.gave_up, [(540_800, 0)], "{placement:?}");
        assert_eq!(run.makespan_ms, 540_800);
        assert_eq!(failed_call_times(&rows), [200, 180_400, 360_600, 540_800]);
        let exhausted: Vec<&str> =
            rows.iter().filter(|r| r.event == "RetriesExhausted").map(|r| r.details.as_str()).collect();
        assert_eq!(exhausted, ["id=0 retries=3 dead_lettered=true"]);
    }
    // Holding the same waits in the consumer: 540 s asleep; in the queue, none.
    assert_eq!(vb_run(&p, Placement::Hold, 0).0.holding_ms, 540_000);
    assert_eq!(vb_run(&p, Placement::Requeue, 0).0.holding_ms, 0);
    // `max_receives` still applies beside the limit: 2 receives dead-letter at the third.
    let sets: Vec<&str> = sets.iter().copied().chain(["max_receives=2", "placements=[\"requeue\"]"]).collect();
    let p = vb_params(&sets);
    let (run, _) = vb_run(&p, Placement::Requeue, 0);
    assert_eq!((run.calls, run.deliveries, run.dead_lettered, run.gave_up.len()), (2, 3, 1, 0));
}

#[test]
fn holding_sidekiqs_waits_duplicates_deliveries_requeueing_them_does_not() {
    let s = load("004-visibility-backoff-sidekiq.toml", &[]);
    let p = s.params::<VisibilityBackoff>().unwrap().clone();
    assert_eq!((p.backoff, p.visibility_timeout_ms), (Some(System::Sidekiq), 30_000));
    for seed in [2026, 1, 2, 3, 4] {
        let (hold, _) = vb_run(&p, Placement::Hold, seed);
        let (requeue, _) = vb_run(&p, Placement::Requeue, seed);
        // The second wait (16–35 s) after a first of 15–24 s passes the 30 s timeout.
        assert!(hold.duplicate_completions > 0 && hold.peak_copies >= 2, "seed {seed}: {hold:?}");
        assert!(hold.deliveries > u64::from(p.messages));
        assert_eq!((requeue.duplicate_completions, requeue.peak_copies, requeue.acked), (0, 1, 6), "seed {seed}");
        assert_eq!(requeue.holding_ms, 0);
    }
    // The scenario's own numbers: 6 messages, 8 duplicate processings.
    let (hold, _) = vb_run(&p, Placement::Hold, 2026);
    assert_eq!((hold.completions, hold.duplicate_completions), (14, 8));
}

#[test]
fn a_drawing_policy_needs_a_seed_and_a_deterministic_one_does_not() {
    assert_eq!(
        load_error("004-visibility-backoff.toml", &["backoff=\"sidekiq\""]),
        "scenario `004-visibility-backoff.toml`: `seed` is required: `backoff` = \"sidekiq\", whose waits are random"
    );
    let err = load_error("004-visibility-backoff.toml", &["backoff=\"celery\"", "celery_retry_backoff=1"]);
    assert!(err.contains("`seed` is required") && !err.contains('\n'), "{err}");
    // Temporal and Celery's defaults draw nothing: no seed needed, and a seed given changes
    // nothing (a policy that drew from it, or from a hidden default seed, would differ).
    for system in ["temporal", "celery"] {
        let set = format!("backoff=\"{system}\"");
        let unseeded = run_text("004-visibility-backoff.toml", &[&set]);
        for seed in ["seed=1", "seed=2026"] {
            assert_eq!(run_text("004-visibility-backoff.toml", &[&set, seed]), unseeded, "{system} {seed}");
        }
    }
    // retry-storm always has its seed, but a system that never gives up is refused.
    assert_eq!(
        load_error("anchor-retry-storm.toml", &["backoff=\"temporal\""]),
        "scenario `anchor-retry-storm.toml`: `backoff` = \"temporal\" never gives up, so a consumer's tries have no bound: set `temporal_maximum_attempts`"
    );
    assert!(load_error("anchor-retry-storm.toml", &["backoff=\"gcs\""]).ends_with("set `gcs_max_retries`"));
    assert!(load_error("anchor-retry-storm.toml", &["backoff=\"grpc-connect\""]).ends_with("(it has no retry limit)"));
    assert_eq!(
        load_error("anchor-retry-storm.toml", &["backoff=\"sidekiq\"", "consumers=5000000"]),
        "scenario `anchor-retry-storm.toml`: `consumers` * the tries of `backoff` = \"sidekiq\" must be at most 100000000 (got 5000000 * 26)"
    );
}

#[test]
fn the_lessons_and_the_anchors_backoff_is_the_default_and_unchanged() {
    for (name, set) in
        [("004-visibility-backoff.toml", "backoff=\"capped\""), ("anchor-retry-storm.toml", "backoff=\"capped\"")]
    {
        assert_eq!(run_text(name, &[set]), run_text(name, &[]), "{name}");
    }
    assert_eq!(vb_params(&[]).backoff, None);
    let p = load("anchor-retry-storm.toml", &[]).params::<RetryStorm>().unwrap().clone();
    assert_eq!((p.backoff, p.tries()), (None, 6));
    // The anchor's vector for seed 42 (benches/anchors: N = 1000).
    let o = retry_storm::simulate(&p, 42, &Default::default()).unwrap();
    assert_eq!((o.total_requests, o.successes, o.gave_ups), (3180, 1000, 0));
}

fn storm(sets: &[&str]) -> retry_storm::Params {
    load("anchor-retry-storm.toml", sets).params::<RetryStorm>().unwrap().clone()
}

/// `(attempt, wait_ms)` of every rejection, and the attempts of every give-up, in event order.
fn storm_trace(p: &retry_storm::Params, seed: u64) -> (retry_storm::Outcome, Vec<(u32, u64)>, Vec<u32>) {
    let (tracer, rows) = Tracer::collect();
    let options = RunOptions { tracer, budget: <RetryStorm as jobsim::models::Model>::budget(p), ..Default::default() };
    let o = retry_storm::simulate(p, seed, &options).unwrap();
    let field = |r: &TraceRow, name: &str| -> u64 {
        r.details.split(' ').find_map(|kv| kv.strip_prefix(name)).unwrap().parse().unwrap()
    };
    let rows = rows.take();
    let rejected = rows
        .iter()
        .filter(|r| r.event == "RequestRejected")
        .map(|r| (field(r, "attempt=") as u32, field(r, "wait_ms=")))
        .collect();
    let gave_up = rows.iter().filter(|r| r.event == "ConsumerGaveUp").map(|r| field(r, "attempt=") as u32).collect();
    (o, rejected, gave_up)
}

#[test]
fn a_storm_consumer_makes_at_most_its_systems_limit_plus_one_tries() {
    for (sets, limit) in [
        (&["backoff=\"aws-standard\""][..], 2),
        (&["backoff=\"celery\"", "celery_retry_backoff=1"][..], 3),
        (&["backoff=\"sidekiq\"", "sidekiq_max_retries=2"][..], 2),
        (&["backoff=\"temporal\"", "temporal_maximum_attempts=4"][..], 3),
        (&["backoff=\"bullmq\""][..], 0),
    ] {
        let p = storm(&[sets, &["consumers=2000", "cap_per_bucket=20"]].concat());
        assert_eq!(p.tries(), limit + 1, "{sets:?}");
        let (o, rejected, gave_up) = storm_trace(&p, 42);
        assert!(rejected.iter().all(|&(a, _)| a <= limit), "{sets:?}");
        assert!(gave_up.iter().all(|&a| a == limit + 1), "{sets:?}: {gave_up:?}");
        assert!(o.gave_ups > 0, "{sets:?}: 2000 consumers, 20 a bucket: some give up");
        assert_eq!(o.successes + o.gave_ups, 2000);
        assert!(o.total_requests <= 2000 * u64::from(limit + 1));
        assert_eq!(o.total_requests, 2000 + rejected.len() as u64, "one retry per rejection");
        // Each wait within the system's range for its retry.
        let policy = p.named.get(p.backoff.unwrap());
        for &(a, w) in &rejected {
            let (lo, hi) = policy.range_ms(a);
            assert!((lo.trunc() as u64..=hi.trunc() as u64).contains(&w), "{sets:?} retry {a}: {w}");
        }
    }
}

#[test]
fn a_named_policy_draws_from_the_anchors_lcg_in_event_order() {
    // AWS standard: one real draw per retry, r / 2^31, so every wait is recomputed from a
    // second LCG stepped once per rejection, in the trace's order.
    let p = storm(&["backoff=\"aws-standard\""]);
    let (o, rejected, _) = storm_trace(&p, 42);
    let mut lcg = IntLcg::new(42);
    let policy = Policies::default();
    for &(attempt, wait) in &rejected {
        assert_eq!(wait, policy.aws.wait_ms(attempt, &mut lcg).trunc() as u64);
    }
    assert_eq!(o.final_lcg_state, lcg.state());
    // Sidekiq draws an integer as the anchor does, `(r * (max + 1)) >> 31`: whole seconds.
    let p = storm(&["backoff=\"sidekiq\"", "sidekiq_max_retries=3"]);
    let (_, rejected, _) = storm_trace(&p, 7);
    let mut lcg = IntLcg::new(7);
    for &(attempt, wait) in &rejected {
        let c = u64::from(attempt) - 1;
        assert_eq!(wait, (c.pow(4) + 15 + ((lcg.draw() * 10 * (c + 1)) >> 31)) * 1000);
    }
    // Temporal draws nothing: the stream is where the seed left it.
    let p = storm(&["backoff=\"temporal\"", "temporal_maximum_attempts=6"]);
    let (o, rejected, _) = storm_trace(&p, 42);
    assert_eq!(o.final_lcg_state, IntLcg::new(42).state());
    assert!(rejected.iter().all(|&(a, w)| w == 1000 << (a - 1)), "1, 2, 4, 8, 16 s");
}

/// Issue 19 (row 004-visibility-backoff-sidekiq.hold): each copy after the first has its
/// own colour (second, third or later) and its row starts when the message became
/// visible again (a queue trace event), so a copy received late and done in 1 s is
/// not a lone finish dot; a chart with no second copy does not number its copies.
#[test]
fn every_copy_row_starts_when_its_message_became_visible_again() {
    use jobsim::report::figure::Plot;
    for seed in ["seed=2026", "seed=3", "seed=7"] {
        let (report, trace) = crate::run_traced(&load("004-visibility-backoff-sidekiq.toml", &[seed]));
        let visible: Vec<u64> = trace
            .iter()
            .filter(|r| r.component == "hold:queue" && r.event == "MessageBecameVisible")
            .map(|r| r.time_ms)
            .collect();
        let hold = report.figures.iter().find(|f| f.name == "hold").unwrap();
        let Plot::Timeline(lanes) = &hold.plot else { panic!("timeline") };
        let mut copies = 0;
        for lane in lanes.iter().filter(|l| l.name.ends_with(". kopya")) {
            let k: usize = lane.name.split('.').next().unwrap().parse().unwrap();
            // Waiting in the queue from then, or received at once.
            let first = &lane.spans[0];
            assert!(visible.contains(&(first.start as u64)), "{seed} {}: starts at {}", lane.name, first.start);
            if first.key.0 == "copy.queued" {
                assert_eq!(lane.spans[1].start, first.end, "{seed} {}", lane.name);
            }
            let want = if k == 2 { "copy.second" } else { "copy.more" };
            assert!(
                lane.spans.iter().filter(|s| s.key.0 != "copy.queued").all(|s| s.key.0 == want),
                "{seed} {}",
                lane.name
            );
            copies += 1;
        }
        assert!(copies > 0, "{seed}: hold duplicates");
        let requeue = report.figures.iter().find(|f| f.name == "requeue").unwrap();
        let Plot::Timeline(lanes) = &requeue.plot else { panic!("timeline") };
        let keys: Vec<&str> = lanes.iter().flat_map(|l| &l.spans).map(|s| s.key.0).collect();
        assert!(keys.contains(&"copy.only") && !keys.contains(&"copy.first"), "{seed}: {keys:?}");
    }
}

/// Issue 19 (row 004-retry-budget-frameworks.limits): the "time limit only" bars are left
/// out only where they would repeat "both" for every schedule, and the caption says so;
/// a system that gives up at its own limit says it on its bar (Celery's 9 min).
#[test]
fn the_time_only_bars_go_only_where_they_repeat_both() {
    use jobsim::report::figure::Plot;
    let series = |name: &str, sets: &[&str]| -> (Vec<String>, Vec<String>, String) {
        let report = jobsim::run(&load(name, sets), &Default::default()).unwrap();
        let f = &report.figures[0];
        let Plot::Bars { series, .. } = &f.plot else { panic!("bars") };
        let names = series.iter().map(|s| s.key.0.to_string()).collect();
        (names, series[0].labels.clone(), f.caption.clone())
    };
    let (keys, labels, caption) = series("004-retry-budget-frameworks.toml", &[]);
    assert_eq!(keys, ["budget.count", "budget.both"]);
    assert!(caption.contains("ayrı sütunu yok"), "{caption}");
    assert!(labels.iter().any(|l| l == "9 dk, vazgeçti"), "{labels:?}");
    // A lower threshold stops some schedules before the time limit: all three series.
    let (keys, _, caption) = series("004-retry-budget-frameworks.toml", &["threshold=2"]);
    assert_eq!(keys, ["budget.count", "budget.time", "budget.both"]);
    assert!(!caption.contains("ayrı sütunu yok"), "{caption}");
    // The lesson's own chart keeps all three ("sınırsız" for the immediate retry).
    let (keys, _, _) = series("004-retry-budget.toml", &[]);
    assert_eq!(keys.len(), 3);
}
