//! The pool's charts, chosen by what the scenario varies: a burst gets its drain, an
//! overloaded pool its queue and wait over time (`overload.rs`; several sizes whose
//! smallest is overloaded too, a line per size), several pool sizes the wait against the
//! size (with Erlang C), several service distributions their waits side by side, and a
//! single pool its waiting-time tail against Erlang C.

use super::present::wk;
use crate::say;
use crate::report::lang::pick;
use super::present::{because, dec, service_label, theory};
use super::overload::{self, overloaded};
use super::run::Run;
use super::steady::{self, Settling};
use crate::args;
use crate::report::words::Words;
use super::{Arrivals, Mmc, Params, Service};
use crate::report::figure::{Axis, BarSeries, Key, Mark, Plot, Series, Style, Unit};
use crate::report::units::{human_ms, ms_in, turkish_number};
use crate::report::Figure;

/// A distribution's name in charts: the lognormal by what it does to the tail.
fn chart_label(p: &Params, s: Service) -> &'static str {
    match s {
        Service::Exponential => pick("üstel", "exponential"),
        Service::Deterministic => pick("sabit", "fixed"),
        Service::Lognormal if p.service_cv > 1.0 => pick("ağır kuyruklu", "heavy-tailed"),
        Service::Lognormal => "lognormal",
    }
}

fn service_key(s: Service) -> Key {
    match s {
        Service::Exponential => Key("service.exponential"),
        Service::Deterministic => Key("service.deterministic"),
        Service::Lognormal => Key("service.lognormal"),
    }
}

/// The offered load `λ/μ` in workers.
fn load(p: &Params) -> f64 {
    p.arrival_rate_per_s * p.service_mean_ms / 1000.0
}

pub fn figures(p: &Params, runs: &[Run]) -> Vec<Figure> {
    if runs.is_empty() {
        return Vec::new();
    }
    if p.arrivals == Arrivals::Burst {
        return vec![drain(p, runs)];
    }
    if p.retries.len() > 1 {
        return super::retry_figures::figures(p, runs);
    }
    let mut out = Vec::new();
    // Several pool sizes whose smallest is overloaded keep the overload's charts (a line
    // per size), as one overloaded size has them; otherwise the wait against the size.
    let mut pools: Vec<&Run> = runs.iter().filter(|r| r.service == p.services[0]).collect();
    pools.sort_by_key(|r| r.workers);
    if p.workers.len() == 1 {
        if let Some(r) = runs.iter().find(|r| overloaded(p, r)) {
            out.extend(overload::figures(p, &[r]));
        }
    } else if pools.first().is_some_and(|r| overload::grows(p, r)) {
        out.extend(overload::figures(p, &pools));
    } else {
        out.push(workers(p, runs));
    }
    if p.services.len() > 1 {
        out.push(variability(p, runs));
    }
    if runs.len() == 1 && !overloaded(p, &runs[0]) {
        out.push(tail(p, &runs[0]));
    }
    out
}

