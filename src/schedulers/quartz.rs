//! Quartz misfires: a trigger whose fire time passed more than `misfireThreshold` ago
//! when the scheduler gets to it has **misfired**, and its misfire instruction decides
//! what happens; a trigger late by less than the threshold simply fires late.
//!
//! Sources: quartz-scheduler/quartz `quartz/src/main/java/org/quartz/
//! {Trigger,SimpleTrigger,CronTrigger}.java`, `impl/triggers/{SimpleTriggerImpl,
//! CronTriggerImpl}.java` (`updateAfterMisfire`, `triggered`, `getFireTimeAfter`),
//! `simpl/RAMJobStore.java` (`applyMisfire`) @bb2505aa; the threshold's default:
//! https://quartz-scheduler.org/documentation/quartz-2.3.0/configuration/ConfigRAMJobStore.html,
//! the bundled `quartz.properties` and `JobStoreSupport.misfireThreshold` (60 000 ms;
//! the `RAMJobStore` field alone defaults to 5000 ms).
//!
//! What is left out: Calendars (exclusions), end times and the thread pool; a trigger's
//! catch-up firings all start at the instant the scheduler acquires it.
//!
//! ```
//! use jobsim::schedulers::quartz::{CronMisfire, Trigger, acquire};
//! let every_15_min = |t: i64| (t.div_euclid(900_000) + 1) * 900_000;
//! // Down from 00:00 to 01:00 (fire times 00:00 … 01:00 passed): FIRE_ONCE_NOW fires once.
//! let mut t = Trigger::cron(0, CronMisfire::FireOnceNow);
//! assert_eq!(acquire(&mut t, 3_600_000, 60_000, &every_15_min).fired, vec![3_600_000]);
//! assert_eq!(t.next_fire(), 4_500_000);
//! // Late by 30 s only (under the 60 s threshold): not a misfire, DO_NOTHING fires it.
//! let mut t = Trigger::cron(0, CronMisfire::DoNothing);
//! assert_eq!(acquire(&mut t, 30_000, 60_000, &every_15_min).fired, vec![0]);
//! ```

use super::NEVER;

/// `org.quartz.jobStore.misfireThreshold` as documented, bundled and in
/// `JobStoreSupport`: 60 s.
pub const DEFAULT_MISFIRE_THRESHOLD_MS: i64 = 60_000;

/// The `RAMJobStore` field's own default, used only by a store built without the
/// default properties.
pub const RAM_JOB_STORE_FIELD_DEFAULT_MS: i64 = 5_000;

/// A `CronTrigger`'s misfire instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CronMisfire {
    /// `SMART_POLICY` (0, the default): `FIRE_ONCE_NOW` for a `CronTrigger`.
    Smart,
    /// `MISFIRE_INSTRUCTION_FIRE_ONCE_NOW` (1): one catch-up firing now, then the
    /// normal schedule.
    FireOnceNow,
    /// `MISFIRE_INSTRUCTION_DO_NOTHING` (2): the next fire time after now; missed
    /// firings dropped.
    DoNothing,
    /// `MISFIRE_INSTRUCTION_IGNORE_MISFIRE_POLICY` (-1): never a misfire; every missed
    /// firing fires as soon as it can.
    Ignore,
}

/// A `SimpleTrigger`'s misfire instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SimpleMisfire {
    /// `SMART_POLICY` (0, the default): repeat count 0 → `FIRE_NOW`; indefinite →
    /// `RESCHEDULE_NEXT_WITH_REMAINING_COUNT`; > 0 → `RESCHEDULE_NOW_WITH_EXISTING_REPEAT_COUNT`.
    Smart,
    /// `FIRE_NOW` (1): fire now (with a repeat count ≠ 0: `RESCHEDULE_NOW_WITH_REMAINING_REPEAT_COUNT`).
    FireNow,
    /// `RESCHEDULE_NOW_WITH_EXISTING_REPEAT_COUNT` (2): restart the trigger now with the
    /// repeats it had left.
    NowWithExistingCount,
    /// `RESCHEDULE_NOW_WITH_REMAINING_REPEAT_COUNT` (3): restart now with the repeats it
    /// would have left had it missed nothing.
    NowWithRemainingCount,
    /// `RESCHEDULE_NEXT_WITH_REMAINING_COUNT` (4): the next fire time after now; the
    /// missed firings count as fired.
    NextWithRemainingCount,
    /// `RESCHEDULE_NEXT_WITH_EXISTING_COUNT` (5): the next fire time after now; the
    /// repeat count unchanged.
    NextWithExistingCount,
    /// `IGNORE_MISFIRE_POLICY` (-1).
    Ignore,
}

