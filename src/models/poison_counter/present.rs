//! The lesson's table (`zehirli-sayac.mjs`) and the consumer's lifetimes as a timeline.

use super::simulate::{CounterRun, Delivery, Outcome};
use super::{CounterPosition, Params};
use crate::report::figure::{Axis, Key, Lane, Plot, Unit};
use crate::report::units::{capitalize, turkish_number};
use crate::report::{Figure, Head, Layout, Report};

/// The lesson's layout: padEnd(22), then padStart 8 / 8 / 13 / 9 / 12 / 7; the first
/// column widens only for the longer validation labels.
fn positions() -> Layout<'static, CounterRun> {
    Layout::new("positions")
        .column("counter_position", Head::left("sayac konumu", 22).fit(2), |r: &CounterRun| r.position.name().into())
        .shown(|r| r.label())
        .csv("validated", |r| r.validated.into())
        .column("starts", Head::right("baslatma", 8), |r| r.starts.into())
        .column("deliveries", Head::right("teslim", 8), |r| r.deliveries.into())
        .column("crashes", Head::right("surec olumu", 13), |r| r.crashes.into())
        .column("processed", Head::right("islenen", 9), |r| r.processed.into())
        .column("dead_lettered", Head::right("olu mektup", 12), |r| r.dead_lettered.into())
        .column("remaining", Head::right("kalan", 7), |r| r.remaining.into())
}

pub fn present(_: &Params, runs: &[CounterRun]) -> Report {
    let layout = positions();
    Report { text: layout.text(runs), tables: vec![layout.table(runs)], ..Report::default() }
}

/// The row's name in charts: `hata yakalanınca`, `teslim anında + doğrulama`.
fn row_name(r: &CounterRun) -> String {
    let position = match r.position {
        CounterPosition::OnCatch => Key("counter.on_catch"),
        CounterPosition::OnDelivery => Key("counter.on_delivery"),
    }
    .name();
    if r.validated { format!("{position} + doğrulama") } else { position.to_string() }
}

/// A count as a Turkish reader reads it: `200.000`.
fn n(v: impl Into<f64>) -> String {
    turkish_number(v.into())
}

/// `mesaj 3`, `mesaj 3 ve 5`, `mesaj 2, 3 ve 5`.
fn messages(ids: &[u32]) -> String {
    let ids: Vec<String> = ids.iter().map(u32::to_string).collect();
    match ids.split_last() {
        None => String::new(),
        Some((last, [])) => format!("ileti {last}"),
        Some((last, rest)) => format!("ileti {} ve {last}", rest.join(", ")),
    }
}

/// What happened in one row, for titles: `12 süreç ölümü, 3 ileti takılı` (the table's
/// `surec olumu`).
fn fate(r: &CounterRun) -> String {
    let mut parts =
        vec![if r.crashes == 0 { "süreç ölümü yok".to_string() } else { format!("{} süreç ölümü", n(r.crashes)) }];
    if r.dead_lettered > 0 {
        parts.push("ölü mektup".into());
    }
    if r.remaining > 0 {
        parts.push(format!("{} ileti takılı", n(r.remaining)));
    }
    parts.join(", ")
}

/// What happened in one row, for captions: `süreç 12 kez başlıyor, 12 kez çöküyor, …`.
fn story(r: &CounterRun) -> String {
    let mut s = format!("süreç {} kez başlıyor, ", n(r.starts));
    s.push_str(&if r.crashes == 0 { "hiç çökmüyor".to_string() } else { format!("{} kez çöküyor", n(r.crashes)) });
    if r.position == CounterPosition::OnCatch && r.crashes > 0 {
        s.push_str(" (hata bloğu hiç çalışmadığı için sayaç artmıyor)");
    }
    s.push_str(&format!(", {} ileti işleniyor", n(r.processed)));
    if r.dead_lettered > 0 {
        s.push_str(&format!(", {} ileti ölü mektuba gidiyor", n(r.dead_lettered)));
    }
    if r.remaining > 0 {
        s.push_str(&format!(", {} ileti işlenmeden kalıyor", n(r.remaining)));
    }
    s
}

