//! The lesson's lines (`zamanlama.mjs`), a CSV of every run and a chart of run instants.

use super::Params;
use crate::report::{Chart, ChartKind, Head, Layout, Report, Series, SeriesStyle};
use crate::schedule::read::NamedRule;
use crate::schedule::{DAY_MS, format_minute, format_rfc3339};

/// One rule and its runs.
struct Line<'a> {
    rule: &'a NamedRule,
    runs: &'a [i64],
}

/// The lesson: `console.log(ad.padEnd(17), anlar.join("  "))` — console.log's space
/// included in the name's column.
fn lines<'a>() -> Layout<'static, Line<'a>> {
    Layout::new("lines")
        .headless()
        .text_only(Head::left("", 18), |l: &Line| l.rule.name.clone())
        .text_only(Head::left("", 0), |l| l.runs.iter().map(|&t| format_minute(t)).collect::<Vec<_>>().join("  "))
}

/// One row per run.
struct Run<'a> {
    rule: &'a NamedRule,
    /// 1-based.
    run: usize,
    at: i64,
}

fn runs_table(p: &Params) -> Layout<'_, Run<'_>> {
    Layout::new("runs")
        .csv("rule", |r: &Run| r.rule.name.as_str().into())
        .csv("run", |r| r.run.into())
        .csv("run_at_utc", |r| format_rfc3339(r.at).into())
        .csv("after_start_min", move |r| ((r.at - p.start) / 60_000).into())
}

pub fn present(p: &Params, runs: &[Vec<i64>]) -> Report {
    let text_rows: Vec<Line> = p.rules.iter().zip(runs).map(|(rule, runs)| Line { rule, runs }).collect();
    let rows: Vec<Run> = p
        .rules
        .iter()
        .zip(runs)
        .flat_map(|(rule, runs)| runs.iter().enumerate().map(move |(i, &at)| Run { rule, run: i + 1, at }))
        .collect();
    Report { text: lines().text(&text_rows), tables: vec![runs_table(p).table(&rows)], ..Report::default() }
}

pub fn charts(p: &Params, runs: &[Vec<i64>]) -> Vec<Chart> {
    let series = p
        .rules
        .iter()
        .zip(runs)
        .map(|(r, instants)| {
            let points = instants
                .iter()
                .enumerate()
                .map(|(i, &t)| ((i + 1) as f64, (t - p.start) as f64 / DAY_MS as f64))
                .collect();
            Series { name: r.name.clone(), points, style: SeriesStyle::LinePoints }
        })
        .collect();
    vec![Chart {
        name: "runs".into(),
        title: format!("Sonraki koşum anları (ay sonu politikası: {})", p.month_end.name()),
        x_label: "koşum sırası".into(),
        y_label: "başlangıçtan sonra geçen gün".into(),
        kind: ChartKind::Lines { series, log_y: false },
    }]
}
