//! Sweeps: run one scenario over the cartesian product of parameter values, summarise
//! the rows across seeds ([`crate::stats`]), draw them ([`chart`]) and split them into shards
//! that run on other machines ([`shard`]).
//!
//! Combinations are numbered in a fixed order (the first `--vary` outermost, values in
//! the order given; combination `i` is decoded from `i` directly, so a shard never builds
//! the whole product) and their results are collected by index, so the output is
//! byte-identical whatever the number of threads or shards.

pub mod chart;
pub mod range;
pub mod shard;

use crate::report::words::Words;
use std::ops::Range;

use crate::models::{self, RunError};
use crate::report::{Cell, Table};
use crate::scenario::{self, Override, Said, ScenarioError};

/// Why a sweep failed: a combination that does not validate, or a run that hit its budget.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SweepError {
    #[error(transparent)]
    Scenario(#[from] ScenarioError),
    #[error(transparent)]
    Run(#[from] RunError),
}

/// Most combinations one sweep may run (a sharded sweep: all shards together).
pub const MAX_COMBINATIONS: u64 = 1_000_000;

/// One `--vary KEY=V1,V2,…` (or `KEY=A..B` / `KEY=A..B..STEP`, an inclusive range).
#[derive(Clone, Debug, PartialEq)]
pub struct Vary {
    pub key: String,
    pub values: Vec<toml::Value>,
}

impl Vary {
    /// Parses `KEY=V1,V2,…` or `KEY=A..B` (whole numbers; see [`Vary::parse_in`] for a
    /// model's units).
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
        Vary::parse_in(text, &[])
    }

    /// Parses `KEY=V1,V2,…`, `KEY=A..B` or `KEY=A..B..STEP` for a model whose parameters
    /// are `specs`: a range counts in the parameter's units ([`range`]), so a duration's
    /// bounds and step may carry units (`open_ms=1s..5s..1s`).
    ///
    /// # Example
    /// ```
    /// use jobsim::sweep::Vary;
    /// let specs = jobsim::models::find("circuit-breaker").unwrap().params();
    /// let v = Vary::parse_in("open_ms=1s..5s..1s", specs).unwrap();
    /// assert_eq!(v.values.len(), 5);
    /// assert_eq!(v.values[4].as_integer(), Some(5000));
    /// ```
    pub fn parse_in(text: &str, specs: &[scenario::Param]) -> Result<Vary, ScenarioError> {
        let err = |said: Said| ScenarioError::said_override(text, said);
        let (key, list) = text.split_once('=').ok_or_else(|| err(Said::new("refusal-vary-syntax", &[])))?;
        let key = key.trim().to_string();
        if key.is_empty() || !key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(err(Said::new("refusal-key-name", &[])));
        }
        let list = list.trim();
        if let Some(values) = range::values(&key, list, specs).map_err(err)? {
            return Ok(Vary { key, values });
        }
        let values = match toml::from_str::<toml::Table>(&format!("v = [{list}]")).ok().and_then(|mut t| t.remove("v"))
        {
            Some(toml::Value::Array(a)) => a,
            _ => {
                list.split(',').map(|v| scenario::parse_value(v.trim()).map_err(err)).collect::<Result<Vec<_>, _>>()?
            }
        };
        if values.is_empty() || list.is_empty() {
            return Err(err(Said::new("refusal-vary-empty", &[])));
        }
        // The same value twice would be the same runs twice, pooled as two samples.
        let mut seen = std::collections::BTreeSet::new();
        if let Some(v) = values.iter().find(|v| !seen.insert(v.to_string())) {
            return Err(err(Said::new("refusal-vary-twice", &[("value", v)])));
        }
        Ok(Vary { key, values })
    }
}

/// A sweep: the scenario text, fixed overrides, the varied keys, and which table to
/// collect (`None`: the first).
#[derive(Clone, Debug)]
pub struct Plan {
    /// The scenario file name, for errors.
    pub file: String,
    pub text: String,
    pub base: Vec<Override>,
    pub varies: Vec<Vary>,
    pub table: Option<String>,
}

fn conflict(text: String, said: Said) -> SweepError {
    SweepError::Scenario(ScenarioError::said_override(&text, said))
}

/// A refusal only the command line can meet (`--table`, a sweep too large for one
/// process): the CLI's English.
fn cli_conflict(text: String, message: String) -> SweepError {
    SweepError::Scenario(ScenarioError::Override { text, message, said: None })
}

impl Plan {
    /// Checks the plan before any work: no key varied twice, no key both varied and set,
    /// and at most [`MAX_COMBINATIONS`] combinations (computed from the factors, without
    /// building the product).
    pub fn check(&self) -> Result<u64, SweepError> {
        for (i, v) in self.varies.iter().enumerate() {
            if self.varies[..i].iter().any(|w| w.key == v.key) {
                return Err(conflict(format!("--vary {}", v.key), Said::new("refusal-vary-repeated", &[])));
            }
            if self.base.iter().any(|o| o.key == v.key) {
                return Err(conflict(format!("--vary {}", v.key), Said::new("refusal-vary-and-set", &[])));
            }
        }
        self.total()
    }

