//! What lease-faults says: the cases' names, the lanes' labels (B's skewed clock, the
//! release in `finally`, the lease's expiry, B's skipped tries and its takeover), and each
//! chart's title and caption, each a declared statement.

use super::facts::{AfterCrash, AfterFailure, CrashEnd, Stale, Versus};
use super::simulate::Case;
use crate::report::figure::Regime;
use crate::report::lang::Lang;
use crate::report::statement::Shown;
use crate::report::units::exact_s;

impl Regime for Case {
    const KEYS: &'static [&'static str] =
        &["run_fails", "holder_crash", "gc_pause", "gc_pause_fenced", "clock_skew", "clock_skew_fenced"];
    fn key(self) -> &'static str {
        self.name()
    }
}

/// An instant as the time axis writes it, exact in seconds (`3,005 s`), or none (no
/// words); exact: its milliseconds, −1 for none.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct At(pub Option<u64>);

impl Shown for At {
    fn exact(&self) -> f64 {
        self.0.map_or(-1.0, |v| v as f64)
    }
    fn show(&self, lang: Lang) -> String {
        self.0.map(|v| exact_s(v, lang)).unwrap_or_default()
    }
}

crate::regime! {
    /// Which way B's clock is off.
    pub(crate) enum Dir { Ahead = "ahead", Behind = "behind" }
}

crate::statement! {
    /// A case's name in the table (ASCII, as the lesson's program prints).
    pub(crate) struct CaseLabel = "lease-faults-case" { input select case: Case }
}
crate::statement! {
    /// A case's name on a chart (its lanes' group).
    pub(crate) struct CaseChart = "lease-faults-case-chart" { input select case: Case }
}
crate::statement! {
    /// B's lane with its clock off (`B (saati +4 s)`).
    pub(crate) struct BSkewed = "lease-faults-b-skewed" { input text skew: String }
}
crate::statement! {
    /// The failed run's `finally` deleted the lease, at its end.
    pub(crate) struct Released = "lease-faults-released" { claim shown at: At }
}
crate::statement! {
    /// The failed run's `finally` could not delete the lease (B's by then), at its end.
    pub(crate) struct ReleaseRefused = "lease-faults-release-refused" { claim shown at: At }
}
crate::statement! {
    /// A's lease ran out while A still counted on it (`kira doldu, 5,005 s`).
    pub(crate) struct Expired = "lease-faults-expired" { input text event: &'static str, claim shown at: At }
}
crate::statement! {
    /// B's skipped tries (`n`: as written, no digit groups; `count`: the same, a number).
    pub(crate) struct TriesSkipped = "lease-faults-tries-skipped" { claim text n: String, claim count count: usize }
}
crate::statement! {
    /// B's takeover, and when B's clock is off what it read then (`own`).
    pub(crate) struct TookOver = "lease-faults-took-over" {
        claim shown at: At,
        input select skewed: bool,
        claim shown own: At,
    }
}
crate::statement! {
    /// What became of a case's stale writes (`fenced`: the second case of a title).
    pub(crate) struct StaleWord = "lease-faults-stale" { claim select stale: Stale, input select fenced: bool }
}
crate::statement! {
    /// The holder chart's title: when B first ran after A's failed run (`tx`) and after
    /// A's crash (`ty`), whether sooner after the failure, and when A failed (`ta`, when B
    /// took over while A still ran).
    pub(crate) struct HolderTitle = "lease-faults-holder-title" {
        claim select fail: AfterFailure,
        claim select crash: AfterCrash,
        claim select sooner: bool,
        claim shown tx: At,
        claim shown ty: At,
        claim shown ta: At,
    }
}
crate::statement! {
    /// The holder chart's caption: the lease, the run, B's retry, whether the failed run's
    /// `finally` deleted the lease and where A's crash fell.
    pub(crate) struct HolderCaption = "lease-faults-holder-caption" {
        input ms lease: u64,
        input ms run: u64,
        input ms retry: u64,
        claim select deleted: bool,
        claim select crash_end: CrashEnd,
        input ms crash_at: u64,
    }
}
crate::statement! {
    /// The GC chart's title: the pause against the lease, whether B took over, and then
    /// each case's stale writes.
    pub(crate) struct GcTitle = "lease-faults-gc-title" {
        claim select versus: Versus,
        input text pause: String,
        input text lease: String,
        claim select takeover: bool,
        say plain: Option<StaleWord>,
        say fenced: Option<StaleWord>,
    }
}
crate::statement! {
    /// The GC chart's caption: when the pause starts, its length, whether B took over.
    pub(crate) struct GcCaption = "lease-faults-gc-caption" { input ms at: u64, input ms pause: u64, claim select takeover: bool }
}
crate::statement! {
    /// The skew chart's title where B took the lease over while A ran, and each case's
    /// stale writes.
    pub(crate) struct SkewTakeover = "lease-faults-skew-title-takeover" {
        input ms skew: u64,
        input select dir: Dir,
        claim shown at: At,
        say plain: StaleWord,
        say fenced: StaleWord,
    }
}
crate::statement! {
    /// The skew chart's title where the lease did not change hands while A ran.
    pub(crate) struct SkewTitle = "lease-faults-skew-title" { input ms skew: u64, input select dir: Dir }
}
crate::statement! {
    /// The skew chart's caption: whether two holders ran at once.
    pub(crate) struct SkewCaption = "lease-faults-skew-caption" { input ms skew: u64, input select dir: Dir, claim select two: bool }
}
