//! The overloaded pool's charts: the queue and the wait over time. One pool size is drawn
//! against the straight lines of theory; several are drawn one line per size (small
//! multiples beyond a legend's reach), the same two charts whatever the list's length.

use super::present::wk;
use crate::say;
use crate::report::lang::pick;
use super::present::dec;
use super::run::Run;
use super::{Arrivals, Params};
use crate::report::figure::{Axis, Key, Mark, Panel, Plot, Series, Style, Unit};
use crate::report::units::{human_ms, turkish_number};
use crate::report::Figure;

/// Most pool sizes one chart's legend carries; beyond it, one panel per size.
const LEGEND: usize = 4;

/// Whether arrivals outrun the pool (`λ ≥ c/S`): the queue grows without bound.
pub fn overloaded(p: &Params, r: &Run) -> bool {
    p.arrivals != Arrivals::Burst && p.arrival_rate_per_s * p.service_mean_ms / 1000.0 >= f64::from(r.workers)
}

/// The queue's growth rate in messages a second (`λ − cμ`; negative for a stable pool).
fn rate_per_s(p: &Params, r: &Run) -> f64 {
    p.arrival_rate_per_s - f64::from(r.workers) * 1000.0 / p.service_mean_ms
}

/// A queue that grows at a visible rate: at least 0,05 messages a second, printed to one
/// decimal. At exactly the capacity (λ = cμ) the queue only wanders.
pub fn grows(p: &Params, r: &Run) -> bool {
    rate_per_s(p, r) >= 0.05
}

/// The charts of `runs` (one service): the queue and the wait over time.
pub fn figures(p: &Params, runs: &[&Run]) -> Vec<Figure> {
    match runs {
        [r] => one(p, r),
        _ => several(p, runs),
    }
}

