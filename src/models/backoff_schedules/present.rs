//! The lesson's two tables (`geri-cekilme.mjs`) and their charts.

use crate::report::glossary::Lang;
use crate::args;
use crate::report::words::Words;
use super::simulate::{Schedules, WaitRow};
use super::{Kind, Params};
use crate::models::kit::schedules::{BudgetOutcome, budget_label, label};
use crate::js::number_to_string;
use crate::report::figure::{Axis, Key, Mark, Plot, Regime, Series, Style, Unit};
use crate::report::units::{capitalize, human_ms};
use crate::report::{Cell, Fact, Figure, Head, Layout, Report};

/// Table 1, the lesson's layout: `deneme` + padStart(15) per schedule, waits as JS prints them.
fn waits<'a>(p: &'a Params, w: &'static Words) -> Layout<'a, WaitRow> {
    let head = w.get("backoff-schedules-column", &args!(column = "attempt", budget = ""));
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
    let head = |column: &str| w.get("backoff-schedules-column", &args!(column = column, budget = budget_label(p.budget_ms, w)));
    let layout = Layout::new("budget")
        .column("schedule", Head::left(head("schedule"), 16), |r: &BudgetRow| r.run.kind.name().into())
        .shown(move |r| label(p.fixed_ms, r.run.kind, w))
        .csv("total_wait_ms", |r| r.total_wait_ms.into())
        .column("retries_in_budget", Head::right(head("retries"), 24), |r| r.run.retries.into())
        .shown(move |r| match (r.run.unlimited, r.run.gave_up) {
            (true, _) => w.text("backoff-schedules-unlimited"),
            (_, true) => w.get("backoff-schedules-gave-up", &args!(retries = r.run.retries.to_string())),
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
        .column("elapsed_ms", Head::right(head("elapsed"), 26), |r| r.run.elapsed_ms.into())
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
        Kind::Fixed => format!("{} {}", key(kind).name(w.lang()), human_ms(p.fixed_ms as f64, w.lang())),
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

crate::regime! {
    /// A schedule's last wait in the waits chart's title, by its kind (a capped wait at its
    /// cap is held there).
    pub(crate) enum Fragment {
        Named = "named",
        Exponential = "exponential",
        CappedHeld = "capped-held",
        Capped = "capped",
        Fixed = "fixed",
        Immediate = "immediate",
    }
}

impl Fragment {
    /// `wait`: the schedule's last wait, ms; `cap_ms`: the capped schedule's cap.
    fn of(kind: Kind, wait: f64, cap_ms: u64) -> Self {
        match kind {
            Kind::Named(_) => Fragment::Named,
            Kind::Exponential => Fragment::Exponential,
            Kind::Capped if wait >= cap_ms as f64 => Fragment::CappedHeld,
            Kind::Capped => Fragment::Capped,
            Kind::Fixed => Fragment::Fixed,
            Kind::Immediate => Fragment::Immediate,
        }
    }
}

/// The waits caption's `immediate`: the lineup has the immediate schedule.
fn has_immediate(schedules: &[Kind]) -> bool {
    schedules.contains(&Kind::Immediate)
}

crate::regime! {
    /// What a schedule is, as the object of "the budget does not stop …".
    pub(crate) enum Object {
        Immediate = "immediate",
        Fixed = "fixed",
        Exponential = "exponential",
        Capped = "capped",
        Named = "named",
    }
}

impl Object {
    fn of(kind: Kind) -> Self {
        match kind {
            Kind::Immediate => Object::Immediate,
            Kind::Fixed => Object::Fixed,
            Kind::Exponential => Object::Exponential,
            Kind::Capped => Object::Capped,
            Kind::Named(_) => Object::Named,
        }
    }
}

crate::regime! {
    /// Whether the cap title adds a schedule no budget stops.
    pub(crate) enum CapTitle { Endless = "endless", None = "none" }
}

impl CapTitle {
    /// `endless`: some schedule never waits, so no budget stops it.
    fn of(endless: bool) -> Self {
        if endless { CapTitle::Endless } else { CapTitle::None }
    }
}

crate::regime! {
    /// Why the budget does not stop the title's schedule: it never waits, or only the
    /// count guard cut it.
    pub(crate) enum Unstopped { Endless = "endless", Guard = "guard" }
}

impl Unstopped {
    /// `never_waits`: see [`never_waits`].
    fn of(never_waits: bool) -> Self {
        if never_waits { Unstopped::Endless } else { Unstopped::Guard }
    }
}

/// Chart 1: the wait before each retry, one line per schedule.
fn waits_figure(p: &Params, o: &Schedules, w: &'static Words) -> Figure {
    let col = |kind: Kind| p.schedules.iter().position(|&k| k == kind);
    let last = o.waits.last();
    let wait_at = |i: usize| last.and_then(|r| r.waits_ms[i]).unwrap_or(0.0);
    let mut series = Vec::new();
    for (i, &kind) in p.schedules.iter().enumerate() {
        let points: Vec<(f64, f64)> =
            o.waits.iter().filter_map(|r| r.waits_ms[i].map(|w| (f64::from(r.attempt), w))).collect();
        let n = points.len();
        // Only the uncapped exponential's last wait is labelled: the legend names the
        // fixed wait, the cap line the capped one, and the immediate line lies at zero.
        let labels = match kind {
            Kind::Exponential => vec![(n - 1, human_ms(wait_at(i), w.lang()))],
            Kind::Named(_) if n > 0 => vec![(n - 1, human_ms(points[n - 1].1, w.lang()))],
            _ => Vec::new(),
        };
        series.push(Series::new(name(p, kind, w), key(kind), Style::LinePoints, points).labelled(labels));
    }
    // A schedule's last wait: `kind` with the attempt (as `{}` writes it) and the wait.
    let fragment = |kind: Fragment, name: &str, attempt: u32, wait: f64| {
        let fact = Fact::on("backoff-schedules-fragment", "kind", kind)
            .with("attempt", f64::from(attempt))
            .with("wait_ms", wait);
        let (attempt, wait) = (attempt.to_string(), human_ms(wait, w.lang()));
        (w.get("backoff-schedules-fragment", &args!(kind = kind.key(), name = name, attempt = attempt, wait = wait)), fact)
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
    fragments.truncate(2);
    let (fragments, mut facts): (Vec<String>, Vec<Fact>) = fragments.into_iter().unzip();
    let totals: Vec<String> = p
        .schedules
        .iter()
        .zip(&o.total_wait_ms)
        .map(|(&k, &t)| format!("{} {}", key(k).name(w.lang()), human_ms(t, w.lang())))
        .collect();
    let immediate = has_immediate(&p.schedules);
    facts.push(Fact::on("backoff-schedules-waits-caption", "immediate", immediate).with("rows", f64::from(p.rows)));
    let caption = w.get(
        "backoff-schedules-waits-caption",
        &args!(immediate = immediate.key(), rows = p.rows, totals = totals.join(", ")),
    );
    let mut marks = Vec::new();
    if col(Kind::Capped).is_some() {
        marks.push(Mark::HLine {
            y: p.cap_ms as f64,
            key: Key("mark.limit"),
            label: w.get("backoff-schedules-cap", &args!(cap = human_ms(p.cap_ms as f64, w.lang()))),
        });
    }
    // A little room under zero, so the immediate line is not hidden by the x axis.
    let top = o.waits.iter().flat_map(|r| r.waits_ms.iter().flatten().copied()).fold(0.0, f64::max).max(1000.0);
    Figure {
        name: "waits".into(),
        title: capitalize(&fragments.join(", "), w.lang()),
        caption,
        x: Axis::new(w.text("backoff-schedules-waits-x"), Unit::Count).range(0.5, f64::from(p.rows) + 0.5),
        y: Axis::new(w.text("backoff-schedules-waits-y"), Unit::Millis).range(-top * 0.04, top * 1.08),
        plot: Plot::Lines(series),
        marks,
        facts,
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

/// What a schedule does, as the object of "the budget does not stop …" (its kind recorded
/// in `facts`).
fn object(w: &'static Words, kind: Kind, facts: &mut Vec<Fact>) -> String {
    let name = match kind {
        Kind::Named(s) => s.title(),
        _ => "",
    };
    let kind = Object::of(kind);
    facts.push(Fact::on("backoff-schedules-object", "kind", kind));
    w.get("backoff-schedules-object", &args!(kind = kind.key(), name = name))
}

/// Chart 2: retries made over time against the budget, one line per schedule.
fn budget_figure(p: &Params, o: &Schedules, w: &'static Words) -> Figure {
    let budget = human_ms(p.budget_ms as f64, w.lang());
    let mut series = Vec::new();
    let mut labelled: Vec<(u64, u32)> = Vec::new();
    for b in o.budget.iter().filter(|b| b.retries > 0) {
        let points: Vec<(f64, f64)> = b.times_ms.iter().map(|&(n, t)| (t as f64, f64::from(n))).collect();
        let style = if points.len() <= 30 { Style::LinePoints } else { Style::Line };
        let points = thin(points, 500);
        // Schedules that end at the same point share one label (on the first of them).
        let end = (b.elapsed_ms, b.retries);
        let label = if labelled.contains(&end) {
            None
        } else if b.unlimited {
            let same: Vec<&str> = o
                .budget
                .iter()
                .filter(|o| o.unlimited && (o.elapsed_ms, o.retries) == end)
                .map(|o| key(o.kind).name(w.lang()))
                .collect();
            let end = if never_waits(p, b.kind) { "endless" } else { "guard" };
            Some(w.get("backoff-schedules-end", &args!(end = end, names = same.join(", "), n = b.retries)))
        } else {
            let end = if b.gave_up { "gave-up" } else { "stopped" };
            Some(w.get("backoff-schedules-end", &args!(end = end, names = "", n = b.retries)))
        };
        labelled.push(end);
        let labels = label.map(|l| vec![(points.len() - 1, l)]).unwrap_or_default();
        series.push(Series::new(name(p, b.kind, w), key(b.kind), style, points).labelled(labels));
    }
    let stopped: Vec<&BudgetOutcome> = o.budget.iter().filter(|b| !b.unlimited).collect();
    let mut facts = Vec::new();
    let (title, caption) = (budget_title(w, p, o, &mut facts), budget_caption(w, p, o, &mut facts));
    // The x axis ends a little after the budget when a schedule reached it, after the
    // last retry otherwise; a little room before zero keeps a burst at t=0 off the axis.
    let mut end = o.budget.iter().map(|b| b.elapsed_ms).max().unwrap_or(0) as f64;
    if !stopped.is_empty() {
        end = end.max(p.budget_ms as f64);
    }
    let end = end.max(1000.0);
    let mut marks = Vec::new();
    if !stopped.is_empty() {
        let label = w.get("backoff-schedules-budget-line", &args!(budget = budget.as_str()));
        marks.push(Mark::VLine { x: p.budget_ms as f64, key: Key("mark.limit"), label });
    }
    Figure {
        name: "budget".into(),
        title,
        caption,
        x: Axis::new(w.text("backoff-schedules-budget-x"), Unit::Millis).range(-end * 0.02, end * 1.06),
        y: Axis::new(w.text("backoff-schedules-budget-y"), Unit::Count).log(),
        plot: Plot::Lines(series),
        marks,
        facts,
    }
}

/// Chart 2's title: what the budget does not stop, or the most and fewest retries in it.
fn budget_title(w: &'static Words, p: &Params, o: &Schedules, facts: &mut Vec<Fact>) -> String {
    let budget = human_ms(p.budget_ms as f64, w.lang());
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
        let regime = CapTitle::of(never.is_some());
        facts.push(
            Fact::new("backoff-schedules-title-cap", regime)
                .with("exp_n", f64::from(exp.retries))
                .with("cap_n", f64::from(cap.retries))
                .with("budget_ms", p.budget_ms as f64),
        );
        let object = never.map_or_else(String::new, |e| object(w, e.kind, facts));
        return w.get(
            "backoff-schedules-title-cap",
            &args!(budget = budget, exp_n = exp.retries, cap_n = cap.retries, regime = regime.key(), object = object),
        );
    }
    match (endless, stopped.iter().max_by_key(|b| b.retries), stopped.iter().min_by_key(|b| b.retries)) {
        (Some(e), _, _) => {
            let regime = Unstopped::of(never_waits(p, e.kind));
            facts.push(
                Fact::new("backoff-schedules-title-endless", regime)
                    .with("budget_ms", p.budget_ms as f64)
                    .with("elapsed_ms", e.elapsed_ms as f64)
                    .with("n", f64::from(e.retries)),
            );
            let (object, elapsed) = (object(w, e.kind, facts), human_ms(e.elapsed_ms as f64, w.lang()));
            w.get(
                "backoff-schedules-title-endless",
                &args!(regime = regime.key(), budget = budget, object = object, elapsed = elapsed, n = e.retries),
            )
        }
        // Most and fewest are two schedules only when their counts differ.
        (None, Some(most), Some(least)) if most.retries > least.retries => {
            facts.push(
                Fact::said("backoff-schedules-title-fits")
                    .with("budget_ms", p.budget_ms as f64)
                    .with("most_n", f64::from(most.retries))
                    .with("least_n", f64::from(least.retries)),
            );
            w.get(
            "backoff-schedules-title-fits",
            &args!(
                budget = budget,
                most = name(p, most.kind, w),
                most_n = most.retries,
                least = name(p, least.kind, w),
                    least_n = least.retries,
                ),
            )
        }
        _ => {
            facts.push(Fact::said("backoff-schedules-title").with("budget_ms", p.budget_ms as f64));
            w.get("backoff-schedules-title", &args!(budget = budget))
        }
    }
}

/// Chart 2's caption: the retries each schedule fits in the budget, and where an endless
/// one's count was cut.
fn budget_caption(w: &'static Words, p: &Params, o: &Schedules, stated: &mut Vec<Fact>) -> String {
    let budget = human_ms(p.budget_ms as f64, w.lang());
    let stopped: Vec<&BudgetOutcome> = o.budget.iter().filter(|b| !b.unlimited).collect();
    let fits: Vec<String> = stopped
        .iter()
        .map(|b| {
            stated.push(Fact::said("backoff-schedules-fit").with("n", f64::from(b.retries)));
            w.get("backoff-schedules-fit", &args!(name = name(p, b.kind, w), n = b.retries))
        })
        .collect();
    let mut caption = w.text("backoff-schedules-budget-caption");
    let mut facts = Vec::new();
    if !fits.is_empty() {
        facts.push(w.get("backoff-schedules-fits", &args!(budget = budget, fits = fits.join(", "))));
    }
    for e in o.budget.iter().filter(|b| b.unlimited) {
        stated.push(
            Fact::said("backoff-schedules-endless")
                .with("elapsed_ms", e.elapsed_ms as f64)
                .with("n", f64::from(e.retries)),
        );
        let (name, elapsed) = (key(e.kind).name(w.lang()), human_ms(e.elapsed_ms as f64, w.lang()));
        facts.push(w.get("backoff-schedules-endless", &args!(name = name, elapsed = elapsed, n = e.retries)));
    }
    if !facts.is_empty() {
        caption.push_str(&format!(" {}.", capitalize(&facts.join("; "), w.lang())));
    }
    caption
}

pub fn figures(p: &Params, o: &Schedules, w: &'static Words) -> Vec<Figure> {
    vec![waits_figure(p, o, w), budget_figure(p, o, w)]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backoff::named::System;

    #[test]
    fn fragment_by_kind_and_cap() {
        assert_eq!(Fragment::of(Kind::Named(System::Sidekiq), 5.0, 100), Fragment::Named);
        assert_eq!(Fragment::of(Kind::Exponential, 500.0, 100), Fragment::Exponential);
        assert_eq!(Fragment::of(Kind::Capped, 100.0, 100), Fragment::CappedHeld);
        assert_eq!(Fragment::of(Kind::Capped, 101.0, 100), Fragment::CappedHeld);
        assert_eq!(Fragment::of(Kind::Capped, 99.9, 100), Fragment::Capped);
        assert_eq!(Fragment::of(Kind::Capped, 0.0, 0), Fragment::CappedHeld);
        assert_eq!(Fragment::of(Kind::Fixed, 1.0, 100), Fragment::Fixed);
        assert_eq!(Fragment::of(Kind::Immediate, 0.0, 100), Fragment::Immediate);
        assert_eq!(Fragment::of(Kind::Capped, 1.0, 100).key(), "capped");
        assert_eq!(Fragment::of(Kind::Capped, 100.0, 100).key(), "capped-held");
    }

    #[test]
    fn immediate_and_object() {
        assert!(has_immediate(&[Kind::Fixed, Kind::Immediate]));
        assert!(!has_immediate(&[Kind::Fixed, Kind::Capped]));
        assert!(!has_immediate(&[]));
        assert_eq!(Object::of(Kind::Immediate), Object::Immediate);
        assert_eq!(Object::of(Kind::Fixed), Object::Fixed);
        assert_eq!(Object::of(Kind::Exponential), Object::Exponential);
        assert_eq!(Object::of(Kind::Capped), Object::Capped);
        assert_eq!(Object::of(Kind::Named(System::Oban)), Object::Named);
        assert_eq!(Object::of(Kind::Named(System::Oban)).key(), "named");
    }

    #[test]
    fn cap_and_endless_titles() {
        assert_eq!(CapTitle::of(true), CapTitle::Endless);
        assert_eq!(CapTitle::of(false), CapTitle::None);
        assert_eq!(CapTitle::of(false).key(), "none");
        assert_eq!(Unstopped::of(true), Unstopped::Endless);
        assert_eq!(Unstopped::of(false), Unstopped::Guard);
        assert_eq!(Unstopped::of(false).key(), "guard");
    }
}
