//! What poison-counter says: the table's row names, the lifetimes chart's title (each
//! row's fate, or what validation changes), its caption (what kills the process, each
//! row's story) and its lanes' labels, each a declared statement.

use super::CounterPosition;
use crate::report::statement::{Listed, Part};
use crate::report::words::Words;

crate::statement! {
    /// A row's name in the table, as the lesson prints it (`hata yakalaninca`).
    pub(crate) struct Label = "poison-counter-label" { input select position: CounterPosition }
}
crate::statement! {
    /// A validated row's name in the table (`teslim aninda + dogrulama`).
    pub(crate) struct LabelValidated = "poison-counter-label-validated" { input text label: String }
}
crate::statement! {
    /// A validated row's name in the chart (`teslim anında + doğrulama`).
    pub(crate) struct Validated = "poison-counter-validated" { input text position: &'static str }
}

crate::statement! {
    /// The killing messages: `message 3`, `messages 2, 3 and 5` (ids as the lesson writes
    /// them).
    pub(crate) struct Messages = "poison-counter-messages" {
        input select many: bool,
        input text rest: String,
        input text last: String,
    }
}
crate::statement! {
    /// The caption's lead: which messages kill the process, and the dead-letter threshold.
    pub(crate) struct Lead = "poison-counter-lead" {
        input select killers: bool,
        say names: Option<Messages>,
        input count threshold: u32,
    }
}

crate::statement! {
    /// One row's fate in the title: its process deaths, the messages dead-lettered (the
    /// first one's id, said when it is the only one) and those left stuck.
    pub(crate) struct Fate = "poison-counter-fate" {
        claim count crashes: u32,
        claim count dead: u32,
        claim text id: String,
        claim count stuck: u32,
    }
}
crate::statement! {
    /// `hata yakalanınca: 12 süreç ölümü, 3 ileti takılı`.
    pub(crate) struct RowFate = "poison-counter-row-fate" { input text row: String, say fate: Fate }
}
crate::statement! {
    /// The title of rows without validation: each row's fate.
    pub(crate) struct Title = "poison-counter-title" { say rows: Listed<RowFate> }
}

crate::regime! {
    /// What validating the body changes in the title's tail: the unvalidated rows' most
    /// crashes `before` against the validated rows' most `now`.
    pub(crate) enum Tail { None = "none", Instead = "instead", Never = "never", Crashes = "crashes" }
}

impl Tail {
    /// `unvalidated`: some rows run without validation (then `before` is theirs).
    pub(crate) fn of(unvalidated: bool, before: u32, now: u32) -> Self {
        match (unvalidated, now) {
            (true, 0) if before == 0 => Tail::None,
            (true, _) => Tail::Instead,
            (false, 0) => Tail::Never,
            (false, _) => Tail::Crashes,
        }
    }
}

crate::regime! {
    /// How many messages kill the process, in the validated title.
    pub(crate) enum Killers { No = "no", One = "one", Many = "many" }
}

impl Killers {
    pub(crate) fn of(killers: usize) -> Self {
        match killers {
            0 => Killers::No,
            1 => Killers::One,
            _ => Killers::Many,
        }
    }
}

crate::statement! {
    /// The validated title's tail: the most process deaths with validation, and without.
    pub(crate) struct TitleTail = "poison-counter-tail" {
        claim select regime: Tail,
        claim count before: u32,
        claim count now: u32,
    }
}
crate::statement! {
    /// The title where some rows validate the body: what validation does, and the tail.
    pub(crate) struct TitleValidated = "poison-counter-title-validated" {
        input select killers: Killers,
        say tail: TitleTail,
    }
}

crate::statement! {
    /// One row's story in the caption: `süreç 12 kez başlıyor, 12 süreç ölümü oluyor, …`
    /// (`catch`: the counter sits in the error handler and the process still dies).
    pub(crate) struct Story = "poison-counter-story" {
        claim count starts: u32,
        claim count crashes: u32,
        claim select catch: bool,
        claim count processed: u32,
        claim count dead: u32,
        claim count remaining: u32,
    }
}
crate::statement! {
    /// Every row's same story, told once.
    pub(crate) struct EveryRow = "poison-counter-every-row" { say story: Story }
}
crate::statement! {
    /// `hata yakalanınca: süreç 12 kez başlıyor, …`.
    pub(crate) struct RowStory = "poison-counter-row-story" { input text row: String, say story: Story }
}

/// The stories of the caption: one for all when every row tells the same, else each row's
/// named, joined by `; `.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Stories {
    Same(EveryRow),
    Each(Listed<RowStory>),
}