/// One pool against the straight lines of theory: the queue grows by `λ − cμ` per ms, a
/// message waits `queue / (cμ)`.
fn one(p: &Params, r: &Run) -> Vec<Figure> {
    let c = f64::from(r.workers);
    let excess_per_ms = p.arrival_rate_per_s / 1000.0 - c / p.service_mean_ms;
    let end = r.last_arrival_ms as f64;
    let grown = excess_per_ms * end;
    let arrivals_end = Mark::VLine { x: end, key: Key("mark.event"), label: pick("gelişler bitti", "arrivals ended").into() };
    let theory_queue = Series::new(
        pick("kuram: (λ − cμ)·t", "theory: (λ − cμ)·t"),
        Key("pool.theory"),
        Style::Line,
        vec![(0.0, 0.0), (end, grown.max(0.0))],
    );
    // The title's claims, from the run and the theory's rate, per regime: a queue that
    // grows "grows linearly"; at exactly the capacity it only wanders. The number
    // waiting is the queue in the bin where arrivals end when that is the run's largest,
    // otherwise the largest, said as such.
    let rate_per_s = excess_per_ms * 1000.0;
    let grows = grows(p, r);
    let steps = r.trend.queue_steps();
    let most = steps.iter().map(|x| x.1).fold(0.0, f64::max);
    let at_end = steps.iter().take_while(|x| x.0 <= end).last().map(|x| x.1).unwrap_or(0.0);
    let queue_title = match (grows, at_end == most) {
        (true, true) => say!(
            "Gelen iş kapasiteyi aşınca kuyruk doğrusal büyüyor: saniyede {} ileti birikiyor, gelişler bitince {} ileti bekliyor",
            "When the work exceeds capacity the queue grows linearly: {} messages pile up per second, {} wait when arrivals end",
            dec(rate_per_s, 1),
            turkish_number(most)
        ),
        (true, false) => say!(
            "Gelen iş kapasiteyi aşınca kuyruk doğrusal büyüyor: saniyede {} ileti birikiyor, en çok {} ileti bekledi",
            "When the work exceeds capacity the queue grows linearly: {} messages pile up per second, at most {} waited",
            dec(rate_per_s, 1),
            turkish_number(most)
        ),
        (false, _) => say!(
            "Gelen iş kapasiteye denk: kuyruk doğrusal büyümüyor, rastgele dalgalanıyor; en çok {} ileti bekledi",
            "The work equals capacity: the queue does not grow linearly, it fluctuates at random; at most {} waited",
            turkish_number(most)
        ),
    };
    let queue = Figure {
        name: "queue".into(),
        title: queue_title,
        caption: say!(
            "Saniyede {} ileti geliyor, {} işçi saniyede en çok {} ileti bitiriyor. Fark kuyrukta birikiyor; gelişler durunca kuyruk aynı kapasiteyle eriyor.",
            "{} messages arrive per second, {} workers finish at most {} per second. The difference piles up in the queue; when arrivals stop the queue drains at the same capacity.",
            turkish_number(p.arrival_rate_per_s),
            r.workers,
            dec(c * 1000.0 / p.service_mean_ms, 1)
        ),
        x: Axis::new(pick("zaman", "time"), Unit::Millis).range(0.0, r.end_ms as f64),
        y: Axis::new(pick("kuyrukta bekleyen ileti", "messages waiting in the queue"), Unit::Count),
        plot: Plot::Lines(vec![
            Series::new(pick("benzetim", "simulation"), Key("pool.queue"), Style::Step, r.trend.queue_steps()),
            theory_queue,
        ]),
        marks: vec![arrivals_end.clone()],
    };
    let slope = excess_per_ms / (c / p.service_mean_ms);
    let waits = r.trend.mean_waits();
    let last_wait = waits.last().map(|w| w.1).unwrap_or(0.0);
    let wait_title = if grows {
        say!(
            "Aşırı yükte bekleme de doğrusal büyüyor: her dakika gelen ileti {} daha uzun bekliyor, sonuncusu {}",
            "Under overload the wait grows linearly too: a message arriving a minute later waits {} longer, the last one {}",
            human_ms(slope * 60_000.0),
            human_ms(last_wait)
        )
    } else {
        say!("Kapasite sınırında bekleme doğrusal büyümüyor: sonuncusu {} bekledi","At the capacity limit the wait does not grow linearly: the last one waited {}", human_ms(last_wait))
    };
    let wait = Figure {
        name: "wait".into(),
        title: wait_title,
        caption: say!(
            "Geliş anına göre ortalama bekleme. Kuyruktaki her ileti {} işçinin hızıyla eriyor; kuram: bekleme = t·(λ − cμ)/(cμ).",
            "Mean wait by arrival time. Every message in the queue drains at the speed of {} workers; theory: wait = t·(λ − cμ)/(cμ).",
            r.workers
        ),
        x: Axis::new(pick("geliş anı", "arrival time"), Unit::Millis).range(0.0, r.end_ms as f64),
        y: Axis::new(pick("kuyrukta bekleme", "wait in the queue"), Unit::Millis),
        plot: Plot::Lines(vec![
            Series::new(pick("benzetim", "simulation"), Key("pool.mean"), Style::Line, waits),
            Series::new(pick("kuram: t·(λ − cμ)/(cμ)", "theory: t·(λ − cμ)/(cμ)"), Key("pool.theory"), Style::Line, vec![
                (0.0, 0.0),
                (end, (slope * end).max(0.0)),
            ]),
        ]),
        marks: vec![arrivals_end],
    };
    vec![queue, wait]
}

/// The series key of the `i`-th pool size.
fn key(i: usize) -> Key {
    Key(["series.1", "series.2", "series.3", "series.4", "series.5", "series.6"][i.min(5)])
}

/// One line per pool size, or one panel each beyond [`LEGEND`] sizes.
fn plot(runs: &[&Run], points: &dyn Fn(&Run) -> Vec<(f64, f64)>, style: Style) -> Plot {
    let series = |i: usize, r: &Run| Series::new(say!("{} işçi","{}", wk(r.workers)), key(i), style, points(r));
    if runs.len() <= LEGEND {
        return Plot::Lines(runs.iter().enumerate().map(|(i, r)| series(i, r)).collect());
    }
    Plot::Panels(
        runs.iter().enumerate().map(|(i, r)| Panel { title: say!("{} işçi","{}", wk(r.workers)), series: vec![series(i, r)] }).collect(),
    )
}

