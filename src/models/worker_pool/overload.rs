//! The overloaded pool's charts: the queue and the wait over time. One pool size is drawn
//! against the straight lines of theory; several are drawn one line per size (small
//! multiples beyond a legend's reach), the same two charts whatever the list's length.

use super::present::{dec, plain};
use super::run::Run;
use super::{Arrivals, Params};
use crate::args;
use crate::report::figure::{Axis, Key, Mark, Panel, Plot, Regime, Series, Style, Unit};
use crate::report::units::human_ms;
use crate::report::words::Words;
use crate::report::{Fact, Figure};

/// Most pool sizes one chart's legend carries; beyond it, one panel per size.
const LEGEND: usize = 4;

/// Whether arrivals outrun the pool (`λ ≥ c/S`): the queue grows without bound.
pub fn overloaded(p: &Params, r: &Run) -> bool {
    p.arrivals != Arrivals::Burst && p.arrival_rate_per_s * p.service_mean_ms / 1000.0 >= f64::from(r.workers)
}

/// The queue's growth rate in messages a second (`λ − cμ`; negative for a stable pool).
fn rate_per_s(p: &Params, r: &Run) -> f64 {
    p.arrival_rate_per_s - f64::from(r.workers) * 1000.0 / p.service_mean_ms
}

/// A queue that grows at a visible rate: at least 0,05 messages a second, printed to one
/// decimal. At exactly the capacity (λ = cμ) the queue only wanders.
pub fn grows(p: &Params, r: &Run) -> bool {
    growing(rate_per_s(p, r))
}

/// Whether a queue growing at `rate_per_s` (messages a second; negative when it shrinks)
/// grows visibly: the `grows` of the wait titles, and of [`QueueKind`].
fn growing(rate_per_s: f64) -> bool {
    rate_per_s >= 0.05
}

crate::regime! {
    /// Where one pool's queue peaks in its title: at the end, earlier, or it only wanders.
    pub(crate) enum QueuePeak { AtEnd = "at-end", Most = "most", Wanders = "wanders" }
}

impl QueuePeak {
    /// `at_end`: the queue when arrivals end; `most`: its longest.
    fn of(rate_per_s: f64, at_end: f64, most: f64) -> Self {
        match (growing(rate_per_s), at_end == most) {
            (true, true) => QueuePeak::AtEnd,
            (true, false) => QueuePeak::Most,
            (false, _) => QueuePeak::Wanders,
        }
    }
}

crate::regime! {
    /// What one pool's queue does among several: grows, wanders at the capacity, or stays
    /// short.
    pub(crate) enum QueueKind { Grows = "grows", Wanders = "wanders", Short = "short" }
}

impl QueueKind {
    /// `overloaded`: the arrivals reach the pool's capacity (see [`overloaded`]).
    fn of(rate_per_s: f64, overloaded: bool) -> Self {
        if growing(rate_per_s) {
            QueueKind::Grows
        } else if overloaded {
            QueueKind::Wanders
        } else {
            QueueKind::Short
        }
    }
}

/// Whether any of several pools' queues grows (their rates, messages a second).
fn any_grows(rates_per_s: impl IntoIterator<Item = f64>) -> bool {
    rates_per_s.into_iter().any(growing)
}

/// The charts of `runs` (one service): the queue and the wait over time.
pub fn figures(p: &Params, runs: &[&Run], w: &'static Words) -> Vec<Figure> {
    match runs {
        [r] => one(p, r, w),
        _ => several(p, runs, w),
    }
}