    /// The number of combinations, or an error past [`MAX_COMBINATIONS`].
    pub fn total(&self) -> Result<u64, SweepError> {
        let mut total: u64 = 1;
        for v in &self.varies {
            total = total.checked_mul(v.values.len() as u64).filter(|t| *t <= MAX_COMBINATIONS).ok_or_else(|| {
                let sizes: Vec<String> =
                    self.varies.iter().map(|v| format!("{} ({})", v.key, v.values.len())).collect();
                conflict(sizes.join(" × "), Said::new("refusal-combinations", &[("max", &MAX_COMBINATIONS)]))
            })?;
        }
        Ok(total)
    }

    /// The plan with every duration written with units (`--vary open_ms=1s,2s`) as the
    /// integer its parameter takes, so a sweep's columns and JSON are the same whether a
    /// duration was given `"2s"` or `2000`.
    pub fn with_units_resolved(mut self) -> Result<Plan, SweepError> {
        let file = scenario::parse(&self.file, &self.text, &[])?;
        let Some(entry) = models::find(&file.model) else { return Ok(self) };
        let resolve = |key: &str, value: &mut toml::Value| {
            let mut t = toml::Table::new();
            t.insert(key.to_string(), value.clone());
            scenario::normalize_durations(&mut t, entry.params());
            if let Some(v) = t.remove(key) {
                *value = v;
            }
        };
        for o in &mut self.base {
            resolve(&o.key, &mut o.value);
        }
        for v in &mut self.varies {
            for value in &mut v.values {
                resolve(&v.key, value);
            }
        }
        Ok(self)
    }

    /// The keys varied, in order.
    pub fn keys(&self) -> Vec<String> {
        self.varies.iter().map(|v| v.key.clone()).collect()
    }

    /// Combination `index`: one override per varied key, the first vary outermost.
    pub fn combination(&self, index: u64) -> Vec<Override> {
        let mut rest = index;
        let mut out: Vec<Override> = Vec::with_capacity(self.varies.len());
        for v in self.varies.iter().rev() {
            let n = v.values.len() as u64;
            out.push(Override { key: v.key.clone(), value: v.values[(rest % n) as usize].clone() });
            rest /= n;
        }
        out.reverse();
        out
    }

    /// Runs the combinations in `range` and collects their table: the varied keys as
    /// leading columns (after a `combination` index column when `tag`), then the
    /// scenario's table, one block of rows per combination in order. Every combination is
    /// validated before any runs; runs go in parallel, a block at a time, so memory stays
    /// bounded. At most [`MAX_RUN`] combinations run in one process: larger sweeps run in
    /// shards. `progress` is called once per finished run.
    pub fn run(
        &self,
        range: Range<u64>,
        tag: bool,
        progress: &(dyn Fn() + Sync),
        w: &'static Words,
    ) -> Result<Table, SweepError> {
        self.run_until(range, tag, progress, &crate::sim::Stop::default(), w)
    }

