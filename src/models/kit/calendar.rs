//! The limits of a missed-run model's calendar (`missed-runs`, `missed-run-policies`):
//! the longest span, the most jobs, the most planned slots of one job.

use crate::schedule::{DAY_MS, MINUTE_MS, Rule};

/// Longest simulated span: 400 days (a limit on everything).
pub const MAX_SPAN_MS: i64 = 400 * DAY_MS;

/// Most jobs per scenario.
pub const MAX_JOBS: usize = 8;

/// The missed-run models' engine start, declared once.
pub const ENGINE_START: crate::scenario::Param = crate::scenario::Param::new(
    "start",
    crate::scenario::Kind::Instant,
    "\"2026-02-27T00:00:00Z\"",
    "",
    "engine time 0",
);

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

/// Calendar instants as a chart reads them in the current language: the Turkish of
/// [`crate::schedule::tr`] (`3 Mar 02:30`, `31 Şubat`, `Mart 2026`), and in English the
/// same order with English month names (`3 Mar 02:30`, `31 February`, `March 2026`).
pub mod dates {
    use super::super::said::{MonthLong, MonthShort, Weekday};
    use crate::report::lang::Lang;
    use crate::report::words::Words;
    use crate::schedule::tr;

    /// The name of month `month` (1..=12).
    pub fn month(month: u32, w: &Words) -> String {
        w.say(&MonthLong { month })
    }

    /// The abbreviation of month `month` (1..=12).
    pub fn month_short(month: u32, w: &Words) -> String {
        w.say(&MonthShort { month })
    }

    /// The short name of weekday `weekday` (0 = Sunday).
    pub fn weekday(weekday: usize, w: &Words) -> String {
        w.say(&Weekday { weekday })
    }

    /// `3 Mar 02:30`.
    pub fn day_time(instant: i64, w: &'static Words) -> String {
        format!("{} {}", day_short(instant, w), tr::clock(instant))
    }

    /// `3 Mar`.
    pub fn day_short(instant: i64, w: &'static Words) -> String {
        let (_, m, d) = tr::civil(instant);
        format!("{d} {}", month_short(m, w))
    }

    /// `3 Mart 2026`, `3 March 2026`.
    pub fn date(instant: i64, w: &'static Words) -> String {
        let (y, m, d) = tr::civil(instant);
        format!("{d} {} {y}", month(m, w))
    }

    /// The days from `lo` to `hi` (instants, `lo` ≤ `hi`) as one date or a range:
    /// `2 Nisan 2026`, `1–2 Nisan 2026`, `31 Mart – 1 Nisan 2026`,
    /// `31 Aralık 2026 – 1 Ocak 2027` (English month names in English).
    pub fn span(lo: i64, hi: i64, w: &'static Words) -> String {
        let ((y0, m0, d0), (y1, m1, d1)) = (tr::civil(lo), tr::civil(hi));
        if (y0, m0, d0) == (y1, m1, d1) {
            date(lo, w)
        } else if (y0, m0) == (y1, m1) {
            format!("{d0}–{d1} {} {y1}", month(m1, w))
        } else if y0 == y1 {
            format!("{d0} {} – {d1} {} {y1}", month(m0, w), month(m1, w))
        } else {
            format!("{} – {}", date(lo, w), date(hi, w))
        }
    }

    /// `31 Şubat`, `31 February` (a day that may not exist).
    pub fn day_month(day: u32, m: u32, w: &'static Words) -> String {
        format!("{day} {}", month(m, w))
    }

    /// `Mart 2026`, `March 2026`.
    pub fn month_year(year: i64, m: u32, w: &'static Words) -> String {
        format!("{} {year}", month(m, w))
    }

    /// An English ordinal (`1st`, `2nd`, `11th`, `31st`); Turkish writes `31.`.
    pub fn ordinal(n: u32, w: &Words) -> String {
        if w.lang() == Lang::Tr {
            return format!("{n}.");
        }
        let suffix = match (n % 10, n % 100) {
            (_, 11..=13) => "th",
            (1, _) => "st",
            (2, _) => "nd",
            (3, _) => "rd",
            _ => "th",
        };
        format!("{n}{suffix}")
    }

