//! The experiment's figures with real systems' named policies listed: calls and the
//! completion time against N as in Brooker's two figures (the completion is now when the
//! last client finished: succeeded, or gave up), and a third, the clients that gave up.
//! Titles compare the real systems whose clients all succeeded (Brooker's schedules are
//! the reference the captions quote): a policy whose clients give up makes fewer calls and
//! ends sooner without having done the work, and the captions say so.

use super::Params;
use super::figures::{at_largest, lines_of};
use super::present::label;
use super::schedule::{Curve, Schedule};
use super::simulate::Point;
use crate::report::Figure;
use crate::report::figure::{Axis, Plot, Unit};
use crate::report::units::{human_ms, turkish_number};

/// `a, b ve c`.
fn list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} ve {last}", rest.join(", ")),
    }
}

/// The mean of `of` under `c` at `n` clients (0 when not run).
fn mean_at(outcome: &[Point], n: u32, c: Curve, of: fn(&Point) -> crate::stats::Summary) -> f64 {
    outcome.iter().find(|pt| pt.clients == n && pt.schedule == c).map_or(0.0, |pt| of(pt).mean)
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

pub fn figures(p: &Params, outcome: &[Point]) -> Vec<Figure> {
    let x = || Axis::new("istemci sayısı N", Unit::Count);
    let trials = format!("her nokta {} denemenin ortalaması, bant p5–p95", turkish_number(f64::from(p.trials)));
    let n = p.clients.iter().copied().max().unwrap_or(0);
    // The lines where clients gave up at the largest N: left out of the titles' comparisons.
    let quitters: Vec<Curve> =
        p.schedules.iter().copied().filter(|&c| mean_at(outcome, n, c, Point::gave_up) > 0.0).collect();
    let quitter_names: Vec<String> = quitters.iter().map(|&c| label(c)).collect();
    // The systems whose clients all succeeded; failing that, every line that did; failing
    // that, every line.
    let stayed = |v: Vec<(Curve, f64)>| -> Vec<(Curve, f64)> {
        let kept: Vec<(Curve, f64)> = v.iter().copied().filter(|t| !quitters.contains(&t.0)).collect();
        let systems: Vec<(Curve, f64)> = kept.iter().copied().filter(|t| matches!(t.0, Curve::Named(_))).collect();
        if !systems.is_empty() {
            systems
        } else if !kept.is_empty() {
            kept
        } else {
            v
        }
    };
    let brooker = |v: &[(Curve, f64)], show: fn(f64) -> String| -> Vec<String> {
        v.iter().filter(|t| matches!(t.0, Curve::Brooker(_))).map(|&(c, m)| format!("{} {}", label(c), show(m))).collect()
    };

    let (calls, calls_marks) = lines_of(p, outcome, Point::calls, |_| true);
    let all_calls = at_largest(p, outcome, Point::calls).1;
    let by_calls = stayed(all_calls.clone());
    let (best, worst) = (by_calls[0], by_calls[by_calls.len() - 1]);
    let calls_title = if best.0 == worst.0 {
        format!("{n} istemcide {} {} çağrıda bitiriyor", label(best.0), turkish_number(best.1.round()))
    } else {
        format!(
            "{n} istemcide {} {} çağrıda bitiriyor, {} {} çağrıda: {} kat daha az iş",
            label(best.0),
            turkish_number(best.1.round()),
            label(worst.0),
            turkish_number(worst.1.round()),
            turkish_number((worst.1 / best.1 * 10.0).round() / 10.0)
        )
    };
    let mut calls_caption = format!(
        "N istemci tek satırı birer kez güncelliyor; her reddedilen yazma bir çağrı daha demek ({trials}). Gerçek sistemler kendi varsayılan beklemeleri ve sarsıntılarıyla çalışıyor; Brooker'ın çizelgelerinde taban {} ms, tavan {} ms.",
        turkish_number(p.base_ms),
        turkish_number(p.cap_ms)
    );
    let reference = brooker(&all_calls, |m| turkish_number(m.round()));
    if !reference.is_empty() {
        calls_caption.push_str(&format!(" Brooker'ın çizelgeleriyle {n} istemcide: {}.", list(&reference)));
    }
    let steady: Vec<String> = p
        .schedules
        .iter()
        .filter_map(|&c| match c {
            Curve::Named(s) if !p.named.get(s).draws() => Some(label(c)),
            _ => None,
        })
        .collect();
    if !steady.is_empty() {
        calls_caption.push_str(&format!(
            " {} sarsıntısız: aynı anda reddedilen istemciler birlikte bekleyip yine çakışıyor.",
            list(&steady)
        ));
    }
    if !quitters.is_empty() {
        calls_caption.push_str(&format!(
            " {} ile çağrı sayısı işin bittiğini göstermiyor: istemcilerin bir kısmı son yeniden denemeden sonra vazgeçip satırı güncellemiyor.",
            list(&quitter_names)
        ));
    }
    for (c, b) in twins(p, outcome) {
        calls_caption.push_str(&format!(
            " {} ile {} her denemede aynı çağrıları yapıyor (çizgiler üst üste): ikisi de sarsıntısız, aynı ağda aynı istemciler çakışıyor; yalnızca beklemelerin uzunluğu farklı.",
            label(c),
            label(b)
        ));
    }

    let (times, time_marks) = lines_of(p, outcome, Point::completion, |_| true);
    let all_times = at_largest(p, outcome, Point::completion).1;
    let by_time = stayed(all_times.clone());
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
    let time_title = format!("{n} istemcide sonuncusu {} sonra bitiriyor", each.join(", "));
    let mut time_caption = format!(
        "Son istemcinin bitişi: başarısı ya da vazgeçmesi ({trials}). Brooker'ın çizelgelerinde kimse vazgeçmez; onlar için bu, Brooker'ın tanımıyla son istemcinin başarı anı."
    );
    let reference = brooker(&all_times, human_ms);
    if !reference.is_empty() {
        time_caption.push_str(&format!(" Brooker'ın milisaniyelik çizelgeleriyle {n} istemcide: {}.", list(&reference)));
    }
    if !quitters.is_empty() {
        time_caption.push_str(&format!(" {} vazgeçenlerin son reddiyle erken bitiyor.", list(&quitter_names)));
    }
    time_caption.push_str(" Süre logaritmik eksende.");

    let mut figures = vec![
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
            y: Axis::new("son istemcinin bitişi (ortalama)", Unit::Millis).log(),
            plot: Plot::Lines(times),
            marks: time_marks,
        },
    ];
    figures.extend(gave_up_figure(p, outcome, n, &trials));
    figures
}

