//! One job under one policy on the engine: the scheduler's timer, the outage, and at the
//! restart what the policy's scheduler does.

use super::{Params, Policy};
use crate::overlap::Concurrency;
use crate::schedule::{MonthEnd, Rule, next_run};
use crate::schedulers::kubernetes::{self, Sync};
use crate::schedulers::temporal::{self, Overlap};
use crate::schedulers::{NEVER, quartz, systemd};
use crate::sim::{Exhausted, Millis, ProcessId, RunOptions, Sim};

/// The job's schedule as the schedulers take it: the first slot strictly after `t`, or
/// [`NEVER`] (a rule read from a scenario always runs again; a rare cron date may be
/// decades away, after `end`). Monthly rules clamp.
pub fn next_slot(rule: Rule, t: i64) -> i64 {
    next_run(rule, MonthEnd::Clamp, t).unwrap_or(NEVER)
}

/// One run's start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Start {
    /// When it started (UTC instant).
    pub at: i64,
    /// The scheduled instant it stands for (a "fire now" stands for its own instant).
    pub slot: i64,
    /// Started for a slot missed during the outage (or as the one catch-up at restart).
    pub catch_up: bool,
}

/// What one job did under one policy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaseRun {
    /// The job's index in `jobs`.
    pub job: usize,
    pub policy: Policy,
    /// The restart (`None`: still down at `end`).
    pub restart: Option<i64>,
    /// Slots due while the service was down.
    pub missed: u32,
    pub starts: Vec<Start>,
    /// Most runs in progress at one instant ([`crate::overlap`]).
    pub peak: u32,
    /// Kubernetes syncs that counted more than 100 missed schedules (refused under the
    /// documented rule, a warning under the current controller).
    pub too_many_missed: u32,
    /// Temporal starts dropped: outside the catch-up window, or the buffer full.
    pub temporal_dropped: u32,
}

impl CaseRun {
    pub fn catch_ups(&self) -> impl Iterator<Item = &Start> {
        self.starts.iter().filter(|s| s.catch_up)
    }
    pub fn catch_up_count(&self) -> usize {
        self.catch_ups().count()
    }
    /// The first regular (not catch-up) run at or after the restart.
    pub fn next_regular(&self) -> Option<i64> {
        let r = self.restart?;
        self.starts.iter().find(|s| !s.catch_up && s.at >= r).map(|s| s.at)
    }
}

#[derive(Clone, Copy, Debug)]
enum Event {
    /// The scheduler's timer.
    TimerFired,
    /// A run ended; `tracked`: Temporal tracks it as running.
    RunFinished {
        tracked: bool,
    },
    ServiceCrashed,
    ServiceRestarted,
}

/// The engine and what the scheduler keeps durable.
struct World<'a> {
    p: &'a Params,
    rule: Rule,
    policy: Policy,
    sim: Sim<Event>,
    scheduler: ProcessId,
    out: CaseRun,
    runs: Concurrency,
    /// The lesson's last handled slot, systemd's stamp, the CronJob's `lastScheduleTime`,
    /// the Temporal schedule's last processed time.
    last: i64,
    trigger: Option<quartz::Trigger>,
    /// Temporal's buffer and its tracked running runs.
    buffer: Vec<i64>,
    tracked: u32,
}

