//! The pool's charts, chosen by what the scenario varies: a burst gets its drain, an
//! overloaded pool its queue and wait over time (`overload.rs`; several sizes whose
//! smallest is overloaded too, a line per size), several pool sizes the wait against the
//! size (with Erlang C), several service distributions their waits side by side, and a
//! single pool its waiting-time tail against Erlang C. The words are the catalog's
//! (`locales/*/005.ftl`).

use super::overload::{self, overloaded};
use super::present::{service_label, theory, window};
use super::run::Run;
use super::said::{Because, Dec, Size, SizeAt, When};
use super::steady::{self, Settling};
use super::{Arrivals, Mmc, Params, Service};
use crate::report::figure::{Axis, BarSeries, Key, Plot, Series, Style, Unit};
use crate::report::statement::Listed;
use crate::report::units::ms_on_axis;
use crate::report::words::Words;
use crate::report::{Figure, Spoken};
use crate::word;

crate::regime! {
    /// A distribution in charts: the lognormal by what it does to the tail.
    pub(crate) enum ChartService { Exponential = "exponential", Fixed = "fixed", Heavy = "heavy", Lognormal = "lognormal" }
}

impl ChartService {
    fn of(p: &Params, s: Service) -> ChartService {
        match s {
            Service::Exponential => ChartService::Exponential,
            Service::Deterministic => ChartService::Fixed,
            Service::Lognormal if p.service_cv > 1.0 => ChartService::Heavy,
            Service::Lognormal => ChartService::Lognormal,
        }
    }
}

crate::statement! {
    /// A distribution's name in charts (`heavy-tailed`).
    struct ChartLabel = "worker-pool-chart-service" { claim select service: ChartService }
}

fn service_key(s: Service) -> Key {
    match s {
        Service::Exponential => Key("service.exponential"),
        Service::Deterministic => Key("service.deterministic"),
        Service::Lognormal => Key("service.lognormal"),
    }
}

pub fn figures(p: &Params, runs: &[Run], w: &'static Words) -> Vec<Figure> {
    if runs.is_empty() {
        return Vec::new();
    }
    if p.arrivals == Arrivals::Burst {
        return vec![drain(p, runs, w)];
    }
    if p.retries.len() > 1 {
        return super::retry_figures::figures(p, runs, w);
    }
    let mut out = Vec::new();
    // Several pool sizes whose smallest is overloaded keep the overload's charts (a line
    // per size), as one overloaded size has them; otherwise the wait against the size.
    let mut pools: Vec<&Run> = runs.iter().filter(|r| r.service == p.services[0]).collect();
    pools.sort_by_key(|r| r.workers);
    if p.workers.len() == 1 {
        if let Some(r) = runs.iter().find(|r| overloaded(p, r)) {
            out.extend(overload::figures(p, &[r], w));
        }
    } else if pools.first().is_some_and(|r| overload::grows(p, r)) {
        out.extend(overload::figures(p, &pools, w));
    } else {
        out.push(super::workers_chart::workers(p, runs, w));
    }
    if p.services.len() > 1 {
        out.push(variability(p, runs, w));
    }
    if runs.len() == 1 && !overloaded(p, &runs[0]) {
        out.push(tail(p, &runs[0], w));
    }
    out
}

crate::statement! {
    /// A bar group's name: `heavy-tailed duration`.
    struct VariabilitySeries = "worker-pool-variability-series" { input text service: String }
}
crate::statement! {
    /// The p99 waits of the lowest and highest distribution, and their ratio.
    struct VariabilityTitle = "worker-pool-variability-title" {
        claim shown fold: Dec,
        say low_service: ChartLabel,
        claim shown low: When,
        say high_service: ChartLabel,
        claim shown high: When,
    }
}
crate::statement! {
    /// No p99 to compare (a p99 of zero).
    struct VariabilityPlain = "worker-pool-variability-title-plain" {}
}
crate::statement! {
    /// The pool, the arrivals, the one mean service time and the utilisation.
    struct VariabilityCaption = "worker-pool-variability-caption" {
        input count workers: u32,
        input count rate: f64,
        input ms mean_service: f64,
        claim shown utilisation: Dec,
        input count cv: f64,
    }
}
crate::regime! {
    /// A wait statistic of the chart's groups.
    pub(crate) enum StatName { Mean = "mean", P95 = "p95", P99 = "p99" }
}
crate::statement! {
    /// A group's name: `mean`, `p95`, `p99`.
    struct Stat = "worker-pool-variability-stat" { input select stat: StatName }
}

