//! The outcome and calls charts' titles: what the guards save and cost against the
//! unguarded row, who loses most and recovers last, and the load in the outage.

use super::super::Params;
use super::super::simulate::GuardRun;
use super::super::spec::{BreakerKind, BudgetKind};
use super::{Recovery, name, recovery};
use crate::report::Spoken;
use crate::report::words::Words;

crate::statement! {
    /// A span of counts: `2–26`, or one number when its ends agree.
    pub(super) struct Span = "outage-guards-span" { claim select same: bool, claim count lo: u64, claim count hi: u64 }
}

impl Span {
    /// The least and the most of `values` (zero for none).
    pub(super) fn of(values: impl Iterator<Item = u64>) -> Span {
        let v: Vec<u64> = values.collect();
        let (lo, hi) = (v.iter().copied().min().unwrap_or(0), v.iter().copied().max().unwrap_or(0));
        Span { same: lo == hi, lo, hi }
    }
}

crate::regime! {
    /// Which guards the title names: budgets alone, or breakers.
    pub(crate) enum Guards { Budgets = "budgets", Breakers = "breakers" }
}

impl Guards {
    fn of(breakers: &[BreakerKind]) -> Self {
        if breakers.iter().all(|b| *b == BreakerKind::None) { Guards::Budgets } else { Guards::Breakers }
    }
}

crate::regime! {
    /// What the guards do against the unguarded row in the title: retries reaching the
    /// outage and messages failed.
    pub(crate) enum GuardsTitle {
        Only = "only",
        NoneReach = "none-reach",
        NoneFail = "none-fail",
        NoChange = "no-change",
        MoreFail = "more-fail",
        FewerFail = "fewer-fail",
        SameFail = "same-fail",
        NoBare = "no-bare",
    }
}

impl GuardsTitle {
    /// Each row is `(retries during the outage, messages dead-lettered)`: `bare` the
    /// unguarded row's (if any), `guarded` the others'.
    fn of(bare: Option<(u64, u32)>, guarded: &[(u64, u32)]) -> Self {
        let fewest_failed = guarded.iter().map(|r| r.1).min().unwrap_or(0);
        let most_failed = guarded.iter().map(|r| r.1).max().unwrap_or(0);
        match bare {
            Some(_) if guarded.is_empty() => GuardsTitle::Only,
            // Nothing to save: even unguarded, no retry reaches the outage.
            Some(bare) if bare.0 == 0 => GuardsTitle::NoneReach,
            Some(_) if guarded.iter().all(|r| r.1 == 0) => GuardsTitle::NoneFail,
            // The guards change nothing: the same retries reach the outage, the same messages fail.
            Some(bare) if guarded.iter().all(|r| *r == bare) => GuardsTitle::NoChange,
            // No guard saves a message and one loses more: "but … instead of …".
            Some(bare) if fewest_failed >= bare.1 && most_failed > bare.1 => GuardsTitle::MoreFail,
            Some(bare) if fewest_failed < bare.1 => GuardsTitle::FewerFail,
            Some(_) => GuardsTitle::SameFail,
            None => GuardsTitle::NoBare,
        }
    }
}

crate::statement! {
    /// `With retry budgets` / `With breakers`.
    struct What = "outage-guards-what" { input select guards: Guards }
}
crate::statement! {
    /// What the guards save and cost against the unguarded row.
    struct Title = "outage-guards-title" {
        claim select regime: GuardsTitle,
        say what: What,
        say retries: Span,
        say failed: Span,
        claim count bare_retries: u64,
        claim count bare_failed: u64,
    }
}

/// The unguarded row, if the scenario runs one.
pub(super) fn bare(runs: &[GuardRun]) -> Option<&GuardRun> {
    runs.iter().find(|r| r.budget == BudgetKind::None && r.breaker == BreakerKind::None)
}

