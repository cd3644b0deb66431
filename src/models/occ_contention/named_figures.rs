//! The experiment's figures with real systems' named policies listed: calls and the
//! completion time against N as in Brooker's two figures (the completion is now when the
//! last client finished: succeeded, or gave up), and a third, the clients that gave up.
//! Titles compare the real systems whose clients all succeeded (Brooker's schedules are
//! the reference the captions quote): a policy whose clients give up makes fewer calls and
//! ends sooner without having done the work, and the captions say so.

use super::Params;
use super::chart::{
    Done, at_largest, calls_figure, calls_title, clients_axis, lines_of, mean_at, time_figure, time_lead, time_title, trials_text,
};
use super::present::label;
use super::schedule::{Curve, Schedule};
use super::simulate::Point;
use crate::report::{Fact, Figure};
use crate::report::numbers::count_in;
use crate::report::figure::{Axis, Plot, Regime, Unit};
use crate::args;
use crate::report::units::{human_ms, turkish_number};
use crate::report::words::Words;

/// `a, b ve c` (`a, b and c`).
fn list(items: &[String], w: &'static Words) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => w.get("list-and", &args!(rest = rest.join(", "), last = last.as_str())),
    }
}

/// The retries after which `c`'s clients give up (`None`: never; Brooker's never do).
fn limit(p: &Params, c: Curve) -> Option<u32> {
    match c {
        Curve::Brooker(_) => None,
        Curve::Named(s) => p.named.get(s).max_retries(),
    }
}

/// Pairs of a named policy without jitter and a Brooker schedule without jitter that made
/// the same calls in every trial: the same clients collide on the same network, only the
/// waits' lengths differ.
fn twins(p: &Params, outcome: &[Point]) -> Vec<(Curve, Curve)> {
    let trials = |c: Curve| -> Vec<u64> {
        outcome.iter().filter(|pt| pt.schedule == c).flat_map(|pt| pt.trials.iter().map(|t| t.calls)).collect()
    };
    let mut out = Vec::new();
    for &c in &p.schedules {
        let Curve::Named(s) = c else { continue };
        if p.named.get(s).draws() {
            continue;
        }
        let mine = trials(c);
        let same = p.schedules.iter().find(|&&b| {
            matches!(b, Curve::Brooker(Schedule::None | Schedule::Exponential)) && trials(b) == mine
        });
        if let Some(&b) = same {
            out.push((c, b));
        }
    }
    out
}

/// What the titles and captions compare: the largest N, the trials, the lines whose
/// clients gave up there.
struct Context {
    n: u32,
    trials: String,
    /// The lines where clients gave up at the largest N: left out of the titles' comparisons.
    quitters: Vec<Curve>,
    quitter_names: Vec<String>,
}

impl Context {
    fn new(p: &Params, outcome: &[Point], w: &'static Words) -> Context {
        let n = p.clients.iter().copied().max().unwrap_or(0);
        let quitters: Vec<Curve> =
            p.schedules.iter().copied().filter(|&c| mean_at(outcome, n, c, Point::gave_up) > 0.0).collect();
        let quitter_names = quitters.iter().map(|&c| label(c, w)).collect();
        Context { n, trials: trials_text(p, w), quitters, quitter_names }
    }

    /// The systems whose clients all succeeded; failing that, every line that did; failing
    /// that, every line.
    fn stayed(&self, v: Vec<(Curve, f64)>) -> Vec<(Curve, f64)> {
        let kept: Vec<(Curve, f64)> = v.iter().copied().filter(|t| !self.quitters.contains(&t.0)).collect();
        let systems: Vec<(Curve, f64)> = kept.iter().copied().filter(|t| matches!(t.0, Curve::Named(_))).collect();
        if !systems.is_empty() {
            systems
        } else if !kept.is_empty() {
            kept
        } else {
            v
        }
    }
}

/// Brooker's schedules' values in `v`, for the captions' reference.
fn brooker(v: &[(Curve, f64)], show: &dyn Fn(f64) -> String, w: &'static Words) -> Vec<String> {
    v.iter().filter(|t| matches!(t.0, Curve::Brooker(_))).map(|&(c, m)| format!("{} {}", label(c, w), show(m))).collect()
}

pub fn figures(p: &Params, outcome: &[Point], w: &'static Words) -> Vec<Figure> {
    let cx = Context::new(p, outcome, w);
    let (calls, best) = calls(p, outcome, &cx, w);
    let mut figures = vec![calls, time(p, outcome, &cx, best, w)];
    figures.extend(gave_up_figure(p, outcome, cx.n, &cx.trials, w));
    figures
}

