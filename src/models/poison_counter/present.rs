//! The lesson's table (`zehirli-sayac.mjs`) and the consumer's lifetimes as a timeline.

use super::simulate::{CounterRun, Delivery, Outcome};
use super::{CounterPosition, Params};
use crate::report::figure::{Axis, Key, Lane, Plot, Unit};
use crate::report::glossary::Lang;
use crate::report::lang::{self, pick};
use crate::report::units::{capitalize, turkish_number};
use crate::report::{Figure, Head, Layout, Report};
use crate::say;

/// The lesson's layout: padEnd(22), then padStart 8 / 8 / 13 / 9 / 12 / 7; the first
/// column widens only for the longer validation labels.
fn positions() -> Layout<'static, CounterRun> {
    Layout::new("positions")
        .column("counter_position", Head::left(pick("sayac konumu", "counter position"), 22).fit(2), |r: &CounterRun| {
            r.position.name().into()
        })
        .shown(|r| r.label())
        .csv("validated", |r| r.validated.into())
        .column("starts", Head::right(pick("baslatma", "starts"), 8), |r| r.starts.into())
        .column("deliveries", Head::right(pick("teslim", "deliveries"), pick(8, 12)), |r| r.deliveries.into())
        .column("crashes", Head::right(pick("surec olumu", "process deaths"), pick(13, 16)), |r| r.crashes.into())
        .column("processed", Head::right(pick("islenen", "processed"), pick(9, 11)), |r| r.processed.into())
        .column("dead_lettered", Head::right(pick("olu mektup", "dead-lettered"), pick(12, 15)), |r| {
            r.dead_lettered.into()
        })
        .column("remaining", Head::right(pick("kalan", "remaining"), pick(7, 11)), |r| r.remaining.into())
}

pub fn present(_: &Params, runs: &[CounterRun]) -> Report {
    let layout = positions();
    // Without validation the table is the lesson program's output (`zehirli-sayac.mjs`),
    // in both editions as the program prints it; validation rows are jobsim's own.
    let text = if runs.iter().any(|r| r.validated) {
        layout.text(runs)
    } else {
        lang::with(Lang::Tr, || positions().text(runs))
    };
    Report { text, tables: vec![layout.table(runs)], ..Report::default() }
}

/// The row's name in charts: `hata yakalanınca`, `teslim anında + doğrulama`.
fn row_name(r: &CounterRun) -> String {
    let position = match r.position {
        CounterPosition::OnCatch => Key("counter.on_catch"),
        CounterPosition::OnDelivery => Key("counter.on_delivery"),
    }
    .name();
    if r.validated { say!("{position} + doğrulama", "{position} + validation") } else { position.to_string() }
}

/// A count as the reader's language writes it: `200.000`, `200,000`.
fn n(v: impl Into<f64>) -> String {
    turkish_number(v.into())
}

/// `mesaj 3`, `mesaj 3 ve 5`, `mesaj 2, 3 ve 5`.
fn messages(ids: &[u32]) -> String {
    let ids: Vec<String> = ids.iter().map(u32::to_string).collect();
    match ids.split_last() {
        None => String::new(),
        Some((last, [])) => say!("ileti {last}", "message {last}"),
        Some((last, rest)) => say!("ileti {} ve {last}", "messages {} and {last}", rest.join(", ")),
    }
}

/// What happened in one row, for titles: `12 süreç ölümü, 3 ileti takılı` (the table's
/// `surec olumu`).
fn fate(r: &CounterRun) -> String {
    let mut parts = vec![match r.crashes {
        0 => pick("süreç ölümü yok", "no process death").to_string(),
        1 => say!("{} süreç ölümü", "{} process death", n(r.crashes)),
        _ => say!("{} süreç ölümü", "{} process deaths", n(r.crashes)),
    }];
    if r.dead_lettered > 0 {
        parts.push(crate::report::glossary::word("dead_letter").into());
    }
    if r.remaining > 0 {
        let m = msgs(r.remaining);
        parts.push(say!("{} ileti takılı", "{} {m} stuck", n(r.remaining)));
    }
    parts.join(", ")
}

/// `message` or `messages` for `count` of them (English; the Turkish noun does not change).
fn msgs(count: u32) -> &'static str {
    if count == 1 { "message" } else { "messages" }
}

/// `time` or `times` (English).
fn times(count: u32) -> &'static str {
    if count == 1 { "time" } else { "times" }
}

