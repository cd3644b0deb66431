//! Sweeps: run one scenario over the cartesian product of parameter values.
//!
//! Combinations are enumerated in a fixed order (the first `--vary` outermost, values in
//! the order given) and their results are collected by index, so the output is
//! byte-identical whatever the number of threads.

use rayon::prelude::*;

use crate::models::{self, RunError};
use crate::report::{Cell, Table};
use crate::scenario::{self, Override, ScenarioError};

/// Why a sweep failed: a combination that does not validate, or a run that hit its budget.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SweepError {
    #[error(transparent)]
    Scenario(#[from] ScenarioError),
    #[error(transparent)]
    Run(#[from] RunError),
}

/// Most combinations one sweep may run.
pub const MAX_COMBINATIONS: usize = 100_000;

/// One `--vary KEY=V1,V2,…` (or `KEY=A..B`, inclusive integer range).
#[derive(Clone, Debug, PartialEq)]
pub struct Vary {
    pub key: String,
    pub values: Vec<toml::Value>,
}

impl Vary {
    /// Parses `KEY=V1,V2,…` or `KEY=A..B`.
    ///
    /// # Example
    /// ```
    /// use jobsim::sweep::Vary;
    /// assert_eq!(Vary::parse("seed=1..3").unwrap().values.len(), 3);
    /// let v = Vary::parse("schedules=[\"full\"],[\"none\"]").unwrap();
    /// assert_eq!(v.values.len(), 2);
    /// assert_eq!(Vary::parse("rng=chacha8,lesson-lcg").unwrap().values[1].as_str(), Some("lesson-lcg"));
    /// ```
    pub fn parse(text: &str) -> Result<Vary, ScenarioError> {
        let err = |message: &str| ScenarioError::Override { text: text.into(), message: message.into() };
        let (key, list) = text.split_once('=').ok_or_else(|| err("expected KEY=V1,V2,… or KEY=A..B"))?;
        let key = key.trim().to_string();
        if key.is_empty() || !key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(err("KEY must be a parameter name"));
        }
        let list = list.trim();
        if let Some((a, b)) = list.split_once("..")
            && let (Ok(a), Ok(b)) = (a.trim().parse::<i64>(), b.trim().parse::<i64>())
        {
            if b < a {
                return Err(err("a range A..B needs A <= B"));
            }
            if (b - a) as u128 + 1 > MAX_COMBINATIONS as u128 {
                return Err(err(&format!("a range may hold at most {MAX_COMBINATIONS} values")));
            }
            return Ok(Vary { key, values: (a..=b).map(toml::Value::Integer).collect() });
        }
        let values = match toml::from_str::<toml::Table>(&format!("v = [{list}]")).ok().and_then(|mut t| t.remove("v"))
        {
            Some(toml::Value::Array(a)) => a,
            _ => list
                .split(',')
                .map(|v| scenario::parse_value(v.trim()).map_err(|m| err(&m)))
                .collect::<Result<Vec<_>, _>>()?,
        };
        if values.is_empty() || list.is_empty() {
            return Err(err("no values given"));
        }
        Ok(Vary { key, values })
    }
}

/// Every combination of the varied values, first vary outermost.
pub fn combinations(varies: &[Vary]) -> Vec<Vec<Override>> {
    let mut out: Vec<Vec<Override>> = vec![Vec::new()];
    for v in varies {
        out = out
            .into_iter()
            .flat_map(|prefix| {
                v.values.iter().map(move |value| {
                    let mut c = prefix.clone();
                    c.push(Override { key: v.key.clone(), value: value.clone() });
                    c
                })
            })
            .collect();
    }
    out
}

/// A TOML value as a table cell.
pub fn cell_of(v: &toml::Value) -> Cell {
    match v {
        toml::Value::Integer(i) => Cell::Int(*i),
        toml::Value::Float(f) => Cell::Float(*f),
        toml::Value::String(s) => Cell::Text(s.clone()),
        toml::Value::Boolean(b) => Cell::Bool(*b),
        other => Cell::Text(other.to_string()),
    }
}

/// Runs the sweep: validates every combination first (so a bad value fails before any
/// work), then runs them in parallel on the current rayon pool. The result has the varied
/// keys as leading columns, then the columns of the scenario's first table, one block of
/// rows per combination, in combination order. `progress` is called once per finished run.
pub fn run(
    file: &str,
    text: &str,
    base: &[Override],
    varies: &[Vary],
    progress: &(dyn Fn() + Sync),
) -> Result<Table, SweepError> {
    let combos = combinations(varies);
    if combos.len() > MAX_COMBINATIONS {
        return Err(SweepError::Scenario(ScenarioError::Override {
            text: varies.iter().map(|v| v.key.as_str()).collect::<Vec<_>>().join(" × "),
            message: format!("{} combinations; at most {MAX_COMBINATIONS}", combos.len()),
        }));
    }
    let scenarios = combos
        .iter()
        .map(|c| {
            let all: Vec<Override> = base.iter().cloned().chain(c.iter().cloned()).collect();
            models::parse(file, text, &all)
        })
        .collect::<Result<Vec<_>, _>>()?;
    let tables: Vec<Table> = scenarios
        .par_iter()
        .map(|s| {
            let report = models::run_tables(s, &Default::default());
            progress();
            report.map(|r| r.tables.into_iter().next().unwrap_or_else(|| Table::new("empty", &[])))
        })
        .collect::<Result<_, _>>()?;
    let mut columns: Vec<String> = varies.iter().map(|v| v.key.clone()).collect();
    columns.extend(tables.first().map(|t| t.columns.clone()).unwrap_or_default());
    let mut out = Table { name: "sweep".into(), columns, rows: Vec::new() };
    for (combo, table) in combos.iter().zip(tables) {
        for row in table.rows {
            let mut r: Vec<Cell> = combo.iter().map(|o| cell_of(&o.value)).collect();
            r.extend(row);
            out.rows.push(r);
        }
    }
    Ok(out)
}