/// Mean and p95 wait against the pool size, with Erlang C's curves (for a pool whose
/// workers crash, the crash-free pool's: what the crashes cost).
fn workers(p: &Params, runs: &[Run]) -> Figure {
    let service = p.services[0];
    let rows: Vec<&Run> = runs.iter().filter(|r| r.service == service && !overloaded(p, r)).collect();
    let point = |f: &dyn Fn(&Run) -> f64| rows.iter().map(|r| (f64::from(r.workers), f(r))).collect::<Vec<_>>();
    let mut series = vec![
        Series::new(pick("ortalama bekleme (benzetim)", "mean wait (simulation)"), Key("pool.mean"), Style::Points, point(&|r| r.wait.mean)),
        Series::new(pick("p95 bekleme (benzetim)", "p95 wait (simulation)"), Key("pool.p95"), Style::Points, point(&|r| r.wait.p95 as f64)),
    ];
    let crashes = p.crash_every_ms.is_some();
    let crash_free = Params { crash_every_ms: None, ..p.clone() };
    let (lo, hi) = (p.workers.iter().min().copied().unwrap_or(1), p.workers.iter().max().copied().unwrap_or(1));
    let curve: Vec<(u32, Mmc)> = (lo..=hi).filter_map(|c| theory(&crash_free, service, c).map(|t| (c, t))).collect();
    let erlang = if crashes { pick("Erlang C, çökmesiz", "Erlang C, no crashes") } else { "Erlang C" };
    if !curve.is_empty() {
        let line = |f: &dyn Fn(&Mmc) -> f64| curve.iter().map(|(c, t)| (f64::from(*c), f(t))).collect();
        series.push(Series::new(say!("ortalama bekleme ({erlang})","mean wait ({erlang})"), Key("pool.mean"), Style::Line, line(&|t| t.wq_ms())));
        series.push(Series::new(
            say!("p95 bekleme ({erlang})","p95 wait ({erlang})"),
            Key("pool.p95"),
            Style::Line,
            line(&|t| t.wait_quantile_ms(0.95)),
        ));
    }
    let a = load(p);
    let mut marks =
        vec![Mark::VLine { x: a, key: Key("mark.limit"), label: format!("λ/μ = {}", turkish_number(a)) }];
    if let Some(every) = p.crash_every_ms {
        // Each worker is up `every / (every + restart)` of the time.
        let up = every as f64 / (every + p.restart_ms) as f64;
        marks.push(Mark::VLine {
            x: a / up,
            key: Key("mark.limit"),
            label: say!("çökmelerle sınır {}","limit with crashes {}", dec(a / up, 1)),
        });
    }
    let unstable: Vec<String> = runs
        .iter()
        .filter(|r| r.service == service && overloaded(p, r))
        .map(|r| r.workers.to_string())
        .collect();
    let title = workers_title(&crash_free, service, &rows, crashes);
    let mut caption = say!(
        "Saniyede {} ileti geliyor, bir ileti ortalama {} sürüyor ({} hizmet): iş yükü λ/μ = {} işçi, kesikli çizgi bu kapasite sınırı. Noktalar benzetim{}.",
        "{} messages arrive per second, a message takes {} on average ({} service): the load λ/μ = {} workers, the dashed line is this capacity limit. Points are the simulation{}.",
        turkish_number(p.arrival_rate_per_s),
        human_ms(p.service_mean_ms),
        service_label(p, service),
        turkish_number(a),
        if curve.is_empty() { String::new() } else { say!(", çizgiler {erlang}",", lines {erlang}") }
    );
    if let Some(every) = p.crash_every_ms {
        caption.push_str(&say!(
            " Her işçi ortalama {} çalışıp çöküyor ve {} kapalı kalıyor (elindeki ileti kuyruğun başına dönüyor); çalışır işçi payıyla sınır {} işçiye çıkıyor.",
            " Each worker runs {} on average, then crashes and stays down {} (its message goes back to the head of the queue); with the share of workers up, the limit rises to {} workers.",
            human_ms(every as f64),
            human_ms(p.restart_ms as f64),
            dec(a * (every + p.restart_ms) as f64 / every as f64, 1)
        ));
    }
    if !unstable.is_empty() {
        caption.push_str(&say!(" {} işçi yetmiyor: kuyruk sınırsız büyüyor, grafikte yok."," {} workers are not enough: the queue grows without bound, not drawn.", unstable.join(", ")));
    }
    let left = f64::from(lo).min(a.floor()) - 0.5;
    // Left of the capacity limit (with crashes, the limit of the workers that are up) the
    // queue grows without bound: the region is shaded and named, with the pools that fell in it.
    let limit = match p.crash_every_ms {
        Some(every) => a * (every + p.restart_ms) as f64 / every as f64,
        None => a,
    };
    if limit > left {
        let label = if unstable.is_empty() {
            pick("bu sınırın solunda kuyruk sınırsız büyüyor", "left of this limit the queue grows without bound").to_string()
        } else {
            say!("{} işçi yetmiyor: kuyruk sınırsız büyüyor","{} workers are not enough: the queue grows without bound", unstable.join(", "))
        };
        marks.insert(0, Mark::Band { from: left, to: limit, key: Key("mark.limit"), label });
    }
    Figure {
        name: "workers".into(),
        title,
        caption,
        x: Axis::new(pick("işçi sayısı", "workers"), Unit::Count).range(left, f64::from(hi) + 0.5),
        y: Axis::new(pick("kuyrukta bekleme", "wait in the queue"), Unit::Millis),
        plot: Plot::Lines(series),
        marks,
    }
}

