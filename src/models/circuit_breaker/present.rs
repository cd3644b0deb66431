//! One row per breaker setting, and the calls per second that reach the dependency.

use super::Params;
use super::simulate::{BreakerRun, tag};
use crate::models::kit::outage::{MAX_BINS, PerSecond};
use crate::report::figure::{Axis, Key, Mark, Plot, Series, Style, Unit, bucket_steps, hold_end, run_end};
use crate::report::units::capitalize;
use crate::report::words::Words;
use crate::report::{Cell, Figure, Head, Layout, Report, Spoken};
use crate::word;

crate::regime! {
    /// A row: without or with the breaker.
    pub(crate) enum Mode { Off = "off", On = "on" }
}

impl Mode {
    fn of(with_breaker: bool) -> Mode {
        if with_breaker { Mode::On } else { Mode::Off }
    }
}

crate::statement! {
    /// A row's name in the table (`no breaker`).
    struct RowName = "circuit-breaker-row" { input select breaker: Mode }
}

fn label(with_breaker: bool, w: &'static Words) -> String {
    w.say(&RowName { breaker: Mode::of(with_breaker) })
}

/// An optional number as a cell (empty for none).
fn maybe(v: Option<u64>) -> Cell {
    v.map_or(Cell::Text(String::new()), Cell::from)
}

/// The rows' table; with a named `backoff` also the messages its retry limit gave up.
fn breakers<'a>(p: &'a Params, w: &'static Words) -> Layout<'a, BreakerRun> {
    macro_rules! head {
        ($key:literal) => {
            word!(w, "circuit-breaker-column", column = $key)
        };
    }
    let layout = Layout::new("breakers")
        .one_unit()
        .column("breaker", Head::left(head!("mode"), 14), |r: &BreakerRun| tag(r.breaker).into())
        .shown(move |r| label(r.breaker, w))
        .column("calls", Head::right(head!("calls"), 7), |r| r.run.calls.into())
        .column("calls_during_outage", Head::right(head!("calls-in-outage"), 17), |r| r.run.calls_during_outage.into())
        .column("failed_calls", Head::right(head!("failed"), 11), |r| r.run.failed_calls.into())
        .column("acked", Head::right(head!("processed"), 9), |r| r.run.acked.into())
        .column("dead_lettered", Head::right(head!("dead"), 12), |r| r.run.dead_lettered.into())
        .column("times_opened", Head::right(head!("opened"), 8), |r| r.run.times_opened.into())
        .column("drained_ms", Head::right(head!("drained"), 10), |r| r.run.drained_ms.into());
    let layout = match p.backoff {
        Some(_) => layout.column("given_up", Head::right(head!("given-up"), 11), |r| r.run.given_up.into()),
        None => layout,
    };
    // What the chart's sentences claim, for the checks and the curious (CSV only).
    layout
        .csv("first_opened_ms", |r| maybe(r.run.first_opened_ms))
        .csv("last_closed_ms", |r| maybe(r.run.last_closed_ms))
        .csv("drain_from_ms", move |r| maybe(drain(p, r).map(|d| d.from_ms)))
        .csv("backlog_at_drain", move |r| maybe(drain(p, r).map(|d| u64::from(d.backlog))))
        .csv("drain_peak_per_s", move |r| maybe(drain(p, r).map(|d| peak_from(&r.run.calls_per_s, d.from_ms))))
        .csv("calls_step_s", |r| r.run.calls_per_s.width_s().into())
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

crate::regime! {
    /// When the queued messages start to drain: as the outage ends, or when the breaker
    /// closes a second or more after it (its open period outlasted the outage).
    pub(crate) enum When { Ended = "ended", Closed = "closed" }
}

crate::regime! {
    /// How the queued messages drain: every consumer busy, or fewer messages than
    /// consumers, each taken at once.
    pub(crate) enum Speed { Full = "full", Once = "once" }
}

/// The drain after the outage of a row whose breaker opened and closed again: when it
/// starts and the messages neither processed nor dead-lettered then (`None` without a
/// breaker, or one that never opened or never closed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Drain {
    when: When,
    from_ms: u64,
    backlog: u32,
}

