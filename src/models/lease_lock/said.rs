//! What lease-lock says: each mode's group (its runs, skips and peak), the timeline's title
//! (the race, the lease lock's runs and skips, or every mode's runs), its caption, and the
//! race's title and caption, each a declared statement.

crate::statement! {
    /// `(ilk 8 süreç)`: the processes shown when more started.
    pub(crate) struct More = "lease-lock-more" { input count shown: usize }
}
crate::statement! {
    /// A mode's runs, skips and peak concurrency (`2 koşum, zirve 2`).
    pub(crate) struct Summary = "lease-lock-summary" {
        claim count runs_n: usize,
        claim count skipped: u32,
        claim count peak: u32,
    }
}
crate::statement! {
    /// A mode's group on the timeline: its name, its summary, the processes shown.
    pub(crate) struct Group = "lease-lock-group" {
        input text mode: &'static str,
        say summary: Summary,
        say more: Option<More>,
    }
}
crate::statement! {
    /// The title where the non-atomic lock raced: the lesson's result first (`lead`: the
    /// peak concurrency `from` without a lock, `to` with the lease lock), else the race and
    /// the lease lock's runs; `racy`: the non-atomic lock's runs.
    pub(crate) struct TitleRace = "lease-lock-title-race" {
        claim select lead: bool,
        claim count from: u32,
        claim count to: u32,
        claim count racy: usize,
        claim count runs_n: usize,
    }
}
crate::statement! {
    /// The title without a race: the lease lock's runs and skips.
    pub(crate) struct TitleLocked = "lease-lock-title-locked" {
        input count processes_n: u32,
        claim count runs_n: usize,
        claim count skipped: u32,
    }
}
crate::statement! {
    /// The title without the lease lock or a race: every mode's runs.
    pub(crate) struct Title = "lease-lock-title" { input count processes_n: u32, claim count runs_n: usize }
}
crate::statement! {
    /// The timeline's caption: the processes, the job's run, one store operation.
    pub(crate) struct Caption = "lease-lock-caption" {
        input count processes_n: u32,
        input ms run: u64,
        input ms op: u64,
    }
}
crate::statement! {
    /// The race's title: whether every process read the lease as free before a write
    /// (`read_first`: those that read first), over the range shown (`first`).
    pub(crate) struct RaceTitle = "lease-lock-race-title" {
        claim select raced: bool,
        input ms first: u64,
        claim count read_first: usize,
    }
}
crate::statement! {
    /// The race's caption: the range shown, one store operation, the processes.
    pub(crate) struct RaceCaption = "lease-lock-race-caption" {
        input ms first: u64,
        input ms op: u64,
        input count processes_n: u32,
    }
}
