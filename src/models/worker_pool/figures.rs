//! The pool's charts, chosen by what the scenario varies: a burst gets its drain, an
//! overloaded pool its queue and wait over time (`overload.rs`; several sizes whose
//! smallest is overloaded too, a line per size), several pool sizes the wait against the
//! size (with Erlang C), several service distributions their waits side by side, and a
//! single pool its waiting-time tail against Erlang C. The words are the catalog's
//! (`locales/*/005.ftl`).

use super::present::{because, dec, plain, service_label, theory};
use super::overload::{self, overloaded};
use super::run::Run;
use super::steady::{self, Settling};
use crate::args;
use crate::report::words::Words;
use super::{Arrivals, Mmc, Params, Service};
use crate::report::figure::{Axis, BarSeries, Key, Mark, Plot, Regime, Series, Style, Unit};
use crate::report::units::{human_ms, ms_on_axis, turkish_number};
use crate::report::{Fact, Figure};

/// A distribution's name in charts: the lognormal by what it does to the tail.
fn chart_label(p: &Params, s: Service, w: &'static Words) -> String {
    let service = match s {
        Service::Exponential => "exponential",
        Service::Deterministic => "fixed",
        Service::Lognormal if p.service_cv > 1.0 => "heavy",
        Service::Lognormal => "lognormal",
    };
    w.get("pool-chart-service", &args!(service = service))
}

fn service_key(s: Service) -> Key {
    match s {
        Service::Exponential => Key("service.exponential"),
        Service::Deterministic => Key("service.deterministic"),
        Service::Lognormal => Key("service.lognormal"),
    }
}

/// The offered load `λ/μ` in workers.
fn load(p: &Params) -> f64 {
    p.arrival_rate_per_s * p.service_mean_ms / 1000.0
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
        out.push(workers(p, runs, w));
    }
    if p.services.len() > 1 {
        out.push(variability(p, runs, w));
    }
    if runs.len() == 1 && !overloaded(p, &runs[0]) {
        out.push(tail(p, &runs[0], w));
    }
    out
}

