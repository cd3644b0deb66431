//! One run of the job per row, each on its own engine: the row's source(s) armed for the
//! first run, then one resumed run; the first run's stop and every raise are summarised.

use crate::report::words::Words;
use super::Params;
use crate::long_job::runner::{self, CancelPlan, Plan, RaiseAttempt, RaiseEffect, RunEnd, RunRecord};
use crate::long_job::{CancelSource, gun_sum};
use crate::sim::{Exhausted, RunOptions};

/// What one row arms for the first run: one source, or every listed source at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Armed {
    One(CancelSource),
    /// Every source of `sources`, combined into the one signal: the first raise wins.
    All,
}

impl Armed {
    /// The name used in CSV (`all` for the combined row).
    pub fn name(self) -> &'static str {
        match self {
            Armed::One(s) => s.name(),
            Armed::All => "all",
        }
    }

    /// The label for the text table (ASCII).
    pub fn label(self, w: &'static Words) -> String {
        match self {
            Armed::One(s) => s.label(w),
            Armed::All => crate::word!(w, "cancel-sources-all"),
        }
    }

    /// The sources it arms.
    pub fn sources(self, p: &Params) -> Vec<CancelSource> {
        match self {
            Armed::One(s) => vec![s],
            Armed::All => p.sources.clone(),
        }
    }
}

/// The plan that arms the row's source(s).
pub fn plan_for(p: &Params, armed: Armed) -> Plan {
    let mut plan = Plan::new(p.total, p.chunk, p.record_ms);
    plan.runs = 2;
    plan.resume_after_ms = p.resume_after_ms;
    let c = &p.cancel;
    let mut cancel = CancelPlan::default();
    for source in armed.sources(p) {
        match source {
            CancelSource::User => cancel.user_at_ms = c.user_at_ms,
            CancelSource::Timeout => cancel.timeout_ms = c.timeout_ms,
            CancelSource::Shutdown => {
                cancel.shutdown_at_ms = c.shutdown_at_ms;
                cancel.drain_ms = c.drain_ms;
            }
            CancelSource::LeaseExpiry => {
                cancel.lease_expires_at_ms = c.lease_expires_at_ms;
                cancel.lease_margin_ms = c.lease_margin_ms;
            }
        }
    }
    plan.cancel = cancel;
    plan
}

/// One row: what the armed source(s) did to the first run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub armed: Armed,
    /// When the signal was raised (SIGTERM's arrival for a shutdown): by the first source
    /// to raise it, or, if the run had ended before any did, the first attempt.
    pub fired_ms: u64,
    /// `cancelled`, `killed` (`crashed` if a crash were injected), or `done` when the job
    /// finished before it saw the signal.
    pub ended: &'static str,
    pub stopped_ms: u64,
    pub stopped_records: u64,
    pub latency_ms: u64,
    pub latency_records: u64,
    /// Records a kill at the drain deadline (or a crash) threw away: those processed since
    /// the last commit, which the resumed run processes again (0 when the run was not killed).
    pub lost_records: u64,
    /// The stored status the first run left behind.
    pub status_left: &'static str,
    /// The stored reason (`iptal` only): the source that raised the signal first.
    pub reason: Option<CancelSource>,
    /// The resumed run finished with the exact accumulator.
    pub resumed_exact: bool,
    pub lease_overrun: Option<bool>,
    /// Every raise aimed at the first run, in order, with what it did.
    pub raises: Vec<RaiseAttempt>,
    /// Raises that changed nothing (the signal was already raised, or the run was over).
    pub ignored_raises: u64,
    /// Every run of the job: the first with the armed source(s), then the resumed ones.
    pub runs: Vec<RunRecord>,
}

/// Runs the job with the row's source(s) armed and summarises the first run.
pub fn measure(p: &Params, armed: Armed, options: &RunOptions) -> Result<Row, Exhausted> {
    let o = runner::simulate(&plan_for(p, armed), options)?;
    let first = &o.runs[0];
    let stored = first.stored;
    let raises: Vec<RaiseAttempt> = o.raises.iter().filter(|a| a.run == 1).copied().collect();
    // Every armed source raises (or finds the run over) at its instant, so there is a
    // first attempt; a row with none would have no latency: it "fired" where it stopped.
    let fired_ms = raises
        .iter()
        .find(|a| a.effect == RaiseEffect::Raised)
        .or(raises.first())
        .map_or(first.end.as_ms(), |a| a.at.as_ms());
    let stopped_records = stored.map(|s| s.processed).unwrap_or(0);
    // A run that ends without a final write (a kill at the drain deadline, or a crash)
    // committed what it had written by the raise; what it wrote after is its latency.
    let committed_at_raise =
        || o.store.history().iter().rev().find(|(at, _, _)| at.as_ms() <= fired_ms).map(|h| h.2.processed).unwrap_or(0);
    let (ended, latency_records) = match first.how {
        RunEnd::Cancelled(c) => ("cancelled", c.latency_records()),
        RunEnd::Killed => ("killed", stopped_records - committed_at_raise()),
        RunEnd::Crashed { .. } => ("crashed", stopped_records - committed_at_raise()),
        RunEnd::Done => ("done", 0),
    };
    // The kill comes mid-chunk: the chunk began at the last commit (or the run's start),
    // and every record since then is processed again by the resumed run.
    let lost_records = match first.how {
        RunEnd::Killed | RunEnd::Crashed { .. } if p.record_ms > 0 => {
            let (start, end) = (first.start.as_ms(), first.end.as_ms());
            let commit =
                o.store.history().iter().rev().find(|(at, _, _)| at.as_ms() <= end).map_or(start, |h| h.0.as_ms());
            ((end - commit.max(start)) / p.record_ms).min(p.chunk).min(p.total - stopped_records)
        }
        _ => 0,
    };
    let resumed_exact = o.runs.last().is_some_and(|last| {
        last.how == RunEnd::Done && last.stored.map(|s| s.accumulator) == Some(gun_sum(0, p.total))
    });
    let lease_armed = armed.sources(p).contains(&CancelSource::LeaseExpiry);
    let row = Row {
        armed,
        fired_ms,
        ended,
        stopped_ms: first.end.as_ms(),
        stopped_records,
        latency_ms: first.end.as_ms().saturating_sub(fired_ms),
        latency_records,
        lost_records,
        status_left: stored.map(|s| s.status.label()).unwrap_or("yok"),
        reason: stored.and_then(|s| s.reason),
        resumed_exact,
        lease_overrun: if lease_armed { o.lease_overrun } else { None },
        ignored_raises: raises.iter().filter(|a| a.effect != RaiseEffect::Raised).count() as u64,
        raises,
        runs: o.runs,
    };
    Ok(row)
}

/// The rows of the table: each listed source alone, then (with `all_row`) all at once.
pub(super) fn armed_rows(p: &Params) -> impl Iterator<Item = Armed> + '_ {
    p.sources.iter().map(|&s| Armed::One(s)).chain(p.all_row.then_some(Armed::All))
}

/// Runs every row in order, each traced under its name (`user:`, …, `all:`).
pub fn simulate(p: &Params, options: &RunOptions) -> Result<Vec<Row>, Exhausted> {
    armed_rows(p).map(|armed| measure(p, armed, &options.scoped(armed.name()))).collect()
}
