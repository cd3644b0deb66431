//! The baseline: both perf anchors transcribed line by line from the pseudocode of
//! `benches/anchors/WORKLOAD.md` (the `heapq_*.py` references) onto a plain
//! `std::collections::BinaryHeap` of `(time, seq, …)` tuples. No jobsim code: this is
//! what a hand-written event loop costs, measured in the same run as jobsim's engine.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, VecDeque};

const H0: u64 = 0xcbf2_9ce4_8422_2325;
const HMUL: u64 = 0x0000_0100_0000_01b3;

/// The retry-storm's outputs (WORKLOAD.md order); every request is one canonical event.
#[derive(Debug, PartialEq, Eq)]
pub struct Storm {
    pub total_requests: u64,
    pub successes: u64,
    pub gave_ups: u64,
    pub peak_bucket_requests: u64,
    pub last_event_ms: u64,
    pub success_checksum: u64,
    pub final_lcg_state: u64,
}

/// `retry-storm` with `N = n`, `A = 6`, `C = 50`, `BASE = 500`, `CAP = 30000`,
/// `BUCKET = 100`, `SEED = 42`.
pub fn retry_storm(n: u32) -> Storm {
    let (attempts, cap_per_bucket, base_ms, cap_ms, bucket_ms, seed) = (6u32, 50u64, 500u64, 30_000u64, 100u64, 42u64);
    let mut heap: BinaryHeap<Reverse<(u64, u64, u32, u32)>> = BinaryHeap::with_capacity(n as usize);
    for c in 0..n {
        heap.push(Reverse((0, u64::from(c), c, 1)));
    }
    let mut seq = u64::from(n);
    let mut bucket_count: HashMap<u64, u64> = HashMap::new();
    let mut x = seed % (1 << 31);
    let mut o = Storm {
        total_requests: 0,
        successes: 0,
        gave_ups: 0,
        peak_bucket_requests: 0,
        last_event_ms: 0,
        success_checksum: H0,
        final_lcg_state: 0,
    };
    while let Some(Reverse((t, _, c, a))) = heap.pop() {
        o.total_requests += 1;
        o.last_event_ms = t;
        let count = bucket_count.entry(t / bucket_ms).or_insert(0);
        *count += 1;
        let count = *count;
        o.peak_bucket_requests = o.peak_bucket_requests.max(count);
        if count <= cap_per_bucket {
            o.successes += 1;
            o.success_checksum = (o.success_checksum ^ ((t << 32) + u64::from(c))).wrapping_mul(HMUL);
        } else if a >= attempts {
            o.gave_ups += 1;
        } else {
            let ceiling = cap_ms.min(base_ms << (a - 1));
            x = (x * 1_103_515_245 + 12_345) % (1 << 31);
            let wait = (x * (ceiling + 1)) >> 31;
            heap.push(Reverse((t + wait, seq, c, a + 1)));
            seq += 1;
        }
    }
    o.final_lcg_state = x;
    o
}

/// The queue-drain's outputs (WORKLOAD.md order) and its canonical event count.
#[derive(Debug, PartialEq, Eq)]
pub struct Drain {
    pub processed: u64,
    pub dead_lettered: u64,
    pub deliveries: u64,
    pub crashes: u64,
    pub makespan_ms: u64,
    pub last_event_ms: u64,
    pub ack_checksum: u64,
    pub events: u64,
}

const DONE: u8 = 0;
const VIS: u8 = 1;
const RESTART: u8 = 2;

/// `(time, seq, kind, consumer, message)`, smallest first.
type DrainHeap = BinaryHeap<Reverse<(u64, u64, u8, u32, u32)>>;

struct DrainState {
    heap: DrainHeap,
    seq: u64,
    deliveries: Vec<u8>,
    visible: VecDeque<u32>,
    idle: VecDeque<u32>,
}

impl DrainState {
    fn push(&mut self, t: u64, kind: u8, c: u32, msg: u32) {
        self.heap.push(Reverse((t, self.seq, kind, c, msg)));
        self.seq += 1;
    }

    fn deliver(&mut self, o: &mut Drain, t: u64, c: u32, msg: u32) {
        self.deliveries[msg as usize] += 1;
        o.deliveries += 1;
        self.push(t + 1000, VIS, c, msg); // pushed first
        self.push(t + 50, DONE, c, msg); // pushed second
    }

    fn receive(&mut self, o: &mut Drain, t: u64, c: u32) {
        match self.visible.pop_front() {
            Some(msg) => self.deliver(o, t, c, msg),
            None => self.idle.push_back(c),
        }
    }
}

/// `queue-drain` with `M = m`, `K = 200`, `P = 50`, `V = 1000`, `R = 250`, `MAXD = 3`,
/// `POISON_MOD = 97`.
pub fn queue_drain(m: u32) -> Drain {
    let (k, restart_ms, max_deliveries, poison_mod) = (200u32, 250u64, 3u8, 97u32);
    let mut st = DrainState {
        heap: BinaryHeap::new(),
        seq: 0,
        deliveries: vec![0; m as usize],
        visible: (0..m).collect(),
        idle: VecDeque::new(),
    };
    let mut acked = vec![false; m as usize];
    let mut o = Drain {
        processed: 0,
        dead_lettered: 0,
        deliveries: 0,
        crashes: 0,
        makespan_ms: 0,
        last_event_ms: 0,
        ack_checksum: H0,
        events: 0,
    };
    for c in 0..k {
        st.receive(&mut o, 0, c);
    }
    while let Some(Reverse((t, _, kind, c, msg))) = st.heap.pop() {
        o.events += 1;
        o.last_event_ms = t;
        match kind {
            DONE if msg % poison_mod == 0 => {
                o.crashes += 1;
                st.push(t + restart_ms, RESTART, c, msg);
            }
            DONE => {
                acked[msg as usize] = true;
                o.processed += 1;
                o.makespan_ms = t;
                let v = (t << 32) ^ (u64::from(msg) << 8) ^ u64::from(c);
                o.ack_checksum = (o.ack_checksum ^ v).wrapping_mul(HMUL);
                st.receive(&mut o, t, c);
            }
            VIS => {
                if acked[msg as usize] {
                    // a stale timer of a deleted message
                } else if st.deliveries[msg as usize] >= max_deliveries {
                    o.dead_lettered += 1;
                    o.makespan_ms = t;
                } else if let Some(c) = st.idle.pop_front() {
                    st.deliver(&mut o, t, c, msg);
                } else {
                    st.visible.push_back(msg);
                }
            }
            _ => st.receive(&mut o, t, c),
        }
    }
    assert_eq!(o.events, 2 * o.deliveries + o.crashes, "canonical event count");
    o
}
