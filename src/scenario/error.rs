//! Scenario errors: one line each, naming the file, the key, the value and the valid range.

use std::fmt;

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
    /// A key is unknown, has the wrong type or is out of range.
    #[error("scenario `{file}`: {message}")]
    Invalid { file: String, message: String },
    /// A `--set`/`--vary` override could not be understood.
    #[error("override `{text}`: {message}")]
    Override { text: String, message: String },
}

/// Range checks for one scenario file: every message names the file and the key.
///
/// # Example
/// ```
/// use jobsim::scenario::Check;
/// let check = Check::new("jitter.toml");
/// assert_eq!(check.uint("base_ms", 500, 0..=3_600_000)?, 500);
/// let e = check.uint("base_ms", -5, 0..=3_600_000).err().map(|e| e.to_string());
/// assert_eq!(e.as_deref(), Some("scenario `jitter.toml`: `base_ms` must be in 0..=3600000 (got -5)"));
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
        ScenarioError::Invalid { file: self.file.to_string(), message: message.to_string() }
    }

    /// `value` as an unsigned integer in `range`.
    pub fn uint(&self, key: &str, value: i64, range: std::ops::RangeInclusive<u64>) -> Result<u64, ScenarioError> {
        match u64::try_from(value) {
            Ok(v) if range.contains(&v) => Ok(v),
            _ => Err(self.error(format_args!("`{key}` must be in {}..={} (got {value})", range.start(), range.end()))),
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
            let hint = super::suggest::did_you_mean(value, allowed);
            self.error(format_args!("`{key}` must be one of {list} (got \"{value}\"){hint}"))
        })
    }

    /// Each element of `values` must be one of `allowed`, with no repeats and at least one.
    pub fn list_of(&self, key: &str, values: &[String], allowed: &[&str]) -> Result<Vec<usize>, ScenarioError> {
        if values.is_empty() {
            return Err(self.error(format_args!("`{key}` must list at least one value")));
        }
        let mut out = Vec::with_capacity(values.len());
        for v in values {
            let i = self.one_of(key, v, allowed)?;
            if out.contains(&i) {
                return Err(self.error(format_args!("`{key}` lists \"{v}\" twice")));
            }
            out.push(i);
        }
        Ok(out)
    }
}
