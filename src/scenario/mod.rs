//! Scenario files: `scenarios/*.toml` → a [`ScenarioFile`] (its own keys checked, the
//! parameters still raw TOML for the model to validate).
//!
//! ```toml
//! model = "jitter-wave"          # which model runs it
//! lesson = "004.3"               # the lesson section it reproduces
//! description = "200 consumers fail at once and retry 4 times"
//! seed = 20250720                # required where the model draws random numbers
//!
//! [params]                       # the model's parameters; unknown keys are errors
//! consumers = 200
//!
//! [course]                       # its place in the book, the lab's sizes ([`course`])
//! section = "jitter"
//! part = "experiment"
//! ```
//!
//! Loading is two stages: the raw serde form (`deny_unknown_fields`, so a typo is an
//! error), then each model's validation into typed values with ranges. `--set KEY=VALUE`
//! overrides are applied to the raw TOML in between, so they get the same checks.

pub mod builtin;
pub mod chapters;
pub mod course;
pub mod duration;
mod error;
mod params;
pub mod suggest;

pub use course::{Course, Place};
pub use error::{Check, ReadLog, Said, ScenarioError};
pub use params::{Kind, Param, Reader, normalize_durations};
pub(crate) use params::{Want, wrong_type};

use std::path::Path;
#[cfg(feature = "native")]
use std::path::PathBuf;

use serde::Deserialize;
use serde::de::DeserializeOwned;

/// A scenario file read and checked for its own keys (`model`, `lesson`, `description`,
/// `seed`, `[params]`, `[course]`), with overrides applied. Its parameters are still raw TOML: the
/// model named in `model` validates them (`models::bind`; this module knows no model).
#[derive(Clone, Debug, PartialEq)]
pub struct ScenarioFile {
    /// The file name, as errors and outputs name it (`004-jitter-wave.toml`).
    pub file: String,
    /// The file name without `.toml`: the stem of every output file.
    pub stem: String,
    pub model: String,
    pub lesson: String,
    pub description: String,
    pub seed: Option<i64>,
    /// The parameters after overrides, in file order.
    pub params: toml::Table,
    /// Its `[course]` table (empty when the file has none).
    pub course: Course,
}

impl ScenarioFile {
    /// The range checks of this file.
    pub fn check(&self) -> Check<'_> {
        Check::new(&self.file)
    }
}

/// One `KEY=VALUE` override from `--set` or one point of a `--vary`.
#[derive(Clone, Debug, PartialEq)]
pub struct Override {
    pub key: String,
    pub value: toml::Value,
}

impl Override {
    /// Parses `KEY=VALUE`; VALUE is a TOML value (`1000`, `[2,4]`, `"chacha8"`), and a bare
    /// word that is not valid TOML is taken as a string (`rng=chacha8`).
    ///
    /// # Example
    /// ```
    /// use jobsim::scenario::Override;
    /// let o = Override::parse("killers=[2,4]")?;
    /// assert_eq!(o.key, "killers");
    /// assert_eq!(Override::parse("rng=chacha8")?.value.as_str(), Some("chacha8"));
    /// # Ok::<(), jobsim::scenario::ScenarioError>(())
    /// ```
    pub fn parse(text: &str) -> Result<Override, ScenarioError> {
        if text.contains(['\n', '\r']) {
            return Err(ScenarioError::Override {
                text: text.escape_debug().to_string(),
                message: "a value must be on one line; give one --set per parameter".into(),
                said: None,
            });
        }
        let (key, value) = text.split_once('=').ok_or_else(|| ScenarioError::Override {
            text: text.into(),
            message: "expected KEY=VALUE".into(),
            said: None,
        })?;
        let key = key.trim();
        if key.is_empty() || !key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(ScenarioError::said_override(text, Said::new("refusal-key-name", &[])));
        }
        let value = parse_value(value.trim()).map_err(|said| ScenarioError::said_override(text, said))?;
        Ok(Override { key: key.into(), value })
    }
}

/// A TOML value, or the text itself as a string when it is not one. A whole number too
/// large for TOML (beyond `i64`) is an error, not a string.
///
/// # Example
/// ```
/// use jobsim::scenario::parse_value;
/// assert_eq!(parse_value("12").unwrap().as_integer(), Some(12));
/// assert_eq!(parse_value("chacha8").unwrap().as_str(), Some("chacha8"));
/// let e = parse_value("9223372036854775808").unwrap_err().to_string();
/// assert!(e.contains("-9223372036854775808..=9223372036854775807"));
/// ```
pub fn parse_value(text: &str) -> Result<toml::Value, Said> {
    if let Some(v) = toml::from_str::<toml::Table>(&format!("v = {text}")).ok().and_then(|mut t| t.remove("v")) {
        return Ok(v);
    }
    let digits = text.strip_prefix(['-', '+']).unwrap_or(text);
    if !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit() || c == '_') {
        return Err(Said::new("refusal-whole-range", &[("text", &text), ("min", &i64::MIN), ("max", &i64::MAX)]));
    }
    Ok(toml::Value::String(text.to_string()))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawScenario {
    model: String,
    /// Optional: a user's own scenario reproduces no lesson section.
    #[serde(default = "no_lesson")]
    lesson: String,
    /// Optional as well (`-`): `list` and `describe` show it.
    #[serde(default = "no_lesson")]
    description: String,
    seed: Option<i64>,
    #[serde(default)]
    params: toml::Table,
    course: Option<course::RawCourse>,
}