/// The stories of some rows: `hata yakalanınca: …; teslim anında: …`, or one story for
/// all when every row tells the same.
fn stories(rows: &[&CounterRun]) -> String {
    let all: Vec<String> = rows.iter().map(|r| story(r)).collect();
    if rows.len() > 1 && all.iter().all(|s| *s == all[0]) {
        return format!("her satırda {}", all[0]);
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
            lane = lane.span(first.0 as f64, last.1 as f64, key(first.2), format!("{} ömür", n(run.len() as f64)));
        }
    }
    for (i, &(at, id)) in r.dead_lettered_at.iter().take(MAX_MARKERS).enumerate() {
        let label = match (i, r.dead_lettered_at.len()) {
            (0, 1) => format!("ileti {id} ölü mektupta"),
            (0, total) => format!("ileti {id} ölü mektupta (toplam {})", n(total as f64)),
            _ => String::new(),
        };
        lane = lane.event(at as f64, Key("event.dead"), label);
    }
    if r.remaining > 0 {
        let end = r.lifetimes.last().map_or(0, |l| l.1);
        lane = lane.event(end as f64, Key("event.stuck"), format!("{} başlatmadan sonra {} ileti takılı", n(r.starts), n(r.remaining)));
    }
    lane
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
            let name = if first == last { format!("{}. ömür", first + 1) } else { format!("{}.–{}. ömür ({} kez)", first + 1, last + 1, last - first + 1) };
            let mut lane = Lane::new(name).in_group(row_name(r));
            for (k, d) in deliveries.iter().enumerate() {
                let at = k as f64 + 0.5;
                lane = lane.span(at, at + 1.0, delivery_key(d.outcome), format!("ileti {}, sayaç {}", d.message, d.counter));
            }
            let stuck = last + 1 == r.lifetimes.len() && r.remaining > 0;
            if stuck {
                let end = deliveries.len() as f64 + 0.5;
                lane = lane.event(end, Key("event.stuck"), format!("{} başlatmadan sonra {} ileti takılı", n(r.starts), n(r.remaining)));
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
        format!("Sayaç {}", rows.join("; "))
    } else {
        let most = |rows: &[&CounterRun]| rows.iter().map(|r| r.crashes).max().unwrap_or(0);
        let crashes = most(&checked);
        let tail = match (unchecked.is_empty(), crashes) {
            (false, 0) if most(&unchecked) == 0 => "hiçbir satırda çöküş yok".into(),
            (false, c) => format!("{} yerine {} çöküş", n(most(&unchecked)), n(c)),
            (true, 0) => "süreç hiç çökmüyor".into(),
            (true, c) => format!("{} çöküş", n(c)),
        };
        let head = if killers.is_empty() { "Bozuk ileti yok" } else { "Doğrulama bozuk iletiyi işten önce ölü mektuba yolluyor" };
        format!("{head}: {tail}")
    };
    let lead = if killers.is_empty() {
        "Hiçbir ileti süreci öldürmüyor".to_string()
    } else {
        format!("{} işlenirken tüketici süreci ölüyor (ölü mektup eşiği: {} teslim)", capitalize(&killers), p.threshold)
    };
    let caption = if checked.is_empty() {
        format!("{lead}. {}.", capitalize(&stories(&unchecked)))
    } else if unchecked.is_empty() {
        format!("{lead}. Gövde işten önce doğrulanıyor: {}.", stories(&checked))
    } else {
        let crashes = unchecked.iter().map(|r| r.crashes).max().unwrap_or(0);
        let stuck = unchecked.iter().map(|r| r.remaining).max().unwrap_or(0);
        let stuck = if stuck > 0 { format!(", {} ileti takılı kalıyor", n(stuck)) } else { String::new() };
        format!(
            "{lead}. Doğrulamasız süreç en çok {} kez çöküyor{stuck}; gövde işten önce doğrulanınca {}.",
            n(crashes),
            stories(&checked)
        )
    };
    let (x, y, plot, caption) = match life_lanes(runs) {
        Some(lanes) => {
            let most = lanes.iter().map(|l| l.spans.len()).max().unwrap_or(0).max(1);
            let caption = format!(
                "{caption} Her satır bir süreç ömrü (aynısını yapan ardışık ömürler tek satır); kutular o ömürdeki teslimler, sırayla: ileti ve teslimden sonraki sayaç."
            );
            let x = Axis::new("ömür içindeki teslim", Unit::Count).range(0.5, most as f64 + 0.5);
            (x, Axis::new("süreç ömrü", Unit::Plain), Plot::Timeline(lanes), caption)
        }
        None => (
            Axis::new("zaman", Unit::Millis).clock(),
            Axis::new("sayaç konumu", Unit::Plain),
            Plot::Timeline(runs.iter().map(lane).collect()),
            caption,
        ),
    };
    vec![Figure { name: "lifetimes".into(), title, caption, x, y, plot, marks: Vec::new() }]
}
