//! The charts of a pool whose jobs fail, one bar group per retry policy: what the
//! failures cost in extra attempts and dead jobs, and what the policy's backoff does to
//! the waits (the queue wait of an attempt, the time in the system of a job).

use super::Params;
use super::present::theory;
use super::retries::{self, Retry};
use super::run::Run;
use super::said::Dec;
use crate::report::figure::{Axis, BarSeries, Key, Plot, Unit};
use crate::report::statement::{Commas, Shown};
use crate::report::units::{human_ms, turkish_number};
use crate::report::words::Words;
use crate::report::{Figure, Spoken};
use crate::word;

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

crate::regime! {
    /// What the retry-work title says: no failures, none retried, what retrying saves
    /// beside the row that never retries, or what the limits leave.
    pub(crate) enum RetryWork { NoFailures = "no-failures", NotRetried = "not-retried", BesideNone = "beside-none", Limit = "limit" }
}
crate::regime! {
    /// What the dead-job list leaves out: every policy lost nothing, or the others none.
    pub(crate) enum Rest { NoneLost = "none-lost", Others = "others" }
}
crate::statement! {
    /// The list's end.
    struct RestWords = "worker-pool-retry-rest" { claim select rest: Rest }
}
crate::statement! {
    /// A policy and its dead jobs.
    struct DeadRow = "worker-pool-dead-row" { input text policy: String, claim count dead: u64 }
}
crate::statement! {
    /// A policy and the dead jobs the theory expects of it.
    struct TheoryRow = "worker-pool-theory-row" { input text policy: String, claim count dead: f64 }
}
crate::statement! {
    /// What failing jobs cost: the extra work, and the dead jobs per policy.
    struct WorkTitle = "worker-pool-retry-work-title" {
        claim select regime: RetryWork,
        claim count dead: u64,
        claim shown extra: Dec,
        say list: Commas<DeadRow>,
        say rest: Option<RestWords>,
    }
}
crate::statement! {
    /// The pool, the failures and the theory's extra work and dead jobs.
    struct WorkCaption = "worker-pool-retry-work-caption" {
        input count workers: u32,
        input count rate: f64,
        input count percent: f64,
        claim count counted: u64,
        claim shown extra: Dec,
        say theory: Commas<TheoryRow>,
    }
}
crate::statement! {
    /// The policies without a retry limit lose no job.
    struct Unlimited = "worker-pool-retry-unlimited" { input text policies: String }
}

/// The dead-job list: the three policies that lose the most, and what it leaves out.
fn dead_list(retrying: &[&&Run], w: &'static Words) -> (Commas<DeadRow>, Option<RestWords>) {
    let mut dead = retrying.to_vec();
    dead.sort_by_key(|r| std::cmp::Reverse(r.dead));
    let losing: Vec<&&&Run> = dead.iter().filter(|r| r.dead > 0).collect();
    let list: Vec<DeadRow> = losing.iter().take(3).map(|r| DeadRow { policy: r.retry.title(w), dead: r.dead }).collect();
    // "The others 0" only when every row left out lost nothing.
    let rest = (losing.len() <= 3 && dead.iter().any(|r| r.dead == 0))
        .then_some(RestWords { rest: if list.is_empty() { Rest::NoneLost } else { Rest::Others } });
    (Commas(list), rest)
}

