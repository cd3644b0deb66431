//! A scenario file's `[course]` table: where the scenario goes in the book (its lesson's
//! section, its part, its place, its core charts), the lab's sizes for it, and the
//! parameter sets its regime tests run.
//!
//! ```toml
//! [course]
//! section = "overlap"          # one of its lesson's sections (scenario::chapters::CHAPTERS)
//! part = "experiment"          # experiment | mechanism | what-if | real-systems
//! order = 2                    # its place among its section's scenarios of its part (default 0)
//! core = ["deploy"]            # its charts in the curated core set (the slides)
//! tables_in = { result = ["queries"] }   # tables shown under another section instead
//! lab = { trials = 5 }         # the lab's smaller defaults, unless a request sets the key
//! replay = { consumers = 20 }  # the sizes a replay proposes
//! small = ["trials=3"]         # the regime tests' sizes, applied to every run
//! regimes = [["pause_ms=2000"], ["pause_ms=5000"]]   # the regime tests' parameter sets
//! ```
//!
//! A file without `section` (a perf anchor, a user's own scenario) is not on a lesson page.

use serde::Deserialize;

use super::chapters::{self as book, Part};
use super::{Check, ScenarioError};

/// A scenario's `[course]` table, checked.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Course {
    /// Its place in the book, when it is on a lesson page.
    pub place: Option<Place>,
    /// The lab's smaller defaults, `(key, value)` as a `--set` writes them.
    pub lab: Vec<(String, String)>,
    /// The sizes a replay of it proposes.
    pub replay: Vec<(String, String)>,
    /// The regime tests' sizes (`KEY=VALUE`), applied to every run.
    pub small: Vec<String>,
    /// The regime tests' parameter sets, each run after `small`.
    pub regimes: Vec<Vec<String>>,
}

