//! One row per schedule: when the threshold alone stops it, how many retries the time
//! budget alone allows, and what both together do; a bar chart of the times.

use crate::args;
use crate::report::words::Words;
use super::simulate::{ScheduleLimits, Stop};
use super::Params;
use crate::models::kit::schedules::{Kind, budget_label, label};
use crate::report::figure::{Axis, BarSeries, Key, Mark, Plot, Regime, Unit};
use crate::report::units::{capitalize, human_ms, ms_on_axis};
use crate::report::{Fact, Figure, Head, Layout, Report};

crate::regime! {
    /// What stopped some schedules' combined run, as one part of the caption's list.
    pub(crate) enum StopPart { Threshold = "threshold", Time = "time", GaveUp = "gave-up" }
}

impl StopPart {
    /// The caption's parts, in their order.
    const ALL: [StopPart; 3] = [StopPart::Threshold, StopPart::Time, StopPart::GaveUp];

    fn of(stop: Stop) -> Self {
        match stop {
            Stop::Threshold => StopPart::Threshold,
            Stop::TimeBudget => StopPart::Time,
            Stop::GaveUp => StopPart::GaveUp,
        }
    }
}

crate::regime! {
    /// Whether the count limit alone lets the slowest schedule run past what both limits
    /// together allow.
    pub(crate) enum BudgetTitle { Capped = "capped", Never = "never" }
}

impl BudgetTitle {
    /// `slowest_ms`: the slowest count-only run; `both_max_ms`: the longest combined run.
    fn of(slowest_ms: u64, both_max_ms: u64) -> Self {
        if slowest_ms > both_max_ms { BudgetTitle::Capped } else { BudgetTitle::Never }
    }
}

/// A column's head: `column` as `retry-budget-column` selects it.
fn head(column: &str, w: &'static Words) -> String {
    w.get("retry-budget-column", &args!(column = column))
}

fn limits(p: &Params, w: &'static Words) -> Layout<'static, ScheduleLimits> {
    let fixed_ms = p.fixed_ms;
    let threshold = w.get("retry-budget-column-threshold", &args!(threshold = p.threshold.to_string()));
    let budget = w.get("retry-budget-column-budget", &args!(budget = budget_label(p.time_budget_ms, w)));
    Layout::new("limits")
        .one_unit()
        .column("schedule", Head::left(head("schedule", w), 16), |r: &ScheduleLimits| r.kind.name().into())
        .shown(move |r| label(fixed_ms, r.kind, w))
        .column("threshold_elapsed_ms", Head::right(threshold, 20), |r| {
            r.count_only.elapsed_ms.into()
        })
        .shown(move |r| format!("{} ms{}", r.count_only.elapsed_ms, gave_up(r.count_only.gave_up, w)))
        .column("retries_in_time_budget", Head::right(budget, 16), |r| {
            r.time_only.retries.into()
        })
        .shown(move |r| {
            if r.time_only.unlimited {
                w.text("retry-budget-unlimited")
            } else {
                format!("{}{}", r.time_only.retries, gave_up(r.time_only.gave_up, w))
            }
        })
        .csv("time_budget_unlimited", |r| r.time_only.unlimited.into())
        .column("both_retries", Head::right(head("both", w), 15), |r| r.both.retries.into())
        .column("both_elapsed_ms", Head::right(head("time", w), 12), |r| r.both.elapsed_ms.into())
        .shown(|r| format!("{} ms", r.both.elapsed_ms))
        .column("stopped_by", Head::right(head("stopped-by", w), 8), |r| {
            match r.stopped_by() {
                Stop::Threshold => "threshold",
                Stop::TimeBudget => "time_budget",
                Stop::GaveUp => "gave_up",
            }
            .into()
        })
        .shown(move |r| {
            let stop = match r.stopped_by() {
                Stop::Threshold => "threshold",
                Stop::TimeBudget => "time",
                Stop::GaveUp => "gave-up",
            };
            w.get("retry-budget-stop", &args!(stop = stop))
        })
        // What the caption says of the limits alone: the threshold run gave up on its own,
        // and where the time limit alone stopped.
        .csv("threshold_gave_up", |r| r.count_only.gave_up.into())
        .csv("time_budget_elapsed_ms", |r| r.time_only.elapsed_ms.into())
}

/// ` (vazgecti)` after a number a named policy's own retry limit stopped.
fn gave_up(yes: bool, w: &'static Words) -> String {
    if yes { format!(" {}", w.text("retry-budget-gave-up-mark")) } else { String::new() }
}

pub fn present(p: &Params, rows: &[ScheduleLimits], w: &'static Words) -> Report {
    let layout = limits(p, w);
    Report { text: layout.text(rows, w.lang()), tables: vec![layout.table(rows)], ..Report::default() }
}

/// A schedule's name in charts, as in `backoff-schedules`: `anında`, `sabit 2 s`, …
fn name(p: &Params, kind: Kind, w: &'static Words) -> String {
    let key = match kind {
        Kind::Immediate => Key("backoff.immediate"),
        Kind::Fixed => Key("backoff.fixed"),
        Kind::Exponential => Key("backoff.exponential"),
        Kind::Capped => Key("backoff.capped"),
        Kind::Named(s) => Key(s.key()),
    };
    match kind {
        Kind::Fixed => format!("{} {}", key.name(w.lang()), human_ms(p.fixed_ms as f64, w.lang())),
        _ => key.name(w.lang()).to_string(),
    }
}

/// `a, b ve c` / `a, b and c`.
fn list(w: &'static Words, items: &[String]) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => w.get("list-and", &args!(rest = rest.join(", "), last = last)),
    }
}