fn drain(p: &Params, r: &BreakerRun) -> Option<Drain> {
    let end = p.outage.outage_until_ms;
    let closed = r.run.last_closed_ms.filter(|_| r.breaker && r.run.times_opened > 0)?;
    Some(if closed >= end + 1000 {
        Drain { when: When::Closed, from_ms: closed, backlog: r.run.backlog_at_close }
    } else {
        Drain { when: When::Ended, from_ms: end, backlog: r.run.backlog_at_recovery }
    })
}

/// A drain worth a sentence: some messages are left to drain.
fn drains(p: &Params, r: &BreakerRun) -> Option<Drain> {
    drain(p, r).filter(|d| d.backlog > 0)
}

crate::statement! {
    /// The probe's label: `open 5 s, then one trial call`.
    struct Probe = "circuit-breaker-probe" { input ms open: u64 }
}
crate::statement! {
    /// The drain's label: `the 300 queued messages drain`.
    struct DrainLabel = "circuit-breaker-drain" { claim count n: u32 }
}
crate::statement! {
    /// A row's dead letters as a series.
    struct DeadSeries = "circuit-breaker-dead-series" { input text row: &'static str, claim count n: u32 }
}

/// Labels the breaker's first probe and the burst that drains the backlog.
fn annotate(p: &Params, run: &BreakerRun, s: Series, said: &mut Spoken) -> Series {
    let mut labels = Vec::new();
    if let Some(opened) = run.run.first_opened_ms {
        let probe = s.points.iter().position(|&(x, y)| x > opened as f64 && x < p.outage.outage_until_ms as f64 && y > 0.0);
        if let Some(i) = probe {
            labels.push((i, said.say(&Probe { open: p.open_ms })));
        }
    }
    if let Some(d) = drains(p, run) {
        let after = s.points.iter().enumerate().filter(|(_, pt)| pt.0 + 1000.0 > d.from_ms as f64);
        if let Some((i, _)) = after.max_by(|a, b| a.1.1.total_cmp(&b.1.1).then(b.0.cmp(&a.0))) {
            labels.push((i, said.say(&DrainLabel { n: d.backlog })));
        }
    }
    s.labelled(labels)
}

/// The calls per second of each row, then the dead letters of each row that has some.
fn series(p: &Params, runs: &[BreakerRun], said: &mut Spoken, w: &'static Words) -> Vec<Series> {
    let mut series: Vec<Series> = runs
        .iter()
        .map(|r| {
            let s = Series::new(key(r.breaker).name(w.lang()), key(r.breaker), Style::Step, steps(&r.run.calls_per_s));
            if r.breaker { annotate(p, r, s, said) } else { s }
        })
        .collect();
    for r in runs.iter().filter(|r| r.run.dead_lettered > 0) {
        let half = r.run.dead_letters_per_s.width_s() * 500;
        let points = r.run.dead_letters_per_s.bins().iter().map(|b| ((b.index * 2 * half + half) as f64, b.peak as f64));
        // In the row's colour and marker: which row lost them is the point.
        let name = said.say(&DeadSeries { row: key(r.breaker).name(w.lang()), n: r.run.dead_lettered });
        series.push(Series::new(name, key(r.breaker), Style::Points, points.collect()));
    }
    series
}

/// The run's end, the outage's band and the breaker's first opening and last closing.
fn marks(p: &Params, on: Option<&BreakerRun>, end: u64, x_end: u64, w: &'static Words) -> Vec<Mark> {
    // Where the run stops, marked: the lines end there.
    let mut marks = vec![Mark::VLine { x: end as f64, key: Key("mark.limit"), label: run_end(w).into() }];
    if p.outage.outage_until_ms > p.outage.outage_from_ms {
        // A band too narrow to hold its label goes without it.
        let wide = (p.outage.outage_until_ms - p.outage.outage_from_ms) * 20 >= x_end;
        marks.push(Mark::Band {
            from: p.outage.outage_from_ms as f64,
            to: p.outage.outage_until_ms as f64,
            key: Key("mark.outage"),
            label: if wide { word!(w, "circuit-breaker-down") } else { String::new() },
        });
    }
    if let Some(on) = on {
        if let Some(t) = on.run.first_opened_ms {
            let label = word!(w, "circuit-breaker-event", event = "opened");
            marks.push(Mark::VLine { x: t as f64, key: Key("mark.event"), label });
        }
        if let Some(t) = on.run.last_closed_ms.filter(|_| on.run.times_opened > 0) {
            let label = word!(w, "circuit-breaker-event", event = "closed");
            marks.push(Mark::VLine { x: t as f64, key: Key("mark.event"), label });
        }
    }
    marks
}

pub fn figures(p: &Params, runs: &[BreakerRun], w: &'static Words) -> Vec<Figure> {
    let (Some(first), Some(end)) = (runs.first(), runs.iter().map(|r| r.run.drained_ms).max()) else { return Vec::new() };
    let off = runs.iter().find(|r| !r.breaker);
    let on = runs.iter().find(|r| r.breaker);
    let mut said = Spoken::new(w);
    let title = title(first, off, on, &mut said, w);
    let caption = caption(p, runs, &mut said);
    let series = series(p, runs, &mut said, w);
    let x_end = end.max(p.outage.outage_until_ms) + 1000;
    vec![Figure {
        name: "calls".into(),
        title,
        caption,
        x: Axis::new(word!(w, "circuit-breaker-x"), Unit::Millis).clock().range(0.0, x_end as f64),
        y: Axis::new(word!(w, "circuit-breaker-y"), Unit::Count),
        plot: Plot::Lines(series),
        marks: marks(p, on, end, x_end, w),
        facts: said.facts(),
    }]
}

crate::statement! {
    /// The outage, or that there is none.
    struct CaptionOutage = "circuit-breaker-caption-outage" {
        input select down: bool,
        input ms from: u64,
        input ms until: u64,
    }
}
crate::statement! {
    /// The row without a breaker: whether it retries, its calls in the outage and the
    /// messages that exceed the receive limit.
    struct CaptionOff = "circuit-breaker-caption-off" {
        claim select retried: bool,
        claim count calls: u64,
        claim count dead: u32,
        input count receives: u32,
    }
}
crate::statement! {
    /// Whether the breaker opens, when, and whether the messages wait untouched.
    struct CaptionOpens = "circuit-breaker-caption-opens" {
        claim select opens: bool,
        input count threshold: u32,
        claim ms opened: u64,
        input ms open: u64,
        claim select untouched: bool,
        claim count dead: u32,
    }
}
crate::statement! {
    /// When the queued messages drain after the outage, how and how fast.
    struct CaptionDrain = "circuit-breaker-caption-drain" {
        claim select when: When,
        claim ms closed: u64,
        claim ms after: u64,
        claim count backlog: u32,
        claim select speed: Speed,
        input count consumers: u32,
        claim count peak: u64,
    }
}
crate::regime! {
    /// Whether a named policy stops retrying.
    enum Limited { Limited = "limited", Unlimited = "unlimited" }
}
crate::statement! {
    /// A named policy's retry limit (`3 retries`, `unlimited`).
    struct Limit = "circuit-breaker-limit" { input select limit: Limited, input count n: u32 }
}
crate::statement! {
    /// One row's messages given up by the named policy.
    struct GivenUp = "circuit-breaker-given-up" { input select breaker: Mode, claim count n: u32 }
}
crate::statement! {
    /// The named policy, its limit and what each row gave up.
    struct CaptionBackoff = "circuit-breaker-caption-backoff" {
        input text system: &'static str,
        say limit: Limit,
        say given_up: Vec<GivenUp>,
    }
}
crate::statement! {
    /// The width of the chart's steps, when a step is more than a second.
    struct CaptionWidth = "circuit-breaker-caption-width" { claim ms width: u64 }
}

/// The caption: the outage, each row's story, the named policy and the steps' width.
fn caption(p: &Params, runs: &[BreakerRun], said: &mut Spoken) -> String {
    let o = &p.outage;
    let down = o.outage_until_ms > o.outage_from_ms;
    let mut caption = said.say(&CaptionOutage { down, from: o.outage_from_ms, until: o.outage_until_ms });
    let mut add = |text: String| {
        caption.push(' ');
        caption.push_str(&text);
    };
    if let Some(off) = runs.iter().find(|r| !r.breaker) {
        let run = &off.run;
        add(said.say(&CaptionOff {
            retried: run.calls > u64::from(o.messages),
            calls: run.calls_during_outage,
            dead: run.dead_lettered - run.given_up,
            receives: o.max_receives,
        }));
    }
    if let Some(on) = runs.iter().find(|r| r.breaker) {
        let run = &on.run;
        add(said.say(&CaptionOpens {
            opens: run.times_opened > 0,
            threshold: p.failure_threshold,
            opened: run.first_opened_ms.unwrap_or(0),
            open: p.open_ms,
            untouched: run.dead_lettered == 0,
            dead: run.dead_lettered,
        }));
        if let Some(d) = drains(p, on) {
            add(said.say(&CaptionDrain {
                when: d.when,
                closed: d.from_ms,
                after: d.from_ms - o.outage_until_ms,
                backlog: d.backlog,
                speed: if d.backlog >= o.consumers { Speed::Full } else { Speed::Once },
                consumers: o.consumers,
                peak: peak_from(&run.calls_per_s, d.from_ms),
            }));
        }
    }
    if let Some(system) = p.backoff {
        let (limit, n) = p.named.get(system).max_retries().map_or((Limited::Unlimited, 0), |m| (Limited::Limited, m));
        let given_up = runs.iter().map(|r| GivenUp { breaker: Mode::of(r.breaker), n: r.run.given_up }).collect();
        add(said.say(&CaptionBackoff { system: system.title(), limit: Limit { limit, n }, given_up }));
    }
    let width = runs.iter().map(|r| r.run.calls_per_s.width_s()).max().unwrap_or(1);
    if width > 1 {
        add(said.say(&CaptionWidth { width: width * 1000 }));
    }
    caption
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

crate::statement! {
    /// The dead letters the breaker saves, after the title's calls.
    struct TitleDead = "circuit-breaker-title-dead" { claim select dead: Saved, claim count off: u32, claim count on: u32 }
}
crate::statement! {
    /// Fewer calls in the outage with the breaker.
    struct TitleFewer = "circuit-breaker-title-fewer" {
        claim count off: u64,
        claim count on: u64,
        say dead: Option<TitleDead>,
    }
}
crate::statement! {
    /// The calls in the outage of both rows (the breaker saves none).
    struct TitleCalls = "circuit-breaker-title-calls" { claim count off: u64, claim count on: u64 }
}
crate::statement! {
    /// One row's calls in the outage and dead letters.
    struct TitleOne = "circuit-breaker-title-one" { input text row: String, claim count calls: u64, claim count dead: u32 }
}

/// The title: the calls in the outage without and with the breaker (and the dead letters it
/// saves), or one row's.
fn title(
    first: &BreakerRun,
    off: Option<&BreakerRun>,
    on: Option<&BreakerRun>,
    said: &mut Spoken,
    w: &'static Words,
) -> String {
    match (off.map(|r| &r.run), on.map(|r| &r.run)) {
        (Some(off), Some(on)) if off.calls_during_outage > on.calls_during_outage => {
            let dead = Saved::of(off.dead_lettered, on.dead_lettered)
                .map(|dead| TitleDead { dead, off: off.dead_lettered, on: on.dead_lettered });
            said.say(&TitleFewer { off: off.calls_during_outage, on: on.calls_during_outage, dead })
        }
        (Some(off), Some(on)) => said.say(&TitleCalls { off: off.calls_during_outage, on: on.calls_during_outage }),
        _ => said.say(&TitleOne {
            row: capitalize(key(first.breaker).name(w.lang()), w.lang()),
            calls: first.run.calls_during_outage,
            dead: first.run.dead_lettered,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::figure::Regime;

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
