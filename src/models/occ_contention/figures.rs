//! Brooker's two figures, reproducible: calls against N and completion time against N,
//! one line per schedule, each with its p5–p95 band over the trials. With a real system's
//! named policy listed, [`super::named_figures`] draws them instead, with a third figure.

use super::Params;
use super::chart::{at_largest, calls_figure, calls_title, lines_of, time_figure, time_title, trials_text};
use super::simulate::Point;
use crate::report::Figure;
use crate::report::lang::pick;
use crate::report::units::{capitalize, turkish_number};
use crate::say;

pub fn figures(p: &Params, outcome: &[Point]) -> Vec<Figure> {
    let trials = trials_text(p);
    let all = |_| true;
    let (n, by_calls) = at_largest(p, outcome, Point::calls);
    let (best, worst) = (by_calls[0], by_calls[by_calls.len() - 1]);
    let calls_caption = say!(
        "N istemci tek satırı birer kez güncelliyor; her reddedilen yazma bir çağrı daha demek. {} ({trials}). Sarsıntı, istemcileri zamana yayarak çakışmaları ve boşa giden çağrıları azaltıyor.",
        "N clients each update one row once; every rejected write means one more call. {} ({trials}). Jitter spreads the clients out in time, cutting collisions and wasted calls.",
        capitalize(&say!(
            "ağ gecikmesi |Normal({}, {})| ms, taban {} ms, tavan {} ms",
            "network delay |Normal({}, {})| ms, base {} ms, cap {} ms",
            turkish_number(p.delay_mean_ms),
            turkish_number(p.delay_sd_ms),
            turkish_number(p.base_ms),
            turkish_number(p.cap_ms)
        ))
    );
    let (_, by_time) = at_largest(p, outcome, Point::completion);
    let time_caption = say!(
        "Son istemcinin başarı anı ({trials}). Sarsıntısız üstel geri çekilmede aynı anda reddedilen istemciler birlikte bekleyip yine çakışıyor; süre logaritmik eksende.",
        "When the last client succeeds ({trials}). With exponential backoff and no jitter, clients rejected together wait together and collide again; time on a log axis."
    );
    vec![
        calls_figure(calls_title(n, best, Some(worst)), calls_caption, lines_of(p, outcome, Point::calls, all)),
        time_figure(
            time_title(n, &by_time, best.0, pick("başarıyor", "succeeds")),
            time_caption,
            pick("son istemcinin başarı anı (ortalama)", "last client's success time (mean)"),
            lines_of(p, outcome, Point::completion, all),
        ),
    ]
}
