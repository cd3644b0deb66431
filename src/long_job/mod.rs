//! Long-running jobs (lesson 001, `uzun-is.mjs`): a job split into chunks, a durable job
//! state keyed by job id, progress reports, cooperative cancellation from four sources
//! combined into one signal, and resumption from the stored state.
//!
//! ```text
//! run:  read state ─► ┌─ check signal ─► process chunk ─► write state ─► report ─► yield ─┐
//!                     └──────────────────────────────────────────────────────────────────┘
//!       signal raised ─► (seen only at the next check) ─► write `iptal` + where it stopped
//! ```
//!
//! This module is the pure part: the data (the lesson's 30,000 loans, `gun = i % 30`), the
//! state record and its store, the percent the lesson prints, the cancel signal and the
//! order of the steps after a chunk ([`Pipeline`]). [`runner`] drives a job process through
//! them on the engine ([`crate::sim`]); the models in `crate::models` (`long-job`,
//! `chunk-size`, `crash-points`, `yielding`, `cancel-sources`) build on the runner.
//!
//! **Where jobsim differs from the lesson's code.** The lesson adds a whole chunk to
//! `islenen` even when the last chunk is short (`islenen += PARCA`), so a chunk size that
//! does not divide the total reports more than 100% (30,000 in chunks of 7,000 prints
//! `%117 islenen=35000`); its accumulator is right because `LIMIT/OFFSET` returns only the
//! rows that exist. jobsim advances by the records actually read
//! ([`chunk_len`]): it prints `%100 islenen=30000` for that last chunk and the same
//! accumulator. For chunk sizes that divide the total the outputs are identical.

pub mod runner;

use std::collections::BTreeMap;

use crate::args;
use crate::js::math_round;
use crate::report::words::Words;
use crate::sim::Millis;

/// Most records one job may have.
pub const MAX_TOTAL: u64 = 10_000_000;
/// Most chunks one run may have (`ceil(total / chunk)`).
pub const MAX_CHUNKS: u64 = 1_000_000;

/// The lesson's loan table: record `i` (1-based `odunc_id`) has `gun = i % 30`.
///
/// # Example
/// ```
/// use jobsim::long_job::gun_sum;
/// assert_eq!(gun_sum(0, 30_000), 435_000);       // the lesson's final `birikim`
/// assert_eq!(gun_sum(0, 12_000), 174_000);       // and the one at the cancel
/// assert_eq!(gun_sum(3, 2), 4 + 5);             // records 4 and 5 (offset 3, count 2)
/// ```
pub fn gun_sum(offset: u64, count: u64) -> u64 {
    prefix_gun(offset + count) - prefix_gun(offset)
}

/// `Σ_{i=1..=n} i % 30` in closed form (a full cycle of 30 sums to 435).
fn prefix_gun(n: u64) -> u64 {
    let (q, r) = (n / 30, n % 30);
    q * 435 + r * (r + 1) / 2
}

/// The number of records the chunk starting at `processed` reads: the whole chunk, or
/// what is left (the lesson's `LIMIT ? OFFSET ?`). Never zero while work remains.
pub fn chunk_len(processed: u64, total: u64, chunk: u64) -> u64 {
    assert!(processed < total, "no chunk after the last record ({processed} >= {total})");
    assert!(chunk > 0, "a chunk of zero records never ends");
    chunk.min(total - processed)
}

/// The number of chunks of a run from scratch: `ceil(total / chunk)`.
pub fn chunk_count(total: u64, chunk: u64) -> u64 {
    total.div_ceil(chunk)
}

/// The percent the lesson prints: `Math.round((islenen / TOPLAM) * 100)` in doubles.
///
/// # Example
/// ```
/// use jobsim::long_job::percent;
/// assert_eq!(percent(12_000, 30_000), 40.0);
/// assert_eq!(percent(100, 30_000), 0.0);   // 0.333… rounds down
/// assert_eq!(percent(1_000, 12_345), 8.0); // 8.1
/// ```
pub fn percent(processed: u64, total: u64) -> f64 {
    math_round((processed as f64 / total as f64) * 100.0)
}

