//! The backoff schedules a scenario lists: the lesson's four (lesson 004.2) beside the
//! named policies of real systems, their labels, and the engine run that retries each
//! against a dependency that is down until a limit stops it. Shared by
//! `backoff-schedules`, `retry-budget` and `frameworks`.

use crate::backoff::named::{Extreme, Policies, RetryPolicy, System, names_then_systems};
use crate::backoff::{Backoff, CappedExponential, Exponential, Fixed, Immediate};
use crate::js::number_to_string;
use crate::models::SeedIfDrawn;
use crate::report::words::Words;
use crate::scenario::{Check, Kind as ParamKind, Param, ScenarioError};
use crate::sim::{Budget, Exhausted, Millis, ProcessId, RunOptions, Sim, Stream, Streams};

/// The schedules a scenario can list: the lesson's four, in its column order, then the
/// named policies of real systems (`crate::backoff::named`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Immediate,
    Fixed,
    Exponential,
    Capped,
    Named(System),
}

impl Kind {
    /// The names a scenario lists, in the order of [`Kind::ALL`].
    pub const NAMES: [&'static str; 13] = names_then_systems!["immediate", "fixed", "exponential", "capped"];
    /// The lesson's four (the first four of [`Kind::NAMES`]).
    pub const LESSON_NAMES: [&'static str; 4] = ["immediate", "fixed", "exponential", "capped"];
    pub const ALL: [Kind; 13] = [
        Kind::Immediate,
        Kind::Fixed,
        Kind::Exponential,
        Kind::Capped,
        Kind::Named(System::Sidekiq),
        Kind::Named(System::Oban),
        Kind::Named(System::Temporal),
        Kind::Named(System::Bullmq),
        Kind::Named(System::Celery),
        Kind::Named(System::AwsStandard),
        Kind::Named(System::GrpcConnect),
        Kind::Named(System::Gcs),
        Kind::Named(System::River),
    ];
    pub fn name(self) -> &'static str {
        match self {
            Kind::Named(s) => s.name(),
            _ => Self::NAMES[Self::ALL.iter().position(|&k| k == self).unwrap_or(0)],
        }
    }
    /// The column of its waits in the `waits` table.
    pub fn wait_column(self) -> &'static str {
        match self {
            Kind::Immediate => "immediate_wait_ms",
            Kind::Fixed => "fixed_wait_ms",
            Kind::Exponential => "exponential_wait_ms",
            Kind::Capped => "capped_wait_ms",
            Kind::Named(s) => s.wait_column(),
        }
    }
}

pub const MAX_MS: u64 = 86_400_000;

/// The schedules a scenario may list, their names.
pub const SCHEDULES: ParamKind = ParamKind::Choices(&Kind::NAMES);
/// All four, the lesson's columns.
pub const ALL_SCHEDULES: &str = "[\"immediate\", \"fixed\", \"exponential\", \"capped\"]";

/// The lesson schedules' settings, one group for every model that lists schedules.
pub const SETTINGS: &[Param] = &[
    Param::new("base_ms", ParamKind::Int { min: 0, max: MAX_MS as i64 }, "500", "ms", "first exponential wait"),
    Param::new(
        "cap_ms",
        ParamKind::Int { min: 0, max: MAX_MS as i64 },
        "30000",
        "ms",
        "ceiling of the capped schedule",
    ),
    Param::new("fixed_ms", ParamKind::Int { min: 0, max: MAX_MS as i64 }, "2000", "ms", "the fixed schedule's wait"),
];

/// The listed schedules and the settings they run with.
#[derive(Clone, Debug, PartialEq)]
pub struct Lineup {
    pub base_ms: u64,
    pub cap_ms: u64,
    pub fixed_ms: u64,
    pub schedules: Vec<Kind>,
    /// The named policies' settings (their documented defaults unless overridden).
    pub named: Policies,
}

