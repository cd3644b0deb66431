//! Every fault case's fleet on the engine: A holds the lease first, B retries.

use super::Params;
use crate::models::kit::fleet::{self, FleetOutcome, FleetSpec, InstanceSpec, LockMode};
use crate::sim::{Exhausted, RunOptions};

/// The fault cases.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Case {
    RunFails,
    HolderCrash,
    GcPause,
    GcPauseFenced,
    ClockSkew,
    ClockSkewFenced,
}

impl Case {
    pub const ALL: [Case; 6] =
        [Case::RunFails, Case::HolderCrash, Case::GcPause, Case::GcPauseFenced, Case::ClockSkew, Case::ClockSkewFenced];
    pub fn name(self) -> &'static str {
        ["run_fails", "holder_crash", "gc_pause", "gc_pause_fenced", "clock_skew", "clock_skew_fenced"][self as usize]
    }
    pub fn fencing(self) -> bool {
        matches!(self, Case::GcPauseFenced | Case::ClockSkewFenced)
    }
}

/// What one case did.
#[derive(Clone, Debug, PartialEq)]
pub struct CaseRun {
    pub case: Case,
    pub fleet: FleetOutcome,
}

/// The fleet of one case: A holds first, B retries.
pub fn spec(p: &Params, case: Case) -> FleetSpec {
    let mut a = InstanceSpec::plain("A", vec![0]);
    let mut b = InstanceSpec { retry_ms: Some(p.retry_ms), ..InstanceSpec::plain("B", vec![p.retry_ms]) };
    match case {
        Case::RunFails => a.runs_fail = true,
        Case::HolderCrash => a.crash_at_ms = Some(p.crash_at_ms),
        Case::GcPause | Case::GcPauseFenced => a.pause = Some((p.pause_at_ms, p.pause_ms)),
        Case::ClockSkew | Case::ClockSkewFenced => b.clock_skew_ms = p.clock_skew_ms,
    }
    FleetSpec {
        instances: vec![a, b],
        mode: LockMode::Locked,
        lease_ms: p.lease_ms,
        run_ms: p.run_ms,
        store_op_ms: p.store_op_ms,
        fencing: case.fencing(),
        horizon_ms: p.horizon_ms,
    }
}

/// Runs one case (traced as given).
pub fn simulate_case(p: &Params, case: Case, options: &RunOptions) -> Result<CaseRun, Exhausted> {
    Ok(CaseRun { case, fleet: fleet::simulate(&spec(p, case), options)? })
}

/// Runs every case, each on its own engine (traced as `<case>:…`).
pub fn simulate(p: &Params, options: &RunOptions) -> Result<Vec<CaseRun>, Exhausted> {
    Case::ALL.iter().map(|&case| simulate_case(p, case, &options.scoped(case.name()))).collect()
}
