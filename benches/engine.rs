//! Engine speed: events per second of the event loop (`cargo bench`).
//!
//! - `engine/schedule_and_pop`: N events at pseudo-random times, popped in order.
//! - `engine/retry_wave`: lesson 004's jitter wave on the engine at 10,000 consumers.
//! - `anchors/retry_storm/N`, `anchors/queue_drain/M`: the perf anchor workloads
//!   (`shared/anchors/perf/`), throughput in the anchors' canonical events, comparable
//!   with the SimPy / heapq / plain-Rust rows of its RESULTS.md (same machine class).

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use jobsim::jitter::Schedule;
use jobsim::models::jitter_wave::{self, Params, RngKind};
use jobsim::models::{queue_drain, retry_storm};
use jobsim::sim::{Millis, RunOptions, Sim};

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

fn bench(c: &mut Criterion) {
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

    let mut g = c.benchmark_group("anchors");
    for (n, events) in [(10_000u32, 55_129u64), (100_000, 594_800)] {
        let p = retry_storm::Params {
            consumers: n,
            attempts: 6,
            cap_per_bucket: 50,
            base_ms: 500,
            cap_ms: 30_000,
            bucket_ms: 100,
        };
        g.throughput(Throughput::Elements(events));
        g.bench_with_input(BenchmarkId::new("retry_storm", n), &p, |b, p| {
            b.iter(|| black_box(retry_storm::simulate(p, 42, &Default::default()).unwrap().success_checksum))
        });
    }
    for (m, events) in [(10_000u32, 20_728u64), (100_000, 207_217)] {
        let p = queue_drain::Params {
            messages: m,
            consumers: 200,
            proc_ms: 50,
            vis_ms: 1000,
            restart_ms: 250,
            max_deliveries: 3,
            poison_mod: 97,
        };
        g.throughput(Throughput::Elements(events));
        g.bench_with_input(BenchmarkId::new("queue_drain", m), &p, |b, p| {
            b.iter(|| black_box(queue_drain::simulate(p, false).0.ack_checksum))
        });
    }
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).warm_up_time(std::time::Duration::from_millis(500)).measurement_time(std::time::Duration::from_secs(3));
    targets = bench
}
criterion_main!(benches);