/// A `SimpleTrigger`: fires at `start + k × interval` for k = 0..=repeat_count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Simple {
    pub start: i64,
    pub interval: i64,
    /// `None`: `REPEAT_INDEFINITELY`.
    pub repeat_count: Option<u32>,
    pub times_triggered: u32,
    pub instruction: SimpleMisfire,
}

impl Simple {
    /// `getFireTimeAfter` (no end time).
    pub fn fire_time_after(&self, after: i64) -> i64 {
        if let Some(rc) = self.repeat_count
            && (self.times_triggered > rc || (rc == 0 && after >= self.start))
        {
            return NEVER;
        }
        if after < self.start {
            return self.start;
        }
        let n = (after - self.start) / self.interval + 1;
        if self.repeat_count.is_some_and(|rc| n > i64::from(rc)) {
            return NEVER;
        }
        self.start + n * self.interval
    }
}

/// A trigger: its next fire time and its kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trigger {
    /// A `CronTrigger` on the schedule passed to [`acquire`].
    Cron {
        next_fire: i64,
        instruction: CronMisfire,
    },
    Simple {
        next_fire: i64,
        simple: Simple,
    },
}

impl Trigger {
    /// A cron trigger whose first fire time is `first`.
    pub fn cron(first: i64, instruction: CronMisfire) -> Trigger {
        Trigger::Cron { next_fire: first, instruction }
    }
    /// A simple trigger starting at `start`.
    pub fn simple(start: i64, interval: i64, repeat_count: Option<u32>, instruction: SimpleMisfire) -> Trigger {
        Trigger::Simple {
            next_fire: start,
            simple: Simple { start, interval, repeat_count, times_triggered: 0, instruction },
        }
    }
    /// The next fire time ([`NEVER`] when the trigger is complete).
    pub fn next_fire(&self) -> i64 {
        match *self {
            Trigger::Cron { next_fire, .. } | Trigger::Simple { next_fire, .. } => next_fire,
        }
    }
    fn ignores_misfires(&self) -> bool {
        matches!(
            self,
            Trigger::Cron { instruction: CronMisfire::Ignore, .. }
                | Trigger::Simple { simple: Simple { instruction: SimpleMisfire::Ignore, .. }, .. }
        )
    }

    /// `triggered`: the trigger fired; its next fire time follows the one it fired for.
    fn triggered(&mut self, next: &dyn Fn(i64) -> i64) {
        match self {
            Trigger::Cron { next_fire, .. } => *next_fire = next(*next_fire),
            Trigger::Simple { next_fire, simple } => {
                simple.times_triggered += 1;
                *next_fire = simple.fire_time_after(*next_fire);
            }
        }
    }

    /// `updateAfterMisfire` at `now`.
    fn update_after_misfire(&mut self, now: i64, next: &dyn Fn(i64) -> i64) {
        match self {
            Trigger::Cron { next_fire, instruction } => match instruction {
                CronMisfire::Smart | CronMisfire::FireOnceNow => *next_fire = now,
                CronMisfire::DoNothing => *next_fire = next(now),
                CronMisfire::Ignore => {}
            },
            Trigger::Simple { next_fire, simple } => {
                let rc = simple.repeat_count;
                let instr = match simple.instruction {
                    SimpleMisfire::Ignore => return,
                    SimpleMisfire::Smart => match rc {
                        Some(0) => SimpleMisfire::FireNow,
                        None => SimpleMisfire::NextWithRemainingCount,
                        Some(_) => SimpleMisfire::NowWithExistingCount,
                    },
                    SimpleMisfire::FireNow if rc != Some(0) => SimpleMisfire::NowWithRemainingCount,
                    other => other,
                };
                match instr {
                    SimpleMisfire::FireNow => *next_fire = now,
                    SimpleMisfire::NextWithExistingCount => *next_fire = simple.fire_time_after(now),
                    SimpleMisfire::NextWithRemainingCount => {
                        let new = simple.fire_time_after(now);
                        if new != NEVER {
                            simple.times_triggered += ((new - *next_fire) / simple.interval) as u32;
                        }
                        *next_fire = new;
                    }
                    SimpleMisfire::NowWithExistingCount => {
                        if let Some(r) = rc.filter(|&r| r != 0) {
                            simple.repeat_count = Some(r.saturating_sub(simple.times_triggered));
                            simple.times_triggered = 0;
                        }
                        simple.start = now;
                        *next_fire = now;
                    }
                    SimpleMisfire::NowWithRemainingCount => {
                        let missed = ((now - *next_fire) / simple.interval) as u32;
                        if let Some(r) = rc.filter(|&r| r != 0) {
                            simple.repeat_count = Some(r.saturating_sub(simple.times_triggered + missed));
                            simple.times_triggered = 0;
                        }
                        simple.start = now;
                        *next_fire = now;
                    }
                    SimpleMisfire::Smart | SimpleMisfire::Ignore => unreachable!("resolved above"),
                }
            }
        }
    }
}

