//! One row per breaker setting, and the calls per second that reach the dependency.

use crate::report::lang::pick;
use crate::say;
use super::Params;
use crate::models::kit::outage::{MAX_BINS, PerSecond};
use super::simulate::{BreakerRun, tag};
use crate::report::figure::{Axis, Key, Mark, Plot, Series, Style, Unit, bucket_steps, hold_end, run_end};
use crate::report::units::{count, human_ms};
use crate::report::{Figure, Head, Layout, Report};

fn label(with_breaker: bool) -> &'static str {
    if with_breaker { pick("devre kesici", "circuit breaker") } else { pick("kesicisiz", "no breaker") }
}

/// The rows' table; with a named `backoff` also the messages its retry limit gave up.
fn breakers(p: &Params) -> Layout<'static, BreakerRun> {
    let layout = Layout::new("breakers")
        .one_unit()
        .column("breaker", Head::left(pick("kip", "mode"), 14), |r: &BreakerRun| tag(r.breaker).into())
        .shown(|r| label(r.breaker).into())
        .column("calls", Head::right(pick("cagri", "calls"), 7), |r| r.run.calls.into())
        .column("calls_during_outage", Head::right(pick("kesintide cagri", "calls in outage"), 17), |r| r.run.calls_during_outage.into())
        .column("failed_calls", Head::right(pick("basarisiz", "failed"), 11), |r| r.run.failed_calls.into())
        .column("acked", Head::right(pick("islenen", "processed"), 9), |r| r.run.acked.into())
        .column("dead_lettered", Head::right(pick("olu mektup", "dead letters"), 12), |r| r.run.dead_lettered.into())
        .column("times_opened", Head::right(pick("acilma", "opened"), 8), |r| r.run.times_opened.into())
        .column("drained_ms", Head::right(pick("bitis ms", "drained ms"), 10), |r| r.run.drained_ms.into());
    match p.backoff {
        Some(_) => layout.column("given_up", Head::right(pick("vazgecilen", "given up"), 11), |r| r.run.given_up.into()),
        None => layout,
    }
}

pub fn present(p: &Params, runs: &[BreakerRun]) -> Report {
    let layout = breakers(p);
    Report { text: layout.text(runs), tables: vec![layout.table(runs)], ..Report::default() }
}

/// The concept (colour, Turkish name) of a row in every chart.
fn key(with_breaker: bool) -> Key {
    if with_breaker { Key("breaker.on") } else { Key("breaker.off") }
}

/// A step series of the busiest second of each bin, in ms (sparse: empty stretches cost
/// two points).
fn steps(rate: &PerSecond) -> Vec<(f64, f64)> {
    hold_end(bucket_steps(&rate.peaks(), rate.width_s() * 1000, MAX_BINS))
}

/// The busiest second at or after `from_ms`.
fn peak_from(rate: &PerSecond, from_ms: u64) -> u64 {
    let width_ms = rate.width_s() * 1000;
    rate.bins().iter().filter(|b| (b.index + 1) * width_ms > from_ms).map(|b| b.peak).max().unwrap_or(0)
}

/// Labels the breaker's first probe and the burst that drains the backlog.
fn annotate(p: &Params, run: &BreakerRun, s: Series) -> Series {
    let mut labels = Vec::new();
    if let Some(opened) = run.run.first_opened_ms {
        let probe = s.points.iter().position(|&(x, y)| x > opened as f64 && x < p.outage.outage_until_ms as f64 && y > 0.0);
        if let Some(i) = probe {
            labels.push((i, say!("{} açık, sonra tek deneme çağrısı", "open {}, then one trial call", ms(p.open_ms))));
        }
    }
    let after = s.points.iter().enumerate().filter(|(_, pt)| pt.0 + 1000.0 > p.outage.outage_until_ms as f64);
    let burst = after.max_by(|a, b| a.1.1.total_cmp(&b.1.1).then(b.0.cmp(&a.0)));
    if let Some((i, _)) = burst.filter(|_| run.run.backlog_at_recovery > 0) {
        labels.push((i, say!("biriken {} ileti eritiliyor", "the {} queued messages drain", run.run.backlog_at_recovery)));
    }
    s.labelled(labels)
}

fn ms(v: u64) -> String {
    human_ms(v as f64)
}

