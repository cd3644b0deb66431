//! The first runs per policy, the runs of every month side by side, the CSVs and the
//! bars of runs per month.

use super::Params;
use super::simulate::{PolicyRuns, month};
use crate::report::figure::{Axis, BarSeries, Count, Key, Plot, Regime, Unit};
use crate::report::{Fact, Figure, Head, Layout, Report};
use crate::models::kit::calendar::dates;
use crate::args;
use crate::report::units::capitalize;
use crate::report::words::Words;
use crate::schedule::{DAY_MS, MonthEnd, civil_from_days, format_minute, tr};

/// `YYYY-MM` of month `index` of the window.
fn month_label(p: &Params, index: usize) -> String {
    let (y, m) = month(p, index);
    format!("{y:04}-{:02}", m + 1)
}

/// A policy's name in the text, in the lesson's words (`tasma`, `atla`, `kelepcele`: the
/// chart's legend, in the text's ASCII), not its parameter key.
fn policy_name(policy: MonthEnd, w: &'static Words) -> String {
    w.get("month-end-policy-name", &args!(policy = policy.name()))
}

/// Each policy's first runs on one line.
fn first_runs(p: &Params, w: &'static Words) -> Layout<'static, PolicyRuns> {
    let first = w.get("month-end-first-runs", &args!(n = p.first_runs.to_string()));
    Layout::new("first_runs")
        .text_only(Head::left(w.text("month-end-policy"), 10), move |r: &PolicyRuns| policy_name(r.policy, w))
        .text_only(Head::left(first, 0), |r| {
            r.first_runs.iter().map(|&t| format_minute(t)).collect::<Vec<_>>().join("  ")
        })
}

/// A line of the month table: one month of the window, or the totals.
#[derive(Clone, Copy)]
enum MonthLine {
    Month(usize),
    Total,
}

/// One row per month (then the totals), one column per policy.
fn months_side_by_side<'a>(p: &'a Params, runs: &'a [PolicyRuns], w: &'static Words) -> Layout<'a, MonthLine> {
    let label = move |l: &MonthLine| match *l {
        MonthLine::Month(i) => month_label(p, i),
        MonthLine::Total => w.text("month-end-total"),
    };
    let head = w.text("month-end-month");
    runs.iter().fold(Layout::new("months").text_only(Head::left(head, 8), label), |layout, r| {
        layout.text_only(Head::right(policy_name(r.policy, w), 10), move |l| match *l {
            MonthLine::Month(i) => r.per_month[i].to_string(),
            MonthLine::Total => r.per_month.iter().sum::<u32>().to_string(),
        })
    })
}

/// One row per month and policy.
struct MonthRuns<'r> {
    month: usize,
    runs: &'r PolicyRuns,
}

fn per_month<'r>(p: &Params) -> Layout<'_, MonthRuns<'r>> {
    Layout::new("per_month")
        .csv("month", move |r: &MonthRuns| month_label(p, r.month).into())
        .csv("policy", |r| r.runs.policy.name().into())
        .csv("runs", |r| r.runs.per_month[r.month].into())
}

/// One row per run in the window.
struct Run<'r> {
    runs: &'r PolicyRuns,
    at: i64,
}

fn run_table<'r>() -> Layout<'static, Run<'r>> {
    let civil = |r: &Run| civil_from_days(r.at.div_euclid(DAY_MS));
    Layout::new("runs")
        .csv("policy", |r: &Run| r.runs.policy.name().into())
        .csv("run_at_utc", |r| format_minute(r.at).into())
        .csv("month", move |r| {
            let (y, m, _) = civil(r);
            format!("{y:04}-{m:02}").into()
        })
        .csv("day_of_month", move |r| civil(r).2.into())
}

pub fn present(p: &Params, runs: &[PolicyRuns], w: &'static Words) -> Report {
    let mut lines: Vec<MonthLine> = (0..p.months as usize).map(MonthLine::Month).collect();
    lines.push(MonthLine::Total);
    let text = format!("{}\n{}", first_runs(p, w).text(runs, w.lang()), months_side_by_side(p, runs, w).text(&lines, w.lang()));
    let month_rows: Vec<MonthRuns> =
        (0..p.months as usize).flat_map(|month| runs.iter().map(move |runs| MonthRuns { month, runs })).collect();
    let run_rows: Vec<Run> = runs.iter().flat_map(|r| r.runs.iter().map(move |&at| Run { runs: r, at })).collect();
    Report { text, tables: vec![per_month(p).table(&month_rows), run_table().table(&run_rows)], ..Report::default() }
}

