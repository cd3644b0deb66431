//! The summary per mode, the runs of every day side by side, and the chart: the drift,
//! or the overlap when runs overlap.

use std::ops::Range;

use super::simulate::ModeRun;
use super::{DAY_MS, Params, Planning};
use crate::js::to_fixed;
use crate::models::kit::fleet::overlap_lanes;
use crate::report::figure::{Axis, Lane, Plot, Series, Style, Unit};
use crate::report::units::{human_ms, turkish_number};
use crate::report::{Figure, Head, Layout, Report};

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

/// The drift chart when no run overlaps another (the point is the drift), else the first
/// hours as a timeline (the point is the overlap).
pub fn figures(p: &Params, runs: &[ModeRun]) -> Vec<Figure> {
    if runs.is_empty() {
        return Vec::new();
    }
    if runs.iter().any(|r| r.peak > 1) { vec![overlap(p, runs)] } else { vec![drift(p, runs)] }
}

/// `saatlik görev` for an hourly period, `periyodu 2 sa olan görev` otherwise.
fn job(p: &Params) -> String {
    if p.period_ms == 3_600_000 { "Saatlik görev".into() } else { format!("Periyodu {} olan görev", human_ms(p.period_ms as f64)) }
}

/// A minute count as the table prints it (`4000 dk`).
fn minutes(ms: u64) -> String {
    format!("{} dk", turkish_number((ms / 60_000) as f64))
}

/// The points of a polyline without those lying on the straight line between their
/// neighbours (a constant or steady drift keeps its two ends).
fn straight(points: Vec<(i64, i64)>) -> Vec<(f64, f64)> {
    let mut kept: Vec<(i64, i64)> = Vec::with_capacity(points.len());
    for (i, &p) in points.iter().enumerate() {
        let on_line = match (kept.last(), points.get(i + 1)) {
            (Some(&a), Some(&b)) => {
                i128::from(p.0 - a.0) * i128::from(b.1 - a.1) == i128::from(p.1 - a.1) * i128::from(b.0 - a.0)
            }
            _ => false,
        };
        if !on_line {
            kept.push(p);
        }
    }
    kept.into_iter().map(|(x, y)| (x as f64, y as f64)).collect()
}

/// Each mode's drift from the calendar against the run's start, at most 400 points a
/// mode (evenly spaced runs, the last included).
fn drift(p: &Params, runs: &[ModeRun]) -> Figure {
    let last = |r: &ModeRun| r.drift_ms(p, r.starts_ms.len() - 1);
    let top = runs.iter().map(last).max().unwrap_or(0);
    let series = runs
        .iter()
        .map(|r| {
            let n = r.starts_ms.len();
            let stride = n.div_ceil(400).max(1);
            let mut ks: Vec<usize> = (0..n).step_by(stride).collect();
            if ks.last() != Some(&(n - 1)) {
                ks.push(n - 1);
            }
            let points = straight(ks.iter().map(|&k| (r.starts_ms[k] as i64, r.drift_ms(p, k) as i64)).collect());
            let label = match last(r) {
                0 => format!("{}: kayma yok", r.mode.key().name()),
                d => format!("{}: {} ({})", r.mode.key().name(), minutes(d), human_ms(d as f64)),
            };
            let last = points.len() - 1;
            Series::new(r.mode.key().name(), r.mode.key(), Style::Line, points).labelled(vec![(last, label)])
        })
        .collect();
    let parts: Vec<String> = runs
        .iter()
        .map(|r| match last(r) {
            0 => format!("{} hiç kaymıyor", r.mode.key().name()),
            // Under a minute the drift is said in its own unit, never as "0 dk".
            d if d < 60_000 => format!("{} {} günde {} kayıyor", r.mode.key().name(), p.days, human_ms(d as f64)),
            d => format!("{} {} günde {} kayıyor", r.mode.key().name(), p.days, minutes(d)),
        })
        .collect();
    let title = format!("Koşum {}: {}", human_ms(p.run_ms as f64), parts.join(", "));
    let per_day: Vec<String> = runs
        .iter()
        .map(|r| format!("{} günde {} koşum", r.mode.key().name(), turkish_number((r.steady_per_day(p) * 10.0).round() / 10.0)))
        .collect();
    let caption = format!(
        "{} (periyot {}), her koşum {}. Sabit gecikme bekleme süresini koşumun bitiminden sayıyor, her koşumda {} kayıyor; sabit hız takvime bağlı kalıyor. Kararlı durumda {}.",
        job(p),
        human_ms(p.period_ms as f64),
        human_ms(p.run_ms as f64),
        human_ms(p.run_ms as f64),
        per_day.join(", ")
    );
    // A little room below zero, so a mode that never drifts is not hidden in the axis.
    let y = if top > 0 {
        Axis::new("takvimden kayma", Unit::Millis).range(-((top / 25) as f64), (top + top / 12) as f64)
    } else {
        Axis::new("takvimden kayma", Unit::Millis)
    };
    Figure {
        name: "drift".into(),
        title,
        caption,
        x: Axis::new("koşumun başladığı an", Unit::Millis).range(0.0, (u64::from(p.days) * DAY_MS) as f64),
        y,
        plot: Plot::Lines(series),
        marks: Vec::new(),
    }
}