/// A named measure of a run.
type Measure = (StatName, fn(&Run) -> f64);

/// Mean, p95 and p99 wait per service distribution, same mean service time.
fn variability(p: &Params, runs: &[Run], w: &'static Words) -> Figure {
    let c = p.workers[0];
    let rows: Vec<&Run> = runs.iter().filter(|r| r.workers == c).collect();
    let stats: [Measure; 3] =
        [(StatName::Mean, |r| r.wait.mean), (StatName::P95, |r| r.wait.p95 as f64), (StatName::P99, |r| r.wait.p99 as f64)];
    let span = rows.iter().flat_map(|r| stats.iter().map(|(_, f)| f(r))).fold(0.0, f64::max);
    let series = rows
        .iter()
        .map(|r| {
            let values: Vec<f64> = stats.iter().map(|(_, f)| f(r)).collect();
            BarSeries {
                name: w.say(&VariabilitySeries { service: word_of(p, r.service, w) }),
                key: service_key(r.service),
                // In the axis' unit: one unit per chart (a wait that would round away
                // there keeps its own).
                labels: values.iter().map(|&v| ms_on_axis(v, span, w.lang())).collect(),
                values: values.into_iter().map(Some).collect(),
            }
        })
        .collect();
    let mut said = Spoken::new(w);
    let (lo, hi) = (rows.iter().min_by_key(|r| r.wait.p99), rows.iter().max_by_key(|r| r.wait.p99));
    let title = match (lo, hi) {
        (Some(lo), Some(hi)) if lo.wait.p99 > 0 => said.say(&VariabilityTitle {
            fold: Dec(hi.wait.p99 as f64 / lo.wait.p99 as f64, 1),
            low_service: ChartLabel { service: ChartService::of(p, lo.service) },
            // As the bars read: in the axis' unit.
            low: When::on_axis(lo.wait.p99 as f64, span),
            high_service: ChartLabel { service: ChartService::of(p, hi.service) },
            high: When::on_axis(hi.wait.p99 as f64, span),
        }),
        _ => said.say(&VariabilityPlain {}),
    };
    let util = rows.first().map(|r| r.utilisation()).unwrap_or(0.0);
    let caption = said.say(&VariabilityCaption {
        workers: c,
        rate: p.arrival_rate_per_s,
        mean_service: p.service_mean_ms,
        utilisation: Dec(100.0 * util, 0),
        cv: p.service_cv,
    });
    Figure {
        name: "variability".into(),
        title,
        caption,
        x: Axis::new(word!(w, "worker-pool-variability-x"), Unit::Plain),
        y: Axis::new(word!(w, "worker-pool-wait-y"), Unit::Millis),
        plot: Plot::Bars { categories: stats.iter().map(|s| w.say(&Stat { stat: s.0 })).collect(), series },
        marks: Vec::new(),
        facts: said.facts(),
    }
}

/// A distribution's name in charts, in words (a bar group's name restates it).
fn word_of(p: &Params, s: Service, w: &'static Words) -> String {
    match ChartService::of(p, s) {
        ChartService::Exponential => word!(w, "worker-pool-chart-service", service = "exponential"),
        ChartService::Fixed => word!(w, "worker-pool-chart-service", service = "fixed"),
        ChartService::Heavy => word!(w, "worker-pool-chart-service", service = "heavy"),
        ChartService::Lognormal => word!(w, "worker-pool-chart-service", service = "lognormal"),
    }
}

crate::statement! {
    /// A pool size and its service, as a series names it.
    struct SizeService = "worker-pool-size-service" { input count workers: u32, input text service: String }
}
crate::statement! {
    /// How the burst drains: in one pool, in proportion to the workers, or not.
    struct DrainTitle = "worker-pool-drain-title" {
        claim select drains: Drains,
        input count messages: u64,
        say ends: Listed<SizeAt>,
    }
}
crate::statement! {
    /// The burst, the service, tenfold the workers, the slowest pool's last wait.
    struct DrainCaption = "worker-pool-drain-caption" {
        input ms mean_service: f64,
        claim select tenfold: bool,
        claim count slowest: u32,
        claim ms last_wait: u64,
    }
}

