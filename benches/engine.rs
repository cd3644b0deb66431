//! Engine speed (`cargo bench`): jobsim's engine against a plain `BinaryHeap` event loop
//! running the same workload, in the same run, so the ratio holds however busy the machine
//! is. Throughput is in the anchors' canonical events (`shared/anchors/perf/WORKLOAD.md`),
//! so criterion's `elem/s` is events per second, comparable across implementations.
//!
//! - `retry_storm/{jobsim,plain_heap}/N`: the retry-storm anchor at N consumers; jobsim
//!   through the model's `simulate` (the `RetryStorm` model, its budget included).
//! - `queue_drain/{jobsim,plain_heap}/M`: the queue-drain anchor at M messages; jobsim
//!   through the scenario path (`anchor-queue-drain.toml` with `messages = M`, the tables
//!   built, no charts).
//! - `engine/schedule_and_pop`, `engine/retry_wave_10k`: the engine alone on scattered
//!   times, and lesson 004's jitter wave (small runs: they must not get slower).
//!
//! N and M run 10^3 to 10^6; `JOBSIM_BENCH_1E7=1` adds 10^7 (jobsim takes about a second a
//! run there, the plain heap about a minute, times criterion's 10 samples).
//! `JOBSIM_BENCH_ONCE=<storm|drain>-<jobsim|plain>:<size>` runs one workload once instead
//! and prints its time and the process's peak resident memory (Linux `VmHWM`).
//! Before timing, every size checks that jobsim's outputs equal the baseline's.

mod plain;

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, SamplingMode, Throughput};
use jobsim::jitter::Schedule;
use jobsim::models::jitter_wave::{self, Params, RngKind};
use jobsim::models::retry_storm::{self, RetryStorm};
use jobsim::models::{self, Model, Scenario};
use jobsim::report::Report;
use jobsim::scenario::Override;
use jobsim::sim::{Millis, RunOptions, Sim};

fn sizes() -> Vec<u32> {
    let mut sizes = vec![1_000, 10_000, 100_000, 1_000_000];
    if std::env::var_os("JOBSIM_BENCH_1E7").is_some() {
        sizes.push(10_000_000);
    }
    sizes
}

fn storm_params(n: u32) -> retry_storm::Params {
    retry_storm::Params { consumers: n, attempts: 6, cap_per_bucket: 50, base_ms: 500, cap_ms: 30_000, bucket_ms: 100 }
}

fn jobsim_storm(p: &retry_storm::Params) -> retry_storm::Outcome {
    let options = RunOptions { budget: RetryStorm::budget(p), ..RunOptions::default() };
    retry_storm::simulate(p, 42, &options).expect("the storm ends within its budget")
}

fn drain_scenario(m: u32) -> Scenario {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/scenarios/anchor-queue-drain.toml");
    let text = std::fs::read_to_string(path).expect("the anchor scenario");
    let set = Override::parse(&format!("messages={m}")).expect("a valid override");
    models::parse("anchor-queue-drain.toml", &text, &[set]).expect("a valid scenario")
}

fn jobsim_drain(s: &Scenario) -> Report {
    models::run_tables(s, &RunOptions::default()).expect("the drain ends within its budget")
}

/// The drain table's row, as its CSV text.
fn drain_row(r: &Report) -> Vec<String> {
    r.tables[0].rows[0].iter().map(|c| c.to_csv()).collect()
}

fn check_storm(n: u32) -> u64 {
    let (ours, plain) = (jobsim_storm(&storm_params(n)), plain::retry_storm(n));
    let ours_v = [
        ours.total_requests,
        ours.successes,
        ours.gave_ups,
        ours.peak_bucket_requests,
        ours.last_event_ms,
        ours.success_checksum,
        ours.final_lcg_state,
    ];
    let plain_v = [
        plain.total_requests,
        plain.successes,
        plain.gave_ups,
        plain.peak_bucket_requests,
        plain.last_event_ms,
        plain.success_checksum,
        plain.final_lcg_state,
    ];
    assert_eq!(ours_v, plain_v, "retry-storm N={n}: jobsim and the plain heap disagree");
    plain.total_requests
}

fn check_drain(m: u32) -> u64 {
    let plain = plain::queue_drain(m);
    let want = [
        plain.processed,
        plain.dead_lettered,
        plain.deliveries,
        plain.crashes,
        plain.makespan_ms,
        plain.last_event_ms,
        plain.ack_checksum,
        plain.events,
    ];
    let want: Vec<String> = want.iter().map(u64::to_string).collect();
    assert_eq!(
        drain_row(&jobsim_drain(&drain_scenario(m))),
        want,
        "queue-drain M={m}: jobsim and the plain heap disagree"
    );
    plain.events
}

