//! Stop-the-world pauses (GC): a paused instance handles none of its own events until
//! the pause ends; they are handed back to it then, in order. World events (coming up,
//! going down) are not deferred.

use super::Fleet;
use super::event::Event;
use super::outcome::Pause;

impl Fleet<'_> {
    pub(super) fn pause_started(&mut self, i: usize) {
        let now = self.now();
        let until = now + self.spec.instances[i].pause.map_or(0, |p| p.1);
        self.instances[i].paused_until = until;
        self.pauses.push(Pause { inst: i, start_ms: now, end_ms: until });
        self.trace(i, "PauseStarted", || format!("until_ms={until}"));
    }

    pub(super) fn pause_ended(&mut self, i: usize) {
        self.trace(i, "PauseEnded", String::new);
    }

    /// Whether `event` arrived while its instance is paused; it is then sent again for
    /// the end of the pause.
    pub(super) fn deferred(&mut self, event: Event) -> bool {
        let i = event.inst();
        let until = self.instances[i].paused_until;
        if event.is_own() && self.now() < until {
            self.send_at(i, until, event);
            return true;
        }
        false
    }
}
