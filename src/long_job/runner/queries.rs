//! Client queries: at given instants a client asks for the job's state by id and sees
//! what the durable store holds then.

use super::Event;
use super::plan::Plan;
use crate::long_job::{JobStore, JobView};
use crate::sim::{Millis, Sim};

pub(super) struct Queries {
    job_id: String,
    total: u64,
    /// `(instant, view)` for every query so far.
    pub(super) views: Vec<(Millis, Option<JobView>)>,
}

impl Queries {
    /// Schedules every query of the plan.
    pub(super) fn arm(plan: &Plan, sim: &mut Sim<Event>) -> Queries {
        for &at in &plan.query_at_ms {
            sim.schedule_at(Millis(at), Event::StateQueried);
        }
        Queries { job_id: plan.job_id.clone(), total: plan.total, views: Vec::new() }
    }

    /// A client asked now.
    pub(super) fn asked(&mut self, now: Millis, store: &JobStore) {
        self.views.push((now, store.query(&self.job_id, self.total)));
    }
}
