//! The lease family (000-lease-lock, 000-lease-faults, 000-overlap-sources): the holder the
//! store records, its expiry and fencing token, every instance that believes it holds the
//! lease (two during a GC pause), the runs in progress and their peak overlap, and the
//! stale writes accepted or rejected by fencing.

use std::collections::BTreeSet;

use serde_json::{Value, json};

use super::{Reducer, Row};

#[derive(Default)]
pub struct Lease {
    holder: Option<String>,
    token: u64,
    expires_at_ms: Option<u64>,
    /// Instances that acquired the lease and have not let go of it.
    believers: BTreeSet<String>,
    believers_max: usize,
    /// Runs in progress, by instance (one instance may overlap itself).
    running: Vec<String>,
    running_max: usize,
    paused: BTreeSet<String>,
    crashed: BTreeSet<String>,
    runs: u64,
    skipped: u64,
    stale_accepted: Vec<String>,
    stale_rejected: Vec<String>,
}

impl Lease {
    fn finish(&mut self, who: &str) {
        if let Some(i) = self.running.iter().position(|r| r == who) {
            self.running.remove(i);
        }
    }
}

impl Reducer for Lease {
    fn apply(&mut self, r: &Row<'_>) {
        let who = r.who.to_string();
        match r.event {
            "LeaseAcquired" => {
                self.holder = Some(who.clone());
                self.token = r.num("token").unwrap_or(self.token);
                self.expires_at_ms = None;
                self.believers.insert(who);
                self.believers_max = self.believers_max.max(self.believers.len());
            }
            "LeaseReleased" => {
                if r.field("deleted") == Some("true") {
                    self.holder = None;
                    self.expires_at_ms = None;
                }
                self.believers.remove(&who);
            }
            "LeaseExpired" => {
                self.holder = None;
                self.expires_at_ms = None;
            }
            "RunSkipped" => self.skipped += 1,
            "RunStarted" => {
                self.runs += 1;
                self.running.push(who);
                self.running_max = self.running_max.max(self.running.len());
            }
            "RunFinished" | "RunFailed" => self.finish(&who),
            "InstanceCrashed" => {
                self.crashed.insert(who.clone());
                self.running.retain(|r| *r != who);
                self.believers.remove(&who);
            }
            "PauseStarted" => {
                self.paused.insert(who);
            }
            "PauseEnded" => {
                self.paused.remove(&who);
            }
            "StaleWriteAccepted" => self.stale_accepted.push(r.field("writer").unwrap_or("?").to_string()),
            "StaleWriteRejected" => self.stale_rejected.push(r.field("writer").unwrap_or("?").to_string()),
            _ => {}
        }
        // A skipped run reads the holder's expiry from the store.
        if let (Some(h), Some(e)) = (r.field("holder"), r.num("expires_at_ms"))
            && self.holder.as_deref() == Some(h)
        {
            self.expires_at_ms = Some(e);
        }
    }

    fn state(&self, _now_ms: u64) -> Value {
        json!({
            "holder": self.holder,
            "token": self.token,
            "expires_at_ms": self.expires_at_ms,
            "believe_they_hold": self.believers,
            "believe_they_hold_max": self.believers_max,
            "running": self.running,
            "running_max": self.running_max,
            "paused": self.paused,
            "crashed": self.crashed,
            "runs": self.runs,
            "skipped": self.skipped,
            "stale_writes_accepted": self.stale_accepted,
            "stale_writes_rejected": self.stale_rejected,
        })
    }
}
