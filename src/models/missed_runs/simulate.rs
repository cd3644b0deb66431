//! One job in one case on the engine: the scheduler's timers, the outage, the recovery
//! policy and the monitor's staleness check.

use super::{Params, Policy};
use crate::overlap::Concurrency;
use crate::schedule::{MonthEnd, next_run};
use crate::schedulers::NEVER;
use crate::sim::{Exhausted, Millis, RunOptions, Sim};

/// The two situations compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Case {
    /// The service is down for `outage_ms`.
    Outage(Policy),
    /// One planned run (the first at or after `skip_at`) is skipped: the lock was elsewhere.
    SingleSkip,
}

impl Case {
    pub fn name(self) -> &'static str {
        match self {
            Case::Outage(_) => "outage",
            Case::SingleSkip => "single_skip",
        }
    }
    pub fn label(self) -> &'static str {
        match self {
            Case::Outage(_) => "kesinti",
            Case::SingleSkip => "tek atlama",
        }
    }
    /// The recovery policy (a single skip has nothing to recover: `none`).
    pub fn policy(self) -> Policy {
        match self {
            Case::Outage(policy) => policy,
            Case::SingleSkip => Policy::None,
        }
    }
}

#[derive(Clone, Copy, Debug)]
enum Event {
    /// The scheduler's timer for a planned slot (UTC instant) fired.
    TimerFired { slot: i64 },
    /// A run (regular or catch-up) ended.
    RunFinished,
    ServiceCrashed,
    /// The service is back and recovers its missed slots by `policy`.
    ServiceRestarted { policy: Policy },
    /// The monitor checks whether the slot got its run.
    SlotChecked { slot: i64 },
}

/// What one job did in one case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaseRun {
    /// The job's index in `jobs`.
    pub job: usize,
    pub case: Case,
    pub missed: u32,
    pub runs_after_recovery: u32,
    pub dropped_logged: u32,
    /// Most runs in progress at one instant (half-open runs, [`crate::overlap`]).
    pub peak: u32,
    pub alerts: u32,
    pub runs: u32,
    /// When runs started (UTC instants) and how many at each: one per slot on time, the
    /// whole catch-up at the restart instant.
    pub starts: Vec<(i64, u32)>,
    /// When the staleness alert fired (UTC instants).
    pub alerts_at: Vec<i64>,
    /// The slot skipped in the single-skip case (its UTC instant).
    pub skipped_at: Option<i64>,
}

