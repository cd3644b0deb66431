//! A fleet of instances running one scheduled job on the engine, with or without a lease
//! lock (lesson 000.5, 000.6). Shared by the `lease-lock`, `overlap-sources` and
//! `lease-faults` models; not a model itself.
//!
//! ```text
//! instance ──TriggerFired──► (unlocked) RunStarted ── run_ms ──► RunFinished
//!                        └─► (locked)   store_op_ms ► AcquireApplied ─ won ─► RunStarted …
//!                                                                   └ lost ─► RunSkipped
//!                        └─► (non-atomic) LeaseRead ─ store_op_ms ─► LeaseWritten ─► RunStarted
//! RunStarted/RunFinished write to a fenced resource with the lease's token; RunFinished
//! releases the lease (only the caller's own row: the lesson's `finally`).
//! ```
//!
//! Where the lesson is silent, jobsim chooses:
//! * An atomic acquire is applied `store_op_ms` after the trigger (the round trip), as one
//!   step. A non-atomic one reads after `store_op_ms` and writes `store_op_ms` later.
//! * Release is applied when the run finishes, without store latency.
//! * A run writes to the resource twice, at its start and at its end, each time with its
//!   fencing token (0 when unlocked); a write whose token is below the highest seen is
//!   *stale*: rejected when `fencing` is on, accepted (and counted) when off.
//! * Each instance computes `expires_at` and "now" from its own clock: the engine's time
//!   plus its `clock_skew_ms`.
//! * A paused instance (GC, stop-the-world) handles none of its events until the pause
//!   ends; they run then, in order. `run_ms` is wall time (like waiting on the
//!   database), so a pause delays a run's end only if the end falls inside the pause. A crashed instance loses its timers and in-flight run
//!   (engine process events) and never releases its lease: the lease expires by itself.
//! * A run that fails (`runs_fail`) writes nothing but still releases its lease, like
//!   the lesson's `finally`; only a crash leaves the lease to expire.
//! * There is no lease renewal (the lesson has none): a run longer than the lease loses it.

use crate::lease::{FencedResource, LeaseTable};
use crate::report::Bar;
use crate::sim::{Millis, ProcessId, Sim, TraceRow};

/// How an instance gets the right to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LockMode {
    /// No lock: every trigger runs (`kilitsiz`).
    Unlocked,
    /// Atomic lease acquire (`kilitli`).
    Locked,
    /// Check-then-set in two store operations: shows the race.
    NonAtomic,
}

impl LockMode {
    pub const NAMES: [&'static str; 3] = ["unlocked", "locked", "non_atomic"];
    pub const ALL: [LockMode; 3] = [LockMode::Unlocked, LockMode::Locked, LockMode::NonAtomic];
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
    /// The lesson's row label (`kip`); `atomiksiz` is jobsim's.
    pub fn label(self) -> &'static str {
        ["kilitsiz", "kilitli", "atomiksiz"][self as usize]
    }
}

/// One instance of the application.
#[derive(Clone, Debug, PartialEq)]
pub struct InstanceSpec {
    pub name: String,
    /// When the instance comes up (0 = at the start).
    pub up_from_ms: u64,
    /// When it is shut down, if ever (a redeploy's old instance).
    pub up_until_ms: Option<u64>,
    /// Added to the engine's time to get this instance's clock.
    pub clock_skew_ms: i64,
    /// When its in-app scheduler fires (ascending, at or after `up_from_ms`).
    pub triggers_ms: Vec<u64>,
    /// After a skipped trigger, try again this much later (until one run happened).
    pub retry_ms: Option<u64>,
    pub crash_at_ms: Option<u64>,
    /// `(at_ms, pause_ms)`: a stop-the-world pause.
    pub pause: Option<(u64, u64)>,
    /// Its runs end in an error (an exception): no result is written, but the lease is
    /// still released (the lesson's `finally`).
    pub runs_fail: bool,
}

impl InstanceSpec {
    /// An instance that is up from the start and fires at `triggers_ms`.
    pub fn plain(name: &str, triggers_ms: Vec<u64>) -> Self {
        InstanceSpec {
            name: name.into(),
            up_from_ms: 0,
            up_until_ms: None,
            clock_skew_ms: 0,
            triggers_ms,
            retry_ms: None,
            crash_at_ms: None,
            runs_fail: false,
            pause: None,
        }
    }
}

/// The whole setup of one run.
#[derive(Clone, Debug, PartialEq)]
pub struct FleetSpec {
    pub instances: Vec<InstanceSpec>,
    pub mode: LockMode,
    pub lease_ms: u64,
    pub run_ms: u64,
    pub store_op_ms: u64,
    pub fencing: bool,
    /// No retry is scheduled after this instant.
    pub horizon_ms: u64,
}

