//! The charts: when each system gives up (log time), the wait before each retry (log
//! time) and the retries within the budget.

use crate::args;
use crate::report::words::Words;
use super::super::Params;
use super::super::simulate::{RetryRow, SystemRun};
use crate::report::figure::{Axis, BarSeries, Key, Mark, Panel, Plot, Regime, Series, Style, Unit};
use crate::report::units::{capitalize, human_ms};
use crate::report::{Fact, Figure};

fn key(r: &SystemRun) -> Key {
    Key(r.system.key())
}

/// The retries of `r` a chart draws: the first `rows`.
fn shown(r: &SystemRun, rows: u32) -> impl Iterator<Item = &RetryRow> {
    r.retries.iter().filter(move |x| x.retry <= rows)
}

/// Whether every drawn point of `r` (retry, value from `at`, up to retry `rows`) lies on
/// a point of another system in `others`: the same retry, the value within 1.5× (one
/// step on a log axis).
fn lies_on_another(r: &SystemRun, others: &[&SystemRun], at: impl Fn(&RetryRow) -> (u32, u64), rows: u32) -> bool {
    let near = |retry: u32, v: u64| {
        others.iter().filter(|o| o.system != r.system).any(|o| {
            shown(o, rows).any(|y| {
                let (n, w) = at(y);
                n == retry && (libm::log(w.max(1) as f64 / v.max(1) as f64) / libm::log(1.5)).abs() <= 1.0
            })
        })
    };
    shown(r, rows).next().is_some() && shown(r, rows).all(|x| {
        let (n, v) = at(x);
        near(n, v)
    })
}

/// A system that never gives up (its line stops only because the chart does), and one
/// hidden under another, say so in the legend: a label at a line's end among other lines'
/// ends floats away from it.
fn legend(r: &SystemRun, hidden: bool) -> &'static str {
    match r.gave_up_ms() {
        None if r.max_retries.is_none() => "never",
        _ if hidden => "hidden",
        _ => "plain",
    }
}