/// The listed named policies whose waits are random with these settings.
pub fn drawing(p: &Lineup) -> Vec<System> {
    p.schedules
        .iter()
        .filter_map(|k| match k {
            Kind::Named(s) if p.named.get(*s).draws() => Some(*s),
            _ => None,
        })
        .collect()
}

/// `seed` is required where a listed named policy draws: the one-line error naming it.
pub fn require_seed(check: Check<'_>, p: &Lineup, seed: SeedIfDrawn) -> Result<(), ScenarioError> {
    match (drawing(p).first(), seed.0) {
        (Some(s), None) => Err(check.said("refusal-seed-schedules", &[("name", &s.name())])),
        _ => Ok(()),
    }
}

pub fn policy(p: &Lineup, kind: Kind) -> Box<dyn Backoff> {
    let (base_ms, cap_ms) = (p.base_ms as f64, p.cap_ms as f64);
    match kind {
        Kind::Immediate => Box::new(Immediate),
        Kind::Fixed => Box::new(Fixed { wait_ms: p.fixed_ms as f64 }),
        Kind::Exponential => Box::new(Exponential { base_ms }),
        Kind::Capped => Box::new(CappedExponential { base_ms, cap_ms }),
        Kind::Named(s) => panic!("`{}` is a named policy, not a lesson schedule", s.name()),
    }
}

/// The lesson's column label: `aninda`, `sabit 2 sn`, `ustel`, `ustel + tavan`.
pub fn label(fixed_ms: u64, kind: Kind, w: &'static Words) -> String {
    use super::said::{ScheduleKind, ScheduleLabel};
    let kind = match kind {
        Kind::Immediate => ScheduleKind::Immediate,
        Kind::Fixed => ScheduleKind::Fixed,
        Kind::Exponential => ScheduleKind::Exponential,
        Kind::Capped => ScheduleKind::Capped,
        Kind::Named(s) => return s.title().into(),
    };
    let fixed = number_to_string(fixed_ms as f64 / 1000.0);
    w.say(&ScheduleLabel { kind, fixed })
}

/// `5 dk` for 300000 ms; seconds or milliseconds when not whole minutes.
pub fn budget_label(budget_ms: u64, w: &'static Words) -> String {
    use super::said::{Budget, BudgetUnit};
    let (unit, n) = if budget_ms > 0 && budget_ms.is_multiple_of(60_000) {
        (BudgetUnit::Minute, budget_ms / 60_000)
    } else if budget_ms.is_multiple_of(1000) {
        (BudgetUnit::Second, budget_ms / 1000)
    } else {
        (BudgetUnit::Milli, budget_ms)
    };
    w.say(&Budget { unit, n: n.to_string() })
}

/// The events one engine run of [`simulate_limits`] handles at most: a first failure and
/// up to `max_retries` retries per schedule.
pub fn limits_budget(schedules: usize, max_retries: u32) -> Budget {
    Budget::events(schedules as u64 * (u64::from(max_retries) + 1) + 1000)
}

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
    pub fn new(l: &'p Lineup, kind: Kind, seed: Option<u64>) -> Lane<'p> {
        Lane::of(kind, &l.named, seed, || policy(l, kind))
    }

    /// The lane of `kind` with the named policies `named`; `lesson` builds a lesson one.
    pub fn of(
        kind: Kind,
        named: &'p Policies,
        seed: Option<u64>,
        lesson: impl FnOnce() -> Box<dyn Backoff>,
    ) -> Lane<'p> {
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

/// One consumer per schedule retries against a dependency that is down until a limit
/// stops it: at most `max_retries` retries (`unlimited` is set when this one stops it), a
/// retry only while `elapsed + wait <= budget_ms` (`f64::INFINITY` for no time limit),
/// and a named policy's own retry limit (`gave_up`). A wait is scheduled in whole
/// milliseconds (a real-valued wait is truncated).
pub fn simulate_limits(
    p: &Lineup,
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