/// The workers chart's title: what the smallest stable pool waits, and the pool size that
/// brings the wait down (with crashes: back to the crash-free pool's).
fn workers_title(crash_free: &Params, service: Service, rows: &[&Run], crashes: bool) -> String {
    // The waits of one title in one unit, the unit of the largest.
    let one_unit = |v: &[f64]| -> Vec<String> {
        let span = v.iter().copied().fold(0.0, f64::max);
        v.iter().map(|&x| ms_in(x, span)).collect()
    };
    match rows.first() {
        Some(f) if crashes && f.wait.mean <= theory(crash_free, service, f.workers).map_or(0.0, |t| t.wq_ms()) => {
            let w = one_unit(&[f.wait.mean, theory(crash_free, service, f.workers).map_or(0.0, |t| t.wq_ms())]);
            say!("Çökmeler beklemeyi büyütmüyor: {} işçiyle ortalama {} (çökmesiz {})","Crashes do not lengthen the wait: with {} the mean is {} ({} without crashes)", wk(f.workers), w[0], w[1])
        }
        Some(f) if crashes => {
            let free = theory(crash_free, service, f.workers).map(|t| t.wq_ms()).unwrap_or(0.0);
            let back = rows.iter().find(|r| r.wait.mean <= free);
            match back {
                Some(b) => {
                    let w = one_unit(&[f.wait.mean, free, b.wait.mean]);
                    say!(
                        "Çöken işçiler beklemeyi büyütüyor: {} işçiyle ortalama {} (çökmesiz {}), {} işçiyle yeniden {}",
                        "Crashing workers lengthen the wait: with {} workers the mean is {} ({} without crashes), with {} workers {} again",
                        f.workers, w[0], w[1], b.workers, w[2]
                    )
                }
                None => {
                    let w = one_unit(&[f.wait.mean, free]);
                    say!("Çöken işçiler beklemeyi büyütüyor: {} işçiyle ortalama {}, çökmesiz {}","Crashing workers lengthen the wait: with {} the mean is {}, {} without crashes", wk(f.workers), w[0], w[1])
                }
            }
        }
        Some(f) => match rows.iter().find(|r| r.wait.mean <= f.wait.mean / 10.0) {
            Some(k) => {
                let w = one_unit(&[f.wait.mean, k.wait.mean]);
                say!(
                    "Bekleme kapasite sınırının hemen üstünde hızla düşüyor: {} işçiyle ortalama {}, {} işçiyle {}",
                    "The wait falls fast just above the capacity limit: with {} workers the mean is {}, with {} workers {}",
                    f.workers, w[0], k.workers, w[1]
                )
            }
            None => say!("{} işçiyle ortalama bekleme {}","With {} the mean wait is {}", wk(f.workers), human_ms(f.wait.mean)),
        },
        None => pick("Bu işçi sayılarının hiçbiri gelen işe yetmiyor", "None of these pool sizes keeps up with the arriving work").into(),
    }
}