/// Retries and dead jobs per policy, on a linear axis (a bar's length is its count).
fn work(p: &Params, rows: &[&Run], w: &'static Words) -> Figure {
    let bars = |name: &str, key: &'static str, f: &dyn Fn(&Run) -> u64| BarSeries {
        name: name.into(),
        key: Key(key),
        values: rows.iter().map(|r| Some(f(r) as f64)).collect(),
        labels: rows.iter().map(|r| turkish_number(f(r) as f64, w.lang())).collect(),
    };
    let series = vec![
        bars(Key("pool.retries").name(w.lang()), "pool.retries", &|r| r.retries),
        bars(Key("pool.dead").name(w.lang()), "pool.dead", &|r| r.dead),
    ];
    let pf = p.fail_probability;
    let extra = 100.0 * (retries::expected_attempts(pf, None) - 1.0);
    let retrying: Vec<&&Run> = rows.iter().filter(|r| r.retry != Retry::None).collect();
    let measured = retrying.iter().map(|r| r.attempts_per_message()).fold(0.0, f64::max);
    let (list, rest) = dead_list(&retrying, w);
    let failures = rows.iter().any(|r| r.retries > 0 || r.dead > 0);
    let none = rows.iter().find(|r| r.retry == Retry::None);
    let (regime, dead) = if !failures {
        (RetryWork::NoFailures, 0)
    } else if retrying.is_empty() {
        (RetryWork::NotRetried, rows[0].dead)
    } else {
        // Beside the row that never retries: what retrying saves, per policy.
        match none {
            Some(none) => (RetryWork::BesideNone, none.dead),
            None => (RetryWork::Limit, 0),
        }
    };
    let mut said = Spoken::new(w);
    let title = said.say(&WorkTitle { regime, dead, extra: Dec(100.0 * (measured - 1.0), 1), list, rest });
    let counted = rows[0].counted;
    let theory: Vec<TheoryRow> = rows
        .iter()
        .filter(|r| r.retry.max_retries(&p.named).is_some())
        .map(|r| TheoryRow { policy: r.retry.title(w), dead: (expected_dead(p, r.retry, counted) * 10.0).round() / 10.0 })
        .collect();
    let mut caption = said.say(&WorkCaption {
        workers: rows[0].workers,
        rate: p.arrival_rate_per_s,
        percent: 100.0 * pf,
        counted,
        extra: Dec(extra, 1),
        theory: Commas(theory),
    });
    let unlimited: Vec<String> =
        rows.iter().filter(|r| r.retry.max_retries(&p.named).is_none()).map(|r| r.retry.title(w)).collect();
    if !unlimited.is_empty() {
        caption.push(' ');
        caption.push_str(&w.say(&Unlimited { policies: unlimited.join(", ") }));
    }
    Figure {
        name: "retry-work".into(),
        title,
        caption,
        x: Axis::new("", Unit::Plain),
        y: Axis::new(word!(w, "worker-pool-retry-work-y"), Unit::Count),
        plot: Plot::Bars { categories: rows.iter().map(|r| r.retry.title(w)).collect(), series },
        marks: Vec::new(),
        facts: said.facts(),
    }
}

crate::statement! {
    /// A policy and its p95 time in the system.
    struct P95Row = "worker-pool-p95-row" { input text policy: String, claim ms p95: u64 }
}
crate::statement! {
    /// What the policies do to the time in the system.
    struct TimesTitle = "worker-pool-retry-times-title" { claim select regime: RetryTimes, say p95s: Commas<P95Row> }
}
crate::statement! {
    /// A span of percentages, one where they round alike.
    struct PercentSpan = "worker-pool-percent-span" { claim select same: bool, claim shown lo: Dec, claim shown hi: Dec }
}
crate::statement! {
    /// A span of durations, one where they agree.
    struct MsSpan = "worker-pool-ms-span" { claim select same: bool, claim ms lo: u64, claim ms hi: u64 }
}
crate::statement! {
    /// The row that does not retry: its utilisation and p95 wait.
    struct TimesNone = "worker-pool-retry-times-none" { claim shown utilisation: Dec, claim ms wait: u64 }
}
crate::statement! {
    /// The retrying policies' utilisation and p95 queue wait (and the row that does not retry).
    struct TimesCaption = "worker-pool-retry-times-caption" {
        say utilisation: PercentSpan,
        say waits: MsSpan,
        say none: Option<TimesNone>,
    }
}
crate::statement! {
    /// Erlang C's p95 wait without failures.
    struct TimesFree = "worker-pool-retry-times-free" { claim shown free: Short }
}

