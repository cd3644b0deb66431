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

pub(super) struct Cancels {
    drain_ms: u64,
    /// When the lease expired, and whether the first run was still running then.
    pub(super) lease_expired: Option<(Millis, bool)>,
}

impl Cancels {
    /// Schedules the plan's sources for the first run.
    pub(super) fn arm(plan: &Plan, sim: &mut Sim<Event>) -> Cancels {
        let c = &plan.cancel;
        let mut at = |ms: u64, e: Event| sim.schedule_at(Millis(ms), e);
        if let Some(ms) = c.user_at_ms {
            at(ms, Event::CancelRequested { run: 1, source: CancelSource::User });
        }
        if let Some(ms) = c.timeout_ms {
            at(ms, Event::CancelRequested { run: 1, source: CancelSource::Timeout });
        }
        if let Some(ms) = c.shutdown_at_ms {
            at(ms, Event::SigtermReceived { run: 1 });
        }
        if let Some(ms) = c.lease_expires_at_ms {
            let warn = ms.saturating_sub(c.lease_margin_ms);
            at(warn, Event::CancelRequested { run: 1, source: CancelSource::LeaseExpiry });
            at(ms, Event::LeaseExpired { run: 1 });
        }
        Cancels { drain_ms: c.drain_ms, lease_expired: None }
    }

    /// `CancelRequested`: the source raises the run's signal.
    pub(super) fn requested(&mut self, run: u32, source: CancelSource, sim: &mut Sim<Event>, job: &mut Job) {
        if job.raise(run, source, sim.now()) {
            sim.trace("job/0", "CancelRequested", || format!("source={}", source.name()));
        }
    }

    /// `SigtermReceived`: shutdown raises the signal; the drain period starts.
    pub(super) fn sigterm_received(&mut self, run: u32, sim: &mut Sim<Event>, job: &mut Job) {
        let current = job.is_current(run);
        job.raise(run, CancelSource::Shutdown, sim.now());
        if current {
            sim.trace("service", "SigtermReceived", String::new);
            sim.schedule_in(self.drain_ms, Event::DrainDeadlinePassed { run });
        }
    }

    /// `DrainDeadlinePassed`: a run still going is killed (no final write).
    pub(super) fn drain_deadline_passed(
        &mut self,
        run: u32,
        sim: &mut Sim<Event>,
        job: &mut Job,
        obs: &mut impl Observer,
    ) {
        if job.is_current(run) {
            sim.trace("service", "ProcessKilled", || "drain deadline passed".into());
            job.kill(sim, obs);
        }
    }

    /// `LeaseExpired`: whether the run was still going (a second holder could start once
    /// the run goes on past this instant; see [`Cancels::overran`]).
    pub(super) fn lease_expired(&mut self, run: u32, sim: &mut Sim<Event>, job: &Job) {
        let still_running = job.is_current(run);
        self.lease_expired = Some((sim.now(), still_running));
        sim.trace("lease", "LeaseExpired", || format!("job_still_running={still_running}"));
    }
}

impl Cancels {
    /// Whether the first run overran its lease: it was running when the lease expired and
    /// went on past that instant (`first_end`). A lease is held through its expiry instant
    /// (`crate::lease` takes over only when `expires_at_ms < now`), so a run that stops in
    /// the very millisecond its lease expires shared no time with a second holder.
    pub(super) fn overran(&self, first_end: Option<Millis>) -> Option<bool> {
        self.lease_expired.map(|(at, running)| running && first_end.is_none_or(|end| end > at))
    }
}
