//! The wait against the pool size, with Erlang C's curves (for a pool whose workers crash,
//! the crash-free pool's: what the crashes cost).

use super::overload::overloaded;
use super::present::{service_label, theory};
use super::run::Run;
use super::said::{Dec, SizeAt, When};
use super::{Mmc, Params, Service};
use crate::report::figure::{Axis, Key, Mark, Plot, Series, Style, Unit};
use crate::report::statement::Listed;
use crate::report::units::turkish_number;
use crate::report::words::Words;
use crate::report::{Figure, Spoken};
use crate::word;

crate::statement! {
    /// A curve's name: `mean wait (simulation)`.
    struct MeanWaitOf = "worker-pool-mean-wait-of" { input text source: String }
}
crate::statement! {
    /// A curve's name: `p95 wait (Erlang C)`.
    struct P95WaitOf = "worker-pool-p95-wait-of" { input text source: String }
}
crate::statement! {
    /// Erlang C, of the crash-free pool where the workers crash.
    struct Erlang = "worker-pool-erlang" { input select crashes: bool }
}
crate::statement! {
    /// The capacity limit of the workers that are up.
    struct CrashLimit = "worker-pool-crash-limit" { claim shown limit: Dec }
}
crate::statement! {
    /// The workers chart's caption: the load, the service, the curves.
    struct WorkersCaption = "worker-pool-workers-caption" {
        input count rate: f64,
        input ms mean_service: f64,
        input text service: String,
        claim count load: f64,
        claim select lines: bool,
        input text erlang: String,
    }
}
crate::statement! {
    /// How the workers crash, and the limit with crashes.
    struct CaptionCrashes = "worker-pool-workers-caption-crashes" { input ms up: u64, input ms down: u64, claim shown limit: Dec }
}
crate::statement! {
    /// The pool sizes that do not keep up, not drawn.
    struct CaptionUnstable = "worker-pool-workers-caption-unstable" { claim text unstable: String }
}
crate::statement! {
    /// The band left of the capacity limit, with the pool sizes in it.
    struct BandUnstable = "worker-pool-workers-band-unstable" { claim text unstable: String }
}

/// The offered load `λ/μ` in workers.
fn load(p: &Params) -> f64 {
    p.arrival_rate_per_s * p.service_mean_ms / 1000.0
}

pub(super) fn workers(p: &Params, runs: &[Run], w: &'static Words) -> Figure {
    let service = p.services[0];
    let rows: Vec<&Run> = runs.iter().filter(|r| r.service == service && !overloaded(p, r)).collect();
    let point = |f: &dyn Fn(&Run) -> f64| rows.iter().map(|r| (f64::from(r.workers), f(r))).collect::<Vec<_>>();
    let sim = word!(w, "worker-pool-sim");
    let mut series = vec![
        Series::new(w.say(&MeanWaitOf { source: sim.clone() }), Key("pool.mean"), Style::Points, point(&|r| r.wait.mean)),
        Series::new(w.say(&P95WaitOf { source: sim }), Key("pool.p95"), Style::Points, point(&|r| r.wait.p95 as f64)),
    ];
    let crashes = p.crash_every_ms.is_some();
    let crash_free = Params { crash_every_ms: None, ..p.clone() };
    let (lo, hi) = (p.workers.iter().min().copied().unwrap_or(1), p.workers.iter().max().copied().unwrap_or(1));
    let curve: Vec<(u32, Mmc)> = (lo..=hi).filter_map(|c| theory(&crash_free, service, c).map(|t| (c, t))).collect();
    let erlang = w.say(&Erlang { crashes });
    if !curve.is_empty() {
        let line = |f: &dyn Fn(&Mmc) -> f64| curve.iter().map(|(c, t)| (f64::from(*c), f(t))).collect();
        let mean = MeanWaitOf { source: erlang.clone() };
        series.push(Series::new(w.say(&mean), Key("pool.mean"), Style::Line, line(&|t| t.wq_ms())));
        let p95 = P95WaitOf { source: erlang.clone() };
        series.push(Series::new(w.say(&p95), Key("pool.p95"), Style::Line, line(&|t| t.wait_quantile_ms(0.95))));
    }
    let a = load(p);
    let mut said = Spoken::new(w);
    let mut marks =
        vec![Mark::VLine { x: a, key: Key("mark.limit"), label: format!("λ/μ = {}", turkish_number(a, w.lang())) }];
    // Left of the capacity limit (with crashes, the limit of the workers that are up) the
    // queue grows without bound: the region is shaded and named, with the pools that fell in it.
    let limit = match p.crash_every_ms {
        Some(every) => a * (every + p.restart_ms) as f64 / every as f64,
        None => a,
    };
    if let Some(every) = p.crash_every_ms {
        // Each worker is up `every / (every + restart)` of the time.
        let up = every as f64 / (every + p.restart_ms) as f64;
        let label = said.say(&CrashLimit { limit: Dec(a / up, 1) });
        marks.push(Mark::VLine { x: a / up, key: Key("mark.limit"), label });
    }
    let unstable: Vec<String> =
        runs.iter().filter(|r| r.service == service && overloaded(p, r)).map(|r| r.workers.to_string()).collect();
    let unstable = unstable.join(", ");
    // The title's waits are written in the y axis' unit (the unit of the largest value drawn).
    let span = series.iter().flat_map(|s| s.points.iter().map(|pt| pt.1)).fold(0.0, f64::max);
    let title = workers_title(&crash_free, service, &rows, (crashes, span), &mut said);
    let mut caption = said.say(&WorkersCaption {
        rate: p.arrival_rate_per_s,
        mean_service: p.service_mean_ms,
        service: service_label(p, service, w),
        load: a,
        lines: !curve.is_empty(),
        erlang,
    });
    if let Some(every) = p.crash_every_ms {
        caption.push(' ');
        caption.push_str(&said.say(&CaptionCrashes { up: every, down: p.restart_ms, limit: Dec(limit, 1) }));
    }
    if !unstable.is_empty() {
        caption.push(' ');
        caption.push_str(&said.say(&CaptionUnstable { unstable: unstable.clone() }));
    }
    let left = f64::from(lo).min(a.floor()) - 0.5;
    if limit > left {
        let label = if unstable.is_empty() {
            word!(w, "worker-pool-workers-band")
        } else {
            said.say(&BandUnstable { unstable })
        };
        marks.insert(0, Mark::Band { from: left, to: limit, key: Key("mark.limit"), label });
    }
    Figure {
        name: "workers".into(),
        title,
        caption,
        x: Axis::new(word!(w, "worker-pool-workers-x"), Unit::Count).range(left, f64::from(hi) + 0.5),
        y: Axis::new(word!(w, "worker-pool-wait-y"), Unit::Millis),
        plot: Plot::Lines(series),
        marks,
        facts: said.facts(),
    }
}

