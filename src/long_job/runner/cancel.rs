//! The cancel sources of the world, armed for the first run: the user at an instant, the
//! run's timeout, SIGTERM (then a hard kill after the drain period) and the lease (the job
//! cancels itself a margin before it expires). Each raises the run's one signal through
//! `Job::raise`; the job sees it at the top of its loop. (The user's stop at a progress
//! threshold is the lesson's report callback, part of the job loop.)

use super::Event;
use super::job::{Job, Observer};
use super::plan::Plan;
use crate::long_job::CancelSource;
use crate::sim::{Millis, Sim};

/// The events of the cancel sources.
#[derive(Clone, Copy, Debug)]
pub(super) enum CancelEvent {
    /// A user, timeout or lease source raised the signal.
    CancelRequested { run: u32, source: CancelSource },
    /// The service received SIGTERM.
    SigtermReceived { run: u32 },
    /// The drain period after SIGTERM is over.
    DrainDeadlinePassed { run: u32 },
    /// The job's lease ran out.
    LeaseExpired { run: u32 },
}

pub(super) struct Cancels {
    drain_ms: u64,
    /// When the lease expired, whether the first run was still running.
    pub(super) lease_overrun: Option<bool>,
}

impl Cancels {
    /// Schedules the plan's sources for the first run.
    pub(super) fn arm(plan: &Plan, sim: &mut Sim<Event>) -> Cancels {
        let c = &plan.cancel;
        let mut at = |ms: u64, e: CancelEvent| sim.schedule_at(Millis(ms), Event::Cancel(e));
        if let Some(ms) = c.user_at_ms {
            at(ms, CancelEvent::CancelRequested { run: 1, source: CancelSource::User });
        }
        if let Some(ms) = c.timeout_ms {
            at(ms, CancelEvent::CancelRequested { run: 1, source: CancelSource::Timeout });
        }
        if let Some(ms) = c.shutdown_at_ms {
            at(ms, CancelEvent::SigtermReceived { run: 1 });
        }
        if let Some(ms) = c.lease_expires_at_ms {
            let warn = ms.saturating_sub(c.lease_margin_ms);
            at(warn, CancelEvent::CancelRequested { run: 1, source: CancelSource::LeaseExpiry });
            at(ms, CancelEvent::LeaseExpired { run: 1 });
        }
        Cancels { drain_ms: c.drain_ms, lease_overrun: None }
    }

    pub(super) fn handle(&mut self, event: CancelEvent, sim: &mut Sim<Event>, job: &mut Job, obs: &mut impl Observer) {
        let now = sim.now();
        match event {
            CancelEvent::CancelRequested { run, source } => {
                if job.raise(run, source, now) {
                    sim.trace("job/0", "CancelRequested", || format!("source={}", source.name()));
                }
            }
            CancelEvent::SigtermReceived { run } => {
                let current = job.is_current(run);
                job.raise(run, CancelSource::Shutdown, now);
                if current {
                    sim.trace("service", "SigtermReceived", String::new);
                    sim.schedule_in(self.drain_ms, Event::Cancel(CancelEvent::DrainDeadlinePassed { run }));
                }
            }
            CancelEvent::DrainDeadlinePassed { run } => {
                if job.is_current(run) {
                    sim.trace("service", "ProcessKilled", || "drain deadline passed".into());
                    job.kill(sim, obs);
                }
            }
            CancelEvent::LeaseExpired { run } => {
                let still_running = job.is_current(run);
                self.lease_overrun = Some(still_running);
                sim.trace("lease", "LeaseExpired", || format!("job_still_running={still_running}"));
            }
        }
    }
}
