//! One row per placement, and a timeline per placement: one row per message, coloured by
//! which copy of it a consumer holds, so the duplicates of `hold` show.

use super::simulate::PlacementRun;
use super::{Params, Placement};
use crate::report::figure::{Axis, Key, Lane, Mark, Plot, Regime, Unit};
use crate::report::glossary::word;
use crate::report::units::human_ms;
use crate::report::words::Words;
use crate::report::{Figure, Head, Layout, Report, Spoken};
use crate::word;

impl Regime for Placement {
    const KEYS: &'static [&'static str] = &Placement::NAMES;
    fn key(self) -> &'static str {
        self.name()
    }
}

/// The label for the text table (ASCII in Turkish).
pub(super) fn label(placement: Placement, w: &'static Words) -> String {
    match placement {
        Placement::Hold => word!(w, "visibility-backoff-placement-label", placement = "hold"),
        Placement::Requeue => word!(w, "visibility-backoff-placement-label", placement = "requeue"),
    }
}

fn placements<'a>(w: &'static Words, p: &'a Params) -> Layout<'a, PlacementRun> {
    // Most columns are padded to their title and two spaces.
    let padded = |title: String| {
        let width = title.chars().count() + 2;
        Head::right(title, width)
    };
    macro_rules! head {
        ($key:literal) => {
            word!(w, "visibility-backoff-column", column = $key)
        };
    }
    Layout::new("placements")
        .one_unit()
        .column("placement", Head::left(head!("placement"), 18), |r: &PlacementRun| r.placement.name().into())
        .shown(move |r| label(r.placement, w))
        .column("deliveries", padded(head!("deliveries")), |r| r.deliveries.into())
        .column("calls", Head::right(head!("calls"), 7), |r| r.calls.into())
        .column("completions", padded(head!("completions")), |r| r.completions.into())
        .column("duplicate_completions", Head::right(head!("duplicates"), 12), |r| r.duplicate_completions.into())
        .column("peak_copies", Head::right(head!("peak"), 14), |r| r.peak_copies.into())
        .column("holding_ms", Head::right(head!("holding"), 12), |r| r.holding_ms.into())
        .column("makespan_ms", padded(head!("makespan")), |r| r.makespan_ms.into())
        .column("dead_lettered", padded(head!("dead")), |r| r.dead_lettered.into())
        // What the charts' sentences claim, for the checks and the curious (CSV only).
        .csv("repeated_messages", move |r| repeated(&processed_counts(p, r)).into())
        .csv("most_processings", move |r| (processed_counts(p, r).len().saturating_sub(1) as u64).into())
        .csv("longest_handling_ms", |r| longest_handling(r).into())
        .csv("gave_up", |r| (r.gave_up.len() as u64).into())
}

pub fn present(p: &Params, runs: &[PlacementRun], w: &'static Words) -> Report {
    let layout = placements(w, p);
    Report { text: layout.text(runs, w.lang()), tables: vec![layout.table(runs)], ..Report::default() }
}

/// One handling of a message: `(start, end, consumer)`.
type Handling = (u64, u64, usize);

/// The handlings of every message, by message id, in start order.
fn by_message(p: &Params, r: &PlacementRun) -> Vec<Vec<Handling>> {
    let mut out: Vec<Vec<Handling>> = vec![Vec::new(); p.messages as usize];
    for (c, hs) in r.handlings.iter().enumerate() {
        for &(s, e, id) in hs {
            out[id as usize].push((s, e, c));
        }
    }
    for hs in &mut out {
        hs.sort_unstable();
    }
    out
}

/// Splits a message's handlings into copies: a handling that starts while another is
/// still running is another copy (its own row).
fn copies(hs: &[Handling]) -> Vec<Vec<Handling>> {
    let mut rows: Vec<Vec<Handling>> = Vec::new();
    for &h in hs {
        match rows.iter_mut().find(|row| row.last().is_none_or(|l| l.1 <= h.0)) {
            Some(row) => row.push(h),
            None => rows.push(vec![h]),
        }
    }
    rows
}

/// Most rows of messages and copies (a what-if with hundreds of messages stays readable:
/// its first messages are drawn).
const MAX_ROWS: usize = 16;
/// Most handlings drawn per row.
const MAX_SPANS: usize = 400;

