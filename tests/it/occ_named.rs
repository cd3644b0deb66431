//! Real systems' named retry policies in `occ-contention` (Brooker's OCC contention
//! experiment): a client waits what its system waits, draws from its own stream, and gives
//! up when its policy's last retry is rejected; Brooker's five schedules never do.

use jobsim::RunOptions;
use jobsim::backoff::named::{BullBackoff, Policies, RetryPolicy, System};
use jobsim::models::occ_contention::{self, Curve, Params, Schedule, Trial, max_events};
use jobsim::sim::{TraceRow, Tracer};

use crate::load;

fn params(clients: Vec<u32>, schedules: Vec<Curve>, trials: u32) -> Params {
    Params {
        clients,
        schedules,
        trials,
        delay_mean_ms: 10.0,
        delay_sd_ms: 2.0,
        base_ms: 5.0,
        cap_ms: 2000.0,
        named: Policies::default(),
    }
}

/// One traced trial of `n` clients under `curve`.
fn traced(p: &Params, n: u32, curve: Curve, seed: u64, trial: u32) -> (Trial, Vec<TraceRow>) {
    let (tracer, rows) = Tracer::collect();
    let options = RunOptions { tracer, ..Default::default() };
    let t = occ_contention::simulate_trial(p, n, curve, seed, trial, &options).unwrap();
    (t, rows.take())
}

/// The value of `name=` in a trace row's details.
fn field<'a>(row: &'a TraceRow, name: &str) -> &'a str {
    let key = format!("{name}=");
    row.details.split(' ').find_map(|kv| kv.strip_prefix(key.as_str())).unwrap_or_else(|| panic!("{row:?}"))
}

/// Writes the server handled per client, and how many were rejected.
fn calls_per_client(rows: &[TraceRow], n: u32) -> Vec<(u32, u32)> {
    let mut out = vec![(0, 0); n as usize];
    for r in rows.iter().filter(|r| r.event == "WriteHandled") {
        let c: usize = field(r, "client").parse().unwrap();
        out[c].0 += 1;
        out[c].1 += u32::from(field(r, "ok") == "false");
    }
    out
}

/// Settings under which every system draws and retries a few times.
fn drawing_policies() -> Policies {
    let mut named = Policies::default();
    named.celery.retry_backoff = 1;
    named.bullmq.attempts = 6;
    named.bullmq.backoff = BullBackoff::Exponential;
    named.bullmq.jitter = 0.5;
    named.gcs.max_retries = Some(12);
    named
}

#[test]
fn one_client_is_never_retried_whatever_the_schedule() {
    let p = Params { named: drawing_policies(), ..params(vec![1], Curve::ALL.to_vec(), 3) };
    for pt in occ_contention::simulate(&p, 4, &RunOptions::default()).unwrap() {
        for t in &pt.trials {
            assert_eq!((t.calls, t.gave_up), (1, 0), "{}", pt.schedule.name());
        }
    }
}

#[test]
fn celery_clients_make_at_most_four_calls_and_those_that_give_up_are_counted() {
    // Celery's defaults: 3 retries, each after the fixed 180 s default_retry_delay.
    let p = params(vec![20], Vec::new(), 1);
    let celery = Curve::Named(System::Celery);
    let (t, rows) = traced(&p, 20, celery, 13, 0);
    let per_client = calls_per_client(&rows, 20);
    assert!(per_client.iter().all(|&(calls, _)| (1..=4).contains(&calls)), "{per_client:?}");
    assert_eq!(t.calls, per_client.iter().map(|c| u64::from(c.0)).sum::<u64>());
    // Those that gave up: four calls, all rejected, one GaveUp each, after retry 3.
    let gave_up: Vec<&TraceRow> = rows.iter().filter(|r| r.event == "GaveUp").collect();
    assert!(t.gave_up >= 10, "most of 20 lockstep clients give up: {t:?}");
    assert_eq!(gave_up.len(), t.gave_up as usize);
    assert!(gave_up.iter().all(|r| field(r, "retries") == "3"));
    assert_eq!(per_client.iter().filter(|&&(calls, rejected)| calls == 4 && rejected == 4).count(), t.gave_up as usize);
    let succeeded = rows.iter().filter(|r| r.event == "Succeeded").count();
    assert_eq!(succeeded + t.gave_up as usize, 20);
    // The last to finish gave up after 3 × 180 s and four round trips.
    assert!((540_000..541_000).contains(&t.completion_ms), "{t:?}");
}

