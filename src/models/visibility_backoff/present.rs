//! One row per placement, and a timeline per placement: one row per message, coloured by
//! which copy of it a consumer holds, so the duplicates of `hold` show.

use super::simulate::PlacementRun;
use super::{Params, Placement};
use crate::report::figure::{Axis, Key, Lane, Mark, Plot, Regime, Unit};
use crate::report::glossary::word;
use crate::args;
use crate::report::words::Words;
use crate::report::units::human_ms;
use crate::report::{Fact, Figure, Head, Layout, Report};

fn placements(w: &'static Words) -> Layout<'static, PlacementRun> {
    let head = |column: &str| w.get("vis-column", &args!(column = column));
    // Most columns are padded to their title and two spaces.
    let padded = |column: &str| {
        let title = head(column);
        let width = title.chars().count() + 2;
        Head::right(title, width)
    };
    Layout::new("placements")
        .one_unit()
        .column("placement", Head::left(head("placement"), 18), |r: &PlacementRun| r.placement.name().into())
        .shown(move |r| r.placement.label(w))
        .column("deliveries", padded("deliveries"), |r| r.deliveries.into())
        .column("calls", Head::right(head("calls"), 7), |r| r.calls.into())
        .column("completions", padded("completions"), |r| r.completions.into())
        .column("duplicate_completions", Head::right(head("duplicates"), 12), |r| r.duplicate_completions.into())
        .column("peak_copies", Head::right(head("peak"), 14), |r| r.peak_copies.into())
        .column("holding_ms", Head::right(head("holding"), 12), |r| r.holding_ms.into())
        .column("makespan_ms", padded("makespan"), |r| r.makespan_ms.into())
        .column("dead_lettered", padded("dead"), |r| r.dead_lettered.into())
}

pub fn present(_: &Params, runs: &[PlacementRun], w: &'static Words) -> Report {
    let layout = placements(w);
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
            let name = if k == 0 {
                w.get("vis-message-lane", &args!(n = (id + 1).to_string()))
            } else {
                w.get("vis-copy-lane", &args!(n = (k + 1).to_string()))
            };
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
                lane = lane.span(s as f64, e as f64, key, w.get("vis-consumer", &args!(c = c.to_string())));
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

/// A named policy's retry limit and what it did, as a caption sentence (empty for the
/// lesson's backoff).
fn limit_note(w: &'static Words, p: &Params, r: &PlacementRun) -> String {
    let Some(s) = p.backoff else { return String::new() };
    let policy = p.named.get(s);
    let range = |n| match policy.range_ms(n) {
        (lo, hi) if lo.trunc() == hi.trunc() => human_ms(lo.trunc(), w.lang()),
        (lo, hi) => format!("{}–{}", human_ms(lo.trunc(), w.lang()), human_ms(hi.trunc(), w.lang())),
    };
    let one = |n: u64| if n == 1 { "one" } else { "other" };
    let (limit, max) = match policy.max_retries() {
        Some(m) => (one(u64::from(m)), m.to_string()),
        None => ("unlimited", String::new()),
    };
    let gave_up = match r.gave_up.len() {
        0 => "none",
        1 => "once",
        _ => "more",
    };
    let dead = r.dead_lettered;
    w.get(
        "vis-limit",
        &args!(
            policy = s.title(),
            first = range(1),
            second = range(2),
            limit = limit,
            max = max,
            gave_up = gave_up,
            times = r.gave_up.len().to_string(),
            dead = dead.to_string(),
            messages = one(u64::from(dead)),
        ),
    )
}

pub fn figures(p: &Params, runs: &[PlacementRun], w: &'static Words) -> Vec<Figure> {
    let end = x_end(p, runs);
    // Both charts show the same messages, side by side.
    let messages = runs.iter().map(|r| shown(p, r)).min().unwrap_or(0);
    let partial = if messages < p.messages as usize {
        format!(" {}", w.get("vis-partial", &args!(messages = messages)))
    } else {
        String::new()
    };
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

/// The sleep sentence's `sleeps`: the handler holds a message for some time.
fn sleeps(holding_ms: u64) -> bool {
    holding_ms > 0
}

/// One placement's chart: a lane per message, the visibility timeout and the outage marked.
fn figure(w: &'static Words, p: &Params, r: &PlacementRun, end: f64, messages: usize, partial: &str) -> Figure {
    let counts = processed_counts(p, r);
    let twice: u32 = counts.iter().skip(2).sum();
    let placement = match r.placement {
        Placement::Hold => "hold",
        Placement::Requeue => "requeue",
    };
    // A named policy: its name beside the placement, its waits in the caption.
    let system = p.backoff.map_or(String::new(), |s| format!(" ({})", s.title()));
    let sleeps = sleeps(r.holding_ms);
    let regime = VisTitle::of(p.messages, twice, r.dead_lettered);
    let facts = vec![
        Fact::new("vis-title", regime)
            .with("total", f64::from(p.messages))
            .with("twice", f64::from(twice))
            .with("dead", r.dead_lettered as f64),
        Fact::said("vis-caption").with("deliveries", r.deliveries as f64).with("duplicates", r.duplicate_completions as f64),
        Fact::on("vis-sleep", "sleeps", sleeps).with("held_ms", r.holding_ms as f64),
    ];
    let title = w.get(
        "vis-title",
        &args!(
            place = w.get("vis-place", &args!(placement = placement)),
            system = system,
            regime = regime.key(),
            times = if counts.len() > 3 { "several" } else { "twice" },
            total = p.messages,
            twice = twice,
            dead = r.dead_lettered,
        ),
    );
    let policy = p.backoff.map_or(String::new(), |s| s.title().to_string());
    let how = w.get(
        "vis-how",
        &args!(placement = placement, named = if p.backoff.is_some() { "yes" } else { "no" }, policy = policy),
    );
    let longest = r.handlings.iter().flatten().map(|h| h.1 - h.0).max().unwrap_or(0);
    let expired = if longest > p.visibility_timeout_ms { "yes" } else { "no" };
    let vt = human_ms(p.visibility_timeout_ms as f64, w.lang());
    let sleep = w.get(
        "vis-sleep",
        &args!(sleeps = sleeps.key(), held = human_ms(r.holding_ms as f64, w.lang())),
    );
    let caption = w.get(
        "vis-caption",
        &args!(
            outage = human_ms(p.outage_ms as f64, w.lang()),
            how = how,
            visibility = w.get("vis-visibility", &args!(expired = expired, vt = &vt)),
            deliveries = r.deliveries,
            duplicates = r.duplicate_completions,
            sleep = sleep,
            limit = limit_note(w, p, r),
            partial = partial,
        ),
    );
    // The outage's end is marked and labelled ("bağımlılık kapalıydı, düzeldi": down from
    // the start until this line). It is not shaded: the grey queued bars would lie on a grey
    // band (issue 38 review).
    let mut marks = vec![Mark::VLine {
        x: p.visibility_timeout_ms as f64,
        key: Key("mark.limit"),
        label: w.get("vis-line", &args!(expired = expired, vt = &vt)),
    }];
    if p.outage_ms > 0 {
        marks.push(Mark::VLine { x: p.outage_ms as f64, key: Key("mark.outage"), label: w.text("vis-recovered") });
    }
    // The marks' labels sit in the strip above the plot: no empty first row.
    let rows = lanes(w, p, r, messages);
    Figure {
        name: r.placement.name().into(),
        title,
        caption,
        x: Axis::new(w.text("vis-x"), Unit::Millis).clock().range(0.0, end),
        y: Axis::new(word("message", w.lang()), Unit::Plain),
        plot: Plot::Timeline(rows),
        marks,
        facts,
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

    #[test]
    fn sleeps_when_holding() {
        assert!(!sleeps(0));
        assert!(sleeps(1));
        assert!(sleeps(5000));
    }
}