/// How many messages, from the first, fit in [`MAX_ROWS`] rows (at least one).
fn shown(p: &Params, r: &PlacementRun) -> usize {
    let mut rows = 0;
    for (n, hs) in by_message(p, r).iter().enumerate() {
        rows += copies(hs).len().max(1);
        if rows > MAX_ROWS {
            return n.max(1);
        }
    }
    p.messages as usize
}

fn lanes(w: &'static Words, p: &Params, r: &PlacementRun, messages: usize) -> Vec<Lane> {
    let mut lanes = Vec::new();
    let handlings: Vec<Vec<Handling>> = by_message(p, r).into_iter().take(messages).collect();
    let messages: Vec<Vec<Vec<Handling>>> = handlings.iter().map(|hs| copies(hs)).collect();
    // Only when some message has a second copy is the first one numbered.
    let copied = messages.iter().any(|m| m.len() > 1);
    for (id, rows) in messages.iter().enumerate() {
        // When the message became visible again for a copy that starts at `s`: the
        // visibility timeout of the receive before it ran out (a copy starts while
        // another still runs, so no consumer had released the message).
        let visible_again = |s: u64| {
            let before = handlings[id].iter().filter(|h| h.0 < s).map(|h| h.0).max();
            before.map(|b| (b + p.visibility_timeout_ms).min(s))
        };
        for (k, row) in rows.iter().enumerate() {
            let name = if k == 0 { w.say(&MessageLane { n: id + 1 }) } else { w.say(&CopyLane { n: k + 1 }) };
            let key = match k {
                0 if copied => Key("copy.first"),
                0 => Key("copy.only"),
                1 => Key("copy.second"),
                _ => Key("copy.more"),
            };
            let mut lane = Lane::new(name);
            // The first copy's row also shows the time the message spends in the queue
            // between handlings (released with a delay, or waiting for a consumer); a
            // later copy's row the time from its visibility timeout running out to a
            // free consumer receiving it.
            let mut free_since = 0;
            for &(s, e, c) in row.iter().take(MAX_SPANS) {
                let queued = if k == 0 { Some(free_since) } else { visible_again(s).map(|v| v.max(free_since)) };
                if let Some(q) = queued.filter(|&q| s > q) {
                    lane = lane.span(q as f64, s as f64, Key("copy.queued"), "");
                }
                lane = lane.span(s as f64, e as f64, key, w.say(&ConsumerLabel { c }));
                free_since = e;
            }
            // A handling that ends after the outage is a successful call: the message was processed.
            for &(_, e, _) in row.iter().filter(|h| h.1 >= p.outage_ms).take(MAX_SPANS) {
                lane = lane.event(e as f64, Key("event.done"), "");
            }
            // A named policy's last retry failed: the consumer gave the message up.
            for &(_, e, _) in row.iter().filter(|h| r.gave_up.contains(&(h.1, id as u32))).take(MAX_SPANS) {
                lane = lane.event(e as f64, Key("event.dead"), "");
            }
            lanes.push(lane);
        }
    }
    lanes
}

crate::statement! {
    /// A message's lane (`message 3`).
    struct MessageLane = "visibility-backoff-message-lane" { input count n: usize }
}
crate::statement! {
    /// A later copy's lane (`copy 2`).
    struct CopyLane = "visibility-backoff-copy-lane" { input count n: usize }
}
crate::statement! {
    /// A handling's label (`consumer 4`).
    struct ConsumerLabel = "visibility-backoff-consumer" { input count c: usize }
}

/// Messages processed `n` times, for every `n` (index `n`).
fn processed_counts(p: &Params, r: &PlacementRun) -> Vec<u32> {
    let mut counts = Vec::new();
    for hs in by_message(p, r) {
        let n = hs.iter().filter(|h| h.1 >= p.outage_ms).count();
        if counts.len() <= n {
            counts.resize(n + 1, 0);
        }
        counts[n] += 1;
    }
    counts
}

/// `20 s` for 19 s: the end of both charts' x axis, a round number past the last handling.
fn x_end(p: &Params, runs: &[PlacementRun]) -> f64 {
    let last = runs
        .iter()
        .flat_map(|r| r.handlings.iter().flatten().map(|h| h.1).chain([r.makespan_ms]))
        .max()
        .unwrap_or(0)
        .max(p.visibility_timeout_ms) as f64;
    let step = libm::pow(10.0, libm::log10(last.max(1.0)).floor()) / 2.0;
    ((last / step).floor() + 1.0) * step.max(1.0)
}

