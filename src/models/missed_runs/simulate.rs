//! One job in one case on the engine: the scheduler's timers, the outage, the recovery
//! policy and the monitor's staleness check.

use super::{Params, Policy};
use crate::overlap::Concurrency;
use crate::args;
use crate::report::words::Words;
use crate::schedule::{MonthEnd, Rule, next_run};
use crate::schedulers::NEVER;
use crate::sim::{Exhausted, Millis, ProcessId, RunOptions, Sim};

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
    pub fn label(self, w: &'static Words) -> String {
        w.get("missed-runs-case", &args!(case = self.name()))
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
    let mut sim: Sim<Event> = Sim::new(options);
    let mut job = JobRun::new(p, j, case, &mut sim);
    job.arm(&mut sim);
    while let Some(event) = sim.next_event()? {
        let now = p.start + sim.now().as_ms() as i64;
        // Runs to start now, for these slots.
        let start = match event {
            Event::TimerFired { slot } => job.timer_fired(slot, &mut sim),
            Event::ServiceCrashed => {
                job.service_crashed(&mut sim);
                Vec::new()
            }
            Event::ServiceRestarted { policy } => job.service_restarted(policy, now, &mut sim),
            Event::RunFinished => {
                job.runs.end(sim.now().as_ms());
                Vec::new()
            }
            Event::SlotChecked { slot } => {
                job.slot_checked(slot, now, &mut sim);
                Vec::new()
            }
        };
        job.start_runs(start, now, &mut sim);
    }
    job.out.peak = job.runs.peak();
    Ok(job.out)
}

/// One job in one case: the scheduler process, what it keeps durable, the monitor, the
/// runs in progress, and what it reports.
struct JobRun<'p> {
    p: &'p Params,
    name: &'p str,
    rule: Rule,
    case: Case,
    scheduler: ProcessId,
    /// Durable store of the scheduler: the last slot it handled.
    last_handled: i64,
    /// Monitor state: slots that got a run (recent ones), the current miss streak.
    ran_slots: Vec<i64>,
    streak: u32,
    /// Runs in progress, as half-open intervals (`crate::overlap`).
    runs: Concurrency,
    skip_slot: Option<i64>,
    out: CaseRun,
}

impl<'p> JobRun<'p> {
    fn new(p: &'p Params, j: usize, case: Case, sim: &mut Sim<Event>) -> Self {
        let job = &p.jobs[j];
        let mut run = JobRun {
            p,
            name: job.name.as_str(),
            rule: job.rule,
            case,
            scheduler: sim.spawn("scheduler"),
            last_handled: p.start,
            ran_slots: Vec::new(),
            streak: 0,
            runs: Concurrency::default(),
            skip_slot: None,
            out: CaseRun {
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
            },
        };
        run.skip_slot = (case == Case::SingleSkip).then(|| run.next(p.skip_at - 1));
        run
    }

    /// The engine time of a UTC instant.
    fn at(&self, instant: i64) -> Millis {
        Millis((instant - self.p.start) as u64)
    }

    /// The job's next slot after `t`; `NEVER` (after every `end`) when the rule never
    /// runs again (a rule read from a scenario always does).
    fn next(&self, t: i64) -> i64 {
        next_run(self.rule, MonthEnd::Clamp, t).unwrap_or(NEVER)
    }

    /// Sends the scheduler's timer for slot `n`, if it is inside the span.
    fn timer_for(&self, n: i64, sim: &mut Sim<Event>) {
        if n < self.p.end {
            sim.send_at(self.scheduler, self.at(n), Event::TimerFired { slot: n });
        }
    }

    /// The outage, the first timer and every slot's check.
    fn arm(&self, sim: &mut Sim<Event>) {
        let p = self.p;
        if let Case::Outage(policy) = self.case {
            sim.schedule_at(self.at(p.outage_start), Event::ServiceCrashed);
            let back = p.outage_start + p.outage_ms as i64;
            if back < p.end {
                sim.schedule_at(self.at(back), Event::ServiceRestarted { policy });
            }
        }
        let first = self.next(p.start);
        self.timer_for(first, sim);
        let mut s = first;
        while s < p.end {
            sim.schedule_at(self.at(s) + 1, Event::SlotChecked { slot: s });
            s = self.next(s);
        }
    }