/// What one pool's queue does, per regime: grows at a rate, wanders at the capacity, or
/// stays short.
fn queue_words(p: &Params, r: &Run) -> String {
    let most = r.trend.queue_steps().iter().map(|x| x.1).fold(0.0, f64::max);
    let kind = if grows(p, r) {
        say!("saniyede {} ileti birikiyor","{} messages pile up per second", dec(rate_per_s(p, r), 1))
    } else if overloaded(p, r) {
        pick("kuyruk dalgalanıyor", "the queue fluctuates").to_string()
    } else {
        pick("kuyruk birikmiyor", "the queue does not build up").to_string()
    };
    say!("{} işçiyle {kind} (en çok {})","with {} {kind} (at most {})", wk(r.workers), turkish_number(most))
}

/// Several pool sizes over time, smallest first.
fn several(p: &Params, runs: &[&Run]) -> Vec<Figure> {
    let end = runs.iter().map(|r| r.end_ms).max().unwrap_or(1) as f64;
    let last_arrival = runs.iter().map(|r| r.last_arrival_ms).max().unwrap_or(0) as f64;
    let arrivals_end = Mark::VLine { x: last_arrival, key: Key("mark.event"), label: pick("gelişler bitti", "arrivals ended").into() };
    let head = match runs.iter().any(|r| grows(p, r)) {
        true => pick("Gelen iş kapasiteyi aşınca kuyruk doğrusal büyüyor", "When the work exceeds capacity the queue grows linearly"),
        false => pick("Gelen iş kapasiteyi aşmıyor: kuyruk doğrusal büyümüyor", "The work does not exceed capacity: the queue does not grow linearly"),
    };
    let parts: Vec<String> = runs.iter().map(|r| queue_words(p, r)).collect();
    let capacity: Vec<String> =
        runs.iter().map(|r| say!("{} işçi {}","{} {}", wk(r.workers), dec(f64::from(r.workers) * 1000.0 / p.service_mean_ms, 1))).collect();
    let queue = Figure {
        name: "queue".into(),
        title: format!("{head}: {}", parts.join("; ")),
        caption: say!(
            "Saniyede {} ileti geliyor; saniyede en çok bitirilen: {}. Gelen iş kapasiteyi aştıkça fark kuyrukta birikiyor; gelişler durunca kuyruk aynı kapasiteyle eriyor.",
            "{} messages arrive per second; the most finished per second: {}. As the work exceeds capacity the difference piles up in the queue; when arrivals stop the queue drains at the same capacity.",
            turkish_number(p.arrival_rate_per_s),
            capacity.join(", ")
        ),
        x: Axis::new(pick("zaman", "time"), Unit::Millis).range(0.0, end),
        y: Axis::new(pick("kuyrukta bekleyen ileti", "messages waiting in the queue"), Unit::Count),
        plot: plot(runs, &|r| r.trend.queue_steps(), Style::Step),
        marks: vec![arrivals_end.clone()],
    };
    let last = |r: &Run| r.trend.mean_waits().last().map(|w| w.1).unwrap_or(0.0);
    let waits: Vec<String> = runs.iter().map(|r| say!("{} işçiyle {}","{1} with {0}", wk(r.workers), human_ms(last(r)))).collect();
    let wait_head = match runs.iter().any(|r| grows(p, r)) {
        true => pick("Aşırı yükte bekleme de doğrusal büyüyor", "Under overload the wait grows linearly too"),
        false => pick("Bekleme doğrusal büyümüyor", "The wait does not grow linearly"),
    };
    let wait = Figure {
        name: "wait".into(),
        title: say!("{wait_head}: son gelen ileti {}","{wait_head}: the last message waits {}", waits.join(", ")),
        caption: pick("Geliş anına göre ortalama bekleme, her işçi sayısı için bir çizgi. Kapasiteyi aşan havuzda bekleme t·(λ − cμ)/(cμ) hızıyla büyüyor.", "Mean wait by arrival time, one line per pool size. In a pool over capacity the wait grows at t·(λ − cμ)/(cμ).").into(),
        x: Axis::new(pick("geliş anı", "arrival time"), Unit::Millis).range(0.0, end),
        y: Axis::new(pick("kuyrukta bekleme", "wait in the queue"), Unit::Millis),
        plot: plot(runs, &|r| r.trend.mean_waits(), Style::Line),
        marks: vec![arrivals_end],
    };
    vec![queue, wait]
}