#[test]
fn without_retries_every_client_makes_exactly_one_call() {
    // The give-up rule alone stops these clients: without it they would retry.
    let mut p = params(vec![2, 10, 40], vec![Curve::Named(System::Celery), Curve::Named(System::AwsStandard)], 5);
    p.named.celery.max_retries = 0;
    p.named.aws.max_attempts = 1;
    for pt in occ_contention::simulate(&p, 21, &RunOptions::default()).unwrap() {
        for t in &pt.trials {
            assert_eq!(t.calls, u64::from(pt.clients), "{} N={}", pt.schedule.name(), pt.clients);
            assert!(t.gave_up >= 1 && t.gave_up < pt.clients, "{t:?}");
        }
    }
    // One retry: at most two calls per client.
    p.named.celery.max_retries = 1;
    let (t, rows) = traced(&p, 40, Curve::Named(System::Celery), 21, 0);
    assert!(calls_per_client(&rows, 40).iter().all(|c| c.0 <= 2));
    assert!(t.gave_up > 0 && t.calls <= 80);
}

#[test]
fn named_waits_stay_within_the_policys_range_and_draw_what_the_system_draws() {
    let p = Params { named: drawing_policies(), ..params(vec![12], Vec::new(), 1) };
    for system in System::ALL {
        let policy: &dyn RetryPolicy = p.named.get(system);
        let mut seen = 0;
        for seed in [1, 2] {
            let (_, rows) = traced(&p, 12, Curve::Named(system), seed, 0);
            for r in rows.iter().filter(|r| r.event == "Rejected") {
                let retry: u32 = field(r, "attempt").parse().unwrap();
                let wait: f64 = field(r, "wait_ms").parse().unwrap();
                let (low, high) = policy.range_ms(retry);
                assert!(
                    low <= wait && wait <= high,
                    "{}: retry {retry} waits {wait}, not in {low}..={high}",
                    system.name()
                );
                if let Some(last) = policy.max_retries() {
                    assert!(retry <= last, "{}: retry {retry} after its last {last}", system.name());
                }
                // Sidekiq and Celery draw whole seconds.
                if matches!(system, System::Sidekiq | System::Celery) {
                    assert_eq!(wait % 1000.0, 0.0, "{}: {wait}", system.name());
                }
                if system == System::Sidekiq && retry == 1 {
                    assert!((15_000.0..=24_000.0).contains(&wait), "{wait}");
                }
                seen += 1;
            }
        }
        assert!(seen > 0, "{}: no retries", system.name());
    }
}

#[test]
fn calls_stay_within_the_proven_bound_with_named_policies() {
    let schedules = System::ALL.map(Curve::Named).to_vec();
    let p = Params { named: drawing_policies(), ..params(vec![1, 2, 5, 20], schedules, 4) };
    for pt in occ_contention::simulate(&p, 3, &RunOptions::default()).unwrap() {
        let n = u64::from(pt.clients);
        for t in &pt.trials {
            assert!((n..=n * (n + 1) / 2).contains(&t.calls), "{} N={n}: {} calls", pt.schedule.name(), t.calls);
            assert!(4 * t.calls <= max_events(pt.clients));
        }
    }
}

fn parse_error(params: &str) -> String {
    let text =
        format!("model = \"occ-contention\"\nlesson = \"-\"\ndescription = \"d\"\nseed = 1\n[params]\n{params}\n");
    jobsim::models::parse("x.toml", &text, &[]).unwrap_err().to_string()
}

