//! One row per breaker setting, and the calls per second that reach the dependency.

use crate::args;
use crate::report::words::Words;
use super::Params;
use crate::models::kit::outage::{MAX_BINS, PerSecond};
use super::simulate::{BreakerRun, tag};
use crate::report::figure::{Axis, Key, Mark, Plot, Regime, Series, Style, Unit, bucket_steps, hold_end, run_end};
use crate::report::units::{count, human_ms};
use crate::report::{Fact, Figure, Head, Layout, Report};

fn label(with_breaker: bool, w: &'static Words) -> String {
    w.get("circuit-breaker-row", &args!(breaker = if with_breaker { "on" } else { "off" }))
}

/// A column's head: `column` as `circuit-breaker-column` selects it.
fn head(column: &str, w: &'static Words) -> String {
    w.get("circuit-breaker-column", &args!(column = column))
}

/// The rows' table; with a named `backoff` also the messages its retry limit gave up.
fn breakers(p: &Params, w: &'static Words) -> Layout<'static, BreakerRun> {
    let layout = Layout::new("breakers")
        .one_unit()
        .column("breaker", Head::left(head("mode", w), 14), |r: &BreakerRun| tag(r.breaker).into())
        .shown(move |r| label(r.breaker, w))
        .column("calls", Head::right(head("calls", w), 7), |r| r.run.calls.into())
        .column("calls_during_outage", Head::right(head("calls-in-outage", w), 17), |r| r.run.calls_during_outage.into())
        .column("failed_calls", Head::right(head("failed", w), 11), |r| r.run.failed_calls.into())
        .column("acked", Head::right(head("processed", w), 9), |r| r.run.acked.into())
        .column("dead_lettered", Head::right(head("dead", w), 12), |r| r.run.dead_lettered.into())
        .column("times_opened", Head::right(head("opened", w), 8), |r| r.run.times_opened.into())
        .column("drained_ms", Head::right(head("drained", w), 10), |r| r.run.drained_ms.into());
    match p.backoff {
        Some(_) => layout.column("given_up", Head::right(head("given-up", w), 11), |r| r.run.given_up.into()),
        None => layout,
    }
}

pub fn present(p: &Params, runs: &[BreakerRun], w: &'static Words) -> Report {
    let layout = breakers(p, w);
    Report { text: layout.text(runs, w.lang()), tables: vec![layout.table(runs)], ..Report::default() }
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
fn annotate(p: &Params, run: &BreakerRun, s: Series, w: &'static Words) -> Series {
    let mut labels = Vec::new();
    if let Some(opened) = run.run.first_opened_ms {
        let probe = s.points.iter().position(|&(x, y)| x > opened as f64 && x < p.outage.outage_until_ms as f64 && y > 0.0);
        if let Some(i) = probe {
            labels.push((i, w.get("circuit-breaker-probe", &args!(open = ms(p.open_ms, w)))));
        }
    }
    let after = s.points.iter().enumerate().filter(|(_, pt)| pt.0 + 1000.0 > p.outage.outage_until_ms as f64);
    let burst = after.max_by(|a, b| a.1.1.total_cmp(&b.1.1).then(b.0.cmp(&a.0)));
    if let Some((i, _)) = burst.filter(|_| run.run.backlog_at_recovery > 0) {
        let n = run.run.backlog_at_recovery.to_string();
        labels.push((i, w.get("circuit-breaker-drain", &args!(n = n))));
    }
    s.labelled(labels)
}

fn ms(v: u64, w: &'static Words) -> String {
    human_ms(v as f64, w.lang())
}

pub fn figures(p: &Params, runs: &[BreakerRun], w: &'static Words) -> Vec<Figure> {
    let (Some(first), Some(end)) = (runs.first(), runs.iter().map(|r| r.run.drained_ms).max()) else { return Vec::new() };
    let off = runs.iter().find(|r| !r.breaker);
    let on = runs.iter().find(|r| r.breaker);
    let mut series: Vec<Series> = runs
        .iter()
        .map(|r| {
            let s = Series::new(key(r.breaker).name(w.lang()), key(r.breaker), Style::Step, steps(&r.run.calls_per_s));
            if r.breaker { annotate(p, r, s, w) } else { s }
        })
        .collect();
    for r in runs.iter().filter(|r| r.run.dead_lettered > 0) {
        let half = r.run.dead_letters_per_s.width_s() * 500;
        let points = r.run.dead_letters_per_s.bins().iter().map(|b| ((b.index * 2 * half + half) as f64, b.peak as f64));
        // In the row's colour and marker: which row lost them is the point.
        let n = r.run.dead_lettered.to_string();
        let name = w.get("circuit-breaker-dead-series", &args!(row = key(r.breaker).name(w.lang()), n = n));
        series.push(Series::new(name, key(r.breaker), Style::Points, points.collect()));
    }
    let x_end = end.max(p.outage.outage_until_ms) + 1000;
    // Where the run stops, marked: the lines end there.
    let mut marks = vec![Mark::VLine { x: end as f64, key: Key("mark.limit"), label: run_end(w).into() }];
    if p.outage.outage_until_ms > p.outage.outage_from_ms {
        // A band too narrow to hold its label goes without it.
        let wide = (p.outage.outage_until_ms - p.outage.outage_from_ms) * 20 >= x_end;
        marks.push(Mark::Band {
            from: p.outage.outage_from_ms as f64,
            to: p.outage.outage_until_ms as f64,
            key: Key("mark.outage"),
            label: if wide { w.text("circuit-breaker-down") } else { String::new() },
        });
    }
    if let Some(on) = on {
        if let Some(t) = on.run.first_opened_ms {
            marks.push(Mark::VLine { x: t as f64, key: Key("mark.event"), label: w.get("circuit-breaker-event", &args!(event = "opened")) });
        }
        if let Some(t) = on.run.last_closed_ms.filter(|_| on.run.times_opened > 0) {
            marks.push(Mark::VLine { x: t as f64, key: Key("mark.event"), label: w.get("circuit-breaker-event", &args!(event = "closed")) });
        }
    }
    let mut facts = Vec::new();
    let title = title(first, off, on, &mut facts, w);
    let (from, until) = (ms(p.outage.outage_from_ms, w), ms(p.outage.outage_until_ms, w));
    let mut caption = w.get("circuit-breaker-caption-outage", &args!(from = from, until = until));
    let mut add = |text: String| {
        caption.push(' ');
        caption.push_str(&text);
    };
    if let Some(off) = off {
        let (calls, dead) = (off.run.calls_during_outage, off.run.dead_lettered);
        let receives = p.outage.max_receives;
        facts.push(
            Fact::said("circuit-breaker-caption-off")
                .with("calls", calls as f64)
                .with("dead", dead as f64)
                .with("receives", f64::from(receives)),
        );
        add(w.get("circuit-breaker-caption-off", &args!(calls = calls, dead = dead, receives = receives)));
    }
    if let Some(on) = on {
        if let Some(opened) = on.run.first_opened_ms {
            let (threshold, opened, open) = (p.failure_threshold, ms(opened, w), ms(p.open_ms, w));
            facts.push(Fact::said("circuit-breaker-caption-opens").with("threshold", f64::from(threshold)));
            add(w.get("circuit-breaker-caption-opens", &args!(threshold = threshold, opened = opened, open = open)));
        }
        let backlog = on.run.backlog_at_recovery;
        let peak = peak_from(&on.run.calls_per_s, p.outage.outage_until_ms);
        let consumers = p.outage.consumers;
        facts.push(Fact::said("circuit-breaker-caption-drain").with("consumers", f64::from(consumers)));
        add(w.get("circuit-breaker-caption-drain", &args!(backlog = backlog, consumers = consumers, peak = peak)));
    }
    if let Some(system) = p.backoff {
        let policy = p.named.get(system);
        let limit = policy.max_retries().map_or_else(
            || w.text("circuit-breaker-unlimited"),
            |m| w.get("circuit-breaker-limit", &args!(n = m.to_string())),
        );
        let given_up: Vec<String> = runs.iter().map(|r| format!("{} {}", key(r.breaker).name(w.lang()), r.run.given_up)).collect();
        let given_up = given_up.join(", ");
        add(w.get("circuit-breaker-caption-backoff", &args!(system = system.title(), limit = limit, given_up = given_up)));
    }
    let width = runs.iter().map(|r| r.run.calls_per_s.width_s()).max().unwrap_or(1);
    if width > 1 {
        add(w.get("circuit-breaker-caption-width", &args!(width = ms(width * 1000, w))));
    }
    vec![Figure {
        name: "calls".into(),
        title,
        caption,
        x: Axis::new(w.text("circuit-breaker-x"), Unit::Millis).clock().range(0.0, x_end as f64),
        y: Axis::new(w.text("circuit-breaker-y"), Unit::Count),
        plot: Plot::Lines(series),
        marks,
        facts,
    }]
}

crate::regime! {
    /// The dead letters the breaker saves, in the title: none left, or fewer.
    pub(crate) enum Saved { None = "none", Fewer = "fewer" }
}

impl Saved {
    /// The messages dead-lettered without the breaker (`off`) and with it (`on`); nothing
    /// to say where the breaker saves none.
    fn of(off: u32, on: u32) -> Option<Self> {
        if off > 0 && on == 0 {
            Some(Saved::None)
        } else if off > on {
            Some(Saved::Fewer)
        } else {
            None
        }
    }
}

/// The title: the calls in the outage without and with the breaker (and the dead letters it
/// saves), or one row's; with the facts it states.
fn title(
    first: &BreakerRun,
    off: Option<&BreakerRun>,
    on: Option<&BreakerRun>,
    facts: &mut Vec<Fact>,
    w: &'static Words,
) -> String {
    match (off, on) {
        (Some(off), Some(on)) if off.run.calls_during_outage > on.run.calls_during_outage => {
            let (off_dead, on_dead) = (count(off.run.dead_lettered, w.lang()), count(on.run.dead_lettered, w.lang()));
            let dead = Saved::of(off.run.dead_lettered, on.run.dead_lettered);
            let dead = dead.map_or_else(String::new, |dead| {
                facts.push(
                    Fact::on("circuit-breaker-title-dead", "dead", dead)
                        .with("off", off.run.dead_lettered as f64)
                        .with("on", on.run.dead_lettered as f64),
                );
                w.get("circuit-breaker-title-dead", &args!(dead = dead.key(), off = off_dead, on = on_dead))
            });
            facts.push(
                Fact::said("circuit-breaker-title-fewer")
                    .with("off", off.run.calls_during_outage as f64)
                    .with("on", on.run.calls_during_outage as f64),
            );
            let (off, on) = (count(off.run.calls_during_outage, w.lang()), count(on.run.calls_during_outage, w.lang()));
            w.get("circuit-breaker-title-fewer", &args!(off = off, on = on, dead = dead))
        }
        (Some(off), Some(on)) => {
            facts.push(
                Fact::said("circuit-breaker-title-calls")
                    .with("off", off.run.calls_during_outage as f64)
                    .with("on", on.run.calls_during_outage as f64),
            );
            let (off, on) = (count(off.run.calls_during_outage, w.lang()), count(on.run.calls_during_outage, w.lang()));
            w.get("circuit-breaker-title-calls", &args!(off = off, on = on))
        }
        _ => {
            facts.push(
                Fact::said("circuit-breaker-title-one")
                    .with("calls", first.run.calls_during_outage as f64)
                    .with("dead", first.run.dead_lettered as f64),
            );
            w.get(
            "circuit-breaker-title-one",
            &args!(
                row = crate::report::units::capitalize(key(first.breaker).name(w.lang()), w.lang()),
                calls = first.run.calls_during_outage,
                dead = first.run.dead_lettered,
            ),
        )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saved_dead_letters() {
        assert_eq!(Saved::of(3, 0), Some(Saved::None));
        assert_eq!(Saved::of(1, 0), Some(Saved::None));
        assert_eq!(Saved::of(3, 1), Some(Saved::Fewer));
        assert_eq!(Saved::of(2, 1), Some(Saved::Fewer));
        assert_eq!(Saved::of(1, 1), None);
        assert_eq!(Saved::of(0, 0), None);
        assert_eq!(Saved::of(1, 3), None);
        assert_eq!(Saved::of(3, 0).map(Regime::key), Some("none"));
    }
}