/// The takeaway: what the guards save and what they cost, against the unguarded row.
pub(super) fn title(p: &Params, runs: &[GuardRun], said: &mut Spoken, w: &'static Words) -> String {
    if p.backoffs.len() > 1 {
        return backoffs_title(p, runs, said, w);
    }
    let bare = bare(runs);
    let guarded: Vec<&GuardRun> = runs.iter().filter(|r| Some(*r) != bare).collect();
    let outcome = |r: &GuardRun| (r.run.retries_during_outage, r.run.dead_lettered);
    let regime = GuardsTitle::of(bare.map(outcome), &guarded.iter().map(|r| outcome(r)).collect::<Vec<_>>());
    // With nothing to compare, the span is over every row.
    let failed_of = if regime == GuardsTitle::NoneReach { runs.iter().collect() } else { guarded.clone() };
    said.say(&Title {
        regime,
        what: What { guards: Guards::of(&p.breakers) },
        retries: Span::of(guarded.iter().map(|r| r.run.retries_during_outage)),
        failed: Span::of(failed_of.iter().map(|r| u64::from(r.run.dead_lettered))),
        bare_retries: bare.map_or(0, |b| b.run.retries_during_outage),
        bare_failed: bare.map_or(0, |b| u64::from(b.run.dead_lettered)),
    })
}

/// The retry limit the backoffs title names (`gives_up` = yes when there is one): the
/// backoff's `max_retries`, only where the row gave some messages up.
fn stated_limit(max_retries: Option<u32>, given_up: u32) -> Option<u32> {
    max_retries.filter(|_| given_up > 0)
}

/// The budgets calls title's `more`: every budget dead-letters more messages than the
/// unguarded row (`bare`).
fn more_fail(bare: u64, budgets: impl IntoIterator<Item = u64>) -> bool {
    budgets.into_iter().min().is_some_and(|least| least > bare)
}

crate::statement! {
    /// Who recovers last, and when (`several rows` when the slowest are tied).
    struct RecoversLastIn = "outage-guards-recovers-last-in" {
        claim select alone: bool,
        input text name: String,
        claim shown recovery: Recovery,
    }
}
crate::statement! {
    /// The row that dead-letters the most, and whether its policy gave up.
    struct BackoffsTitle = "outage-guards-backoffs-title" {
        input text name: String,
        claim select gives_up: bool,
        input count limit: u32,
        claim count failed: u32,
    }
}
crate::statement! {
    /// No row dead-letters a message; who recovers last.
    struct BackoffsNone = "outage-guards-backoffs-title-none" { say recovery: RecoversLastIn }
}

/// The takeaway of a comparison of backoffs: who fails the most requests, who recovers last.
fn backoffs_title(p: &Params, runs: &[GuardRun], said: &mut Spoken, w: &'static Words) -> String {
    let slowest = runs.iter().max_by_key(|r| r.run.recovery_ms).expect("rows");
    let alone = runs.iter().filter(|r| r.run.recovery_ms == slowest.run.recovery_ms).count() == 1;
    // In the unit the caption and the calls chart give the recoveries in.
    let recovery =
        RecoversLastIn { alone, name: name(p, slowest, w), recovery: recovery(runs)(slowest.run.recovery_ms) };
    match runs.iter().filter(|r| r.run.dead_lettered > 0).max_by_key(|r| r.run.dead_lettered) {
        Some(worst) => {
            let limit = stated_limit(worst.backoff.and_then(|s| p.named.get(s).max_retries()), worst.run.given_up);
            said.say(&BackoffsTitle {
                name: name(p, worst, w),
                gives_up: limit.is_some(),
                limit: limit.unwrap_or(0),
                failed: worst.run.dead_lettered,
            })
        }
        None => said.say(&BackoffsNone { recovery }),
    }
}

/// The busiest second inside the outage.
pub(super) fn outage_peak(p: &Params, r: &GuardRun) -> u64 {
    let width_ms = r.run.calls_per_s.width_s() * 1000;
    let inside = |b: &&crate::models::kit::outage::Bin| {
        b.index * width_ms >= p.outage.outage_from_ms && (b.index + 1) * width_ms <= p.outage.outage_until_ms
    };
    r.run.calls_per_s.bins().iter().filter(inside).map(|b| b.peak).max().unwrap_or(0)
}

