//! The fleet's events, past-tense facts.

#[derive(Clone, Copy, Debug)]
pub(super) enum Event {
    InstanceStarted {
        inst: usize,
    },
    InstanceStopped {
        inst: usize,
    },
    InstanceCrashed {
        inst: usize,
    },
    PauseStarted {
        inst: usize,
    },
    PauseEnded {
        inst: usize,
    },
    TriggerFired {
        inst: usize,
    },
    /// A locked trigger's atomic acquire reached the store.
    AcquireApplied {
        inst: usize,
    },
    /// A non-atomic trigger's read of the lease row reached the store.
    LeaseRead {
        inst: usize,
    },
    /// A non-atomic trigger's write of the lease row reached the store.
    LeaseWritten {
        inst: usize,
    },
    RunFinished {
        inst: usize,
        run: usize,
    },
}

impl Event {
    pub(super) fn inst(self) -> usize {
        match self {
            Event::InstanceStarted { inst }
            | Event::InstanceStopped { inst }
            | Event::InstanceCrashed { inst }
            | Event::PauseStarted { inst }
            | Event::PauseEnded { inst }
            | Event::TriggerFired { inst }
            | Event::AcquireApplied { inst }
            | Event::LeaseRead { inst }
            | Event::LeaseWritten { inst }
            | Event::RunFinished { inst, .. } => inst,
        }
    }

    /// Events the instance itself handles (deferred while it is paused).
    pub(super) fn is_own(self) -> bool {
        matches!(
            self,
            Event::TriggerFired { .. }
                | Event::AcquireApplied { .. }
                | Event::LeaseRead { .. }
                | Event::LeaseWritten { .. }
                | Event::RunFinished { .. }
        )
    }
}
