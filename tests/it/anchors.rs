//! The perf anchor workloads (`benches/anchors/WORKLOAD.md`, vectors copied into
//! `tests/data/`): jobsim's engine must reproduce every output vector exactly, since the
//! checksums are order-sensitive, this pins the `(time, seq)` FIFO order.

use jobsim::models::{queue_drain, retry_storm};
use serde_json::Value;

fn vectors(file: &str) -> Vec<Value> {
    let path = crate::root().join("tests/data").join(file);
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn u(v: &Value, k: &str) -> u64 {
    v[k].as_u64().unwrap_or_else(|| panic!("`{k}` in {v}"))
}

fn check_storm(params: &Value, outputs: &Value, names: [&str; 7]) {
    let [n, a, c, base, cap, bucket, seed] = names;
    let p = retry_storm::Params {
        consumers: u(params, n) as u32,
        attempts: u(params, a) as u32,
        cap_per_bucket: u(params, c),
        base_ms: u(params, base),
        cap_ms: u(params, cap),
        bucket_ms: u(params, bucket),
        backoff: None,
        named: Default::default(),
    };
    let o = retry_storm::simulate(&p, u(params, seed), &Default::default()).unwrap();
    let got = [
        o.total_requests,
        o.successes,
        o.gave_ups,
        o.peak_bucket_requests,
        o.last_event_ms,
        o.success_checksum,
        o.final_lcg_state,
    ];
    let keys = [
        "total_requests",
        "successes",
        "gave_ups",
        "peak_bucket_requests",
        "last_event_ms",
        "success_checksum",
        "final_lcg_state",
    ];
    let want: Vec<u64> = keys.iter().map(|k| u(outputs, k)).collect();
    assert_eq!(got.to_vec(), want, "retry-storm {params}");
}

fn check_drain(params: &Value, outputs: &Value, names: [&str; 7]) -> u64 {
    let [m, k, pr, vis, r, maxd, pm] = names;
    let p = queue_drain::Params {
        messages: u(params, m) as u32,
        consumers: u(params, k) as u32,
        proc_ms: u(params, pr),
        vis_ms: u(params, vis),
        restart_ms: u(params, r),
        max_deliveries: u(params, maxd) as u32,
        poison_mod: u(params, pm) as u32,
    };
    let o = queue_drain::simulate(&p, &Default::default()).unwrap();
    let got = [o.processed, o.dead_lettered, o.deliveries, o.crashes, o.makespan_ms, o.last_event_ms, o.ack_checksum];
    let keys = ["processed", "dead_lettered", "deliveries", "crashes", "makespan_ms", "last_event_ms", "ack_checksum"];
    let want: Vec<u64> = keys.iter().map(|k| u(outputs, k)).collect();
    assert_eq!(got.to_vec(), want, "queue-drain {params}");
    o.events
}

#[test]
fn every_small_vector_is_reproduced() {
    let all = vectors("vectors_small.json");
    assert_eq!(all.len(), 80);
    for v in &all {
        match v["workload"].as_str() {
            Some("retry-storm") => check_storm(
                &v["params"],
                &v["outputs"],
                ["n", "attempts", "cap_per_bucket", "base_ms", "cap_ms", "bucket_ms", "seed"],
            ),
            Some("queue-drain") => {
                check_drain(
                    &v["params"],
                    &v["outputs"],
                    ["m", "k", "proc_ms", "vis_ms", "restart_ms", "max_deliveries", "poison_mod"],
                );
            }
            other => panic!("unknown workload {other:?}"),
        }
    }
}

#[test]
fn benchmark_vectors_up_to_100k_are_reproduced() {
    for v in vectors("vectors.json") {
        let p = &v["params"];
        match v["workload"].as_str() {
            Some("retry-storm") if u(p, "N") <= 100_000 => {
                check_storm(p, &v["outputs"], ["N", "A", "C", "base_ms", "cap_ms", "bucket_ms", "seed"])
            }
            Some("queue-drain") if u(p, "M") <= 100_000 => {
                let events =
                    check_drain(p, &v["outputs"], ["M", "K", "P_ms", "V_ms", "R_ms", "max_deliveries", "poison_mod"]);
                assert_eq!(events, u(&v, "events"));
            }
            _ => {}
        }
    }
}
