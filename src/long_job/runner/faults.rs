//! Fault injection: the step boundaries the first run passes, numbered in order, and a
//! crash of the process right after one of them.
//!
//! The job loop says where its boundaries are ([`Boundary`]); this unit numbers those of
//! the first run (0 is right after the state was read) and answers, at each, whether the
//! process dies there. A crash-point enumeration reads the numbering from
//! [`super::Outcome::boundaries`] instead of re-deriving it.

use crate::long_job::Step;

/// A step boundary of a run: a point between two steps where the process can die.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Boundary {
    /// The stored state was read; no chunk processed yet.
    RunStarted,
    /// Chunk `chunk` (0-based index) was processed in memory.
    ChunkProcessed { chunk: u64 },
    /// One step of the pipeline after chunk `chunk` was done.
    StepDone { chunk: u64, step: Step },
    /// The final `bitti` row was written.
    DoneWritten,
}

impl Boundary {
    /// The name tables use: `run_started`, `chunk_4_processed`,
    /// `chunk_4_progress_reported` (chunks counted from 1), `done_written`.
    ///
    /// # Example
    /// ```
    /// use jobsim::long_job::Step;
    /// use jobsim::long_job::runner::Boundary;
    /// assert_eq!(Boundary::StepDone { chunk: 3, step: Step::Report }.name(), "chunk_4_progress_reported");
    /// ```
    pub fn name(self) -> String {
        match self {
            Boundary::RunStarted => "run_started".into(),
            Boundary::ChunkProcessed { chunk } => format!("chunk_{}_processed", chunk + 1),
            Boundary::StepDone { chunk, step } => {
                let done = match step {
                    Step::WriteState => "state_written",
                    Step::WriteRows => "rows_written",
                    Step::CommitRowsAndState => "rows_and_state_committed",
                    Step::Report => "progress_reported",
                };
                format!("chunk_{}_{done}", chunk + 1)
            }
            Boundary::DoneWritten => "done_written".into(),
        }
    }
}

/// Numbers the first run's boundaries and crashes the process at one of them.
pub(super) struct Faults {
    crash_at: Option<u64>,
    /// The first run's boundaries so far: boundary `k` is `passed[k]`.
    pub(super) passed: Vec<Boundary>,
}

impl Faults {
    pub(super) fn new(crash_at_boundary: Option<u64>) -> Faults {
        Faults { crash_at: crash_at_boundary, passed: Vec::new() }
    }

    /// Run `run` passed `boundary`: `Some(k)` when the process dies right here, at step
    /// boundary `k` of the first run (once).
    pub(super) fn crash_after(&mut self, run: u32, boundary: Boundary) -> Option<u64> {
        if run != 1 {
            return None;
        }
        let k = self.passed.len() as u64;
        self.passed.push(boundary);
        if self.crash_at == Some(k) {
            self.crash_at = None;
            return Some(k);
        }
        None
    }
}