/// Mean and p95 wait against the pool size, with Erlang C's curves (for a pool whose
/// workers crash, the crash-free pool's: what the crashes cost).
fn workers(p: &Params, runs: &[Run], w: &'static Words) -> Figure {
    let service = p.services[0];
    let rows: Vec<&Run> = runs.iter().filter(|r| r.service == service && !overloaded(p, r)).collect();
    let point = |f: &dyn Fn(&Run) -> f64| rows.iter().map(|r| (f64::from(r.workers), f(r))).collect::<Vec<_>>();
    let sim = w.text("pool-sim");
    let mut series = vec![
        Series::new(w.get("pool-mean-wait-of", &args!(source = sim.as_str())), Key("pool.mean"), Style::Points, point(&|r| r.wait.mean)),
        Series::new(w.get("pool-p95-wait-of", &args!(source = sim.as_str())), Key("pool.p95"), Style::Points, point(&|r| r.wait.p95 as f64)),
    ];
    let crashes = p.crash_every_ms.is_some();
    let crash_free = Params { crash_every_ms: None, ..p.clone() };
    let (lo, hi) = (p.workers.iter().min().copied().unwrap_or(1), p.workers.iter().max().copied().unwrap_or(1));
    let curve: Vec<(u32, Mmc)> = (lo..=hi).filter_map(|c| theory(&crash_free, service, c).map(|t| (c, t))).collect();
    let erlang = w.get("pool-erlang", &args!(crashes = if crashes { "yes" } else { "no" }));
    if !curve.is_empty() {
        let line = |f: &dyn Fn(&Mmc) -> f64| curve.iter().map(|(c, t)| (f64::from(*c), f(t))).collect();
        series.push(Series::new(w.get("pool-mean-wait-of", &args!(source = erlang.as_str())), Key("pool.mean"), Style::Line, line(&|t| t.wq_ms())));
        series.push(Series::new(
            w.get("pool-p95-wait-of", &args!(source = erlang.as_str())),
            Key("pool.p95"),
            Style::Line,
            line(&|t| t.wait_quantile_ms(0.95)),
        ));
    }
    let a = load(p);
    let mut marks =
        vec![Mark::VLine { x: a, key: Key("mark.limit"), label: format!("λ/μ = {}", turkish_number(a, w.lang())) }];
    if let Some(every) = p.crash_every_ms {
        // Each worker is up `every / (every + restart)` of the time.
        let up = every as f64 / (every + p.restart_ms) as f64;
        marks.push(Mark::VLine {
            x: a / up,
            key: Key("mark.limit"),
            label: w.get("pool-crash-limit", &args!(limit = dec(a / up, 1, w))),
        });
    }
    let unstable: Vec<String> = runs
        .iter()
        .filter(|r| r.service == service && overloaded(p, r))
        .map(|r| r.workers.to_string())
        .collect();
    // The title's waits are written in the y axis' unit (the unit of the largest value drawn).
    let span = series.iter().flat_map(|s| s.points.iter().map(|pt| pt.1)).fold(0.0, f64::max);
    let (title, fact) = workers_title(&crash_free, service, &rows, (crashes, span), w);
    let mut caption = w.get(
        "pool-workers-caption",
        &args!(
            rate = p.arrival_rate_per_s,
            mean_service = human_ms(p.service_mean_ms, w.lang()),
            service = service_label(p, service, w),
            load = a,
            lines = if curve.is_empty() { "no" } else { "yes" },
            erlang = erlang.as_str(),
        ),
    );
    if let Some(every) = p.crash_every_ms {
        caption.push(' ');
        caption.push_str(&w.get(
            "pool-workers-caption-crashes",
            &args!(
                up = human_ms(every as f64, w.lang()),
                down = human_ms(p.restart_ms as f64, w.lang()),
                limit = dec(a * (every + p.restart_ms) as f64 / every as f64, 1, w),
            ),
        ));
    }
    if !unstable.is_empty() {
        caption.push(' ');
        caption.push_str(&w.get("pool-workers-caption-unstable", &args!(unstable = unstable.join(", "))));
    }
    let left = f64::from(lo).min(a.floor()) - 0.5;
    // Left of the capacity limit (with crashes, the limit of the workers that are up) the
    // queue grows without bound: the region is shaded and named, with the pools that fell in it.
    let limit = match p.crash_every_ms {
        Some(every) => a * (every + p.restart_ms) as f64 / every as f64,
        None => a,
    };
    if limit > left {
        let label = if unstable.is_empty() {
            w.text("pool-workers-band")
        } else {
            w.get("pool-workers-band-unstable", &args!(unstable = unstable.join(", ")))
        };
        marks.insert(0, Mark::Band { from: left, to: limit, key: Key("mark.limit"), label });
    }
    Figure {
        name: "workers".into(),
        title,
        caption,
        x: Axis::new(w.text("pool-workers-x"), Unit::Count).range(left, f64::from(hi) + 0.5),
        y: Axis::new(w.text("pool-wait-y"), Unit::Millis),
        plot: Plot::Lines(series),
        marks,
        facts: vec![fact],
    }
}