#[test]
fn the_resource_guard_counts_named_policies_as_runs() {
    // max_events(2000) = 8,004,000 per trial: 125 trials of two schedules pass the
    // 2,000,000,000 bound, whatever the schedules are.
    let e = parse_error("clients = [2000]\ntrials = 125\nschedules = [\"sidekiq\", \"celery\"]");
    assert_eq!(
        e,
        "scenario `x.toml`: `trials` is too many for these `clients`: up to 2001000000 events, more than 2000000000"
    );
    assert!(jobsim::models::parse(
        "x.toml",
        "model = \"occ-contention\"\nlesson = \"-\"\ndescription = \"d\"\nseed = 1\n[params]\nclients = [2000]\ntrials = 124\nschedules = [\"sidekiq\", \"celery\"]\n",
        &[]
    )
    .is_ok());
    let e = parse_error("schedules = [\"kafka\"]");
    assert!(
        !e.contains('\n') && e.contains("`schedules`") && e.contains("sidekiq") && e.contains("decorrelated"),
        "{e}"
    );
    let e = parse_error("celery_max_retries = -1");
    assert!(!e.contains('\n') && e.contains("`celery_max_retries`"), "{e}");
}

#[test]
fn listing_a_named_policy_leaves_brookers_points_alone() {
    let brooker = vec![Curve::Brooker(Schedule::Full), Curve::Brooker(Schedule::Exponential)];
    let alone = occ_contention::simulate(&params(vec![10, 30], brooker.clone(), 3), 9, &RunOptions::default()).unwrap();
    let mut mixed = brooker.clone();
    mixed.extend([Curve::Named(System::Sidekiq), Curve::Named(System::Celery)]);
    let beside = occ_contention::simulate(&params(vec![10, 30], mixed, 3), 9, &RunOptions::default()).unwrap();
    let kept: Vec<_> = beside.into_iter().filter(|pt| matches!(pt.schedule, Curve::Brooker(_))).collect();
    assert_eq!(alone, kept);
    assert!(alone.iter().all(|pt| pt.trials.iter().all(|t| t.gave_up == 0)));
}

#[test]
fn reports_gain_the_clients_that_gave_up_only_with_a_named_policy() {
    let columns = |sets: &[&str]| {
        let r = jobsim::run(&load("004-occ-contention.toml", sets), &Default::default()).unwrap();
        (r.tables[0].columns.clone(), r.figures.iter().map(|f| f.name.clone()).collect::<Vec<_>>(), r.text)
    };
    let small = ["clients=[5]", "trials=2"];
    let (cols, figs, text) = columns(&small);
    assert!(!cols.iter().any(|c| c.starts_with("gave_up")));
    assert_eq!(figs, ["calls", "time"]);
    assert!(!text.contains("Vazgeçen"));
    let (cols, figs, text) = columns(&[small[0], small[1], "schedules=[\"full\", \"celery\"]"]);
    assert!(cols.iter().any(|c| c == "gave_up_mean"));
    assert_eq!(figs, ["calls", "time", "gave-up"]);
    assert!(text.contains("Vazgeçen istemci"));
    // Policies that never give up get no gave-up figure.
    let (_, figs, _) = columns(&[small[0], small[1], "schedules=[\"full\", \"temporal\", \"grpc-connect\"]"]);
    assert_eq!(figs, ["calls", "time"]);
}

#[test]
fn temporal_without_jitter_makes_the_calls_of_brookers_exponential() {
    // Neither draws: the clients rejected together wait together, so the same clients
    // collide on the same network; only the waits are ~100 times longer.
    let s = load(
        "004-occ-contention-frameworks.toml",
        &["clients=[10, 30]", "trials=5", "schedules=[\"exponential\", \"temporal\"]"],
    );
    let r = jobsim::run(&s, &Default::default()).unwrap();
    let calls = r.figures.iter().find(|f| f.name == "calls").unwrap();
    assert!(
        calls.caption.contains("Temporal ile sarsıntısız üstel her denemede aynı çağrıları yapıyor"),
        "{}",
        calls.caption
    );
    let time = r.figures.iter().find(|f| f.name == "time").unwrap();
    assert!(time.title.starts_with("30 istemcide sonuncusu Temporal "), "{}", time.title);
}

#[test]
fn the_scenario_lists_every_named_policys_settings() {
    let entry = jobsim::models::find("occ-contention").unwrap();
    let names: Vec<&str> = entry.params().iter().map(|p| p.name).collect();
    for knob in [
        "sidekiq_max_retries",
        "celery_max_retries",
        "aws_max_attempts",
        "temporal_maximum_attempts",
        "gcs_max_retries",
    ] {
        assert!(names.contains(&knob), "{knob}");
    }
    let schedules = entry.params().iter().find(|p| p.name == "schedules").unwrap();
    assert!(schedules.doc.contains("named policies"));
}
