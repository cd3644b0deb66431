//! Named retry policies: each system's documented numbers (sources in
//! `src/backoff/named/`), jitter bounds over many seeds, and the `frameworks` and
//! `backoff-schedules` models that list them.

use jobsim::backoff::named::{
    AwsStandard, BullBackoff, Bullmq, Celery, Extreme, Gcs, GrpcConnect, Oban, Policies, RetryPolicy, River, Sidekiq,
    System, Temporal,
};
use jobsim::models::frameworks::{self, Frameworks};
use jobsim::sim::{Stream, Streams};

use crate::{load, run_text};

const SEEDS: u64 = 300;

fn stream(seed: u64) -> Stream {
    Streams::new(seed).fork("test")
}

/// Every wait of retries `1..=retries` over many seeds lies in `range_ms`, and both ends
/// of a small integer range are reached.
fn within_bounds(policy: &dyn RetryPolicy, retries: u32) {
    for seed in 0..SEEDS {
        let mut s = stream(seed);
        for retry in 1..=retries {
            let (lo, hi) = policy.range_ms(retry);
            let w = policy.wait_ms(retry, &mut s);
            assert!(lo <= w && w <= hi, "retry {retry}, seed {seed}: {w} outside {lo}..={hi}");
        }
    }
}

fn sum<P: RetryPolicy>(p: &P, retries: u32, extreme: Extreme) -> f64 {
    (1..=retries).map(|r| p.wait_ms(r, &mut { extreme })).sum()
}

#[test]
fn sidekiq_first_retry_waits_15_to_24_s_and_the_25th_retry_is_the_last() {
    let s = Sidekiq::default();
    assert_eq!(s.max_retries(), Some(25));
    assert_eq!(s.range_ms(1), (15_000.0, 24_000.0));
    // Integer seconds: every value 15..=24 occurs over the seeds, nothing else.
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..SEEDS {
        let w = s.wait_ms(1, &mut stream(seed));
        assert_eq!(w % 1000.0, 0.0);
        seen.insert(w as u64 / 1000);
    }
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), (15..=24).collect::<Vec<_>>());
    // count^4 + 15 + rand(10 * (count + 1)): the 2nd retry 16..=35 s, the 25th 331 791 + 0..=249 s.
    assert_eq!(s.range_ms(2), (16_000.0, 35_000.0));
    assert_eq!(s.range_ms(25), (331_791_000.0, 332_040_000.0));
    // The base sum over 25 retries is 1 763 395 s (about 20.4 days); jitter adds 0..=3 225 s.
    assert_eq!(sum(&s, 25, Extreme::Low), 1_763_395_000.0);
    assert_eq!(sum(&s, 25, Extreme::High), 1_763_395_000.0 + 3_225_000.0);
    assert!((sum(&s, 25, Extreme::Low) / 86_400_000.0 - 20.41).abs() < 0.01);
    within_bounds(&s, 25);
}

#[test]
fn oban_waits_15_plus_2_to_the_attempt_with_0_to_10_percent_upward_jitter() {
    let o = Oban::default();
    assert_eq!(o.max_retries(), Some(19));
    for a in 1..=19 {
        let t = 15.0 + 2f64.powi(a as i32);
        let (lo, hi) = o.range_ms(a);
        assert_eq!(lo, t * 1000.0, "attempt {a}: never below the base");
        assert!(hi <= (t + (0.1 * t).floor()) * 1000.0 && hi >= (t + (0.1 * t).floor() - 1.0) * 1000.0);
    }
    // The moduledoc: at the largest jitter the 20th attempt runs 576 733 s ("6 days and 16
    // hours") after the 19th, and "13 days and 8 hours" after the first: 1 153 735 s with
    // Oban's `trunc` (1.1 × the base sum, without it, is 1 153 745 s).
    assert_eq!(o.range_ms(19).1, 576_733_000.0);
    assert_eq!(sum(&o, 19, Extreme::High), 1_153_735_000.0);
    assert_eq!(sum(&o, 19, Extreme::Low), 1_048_859_000.0);
    let hours = sum(&o, 19, Extreme::High) / 3_600_000.0;
    assert_eq!((hours / 24.0).floor(), 13.0);
    assert_eq!((hours % 24.0).floor(), 8.0);
    // Past 20 attempts the exponent is scaled: attempt 50 of 100 → round(10) = 10.
    let long = Oban { max_attempts: 100 };
    assert_eq!(long.range_ms(50).0, (15.0 + 1024.0) * 1000.0);
    within_bounds(&o, 19);
    within_bounds(&long, 99);
    // Whole seconds.
    for seed in 0..SEEDS {
        assert_eq!(o.wait_ms(7, &mut stream(seed)) % 1000.0, 0.0);
    }
}