/// Runs job `j` in one case on the engine (traced as given).
pub fn simulate_case(p: &Params, j: usize, case: Case, options: &RunOptions) -> Result<CaseRun, Exhausted> {
    let job = &p.jobs[j];
    let mut sim: Sim<Event> = Sim::new(options);
    let scheduler = sim.spawn("scheduler");
    let at = |instant: i64| Millis((instant - p.start) as u64);
    // A rule read from a scenario always runs again; `NEVER` (after every `end`) otherwise.
    let next = |t: i64| next_run(job.rule, MonthEnd::Clamp, t).unwrap_or(NEVER);
    let mut out = CaseRun {
        job: j,
        case,
        missed: 0,
        runs_after_recovery: 0,
        dropped_logged: 0,
        peak: 0,
        alerts: 0,
        runs: 0,
        starts: Vec::new(),
        alerts_at: Vec::new(),
        skipped_at: None,
    };
    // Durable store of the scheduler: the last slot it handled.
    let mut last_handled = p.start;
    // Monitor state: slots that got a run (recent ones), the current miss streak.
    let mut ran_slots: Vec<i64> = Vec::new();
    let mut streak = 0u32;
    // Runs in progress, as half-open intervals (`crate::overlap`).
    let mut runs = Concurrency::default();
    let skip_slot = (case == Case::SingleSkip).then(|| next(p.skip_at - 1));
    if let Case::Outage(policy) = case {
        sim.schedule_at(at(p.outage_start), Event::ServiceCrashed);
        let back = p.outage_start + p.outage_ms as i64;
        if back < p.end {
            sim.schedule_at(at(back), Event::ServiceRestarted { policy });
        }
    }
    let first = next(p.start);
    if first < p.end {
        sim.send_at(scheduler, at(first), Event::TimerFired { slot: first });
    }
    let mut s = first;
    while s < p.end {
        sim.schedule_at(at(s) + 1, Event::SlotChecked { slot: s });
        s = next(s);
    }
    let name = job.name.as_str();
    while let Some(event) = sim.next_event()? {
        let now = p.start + sim.now().as_ms() as i64;
        // Runs to start now, for these slots.
        let mut start: Vec<i64> = Vec::new();
        match event {
            Event::TimerFired { slot } => {
                last_handled = slot;
                if Some(slot) == skip_slot {
                    out.missed += 1;
                    out.dropped_logged += 1;
                    out.skipped_at = Some(slot);
                    sim.trace(name, "RunSkipped", || "reason=lease_held_elsewhere (logged, not an error)".into());
                } else {
                    start.push(slot);
                }
                let n = next(slot);
                if n < p.end {
                    sim.send_at(scheduler, at(n), Event::TimerFired { slot: n });
                }
            }
            Event::ServiceCrashed => {
                sim.crash(scheduler);
                let killed = runs.running();
                sim.trace("service", "ServiceCrashed", || format!("runs_killed={killed}"));
                // Runs in progress die with the service: their `RunFinished` was owned by the
                // crashed incarnation and is dropped, so they end here.
                for _ in 0..killed {
                    runs.end(sim.now().as_ms());
                    sim.trace(name, "RunKilled", || "reason=service_crashed".into());
                }
            }
            Event::ServiceRestarted { policy } => {
                sim.restart(scheduler);
                let mut missed = Vec::new();
                let mut s = next(last_handled);
                while s <= now {
                    missed.push(s);
                    s = next(s);
                }
                let keep = match policy {
                    Policy::None => 0,
                    Policy::CatchUp => missed.len(),
                    Policy::Capped => missed.len().min(p.cap_intervals as usize),
                };
                let dropped = missed.len() - keep;
                out.missed += missed.len() as u32;
                out.dropped_logged += dropped as u32;
                out.runs_after_recovery += keep as u32;
                let n = missed.len();
                sim.trace("service", "ServiceRestarted", || {
                    format!("missed={n} catch_up={keep} dropped_logged={dropped} policy={}", policy.name())
                });
                start.extend_from_slice(&missed[n - keep..]);
                if let Some(&last) = missed.last() {
                    last_handled = last;
                }
                let n = next(last_handled.max(now));
                if n < p.end {
                    sim.send_at(scheduler, at(n), Event::TimerFired { slot: n });
                }
            }
            Event::RunFinished => runs.end(sim.now().as_ms()),
            Event::SlotChecked { slot } => {
                if let Some(i) = ran_slots.iter().position(|&s| s == slot) {
                    ran_slots.swap_remove(i);
                    streak = 0;
                } else {
                    streak += 1;
                    if streak == p.alert_after_missed {
                        out.alerts += 1;
                        out.alerts_at.push(now);
                        sim.trace("monitor", "StalenessAlertRaised", || format!("missed_in_a_row={streak}"));
                    }
                }
            }
        }
        if !start.is_empty() {
            match out.starts.last_mut() {
                Some((at, n)) if *at == now => *n += start.len() as u32,
                _ => out.starts.push((now, start.len() as u32)),
            }
        }
        for slot in start {
            out.runs += 1;
            runs.start(sim.now().as_ms());
            let running = runs.running();
            // A catch-up run of a slot whose check already happened resets the streak.
            if slot < now {
                streak = 0;
            } else {
                ran_slots.push(slot);
            }
            sim.trace(name, "RunStarted", || format!("slot_ms={slot} running={running}"));
            sim.send_in(scheduler, p.run_ms, Event::RunFinished);
        }
    }
    out.peak = runs.peak();
    Ok(out)
}

/// Every listed policy's outage, then the single skip.
pub fn cases(p: &Params) -> impl Iterator<Item = Case> + '_ {
    p.policies.iter().map(|&policy| Case::Outage(policy)).chain([Case::SingleSkip])
}

/// Runs every job in every case, each on its own engine (traced as
/// `<job>:<case>:<policy>:…`).
pub fn simulate(p: &Params, options: &RunOptions) -> Result<Vec<CaseRun>, Exhausted> {
    let mut runs = Vec::new();
    for (j, job) in p.jobs.iter().enumerate() {
        for case in cases(p) {
            let scoped = options.scoped(&format!("{}:{}:{}", job.name, case.name(), case.policy().name()));
            runs.push(simulate_case(p, j, case, &scoped)?);
        }
    }
    Ok(runs)
}
