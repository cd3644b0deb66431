//! Why a cron rule has no run in a month, decided from the expression and the runs alone
//! (no words here). The catalog (`locales/*/000.ftl`, `recurrence-cron-skip-*`) words
//! each regime.

use crate::report::figure::Regime;
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
    /// Every skipped month the month field picks lacks the day the day field names.
    NoSuchDay,
    /// Only the month field leaves months out.
    MonthField,
    /// Some picked month has the day, but no date in it matches both day fields.
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
        if !self.other.is_empty() {
            Some(Why::NoMatchingDay)
        } else if !self.lacking.is_empty() {
            Some(Why::NoSuchDay)
        } else if !self.excluded.is_empty() {
            Some(Why::MonthField)
        } else {
            None
        }
    }

    /// The months of the year that were skipped though the month field picks them (the day
    /// is missing or matches no weekday), each once, January first.
    pub fn day_months(&self) -> Vec<u32> {
        let mut out: Vec<u32> = self.lacking.iter().chain(&self.other).map(|&(_, m)| m).collect();
        out.sort_unstable();
        out.dedup();
        out
    }
}

impl Regime for Why {
    const KEYS: &'static [&'static str] = &["no-such-day", "month-field", "no-matching-day"];
    fn key(self) -> &'static str {
        match self {
            Why::NoSuchDay => "no-such-day",
            Why::MonthField => "month-field",
            Why::NoMatchingDay => "no-matching-day",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn why_the_29_february_rule_skips_months() {
        // The case: `0 0 29 2 *` leaves out March..January by its month field and
        // skips February 2027 for lack of the day.
        let cron = Cron::parse("0 0 29 2 *").unwrap();
        let skips = cron_skips(&cron, &[(2027, 2), (2027, 3), (2027, 4)]);
        assert_eq!(skips.lacking, vec![(2027, 2)]);
        assert_eq!(skips.excluded, vec![(2027, 3), (2027, 4)]);
        assert_eq!(skips.why(), Some(Why::NoSuchDay));
        assert_eq!(skips.day_months(), vec![2]);
        let only_excluded = CronSkips { excluded: vec![(2027, 3)], ..CronSkips::default() };
        assert_eq!(only_excluded.why().map(Regime::key), Some("month-field"));
        let other = CronSkips { other: vec![(2027, 5)], lacking: vec![(2027, 2)], ..CronSkips::default() };
        assert_eq!(other.why(), Some(Why::NoMatchingDay));
        assert_eq!(CronSkips::default().why(), None);
    }
}
