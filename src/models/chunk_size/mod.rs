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

pub mod facts;
mod present;
mod simulate;

pub use simulate::{Row, measure, simulate};

pub use super::kit::long_job::MAX_SIZES;

use crate::report::words::Words;
use super::kit::long_job::{Work, finish, read_total_chunks};
use super::{Model, Unseeded};
use crate::long_job::MAX_TOTAL;
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind, Param, Reader, ScenarioError};
use crate::sim::{Budget, Exhausted, RunOptions};

/// The parameters of `chunk-size`, declared once.
pub const PARAMS: &[Param] = &[
    crate::models::kit::long_job::TOTAL,
    Param::new(
        "chunk",
        Kind::Ints { min: 1, max: MAX_TOTAL as i64 },
        "[100, 500, 3000, 10000]",
        "records",
        "one chunk size or a list of 1..=64 sizes, one run each; at most 1000000 chunks per run \
         and 100000000 simulated events over all runs",
    ),
    crate::models::kit::long_job::RECORD_MS,
    crate::models::kit::long_job::WRITE_MS,
];

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub total: u64,
    pub chunks: Vec<u64>,
    pub record_ms: u64,
    pub write_ms: u64,
}

/// The events of every size's engine.
fn work(p: &Params) -> Work {
    p.chunks.iter().fold(Work::default(), |w, &c| w.add(1, simulate::plan(p, c).max_events()))
}

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    let (total, chunks) = read_total_chunks(&r)?;
    let p = Params { total, chunks, record_ms: r.uint("record_ms")?, write_ms: r.uint("write_ms")? };
    work(&p).check(check, "sizes")?;
    finish(r)?;
    Ok(p)
}

/// The model's registry type.
pub struct ChunkSize;

impl Model for ChunkSize {
    const NAME: &'static str = "chunk-size";
    const HEADLINE: &'static [&'static str] = &["progress_writes", "cancel_latency_ms", "run_ms"];
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<Row>;
    const PARAMS: &'static [Param] = PARAMS;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        // Each size runs on its own engine: the largest one's bound (`parse` checks the sum).
        work(p).budget()
    }
    fn simulate(p: &Params, _: Unseeded, options: &RunOptions) -> Result<Vec<Row>, Exhausted> {
        simulate(p, options)
    }
    fn present(p: &Params, rows: &Vec<Row>, w: &'static Words) -> Report {
        present::present(p, rows, w)
    }
    fn figures(p: &Params, rows: &Vec<Row>, w: &'static Words) -> Vec<Figure> {
        present::figures(p, rows, w)
    }
}
