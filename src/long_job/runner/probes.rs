//! Health probes: one arrives every `probe_every_ms` while the job is not finished; the
//! single-threaded loop answers it only when it is free (at a yield, or when a run ends).

use super::Event;
use super::plan::Plan;
use crate::sim::{Millis, Sim};

/// The probes of a simulation and how long each waited.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ProbeLog {
    /// Each probe's latency, answered − arrived in ms, for the probes that arrived while a
    /// run was active (only those wait for the loop).
    pub latencies_ms: Vec<u64>,
    /// Probes that arrived while no run was active (between runs, or after the job ended):
    /// the loop was idle and answered them at once; they are not in `latencies_ms`.
    pub idle: u64,
}

pub(super) struct Probes {
    every_ms: Option<u64>,
    /// Arrival times of the probes waiting for the loop.
    pending: Vec<Millis>,
    pub(super) log: ProbeLog,
}

impl Probes {
    /// Schedules the first probe (if the plan has probes).
    pub(super) fn arm(plan: &Plan, sim: &mut Sim<Event>) -> Probes {
        if plan.probe_every_ms.is_some() {
            sim.schedule_at(Millis(plan.probe_first_ms), Event::ProbeArrived);
        }
        Probes { every_ms: plan.probe_every_ms, pending: Vec::new(), log: ProbeLog::default() }
    }

    /// A probe reached the process: it waits for the loop if a run is active. The next
    /// one comes while the job is not finished.
    pub(super) fn arrived(&mut self, sim: &mut Sim<Event>, run_active: bool, job_finished: bool) {
        if run_active {
            self.pending.push(sim.now());
        } else {
            self.log.idle += 1;
        }
        sim.trace("probe", "ProbeArrived", || format!("waits={run_active}"));
        if !job_finished && let Some(every) = self.every_ms {
            sim.schedule_in(every, Event::ProbeArrived);
        }
    }

    /// The loop is free: every waiting probe is answered now.
    pub(super) fn answer(&mut self, sim: &mut Sim<Event>) {
        let now = sim.now();
        for arrived in self.pending.drain(..) {
            let latency = now.since(arrived);
            self.log.latencies_ms.push(latency);
            sim.trace("probe", "ProbeAnswered", || format!("latency_ms={latency}"));
        }
    }
}
