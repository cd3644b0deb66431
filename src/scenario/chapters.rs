//! The course's lessons and the parts a scenario plays in one: the data both a scenario
//! file's `[course]` table (checked when it is read, [`super::course`]) and the book
//! ([`crate::output::book`], which places every scenario and words it) read. A new lesson
//! is one [`Chapter`] (and its words in `locales/*/book.ftl`).

use serde::Deserialize;

/// What a scenario is in its lesson (`part` in its `[course]` table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Part {
    /// The lesson's own experiment (its program, its numbers).
    Experiment,
    /// A mechanism the lesson describes but runs no program for, simulated here (the
    /// lesson's section, not an extension; labelled apart from its programs).
    Mechanism,
    /// A what-if the lesson does not run: another parameter, another mechanism.
    WhatIf,
    /// What real systems do with the same mechanism.
    RealSystems,
}

impl Part {
    /// Whether the scenario is the lesson's own content (its program, or a mechanism it
    /// describes), not an extension: it opens its section and is in the deck's core set.
    pub fn is_lesson(self) -> bool {
        matches!(self, Part::Experiment | Part::Mechanism)
    }

    /// The glossary key of the part's label on a page.
    pub fn key(self) -> &'static str {
        match self {
            Part::Experiment => "page.experiment",
            Part::Mechanism => "page.mechanism",
            Part::WhatIf => "page.what_if",
            Part::RealSystems => "page.real_systems",
        }
    }
}

/// One lesson: its code and its own sections' ids, in its order (their headings are the
/// catalog's `section-<code>-<id>`, its title `lesson-<code>`). Lesson 005 has no text in
/// the course's seeds: its sections are its scenarios' topics, and its page says that it
/// prepares the lesson ([`Chapter::written`]).
#[derive(Clone, Copy, Debug)]
pub struct Chapter {
    pub code: &'static str,
    pub sections: &'static [&'static str],
    /// Whether the lesson's text exists (its sections are then its own headings).
    pub written: bool,
}

/// The lessons, in course order.
pub const CHAPTERS: &[Chapter] = &[
    Chapter {
        code: "000",
        sections: &[
            "recurrence",
            "month-end",
            "time-zones",
            "rate-vs-delay",
            "overlap",
            "lease-lock",
            "measurement",
            "missed-runs",
        ],
        written: true,
    },
    Chapter {
        code: "001",
        sections: &["chunks", "progress", "write-order", "chunk-size", "cancel-sources", "result"],
        written: true,
    },
    Chapter { code: "004", sections: &["poison", "backoff", "jitter", "budgets"], written: true },
    Chapter {
        code: "005",
        sections: &["pool", "overload", "variability", "burst", "crashes", "failures"],
        written: false,
    },
];

/// The chapter of a lesson (`004.3`, `004.4 + issue 13` → 004), if any: a course
/// scenario's `lesson` starts with one of these codes. A new lesson is one [`Chapter`]
/// (and its words in `book.ftl`).
pub fn chapter(lesson: &str) -> Option<&'static Chapter> {
    CHAPTERS.iter().find(|c| lesson.get(..3) == Some(c.code))
}