/// The three bar series: the threshold alone, the time limit alone, both together (the
/// label: what stopped it); the time limit's left out when it repeats both's bars.
fn series(w: &'static Words, p: &Params, rows: &[ScheduleLimits], top: f64, time_is_both: bool) -> Vec<BarSeries> {
    let budget = human_ms(p.time_budget_ms as f64, w.lang());
    let ms = |v: u64| Some(v as f64);
    let named = |series: &str| w.get("budget-series", &args!(series = series, threshold = p.threshold, budget = &budget));
    let stop = |s: Stop| {
        let stop = match s {
            Stop::Threshold => "threshold",
            Stop::TimeBudget => "time",
            Stop::GaveUp => "gave-up",
        };
        w.get("budget-stop", &args!(stop = stop))
    };
    let series = vec![
        BarSeries {
            name: named("count"),
            key: Key("budget.count"),
            values: rows.iter().map(|r| ms(r.count_only.elapsed_ms)).collect(),
            // In the axis' unit, one for the chart; a system that gives up at its own
            // limit before the threshold says so (Celery's 9 min).
            labels: rows
                .iter()
                .map(|r| {
                    // A broken bar, or one too short to read in the axis' unit, keeps
                    // its own unit (`2,3 sa`, `1,7 s`), as the title names it.
                    let v = ms_on_axis(r.count_only.elapsed_ms as f64, top, w.lang());
                    // Its own limit is named once: on the both bar when that stops the
                    // same way (AWS), else here (Celery's 9 min).
                    if r.count_only.gave_up && r.stopped_by() != Stop::GaveUp {
                        w.get("budget-gave-up-label", &args!(value = v))
                    } else {
                        v
                    }
                })
                .collect(),
        },
        BarSeries {
            name: named("time"),
            key: Key("budget.time"),
            // A schedule the time limit never stops is unbounded: drawn as a broken bar.
            values: rows
                .iter()
                .map(|r| if r.time_only.unlimited { Some(f64::INFINITY) } else { ms(r.time_only.elapsed_ms) })
                .collect(),
            // The bars end near the time limit: each says how many retries fit in it.
            labels: rows
                .iter()
                .map(|r| {
                    if r.time_only.unlimited {
                        w.text("budget-unlimited")
                    } else {
                        w.get("budget-time-label", &args!(n = r.time_only.retries))
                    }
                })
                .collect(),
        },
        BarSeries {
            name: named("both"),
            key: Key("budget.both"),
            values: rows.iter().map(|r| ms(r.both.elapsed_ms)).collect(),
            labels: rows.iter().map(|r| stop(r.stopped_by())).collect(),
        },
    ];
    series.into_iter().enumerate().filter(|(i, _)| !(time_is_both && *i == 1)).map(|(_, s)| s).collect()
}

