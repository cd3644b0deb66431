//! Lesson 005's worker pool against queueing theory (Erlang C, Erlang B, Little's law,
//! the drain of a burst), and lesson 004.3's what-if, Brooker's contention experiment,
//! against Brooker's own simulator (`tests/data/brooker-backoff.csv`).

use jobsim::RunOptions;
use jobsim::models::occ_contention::{self, Backoff, Schedule};
use jobsim::models::worker_pool::{self, Arrivals, Mmc, Run, Service};
use jobsim::sim::Streams;
use jobsim::stats::summary;

use crate::{load, root};

/// Student's t quantile for a two-sided 99 % interval (Cornish–Fisher around the normal
/// quantile; within 0.003 of the tables from 9 degrees of freedom).
fn t995(df: usize) -> f64 {
    let z: f64 = 2.575_829_303_548_900_4;
    let d = df as f64;
    z + (z.powi(3) + z) / (4.0 * d)
        + (5.0 * z.powi(5) + 16.0 * z.powi(3) + 3.0 * z) / (96.0 * d * d)
        + (3.0 * z.powi(7) + 19.0 * z.powi(5) + 17.0 * z.powi(3) - 15.0 * z) / (384.0 * d * d * d)
}

/// The 99 % confidence interval of the mean of `values`.
fn ci99(values: &[f64]) -> (f64, f64) {
    let s = summary(values);
    let half = t995(values.len() - 1) * s.sd.unwrap() / (values.len() as f64).sqrt();
    (s.mean - half, s.mean + half)
}

fn pool(rate_per_s: f64, mean_ms: f64, messages: u64, warmup: u64) -> worker_pool::Params {
    worker_pool::Params {
        arrivals: Arrivals::Poisson,
        arrival_rate_per_s: rate_per_s,
        workers: vec![1],
        services: vec![Service::Exponential],
        service_mean_ms: mean_ms,
        service_cv: 1.0,
        messages,
        warmup_messages: warmup,
        queue_limit: None,
        crash_every_ms: None,
        restart_ms: 0,
        ..worker_pool::Params::default()
    }
}

/// One run per seed `1..=seeds`, on two threads.
fn runs(p: &worker_pool::Params, c: u32, service: Service, seeds: u64) -> Vec<Run> {
    let run = |seed| worker_pool::simulate_run(p, c, service, seed, &RunOptions::default()).unwrap();
    std::thread::scope(|s| {
        let odd = s.spawn(|| (1..=seeds).step_by(2).map(run).collect::<Vec<_>>());
        let even: Vec<Run> = (2..=seeds).step_by(2).map(run).collect();
        let mut all = odd.join().unwrap();
        all.extend(even);
        all
    })
}

#[test]
fn erlang_c_gives_the_issues_reference_values() {
    let q = Mmc::new(8.0, 1000.0, 10).unwrap();
    assert_eq!(format!("{:.4}", q.p_wait()), "0.4092");
    assert_eq!(format!("{:.4}", q.wq_ms() / 1000.0), "0.2046");
    assert!(Mmc::new(8.0, 1000.0, 8).is_none(), "λ = cμ is not stable");
}

/// M/M/c for five (λ, μ, c), M/M/1 among them, and the issue's λ = 8/s, μ = 1/s, c = 10
/// at two time scales (1 s and 10 s of service: the millisecond rounding is 10 times
/// finer relative to the second, and both agree): Erlang C's P(wait > 0) and Wq, and
/// L = λW, lie in the 99 % interval of 16 seeds.
#[test]
fn mmc_pools_agree_with_erlang_c_and_littles_law() {
    let sets: [(f64, f64, u32); 5] =
        [(0.6, 1000.0, 1), (3.0, 1000.0, 4), (8.0, 1000.0, 10), (0.8, 10_000.0, 10), (32.0, 1000.0, 40)];
    for (rate, mean, c) in sets {
        let p = pool(rate, mean, 40_000, 4_000);
        let theory = Mmc::new(rate, mean, c).unwrap();
        let rs = runs(&p, c, Service::Exponential, 16);
        let measure = |name: &str, f: &dyn Fn(&Run) -> f64, want: f64| {
            let (lo, hi) = ci99(&rs.iter().map(f).collect::<Vec<_>>());
            assert!(
                (lo..=hi).contains(&want),
                "λ={rate}/s, 1/μ={mean} ms, c={c}: {name} theory {want} outside the 99 % interval [{lo}, {hi}]"
            );
        };
        measure("P(wait > 0)", &|r| r.p_wait(), theory.p_wait());
        measure("Wq (ms)", &|r| r.wait.mean, theory.wq_ms());
        measure("L", &|r| r.mean_in_system(), theory.l());
        measure("utilisation", &|r| r.utilisation(), theory.utilisation());
        for r in &rs {
            // Little's law holds within each run (up to the warm-up's edge).
            let (l, lw) = (r.mean_in_system(), r.little_lw());
            assert!((l - lw).abs() <= 0.005 * l, "c={c}: L = {l}, λW = {lw}");
        }
    }
}