/// The calls figure, and the line with the fewest calls among those compared.
fn calls(p: &Params, outcome: &[Point], cx: &Context, w: &'static Words) -> (Figure, Curve) {
    let (n, trials) = (cx.n, &cx.trials);
    let all_calls = at_largest(p, outcome, Point::calls).1;
    let by_calls = cx.stayed(all_calls.clone());
    let (best, worst) = (by_calls[0], by_calls[by_calls.len() - 1]);
    let title = calls_title(n, best, (worst.0 != best.0).then_some(worst), w);
    let mut caption = w.get(
        "occ-contention-named-calls-caption",
        &args!(trials = trials.as_str(), base = turkish_number(p.base_ms, w.lang()), cap = turkish_number(p.cap_ms, w.lang())),
    );
    let reference = brooker(&all_calls, &|m| turkish_number(m.round(), w.lang()), w);
    if !reference.is_empty() {
        let list = list(&reference, w);
        caption.push_str(&w.get("occ-contention-brooker-calls", &args!(n = n, list = list)));
    }
    let steady: Vec<String> = p
        .schedules
        .iter()
        .filter_map(|&c| match c {
            Curve::Named(s) if !p.named.get(s).draws() => Some(label(c, w)),
            _ => None,
        })
        .collect();
    if !steady.is_empty() {
        caption.push_str(&w.get("occ-contention-steady", &args!(list = list(&steady, w))));
    }
    if !cx.quitters.is_empty() {
        caption.push_str(&w.get("occ-contention-quitters-calls", &args!(list = list(&cx.quitter_names, w))));
    }
    for (c, b) in twins(p, outcome) {
        caption.push_str(&w.get("occ-contention-twins", &args!(named = label(c, w), brooker = label(b, w))));
    }
    // A line that looks cheap because its clients give up says so in the legend (a label
    // at its end has no room at the chart's crowded bottom).
    let (mut series, marks) = lines_of(p, outcome, Point::calls, |_| true, w);
    quit_legend(&mut series, outcome, cx, w);
    // The line the title names is drawn last, on top: Sidekiq's 382 lies under gRPC
    // connect's 412 and Celery's 391 otherwise.
    if let Some(i) = series.iter().position(|s| s.name == label(best.0, w)) {
        let named = series.remove(i);
        series.push(named);
    }
    (calls_figure(title, caption, (series, marks), w), best.0)
}

/// The lines of `at` with the lines whose clients gave up at the largest N saying so in
/// the legend (a label at a line's end has no room at the chart's crowded bottom).
fn quit_legend(series: &mut [crate::report::figure::Series], outcome: &[Point], cx: &Context, w: &'static Words) {
    for &c in &cx.quitters {
        let quit = turkish_number(mean_at(outcome, cx.n, c, Point::gave_up).round(), w.lang());
        if let Some(s) = series.iter_mut().find(|s| s.name == label(c, w)) {
            s.name = w.get("occ-contention-quit-legend", &args!(name = label(c, w), quit = quit.as_str()));
        }
    }
}

/// The time figure: when the last client finished (succeeded or gave up); `frugal` made
/// the fewest calls.
fn time(p: &Params, outcome: &[Point], cx: &Context, frugal: Curve, w: &'static Words) -> Figure {
    let (n, trials) = (cx.n, &cx.trials);
    let all_times = at_largest(p, outcome, Point::completion).1;
    let by_time = cx.stayed(all_times.clone());
    let (title, mut facts) = time_title(n, &by_time, frugal, Done::Finishes, w);
    let (lead, lead_fact) = time_lead(&by_time, frugal, Done::Finishes, w);
    facts.push(lead_fact);
    let mut caption = lead + &w.get("occ-contention-named-time-caption", &args!(trials = trials.as_str()));
    let reference = brooker(&all_times, &|m| human_ms(m, w.lang()), w);
    if !reference.is_empty() {
        let list = list(&reference, w);
        caption.push_str(&w.get("occ-contention-brooker-times", &args!(n = n, list = list)));
    }
    if !cx.quitters.is_empty() {
        caption.push_str(&w.get("occ-contention-quitters-time", &args!(list = list(&cx.quitter_names, w))));
    }
    caption.push_str(&w.text("occ-contention-log-axis"));
    let y = w.get("occ-contention-time-y", &args!(end = "finish"));
    // The lines that end early because their clients give up say so, as on the calls chart.
    let (mut series, marks) = lines_of(p, outcome, Point::completion, |_| true, w);
    quit_legend(&mut series, outcome, cx, w);
    time_figure((title, facts), caption, &y, (series, marks), w)
}

