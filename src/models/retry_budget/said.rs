//! What retry-budget says: the table's column titles, the limits chart's title (how long the
//! threshold alone lasts against both limits), caption (what the time limit alone never
//! stops, what stops each schedule with both) and bar labels, each a declared statement.

use super::simulate::Stop;
use crate::models::kit::schedules::Kind;
use crate::report::statement::Commas;

crate::regime! {
    /// What stopped some schedules' combined run, as one part of the caption's list.
    pub(crate) enum StopPart { Threshold = "threshold", Time = "time", GaveUp = "gave-up" }
}

impl StopPart {
    /// The caption's parts, in their order.
    pub(crate) const ALL: [StopPart; 3] = [StopPart::Threshold, StopPart::Time, StopPart::GaveUp];

    pub(crate) fn of(stop: Stop) -> Self {
        match stop {
            Stop::Threshold => StopPart::Threshold,
            Stop::TimeBudget => StopPart::Time,
            Stop::GaveUp => StopPart::GaveUp,
        }
    }
}

crate::regime! {
    /// Whether the count limit alone lets the slowest schedule run past what both limits
    /// together allow.
    pub(crate) enum BudgetTitle { Capped = "capped", Never = "never" }
}

impl BudgetTitle {
    /// `slowest_ms`: the slowest count-only run; `both_max_ms`: the longest combined run.
    pub(crate) fn of(slowest_ms: u64, both_max_ms: u64) -> Self {
        if slowest_ms > both_max_ms { BudgetTitle::Capped } else { BudgetTitle::Never }
    }
}

crate::regime! {
    /// A schedule's kind, as its name in charts reads it.
    pub(crate) enum Sched { Immediate = "immediate", Fixed = "fixed", Exponential = "exponential", Capped = "capped", Named = "named" }
}

impl Sched {
    pub(crate) fn of(kind: Kind) -> Self {
        match kind {
            Kind::Immediate => Sched::Immediate,
            Kind::Fixed => Sched::Fixed,
            Kind::Exponential => Sched::Exponential,
            Kind::Capped => Sched::Capped,
            Kind::Named(_) => Sched::Named,
        }
    }
}

crate::statement! {
    /// A schedule's name in charts, as in `backoff-schedules`: `anında`, `sabit 2 s`, …
    pub(crate) struct Name = "retry-budget-name" { input select kind: Sched, input text name: &'static str, input ms wait: u64 }
}
crate::statement! {
    /// The threshold column's title (`14 attempts: time`).
    pub(crate) struct ColumnThreshold = "retry-budget-column-threshold" { input text threshold: String }
}
crate::statement! {
    /// The time budget column's title (`5 min: attempts`).
    pub(crate) struct ColumnBudget = "retry-budget-column-budget" { input text budget: String }
}

crate::regime! {
    /// A bar series of the limits chart.
    pub(crate) enum SeriesKind { Count = "count", Time = "time", Both = "both" }
}
crate::statement! {
    /// A bar series' name: which limits it sets.
    pub(crate) struct SeriesName = "budget-series" {
        input select series: SeriesKind,
        input count threshold: u32,
        input ms budget: u64,
    }
}

pub(crate) use crate::report::statement::OnAxis;

crate::statement! {
    /// The threshold bar of a schedule that gave up at its own limit first (`9 min, gave up`).
    pub(crate) struct GaveUpLabel = "budget-gave-up-label" { claim shown value: OnAxis }
}
crate::statement! {
    /// The time limit bar's label: the retries that fit.
    pub(crate) struct TimeLabel = "budget-time-label" { claim count n: u32 }
}
crate::statement! {
    /// The both bar's label: what stopped it.
    pub(crate) struct StopLabel = "budget-stop" { claim select stop: StopPart }
}
crate::statement! {
    /// The title: how long the threshold alone can take, against both limits.
    pub(crate) struct Title = "budget-title" {
        claim select regime: BudgetTitle,
        input count threshold: u32,
        claim ms slowest: u64,
        input ms budget: u64,
        claim ms both_max: u64,
    }
}
crate::statement! {
    /// The schedules the time limit alone never stops.
    pub(crate) struct CaptionEndless = "budget-caption-endless" { say names: Vec<Name> }
}
crate::statement! {
    /// The schedules one limit stops when both are set.
    pub(crate) struct StopsPart = "budget-stops-part" { claim select stop: StopPart, say names: Vec<Name> }
}
crate::statement! {
    /// The schedules that give up at their own limit before the threshold.
    pub(crate) struct CaptionOwn = "budget-caption-own" { input count threshold: u32, say names: Vec<Name> }
}
crate::statement! {
    /// What stops each schedule with both limits.
    pub(crate) struct CaptionStops = "budget-caption-stops" { say stops: Commas<StopsPart> }
}
crate::statement! {
    /// The time limit alone stops every schedule as both do: its bars are left out.
    pub(crate) struct CaptionSame = "budget-caption-same" { input ms budget: u64 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::figure::Regime;

    #[test]
    fn stop_parts() {
        assert_eq!(StopPart::of(Stop::Threshold), StopPart::Threshold);
        assert_eq!(StopPart::of(Stop::TimeBudget), StopPart::Time);
        assert_eq!(StopPart::of(Stop::GaveUp), StopPart::GaveUp);
        assert_eq!(StopPart::ALL.map(|s| s.key()), ["threshold", "time", "gave-up"]);
    }

    #[test]
    fn budget_title() {
        assert_eq!(BudgetTitle::of(10, 5), BudgetTitle::Capped);
        assert_eq!(BudgetTitle::of(5, 5), BudgetTitle::Never);
        assert_eq!(BudgetTitle::of(4, 5), BudgetTitle::Never);
        assert_eq!(BudgetTitle::of(0, 0), BudgetTitle::Never);
        assert_eq!(BudgetTitle::of(1, 0), BudgetTitle::Capped);
        assert_eq!(BudgetTitle::of(1, 0).key(), "capped");
    }
}
