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

mod present;
mod simulate;

pub use simulate::{Armed, Row, measure, plan_for, simulate};

use serde::Deserialize;

use super::long_job::{MAX_MS, check_total_chunk, opt_ms};
use super::{Model, Unseeded};
use crate::long_job::runner::CancelPlan;
use crate::long_job::{CancelSource, MAX_CHUNKS};
use crate::report::{Chart, Report};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::sim::{Budget, Exhausted, RunOptions};

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

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    total: i64,
    chunk: i64,
    #[serde(default = "one")]
    record_ms: i64,
    #[serde(default)]
    resume_after_ms: i64,
    sources: Vec<String>,
    cancel_at_ms: Option<i64>,
    timeout_ms: Option<i64>,
    shutdown_at_ms: Option<i64>,
    #[serde(default)]
    drain_ms: i64,
    lease_expires_at_ms: Option<i64>,
    #[serde(default)]
    lease_margin_ms: i64,
    #[serde(default)]
    all_row: bool,
}

fn one() -> i64 {
    1
}

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let (total, chunk) = check_total_chunk(check, raw.total, raw.chunk, MAX_CHUNKS)?;
    let sources: Vec<CancelSource> = check
        .list_of("sources", &raw.sources, &CancelSource::NAMES)?
        .into_iter()
        .map(|i| CancelSource::ALL[i])
        .collect();
    let cancel = CancelPlan {
        user_at_percent: None,
        user_at_ms: opt_ms(check, "cancel_at_ms", raw.cancel_at_ms)?,
        timeout_ms: opt_ms(check, "timeout_ms", raw.timeout_ms)?,
        shutdown_at_ms: opt_ms(check, "shutdown_at_ms", raw.shutdown_at_ms)?,
        drain_ms: check.uint("drain_ms", raw.drain_ms, 0..=MAX_MS)?,
        lease_expires_at_ms: opt_ms(check, "lease_expires_at_ms", raw.lease_expires_at_ms)?,
        lease_margin_ms: check.uint("lease_margin_ms", raw.lease_margin_ms, 0..=MAX_MS)?,
    };
    for &s in &sources {
        let (key, given) = match s {
            CancelSource::User => ("cancel_at_ms", cancel.user_at_ms.is_some()),
            CancelSource::Timeout => ("timeout_ms", cancel.timeout_ms.is_some()),
            CancelSource::Shutdown => ("shutdown_at_ms", cancel.shutdown_at_ms.is_some()),
            CancelSource::LeaseExpiry => ("lease_expires_at_ms", cancel.lease_expires_at_ms.is_some()),
        };
        if !given {
            return Err(check.error(format_args!("`{key}` is required when `sources` lists \"{}\"", s.name())));
        }
    }
    Ok(Params {
        total,
        chunk,
        record_ms: check.uint("record_ms", raw.record_ms, 0..=1000)?,
        resume_after_ms: check.uint("resume_after_ms", raw.resume_after_ms, 0..=MAX_MS)?,
        sources,
        cancel,
        all_row: raw.all_row,
    })
}

/// The model's registry type.
pub struct CancelSources;

impl Model for CancelSources {
    const NAME: &'static str = "cancel-sources";
    type Seed = Unseeded;
    type Params = Params;
    type Outcome = Vec<Row>;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        // Each row runs on its own engine; the largest plan's bound, twice, is a safe margin.
        let most = simulate::armed_rows(p).map(|a| plan_for(p, a).max_events()).max().unwrap_or(0);
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
