//! Scenario errors: one line each, naming the file, the key, the value and the valid range.

use std::fmt;

use crate::report::lang::Lang;
use crate::report::words::{Args, Words};

/// Why a scenario could not be loaded. Every variant is fatal for that scenario; the CLI
/// prints it on one line and exits with code 2.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ScenarioError {
    /// The file could not be read.
    #[error("scenario `{file}`: cannot read it: {cause}")]
    Read { file: String, cause: std::io::Error },
    /// The file is not valid TOML.
    #[error("scenario `{file}`: {message}")]
    Syntax { file: String, message: String },
    /// A key is unknown, has the wrong type or is out of range. `said` is the message as
    /// catalog words (`refusal-…` in `locales/*/refusals.ftl`) when it has them, so the lab
    /// can word it in its page's language; `message` is its English, the CLI's.
    #[error("scenario `{file}`: {message}")]
    Invalid { file: String, message: String, said: Option<Said> },
    /// A `--set`/`--vary` override could not be understood (`said` as for `Invalid`).
    #[error("override `{text}`: {message}")]
    Override { text: String, message: String, said: Option<Said> },
}

/// A refusal as catalog words: a `refusal-…` message and its arguments, each a text as it is
/// printed (a number, a range, a name), so either edition words the same refusal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

/// An argument of a [`Said`]: a text, or a refusal worded in the same edition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Text(String),
    Said(Box<Said>),
}

impl Said {
    /// The message `id` with `args` (texts).
    pub fn new(id: &'static str, args: &[(&'static str, &dyn fmt::Display)]) -> Said {
        Said { id, args: args.iter().map(|(k, v)| (*k, Arg::Text(v.to_string()))).collect() }
    }

    /// This refusal with one more argument, `inner`, worded in the same edition.
    pub fn with(mut self, name: &'static str, inner: Said) -> Said {
        self.args.push((name, Arg::Said(Box::new(inner))));
        self
    }

    /// The refusal in `w`'s edition.
    pub fn in_words(&self, w: &Words) -> String {
        let mut a = Args::new();
        for (k, v) in &self.args {
            match v {
                Arg::Text(t) => a.set(*k, t.clone()),
                Arg::Said(s) => a.set(*k, s.in_words(w)),
            }
        }
        w.get(self.id, &a)
    }
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_words(Words::of(Lang::En)))
    }
}

impl ScenarioError {
    /// An `Override` error for the override `text`, worded by the catalogs.
    pub fn said_override(text: &str, said: Said) -> ScenarioError {
        ScenarioError::Override { text: text.into(), message: said.to_string(), said: Some(said) }
    }

    /// The one-line refusal in `w`'s edition: the English of the CLI where the message has
    /// no catalog words yet (a file that cannot be read, a TOML syntax error, a model's own
    /// cross-parameter checks).
    pub fn in_words(&self, w: &Words) -> String {
        match self {
            ScenarioError::Invalid { file, said: Some(said), .. } => {
                w.get("refusal-scenario", &crate::args!(file = file.as_str(), message = said.in_words(w)))
            }
            ScenarioError::Override { text, said: Some(said), .. } => {
                w.get("refusal-override", &crate::args!(text = text.as_str(), message = said.in_words(w)))
            }
            other => other.to_string(),
        }
    }
}

/// Range checks for one scenario file: every message names the file and the key.
///
/// # Example
/// ```
/// use jobsim::scenario::Check;
/// let check = Check::new("jitter.toml");
/// assert_eq!(check.uint("base_ms", 500, 0..=3_600_000)?, 500);
/// let e = check.uint("base_ms", -5, 0..=3_600_000).err().map(|e| e.to_string());
/// assert_eq!(e.as_deref(), Some("scenario `jitter.toml`: `base_ms` must be in 0ms..1h (got -5ms)"));
/// let e = check.uint("consumers", 0, 1..=10).err().map(|e| e.to_string());
/// assert_eq!(e.as_deref(), Some("scenario `jitter.toml`: `consumers` must be in 1..=10 (got 0)"));
/// # Ok::<(), jobsim::scenario::ScenarioError>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Check<'a> {
    file: &'a str,
    reads: Option<&'a ReadLog>,
}