/// The queue of a burst draining, one line per pool size, on a log time axis.
fn drain(p: &Params, runs: &[Run], w: &'static Words) -> Figure {
    let series: Vec<Series> = runs
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let name = if p.services.len() > 1 {
                w.say(&SizeService { workers: r.workers, service: service_label(p, r.service, w) })
            } else {
                w.say(&Size { workers: r.workers })
            };
            let key = Key(["series.1", "series.2", "series.3", "series.4", "series.5", "series.6"][i.min(5)]);
            Series::new(name, key, Style::Step, r.trend.queue_steps())
        })
        .collect();
    let slowest = runs.iter().max_by_key(|r| r.end_ms).expect("runs is not empty");
    // The time axis' reach: the title's drain times read in its unit (`1,67 dk`, not
    // `100,4 s`, on an axis in dk) unless they would round away there.
    let x_top = slowest.end_ms as f64 * 1.03;
    // Four pool sizes or more: the title names the smallest and the largest (the caption
    // and the chart have them all), so it keeps to two lines.
    let named: Vec<&Run> = if runs.len() > 3 {
        let by_size = |r: &&Run| r.workers;
        runs.iter().min_by_key(by_size).into_iter().chain(runs.iter().max_by_key(by_size)).collect()
    } else {
        runs.iter().collect()
    };
    let items = named.iter().map(|r| SizeAt { workers: r.workers, end: When::on_axis(r.end_ms as f64, x_top) }).collect();
    let ends = Listed { items, sep: ", ", elided: runs.len() > 3 };
    // "Kaç katına çıkarsa o kadar hızlı" only where every step up in pool size shortens
    // the drain in proportion (within a quarter); one pool size compares with nothing.
    let drains = Drains::of(&runs.iter().map(|r| (r.workers, r.end_ms)).collect::<Vec<_>>());
    let mut said = Spoken::new(w);
    let title = said.say(&DrainTitle { drains, messages: p.messages, ends });
    // Ten times the workers, a tenth of the time: for every pair of pools ten times apart
    // with the same service times (at least one pair).
    let tenfold = tenfold(&runs.iter().map(|r| (r.workers, r.service, r.end_ms)).collect::<Vec<_>>());
    let caption = said.say(&DrainCaption {
        mean_service: p.service_mean_ms,
        tenfold,
        slowest: slowest.workers,
        last_wait: slowest.wait.max,
    });
    Figure {
        name: "drain".into(),
        title,
        caption,
        // A linear time axis: a steady drain is a straight line (on a log axis it reads as
        // a slow start and a sudden drop); the queue's axis ends just above the burst.
        x: Axis::new(word!(w, "worker-pool-time-x"), Unit::Millis).clock().range(0.0, x_top),
        y: Axis::new(word!(w, "worker-pool-queue-y"), Unit::Count).range(0.0, p.messages as f64 * 1.04),
        plot: Plot::Lines(series),
        marks: Vec::new(),
        facts: said.facts(),
    }
}

crate::statement! {
    /// The tail chart's title without Erlang C.
    struct TailNoTheory = "worker-pool-tail-title-no-theory" {
        input count workers: u32,
        claim shown share: Dec,
        claim ms wait: f64,
    }
}
crate::statement! {
    /// The tail chart's caption: the pool, the messages served, the longest wait.
    struct TailCaption = "worker-pool-tail-caption" {
        input count workers: u32,
        input count rate: f64,
        input ms mean_service: f64,
        claim count served: u64,
        claim ms longest: u64,
    }
}

/// The share of messages that wait longer than t, against Erlang C's `C·e^(−(cμ−λ)t)`.
fn tail(p: &Params, r: &Run, w: &'static Words) -> Figure {
    // Down to one message in a thousand: below that a handful of messages make the points.
    let sim: Vec<(f64, f64)> = r.wait_ccdf.iter().copied().filter(|x| x.1 >= 1e-3).collect();
    let end = sim.iter().map(|x| x.0).fold(1.0, f64::max);
    let mut series = vec![Series::new(word!(w, "worker-pool-sim"), Key("pool.ccdf"), Style::Points, sim)];
    let t = theory(p, r.service, r.workers);
    if let Some(t) = t {
        let line = (0..=40).map(|i| end * f64::from(i) / 40.0).map(|x| (x, t.wait_ccdf(x))).collect();
        series.push(Series::new("Erlang C", Key("pool.theory"), Style::Line, line));
    }
    let mut said = Spoken::new(w);
    let title = match t {
        Some(t) => tail_title(p, r, &t, &mut said),
        None => said.say(&TailNoTheory { workers: r.workers, share: Dec(100.0 * r.p_wait(), 1), wait: r.wait.mean }),
    };
    let mut caption = said.say(&TailCaption {
        workers: r.workers,
        rate: p.arrival_rate_per_s,
        mean_service: p.service_mean_ms,
        served: r.served,
        longest: r.wait.max,
    });
    // Why an unsettled window is no steady state: after the caption, the title stays short.
    if let Some(because) = Because::of(&window(p, r)) {
        caption.push(' ');
        caption.push_str(&said.say(&TailUnsettled { because }));
    }
    Figure {
        name: "tail".into(),
        title,
        caption,
        x: Axis::new(word!(w, "worker-pool-tail-x"), Unit::Millis).range(0.0, end),
        y: Axis::new(word!(w, "worker-pool-tail-y"), Unit::Plain).log(),
        plot: Plot::Lines(series),
        marks: Vec::new(),
        facts: said.facts(),
    }
}