/// What one run produced.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FleetOutcome {
    /// Runs started (`kosum`).
    pub runs: u32,
    /// Triggers that did not get the lease (`atlanan`).
    pub skipped: u32,
    /// Most runs in progress at once (`es zamanli zirve`).
    pub peak: u32,
    /// Runs that finished (not killed by a crash).
    pub finished: u32,
    pub writes_accepted: u32,
    pub stale_writes_accepted: u32,
    pub stale_writes_rejected: u32,
    /// `(time_ms, instance)` of every acquire that took over another owner's expired row.
    pub takeovers: Vec<(u64, usize)>,
    /// Per instance: bars of its runs (and pauses), for a Gantt chart.
    pub bars: Vec<Vec<Bar>>,
    /// Per instance: its pauses as `(start_ms, end_ms)`.
    pub pauses: Vec<Vec<(u64, u64)>>,
    /// Time the first run started and the last one ended.
    pub first_start_ms: Option<u64>,
    /// Per instance: when its first run started.
    pub first_run_ms: Vec<Option<u64>>,
    /// Runs that ended in an error.
    pub failed: u32,
    pub last_end_ms: u64,
    /// Every lease the table handed out and every write to the resource, in the order the
    /// store applied them: enough to check fencing against the lease history.
    pub store_log: Vec<StoreOp>,
}

/// One operation applied by the store (the lease table or the fenced resource).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoreOp {
    /// The lease table gave `inst` the lease with fencing token `token` (an atomic
    /// acquire, or the write of a check-then-set).
    LeaseIssued { time_ms: u64, inst: usize, token: u64 },
    /// `inst` wrote to the resource with `token`; `accepted` is the resource's answer.
    Written { time_ms: u64, inst: usize, token: u64, accepted: bool },
}

#[derive(Clone, Copy, Debug)]
enum Event {
    InstanceStarted { inst: usize },
    InstanceStopped { inst: usize },
    InstanceCrashed { inst: usize },
    PauseStarted { inst: usize },
    PauseEnded { inst: usize },
    TriggerFired { inst: usize },
    AcquireApplied { inst: usize },
    LeaseRead { inst: usize },
    LeaseWritten { inst: usize },
    RunFinished { inst: usize, run: usize },
}

impl Event {
    fn inst(self) -> usize {
        match self {
            Event::InstanceStarted { inst }
            | Event::InstanceStopped { inst }
            | Event::InstanceCrashed { inst }
            | Event::PauseStarted { inst }
            | Event::PauseEnded { inst }
            | Event::TriggerFired { inst }
            | Event::AcquireApplied { inst }
            | Event::LeaseRead { inst }
            | Event::LeaseWritten { inst }
            | Event::RunFinished { inst, .. } => inst,
        }
    }
    /// Events the instance itself handles (deferred while it is paused).
    fn is_own(self) -> bool {
        matches!(
            self,
            Event::TriggerFired { .. }
                | Event::AcquireApplied { .. }
                | Event::LeaseRead { .. }
                | Event::LeaseWritten { .. }
                | Event::RunFinished { .. }
        )
    }
}

/// The lock's name: the job's name, not the process's (the lesson's `aylik-rapor`).
const JOB: &str = "aylik-rapor";

#[derive(Clone, Debug, Default)]
struct InstanceState {
    paused_until: u64,
    ran_once: bool,
    /// When the scheduler last fired (retries are counted from it).
    last_trigger_ms: u64,
}

/// A run in progress.
#[derive(Clone, Copy, Debug)]
struct OpenRun {
    inst: usize,
    since_ms: u64,
    token: u64,
}

