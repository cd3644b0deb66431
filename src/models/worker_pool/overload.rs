//! The overloaded pool's charts: the queue and the wait over time. One pool size is drawn
//! against the straight lines of theory; several are drawn one line per size (small
//! multiples beyond a legend's reach), the same two charts whatever the list's length.

use super::run::Run;
use super::said::{Dec, Rate, Size, SizeAt, When};
use super::{Arrivals, Params};
use crate::report::figure::{Axis, Key, Mark, Panel, Plot, Series, Style, Unit};
use crate::report::statement::{Commas, Listed};
use crate::report::words::Words;
use crate::report::{Figure, Spoken};
use crate::word;

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

crate::statement! {
    /// One overloaded pool's queue: its growth and its peak (or that it only wanders).
    struct QueueTitle = "worker-pool-overload-queue-title" { claim select regime: QueuePeak, claim shown rate: Dec, claim count most: f64 }
}
crate::statement! {
    /// The arrivals against what the pool finishes.
    struct QueueCaption = "worker-pool-overload-queue-caption" {
        input count arrivals: f64,
        input count workers: u32,
        claim shown capacity: Dec,
    }
}
crate::statement! {
    /// One overloaded pool's wait: how much longer a minute later, the last one.
    struct WaitTitle = "worker-pool-overload-wait-title" { claim select grows: bool, claim ms minute: f64, claim ms last: f64 }
}
crate::statement! {
    /// How the wait drains.
    struct WaitCaption = "worker-pool-overload-wait-caption" { input count workers: u32 }
}

fn one(p: &Params, r: &Run, w: &'static Words) -> Vec<Figure> {
    let c = f64::from(r.workers);
    let excess_per_ms = p.arrival_rate_per_s / 1000.0 - c / p.service_mean_ms;
    let end = r.last_arrival_ms as f64;
    let grown = excess_per_ms * end;
    let arrivals_end = Mark::VLine { x: end, key: Key("mark.event"), label: word!(w, "worker-pool-arrivals-ended") };
    let theory_queue = Series::new(
        word!(w, "worker-pool-theory-queue"),
        Key("pool.theory"),
        Style::Line,
        vec![(0.0, 0.0), (end, grown.max(0.0))],
    );
    let grows = grows(p, r);
    let steps = r.trend.queue_steps();
    let most = steps.iter().map(|x| x.1).fold(0.0, f64::max);
    let at_end = steps.iter().take_while(|x| x.0 <= end).last().map(|x| x.1).unwrap_or(0.0);
    let regime = QueuePeak::of(self::rate_per_s(p, r), at_end, most);
    let mut said = Spoken::new(w);
    let title = said.say(&QueueTitle { regime, rate: Dec(self::rate_per_s(p, r), 1), most });
    let caption = said.say(&QueueCaption {
        arrivals: p.arrival_rate_per_s,
        workers: r.workers,
        capacity: Dec(c * 1000.0 / p.service_mean_ms, 1),
    });
    let queue = Figure {
        name: "queue".into(),
        title,
        caption,
        x: Axis::new(word!(w, "worker-pool-time-x"), Unit::Millis).range(0.0, r.end_ms as f64),
        y: Axis::new(word!(w, "worker-pool-queue-y"), Unit::Count),
        plot: Plot::Lines(vec![
            Series::new(word!(w, "worker-pool-sim"), Key("pool.queue"), Style::Step, r.trend.queue_steps()),
            theory_queue,
        ]),
        marks: vec![arrivals_end.clone()],
        facts: said.facts(),
    };
    let slope = excess_per_ms / (c / p.service_mean_ms);
    let waits = r.trend.mean_waits();
    let last = waits.last().map(|w| w.1).unwrap_or(0.0);
    let mut said = Spoken::new(w);
    let title = said.say(&WaitTitle { grows, minute: slope * 60_000.0, last });
    let caption = said.say(&WaitCaption { workers: r.workers });
    let wait = Figure {
        name: "wait".into(),
        title,
        caption,
        x: Axis::new(word!(w, "worker-pool-arrival-x"), Unit::Millis).range(0.0, r.end_ms as f64),
        y: Axis::new(word!(w, "worker-pool-wait-y"), Unit::Millis),
        plot: Plot::Lines(vec![
            Series::new(word!(w, "worker-pool-sim"), Key("pool.mean"), Style::Line, waits),
            Series::new(word!(w, "worker-pool-theory-wait"), Key("pool.theory"), Style::Line, vec![
                (0.0, 0.0),
                (end, (slope * end).max(0.0)),
            ]),
        ]),
        marks: vec![arrivals_end],
        facts: said.facts(),
    };
    vec![queue, wait]
}

fn key(i: usize) -> Key {
    Key(["series.1", "series.2", "series.3", "series.4", "series.5", "series.6"][i.min(5)])
}

