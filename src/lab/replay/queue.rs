//! The queue family (004-poison-counter, 004-validation, 004-visibility-backoff): which
//! consumer holds which message and how often it was received, the crashes and restarts,
//! the dead letters and, once the supervisor gives up, the messages stuck in the queue.

use std::collections::BTreeMap;

use serde_json::{Value, json};

use super::{Reducer, Row};

#[derive(Default)]
pub struct Queue {
    /// Who holds which message: holder → message id.
    holding: BTreeMap<String, u64>,
    receives: BTreeMap<u64, u64>,
    starts: u64,
    crashes: u64,
    processed: u64,
    failed_calls: u64,
    dead_letters: Vec<u64>,
    pending: Option<u64>,
    stopped: bool,
}

impl Queue {
    fn release(&mut self, id: Option<u64>) {
        if let Some(id) = id {
            self.holding.retain(|_, held| *held != id);
        }
    }
}

impl Reducer for Queue {
    fn apply(&mut self, r: &Row<'_>) {
        let id = r.num("id");
        match r.event {
            "ConsumerStarted" => {
                self.starts = r.num("start").unwrap_or(self.starts + 1);
                self.pending = r.num("pending").or(self.pending);
            }
            // The queue hands the message to the (one) consumer, or a consumer takes it.
            "MessageDelivered" | "MessageReceived" => {
                if let Some(id) = id {
                    let holder = if r.who.starts_with("consumer") { r.who } else { "consumer" };
                    self.holding.insert(holder.to_string(), id);
                    *self.receives.entry(id).or_default() += 1;
                }
            }
            "ConsumerCrashed" => {
                self.crashes += 1;
                self.release(id);
            }
            "MessageProcessed" => {
                self.processed += 1;
                self.release(id);
            }
            "CallFailed" => {
                self.failed_calls += 1;
                self.release(id);
            }
            "MessageDeadLettered" => {
                self.dead_letters.extend(id);
                self.release(id);
            }
            "StartLimitReached" => self.stopped = true,
            _ => {}
        }
    }

    fn state(&self, _now_ms: u64) -> Value {
        let holding: serde_json::Map<String, Value> = self
            .holding
            .iter()
            .map(|(who, id)| (who.clone(), json!({"id": id, "receives": self.receives.get(id).copied().unwrap_or(0)})))
            .collect();
        json!({
            "holding": holding,
            "receives": self.receives.iter().map(|(id, n)| (id.to_string(), json!(n))).collect::<serde_json::Map<_, _>>(),
            "starts": self.starts,
            "crashes": self.crashes,
            "processed": self.processed,
            "failed_calls": self.failed_calls,
            "dead_letters": self.dead_letters,
            "stuck": if self.stopped { self.pending } else { None },
        })
    }
}
