//! The experiment's tables: mean calls and mean completion time, one row per N and one
//! column per schedule (Brooker's two figures as text), and every point's statistics as CSV.

use super::schedule::Schedule;
use super::simulate::Point;
use super::Params;
use crate::report::figure::Key;
use crate::report::units::{human_ms, turkish_number};
use crate::report::{Cell, Head, Layout, Report};
use crate::sweep::stats::Summary;

/// The concept (colour, name) of a schedule: the 004 jitter and backoff concepts where
/// they mean the same thing.
pub(super) fn key(s: Schedule) -> Key {
    match s {
        Schedule::None => Key("backoff.none"),
        Schedule::Exponential => Key("jitter.none"),
        Schedule::Full => Key("jitter.full"),
        Schedule::Equal => Key("jitter.equal"),
        Schedule::Decorrelated => Key("jitter.decorrelated"),
    }
}

/// The Turkish name of a schedule (text and legends).
pub(super) fn label(s: Schedule) -> String {
    match s {
        Schedule::Exponential => "sarsıntısız üstel".into(),
        _ => key(s).name().into(),
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

/// Every point's statistics over its trials (the table sweeps collect).
fn points() -> Layout<'static, Point> {
    let l = Layout::new("points")
        .csv("clients", |p: &Point| p.clients.into())
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
    stats(
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
    )
}

/// One row per N, one column per schedule, showing `cell` of that point.
fn pivot<'a>(
    p: &'a Params,
    outcome: &'a [Point],
    cell: fn(&Point) -> String,
) -> (Layout<'a, u32>, Vec<u32>) {
    let mut layout = Layout::new("pivot").column("clients", Head::right("istemci", 7), |n: &u32| (*n).into());
    for &s in &p.schedules {
        let title = label(s);
        let width = title.chars().count().max(10) + 2;
        layout = layout.text_only(Head::right(title, width), move |n: &u32| {
            outcome.iter().find(|pt| pt.clients == *n && pt.schedule == s).map(cell).unwrap_or_default()
        });
    }
    (layout, p.clients.clone())
}

pub fn present(p: &Params, outcome: &[Point]) -> Report {
    let mut text = format!(
        "Brooker'ın çekişme deneyi: her istemci tek satırı bir kez günceller (iyimser eşzamanlılık). Ağ gecikmesi ileti başına |Normal({}, {})| ms, taban {} ms, tavan {} ms; her nokta {} denemenin ortalaması.\n\nToplam çağrı (sunucunun işlediği yazma), ortalama:\n",
        turkish_number(p.delay_mean_ms),
        turkish_number(p.delay_sd_ms),
        turkish_number(p.base_ms),
        turkish_number(p.cap_ms),
        turkish_number(f64::from(p.trials))
    );
    let (calls, rows) = pivot(p, outcome, |pt| turkish_number((pt.calls().mean * 10.0).round() / 10.0));
    text.push_str(&calls.text(&rows));
    text.push_str("\nSon istemcinin başarı anı, ortalama:\n");
    let (times, rows) = pivot(p, outcome, |pt| human_ms(pt.completion().mean));
    text.push_str(&times.text(&rows));
    Report { text, tables: vec![points().table(outcome)], ..Report::default() }
}
