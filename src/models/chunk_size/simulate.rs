//! One run of the job per chunk size, each on its own engine with no cancel, measured:
//! progress writes, the final write, the largest gap between two signal checks.

use super::Params;
use crate::long_job::Status;
use crate::long_job::runner::{self, Plan};
use crate::sim::{Exhausted, RunOptions};

/// The numbers of one chunk size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Row {
    pub chunk: u64,
    pub progress_writes: u64,
    pub final_writes: u64,
    pub cancel_latency_records: u64,
    pub cancel_latency_ms: u64,
    pub run_ms: u64,
}

/// The plan of the run with chunk size `chunk`.
pub(super) fn plan(p: &Params, chunk: u64) -> Plan {
    let mut plan = Plan::new(p.total, chunk, p.record_ms);
    plan.write_ms = p.write_ms;
    plan
}

/// Runs the job once with chunk size `chunk` and measures it.
pub fn measure(p: &Params, chunk: u64, options: &RunOptions) -> Result<Row, Exhausted> {
    let o = runner::simulate(&plan(p, chunk), options)?;
    let r = &o.runs[0];
    Ok(Row {
        chunk,
        progress_writes: o.store.writes_with(Status::Running) as u64,
        final_writes: o.store.writes_with(Status::Done) as u64,
        cancel_latency_records: r.max_check_gap_records,
        cancel_latency_ms: r.max_check_gap_ms,
        run_ms: r.end.as_ms(),
    })
}

/// Runs every chunk size in order, each traced under `chunk<size>:`.
pub fn simulate(p: &Params, options: &RunOptions) -> Result<Vec<Row>, Exhausted> {
    p.chunks.iter().map(|&c| measure(p, c, &options.scoped(&format!("chunk{c}")))).collect()
}