/// What happened in one row, for captions: `süreç 12 kez başlıyor, 12 kez çöküyor, …`.
fn story(r: &CounterRun) -> String {
    let t = times(r.starts);
    let mut s = say!("süreç {} kez başlıyor, ", "the process starts {} {t}, ", n(r.starts));
    s.push_str(&if r.crashes == 0 {
        pick("hiç çökmüyor", "never crashes").to_string()
    } else {
        let t = times(r.crashes);
        say!("{} kez çöküyor", "crashes {} {t}", n(r.crashes))
    });
    if r.position == CounterPosition::OnCatch && r.crashes > 0 {
        s.push_str(pick(
            " (hata bloğu hiç çalışmadığı için sayaç artmıyor)",
            " (the counter never moves: the error handler never runs)",
        ));
    }
    let m = if r.processed == 1 { "message is" } else { "messages are" };
    s.push_str(&say!(", {} ileti işleniyor", ", {} {m} processed", n(r.processed)));
    if r.dead_lettered > 0 {
        let m = if r.dead_lettered == 1 { "message goes" } else { "messages go" };
        let dlq = crate::report::glossary::word("dead_letter_queue");
        s.push_str(&say!(", {} ileti ölü mektuba gidiyor", ", {} {m} to the {dlq}", n(r.dead_lettered)));
    }
    if r.remaining > 0 {
        let m = if r.remaining == 1 { "message is" } else { "messages are" };
        s.push_str(&say!(", {} ileti işlenmeden kalıyor", ", {} {m} left unprocessed", n(r.remaining)));
    }
    s
}

/// The stories of some rows: `hata yakalanınca: …; teslim anında: …`, or one story for
/// all when every row tells the same.
fn stories(rows: &[&CounterRun]) -> String {
    let all: Vec<String> = rows.iter().map(|r| story(r)).collect();
    if rows.len() > 1 && all.iter().all(|s| *s == all[0]) {
        return say!("her satırda {}", "in every row {}", all[0]);
    }
    let named: Vec<String> = rows.iter().zip(&all).map(|(r, s)| format!("{}: {s}", row_name(r))).collect();
    named.join("; ")
}

/// Most lifetimes drawn one by one in a lane; past it, consecutive lifetimes that ended
/// the same way are drawn as one span (a what-if with a million restarts stays small).
const MAX_SPANS: usize = 200;
/// Most dead-letter markers drawn in a lane.
const MAX_MARKERS: usize = 20;

fn lane(r: &CounterRun) -> Lane {
    let key = |crashed: bool| if crashed { Key("life.crashed") } else { Key("life.exited") };
    let mut lane = Lane::new(row_name(r));
    if r.lifetimes.len() <= MAX_SPANS {
        for &(s, e, crashed) in &r.lifetimes {
            lane = lane.span(s as f64, e as f64, key(crashed), "");
        }
    } else {
        for run in r.lifetimes.chunk_by(|a, b| a.2 == b.2) {
            let (first, last) = (run[0], run[run.len() - 1]);
            let label = say!("{} ömür", "{} lifetimes", n(run.len() as f64));
            lane = lane.span(first.0 as f64, last.1 as f64, key(first.2), label);
        }
    }
    for (i, &(at, id)) in r.dead_lettered_at.iter().take(MAX_MARKERS).enumerate() {
        let label = match (i, r.dead_lettered_at.len()) {
            (0, 1) => say!("ileti {id} ölü mektupta", "message {id} dead-lettered"),
            (0, total) => {
                say!("ileti {id} ölü mektupta (toplam {})", "message {id} dead-lettered ({} in all)", n(total as f64))
            }
            _ => String::new(),
        };
        lane = lane.event(at as f64, Key("event.dead"), label);
    }
    if r.remaining > 0 {
        let end = r.lifetimes.last().map_or(0, |l| l.1);
        lane = lane.event(end as f64, Key("event.stuck"), stuck_label(r));
    }
    lane
}

/// `12 başlatmadan sonra 3 ileti takılı`: the messages left when the supervisor gave up.
fn stuck_label(r: &CounterRun) -> String {
    let (starts, left, m) = (n(r.starts), n(r.remaining), msgs(r.remaining));
    say!("{starts} başlatmadan sonra {left} ileti takılı", "{left} {m} stuck after {starts} starts")
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
fn life_lanes(runs: &[CounterRun]) -> Option<Vec<Lane>> {
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
            let name = if first == last {
                say!("{}. ömür", "lifetime {}", first + 1)
            } else {
                say!("{}.–{}. ömür ({} kez)", "lifetimes {}–{} ({} times)", first + 1, last + 1, last - first + 1)
            };
            let mut lane = Lane::new(name).in_group(row_name(r));
            for (k, d) in deliveries.iter().enumerate() {
                let at = k as f64 + 0.5;
                lane = lane.span(at, at + 1.0, delivery_key(d.outcome), say!("ileti {}, sayaç {}", "message {}, counter {}", d.message, d.counter));
            }
            let stuck = last + 1 == r.lifetimes.len() && r.remaining > 0;
            if stuck {
                let end = deliveries.len() as f64 + 0.5;
                lane = lane.event(end, Key("event.stuck"), stuck_label(r));
            }
            lanes.push(lane);
        }
    }
    Some(lanes)
}