    /// `n` with the English noun in the singular or the plural (`1 month`, `5 months`).
    pub fn count(n: usize, one: &str, many: &str) -> String {
        format!("{n} {}", if n == 1 { one } else { many })
    }
}

/// The outage in a missed-run chart's title (`missed-outage`): `32 gün kesinti`, in English
/// the duration as an adjective (`32-day outage`), its number as [`human_ms`] writes it.
///
/// [`human_ms`]: crate::report::units::human_ms
pub fn outage(ms: u64, w: &'static crate::report::words::Words) -> String {
    let (div, _) = crate::report::units::time_unit(ms as f64, w.lang());
    use super::said::{DurationUnit, Outage};
    let unit = match div as i64 {
        1 => DurationUnit::Milli,
        1000 => DurationUnit::Second,
        60_000 => DurationUnit::Minute,
        3_600_000 => DurationUnit::Hour,
        _ => DurationUnit::Day,
    };
    let n = crate::report::units::turkish_number((ms as f64 / div * 10.0).round() / 10.0, w.lang());
    w.say(&Outage { n, unit })
}

/// Whether a rule runs at most once a day (daily, monthly, an interval or a cron rule whose
/// runs are at least a day apart): each run is then its own period's output, as the
/// lesson's monthly report, rather than the latest state, as its stock summary.
pub fn at_most_daily(rule: Rule) -> bool {
    match rule {
        Rule::Interval { minutes } => i64::from(minutes) * MINUTE_MS >= DAY_MS,
        Rule::Daily { .. } | Rule::Monthly { .. } => true,
        Rule::Cron(c) => c.min_gap_minutes() * MINUTE_MS >= DAY_MS,
    }
}

/// The charts' name of a rule (`recurrence`, `missed-runs`, `missed-run-policies`): its
/// `label` in Turkish; in English, the English of the course scenarios' labels (a label
/// the scenario changed is shown as written).
pub fn rule_label(rule: &crate::schedule::read::NamedRule, w: &crate::report::words::Words) -> String {
    /// `(name, catalog message)` of the rules the course's scenarios declare: the Turkish
    /// message is the scenario's label, the English one its translation (`locales/*/000.ftl`).
    const LABELS: &[(&str, &str)] = &[
        ("gecikmeBildirimi", "rule-label-overdue-notice"),
        ("stokOzeti", "rule-label-stock-summary"),
        ("aylikRapor", "rule-label-monthly-report"),
        ("ayinSonu", "rule-label-month-end"),
        ("ceyrekSaat", "rule-label-every-quarter-hour"),
        ("haftaIci", "rule-label-weekdays"),
        ("ayin31i", "rule-label-31st"),
        ("onUcVeyaCuma", "rule-label-13th-or-friday"),
    ];
    match w.lang() {
        crate::report::lang::Lang::Tr => rule.label.clone(),
        crate::report::lang::Lang::En => LABELS
            .iter()
            .find(|(name, id)| {
                *name == rule.name
                    && crate::report::words::Words::of(crate::report::lang::Lang::Tr).text(id) == rule.label
            })
            .map_or_else(
                || rule.label.clone(),
                |(_, id)| crate::report::words::Words::of(crate::report::lang::Lang::En).text(id),
            ),
    }
}

/// Traces a calendar model's computed runs for `jobsim run --trace` and the lab's replay:
/// one `NextRun` row per run, in time order (runs at the same instant in the order given),
/// on a clock from `origin` (the injected "now", or the year's start). `runs` holds
/// `(instant, who, details)`; the details gain the instant as `at=` (UTC, RFC 3339).
pub fn trace_runs(tracer: &crate::sim::Tracer, origin: i64, runs: Vec<(i64, String, String)>) {
    if !tracer.is_on() {
        return;
    }
    let mut runs = runs;
    runs.sort_by_key(|r| r.0);
    for (at, who, details) in runs {
        let ms = u64::try_from(at.saturating_sub(origin)).unwrap_or(0);
        let details = format!("{details} at={}", crate::schedule::format_rfc3339(at));
        tracer.record(ms, &who, "NextRun", details.trim_start().to_string());
    }
}