/// A named measure of a run.
type Stat = (&'static str, fn(&Run) -> f64);

/// Mean, p95 and p99 wait per service distribution, same mean service time.
fn variability(p: &Params, runs: &[Run]) -> Figure {
    let c = p.workers[0];
    let rows: Vec<&Run> = runs.iter().filter(|r| r.workers == c).collect();
    let stats: [Stat; 3] =
        [("ortalama", |r| r.wait.mean), ("p95", |r| r.wait.p95 as f64), ("p99", |r| r.wait.p99 as f64)];
    let span = rows.iter().flat_map(|r| stats.iter().map(|(_, f)| f(r))).fold(0.0, f64::max);
    let series = rows
        .iter()
        .map(|r| {
            let values: Vec<f64> = stats.iter().map(|(_, f)| f(r)).collect();
            BarSeries {
                name: say!("{} süre","{} duration", chart_label(p, r.service)),
                key: service_key(r.service),
                // In the axis' unit: one unit per chart.
                labels: values.iter().map(|&v| ms_in(v, span)).collect(),
                values: values.into_iter().map(Some).collect(),
            }
        })
        .collect();
    let (lo, hi) = (rows.iter().min_by_key(|r| r.wait.p99), rows.iter().max_by_key(|r| r.wait.p99));
    let title = match (lo, hi) {
        (Some(lo), Some(hi)) if lo.wait.p99 > 0 => say!(
            "Aynı ortalama hizmet süresi, p99 beklemede {} kat fark: {} sürede {}, {} sürede {}",
            "The same mean service time, a {}-fold difference in the p99 wait: {} duration {}, {} duration {}",
            dec(hi.wait.p99 as f64 / lo.wait.p99 as f64, 1),
            chart_label(p, lo.service),
            human_ms(lo.wait.p99 as f64),
            chart_label(p, hi.service),
            human_ms(hi.wait.p99 as f64)
        ),
        _ => pick("Aynı ortalama hizmet süresi, farklı bekleme kuyrukları", "The same mean service time, different waiting tails").into(),
    };
    let util = rows.first().map(|r| r.utilisation()).unwrap_or(0.0);
    Figure {
        name: "variability".into(),
        title,
        caption: say!(
            "{c} işçi, saniyede {} ileti, hizmet süresi ortalaması hep {} (kullanım %{}); ağır kuyruklu süre lognormal, değişkenlik katsayısı {}. Yalnız sürelerin dağılımı değişiyor: uzun süren birkaç ileti işçileri tutunca arkadakiler bekliyor.",
            "{c} workers, {} messages per second, the mean service time always {} (utilisation {}%); the heavy-tailed duration is lognormal with coefficient of variation {}. Only the distribution of the durations changes: when a few long messages hold the workers, those behind them wait.",
            turkish_number(p.arrival_rate_per_s),
            human_ms(p.service_mean_ms),
            dec(100.0 * util, 0),
            turkish_number(p.service_cv)
        ),
        x: Axis::new(pick("bekleme ölçüsü", "wait statistic"), Unit::Plain),
        y: Axis::new(pick("kuyrukta bekleme", "wait in the queue"), Unit::Millis),
        plot: Plot::Bars { categories: stats.iter().map(|s| s.0.to_string()).collect(), series },
        marks: Vec::new(),
    }
}

/// The queue of a burst draining, one line per pool size, on a log time axis.
fn drain(p: &Params, runs: &[Run]) -> Figure {
    let series: Vec<Series> = runs
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let name = if p.services.len() > 1 {
                say!("{} işçi, {}","{}, {}", wk(r.workers), service_label(p, r.service))
            } else {
                say!("{} işçi","{}", wk(r.workers))
            };
            let key = Key(["series.1", "series.2", "series.3", "series.4", "series.5", "series.6"][i.min(5)]);
            let pts = r.trend.queue_steps();
            Series::new(name, key, Style::Step, pts)
        })
        .collect();
    let ends: Vec<String> =
        runs.iter().map(|r| say!("{} işçiyle {}","{1} with {0}", wk(r.workers), human_ms(r.end_ms as f64))).collect();
    // "Kaç katına çıkarsa o kadar hızlı" only where every step up in pool size shortens
    // the drain in proportion (within a quarter); one pool size compares with nothing.
    let mut sizes: Vec<&Run> = runs.iter().collect();
    sizes.sort_by_key(|r| r.workers);
    let ratio = |a: &Run, b: &Run| (a.end_ms as f64 / b.end_ms.max(1) as f64) / (f64::from(b.workers) / f64::from(a.workers));
    let proportional = sizes.windows(2).all(|w| w[0].workers < w[1].workers && (0.75..1.33).contains(&ratio(w[0], w[1])));
    let messages = turkish_number(p.messages as f64);
    let title = match (runs.len(), proportional) {
        (1, _) => say!("{messages} ileti {} içinde boşalıyor","{messages} messages drain in {}", ends[0]),
        (_, true) => say!("İşçi sayısı kaç katına çıkarsa yığın o kadar hızlı boşalıyor: {messages} ileti {}","{messages} messages drain in proportion to the workers: {}", ends.join(", ")),
        (_, false) => say!("Yığının boşalması işçi sayısıyla orantılı değil: {messages} ileti {}","{messages} messages do not drain in proportion to the workers: {}", ends.join(", ")),
    };
    // The tenfold sentence only where the run has ten times a pool size and it drains in
    // about a tenth of the time.
    let tenfold = runs.iter().any(|a| runs.iter().any(|b| b.workers == 10 * a.workers && (0.8..1.25).contains(&ratio(a, b))));
    let tenfold = if tenfold { pick(" İşçi sayısını on katına çıkarmak boşalma süresini onda birine indiriyor;", " Ten times the workers drain it in a tenth of the time;") } else { "" };
    let slowest = runs.iter().max_by_key(|r| r.end_ms).expect("runs is not empty");
    Figure {
        name: "drain".into(),
        title,
        caption: say!(
            "Bütün iletiler aynı anda geliyor; bir ileti ortalama {} sürüyor.{tenfold} {} işçide son ileti {} bekliyor.",
            "All messages arrive at once; a message takes {} on average.{tenfold} With {} workers the last message waits {}.",
            human_ms(p.service_mean_ms),
            slowest.workers,
            human_ms(slowest.wait.max as f64)
        ),
        // A linear time axis: a steady drain is a straight line (on a log axis it reads as
        // a slow start and a sudden drop); the queue's axis ends just above the burst.
        x: Axis::new(pick("zaman", "time"), Unit::Millis).clock().range(0.0, slowest.end_ms as f64 * 1.03),
        y: Axis::new(pick("kuyrukta bekleyen ileti", "messages waiting in the queue"), Unit::Count).range(0.0, p.messages as f64 * 1.04),
        plot: Plot::Lines(series),
        marks: Vec::new(),
    }
}

