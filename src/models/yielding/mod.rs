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

use crate::report::words::Words;
use super::kit::long_job::{MAX_MS, Work, finish, read_total_chunks};
use super::{Model, Unseeded};
use crate::long_job::MAX_TOTAL;
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind, Param, Reader, ScenarioError};
use crate::sim::{Budget, Exhausted, RunOptions};

/// Most probes one run may receive.
pub const MAX_PROBES: u64 = 1_000_000;

const MS: Kind = Kind::Int { min: 0, max: MAX_MS as i64 };

/// The parameters of `yielding`, declared once.
pub const PARAMS: &[Param] = &[
    crate::models::kit::long_job::TOTAL,
    Param::new(
        "chunk",
        Kind::Ints { min: 1, max: MAX_TOTAL as i64 },
        "[100, 500, 1000, 2000, 3000, 10000]",
        "records",
        "one chunk size or a list of 1..=64 sizes, one run each; at most 1000000 chunks per run \
         and 100000000 simulated events over all runs",
    ),
    crate::models::kit::long_job::RECORD_MS,
    Param::new(
        "probe_every_ms",
        Kind::Int { min: 1, max: MAX_MS as i64 },
        "1000",
        "ms",
        "a health probe arrives this often; at most 1000000 probes per run (`total` * `record_ms` / `probe_every_ms`)",
    ),
    Param::new("probe_first_ms", MS, "250", "ms", "when the first probe arrives"),
    Param::new("probe_timeout_ms", MS, "2000", "ms", "a probe answered later than this counts as missed"),
    Param::new("never_yield_row", Kind::Bool, "true", "", "one more row: the first chunk size with a loop that never yields"),
];

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

/// The events of every row's engine.
fn work(p: &Params) -> Work {
    let rows = p.chunks.iter().map(|&c| (c, true)).chain(p.never_yield_row.then(|| (p.chunks[0], false)));
    rows.fold(Work::default(), |w, (c, yields)| w.add(1, simulate::plan(p, c, yields).max_events()))
}

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    let (total, chunks) = read_total_chunks(&r)?;
    let record_ms = r.uint("record_ms")?;
    let probe_every_ms = r.uint("probe_every_ms")?;
    let probes = total * record_ms / probe_every_ms;
    if probes > MAX_PROBES {
        return Err(check.said("refusal-probes", &[("max", &MAX_PROBES), ("n", &probes)]));
    }
    let p = Params {
        total,
        chunks,
        record_ms,
        probe_every_ms,
        probe_first_ms: r.uint("probe_first_ms")?,
        probe_timeout_ms: r.uint("probe_timeout_ms")?,
        never_yield_row: r.bool("never_yield_row")?,
    };
    work(&p).check(check, "probes")?;
    finish(r)?;
    Ok(p)
}

/// The model's registry type.
pub struct Yielding;

impl Model for Yielding {
    const NAME: &'static str = "yielding";
    const HEADLINE: &'static [&'static str] = &["max_probe_latency_ms", "missed_probes"];
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<Row>;
    const PARAMS: &'static [Param] = PARAMS;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        // Each row runs on its own engine: the largest one's bound (`parse` checks the sum).
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