impl World<'_> {
    fn next(&self, t: i64) -> i64 {
        next_slot(self.rule, t)
    }
    fn now(&self) -> i64 {
        self.p.start + self.sim.now().as_ms() as i64
    }
    fn at(&self, instant: i64) -> Millis {
        Millis((instant - self.p.start) as u64)
    }

    fn start(&mut self, slot: i64, catch_up: bool, tracked: bool) {
        let at = self.now();
        self.out.starts.push(Start { at, slot, catch_up });
        self.runs.start(self.sim.now().as_ms());
        if tracked {
            self.tracked += 1;
        }
        let running = self.runs.running();
        self.sim.trace("scheduler", "RunStarted", || format!("slot={slot} catch_up={catch_up} running={running}"));
        self.sim.send_in(self.scheduler, self.p.run_ms, Event::RunFinished { tracked });
    }

    /// Sets the scheduler's timer at `due` if it is before `end`.
    fn timer(&mut self, due: i64) {
        if due < self.p.end {
            let at = self.at(due.max(self.now()));
            self.sim.send_at(self.scheduler, at, Event::TimerFired);
        }
    }

    /// The scheduler wakes at `now`: at its timer, or at the restart.
    fn wake(&mut self, restart: bool) {
        let now = self.now();
        match self.policy {
            Policy::None | Policy::CatchUp | Policy::Capped if restart => {
                let mut missed = Vec::new();
                let mut s = self.next(self.last);
                while s <= now {
                    missed.push(s);
                    s = self.next(s);
                }
                let keep = match self.policy {
                    Policy::CatchUp => missed.len(),
                    Policy::Capped => missed.len().min(self.p.cap_intervals as usize),
                    _ => 0,
                };
                for &slot in &missed[missed.len() - keep..] {
                    self.start(slot, true, false);
                }
                self.last = missed.last().copied().unwrap_or(self.last).max(now);
                let due = self.next(self.last);
                self.timer(due);
            }
            Policy::None | Policy::CatchUp | Policy::Capped | Policy::Systemd { .. } if !restart => {
                self.start(now, false, false);
                self.last = now;
                let due = self.next(now);
                self.timer(due);
            }
            Policy::None | Policy::CatchUp | Policy::Capped => unreachable!("both cases handled above"),
            Policy::Systemd { persistent } => {
                if systemd::catch_up_at_boot(persistent, self.last, now, |t| self.next(t)) {
                    self.start(now, true, false);
                }
                self.last = now;
                let due = self.next(now);
                self.timer(due);
            }
            Policy::QuartzCron(_) | Policy::QuartzSimple(_) => {
                let mut trigger = self.trigger.expect("a Quartz policy has a trigger");
                let threshold = self.p.quartz_misfire_threshold_ms as i64;
                let rule = self.rule;
                let got = quartz::acquire(&mut trigger, now, threshold, &|t| next_slot(rule, t));
                self.trigger = Some(trigger);
                if got.misfires > 0 {
                    let n = got.misfires;
                    self.sim.trace("scheduler", "TriggerMisfired", || format!("misfires_handled={n}"));
                }
                for t in got.fired {
                    self.start(t, restart, false);
                }
                self.timer(trigger.next_fire());
            }
            Policy::Kubernetes(controller) => {
                let deadline = self.p.k8s_starting_deadline_ms.map(|d| d as i64);
                match kubernetes::sync(controller, self.last, now, deadline, |t| self.next(t)) {
                    Sync::Nothing | Sync::TooLate { .. } => {}
                    Sync::TooManyMissed { .. } => {
                        self.out.too_many_missed += 1;
                        self.sim
                            .trace("controller", "FailedNeedsStart", || "too many missed start times (> 100)".into());
                    }
                    Sync::Start { scheduled, many_missed, missed } => {
                        if many_missed {
                            self.out.too_many_missed += 1;
                            self.sim.trace("controller", "TooManyMissedTimes", || format!("missed={missed}"));
                        }
                        self.last = scheduled;
                        self.start(scheduled, scheduled < now, false);
                    }
                }
                let due = self.next(now);
                self.timer(due);
            }
            Policy::Temporal(overlap) => {
                let window = self.p.temporal_catchup_window_ms as i64;
                let mut t = self.next(self.last);
                while t <= now {
                    let kept =
                        temporal::within_catchup_window(t, now, window) && temporal::add_start(&mut self.buffer, t);
                    if !kept {
                        self.out.temporal_dropped += 1;
                    }
                    t = self.next(t);
                }
                self.last = now;
                self.process(overlap);
                let due = self.next(now);
                self.timer(due);
            }
        }
    }

    /// Temporal: one pass over the buffer.
    fn process(&mut self, overlap: Overlap) {
        let r = temporal::process_buffer(&self.buffer, self.tracked > 0, overlap);
        assert!(!r.need_cancel && !r.need_terminate, "no cancelling policy among the catch-up ones");
        self.buffer = r.buffer;
        let now = self.now();
        let missed = |slot: i64| self.out.restart.is_some_and(|back| slot < back && now >= back);
        let starts: Vec<(i64, bool, bool)> =
            r.overlapping.iter().map(|&s| (s, missed(s), false)).chain(r.start.map(|s| (s, missed(s), true))).collect();
        for (slot, catch_up, tracked) in starts {
            self.start(slot, catch_up, tracked);
        }
    }
}

