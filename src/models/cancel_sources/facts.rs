//! What the runs chart says of the rows, decided from the rows alone (no words here; the
//! catalog, `locales/*/001.ftl`, `cancel-sources-*`, words each regime).

use crate::report::figure::Regime;
use super::Params;
use super::simulate::{Armed, Row};
use crate::long_job::CancelSource;

/// The title's verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Cancelling came too late for some row: the drain deadline killed the job, or the
    /// job ran on past its lease (by `overrun_ms`).
    Late { killed: bool, overrun_ms: Option<u64> },
    /// No row's job was stopped: each finished before its signal.
    NoneStopped,
    /// `stopped` of the rows stopped at a chunk boundary; the others finished first.
    SomeStopped { stopped: usize },
    /// Every row stopped at a chunk boundary.
    AllStopped,
}

/// The facts the chart's title and caption state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Facts {
    pub verdict: Verdict,
    pub rows: usize,
    /// Rows whose job was stopped (not finished).
    pub stopped: usize,
    /// The largest cancel latency over the stopped rows, ms (0 when none stopped).
    pub max_latency_ms: u64,
    /// The source recorded as the reason in the all-at-once row, and how many later
    /// raises it ignored.
    pub first: Option<(CancelSource, u64)>,
    pub killed: bool,
    pub overrun: bool,
    /// Every row's resumed run finished with the full accumulator.
    pub all_exact: bool,
}

/// The facts of `rows`.
pub fn facts(p: &Params, rows: &[Row]) -> Facts {
    let stopped: Vec<&Row> = rows.iter().filter(|r| r.ended != "done").collect();
    let killed = rows.iter().any(|r| r.ended == "killed");
    let overrun_row = rows.iter().find(|r| r.lease_overrun == Some(true));
    let overrun_ms = match (overrun_row, p.cancel.lease_expires_at_ms) {
        (Some(r), Some(e)) => Some(r.stopped_ms.saturating_sub(e)),
        _ => None,
    };
    Facts {
        verdict: Verdict::of(killed, overrun_ms, stopped.len(), rows.len()),
        rows: rows.len(),
        stopped: stopped.len(),
        max_latency_ms: stopped.iter().map(|r| r.latency_ms).max().unwrap_or(0),
        first: rows.iter().find(|r| r.armed == Armed::All).and_then(|r| r.reason.map(|w| (w, r.ignored_raises))),
        killed,
        overrun: overrun_row.is_some(),
        all_exact: rows.iter().all(|r| r.resumed_exact),
    }
}

impl Verdict {
    /// From whether the drain deadline killed a job, how long a job overran its lease,
    /// and how many of the rows were stopped.
    pub fn of(killed: bool, overrun_ms: Option<u64>, stopped: usize, rows: usize) -> Self {
        if killed || overrun_ms.is_some() {
            Verdict::Late { killed, overrun_ms }
        } else if stopped == 0 {
            Verdict::NoneStopped
        } else if stopped < rows {
            Verdict::SomeStopped { stopped }
        } else {
            Verdict::AllStopped
        }
    }

    /// What came late (`cancel-sources-late`'s `$late`), and how long the job ran past its
    /// lease (0 when it did not); `None` when nothing came late.
    pub fn late(self) -> Option<(Late, u64)> {
        match self {
            Verdict::Late { killed: true, overrun_ms: Some(ms) } => Some((Late::Both, ms)),
            Verdict::Late { killed: true, overrun_ms: None } => Some((Late::Killed, 0)),
            Verdict::Late { overrun_ms, .. } => Some((Late::Overrun, overrun_ms.unwrap_or(0))),
            _ => None,
        }
    }
}

impl Regime for Verdict {
    const KEYS: &'static [&'static str] = &["late", "none", "some", "all"];
    fn key(self) -> &'static str {
        match self {
            Verdict::Late { .. } => "late",
            Verdict::NoneStopped => "none",
            Verdict::SomeStopped { .. } => "some",
            Verdict::AllStopped => "all",
        }
    }
}

crate::regime! {
    /// What came too late when cancelling did: the drain deadline's kill, the lease's
    /// overrun, or both.
    pub enum Late { Both = "both", Killed = "killed", Overrun = "overrun" }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_verdict_from_kills_overruns_and_stopped_rows() {
        assert_eq!(Verdict::of(false, None, 0, 3), Verdict::NoneStopped);
        assert_eq!(Verdict::of(false, None, 1, 3), Verdict::SomeStopped { stopped: 1 });
        assert_eq!(Verdict::of(false, None, 3, 3), Verdict::AllStopped);
        assert_eq!(Verdict::of(false, None, 1, 1).key(), "all");
        let both = Verdict::of(true, Some(0), 3, 3);
        assert_eq!((both.key(), both.late()), ("late", Some((Late::Both, 0))));
        assert_eq!(Verdict::of(true, None, 0, 3).late(), Some((Late::Killed, 0)));
        assert_eq!(Verdict::of(false, Some(250), 2, 3).late(), Some((Late::Overrun, 250)));
        assert_eq!(Verdict::of(false, None, 2, 3).late(), None);
    }
}
