//! What a fleet run is given: the instances, the lock mode and the timings.

use crate::report::figure::Key;

/// How an instance gets the right to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LockMode {
    /// No lock: every trigger runs (`kilitsiz`).
    Unlocked,
    /// Atomic lease acquire (`kilitli`).
    Locked,
    /// Check-then-set in two store operations: shows the race.
    NonAtomic,
}

impl LockMode {
    pub const NAMES: [&'static str; 3] = ["unlocked", "locked", "non_atomic"];
    pub const ALL: [LockMode; 3] = [LockMode::Unlocked, LockMode::Locked, LockMode::NonAtomic];
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
    /// The concept (colour, Turkish name) of the mode in every chart: `kilitsiz`,
    /// `atomik kira`, `atomik olmayan`.
    pub fn key(self) -> Key {
        [Key("lock.none"), Key("lock.atomic"), Key("lock.racy")][self as usize]
    }
    /// The lesson's row label (`kip`); `atomiksiz` is jobsim's. English in the English
    /// edition.
    pub fn label(self, w: &crate::report::words::Words) -> String {
        match self {
            LockMode::Unlocked => crate::word!(w, "lock-label", mode = "unlocked"),
            LockMode::Locked => crate::word!(w, "lock-label", mode = "locked"),
            LockMode::NonAtomic => crate::word!(w, "lock-label", mode = "non_atomic"),
        }
    }
}

/// One instance of the application.
#[derive(Clone, Debug, PartialEq)]
pub struct InstanceSpec {
    pub name: String,
    /// When the instance comes up (0 = at the start).
    pub up_from_ms: u64,
    /// When it is shut down, if ever (a redeploy's old instance).
    pub up_until_ms: Option<u64>,
    /// Added to the engine's time to get this instance's clock.
    pub clock_skew_ms: i64,
    /// When its in-app scheduler fires (ascending, at or after `up_from_ms`).
    pub triggers_ms: Vec<u64>,
    /// After a skipped trigger, try again this much later (until one run happened).
    pub retry_ms: Option<u64>,
    pub crash_at_ms: Option<u64>,
    /// `(at_ms, pause_ms)`: a stop-the-world pause.
    pub pause: Option<(u64, u64)>,
    /// Its runs end in an error (an exception): no result is written, but the lease is
    /// still released (the lesson's `finally`).
    pub runs_fail: bool,
}

impl InstanceSpec {
    /// An instance that is up from the start and fires at `triggers_ms`.
    pub fn plain(name: &str, triggers_ms: Vec<u64>) -> Self {
        InstanceSpec {
            name: name.into(),
            up_from_ms: 0,
            up_until_ms: None,
            clock_skew_ms: 0,
            triggers_ms,
            retry_ms: None,
            crash_at_ms: None,
            runs_fail: false,
            pause: None,
        }
    }
}

/// Process names: A, B, … Z, then P27, P28, …
pub fn process_name(i: usize) -> String {
    if i < 26 { char::from(b'A' + i as u8).to_string() } else { format!("P{}", i + 1) }
}

/// The whole setup of one run.
#[derive(Clone, Debug, PartialEq)]
pub struct FleetSpec {
    pub instances: Vec<InstanceSpec>,
    pub mode: LockMode,
    pub lease_ms: u64,
    pub run_ms: u64,
    pub store_op_ms: u64,
    pub fencing: bool,
    /// No retry is scheduled after this instant.
    pub horizon_ms: u64,
}

impl FleetSpec {
    /// The most events a run of this fleet can handle (for budgets). Per instance: its
    /// start, stop, crash and pause (5), and per scheduler firing (a trigger, or a retry:
    /// each trigger starts at most one chain of retries, `retry_ms` apart up to the
    /// horizon) at most 4 of its own events (`TriggerFired`, `AcquireApplied` or
    /// `LeaseRead` + `LeaseWritten`, `RunFinished`), each of which a pause defers at most
    /// once.
    pub fn max_events(&self) -> u64 {
        let per_instance = |i: &InstanceSpec| {
            let triggers = i.triggers_ms.len() as u64;
            let retries = i.retry_ms.map_or(0, |r| triggers * (self.horizon_ms / r + 1));
            5 + 2 * 4 * (triggers + retries)
        };
        self.instances.iter().map(per_instance).sum()
    }
}
