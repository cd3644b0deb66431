//! What rate-vs-delay says: the timeline's title (each mode's overlap or runs a day, fixed
//! delay's first starts), its caption (the job, each mode's story) and the words of the
//! table and axes, each a declared statement.

use crate::report::lang::Lang;
use crate::report::statement::{Commas, Listed, Shown};
use crate::report::units::{human_ms, turkish_number};
use crate::report::words::Words;

crate::statement! {
    /// `saatlik görev` for an hourly period, `periyodu 2 sa olan görev` otherwise.
    pub(crate) struct Job = "rate-vs-delay-job" { input select hourly: bool, input text period: String }
}
crate::statement! {
    /// A minute count as the table prints it (`4000 dk`).
    pub(crate) struct Minutes = "rate-vs-delay-minutes" { input text n: String }
}

/// A minute count as the table prints it (`4000 dk`), in the edition of `w`.
pub(crate) fn minutes(ms: u64, w: &Words) -> String {
    w.say(&Minutes { n: turkish_number((ms / 60_000) as f64, w.lang()) })
}

crate::statement! {
    /// The title's head: the run and the period (`Koşum 40 dk, aralık 60 dk`).
    pub(crate) struct Head = "rate-vs-delay-head" { input text run: String, input text period: String }
}
crate::statement! {
    /// A mode in the overlap title: whether its runs overlap, and its peak.
    pub(crate) struct Overlaps = "rate-vs-delay-overlaps" {
        claim select overlaps: bool,
        input text name: &'static str,
        claim count peak: u32,
    }
}
crate::statement! {
    /// A mode in the drift title: its runs a day once the pattern repeats (`first`: the
    /// title's first mode, which says `koşum`).
    pub(crate) struct Daily = "rate-vs-delay-daily" {
        input select first: bool,
        input text name: &'static str,
        claim count daily: f64,
    }
}
crate::statement! {
    /// Fixed delay's first three starts on the clock, and whether they drift off the
    /// period's grid.
    pub(crate) struct Starts = "rate-vs-delay-starts" { claim select drift: bool, claim text starts: String }
}
crate::statement! {
    /// The title where some mode's runs overlap: each mode's overlap.
    pub(crate) struct TitleOverlap = "rate-vs-delay-title-overlap" { say head: Head, say modes: Commas<Overlaps> }
}
crate::statement! {
    /// The title where none overlaps: each mode's runs a day, then fixed delay's starts.
    pub(crate) struct TitleDrift = "rate-vs-delay-title-drift" {
        say head: Head,
        say modes: Commas<Daily>,
        say starts: Option<Starts>,
    }
}

crate::statement! {
    /// Fixed rate's runs overlapping: a new run every period while the last goes on.
    pub(crate) struct RateOverlaps = "rate-vs-delay-rate-overlaps" { input text period: String, input text more: String }
}
crate::statement! {
    /// Fixed rate on the calendar: its runs a day, no overlap.
    pub(crate) struct RateCalendar = "rate-vs-delay-rate-calendar" { claim count daily: f64 }
}

/// How far fixed delay's last start is off the calendar: exact milliseconds in its fact,
/// in minutes as the table prints them (`4000 dk`) from a minute on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Drift(pub u64);

impl Shown for Drift {
    fn exact(&self) -> f64 {
        self.0 as f64
    }
    fn show(&self, lang: Lang) -> String {
        if self.0 < 60_000 { human_ms(self.0 as f64, lang) } else { minutes(self.0, Words::of(lang)) }
    }
}

crate::statement! {
    /// Fixed delay: it waits the period after each run, its runs a day, and how far it has
    /// drifted off the calendar in the days simulated.
    pub(crate) struct Delay = "rate-vs-delay-delay" {
        input text period: String,
        claim count daily: f64,
        input count days: u32,
        claim shown drift: Drift,
    }
}
crate::statement! {
    /// One mode's story in the caption (exactly one part is given).
    pub(crate) struct Row = "rate-vs-delay-row" {
        say overlaps: Option<RateOverlaps>,
        say calendar: Option<RateCalendar>,
        say delay: Option<Delay>,
    }
}
crate::statement! {
    /// The timeline's caption: the job, its period and run, the window shown, each mode's
    /// story.
    pub(crate) struct Caption = "rate-vs-delay-caption" {
        say job: Job,
        input text period: String,
        input text run: String,
        input ms window: u64,
        say rows: Listed<Row>,
    }
}
