//! **yielding** (lesson 001, "İşin Parçalara Bölünmesi"): in a single-threaded runtime a
//! chunk holds the event loop; a health probe that arrives during a chunk is answered only
//! when the job yields (`await setImmediate`), and a job that never yields answers none
//! until it ends — the orchestrator would restart a healthy process.
//!
//! ```text
//! loop   |chunk······|y|chunk······|y|chunk······|y|
//! probe     ▲ arrives     ▲            ▲
//!           └──waits──────┘answered at the next yield (y)
//! ```
//!
//! A probe arrives every `probe_every_ms` (the first at `probe_first_ms`); its latency is
//! the time to the next yield (or to the end of the run); it misses when the latency is
//! above `probe_timeout_ms`. Only probes that arrive while the job runs are counted: one
//! that arrives after the job ended finds the loop idle and is left out (it would add a
//! 0 ms latency and lower the mean). One row per chunk size, and with `never_yield_row` one
//! more row for a loop that never yields (the first chunk size, no `await`). Two charts:
//! the worst probe latency (`probes`) and the probes that miss the timeout (`missed`)
//! against the chunk size.
//!
//! Each row's run is traced under `chunk<size>:` (`chunk<size>_no_yield:` for the loop that
//! never yields), probes included (`probe`: `ProbeArrived`, `ProbeAnswered latency_ms=…`).

mod present;
mod simulate;

pub use simulate::{Row, measure, simulate};

use serde::Deserialize;

use super::long_job::{MAX_MS, check_total_chunks};
use super::{Model, Unseeded};
use crate::report::{Chart, Report};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::sim::{Budget, Exhausted, RunOptions};

/// Most probes one run may receive.
pub const MAX_PROBES: u64 = 1_000_000;

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub total: u64,
    pub chunks: Vec<u64>,
    pub record_ms: u64,
    pub probe_every_ms: u64,
    pub probe_first_ms: u64,
    pub probe_timeout_ms: u64,
    pub never_yield_row: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    total: i64,
    /// One size or a list of sizes.
    chunk: toml::Value,
    #[serde(default = "one")]
    record_ms: i64,
    probe_every_ms: i64,
    /// When the first probe arrives (default: `probe_every_ms`).
    probe_first_ms: Option<i64>,
    probe_timeout_ms: i64,
    #[serde(default)]
    never_yield_row: bool,
}

fn one() -> i64 {
    1
}

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let (total, chunks) = check_total_chunks(check, raw.total, &raw.chunk)?;
    let record_ms = check.uint("record_ms", raw.record_ms, 0..=1000)?;
    let probe_every_ms = check.uint("probe_every_ms", raw.probe_every_ms, 1..=MAX_MS)?;
    let probes = total * record_ms / probe_every_ms;
    if probes > MAX_PROBES {
        return Err(check.error(format_args!(
            "`total` * `record_ms` / `probe_every_ms` must be at most {MAX_PROBES} probes (got {probes})"
        )));
    }
    Ok(Params {
        total,
        chunks,
        record_ms,
        probe_every_ms,
        probe_first_ms: match raw.probe_first_ms {
            Some(v) => check.uint("probe_first_ms", v, 0..=MAX_MS)?,
            None => probe_every_ms,
        },
        probe_timeout_ms: check.uint("probe_timeout_ms", raw.probe_timeout_ms, 0..=MAX_MS)?,
        never_yield_row: raw.never_yield_row,
    })
}

/// The model's registry type.
pub struct Yielding;

impl Model for Yielding {
    const NAME: &'static str = "yielding";
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<Row>;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        // Each row runs on its own engine; the largest plan's bound, twice, is a safe margin.
        let most = p.chunks.iter().map(|&c| simulate::plan(p, c, true).max_events()).max().unwrap_or(0);
        Budget::events(most.saturating_mul(2).saturating_add(1000))
    }
    fn simulate(p: &Params, _: Unseeded, options: &RunOptions) -> Result<Vec<Row>, Exhausted> {
        simulate(p, options)
    }
    fn present(p: &Params, rows: &Vec<Row>) -> Report {
        present::present(p, rows)
    }
    fn charts(p: &Params, rows: &Vec<Row>) -> Vec<Chart> {
        present::charts(p, rows)
    }
}
