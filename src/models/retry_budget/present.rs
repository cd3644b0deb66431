//! One row per schedule: when the threshold alone stops it, how many retries the time
//! budget alone allows, and what both together do; a bar chart of the times.

use super::Params;
use super::said::{
    BudgetTitle, CaptionEndless, CaptionOwn, CaptionSame, CaptionStops, ColumnBudget, ColumnThreshold, GaveUpLabel,
    Name, OnAxis, Sched, SeriesKind, SeriesName, StopLabel, StopPart, StopsPart, TimeLabel, Title,
};
use super::simulate::{ScheduleLimits, Stop};
use crate::models::kit::schedules::{Kind, budget_label, label};
use crate::report::figure::{Axis, BarSeries, Key, Mark, Plot, Unit};
use crate::report::statement::{Commas, Shown};
use crate::report::units::human_ms;
use crate::report::words::Words;
use crate::report::{Figure, Head, Layout, Report, Spoken};
use crate::word;

fn limits(p: &Params, w: &'static Words) -> Layout<'static, ScheduleLimits> {
    macro_rules! head {
        ($key:literal) => {
            word!(w, "retry-budget-column", column = $key)
        };
    }
    let fixed_ms = p.fixed_ms;
    let threshold = w.say(&ColumnThreshold { threshold: p.threshold.to_string() });
    let budget = w.say(&ColumnBudget { budget: budget_label(p.time_budget_ms, w) });
    Layout::new("limits")
        .one_unit()
        .column("schedule", Head::left(head!("schedule"), 16), |r: &ScheduleLimits| r.kind.name().into())
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
                word!(w, "retry-budget-unlimited")
            } else {
                format!("{}{}", r.time_only.retries, gave_up(r.time_only.gave_up, w))
            }
        })
        .csv("time_budget_unlimited", |r| r.time_only.unlimited.into())
        .column("both_retries", Head::right(head!("both"), 15), |r| r.both.retries.into())
        .column("both_elapsed_ms", Head::right(head!("time"), 12), |r| r.both.elapsed_ms.into())
        .shown(|r| format!("{} ms", r.both.elapsed_ms))
        .column("stopped_by", Head::right(head!("stopped-by"), 8), |r| {
            match r.stopped_by() {
                Stop::Threshold => "threshold",
                Stop::TimeBudget => "time_budget",
                Stop::GaveUp => "gave_up",
            }
            .into()
        })
        .shown(move |r| match r.stopped_by() {
            Stop::Threshold => word!(w, "retry-budget-stop", stop = "threshold"),
            Stop::TimeBudget => word!(w, "retry-budget-stop", stop = "time"),
            Stop::GaveUp => word!(w, "retry-budget-stop", stop = "gave-up"),
        })
        // What the caption says of the limits alone: the threshold run gave up on its own,
        // and where the time limit alone stopped.
        .csv("threshold_gave_up", |r| r.count_only.gave_up.into())
        .csv("time_budget_elapsed_ms", |r| r.time_only.elapsed_ms.into())
}

/// ` (vazgecti)` after a number a named policy's own retry limit stopped.
fn gave_up(yes: bool, w: &'static Words) -> String {
    if yes { format!(" {}", word!(w, "retry-budget-gave-up-mark")) } else { String::new() }
}

pub fn present(p: &Params, rows: &[ScheduleLimits], w: &'static Words) -> Report {
    let layout = limits(p, w);
    Report { text: layout.text(rows, w.lang()), tables: vec![layout.table(rows)], ..Report::default() }
}

/// A schedule's name in charts, as in `backoff-schedules`: `anında`, `sabit 2 s`, …
fn name(p: &Params, kind: Kind, w: &'static Words) -> Name {
    let key = match kind {
        Kind::Immediate => Key("backoff.immediate"),
        Kind::Fixed => Key("backoff.fixed"),
        Kind::Exponential => Key("backoff.exponential"),
        Kind::Capped => Key("backoff.capped"),
        Kind::Named(s) => Key(s.key()),
    };
    Name { kind: Sched::of(kind), name: key.name(w.lang()), wait: p.fixed_ms }
}

