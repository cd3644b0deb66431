//! Each planning mode on the engine: the scheduler fires `TickFired`, each tick starts a
//! run that ends `run_ms` later.

use super::{DAY_MS, Params, Planning};
use crate::overlap::Concurrency;
use crate::sim::{Exhausted, Millis, RunOptions, Sim};

#[derive(Clone, Copy, Debug)]
enum Event {
    /// The scheduler fired: a run starts.
    TickFired,
    /// A run ended.
    RunFinished,
}

/// What one planning mode did.
#[derive(Clone, Debug, PartialEq)]
pub struct ModeRun {
    pub mode: Planning,
    /// Start of every run, ms since the start.
    pub starts_ms: Vec<u64>,
    pub runs_per_day: Vec<u32>,
    /// Most runs in progress at one instant (runs are half-open: one ending when the next
    /// starts does not overlap it).
    pub peak: u32,
}

impl ModeRun {
    /// How far run `k`'s start is from the calendar (`first_run + k × period`).
    pub fn drift_ms(&self, p: &Params, k: usize) -> u64 {
        self.starts_ms[k] - k as u64 * p.period_ms
    }

    /// Runs per day on average over the whole span.
    pub fn mean_per_day(&self, p: &Params) -> f64 {
        self.starts_ms.len() as f64 / f64::from(p.days)
    }

    /// Runs per day once the pattern repeats: 24 h over one cycle (the period, plus the
    /// run for fixed delay).
    pub fn steady_per_day(&self, p: &Params) -> f64 {
        let cycle_ms = match self.mode {
            Planning::FixedRate => p.period_ms,
            Planning::FixedDelay => p.period_ms + p.run_ms,
        };
        DAY_MS as f64 / cycle_ms as f64
    }
}

/// Runs one mode on the engine (traced as given).
pub fn simulate_mode(p: &Params, mode: Planning, options: &RunOptions) -> Result<ModeRun, Exhausted> {
    let mut sim: Sim<Event> = Sim::new(options);
    let scheduler = sim.spawn("scheduler");
    let horizon_ms = u64::from(p.days) * DAY_MS;
    let mut out = ModeRun { mode, starts_ms: Vec::new(), runs_per_day: vec![0; p.days as usize], peak: 0 };
    let mut runs = Concurrency::default();
    sim.send_at(scheduler, Millis::ZERO, Event::TickFired);
    while let Some(event) = sim.next_event()? {
        let now = sim.now().as_ms();
        match event {
            Event::TickFired => {
                let k = out.starts_ms.len() as u64;
                let drift_ms = now - k * p.period_ms;
                out.starts_ms.push(now);
                out.runs_per_day[(now / DAY_MS) as usize] += 1;
                runs.start(now);
                let running = runs.running();
                sim.trace("scheduler", "RunStarted", || format!("run={k} drift_ms={drift_ms} running={running}"));
                sim.send_in(scheduler, p.run_ms, Event::RunFinished);
                if mode == Planning::FixedRate && now + p.period_ms < horizon_ms {
                    sim.send_in(scheduler, p.period_ms, Event::TickFired);
                }
            }
            Event::RunFinished => {
                runs.end(now);
                let running = runs.running();
                sim.trace("scheduler", "RunFinished", || format!("running={running}"));
                if mode == Planning::FixedDelay && now + p.period_ms < horizon_ms {
                    sim.send_in(scheduler, p.period_ms, Event::TickFired);
                }
            }
        }
    }
    out.peak = runs.peak();
    Ok(out)
}

/// Runs every listed mode, each on its own engine (traced as `<mode>:…`).
pub fn simulate(p: &Params, options: &RunOptions) -> Result<Vec<ModeRun>, Exhausted> {
    p.modes.iter().map(|&mode| simulate_mode(p, mode, &options.scoped(mode.name()))).collect()
}