/// Erlang B recursion: the share of arrivals lost when there is no waiting room.
fn erlang_b(a: f64, c: u32) -> f64 {
    (1..=c).fold(1.0, |b, k| a * b / (f64::from(k) + a * b))
}

#[test]
fn a_pool_without_waiting_room_loses_erlang_b() {
    let p = worker_pool::Params { queue_limit: Some(0), ..pool(8.0, 1000.0, 40_000, 4_000) };
    let rs = runs(&p, 10, Service::Exponential, 12);
    let lost: Vec<f64> = rs.iter().map(|r| r.rejected as f64 / r.counted as f64).collect();
    let (lo, hi) = ci99(&lost);
    let want = erlang_b(8.0, 10);
    assert!((lo..=hi).contains(&want), "Erlang B {want} outside [{lo}, {hi}]");
    assert!(rs.iter().all(|r| r.queue_max == 0 && r.waited == 0));
}

#[test]
fn an_evenly_fed_pool_with_fixed_service_never_waits() {
    let p = worker_pool::Params { arrivals: Arrivals::Deterministic, ..pool(8.0, 1000.0, 20_000, 1_000) };
    let r = worker_pool::simulate_run(&p, 10, Service::Deterministic, 1, &RunOptions::default()).unwrap();
    assert_eq!((r.waited, r.queue_max, r.wait.max, r.served), (0, 0, 0, 19_000));
    assert!((r.utilisation() - 0.8).abs() < 1e-3, "{}", r.utilisation());
    assert!((r.throughput_per_s() - 8.0).abs() < 0.01);
}

#[test]
fn a_burst_drains_in_messages_times_service_over_workers() {
    let p = worker_pool::Params { arrivals: Arrivals::Burst, warmup_messages: 0, ..pool(8.0, 100.0, 10_000, 0) };
    for (c, end) in [(1, 1_000_000), (10, 100_000), (50, 20_000)] {
        let r = worker_pool::simulate_run(&p, c, Service::Deterministic, 1, &RunOptions::default()).unwrap();
        assert_eq!((r.end_ms, r.wait.max, r.served), (end, end - 100, 10_000), "c={c}");
        assert_eq!(r.queue_max, 10_000 - u64::from(c));
    }
}

#[test]
fn the_burst_scenario_scales_with_the_workers() {
    let report = jobsim::run(&load("005-burst.toml", &[]), &Default::default()).unwrap();
    let runs = &report.tables[0];
    let end = runs.columns.iter().position(|c| c == "end_ms").unwrap();
    let ends: Vec<f64> = runs.rows.iter().map(|r| jobsim::stats::number(&r[end]).unwrap()).collect();
    // 1, 10 and 50 workers: about 1000 s, 100 s and 20 s (exponential service, mean 100 ms).
    for (got, want) in ends.iter().zip([1_000_000.0, 100_000.0, 20_000.0]) {
        assert!((got / want - 1.0).abs() < 0.05, "{got} vs {want}");
    }
}

#[test]
fn overload_grows_the_queue_by_the_excess_rate() {
    let p = worker_pool::Params { warmup_messages: 0, ..pool(12.0, 1000.0, 30_000, 0) };
    let r = worker_pool::simulate_run(&p, 10, Service::Exponential, 3, &RunOptions::default()).unwrap();
    let expected = 2.0 / 1000.0 * r.last_arrival_ms as f64; // (λ − cμ)·t
    let peak = r.queue_max as f64;
    assert!((peak / expected - 1.0).abs() < 0.1, "peak {peak} vs {expected}");
    assert!(r.p_wait() > 0.99 && (r.throughput_per_s() - 10.0).abs() < 0.2);
}

#[test]
fn crashes_cost_capacity_and_redeliver_the_work_in_progress() {
    let base = pool(8.0, 1000.0, 20_000, 2_000);
    let crashing = worker_pool::Params { crash_every_ms: Some(600_000), restart_ms: 60_000, ..base.clone() };
    let calm = worker_pool::simulate_run(&base, 10, Service::Exponential, 5, &RunOptions::default()).unwrap();
    let r = worker_pool::simulate_run(&crashing, 10, Service::Exponential, 5, &RunOptions::default()).unwrap();
    assert!(r.crashes > 20, "{}", r.crashes); // about 10 workers × 42 min / 11 min
    assert!(r.redelivered > 0 && r.redelivered <= r.crashes);
    assert_eq!(r.served, r.counted, "every message is served in the end");
    assert!(r.wait.mean > 3.0 * calm.wait.mean, "{} vs {}", r.wait.mean, calm.wait.mean);
}

