//! Every source's fleet on the engine, unlocked and locked.

use super::Params;
use crate::models::kit::fleet::{self, FleetOutcome, FleetSpec, InstanceSpec, LockMode, process_name};
use crate::sim::{Exhausted, RunOptions};

/// The three sources of overlap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    Instances,
    Redeploy,
    LongRun,
}

impl Source {
    pub const ALL: [Source; 3] = [Source::Instances, Source::Redeploy, Source::LongRun];
    pub fn name(self) -> &'static str {
        ["instances", "redeploy", "long_run"][self as usize]
    }
}

/// What one source did in one mode.
#[derive(Clone, Debug, PartialEq)]
pub struct SourceRun {
    pub source: Source,
    pub mode: LockMode,
    /// The fleet's instance names, in instance order.
    pub instances: Vec<String>,
    pub fleet: FleetOutcome,
}

/// The fleet of one source.
pub fn spec(p: &Params, source: Source, mode: LockMode) -> FleetSpec {
    let (instances, run_ms) = match source {
        Source::Instances => (
            (0..p.instances as usize).map(|i| InstanceSpec::plain(&process_name(i), vec![p.fire_at_ms])).collect(),
            p.run_ms,
        ),
        Source::Redeploy => {
            let old =
                InstanceSpec { up_until_ms: Some(p.old_down_ms), ..InstanceSpec::plain("eski", vec![p.fire_at_ms]) };
            let new = InstanceSpec { up_from_ms: p.new_up_ms, ..InstanceSpec::plain("yeni", vec![p.fire_at_ms]) };
            (vec![old, new], p.run_ms)
        }
        Source::LongRun => {
            let ticks = (0..u64::from(p.ticks)).map(|k| k * p.period_ms).collect();
            (vec![InstanceSpec::plain("A", ticks)], p.long_run_ms)
        }
    };
    FleetSpec {
        instances,
        mode,
        lease_ms: p.lease_ms,
        run_ms,
        store_op_ms: p.store_op_ms,
        fencing: false,
        horizon_ms: 0,
    }
}

/// Runs one source in one mode (traced as given).
pub fn simulate_source(p: &Params, source: Source, mode: LockMode, options: &RunOptions) -> Result<SourceRun, Exhausted> {
    let spec = spec(p, source, mode);
    let fleet = fleet::simulate(&spec, options)?;
    Ok(SourceRun { source, mode, instances: spec.instances.into_iter().map(|i| i.name).collect(), fleet })
}

/// Runs every source unlocked and locked, each on its own engine (traced as
/// `<source>:<mode>:…`).
pub fn simulate(p: &Params, options: &RunOptions) -> Result<Vec<SourceRun>, Exhausted> {
    let mut runs = Vec::new();
    for source in Source::ALL {
        for mode in [LockMode::Unlocked, LockMode::Locked] {
            let scoped = options.scoped(source.name()).scoped(mode.name());
            runs.push(simulate_source(p, source, mode, &scoped)?);
        }
    }
    Ok(runs)
}