/// Runs job `j` under `policy` on the engine (traced as given).
pub fn simulate_case(p: &Params, j: usize, policy: Policy, options: &RunOptions) -> Result<CaseRun, Exhausted> {
    let rule = p.jobs[j].rule;
    let mut sim: Sim<Event> = Sim::new(options);
    let scheduler = sim.spawn("scheduler");
    let back = p.outage_start + p.outage_ms as i64;
    let restart = (back < p.end).then_some(back);
    let first = next_slot(rule, p.start);
    let trigger = match policy {
        Policy::QuartzCron(instruction) => Some(quartz::Trigger::cron(first, instruction)),
        Policy::QuartzSimple(instruction) => {
            let interval = match rule {
                Rule::Interval { minutes } => i64::from(minutes) * 60_000,
                _ => crate::schedule::DAY_MS,
            };
            Some(quartz::Trigger::simple(first, interval, p.quartz_repeat_count, instruction))
        }
        _ => None,
    };
    let mut missed = 0;
    let mut s = next_slot(rule, p.outage_start - 1);
    while s < restart.unwrap_or(p.end) {
        missed += 1;
        s = next_slot(rule, s);
    }
    let out = CaseRun {
        job: j,
        policy,
        restart,
        missed,
        starts: Vec::new(),
        peak: 0,
        too_many_missed: 0,
        temporal_dropped: 0,
    };
    let mut w = World {
        p,
        rule,
        policy,
        sim,
        scheduler,
        out,
        runs: Concurrency::default(),
        last: p.start,
        trigger,
        buffer: Vec::new(),
        tracked: 0,
    };
    w.sim.schedule_at(w.at(p.outage_start), Event::ServiceCrashed);
    if let Some(back) = restart {
        w.sim.schedule_at(w.at(back), Event::ServiceRestarted);
    }
    let due = match w.trigger {
        Some(t) => t.next_fire(),
        None => first,
    };
    w.timer(due);
    while let Some(event) = w.sim.next_event()? {
        match event {
            Event::TimerFired => w.wake(false),
            Event::RunFinished { tracked } => {
                w.runs.end(w.sim.now().as_ms());
                if tracked {
                    w.tracked -= 1;
                    if let Policy::Temporal(overlap) = policy {
                        w.process(overlap);
                    }
                }
            }
            Event::ServiceCrashed => {
                w.sim.crash(w.scheduler);
                let killed = w.runs.running();
                w.sim.trace("service", "ServiceCrashed", || format!("runs_killed={killed}"));
                for _ in 0..killed {
                    w.runs.end(w.sim.now().as_ms());
                }
                w.tracked = 0;
            }
            Event::ServiceRestarted => {
                w.sim.restart(w.scheduler);
                w.sim.trace("service", "ServiceRestarted", || format!("policy={}", policy.name()));
                w.wake(true);
            }
        }
    }
    w.out.peak = w.runs.peak();
    Ok(w.out)
}

/// Every job under every listed policy that applies to it, each on its own engine
/// (traced as `<job>:<policy>:…`).
pub fn simulate(p: &Params, options: &RunOptions) -> Result<Vec<CaseRun>, Exhausted> {
    let mut out = Vec::new();
    for (j, job) in p.jobs.iter().enumerate() {
        for &policy in p.policies.iter().filter(|pol| pol.applies(job.rule)) {
            out.push(simulate_case(p, j, policy, &options.scoped(&format!("{}:{}", job.name, policy.name())))?);
        }
    }
    Ok(out)
}