#[test]
fn temporal_has_no_jitter_and_caps_at_100_times_the_initial_interval() {
    let t = Temporal::default();
    assert!(!t.draws());
    assert_eq!(t.max_retries(), None);
    let waits: Vec<f64> = (1..=10).map(|r| t.wait_ms(r, &mut stream(r as u64)) / 1000.0).collect();
    assert_eq!(waits, [1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0, 100.0, 100.0, 100.0]);
    // Deterministic: every seed gives the same wait.
    for seed in 0..50 {
        assert_eq!(t.wait_ms(12, &mut stream(seed)), 100_000.0);
    }
    let custom =
        Temporal { initial_interval_ms: 500, backoff_coefficient: 3.0, maximum_interval_ms: None, maximum_attempts: 5 };
    assert_eq!(custom.max_retries(), Some(4));
    assert_eq!(custom.wait_ms(5, &mut Extreme::High), 40_500.0);
    assert_eq!(custom.wait_ms(6, &mut Extreme::High), 50_000.0, "100 × 500 ms");
    let explicit = Temporal { maximum_interval_ms: Some(10_000), ..custom };
    assert_eq!(explicit.wait_ms(9, &mut Extreme::High), 10_000.0);
}

#[test]
fn bullmq_exponential_is_round_2_to_the_n_minus_1_times_delay_and_jitter_only_shortens() {
    let d = Bullmq::default();
    assert_eq!(d.max_retries(), Some(0), "attempts defaults to 1: no retry");
    let b = Bullmq { attempts: 10, backoff: BullBackoff::Exponential, delay_ms: 1500, jitter: 0.0 };
    let waits: Vec<f64> = (1..=5).map(|r| b.wait_ms(r, &mut Extreme::High)).collect();
    assert_eq!(waits, [1500.0, 3000.0, 6000.0, 12_000.0, 24_000.0]);
    let fixed = Bullmq { backoff: BullBackoff::Fixed, ..b };
    assert_eq!(fixed.wait_ms(7, &mut Extreme::High), 1500.0);
    let none = Bullmq { backoff: BullBackoff::None, ..b };
    assert_eq!(none.wait_ms(3, &mut Extreme::High), 0.0, "no backoff: retried at once");
    // floor(U * D * j + D * (1 - j)): whole ms in [D(1-j), D) — in doubles the very
    // largest draw below 1 rounds up to D itself, as it would in JavaScript.
    let j = Bullmq { jitter: 0.5, ..b };
    assert_eq!(j.range_ms(3).0, 3000.0);
    assert!(j.range_ms(3).1 <= 6000.0);
    let full = Bullmq { jitter: 1.0, ..b };
    assert_eq!(full.range_ms(1).0, 0.0);
    assert!(full.range_ms(1).1 <= 1500.0);
    within_bounds(&j, 9);
    for seed in 0..SEEDS {
        let w = j.wait_ms(4, &mut stream(seed));
        assert!(w.fract() == 0.0 && (6000.0..12_000.0).contains(&w));
    }
}

#[test]
fn celery_countdown_never_exceeds_600_s_and_max_retries_is_3() {
    let d = Celery::default();
    assert_eq!(d.max_retries(), Some(3));
    assert!(!d.draws(), "without retry_backoff: the fixed default_retry_delay");
    assert_eq!(d.range_ms(1), (180_000.0, 180_000.0));
    let c = Celery { retry_backoff: 1, max_retries: 40, ..d };
    assert!(c.draws(), "retry_jitter defaults to True");
    // Full jitter: an integer in 0..=min(600, 2^r); the first retry is 0 or 1 s.
    assert_eq!(c.range_ms(1), (0.0, 1000.0));
    assert_eq!(c.range_ms(10), (0.0, 512_000.0));
    assert_eq!(c.range_ms(11), (0.0, 600_000.0));
    for seed in 0..SEEDS {
        let mut s = stream(seed);
        for retry in 1..=40 {
            let w = c.wait_ms(retry, &mut s);
            assert!(w <= 600_000.0 && w % 1000.0 == 0.0, "retry {retry}: {w}");
        }
    }
    let seen: std::collections::BTreeSet<u64> = (0..SEEDS).map(|s| c.wait_ms(1, &mut stream(s)) as u64).collect();
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), [0, 1000]);
    let no_jitter = Celery { retry_jitter: false, retry_backoff: 2, ..c };
    assert_eq!(no_jitter.wait_ms(3, &mut Extreme::Low), 8000.0, "factor 2 × 2^2");
    within_bounds(&c, 40);
}

