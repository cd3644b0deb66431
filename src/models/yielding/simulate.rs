//! One run of the job per chunk size with health probes arriving on a clock, each on its
//! own engine; the probes' latencies are measured (and one more run that never yields).

use super::Params;
use crate::long_job::runner::{self, Plan};
use crate::sim::{Exhausted, RunOptions};

/// The probe numbers of one chunk size.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub chunk: u64,
    pub yields: bool,
    pub probes: u64,
    pub max_latency_ms: u64,
    pub mean_latency_ms: f64,
    pub missed: u64,
}

/// The plan of one row.
pub(super) fn plan(p: &Params, chunk: u64, yields: bool) -> Plan {
    let mut plan = Plan::new(p.total, chunk, p.record_ms);
    plan.yields = yields;
    plan.probe_every_ms = Some(p.probe_every_ms);
    plan.probe_first_ms = p.probe_first_ms;
    plan
}

/// Runs the job with probes and measures their latencies.
pub fn measure(p: &Params, chunk: u64, yields: bool, options: &RunOptions) -> Result<Row, Exhausted> {
    let o = runner::simulate(&plan(p, chunk, yields), options)?;
    let l = &o.probes.latencies_ms;
    Ok(Row {
        chunk,
        yields,
        probes: l.len() as u64,
        max_latency_ms: l.iter().copied().max().unwrap_or(0),
        mean_latency_ms: if l.is_empty() { 0.0 } else { l.iter().sum::<u64>() as f64 / l.len() as f64 },
        missed: l.iter().filter(|&&x| x > p.probe_timeout_ms).count() as u64,
    })
}

/// Runs every chunk size in order (traced under `chunk<size>:`), then, with
/// `never_yield_row`, the first size without yielding (`chunk<size>_no_yield:`).
pub fn simulate(p: &Params, options: &RunOptions) -> Result<Vec<Row>, Exhausted> {
    let mut rows = p
        .chunks
        .iter()
        .map(|&c| measure(p, c, true, &options.scoped(&format!("chunk{c}"))))
        .collect::<Result<Vec<_>, _>>()?;
    if p.never_yield_row {
        let c = p.chunks[0];
        rows.push(measure(p, c, false, &options.scoped(&format!("chunk{c}_no_yield")))?);
    }
    Ok(rows)
}
