//! Brooker's two figures, reproducible: calls against N and completion time against N,
//! one line per schedule, each with its p5–p95 band over the trials. With a real system's
//! named policy listed, [`super::named_figures`] draws them instead, with a third figure.

use super::present::{key, label};
use super::schedule::Curve;
use super::simulate::Point;
use super::Params;
use crate::report::figure::{Axis, Mark, Plot, Series, Style, Unit};
use crate::report::units::{capitalize, human_ms, turkish_number};
use crate::report::Figure;
use crate::stats::Summary;

/// One line per schedule of `of`'s mean against N, and its p5–p95 band.
fn lines(p: &Params, outcome: &[Point], of: fn(&Point) -> Summary) -> (Vec<Series>, Vec<Mark>) {
    lines_of(p, outcome, of, |_| true)
}

/// [`lines`] for the schedules `shown` keeps.
pub(super) fn lines_of(
    p: &Params,
    outcome: &[Point],
    of: fn(&Point) -> Summary,
    shown: impl Fn(Curve) -> bool,
) -> (Vec<Series>, Vec<Mark>) {
    let mut series = Vec::new();
    let mut marks = Vec::new();
    for &s in p.schedules.iter().filter(|&&s| shown(s)) {
        let pts: Vec<(&Point, Summary)> = outcome.iter().filter(|pt| pt.schedule == s).map(|pt| (pt, of(pt))).collect();
        series.push(Series::new(
            label(s),
            key(s),
            Style::LinePoints,
            pts.iter().map(|(pt, m)| (f64::from(pt.clients), m.mean)).collect(),
        ));
        if p.trials > 1 {
            marks.push(Mark::Range {
                key: key(s),
                points: pts.iter().map(|(pt, m)| (f64::from(pt.clients), m.p5, m.p95)).collect(),
                label: "p5–p95".into(),
            });
        }
    }
    (series, marks)
}

/// The mean of `of` at the largest N for each schedule, lowest first.
pub(super) fn at_largest(p: &Params, outcome: &[Point], of: fn(&Point) -> Summary) -> (u32, Vec<(Curve, f64)>) {
    let n = p.clients.iter().copied().max().unwrap_or(0);
    let mut v: Vec<(Curve, f64)> =
        outcome.iter().filter(|pt| pt.clients == n).map(|pt| (pt.schedule, of(pt).mean)).collect();
    v.sort_by(|a, b| a.1.total_cmp(&b.1));
    (n, v)
}

pub fn figures(p: &Params, outcome: &[Point]) -> Vec<Figure> {
    if outcome.is_empty() {
        return Vec::new();
    }
    if p.lists_named() {
        return super::named_figures::figures(p, outcome);
    }
    // No fixed range: the renderer pads the ends so the first and last markers show whole.
    let x = || Axis::new("istemci sayısı N", Unit::Count);
    let trials = format!("her nokta {} denemenin ortalaması, bant p5–p95", turkish_number(f64::from(p.trials)));

    let (calls, calls_marks) = lines(p, outcome, Point::calls);
    let (n, by_calls) = at_largest(p, outcome, Point::calls);
    let (best, worst) = (by_calls[0], by_calls[by_calls.len() - 1]);
    let calls_title = format!(
        "{n} istemcide {} {} çağrıda bitiriyor, {} {} çağrıda: {} kat daha az iş",
        label(best.0),
        turkish_number(best.1.round()),
        label(worst.0),
        turkish_number(worst.1.round()),
        turkish_number((worst.1 / best.1 * 10.0).round() / 10.0)
    );
    let calls_caption = format!(
        "N istemci tek satırı birer kez güncelliyor; her reddedilen yazma bir çağrı daha demek. {} ({trials}). Sarsıntı, istemcileri zamana yayarak çakışmaları ve boşa giden çağrıları azaltıyor.",
        capitalize(&format!(
            "ağ gecikmesi |Normal({}, {})| ms, taban {} ms, tavan {} ms",
            turkish_number(p.delay_mean_ms),
            turkish_number(p.delay_sd_ms),
            turkish_number(p.base_ms),
            turkish_number(p.cap_ms)
        ))
    );

    let (times, time_marks) = lines(p, outcome, Point::completion);
    let (_, by_time) = at_largest(p, outcome, Point::completion);
    let (fast, slow) = (by_time[0], by_time[by_time.len() - 1]);
    // The quickest, the one with the fewest calls (the trade-off) and the slowest.
    let mut shown = vec![fast];
    if let Some(&frugal) = by_time.iter().find(|t| t.0 == best.0)
        && frugal.0 != fast.0
        && frugal.0 != slow.0
    {
        shown.push(frugal);
    }
    if slow.0 != fast.0 {
        shown.push(slow);
    }
    let each: Vec<String> = shown.iter().map(|(s, t)| format!("{} {}", label(*s), human_ms(*t))).collect();
    let time_title = format!("{n} istemcide sonuncusu {} sonra başarıyor", each.join(", "));
    let time_caption = format!(
        "Son istemcinin başarı anı ({trials}). Sarsıntısız üstel geri çekilmede aynı anda reddedilen istemciler birlikte bekleyip yine çakışıyor; süre logaritmik eksende."
    );
    vec![
        Figure {
            name: "calls".into(),
            title: calls_title,
            caption: calls_caption,
            x: x(),
            y: Axis::new("toplam çağrı (ortalama)", Unit::Count),
            plot: Plot::Lines(calls),
            marks: calls_marks,
        },
        Figure {
            name: "time".into(),
            title: time_title,
            caption: time_caption,
            x: x(),
            y: Axis::new("son istemcinin başarı anı (ortalama)", Unit::Millis).log(),
            plot: Plot::Lines(times),
            marks: time_marks,
        },
    ]
}