crate::statement! {
    /// Every row recovers at the same time.
    struct CallsSame = "outage-guards-calls-same" { claim shown recovery: Recovery }
}
crate::statement! {
    /// The backoff decides recovery: the fastest row that loses nothing against the slowest.
    struct CallsBackoff = "outage-guards-calls-backoff" {
        input text fast: String,
        claim shown fast_recovery: Recovery,
        input text slow: String,
        claim shown slow_recovery: Recovery,
    }
}
crate::regime! {
    /// Why the slowest breaker recovers last: it stays open longer than the outage, or
    /// only that it does.
    pub(crate) enum WhyKind { OpenLonger = "open-longer", Last = "last" }
}
crate::statement! {
    /// Why the slowest breaker recovers last.
    struct Why = "outage-guards-why" {
        claim select why: WhyKind,
        input text breaker: String,
        input ms lasts: u64,
        input ms open: u64,
    }
}
crate::statement! {
    /// The breakers' slowest and fastest recoveries.
    struct CallsBreakers = "outage-guards-calls-breakers" {
        say why: Why,
        claim shown slow_recovery: Recovery,
        input text fast: String,
        claim shown fast_recovery: Recovery,
    }
}
crate::statement! {
    /// An outage shorter than a step: its calls.
    struct CallsShort = "outage-guards-calls-short" { input ms lasts: u64, say calls: Span }
}
crate::statement! {
    /// The budgets cut the busiest second of the outage (and what it costs).
    struct CallsBudgets = "outage-guards-calls-budgets" {
        say peaks: Span,
        claim count bare_peak: u64,
        claim select more: bool,
        claim count bare_failed: u64,
        say failed: Span,
    }
}
crate::statement! {
    /// The busiest seconds of the outage.
    struct CallsPeak = "outage-guards-calls-peak" { say peaks: Span }
}

/// The calls chart's takeaway when backoffs are compared: who recovers first (among the
/// rows that lose nothing, giving up is not recovering) and last.
fn calls_backoffs(p: &Params, runs: &[GuardRun], said: &mut Spoken, w: &'static Words) -> String {
    let rec = recovery(runs);
    let slow = runs.iter().max_by_key(|r| r.run.recovery_ms).expect("rows");
    let kept = runs.iter().filter(|r| r.run.dead_lettered == 0).min_by_key(|r| r.run.recovery_ms);
    let fast = kept
        .filter(|k| k.run.recovery_ms < slow.run.recovery_ms)
        .or_else(|| runs.iter().min_by_key(|r| r.run.recovery_ms))
        .expect("rows");
    if fast.run.recovery_ms == slow.run.recovery_ms {
        return said.say(&CallsSame { recovery: rec(slow.run.recovery_ms) });
    }
    said.say(&CallsBackoff {
        fast: name(p, fast, w),
        fast_recovery: rec(fast.run.recovery_ms),
        slow: name(p, slow, w),
        slow_recovery: rec(slow.run.recovery_ms),
    })
}