/// The `durum` column of `is_durumu`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// `calisiyor`: written after every chunk.
    Running,
    /// `bitti`: the loop ended with every record processed.
    Done,
    /// `iptal`: the signal was seen at a chunk boundary.
    Cancelled,
}

impl Status {
    /// The lesson's value of the `durum` column.
    pub fn label(self) -> &'static str {
        match self {
            Status::Running => "calisiyor",
            Status::Done => "bitti",
            Status::Cancelled => "iptal",
        }
    }

    /// Its name in CSV and JSON, the same in both editions (`running`, `done`,
    /// `cancelled`): the data's names are English, the lesson's value is the text's.
    pub fn id(self) -> &'static str {
        match self {
            Status::Running => "running",
            Status::Done => "done",
            Status::Cancelled => "cancelled",
        }
    }

    /// The CSV name of a lesson's value ([`Status::label`]), `yok` (no row yet) as `none`.
    ///
    /// ```
    /// use jobsim::long_job::Status;
    /// assert_eq!(Status::id_of_label("iptal"), "cancelled");
    /// assert_eq!(Status::id_of_label("yok"), "none");
    /// ```
    pub fn id_of_label(label: &str) -> &'static str {
        [Status::Running, Status::Done, Status::Cancelled]
            .into_iter()
            .find(|s| s.label() == label)
            .map_or("none", Status::id)
    }
}

/// One row of `is_durumu`: what survives the process.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JobState {
    pub status: Status,
    /// Records processed and committed (`islenen`).
    pub processed: u64,
    /// The sum of `gun` over the processed records (`birikim`).
    pub accumulator: u64,
    /// Why the job stopped, written with `iptal` (jobsim's addition to the lesson's row,
    /// so a cancellation records where it stopped *and* why).
    pub reason: Option<CancelSource>,
}

/// What a client sees when it asks for a job by id.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct JobView {
    pub status: Status,
    pub processed: u64,
    pub total: u64,
    /// As the lesson computes it (see [`percent`]).
    pub percent: f64,
    /// Why a cancelled job stopped.
    pub reason: Option<CancelSource>,
}

/// The durable job-state table, keyed by job id: it survives every crash. Each write is
/// counted and timestamped, so a run can be audited afterwards.
///
/// # Example
/// ```
/// use jobsim::long_job::{JobState, JobStore, Status};
/// use jobsim::sim::Millis;
/// let mut store = JobStore::default();
/// assert_eq!(store.resume_point("r"), (0, 0));
/// store.write(Millis(5), "r", JobState { status: Status::Running, processed: 3000, accumulator: 43_500, reason: None });
/// assert_eq!(store.resume_point("r"), (3000, 43_500));
/// assert_eq!(store.query("r", 30_000).unwrap().percent, 10.0);
/// assert!(store.query("other", 30_000).is_none());
/// ```
#[derive(Clone, Debug, Default, PartialEq)]
pub struct JobStore {
    rows: BTreeMap<String, JobState>,
    /// Every write in order: `(time, job id, new row)`.
    history: Vec<(Millis, String, JobState)>,
}

impl JobStore {
    /// `durumOku`: where a run starts, `(processed, accumulator)`; zero for a new job.
    pub fn resume_point(&self, job_id: &str) -> (u64, u64) {
        self.rows.get(job_id).map(|s| (s.processed, s.accumulator)).unwrap_or((0, 0))
    }

    /// The stored row, if the job ever wrote one.
    pub fn get(&self, job_id: &str) -> Option<JobState> {
        self.rows.get(job_id).copied()
    }