pub fn figures(p: &Params, runs: &[BreakerRun]) -> Vec<Figure> {
    let (Some(first), Some(end)) = (runs.first(), runs.iter().map(|r| r.run.drained_ms).max()) else { return Vec::new() };
    let off = runs.iter().find(|r| !r.breaker);
    let on = runs.iter().find(|r| r.breaker);
    let mut series: Vec<Series> = runs
        .iter()
        .map(|r| {
            let s = Series::new(key(r.breaker).name(), key(r.breaker), Style::Step, steps(&r.run.calls_per_s));
            if r.breaker { annotate(p, r, s) } else { s }
        })
        .collect();
    for r in runs.iter().filter(|r| r.run.dead_lettered > 0) {
        let half = r.run.dead_letters_per_s.width_s() * 500;
        let points = r.run.dead_letters_per_s.bins().iter().map(|b| ((b.index * 2 * half + half) as f64, b.peak as f64));
        // In the row's colour and marker: which row lost them is the point.
        let name = say!("{}: ölü mektuba düşen, toplam {}", "{}: dead-lettered, {} in all", key(r.breaker).name(), r.run.dead_lettered);
        series.push(Series::new(name, key(r.breaker), Style::Points, points.collect()));
    }
    let x_end = end.max(p.outage.outage_until_ms) + 1000;
    // Where the run stops, marked: the lines end there.
    let mut marks = vec![Mark::VLine { x: end as f64, key: Key("mark.limit"), label: run_end().into() }];
    if p.outage.outage_until_ms > p.outage.outage_from_ms {
        // A band too narrow to hold its label goes without it.
        let wide = (p.outage.outage_until_ms - p.outage.outage_from_ms) * 20 >= x_end;
        marks.push(Mark::Band {
            from: p.outage.outage_from_ms as f64,
            to: p.outage.outage_until_ms as f64,
            key: Key("mark.outage"),
            label: if wide { pick("bağımlılık çalışmıyor", "dependency down").into() } else { String::new() },
        });
    }
    if let Some(on) = on {
        if let Some(t) = on.run.first_opened_ms {
            marks.push(Mark::VLine { x: t as f64, key: Key("mark.event"), label: pick("kesici açıldı", "breaker opened").into() });
        }
        if let Some(t) = on.run.last_closed_ms.filter(|_| on.run.times_opened > 0) {
            marks.push(Mark::VLine { x: t as f64, key: Key("mark.event"), label: pick("kesici kapandı", "breaker closed").into() });
        }
    }
    let title = match (off, on) {
        (Some(off), Some(on)) if off.run.calls_during_outage > on.run.calls_during_outage => {
            let dead = if off.run.dead_lettered > 0 && on.run.dead_lettered == 0 {
                pick(", hiçbir ileti ölü mektuba düşmüyor", ", no message is dead-lettered").to_string()
            } else if off.run.dead_lettered > on.run.dead_lettered {
                say!(", ölü mektup {} yerine {}", ", {1} dead letters instead of {0}", count(off.run.dead_lettered), count(on.run.dead_lettered))
            } else {
                String::new()
            };
            say!(
                "Devre kesiciyle kesintide {} yerine {} çağrı{dead}", "With a circuit breaker {1} calls during the outage instead of {0}{dead}",
                count(off.run.calls_during_outage), count(on.run.calls_during_outage)
            )
        }
        (Some(off), Some(on)) => say!(
            "Kesintide bağımlılığa çağrı: kesicisiz {}, devre kesiciyle {}", "Calls to the dependency during the outage: {} without a breaker, {} with one",
            count(off.run.calls_during_outage), count(on.run.calls_during_outage)
        ),
        _ => say!(
            "{}: kesintide {} çağrı, {} ölü mektup", "{}: {} calls during the outage, {} dead letters",
            crate::report::units::capitalize(key(first.breaker).name()),
            count(first.run.calls_during_outage),
            count(first.run.dead_lettered)
        ),
    };
    let mut caption = say!(
        "Bağımlılık {} ile {} arasında çalışmıyor (gri bant).", "The dependency is down from {} to {} (grey band).",
        ms(p.outage.outage_from_ms),
        ms(p.outage.outage_until_ms)
    );
    if let Some(off) = off {
        caption.push_str(&say!(
            " Kesicisiz tüketiciler her iletiyi geri çekilmeyle yeniden deniyor: kesintide {} çağrı, {} ileti {} alımı aşıp ölü mektuba düşüyor.", " Without a breaker the consumers retry every message with backoff: {} calls during the outage, {} messages exceed {} receives and are dead-lettered.",
            count(off.run.calls_during_outage), count(off.run.dead_lettered), p.outage.max_receives
        ));
    }
    if let Some(on) = on {
        if let Some(opened) = on.run.first_opened_ms {
            caption.push_str(&say!(
                " Devre kesici {} ardışık hatadan sonra açılıyor ({}); her açılışta {} bekleyip tek bir deneme çağrısı gönderiyor, iletiler kuyrukta dokunulmadan bekliyor.", " The circuit breaker opens after {} consecutive failures ({}); each time it opens it waits {} and sends a single trial call, while the messages wait untouched in the queue.",
                p.failure_threshold,
                ms(opened),
                ms(p.open_ms)
            ));
        }
        caption.push_str(&say!(
            " Kesinti bitince biriken {} ileti {} tüketicinin tam hızıyla eritiliyor: saniyede en çok {} çağrı.", " When the outage ends the {} queued messages drain at the full speed of {} consumers: at most {} calls a second.",
            on.run.backlog_at_recovery,
            p.outage.consumers,
            peak_from(&on.run.calls_per_s, p.outage.outage_until_ms)
        ));
    }
    if let Some(system) = p.backoff {
        let policy = p.named.get(system);
        let limit = policy.max_retries().map_or(pick("sınırsız", "unlimited").to_string(), |m| say!("{m} tekrar", "{m} retries"));
        let given_up: Vec<String> = runs.iter().map(|r| format!("{} {}", key(r.breaker).name(), r.run.given_up)).collect();
        caption.push_str(&say!(
            " Bekleme: {} politikası (tekrar sınırı {limit}); sınırı dolan iletiden sistem o an vazgeçiyor ve ileti ölü mektuba gidiyor (vazgeçilen: {}).", " Backoff: {}'s policy (retry limit {limit}); the system gives up on a message that reaches the limit at once and it goes to the dead letters (given up: {}).",
            system.title(),
            given_up.join(", ")
        ));
    }
    let width = runs.iter().map(|r| r.run.calls_per_s.width_s()).max().unwrap_or(1);
    if width > 1 {
        caption.push_str(&say!(" Her basamak {} içindeki en yoğun saniyeyi gösteriyor.", " Each step shows the busiest second within {}.", ms(width * 1000)));
    }
    vec![Figure {
        name: "calls".into(),
        title,
        caption,
        x: Axis::new(pick("zaman", "time"), Unit::Millis).clock().range(0.0, x_end as f64),
        y: Axis::new(pick("saniyedeki çağrı / ölü mektup", "calls / dead letters per second"), Unit::Count),
        plot: Plot::Lines(series),
        marks,
    }]
}