/// Chart 1: retries made over time since the first failure (log time axis), each line
/// ending where its system gives up.
fn gives_up(p: &Params, runs: &[SystemRun], w: &'static Words) -> Figure {
    let gave_up: Vec<(&SystemRun, u64)> = runs.iter().filter_map(|r| r.gave_up_ms().map(|t| (r, t))).collect();
    let longest = gave_up.iter().max_by_key(|g| g.1);
    let shortest = gave_up.iter().filter(|g| !g.0.retries.is_empty()).min_by_key(|g| g.1);
    // Only the title's two lines are labelled (ends that lie close together would
    // overlap); the caption gives every system's time.
    let labelled = [longest, shortest].into_iter().flatten().map(|g| g.0.system).collect::<Vec<_>>();
    let all: Vec<&SystemRun> = runs.iter().collect();
    let mut series = Vec::new();
    for r in runs {
        let points: Vec<(f64, f64)> =
            shown(r, p.rows).map(|x| (x.at_ms as f64, f64::from(x.retry))).collect();
        if points.is_empty() {
            continue;
        }
        // A line whose every point lies on another's (the same retry within 1.5× in
        // time) is named too, short (the caption gives its time): unnamed, it is lost
        // under the other.
        let hidden = lies_on_another(r, &all, |x| (x.retry, x.at_ms), p.rows);
        let labels = match r.gave_up_ms() {
            Some(t) if labelled.contains(&r.system) => {
                let after = human_ms(t as f64, w.lang());
                vec![(points.len() - 1, w.get("frameworks-gave-up-label", &args!(system = r.system.title(), after = after)))]
            }
            _ => Vec::new(),
        };
        let name = w.get("frameworks-legend", &args!(legend = legend(r, hidden), system = r.system.title()));
        series.push(Series::new(name, key(r), Style::LinePoints, points).labelled(labels));
    }
    let mut facts = Vec::new();
    let title = match (longest, shortest) {
        (Some(l), Some(s)) if l.0.system != s.0.system => {
            facts.push(
                Fact::said("frameworks-gives-up-title-two")
                    .with("longest_ms", l.1 as f64)
                    .with("longest_n", l.0.retries.len() as f64)
                    .with("shortest_ms", s.1 as f64)
                    .with("shortest_n", s.0.retries.len() as f64),
            );
            w.get(
            "frameworks-gives-up-title-two",
            &args!(
                longest = l.0.system.title(),
                longest_after = human_ms(l.1 as f64, w.lang()),
                longest_n = l.0.retries.len(),
                shortest = s.0.system.title(),
                shortest_after = human_ms(s.1 as f64, w.lang()),
                shortest_n = s.0.retries.len(),
            ),
        )
        }
        (Some(l), _) => {
            facts.push(Fact::said("frameworks-gives-up-title-one").with("longest_ms", l.1 as f64));
            w.get(
                "frameworks-gives-up-title-one",
                &args!(longest = l.0.system.title(), longest_after = human_ms(l.1 as f64, w.lang())),
            )
        }
        _ => {
            facts.push(Fact::said("frameworks-gives-up-title-none"));
            w.text("frameworks-gives-up-title-none")
        }
    };
    let never: Vec<&str> = runs.iter().filter(|r| r.max_retries.is_none()).map(|r| r.system.title()).collect();
    let none: Vec<&str> = runs.iter().filter(|r| r.retries.is_empty()).map(|r| r.system.title()).collect();
    let mut caption = w.text("frameworks-gives-up-caption");
    let mut by_time = gave_up.clone();
    by_time.sort_by_key(|g| std::cmp::Reverse(g.1));
    // A system that never retries does not "give up after 0 ms": the caption says it
    // never retries.
    let times: Vec<String> = by_time
        .iter()
        .filter(|(r, _)| !r.retries.is_empty())
        .map(|(r, t)| {
            let (after, n) = (human_ms(*t as f64, w.lang()), r.retries.len());
            facts.push(Fact::said("frameworks-gives-up-time").with("after_ms", *t as f64).with("n", n as f64));
            w.get("frameworks-gives-up-time", &args!(system = r.system.title(), after = after, n = n))
        })
        .collect();
    let mut add = |text: String| {
        caption.push(' ');
        caption.push_str(&text);
    };
    if !times.is_empty() {
        add(w.get("frameworks-gives-up-times", &args!(times = times.join(", "))));
    }
    if !never.is_empty() {
        let (names, count) = (w.and_list(&never), never.len() as u64);
        facts.push(Fact::said("frameworks-never-caption").with("count", count as f64).with("rows", f64::from(p.rows)));
        add(w.get("frameworks-never-caption", &args!(names = names, count = count, rows = u64::from(p.rows))));
    }
    if !none.is_empty() {
        facts.push(Fact::said("frameworks-no-retry-caption").with("count", none.len() as f64));
        add(w.get("frameworks-no-retry-caption", &args!(names = w.and_list(&none), count = none.len() as u64)));
    }
    if runs.iter().any(|r| r.draws) {
        add(w.text("frameworks-draws-caption"));
    }
    Figure {
        name: "gives-up".into(),
        title,
        caption,
        x: Axis::new(w.text("frameworks-gives-up-x"), Unit::Millis).log(),
        y: Axis::new(w.text("frameworks-gives-up-y"), Unit::Count),
        plot: Plot::Lines(series),
        marks: vec![Mark::VLine {
            x: p.budget_ms as f64,
            key: Key("mark.limit"),
            label: w.get("frameworks-budget-mark", &args!(budget = human_ms(p.budget_ms as f64, w.lang()))),
        }],
        facts,
    }
}

/// The most retries a system may make and still be drawn in the "gives up within a
/// few retries" panel of the waits chart.
const FEW: usize = 5;