/// How much longer draining `a`'s messages takes than `b`'s, over how many times more
/// workers `b` has (1: in proportion). Each run is `(workers, end_ms)`.
fn drain_ratio(a: (u32, u64), b: (u32, u64)) -> f64 {
    (a.1 as f64 / b.1.max(1) as f64) / (f64::from(b.0) / f64::from(a.0))
}

crate::regime! {
    /// Whether more workers drain the backlog in proportion to their number.
    pub(crate) enum Drains { One = "one", Proportional = "proportional", Not = "not" }
}

impl Drains {
    /// "Kaç katına çıkarsa o kadar hızlı" only where every step up in pool size shortens
    /// the drain in proportion (within a quarter); one pool size compares with nothing.
    /// Each run is `(workers, end_ms)`.
    fn of(runs: &[(u32, u64)]) -> Self {
        let mut sizes = runs.to_vec();
        sizes.sort_by_key(|r| r.0);
        let proportional = sizes.windows(2).all(|w| w[0].0 < w[1].0 && (0.75..1.33).contains(&drain_ratio(w[0], w[1])));
        match (runs.len(), proportional) {
            (1, _) => Drains::One,
            (_, true) => Drains::Proportional,
            (_, false) => Drains::Not,
        }
    }
}

/// The drain caption's `tenfold`: ten times the workers, a tenth of the time, for every
/// pair of pools ten times apart with the same service times (at least one pair). Each run
/// is `(workers, service, end_ms)`.
fn tenfold<S: PartialEq + Copy>(runs: &[(u32, S, u64)]) -> bool {
    let pairs: Vec<((u32, u64), (u32, u64))> = runs
        .iter()
        .flat_map(|a| {
            runs.iter().filter(move |b| b.0 == 10 * a.0 && b.1 == a.1).map(move |b| ((a.0, a.2), (b.0, b.2)))
        })
        .collect();
    !pairs.is_empty() && pairs.iter().all(|(a, b)| (0.8..1.25).contains(&drain_ratio(*a, *b)))
}

crate::regime! {
    /// Whether the tail chart's simulated waits agree with Erlang C.
    pub(crate) enum Agree { Growing = "growing", Unsettled = "unsettled", Yes = "yes", No = "no" }
}

impl Agree {
    /// "Agrees" only for a steady window whose batch means' 95 % `interval` holds the
    /// theory's mean wait `wq_ms` and whose share that waits (simulated, theory) is within
    /// 0,05 of the theory's.
    fn of(window: &Settling, interval: Option<(f64, f64)>, wq_ms: f64, (p_wait, p_theory): (f64, f64)) -> Self {
        let holds = interval.is_some_and(|(lo, hi)| lo <= wq_ms && wq_ms <= hi);
        match window {
            Settling::Growing { .. } => Agree::Growing,
            // (Erlang C has no value at or above the capacity: no tail title is made there.)
            Settling::Unsettled { .. } | Settling::Saturated => Agree::Unsettled,
            Settling::Steady if holds && (p_wait - p_theory).abs() <= 0.05 => Agree::Yes,
            Settling::Steady => Agree::No,
        }
    }
}

crate::statement! {
    /// The tail chart's title beside Erlang C: how many wait and how long, and whether the
    /// theory agrees (or why the window is no steady state).
    struct TailTitle = "worker-pool-tail-title" {
        claim select agree: Agree,
        input count workers: u32,
        input count rate: f64,
        input ms mean_service: f64,
        claim shown share: Dec,
        claim shown share_theory: Dec,
        claim ms wait: f64,
        claim ms wait_theory: f64,
    }
}
crate::statement! {
    /// Why the tail chart's window is no steady state (after its caption).
    struct TailUnsettled = "worker-pool-tail-unsettled" { say because: Because }
}

