//! The kit's words: month and weekday names, a missed-run chart's outage, an overlapping
//! run's lane, a lock mode's and a retry schedule's labels and a budget, each a declared
//! statement (none claims anything of an outcome: the models that use them do).

crate::statement! {
    /// The name of a month (1..=12): `Mart`, `March`.
    pub(crate) struct MonthLong = "month-long" { input count month: u32 }
}
crate::statement! {
    /// A month's abbreviation (1..=12): `Mar`.
    pub(crate) struct MonthShort = "month-short" { input count month: u32 }
}
crate::statement! {
    /// A weekday's short name (0 = Sunday): `Paz`, `Sun`.
    pub(crate) struct Weekday = "weekday-short" { input count weekday: usize }
}

crate::regime! {
    /// The unit a duration is written in.
    pub(crate) enum DurationUnit { Day = "d", Hour = "h", Minute = "min", Second = "s", Milli = "ms" }
}
crate::statement! {
    /// The outage in a missed-run chart's title: `32 gün kesinti`, `32-day outage`.
    pub(crate) struct Outage = "missed-outage" { input text n: String, input select unit: DurationUnit }
}
crate::statement! {
    /// A lane of overlapping runs after a mode's first: `kilitsiz, üst üste 2+`.
    pub(crate) struct OverlappingLane = "fleet-overlapping-lane" {
        input text name: String,
        input count lane: usize,
        input text more: &'static str,
    }
}

crate::regime! {
    /// A lesson schedule's kind in its column label.
    pub(crate) enum ScheduleKind { Immediate = "immediate", Fixed = "fixed", Exponential = "exponential", Capped = "capped" }
}
crate::statement! {
    /// A lesson schedule's column label: `aninda`, `sabit 2 sn`, `ustel`, `ustel + tavan`.
    pub(crate) struct ScheduleLabel = "schedules-label" { input select kind: ScheduleKind, input text fixed: String }
}
crate::regime! {
    /// The unit a time budget is written in.
    pub(crate) enum BudgetUnit { Minute = "min", Second = "s", Milli = "ms" }
}
crate::statement! {
    /// A time budget: `5 dk`, `30 sn`, `250 ms`.
    pub(crate) struct Budget = "schedules-budget" { input select unit: BudgetUnit, input text n: String }
}
