//! The lesson's table (`zehirli-sayac.mjs`) and the consumer's lifetimes as a timeline.

use super::simulate::{CounterRun, Delivery, Outcome};
use super::{CounterPosition, Params};
use super::said::{
    Caption, CaptionBoth, CaptionValidated, Cell, DeadMarker, Fate, Killers, Lead, Life, Merged, Messages, RowFate,
    Stories, Story, Stuck, Tail, Title, TitleTail, TitleValidated, Validated,
};
use crate::report::figure::{Axis, Key, Lane, Plot, Unit};
use crate::report::glossary::Lang;
use crate::report::statement::Listed;
use crate::report::words::Words;
use crate::report::{Figure, Head, Layout, Report, Spoken};
use crate::report::Cell as TableCell;
use crate::word;

/// The lesson's layout: padEnd(22), then padStart 8 / 8 / 13 / 9 / 12 / 7; the first
/// column widens only for the longer validation labels.
fn positions(w: &'static Words) -> Layout<'static, CounterRun> {
    macro_rules! head {
        ($key:literal) => {
            word!(w, "poison-counter-column", column = $key)
        };
    }
    // Past `baslatma` the lesson pads each column to its title and two spaces (13 for
    // `surec olumu`); the English edition keeps that rule.
    let padded = |title: String| {
        let width = title.chars().count() + 2;
        Head::right(title, width)
    };
    Layout::new("positions")
        .column("counter_position", Head::left(head!("position"), 22).fit(2), |r: &CounterRun| r.position.name().into())
        .shown(move |r| r.label(w))
        .csv("validated", |r| r.validated.into())
        .column("starts", Head::right(head!("starts"), 8), |r| r.starts.into())
        .column("deliveries", padded(head!("deliveries")), |r| r.deliveries.into())
        .column("crashes", padded(head!("crashes")), |r| r.crashes.into())
        .column("processed", padded(head!("processed")), |r| r.processed.into())
        .column("dead_lettered", padded(head!("dead")), |r| r.dead_lettered.into())
        .column("remaining", padded(head!("remaining")), |r| r.remaining.into())
        // What the chart's sentences claim, for the checks and the curious (CSV only).
        .csv("first_dead_id", |r| r.dead_lettered_at.first().map_or(TableCell::Text(String::new()), |&(_, id)| id.into()))
}

pub fn present(_: &Params, runs: &[CounterRun], w: &'static Words) -> Report {
    let layout = positions(w);
    // Without validation the table is the lesson program's output (`zehirli-sayac.mjs`),
    // in both editions as the program prints it; validation rows are jobsim's own.
    let text = if runs.iter().any(|r| r.validated) {
        layout.text(runs, w.lang())
    } else {
        let tr = Words::of(Lang::Tr);
        positions(tr).text(runs, Lang::Tr)
    };
    Report { text, tables: vec![layout.table(runs)], ..Report::default() }
}

/// The row's name in charts: `hata yakalanınca`, `teslim anında + doğrulama`.
fn row_name(r: &CounterRun, w: &'static Words) -> String {
    let position = match r.position {
        CounterPosition::OnCatch => Key("counter.on_catch"),
        CounterPosition::OnDelivery => Key("counter.on_delivery"),
    }
    .name(w.lang());
    if r.validated { w.say(&Validated { position }) } else { position.to_string() }
}

/// `mesaj 3`, `mesaj 3 ve 5`, `mesaj 2, 3 ve 5` (`None` for no message).
fn messages(ids: &[u32], w: &'static Words) -> Option<Messages> {
    let ids: Vec<String> = ids.iter().map(|id| crate::report::units::count(id, w.lang())).collect();
    let (last, rest) = ids.split_last()?;
    Some(Messages { many: !rest.is_empty(), rest: rest.join(", "), last: last.clone() })
}

/// The first dead-lettered message's id (`""` for none), as the title and marker say it.
fn first_dead(r: &CounterRun) -> String {
    r.dead_lettered_at.first().map_or(String::new(), |&(_, id)| id.to_string())
}

/// A story's `catch`: the counter sits in the error handler and the process still dies, so
/// the counter never moves.
fn counter_never_moves(position: CounterPosition, crashes: u32) -> bool {
    position == CounterPosition::OnCatch && crashes > 0
}

/// What happened in one row, for titles: `12 süreç ölümü, 3 ileti takılı` or `2 süreç
/// ölümü, ileti 3 ölü mektuba düşüyor` (the table's `surec olumu`).
fn fate(r: &CounterRun, w: &'static Words) -> RowFate {
    let fate = Fate { crashes: r.crashes, dead: r.dead_lettered, id: first_dead(r), stuck: r.remaining };
    RowFate { row: row_name(r, w), fate }
}

/// What happened in one row, for captions: `süreç 12 kez başlıyor, 12 süreç ölümü oluyor, …`.
fn story(r: &CounterRun) -> Story {
    Story {
        starts: r.starts,
        crashes: r.crashes,
        catch: counter_never_moves(r.position, r.crashes),
        processed: r.processed,
        dead: r.dead_lettered,
        remaining: r.remaining,
    }
}

/// The stories of some rows: `hata yakalanınca: …; teslim anında: …`, or one story for
/// all when every row tells the same.
fn stories(rows: &[&CounterRun], w: &'static Words) -> Stories {
    Stories::of(rows.iter().map(|r| row_name(r, w)).collect(), rows.iter().map(|r| story(r)).collect())
}

/// Most lifetimes drawn one by one in a lane; past it, consecutive lifetimes that ended
/// the same way are drawn as one span (a what-if with a million restarts stays small).
const MAX_SPANS: usize = 200;
/// Most dead-letter markers drawn in a lane.
const MAX_MARKERS: usize = 20;

fn lane(r: &CounterRun, said: &mut Spoken, w: &'static Words) -> Lane {
    let key = |crashed: bool| if crashed { Key("life.crashed") } else { Key("life.exited") };
    let mut lane = Lane::new(row_name(r, w));
    if r.lifetimes.len() <= MAX_SPANS {
        for &(s, e, crashed) in &r.lifetimes {
            lane = lane.span(s as f64, e as f64, key(crashed), "");
        }
    } else {
        for run in r.lifetimes.chunk_by(|a, b| a.2 == b.2) {
            let (first, last) = (run[0], run[run.len() - 1]);
            let label = w.say(&Merged { n: run.len() });
            lane = lane.span(first.0 as f64, last.1 as f64, key(first.2), label);
        }
    }
    for (i, &(at, id)) in r.dead_lettered_at.iter().take(MAX_MARKERS).enumerate() {
        let total = r.dead_lettered_at.len();
        let label = if i == 0 {
            said.say(&DeadMarker { id: id.to_string(), more: total > 1, total })
        } else {
            String::new()
        };
        lane = lane.event(at as f64, Key("event.dead"), label);
    }
    if r.remaining > 0 {
        let end = r.lifetimes.last().map_or(0, |l| l.1);
        lane = lane.event(end as f64, Key("event.stuck"), stuck_label(r, said));
    }
    lane
}

/// `12 başlatmadan sonra 3 ileti takılı`: the messages left when the supervisor gave up.
fn stuck_label(r: &CounterRun, said: &mut Spoken) -> String {
    said.say(&Stuck { starts: r.starts, left: r.remaining })
}

/// Most lanes in the per-lifetime chart (consecutive lifetimes that did the same are
/// one lane), so that the boxes stay tall enough for their labels; past it the time
/// chart is drawn instead.
const MAX_LIFE_LANES: usize = 10;
/// Most deliveries in one lifetime's lane of the per-lifetime chart.
const MAX_CELLS: usize = 40;

/// The deliveries of each lifetime of a row, in order.
fn lives(r: &CounterRun) -> Vec<Vec<Delivery>> {
    let mut lives: Vec<Vec<Delivery>> = vec![Vec::new(); r.lifetimes.len()];
    for d in &r.log {
        if let Some(life) = lives.get_mut(d.life as usize) {
            life.push(*d);
        }
    }
    lives
}

/// Lifetimes `(first, last, deliveries)`, runs of lifetimes that did the same merged.
fn life_runs(r: &CounterRun) -> Vec<(usize, usize, Vec<Delivery>)> {
    let same = |a: &[Delivery], b: &[Delivery]| {
        a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x.message, x.counter, x.outcome) == (y.message, y.counter, y.outcome))
    };
    let mut out: Vec<(usize, usize, Vec<Delivery>)> = Vec::new();
    for (i, life) in lives(r).into_iter().enumerate() {
        match out.last_mut() {
            Some(last) if same(&last.2, &life) => last.1 = i,
            _ => out.push((i, i, life)),
        }
    }
    out
}