/// What `lesson` is when a scenario file leaves it out.
fn no_lesson() -> String {
    "-".into()
}

#[cfg(feature = "native")]
/// Reads a scenario file, with overrides applied.
pub fn read(path: &Path, overrides: &[Override]) -> Result<ScenarioFile, ScenarioError> {
    let file = display_name(path);
    let text = read_text(path)?;
    parse(&file, &text, overrides)
}

/// Most bytes a scenario file may hold (the largest shipped is under 3 KB).
pub const MAX_FILE_BYTES: u64 = 1 << 20;

/// Why [`read_capped`] read no text.
#[derive(Debug)]
pub enum Unreadable {
    Io(std::io::Error),
    /// A directory, a device (`/dev/zero`), a pipe: nothing a file of ours can be.
    NotAFile,
    /// Longer than the cap.
    TooLong,
}

#[cfg(feature = "native")]
/// The text of the regular file at `path`, read no further than `cap` bytes: a path that
/// never ends, or is not a file, is refused at once.
pub fn read_capped(path: &Path, cap: u64) -> Result<String, Unreadable> {
    use std::io::Read;
    if !std::fs::metadata(path).map_err(Unreadable::Io)?.is_file() {
        return Err(Unreadable::NotAFile);
    }
    let mut text = String::new();
    std::fs::File::open(path)
        .map_err(Unreadable::Io)?
        .take(cap + 1)
        .read_to_string(&mut text)
        .map_err(Unreadable::Io)?;
    if text.len() as u64 > cap {
        return Err(Unreadable::TooLong);
    }
    Ok(text)
}

#[cfg(feature = "native")]
/// A scenario file's text: a regular file of at most [`MAX_FILE_BYTES`] ([`read_capped`]).
pub fn read_text(path: &Path) -> Result<String, ScenarioError> {
    let file = display_name(path);
    read_capped(path, MAX_FILE_BYTES).map_err(|why| match why {
        Unreadable::Io(cause) => ScenarioError::Read { file, cause },
        Unreadable::NotAFile => ScenarioError::Invalid {
            file,
            message: "not a regular file; give a scenario's .toml file".into(),
            said: None,
        },
        Unreadable::TooLong => ScenarioError::Invalid {
            file,
            message: format!("longer than {MAX_FILE_BYTES} bytes; a scenario file is a few kilobytes"),
            said: None,
        },
    })
}

/// The name errors use for a scenario file: its file name.
pub fn display_name(path: &Path) -> String {
    path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| path.display().to_string())
}

/// Parses scenario text and applies overrides; `file` names it in errors.
pub fn parse(file: &str, text: &str, overrides: &[Override]) -> Result<ScenarioFile, ScenarioError> {
    let check = Check::new(file);
    let mut table: toml::Table = toml::from_str(text).map_err(|e| syntax_error(file, text, &e))?;
    for o in overrides {
        match o.key.as_str() {
            "seed" => {
                table.insert("seed".into(), o.value.clone());
            }
            "model" | "lesson" | "description" | "params" | "course" => {
                return Err(check.said("refusal-not-overridable", &[("key", &o.key)]));
            }
            key => {
                let params = table.entry("params").or_insert_with(|| toml::Value::Table(toml::Table::new()));
                match params.as_table_mut() {
                    Some(p) => {
                        p.insert(key.into(), o.value.clone());
                    }
                    None => return Err(check.error("`params` must be a table")),
                }
            }
        }
    }
    // `seed` may come from a lab request: its refusal is catalog words, not serde's English.
    if let Some(seed) = table.get("seed").filter(|s| !s.is_integer()) {
        return Err(wrong_type(check, "seed", Want::Integer, seed));
    }
    let raw: RawScenario = from_toml(check, toml::Value::Table(table), "")?;
    let stem = file.strip_suffix(".toml").unwrap_or(file).to_string();
    let course = match raw.course {
        Some(c) => c.check(check, &raw.lesson)?,
        None => Course::default(),
    };
    Ok(ScenarioFile {
        file: file.into(),
        stem,
        model: raw.model,
        lesson: raw.lesson,
        description: raw.description,
        seed: raw.seed,
        params: raw.params,
        course,
    })
}

/// Deserializes a raw TOML value into `T`, naming the offending key on error.
/// `prefix` is prepended to key paths (`params.`).
pub fn from_toml<T: DeserializeOwned>(check: Check<'_>, value: toml::Value, prefix: &str) -> Result<T, ScenarioError> {
    serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner();
        let message = inner.message().to_string();
        if path.is_empty() || path == "." {
            if prefix.is_empty() {
                check.error(message)
            } else {
                check.error(format_args!("`{}`: {message}", prefix.trim_end_matches('.')))
            }
        } else {
            check.error(format_args!("`{prefix}{path}`: {message}"))
        }
    })
}

fn syntax_error(file: &str, text: &str, e: &toml::de::Error) -> ScenarioError {
    let mut message = e.message().trim().replace('\n', " ");
    if let Some(span) = e.span() {
        let before = &text[..span.start.min(text.len())];
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map(|l| l.chars().count()).unwrap_or(0) + 1;
        message = format!("line {line}, column {column}: {message}");
    }
    ScenarioError::Syntax { file: file.into(), message }
}

#[cfg(feature = "native")]
/// Every `*.toml` file in `dir`, sorted by file name.
pub fn list(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    Ok(files)
}