/// Runs the fleet on the engine.
pub fn simulate(spec: &FleetSpec, trace: bool) -> (FleetOutcome, Vec<TraceRow>) {
    let mut sim: Sim<Event> = Sim::legacy(trace);
    let n = spec.instances.len();
    let pids: Vec<ProcessId> = (0..n).map(|_| sim.spawn("instance")).collect();
    let names: Vec<String> = spec.instances.iter().map(|i| i.name.clone()).collect();
    let mut state = vec![InstanceState::default(); n];
    let mut table = LeaseTable::default();
    let mut resource = FencedResource::default();
    let mut out = FleetOutcome {
        bars: vec![Vec::new(); n],
        pauses: vec![Vec::new(); n],
        first_run_ms: vec![None; n],
        ..Default::default()
    };
    let mut running = 0u32;
    // Every run ever started; `None` once it finished or died.
    let mut runs: Vec<Option<OpenRun>> = Vec::new();

    for (i, inst) in spec.instances.iter().enumerate() {
        sim.crash(pids[i]); // down until InstanceStarted
        sim.schedule_at(Millis(inst.up_from_ms), Event::InstanceStarted { inst: i });
        if let Some(t) = inst.up_until_ms {
            sim.schedule_at(Millis(t), Event::InstanceStopped { inst: i });
        }
        if let Some(t) = inst.crash_at_ms {
            sim.schedule_at(Millis(t), Event::InstanceCrashed { inst: i });
        }
        if let Some((at, pause_ms)) = inst.pause {
            sim.schedule_at(Millis(at), Event::PauseStarted { inst: i });
            sim.schedule_at(Millis(at + pause_ms), Event::PauseEnded { inst: i });
        }
    }

    while let Some(event) = sim.next_legacy() {
        let now = sim.now().as_ms();
        let i = event.inst();
        let pid = pids[i];
        let inst = &spec.instances[i];
        let clock_ms = now as i64 + inst.clock_skew_ms;
        if event.is_own() && now < state[i].paused_until {
            // Stop-the-world: the instance handles this when the pause ends.
            sim.send_at(pid, Millis(state[i].paused_until), event);
            continue;
        }
        let name = names[i].as_str();
        // `Some(token)` when this event lets the instance start its run.
        let mut start: Option<u64> = None;
        match event {
            Event::InstanceStarted { .. } => {
                sim.restart(pid);
                sim.trace(name, "InstanceStarted", String::new);
                for &t in inst.triggers_ms.iter().filter(|&&t| t >= now) {
                    sim.send_at(pid, Millis(t), Event::TriggerFired { inst: i });
                }
            }
            Event::InstanceStopped { .. } | Event::InstanceCrashed { .. } => {
                if !sim.is_up(pid) {
                    continue;
                }
                sim.crash(pid);
                let crashed = matches!(event, Event::InstanceCrashed { .. });
                sim.trace(name, if crashed { "InstanceCrashed" } else { "InstanceStopped" }, String::new);
                for slot in runs.iter_mut().filter(|r| r.is_some_and(|r| r.inst == i)) {
                    let since = slot.take().expect("filtered on Some").since_ms;
                    running -= 1;
                    let label = if crashed { "çöktü" } else { "durduruldu" };
                    out.bars[i].push(Bar { start: since as f64, end: now.max(since + 1) as f64, label: label.into() });
                    out.last_end_ms = out.last_end_ms.max(now);
                }
            }
            Event::PauseStarted { .. } => {
                let until = now + inst.pause.map(|p| p.1).unwrap_or(0);
                state[i].paused_until = until;
                out.pauses[i].push((now, until));
                sim.trace(name, "PauseStarted", || format!("until_ms={until}"));
            }
            Event::PauseEnded { .. } => sim.trace(name, "PauseEnded", String::new),
            Event::TriggerFired { .. } => {
                state[i].last_trigger_ms = now;
                sim.trace(name, "TriggerFired", || format!("clock_ms={clock_ms}"));
                match spec.mode {
                    LockMode::Unlocked => start = Some(0),
                    LockMode::Locked => {
                        sim.send_in(pid, spec.store_op_ms, Event::AcquireApplied { inst: i });
                    }
                    LockMode::NonAtomic => {
                        sim.send_in(pid, spec.store_op_ms, Event::LeaseRead { inst: i });
                    }
                }
            }
            Event::AcquireApplied { .. } => {
                let before = table.peek(JOB);
                match table.acquire(JOB, i as u32, clock_ms, spec.lease_ms) {
                    Some(token) => {
                        if let Some(row) = before {
                            out.takeovers.push((now, i));
                            let owner = names[row.owner as usize].clone();
                            sim.trace("store", "LeaseExpired", || {
                                format!("owner={owner} expires_at_ms={} clock_ms={clock_ms}", row.expires_at_ms)
                            });
                        }
                        sim.trace(name, "LeaseAcquired", || format!("token={token}"));
                        out.store_log.push(StoreOp::LeaseIssued { time_ms: now, inst: i, token });
                        start = Some(token);
                    }
                    None => {
                        out.skipped += 1;
                        let row = before.expect("a refused acquire means a row exists");
                        let owner = names[row.owner as usize].clone();
                        sim.trace(name, "RunSkipped", || {
                            format!("holder={owner} expires_at_ms={} clock_ms={clock_ms}", row.expires_at_ms)
                        });
                        if let Some(retry_ms) = inst.retry_ms
                            && !state[i].ran_once
                        {
                            // Every `retry_ms` from the previous trigger, not from now.
                            let at = (state[i].last_trigger_ms + retry_ms).max(now);
                            if at <= spec.horizon_ms {
                                sim.send_at(pid, Millis(at), Event::TriggerFired { inst: i });
                            }
                        }
                    }
                }
            }
            Event::LeaseRead { .. } => {
                let row = table.peek(JOB);
                let free = row.is_none_or(|r| r.expires_at_ms < clock_ms);
                sim.trace(name, "LeaseRead", || format!("free={free}"));
                if free {
                    sim.send_in(pid, spec.store_op_ms, Event::LeaseWritten { inst: i });
                } else {
                    out.skipped += 1;
                    sim.trace(name, "RunSkipped", String::new);
                }
            }
            Event::LeaseWritten { .. } => {
                let token = table.overwrite(JOB, i as u32, clock_ms, spec.lease_ms);
                sim.trace(name, "LeaseAcquired", || format!("token={token} (check-then-set)"));
                out.store_log.push(StoreOp::LeaseIssued { time_ms: now, inst: i, token });
                start = Some(token);
            }
            Event::RunFinished { run, .. } => {
                let open = runs[run].take().expect("a finishing run is open");
                let (since, token) = (open.since_ms, open.token);
                running -= 1;
                out.last_end_ms = out.last_end_ms.max(now);
                let label = if inst.runs_fail {
                    // The job threw: nothing is written, and `finally` still releases.
                    out.failed += 1;
                    sim.trace(name, "RunFailed", || format!("token={token}"));
                    "hata"
                } else {
                    out.finished += 1;
                    let ok = write(&mut sim, &mut out, &mut resource, spec.fencing, (i, name), token);
                    sim.trace(name, "RunFinished", || format!("token={token} write_accepted={ok}"));
                    ""
                };
                out.bars[i].push(Bar { start: since as f64, end: now.max(since + 1) as f64, label: label.into() });
                if spec.mode != LockMode::Unlocked {
                    let released = table.release(JOB, i as u32);
                    sim.trace(name, "LeaseReleased", || format!("deleted={released}"));
                }
            }
        }
        if let Some(token) = start {
            let run = runs.len();
            runs.push(Some(OpenRun { inst: i, since_ms: now, token }));
            state[i].ran_once = true;
            out.runs += 1;
            running += 1;
            out.peak = out.peak.max(running);
            out.first_start_ms.get_or_insert(now);
            out.first_run_ms[i].get_or_insert(now);
            sim.trace(name, "RunStarted", || format!("token={token} running={running}"));
            write(&mut sim, &mut out, &mut resource, spec.fencing, (i, name), token);
            sim.send_in(pid, spec.run_ms, Event::RunFinished { inst: i, run });
        }
    }
    for (i, pauses) in out.pauses.clone().into_iter().enumerate() {
        for (s, e) in pauses {
            out.bars[i].push(Bar { start: s as f64, end: e as f64, label: "GC".into() });
        }
    }
    (out, sim.take_trace())
}