crate::statement! {
    /// Crashes do not lengthen the wait of the smallest stable pool.
    struct CrashHarmless = "worker-pool-workers-title-crash-harmless" {
        claim count workers: u32,
        claim shown mean: When,
        claim shown free: When,
    }
}
crate::statement! {
    /// Crashes lengthen the wait; a larger pool brings it back.
    struct CrashBack = "worker-pool-workers-title-crash-back" {
        claim count workers: u32,
        claim shown mean: When,
        claim shown free: When,
        claim count back_workers: u32,
        claim shown back_mean: When,
    }
}
crate::statement! {
    /// Crashes lengthen the wait, and no pool drawn brings it back.
    struct CrashWorse = "worker-pool-workers-title-crash-worse" {
        claim count workers: u32,
        claim shown mean: When,
        claim shown free: When,
    }
}
crate::statement! {
    /// The wait falls tenfold just above the capacity limit.
    struct Falls = "worker-pool-workers-title-falls" {
        claim count workers: u32,
        claim shown mean: When,
        claim count to_workers: u32,
        claim shown to_mean: When,
    }
}
crate::regime! {
    /// The other stable pools a mean-wait title names: none, each, or the largest after
    /// an ellipsis (more than three drawn).
    pub(crate) enum Others { None = "none", Each = "each", Last = "last" }
}
crate::statement! {
    /// The smallest stable pool's mean wait, then each other pool's drawn (their sizes and
    /// means: every pool the chart draws, the largest alone beyond three).
    struct MeanTitle = "worker-pool-workers-title-mean" {
        claim count workers: u32,
        claim shown mean: When,
        claim select more: Others,
        say others: Listed<SizeAt>,
    }
}
crate::statement! {
    /// No pool size keeps up.
    struct NoneTitle = "worker-pool-workers-title-none" {}
}

/// The workers chart's title: what the smallest stable pool waits, and the pool size that
/// brings the wait down (with crashes: back to the crash-free pool's). `span`: the largest
/// wait drawn, whose unit the y axis shows and the title's waits use.
fn workers_title(
    crash_free: &Params,
    service: Service,
    rows: &[&Run],
    (crashes, span): (bool, f64),
    said: &mut Spoken,
) -> String {
    let at = |ms: f64| When::on_axis(ms, span);
    let Some(f) = rows.first() else { return said.say(&NoneTitle {}) };
    let (workers, mean) = (f.workers, at(f.wait.mean));
    if crashes {
        let free = theory(crash_free, service, f.workers).map_or(0.0, |t| t.wq_ms());
        if f.wait.mean <= free {
            return said.say(&CrashHarmless { workers, mean, free: at(free) });
        }
        return match rows.iter().find(|r| r.wait.mean <= free) {
            Some(b) => said.say(&CrashBack {
                workers,
                mean,
                free: at(free),
                back_workers: b.workers,
                back_mean: at(b.wait.mean),
            }),
            None => said.say(&CrashWorse { workers, mean, free: at(free) }),
        };
    }
    match rows.iter().find(|r| r.wait.mean <= f.wait.mean / 10.0) {
        Some(k) => said.say(&Falls { workers, mean, to_workers: k.workers, to_mean: at(k.wait.mean) }),
        None => {
            let rest: Vec<&&Run> = match rows {
                [_, rest @ ..] if rest.len() <= 2 => rest.iter().collect(),
                [.., last] => vec![last],
                [] => Vec::new(),
            };
            let more = match (rows.len(), rest.is_empty()) {
                (_, true) => Others::None,
                (0..=3, false) => Others::Each,
                _ => Others::Last,
            };
            let items = rest.iter().map(|r| SizeAt { workers: r.workers, end: at(r.wait.mean) }).collect();
            let others = Listed { items, sep: ", ", elided: false };
            said.say(&MeanTitle { workers, mean, more, others })
        }
    }
}