crate::regime! {
    /// Which policies with a retry limit have clients give up at N: none, all, or some.
    pub(crate) enum GaveUpTitle { Nobody = "nobody", All = "all", Some = "some" }
}

impl GaveUpTitle {
    /// `quit`: each limited policy's mean clients that gave up.
    fn of(quit: &[f64]) -> Self {
        let some = quit.iter().any(|&q| q > 0.0);
        let none = quit.contains(&0.0);
        match (some, none) {
            (false, _) => GaveUpTitle::Nobody,
            (true, false) => GaveUpTitle::All,
            (true, true) => GaveUpTitle::Some,
        }
    }
}

/// The clients that gave up against N, one line per listed policy with a retry limit
/// (none when no listed policy has one).
fn gave_up_figure(p: &Params, outcome: &[Point], n: u32, trials: &str, w: &'static Words) -> Option<Figure> {
    let limited: Vec<Curve> = p.schedules.iter().copied().filter(|&c| limit(p, c).is_some()).collect();
    if limited.is_empty() {
        return None;
    }
    let (series, marks) = lines_of(p, outcome, Point::gave_up, |c| limit(p, c).is_some(), w);
    let mut by: Vec<(Curve, f64)> = limited.iter().map(|&c| (c, mean_at(outcome, n, c, Point::gave_up))).collect();
    by.sort_by(|a, b| b.1.total_cmp(&a.1));
    let some: Vec<String> = by
        .iter()
        .filter(|t| t.1 > 0.0)
        .map(|(c, v)| w.get("occ-contention-quit-under", &args!(name = label(*c, w), quit = turkish_number(v.round(), w.lang()))))
        .collect();
    let mut facts: Vec<Fact> =
        by.iter().filter(|t| t.1 > 0.0).map(|t| Fact::said("occ-contention-quit-under").with("quit", t.1.round())).collect();
    let none: Vec<String> = by.iter().filter(|t| t.1 == 0.0).map(|(c, _)| label(*c, w)).collect();
    let regime = GaveUpTitle::of(&by.iter().map(|t| t.1).collect::<Vec<_>>());
    facts.push(
        Fact::new("occ-contention-gave-up-title", regime)
            .with("n", f64::from(n))
            .with("some", some.len() as f64)
            .with("none", none.len() as f64),
    );
    let title = w.get(
        "occ-contention-gave-up-title",
        &args!(regime = regime.key(), n = n, some = list(&some, w), none = list(&none, w)),
    );
    let limits: Vec<String> =
        limited.iter().map(|&c| format!("{} {}", label(c, w), count_in(w.lang(), limit(p, c).unwrap_or(0)))).collect();
    let never: Vec<String> = p
        .schedules
        .iter()
        .filter(|&&c| matches!(c, Curve::Named(_)) && limit(p, c).is_none())
        .map(|&c| label(c, w))
        .collect();
    let mut caption = w.get("occ-contention-gave-up-caption", &args!(limits = list(&limits, w), trials = trials));
    let others = if never.is_empty() { "no" } else { "yes" };
    caption.push_str(&w.get("occ-contention-never-give-up", &args!(others = others, never = never.join(", "))));
    Some(Figure {
        name: "gave-up".into(),
        title,
        caption,
        x: clients_axis(w),
        y: Axis::new(w.text("occ-contention-gave-up-y"), Unit::Count),
        plot: Plot::Lines(series),
        marks,
        facts,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gave_up_title_regimes() {
        assert_eq!(GaveUpTitle::of(&[0.0, 0.0]), GaveUpTitle::Nobody);
        assert_eq!(GaveUpTitle::of(&[]), GaveUpTitle::Nobody);
        assert_eq!(GaveUpTitle::of(&[0.5, 2.0]), GaveUpTitle::All);
        assert_eq!(GaveUpTitle::of(&[1.0]), GaveUpTitle::All);
        assert_eq!(GaveUpTitle::of(&[0.0, 1.0]), GaveUpTitle::Some);
        assert_eq!(GaveUpTitle::of(&[0.0, 1.0]).key(), "some");
    }
}