/// The three bar series: the threshold alone, the time limit alone, both together (the
/// label: what stopped it); the time limit's left out when it repeats both's bars.
fn series(p: &Params, rows: &[ScheduleLimits], top: f64, time_is_both: bool, said: &mut Spoken, w: &'static Words) -> Vec<BarSeries> {
    let ms = |v: u64| Some(v as f64);
    let named = |series| w.say(&SeriesName { series, threshold: p.threshold, budget: p.time_budget_ms });
    // In the axis' unit, one for the chart; a system that gives up at its own limit
    // before the threshold says so (Celery's 9 min). A broken bar, or one too short to
    // read in the axis' unit, keeps its own unit (`2,3 sa`, `1,7 s`), as the title names
    // it. Its own limit is named once: on the both bar when that stops the same way (AWS),
    // else here (Celery's 9 min).
    let count_labels = rows
        .iter()
        .map(|r| {
            let value = OnAxis { ms: r.count_only.elapsed_ms as f64, span: top };
            if r.count_only.gave_up && r.stopped_by() != Stop::GaveUp {
                said.say(&GaveUpLabel { value })
            } else {
                value.show(w.lang())
            }
        })
        .collect();
    // The bars end near the time limit: each says how many retries fit in it.
    let time_labels = if time_is_both {
        Vec::new()
    } else {
        rows.iter()
            .map(|r| {
                if r.time_only.unlimited {
                    word!(w, "budget-unlimited")
                } else {
                    said.say(&TimeLabel { n: r.time_only.retries })
                }
            })
            .collect()
    };
    let both_labels = rows.iter().map(|r| said.say(&StopLabel { stop: StopPart::of(r.stopped_by()) })).collect();
    let series = vec![
        BarSeries {
            name: named(SeriesKind::Count),
            key: Key("budget.count"),
            values: rows.iter().map(|r| ms(r.count_only.elapsed_ms)).collect(),
            labels: count_labels,
        },
        BarSeries {
            name: named(SeriesKind::Time),
            key: Key("budget.time"),
            // A schedule the time limit never stops is unbounded: drawn as a broken bar.
            values: rows
                .iter()
                .map(|r| if r.time_only.unlimited { Some(f64::INFINITY) } else { ms(r.time_only.elapsed_ms) })
                .collect(),
            labels: time_labels,
        },
        BarSeries {
            name: named(SeriesKind::Both),
            key: Key("budget.both"),
            values: rows.iter().map(|r| ms(r.both.elapsed_ms)).collect(),
            labels: both_labels,
        },
    ];
    series.into_iter().enumerate().filter(|(i, _)| !(time_is_both && *i == 1)).map(|(_, s)| s).collect()
}

/// The caption: how to read the bars, what the time limit alone never stops, which limit
/// stops each schedule when both are set.
fn caption(p: &Params, rows: &[ScheduleLimits], time_is_both: bool, said: &mut Spoken, w: &'static Words) -> String {
    let names = |f: &dyn Fn(&ScheduleLimits) -> bool| -> Vec<Name> {
        rows.iter().filter(|r| f(r)).map(|r| name(p, r.kind, w)).collect()
    };
    let mut caption = word!(w, "budget-caption-bars");
    let mut add = |text: String| {
        caption.push(' ');
        caption.push_str(&text);
    };
    let endless = names(&|r| r.time_only.unlimited);
    if !endless.is_empty() {
        add(said.say(&CaptionEndless { names: endless }));
    }
    let own = names(&|r| r.count_only.gave_up);
    if !own.is_empty() {
        add(said.say(&CaptionOwn { threshold: p.threshold, names: own }));
    }
    let stops = StopPart::ALL
        .into_iter()
        .map(|stop| StopsPart { stop, names: names(&move |r: &ScheduleLimits| StopPart::of(r.stopped_by()) == stop) })
        .filter(|part| !part.names.is_empty())
        .collect();
    add(said.say(&CaptionStops { stops: Commas(stops) }));
    if time_is_both {
        add(said.say(&CaptionSame { budget: p.time_budget_ms }));
    }
    caption
}

pub fn figures(p: &Params, rows: &[ScheduleLimits], w: &'static Words) -> Vec<Figure> {
    let Some(slowest) = rows.iter().max_by_key(|r| r.count_only.elapsed_ms) else { return Vec::new() };
    // The axis runs to twice the time limit, so the limit and what stops near it read;
    // a longer run is a broken bar with its value.
    let top = (2 * p.time_budget_ms) as f64;
    // The time limit alone stops every schedule where both together do: its bars would
    // repeat the next series', so they are left out and the caption says why.
    let time_is_both = rows.iter().all(|r| !r.time_only.unlimited && r.time_only.elapsed_ms == r.both.elapsed_ms);
    let both_max = rows.iter().map(|r| r.both.elapsed_ms).max().unwrap_or(0);
    let mut said = Spoken::new(w);
    // In their own unit, as the bars past the axis and the students' table read them
    // (`2,3 sa`; `4,5 dk` beside the bar's `4,53 dk`).
    let title = said.say(&Title {
        regime: BudgetTitle::of(slowest.count_only.elapsed_ms, both_max),
        threshold: p.threshold,
        slowest: slowest.count_only.elapsed_ms,
        budget: p.time_budget_ms,
        both_max,
    });
    let caption = caption(p, rows, time_is_both, &mut said, w);
    let series = series(p, rows, top, time_is_both, &mut said, w);
    let x = if rows.iter().any(|r| matches!(r.kind, Kind::Named(_))) {
        word!(w, "budget-x", kind = "systems")
    } else {
        word!(w, "budget-x", kind = "schedules")
    };
    vec![Figure {
        name: "limits".into(),
        title,
        caption,
        x: Axis::new(x, Unit::Plain),
        y: Axis::new(word!(w, "budget-y"), Unit::Millis).range(0.0, top),
        plot: Plot::Bars { categories: rows.iter().map(|r| w.say(&name(p, r.kind, w))).collect(), series },
        marks: vec![Mark::HLine {
            y: p.time_budget_ms as f64,
            key: Key("mark.limit"),
            // Short: the label sits at the right end, over the last group's labels.
            label: human_ms(p.time_budget_ms as f64, w.lang()),
        }],
        facts: said.facts(),
    }]
}