    /// The timer of `slot` fired: its run starts, unless it is the skipped one.
    fn timer_fired(&mut self, slot: i64, sim: &mut Sim<Event>) -> Vec<i64> {
        let mut start = Vec::new();
        self.last_handled = slot;
        if Some(slot) == self.skip_slot {
            self.out.missed += 1;
            self.out.dropped_logged += 1;
            self.out.skipped_at = Some(slot);
            sim.trace(self.name, "RunSkipped", || "reason=lease_held_elsewhere (logged, not an error)".into());
        } else {
            start.push(slot);
        }
        self.timer_for(self.next(slot), sim);
        start
    }

    fn service_crashed(&mut self, sim: &mut Sim<Event>) {
        sim.crash(self.scheduler);
        let killed = self.runs.running();
        sim.trace("service", "ServiceCrashed", || format!("runs_killed={killed}"));
        // Runs in progress die with the service: their `RunFinished` was owned by the
        // crashed incarnation and is dropped, so they end here.
        for _ in 0..killed {
            self.runs.end(sim.now().as_ms());
            sim.trace(self.name, "RunKilled", || "reason=service_crashed".into());
        }
    }

    /// The service is back: the slots missed since the last handled one are recovered by
    /// `policy` (the runs to start now).
    fn service_restarted(&mut self, policy: Policy, now: i64, sim: &mut Sim<Event>) -> Vec<i64> {
        sim.restart(self.scheduler);
        let mut missed = Vec::new();
        let mut s = self.next(self.last_handled);
        while s <= now {
            missed.push(s);
            s = self.next(s);
        }
        let keep = match policy {
            Policy::None => 0,
            Policy::CatchUp => missed.len(),
            Policy::Capped => missed.len().min(self.p.cap_intervals as usize),
        };
        let dropped = missed.len() - keep;
        self.out.missed += missed.len() as u32;
        self.out.dropped_logged += dropped as u32;
        self.out.runs_after_recovery += keep as u32;
        let n = missed.len();
        sim.trace("service", "ServiceRestarted", || {
            format!("missed={n} catch_up={keep} dropped_logged={dropped} policy={}", policy.name())
        });
        if let Some(&last) = missed.last() {
            self.last_handled = last;
        }
        self.timer_for(self.next(self.last_handled.max(now)), sim);
        missed.split_off(n - keep)
    }

    /// The monitor checks whether `slot` got its run; a streak of misses raises the alert.
    fn slot_checked(&mut self, slot: i64, now: i64, sim: &mut Sim<Event>) {
        if let Some(i) = self.ran_slots.iter().position(|&s| s == slot) {
            self.ran_slots.swap_remove(i);
            self.streak = 0;
        } else {
            self.streak += 1;
            if self.streak == self.p.alert_after_missed {
                self.out.alerts += 1;
                self.out.alerts_at.push(now);
                let streak = self.streak;
                sim.trace("monitor", "StalenessAlertRaised", || format!("missed_in_a_row={streak}"));
            }
        }
    }

    /// Starts a run for each slot in `start`, now.
    fn start_runs(&mut self, start: Vec<i64>, now: i64, sim: &mut Sim<Event>) {
        if !start.is_empty() {
            match self.out.starts.last_mut() {
                Some((at, n)) if *at == now => *n += start.len() as u32,
                _ => self.out.starts.push((now, start.len() as u32)),
            }
        }
        for slot in start {
            self.out.runs += 1;
            self.runs.start(sim.now().as_ms());
            let running = self.runs.running();
            // A catch-up run of a slot whose check already happened resets the streak.
            if slot < now {
                self.streak = 0;
            } else {
                self.ran_slots.push(slot);
            }
            sim.trace(self.name, "RunStarted", || format!("slot_ms={slot} running={running}"));
            sim.send_in(self.scheduler, self.p.run_ms, Event::RunFinished);
        }
    }
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
