//! The retry wave (004-jitter-wave): retries waiting to fire, retries reaching the
//! dependency in the last second, and the ones it rejected.

use serde_json::{Value, json};

use super::{Reducer, Row};

#[derive(Default)]
pub struct Wave {
    /// When each scheduled retry fires.
    due_ms: Vec<u64>,
    /// When each retry reached the dependency (and was rejected).
    rejected_ms: Vec<u64>,
    failures: u64,
    scheduled: u64,
}

impl Reducer for Wave {
    fn apply(&mut self, r: &Row<'_>) {
        match r.event {
            "ConsumerFailed" => self.failures += 1,
            "RetryScheduled" => {
                self.scheduled += 1;
                self.due_ms.push(r.time_ms + r.num("wait_ms").unwrap_or(0));
            }
            "RetryRejected" => self.rejected_ms.push(r.time_ms),
            _ => {}
        }
    }

    fn state(&self, now_ms: u64) -> Value {
        let window = now_ms.saturating_sub(999)..=now_ms;
        json!({
            "retries_waiting": self.due_ms.iter().filter(|&&d| d > now_ms).count(),
            "retries_in_last_second": self.rejected_ms.iter().filter(|t| window.contains(t)).count(),
            "retries_scheduled": self.scheduled,
            "retries_rejected": self.rejected_ms.len(),
            "first_failures": self.failures,
        })
    }
}
