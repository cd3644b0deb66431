//! What backoff-schedules says: the tables' column titles, the waits chart's title (the
//! schedules' last waits), caption and cap, and the budget chart's title (what the budget
//! does not stop, or the most and fewest retries in it), caption and line ends, each a
//! declared statement.

use super::Kind;
use crate::report::Fact;
use crate::report::statement::{Commas, Part};
use crate::report::words::Words;

crate::regime! {
    /// A column of the lesson's tables.
    pub(crate) enum Column { Attempt = "attempt", Schedule = "schedule", Retries = "retries", Elapsed = "elapsed" }
}
crate::statement! {
    /// A column's title (`retries within 5 min`).
    pub(crate) struct Head = "backoff-schedules-column" { input select column: Column, input text budget: String }
}
crate::statement! {
    /// A retry count in the table that its schedule ended by giving up (`3 (gave up)`).
    pub(crate) struct GaveUp = "backoff-schedules-gave-up" { input text retries: String }
}
crate::statement! {
    /// The fixed schedule's name in charts (`fixed 2 s`).
    pub(crate) struct FixedName = "backoff-schedules-fixed" { input text name: &'static str, input ms wait: u64 }
}

crate::regime! {
    /// A schedule's last wait in the waits chart's title, by its kind (a capped wait at its
    /// cap is held there).
    pub(crate) enum Fragment {
        Named = "named",
        Exponential = "exponential",
        CappedHeld = "capped-held",
        Capped = "capped",
        Fixed = "fixed",
        Immediate = "immediate",
        /// A named policy that gives up before its first retry (BullMQ's one attempt).
        NoRetry = "no-retry",
    }
}

impl Fragment {
    /// `wait`: the schedule's last wait, ms; `cap_ms`: the capped schedule's cap.
    pub(crate) fn of(kind: Kind, wait: f64, cap_ms: u64) -> Self {
        match kind {
            Kind::Named(_) => Fragment::Named,
            Kind::Exponential => Fragment::Exponential,
            Kind::Capped if wait >= cap_ms as f64 => Fragment::CappedHeld,
            Kind::Capped => Fragment::Capped,
            Kind::Fixed => Fragment::Fixed,
            Kind::Immediate => Fragment::Immediate,
        }
    }
}

crate::regime! {
    /// What a schedule is, as the object of "the budget does not stop …".
    pub(crate) enum Object {
        Immediate = "immediate",
        Fixed = "fixed",
        Exponential = "exponential",
        Capped = "capped",
        Named = "named",
    }
}

impl Object {
    pub(crate) fn of(kind: Kind) -> Self {
        match kind {
            Kind::Immediate => Object::Immediate,
            Kind::Fixed => Object::Fixed,
            Kind::Exponential => Object::Exponential,
            Kind::Capped => Object::Capped,
            Kind::Named(_) => Object::Named,
        }
    }
}

crate::regime! {
    /// Whether the cap title adds a schedule no budget stops.
    pub(crate) enum CapTitle { Endless = "endless", None = "none" }
}

impl CapTitle {
    /// `endless`: some schedule never waits, so no budget stops it.
    pub(crate) fn of(endless: bool) -> Self {
        if endless { CapTitle::Endless } else { CapTitle::None }
    }
}

crate::regime! {
    /// Why the budget does not stop the title's schedule: it never waits, or only the
    /// count guard cut it.
    pub(crate) enum Unstopped { Endless = "endless", Guard = "guard" }
}

impl Unstopped {
    /// `never_waits`: see [`never_waits`].
    pub(crate) fn of(never_waits: bool) -> Self {
        if never_waits { Unstopped::Endless } else { Unstopped::Guard }
    }
}

crate::statement! {
    /// A schedule's last wait in the waits chart's title (`exponential backoff waits 1 min
    /// at attempt 8`); a capped wait at its cap is held there.
    pub(crate) struct LastWait = "backoff-schedules-fragment" {
        claim select kind: Fragment,
        input text name: &'static str,
        claim text attempt: String,
        claim ms wait: f64,
    }
}
crate::statement! {
    /// The waits chart's title: its first two schedules' last waits.
    pub(crate) struct WaitsTitle = "backoff-schedules-waits-title" { say fragments: Commas<LastWait> }
}
crate::statement! {
    /// One schedule's total wait over the attempts shown (`fixed 16 s`).
    pub(crate) struct Total = "backoff-schedules-total" { input text name: &'static str, claim ms total: f64 }
}
crate::statement! {
    /// The waits chart's caption: what a line is, and each schedule's total wait.
    pub(crate) struct WaitsCaption = "backoff-schedules-waits-caption" {
        input select immediate: bool,
        input count rows: u32,
        say totals: Commas<Total>,
    }
}
pub(crate) use crate::report::statement::OnAxis;

crate::statement! {
    /// The capped schedule's ceiling (`cap 30 s`).
    pub(crate) struct Cap = "backoff-schedules-cap" { input shown cap: OnAxis }
}

crate::statement! {
    /// What the budget does not stop (`exponential backoff`, `Oban's policy`).
    pub(crate) struct ObjectSaid = "backoff-schedules-object" { claim select kind: Object, input text name: &'static str }
}
crate::regime! {
    /// How a line ends in the budget chart.
    pub(crate) enum End { Endless = "endless", Guard = "guard", GaveUp = "gave-up", Stopped = "stopped" }
}
crate::statement! {
    /// A line's end (`gave up after 3 attempts`); `names`: the schedules that end there
    /// without a stop.
    pub(crate) struct EndLabel = "backoff-schedules-end" { claim select end: End, input text names: String, claim count n: u32 }
}
crate::statement! {
    /// The budget's line.
    pub(crate) struct BudgetLine = "backoff-schedules-budget-line" { input ms budget: u64 }
}
crate::statement! {
    /// The lesson's result: capped exponential backoff fits more retries than exponential.
    pub(crate) struct TitleCap = "backoff-schedules-title-cap" {
        input ms budget: u64,
        claim count exp_n: u32,
        claim count cap_n: u32,
        claim select regime: CapTitle,
        say object: Option<ObjectSaid>,
    }
}
crate::statement! {
    /// What the budget does not stop, and how many retries it made in how long.
    pub(crate) struct TitleEndless = "backoff-schedules-title-endless" {
        claim select regime: Unstopped,
        input ms budget: u64,
        say object: ObjectSaid,
        claim ms elapsed: u64,
        claim count n: u32,
    }
}
crate::statement! {
    /// The most and fewest retries in the budget.
    pub(crate) struct TitleFits = "backoff-schedules-title-fits" {
        input ms budget: u64,
        input text most: String,
        claim count most_n: u32,
        input text least: String,
        claim count least_n: u32,
    }
}
crate::statement! {
    /// The retries that fit in the budget (every schedule fits as many).
    pub(crate) struct TitlePlain = "backoff-schedules-title" { input ms budget: u64 }
}
crate::statement! {
    /// One schedule's retries in the budget (`14 for capped exponential`).
    pub(crate) struct Fit = "backoff-schedules-fit" { input text name: String, claim count n: u32 }
}
crate::statement! {
    /// The retries each schedule the budget stops fits in it.
    pub(crate) struct Fits = "backoff-schedules-fits" { input ms budget: u64, say fits: Commas<Fit> }
}
crate::statement! {
    /// A schedule the budget does not stop: the retries it reached and when the count stopped.
    pub(crate) struct Endless = "backoff-schedules-endless" {
        input text name: &'static str,
        claim ms elapsed: u64,
        claim count n: u32,
    }
}

/// The budget caption's notes: the retries that fit, then each schedule the budget does not
/// stop, joined by `; `.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Notes {
    pub fits: Option<Fits>,
    pub endless: Vec<Endless>,
}

impl Part for Notes {
    const CLAIMS: bool = true;
    fn words(&self, w: &Words) -> String {
        let mut each: Vec<String> = self.fits.iter().map(|f| f.words(w)).collect();
        each.extend(self.endless.iter().map(|e| e.words(w)));
        each.join("; ")
    }
    fn facts(&self, name: &'static str, into: &mut Vec<(&'static str, Fact)>) {
        self.fits.facts(name, into);
        self.endless.iter().for_each(|e| e.facts(name, into));
    }
}

crate::statement! {
    /// The budget caption's second sentence (its notes, capitalized).
    pub(crate) struct BudgetNotes = "backoff-schedules-budget-notes" { say notes: Notes }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backoff::named::System;
    use crate::report::figure::Regime;

    #[test]
    fn fragment_by_kind_and_cap() {
        assert_eq!(Fragment::of(Kind::Named(System::Sidekiq), 5.0, 100), Fragment::Named);
        assert_eq!(Fragment::of(Kind::Exponential, 500.0, 100), Fragment::Exponential);
        assert_eq!(Fragment::of(Kind::Capped, 100.0, 100), Fragment::CappedHeld);
        assert_eq!(Fragment::of(Kind::Capped, 101.0, 100), Fragment::CappedHeld);
        assert_eq!(Fragment::of(Kind::Capped, 99.9, 100), Fragment::Capped);
        assert_eq!(Fragment::of(Kind::Capped, 0.0, 0), Fragment::CappedHeld);
        assert_eq!(Fragment::of(Kind::Fixed, 1.0, 100), Fragment::Fixed);
        assert_eq!(Fragment::of(Kind::Immediate, 0.0, 100), Fragment::Immediate);
        assert_eq!(Fragment::of(Kind::Capped, 1.0, 100).key(), "capped");
        assert_eq!(Fragment::of(Kind::Capped, 100.0, 100).key(), "capped-held");
    }

    #[test]
    fn object_by_kind() {
        assert_eq!(Object::of(Kind::Immediate), Object::Immediate);
        assert_eq!(Object::of(Kind::Fixed), Object::Fixed);
        assert_eq!(Object::of(Kind::Exponential), Object::Exponential);
        assert_eq!(Object::of(Kind::Capped), Object::Capped);
        assert_eq!(Object::of(Kind::Named(System::Oban)), Object::Named);
        assert_eq!(Object::of(Kind::Named(System::Oban)).key(), "named");
    }

    #[test]
    fn cap_and_endless_titles() {
        assert_eq!(CapTitle::of(true), CapTitle::Endless);
        assert_eq!(CapTitle::of(false), CapTitle::None);
        assert_eq!(CapTitle::of(false).key(), "none");
        assert_eq!(Unstopped::of(true), Unstopped::Endless);
        assert_eq!(Unstopped::of(false), Unstopped::Guard);
        assert_eq!(Unstopped::of(false).key(), "guard");
    }
}
