//! Each policy on its own engine: starts come due, runs close, the scheduler (Temporal's
//! buffer or the CronJob controller's sync) decides.

use super::{Params, Policy};
use crate::overlap::Concurrency;
use crate::schedulers::NEVER;
use crate::schedulers::kubernetes::{self, Concurrency as K8s, Controller, Sync};
use crate::schedulers::temporal::{self, Overlap};
use crate::sim::{EventId, Exhausted, Millis, RunOptions, Sim, Streams};

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunEnd {
    Finished,
    /// Asked to cancel (`CANCEL_OTHER`); closed `cancel_ms` later or at its own end.
    Cancelled,
    /// Ended at once: `TERMINATE_OTHER`, or its Job deleted by Kubernetes' Replace.
    Terminated,
}

/// One run: which scheduled start it stands for, when it ran, how it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    /// The scheduled start (k of `k × period_ms`).
    pub slot: u32,
    pub nominal_ms: u64,
    pub start_ms: u64,
    pub end_ms: u64,
    pub end: RunEnd,
    /// When it was asked to cancel (`CANCEL_OTHER`).
    pub cancel_at_ms: Option<u64>,
}

impl Run {
    pub fn late_ms(&self) -> u64 {
        self.start_ms - self.nominal_ms
    }
}

/// What one policy did.
#[derive(Clone, Debug, PartialEq)]
pub struct PolicyRun {
    pub policy: Policy,
    /// In start order.
    pub runs: Vec<Run>,
    /// Scheduled starts that never ran, in order.
    pub skipped: Vec<u32>,
    /// Most runs in progress at one instant ([`crate::overlap`]).
    pub peak: u32,
}

impl PolicyRun {
    /// Runs that started after their scheduled time.
    pub fn delayed(&self) -> usize {
        self.runs.iter().filter(|r| r.start_ms > r.nominal_ms).count()
    }
    pub fn ended(&self, end: RunEnd) -> usize {
        self.runs.iter().filter(|r| r.end == end).count()
    }
    /// Mean lateness of the runs started (0 for none).
    pub fn late_mean_ms(&self) -> f64 {
        if self.runs.is_empty() {
            return 0.0;
        }
        self.runs.iter().map(|r| r.late_ms() as f64).sum::<f64>() / self.runs.len() as f64
    }
    pub fn late_max_ms(&self) -> u64 {
        self.runs.iter().map(Run::late_ms).max().unwrap_or(0)
    }
}

#[derive(Clone, Copy, Debug)]
enum Event {
    /// Scheduled start `slot` came due: handled after the runs closing at this instant.
    StartDue { slot: u32 },
    /// The scheduler handles the due start.
    StartHandled { slot: u32 },
    /// A run closed (its own end, or the end of its cancellation).
    RunClosed { run: u32 },
}

/// Each scheduled start's run length: an integer uniform in [`run_ms_min`,
/// `run_ms_max`] from the seed's `durations` stream, one draw per start in order.
pub fn durations(p: &Params, seed: u64) -> Vec<u64> {
    let mut stream = Streams::new(seed).fork("durations");
    (0..p.ticks).map(|_| p.run_ms_min + stream.below_inclusive(p.run_ms_max - p.run_ms_min)).collect()
}

/// The engine and what the scheduler keeps.
struct World<'a> {
    p: &'a Params,
    durations: &'a [u64],
    sim: Sim<Event>,
    runs: Vec<Run>,
    /// Each run's pending close.
    closes: Vec<EventId>,
    /// Runs the scheduler tracks as running (Temporal: not `ALLOW_ALL` ones; Kubernetes:
    /// the active Jobs).
    tracked: Vec<u32>,
    concurrency: Concurrency,
    /// Temporal's buffer of starts.
    buffer: Vec<u32>,
    /// Kubernetes' `lastScheduleTime` (−1: none yet, the CronJob created just before 0).
    last_schedule: i64,
}

