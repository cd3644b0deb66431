//! Crash accounting: how many times each chunk was processed and its result rows
//! committed, and how much work was redone after the client had been told it was done.

use crate::long_job::chunk_count;

/// What was processed, committed and reported, chunk by chunk.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ledger {
    total: u64,
    chunk: u64,
    /// Result-row commits per chunk index (only for pipelines that write rows).
    pub row_commits: Vec<u32>,
    /// How many times each chunk was processed (in memory), per chunk index.
    pub processed_times: Vec<u32>,
    /// Records processed again after a report had already told the client they were done.
    pub double_reported_records: u64,
    /// The most records a report has shown the client.
    client_max_reported: u64,
}

impl Ledger {
    pub(super) fn new(total: u64, chunk: u64, writes_rows: bool) -> Ledger {
        let chunks = chunk_count(total, chunk) as usize;
        Ledger {
            total,
            chunk,
            row_commits: if writes_rows { vec![0; chunks] } else { Vec::new() },
            processed_times: vec![0; chunks],
            double_reported_records: 0,
            client_max_reported: 0,
        }
    }

    /// Chunk `index`'s records `start..start + len` were processed in memory.
    pub(super) fn chunk_processed(&mut self, index: usize, start: u64, len: u64) {
        self.processed_times[index] += 1;
        let overlap = (start + len).min(self.client_max_reported).saturating_sub(start);
        self.double_reported_records += overlap;
    }

    /// Chunk `index`'s result rows were committed.
    pub(super) fn rows_committed(&mut self, index: usize) {
        self.row_commits[index] += 1;
    }

    /// A report told the client `processed` records are done.
    pub(super) fn reported(&mut self, processed: u64) {
        self.client_max_reported = self.client_max_reported.max(processed);
    }

    /// Records of the chunk with this index.
    pub fn chunk_records(&self, index: usize) -> u64 {
        let start = index as u64 * self.chunk;
        self.chunk.min(self.total - start)
    }

    /// Records whose result rows were committed more than once.
    pub fn duplicate_row_records(&self) -> u64 {
        self.row_commits.iter().enumerate().map(|(i, &n)| u64::from(n.saturating_sub(1)) * self.chunk_records(i)).sum()
    }

    /// Records that have no result row although the job is done.
    pub fn lost_row_records(&self) -> u64 {
        self.row_commits.iter().enumerate().filter(|&(_, &n)| n == 0).map(|(i, _)| self.chunk_records(i)).sum()
    }

    /// Records processed more than once (in-memory work lost to a crash and redone).
    pub fn reworked_records(&self) -> u64 {
        self.processed_times
            .iter()
            .enumerate()
            .map(|(i, &n)| u64::from(n.saturating_sub(1)) * self.chunk_records(i))
            .sum()
    }
}