/// The least and the most utilisation of `rows`, in percent (0 decimals), one where they
/// round alike.
fn percent_span(rows: &[&&Run]) -> PercentSpan {
    let u: Vec<f64> = rows.iter().map(|r| 100.0 * r.utilisation()).collect();
    let (lo, hi) = (u.iter().copied().fold(f64::INFINITY, f64::min), u.iter().copied().fold(f64::NEG_INFINITY, f64::max));
    let (lo, hi) = if u.is_empty() { (0.0, 0.0) } else { (lo, hi) };
    let (a, b) = (Dec(lo, 0), Dec(hi, 0));
    PercentSpan { same: a.show(crate::report::lang::Lang::En) == b.show(crate::report::lang::Lang::En), lo: a, hi: b }
}

/// The p95 queue wait of an attempt and the mean and p95 time in the system of a job,
/// per policy, on a linear time axis with each bar's value written above it.
fn times(p: &Params, rows: &[&Run], w: &'static Words) -> Figure {
    // A chart with a bar of a second or more has its axis in s: its labels from half a
    // second up are in s too (`0,7 s`, not `722 ms` beside `4,7 s`).
    let in_s = rows.iter().any(|r| r.sojourn.p95 >= 1000 || r.wait.p95 >= 1000);
    let label = move |ms: u64| match ms {
        500..1000 if in_s => format!("{} s", turkish_number((ms as f64 / 100.0).round() / 10.0, w.lang())),
        _ => Short(ms).show(w.lang()),
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
    let p95s = shown.iter().map(|r| P95Row { policy: r.retry.title(w), p95: r.sojourn.p95 }).collect();
    // "Delays the work" only where some policy keeps jobs in the system clearly longer.
    let (fastest, slowest) =
        rows.iter().fold((u64::MAX, 0), |(lo, hi), r| (lo.min(r.sojourn.p95), hi.max(r.sojourn.p95)));
    let regime = RetryTimes::of(
        retrying.len(),
        rows.iter().map(|r| r.retries).sum(),
        retrying.iter().all(|r| r.retry == Retry::Immediate),
        (fastest, slowest),
    );
    let mut said = Spoken::new(w);
    let title = said.say(&TimesTitle { regime, p95s: Commas(p95s) });
    let c = rows[0].workers;
    let no_failures = Params { fail_probability: 0.0, ..p.clone() };
    let free = theory(&no_failures, p.services[0], c).map(|m| m.wait_quantile_ms(0.95));
    let none = rows
        .iter()
        .find(|r| r.retry == Retry::None)
        .map(|r| TimesNone { utilisation: Dec(100.0 * r.utilisation(), 0), wait: r.wait.p95 });
    let (wlo, whi) = if retrying.is_empty() { (0, 0) } else { (wlo, whi) };
    let mut caption = said.say(&TimesCaption {
        utilisation: percent_span(&retrying),
        waits: MsSpan { same: wlo == whi, lo: wlo, hi: whi },
        none,
    });
    if let Some(free) = free {
        caption.push(' ');
        caption.push_str(&said.say(&TimesFree { free: Short(free.round() as u64) }));
    }
    Figure {
        name: "retry-times".into(),
        title,
        caption,
        x: Axis::new("", Unit::Plain),
        y: Axis::new(word!(w, "worker-pool-retry-times-y"), Unit::Millis),
        plot: Plot::Bars { categories: rows.iter().map(|r| r.retry.title(w)).collect(), series },
        marks: Vec::new(),
        facts: said.facts(),
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
/// `1131 ms`), otherwise as every chart prints durations: exact ms in a fact.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Short(u64);

impl Shown for Short {
    fn exact(&self) -> f64 {
        self.0 as f64
    }
    fn show(&self, lang: crate::report::lang::Lang) -> String {
        match self.0 {
            ms @ 1000..60_000 => format!("{} s", turkish_number((ms as f64 / 100.0).round() / 10.0, lang)),
            ms => human_ms(ms as f64, lang),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::figure::Regime;

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