/// Messages processed more than once.
fn repeated(counts: &[u32]) -> u32 {
    counts.iter().skip(2).sum()
}

/// The longest single handling.
fn longest_handling(r: &PlacementRun) -> u64 {
    r.handlings.iter().flatten().map(|h| h.1 - h.0).max().unwrap_or(0)
}

crate::statement! {
    /// A named policy's waits and retry limit, and what it did (a caption sentence).
    struct Limit = "visibility-backoff-limit" {
        input text policy: &'static str,
        input text first: String,
        input text second: String,
        input select limit: Limited,
        input count max: u32,
        claim count times: usize,
        claim count dead: u32,
    }
}

crate::regime! {
    /// Whether a named policy stops retrying.
    enum Limited { Limited = "limited", Unlimited = "unlimited" }
}

/// A named policy's retry limit and what it did (none for the lesson's backoff).
fn limit(w: &'static Words, p: &Params, r: &PlacementRun) -> Option<Limit> {
    let s = p.backoff?;
    let policy = p.named.get(s);
    let range = |n| match policy.range_ms(n) {
        (lo, hi) if lo.trunc() == hi.trunc() => human_ms(lo.trunc(), w.lang()),
        (lo, hi) => format!("{}–{}", human_ms(lo.trunc(), w.lang()), human_ms(hi.trunc(), w.lang())),
    };
    let (limit, max) = policy.max_retries().map_or((Limited::Unlimited, 0), |m| (Limited::Limited, m));
    Some(Limit {
        policy: s.title(),
        first: range(1),
        second: range(2),
        limit,
        max,
        times: r.gave_up.len(),
        dead: r.dead_lettered,
    })
}

crate::statement! {
    /// The note that the charts show only the first messages.
    struct Partial = "visibility-backoff-partial" { input count messages: usize }
}

pub fn figures(p: &Params, runs: &[PlacementRun], w: &'static Words) -> Vec<Figure> {
    let end = x_end(p, runs);
    // Both charts show the same messages, side by side.
    let messages = runs.iter().map(|r| shown(p, r)).min().unwrap_or(0);
    let partial = (messages < p.messages as usize).then_some(Partial { messages });
    runs.iter().map(|r| figure(w, p, r, end, messages, &partial)).collect()
}

crate::regime! {
    /// What the title says happened to the messages: processed twice, dead-lettered, or
    /// once each; for one message, some of them or all.
    pub(crate) enum VisTitle {
        OneTwice = "one-twice",
        OneDead = "one-dead",
        OneOnce = "one-once",
        AllTwice = "all-twice",
        SomeTwice = "some-twice",
        AllDead = "all-dead",
        SomeDead = "some-dead",
        AllOnce = "all-once",
    }
}

impl VisTitle {
    /// `messages` sent, `twice` of them processed more than once, `dead` dead-lettered.
    fn of(messages: u32, twice: u32, dead: u32) -> Self {
        // One message is "tek ileti", never "1 iletinin hepsi".
        match (messages == 1, twice, dead) {
            (true, t, _) if t > 0 => VisTitle::OneTwice,
            (true, _, d) if d > 0 => VisTitle::OneDead,
            (true, _, _) => VisTitle::OneOnce,
            (false, t, _) if t > 0 && t == messages => VisTitle::AllTwice,
            (false, t, _) if t > 0 => VisTitle::SomeTwice,
            (false, _, d) if d == messages => VisTitle::AllDead,
            (false, _, d) if d > 0 => VisTitle::SomeDead,
            _ => VisTitle::AllOnce,
        }
    }
}

crate::regime! {
    /// How often the messages processed more than once were processed: twice at most, or
    /// some of them three times or more.
    enum Times { Twice = "twice", Several = "several" }
}