    /// `durumYaz`: an upsert of the whole row. Processed never goes backwards within one
    /// job (a resumed run starts from the stored value): asserted.
    pub fn write(&mut self, at: Millis, job_id: &str, state: JobState) {
        if let Some(old) = self.rows.get(job_id) {
            assert!(
                state.processed >= old.processed,
                "processed went backwards: {} -> {}",
                old.processed,
                state.processed
            );
        }
        self.rows.insert(job_id.to_string(), state);
        self.history.push((at, job_id.to_string(), state));
    }

    /// The job's state as a client querying by id sees it now.
    pub fn query(&self, job_id: &str, total: u64) -> Option<JobView> {
        self.get(job_id).map(|s| JobView {
            status: s.status,
            processed: s.processed,
            total,
            percent: percent(s.processed, total),
            reason: s.reason,
        })
    }

    /// Every write so far, in order.
    pub fn history(&self) -> &[(Millis, String, JobState)] {
        &self.history
    }

    /// Number of writes with the given status (e.g. the per-chunk `calisiyor` writes).
    pub fn writes_with(&self, status: Status) -> usize {
        self.history.iter().filter(|(_, _, s)| s.status == status).count()
    }
}

/// Who asked the job to stop. All four are combined into one signal
/// (`AbortSignal.any([...])`); the job only reads that signal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum CancelSource {
    /// The user pressed stop (at a progress threshold or at an instant).
    User,
    /// The run's deadline passed (`AbortSignal.timeout(ms)`).
    Timeout,
    /// The service received SIGTERM and is draining.
    Shutdown,
    /// The job's lease is about to expire and be taken over.
    LeaseExpiry,
}

impl CancelSource {
    pub const NAMES: [&'static str; 4] = ["user", "timeout", "shutdown", "lease_expiry"];
    pub const ALL: [CancelSource; 4] =
        [CancelSource::User, CancelSource::Timeout, CancelSource::Shutdown, CancelSource::LeaseExpiry];

    /// The snake_case name used in scenario files and CSV.
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }

    /// The error message the run's `catch` prints (ASCII, like the lesson's output).
    pub fn message(self) -> &'static str {
        match self {
            CancelSource::User => "kullanici iptal etti",
            CancelSource::Timeout => "sure siniri doldu",
            CancelSource::Shutdown => "servis kapaniyor (SIGTERM)",
            CancelSource::LeaseExpiry => "kira doluyor, is devredilecek",
        }
    }

    /// The label for text tables in the report's language (Turkish in ASCII, like the
    /// lesson's output).
    pub fn label(self, w: &'static Words) -> String {
        w.get("long-job-source-label", &args!(source = self.name()))
    }

    /// What happened, for chart annotations in the report's language (Turkish with
    /// diacritics): the error message of [`CancelSource::message`] as a slide writes it.
    pub fn chart_message(self, w: &'static Words) -> String {
        w.get("long-job-source-message", &args!(source = self.name()))
    }
}

/// The moment a source raised the signal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Raised {
    pub source: CancelSource,
    pub at: Millis,
    /// Records committed when it was raised.
    pub processed: u64,
}

/// One run's combined cancel signal: the first source to raise it wins, like
/// `AbortSignal.any`, whose `reason` is the first one's.
///
/// # Example
/// ```
/// use jobsim::long_job::{CancelSignal, CancelSource};
/// use jobsim::sim::Millis;
/// let mut s = CancelSignal::default();
/// assert!(s.raise(CancelSource::Timeout, Millis(10), 3000));
/// assert!(!s.raise(CancelSource::User, Millis(11), 3000)); // already aborted
/// assert_eq!(s.raised().unwrap().source, CancelSource::Timeout);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CancelSignal {
    raised: Option<Raised>,
}

impl CancelSignal {
    /// Raises the signal; returns false when it was already raised (the reason stays).
    pub fn raise(&mut self, source: CancelSource, at: Millis, processed: u64) -> bool {
        if self.raised.is_some() {
            return false;
        }
        self.raised = Some(Raised { source, at, processed });
        true
    }

