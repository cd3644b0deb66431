//! What a model run produces: the lesson-style text, result tables, charts and the trace.
//!
//! Models build a [`Report`]; `output` turns it into text, CSV, JSON, SVG and PNG. Column
//! names are snake_case English with units last (`peak_bucket_requests`, `elapsed_ms`).

pub mod catalog;
pub mod concepts;
pub mod fact;
pub mod figure;
pub mod glossary;
/// The edition's language ([`crate::lang`], outside the presentation for the engine's sake).
pub use crate::lang;
mod layout;
pub mod numbers;
pub mod statement;
pub mod units;
pub mod words;

pub use figure::{Fact, Figure};
pub use layout::{Align, Head, Layout};
pub use statement::{Spoken, Statement};

/// One cell of a result table.
#[derive(Clone, Debug, PartialEq)]
pub enum Cell {
    Int(i64),
    /// For values that may exceed `i64` (checksums).
    UInt(u64),
    Float(f64),
    Text(String),
    Bool(bool),
}

impl Cell {
    /// The CSV rendering: integers and booleans plainly, floats as Rust's shortest
    /// round-trip form (deterministic on every machine), infinities and NaN as JavaScript
    /// prints them (`Infinity`, `-Infinity`, `NaN`, as in the lesson-style text), text as is.
    /// JSON has no infinity: there an infinite value is `null` (see [`Cell::to_json`]).
    pub fn to_csv(&self) -> String {
        match self {
            Cell::Int(v) => v.to_string(),
            Cell::UInt(v) => v.to_string(),
            Cell::Float(v) if !v.is_finite() => crate::js::number_to_string(*v),
            Cell::Float(v) => format!("{v}"),
            Cell::Text(s) => s.clone(),
            Cell::Bool(b) => b.to_string(),
        }
    }

    /// The cell as a finite number (integers, finite floats), for choosing a column's unit.
    pub fn finite_number(&self) -> Option<f64> {
        match self {
            Cell::Int(v) => Some(*v as f64),
            Cell::UInt(v) => Some(*v as f64),
            Cell::Float(v) if v.is_finite() => Some(*v),
            _ => None,
        }
    }

    /// The plain text of the cell in a lesson-style table (as in the CSV).
    pub fn to_text(&self) -> String {
        self.to_csv()
    }

    /// The JSON value of the cell (`null` for an infinite or NaN number).
    pub fn to_json(&self) -> serde_json::Value {
        match self {
            Cell::Int(v) => serde_json::Value::from(*v),
            Cell::UInt(v) => serde_json::Value::from(*v),
            Cell::Float(v) => {
                serde_json::Number::from_f64(*v).map(serde_json::Value::Number).unwrap_or(serde_json::Value::Null)
            }
            Cell::Text(s) => serde_json::Value::from(s.as_str()),
            Cell::Bool(b) => serde_json::Value::from(*b),
        }
    }
}

impl From<i64> for Cell {
    fn from(v: i64) -> Self {
        Cell::Int(v)
    }
}
impl From<u64> for Cell {
    fn from(v: u64) -> Self {
        Cell::Int(i64::try_from(v).expect("table value above i64::MAX"))
    }
}
impl From<u32> for Cell {
    fn from(v: u32) -> Self {
        Cell::Int(i64::from(v))
    }
}
impl From<usize> for Cell {
    fn from(v: usize) -> Self {
        Cell::Int(i64::try_from(v).expect("table value above i64::MAX"))
    }
}
impl From<f64> for Cell {
    fn from(v: f64) -> Self {
        Cell::Float(v)
    }
}
impl From<bool> for Cell {
    fn from(v: bool) -> Self {
        Cell::Bool(v)
    }
}
impl From<&str> for Cell {
    fn from(v: &str) -> Self {
        Cell::Text(v.to_string())
    }
}
impl From<String> for Cell {
    fn from(v: String) -> Self {
        Cell::Text(v)
    }
}

/// A named result table (one CSV file, one JSON array).
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    /// File-name-safe name, e.g. `waves`.
    pub name: String,
    pub columns: Vec<String>,
    pub rows: Vec<Vec<Cell>>,
    /// The numeric columns that say which configuration a row is (`workers` when a list
    /// of pool sizes is expanded into rows), as opposed to what it measured: a sweep's
    /// statistics group by them and never pool across them. Text and boolean columns
    /// always name a configuration and need not be listed.
    pub keys: Vec<String>,
    /// Each column's lesson-style header (Turkish), empty for a column of the CSV only
    /// (or for a table not declared with a [`Layout`]); the students' HTML tables show
    /// the columns that have one.
    pub heads: Vec<String>,
    /// How the lesson-style text shows each cell (`üstel` for `exponential`), row by row,
    /// empty where the text does not show it.
    pub shown: Vec<Vec<String>>,
}

impl Table {
    pub fn new(name: &str, columns: &[&str]) -> Self {
        Table {
            name: name.into(),
            columns: columns.iter().map(|c| c.to_string()).collect(),
            rows: Vec::new(),
            keys: Vec::new(),
            heads: Vec::new(),
            shown: Vec::new(),
        }
    }

    /// Marks `column` as naming a row's configuration (see [`Table::keys`]).
    pub fn with_key(mut self, column: &str) -> Self {
        assert!(self.columns.iter().any(|c| c == column), "`{column}` is not a column of `{}`", self.name);
        self.keys.push(column.to_string());
        self
    }

    /// Appends a row; panics if its width differs from the header (a bug in the model).
    pub fn push(&mut self, row: Vec<Cell>) {
        assert_eq!(row.len(), self.columns.len(), "row width differs from header of `{}`", self.name);
        self.rows.push(row);
    }
}

/// Everything one run of one scenario produces.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Report {
    /// The lesson-style table, exactly as the lesson's program prints it (ends in `\n`).
    pub text: String,
    /// Result tables; the first is the one `sweep` collects.
    pub tables: Vec<Table>,
    /// Charts in the course style, built only when they are written.
    pub figures: Vec<Figure>,
    /// The facts of the text's own sentences (a note under a table), checked as a chart's
    /// are; empty where the text says nothing of the outcome but its tables.
    pub said: Vec<Fact>,
    /// Those sentences' words, in order, for the handout (which prints a scenario's
    /// students' table, not its text): a row whose queue has no steady state says so
    /// wherever the row is printed.
    pub notes: Vec<String>,
}
