//! Instances coming up and going down: a redeploy's new instance comes up late, its old
//! one is shut down, a holder crashes. An instance spawns down and starts at
//! `up_from_ms`; going down ends every run it has in progress.

use super::Fleet;
use super::event::Event;
use super::outcome::RunEnd;
use super::spec::InstanceSpec;
use crate::sim::Millis;

/// How an instance goes down.
#[derive(Clone, Copy, Debug)]
pub(super) enum Down {
    /// Shut down (a redeploy's old instance).
    Stopped,
    Crashed,
}

impl Fleet<'_> {
    /// The world events of instance `i`'s life: up, down, crash and pause.
    pub(super) fn schedule_lifecycle(&mut self, i: usize, inst: &InstanceSpec) {
        let sim = &mut self.sim;
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

    /// The instance comes up and its in-app scheduler sets its timers.
    pub(super) fn instance_started(&mut self, i: usize) {
        self.sim.start(self.instances[i].pid);
        self.trace(i, "InstanceStarted", String::new);
        let now = self.now();
        for &t in self.spec.instances[i].triggers_ms.iter().filter(|&&t| t >= now) {
            self.send_at(i, t, Event::TriggerFired { inst: i });
        }
    }

    /// The instance goes down, if it is up: its timers and runs in progress die with it,
    /// its lease stays until it expires.
    pub(super) fn instance_went_down(&mut self, i: usize, how: Down) {
        let pid = self.instances[i].pid;
        if !self.sim.is_up(pid) {
            return;
        }
        let (event, end) = match how {
            Down::Stopped => {
                self.sim.stop(pid);
                ("InstanceStopped", RunEnd::Stopped)
            }
            Down::Crashed => {
                self.sim.crash(pid);
                ("InstanceCrashed", RunEnd::Crashed)
            }
        };
        self.trace(i, event, String::new);
        self.runs.end_all(i, self.now(), end);
    }
}
