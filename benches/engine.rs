//! Engine speed (`cargo bench`): jobsim's engine against a plain `BinaryHeap` event loop
//! running the same workload, in the same run, so the ratio holds however busy the machine
//! is. Throughput is in the anchors' canonical events (`benches/anchors/WORKLOAD.md`),
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
//! N and M run 10^3 to 10^6. `JOBSIM_BENCH_1E7=1` adds 10^7: jobsim through criterion
//! (about a second a run), the plain heap timed once (a minute or more a run: criterion's
//! ten samples would take a quarter of an hour).
//! `JOBSIM_BENCH_ONCE=<storm|drain>-<jobsim|plain>:<size>` runs one workload once instead
//! and prints its time and the process's peak resident memory (Linux `VmHWM`).
//! Before timing the baseline, each size checks that its outputs equal jobsim's. At the end
//! the bench prints the ratio table: median time per run, events/s, plain / jobsim.

mod plain;

use std::collections::BTreeMap;
use std::hint::black_box;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use criterion::{Bencher, BenchmarkId, Criterion, SamplingMode, Throughput};
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
    retry_storm::Params {
        consumers: n,
        attempts: 6,
        cap_per_bucket: 50,
        base_ms: 500,
        cap_ms: 30_000,
        bucket_ms: 100,
        backoff: None,
        named: Default::default(),
    }
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

/// The retry-storm's outputs in WORKLOAD.md order, from jobsim and from the plain heap.
fn storm_outputs(o: &retry_storm::Outcome) -> [u64; 7] {
    [
        o.total_requests,
        o.successes,
        o.gave_ups,
        o.peak_bucket_requests,
        o.last_event_ms,
        o.success_checksum,
        o.final_lcg_state,
    ]
}

fn plain_storm_outputs(o: &plain::Storm) -> [u64; 7] {
    [
        o.total_requests,
        o.successes,
        o.gave_ups,
        o.peak_bucket_requests,
        o.last_event_ms,
        o.success_checksum,
        o.final_lcg_state,
    ]
}

fn plain_drain_row(o: &plain::Drain) -> Vec<String> {
    let row = [
        o.processed,
        o.dead_lettered,
        o.deliveries,
        o.crashes,
        o.makespan_ms,
        o.last_event_ms,
        o.ack_checksum,
        o.events,
    ];
    row.iter().map(u64::to_string).collect()
}

/// Seconds per run of every anchor bench, by `(workload, size, implementation)`, and the
/// canonical events of `(workload, size)`: the ratio table is built from these.
type Key = (&'static str, u32, &'static str);
static RUNS: Mutex<BTreeMap<Key, Vec<f64>>> = Mutex::new(BTreeMap::new());
static EVENTS: Mutex<BTreeMap<(&'static str, u32), u64>> = Mutex::new(BTreeMap::new());

fn record(key: Key, seconds_per_run: f64) {
    RUNS.lock().unwrap().entry(key).or_default().push(seconds_per_run);
}

/// Times `run` for criterion and keeps each sample's time per run for the ratio table.
fn measure<T>(b: &mut Bencher, key: Key, run: impl Fn() -> T) {
    b.iter_custom(|iters| {
        let start = Instant::now();
        for _ in 0..iters {
            black_box(run());
        }
        let took = start.elapsed();
        record(key, took.as_secs_f64() / iters as f64);
        took
    })
}

/// One timed run of the plain heap at a size where criterion's samples would take too long.
fn once_plain<T>(key: Key, run: impl Fn() -> T) -> T {
    let start = Instant::now();
    let out = run();
    let took = start.elapsed().as_secs_f64();
    println!("{}/plain_heap/{}: one run, {took:.2} s", key.0, key.1);
    record(key, took);
    out
}

fn bench_anchors(c: &mut Criterion) {
    let mut g = c.benchmark_group("retry_storm");
    g.sampling_mode(SamplingMode::Flat);
    for n in sizes() {
        let p = storm_params(n);
        let want = storm_outputs(&jobsim_storm(&p));
        EVENTS.lock().unwrap().insert(("retry_storm", n), want[0]);
        g.throughput(Throughput::Elements(want[0]));
        g.bench_with_input(BenchmarkId::new("jobsim", n), &p, |b, p| {
            measure(b, ("retry_storm", n, "jobsim"), || jobsim_storm(p).success_checksum)
        });
        let check = |o: &plain::Storm| assert_eq!(plain_storm_outputs(o), want, "retry-storm N={n}: outputs differ");
        if n > 1_000_000 {
            check(&once_plain(("retry_storm", n, "plain_heap"), || plain::retry_storm(n)));
            continue;
        }
        let mut checked = false;
        g.bench_with_input(BenchmarkId::new("plain_heap", n), &n, |b, &n| {
            if !std::mem::replace(&mut checked, true) {
                check(&plain::retry_storm(n));
            }
            measure(b, ("retry_storm", n, "plain_heap"), || plain::retry_storm(n).success_checksum)
        });
    }
    g.finish();

    let mut g = c.benchmark_group("queue_drain");
    g.sampling_mode(SamplingMode::Flat);
    for m in sizes() {
        let s = drain_scenario(m);
        let want = drain_row(&jobsim_drain(&s));
        let events: u64 = want[7].parse().expect("the events column");
        EVENTS.lock().unwrap().insert(("queue_drain", m), events);
        g.throughput(Throughput::Elements(events));
        g.bench_with_input(BenchmarkId::new("jobsim", m), &s, |b, s| {
            measure(b, ("queue_drain", m, "jobsim"), || jobsim_drain(s))
        });
        let check = |o: &plain::Drain| assert_eq!(plain_drain_row(o), want, "queue-drain M={m}: outputs differ");
        if m > 1_000_000 {
            check(&once_plain(("queue_drain", m, "plain_heap"), || plain::queue_drain(m)));
            continue;
        }
        let mut checked = false;
        g.bench_with_input(BenchmarkId::new("plain_heap", m), &m, |b, &m| {
            if !std::mem::replace(&mut checked, true) {
                check(&plain::queue_drain(m));
            }
            measure(b, ("queue_drain", m, "plain_heap"), || plain::queue_drain(m).ack_checksum)
        });
    }
    g.finish();
}

fn median(runs: &[f64]) -> f64 {
    let mut v = runs.to_vec();
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// The ratio table of the anchors measured in this run (medians over the samples).
fn print_ratios() {
    let (runs, events) = (RUNS.lock().unwrap(), EVENTS.lock().unwrap());
    if events.is_empty() {
        return;
    }
    println!(
        "\n| workload | size | events | jobsim s/run | jobsim M events/s | plain heap s/run | plain M events/s | plain / jobsim |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (&(workload, size), &n) in events.iter() {
        let (Some(ours), Some(plain)) =
            (runs.get(&(workload, size, "jobsim")), runs.get(&(workload, size, "plain_heap")))
        else {
            continue;
        };
        let (ours, plain) = (median(ours), median(plain));
        let rate = |s: f64| n as f64 / s / 1e6;
        println!(
            "| {workload} | {size} | {n} | {ours:.4} | {:.1} | {plain:.4} | {:.1} | {:.1}x |",
            rate(ours),
            rate(plain),
            plain / ours
        );
    }
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
        schedules: vec![Schedule::Full.into()],
        rng: RngKind::ChaCha8,
        named: Default::default(),
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
    print_ratios();
}