/// The workers chart's title: what the smallest stable pool waits, and the pool size that
/// brings the wait down (with crashes: back to the crash-free pool's), with the fact it
/// states (each wait exact, in ms). `span`: the largest wait drawn, whose unit the y axis
/// shows and the title's waits use (a wait that would round away there keeps its own).
fn workers_title(
    crash_free: &Params,
    service: Service,
    rows: &[&Run],
    (crashes, span): (bool, f64),
    w: &'static Words,
) -> (String, Fact) {
    // The waits of the title in the axis' unit.
    let one_unit = |v: &[f64]| -> Vec<String> { v.iter().map(|&x| ms_on_axis(x, span, w.lang())).collect() };
    match rows.first() {
        Some(f) if crashes && f.wait.mean <= theory(crash_free, service, f.workers).map_or(0.0, |t| t.wq_ms()) => {
            let waits = one_unit(&[f.wait.mean, theory(crash_free, service, f.workers).map_or(0.0, |t| t.wq_ms())]);
            let (mean, free) = (waits[0].as_str(), waits[1].as_str());
            let fact = Fact::said("pool-workers-title-crash-harmless")
                .with("workers", f64::from(f.workers))
                .with("mean", f.wait.mean)
                .with("free", theory(crash_free, service, f.workers).map_or(0.0, |t| t.wq_ms()));
            (w.get("pool-workers-title-crash-harmless", &args!(workers = plain(f.workers), mean = mean, free = free)), fact)
        }
        Some(f) if crashes => {
            let free = theory(crash_free, service, f.workers).map(|t| t.wq_ms()).unwrap_or(0.0);
            let back = rows.iter().find(|r| r.wait.mean <= free);
            match back {
                Some(b) => {
                    let waits = one_unit(&[f.wait.mean, free, b.wait.mean]);
                    let args = args!(
                        workers = plain(f.workers),
                        mean = waits[0].as_str(),
                        free = waits[1].as_str(),
                        back_workers = plain(b.workers),
                        back_mean = waits[2].as_str(),
                    );
                    let fact = Fact::said("pool-workers-title-crash-back")
                        .with("workers", f64::from(f.workers))
                        .with("mean", f.wait.mean)
                        .with("free", free)
                        .with("back_workers", f64::from(b.workers))
                        .with("back_mean", b.wait.mean);
                    (w.get("pool-workers-title-crash-back", &args), fact)
                }
                None => {
                    let waits = one_unit(&[f.wait.mean, free]);
                    let fact = Fact::said("pool-workers-title-crash-worse")
                        .with("workers", f64::from(f.workers))
                        .with("mean", f.wait.mean)
                        .with("free", free);
                    let (mean, free) = (waits[0].as_str(), waits[1].as_str());
                    let args = args!(workers = plain(f.workers), mean = mean, free = free);
                    (w.get("pool-workers-title-crash-worse", &args), fact)
                }
            }
        }
        Some(f) => match rows.iter().find(|r| r.wait.mean <= f.wait.mean / 10.0) {
            Some(k) => {
                let waits = one_unit(&[f.wait.mean, k.wait.mean]);
                let args = args!(
                    workers = plain(f.workers),
                    mean = waits[0].as_str(),
                    to_workers = plain(k.workers),
                    to_mean = waits[1].as_str(),
                );
                let fact = Fact::said("pool-workers-title-falls")
                    .with("workers", f64::from(f.workers))
                    .with("mean", f.wait.mean)
                    .with("to_workers", f64::from(k.workers))
                    .with("to_mean", k.wait.mean);
                (w.get("pool-workers-title-falls", &args), fact)
            }
            None => {
                let fact =
                    Fact::said("pool-workers-title-mean").with("workers", f64::from(f.workers)).with("mean", f.wait.mean);
                let args = args!(workers = plain(f.workers), mean = ms_on_axis(f.wait.mean, span, w.lang()));
                (w.get("pool-workers-title-mean", &args), fact)
            }
        },
        None => (w.text("pool-workers-title-none"), Fact::said("pool-workers-title-none")),
    }
}

