//! The limits of a missed-run model's calendar (`missed-runs`, `missed-run-policies`):
//! the longest span, the most jobs, the most planned slots of one job.

use crate::schedule::{DAY_MS, MINUTE_MS, Rule};

/// Longest simulated span: 400 days (a limit on everything).
pub const MAX_SPAN_MS: i64 = 400 * DAY_MS;

/// Most jobs per scenario.
pub const MAX_JOBS: usize = 8;

/// Most planned slots per job (every 5 minutes for 400 days is 115,201). With 8 jobs and
/// 4 cases this bounds a run at about 11 million events: seconds, tens of MB.
pub const MAX_SLOTS: u64 = 120_000;

/// The most planned slots a rule can have in a span of `span_ms` (for the guard and the
/// budget): slots are at least the interval apart, or a day for daily and monthly rules.
pub fn max_slots(span_ms: i64, rule: Rule) -> u64 {
    let gap_ms = match rule {
        Rule::Interval { minutes } => i64::from(minutes) * MINUTE_MS,
        Rule::Daily { .. } | Rule::Monthly { .. } => DAY_MS,
        Rule::Cron(c) => c.min_gap_minutes() * MINUTE_MS,
    };
    (span_ms / gap_ms + 1) as u64
}
