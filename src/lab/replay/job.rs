//! The chunked job (001-long-job, 001-cancel-sources): progress, the chunks processed, the
//! cancel signals and how the job ended.

use serde_json::{Value, json};

use super::{Reducer, Row};

#[derive(Default)]
pub struct Job {
    runs: u64,
    processed: u64,
    percent: u64,
    chunks: u64,
    stored_status: Option<String>,
    cancels: Vec<String>,
    sigterm: bool,
    lease_expired: bool,
    /// `completed`, or `cancelled` and the source that cancelled it.
    outcome: Option<Vec<String>>,
    cancelled: u64,
}

impl Reducer for Job {
    fn apply(&mut self, r: &Row<'_>) {
        match r.event {
            "RunStarted" => {
                self.runs += 1;
                self.processed = r.num("processed").unwrap_or(self.processed);
                self.outcome = None;
            }
            "ChunkProcessed" => {
                self.chunks += 1;
                self.processed = r.num("start").unwrap_or(0) + r.num("records").unwrap_or(0);
            }
            "ProgressReported" => self.percent = r.num("percent").unwrap_or(self.percent),
            "StateWritten" => self.stored_status = r.field("status").map(str::to_string),
            "CancelRequested" => self.cancels.push(r.field("source").unwrap_or("?").to_string()),
            "SigtermReceived" => self.sigterm = true,
            "LeaseExpired" => self.lease_expired = true,
            "JobCancelled" => {
                self.cancelled += 1;
                self.outcome = Some(vec!["cancelled".into(), r.field("source").unwrap_or("?").into()]);
            }
            "JobCompleted" => self.outcome = Some(vec!["completed".into()]),
            _ => {}
        }
    }

    fn state(&self, _now_ms: u64) -> Value {
        json!({
            "runs": self.runs,
            "processed": self.processed,
            "percent": self.percent,
            "chunks": self.chunks,
            "stored_status": self.stored_status,
            "cancel_signals": self.cancels,
            "sigterm": self.sigterm,
            "lease_expired": self.lease_expired,
            "outcome": self.outcome,
            "cancelled": self.cancelled,
        })
    }
}
