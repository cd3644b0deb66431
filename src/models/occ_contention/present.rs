//! The experiment's tables: mean calls and mean completion time, one row per N and one
//! column per schedule (Brooker's two figures as text), and every point's statistics as CSV.
//! With a named policy listed, the clients that gave up too (a third table, and columns).

use super::schedule::{Curve, Schedule};
use super::simulate::Point;
use super::Params;
use crate::report::figure::Key;
use crate::report::lang::pick;
use crate::report::units::{column_unit, human_ms, in_unit, turkish_number};
use crate::report::{Cell, Head, Layout, Report};
use crate::say;
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
pub(super) fn label(c: Curve) -> String {
    match c {
        Curve::Brooker(Schedule::Exponential) => pick("sarsıntısız üstel", "exponential, no jitter").into(),
        Curve::Named(s) => s.title().into(),
        _ => key(c).name().into(),
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
    shown: Shown,
) -> (Layout<'a, u32>, Vec<u32>) {
    let mut layout = Layout::new("pivot").column("clients", Head::right(pick("istemci", "clients"), 7), |n: &u32| (*n).into()).row_key();
    for &s in &p.schedules {
        let title = label(s);
        let width = title.chars().count().max(10) + 2;
        let values: Vec<f64> = outcome.iter().filter(|pt| pt.schedule == s).map(cell).collect();
        let unit = column_unit(&values);
        layout = layout.text_only(Head::right(title, width), move |n: &u32| {
            let Some(v) = outcome.iter().find(|pt| pt.clients == *n && pt.schedule == s).map(cell) else {
                return String::new();
            };
            match (shown, unit) {
                (Shown::Count, _) => turkish_number((v * 10.0).round() / 10.0),
                (Shown::Duration, Some(unit)) => in_unit(v, unit),
                (Shown::Duration, None) => human_ms(v),
            }
        });
    }
    (layout, p.clients.clone())
}

pub fn present(p: &Params, outcome: &[Point]) -> Report {
    let named = p.lists_named();
    let mut text = say!(
        "Brooker'ın çekişme deneyi: her istemci tek satırı bir kez günceller (iyimser eşzamanlılık). Ağ gecikmesi ileti başına |Normal({}, {})| ms, taban {} ms, tavan {} ms; her nokta {} denemenin ortalaması.\n",
        "Brooker's contention experiment: each client updates one row once (optimistic concurrency). Network delay per message |Normal({}, {})| ms, base {} ms, cap {} ms; each point is the mean of {} trials.\n",
        turkish_number(p.delay_mean_ms),
        turkish_number(p.delay_sd_ms),
        turkish_number(p.base_ms),
        turkish_number(p.cap_ms),
        turkish_number(f64::from(p.trials))
    );
    if named {
        text.push_str(pick(
            "Taban ve tavan Brooker'ın çizelgeleri için; gerçek sistemler kendi varsayılanlarıyla bekler ve son yeniden denemesi de reddedilen istemci vazgeçer (Brooker'ınkiler hiç vazgeçmez).\n",
            "The base and cap are for Brooker's schedules; real systems wait with their own defaults, and a client whose last retry is rejected too gives up (Brooker's never give up).\n",
        ));
    }
    text.push_str(pick(
        "\nToplam çağrı (sunucunun işlediği yazma), ortalama:\n",
        "\nTotal calls (writes the server handled), mean:\n",
    ));
    let (calls, rows) = pivot(p, outcome, |pt| pt.calls().mean, Shown::Count);
    text.push_str(&calls.text(&rows));
    text.push_str(if named {
        pick(
            "\nSon istemcinin bitişi (başarısı ya da vazgeçmesi), ortalama:\n",
            "\nLast client's finish (its success or giving up), mean:\n",
        )
    } else {
        pick("\nSon istemcinin başarı anı, ortalama:\n", "\nLast client's success time, mean:\n")
    });
    let (times, rows) = pivot(p, outcome, |pt| pt.completion().mean, Shown::Duration);
    text.push_str(&times.text(&rows));
    if named {
        text.push_str(pick(
            "\nVazgeçen istemci (son yeniden denemesi de reddedilip satırı güncellemeden bırakan), ortalama:\n",
            "\nClients that gave up (last retry rejected too, row left un-updated), mean:\n",
        ));
        let (gave_up, rows) = pivot(p, outcome, |pt| pt.gave_up().mean, Shown::Count);
        text.push_str(&gave_up.text(&rows));
    }
    Report { text, tables: vec![points(named).table(outcome)], ..Report::default() }
}