#[test]
fn a_run_is_a_function_of_its_seed() {
    let p = pool(8.0, 1000.0, 5_000, 500);
    let once = worker_pool::simulate_run(&p, 10, Service::Lognormal, 9, &RunOptions::default()).unwrap();
    let again = worker_pool::simulate_run(&p, 10, Service::Lognormal, 9, &RunOptions::default()).unwrap();
    let other = worker_pool::simulate_run(&p, 10, Service::Lognormal, 10, &RunOptions::default()).unwrap();
    assert_eq!(once, again);
    assert_ne!(once.wait, other.wait);
}

fn parse_error(model: &str, params: &str) -> String {
    let text = format!("model = \"{model}\"\nlesson = \"-\"\ndescription = \"d\"\nseed = 1\n[params]\n{params}\n");
    jobsim::models::parse("x.toml", &text, &[]).unwrap_err().to_string()
}

#[test]
fn runs_too_big_are_refused_at_parse_time_naming_the_knob() {
    let e = parse_error("worker-pool", "messages = 5000000\nworkers = [1, 2, 3, 4, 5]");
    assert_eq!(
        e,
        "scenario `x.toml`: `messages` * runs must be at most 20000000 (got 5000000 * 5 runs of `workers` x `services`)"
    );
    let e = parse_error("worker-pool", "messages = 100\nwarmup_messages = 100");
    assert_eq!(e, "scenario `x.toml`: `warmup_messages` must be less than `messages` (got 100 >= 100)");
    let e = parse_error("worker-pool", "crash_every_ms = 1\nrestart_ms = 1000");
    assert!(e.starts_with("scenario `x.toml`: `crash_every_ms` is too small for this run: about "), "{e}");
    assert!(!e.contains('\n'));
    let e = parse_error("occ-contention", "clients = [2000]\ntrials = 2000");
    assert_eq!(
        e,
        "scenario `x.toml`: `trials` is too many for these `clients`: up to 80040000000 events, more than 2000000000"
    );
    let e = parse_error("occ-contention", "trials = 1000000");
    assert!(e.contains("`trials` * `clients` * `schedules` must be at most 10000000"), "{e}");
    let e = parse_error("occ-contention", "base_ms = 10\ncap_ms = 5");
    assert_eq!(e, "scenario `x.toml`: `cap_ms` must be >= `base_ms` (got 5 < 10)");
}

#[test]
fn the_defaults_are_the_lesson_scenarios() {
    for (model, file) in [("worker-pool", "005-worker-pool.toml"), ("occ-contention", "004-occ-contention.toml")] {
        let entry = jobsim::models::find(model).unwrap();
        let scenario = jobsim::scenario::read(&root().join("scenarios").join(file), &[]).unwrap();
        let bare = jobsim::scenario::ScenarioFile { params: toml::Table::new(), ..scenario.clone() };
        let a = format!("{:?}", entry.load(&scenario).unwrap());
        let b = format!("{:?}", entry.load(&bare).unwrap());
        assert_eq!(a, b, "{model}: the declared defaults differ from {file}");
        assert!(entry.params().iter().all(|p| !p.doc.is_empty()));
    }
}

/// Brooker's reference means: `(clients, schedule) → (trials, calls mean, sd, time mean, sd)`.
fn brooker() -> Vec<(u32, String, f64, f64, f64, f64, f64)> {
    let text = std::fs::read_to_string(root().join("tests/data/brooker-backoff.csv")).unwrap();
    let mut lines = text.lines().filter(|l| !l.starts_with('#'));
    assert_eq!(
        lines.next(),
        Some("clients,schedule,trials,calls_mean,calls_sd,time_ms_mean,time_ms_sd,seed"),
        "the data file's header"
    );
    lines
        .map(|l| {
            let f: Vec<&str> = l.split(',').collect();
            let num = |i: usize| f[i].parse::<f64>().unwrap();
            (f[0].parse().unwrap(), f[1].to_string(), num(2), num(3), num(4), num(5), num(6))
        })
        .collect()
}

fn occ(clients: Vec<u32>, trials: u32) -> occ_contention::Params {
    occ_contention::Params {
        clients,
        schedules: Schedule::ALL.map(occ_contention::Curve::Brooker).to_vec(),
        trials,
        delay_mean_ms: 10.0,
        delay_sd_ms: 2.0,
        base_ms: 5.0,
        cap_ms: 2000.0,
        named: Default::default(),
    }
}