/// A named measure of a run.
type Stat = (&'static str, fn(&Run) -> f64);

/// Mean, p95 and p99 wait per service distribution, same mean service time.
fn variability(p: &Params, runs: &[Run], w: &'static Words) -> Figure {
    let c = p.workers[0];
    let rows: Vec<&Run> = runs.iter().filter(|r| r.workers == c).collect();
    let stats: [Stat; 3] =
        [("mean", |r| r.wait.mean), ("p95", |r| r.wait.p95 as f64), ("p99", |r| r.wait.p99 as f64)];
    let span = rows.iter().flat_map(|r| stats.iter().map(|(_, f)| f(r))).fold(0.0, f64::max);
    let series = rows
        .iter()
        .map(|r| {
            let values: Vec<f64> = stats.iter().map(|(_, f)| f(r)).collect();
            BarSeries {
                name: w.get("pool-variability-series", &args!(service = chart_label(p, r.service, w))),
                key: service_key(r.service),
                // In the axis' unit: one unit per chart (a wait that would round away
                // there keeps its own).
                labels: values.iter().map(|&v| ms_on_axis(v, span, w.lang())).collect(),
                values: values.into_iter().map(Some).collect(),
            }
        })
        .collect();
    let (lo, hi) = (rows.iter().min_by_key(|r| r.wait.p99), rows.iter().max_by_key(|r| r.wait.p99));
    let fact = match (lo, hi) {
        (Some(lo), Some(hi)) if lo.wait.p99 > 0 => Fact::said("pool-variability-title")
            .with("low", lo.wait.p99 as f64)
            .with("high", hi.wait.p99 as f64),
        _ => Fact::said("pool-variability-title-plain"),
    };
    let title = match (lo, hi) {
        (Some(lo), Some(hi)) if lo.wait.p99 > 0 => w.get(
            "pool-variability-title",
            &args!(
                fold = dec(hi.wait.p99 as f64 / lo.wait.p99 as f64, 1, w),
                low_service = chart_label(p, lo.service, w),
                // As the bars read: in the axis' unit.
                low = ms_on_axis(lo.wait.p99 as f64, span, w.lang()),
                high_service = chart_label(p, hi.service, w),
                high = ms_on_axis(hi.wait.p99 as f64, span, w.lang()),
            ),
        ),
        _ => w.text("pool-variability-title-plain"),
    };
    let util = rows.first().map(|r| r.utilisation()).unwrap_or(0.0);
    Figure {
        name: "variability".into(),
        title,
        caption: w.get(
            "pool-variability-caption",
            &args!(
                workers = plain(c),
                rate = p.arrival_rate_per_s,
                mean_service = human_ms(p.service_mean_ms, w.lang()),
                utilisation = dec(100.0 * util, 0, w),
                cv = p.service_cv,
            ),
        ),
        x: Axis::new(w.text("pool-variability-x"), Unit::Plain),
        y: Axis::new(w.text("pool-wait-y"), Unit::Millis),
        plot: Plot::Bars {
            categories: stats.iter().map(|s| w.get("pool-variability-stat", &args!(stat = s.0))).collect(),
            series,
        },
        marks: Vec::new(),
        facts: vec![fact],
    }
}

/// The queue of a burst draining, one line per pool size, on a log time axis.
fn drain(p: &Params, runs: &[Run], w: &'static Words) -> Figure {
    let series: Vec<Series> = runs
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let name = if p.services.len() > 1 {
                w.get("pool-size-service", &args!(workers = plain(r.workers), service = service_label(p, r.service, w)))
            } else {
                w.get("pool-size", &args!(workers = plain(r.workers)))
            };
            let key = Key(["series.1", "series.2", "series.3", "series.4", "series.5", "series.6"][i.min(5)]);
            let pts = r.trend.queue_steps();
            Series::new(name, key, Style::Step, pts)
        })
        .collect();
    let slowest = runs.iter().max_by_key(|r| r.end_ms).expect("runs is not empty");
    // The time axis' reach: the title's drain times read in its unit (`1,67 dk`, not
    // `100,4 s`, on an axis in dk) unless they would round away there.
    let x_top = slowest.end_ms as f64 * 1.03;
    let end_at = |r: &Run| {
        w.get("pool-size-at", &args!(workers = plain(r.workers), end = ms_on_axis(r.end_ms as f64, x_top, w.lang())))
    };
    // Four pool sizes or more: the title names the smallest and the largest (the caption
    // and the chart have them all), so it keeps to two lines.
    let named: Vec<&Run> = if runs.len() > 3 {
        let by_size = |r: &&Run| r.workers;
        runs.iter().min_by_key(by_size).into_iter().chain(runs.iter().max_by_key(by_size)).collect()
    } else {
        runs.iter().collect()
    };
    let ends: Vec<String> = match named.as_slice() {
        [small, large] if runs.len() > 3 => vec![end_at(small), "…".into(), end_at(large)],
        _ => named.iter().map(|r| end_at(r)).collect(),
    };
    let mut facts: Vec<Fact> = named
        .iter()
        .map(|r| Fact::said("pool-size-at").with("workers", f64::from(r.workers)).with("end", r.end_ms as f64))
        .collect();
    // "Kaç katına çıkarsa o kadar hızlı" only where every step up in pool size shortens
    // the drain in proportion (within a quarter); one pool size compares with nothing.
    let drains = Drains::of(&runs.iter().map(|r| (r.workers, r.end_ms)).collect::<Vec<_>>());
    let title = w.get("pool-drain-title", &args!(drains = drains.key(), messages = p.messages as f64, ends = ends.join(", ")));
    // The tenfold sentence only where the run has ten times a pool size and it drains in
    // about a tenth of the time.
    // Ten times the workers, a tenth of the time: for every pair of pools ten times apart
    // with the same service times (at least one pair).
    let tenfold = tenfold(&runs.iter().map(|r| (r.workers, r.service, r.end_ms)).collect::<Vec<_>>());

    facts.push(Fact::on("pool-drain-title", "drains", drains).with("messages", p.messages as f64));
    facts.push(
        Fact::on("pool-drain-caption", "tenfold", tenfold)
            .with("slowest", f64::from(slowest.workers))
            .with("last_wait", slowest.wait.max as f64),
    );
    Figure {
        name: "drain".into(),
        title,
        caption: w.get(
            "pool-drain-caption",
            &args!(
                mean_service = human_ms(p.service_mean_ms, w.lang()),
                tenfold = tenfold.key(),
                slowest = plain(slowest.workers),
                last_wait = human_ms(slowest.wait.max as f64, w.lang()),
            ),
        ),
        // A linear time axis: a steady drain is a straight line (on a log axis it reads as
        // a slow start and a sudden drop); the queue's axis ends just above the burst.
        x: Axis::new(w.text("pool-time-x"), Unit::Millis).clock().range(0.0, x_top),
        y: Axis::new(w.text("pool-queue-y"), Unit::Count).range(0.0, p.messages as f64 * 1.04),
        plot: Plot::Lines(series),
        marks: Vec::new(),
        facts,
    }
}

