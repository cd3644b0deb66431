//! The experiment's tables: mean calls and mean completion time, one row per N and one
//! column per schedule (Brooker's two figures as text), and every point's statistics as CSV.
//! With a named policy listed, the clients that gave up too (a third table, and columns).

use super::schedule::{Curve, Schedule};
use super::simulate::Point;
use super::Params;
use crate::report::figure::Key;
use crate::args;
use crate::report::units::{column_unit, human_ms, in_unit, turkish_number};
use crate::report::words::Words;
use crate::report::{Cell, Head, Layout, Report};
use crate::stats::Summary;

/// The concept (colour, name) of a schedule: the 004 jitter and backoff concepts where
/// they mean the same thing; a system's own concept.
pub(super) fn key(c: Curve) -> Key {
    match c {
        Curve::Brooker(Schedule::None) => Key("backoff.none"),
        Curve::Brooker(Schedule::Exponential) => Key("jitter.none"),
        Curve::Brooker(Schedule::Full) => Key("jitter.full"),
        Curve::Brooker(Schedule::Equal) => Key("jitter.equal"),
        Curve::Brooker(Schedule::Decorrelated) => Key("jitter.decorrelated"),
        Curve::Named(s) => Key(s.key()),
    }
}

/// The name of a schedule in the current language (text and legends), or the system's own name.
pub(super) fn label(c: Curve, w: &'static Words) -> String {
    match c {
        Curve::Brooker(Schedule::Exponential) => w.text("occ-contention-exponential"),
        Curve::Named(s) => s.title().into(),
        _ => key(c).name(w.lang()).into(),
    }
}

fn stats<'a>(
    layout: Layout<'a, Point>,
    names: [&'static str; 8],
    of: impl Fn(&Point) -> Summary + Copy + 'a,
) -> Layout<'a, Point> {
    layout
        .csv(names[0], move |p| Cell::Float(of(p).mean))
        .csv(names[1], move |p| Cell::Float(of(p).sd.unwrap_or(0.0)))
        .csv(names[2], move |p| Cell::Float(of(p).p5))
        .csv(names[3], move |p| Cell::Float(of(p).p50))
        .csv(names[4], move |p| Cell::Float(of(p).p95))
        .csv(names[5], move |p| Cell::Float(of(p).max))
        .csv(names[6], move |p| Cell::Float(of(p).ci95.map_or(of(p).mean, |c| c.0)))
        .csv(names[7], move |p| Cell::Float(of(p).ci95.map_or(of(p).mean, |c| c.1)))
}

/// Every point's statistics over its trials (the table sweeps collect); with a named
/// policy listed, the clients that gave up too.
fn points(named: bool) -> Layout<'static, Point> {
    let l = Layout::new("points")
        .csv("clients", |p: &Point| p.clients.into())
        .row_key()
        .csv("schedule", |p| p.schedule.name().into())
        .csv("trials", |p| p.trials.len().into());
    let l = stats(
        l,
        [
            "calls_mean",
            "calls_sd",
            "calls_p5",
            "calls_p50",
            "calls_p95",
            "calls_max",
            "calls_ci95_low",
            "calls_ci95_high",
        ],
        Point::calls,
    );
    let l = stats(
        l,
        [
            "completion_ms_mean",
            "completion_ms_sd",
            "completion_ms_p5",
            "completion_ms_p50",
            "completion_ms_p95",
            "completion_ms_max",
            "completion_ms_ci95_low",
            "completion_ms_ci95_high",
        ],
        Point::completion,
    );
    if !named {
        return l;
    }
    stats(
        l,
        [
            "gave_up_mean",
            "gave_up_sd",
            "gave_up_p5",
            "gave_up_p50",
            "gave_up_p95",
            "gave_up_max",
            "gave_up_ci95_low",
            "gave_up_ci95_high",
        ],
        Point::gave_up,
    )
}

/// How a pivot shows its values: counts with one decimal, or durations (ms) in one
/// unit per column ([`column_unit`]; per cell when a column spans more than 1000×).
#[derive(Clone, Copy)]
enum Shown {
    Count,
    Duration,
}

/// One row per N, one column per schedule, showing `cell` of that point.
fn pivot<'a>(
    p: &'a Params,
    outcome: &'a [Point],
    cell: fn(&Point) -> f64,
    shown: Shown, w: &'static Words,
) -> (Layout<'a, u32>, Vec<u32>) {
    let head = w.text("occ-contention-clients-column");
    let mut layout = Layout::new("pivot").column("clients", Head::right(head, 7), |n: &u32| (*n).into()).row_key();
    for &s in &p.schedules {
        let title = label(s, w);
        let width = title.chars().count().max(10) + 2;
        let values: Vec<f64> = outcome.iter().filter(|pt| pt.schedule == s).map(cell).collect();
        let unit = column_unit(&values, w.lang());
        layout = layout.text_only(Head::right(title, width), move |n: &u32| {
            let Some(v) = outcome.iter().find(|pt| pt.clients == *n && pt.schedule == s).map(cell) else {
                return String::new();
            };
            match (shown, unit) {
                (Shown::Count, _) => turkish_number((v * 10.0).round() / 10.0, w.lang()),
                (Shown::Duration, Some(unit)) => in_unit(v, unit, w.lang()),
                (Shown::Duration, None) => human_ms(v, w.lang()),
            }
        });
    }
    (layout, p.clients.clone())
}

pub fn present(p: &Params, outcome: &[Point], w: &'static Words) -> Report {
    let named = p.lists_named();
    let mut text = w.get(
        "occ-contention-intro",
        &args!(
            mean = turkish_number(p.delay_mean_ms, w.lang()),
            sd = turkish_number(p.delay_sd_ms, w.lang()),
            base = turkish_number(p.base_ms, w.lang()),
            cap = turkish_number(p.cap_ms, w.lang()),
            trials = p.trials,
        ),
    );
    text.push('\n');
    if named {
        text.push_str(&w.text("occ-contention-named-note"));
        text.push('\n');
    }
    // Each table's heading: a blank line before it, the table on the next line.
    let heading = |id: &str, named: &str| format!("\n{}\n", w.get(id, &args!(named = named)));
    text.push_str(&heading("occ-contention-calls-heading", "no"));
    let (calls, rows) = pivot(p, outcome, |pt| pt.calls().mean, Shown::Count, w);
    text.push_str(&calls.text(&rows, w.lang()));
    text.push_str(&heading("occ-contention-time-heading", if named { "yes" } else { "no" }));
    let (times, rows) = pivot(p, outcome, |pt| pt.completion().mean, Shown::Duration, w);
    text.push_str(&times.text(&rows, w.lang()));
    if named {
        text.push_str(&heading("occ-contention-gave-up-heading", "yes"));
        let (gave_up, rows) = pivot(p, outcome, |pt| pt.gave_up().mean, Shown::Count, w);
        text.push_str(&gave_up.text(&rows, w.lang()));
    }
    Report { text, tables: vec![points(named).table(outcome)], ..Report::default() }
}