/// The share of messages that wait longer than t, against Erlang C's `C·e^(−(cμ−λ)t)`.
fn tail(p: &Params, r: &Run) -> Figure {
    // Down to one message in a thousand: below that a handful of messages make the points.
    let sim: Vec<(f64, f64)> = r.wait_ccdf.iter().copied().filter(|x| x.1 >= 1e-3).collect();
    let end = sim.iter().map(|x| x.0).fold(1.0, f64::max);
    let mut series = vec![Series::new(pick("benzetim", "simulation"), Key("pool.ccdf"), Style::Points, sim)];
    let t = theory(p, r.service, r.workers);
    if let Some(t) = t {
        let line = (0..=40).map(|i| end * f64::from(i) / 40.0).map(|x| (x, t.wait_ccdf(x))).collect();
        series.push(Series::new("Erlang C", Key("pool.theory"), Style::Line, line));
    }
    let title = match t {
        Some(t) => tail_title(r, &t),
        None => say!(
            "{} işçi: iletilerin yüzde {} bekliyor, ortalama bekleme {}",
            "{} workers: {}% of messages wait, mean wait {}",
            r.workers,
            dec(100.0 * r.p_wait(), 1),
            human_ms(r.wait.mean)
        ),
    };
    Figure {
        name: "tail".into(),
        title,
        caption: say!(
            "{} işçi, saniyede {} ileti, ortalama hizmet {}: t süresinden uzun bekleyen iletilerin payı, binde bire kadar. Logaritmik eksende üstel kuyruk düz bir çizgidir; {} iletiden en uzun bekleyen {} bekledi.",
            "{} workers, {} messages per second, mean service {}: the share of messages that wait longer than t, down to one in a thousand. On a log axis an exponential tail is a straight line; of {} messages the longest wait was {}.",
            r.workers,
            turkish_number(p.arrival_rate_per_s),
            human_ms(p.service_mean_ms),
            turkish_number(r.served as f64),
            human_ms(r.wait.max as f64)
        ),
        x: Axis::new(pick("bekleme süresi t", "wait t"), Unit::Millis).range(0.0, end),
        y: Axis::new(pick("t süresinden uzun bekleyenlerin payı", "share waiting longer than t"), Unit::Plain).log(),
        plot: Plot::Lines(series),
        marks: Vec::new(),
    }
}

/// The tail chart's title beside Erlang C: "agrees" only for a steady window whose 95 %
/// interval over the batch means holds the theory's mean wait (and whose share that waits
/// is within 0,05 of it); a growing or unsettled queue says so instead of comparing.
fn tail_title(r: &Run, t: &Mmc) -> String {
    let window = steady::settling(&r.wait_batches, Some(t), r.window_start_ms as f64, r.window_ms as f64);
    let interval = steady::interval(&r.wait_batches);
    let holds = interval.is_some_and(|(lo, hi)| lo <= t.wq_ms() && t.wq_ms() <= hi);
    let agree = match window {
        Settling::Growing { .. } => "growing",
        Settling::Unsettled { .. } => "unsettled",
        Settling::Steady if holds && (r.p_wait() - t.p_wait()).abs() <= 0.05 => "yes",
        Settling::Steady => "no",
    };
    let (low, high) = interval.unwrap_or((r.wait.mean, r.wait.mean));
    Words::current().get(
        "pool-tail-title",
        &args!(
            agree = agree,
            p = dec(r.p_wait(), 3),
            p_theory = dec(t.p_wait(), 3),
            wait = human_ms(r.wait.mean),
            wait_theory = human_ms(t.wq_ms()),
            batches = steady::BATCHES,
            low = human_ms(low),
            high = human_ms(high),
            because = because(&window),
        ),
    )
}