/// What one acquisition did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Acquired {
    /// The fire times fired now, in order (a catch-up firing now stands for `now`).
    pub fired: Vec<i64>,
    /// Misfires handled by the instruction (`applyMisfire` returned true).
    pub misfires: u32,
}

/// The scheduler gets to the trigger at `now` (the store's `acquireNextTriggers` with
/// `applyMisfire`, or the misfire recovery at start-up): while its next fire time has
/// come, a fire time at or before `now − threshold_ms` is a misfire for the instruction
/// to handle; any other fires now. `next`: the cron schedule (unused by a simple
/// trigger). `threshold_ms` must be at least 1.
pub fn acquire(trigger: &mut Trigger, now: i64, threshold_ms: i64, next: &dyn Fn(i64) -> i64) -> Acquired {
    assert!(threshold_ms >= 1, "a misfire threshold of at least 1 ms");
    let mut out = Acquired::default();
    loop {
        let t = trigger.next_fire();
        if t == NEVER || t > now {
            return out;
        }
        if !trigger.ignores_misfires() && t <= now - threshold_ms {
            trigger.update_after_misfire(now, next);
            out.misfires += 1;
            continue;
        }
        out.fired.push(t);
        trigger.triggered(next);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const M: i64 = 60_000;
    fn every_15_min(t: i64) -> i64 {
        (t.div_euclid(15 * M) + 1) * 15 * M
    }

    #[test]
    fn cron_instructions_after_an_hour_down() {
        let now = 60 * M + 5 * M;
        let mut once = Trigger::cron(0, CronMisfire::Smart);
        assert_eq!(acquire(&mut once, now, M, &every_15_min).fired, vec![now]);
        let mut nothing = Trigger::cron(0, CronMisfire::DoNothing);
        assert_eq!(acquire(&mut nothing, now, M, &every_15_min).fired, Vec::<i64>::new());
        assert_eq!(nothing.next_fire(), 75 * M);
        let mut ignore = Trigger::cron(0, CronMisfire::Ignore);
        assert_eq!(acquire(&mut ignore, now, M, &every_15_min).fired, vec![0, 15 * M, 30 * M, 45 * M, 60 * M]);
    }

    #[test]
    fn the_javadoc_example_15_s_trigger_misfired_for_5_min_fires_20_times() {
        let every_15_s = |t: i64| (t.div_euclid(15_000) + 1) * 15_000;
        let mut t = Trigger::cron(0, CronMisfire::Ignore);
        // Fire times 0, 15 s, …, 285 s passed during the 5 minutes; 300 s is the next.
        assert_eq!(acquire(&mut t, 300_000 - 1, M, &every_15_s).fired.len(), 20);
    }

    #[test]
    fn simple_trigger_instructions_repeat_indefinitely() {
        let now = 65 * M;
        let go = |i| {
            let mut t = Trigger::simple(0, 15 * M, None, i);
            let fired = acquire(&mut t, now, M, &every_15_min).fired;
            (fired, t.next_fire())
        };
        // Smart with REPEAT_INDEFINITELY: the next fire time on the old grid.
        assert_eq!(go(SimpleMisfire::Smart), (vec![], 75 * M));
        assert_eq!(go(SimpleMisfire::NextWithExistingCount), (vec![], 75 * M));
        // FIRE_NOW (repeat count ≠ 0): rescheduled now, the grid moves to 65, 80, …
        assert_eq!(go(SimpleMisfire::FireNow), (vec![now], 80 * M));
        assert_eq!(go(SimpleMisfire::NowWithExistingCount), (vec![now], 80 * M));
    }

    #[test]
    fn simple_trigger_counts_existing_vs_remaining() {
        // 10 repeats (11 firings) every 15 min from 0; fired at 0, then down until 65 min.
        let mut base = Trigger::simple(0, 15 * M, Some(10), SimpleMisfire::NowWithExistingCount);
        assert_eq!(acquire(&mut base, 0, M, &every_15_min).fired, vec![0]);
        let count = |mut t: Trigger| {
            let mut n = acquire(&mut t, 65 * M, M, &every_15_min).fired.len();
            while t.next_fire() != NEVER {
                let at = t.next_fire();
                n += acquire(&mut t, at, M, &every_15_min).fired.len();
            }
            n
        };
        // Existing count: the 10 firings left all happen (now and 9 more).
        assert_eq!(count(base), 10);
        // Remaining count: Quartz counts (65 − 15) / 15 = 3 missed firings (floored), so
        // 10 − (1 + 3) = 6 repeats remain: 7 firings from now.
        let Trigger::Simple { simple, next_fire } = base else { unreachable!() };
        let remaining = Trigger::Simple {
            next_fire,
            simple: Simple { instruction: SimpleMisfire::NowWithRemainingCount, ..simple },
        };
        assert_eq!(count(remaining), 7);
    }
}
