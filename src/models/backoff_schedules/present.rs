//! The lesson's two tables (`geri-cekilme.mjs`) and their charts.

use super::simulate::{BudgetOutcome, Schedules, WaitRow};
use super::{Params, budget_label, label};
use crate::js::number_to_string;
use crate::report::{Chart, ChartKind, Head, Layout, Report, Series, SeriesStyle};

/// Table 1, the lesson's layout: "deneme" + padStart(15) per schedule, waits as JS prints them.
fn waits(p: &Params) -> Layout<'_, WaitRow> {
    let mut layout = Layout::new("waits").column("attempt", Head::right("deneme", 6), |r: &WaitRow| r.attempt.into());
    for (i, &kind) in p.schedules.iter().enumerate() {
        layout = layout
            .column(kind.wait_column(), Head::right(label(p, kind), 15), move |r| r.waits_ms[i].into())
            .shown(move |r| number_to_string(r.waits_ms[i]));
    }
    layout
}

/// Table 1's last line, `toplam` and the sums, in the same widths (text only).
fn totals(p: &Params) -> Layout<'_, Vec<f64>> {
    let mut layout = Layout::new("totals").headless().text_only(Head::right("", 6), |_| "toplam".into());
    for i in 0..p.schedules.len() {
        layout = layout.text_only(Head::right("", 15), move |t: &Vec<f64>| number_to_string(t[i]));
    }
    layout
}

/// One schedule's row of table 2.
struct BudgetRow<'o> {
    run: &'o BudgetOutcome,
    total_wait_ms: f64,
}

/// Table 2: `"\ncizelge".padEnd(16)` counts the newline, as in the lesson, whose header is
/// one literal string; each row is `padEnd(16)`, `padStart(24)`, `padStart(25) + " ms"`.
fn budget<'o>(p: &Params) -> Layout<'_, BudgetRow<'o>> {
    Layout::new("budget")
        .column("schedule", Head::left("\ncizelge", 16), |r: &BudgetRow| r.run.kind.name().into())
        .shown(move |r| label(p, r.run.kind))
        .csv("total_wait_ms", |r| r.total_wait_ms.into())
        .column(
            "retries_in_budget",
            Head::right(format!("{} icinde sigan deneme", budget_label(p.budget_ms)), 24),
            |r| r.run.retries.into(),
        )
        .shown(|r| if r.run.unlimited { "sinirsiz".into() } else { r.run.retries.to_string() })
        .csv("unlimited", |r| r.run.unlimited.into())
        .column("elapsed_ms", Head::right("butce dolunca gecen sure", 26), |r| r.run.elapsed_ms.into())
        .shown(|r| format!("{:>25} ms", r.run.elapsed_ms))
}

pub fn present(p: &Params, o: &Schedules) -> Report {
    let (waits, budget) = (waits(p), budget(p));
    let rows: Vec<BudgetRow> =
        o.budget.iter().zip(&o.total_wait_ms).map(|(run, &total_wait_ms)| BudgetRow { run, total_wait_ms }).collect();
    let text = waits.text(&o.waits) + &totals(p).text([&o.total_wait_ms]) + &budget.text(&rows);
    Report { text, tables: vec![budget.table(&rows), waits.table(&o.waits)], ..Report::default() }
}

pub fn charts(p: &Params, o: &Schedules) -> Vec<Chart> {
    let wait_series = p
        .schedules
        .iter()
        .enumerate()
        .map(|(i, &kind)| Series {
            name: label(p, kind),
            points: o.waits.iter().map(|r| (f64::from(r.attempt), r.waits_ms[i] / 1000.0)).collect(),
            style: SeriesStyle::LinePoints,
        })
        .collect();
    let mut charts = vec![Chart {
        name: "waits".into(),
        title: "Geri çekilme çizelgeleri: denemeden önceki bekleme".into(),
        x_label: "deneme".into(),
        y_label: "bekleme (s)".into(),
        kind: ChartKind::Lines { series: wait_series, log_y: false },
    }];
    let mut elapsed_series: Vec<Series> = o
        .budget
        .iter()
        .filter(|b| !b.unlimited)
        .map(|b| {
            let mut points = vec![(0.0, 0.0)];
            points.extend(b.times_ms.iter().map(|&(n, t)| (f64::from(n), t as f64 / 1000.0)));
            Series { name: label(p, b.kind), points, style: SeriesStyle::LinePoints }
        })
        .collect();
    if !elapsed_series.is_empty() {
        let last = elapsed_series.iter().flat_map(|s| s.points.last()).map(|p| p.0).fold(1.0, f64::max);
        let budget_s = p.budget_ms as f64 / 1000.0;
        elapsed_series.push(Series {
            name: format!("bütçe ({})", budget_label(p.budget_ms)),
            points: vec![(0.0, budget_s), (last, budget_s)],
            style: SeriesStyle::Line,
        });
        charts.push(Chart {
            name: "budget".into(),
            title: format!("{} bütçeye sığan denemeler (sınırsız olanlar çizilmez)", budget_label(p.budget_ms)),
            x_label: "deneme".into(),
            y_label: "geçen süre (s)".into(),
            kind: ChartKind::Lines { series: elapsed_series, log_y: false },
        });
    }
    charts
}
