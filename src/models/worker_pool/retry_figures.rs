//! The charts of a pool whose jobs fail, one bar group per retry policy: what the
//! failures cost in extra attempts and dead jobs, and what the policy's backoff does to
//! the waits (the queue wait of an attempt, the time in the system of a job).

use super::present::{dec, plain, theory};
use super::retries::{self, Retry};
use super::run::Run;
use super::Params;
use crate::report::{Fact, Figure};
use crate::report::figure::{Axis, BarSeries, Key, Plot, Regime, Unit};
use crate::report::units::{human_ms, turkish_number};
use crate::args;
use crate::report::words::Words;

/// The runs of the first pool size and service kind, one per listed policy.
fn rows<'r>(p: &Params, runs: &'r [Run]) -> Vec<&'r Run> {
    runs.iter().filter(|r| r.workers == p.workers[0] && r.service == p.services[0]).collect()
}

pub fn figures(p: &Params, runs: &[Run], w: &'static Words) -> Vec<Figure> {
    let rows = rows(p, runs);
    if rows.is_empty() {
        return Vec::new();
    }
    vec![work(p, &rows, w), times(p, &rows, w)]
}

/// Dead jobs a policy should leave out of `counted`: `p^(limit+1)` of them.
fn expected_dead(p: &Params, retry: Retry, counted: u64) -> f64 {
    match retry.max_retries(&p.named) {
        Some(l) => counted as f64 * p.fail_probability.powi(l as i32 + 1),
        None => 0.0,
    }
}

/// Retries and dead jobs per policy, on a linear axis (a bar's length is its count).
fn work(p: &Params, rows: &[&Run], w: &'static Words) -> Figure {
    let bars = |name: &str, key: &'static str, f: &dyn Fn(&Run) -> u64| BarSeries {
        name: name.into(),
        key: Key(key),
        values: rows.iter().map(|r| Some(f(r) as f64)).collect(),
        labels: rows.iter().map(|r| turkish_number(f(r) as f64, w.lang())).collect(),
    };
    let series = vec![bars(Key("pool.retries").name(w.lang()), "pool.retries", &|r| r.retries), bars(Key("pool.dead").name(w.lang()), "pool.dead", &|r| r.dead)];
    let pf = p.fail_probability;
    let extra = 100.0 * (retries::expected_attempts(pf, None) - 1.0);
    let retrying: Vec<&&Run> = rows.iter().filter(|r| r.retry != Retry::None).collect();
    let measured = retrying.iter().map(|r| r.attempts_per_message()).fold(0.0, f64::max);
    let mut dead = retrying.clone();
    dead.sort_by_key(|r| std::cmp::Reverse(r.dead));
    let losing: Vec<&&&Run> = dead.iter().filter(|r| r.dead > 0).collect();
    let mut dead_list: Vec<String> =
        losing.iter().take(3).map(|r| format!("{} {}", r.retry.title(w), turkish_number(r.dead as f64, w.lang()))).collect();
    // "The others 0" only when every row left out lost nothing.
    if losing.len() <= 3 && dead.iter().any(|r| r.dead == 0) {
        dead_list.push(w.text(if dead_list.is_empty() { "pool-retry-none-lost" } else { "pool-retry-others" }));
    }
    let failures = rows.iter().any(|r| r.retries > 0 || r.dead > 0);
    let none = rows.iter().find(|r| r.retry == Retry::None);
    let (regime, dead) = if !failures {
        ("no-failures", 0)
    } else if retrying.is_empty() {
        ("not-retried", rows[0].dead)
    } else {
        // Beside the row that never retries: what retrying saves, per policy.
        match none {
            Some(none) => ("beside-none", none.dead),
            None => ("limit", 0),
        }
    };
    let title = w.get(
        "pool-retry-work-title",
        &args!(
            regime = regime,
            dead = dead as f64,
            extra = dec(100.0 * (measured - 1.0), 1, w),
            list = dead_list.join(", "),
        ),
    );
    let counted = rows[0].counted;
    let theory: Vec<String> = rows
        .iter()
        .filter(|r| r.retry.max_retries(&p.named).is_some())
        .map(|r| format!("{} {}", r.retry.title(w), turkish_number((expected_dead(p, r.retry, counted) * 10.0).round() / 10.0, w.lang())))
        .collect();
    let mut caption = w.get(
        "pool-retry-work-caption",
        &args!(
            workers = plain(rows[0].workers),
            rate = p.arrival_rate_per_s,
            percent = 100.0 * pf,
            counted = counted as f64,
            extra = dec(extra, 1, w),
            theory = theory.join(", "),
        ),
    );
    let unlimited: Vec<String> =
        rows.iter().filter(|r| r.retry.max_retries(&p.named).is_none()).map(|r| r.retry.title(w)).collect();
    if !unlimited.is_empty() {
        caption.push(' ');
        caption.push_str(&w.get("pool-retry-unlimited", &args!(policies = unlimited.join(", "))));
    }
    let y = Axis::new(w.text("pool-retry-work-y"), Unit::Count);
    Figure {
        name: "retry-work".into(),
        title,
        caption,
        x: Axis::new("", Unit::Plain),
        y,
        plot: Plot::Bars { categories: rows.iter().map(|r| r.retry.title(w)).collect(), series },
        marks: Vec::new(), facts: Vec::new() 
    }
}