/// The share of messages that wait longer than t, against Erlang C's `C·e^(−(cμ−λ)t)`.
fn tail(p: &Params, r: &Run, w: &'static Words) -> Figure {
    // Down to one message in a thousand: below that a handful of messages make the points.
    let sim: Vec<(f64, f64)> = r.wait_ccdf.iter().copied().filter(|x| x.1 >= 1e-3).collect();
    let end = sim.iter().map(|x| x.0).fold(1.0, f64::max);
    let mut series = vec![Series::new(w.text("pool-sim"), Key("pool.ccdf"), Style::Points, sim)];
    let t = theory(p, r.service, r.workers);
    if let Some(t) = t {
        let line = (0..=40).map(|i| end * f64::from(i) / 40.0).map(|x| (x, t.wait_ccdf(x))).collect();
        series.push(Series::new("Erlang C", Key("pool.theory"), Style::Line, line));
    }
    let (title, fact) = match t {
        Some(t) => tail_title(p, r, &t, w),
        None => (
            w.get(
                "pool-tail-title-no-theory",
                &args!(workers = plain(r.workers), share = dec(100.0 * r.p_wait(), 1, w), wait = human_ms(r.wait.mean, w.lang())),
            ),
            Fact::said("pool-tail-title-no-theory"),
        ),
    };
    let fact = fact.with("workers", f64::from(r.workers)).with("share", 100.0 * r.p_wait()).with("wait", r.wait.mean);
    Figure {
        name: "tail".into(),
        title,
        caption: w.get(
            "pool-tail-caption",
            &args!(
                workers = plain(r.workers),
                rate = p.arrival_rate_per_s,
                mean_service = human_ms(p.service_mean_ms, w.lang()),
                served = r.served as f64,
                longest = human_ms(r.wait.max as f64, w.lang()),
            ),
        ),
        x: Axis::new(w.text("pool-tail-x"), Unit::Millis).range(0.0, end),
        y: Axis::new(w.text("pool-tail-y"), Unit::Plain).log(),
        plot: Plot::Lines(series),
        marks: Vec::new(),
        facts: vec![fact],
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
            Settling::Unsettled { .. } => Agree::Unsettled,
            Settling::Steady if holds && (p_wait - p_theory).abs() <= 0.05 => Agree::Yes,
            Settling::Steady => Agree::No,
        }
    }
}

/// The tail chart's title beside Erlang C: "agrees" only for a steady window whose 95 %
/// interval over the batch means holds the theory's mean wait (and whose share that waits
/// is within 0,05 of it); a growing or unsettled queue says so instead of comparing. The
/// fact is the regime; [`tail`] adds the numbers.
fn tail_title(p: &Params, r: &Run, t: &Mmc, w: &'static Words) -> (String, Fact) {
    let window = steady::settling(&r.wait_batches, Some(t), r.window_start_ms as f64, r.window_ms as f64);
    let interval = steady::interval(&r.wait_batches);
    let agree = Agree::of(&window, interval, t.wq_ms(), (r.p_wait(), t.p_wait()));
    let (low, high) = interval.unwrap_or((r.wait.mean, r.wait.mean));
    let title = w.get(
        "pool-tail-title",
        &args!(
            agree = agree.key(),
            // The setup and the student's takeaway first (how many wait, how long), the
            // model check after it.
            workers = plain(r.workers),
            rate = p.arrival_rate_per_s,
            mean_service = human_ms(p.service_mean_ms, w.lang()),
            share = dec(100.0 * r.p_wait(), 1, w),
            share_theory = dec(100.0 * t.p_wait(), 1, w),
            p = dec(r.p_wait(), 3, w),
            p_theory = dec(t.p_wait(), 3, w),
            wait = human_ms(r.wait.mean, w.lang()),
            wait_theory = human_ms(t.wq_ms(), w.lang()),
            batches = steady::BATCHES,
            low = human_ms(low, w.lang()),
            high = human_ms(high, w.lang()),
            because = because(&window, w),
        ),
    );
    (title, Fact::on("pool-tail-title", "agree", agree))
}

#[cfg(test)]
mod tests {
    use super::*;

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