crate::statement! {
    /// Where the backoff waits and what happened to the messages.
    struct Title = "visibility-backoff-title" {
        say place: Place,
        input text system: String,
        claim select regime: VisTitle,
        claim select times: Times,
        input count total: u32,
        claim count twice: u32,
        claim count dead: u32,
    }
}
crate::statement! {
    /// `held in the consumer` / `handed to the queue`.
    struct Place = "visibility-backoff-place" { input select placement: Placement }
}
crate::statement! {
    /// How the consumer waits.
    struct How = "visibility-backoff-how" {
        input select placement: Placement,
        input select named: bool,
        input text policy: &'static str,
    }
}
crate::statement! {
    /// Whether some consumer held a message past its visibility timeout.
    struct Visibility = "visibility-backoff-visibility" { claim select expired: bool, input ms vt: u64 }
}
crate::statement! {
    /// How long the consumers slept holding messages.
    struct Sleep = "visibility-backoff-sleep" { claim select sleeps: bool, claim ms held: u64 }
}
crate::statement! {
    /// The chart's caption: the outage, how the consumer waits, what the queue did.
    struct Caption = "visibility-backoff-caption" {
        input ms outage: u64,
        say how: How,
        say visibility: Visibility,
        claim count deliveries: u64,
        claim count duplicates: u64,
        say sleep: Sleep,
        say limit: Option<Limit>,
        say partial: Option<Partial>,
    }
}
crate::statement! {
    /// The visibility timeout's line, and whether it ran out.
    struct Line = "visibility-backoff-line" { claim select expired: bool, input ms vt: u64 }
}

/// One placement's chart: a lane per message, the visibility timeout and the outage marked.
fn figure(w: &'static Words, p: &Params, r: &PlacementRun, end: f64, messages: usize, partial: &Option<Partial>) -> Figure {
    let counts = processed_counts(p, r);
    let twice = repeated(&counts);
    let expired = longest_handling(r) > p.visibility_timeout_ms;
    let vt = p.visibility_timeout_ms;
    let mut said = Spoken::new(w);
    let title = said.say(&Title {
        place: Place { placement: r.placement },
        // A named policy: its name beside the placement, its waits in the caption.
        system: p.backoff.map_or(String::new(), |s| format!(" ({})", s.title())),
        regime: VisTitle::of(p.messages, twice, r.dead_lettered),
        times: if counts.len() > 3 { Times::Several } else { Times::Twice },
        total: p.messages,
        twice,
        dead: r.dead_lettered,
    });
    let caption = said.say(&Caption {
        outage: p.outage_ms,
        how: How { placement: r.placement, named: p.backoff.is_some(), policy: p.backoff.map_or("", |s| s.title()) },
        visibility: Visibility { expired, vt },
        deliveries: r.deliveries,
        duplicates: r.duplicate_completions,
        sleep: Sleep { sleeps: r.holding_ms > 0, held: r.holding_ms },
        limit: limit(w, p, r),
        partial: partial.clone(),
    });
    // The outage's end is marked and labelled ("bağımlılık kapalıydı, düzeldi": down from
    // the start until this line). It is not shaded: the grey queued bars would lie on a grey
    // band (issue 38 review).
    let mut marks = vec![Mark::VLine { x: vt as f64, key: Key("mark.limit"), label: said.say(&Line { expired, vt }) }];
    if p.outage_ms > 0 {
        marks.push(Mark::VLine {
            x: p.outage_ms as f64,
            key: Key("mark.outage"),
            label: word!(w, "visibility-backoff-recovered"),
        });
    }
    // The marks' labels sit in the strip above the plot: no empty first row.
    let rows = lanes(w, p, r, messages);
    Figure {
        name: r.placement.name().into(),
        title,
        caption,
        x: Axis::new(word!(w, "visibility-backoff-x"), Unit::Millis).clock().range(0.0, end),
        y: Axis::new(word("message", w.lang()), Unit::Plain),
        plot: Plot::Timeline(rows),
        marks,
        facts: said.facts(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vis_title_regimes() {
        assert_eq!(VisTitle::of(1, 1, 0), VisTitle::OneTwice);
        assert_eq!(VisTitle::of(1, 1, 1), VisTitle::OneTwice);
        assert_eq!(VisTitle::of(1, 0, 1), VisTitle::OneDead);
        assert_eq!(VisTitle::of(1, 0, 0), VisTitle::OneOnce);
        assert_eq!(VisTitle::of(3, 3, 0), VisTitle::AllTwice);
        assert_eq!(VisTitle::of(3, 2, 3), VisTitle::SomeTwice);
        assert_eq!(VisTitle::of(3, 0, 3), VisTitle::AllDead);
        assert_eq!(VisTitle::of(3, 0, 1), VisTitle::SomeDead);
        assert_eq!(VisTitle::of(3, 0, 0), VisTitle::AllOnce);
        assert_eq!(VisTitle::of(0, 0, 0), VisTitle::AllDead);
        assert_eq!(VisTitle::of(3, 0, 0).key(), "all-once");
    }
}