/// One write to the resource with the run's token; returns whether it was accepted.
/// With `fencing` the resource checks the token ([`FencedResource::write`]); without it,
/// a stale write (token below the highest seen) is accepted and counted. Every write goes
/// into the store log.
fn write(
    sim: &mut Sim<Event>,
    out: &mut FleetOutcome,
    resource: &mut FencedResource,
    fencing: bool,
    (inst, name): (usize, &str),
    token: u64,
) -> bool {
    let stale = token < resource.highest_token;
    if fencing {
        let ok = resource.write(token);
        assert_eq!(ok, !stale, "a fenced resource accepts exactly the writes that are not stale");
    } else {
        resource.highest_token = resource.highest_token.max(token);
        resource.writes_accepted += 1;
    }
    let accepted = match (stale, fencing) {
        (true, true) => {
            out.stale_writes_rejected += 1;
            sim.trace("store", "StaleWriteRejected", || format!("writer={name} token={token}"));
            false
        }
        (true, false) => {
            out.stale_writes_accepted += 1;
            out.writes_accepted += 1;
            sim.trace("store", "StaleWriteAccepted", || format!("writer={name} token={token}"));
            true
        }
        _ => {
            out.writes_accepted += 1;
            true
        }
    };
    out.store_log.push(StoreOp::Written { time_ms: sim.now().as_ms(), inst, token, accepted });
    accepted
}
