//! Brooker's two figures, reproducible: calls against N and completion time against N,
//! one line per schedule, each with its p5–p95 band over the trials. With a real system's
//! named policy listed, [`super::named_figures`] draws them instead, with a third figure.

use super::Params;
use super::chart::{Done, at_largest, calls_figure, calls_title, lines_of, time_figure, time_lead, time_title, trials_text};
use super::simulate::Point;
use crate::args;
use crate::report::Figure;
use crate::report::units::{capitalize, turkish_number};
use crate::report::words::Words;

pub fn figures(p: &Params, outcome: &[Point], w: &'static Words) -> Vec<Figure> {
    let trials = trials_text(p, w);
    let all = |_| true;
    let (n, by_calls) = at_largest(p, outcome, Point::calls);
    let (best, worst) = (by_calls[0], by_calls[by_calls.len() - 1]);
    let network = w.get(
        "occ-contention-network",
        &args!(
            mean = turkish_number(p.delay_mean_ms, w.lang()),
            sd = turkish_number(p.delay_sd_ms, w.lang()),
            base = turkish_number(p.base_ms, w.lang()),
            cap = turkish_number(p.cap_ms, w.lang()),
        ),
    );
    let calls_caption =
        w.get("occ-contention-calls-caption", &args!(network = capitalize(&network, w.lang()), trials = trials.as_str()));
    let (_, by_time) = at_largest(p, outcome, Point::completion);
    let (lead, lead_fact) = time_lead(&by_time, best.0, Done::Succeeds, w);
    let time_caption = lead + &w.get("occ-contention-time-caption", &args!(trials = trials.as_str()));
    let (title, mut facts) = time_title(n, &by_time, best.0, Done::Succeeds, w);
    facts.push(lead_fact);
    vec![
        calls_figure(calls_title(n, best, Some(worst), w), calls_caption, lines_of(p, outcome, Point::calls, all, w), w),
        time_figure(
            (title, facts),
            time_caption,
            &w.get("occ-contention-time-y", &args!(end = "success")),
            lines_of(p, outcome, Point::completion, all, w),
            w,
        ),
    ]
}