/// The p95 queue wait of an attempt and the mean and p95 time in the system of a job,
/// per policy, on a linear time axis with each bar's value written above it.
fn times(p: &Params, rows: &[&Run], w: &'static Words) -> Figure {
    // A chart with a bar of a second or more has its axis in s: its labels from half a
    // second up are in s too (`0,7 s`, not `722 ms` beside `4,7 s`).
    let in_s = rows.iter().any(|r| r.sojourn.p95 >= 1000 || r.wait.p95 >= 1000);
    let label = move |ms: u64| match ms {
        500..1000 if in_s => format!("{} s", turkish_number((ms as f64 / 100.0).round() / 10.0, w.lang())),
        _ => short_ms(ms, w),
    };
    let bars = |key: &'static str, f: &dyn Fn(&Run) -> u64| BarSeries {
        name: Key(key).name(w.lang()).into(),
        key: Key(key),
        values: rows.iter().map(|r| Some(f(r) as f64)).collect(),
        labels: rows.iter().map(|r| label(f(r))).collect(),
    };
    // The mean and p95 time in the system: with p = 0.1 the p99 lies on the edge
    // between jobs retried once and twice (P(two failures) = 1 %), the p95 inside the once.
    let series = vec![
        bars("pool.p95", &|r| r.wait.p95),
        bars("pool.sojourn_mean", &|r| r.sojourn.mean.round() as u64),
        bars("pool.sojourn_p95", &|r| r.sojourn.p95),
    ];
    let retrying: Vec<&&Run> = rows.iter().filter(|r| r.retry != Retry::None).collect();
    let (wlo, whi) = retrying.iter().fold((u64::MAX, 0), |(lo, hi), r| (lo.min(r.wait.p95), hi.max(r.wait.p95)));
    let mut by_p95 = retrying.clone();
    by_p95.sort_by_key(|r| r.sojourn.p95);
    // The fastest and the two slowest.
    let shown: Vec<&&&Run> = match by_p95.len() {
        0..=3 => by_p95.iter().collect(),
        n => by_p95.iter().enumerate().filter(|(i, _)| *i == 0 || *i >= n - 2).map(|x| x.1).collect(),
    };
    let p95s: Vec<String> = shown.iter().map(|r| format!("{} {}", r.retry.title(w), human_ms(r.sojourn.p95 as f64, w.lang()))).collect();
    let waits = if wlo == whi {
        human_ms(wlo as f64, w.lang())
    } else {
        format!("{}–{}", human_ms(wlo as f64, w.lang()), human_ms(whi as f64, w.lang()))
    };
    // "Delays the work" only where some policy keeps jobs in the system clearly longer.
    let (fastest, slowest) = rows.iter().fold((u64::MAX, 0), |(lo, hi), r| (lo.min(r.sojourn.p95), hi.max(r.sojourn.p95)));
    let regime = RetryTimes::of(
        retrying.len(),
        rows.iter().map(|r| r.retries).sum(),
        retrying.iter().all(|r| r.retry == Retry::Immediate),
        (fastest, slowest),
    );
    let title = w.get("pool-retry-times-title", &args!(regime = regime.key(), p95s = p95s.join(", ")));
    let c = rows[0].workers;
    let no_failures = Params { fail_probability: 0.0, ..p.clone() };
    let free = theory(&no_failures, p.services[0], c).map(|m| m.wait_quantile_ms(0.95));
    let utilisation = dec(100.0 * retrying.first().map(|r| r.utilisation()).unwrap_or(rows[0].utilisation()), 0, w);
    let mut caption = w.get("pool-retry-times-caption", &args!(utilisation = utilisation, waits = waits));
    if let Some(free) = free {
        caption.push(' ');
        caption.push_str(&w.get("pool-retry-times-free", &args!(free = short_ms(free.round() as u64, w))));
    }
    Figure {
        name: "retry-times".into(),
        title,
        caption,
        x: Axis::new("", Unit::Plain),
        y: Axis::new(w.text("pool-retry-times-y"), Unit::Millis),
        plot: Plot::Bars { categories: rows.iter().map(|r| r.retry.title(w)).collect(), series },
        marks: Vec::new(),
        facts: vec![Fact::new("pool-retry-times-title", regime)],
    }
}