fn plot(runs: &[&Run], points: &dyn Fn(&Run) -> Vec<(f64, f64)>, style: Style, w: &'static Words) -> Plot {
    let name = |r: &Run| w.say(&Size { workers: r.workers });
    let series = |i: usize, r: &Run| Series::new(name(r), key(i), style, points(r));
    if runs.len() <= LEGEND {
        return Plot::Lines(runs.iter().enumerate().map(|(i, r)| series(i, r)).collect());
    }
    Plot::Panels(
        runs.iter().enumerate().map(|(i, r)| Panel { title: name(r), series: vec![series(i, r)] }).collect(),
    )
}

crate::statement! {
    /// One pool's queue in the title: its growth (or that it wanders, or none), its peak.
    struct Part = "worker-pool-overload-part" {
        claim select kind: QueueKind,
        claim shown rate: Rate,
        claim count workers: u32,
        claim count most: f64,
    }
}
crate::statement! {
    /// Whether the queue grows, pool by pool.
    struct QueueTitleSeveral = "worker-pool-overload-queue-title-several" { claim select grows: bool, say parts: Listed<Part> }
}
crate::statement! {
    /// A pool's capacity: what it finishes a second.
    struct Capacity = "worker-pool-overload-capacity" { input count workers: u32, claim shown capacity: Dec }
}
crate::statement! {
    /// The arrivals against each pool's capacity.
    struct QueueCaptionSeveral = "worker-pool-overload-queue-caption-several" {
        input count arrivals: f64,
        say capacities: Commas<Capacity>,
    }
}
crate::statement! {
    /// Whether the wait grows, and each named pool's last wait.
    struct WaitTitleSeveral = "worker-pool-overload-wait-title-several" { claim select grows: bool, say waits: Listed<SizeAt> }
}

fn part(p: &Params, r: &Run) -> Part {
    Part {
        kind: QueueKind::of(rate_per_s(p, r), overloaded(p, r)),
        rate: Rate(rate_per_s(p, r)),
        workers: r.workers,
        most: r.trend.queue_steps().iter().map(|x| x.1).fold(0.0, f64::max),
    }
}

fn several(p: &Params, runs: &[&Run], w: &'static Words) -> Vec<Figure> {
    let end = runs.iter().map(|r| r.end_ms).max().unwrap_or(1) as f64;
    let last_arrival = runs.iter().map(|r| r.last_arrival_ms).max().unwrap_or(0) as f64;
    let arrivals_end =
        Mark::VLine { x: last_arrival, key: Key("mark.event"), label: word!(w, "worker-pool-arrivals-ended") };
    let grows = any_grows(runs.iter().map(|r| rate_per_s(p, r)));
    let named: Vec<&&Run> = match runs {
        [first, .., last] if runs.len() > 2 => vec![first, last],
        _ => runs.iter().collect(),
    };
    let elided = runs.len() > 2;
    let mut said = Spoken::new(w);
    let parts = Listed { items: named.iter().map(|r| part(p, r)).collect(), sep: "; ", elided };
    let title = said.say(&QueueTitleSeveral { grows, parts });
    let capacities = runs
        .iter()
        .map(|r| Capacity { workers: r.workers, capacity: Dec(f64::from(r.workers) * 1000.0 / p.service_mean_ms, 1) })
        .collect();
    let caption = said.say(&QueueCaptionSeveral { arrivals: p.arrival_rate_per_s, capacities: Commas(capacities) });
    let queue = Figure {
        name: "queue".into(),
        title,
        caption,
        x: Axis::new(word!(w, "worker-pool-time-x"), Unit::Millis).range(0.0, end),
        y: Axis::new(word!(w, "worker-pool-queue-y"), Unit::Count),
        plot: plot(runs, &|r| r.trend.queue_steps(), Style::Step, w),
        marks: vec![arrivals_end.clone()],
        facts: said.facts(),
    };
    let last = |r: &Run| r.trend.mean_waits().last().map(|w| w.1).unwrap_or(0.0);
    let mut said = Spoken::new(w);
    let items = named.iter().map(|r| SizeAt { workers: r.workers, end: When::human(last(r)) }).collect();
    let title = said.say(&WaitTitleSeveral { grows, waits: Listed { items, sep: ", ", elided } });
    let wait = Figure {
        name: "wait".into(),
        title,
        caption: word!(w, "worker-pool-overload-wait-caption-several"),
        x: Axis::new(word!(w, "worker-pool-arrival-x"), Unit::Millis).range(0.0, end),
        y: Axis::new(word!(w, "worker-pool-wait-y"), Unit::Millis),
        plot: plot(runs, &|r| r.trend.mean_waits(), Style::Line, w),
        marks: vec![arrivals_end],
        facts: said.facts(),
    };
    vec![queue, wait]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::figure::Regime;

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