/// The calls chart's takeaway: for breakers how long recovery takes, for budgets how much
/// load reaches the dependency during the outage.
pub(super) fn calls_title(p: &Params, runs: &[GuardRun], said: &mut Spoken, w: &'static Words) -> String {
    if p.backoffs.len() > 1 {
        return calls_backoffs(p, runs, said, w);
    }
    let rec = recovery(runs);
    let breakers: Vec<&GuardRun> = runs.iter().filter(|r| r.breaker != BreakerKind::None).collect();
    let slowest = breakers.iter().max_by_key(|r| r.run.recovery_ms);
    let fastest = breakers.iter().min_by_key(|r| r.run.recovery_ms);
    let lasts = p.outage.outage_until_ms - p.outage.outage_from_ms;
    if let (Some(slow), Some(fast)) = (slowest, fastest)
        && slow.run.recovery_ms > fast.run.recovery_ms
    {
        let open = p.settings.open_ms(slow.breaker);
        let why = if open > lasts { WhyKind::OpenLonger } else { WhyKind::Last };
        return said.say(&CallsBreakers {
            why: Why { why, breaker: name(p, slow, w), lasts, open },
            slow_recovery: rec(slow.run.recovery_ms),
            fast: name(p, fast, w),
            fast_recovery: rec(fast.run.recovery_ms),
        });
    }
    let budgets: Vec<&GuardRun> = runs.iter().filter(|r| r.budget != BudgetKind::None).collect();
    let most = budgets.iter().map(|r| outage_peak(p, r)).max().unwrap_or(0);
    // An outage shorter than one bin has no whole second inside it to count: its calls.
    let width_ms = runs.first().map_or(1000, |r| r.run.calls_per_s.width_s() * 1000);
    if lasts < width_ms {
        return said.say(&CallsShort { lasts, calls: Span::of(runs.iter().map(|r| r.run.calls_during_outage)) });
    }
    match bare(runs) {
        Some(bare) if !budgets.is_empty() && most < outage_peak(p, bare) => {
            // The trade-off beside the praise: fewer calls, more messages dead-lettered.
            let dead = |r: &&GuardRun| u64::from(r.run.dead_lettered);
            said.say(&CallsBudgets {
                peaks: Span::of(budgets.iter().map(|r| outage_peak(p, r))),
                bare_peak: outage_peak(p, bare),
                more: more_fail(dead(&bare), budgets.iter().map(dead)),
                bare_failed: dead(&bare),
                failed: Span::of(budgets.iter().map(dead)),
            })
        }
        _ => said.say(&CallsPeak { peaks: Span::of(runs.iter().map(|r| outage_peak(p, r))) }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::figure::Regime;

    #[test]
    fn guards_named() {
        assert_eq!(Guards::of(&[]), Guards::Budgets);
        assert_eq!(Guards::of(&[BreakerKind::None]), Guards::Budgets);
        assert_eq!(Guards::of(&[BreakerKind::None, BreakerKind::Polly]), Guards::Breakers);
        assert_eq!(Guards::of(&[BreakerKind::Consecutive]).key(), "breakers");
    }

    #[test]
    fn guards_title_regimes() {
        assert_eq!(GuardsTitle::of(Some((5, 2)), &[]), GuardsTitle::Only);
        assert_eq!(GuardsTitle::of(Some((0, 2)), &[(0, 2)]), GuardsTitle::NoneReach);
        assert_eq!(GuardsTitle::of(Some((5, 2)), &[(1, 0), (2, 0)]), GuardsTitle::NoneFail);
        assert_eq!(GuardsTitle::of(Some((5, 0)), &[(5, 0)]), GuardsTitle::NoneFail);
        assert_eq!(GuardsTitle::of(Some((5, 2)), &[(5, 2), (5, 2)]), GuardsTitle::NoChange);
        assert_eq!(GuardsTitle::of(Some((5, 2)), &[(3, 2), (1, 3)]), GuardsTitle::MoreFail);
        assert_eq!(GuardsTitle::of(Some((5, 2)), &[(3, 1), (1, 3)]), GuardsTitle::FewerFail);
        assert_eq!(GuardsTitle::of(Some((5, 2)), &[(3, 2), (1, 2)]), GuardsTitle::SameFail);
        assert_eq!(GuardsTitle::of(None, &[(3, 2)]), GuardsTitle::NoBare);
        assert_eq!(GuardsTitle::of(None, &[]), GuardsTitle::NoBare);
        assert_eq!(GuardsTitle::of(Some((1, 1)), &[(1, 1)]).key(), "no-change");
    }

    #[test]
    fn stated_limit_needs_a_give_up() {
        assert_eq!(stated_limit(Some(3), 1), Some(3));
        assert_eq!(stated_limit(Some(3), 0), None);
        assert_eq!(stated_limit(None, 4), None);
    }

    #[test]
    fn more_fail_needs_every_budget_over_bare() {
        assert!(more_fail(1, [2, 3]));
        assert!(!more_fail(1, [1, 3]));
        assert!(!more_fail(1, [0]));
        assert!(!more_fail(0, []));
        assert!(more_fail(0, [1]));
    }

    #[test]
    fn a_span_is_one_number_when_its_ends_agree() {
        assert_eq!(Span::of([3, 1, 2].into_iter()), Span { same: false, lo: 1, hi: 3 });
        assert_eq!(Span::of([2, 2].into_iter()), Span { same: true, lo: 2, hi: 2 });
        assert_eq!(Span::of(std::iter::empty()), Span { same: true, lo: 0, hi: 0 });
    }
}