/// One pool against the straight lines of theory: the queue grows by `λ − cμ` per ms, a
/// message waits `queue / (cμ)`.
fn one(p: &Params, r: &Run, w: &'static Words) -> Vec<Figure> {
    let c = f64::from(r.workers);
    let excess_per_ms = p.arrival_rate_per_s / 1000.0 - c / p.service_mean_ms;
    let end = r.last_arrival_ms as f64;
    let grown = excess_per_ms * end;
    let arrivals_end = Mark::VLine { x: end, key: Key("mark.event"), label: w.text("pool-arrivals-ended") };
    let theory_queue = Series::new(
        w.text("pool-theory-queue"),
        Key("pool.theory"),
        Style::Line,
        vec![(0.0, 0.0), (end, grown.max(0.0))],
    );
    // The title's claims, from the run and the theory's rate, per regime: a queue that
    // grows "grows linearly"; at exactly the capacity it only wanders. The number
    // waiting is the queue in the bin where arrivals end when that is the run's largest,
    // otherwise the largest, said as such.
    let rate_per_s = excess_per_ms * 1000.0;
    let grows = grows(p, r);
    let steps = r.trend.queue_steps();
    let most = steps.iter().map(|x| x.1).fold(0.0, f64::max);
    let at_end = steps.iter().take_while(|x| x.0 <= end).last().map(|x| x.1).unwrap_or(0.0);
    let regime = QueuePeak::of(self::rate_per_s(p, r), at_end, most);
    let queue_title =
        w.get("pool-overload-queue-title", &args!(regime = regime.key(), rate = dec(rate_per_s, 1, w), most = most));
    let queue = Figure {
        name: "queue".into(),
        title: queue_title,
        caption: w.get(
            "pool-overload-queue-caption",
            &args!(
                arrivals = p.arrival_rate_per_s,
                workers = plain(r.workers),
                capacity = dec(c * 1000.0 / p.service_mean_ms, 1, w),
            ),
        ),
        x: Axis::new(w.text("pool-time-x"), Unit::Millis).range(0.0, r.end_ms as f64),
        y: Axis::new(w.text("pool-queue-y"), Unit::Count),
        plot: Plot::Lines(vec![
            Series::new(w.text("pool-sim"), Key("pool.queue"), Style::Step, r.trend.queue_steps()),
            theory_queue,
        ]),
        marks: vec![arrivals_end.clone()],
        facts: vec![Fact::new("pool-overload-queue-title", regime).with("rate", rate_per_s).with("most", most)],
    };
    let slope = excess_per_ms / (c / p.service_mean_ms);
    let waits = r.trend.mean_waits();
    let last_wait = waits.last().map(|w| w.1).unwrap_or(0.0);
    let wait_title = w.get(
        "pool-overload-wait-title",
        &args!(
            grows = grows.key(),
            minute = human_ms(slope * 60_000.0, w.lang()),
            last = human_ms(last_wait, w.lang()),
        ),
    );
    let wait = Figure {
        name: "wait".into(),
        title: wait_title,
        caption: w.get("pool-overload-wait-caption", &args!(workers = plain(r.workers))),
        x: Axis::new(w.text("pool-arrival-x"), Unit::Millis).range(0.0, r.end_ms as f64),
        y: Axis::new(w.text("pool-wait-y"), Unit::Millis),
        plot: Plot::Lines(vec![
            Series::new(w.text("pool-sim"), Key("pool.mean"), Style::Line, waits),
            Series::new(w.text("pool-theory-wait"), Key("pool.theory"), Style::Line, vec![
                (0.0, 0.0),
                (end, (slope * end).max(0.0)),
            ]),
        ]),
        marks: vec![arrivals_end],
        facts: vec![
            Fact::on("pool-overload-wait-title", "grows", grows).with("last", last_wait),
        ],
    };
    vec![queue, wait]
}

/// The series key of the `i`-th pool size.
fn key(i: usize) -> Key {
    Key(["series.1", "series.2", "series.3", "series.4", "series.5", "series.6"][i.min(5)])
}

/// One line per pool size, or one panel each beyond [`LEGEND`] sizes.
fn plot(runs: &[&Run], points: &dyn Fn(&Run) -> Vec<(f64, f64)>, style: Style, w: &'static Words) -> Plot {
    let name = |r: &Run| w.get("pool-size", &args!(workers = plain(r.workers)));
    let series = |i: usize, r: &Run| Series::new(name(r), key(i), style, points(r));
    if runs.len() <= LEGEND {
        return Plot::Lines(runs.iter().enumerate().map(|(i, r)| series(i, r)).collect());
    }
    Plot::Panels(
        runs.iter().enumerate().map(|(i, r)| Panel { title: name(r), series: vec![series(i, r)] }).collect(),
    )
}

/// What one pool's queue does, per regime: grows at a rate, wanders at the capacity, or
/// stays short, with its fact.
fn queue_words(p: &Params, r: &Run, w: &'static Words) -> (String, Fact) {
    let most = r.trend.queue_steps().iter().map(|x| x.1).fold(0.0, f64::max);
    let kind = QueueKind::of(rate_per_s(p, r), overloaded(p, r));
    // A thousand a second or more: whole and grouped (`279,992`, not `279992.0`).
    let rate = rate_per_s(p, r);
    let rate = if rate >= 1000.0 { crate::report::units::number_places(rate, 0, w.lang()) } else { dec(rate, 1, w) };
    let fact = Fact::on("pool-overload-part", "kind", kind)
        .with("workers", f64::from(r.workers))
        .with("most", most)
        .with("rate", rate_per_s(p, r));
    (w.get("pool-overload-part", &args!(workers = plain(r.workers), kind = kind.key(), rate = rate, most = most)), fact)
}

