//! The fleet's facts cut into what a timeline draws (presentation helpers for the
//! models' figures): a run without the pauses inside it, the stale writes.

use super::outcome::{FleetOutcome, Run, StoreOp};

/// The parts of `run` during which its instance was not paused: a GC pause inside a run
/// shows as one pause bar, not as the run going on under it.
///
/// # Example
/// ```
/// use jobsim::models::fleet::{FleetOutcome, Pause, Run, RunEnd, working_parts};
/// let run = Run { inst: 0, start_ms: 5, end_ms: 9000, token: 1, end: RunEnd::Finished };
/// let o = FleetOutcome { pauses: vec![Pause { inst: 0, start_ms: 1000, end_ms: 9000 }], ..FleetOutcome::default() };
/// assert_eq!(working_parts(&o, &run), [(5, 1000)]);
/// ```
pub fn working_parts(o: &FleetOutcome, run: &Run) -> Vec<(u64, u64)> {
    let mut parts = vec![(run.start_ms, run.end_ms)];
    for p in o.pauses.iter().filter(|p| p.inst == run.inst) {
        parts = parts
            .into_iter()
            .flat_map(|(a, b)| {
                if p.end_ms <= a || p.start_ms >= b {
                    vec![(a, b)]
                } else {
                    [(a, p.start_ms.max(a)), (p.end_ms.min(b), b)].into_iter().filter(|(x, y)| y > x).collect()
                }
            })
            .collect();
    }
    parts
}

/// A write whose token was below the highest the resource had seen: a newer lease holder
/// had written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StaleWrite {
    pub time_ms: u64,
    pub inst: usize,
    /// Whether the resource took it (fencing off) or refused it (fencing on).
    pub accepted: bool,
}

/// Every stale write, in the order the store applied them (read from its log).
pub fn stale_writes(o: &FleetOutcome) -> Vec<StaleWrite> {
    let mut highest = 0;
    let mut out = Vec::new();
    for op in &o.store_log {
        if let StoreOp::Written { time_ms, inst, token, accepted } = *op {
            if token < highest {
                out.push(StaleWrite { time_ms, inst, accepted });
            }
            highest = highest.max(token);
        }
    }
    out
}
