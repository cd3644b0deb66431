//! The worker pool (005-worker-pool): the queue length and each worker's job.

use std::collections::BTreeMap;

use serde_json::{Value, json};

use super::{Reducer, Row};

#[derive(Default)]
pub struct Pool {
    arrived: u64,
    started: u64,
    finished: u64,
    /// Worker number → the message it serves.
    serving: BTreeMap<u64, u64>,
    queue_max: u64,
}

impl Reducer for Pool {
    fn apply(&mut self, r: &Row<'_>) {
        let worker = r.who.strip_prefix("worker/").and_then(|n| n.parse().ok());
        match (r.event, worker, r.num("id")) {
            ("MessageArrived", _, _) => self.arrived += 1,
            ("ServiceStarted", Some(w), Some(id)) => {
                self.started += 1;
                self.serving.insert(w, id);
            }
            ("ServiceFinished", Some(w), _) => {
                self.finished += 1;
                self.serving.remove(&w);
            }
            _ => {}
        }
        self.queue_max = self.queue_max.max(self.arrived - self.started.min(self.arrived));
    }

    fn state(&self, _now_ms: u64) -> Value {
        json!({
            "queue_length": self.arrived - self.started.min(self.arrived),
            "queue_length_max": self.queue_max,
            "workers": self.serving.iter().map(|(w, id)| (format!("worker/{w}"), json!(id))).collect::<serde_json::Map<_, _>>(),
            "arrived": self.arrived,
            "finished": self.finished,
        })
    }
}
