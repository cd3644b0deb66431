//! The first runs per policy, the runs of every month side by side, the CSVs and the
//! chart.

use super::Params;
use super::simulate::{PolicyRuns, month};
use crate::report::{Chart, ChartKind, Head, Layout, Report};
use crate::schedule::{DAY_MS, civil_from_days, format_minute};

/// Turkish month abbreviations for chart categories.
const MONTHS_TR: [&str; 12] = ["Oca", "Şub", "Mar", "Nis", "May", "Haz", "Tem", "Ağu", "Eyl", "Eki", "Kas", "Ara"];

/// `YYYY-MM` of month `index` of the window.
fn month_label(p: &Params, index: usize) -> String {
    let (y, m) = month(p, index);
    format!("{y:04}-{:02}", m + 1)
}

/// Each policy's first runs on one line.
fn first_runs(p: &Params) -> Layout<'static, PolicyRuns> {
    Layout::new("first_runs")
        .text_only(Head::left("politika", 10), |r: &PolicyRuns| r.policy.name().into())
        .text_only(Head::left(format!("ilk {} kosum", p.first_runs), 0), |r| {
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
fn months_side_by_side<'a>(p: &'a Params, runs: &'a [PolicyRuns]) -> Layout<'a, MonthLine> {
    let label = move |l: &MonthLine| match *l {
        MonthLine::Month(i) => month_label(p, i),
        MonthLine::Total => "toplam".into(),
    };
    runs.iter().fold(Layout::new("months").text_only(Head::left("ay", 8), label), |layout, r| {
        layout.text_only(Head::right(r.policy.name(), 10), move |l| match *l {
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

pub fn present(p: &Params, runs: &[PolicyRuns]) -> Report {
    let mut lines: Vec<MonthLine> = (0..p.months as usize).map(MonthLine::Month).collect();
    lines.push(MonthLine::Total);
    let text = format!("{}\n{}", first_runs(p).text(runs), months_side_by_side(p, runs).text(&lines));
    let month_rows: Vec<MonthRuns> =
        (0..p.months as usize).flat_map(|month| runs.iter().map(move |runs| MonthRuns { month, runs })).collect();
    let run_rows: Vec<Run> = runs.iter().flat_map(|r| r.runs.iter().map(move |&at| Run { runs: r, at })).collect();
    Report { text, tables: vec![per_month(p).table(&month_rows), run_table().table(&run_rows)], ..Report::default() }
}

pub fn charts(p: &Params, runs: &[PolicyRuns]) -> Vec<Chart> {
    let categories = (0..p.months as usize)
        .map(|i| {
            let (y, m) = month(p, i);
            format!("{} {}", MONTHS_TR[m as usize], y % 100)
        })
        .collect();
    let series =
        runs.iter().map(|r| (r.policy.name().to_string(), r.per_month.iter().map(|&v| f64::from(v)).collect())).collect();
    vec![Chart {
        name: "months".into(),
        title: format!("Her ayın {}'i saat {:02}:{:02}: aylara göre koşum sayısı", p.day, p.hour, p.minute),
        x_label: "ay".into(),
        y_label: "koşum sayısı".into(),
        kind: ChartKind::Bars { categories, series },
    }]
}
