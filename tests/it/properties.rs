//! Property tests: invariants that hold for any parameters, not just the lesson's.

use jobsim::backoff::exponential_ms;
use jobsim::jitter::{Decorrelated, Full, Jitter};
use jobsim::models::jitter_wave::{self, Params, RngKind};
use jobsim::sim::{LessonLcg, Streams};
use proptest::prelude::*;

fn params(consumers: u32, attempts: u32, base_ms: u64, cap_ms: u64, rng: RngKind) -> Params {
    Params {
        consumers,
        attempts,
        bucket_ms: 100,
        base_ms,
        cap_ms,
        schedules: jobsim::jitter::Schedule::ALL.iter().map(|&s| s.into()).collect(),
        rng,
        named: Default::default(),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn total_requests_is_consumers_times_attempts(
        consumers in 1u32..60, attempts in 1u32..8, base in 0u64..2000, cap in 0u64..40000,
        seed in any::<u32>(), chacha in any::<bool>(),
    ) {
        let rng = if chacha { RngKind::ChaCha8 } else { RngKind::LessonLcg };
        let p = params(consumers, attempts, base, cap, rng);
        for &s in &p.schedules {
            let wave = jitter_wave::simulate_wave(&p, s, u64::from(seed), &Default::default()).unwrap();
            prop_assert_eq!(wave.total_requests, u64::from(consumers * attempts));
            prop_assert_eq!(wave.buckets.values().sum::<u64>(), u64::from(consumers * attempts));
        }
    }

    #[test]
    fn full_jitter_waits_stay_within_zero_and_the_ceiling(
        base in 0u64..5000, cap in 0u64..60000, seed in any::<u64>(), attempt in 1u32..40,
    ) {
        let mut j = Full { base_ms: base as f64, cap_ms: cap as f64 };
        let mut rng = Streams::new(seed).fork("x");
        let w = j.wait_ms(attempt, &mut rng);
        prop_assert!(w >= 0.0 && w <= exponential_ms(base as f64, cap as f64, attempt));
        let mut lcg = LessonLcg::new(seed % 2147483648);
        let w = j.wait_ms(attempt, &mut lcg);
        prop_assert!(w >= 0.0 && w <= exponential_ms(base as f64, cap as f64, attempt));
    }

    #[test]
    fn decorrelated_waits_stay_within_base_and_cap(
        base in 0u64..5000, extra in 0u64..60000, seed in any::<u64>(), retries in 1u32..30,
    ) {
        let cap = base + extra;
        let mut j = Decorrelated::new(base as f64, cap as f64);
        let mut rng = Streams::new(seed).fork("x");
        for n in 1..=retries {
            let w = j.wait_ms(n, &mut rng);
            prop_assert!(w >= base as f64 && w <= cap as f64, "wait {} outside [{}, {}]", w, base, cap);
        }
    }

    #[test]
    fn same_seed_gives_the_same_trace(seed in any::<u32>(), chacha in any::<bool>()) {
        let rng = if chacha { RngKind::ChaCha8 } else { RngKind::LessonLcg };
        let p = params(20, 3, 500, 30000, rng);
        let traced = || {
            let (tracer, rows) = jobsim::sim::Tracer::collect();
            let options = jobsim::RunOptions { tracer, ..Default::default() };
            let wave = jitter_wave::simulate_wave(&p, jobsim::jitter::Schedule::Decorrelated, u64::from(seed), &options);
            (wave.unwrap(), rows.take())
        };
        prop_assert_eq!(traced(), traced());
    }
}

#[test]
fn sweep_output_is_identical_with_one_and_four_threads() {
    let w = jobsim::report::words::Words::of(jobsim::report::lang::Lang::Tr);
    use jobsim::sweep::{self, Vary};
    let path = crate::scenario_path("004-jitter-wave.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    let varies = vec![Vary::parse("seed=1..12").unwrap(), Vary::parse("bucket_ms=50,100").unwrap()];
    let run_with = |threads: usize| {
        let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().unwrap();
        let table = pool.install(|| sweep::run("004-jitter-wave.toml", &text, &[], &varies, &|| (), w)).unwrap();
        jobsim::output::table_csv(&table)
    };
    let one = run_with(1);
    assert_eq!(one, run_with(4));
    assert_eq!(one.lines().count(), 1 + 12 * 2 * 3);
}

#[test]
fn adding_consumers_does_not_change_chacha_draws_of_the_others() {
    // Consumer 0's retry instants are the same with 3 or 30 consumers.
    let first_consumer = |n: u32| {
        let p = params(n, 4, 500, 30000, RngKind::ChaCha8);
        let (tracer, rows) = jobsim::sim::Tracer::collect();
        let options = jobsim::RunOptions { tracer, ..Default::default() };
        jitter_wave::simulate_wave(&p, jobsim::jitter::Schedule::Full, 9, &options).unwrap();
        rows.take()
            .into_iter()
            .filter(|r| r.event == "RetryScheduled" && r.component == "consumer/0")
            .collect::<Vec<_>>()
    };
    assert_eq!(first_consumer(3), first_consumer(30));
}
