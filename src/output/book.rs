//! The course as a book: its lessons and their own sections, and where every scenario goes
//! — which lesson page, under which section, whether it is the lesson's own experiment or
//! an extension ("ya olsaydı", "gerçek sistemler"), its place there, and which of its
//! charts are in the curated core set (the slides). The lessons and their section ids are
//! declared here ([`CHAPTERS`]); each scenario's place is its file's `[course]` table
//! ([`crate::scenario::Course`]); the words (titles, headings, names) are the catalog's
//! `lesson-`, `section-` and `scenario-` messages (`locales/*/book.ftl`). The lesson pages,
//! the handouts and the decks are all read from [`entries`]; its order is the pages'.

use std::sync::OnceLock;

use crate::report::words::Words;
use crate::scenario::{self, ScenarioFile, builtin};

pub use crate::scenario::chapters::{CHAPTERS, Chapter, Part, chapter};

/// Where one scenario goes in the book: its stem and its file's `[course]` place. A
/// scenario whose `[course] tables_in` shows some of its tables under another section of
/// its lesson has one more entry per such section, holding only those tables.
#[derive(Clone, Debug)]
pub struct Entry {
    /// The scenario's stem (`000-month-end`).
    pub stem: String,
    /// One of its chapter's [`Chapter::sections`].
    pub section: &'static str,
    pub part: Part,
    /// Its charts in the core set (chart names: `months`); the others are reference.
    pub core: Vec<String>,
    /// `Some`: this entry is a table-only place in another section, showing these tables
    /// (no chart, no program output); `None`: the scenario's own place.
    pub only: Option<Vec<String>>,
    /// The tables the scenario's own place leaves to its other places.
    pub elsewhere: Vec<String>,
}

impl Entry {
    /// The entry's anchor on its page, and the id of its name in the catalog
    /// (`scenario-<anchor>`): the stem, or for a table-only place the stem and its tables
    /// (`001-long-job-queries`).
    pub fn anchor(&self) -> String {
        match &self.only {
            Some(tables) => format!("{}-{}", self.stem, tables.join("-")),
            None => self.stem.clone(),
        }
    }

    /// Whether the entry shows the scenario's table `name`.
    pub fn shows_table(&self, name: &str) -> bool {
        match &self.only {
            Some(tables) => tables.iter().any(|t| t == name),
            None => !self.elsewhere.iter().any(|t| t == name),
        }
    }

    /// Whether the entry shows the scenario's charts and program output (its own place).
    pub fn shows_charts(&self) -> bool {
        self.only.is_none()
    }
}

/// Every course scenario of the built-in scenario files, in page order ([`book_of`]), read
/// once.
pub fn entries() -> &'static [Entry] {
    static BOOK: OnceLock<Vec<Entry>> = OnceLock::new();
    BOOK.get_or_init(|| {
        book_of(builtin::BUILTIN.iter().map(|(file, text)| {
            scenario::parse(file, text, &[]).unwrap_or_else(|e| panic!("a built-in scenario is broken: {e}"))
        }))
    })
}

/// The book of `files`: those with a place (`[course] section`), in page order — a
/// chapter's sections in the lesson's order, in each section the lesson's experiment
/// first, then its extensions, each part by its `order`, then by file name; a scenario's
/// table-only places (`[course] tables_in`) in their sections, under the same part.
pub fn book_of(files: impl IntoIterator<Item = ScenarioFile>) -> Vec<Entry> {
    let mut keyed: Vec<((usize, usize, Part, u32), Entry)> = Vec::new();
    for f in files {
        let Some(place) = f.course.place else { continue };
        let Some(c) = CHAPTERS.iter().position(|c| f.lesson.get(..3) == Some(c.code)) else { continue };
        let at = |section: &str| CHAPTERS[c].sections.iter().position(|s| *s == section);
        let Some(s) = at(place.section) else { continue };
        let elsewhere: Vec<String> = place.tables_in.iter().flat_map(|(_, t)| t.iter().cloned()).collect();
        for (section, tables) in &place.tables_in {
            let Some(s) = at(section) else { continue };
            let entry = Entry {
                stem: f.stem.clone(),
                section,
                part: place.part,
                core: Vec::new(),
                only: Some(tables.clone()),
                elsewhere: Vec::new(),
            };
            keyed.push(((c, s, place.part, place.order), entry));
        }
        let entry =
            Entry { stem: f.stem, section: place.section, part: place.part, core: place.core, only: None, elsewhere };
        keyed.push(((c, s, place.part, place.order), entry));
    }
    keyed.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.stem.cmp(&b.1.stem)));
    keyed.into_iter().map(|(_, e)| e).collect()
}

/// A lesson's title in the edition of `w` (`Zamanlanmış Görevler`).
pub fn title(w: &Words, c: &Chapter) -> String {
    w.text(&format!("lesson-{}", c.code))
}

/// A section's heading in the edition of `w`: `section` is one of `c`'s section ids.
pub fn heading(w: &Words, c: &Chapter, section: &str) -> String {
    w.text(&format!("section-{}-{section}", c.code))
}

/// A course scenario's name on its page, in the edition of `w`.
pub fn name(w: &Words, stem: &str) -> String {
    w.text(&format!("scenario-{stem}"))
}

/// An entry's name on its page ([`Entry::anchor`]: a table-only place has its own).
pub fn entry_name(w: &Words, e: &Entry) -> String {
    name(w, &e.anchor())
}

/// The own place of a scenario, if it is course material.
pub fn entry(stem: &str) -> Option<&'static Entry> {
    entries().iter().find(|e| e.stem == stem && e.only.is_none())
}

/// The lesson page of a chapter (`000.html`).
pub fn page_of(code: &str) -> String {
    format!("{code}.html")
}

/// The handout of lesson `code` (`000-ders-notu.pdf`).
pub(crate) fn handout_name(code: &str) -> String {
    format!("{code}-ders-notu.pdf")
}
/// The deck of lesson `code`.
pub(crate) fn deck_name(code: &str) -> String {
    format!("{code}-slaytlar.pdf")
}

/// The speaker notes of lesson `code`'s deck.
pub(crate) fn notes_name(code: &str) -> String {
    format!("{code}-konusmaci-notlari.pdf")
}

/// The lesson's PDFs as (file, label), for its page's links.
pub fn downloads(code: &str, w: &'static Words) -> Vec<(String, String)> {
    vec![
        (handout_name(code), w.text("print-handout-link")),
        (deck_name(code), w.text("print-deck-link")),
        (notes_name(code), w.text("print-notes-link")),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_place_in_a_section_and_part_is_its_own() {
        let book = entries();
        for (i, e) in book.iter().enumerate() {
            let order = |e: &Entry| entry_place(&e.stem).order;
            let twin = book[..i].iter().find(|o| (o.section, o.part, order(o)) == (e.section, e.part, order(e)));
            let twin = twin.filter(|o| o.stem[..3] == e.stem[..3]);
            assert!(twin.is_none(), "{} and {} have the same `[course] order`", twin.unwrap().stem, e.stem);
        }
        let core: usize = book.iter().map(|e| e.core.len()).sum();
        assert!((20..=30).contains(&core), "the core set has {core} charts, not about 25");
    }

    fn entry_place(stem: &str) -> crate::scenario::Place {
        let (file, text) = builtin::find(stem).unwrap();
        scenario::parse(file, text, &[]).unwrap().course.place.unwrap()
    }
}