/// The caption: how to read the bars, what the time limit alone never stops, which limit
/// stops each schedule when both are set.
fn caption(w: &'static Words, p: &Params, rows: &[ScheduleLimits], time_is_both: bool, facts: &mut Vec<Fact>) -> String {
    let budget = human_ms(p.time_budget_ms as f64, w.lang());
    let count = |f: &dyn Fn(&ScheduleLimits) -> bool| rows.iter().filter(|r| f(r)).count() as f64;
    let names = |f: &dyn Fn(&ScheduleLimits) -> bool| -> String {
        list(w, &rows.iter().filter(|r| f(r)).map(|r| name(p, r.kind, w)).collect::<Vec<_>>())
    };
    let mut caption = w.text("budget-caption-bars");
    let mut stops = Vec::new();
    let mut add = |text: String| {
        caption.push(' ');
        caption.push_str(&text);
    };
    let endless = names(&|r| r.time_only.unlimited);
    if !endless.is_empty() {
        facts.push(Fact::said("budget-caption-endless").with("count", count(&|r| r.time_only.unlimited)));
        add(w.get("budget-caption-endless", &args!(names = endless)));
    }
    let mut parts = Vec::new();
    for stop in StopPart::ALL {
        let stopped = move |r: &ScheduleLimits| StopPart::of(r.stopped_by()) == stop;
        let names = names(&stopped);
        if !names.is_empty() {
            parts.push(Fact::on("budget-stops-part", "stop", stop).with("count", count(&stopped)));
            stops.push(w.get("budget-stops-part", &args!(stop = stop.key(), names = names)));
        }
    }
    let own = names(&|r| r.count_only.gave_up);
    if !own.is_empty() {
        facts.push(Fact::said("budget-caption-own").with("count", count(&|r| r.count_only.gave_up)));
        add(w.get("budget-caption-own", &args!(threshold = p.threshold, names = own)));
    }
    add(w.get("budget-caption-stops", &args!(stops = stops.join(", "))));
    facts.extend(parts);
    if time_is_both {
        facts.push(Fact::said("budget-caption-same"));
        add(w.get("budget-caption-same", &args!(budget = budget)));
    }
    caption
}

pub fn figures(p: &Params, rows: &[ScheduleLimits], w: &'static Words) -> Vec<Figure> {
    let Some(slowest) = rows.iter().max_by_key(|r| r.count_only.elapsed_ms) else { return Vec::new() };
    let budget = human_ms(p.time_budget_ms as f64, w.lang());
    // The axis runs to twice the time limit, so the limit and what stops near it read;
    // a longer run is a broken bar with its value.
    let top = (2 * p.time_budget_ms) as f64;
    // The time limit alone stops every schedule where both together do: its bars would
    // repeat the next series', so they are left out and the caption says why.
    let time_is_both = rows.iter().all(|r| !r.time_only.unlimited && r.time_only.elapsed_ms == r.both.elapsed_ms);
    let series = series(w, p, rows, top, time_is_both);
    let both_max = rows.iter().map(|r| r.both.elapsed_ms).max().unwrap_or(0);
    let regime = BudgetTitle::of(slowest.count_only.elapsed_ms, both_max);
    let title = w.get(
        "budget-title",
        &args!(
            regime = regime.key(),
            threshold = p.threshold,
            // In their own unit, as the bars past the axis and the students' table read
            // them (`2,3 sa`; `4,5 dk` beside the bar's `4,53 dk`).
            slowest = human_ms(slowest.count_only.elapsed_ms as f64, w.lang()),
            budget = &budget,
            both_max = human_ms(both_max as f64, w.lang()),
        ),
    );
    let kind = if rows.iter().any(|r| matches!(r.kind, Kind::Named(_))) { "systems" } else { "schedules" };
    let mut facts = vec![Fact::new("budget-title", regime)
        .with("threshold", f64::from(p.threshold))
        .with("slowest_ms", slowest.count_only.elapsed_ms as f64)
        .with("budget_ms", p.time_budget_ms as f64)
        .with("both_max_ms", both_max as f64)];
    let caption = capitalize(&caption(w, p, rows, time_is_both, &mut facts), w.lang());
    vec![Figure {
        name: "limits".into(),
        title,
        caption,
        x: Axis::new(w.get("budget-x", &args!(kind = kind)), Unit::Plain),
        y: Axis::new(w.text("budget-y"), Unit::Millis).range(0.0, top),
        plot: Plot::Bars { categories: rows.iter().map(|r| name(p, r.kind, w)).collect(), series },
        marks: vec![Mark::HLine {
            y: p.time_budget_ms as f64,
            key: Key("mark.limit"),
            // Short: the label sits at the right end, over the last group's labels.
            label: budget,
        }],
        facts,
    }]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stop_parts() {
        assert_eq!(StopPart::of(Stop::Threshold), StopPart::Threshold);
        assert_eq!(StopPart::of(Stop::TimeBudget), StopPart::Time);
        assert_eq!(StopPart::of(Stop::GaveUp), StopPart::GaveUp);
        assert_eq!(StopPart::ALL.map(|s| s.key()), ["threshold", "time", "gave-up"]);
    }

    #[test]
    fn budget_title() {
        assert_eq!(BudgetTitle::of(10, 5), BudgetTitle::Capped);
        assert_eq!(BudgetTitle::of(5, 5), BudgetTitle::Never);
        assert_eq!(BudgetTitle::of(4, 5), BudgetTitle::Never);
        assert_eq!(BudgetTitle::of(0, 0), BudgetTitle::Never);
        assert_eq!(BudgetTitle::of(1, 0), BudgetTitle::Capped);
        assert_eq!(BudgetTitle::of(1, 0).key(), "capped");
    }
}