/// jobsim's mean calls and completion times agree with Brooker's simulator (1000 trials
/// per point, tests/data/brooker-backoff.csv) within 4 standard errors of the difference
/// (each comparison p ≈ 6e-5 two-sided; over these 30, a false alarm below 0.2 %).
#[test]
fn occ_contention_agrees_with_brookers_simulator() {
    let reference = brooker();
    assert_eq!(reference.len(), 50);
    let p = occ(vec![10, 50, 100], 300);
    let points = std::thread::scope(|s| {
        let big = s.spawn(|| occ_contention::simulate(&occ(vec![100], 300), 2015, &RunOptions::default()).unwrap());
        let mut small = occ_contention::simulate(&occ(vec![10, 50], 300), 2015, &RunOptions::default()).unwrap();
        small.extend(big.join().unwrap());
        small
    });
    assert_eq!(points.len(), p.clients.len() * 5);
    // The largest |z| and relative difference, for the README's one sentence.
    let (mut z_max, mut rel_max) = (0.0f64, 0.0f64);
    for pt in &points {
        let (_, _, n, calls, calls_sd, time, time_sd) = reference
            .iter()
            .find(|r| r.0 == pt.clients && r.1 == pt.schedule.name())
            .cloned()
            .expect("every point has a reference");
        let trials = pt.trials.len() as f64;
        for (what, ours, want, sd) in
            [("calls", pt.calls(), calls, calls_sd), ("completion ms", pt.completion(), time, time_sd)]
        {
            let se = (ours.sd.unwrap().powi(2) / trials + sd * sd / n).sqrt();
            let z = (ours.mean - want) / se;
            z_max = z_max.max(z.abs());
            rel_max = rel_max.max((ours.mean / want - 1.0).abs());
            assert!(
                z.abs() <= 4.0,
                "N={} {}: {what} {} vs Brooker's {want} (z = {z:.2})",
                pt.clients,
                pt.schedule.name(),
                ours.mean
            );
        }
    }
    eprintln!("Brooker agreement: largest |z| {z_max:.2}, largest relative difference {:.1} %", 100.0 * rel_max);
}

/// Ten times every time (delay, base, cap): the engine's millisecond is ten times finer
/// relative to the experiment; the calls are the same and the times ten times longer.
#[test]
fn occ_results_do_not_hinge_on_the_millisecond() {
    let p = occ(vec![20, 60], 20);
    let fine = occ_contention::Params {
        delay_mean_ms: 100.0,
        delay_sd_ms: 20.0,
        base_ms: 50.0,
        cap_ms: 20_000.0,
        ..p.clone()
    };
    let a = occ_contention::simulate(&p, 7, &RunOptions::default()).unwrap();
    let b = occ_contention::simulate(&fine, 7, &RunOptions::default()).unwrap();
    for (x, y) in a.iter().zip(&b) {
        for (t, u) in x.trials.iter().zip(&y.trials) {
            assert_eq!(t.calls, u.calls, "N={} {}", x.clients, x.schedule.name());
            assert!(t.completion_ms.abs_diff(u.completion_ms / 10) <= 1, "{t:?} vs {u:?}");
        }
    }
}

#[test]
fn calls_stay_within_the_proven_bound() {
    let p = occ(vec![1, 2, 5, 20], 50);
    for pt in occ_contention::simulate(&p, 3, &RunOptions::default()).unwrap() {
        let n = u64::from(pt.clients);
        for t in &pt.trials {
            assert!((n..=n * (n + 1) / 2).contains(&t.calls), "N={n}: {} calls", t.calls);
        }
        if n == 1 {
            assert!(pt.trials.iter().all(|t| t.calls == 1));
        }
    }
}

#[test]
fn brookers_schedules_follow_his_formulas() {
    let mut rng = Streams::new(11).fork("schedules");
    for n in 1..=12u32 {
        let v = 2000f64.min(5.0 * 2f64.powi(n as i32)); // Brooker's expo(n)
        assert_eq!(Backoff::new(Schedule::None, 5.0, 2000.0).wait_ms(n, &mut rng), 0.0);
        assert_eq!(Backoff::new(Schedule::Exponential, 5.0, 2000.0).wait_ms(n, &mut rng), v);
        let full = Backoff::new(Schedule::Full, 5.0, 2000.0).wait_ms(n, &mut rng);
        assert!((0.0..v).contains(&full) && full.fract() != 0.0, "a real number, not rounded: {full}");
        let equal = Backoff::new(Schedule::Equal, 5.0, 2000.0).wait_ms(n, &mut rng);
        assert!((v / 2.0..v).contains(&equal));
    }
    let mut d = Backoff::new(Schedule::Decorrelated, 5.0, 2000.0);
    let mut prev = 5.0f64;
    for n in 1..=30 {
        let w = d.wait_ms(n, &mut rng);
        assert!(w >= 5.0 && w < prev * 3.0 && w <= 2000.0, "retry {n}: {w} after {prev}");
        prev = w;
    }
}