/// A delivery's colour: what happened to the message.
fn delivery_key(o: Outcome) -> Key {
    match o {
        Outcome::Processed => Key("delivery.processed"),
        Outcome::Crashed => Key("delivery.crashed"),
        Outcome::DeadLettered => Key("delivery.dead"),
        Outcome::Rejected => Key("delivery.rejected"),
    }
}

/// One lane per process lifetime (grouped by row), one box per delivery in it at its
/// place in the lifetime, labelled with the message and the counter after the delivery:
/// what each lifetime did. `None` when the run is too long to draw that way.
fn life_lanes(runs: &[CounterRun], said: &mut Spoken, w: &'static Words) -> Option<Vec<Lane>> {
    if runs.iter().any(|r| !r.log_complete) {
        return None;
    }
    let all: Vec<Vec<(usize, usize, Vec<Delivery>)>> = runs.iter().map(life_runs).collect();
    if all.iter().map(Vec::len).sum::<usize>() > MAX_LIFE_LANES {
        return None;
    }
    // Decided before any label is said: a label said is a fact recorded.
    if all.iter().flatten().any(|l| l.2.len() > MAX_CELLS) {
        return None;
    }
    let mut lanes = Vec::new();
    for (r, runs) in runs.iter().zip(all) {
        for (first, last, deliveries) in runs {
            let (from, to, times) = ((first + 1).to_string(), (last + 1).to_string(), (last - first + 1).to_string());
            let name = w.say(&Life { merged: first != last, first: from, last: to, times });
            let mut lane = Lane::new(name).in_group(row_name(r, w));
            for (k, d) in deliveries.iter().enumerate() {
                let at = k as f64 + 0.5;
                let label = w.say(&Cell { id: d.message.to_string(), counter: d.counter.to_string() });
                lane = lane.span(at, at + 1.0, delivery_key(d.outcome), label);
            }
            let stuck = last + 1 == r.lifetimes.len() && r.remaining > 0;
            if stuck {
                let end = deliveries.len() as f64 + 0.5;
                lane = lane.event(end, Key("event.stuck"), stuck_label(r, said));
            }
            lanes.push(lane);
        }
    }
    Some(lanes)
}

