//! What real schedulers do with overlapping and missed runs (issue 13, parts 4 and 5):
//! each system's documented behaviour pinned on examples small enough to work out by
//! hand (sources in `src/schedulers/`).

use jobsim::models::missed_run_policies::{self as mrp, CaseRun, Policy as M};
use jobsim::models::overlap_policies::{self as op, K8s, Policy as O, PolicyRun, RunEnd};
use jobsim::schedule::read::NamedRule;
use jobsim::schedule::{Rule, parse_instant};
use jobsim::schedulers::kubernetes::Controller;
use jobsim::schedulers::quartz::{CronMisfire, SimpleMisfire};
use jobsim::schedulers::temporal::Overlap;

const MIN: u64 = 60_000;

/// Hourly, 4 starts; the first run lasts 150 min, the others 30 min.
///
/// ```text
/// 0h         1h         2h   2h30  3h
/// slot 0 ████████████████████████████          (150 min)
///            slot 1 due   slot 2 due    slot 3 due
/// ```
fn overlap(policy: O, cancel_ms: u64, deadline_ms: Option<u64>) -> PolicyRun {
    let p = op::Params {
        period_ms: 60 * MIN,
        ticks: 4,
        run_ms_min: 30 * MIN,
        run_ms_max: 150 * MIN,
        cancel_ms,
        k8s_starting_deadline_ms: deadline_ms,
        policies: vec![policy],
    };
    let durations = [150 * MIN, 30 * MIN, 30 * MIN, 30 * MIN];
    op::simulate_policy(&p, policy, &durations, &Default::default()).unwrap()
}

/// (slot, start minute) of every run.
fn starts(r: &PolicyRun) -> Vec<(u32, u64)> {
    r.runs.iter().map(|run| (run.slot, run.start_ms / MIN)).collect()
}

#[test]
fn temporal_skip_drops_both_starts_that_come_during_the_long_run() {
    let r = overlap(O::Temporal(Overlap::Skip), 0, None);
    assert_eq!(starts(&r), [(0, 0), (3, 180)]);
    assert_eq!((r.skipped.clone(), r.peak, r.late_max_ms()), (vec![1, 2], 1, 0));
}

#[test]
fn temporal_buffer_one_keeps_the_first_overlapping_start_and_runs_it_when_the_run_ends() {
    let r = overlap(O::Temporal(Overlap::BufferOne), 0, None);
    // Slot 1 waits from 60 to 150 min; slot 2 finds the one buffer place taken.
    assert_eq!(starts(&r), [(0, 0), (1, 150), (3, 180)]);
    assert_eq!(r.skipped, [2]);
    assert_eq!((r.delayed(), r.late_max_ms() / MIN, r.late_mean_ms() / MIN as f64), (1, 90, 30.0));
}

#[test]
fn temporal_buffer_all_runs_every_start_one_after_another() {
    let r = overlap(O::Temporal(Overlap::BufferAll), 0, None);
    // Slot 1 ends at 180 as slot 2 starts from the buffer, so slot 3 (due at 180) waits.
    assert_eq!(starts(&r), [(0, 0), (1, 150), (2, 180), (3, 210)]);
    assert_eq!((r.skipped.len(), r.peak, r.late_max_ms() / MIN), (0, 1, 90));
}

#[test]
fn temporal_cancel_other_starts_the_new_run_once_the_old_one_has_closed() {
    let r = overlap(O::Temporal(Overlap::CancelOther), 5 * MIN, None);
    assert_eq!(starts(&r), [(0, 0), (1, 65), (2, 120), (3, 180)]);
    assert_eq!(r.runs[0].end, RunEnd::Cancelled);
    assert_eq!((r.runs[0].cancel_at_ms, r.runs[0].end_ms / MIN), (Some(60 * MIN), 65));
    assert_eq!((r.ended(RunEnd::Cancelled), r.peak), (1, 1));
}

#[test]
fn temporal_terminate_other_and_kubernetes_replace_kill_the_run_and_start_on_time() {
    for policy in [O::Temporal(Overlap::TerminateOther), O::Kubernetes(K8s::Replace)] {
        let r = overlap(policy, 0, None);
        assert_eq!(starts(&r), [(0, 0), (1, 60), (2, 120), (3, 180)], "{policy:?}");
        assert_eq!((r.runs[0].end, r.runs[0].end_ms / MIN), (RunEnd::Terminated, 60));
        assert_eq!((r.ended(RunEnd::Terminated), r.peak, r.late_max_ms()), (1, 1, 0));
    }
}