/// Most lanes one mode gets in the overlap timeline; later overlaps share the last.
const MAX_LANES: usize = 6;

/// The first hours as a timeline: each mode's runs, overlapping runs in lanes of their
/// own, each run that starts while another runs marked.
fn overlap(p: &Params, runs: &[ModeRun]) -> Figure {
    let horizon = u64::from(p.days) * DAY_MS;
    let window = (4 * p.period_ms).max(2 * (p.period_ms + p.run_ms)).div_ceil(p.period_ms) * p.period_ms;
    let window = window.min(24 * p.period_ms).min(horizon);
    let mut lanes: Vec<Lane> = Vec::new();
    // Start times label the runs when they are whole minutes apart.
    let clock = |run: &Range<u64>| {
        let m = run.start % DAY_MS / 60_000;
        if p.period_ms.is_multiple_of(60_000) { format!("{:02}:{:02}", m / 60, m % 60) } else { String::new() }
    };
    for r in runs {
        let shown: Vec<Range<u64>> = r.starts_ms.iter().take_while(|&&s| s < window).map(|&s| s..s + p.run_ms).collect();
        lanes.extend(overlap_lanes(r.mode.key().name(), &shown, r.mode.key(), MAX_LANES, clock));
    }
    let parts: Vec<String> = runs
        .iter()
        .map(|r| match r.peak {
            0 | 1 => format!("{} hiç", r.mode.key().name()),
            n => format!("{} üst üste biniyor (zirve {n})", r.mode.key().name()),
        })
        .collect();
    let title = format!(
        "Koşum {}, periyot {}: {}",
        human_ms(p.run_ms as f64),
        human_ms(p.period_ms as f64),
        parts.join(", ")
    );
    let mut caption = format!("İlk {}.", human_ms(window as f64));
    for r in runs {
        let text = match (r.mode, r.peak) {
            (Planning::FixedRate, n) if n > 1 => format!(
                " Sabit hız her {} yeni koşum başlatıyor, önceki koşum {} daha sürüyor.",
                human_ms(p.period_ms as f64),
                human_ms(p.run_ms.saturating_sub(p.period_ms) as f64)
            ),
            (Planning::FixedRate, _) => " Sabit hız koşumları üst üste binmiyor.".to_string(),
            (Planning::FixedDelay, _) => format!(
                " Sabit gecikme bir koşum bitince {} bekliyor: günde {} koşum, hiç çakışma yok.",
                human_ms(p.period_ms as f64),
                turkish_number((r.steady_per_day(p) * 10.0).round() / 10.0)
            ),
        };
        caption.push_str(&text);
    }
    Figure {
        name: "overlap".into(),
        title,
        caption,
        x: Axis::new("zaman", Unit::Millis).range(0.0, window as f64),
        y: Axis::new("kip", Unit::Plain),
        plot: Plot::Timeline(lanes),
        marks: Vec::new(),
    }
}
