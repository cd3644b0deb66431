//! The schedules' waits (policy values; a named policy's draws) and the budget experiment
//! on the engine.

use super::{Kind, Params, policy};
use crate::backoff::Backoff;
use crate::backoff::named::{Extreme, Policies, RetryPolicy};
use crate::js::number_to_string;
use crate::sim::{Exhausted, Millis, ProcessId, RunOptions, Sim, Stream, Streams};

/// The events of the budget experiment, past-tense facts.
#[derive(Clone, Copy, Debug)]
enum Event {
    /// The consumer's first call failed at t=0.
    CallFailed { lane: usize },
    /// A retry reached the dependency, which is down: it fails.
    RetrySent { lane: usize },
}

/// One schedule's waits, retry after retry: a lesson schedule's pure values, or a named
/// policy drawing from its own stream (forked by the system's name, so the waits table
/// and every engine run of one seed see the same draws).
pub enum Lane<'p> {
    Lesson(Box<dyn Backoff>),
    Named { policy: &'p dyn RetryPolicy, draws: Option<Box<Stream>> },
}

impl<'p> Lane<'p> {
    /// The lane of `kind`; a named policy that draws needs `seed` (checked at load).
    pub fn new(p: &'p Params, kind: Kind, seed: Option<u64>) -> Lane<'p> {
        Lane::of(kind, &p.named, seed, || policy(p, kind))
    }

    /// The lane of `kind` with the named policies `named`; `lesson` builds a lesson one.
    pub fn of(kind: Kind, named: &'p Policies, seed: Option<u64>, lesson: impl FnOnce() -> Box<dyn Backoff>) -> Lane<'p> {
        match kind {
            Kind::Named(s) => {
                let policy = named.get(s);
                let draws = policy.draws().then(|| {
                    let seed = seed.expect("a named policy that draws runs with a seed (checked at load)");
                    Box::new(Streams::new(seed).fork(&format!("policy/{}", s.name())))
                });
                Lane::Named { policy, draws }
            }
            _ => Lane::Lesson(lesson()),
        }
    }

    /// The wait before retry `retry`, ms (retries asked in order 1, 2, 3 …). A named
    /// policy's wait is truncated to whole milliseconds, the engine's resolution (the
    /// lesson's schedules keep the lesson's doubles).
    pub fn wait_ms(&mut self, retry: u32) -> f64 {
        match self {
            Lane::Lesson(b) => b.wait_ms(retry),
            Lane::Named { policy, draws: Some(d) } => policy.wait_ms(retry, d.as_mut()).trunc(),
            Lane::Named { policy, draws: None } => policy.wait_ms(retry, &mut Extreme::Low).trunc(),
        }
    }

    /// Whether the schedule gives up after `retries` retries.
    pub fn gives_up(&self, retries: u32) -> bool {
        match self {
            Lane::Lesson(_) => false,
            Lane::Named { policy, .. } => policy.max_retries().is_some_and(|m| retries >= m),
        }
    }
}

/// The wait before retry `attempt` under every listed schedule, in ms (`None`: the
/// schedule gave up before this retry).
#[derive(Clone, Debug, PartialEq)]
pub struct WaitRow {
    pub attempt: u32,
    pub waits_ms: Vec<Option<f64>>,
}

/// How one schedule fared against the budget.
#[derive(Clone, Debug, PartialEq)]
pub struct BudgetOutcome {
    pub kind: Kind,
    /// Retries made within the budget.
    pub retries: u32,
    /// Sum of the waits made (the time of the last retry), ms.
    pub elapsed_ms: u64,
    /// The guard stopped it, not the budget.
    pub unlimited: bool,
    /// The named policy gave up (its own retry limit) before the budget or the guard.
    pub gave_up: bool,
    /// `(retry number, time)` of every retry, for the chart.
    pub times_ms: Vec<(u32, u64)>,
}

/// Both experiments.
#[derive(Clone, Debug, PartialEq)]
pub struct Schedules {
    /// Retries `1..=rows`.
    pub waits: Vec<WaitRow>,
    /// Per schedule, the sum of the waits of `waits` (JS `reduce`: left-to-right doubles).
    pub total_wait_ms: Vec<f64>,
    /// Per schedule, the budget experiment.
    pub budget: Vec<BudgetOutcome>,
}

/// Computes the waits and runs the budget experiment.
pub fn simulate(p: &Params, seed: Option<u64>, options: &RunOptions) -> Result<Schedules, Exhausted> {
    let mut lanes: Vec<Lane> = p.schedules.iter().map(|&k| Lane::new(p, k, seed)).collect();
    let waits: Vec<WaitRow> = (1..=p.rows)
        .map(|n| WaitRow {
            attempt: n,
            waits_ms: lanes.iter_mut().map(|l| (!l.gives_up(n - 1)).then(|| l.wait_ms(n))).collect(),
        })
        .collect();
    let mut total_wait_ms = vec![0f64; lanes.len()];
    for row in &waits {
        for (t, w) in total_wait_ms.iter_mut().zip(&row.waits_ms) {
            *t += w.unwrap_or(0.0);
        }
    }
    Ok(Schedules { waits, total_wait_ms, budget: simulate_budget(p, seed, options)? })
}

/// Runs the budget experiment on the engine: one consumer per schedule, with the
/// scenario's `guard_attempts` and `budget_ms`.
pub fn simulate_budget(p: &Params, seed: Option<u64>, options: &RunOptions) -> Result<Vec<BudgetOutcome>, Exhausted> {
    simulate_limits(p, seed, p.guard_attempts, p.budget_ms as f64, options)
}

/// One consumer per schedule retries against a dependency that is down until a limit
/// stops it: at most `max_retries` retries (`unlimited` is set when this one stops it), a
/// retry only while `elapsed + wait <= budget_ms` (`f64::INFINITY` for no time limit),
/// and a named policy's own retry limit (`gave_up`). A wait is scheduled in whole
/// milliseconds (a real-valued wait is truncated).
pub fn simulate_limits(
    p: &Params,
    seed: Option<u64>,
    max_retries: u32,
    budget_ms: f64,
    options: &RunOptions,
) -> Result<Vec<BudgetOutcome>, Exhausted> {
    let mut sim: Sim<Event> = Sim::new(options);
    let mut lanes: Vec<Lane> = p.schedules.iter().map(|&k| Lane::new(p, k, seed)).collect();
    let pids: Vec<ProcessId> = p.schedules.iter().map(|_| sim.spawn("consumer")).collect();
    let mut out: Vec<BudgetOutcome> = p
        .schedules
        .iter()
        .map(|&kind| BudgetOutcome {
            kind,
            retries: 0,
            elapsed_ms: 0,
            unlimited: false,
            gave_up: false,
            times_ms: Vec::new(),
        })
        .collect();
    for (lane, &pid) in pids.iter().enumerate() {
        sim.send_at(pid, Millis::ZERO, Event::CallFailed { lane });
    }
    while let Some(event) = sim.next_event()? {
        let now = sim.now().as_ms();
        let lane = match event {
            Event::CallFailed { lane } => lane,
            Event::RetrySent { lane } => {
                let o = &mut out[lane];
                o.retries += 1;
                o.elapsed_ms = now;
                o.times_ms.push((o.retries, now));
                lane
            }
        };
        let name = out[lane].kind.name();
        let retries = out[lane].retries;
        if lanes[lane].gives_up(retries) {
            out[lane].gave_up = true;
            sim.trace(name, "GaveUp", || format!("retries={retries}"));
            continue;
        }
        let wait = lanes[lane].wait_ms(retries + 1);
        // The lesson's loop condition, in doubles: `gecen + f(n + 1) <= BUTCE && n < 1000`.
        if now as f64 + wait <= budget_ms && retries < max_retries {
            sim.trace(name, "RetryScheduled", || format!("retry={} wait_ms={}", retries + 1, number_to_string(wait)));
            sim.send_in(pids[lane], wait as u64, Event::RetrySent { lane });
        } else if retries >= max_retries {
            out[lane].unlimited = true;
            sim.trace(name, "GuardReached", || format!("retries={retries}"));
        } else {
            sim.trace(name, "BudgetExhausted", || format!("retries={retries} next_wait_ms={}", number_to_string(wait)));
        }
    }
    Ok(out)
}