#[test]
fn allow_all_and_kubernetes_allow_run_everything_on_time_overlapping() {
    for policy in [O::Temporal(Overlap::AllowAll), O::Kubernetes(K8s::Allow)] {
        let r = overlap(policy, 0, None);
        assert_eq!(starts(&r), [(0, 0), (1, 60), (2, 120), (3, 180)]);
        assert_eq!(r.peak, 2);
    }
}

#[test]
fn kubernetes_forbid_skips_while_active_then_starts_the_most_recent_missed_time() {
    // Unlike BUFFER_ONE (which keeps the first), the controller starts the latest unmet
    // time, slot 2, when the Job ends at 150 min; slot 1 is lost.
    let r = overlap(O::Kubernetes(K8s::Forbid), 0, None);
    assert_eq!(starts(&r), [(0, 0), (2, 150), (3, 180)]);
    assert_eq!(r.skipped, [1]);
    // With startingDeadlineSeconds = 20 min, slot 2 is 30 min old at 150: nothing starts.
    let r = overlap(O::Kubernetes(K8s::Forbid), 0, Some(20 * MIN));
    assert_eq!(starts(&r), [(0, 0), (3, 180)]);
}

/// One job, one policy, the service down from `down` for `outage_ms`.
fn missed(rule: Rule, policy: M, down: &str, outage_ms: u64, set: impl FnOnce(&mut mrp::Params)) -> CaseRun {
    let mut p = mrp::Params {
        start: parse_instant("2026-02-27T00:00:00Z").unwrap(),
        end: parse_instant("2026-04-10T00:00:00Z").unwrap(),
        jobs: vec![NamedRule { name: "job".into(), label: "iş".into(), rule }],
        outage_start: parse_instant(down).unwrap(),
        outage_ms,
        policies: vec![policy],
        cap_intervals: 4,
        run_ms: 1000,
        quartz_misfire_threshold_ms: 60_000,
        quartz_repeat_count: None,
        k8s_starting_deadline_ms: None,
        temporal_catchup_window_ms: 365 * 86_400_000,
    };
    set(&mut p);
    mrp::simulate_case(&p, 0, policy, &Default::default()).unwrap()
}

const EVERY_MINUTE: Rule = Rule::Interval { minutes: 1 };
const EVERY_15: Rule = Rule::Interval { minutes: 15 };

#[test]
fn kubernetes_more_than_100_missed_documented_never_starts_again_current_starts_the_latest() {
    // The docs' example: every minute, the controller down from 08:29 to 10:21 (back at
    // 10:21:30): 113 schedule times missed, 08:29 to 10:21.
    let down = "2026-03-01T08:29:00Z";
    let outage = 112 * MIN + 30_000;
    let documented = missed(EVERY_MINUTE, M::Kubernetes(Controller::Documented), down, outage, |_| ());
    assert_eq!((documented.catch_up_count(), documented.next_regular()), (0, None));
    assert!(documented.too_many_missed > 1000, "every later sync fails too");
    let current = missed(EVERY_MINUTE, M::Kubernetes(Controller::Current), down, outage, |_| ());
    let ups: Vec<_> = current.catch_ups().collect();
    assert_eq!(ups.len(), 1);
    assert_eq!(ups[0].slot, parse_instant("2026-03-01T10:21:00Z").unwrap(), "the most recent time");
    assert_eq!(current.too_many_missed, 1, "one TooManyMissedTimes warning");
    // startingDeadlineSeconds = 200: only the last 200 s count; the documented rule starts.
    let bounded = missed(EVERY_MINUTE, M::Kubernetes(Controller::Documented), down, outage, |p| {
        p.k8s_starting_deadline_ms = Some(200_000)
    });
    assert_eq!((bounded.catch_up_count(), bounded.too_many_missed), (1, 0));
    // Exactly 100 missed is not "more than 100": both start.
    let hundred = missed(EVERY_MINUTE, M::Kubernetes(Controller::Documented), down, 99 * MIN + 30_000, |_| ());
    assert_eq!(hundred.catch_up_count(), 1);
}

#[test]
fn quartz_a_fire_time_late_by_less_than_the_threshold_is_not_a_misfire() {
    let down = "2026-03-01T00:14:40Z";
    // Down 30 s over the 00:15 fire time: it fires late at 00:15:10, even under DO_NOTHING.
    let short = missed(EVERY_15, M::QuartzCron(CronMisfire::DoNothing), down, 30_000, |_| ());
    assert_eq!(short.catch_ups().map(|s| s.slot).collect::<Vec<_>>(), [parse_instant("2026-03-01T00:15:00Z").unwrap()]);
    // Down 90 s: 75 s late, past the 60 s threshold: a misfire, DO_NOTHING drops it.
    let long = missed(EVERY_15, M::QuartzCron(CronMisfire::DoNothing), down, 90_000, |_| ());
    assert_eq!(long.catch_up_count(), 0);
    // The same with a 2-minute threshold is not a misfire.
    let wide = missed(EVERY_15, M::QuartzCron(CronMisfire::DoNothing), down, 90_000, |p| {
        p.quartz_misfire_threshold_ms = 120_000
    });
    assert_eq!(wide.catch_up_count(), 1);
}