/// Chart 2: the wait before each retry (log time axis), with each jittered system's
/// bounds as a band. Nine lines on one log axis hide each other, so the systems are
/// drawn in panels by what their waits do (from the waits): growing on, stopping at a
/// cap, giving up within a few retries; one axis for all.
fn waits(p: &Params, runs: &[SystemRun], w: &'static Words) -> Figure {
    // The systems whose waits grew and then stopped at a cap.
    let is_capped = |r: &SystemRun| {
        let shown: Vec<&RetryRow> = shown(r, p.rows).collect();
        shown.len() >= 3 && {
            let (a, b, c) = (shown[0].max_ms, shown[shown.len() - 2].max_ms, shown[shown.len() - 1].max_ms);
            b == c && a < c
        }
    };
    let gives_up_early = |r: &SystemRun| r.max_retries.is_some() && (1..=FEW).contains(&shown(r, p.rows).count());
    // 0: the rest (growing on), 1: capped, 2: gives up within a few retries.
    let group = |r: &SystemRun| if gives_up_early(r) { 2 } else if is_capped(r) { 1 } else { 0 };
    let drawn: Vec<&SystemRun> = runs.iter().filter(|r| shown(r, p.rows).next().is_some()).collect();
    let groups: Vec<usize> = (0..3).filter(|g| drawn.iter().any(|r| group(r) == *g)).collect();
    let split = groups.len() > 1;
    let mut marks = Vec::new();
    let mut panels: Vec<Panel> = Vec::new();
    let mut all = Vec::new();
    for &g in &groups {
        let mut members: Vec<&SystemRun> = drawn.iter().copied().filter(|r| !split || group(r) == g).collect();
        // The system with the panel's longest wait first: the panel's title, which names
        // that wait, takes the first line's colour.
        if let Some(i) = (0..members.len()).filter(|_| g == 0).max_by_key(|&i| (shown(members[i], p.rows).map(|x| x.wait_ms).max(), std::cmp::Reverse(i))) {
            let first = members.remove(i);
            members.insert(0, first);
        }
        let mut series = Vec::new();
        for r in &members {
            let shown: Vec<&RetryRow> = shown(r, p.rows).collect();
            let points: Vec<(f64, f64)> = shown.iter().map(|x| (f64::from(x.retry), x.wait_ms as f64)).collect();
            // A line whose every point lies on another drawn beside it (within 1.5× on
            // the log axis) is named where it ends: unnamed, it is lost.
            let labels = match lies_on_another(r, &members, |x| (x.retry, x.wait_ms), p.rows) {
                true => vec![(points.len() - 1, r.system.title().to_string())],
                false => Vec::new(),
            };
            let mut labels = labels;
            // A jitter range down to 0 ms has its shade cut at the log axis' floor: its
            // last such point (the one with the most room beside it) says where it goes.
            if r.draws && let Some(i) = shown.iter().rposition(|x| cut_at_zero(x)) {
                labels.push((i, w.text("frameworks-jitter-zero-label")));
            }
            series.push(Series::new(r.system.title(), key(r), Style::LinePoints, points).labelled(labels));
            if r.draws {
                let band = shown.iter().map(|x| (f64::from(x.retry), x.min_ms.trunc(), x.max_ms.trunc())).collect();
                marks.push(Mark::Range { key: key(r), points: band, label: w.text("frameworks-jitter-range") });
            }
        }
        if !split {
            all = series;
            break;
        }
        let longest = members.iter().flat_map(|r| shown(r, p.rows)).map(|x| x.wait_ms).max().unwrap_or(0);
        let most = members.iter().map(|r| shown(r, p.rows).count()).max().unwrap_or(0);
        let panel = match g {
            0 => "growing",
            1 => "capped",
            _ => "early",
        };
        let title =
            w.get("frameworks-panel", &args!(panel = panel, longest = human_ms(longest as f64, w.lang()), most = most.to_string()));
        panels.push(Panel { title, series });
    }
    // The longest wait shown, and the systems whose waits stopped at a cap.
    let longest = runs
        .iter()
        .flat_map(|r| shown(r, p.rows).map(move |x| (r, x)))
        .max_by_key(|(_, x)| x.wait_ms);
    let capped: Vec<&str> = runs.iter().filter(|r| is_capped(r)).map(|r| r.system.title()).collect();
    let mut facts = Vec::new();
    let mut title = match longest {
        Some((r, x)) => {
            facts.push(
                Fact::said("frameworks-waits-title").with("retry", f64::from(x.retry)).with("wait_ms", x.wait_ms as f64),
            );
            let (retry, wait) = (x.retry.to_string(), human_ms(x.wait_ms as f64, w.lang()));
            w.get("frameworks-waits-title", &args!(system = r.system.title(), retry = retry, wait = wait))
        }
        None => {
            facts.push(Fact::said("frameworks-no-waits"));
            w.text("frameworks-no-waits")
        }
    };
    if !capped.is_empty() {
        facts.push(Fact::said("frameworks-waits-capped").with("count", capped.len() as f64));
        title.push_str(&w.get("frameworks-waits-capped", &args!(names = w.and_list(&capped), count = capped.len() as u64)));
    }
    let mut caption = w.text("frameworks-waits-caption");
    let zero: Vec<&str> = runs
        .iter()
        .filter(|r| r.draws && shown(r, p.rows).any(cut_at_zero))
        .map(|r| r.system.title())
        .collect();
    if !zero.is_empty() {
        facts.push(Fact::said("frameworks-jitter-zero").with("count", zero.len() as f64));
        caption.push(' ');
        caption.push_str(&w.get("frameworks-jitter-zero", &args!(names = w.and_list(&zero), count = zero.len() as u64)));
    }
    if split {
        caption.push(' ');
        caption.push_str(&w.get("frameworks-waits-panels", &args!(panels = panels.len().to_string())));
    }
    Figure {
        name: "waits".into(),
        title,
        caption,
        x: Axis::new(w.text("frameworks-waits-x"), Unit::Count).range(0.5, f64::from(p.rows) + 0.5).per_panel(),
        y: Axis::new(w.text("frameworks-waits-y"), Unit::Millis).log(),
        plot: if split { Plot::Panels(panels) } else { Plot::Lines(all) },
        marks,
        facts,
    }
}

crate::regime! {
    /// How the systems' retries within the budget compare in the title: the fewest make
    /// none, only the most make that many, or all make the same.
    pub(crate) enum InBudget { None = "none", Only = "only", All = "all" }
}