/// The concept (colour, Turkish name) of a policy in every chart.
fn key(policy: MonthEnd) -> Key {
    match policy {
        MonthEnd::Overflow => Key("monthend.overflow"),
        MonthEnd::Skip => Key("monthend.skip"),
        MonthEnd::Clamp => Key("monthend.clamp"),
    }
}

/// How a policy spread its runs: months with two or more, months with none (over the
/// months from the first run of any policy to the last).
fn spread(r: &PolicyRuns, months: std::ops::Range<usize>) -> (usize, usize) {
    let counts = &r.per_month[months];
    (counts.iter().filter(|&&n| n >= 2).count(), counts.iter().filter(|&&n| n == 0).count())
}

/// Runs per calendar month, one bar per policy, each bar labelled with its count; the
/// months before any policy's first run (the start's month, when its day has passed) are
/// left out, so no empty group reads as a missed month.
pub fn figures(p: &Params, runs: &[PolicyRuns], w: &'static Words) -> Vec<Figure> {
    let n = p.months as usize;
    let busy = |i: &usize| runs.iter().any(|r| r.per_month[*i] > 0);
    let first = (0..n).find(busy).unwrap_or(0);
    let last = (0..n).rev().find(busy).map_or(n, |l| l + 1);
    let categories = (first..n)
        .map(|i| {
            let (y, m) = month(p, i);
            let short = dates::month_short(m as u32 + 1, w);
            if i == first || m == 0 { format!("{short} {y}") } else { short }
        })
        .collect();
    let series = runs
        .iter()
        .map(|r| BarSeries {
            name: key(r.policy).name(w.lang()).into(),
            key: key(r.policy),
            values: r.per_month[first..].iter().map(|&v| Some(f64::from(v))).collect(),
            labels: r.per_month[first..].iter().map(|v| v.to_string()).collect(),
        })
        .collect();
    let (parts, spreads): (Vec<String>, Vec<Fact>) = runs
        .iter()
        .map(|r| {
            let (twice, none) = spread(r, first..last);
            let fact = Fact::on("month-end-spread", "twice", Count::of(twice as u64))
                .with("twice", twice as f64)
                .with("none", none as f64);
            (w.get("month-end-spread", &args!(name = key(r.policy).name(w.lang()), twice = twice, none = none)), fact)
        })
        .unzip();
    let once = runs.iter().all(|r| spread(r, first..last) == (0, 0));
    let mut facts = vec![Fact::on("month-end-title", "once", once).with("day", f64::from(p.day))];
    if !once {
        facts.extend(spreads);
    }
    let title = w.get(
        "month-end-title",
        &args!(day = dates::ordinal(p.day.into(), w), once = once.key(), parts = parts.join("; ")),
    );
    let ((y0, m0), (y1, m1)) = (month(p, first), month(p, n - 1));
    let totals: Vec<String> =
        runs.iter().map(|r| format!("{} {}", key(r.policy).name(w.lang()), r.per_month.iter().sum::<u32>())).collect();
    let mut caption = w.get(
        "month-end-caption",
        &args!(
            time = format!("{:02}:{:02}", p.hour, p.minute),
            from = dates::month_year(y0, m0 as u32 + 1, w),
            to = dates::month_year(y1, m1 as u32 + 1, w),
            totals = totals.join(", "),
        ),
    );
    let moved = runs.iter().filter(|r| r.policy == MonthEnd::Overflow).flat_map(|r| &r.runs).find(|&&t| tr::civil(t).2 != u32::from(p.day));
    if let Some(&t) = moved {
        let (_, m, d) = tr::civil(t);
        let missing = dates::day_month(u32::from(p.day), if m == 1 { 12 } else { m - 1 }, w);
        let moved = dates::day_month(d, m, w);
        let policy = capitalize(key(MonthEnd::Overflow).name(w.lang()), w.lang());
        caption.push_str(&w.get("month-end-moved", &args!(policy = policy, missing = missing, moved = moved)));
    }
    vec![Figure {
        name: "months".into(),
        title,
        caption,
        x: Axis::new(w.text("month-end-x"), Unit::Plain),
        y: Axis::new(w.text("month-end-y"), Unit::Count),
        plot: Plot::Bars { categories, series },
        marks: Vec::new(),
        facts,
    }]
}
