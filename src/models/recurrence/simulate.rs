//! The next-run function fed its own output: pure calendar arithmetic, no engine.

use super::Params;
use crate::schedule::next_run;

/// The `count` runs of each rule after `start` (UTC epoch ms), in rule order.
pub fn runs(p: &Params) -> Vec<Vec<i64>> {
    p.rules
        .iter()
        .map(|r| {
            let mut now = p.start;
            (0..p.count)
                .map(|_| {
                    now = next_run(r.rule, p.month_end, now);
                    now
                })
                .collect()
        })
        .collect()
}
