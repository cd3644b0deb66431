//! What the holder chart states, decided from the outcome alone (no words here): when B
//! first runs after A's failed run and after A's crash, whether the failed run's `finally`
//! deleted the lease, and where A's crash fell. The catalog (`locales/*/000.ftl`,
//! `lease-faults-holder-*`) words each regime.

use super::simulate::CaseRun;
use crate::models::kit::fleet::RunEnd;
use crate::report::figure::Regime;

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
    let a_failed = fails.fleet.runs.iter().find(|r| r.inst == 0).map(|a| a.end_ms);
    let deleted = fails.fleet.releases.iter().find(|r| r.inst == 0).is_some_and(|r| r.deleted);
    let a_run = crash.fleet.runs.iter().find(|r| r.inst == 0).map(|a| (a.end_ms, a.end == RunEnd::Crashed));
    Holder {
        fail: AfterFailure::of(fails.fleet.first_start_ms(1), a_failed),
        crash: AfterCrash::of(crash.fleet.first_start_ms(1), a_run),
        deleted,
        crash_end: CrashEnd::of(a_run),
    }
}

impl AfterFailure {
    /// From B's first start and the end of A's failed run, compared exactly.
    pub fn of(b_ms: Option<u64>, a_end_ms: Option<u64>) -> Self {
        match (b_ms, a_end_ms) {
            (None, _) => AfterFailure::Never,
            (Some(b_ms), Some(a_end_ms)) if b_ms < a_end_ms => AfterFailure::WhileRan { b_ms, a_end_ms },
            (Some(b_ms), _) => AfterFailure::Released { b_ms },
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

impl Regime for AfterFailure {
    const KEYS: &'static [&'static str] = &["released", "while", "never"];
    fn key(self) -> &'static str {
        match self {
            AfterFailure::Released { .. } => "released",
            AfterFailure::WhileRan { .. } => "while",
            AfterFailure::Never => "never",
        }
    }
}

impl AfterCrash {
    /// From B's first start and A's run in the crash case (its end, and whether the crash
    /// ended it; `None`: A went down before it ran), compared exactly.
    pub fn of(b_ms: Option<u64>, a_run: Option<(u64, bool)>) -> Self {
        match (b_ms, a_run) {
            (None, _) => AfterCrash::Never,
            (Some(b_ms), Some((a_end_ms, _))) if b_ms < a_end_ms => AfterCrash::WhileRan { b_ms },
            (Some(b_ms), Some((_, false))) => AfterCrash::Released { b_ms },
            (Some(b_ms), _) => AfterCrash::Expired { b_ms },
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

impl Regime for AfterCrash {
    const KEYS: &'static [&'static str] = &["expired", "while", "released", "never"];
    fn key(self) -> &'static str {
        match self {
            AfterCrash::Expired { .. } => "expired",
            AfterCrash::WhileRan { .. } => "while",
            AfterCrash::Released { .. } => "released",
            AfterCrash::Never => "never",
        }
    }
}

impl CrashEnd {
    /// From A's run in the crash case (`None`: A went down before it ran).
    pub fn of(a_run: Option<(u64, bool)>) -> Self {
        match a_run {
            Some((_, true)) => CrashEnd::During,
            Some((_, false)) => CrashEnd::AfterRun,
            None => CrashEnd::BeforeRun,
        }
    }
}

impl Regime for CrashEnd {
    const KEYS: &'static [&'static str] = &["during", "after-run", "before-run"];
    fn key(self) -> &'static str {
        match self {
            CrashEnd::During => "during",
            CrashEnd::AfterRun => "after-run",
            CrashEnd::BeforeRun => "before-run",
        }
    }
}

crate::regime! {
    /// What became of a case's stale writes.
    pub enum Stale { Nothing = "none", Rejected = "rejected", Accepted = "accepted" }
}

impl Stale {
    /// From the stale writes the store accepted and rejected.
    pub fn of(accepted: u32, rejected: u32) -> Self {
        match (accepted, rejected) {
            (0, 0) => Stale::Nothing,
            (0, _) => Stale::Rejected,
            _ => Stale::Accepted,
        }
    }
}

crate::regime! {
    /// The GC pause against the lease, compared in milliseconds.
    pub enum Versus { Shorter = "shorter", Equal = "equal", Longer = "longer" }
}

impl Versus {
    pub fn of(pause_ms: u64, lease_ms: u64) -> Self {
        match pause_ms.cmp(&lease_ms) {
            std::cmp::Ordering::Less => Versus::Shorter,
            std::cmp::Ordering::Equal => Versus::Equal,
            std::cmp::Ordering::Greater => Versus::Longer,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn b_after_a_failed_run_is_told_by_exact_instants() {
        // The case: lease 2 s, retry 500 ms: B starts at 2.505 s, A fails at 3.005 s.
        assert_eq!(AfterFailure::of(Some(2505), Some(3005)), AfterFailure::WhileRan { b_ms: 2505, a_end_ms: 3005 });
        assert_eq!(AfterFailure::of(Some(3005), Some(3005)), AfterFailure::Released { b_ms: 3005 });
        assert_eq!(AfterFailure::of(Some(3006), Some(3005)).key(), "released");
        assert_eq!(AfterFailure::of(None, Some(3005)), AfterFailure::Never);
        assert_eq!(AfterFailure::of(Some(7), None).b_ms(), Some(7));
    }

    #[test]
    fn b_after_a_crash_and_where_the_crash_fell() {
        assert_eq!(AfterCrash::of(Some(10), Some((11, true))), AfterCrash::WhileRan { b_ms: 10 });
        assert_eq!(AfterCrash::of(Some(11), Some((11, true))), AfterCrash::Expired { b_ms: 11 });
        assert_eq!(AfterCrash::of(Some(11), Some((11, false))), AfterCrash::Released { b_ms: 11 });
        assert_eq!(AfterCrash::of(Some(0), None), AfterCrash::Expired { b_ms: 0 });
        assert_eq!(AfterCrash::of(None, None).key(), "never");
        assert_eq!(CrashEnd::of(Some((5, true))).key(), "during");
        assert_eq!(CrashEnd::of(Some((5, false))).key(), "after-run");
        assert_eq!(CrashEnd::of(None).key(), "before-run");
    }

    #[test]
    fn stale_writes_and_the_pause_against_the_lease() {
        assert_eq!(Stale::of(0, 0).key(), "none");
        assert_eq!(Stale::of(0, 1), Stale::Rejected);
        assert_eq!(Stale::of(1, 0), Stale::Accepted);
        assert_eq!(Stale::of(2, 3), Stale::Accepted);
        assert_eq!(Versus::of(999, 1000), Versus::Shorter);
        assert_eq!(Versus::of(1000, 1000), Versus::Equal);
        assert_eq!(Versus::of(1001, 1000).key(), "longer");
    }
}
