//! The summary per mode, the runs of every day side by side, and the drift chart.

use super::Params;
use super::simulate::ModeRun;
use crate::js::to_fixed;
use crate::report::{Chart, ChartKind, Head, Layout, Report, Series, SeriesStyle};

fn summary(p: &Params) -> Layout<'_, ModeRun> {
    let last_drift_min = |r: &ModeRun| r.drift_ms(p, r.starts_ms.len() - 1) / 60_000;
    Layout::new("summary")
        .column("mode", Head::left("kip", 14), |r: &ModeRun| r.mode.name().into())
        .shown(|r| r.mode.label().into())
        .column("runs", Head::right("kosum", 7), |r| r.starts_ms.len().into())
        .column("runs_per_day_mean", Head::right("gunluk ort.", 13), move |r| r.mean_per_day(p).into())
        .shown(move |r| to_fixed(r.mean_per_day(p), 2))
        .column("runs_per_day_steady", Head::right("kararli/gun", 13), move |r| r.steady_per_day(p).into())
        .shown(move |r| to_fixed(r.steady_per_day(p), 2))
        .column("last_drift_min", Head::right("son kayma dk", 14), move |r| last_drift_min(r).into())
        .column("peak_concurrent_runs", Head::right("zirve", 7), |r| r.peak.into())
}

/// One row per mode and day.
struct Day<'r> {
    day: usize,
    run: &'r ModeRun,
}

fn per_day<'r>() -> Layout<'static, Day<'r>> {
    Layout::new("per_day")
        .csv("day", |d: &Day| (d.day + 1).into())
        .csv("mode", |d| d.run.mode.name().into())
        .csv("runs", |d| d.run.runs_per_day[d.day].into())
}

/// The text's days: one row per day, one column per mode.
fn days_side_by_side(runs: &[ModeRun]) -> Layout<'_, usize> {
    runs.iter().fold(Layout::new("days").text_only(Head::left("gun", 6), |d: &usize| (d + 1).to_string()), |l, r| {
        l.text_only(Head::right(r.mode.label(), 15), move |d| r.runs_per_day[*d].to_string())
    })
}

pub fn present(p: &Params, runs: &[ModeRun]) -> Report {
    let summary = summary(p);
    let days: Vec<usize> = (0..p.days as usize).collect();
    let rows: Vec<Day> = runs.iter().flat_map(|run| days.iter().map(move |&day| Day { day, run })).collect();
    let text = format!("{}\n{}", summary.text(runs), days_side_by_side(runs).text(&days));
    Report { text, tables: vec![summary.table(runs), per_day().table(&rows)], ..Report::default() }
}

pub fn charts(p: &Params, runs: &[ModeRun]) -> Vec<Chart> {
    let series = runs
        .iter()
        .map(|r| {
            let points =
                (0..r.starts_ms.len()).map(|k| ((k + 1) as f64, r.drift_ms(p, k) as f64 / 3_600_000.0)).collect();
            Series { name: r.mode.chart_label().into(), points, style: SeriesStyle::Line }
        })
        .collect();
    vec![Chart {
        name: "drift".into(),
        title: format!("Saatlik görev, koşum {} dk: başlangıç anının takvimden kayması", p.run_ms / 60_000),
        x_label: "koşum sırası".into(),
        y_label: "kayma (saat)".into(),
        kind: ChartKind::Lines { series, log_y: false },
    }]
}
