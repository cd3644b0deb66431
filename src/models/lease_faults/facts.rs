//! What the holder chart states, decided from the outcome alone (no words here): when B
//! first runs after A's failed run and after A's crash, whether the failed run's `finally`
//! deleted the lease, and where A's crash fell. The catalog (`locales/*/000.ftl`,
//! `lease-faults-holder-*`) words each regime.

use super::simulate::CaseRun;
use crate::models::kit::fleet::RunEnd;

/// When B first ran in the failed-run case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AfterFailure {
    /// At `b_ms`, at or after A's failed run ended (A's `finally` had run).
    Released { b_ms: u64 },
    /// At `b_ms`, while A's run was still going (A's lease ran out under it); A failed
    /// at `a_end_ms`.
    WhileRan { b_ms: u64, a_end_ms: u64 },
    /// B never ran.
    Never,
}

/// When B first ran in the crash case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AfterCrash {
    /// At `b_ms`, after A crashed (or after A went down before it ran): the lease expired.
    Expired { b_ms: u64 },
    /// At `b_ms`, while A's run was still going (its lease ran out before the crash).
    WhileRan { b_ms: u64 },
    /// At `b_ms`, after A's run had ended normally, before the crash.
    Released { b_ms: u64 },
    /// B never ran.
    Never,
}

/// Where A's crash fell against its run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CrashEnd {
    /// The crash ended A's run.
    During,
    /// A's run had ended (and released) before the crash.
    AfterRun,
    /// A went down before it ran.
    BeforeRun,
}

/// The facts of the holder chart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Holder {
    pub fail: AfterFailure,
    pub crash: AfterCrash,
    /// Whether the failed run's `finally` deleted the lease (false: the row was B's).
    pub deleted: bool,
    pub crash_end: CrashEnd,
}

/// The facts of the failed-run case `fails` and the crash case `crash`.
pub fn holder(fails: &CaseRun, crash: &CaseRun) -> Holder {
    let a_failed = fails.fleet.runs.iter().find(|r| r.inst == 0);
    let fail = match (fails.fleet.first_start_ms(1), a_failed) {
        (None, _) => AfterFailure::Never,
        (Some(b_ms), Some(a)) if b_ms < a.end_ms => AfterFailure::WhileRan { b_ms, a_end_ms: a.end_ms },
        (Some(b_ms), _) => AfterFailure::Released { b_ms },
    };
    let deleted = fails.fleet.releases.iter().find(|r| r.inst == 0).is_some_and(|r| r.deleted);
    let a_run = crash.fleet.runs.iter().find(|r| r.inst == 0);
    let crash_end = match a_run {
        Some(r) if r.end == RunEnd::Crashed => CrashEnd::During,
        Some(_) => CrashEnd::AfterRun,
        None => CrashEnd::BeforeRun,
    };
    let crash = match (crash.fleet.first_start_ms(1), a_run) {
        (None, _) => AfterCrash::Never,
        (Some(b_ms), Some(a)) if b_ms < a.end_ms => AfterCrash::WhileRan { b_ms },
        (Some(b_ms), Some(a)) if a.end != RunEnd::Crashed => AfterCrash::Released { b_ms },
        (Some(b_ms), _) => AfterCrash::Expired { b_ms },
    };
    Holder { fail, crash, deleted, crash_end }
}

impl AfterFailure {
    /// The catalog's selector value.
    pub fn regime(self) -> &'static str {
        match self {
            AfterFailure::Released { .. } => "released",
            AfterFailure::WhileRan { .. } => "while",
            AfterFailure::Never => "never",
        }
    }

    /// When B first ran.
    pub fn b_ms(self) -> Option<u64> {
        match self {
            AfterFailure::Released { b_ms } | AfterFailure::WhileRan { b_ms, .. } => Some(b_ms),
            AfterFailure::Never => None,
        }
    }
}

impl AfterCrash {
    /// The catalog's selector value.
    pub fn regime(self) -> &'static str {
        match self {
            AfterCrash::Expired { .. } => "expired",
            AfterCrash::WhileRan { .. } => "while",
            AfterCrash::Released { .. } => "released",
            AfterCrash::Never => "never",
        }
    }

    /// When B first ran.
    pub fn b_ms(self) -> Option<u64> {
        match self {
            AfterCrash::Expired { b_ms } | AfterCrash::WhileRan { b_ms } | AfterCrash::Released { b_ms } => Some(b_ms),
            AfterCrash::Never => None,
        }
    }
}

impl CrashEnd {
    /// The catalog's selector value.
    pub fn regime(self) -> &'static str {
        match self {
            CrashEnd::During => "during",
            CrashEnd::AfterRun => "after-run",
            CrashEnd::BeforeRun => "before-run",
        }
    }
}
