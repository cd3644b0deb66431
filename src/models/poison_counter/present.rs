//! The lesson's table (`zehirli-sayac.mjs`) and the consumer's lifetimes as a timeline.

use super::simulate::{CounterRun, Delivery, Outcome};
use super::{CounterPosition, Params};
use crate::report::figure::{Axis, Key, Lane, Plot, Regime, Unit};
use crate::report::glossary::Lang;
use crate::args;
use crate::report::units::capitalize;
use crate::report::words::Words;
use crate::report::{Fact, Figure, Head, Layout, Report};

/// The lesson's layout: padEnd(22), then padStart 8 / 8 / 13 / 9 / 12 / 7; the first
/// column widens only for the longer validation labels.
fn positions(w: &'static Words) -> Layout<'static, CounterRun> {
    let head = |column: &str| w.get("poison-counter-column", &args!(column = column));
    // Past `baslatma` the lesson pads each column to its title and two spaces (13 for
    // `surec olumu`); the English edition keeps that rule.
    let padded = |column: &str| {
        let title = head(column);
        let width = title.chars().count() + 2;
        Head::right(title, width)
    };
    Layout::new("positions")
        .column("counter_position", Head::left(head("position"), 22).fit(2), |r: &CounterRun| r.position.name().into())
        .shown(move |r| r.label(w))
        .csv("validated", |r| r.validated.into())
        .column("starts", Head::right(head("starts"), 8), |r| r.starts.into())
        .column("deliveries", padded("deliveries"), |r| r.deliveries.into())
        .column("crashes", padded("crashes"), |r| r.crashes.into())
        .column("processed", padded("processed"), |r| r.processed.into())
        .column("dead_lettered", padded("dead"), |r| r.dead_lettered.into())
        .column("remaining", padded("remaining"), |r| r.remaining.into())
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
    if r.validated {
        w.get("poison-counter-validated", &args!(position = position))
    } else {
        position.to_string()
    }
}


/// `mesaj 3`, `mesaj 3 ve 5`, `mesaj 2, 3 ve 5`.
fn messages(ids: &[u32], w: &'static Words) -> String {
    let ids: Vec<String> = ids.iter().map(|id| crate::report::units::count(id, w.lang())).collect();
    match ids.split_last() {
        None => String::new(),
        Some((last, rest)) => w.get(
            "poison-counter-messages",
            &args!(many = if rest.is_empty() { "no" } else { "yes" }, rest = rest.join(", "), last = last.as_str()),
        ),
    }
}

crate::regime! {
    /// How many times the process dies (a fate's or the unvalidated rows' `crashes`; the
    /// words pass the count itself, whose plural the catalog picks).
    pub(crate) enum Crashes { Never = "0", Some = "other" }
}

impl Crashes {
    fn of(crashes: u32) -> Self {
        if crashes == 0 { Crashes::Never } else { Crashes::Some }
    }
}

crate::regime! {
    /// What validating the body changes in the title's tail: the unvalidated rows' most
    /// crashes `before` against the validated rows' most `now`.
    pub(crate) enum Tail { None = "none", Instead = "instead", Never = "never", Crashes = "crashes" }
}

impl Tail {
    /// `unvalidated`: some rows run without validation (then `before` is theirs).
    fn of(unvalidated: bool, before: u32, now: u32) -> Self {
        match (unvalidated, now) {
            (true, 0) if before == 0 => Tail::None,
            (true, _) => Tail::Instead,
            (false, 0) => Tail::Never,
            (false, _) => Tail::Crashes,
        }
    }
}

crate::regime! {
    /// How many messages kill the process, in the validated title.
    pub(crate) enum Killers { No = "no", One = "one", Many = "many" }
}

impl Killers {
    fn of(killers: usize) -> Self {
        match killers {
            0 => Killers::No,
            1 => Killers::One,
            _ => Killers::Many,
        }
    }
}

/// The caption's lead names the killing messages (`killers` = yes) or says none kills.
fn killers_named(killers: usize) -> bool {
    killers > 0
}

/// A story's `catch`: the counter sits in the error handler and the process still dies, so
/// the counter never moves.
fn counter_never_moves(position: CounterPosition, crashes: u32) -> bool {
    position == CounterPosition::OnCatch && crashes > 0
}

/// What happened in one row, for titles: `12 süreç ölümü, 3 ileti takılı` or `2 süreç
/// ölümü, ileti 3 ölü mektuba düşüyor` (the table's `surec olumu`).
fn fate(r: &CounterRun, w: &'static Words, facts: &mut Vec<Fact>) -> String {
    facts.push(
        Fact::on("poison-counter-fate-crashes", "crashes", Crashes::of(r.crashes))
            .with("crashes", r.crashes as f64)
            .with("dead_letter", if r.dead_lettered > 0 { 1.0 } else { 0.0 }),
    );
    if r.remaining > 0 {
        facts.push(Fact::said("poison-counter-fate-stuck").with("stuck", r.remaining as f64));
    }
    let mut parts = vec![w.get("poison-counter-fate-crashes", &args!(crashes = r.crashes))];
    if r.dead_lettered > 0 {
        // A sentence that ends on its verb (`ileti 3 ölü mektuba düşüyor`), not the bare
        // noun; the message's number when it is the only one.
        facts.push(Fact::said("poison-counter-fate-dead").with("dead", r.dead_lettered as f64));
        let id = r.dead_lettered_at.first().map_or(0, |&(_, id)| id);
        parts.push(w.get("poison-counter-fate-dead", &args!(dead = r.dead_lettered, id = id.to_string())));
    }
    if r.remaining > 0 {
        parts.push(w.get("poison-counter-fate-stuck", &args!(stuck = r.remaining)));
    }
    parts.join(", ")
}

/// What happened in one row, for captions: `süreç 12 kez başlıyor, 12 süreç ölümü oluyor, …`.
fn story(r: &CounterRun, w: &'static Words, facts: &mut Vec<Fact>) -> String {
    let catch = counter_never_moves(r.position, r.crashes);
    facts.push(
        Fact::on("poison-counter-story", "catch", catch)
            .with("starts", r.starts as f64)
            .with("crashes", r.crashes as f64)
            .with("processed", r.processed as f64)
            .with("dead", r.dead_lettered as f64)
            .with("remaining", r.remaining as f64),
    );
    w.get(
        "poison-counter-story",
        &args!(
            starts = r.starts,
            crashes = r.crashes,
            catch = catch.key(),
            processed = r.processed,
            dead = r.dead_lettered,
            remaining = r.remaining,
        ),
    )
}

/// The stories of some rows: `hata yakalanınca: …; teslim anında: …`, or one story for
/// all when every row tells the same.
fn stories(rows: &[&CounterRun], w: &'static Words, facts: &mut Vec<Fact>) -> String {
    let all: Vec<String> = rows.iter().map(|r| story(r, w, facts)).collect();
    if rows.len() > 1 && all.iter().all(|s| *s == all[0]) {
        return w.get("poison-counter-every-row", &args!(story = all[0].as_str()));
    }
    let named: Vec<String> = rows.iter().zip(&all).map(|(r, s)| format!("{}: {s}", row_name(r, w))).collect();
    named.join("; ")
}

/// Most lifetimes drawn one by one in a lane; past it, consecutive lifetimes that ended
/// the same way are drawn as one span (a what-if with a million restarts stays small).
const MAX_SPANS: usize = 200;
/// Most dead-letter markers drawn in a lane.
const MAX_MARKERS: usize = 20;

fn lane(r: &CounterRun, w: &'static Words) -> Lane {
    let key = |crashed: bool| if crashed { Key("life.crashed") } else { Key("life.exited") };
    let mut lane = Lane::new(row_name(r, w));
    if r.lifetimes.len() <= MAX_SPANS {
        for &(s, e, crashed) in &r.lifetimes {
            lane = lane.span(s as f64, e as f64, key(crashed), "");
        }
    } else {
        for run in r.lifetimes.chunk_by(|a, b| a.2 == b.2) {
            let (first, last) = (run[0], run[run.len() - 1]);
            let label = w.get("poison-counter-merged", &args!(n = run.len()));
            lane = lane.span(first.0 as f64, last.1 as f64, key(first.2), label);
        }
    }
    for (i, &(at, id)) in r.dead_lettered_at.iter().take(MAX_MARKERS).enumerate() {
        let total = r.dead_lettered_at.len();
        let label = if i == 0 {
            let more = if total > 1 { "yes" } else { "no" };
            w.get("poison-counter-dead-marker", &args!(id = id.to_string(), more = more, total = total))
        } else {
            String::new()
        };
        lane = lane.event(at as f64, Key("event.dead"), label);
    }
    if r.remaining > 0 {
        let end = r.lifetimes.last().map_or(0, |l| l.1);
        lane = lane.event(end as f64, Key("event.stuck"), stuck_label(r, w));
    }
    lane
}

/// `12 başlatmadan sonra 3 ileti takılı`: the messages left when the supervisor gave up.
fn stuck_label(r: &CounterRun, w: &'static Words) -> String {
    w.get("poison-counter-stuck", &args!(starts = r.starts, left = r.remaining))
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
fn life_lanes(runs: &[CounterRun], w: &'static Words) -> Option<Vec<Lane>> {
    if runs.iter().any(|r| !r.log_complete) {
        return None;
    }
    if runs.iter().map(|r| life_runs(r).len()).sum::<usize>() > MAX_LIFE_LANES {
        return None;
    }
    let mut lanes = Vec::new();
    for r in runs {
        let runs = life_runs(r);
        if runs.iter().any(|l| l.2.len() > MAX_CELLS) {
            return None;
        }
        for (first, last, deliveries) in runs {
            let merged = if first == last { "no" } else { "yes" };
            let (from, to, times) = ((first + 1).to_string(), (last + 1).to_string(), (last - first + 1).to_string());
            let name = w.get("poison-counter-life", &args!(merged = merged, first = from, last = to, times = times));
            let mut lane = Lane::new(name).in_group(row_name(r, w));
            for (k, d) in deliveries.iter().enumerate() {
                let at = k as f64 + 0.5;
                let label = w.get("poison-counter-cell", &args!(id = d.message.to_string(), counter = d.counter.to_string()));
                lane = lane.span(at, at + 1.0, delivery_key(d.outcome), label);
            }
            let stuck = last + 1 == r.lifetimes.len() && r.remaining > 0;
            if stuck {
                let end = deliveries.len() as f64 + 0.5;
                lane = lane.event(end, Key("event.stuck"), stuck_label(r, w));
            }
            lanes.push(lane);
        }
    }
    Some(lanes)
}

/// The title: each row's fate, or what validation changes.
fn title(w: &'static Words, killers: &[u32], runs: &[CounterRun], facts: &mut Vec<Fact>) -> String {
    let (checked, unchecked): (Vec<&CounterRun>, Vec<&CounterRun>) = runs.iter().partition(|r| r.validated);
    if checked.is_empty() {
        let rows: Vec<String> = runs.iter().map(|r| format!("{}: {}", row_name(r, w), fate(r, w, facts))).collect();
        return w.get("poison-counter-title", &args!(rows = rows.join("; ")));
    }
    let most = |rows: &[&CounterRun]| rows.iter().map(|r| r.crashes).max().unwrap_or(0);
    let (before, now) = (most(&unchecked), most(&checked));
    let regime = Tail::of(!unchecked.is_empty(), before, now);
    facts.push(Fact::new("poison-counter-tail", regime).with("before", before as f64).with("now", now as f64));
    let tail = w.get("poison-counter-tail", &args!(regime = regime.key(), before = before, now = now));
    let many = Killers::of(killers.len());
    facts.push(Fact::on("poison-counter-title-validated", "killers", many).with("killers", killers.len() as f64));
    w.get("poison-counter-title-validated", &args!(killers = many.key(), tail = tail))
}

/// The caption: what kills the process, then each row's story.
fn caption(w: &'static Words, p: &Params, killers: &str, runs: &[CounterRun], facts: &mut Vec<Fact>) -> String {
    let (checked, unchecked): (Vec<&CounterRun>, Vec<&CounterRun>) = runs.iter().partition(|r| r.validated);
    let some = killers_named(p.killers.len());
    facts.push(Fact::on("poison-counter-lead", "killers", some).with("threshold", f64::from(p.threshold)));
    let lead = w.get("poison-counter-lead", &args!(killers = some.key(), names = killers, threshold = p.threshold));
    if checked.is_empty() {
        format!("{lead}. {}.", capitalize(&stories(&unchecked, w, facts), w.lang()))
    } else if unchecked.is_empty() {
        w.get("poison-counter-caption-validated", &args!(lead = lead, stories = stories(&checked, w, facts)))
    } else {
        let crashes = unchecked.iter().map(|r| r.crashes).max().unwrap_or(0);
        let stuck = unchecked.iter().map(|r| r.remaining).max().unwrap_or(0);
        facts.push(
            Fact::on("poison-counter-caption-both", "crashes", Crashes::of(crashes))
                .with("crashes", crashes as f64)
                .with("stuck", stuck as f64),
        );
        w.get(
            "poison-counter-caption-both",
            &args!(lead = lead, crashes = crashes, stuck = stuck, stories = stories(&checked, w, facts)),
        )
    }
}

pub fn figures(p: &Params, runs: &[CounterRun], w: &'static Words) -> Vec<Figure> {
    if runs.is_empty() {
        return Vec::new();
    }
    // `killers` lists each message once (the scenario refuses a repeat).
    let killers = messages(&p.killers, w);
    let mut facts = Vec::new();
    let title = title(w, &p.killers, runs, &mut facts);
    let caption = caption(w, p, &killers, runs, &mut facts);
    let axis = |axis: &str| w.get("poison-counter-axis", &args!(axis = axis));
    let (x, y, plot, caption) = match life_lanes(runs, w) {
        Some(lanes) => {
            let most = lanes.iter().map(|l| l.spans.len()).max().unwrap_or(0).max(1);
            let caption = w.get("poison-counter-caption-lives", &args!(caption = caption));
            let x = Axis::new(axis("lives-x"), Unit::Count).range(0.5, most as f64 + 0.5);
            (x, Axis::new(axis("lives-y"), Unit::Plain), Plot::Timeline(lanes), caption)
        }
        None => (
            Axis::new(axis("time"), Unit::Millis).clock(),
            Axis::new(axis("position"), Unit::Plain),
            Plot::Timeline(runs.iter().map(|r| lane(r, w)).collect()),
            caption,
        ),
    };
    vec![Figure { name: "lifetimes".into(), title, caption, x, y, plot, marks: Vec::new(), facts }]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crashes_is_zero_or_other() {
        assert_eq!(Crashes::of(0), Crashes::Never);
        assert_eq!(Crashes::of(1), Crashes::Some);
        assert_eq!(Crashes::of(12), Crashes::Some);
        assert_eq!(Crashes::of(0).key(), "0");
        assert_eq!(Crashes::of(1).key(), "other");
    }

    #[test]
    fn tail_compares_before_and_now() {
        assert_eq!(Tail::of(true, 0, 0), Tail::None);
        assert_eq!(Tail::of(true, 3, 0), Tail::Instead);
        assert_eq!(Tail::of(true, 0, 1), Tail::Instead);
        assert_eq!(Tail::of(true, 1, 1), Tail::Instead);
        assert_eq!(Tail::of(false, 0, 0), Tail::Never);
        assert_eq!(Tail::of(false, 5, 0), Tail::Never);
        assert_eq!(Tail::of(false, 0, 1), Tail::Crashes);
        assert_eq!(Tail::of(true, 0, 0).key(), "none");
    }

    #[test]
    fn killers_count() {
        assert_eq!(Killers::of(0), Killers::No);
        assert_eq!(Killers::of(1), Killers::One);
        assert_eq!(Killers::of(2), Killers::Many);
        assert_eq!(Killers::of(1).key(), "one");
        assert!(!killers_named(0));
        assert!(killers_named(1));
        assert!(killers_named(3));
    }

    #[test]
    fn counter_never_moves_only_on_catch_with_crashes() {
        assert!(counter_never_moves(CounterPosition::OnCatch, 1));
        assert!(!counter_never_moves(CounterPosition::OnCatch, 0));
        assert!(!counter_never_moves(CounterPosition::OnDelivery, 1));
        assert!(!counter_never_moves(CounterPosition::OnDelivery, 0));
    }
}
