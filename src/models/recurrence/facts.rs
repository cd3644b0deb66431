//! Why a cron rule has no run in a month, decided from the expression and the runs alone
//! (no words here). The catalog (`locales/*/000.ftl`, `recurrence-cron-skip-*`) words
//! each regime.

use crate::schedule::cron::{Cron, MonthGap};

/// The months a cron rule skipped between the start and its last run, by reason, each
/// as `(year, month)` in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CronSkips {
    /// The month has none of the days the day-of-month field names.
    pub lacking: Vec<(i64, u32)>,
    /// The month field leaves the month out.
    pub excluded: Vec<(i64, u32)>,
    /// The month has the days, but none matches both day fields.
    pub other: Vec<(i64, u32)>,
}

/// What the title says of the skipped months.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    NoSuchDay,
    MonthField,
    Mixed,
    NoMatchingDay,
}

/// The skipped `months` of `cron`, by why each has no run.
pub fn cron_skips(cron: &Cron, months: &[(i64, u32)]) -> CronSkips {
    let mut out = CronSkips::default();
    for &(y, m) in months {
        match cron.month_gap(y, m) {
            Some(MonthGap::NoSuchDay) => out.lacking.push((y, m)),
            Some(MonthGap::MonthField) => out.excluded.push((y, m)),
            Some(MonthGap::NoMatchingDay) => out.other.push((y, m)),
            // A month with a matching date always has a run between two runs: not skipped.
            None => unreachable!("cron month {y}-{m} has a matching date but no run"),
        }
    }
    out
}

impl CronSkips {
    /// The regime the title states (`None`: nothing skipped).
    pub fn why(&self) -> Option<Why> {
        match (self.lacking.is_empty(), self.excluded.is_empty(), self.other.is_empty()) {
            (true, true, true) => None,
            (_, _, false) => Some(Why::NoMatchingDay),
            (false, true, true) => Some(Why::NoSuchDay),
            (true, false, true) => Some(Why::MonthField),
            (false, false, true) => Some(Why::Mixed),
        }
    }
}

impl Why {
    /// The catalog's selector value.
    pub fn regime(self) -> &'static str {
        match self {
            Why::NoSuchDay => "no-such-day",
            Why::MonthField => "month-field",
            Why::Mixed => "mixed",
            Why::NoMatchingDay => "no-matching-day",
        }
    }
}
