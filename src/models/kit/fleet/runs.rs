//! The runs observer: which runs are in progress, the peak of concurrent runs (the
//! lesson's driver: +1 at each start, −1 at each end, with runs as half-open intervals
//! through [`crate::overlap`]: a run ending at t and one starting at t do not overlap)
//! and every run as an interval.

use super::outcome::{Run, RunEnd};
use crate::overlap::Concurrency;

/// A run in progress.
#[derive(Clone, Copy, Debug)]
struct OpenRun {
    inst: usize,
    start_ms: u64,
    token: u64,
}

#[derive(Default)]
pub(super) struct RunLog {
    /// Every run ever started, by run id; `None` once it ended.
    open: Vec<Option<OpenRun>>,
    concurrency: Concurrency,
    /// Ended runs, in the order they ended.
    pub(super) ended: Vec<Run>,
}

impl RunLog {
    /// Runs in progress (as handled so far at this instant: for the trace).
    pub(super) fn running(&self) -> u32 {
        self.concurrency.running()
    }

    /// Most runs in progress at one instant.
    pub(super) fn peak(&self) -> u32 {
        self.concurrency.peak()
    }

    /// A run of `inst` starts now; returns its id.
    pub(super) fn start(&mut self, inst: usize, now: u64, token: u64) -> usize {
        self.open.push(Some(OpenRun { inst, start_ms: now, token }));
        self.concurrency.start(now);
        self.open.len() - 1
    }

    /// Run `run` ends now; returns its token.
    pub(super) fn end(&mut self, run: usize, now: u64, end: RunEnd) -> u64 {
        let open = self.open[run].take().expect("a run ends once");
        self.close(open, now, end);
        open.token
    }

    /// Every run of `inst` in progress ends now (its instance went down), in start order.
    pub(super) fn end_all(&mut self, inst: usize, now: u64, end: RunEnd) {
        let ended: Vec<OpenRun> = self.open.iter_mut().filter_map(|slot| slot.take_if(|r| r.inst == inst)).collect();
        for open in ended {
            self.close(open, now, end);
        }
    }

    fn close(&mut self, open: OpenRun, now: u64, end: RunEnd) {
        self.concurrency.end(now);
        self.ended.push(Run { inst: open.inst, start_ms: open.start_ms, end_ms: now, token: open.token, end });
    }
}