/// The clients that gave up against N, one line per listed policy with a retry limit
/// (none when no listed policy has one).
fn gave_up_figure(p: &Params, outcome: &[Point], n: u32, trials: &str) -> Option<Figure> {
    let limited: Vec<Curve> = p.schedules.iter().copied().filter(|&c| limit(p, c).is_some()).collect();
    if limited.is_empty() {
        return None;
    }
    let (series, marks) = lines_of(p, outcome, Point::gave_up, |c| limit(p, c).is_some());
    let mut by: Vec<(Curve, f64)> = limited.iter().map(|&c| (c, mean_at(outcome, n, c, Point::gave_up))).collect();
    by.sort_by(|a, b| b.1.total_cmp(&a.1));
    let some: Vec<String> =
        by.iter().filter(|t| t.1 > 0.0).map(|(c, v)| format!("{} ile {}", label(*c), turkish_number(v.round()))).collect();
    let none: Vec<String> = by.iter().filter(|t| t.1 == 0.0).map(|(c, _)| label(*c)).collect();
    let title = match (some.is_empty(), none.is_empty()) {
        (true, _) => format!("{n} istemcide hiçbir istemci vazgeçmiyor"),
        (false, true) => format!("{n} istemcide {} istemci vazgeçiyor", list(&some)),
        (false, false) => format!("{n} istemcide {} istemci vazgeçiyor; {} ile hiçbiri", list(&some), list(&none)),
    };
    let limits: Vec<String> =
        limited.iter().map(|&c| format!("{} {}", label(c), limit(p, c).unwrap_or(0))).collect();
    let never: Vec<String> = p
        .schedules
        .iter()
        .filter(|&&c| matches!(c, Curve::Named(_)) && limit(p, c).is_none())
        .map(|&c| label(c))
        .collect();
    let mut caption = format!(
        "Son yeniden denemesi de reddedilen istemci satırı güncellemeden bırakıp vazgeçiyor: {} yeniden denemeden sonra ({trials}).",
        list(&limits)
    );
    if never.is_empty() {
        caption.push_str(" Brooker'ın çizelgeleri hiç vazgeçmiyor.");
    } else {
        caption.push_str(&format!(" {} ve Brooker'ın çizelgeleri hiç vazgeçmiyor.", never.join(", ")));
    }
    Some(Figure {
        name: "gave-up".into(),
        title,
        caption,
        x: Axis::new("istemci sayısı N", Unit::Count),
        y: Axis::new("vazgeçen istemci (ortalama)", Unit::Count),
        plot: Plot::Lines(series),
        marks,
    })
}
