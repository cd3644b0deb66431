//! The runs observer: which runs are in progress, the peak of concurrent runs (the
//! lesson's driver: +1 at each start, −1 at each end) and every run as an interval.

use super::outcome::{Run, RunEnd};

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
    running: u32,
    pub(super) peak: u32,
    /// Ended runs, in the order they ended.
    pub(super) ended: Vec<Run>,
}

impl RunLog {
    /// Runs in progress.
    pub(super) fn running(&self) -> u32 {
        self.running
    }

    /// A run of `inst` starts now; returns its id.
    pub(super) fn start(&mut self, inst: usize, now: u64, token: u64) -> usize {
        self.open.push(Some(OpenRun { inst, start_ms: now, token }));
        self.running += 1;
        self.peak = self.peak.max(self.running);
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
        self.running -= 1;
        self.ended.push(Run { inst: open.inst, start_ms: open.start_ms, end_ms: now, token: open.token, end });
    }
}
