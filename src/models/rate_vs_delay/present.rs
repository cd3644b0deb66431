//! The summary per mode, the runs of every day side by side, and the chart: the drift,
//! or the overlap when runs overlap.

use std::ops::Range;

use super::said::{
    Caption, Daily, Delay, Drift, Head as TitleHead, Job, Overlaps, RateCalendar, RateOverlaps, Row, Starts,
    TitleDrift, TitleOverlap, minutes,
};
use super::simulate::ModeRun;
use super::{DAY_MS, Params, Planning};
use crate::js::to_fixed;
use crate::models::kit::fleet::overlap_lanes;
use crate::report::figure::{Axis, Key, Lane, Plot, Span, Unit};
use crate::report::statement::{Commas, Listed};
use crate::report::units::human_ms;
use crate::report::words::Words;
use crate::report::{Figure, Head, Layout, Report, Spoken};
use crate::word;

fn summary<'a>(p: &'a Params, w: &'static Words) -> Layout<'a, ModeRun> {
    let last_drift_min = |r: &ModeRun| r.drift_ms(p, r.starts_ms.len() - 1) / 60_000;
    Layout::new("summary")
        .column("mode", Head::left(word!(w, "rate-vs-delay-column", column = "mode"), 14), |r: &ModeRun| {
            r.mode.name().into()
        })
        .shown(move |r| r.mode.label(w))
        .column("runs", Head::right(word!(w, "rate-vs-delay-column", column = "runs"), 7), |r| r.starts_ms.len().into())
        .column("runs_per_day_mean", Head::right(word!(w, "rate-vs-delay-column", column = "mean"), 13), move |r| {
            r.mean_per_day(p).into()
        })
        .shown(move |r| to_fixed(r.mean_per_day(p), 2))
        .column("runs_per_day_steady", Head::right(word!(w, "rate-vs-delay-column", column = "steady"), 13), move |r| {
            r.steady_per_day(p).into()
        })
        .shown(move |r| to_fixed(r.steady_per_day(p), 2))
        .column("last_drift_min", Head::right(word!(w, "rate-vs-delay-column", column = "drift"), 14), move |r| {
            last_drift_min(r).into()
        })
        .column("peak_concurrent_runs", Head::right(word!(w, "rate-vs-delay-column", column = "peak"), 7), |r| {
            r.peak.into()
        })
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
fn days_side_by_side<'a>(runs: &'a [ModeRun], w: &'static Words) -> Layout<'a, usize> {
    let head = word!(w, "rate-vs-delay-column", column = "day");
    runs.iter().fold(Layout::new("days").text_only(Head::left(head, 6), |d: &usize| (d + 1).to_string()), |l, r| {
        l.text_only(Head::right(r.mode.label(w), 15), move |d| r.runs_per_day[*d].to_string())
    })
}

pub fn present(p: &Params, runs: &[ModeRun], w: &'static Words) -> Report {
    let summary = summary(p, w);
    let days: Vec<usize> = (0..p.days as usize).collect();
    let rows: Vec<Day> = runs.iter().flat_map(|run| days.iter().map(move |&day| Day { day, run })).collect();
    let text = format!("{}\n{}", summary.text(runs, w.lang()), days_side_by_side(runs, w).text(&days, w.lang()));
    Report { text, tables: vec![summary.table(runs), per_day().table(&rows)], ..Report::default() }
}

/// The first hours as a timeline, one lane per mode (overlapping runs in lanes of their
/// own): named `drift` when no run overlaps another (the point is the start times sliding
/// away from the calendar, 24 against 14 runs a day), `overlap` when some do.
pub fn figures(p: &Params, runs: &[ModeRun], w: &'static Words) -> Vec<Figure> {
    if runs.is_empty() {
        return Vec::new();
    }
    let overlapping = runs.iter().any(|r| r.peak > 1);
    vec![timeline(p, runs, overlapping, w)]
}

/// `saatlik görev` for an hourly period, `periyodu 2 sa olan görev` otherwise.
fn job(p: &Params, w: &'static Words) -> Job {
    Job { hourly: p.period_ms == 3_600_000, period: dur(p.period_ms, w) }
}

/// A duration of the chart in one unit: whole minutes in `dk` (`90 dk`, `120 dk`), other
/// lengths as the course prints them.
fn dur(ms: u64, w: &'static Words) -> String {
    if ms >= 60_000 && ms.is_multiple_of(60_000) && ms <= 2 * DAY_MS { minutes(ms, w) } else { human_ms(ms as f64, w.lang()) }
}

/// Runs a day once the pattern repeats, to one decimal (`24`, `14,4`).
fn daily(p: &Params, r: &ModeRun) -> f64 {
    (r.steady_per_day(p) * 10.0).round() / 10.0
}

/// `HH:MM` of an instant within the first day on the minute, else `None`.
fn clock(ms: u64) -> Option<String> {
    (ms < DAY_MS && ms.is_multiple_of(60_000)).then(|| format!("{:02}:{:02}", ms / 3_600_000, ms % 3_600_000 / 60_000))
}

/// Most lanes one mode gets in the timeline; later overlaps share the last.
const MAX_LANES: usize = 6;

/// The timeline's window: whole periods holding at least four fixed-rate starts and three
/// fixed-delay ones (at most 24 periods and the simulated days).
fn window(p: &Params) -> u64 {
    let horizon = u64::from(p.days) * DAY_MS;
    let w = (4 * p.period_ms).max(3 * (p.period_ms + p.run_ms)).div_ceil(p.period_ms) * p.period_ms;
    w.min(24 * p.period_ms).min(horizon)
}

/// The takeaway. Overlap: which mode piles up (`sabit hız üst üste biniyor (zirve 2),
/// sabit gecikme hiç binmiyor`). Drift: runs a day and fixed delay's first start times
/// (`sabit hız günde 24 koşum, sabit gecikme 14,4; gecikmede başlangıçlar 00:00 → 01:40 → 03:20`).
fn title(p: &Params, runs: &[ModeRun], overlapping: bool, said: &mut Spoken, w: &'static Words) -> String {
    let head = TitleHead { run: dur(p.run_ms, w), period: dur(p.period_ms, w) };
    if overlapping {
        let modes = runs
            .iter()
            .map(|r| Overlaps { overlaps: r.peak > 1, name: r.mode.key().name(w.lang()), peak: r.peak })
            .collect();
        return said.say(&TitleOverlap { head, modes: Commas(modes) });
    }
    let modes = runs
        .iter()
        .enumerate()
        .map(|(i, r)| Daily { first: i == 0, name: r.mode.key().name(w.lang()), daily: daily(p, r) })
        .collect();
    let delay = runs.iter().find(|r| r.mode == Planning::FixedDelay);
    let clocks = delay.and_then(|r| r.starts_ms.iter().take(3).map(|&s| clock(s)).collect::<Option<Vec<String>>>());
    let starts = clocks.filter(|s| s.len() == 3 && s[1] != s[0]).map(|clocks| {
        let at = &delay.map(|r| r.starts_ms.clone()).unwrap_or_default();
        // The lesson's "kayma": the starts leave the period's grid (a run longer than nothing).
        Starts { drift: at[1] - at[0] != p.period_ms, starts: clocks.join(" → ") }
    });
    said.say(&TitleDrift { head, modes: Commas(modes), starts })
}

/// One mode's story in the caption: fixed rate overlapping or on the calendar, fixed
/// delay's runs a day and drift.
fn row(p: &Params, r: &ModeRun, w: &'static Words) -> Row {
    let none = Row { overlaps: None, calendar: None, delay: None };
    match (r.mode, r.peak) {
        (Planning::FixedRate, n) if n > 1 => Row {
            overlaps: Some(RateOverlaps {
                period: dur(p.period_ms, w),
                more: dur(p.run_ms.saturating_sub(p.period_ms), w),
            }),
            ..none
        },
        (Planning::FixedRate, _) => Row { calendar: Some(RateCalendar { daily: daily(p, r) }), ..none },
        (Planning::FixedDelay, _) => {
            let drift = Drift(r.drift_ms(p, r.starts_ms.len() - 1));
            Row { delay: Some(Delay { period: dur(p.period_ms, w), daily: daily(p, r), days: p.days, drift }), ..none }
        }
    }
}

fn timeline(p: &Params, runs: &[ModeRun], overlapping: bool, w: &'static Words) -> Figure {
    let window = window(p);
    // Clock time on the axis for a window within the first day, in minutes.
    let on_clock = window <= DAY_MS;
    let x = |ms: u64| if on_clock { ms as f64 / 60_000.0 } else { ms as f64 };
    let mut lanes: Vec<Lane> = Vec::new();
    let mut end = 0;
    for r in runs {
        let shown: Vec<Range<u64>> = r.starts_ms.iter().take_while(|&&s| s < window).map(|&s| s..s + p.run_ms).collect();
        end = end.max(shown.last().map_or(0, |s| s.end));
        let label = |run: &Range<u64>| clock(run.start).unwrap_or_default();
        let mut mode_lanes = overlap_lanes(r.mode.key().name(w.lang()), &shown, r.mode.key(), MAX_LANES, label, w);
        for lane in &mut mode_lanes {
            for s in &mut lane.spans {
                (s.start, s.end) = (x(s.start as u64), x(s.end as u64));
            }
            for e in &mut lane.events {
                e.at = x(e.at as u64);
                // The legend names the marker.
                e.label.clear();
            }
        }
        if r.mode == Planning::FixedDelay
            && let Some(first) = mode_lanes.first_mut()
        {
            // The wait between a run's end and the next start, labelled once with its length.
            for (k, pair) in shown.windows(2).enumerate() {
                let label = if k == 0 { dur(p.period_ms, w) } else { String::new() };
                first.spans.push(Span { start: x(pair[0].end), end: x(pair[1].start), key: Key("wait"), label });
            }
            first.spans.sort_by(|a, b| a.start.total_cmp(&b.start));
        }
        lanes.extend(mode_lanes);
    }
    let mut said = Spoken::new(w);
    let title = title(p, runs, overlapping, &mut said, w);
    let rows = Listed { items: runs.iter().map(|r| row(p, r, w)).collect(), sep: "", elided: false };
    let caption = said.say(&Caption {
        job: job(p, w),
        period: dur(p.period_ms, w),
        run: dur(p.run_ms, w),
        window,
        rows,
    });
    let axis = if on_clock {
        Axis::new(word!(w, "rate-vs-delay-x", clock = "yes"), Unit::ClockMinutes)
    } else {
        Axis::new(word!(w, "rate-vs-delay-x", clock = "no"), Unit::Millis)
    };
    Figure {
        name: if overlapping { "overlap" } else { "drift" }.into(),
        title,
        caption,
        x: axis.range(0.0, x(end.max(window))),
        // The drift chart's two lanes fill the plot (a short timeline would leave blank
        // bands above and below them); the overlap chart keeps its many lanes as they are.
        y: if overlapping {
            Axis::new(w.text("rate-vs-delay-y"), Unit::Plain)
        } else {
            Axis::new(w.text("rate-vs-delay-y"), Unit::Plain).lanes_fill()
        },
        plot: Plot::Timeline(lanes),
        marks: Vec::new(),
        facts: said.facts(),
    }
}