/// The tail chart's title beside Erlang C: "agrees" only for a steady window whose 95 %
/// interval over the batch means holds the theory's mean wait (and whose share that waits
/// is within 0,05 of it); a growing or unsettled queue says so instead of comparing.
fn tail_title(p: &Params, r: &Run, t: &Mmc, said: &mut Spoken) -> String {
    let window = window(p, r);
    let interval = steady::interval(&r.wait_batches);
    let agree = Agree::of(&window, interval, t.wq_ms(), (r.p_wait(), t.p_wait()));
    said.say(&TailTitle {
        agree,
        // The setup and the student's takeaway first (how many wait, how long), the
        // model check after it.
        workers: r.workers,
        rate: p.arrival_rate_per_s,
        mean_service: p.service_mean_ms,
        share: Dec(100.0 * r.p_wait(), 1),
        share_theory: Dec(100.0 * t.p_wait(), 1),
        wait: r.wait.mean,
        wait_theory: t.wq_ms(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::figure::Regime;

    #[test]
    fn drains_in_proportion() {
        assert_eq!(Drains::of(&[(4, 1000)]), Drains::One);
        assert_eq!(Drains::of(&[(8, 500), (4, 1000)]), Drains::Proportional);
        assert_eq!(Drains::of(&[(4, 1000), (8, 900)]), Drains::Not);
        // Equal pool sizes do not step up.
        assert_eq!(Drains::of(&[(4, 1000), (4, 1000)]), Drains::Not);
        // Edges of the band: 0.75 in, 1.33 out.
        assert_eq!(Drains::of(&[(1, 3000), (2, 2000)]), Drains::Proportional);
        assert_eq!(Drains::of(&[(1, 2000), (2, 1000)]), Drains::Proportional);
        assert_eq!(Drains::of(&[(1, 2660), (2, 1000)]), Drains::Not);
        // A zero drain time counts as one ms.
        assert_eq!(Drains::of(&[(1, 2), (2, 0)]), Drains::Proportional);
        assert_eq!(Drains::of(&[(1, 1000)]).key(), "one");
    }

    #[test]
    fn tenfold_needs_a_pair_a_tenth_the_time() {
        assert!(tenfold(&[(1, 'a', 10_000), (10, 'a', 1000)]));
        assert!(!tenfold(&[(1, 'a', 10_000), (10, 'a', 2000)]));
        assert!(!tenfold(&[(1, 'a', 10_000), (10, 'b', 1000)]));
        assert!(!tenfold(&[(1, 'a', 10_000), (9, 'a', 1000)]));
        assert!(!tenfold::<char>(&[]));
        assert!(tenfold(&[(1, 'a', 8000), (10, 'a', 1000)]));
        assert!(!tenfold(&[(1, 'a', 12_500), (10, 'a', 1000)]));
    }

    #[test]
    fn agree_needs_a_steady_window_holding_theory() {
        let steady = Settling::Steady;
        assert_eq!(Agree::of(&steady, Some((10.0, 20.0)), 15.0, (0.5, 0.52)), Agree::Yes);
        assert_eq!(Agree::of(&steady, Some((10.0, 20.0)), 20.0, (0.0, 0.05)), Agree::Yes);
        assert_eq!(Agree::of(&steady, Some((10.0, 20.0)), 21.0, (0.5, 0.5)), Agree::No);
        assert_eq!(Agree::of(&steady, Some((10.0, 20.0)), 15.0, (0.5, 0.56)), Agree::No);
        assert_eq!(Agree::of(&steady, None, 15.0, (0.5, 0.5)), Agree::No);
        let growing = Settling::Growing { first_ms: 1.0, last_ms: 9.0 };
        assert_eq!(Agree::of(&growing, Some((10.0, 20.0)), 15.0, (0.5, 0.5)), Agree::Growing);
        let unsettled = Settling::Unsettled { warmup_ms: 1.0, batch_ms: 1.0, relax_ms: 9.0 };
        assert_eq!(Agree::of(&unsettled, Some((10.0, 20.0)), 15.0, (0.5, 0.5)), Agree::Unsettled);
        assert_eq!(Agree::of(&steady, None, 0.0, (0.0, 0.0)).key(), "no");
    }
}