/// The names of the parameters read while one scenario binds, kept by the caller that
/// asked for them ([`Check::logging_reads`]): how a test sees that a model reads every
/// parameter it declares, without any global state.
#[derive(Debug, Default)]
pub struct ReadLog(std::cell::RefCell<Vec<&'static str>>);

impl ReadLog {
    /// The names read so far, each once, in first-read order.
    pub fn names(&self) -> Vec<&'static str> {
        self.0.borrow().clone()
    }
}

impl<'a> Check<'a> {
    pub fn new(file: &'a str) -> Self {
        Check { file, reads: None }
    }

    /// The same checks, with every parameter a [`Reader`](super::Reader) built on them
    /// reads noted in `log`.
    pub fn logging_reads(self, log: &'a ReadLog) -> Self {
        Check { reads: Some(log), ..self }
    }

    /// Notes that parameter `name` was read (when a log is attached).
    pub(crate) fn note_read(&self, name: &'static str) {
        if let Some(log) = self.reads {
            let mut names = log.0.borrow_mut();
            if !names.contains(&name) {
                names.push(name);
            }
        }
    }

    /// The file name this check reports against.
    pub fn file(&self) -> &str {
        self.file
    }

    /// An `Invalid` error for this file.
    pub fn error(&self, message: impl fmt::Display) -> ScenarioError {
        ScenarioError::Invalid { file: self.file.to_string(), message: message.to_string(), said: None }
    }

    /// An `Invalid` error for this file, worded by the catalogs (`refusal-…`): its English
    /// is the CLI's message, the lab words it in the page's language.
    pub fn said(&self, id: &'static str, args: &[(&'static str, &dyn fmt::Display)]) -> ScenarioError {
        self.refuse(Said::new(id, args))
    }

    /// An `Invalid` error for this file saying `said`.
    pub fn refuse(&self, said: Said) -> ScenarioError {
        ScenarioError::Invalid { file: self.file.to_string(), message: said.to_string(), said: Some(said) }
    }

    /// `value` as an unsigned integer in `range`; a key in `ms` (`new_up_ms`) is refused
    /// with its range and value in units (`0ms..6h`), as the declared parameters are.
    pub fn uint(&self, key: &str, value: i64, range: std::ops::RangeInclusive<u64>) -> Result<u64, ScenarioError> {
        match u64::try_from(value) {
            Ok(v) if range.contains(&v) => Ok(v),
            _ if key.ends_with("_ms") => {
                let shown = |v: f64| super::duration::shown(v, "ms").unwrap_or_default();
                let (lo, hi, got) = (shown(*range.start() as f64), shown(*range.end() as f64), shown(value as f64));
                Err(self.said("refusal-range-units", &[("key", &key), ("min", &lo), ("max", &hi), ("got", &got)]))
            }
            _ => Err(self.said(
                "refusal-range",
                &[("key", &key), ("min", range.start()), ("max", range.end()), ("got", &value)],
            )),
        }
    }

    /// `value` as a `u32` in `range`.
    pub fn uint32(&self, key: &str, value: i64, range: std::ops::RangeInclusive<u32>) -> Result<u32, ScenarioError> {
        let wide = u64::from(*range.start())..=u64::from(*range.end());
        self.uint(key, value, wide).map(|v| v as u32)
    }

    /// `value` must be one of `allowed`; returns its index there.
    pub fn one_of(&self, key: &str, value: &str, allowed: &[&str]) -> Result<usize, ScenarioError> {
        allowed.iter().position(|a| *a == value).ok_or_else(|| {
            let list = allowed.iter().map(|a| format!("\"{a}\"")).collect::<Vec<_>>().join(", ");
            match super::suggest::closest(value, allowed) {
                Some(hint) => self
                    .said("refusal-one-of-hint", &[("key", &key), ("list", &list), ("got", &value), ("hint", &hint)]),
                None => self.said("refusal-one-of", &[("key", &key), ("list", &list), ("got", &value)]),
            }
        })
    }

    /// Each element of `values` must be one of `allowed`, with no repeats and at least one.
    pub fn list_of(&self, key: &str, values: &[String], allowed: &[&str]) -> Result<Vec<usize>, ScenarioError> {
        if values.is_empty() {
            return Err(self.said("refusal-empty-list", &[("key", &key)]));
        }
        let mut out = Vec::with_capacity(values.len());
        for v in values {
            let i = self.one_of(key, v, allowed)?;
            if out.contains(&i) {
                return Err(self.said("refusal-twice", &[("key", &key), ("value", &format_args!("\"{v}\""))]));
            }
            out.push(i);
        }
        Ok(out)
    }
}
