//! The language a report is being written in (issue 22: the English edition): an
//! identifier of the edition, outside `report` so that the engine's
//! [`RunOptions`](crate::sim::RunOptions), which carries it to the presentation, imports
//! nothing of the presentation (the architecture test holds it). `report::lang` is this.
//!
//! The edition is a value (issue 36 item 4): the caller that asks for a report puts it in
//! [`RunOptions::lang`](crate::sim::RunOptions::lang) (the lab in its `Job`), a model's
//! `present` and `figures` receive `Words::of(lang)`, and everything that writes text
//! takes the `&Words` or the [`Lang`] from its caller: concept names
//! ([`Key::name`](crate::report::figure::Key::name)), units, layouts, charts, pages. A lesson
//! program's own output is built with `Lang::Tr` whatever the edition.
//!
//! There is no ambient language: no thread-local, no `pick`/`say!`. The language selects
//! text only: numbers, events and the order of anything are the same in both editions (a
//! test compares the CSVs of both).

/// A language of the course's words: Turkish (the lessons' own) or English (issue 22).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    Tr,
    En,
}

impl Lang {
    /// Every language, Turkish first.
    pub const ALL: [Lang; 2] = [Lang::Tr, Lang::En];

    /// The language of an ISO 639-1 code (`tr`, `en`).
    ///
    /// # Example
    /// ```
    /// use jobsim::report::lang::Lang;
    /// assert_eq!(Lang::from_code("en"), Some(Lang::En));
    /// assert_eq!(Lang::from_code("de"), None);
    /// ```
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The language's ISO 639-1 code, as an HTML `lang` attribute takes it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::Tr => "tr",
            Lang::En => "en",
        }
    }
}