pub fn figures(p: &Params, runs: &[CounterRun]) -> Vec<Figure> {
    if runs.is_empty() {
        return Vec::new();
    }
    let killers = messages(&p.killers);
    let (checked, unchecked): (Vec<&CounterRun>, Vec<&CounterRun>) = runs.iter().partition(|r| r.validated);
    let title = if checked.is_empty() {
        let rows: Vec<String> = runs.iter().map(|r| format!("{}: {}", row_name(r), fate(r))).collect();
        say!("Sayaç {}", "Counter {}", rows.join("; "))
    } else {
        let most = |rows: &[&CounterRun]| rows.iter().map(|r| r.crashes).max().unwrap_or(0);
        let crashes = most(&checked);
        let tail = match (unchecked.is_empty(), crashes) {
            (false, 0) if most(&unchecked) == 0 => pick("hiçbir satırda çöküş yok", "no crash in any row").into(),
            (false, c) => {
                let (before, now) = (n(most(&unchecked)), n(c));
                let crashes = if c == 1 { "crash" } else { "crashes" };
                say!("{before} yerine {now} çöküş", "{now} {crashes} instead of {before}")
            }
            (true, 0) => pick("süreç hiç çökmüyor", "the process never crashes").into(),
            (true, c) => {
                let crashes = if c == 1 { "crash" } else { "crashes" };
                say!("{} çöküş", "{} {crashes}", n(c))
            }
        };
        let head = if killers.is_empty() {
            pick("Bozuk ileti yok", "No malformed message")
        } else {
            pick(
                "Doğrulama bozuk iletiyi işten önce ölü mektuba yolluyor",
                "Validation dead-letters the malformed message before the work",
            )
        };
        format!("{head}: {tail}")
    };
    let lead = if killers.is_empty() {
        pick("Hiçbir ileti süreci öldürmüyor", "No message kills the process").to_string()
    } else {
        let deliveries = if p.threshold == 1 { "delivery" } else { "deliveries" };
        say!(
            "{} işlenirken tüketici süreci ölüyor (ölü mektup eşiği: {} teslim)",
            "Processing {} kills the consumer process (dead-letter threshold: {} {deliveries})",
            capitalize(&killers),
            p.threshold
        )
    };
    let caption = if checked.is_empty() {
        format!("{lead}. {}.", capitalize(&stories(&unchecked)))
    } else if unchecked.is_empty() {
        say!("{lead}. Gövde işten önce doğrulanıyor: {}.", "{lead}. The body is validated before the work: {}.", stories(&checked))
    } else {
        let crashes = unchecked.iter().map(|r| r.crashes).max().unwrap_or(0);
        let t = times(crashes);
        let stuck = unchecked.iter().map(|r| r.remaining).max().unwrap_or(0);
        let stuck = if stuck > 0 {
            let m = if stuck == 1 { "message stays" } else { "messages stay" };
            say!(", {} ileti takılı kalıyor", ", {} {m} stuck", n(stuck))
        } else {
            String::new()
        };
        say!(
            "{lead}. Doğrulamasız süreç en çok {} kez çöküyor{stuck}; gövde işten önce doğrulanınca {}.",
            "{lead}. Without validation the process crashes at most {} {t}{stuck}; with the body validated before the work, {}.",
            n(crashes),
            stories(&checked)
        )
    };
    let (x, y, plot, caption) = match life_lanes(runs) {
        Some(lanes) => {
            let most = lanes.iter().map(|l| l.spans.len()).max().unwrap_or(0).max(1);
            let caption = say!(
                "{caption} Her satır bir süreç ömrü (aynısını yapan ardışık ömürler tek satır); kutular o ömürdeki teslimler, sırayla: ileti ve teslimden sonraki sayaç.",
                "{caption} Each row is one process lifetime (consecutive lifetimes that did the same share a row); the boxes are its deliveries in order: the message and the counter after the delivery."
            );
            let x = Axis::new(pick("ömür içindeki teslim", "delivery within the lifetime"), Unit::Count)
                .range(0.5, most as f64 + 0.5);
            (x, Axis::new(pick("süreç ömrü", "process lifetime"), Unit::Plain), Plot::Timeline(lanes), caption)
        }
        None => (
            Axis::new(pick("zaman", "time"), Unit::Millis).clock(),
            Axis::new(pick("sayaç konumu", "counter position"), Unit::Plain),
            Plot::Timeline(runs.iter().map(lane).collect()),
            caption,
        ),
    };
    vec![Figure { name: "lifetimes".into(), title, caption, x, y, plot, marks: Vec::new() }]
}
