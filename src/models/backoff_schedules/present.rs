//! The lesson's two tables (`geri-cekilme.mjs`) and their charts.

use super::said::{
    BudgetLine, BudgetNotes, Cap, CapTitle, Column, End, EndLabel, Endless, Fit, Fits, FixedName, Fragment, GaveUp,
    Head as Title, LastWait, Notes, Object, ObjectSaid, OnAxis, TitleCap, TitleEndless, TitleFits, TitlePlain, Total,
    Unstopped, WaitsCaption, WaitsTitle,
};
use super::simulate::{Schedules, WaitRow};
use super::{Kind, Params};
use crate::js::number_to_string;
use crate::models::kit::schedules::{BudgetOutcome, budget_label, label};
use crate::report::figure::{Axis, Key, Mark, Plot, Series, Style, Unit};
use crate::report::glossary::Lang;
use crate::report::statement::{Commas, Shown};
use crate::report::words::Words;
use crate::report::{Cell, Figure, Head, Layout, Report, Spoken};
use crate::word;

/// Table 1, the lesson's layout: `deneme` + padStart(15) per schedule, waits as JS prints them.
fn waits<'a>(p: &'a Params, w: &'static Words) -> Layout<'a, WaitRow> {
    let head = w.say(&Title { column: Column::Attempt, budget: String::new() });
    let mut layout = Layout::new("waits").column("attempt", Head::right(head, 6), |r: &WaitRow| r.attempt.into());
    for (i, &kind) in p.schedules.iter().enumerate() {
        layout = layout
            .column(kind.wait_column(), Head::right(label(p.fixed_ms, kind, w), 15), move |r| match r.waits_ms[i] {
                Some(w) => w.into(),
                None => Cell::Text(String::new()),
            })
            .shown(move |r| r.waits_ms[i].map_or_else(|| "-".into(), number_to_string));
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
fn budget<'a, 'o>(p: &'a Params, w: &'static Words) -> Layout<'a, BudgetRow<'o>> {
    let head = |column: Column| w.say(&Title { column, budget: budget_label(p.budget_ms, w) });
    let layout = Layout::new("budget")
        .column("schedule", Head::left(head(Column::Schedule), 16), |r: &BudgetRow| r.run.kind.name().into())
        .shown(move |r| label(p.fixed_ms, r.run.kind, w))
        .csv("total_wait_ms", |r| r.total_wait_ms.into())
        .column("retries_in_budget", Head::right(head(Column::Retries), 24), |r| r.run.retries.into())
        .shown(move |r| match (r.run.unlimited, r.run.gave_up) {
            (true, _) => word!(w, "backoff-schedules-unlimited"),
            (_, true) => w.say(&GaveUp { retries: r.run.retries.to_string() }),
            _ => r.run.retries.to_string(),
        })
        .csv("unlimited", |r| r.run.unlimited.into());
    // Only a named policy gives up by itself: the lesson's columns stay as they were.
    let layout = if p.schedules.iter().any(|k| matches!(k, Kind::Named(_))) {
        layout.csv("gave_up", |r| r.run.gave_up.into())
    } else {
        layout
    };
    layout
        .column("elapsed_ms", Head::right(head(Column::Elapsed), 26), |r| r.run.elapsed_ms.into())
        .shown(|r| format!("{:>25} ms", r.run.elapsed_ms))
}

pub fn present(p: &Params, o: &Schedules, w: &'static Words) -> Report {
    let rows: Vec<BudgetRow> =
        o.budget.iter().zip(&o.total_wait_ms).map(|(run, &total_wait_ms)| BudgetRow { run, total_wait_ms }).collect();
    // The lesson program's output: Turkish in both editions.
    let tr = Words::of(Lang::Tr);
    let text = waits(p, tr).text(&o.waits, Lang::Tr)
        + &totals(p).text([&o.total_wait_ms], Lang::Tr)
        + &budget(p, tr).text(&rows, Lang::Tr);
    let (waits, budget) = (waits(p, w), budget(p, w));
    Report { text, tables: vec![budget.table(&rows), waits.table(&o.waits)], ..Report::default() }
}

/// The concept (colour, marker) of a schedule, the same in every chart.
pub(crate) fn key(kind: Kind) -> Key {
    match kind {
        Kind::Immediate => Key("backoff.immediate"),
        Kind::Fixed => Key("backoff.fixed"),
        Kind::Exponential => Key("backoff.exponential"),
        Kind::Capped => Key("backoff.capped"),
        Kind::Named(s) => Key(s.key()),
    }
}

/// A schedule's name in charts: `anında`, `sabit 2 s`, `üstel`, `üstel + tavan`.
pub(crate) fn name(p: &Params, kind: Kind, w: &'static Words) -> String {
    match kind {
        Kind::Fixed => w.say(&FixedName { name: key(kind).name(w.lang()), wait: p.fixed_ms }),
        _ => key(kind).name(w.lang()).to_string(),
    }
}

/// At most `max` points of a long series: a run of points at one instant (a burst of
/// retries) keeps its first and last, then evenly spaced ones and the last are kept (a
/// what-if with a million retries draws a few hundred points).
fn thin(points: Vec<(f64, f64)>, max: usize) -> Vec<(f64, f64)> {
    let mut points: Vec<(f64, f64)> = points
        .chunk_by(|a, b| a.0 == b.0)
        .flat_map(|run| if run.len() > 1 { vec![run[0], run[run.len() - 1]] } else { vec![run[0]] })
        .collect();
    points.dedup();
    if points.len() <= max {
        return points;
    }
    let step = points.len().div_ceil(max);
    let last = points[points.len() - 1];
    let mut out: Vec<(f64, f64)> = points.into_iter().step_by(step).collect();
    if out.last() != Some(&last) {
        out.push(last);
    }
    out
}


/// The waits caption's `immediate`: the lineup has the immediate schedule.
fn has_immediate(schedules: &[Kind]) -> bool {
    schedules.contains(&Kind::Immediate)
}


/// Chart 1: the wait before each retry, one line per schedule.
fn waits_figure(p: &Params, o: &Schedules, w: &'static Words) -> Figure {
    let col = |kind: Kind| p.schedules.iter().position(|&k| k == kind);
    let last = o.waits.last();
    let wait_at = |i: usize| last.and_then(|r| r.waits_ms[i]).unwrap_or(0.0);
    // A little room under zero, so the immediate line is not hidden by the x axis.
    let top = o.waits.iter().flat_map(|r| r.waits_ms.iter().flatten().copied()).fold(0.0, f64::max).max(1000.0);
    // The labels on the plot read in the wait axis' unit (`0,5 s` on a seconds axis).
    let on_axis = |ms: f64| OnAxis { ms, span: top * 1.08 };
    let mut series = Vec::new();
    for (i, &kind) in p.schedules.iter().enumerate() {
        let points: Vec<(f64, f64)> =
            o.waits.iter().filter_map(|r| r.waits_ms[i].map(|w| (f64::from(r.attempt), w))).collect();
        let n = points.len();
        // Only the uncapped exponential's last wait is labelled: the legend names the
        // fixed wait, the cap line the capped one, and the immediate line lies at zero.
        let labels = match kind {
            Kind::Exponential => vec![(n - 1, on_axis(wait_at(i)).show(w.lang()))],
            Kind::Named(_) if n > 0 => vec![(n - 1, on_axis(points[n - 1].1).show(w.lang()))],
            _ => Vec::new(),
        };
        series.push(Series::new(name(p, kind, w), key(kind), Style::LinePoints, points).labelled(labels));
    }
    // A schedule's last wait: `kind` with the attempt (as `{}` writes it) and the wait.
    let fragment = |kind: Fragment, name: &'static str, attempt: u32, wait: f64| LastWait {
        kind,
        name,
        attempt: attempt.to_string(),
        wait,
    };
    let mut fragments = Vec::new();
    if let Some(i) = col(Kind::Exponential) {
        fragments.push(fragment(Fragment::of(Kind::Exponential, wait_at(i), p.cap_ms), "", p.rows, wait_at(i)));
    }
    if let Some(i) = col(Kind::Capped) {
        let kind = Fragment::of(Kind::Capped, wait_at(i), p.cap_ms);
        let wait = if kind == Fragment::CappedHeld { p.cap_ms as f64 } else { wait_at(i) };
        fragments.push(fragment(kind, "", p.rows, wait));
    }
    if col(Kind::Fixed).is_some() {
        fragments.push(fragment(Fragment::of(Kind::Fixed, p.fixed_ms as f64, p.cap_ms), "", p.rows, p.fixed_ms as f64));
    }
    if col(Kind::Immediate).is_some() {
        fragments.push(fragment(Fragment::of(Kind::Immediate, 0.0, p.cap_ms), "", p.rows, 0.0));
    }
    // The named policy that waits longest at its last retry shown.
    let named = p.schedules.iter().enumerate().filter_map(|(i, k)| match k {
        Kind::Named(s) => o.waits.iter().rev().find_map(|r| r.waits_ms[i].map(|w| (s, r.attempt, w))),
        _ => None,
    });
    if let Some((s, attempt, w)) = named.max_by(|a, b| a.2.total_cmp(&b.2)) {
        fragments.insert(0, fragment(Fragment::of(Kind::Named(*s), w, p.cap_ms), s.title(), attempt, w));
    }
    // Nothing waits: a named policy that never retries says so (the title is never empty).
    let never = p.schedules.iter().find_map(|k| match k {
        Kind::Named(s) => Some(s),
        _ => None,
    });
    if let (true, Some(s)) = (fragments.is_empty(), never) {
        fragments.push(fragment(Fragment::NoRetry, s.title(), 0, 0.0));
    }
    fragments.truncate(2);
    let mut said = Spoken::new(w);
    let title = said.say(&WaitsTitle { fragments: Commas(fragments) });
    let totals = p
        .schedules
        .iter()
        .zip(&o.total_wait_ms)
        .map(|(&k, &total)| Total { name: key(k).name(w.lang()), total })
        .collect();
    let immediate = has_immediate(&p.schedules);
    let caption = said.say(&WaitsCaption { immediate, rows: p.rows, totals: Commas(totals) });
    let mut marks = Vec::new();
    if col(Kind::Capped).is_some() {
        marks.push(Mark::HLine { y: p.cap_ms as f64, key: Key("mark.limit"), label: w.say(&Cap { cap: on_axis(p.cap_ms as f64) }) });
    }
    Figure {
        name: "waits".into(),
        title,
        caption,
        x: Axis::new(word!(w, "backoff-schedules-waits-x"), Unit::Count).range(0.5, f64::from(p.rows) + 0.5),
        y: Axis::new(word!(w, "backoff-schedules-waits-y"), Unit::Millis).range(-top * 0.04, top * 1.08),
        plot: Plot::Lines(series),
        marks,
        facts: said.facts(),
    }
}

/// Whether a schedule's every wait is zero, so that no time budget can ever stop it: the
/// immediate schedule, and a lesson schedule whose one duration is zero. A named policy
/// waits (its jitter's low end may draw zero, but not forever), and so does any other
/// lesson schedule: the guard cut those, and the budget would have stopped them later.
pub(crate) fn never_waits(p: &Params, kind: Kind) -> bool {
    match kind {
        Kind::Immediate => true,
        Kind::Fixed => p.fixed_ms == 0,
        Kind::Exponential => p.base_ms == 0,
        Kind::Capped => p.base_ms == 0 || p.cap_ms == 0,
        Kind::Named(_) => false,
    }
}

/// What a schedule does, as the object of "the budget does not stop …".
fn object(kind: Kind) -> ObjectSaid {
    let name = match kind {
        Kind::Named(s) => s.title(),
        _ => "",
    };
    ObjectSaid { kind: Object::of(kind), name }
}

/// How a line of the budget chart ends, and the schedules named at an end no budget
/// stops (those that end at the same point: they share one label).
fn end_label(p: &Params, o: &Schedules, b: &BudgetOutcome, w: &'static Words) -> EndLabel {
    if b.unlimited {
        let same: Vec<&str> = o
            .budget
            .iter()
            .filter(|o| o.unlimited && (o.elapsed_ms, o.retries) == (b.elapsed_ms, b.retries))
            .map(|o| key(o.kind).name(w.lang()))
            .collect();
        let end = if never_waits(p, b.kind) { End::Endless } else { End::Guard };
        EndLabel { end, names: same.join(", "), n: b.retries }
    } else {
        let end = if b.gave_up { End::GaveUp } else { End::Stopped };
        EndLabel { end, names: String::new(), n: b.retries }
    }
}

/// Chart 2: retries made over time against the budget, one line per schedule.
fn budget_figure(p: &Params, o: &Schedules, w: &'static Words) -> Figure {
    let mut said = Spoken::new(w);
    let (title, caption) = (budget_title(p, o, &mut said, w), budget_caption(p, o, &mut said, w));
    let mut series = Vec::new();
    let mut labelled: Vec<(u64, u32)> = Vec::new();
    for b in o.budget.iter().filter(|b| b.retries > 0) {
        let points: Vec<(f64, f64)> = b.times_ms.iter().map(|&(n, t)| (t as f64, f64::from(n))).collect();
        let style = if points.len() <= 30 { Style::LinePoints } else { Style::Line };
        let points = thin(points, 500);
        // Schedules that end at the same point share one label (on the first of them).
        let end = (b.elapsed_ms, b.retries);
        let label = (!labelled.contains(&end)).then(|| said.say(&end_label(p, o, b, w)));
        labelled.push(end);
        let labels = label.map(|l| vec![(points.len() - 1, l)]).unwrap_or_default();
        series.push(Series::new(name(p, b.kind, w), key(b.kind), style, points).labelled(labels));
    }
    let stopped = o.budget.iter().any(|b| !b.unlimited);
    // The x axis ends a little after the budget when a schedule reached it, after the
    // last retry otherwise; a little room before zero keeps a burst at t=0 off the axis.
    let mut end = o.budget.iter().map(|b| b.elapsed_ms).max().unwrap_or(0) as f64;
    if stopped {
        end = end.max(p.budget_ms as f64);
    }
    let end = end.max(1000.0);
    let mut marks = Vec::new();
    if stopped {
        let label = w.say(&BudgetLine { budget: p.budget_ms });
        marks.push(Mark::VLine { x: p.budget_ms as f64, key: Key("mark.limit"), label });
    }
    Figure {
        name: "budget".into(),
        title,
        caption,
        x: Axis::new(word!(w, "backoff-schedules-budget-x"), Unit::Millis).range(-end * 0.02, end * 1.06),
        y: Axis::new(word!(w, "backoff-schedules-budget-y"), Unit::Count).log(),
        plot: Plot::Lines(series),
        marks,
        facts: said.facts(),
    }
}

/// Chart 2's title: what the budget does not stop, or the most and fewest retries in it.
fn budget_title(p: &Params, o: &Schedules, said: &mut Spoken, w: &'static Words) -> String {
    let budget = p.budget_ms;
    let stopped: Vec<&BudgetOutcome> = o.budget.iter().filter(|b| !b.unlimited).collect();
    // A schedule no budget stops comes first; else one the count guard cut.
    let endless = o.budget.iter().find(|b| b.unlimited && never_waits(p, b.kind)).or(o.budget.iter().find(|b| b.unlimited));
    // The lesson's result first: the cap fits more retries than plain exponential backoff
    // (5 dk: 14 instead of 9); a schedule no budget stops follows it.
    let of = |kind: Kind| stopped.iter().find(|b| b.kind == kind);
    if let (Some(exp), Some(cap)) = (of(Kind::Exponential), of(Kind::Capped))
        && cap.retries > exp.retries
    {
        let never = o.budget.iter().find(|b| b.unlimited && never_waits(p, b.kind));
        let (exp_n, cap_n, regime) = (exp.retries, cap.retries, CapTitle::of(never.is_some()));
        return said.say(&TitleCap { budget, exp_n, cap_n, regime, object: never.map(|e| object(e.kind)) });
    }
    match (endless, stopped.iter().max_by_key(|b| b.retries), stopped.iter().min_by_key(|b| b.retries)) {
        (Some(e), _, _) => said.say(&TitleEndless {
            regime: Unstopped::of(never_waits(p, e.kind)),
            budget,
            object: object(e.kind),
            elapsed: e.elapsed_ms,
            n: e.retries,
        }),
        // Most and fewest are two schedules only when their counts differ.
        (None, Some(most), Some(least)) if most.retries > least.retries => said.say(&TitleFits {
            budget,
            most: name(p, most.kind, w),
            most_n: most.retries,
            least: name(p, least.kind, w),
            least_n: least.retries,
        }),
        _ => said.say(&TitlePlain { budget }),
    }
}

/// Chart 2's caption: the retries each schedule fits in the budget, and where an endless
/// one's count was cut.
fn budget_caption(p: &Params, o: &Schedules, said: &mut Spoken, w: &'static Words) -> String {
    let fits: Vec<Fit> =
        o.budget.iter().filter(|b| !b.unlimited).map(|b| Fit { name: name(p, b.kind, w), n: b.retries }).collect();
    let fits = (!fits.is_empty()).then_some(Fits { budget: p.budget_ms, fits: Commas(fits) });
    let endless: Vec<Endless> = o
        .budget
        .iter()
        .filter(|b| b.unlimited)
        .map(|e| Endless { name: key(e.kind).name(w.lang()), elapsed: e.elapsed_ms, n: e.retries })
        .collect();
    let mut caption = word!(w, "backoff-schedules-budget-caption");
    if fits.is_some() || !endless.is_empty() {
        caption.push(' ');
        caption.push_str(&said.say(&BudgetNotes { notes: Notes { fits, endless } }));
    }
    caption
}

pub fn figures(p: &Params, o: &Schedules, w: &'static Words) -> Vec<Figure> {
    vec![waits_figure(p, o, w), budget_figure(p, o, w)]
}


#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn immediate_in_the_lineup() {
        assert!(has_immediate(&[Kind::Fixed, Kind::Immediate]));
        assert!(!has_immediate(&[Kind::Fixed, Kind::Capped]));
        assert!(!has_immediate(&[]));
    }
}
