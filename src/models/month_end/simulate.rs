//! Each policy's runs of the monthly rule, counted by calendar month: pure calendar
//! arithmetic, no engine.

use super::Params;
use crate::schedule::{DAY_MS, MonthEnd, Rule, civil_from_days, js_date_utc, next_run, utc_date};

/// What one policy did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PolicyRuns {
    pub policy: MonthEnd,
    /// Its first `first_runs` runs (the last may fall after the window).
    pub first_runs: Vec<i64>,
    /// Every run in the window (`months` calendar months from the start's), in order.
    pub runs: Vec<i64>,
    /// Runs per calendar month of the window.
    pub per_month: Vec<u32>,
}

/// Month `index` of the window as `(year, month0)` (month0 in 0..12).
pub fn month(p: &Params, index: usize) -> (i64, i64) {
    let (y0, m0, _) = utc_date(p.start);
    (y0 + (m0 + index as i64) / 12, (m0 + index as i64) % 12)
}

/// Runs every listed policy from `start`: runs strictly after it, until both the window
/// has passed and the first `first_runs` are known.
pub fn simulate(p: &Params) -> Vec<PolicyRuns> {
    let rule = Rule::Monthly { day: p.day, hour: p.hour, minute: p.minute };
    let (y0, m0, _) = utc_date(p.start);
    let end = js_date_utc(y0, m0 + i64::from(p.months), 1, 0, 0);
    let first_runs = p.first_runs as usize;
    p.policies
        .iter()
        .map(|&policy| {
            let mut out =
                PolicyRuns { policy, first_runs: Vec::new(), runs: Vec::new(), per_month: vec![0; p.months as usize] };
            let mut now = p.start;
            loop {
                now = next_run(rule, policy, now).expect("a monthly rule always runs again");
                if out.first_runs.len() < first_runs {
                    out.first_runs.push(now);
                }
                if now >= end {
                    if out.first_runs.len() >= first_runs {
                        break;
                    }
                    continue;
                }
                let (y, m, _) = civil_from_days(now.div_euclid(DAY_MS));
                let index = (y - y0) * 12 + i64::from(m) - 1 - m0;
                out.per_month[index as usize] += 1;
                out.runs.push(now);
            }
            out
        })
        .collect()
}