#[test]
fn aws_standard_waits_rand_times_min_2_to_the_n_minus_1_and_20_s_over_3_attempts() {
    let a = AwsStandard::default();
    assert_eq!(a.max_retries(), Some(2), "3 attempts count the first try");
    for retry in 1..=8 {
        let ceiling = 2f64.powi(retry as i32 - 1).min(20.0) * 1000.0;
        let (lo, hi) = a.range_ms(retry);
        assert_eq!(lo, 0.0);
        assert!(hi < ceiling && hi > ceiling - 1e-6, "retry {retry}: {hi} below {ceiling}");
    }
    within_bounds(&AwsStandard { max_attempts: 10, ..a }, 9);
}

#[test]
fn grpc_connect_backoff_is_1_s_times_1_6_up_to_120_s_plus_minus_20_percent() {
    let g = GrpcConnect::default();
    assert_eq!(g.max_retries(), None);
    assert_eq!(g.range_ms(1), (1000.0, 1000.0), "no jitter on the first wait");
    let nominal = |r: u32| 1000.0 * 1.6f64.powi(r as i32 - 1);
    for retry in 2..=11 {
        let (lo, hi) = g.range_ms(retry);
        assert!((lo - 0.8 * nominal(retry)).abs() < 1e-6 && (hi - 1.2 * nominal(retry)).abs() < 1e-6, "retry {retry}");
    }
    // 1.6^11 = 175.9 passes the cap: jitter applies after it, up to 144 s.
    assert_eq!(g.range_ms(12).0, 96_000.0);
    assert!(g.range_ms(12).1 > 143_999.0 && g.range_ms(12).1 <= 144_000.0);
    assert_eq!(g.range_ms(40), g.range_ms(12));
    within_bounds(&g, 30);
}

#[test]
fn gcs_adds_up_to_1000_random_ms_to_2_to_the_n_s_truncated_at_maximum_backoff() {
    let g = Gcs::default();
    assert_eq!(g.max_retries(), None);
    assert_eq!(g.range_ms(1), (1000.0, 2000.0));
    assert_eq!(g.range_ms(5), (16_000.0, 17_000.0));
    assert_eq!(g.range_ms(6), (32_000.0, 32_000.0), "2^5 s reaches the 32 s cap");
    let g64 = Gcs { max_backoff_ms: 64_000, max_retries: Some(10) };
    assert_eq!(g64.max_retries(), Some(10));
    assert_eq!(g64.range_ms(6), (32_000.0, 33_000.0));
    within_bounds(&g, 10);
    // Integer milliseconds, both ends of 0..=1000 reachable.
    let extra: std::collections::BTreeSet<u64> =
        (0..5000).map(|s| g.wait_ms(1, &mut stream(s)) as u64 - 1000).collect();
    assert!(extra.iter().all(|&e| e <= 1000) && extra.len() > 900);
}

#[test]
fn river_waits_errors_plus_1_to_the_4th_s_plus_minus_10_percent_over_25_attempts() {
    let r = River::default();
    assert_eq!(r.max_retries(), Some(24));
    for retry in 1..=24u32 {
        let base = f64::from(retry).powi(4) * 1000.0;
        let (lo, hi) = r.range_ms(retry);
        assert!((lo - 0.9 * base).abs() < 1e-6 * base && (hi - 1.1 * base).abs() < 1e-6 * base, "retry {retry}");
    }
    // The base sum over 24 retries is 1 763 020 s (about 20.4 days).
    let base: f64 = (1..=24u32).map(|n| f64::from(n).powi(4)).sum();
    assert_eq!(base, 1_763_020.0);
    within_bounds(&r, 24);
    // Real-valued seconds: the fraction survives.
    assert!((0..SEEDS).any(|s| r.wait_ms(3, &mut stream(s)).fract() != 0.0));
}

