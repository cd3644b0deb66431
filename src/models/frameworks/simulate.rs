//! One engine run: a consumer per system retries until its system gives up.

use super::Params;
use crate::backoff::named::{RetryPolicy, System};
use crate::models::kit::schedules::{Kind, Lane};
use crate::sim::{Exhausted, Millis, ProcessId, RunOptions, Sim};

/// The events, past-tense facts.
#[derive(Clone, Copy, Debug)]
enum Event {
    /// The consumer's first call failed at t=0.
    CallFailed { lane: usize },
    /// A retry reached the dependency, which is down: it failed.
    RetryFailed { lane: usize },
}

/// One retry: its wait (what the seed drew, whole ms), the bounds of that wait and when
/// it was made.
#[derive(Clone, Debug, PartialEq)]
pub struct RetryRow {
    pub retry: u32,
    pub wait_ms: u64,
    pub min_ms: f64,
    pub max_ms: f64,
    /// Time of the retry since the first failure.
    pub at_ms: u64,
}

/// One system's run.
#[derive(Clone, Debug, PartialEq)]
pub struct SystemRun {
    pub system: System,
    /// The system's retry limit with these settings (`None`: never gives up).
    pub max_retries: Option<u32>,
    pub draws: bool,
    pub retries: Vec<RetryRow>,
    /// It gave up (after its last retry, at [`SystemRun::gave_up_ms`]).
    pub gave_up: bool,
    /// `guard_retries` stopped the lane.
    pub guard_reached: bool,
    /// Retries made within the budget (at or before `budget_ms`), this seed.
    pub in_budget: u32,
    /// Retries within the budget at the largest and the smallest draws (fewest, most).
    pub in_budget_range: (u32, u32),
    /// Time to give up at the smallest and the largest draws (when it gives up).
    pub gave_up_range_ms: Option<(f64, f64)>,
}

impl SystemRun {
    /// When it gave up: the time of its last retry (0 if it never retries).
    pub fn gave_up_ms(&self) -> Option<u64> {
        self.gave_up.then(|| self.retries.last().map_or(0, |r| r.at_ms))
    }
}

/// The bounds of one system, from its waits at the extreme draws (no engine, no seed):
/// retries within the budget at the longest and the shortest waits, and the time to give
/// up at the shortest and the longest waits.
fn bounds(policy: &dyn RetryPolicy, p: &Params) -> ((u32, u32), Option<(f64, f64)>) {
    let limit = policy.max_retries().unwrap_or(u32::MAX).min(p.guard_retries);
    let (mut lo_sum, mut hi_sum, mut fewest, mut most) = (0f64, 0f64, 0u32, 0u32);
    let budget = p.budget_ms as f64;
    for retry in 1..=limit {
        let (lo, hi) = policy.range_ms(retry);
        lo_sum += lo.trunc();
        hi_sum += hi.trunc();
        if hi_sum <= budget {
            fewest = retry;
        }
        if lo_sum <= budget {
            most = retry;
        } else if policy.max_retries().is_none() {
            break;
        }
    }
    let gave_up = policy.max_retries().filter(|&m| m <= p.guard_retries).map(|_| (lo_sum, hi_sum));
    ((fewest, most), gave_up)
}

/// Runs every listed system on the engine.
pub fn simulate(p: &Params, seed: u64, options: &RunOptions) -> Result<Vec<SystemRun>, Exhausted> {
    let mut sim: Sim<Event> = Sim::new(options);
    let mut lanes: Vec<Lane> =
        p.systems.iter().map(|&s| Lane::of(Kind::Named(s), &p.named, Some(seed), || unreachable!())).collect();
    let pids: Vec<ProcessId> = p.systems.iter().map(|s| sim.spawn(s.name())).collect();
    let mut runs: Vec<SystemRun> = p
        .systems
        .iter()
        .map(|&system| {
            let policy = p.named.get(system);
            let (in_budget_range, gave_up_range_ms) = bounds(policy, p);
            SystemRun {
                system,
                max_retries: policy.max_retries(),
                draws: policy.draws(),
                retries: Vec::new(),
                gave_up: false,
                guard_reached: false,
                in_budget: 0,
                in_budget_range,
                gave_up_range_ms,
            }
        })
        .collect();
    for (lane, &pid) in pids.iter().enumerate() {
        sim.send_at(pid, Millis::ZERO, Event::CallFailed { lane });
    }
    let mut pending: Vec<Option<RetryRow>> = vec![None; lanes.len()];
    while let Some(event) = sim.next_event()? {
        let now = sim.now().as_ms();
        let lane = match event {
            Event::CallFailed { lane } => lane,
            Event::RetryFailed { lane } => {
                let row = pending[lane].take().expect("a retry was scheduled");
                let run = &mut runs[lane];
                run.in_budget += u32::from(now <= p.budget_ms);
                run.retries.push(RetryRow { at_ms: now, ..row });
                lane
            }
        };
        let run = &mut runs[lane];
        let name = run.system.name();
        let made = run.retries.len() as u32;
        if lanes[lane].gives_up(made) {
            run.gave_up = true;
            sim.trace(name, "GaveUp", || format!("retries={made}"));
            continue;
        }
        if made >= p.guard_retries {
            run.guard_reached = true;
            sim.trace(name, "GuardReached", || format!("retries={made}"));
            continue;
        }
        if run.max_retries.is_none() && made >= p.rows && now > p.budget_ms {
            sim.trace(name, "CountingStopped", || format!("retries={made}"));
            continue;
        }
        let retry = made + 1;
        let wait = lanes[lane].wait_ms(retry) as u64;
        let (min_ms, max_ms) = p.named.get(run.system).range_ms(retry);
        pending[lane] = Some(RetryRow { retry, wait_ms: wait, min_ms, max_ms, at_ms: 0 });
        sim.trace(name, "RetryScheduled", || format!("retry={retry} wait_ms={wait}"));
        sim.send_in(pids[lane], wait, Event::RetryFailed { lane });
    }
    Ok(runs)
}