crate::regime! {
    /// What the retry policies do to the time a job spends in the system.
    pub(crate) enum RetryTimes {
        NoRetries = "no-retries",
        NoFailures = "no-failures",
        NoBackoff = "no-backoff",
        NoDelay = "no-delay",
        Delays = "delays",
    }
}

impl RetryTimes {
    /// `retrying`: the policies that retry; `retries`: the retries of every row;
    /// `immediate`: every retrying policy retries at once; `p95s`: the fastest and the
    /// slowest p95 time in the system, ms. "Delays" only where the slowest is over 1,2 times
    /// the fastest.
    fn of(retrying: usize, retries: u64, immediate: bool, (fastest, slowest): (u64, u64)) -> Self {
        match retrying {
            0 => RetryTimes::NoRetries,
            _ if retries == 0 => RetryTimes::NoFailures,
            // No policy waits before a retry: there is no backoff to speak of.
            _ if immediate => RetryTimes::NoBackoff,
            _ if slowest as f64 <= 1.2 * fastest as f64 => RetryTimes::NoDelay,
            _ => RetryTimes::Delays,
        }
    }
}

/// A bar's label: seconds with one decimal from 1 s to a minute (`1,1 s`, narrower than
/// `1131 ms`), otherwise as every chart prints durations.
fn short_ms(ms: u64, w: &'static Words) -> String {
    match ms {
        1000..60_000 => format!("{} s", turkish_number((ms as f64 / 100.0).round() / 10.0, w.lang())),
        _ => human_ms(ms as f64, w.lang()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retry_times_regimes() {
        assert_eq!(RetryTimes::of(0, 5, false, (100, 900)), RetryTimes::NoRetries);
        assert_eq!(RetryTimes::of(1, 0, false, (100, 900)), RetryTimes::NoFailures);
        assert_eq!(RetryTimes::of(2, 1, true, (100, 900)), RetryTimes::NoBackoff);
        assert_eq!(RetryTimes::of(2, 1, false, (100, 120)), RetryTimes::NoDelay);
        assert_eq!(RetryTimes::of(2, 1, false, (100, 100)), RetryTimes::NoDelay);
        assert_eq!(RetryTimes::of(2, 1, false, (100, 121)), RetryTimes::Delays);
        assert_eq!(RetryTimes::of(2, 1, false, (0, 0)), RetryTimes::NoDelay);
        assert_eq!(RetryTimes::of(2, 1, false, (0, 1)), RetryTimes::Delays);
        assert_eq!(RetryTimes::of(1, 1, false, (10, 13)).key(), "delays");
    }
}