#[test]
fn quartz_fire_once_now_once_do_nothing_none_ignore_all_after_the_lessons_outage() {
    let go = |m| missed(EVERY_15, M::QuartzCron(m), "2026-03-01T00:00:00Z", 2_765_220_000, |_| ());
    let once = go(CronMisfire::FireOnceNow);
    let back = parse_instant("2026-04-02T00:07:00Z").unwrap();
    assert_eq!((once.missed, once.catch_up_count(), once.next_regular()), (3073, 1, Some(back + 8 * MIN as i64)));
    assert_eq!(go(CronMisfire::DoNothing).catch_up_count(), 0);
    let all = go(CronMisfire::Ignore);
    assert_eq!((all.catch_up_count(), all.peak), (3073, 3073));
}

#[test]
fn quartz_simple_trigger_rescheduled_now_leaves_the_grid_next_keeps_it() {
    let go = |m| missed(EVERY_15, M::QuartzSimple(m), "2026-03-01T00:00:00Z", 2_765_220_000, |_| ());
    let back = parse_instant("2026-04-02T00:07:00Z").unwrap();
    let now = go(SimpleMisfire::NowWithExistingCount);
    assert_eq!((now.catch_up_count(), now.next_regular()), (1, Some(back + 15 * MIN as i64)));
    let next = go(SimpleMisfire::Smart);
    assert_eq!((next.catch_up_count(), next.next_regular()), (0, Some(back + 8 * MIN as i64)));
}

#[test]
fn systemd_persistent_runs_once_at_boot_however_many_elapses_were_missed() {
    let go = |persistent| missed(EVERY_15, M::Systemd { persistent }, "2026-03-01T00:00:00Z", 2_765_220_000, |_| ());
    let persistent = go(true);
    let back = parse_instant("2026-04-02T00:07:00Z").unwrap();
    assert_eq!(persistent.catch_ups().map(|s| s.at).collect::<Vec<_>>(), [back]);
    assert_eq!(go(false).catch_up_count(), 0);
    // Down between two elapses: nothing to catch up.
    let quiet = missed(EVERY_15, M::Systemd { persistent: true }, "2026-03-01T00:01:00Z", 10 * MIN, |_| ());
    assert_eq!(quiet.catch_up_count(), 0);
}

#[test]
fn temporal_catch_up_window_and_overlap_policy_decide_what_is_made_up() {
    let down = "2026-03-01T00:00:00Z";
    let go = |o, window_ms| {
        missed(EVERY_15, M::Temporal(o), down, 2_765_220_000, |p| p.temporal_catchup_window_ms = window_ms)
    };
    // The default year: all 3073 starts are in the window; the buffer takes 1000 of
    // them, SKIP runs the first (the oldest, 32 days late), BUFFER_ALL all 1000 in turn.
    let skip = go(Overlap::Skip, 365 * 86_400_000);
    let ups: Vec<_> = skip.catch_ups().collect();
    assert_eq!((ups.len(), ups[0].slot), (1, parse_instant("2026-03-01T00:00:00Z").unwrap()));
    assert_eq!(skip.temporal_dropped, 3073 - 1000);
    let all = go(Overlap::BufferAll, 365 * 86_400_000);
    assert_eq!((all.catch_up_count(), all.peak), (1000, 1));
    // A 1-hour window: only the 4 starts of the last hour are buffered.
    let hour = go(Overlap::BufferAll, 3_600_000);
    assert_eq!(hour.catch_up_count(), 4);
    assert_eq!(hour.catch_ups().next().unwrap().slot, parse_instant("2026-04-01T23:15:00Z").unwrap());
}

#[test]
fn bad_parameters_are_refused_naming_the_key() {
    let path = crate::scenario_path("000-overlap-policies.toml");
    let set = [jobsim::scenario::Override::parse("run_ms_max=1000").unwrap()];
    let e = jobsim::load(&path, &set).unwrap_err().to_string();
    assert!(e.contains("000-overlap-policies.toml") && e.contains("`run_ms_max`") && e.contains("1200000"), "{e}");
    let path = crate::scenario_path("000-missed-run-policies.toml");
    let set = [jobsim::scenario::Override::parse("temporal_catchup_window_ms=5000").unwrap()];
    let e = jobsim::load(&path, &set).unwrap_err().to_string();
    assert!(e.contains("`temporal_catchup_window_ms` must be in 10s..400d (got 5s)"), "{e}");
}
