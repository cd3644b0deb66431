//! **chunk-size** (lesson 001, "Parça Boyutu"): the chunk size sets two numbers at once —
//! progress writes per run (one per chunk) and the worst-case cancel latency (a signal
//! raised just after a check waits a whole chunk). Because records cost `record_ms`, the
//! latency is also a time.
//!
//! ```text
//! chunk 100    |·|·|·|·|·|·|·|·|·|·|·|·| … 300 writes, a cancel waits ≤ 100 records
//! chunk 10000  |··········|··········|··········|   3 writes, a cancel waits ≤ 10000
//! ```
//!
//! Each row is a run of the job on the engine with no cancel: `progress_writes` counts the
//! per-chunk `calisiyor` writes in the store (the table the lesson prints counts only
//! those; the final `bitti` write comes on top and is `final_writes`); the latency is the
//! largest gap the run had between two consecutive tops of its loop, in records and in ms
//! (`chunk × record_ms` plus the writes' `write_ms`). `chunk` is one size or a list; a
//! sweep (`--vary chunk=100,500,3000,10000`) gives one row per value. Each size's run is
//! traced under `chunk<size>:` (`chunk100:job/0`).

mod present;
mod simulate;

pub use simulate::{Row, measure, simulate};

use serde::Deserialize;

use super::long_job::check_total_chunks;
use super::{Model, Unseeded};
use crate::report::{Chart, Report};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::sim::{Budget, Exhausted, RunOptions};

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub total: u64,
    pub chunks: Vec<u64>,
    pub record_ms: u64,
    pub write_ms: u64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    total: i64,
    /// One size or a list of sizes.
    chunk: toml::Value,
    #[serde(default = "one")]
    record_ms: i64,
    #[serde(default)]
    write_ms: i64,
}

fn one() -> i64 {
    1
}

/// Most chunk sizes one scenario may list.
pub const MAX_SIZES: usize = super::long_job::MAX_SIZES;

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let (total, chunks) = check_total_chunks(check, raw.total, &raw.chunk)?;
    Ok(Params {
        total,
        chunks,
        record_ms: check.uint("record_ms", raw.record_ms, 0..=1000)?,
        write_ms: check.uint("write_ms", raw.write_ms, 0..=60_000)?,
    })
}

/// The model's registry type.
pub struct ChunkSize;

impl Model for ChunkSize {
    const NAME: &'static str = "chunk-size";
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<Row>;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        // Each size runs on its own engine; the largest plan's bound, twice, is a safe margin.
        let most = p.chunks.iter().map(|&c| simulate::plan(p, c).max_events()).max().unwrap_or(0);
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