impl InBudget {
    /// `in_budget`: each system's retries within the budget.
    fn of(in_budget: &[u32]) -> Self {
        match (in_budget.iter().max(), in_budget.iter().min()) {
            (Some(m), Some(l)) if m != l && *l == 0 => InBudget::None,
            (Some(m), Some(l)) if m != l => InBudget::Only,
            _ => InBudget::All,
        }
    }
}

/// A retry whose jitter range runs from 0 ms up: a log axis cuts its shade at its floor.
fn cut_at_zero(x: &RetryRow) -> bool {
    x.min_ms.trunc() <= 0.0 && x.max_ms.trunc() > 0.0
}

/// Chart 3: retries within the budget per system, the whiskers every seed's range.
fn budget(p: &Params, runs: &[SystemRun], w: &'static Words) -> Figure {
    let budget = human_ms(p.budget_ms as f64, w.lang());
    let categories: Vec<String> = runs.iter().map(|r| r.system.title().to_string()).collect();
    let mut series = Vec::new();
    let mut marks = Vec::new();
    for (i, r) in runs.iter().enumerate() {
        let mut values = vec![None; runs.len()];
        let mut labels = vec![String::new(); runs.len()];
        values[i] = Some(f64::from(r.in_budget));
        let gave = r.gave_up_ms().is_some_and(|t| t <= p.budget_ms);
        labels[i] =
            if gave { w.get("frameworks-gave-up-bar", &args!(n = r.in_budget.to_string())) } else { r.in_budget.to_string() };
        series.push(BarSeries { name: r.system.title().into(), key: key(r), values, labels });
        let (fewest, most) = r.in_budget_range;
        if fewest != most {
            marks.push(Mark::Range {
                key: key(r),
                points: vec![(i as f64, f64::from(fewest), f64::from(most))],
                label: w.text("frameworks-every-seed"),
            });
        }
    }
    let most = runs.iter().max_by_key(|r| r.in_budget);
    let least = runs.iter().min_by_key(|r| r.in_budget);
    let regime = InBudget::of(&runs.iter().map(|r| r.in_budget).collect::<Vec<_>>());
    let name = |r: Option<&SystemRun>| r.map_or("", |r| r.system.title());
    let n = |r: Option<&SystemRun>| r.map_or(0, |r| r.in_budget);
    let mut facts = vec![Fact::new("frameworks-budget-title", regime)
        .with("budget_ms", p.budget_ms as f64)
        .with("most_n", f64::from(n(most)))
        .with("least_n", f64::from(n(least)))];
    let title = w.get(
        "frameworks-budget-title",
        &args!(
            regime = regime.key(),
            budget = budget.as_str(),
            most = name(most),
            most_n = n(most),
            least = name(least),
            least_n = n(least),
        ),
    );
    let gave: Vec<&str> = runs
        .iter()
        .filter(|r| r.gave_up_ms().is_some_and(|t| t <= p.budget_ms))
        .map(|r| r.system.title())
        .collect();
    let mut caption = w.get("frameworks-budget-caption", &args!(budget = budget.as_str()));
    if !gave.is_empty() {
        caption.push(' ');
        let names = capitalize(&w.and_list(&gave), w.lang());
        facts.push(Fact::said("frameworks-budget-gave").with("count", gave.len() as f64));
        caption.push_str(&w.get("frameworks-budget-gave", &args!(names = names, count = gave.len() as u64)));
    }
    Figure {
        name: "budget".into(),
        title,
        caption,
        x: Axis::new(w.text("frameworks-budget-x"), Unit::Plain),
        y: Axis::new(w.get("frameworks-budget-y", &args!(budget = budget.as_str())), Unit::Count),
        plot: Plot::Bars { categories, series },
        marks,
        facts,
    }
}

pub fn figures(p: &Params, runs: &[SystemRun], w: &'static Words) -> Vec<Figure> {
    vec![gives_up(p, runs, w), waits(p, runs, w), budget(p, runs, w)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn in_budget_regimes() {
        assert_eq!(InBudget::of(&[5, 0, 3]), InBudget::None);
        assert_eq!(InBudget::of(&[1, 0]), InBudget::None);
        assert_eq!(InBudget::of(&[5, 1, 3]), InBudget::Only);
        assert_eq!(InBudget::of(&[2, 1]), InBudget::Only);
        assert_eq!(InBudget::of(&[4, 4]), InBudget::All);
        assert_eq!(InBudget::of(&[0, 0]), InBudget::All);
        assert_eq!(InBudget::of(&[1]), InBudget::All);
        assert_eq!(InBudget::of(&[]), InBudget::All);
        assert_eq!(InBudget::of(&[3, 0]).key(), "none");
    }
}