/// The title: each row's fate, or what validation changes.
fn title(killers: &[u32], runs: &[CounterRun], said: &mut Spoken, w: &'static Words) -> String {
    let (checked, unchecked): (Vec<&CounterRun>, Vec<&CounterRun>) = runs.iter().partition(|r| r.validated);
    if checked.is_empty() {
        let items = runs.iter().map(|r| fate(r, w)).collect();
        return said.say(&Title { rows: Listed { items, sep: "; ", elided: false } });
    }
    let most = |rows: &[&CounterRun]| rows.iter().map(|r| r.crashes).max().unwrap_or(0);
    let (before, now) = (most(&unchecked), most(&checked));
    let tail = TitleTail { regime: Tail::of(!unchecked.is_empty(), before, now), before, now };
    said.say(&TitleValidated { killers: Killers::of(killers.len()), tail })
}

/// The caption: what kills the process, then each row's story.
fn caption(p: &Params, runs: &[CounterRun], said: &mut Spoken, w: &'static Words) -> String {
    let (checked, unchecked): (Vec<&CounterRun>, Vec<&CounterRun>) = runs.iter().partition(|r| r.validated);
    // `killers` lists each message once (the scenario refuses a repeat).
    let lead = Lead { killers: !p.killers.is_empty(), names: messages(&p.killers, w), threshold: p.threshold };
    if checked.is_empty() {
        said.say(&Caption { lead, stories: stories(&unchecked, w) })
    } else if unchecked.is_empty() {
        said.say(&CaptionValidated { lead, stories: stories(&checked, w) })
    } else {
        let crashes = unchecked.iter().map(|r| r.crashes).max().unwrap_or(0);
        let stuck = unchecked.iter().map(|r| r.remaining).max().unwrap_or(0);
        said.say(&CaptionBoth { lead, crashes, stuck, stories: stories(&checked, w) })
    }
}

pub fn figures(p: &Params, runs: &[CounterRun], w: &'static Words) -> Vec<Figure> {
    if runs.is_empty() {
        return Vec::new();
    }
    let mut said = Spoken::new(w);
    let title = title(&p.killers, runs, &mut said, w);
    let caption = caption(p, runs, &mut said, w);
    macro_rules! axis {
        ($key:literal) => {
            word!(w, "poison-counter-axis", axis = $key)
        };
    }
    let (x, y, plot, caption) = match life_lanes(runs, &mut said, w) {
        Some(lanes) => {
            let most = lanes.iter().map(|l| l.spans.len()).max().unwrap_or(0).max(1);
            let caption = format!("{caption} {}", word!(w, "poison-counter-caption-lives"));
            let x = Axis::new(axis!("lives-x"), Unit::Count).range(0.5, most as f64 + 0.5);
            (x, Axis::new(axis!("lives-y"), Unit::Plain), Plot::Timeline(lanes), caption)
        }
        None => (
            Axis::new(axis!("time"), Unit::Millis).clock(),
            Axis::new(axis!("position"), Unit::Plain),
            Plot::Timeline(runs.iter().map(|r| lane(r, &mut said, w)).collect()),
            caption,
        ),
    };
    vec![Figure { name: "lifetimes".into(), title, caption, x, y, plot, marks: Vec::new(), facts: said.facts() }]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counter_never_moves_only_on_catch_with_crashes() {
        assert!(counter_never_moves(CounterPosition::OnCatch, 1));
        assert!(!counter_never_moves(CounterPosition::OnCatch, 0));
        assert!(!counter_never_moves(CounterPosition::OnDelivery, 1));
        assert!(!counter_never_moves(CounterPosition::OnDelivery, 0));
    }
}