#[test]
fn every_system_is_listed_by_name_and_draws_only_through_its_stream() {
    let p = Policies::default();
    assert_eq!(System::ALL.map(|s| s.name()), System::NAMES);
    for s in System::ALL {
        let policy = p.get(s);
        let a: Vec<f64> = (1..=5).map(|r| policy.wait_ms(r, &mut stream(9))).collect();
        let b: Vec<f64> = (1..=5).map(|r| policy.wait_ms(r, &mut stream(9))).collect();
        assert_eq!(a, b, "{}: one seed, one sequence", s.name());
    }
    for (i, k) in jobsim::models::backoff_schedules::Kind::ALL.iter().enumerate() {
        assert_eq!(k.name(), jobsim::models::backoff_schedules::Kind::NAMES[i]);
    }
}

#[test]
fn frameworks_scenario_gives_each_system_its_documented_give_up() {
    let s = load("004-frameworks.toml", &[]);
    let p = s.params::<Frameworks>().unwrap().clone();
    let runs = frameworks::simulate(&p, s.seed.unwrap(), &Default::default()).unwrap();
    let run = |sys: System| runs.iter().find(|r| r.system == sys).unwrap();
    let sidekiq = run(System::Sidekiq);
    assert_eq!(sidekiq.retries.len(), 25);
    let days = sidekiq.gave_up_ms().unwrap() as f64 / 86_400_000.0;
    assert!((20.40..20.46).contains(&days), "Sidekiq gives up after {days} days");
    assert_eq!(run(System::Celery).retries.len(), 3);
    assert_eq!(run(System::Celery).gave_up_ms(), Some(540_000));
    assert_eq!(run(System::River).retries.len(), 24);
    assert_eq!(run(System::Oban).retries.len(), 19);
    assert_eq!(run(System::AwsStandard).retries.len(), 2);
    for r in &runs {
        for x in &r.retries {
            assert!(
                x.min_ms.trunc() <= x.wait_ms as f64 && x.wait_ms as f64 <= x.max_ms,
                "{:?} retry {}",
                r.system,
                x.retry
            );
        }
        let (fewest, most) = r.in_budget_range;
        assert!(fewest <= r.in_budget && r.in_budget <= most, "{:?}", r.system);
    }
    // Temporal: 1+2+4+…+64 = 127 s, then 100 s: 8 retries in 5 minutes, never gives up.
    assert_eq!(run(System::Temporal).in_budget, 8);
    assert_eq!(run(System::Temporal).gave_up_ms(), None);
    // The title is computed: the longest give-up and the quickest.
    let report = jobsim::run(&s, &Default::default()).unwrap();
    let title = &report.figures.iter().find(|f| f.name == "gives-up").unwrap().title;
    assert!(title.starts_with("Sidekiq ancak 25 deneme ve 20,4 gün sonra vazgeçiyor"), "{title}");
    // A different seed, different draws, same documented bounds.
    let other = frameworks::simulate(&p, 1, &Default::default()).unwrap();
    assert_ne!(other, runs);
}

#[test]
fn backoff_schedules_lists_named_policies_and_needs_a_seed_only_when_one_draws() {
    let path = crate::scenario_path("004-backoff-schedules.toml");
    let text = std::fs::read_to_string(path).unwrap();
    let with = |schedules: &str, seed: &str| {
        let t = text.replacen("[params]\n", "[params]\ncelery_retry_backoff = 1\n", 1);
        let t = t.replace(
            "schedules = [\"immediate\", \"fixed\", \"exponential\", \"capped\"]",
            &format!("schedules = {schedules}"),
        );
        let t = t.replacen("[params]", &format!("{seed}[params]"), 1);
        jobsim::models::parse("bs.toml", &t, &[])
    };
    let err = with("[\"capped\", \"sidekiq\"]", "").unwrap_err().to_string();
    assert_eq!(err, "scenario `bs.toml`: `seed` is required: `schedules` lists \"sidekiq\", whose waits are random");
    assert!(with("[\"capped\", \"temporal\"]", "").is_ok(), "Temporal draws nothing");
    let s = with("[\"capped\", \"sidekiq\", \"celery\"]", "seed = 3\n").unwrap();
    let out = jobsim::run(&s, &Default::default()).unwrap().text;
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "deneme  ustel + tavan        Sidekiq         Celery");
    let celery_row4 = lines[4].split_whitespace().last().unwrap();
    assert_eq!(celery_row4, "-", "Celery gave up after 3 retries: {}", lines[4]);
    // With retry_backoff = True its 3 countdowns are at most 1 + 2 + 4 s: it gives up
    // long before the budget.
    assert!(out.contains("Celery                      3 (vazgecti)"), "{out}");
    // The lesson's scenario is unchanged (the lesson test pins it byte for byte).
    assert!(run_text("004-backoff-schedules.toml", &[]).starts_with("deneme         aninda"));
}