/// Where a scenario goes in the book.
#[derive(Clone, Debug, PartialEq)]
pub struct Place {
    /// One of its chapter's [`book::Chapter::sections`].
    pub section: &'static str,
    pub part: Part,
    /// Its place among the scenarios of its section and part (then by file name).
    pub order: u32,
    /// Its charts in the core set (chart names); the others are reference.
    pub core: Vec<String>,
    /// Tables shown under another section of its lesson instead of with it: (section,
    /// table names), in section order of the file.
    pub tables_in: Vec<(&'static str, Vec<String>)>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawCourse {
    section: Option<String>,
    part: Option<Part>,
    order: Option<u32>,
    core: Option<Vec<String>>,
    #[serde(default)]
    tables_in: std::collections::BTreeMap<String, Vec<String>>,
    #[serde(default)]
    lab: toml::Table,
    #[serde(default)]
    replay: toml::Table,
    #[serde(default)]
    small: Vec<String>,
    #[serde(default)]
    regimes: Vec<Vec<String>>,
}

impl RawCourse {
    /// Checks the table against the scenario's `lesson`.
    pub(super) fn check(self, check: Check<'_>, lesson: &str) -> Result<Course, ScenarioError> {
        let place = match (self.section, self.part) {
            (None, None) => {
                let placed = [
                    ("order", self.order.is_some()),
                    ("core", self.core.is_some()),
                    ("tables_in", !self.tables_in.is_empty()),
                ];
                for (key, given) in placed {
                    if given {
                        return Err(check.error(format_args!(
                            "`course.{key}` places a scenario on its lesson's page: give `course.section` and `course.part` too"
                        )));
                    }
                }
                None
            }
            (Some(section), Some(part)) => {
                let mut place = place(check, lesson, &section, part, self.order, self.core)?;
                place.tables_in = tables_in(check, lesson, &section, self.tables_in)?;
                Some(place)
            }
            (Some(_), None) => {
                return Err(check.error("`course.part` is missing: experiment, mechanism, what-if or real-systems"));
            }
            (None, Some(_)) => {
                return Err(check.error("`course.section` is missing: one of its lesson's sections"));
            }
        };
        Ok(Course {
            place,
            lab: sizes(check, "lab", self.lab)?,
            replay: sizes(check, "replay", self.replay)?,
            small: self.small,
            regimes: self.regimes,
        })
    }
}

fn place(
    check: Check<'_>,
    lesson: &str,
    section: &str,
    part: Part,
    order: Option<u32>,
    core: Option<Vec<String>>,
) -> Result<Place, ScenarioError> {
    let Some(chapter) = book::chapter(lesson) else {
        return Err(check.error(format_args!(
            "`course.section`: lesson `{lesson}` is not a lesson of the book ({})",
            book::CHAPTERS.iter().map(|c| c.code).collect::<Vec<_>>().join(", ")
        )));
    };
    let Some(section) = chapter.sections.iter().find(|s| **s == section) else {
        return Err(check.error(format_args!(
            "`course.section`: `{section}` is not a section of lesson {} ({})",
            chapter.code,
            chapter.sections.join(", ")
        )));
    };
    let core = core.unwrap_or_default();
    for (i, name) in core.iter().enumerate() {
        let plain = !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        if !plain {
            return Err(check.error(format_args!("`course.core`: `{name}` is not a chart name")));
        }
        if core[..i].contains(name) {
            return Err(check.error(format_args!("`course.core` lists `{name}` twice")));
        }
    }
    Ok(Place { section, part, order: order.unwrap_or(0), core, tables_in: Vec::new() })
}

/// `tables_in`: each a section of the lesson other than the scenario's own, with at least
/// one table name.
fn tables_in(
    check: Check<'_>,
    lesson: &str,
    own: &str,
    given: std::collections::BTreeMap<String, Vec<String>>,
) -> Result<Vec<(&'static str, Vec<String>)>, ScenarioError> {
    let chapter = book::chapter(lesson).unwrap_or_else(|| unreachable!("`place` checked the lesson"));
    let mut out = Vec::new();
    for (section, tables) in given {
        let Some(s) = chapter.sections.iter().find(|s| **s == section && **s != own) else {
            return Err(check.error(format_args!(
                "`course.tables_in`: `{section}` is not another section of lesson {} ({})",
                chapter.code,
                chapter.sections.join(", ")
            )));
        };
        if tables.is_empty() || tables.iter().any(|t| t.is_empty()) {
            return Err(check.error(format_args!("`course.tables_in.{section}` must name the tables it shows")));
        }
        out.push((*s, tables));
    }
    out.sort_by_key(|(s, _)| chapter.sections.iter().position(|x| x == s));
    Ok(out)
}

/// A table of sizes as `(key, value)` pairs, each value as `--set` writes it.
fn sizes(check: Check<'_>, key: &str, table: toml::Table) -> Result<Vec<(String, String)>, ScenarioError> {
    table
        .into_iter()
        .map(|(k, v)| match v {
            toml::Value::String(s) => Ok((k, s)),
            toml::Value::Table(_) => Err(check.error(format_args!("`course.{key}.{k}` must be a parameter's value"))),
            v => Ok((k, v.to_string())),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::parse;

    fn error(course: &str) -> String {
        let text = format!("model = \"jitter-wave\"\nlesson = \"004.3\"\n\n[course]\n{course}\n");
        parse("x.toml", &text, &[]).unwrap_err().to_string()
    }

    #[test]
    fn a_bad_course_table_is_one_error_naming_the_file_and_the_key() {
        let cases = [
            ("section = \"jitter\"\npart = \"experiment\"\ncolor = 1", "unknown field `color`"),
            (
                "section = \"overlap\"\npart = \"experiment\"",
                "`course.section`: `overlap` is not a section of lesson 004",
            ),
            ("section = \"jitter\"\npart = \"aside\"", "`course.part`"),
            ("section = \"jitter\"\npart = \"what-if\"\ncore = [\"a b\"]", "`course.core`: `a b` is not a chart name"),
            ("section = \"jitter\"", "`course.part` is missing"),
            ("core = [\"wave\"]", "`course.core` places a scenario"),
            ("lab = { trials = { a = 1 } }", "`course.lab.trials`"),
            ("section = \"jitter\"\npart = \"what-if\"\ntables_in = { jitter = [\"waves\"] }", "not another section"),
            ("section = \"jitter\"\npart = \"what-if\"\ntables_in = { poison = [] }", "must name the tables"),
        ];
        for (course, expected) in cases {
            let e = error(course);
            assert!(e.contains("x.toml") && e.contains(expected), "{course}: {e}");
        }
        let text = "model = \"jitter-wave\"\nlesson = \"-\"\n[course]\nsection = \"jitter\"\npart = \"experiment\"\n";
        assert!(parse("y.toml", text, &[]).unwrap_err().to_string().contains("lesson `-` is not a lesson of the book"));
    }

    #[test]
    fn a_course_table_reads_its_place_and_sizes() {
        let text = "model = \"jitter-wave\"\nlesson = \"004.3\"\n[course]\nsection = \"jitter\"\npart = \"what-if\"\n\
                    order = 2\ncore = [\"wave\"]\nlab = { consumers = 20, rng = \"chacha8\" }\nregimes = [[\"attempts=1\"]]\n";
        let c = parse("z.toml", text, &[]).unwrap().course;
        let place = c.place.unwrap();
        assert_eq!((place.section, place.part, place.order), ("jitter", super::Part::WhatIf, 2));
        assert_eq!(c.lab, [("consumers".to_string(), "20".to_string()), ("rng".to_string(), "chacha8".to_string())]);
        assert_eq!(c.regimes, [["attempts=1".to_string()]]);
    }
}