/// Several pool sizes over time, smallest first.
fn several(p: &Params, runs: &[&Run], w: &'static Words) -> Vec<Figure> {
    let end = runs.iter().map(|r| r.end_ms).max().unwrap_or(1) as f64;
    let last_arrival = runs.iter().map(|r| r.last_arrival_ms).max().unwrap_or(0) as f64;
    let arrivals_end = Mark::VLine { x: last_arrival, key: Key("mark.event"), label: w.text("pool-arrivals-ended") };
    let grows = any_grows(runs.iter().map(|r| rate_per_s(p, r)));
    // More than two pool sizes: the titles name the smallest and the largest.
    let named: Vec<&&Run> = match runs {
        [first, .., last] if runs.len() > 2 => vec![first, last],
        _ => runs.iter().collect(),
    };
    let shortened = |items: Vec<String>| match (items.as_slice(), runs.len() > 2) {
        ([a, b], true) => vec![a.clone(), "…".to_string(), b.clone()],
        _ => items,
    };
    let (parts, mut queue_facts): (Vec<String>, Vec<Fact>) = named.iter().map(|r| queue_words(p, r, w)).unzip();
    let parts = shortened(parts);
    queue_facts.insert(0, Fact::on("pool-overload-queue-title-several", "grows", grows));
    let capacity: Vec<String> = runs
        .iter()
        .map(|r| {
            let capacity = dec(f64::from(r.workers) * 1000.0 / p.service_mean_ms, 1, w);
            w.get("pool-overload-capacity", &args!(workers = plain(r.workers), capacity = capacity))
        })
        .collect();
    let queue = Figure {
        name: "queue".into(),
        title: w.get("pool-overload-queue-title-several", &args!(grows = grows.key(), parts = parts.join("; "))),
        caption: w.get(
            "pool-overload-queue-caption-several",
            &args!(arrivals = p.arrival_rate_per_s, capacities = capacity.join(", ")),
        ),
        x: Axis::new(w.text("pool-time-x"), Unit::Millis).range(0.0, end),
        y: Axis::new(w.text("pool-queue-y"), Unit::Count),
        plot: plot(runs, &|r| r.trend.queue_steps(), Style::Step, w),
        marks: vec![arrivals_end.clone()],
        facts: queue_facts,
    };
    let last = |r: &Run| r.trend.mean_waits().last().map(|w| w.1).unwrap_or(0.0);
    let waits = shortened(
        named
            .iter()
            .map(|r| w.get("pool-size-at", &args!(workers = plain(r.workers), end = human_ms(last(r), w.lang()))))
            .collect(),
    );
    let wait = Figure {
        name: "wait".into(),
        title: w.get("pool-overload-wait-title-several", &args!(grows = grows.key(), waits = waits.join(", "))),
        caption: w.text("pool-overload-wait-caption-several"),
        x: Axis::new(w.text("pool-arrival-x"), Unit::Millis).range(0.0, end),
        y: Axis::new(w.text("pool-wait-y"), Unit::Millis),
        plot: plot(runs, &|r| r.trend.mean_waits(), Style::Line, w),
        marks: vec![arrivals_end],
        facts: std::iter::once(Fact::on("pool-overload-wait-title-several", "grows", grows))
            .chain(
                named.iter().map(|r| Fact::said("pool-size-at").with("workers", f64::from(r.workers)).with("end", last(r))),
            )
            .collect(),
    };
    vec![queue, wait]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn growing_from_a_twentieth_a_second() {
        assert!(growing(0.05));
        assert!(growing(1.0));
        assert!(!growing(0.0499));
        assert!(!growing(0.0));
        assert!(!growing(-3.0));
        assert!(any_grows([-1.0, 0.05]));
        assert!(!any_grows([-1.0, 0.0]));
        assert!(!any_grows([]));
    }

    #[test]
    fn queue_peak() {
        assert_eq!(QueuePeak::of(1.0, 50.0, 50.0), QueuePeak::AtEnd);
        assert_eq!(QueuePeak::of(1.0, 49.0, 50.0), QueuePeak::Most);
        assert_eq!(QueuePeak::of(0.0, 50.0, 50.0), QueuePeak::Wanders);
        assert_eq!(QueuePeak::of(0.0, 0.0, 0.0), QueuePeak::Wanders);
        assert_eq!(QueuePeak::of(0.05, 0.0, 0.0), QueuePeak::AtEnd);
        assert_eq!(QueuePeak::of(1.0, 1.0, 2.0).key(), "most");
    }

    #[test]
    fn queue_kind() {
        assert_eq!(QueueKind::of(1.0, true), QueueKind::Grows);
        assert_eq!(QueueKind::of(1.0, false), QueueKind::Grows);
        assert_eq!(QueueKind::of(0.0, true), QueueKind::Wanders);
        assert_eq!(QueueKind::of(0.0, false), QueueKind::Short);
        assert_eq!(QueueKind::of(-2.0, false).key(), "short");
    }
}