impl Stories {
    /// The stories of the rows named `names`.
    pub(crate) fn of(names: Vec<String>, stories: Vec<Story>) -> Self {
        if stories.len() > 1 && stories.iter().all(|s| *s == stories[0]) {
            return Stories::Same(EveryRow { story: stories[0].clone() });
        }
        let items = names.into_iter().zip(stories).map(|(row, story)| RowStory { row, story }).collect();
        Stories::Each(Listed { items, sep: "; ", elided: false })
    }
}

impl Part for Stories {
    const CLAIMS: bool = true;
    fn words(&self, w: &Words) -> String {
        match self {
            Stories::Same(s) => s.words(w),
            Stories::Each(s) => s.words(w),
        }
    }
    fn facts(&self, name: &'static str, into: &mut Vec<(&'static str, crate::report::Fact)>) {
        match self {
            Stories::Same(s) => s.facts(name, into),
            Stories::Each(s) => s.facts(name, into),
        }
    }
}

crate::statement! {
    /// The caption of rows without validation: the lead, then the stories.
    pub(crate) struct Caption = "poison-counter-caption" { say lead: Lead, say stories: Stories }
}
crate::statement! {
    /// The caption where every row validates the body.
    pub(crate) struct CaptionValidated = "poison-counter-caption-validated" { say lead: Lead, say stories: Stories }
}
crate::statement! {
    /// The caption of rows with and without validation: the unvalidated rows' most process
    /// deaths and stuck messages, then the validated rows' stories.
    pub(crate) struct CaptionBoth = "poison-counter-caption-both" {
        say lead: Lead,
        claim count crashes: u32,
        claim count stuck: u32,
        say stories: Stories,
    }
}

crate::statement! {
    /// A span of consecutive lifetimes that ended alike (`12 lifetimes`).
    pub(crate) struct Merged = "poison-counter-merged" { input count n: usize }
}
crate::statement! {
    /// The first dead letter's marker: its message, and how many in all when more.
    pub(crate) struct DeadMarker = "poison-counter-dead-marker" {
        claim text id: String,
        claim select more: bool,
        claim count total: usize,
    }
}
crate::statement! {
    /// `3 messages stuck after 12 starts`: the messages left when the supervisor gave up.
    pub(crate) struct Stuck = "poison-counter-stuck" { claim count starts: u32, claim count left: u32 }
}
crate::statement! {
    /// A lifetime's lane (`lifetime 1`, `lifetimes 2–11 (10 times)`).
    pub(crate) struct Life = "poison-counter-life" {
        input select merged: bool,
        input text first: String,
        input text last: String,
        input text times: String,
    }
}
crate::statement! {
    /// A delivery's box: `message 3, counter 2`.
    pub(crate) struct Cell = "poison-counter-cell" { input text id: String, input text counter: String }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::figure::Regime;

    #[test]
    fn tail_compares_before_and_now() {
        assert_eq!(Tail::of(true, 0, 0), Tail::None);
        assert_eq!(Tail::of(true, 3, 0), Tail::Instead);
        assert_eq!(Tail::of(true, 0, 1), Tail::Instead);
        assert_eq!(Tail::of(true, 1, 1), Tail::Instead);
        assert_eq!(Tail::of(false, 0, 0), Tail::Never);
        assert_eq!(Tail::of(false, 5, 0), Tail::Never);
        assert_eq!(Tail::of(false, 0, 1), Tail::Crashes);
        assert_eq!(Tail::of(true, 0, 0).key(), "none");
    }

    #[test]
    fn killers_count() {
        assert_eq!(Killers::of(0), Killers::No);
        assert_eq!(Killers::of(1), Killers::One);
        assert_eq!(Killers::of(2), Killers::Many);
        assert_eq!(Killers::of(1).key(), "one");
    }
}
