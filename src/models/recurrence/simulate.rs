//! The next-run function fed its own output: pure calendar arithmetic, no engine.

use super::Params;
use crate::schedule::{RUN_MAX, next_run};

/// A rule whose runs end before `count`: its run number `run` (1-based) would come after
/// [`RUN_MAX`] (or never, for an expression that stops matching, which reading refuses).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PastTheEnd {
    /// The rule's index in `rules`.
    pub rule: usize,
    pub run: u32,
}

/// The `count` runs of each rule after `start` (UTC epoch ms), in rule order; the first
/// rule whose runs would run past [`RUN_MAX`] is the error. Each rule costs at most
/// `count` searches of at most one Gregorian cycle each, and the outcome holds only
/// runs that exist.
pub fn runs(p: &Params) -> Result<Vec<Vec<i64>>, PastTheEnd> {
    p.rules
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let mut now = p.start;
            (1..=p.count)
                .map(|run| {
                    now = next_run(r.rule, p.month_end, now)
                        .filter(|&t| t <= RUN_MAX)
                        .ok_or(PastTheEnd { rule: i, run })?;
                    Ok(now)
                })
                .collect()
        })
        .collect()
}
