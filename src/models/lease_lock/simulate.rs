//! Every mode's fleet on the engine: `processes` instances, each firing once at t=0.

use super::Params;
use crate::models::kit::fleet::{self, FleetOutcome, FleetSpec, InstanceSpec, LockMode, process_name};
use crate::sim::{Exhausted, RunOptions};

/// What one mode did.
#[derive(Clone, Debug, PartialEq)]
pub struct ModeRun {
    pub mode: LockMode,
    pub fleet: FleetOutcome,
}

/// The fleet of one mode: processes A, B, … all firing at t=0, no fencing, no retry.
pub fn spec(p: &Params, mode: LockMode) -> FleetSpec {
    let instances = (0..p.processes as usize).map(|i| InstanceSpec::plain(&process_name(i), vec![0])).collect();
    FleetSpec {
        instances,
        mode,
        lease_ms: p.lease_ms,
        run_ms: p.run_ms,
        store_op_ms: p.store_op_ms,
        fencing: false,
        horizon_ms: 0,
    }
}

/// Runs one mode (traced as given).
pub fn simulate_mode(p: &Params, mode: LockMode, options: &RunOptions) -> Result<ModeRun, Exhausted> {
    Ok(ModeRun { mode, fleet: fleet::simulate(&spec(p, mode), options)? })
}

/// Runs every listed mode, each on its own engine (traced as `<mode>:…`).
pub fn simulate(p: &Params, options: &RunOptions) -> Result<Vec<ModeRun>, Exhausted> {
    p.modes.iter().map(|&mode| simulate_mode(p, mode, &options.scoped(mode.name()))).collect()
}