    /// `signal.aborted` with its reason.
    pub fn raised(&self) -> Option<Raised> {
        self.raised
    }
}

/// Where a cancelled run stopped and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cancellation {
    pub raised: Raised,
    /// The chunk boundary where the job saw the signal.
    pub stopped_at: Millis,
    /// Records committed when it stopped (the stored `islenen`).
    pub processed: u64,
    pub accumulator: u64,
}

impl Cancellation {
    /// Virtual time from the raise to the stop.
    pub fn latency_ms(&self) -> u64 {
        self.stopped_at.since(self.raised.at)
    }

    /// Records committed after the raise: the work the job did before it saw the signal.
    pub fn latency_records(&self) -> u64 {
        self.processed - self.raised.processed
    }
}

/// One step a run takes after processing a chunk in memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// `durumYaz(…, "calisiyor", …)`: the state row.
    WriteState,
    /// The chunk's result rows, in their own commit.
    WriteRows,
    /// Result rows and state row in one transaction (one unit of work).
    CommitRowsAndState,
    /// `bildir(...)`: the progress report to the client (outside the store).
    Report,
}

/// The order of the steps after each chunk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pipeline {
    /// The lesson's order: write state, then report.
    StateThenReport,
    /// The reverse: report, then write state.
    ReportThenState,
    /// Result rows and progress in one unit of work, then report.
    Together,
    /// Result rows committed, then progress committed separately, then report.
    RowsThenState,
    /// Progress committed, then result rows committed separately, then report.
    StateThenRows,
}

impl Pipeline {
    pub const NAMES: [&'static str; 5] =
        ["state_then_report", "report_then_state", "together", "rows_then_state", "state_then_rows"];
    pub const ALL: [Pipeline; 5] = [
        Pipeline::StateThenReport,
        Pipeline::ReportThenState,
        Pipeline::Together,
        Pipeline::RowsThenState,
        Pipeline::StateThenRows,
    ];

    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }

    /// The label for text tables in the report's language (Turkish in ASCII).
    pub fn label(self, w: &'static Words) -> String {
        w.get("long-job-pipeline", &args!(pipeline = self.name()))
    }

    /// The steps, in order.
    pub fn steps(self) -> &'static [Step] {
        match self {
            Pipeline::StateThenReport => &[Step::WriteState, Step::Report],
            Pipeline::ReportThenState => &[Step::Report, Step::WriteState],
            Pipeline::Together => &[Step::CommitRowsAndState, Step::Report],
            Pipeline::RowsThenState => &[Step::WriteRows, Step::WriteState, Step::Report],
            Pipeline::StateThenRows => &[Step::WriteState, Step::WriteRows, Step::Report],
        }
    }

    /// Whether chunks write result rows.
    pub fn writes_rows(self) -> bool {
        self.steps().iter().any(|s| matches!(s, Step::WriteRows | Step::CommitRowsAndState))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gun_sum_matches_a_loop() {
        for (offset, count) in [(0, 0), (0, 1), (0, 29), (0, 30), (7, 100), (29, 31), (12_000, 3000)] {
            let expected: u64 = (offset + 1..=offset + count).map(|i| i % 30).sum();
            assert_eq!(gun_sum(offset, count), expected, "{offset} {count}");
        }
    }

    #[test]
    fn the_last_chunk_reads_only_what_is_left() {
        assert_eq!(chunk_len(28_000, 30_000, 7000), 2000);
        assert_eq!(chunk_len(0, 30_000, 7000), 7000);
        assert_eq!(chunk_count(30_000, 7000), 5);
    }

    #[test]
    fn every_pipeline_writes_state_exactly_once_per_chunk() {
        for p in Pipeline::ALL {
            let n = p.steps().iter().filter(|s| matches!(s, Step::WriteState | Step::CommitRowsAndState)).count();
            assert_eq!(n, 1, "{p:?}");
        }
    }
}