    /// [`Plan::run`], every run checking `stop` (the lab throws it when its client goes away
    /// or the sweep's time is up).
    pub fn run_until(
        &self,
        range: Range<u64>,
        tag: bool,
        progress: &(dyn Fn() + Sync),
        stop: &crate::sim::Stop,
        w: &'static Words,
    ) -> Result<Table, SweepError> {
        let count = range.end.saturating_sub(range.start);
        if count > MAX_RUN {
            return Err(cli_conflict(
                format!("{count} combinations"),
                format!("at most {MAX_RUN} run in one process; split the sweep with --shard K/N"),
            ));
        }
        let scenario = |i: u64| {
            let all: Vec<Override> = self.base.iter().cloned().chain(self.combination(i)).collect();
            models::parse(&self.file, &self.text, &all)
        };
        // Validate everything first: a bad value fails before any work.
        crate::par::try_for_each(range.clone(), |i| scenario(i).map(|_| ()))?;
        let wanted = self.table.as_deref();
        let mut columns: Vec<String> = if tag { vec!["combination".into()] } else { Vec::new() };
        columns.extend(self.keys());
        let mut out = Table {
            name: "sweep".into(),
            columns,
            rows: Vec::new(),
            keys: Vec::new(),
            heads: Vec::new(),
            shown: Vec::new(),
        };
        let mut have_columns = false;
        let lang = w.lang();
        let mut start = range.start;
        while start < range.end {
            let end = (start + BLOCK).min(range.end);
            let tables: Vec<Table> = crate::par::map(start..end, |i| {
                // Each run is in the sweep's language, whichever thread makes it.
                let s = scenario(i)?;
                let report =
                    models::run_tables(&s, &crate::RunOptions { stop: stop.clone(), lang, ..Default::default() });
                progress();
                let report = report?;
                let names = || report.tables.iter().map(|t| t.name.as_str()).collect::<Vec<_>>().join(", ");
                let table = match wanted {
                    None => report.tables.first(),
                    Some(name) => report.tables.iter().find(|t| t.name == name),
                };
                match table {
                    Some(t) => Ok(t.clone()),
                    None => {
                        let list: Vec<&str> = report.tables.iter().map(|t| t.name.as_str()).collect();
                        let hint = scenario::suggest::did_you_mean(wanted.unwrap_or(""), &list);
                        Err(cli_conflict(
                            format!("--table {}", wanted.unwrap_or("")),
                            format!("no such table (tables: {}){hint}", names()),
                        ))
                    }
                }
            })
            .into_iter()
            .collect::<Result<_, SweepError>>()?;
            for (i, table) in (start..end).zip(tables) {
                if !have_columns {
                    // The model's headers ride along (a varied key's column has none), so
                    // the sweep chart says a column as the students' table does.
                    out.heads = vec![String::new(); out.columns.len()];
                    let heads = (table.heads.len() == table.columns.len()).then_some(&table.heads);
                    out.heads.extend((0..table.columns.len()).map(|c| heads.map_or(String::new(), |h| h[c].clone())));
                    out.columns.extend(table.columns.iter().cloned());
                    out.keys = table.keys.clone();
                    have_columns = true;
                }
                let combo: Vec<Cell> = self.combination(i).iter().map(|o| cell_of(&o.value)).collect();
                for row in table.rows {
                    let mut r: Vec<Cell> = if tag { vec![Cell::UInt(i)] } else { Vec::new() };
                    r.extend(combo.iter().cloned());
                    r.extend(row);
                    out.rows.push(r);
                }
            }
            start = end;
        }
        one_header_per_column(&mut out, &self.varies, usize::from(tag));
        Ok(out)
    }
}

/// One header per column: a column of the scenario's table named like a varied key
/// (worker-pool's `workers` row key under `--vary workers=12,13`) repeats the varied value
/// when each combination gives the key one value, and is left out; when a combination gives
/// a list (`--vary 'workers=[12,13],[14]'`), the row's own value differs from the list and
/// its column is named `workers_row`. Decided from the plan, so every shard agrees.
fn one_header_per_column(out: &mut Table, varies: &[Vary], lead: usize) {
    let first = lead + varies.len();
    let single = |v: &Vary| v.values.iter().all(|x| !matches!(x, toml::Value::Array(a) if a.len() != 1));
    let mut drop: Vec<usize> = Vec::new();
    for (k, v) in varies.iter().enumerate() {
        let Some(i) = (first..out.columns.len()).find(|&i| out.columns[i] == v.key) else { continue };
        let repeats = out.rows.iter().all(|r| r[i].to_csv() == r[lead + k].to_csv());
        if single(v) && repeats {
            drop.push(i);
        } else {
            let renamed = format!("{}_row", v.key);
            for key in out.keys.iter_mut().filter(|key| **key == v.key) {
                key.clone_from(&renamed);
            }
            out.columns[i] = renamed;
        }
    }
    drop.sort_unstable();
    for &i in drop.iter().rev() {
        out.columns.remove(i);
        if i < out.heads.len() {
            out.heads.remove(i);
        }
        for r in &mut out.rows {
            r.remove(i);
        }
    }
}

/// Most combinations one process runs; a larger sweep runs in shards.
pub const MAX_RUN: u64 = 100_000;

/// Combinations run in parallel at a time.
const BLOCK: u64 = 1024;

/// A TOML value as a table cell: a one-element list (`--vary 'workers=[12],[13]'` on a
/// list parameter) as its element, so the column reads `12`, as `--vary workers=12,13`.
///
/// # Example
/// ```
/// use jobsim::report::Cell;
/// use jobsim::sweep::cell_of;
/// assert_eq!(cell_of(&toml::Value::Array(vec![toml::Value::Integer(12)])), Cell::Int(12));
/// ```
pub fn cell_of(v: &toml::Value) -> Cell {
    match v {
        toml::Value::Array(a) if a.len() == 1 => cell_of(&a[0]),
        toml::Value::Integer(i) => Cell::Int(*i),
        toml::Value::Float(f) => Cell::Float(*f),
        toml::Value::String(s) => Cell::Text(s.clone()),
        toml::Value::Boolean(b) => Cell::Bool(*b),
        other => Cell::Text(other.to_string()),
    }
}

/// Runs the whole sweep of a plan (see [`Plan::run`]).
pub fn run(
    file: &str,
    text: &str,
    base: &[Override],
    varies: &[Vary],
    progress: &(dyn Fn() + Sync),
    w: &'static Words,
) -> Result<Table, SweepError> {
    let plan = Plan { file: file.into(), text: text.into(), base: base.to_vec(), varies: varies.to_vec(), table: None }
        .with_units_resolved()?;
    let total = plan.check()?;
    plan.run(0..total, false, progress, w)
}
