//! The lab's answer time (`cargo bench --bench lab`): for every built-in scenario, what the
//! server does when a control moves, at the lab's defaults (each file's `[course] lab`): the
//! run, every chart rendered to SVG and the result fragment built — without the lab's cache
//! of default runs, so each sample is a full run. Issue 20's target: at most 100 ms each.
//! At the end it prints the table of medians, slowest first, and the scenarios over 100 ms.

use std::hint::black_box;
use std::sync::Mutex;
use std::time::Duration;

use criterion::Criterion;

static MEDIANS: Mutex<Vec<(String, f64)>> = Mutex::new(Vec::new());

fn lab(c: &mut Criterion) {
    let mut g = c.benchmark_group("lab_default");
    g.sample_size(10).warm_up_time(Duration::from_millis(200)).measurement_time(Duration::from_secs(1));
    for stem in jobsim::lab::stems() {
        g.bench_function(stem, |b| {
            let mut times = Vec::new();
            b.iter_custom(|iters| {
                let start = std::time::Instant::now();
                for _ in 0..iters {
                    black_box(jobsim::lab::default_fragment(stem));
                }
                let t = start.elapsed();
                times.push(t.as_secs_f64() / iters as f64);
                t
            });
            times.sort_by(f64::total_cmp);
            if let Some(m) = times.get(times.len() / 2) {
                MEDIANS.lock().unwrap().push((stem.to_string(), *m));
            }
        });
    }
    g.finish();
}

fn report() {
    let mut m = MEDIANS.lock().unwrap().clone();
    // criterion calls a bench more than once (warm-up, samples): keep the last of each.
    m.reverse();
    m.dedup_by(|a, b| a.0 == b.0);
    m.sort_by(|a, b| b.1.total_cmp(&a.1));
    println!("\nlab answer time at the lab's defaults (median per run), slowest first:");
    for (stem, s) in &m {
        println!("  {stem:<40} {:>8.1} ms{}", s * 1000.0, if *s > 0.1 { "  over 100 ms" } else { "" });
    }
}

fn main() {
    let mut c = Criterion::default().configure_from_args();
    lab(&mut c);
    c.final_summary();
    report();
}
