//! What both sets of figures share ([`super::figures`] Brooker's, [`super::named_figures`]
//! with named policies listed): the lines with their p5–p95 bands, the ranking at the
//! largest N, the two titles and the two figures' frames. Neither figure file imports the
//! other.

use super::Params;
use super::present::{key, label};
use super::schedule::{Curve, Schedule};
use super::simulate::Point;
use crate::report::{Fact, Figure};
use crate::report::figure::{Axis, Mark, Plot, Regime, Series, Style, Unit};
use crate::args;
use crate::report::units::{capitalize, human_ms, turkish_number};
use crate::report::words::Words;
use crate::stats::Summary;

/// One line per schedule `shown` keeps, of `of`'s mean against N, and its p5–p95 band.
pub(super) fn lines_of(
    p: &Params,
    outcome: &[Point],
    of: fn(&Point) -> Summary,
    shown: impl Fn(Curve) -> bool, w: &'static Words,
) -> (Vec<Series>, Vec<Mark>) {
    let mut series = Vec::new();
    let mut marks = Vec::new();
    for &s in p.schedules.iter().filter(|&&s| shown(s)) {
        let pts: Vec<(&Point, Summary)> = outcome.iter().filter(|pt| pt.schedule == s).map(|pt| (pt, of(pt))).collect();
        let line = Series::new(
            label(s, w),
            key(s),
            Style::LinePoints,
            pts.iter().map(|(pt, m)| (f64::from(pt.clients), m.mean)).collect(),
        );
        // Equal jitter's line runs on full jitter's (797 against 812 calls at 100 clients):
        // dashed, full jitter's blue shows through its gaps.
        let over_full = s == Curve::Brooker(Schedule::Equal) && p.schedules.contains(&Curve::Brooker(Schedule::Full));
        series.push(if over_full && shown(Curve::Brooker(Schedule::Full)) { line.dashed() } else { line });
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

/// The mean of `of` under `c` at `n` clients (0 when not run).
pub(super) fn mean_at(outcome: &[Point], n: u32, c: Curve, of: fn(&Point) -> Summary) -> f64 {
    outcome.iter().find(|pt| pt.clients == n && pt.schedule == c).map_or(0.0, |pt| of(pt).mean)
}

/// The x axis of every figure.
pub(super) fn clients_axis(w: &'static Words) -> Axis {
    // No fixed range: the renderer pads the ends so the first and last markers show whole.
    Axis::new(w.text("occ-contention-clients-x"), Unit::Count)
}

/// What every point is, for the captions.
pub(super) fn trials_text(p: &Params, w: &'static Words) -> String {
    w.get("occ-contention-trials", &args!(trials = p.trials))
}

/// How many times more calls `worst` makes than `best`, to one decimal as the title
/// prints it. Each is `(schedule, mean calls)`.
fn calls_ratio(best: (Curve, f64), worst: (Curve, f64)) -> f64 {
    (worst.1 / best.1 * 10.0).round() / 10.0
}

crate::regime! {
    /// Whether the calls title sets the most calling schedule beside the fewest: none to
    /// compare, the same work, or N times less.
    pub(crate) enum CallsTitle { Alone = "alone", Same = "same", Less = "less" }
}

impl CallsTitle {
    /// "N kat daha az iş" only where the ratio prints above 1 (a schedule against itself,
    /// or two that tie, do the same work).
    fn of(best: (Curve, f64), worst: Option<(Curve, f64)>) -> Self {
        match worst {
            None => CallsTitle::Alone,
            Some(worst) if worst.0 == best.0 => CallsTitle::Alone,
            Some(worst) if calls_ratio(best, worst) <= 1.0 => CallsTitle::Same,
            Some(_) => CallsTitle::Less,
        }
    }
}

crate::regime! {
    /// What the time title's clients do at the end: succeed (the lesson's schedules) or
    /// finish (named policies, which may give up).
    pub(crate) enum Done { Succeeds = "succeeds", Finishes = "finishes" }
}

crate::regime! {
    /// Where the schedule with the fewest calls comes in the time figure (its title's
    /// takeaway): first, last, in between, or not compared (one line, or it is not drawn).
    pub(crate) enum Lead { Fastest = "fastest", Slowest = "slowest", Between = "between", None = "none" }
}

impl Lead {
    /// From the time of the fewest-calls schedule among the times drawn (values, not
    /// positions, so ties read the same whatever their order).
    fn of(by_time: &[(Curve, f64)], frugal: Curve) -> Lead {
        let Some(&(_, t)) = by_time.iter().find(|x| x.0 == frugal) else { return Lead::None };
        let fast = by_time.iter().map(|x| x.1).fold(f64::INFINITY, f64::min);
        let slow = by_time.iter().map(|x| x.1).fold(f64::NEG_INFINITY, f64::max);
        match () {
            _ if by_time.len() < 2 => Lead::None,
            _ if t <= fast => Lead::Fastest,
            _ if t >= slow => Lead::Slowest,
            _ => Lead::Between,
        }
    }
}

/// The calls figure's title: `best`'s calls at `n` clients, and `worst`'s beside them
/// with how many times more work it does (when there is a `worst` to compare).
pub(super) fn calls_title(n: u32, best: (Curve, f64), worst: Option<(Curve, f64)>, w: &'static Words) -> (String, Vec<Fact>) {
    // "N kat daha az iş" only where the ratio prints above 1 (a schedule against itself,
    // or two that tie, do the same work).
    let regime = CallsTitle::of(best, worst);
    let (worst_name, worst_calls, times) = match (regime, worst) {
        (CallsTitle::Same, Some(worst)) => (label(worst.0, w), String::new(), String::new()),
        (CallsTitle::Less, Some(worst)) => {
            (label(worst.0, w), turkish_number(worst.1.round(), w.lang()), turkish_number(calls_ratio(best, worst), w.lang()))
        }
        _ => (String::new(), String::new(), String::new()),
    };
    let mut fact = Fact::new("occ-contention-calls-title", regime).with("n", f64::from(n)).with("calls", best.1.round());
    if let (Some(worst), CallsTitle::Less) = (worst, regime) {
        fact = fact.with("worst_calls", worst.1.round()).with("ratio", calls_ratio(best, worst));
    }
    let title = w.get(
        "occ-contention-calls-title",
        &args!(
            regime = regime.key(),
            n = n,
            best = label(best.0, w),
            calls = best.1.round(),
            worst = worst_name,
            worst_calls = worst_calls,
            ratio = times,
        ),
    );
    (title, vec![fact])
}

/// The time figure's title from `by_time` (fastest first): the quickest, the one with the
/// fewest calls (`frugal`, the trade-off) and the slowest, `done` after them
/// (`succeeds`: `başarıyor`, `finishes`: `bitiriyor`).
pub(super) fn time_title(
    n: u32,
    by_time: &[(Curve, f64)],
    frugal: Curve,
    done: Done,
    w: &'static Words,
) -> (String, Vec<Fact>) {
    let (fast, slow) = (by_time[0], by_time[by_time.len() - 1]);
    let mut shown = vec![fast];
    if let Some(&f) = by_time.iter().find(|t| t.0 == frugal)
        && f.0 != fast.0
        && f.0 != slow.0
    {
        shown.push(f);
    }
    if slow.0 != fast.0 {
        shown.push(slow);
    }
    let each: Vec<String> = shown.iter().map(|(s, t)| format!("{} {}", label(*s, w), human_ms(*t, w.lang()))).collect();
    let fact = Fact::on("occ-contention-time-title", "done", done)
        .with("n", f64::from(n))
        .with("fast_ms", fast.1)
        .with("slow_ms", slow.1);
    (w.get("occ-contention-time-title", &args!(n = n, each = each.join(", "), done = done.key())), vec![fact])
}

/// The time figure's takeaway, its caption's first sentence: where `frugal` (the fewest
/// calls) comes among `by_time` (a title with it would not fit two lines).
pub(super) fn time_lead(by_time: &[(Curve, f64)], frugal: Curve, done: Done, w: &'static Words) -> (String, Fact) {
    let lead = Lead::of(by_time, frugal);
    let text = w.get(
        "occ-contention-time-lead",
        &args!(regime = lead.key(), frugal = label(frugal, w), done = done.key()),
    );
    (capitalize(&text, w.lang()), Fact::new("occ-contention-time-lead", lead))
}

/// The calls figure.
pub(super) fn calls_figure((title, facts): (String, Vec<Fact>), caption: String, (series, marks): (Vec<Series>, Vec<Mark>), w: &'static Words) -> Figure {
    Figure {
        name: "calls".into(),
        title,
        caption,
        x: clients_axis(w),
        y: Axis::new(w.text("occ-contention-calls-y"), Unit::Count),
        plot: Plot::Lines(series),
        marks,
        facts,
    }
}

/// The time figure, its y axis named `y` (on a log scale).
pub(super) fn time_figure((title, facts): (String, Vec<Fact>), caption: String, y: &str, (series, marks): (Vec<Series>, Vec<Mark>), w: &'static Words) -> Figure {
    Figure {
        name: "time".into(),
        title,
        caption,
        x: clients_axis(w),
        y: Axis::new(y, Unit::Millis).log(),
        plot: Plot::Lines(series),
        marks,
        facts,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::models::occ_contention::schedule::Schedule;

    #[test]
    fn calls_title_regimes() {
        let (a, b) = (Curve::Brooker(Schedule::Full), Curve::Brooker(Schedule::Exponential));
        assert_eq!(CallsTitle::of((a, 10.0), None), CallsTitle::Alone);
        assert_eq!(CallsTitle::of((a, 10.0), Some((a, 30.0))), CallsTitle::Alone);
        assert_eq!(CallsTitle::of((a, 10.0), Some((b, 10.0))), CallsTitle::Same);
        // 1.04 prints as 1: the same work.
        assert_eq!(CallsTitle::of((a, 100.0), Some((b, 104.0))), CallsTitle::Same);
        assert_eq!(CallsTitle::of((a, 100.0), Some((b, 105.0))), CallsTitle::Less);
        assert_eq!(CallsTitle::of((a, 10.0), Some((b, 30.0))), CallsTitle::Less);
        assert_eq!(calls_ratio((a, 10.0), (b, 30.0)), 3.0);
        assert_eq!(CallsTitle::of((a, 1.0), Some((b, 2.0))).key(), "less");
    }

    #[test]
    fn done_keys() {
        assert_eq!(Done::Succeeds.key(), "succeeds");
        assert_eq!(Done::Finishes.key(), "finishes");
    }
}