fn bench_anchors(c: &mut Criterion) {
    let mut g = c.benchmark_group("retry_storm");
    g.sampling_mode(SamplingMode::Flat);
    for n in sizes() {
        let p = storm_params(n);
        g.throughput(Throughput::Elements(check_storm(n)));
        g.bench_with_input(BenchmarkId::new("jobsim", n), &p, |b, p| {
            b.iter(|| black_box(jobsim_storm(p).success_checksum))
        });
        g.bench_with_input(BenchmarkId::new("plain_heap", n), &n, |b, &n| {
            b.iter(|| black_box(plain::retry_storm(n).success_checksum))
        });
    }
    g.finish();

    let mut g = c.benchmark_group("queue_drain");
    g.sampling_mode(SamplingMode::Flat);
    for m in sizes() {
        let s = drain_scenario(m);
        g.throughput(Throughput::Elements(check_drain(m)));
        g.bench_with_input(BenchmarkId::new("jobsim", m), &s, |b, s| b.iter(|| black_box(jobsim_drain(s))));
        g.bench_with_input(BenchmarkId::new("plain_heap", m), &m, |b, &m| {
            b.iter(|| black_box(plain::queue_drain(m).ack_checksum))
        });
    }
    g.finish();
}

#[derive(Debug)]
enum Ev {
    Ticked(u32),
}

fn schedule_and_pop(n: u32) -> u64 {
    let mut sim = Sim::new(&RunOptions::default());
    let mut x: u64 = 0x9e37_79b9;
    for i in 0..n {
        x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        sim.schedule_at(Millis((x >> 33) % 100_000), Ev::Ticked(i));
    }
    let mut sum = 0u64;
    while let Ok(Some(Ev::Ticked(i))) = sim.next_event() {
        sum = sum.wrapping_add(u64::from(i) ^ sim.now().as_ms());
    }
    sum
}

fn bench_engine(c: &mut Criterion) {
    let mut g = c.benchmark_group("engine");
    for n in [1_000u32, 100_000] {
        g.throughput(Throughput::Elements(u64::from(n)));
        g.bench_with_input(BenchmarkId::new("schedule_and_pop", n), &n, |b, &n| {
            b.iter(|| black_box(schedule_and_pop(n)))
        });
    }
    let p = Params {
        consumers: 10_000,
        attempts: 4,
        bucket_ms: 100,
        base_ms: 500,
        cap_ms: 30_000,
        schedules: vec![Schedule::Full],
        rng: RngKind::ChaCha8,
    };
    g.throughput(Throughput::Elements(u64::from(p.consumers * (p.attempts + 1))));
    g.bench_function("retry_wave_10k", |b| {
        b.iter(|| {
            black_box(jitter_wave::simulate_wave(&p, Schedule::Full, 42, &Default::default()).unwrap().total_requests)
        })
    });
    g.finish();
}

/// `JOBSIM_BENCH_ONCE=<storm|drain>-<jobsim|plain>:<size>`: one run, its time and the
/// process's peak memory.
fn once(spec: &str) {
    let (what, size) = spec.split_once(':').expect("JOBSIM_BENCH_ONCE=<storm|drain>-<jobsim|plain>:<size>");
    let size: u32 = size.parse().expect("a size");
    let start = Instant::now();
    let checksum = match what {
        "storm-jobsim" => jobsim_storm(&storm_params(size)).success_checksum,
        "storm-plain" => plain::retry_storm(size).success_checksum,
        "drain-jobsim" => drain_row(&jobsim_drain(&drain_scenario(size)))[6].parse().expect("a checksum"),
        "drain-plain" => plain::queue_drain(size).ack_checksum,
        _ => panic!("unknown workload `{what}`"),
    };
    let took = start.elapsed();
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let peak = status.lines().find(|l| l.starts_with("VmHWM:")).unwrap_or("VmHWM: n/a");
    println!("{what} {size}: {:.3} s, checksum {checksum}, peak {}", took.as_secs_f64(), peak[6..].trim());
}

fn main() {
    if let Ok(spec) = std::env::var("JOBSIM_BENCH_ONCE") {
        return once(&spec);
    }
    let mut c = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3))
        .configure_from_args();
    bench_anchors(&mut c);
    bench_engine(&mut c);
    c.final_summary();
}