impl World<'_> {
    fn now(&self) -> u64 {
        self.sim.now().as_ms()
    }

    fn start(&mut self, slot: u32, tracked: bool) {
        let now = self.now();
        let i = self.runs.len() as u32;
        let nominal_ms = u64::from(slot) * self.p.period_ms;
        let end_ms = now + self.durations[slot as usize];
        self.runs.push(Run { slot, nominal_ms, start_ms: now, end_ms, end: RunEnd::Finished, cancel_at_ms: None });
        self.closes.push(self.sim.schedule_at(Millis(end_ms), Event::RunClosed { run: i }));
        self.concurrency.start(now);
        if tracked {
            self.tracked.push(i);
        }
        let (late, running) = (now - nominal_ms, self.concurrency.running());
        self.sim.trace("scheduler", "RunStarted", || format!("slot={slot} late_ms={late} running={running}"));
    }

    fn close(&mut self, run: u32, end: RunEnd) {
        let now = self.now();
        let r = &mut self.runs[run as usize];
        r.end_ms = now;
        r.end = end;
        self.concurrency.end(now);
        self.tracked.retain(|&t| t != run);
        let slot = r.slot;
        self.sim.trace("scheduler", "RunClosed", || format!("slot={slot} end={end:?}"));
    }

    /// Ends a tracked run now (terminated, or its Job deleted).
    fn terminate_tracked(&mut self) {
        for run in std::mem::take(&mut self.tracked) {
            self.sim.cancel(self.closes[run as usize]);
            self.close(run, RunEnd::Terminated);
        }
    }

    /// Temporal: one or more passes over the buffer (a terminate closes the runs at once,
    /// and the buffer is processed again).
    fn process_buffer(&mut self, overlap: Overlap) {
        loop {
            let r = temporal::process_buffer(&self.buffer, !self.tracked.is_empty(), overlap);
            self.buffer = r.buffer;
            if r.overlap_skipped + r.replaced.len() as u32 > 0 {
                let (n, m) = (r.overlap_skipped, r.replaced.len());
                self.sim.trace("scheduler", "StartsSkipped", || format!("overlap_skipped={n} replaced={m}"));
            }
            for slot in r.overlapping {
                self.start(slot, false);
            }
            if let Some(slot) = r.start {
                self.start(slot, true);
            }
            if r.need_cancel {
                let now = self.now();
                for run in self.tracked.clone() {
                    let run_ref = &mut self.runs[run as usize];
                    if run_ref.cancel_at_ms.is_some() {
                        continue;
                    }
                    run_ref.cancel_at_ms = Some(now);
                    let closes_at = now + self.p.cancel_ms;
                    if closes_at < run_ref.end_ms {
                        self.sim.cancel(self.closes[run as usize]);
                        self.closes[run as usize] = self.sim.schedule_at(Millis(closes_at), Event::RunClosed { run });
                    }
                    self.sim.trace("scheduler", "CancelRequested", || format!("run={run}"));
                }
            }
            if r.need_terminate {
                self.terminate_tracked();
                continue;
            }
            return;
        }
    }

    /// The first scheduled start after `t` (engine ms), [`NEVER`] after the last.
    fn next(&self, t: i64) -> i64 {
        let period = self.p.period_ms as i64;
        let k = if t < 0 { 0 } else { t / period + 1 };
        if k < i64::from(self.p.ticks) { k * period } else { NEVER }
    }

    /// Kubernetes: one controller sync.
    fn sync(&mut self, policy: K8s) {
        let now = self.now() as i64;
        let deadline = self.p.k8s_starting_deadline_ms.map(|d| d as i64);
        match kubernetes::sync(Controller::Current, self.last_schedule, now, deadline, |t| self.next(t)) {
            Sync::Nothing => {}
            Sync::TooLate { scheduled } => {
                self.sim.trace("controller", "MissSchedule", || format!("scheduled_ms={scheduled}"))
            }
            Sync::TooManyMissed { .. } => unreachable!("the current controller starts anyway"),
            Sync::Start { scheduled, .. } => {
                if policy == K8s::Forbid && !self.tracked.is_empty() {
                    self.sim.trace("controller", "JobAlreadyActive", || format!("scheduled_ms={scheduled}"));
                    return;
                }
                if policy == K8s::Replace {
                    self.terminate_tracked();
                }
                self.last_schedule = scheduled;
                self.start((scheduled / self.p.period_ms as i64) as u32, true);
            }
        }
    }
}

/// Runs one policy with the given run lengths (one per scheduled start) on the engine.
pub fn simulate_policy(
    p: &Params,
    policy: Policy,
    durations: &[u64],
    options: &RunOptions,
) -> Result<PolicyRun, Exhausted> {
    assert_eq!(durations.len(), p.ticks as usize, "one run length per scheduled start");
    let mut w = World {
        p,
        durations,
        sim: Sim::new(options),
        runs: Vec::new(),
        closes: Vec::new(),
        tracked: Vec::new(),
        concurrency: Concurrency::default(),
        buffer: Vec::new(),
        last_schedule: -1,
    };
    for slot in 0..p.ticks {
        w.sim.schedule_at(Millis(u64::from(slot) * p.period_ms), Event::StartDue { slot });
    }
    while let Some(event) = w.sim.next_event()? {
        match (event, policy) {
            (Event::StartDue { slot }, _) => {
                let now = w.sim.now();
                w.sim.schedule_at(now, Event::StartHandled { slot });
            }
            (Event::StartHandled { slot }, Policy::Temporal(overlap)) => {
                if !temporal::add_start(&mut w.buffer, slot) {
                    w.sim.trace("scheduler", "BufferOverrun", || format!("slot={slot}"));
                }
                w.process_buffer(overlap);
            }
            (Event::StartHandled { .. }, Policy::Kubernetes(k8s)) => w.sync(k8s),
            (Event::RunClosed { run }, policy) => {
                // Asked to cancel and closing before its own end: cancelled.
                let r = &w.runs[run as usize];
                let cancelled = r.cancel_at_ms.is_some() && w.sim.now().as_ms() < r.end_ms;
                let end = if cancelled { RunEnd::Cancelled } else { RunEnd::Finished };
                w.close(run, end);
                match policy {
                    Policy::Temporal(overlap) => w.process_buffer(overlap),
                    Policy::Kubernetes(k8s) => w.sync(k8s),
                }
            }
        }
    }
    let mut ran = vec![false; p.ticks as usize];
    for r in &w.runs {
        ran[r.slot as usize] = true;
    }
    let skipped = (0..p.ticks).filter(|&s| !ran[s as usize]).collect();
    Ok(PolicyRun { policy, runs: w.runs, skipped, peak: w.concurrency.peak() })
}

/// The run lengths drawn and what every policy did with them.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    /// One per scheduled start.
    pub durations: Vec<u64>,
    pub policies: Vec<PolicyRun>,
}

/// Every listed policy on its own engine, the same run lengths for all (traced as
/// `<policy>:…`).
pub fn simulate(p: &Params, seed: u64, options: &RunOptions) -> Result<Outcome, Exhausted> {
    let durations = durations(p, seed);
    let policies = p
        .policies
        .iter()
        .map(|&policy| simulate_policy(p, policy, &durations, &options.scoped(policy.name())))
        .collect::<Result<_, _>>()?;
    Ok(Outcome { durations, policies })
}
