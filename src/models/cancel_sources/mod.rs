//! **cancel-sources** (lesson 001, "İptalin Kaynakları"): the four sources of a cancel —
//! user, timeout, shutdown (SIGTERM, drain, then a hard kill) and lease expiry — all
//! raising the one signal the job reads at chunk boundaries.
//!
//! ```text
//! user ────────┐
//! timeout ─────┤ AbortSignal.any ─► signal ─► seen at the next chunk boundary ─► `iptal`
//! SIGTERM ─────┤                              (or, after drain_ms, a hard kill: no write)
//! lease - margin┘
//! ```
//!
//! One run of the job per listed source, with only that source armed for the first run;
//! then a resumed run finishes the job from the stored state. Each row says when the
//! source fired, where the job stopped, the cancel latency (ms and records committed after
//! the raise), the state it left (status and stored reason) and whether the resume
//! finished with the exact total. With `all_row`, one more row (`all`, `hepsi`) arms every
//! listed source in the same run: the earliest raise wins and is the stored `reason`, every
//! later raise is ignored; the lines under the table (and the `raises` CSV, for every row)
//! list each raise and what it did (`raised`, `already_raised`, `run_over`).
//! With a hard kill the row is `killed` and the stored state is the last chunk's
//! `calisiyor` row, which is just as resumable. For the lease, `lease_overrun` (the text
//! table's `kira asimi`: `evet` / `hayir`, `-` when no lease is armed) says whether the job
//! was still running when the lease expired (a second holder could have started).
//!
//! Each row's runs are traced under its source's name (`user:job/0`, `all:service`).

mod facts;
mod present;
mod simulate;

pub use simulate::{Armed, Row, measure, plan_for, simulate};

use crate::report::words::Words;
use super::kit::long_job::{MAX_MS, Work, finish, read_total_chunk};
use super::{Model, Unseeded};
use crate::long_job::runner::CancelPlan;
use crate::long_job::{CancelSource, MAX_CHUNKS, MAX_TOTAL};
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind, Param, Reader, ScenarioError};
use crate::sim::{Budget, Exhausted, RunOptions};

const MS: Kind = Kind::Int { min: 0, max: MAX_MS as i64 };

/// The parameters of `cancel-sources`, declared once. Each source's instant is used only
/// in the rows that arm it.
pub const PARAMS: &[Param] = &[
    crate::models::kit::long_job::TOTAL,
    Param::new(
        "chunk",
        Kind::Int { min: 1, max: MAX_TOTAL as i64 },
        "3000",
        "records",
        "records per chunk; at most 1000000 chunks (`total` / `chunk`)",
    ),
    crate::models::kit::long_job::RECORD_MS,
    Param::new("resume_after_ms", MS, "1000", "ms", "the resumed run starts this long after the first one ended"),
    Param::new(
        "sources",
        Kind::Choices(&CancelSource::NAMES),
        "[\"user\", \"timeout\", \"shutdown\", \"lease_expiry\"]",
        "",
        "one row per source, only that source armed for the first run",
    ),
    Param::new("cancel_at_ms", MS, "7500", "ms", "user: the stop is pressed at this instant"),
    Param::new("timeout_ms", MS, "20000", "ms", "timeout: the first run's deadline, from its start"),
    Param::new("shutdown_at_ms", MS, "10000", "ms", "shutdown: SIGTERM reaches the service at this instant"),
    Param::new("drain_ms", MS, "5000", "ms", "shutdown: the process is killed this long after SIGTERM if still running"),
    Param::new("lease_expires_at_ms", MS, "16000", "ms", "lease: it expires at this instant"),
    Param::new("lease_margin_ms", MS, "2000", "ms", "lease: the job cancels itself this long before it expires"),
    Param::new("all_row", Kind::Bool, "false", "", "one more row: every listed source armed in the same run"),
];

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub total: u64,
    pub chunk: u64,
    pub record_ms: u64,
    pub resume_after_ms: u64,
    pub sources: Vec<CancelSource>,
    /// Every source's settings (only the row's own source is armed).
    pub cancel: CancelPlan,
    /// One more row with every listed source armed in the same run.
    pub all_row: bool,
}

/// The events of every row's engine.
fn work(p: &Params) -> Work {
    simulate::armed_rows(p).fold(Work::default(), |w, a| w.add(1, plan_for(p, a).max_events()))
}

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    let (total, chunk) = read_total_chunk(&r, MAX_CHUNKS)?;
    let record_ms = r.uint("record_ms")?;
    let resume_after_ms = r.uint("resume_after_ms")?;
    let sources = r.choices("sources")?.into_iter().map(|i| CancelSource::ALL[i]).collect();
    let cancel = CancelPlan {
        user_at_percent: None,
        user_at_ms: Some(r.uint("cancel_at_ms")?),
        timeout_ms: Some(r.uint("timeout_ms")?),
        shutdown_at_ms: Some(r.uint("shutdown_at_ms")?),
        drain_ms: r.uint("drain_ms")?,
        lease_expires_at_ms: Some(r.uint("lease_expires_at_ms")?),
        lease_margin_ms: r.uint("lease_margin_ms")?,
    };
    let p = Params { total, chunk, record_ms, resume_after_ms, sources, cancel, all_row: r.bool("all_row")? };
    work(&p).check(check, "sources")?;
    finish(r)?;
    Ok(p)
}

/// The model's registry type.
pub struct CancelSources;

impl Model for CancelSources {
    const NAME: &'static str = "cancel-sources";
    const HEADLINE: &'static [&'static str] = &["stopped_ms", "cancel_latency_ms"];
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
