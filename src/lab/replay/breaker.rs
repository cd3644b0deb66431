//! The circuit breaker (004-circuit-breaker): its state (closed, open until a time,
//! half-open once that time has passed), the probes that test the dependency, the polls
//! refused while open, and the calls.

use serde_json::{Value, json};

use super::{Reducer, Row};

#[derive(Default)]
pub struct Breaker {
    open_until_ms: Option<u64>,
    /// Whether the first call after the open period (the probe) has been made.
    probed: bool,
    opened: u64,
    closed: u64,
    probes: u64,
    refused_polls: u64,
    processed: u64,
    failed_calls: u64,
    dead_letters: u64,
}

impl Reducer for Breaker {
    fn apply(&mut self, r: &Row<'_>) {
        let call = matches!(r.event, "MessageProcessed" | "CallFailed");
        if let (true, Some(until)) = (call, self.open_until_ms)
            && r.time_ms >= until
            && !self.probed
        {
            self.probes += 1;
            self.probed = true;
        }
        match r.event {
            "BreakerOpened" => {
                self.opened += 1;
                self.open_until_ms = r.num("until_ms");
                self.probed = false;
            }
            "BreakerClosed" => {
                self.closed += 1;
                self.open_until_ms = None;
            }
            "PollRefused" => self.refused_polls += 1,
            "MessageProcessed" => self.processed += 1,
            "CallFailed" => self.failed_calls += 1,
            "MessageDeadLettered" => self.dead_letters += 1,
            _ => {}
        }
    }

    fn state(&self, now_ms: u64) -> Value {
        let state = match self.open_until_ms {
            None => "closed",
            Some(until) if now_ms < until => "open",
            Some(_) => "half-open",
        };
        json!({
            "breaker": state,
            "open_until_ms": self.open_until_ms,
            "opened": self.opened,
            "closed": self.closed,
            "probes": self.probes,
            "refused_polls": self.refused_polls,
            "processed": self.processed,
            "failed_calls": self.failed_calls,
            "dead_letters": self.dead_letters,
        })
    }
}
