//! The sources table (one row per armed source), the lines that list what each raise of
//! the combined row did, the `sources` and `raises` CSVs and the timeline of the runs.

use super::Params;
use super::facts::{self, Late, Verdict};
use super::simulate::{Armed, Row};
use crate::long_job::CancelSource;
use crate::long_job::runner::{RaiseAttempt, RaiseEffect, RunEnd};
use crate::models::kit::long_job::{Cancel, cancel_key};
use crate::report::figure::{Axis, Key, Lane, Plot, Unit};
use crate::report::units::ms_in;
use crate::report::words::Words;
use crate::report::{Cell, Figure, Head, Layout, Report, Spoken};
use crate::word;

crate::regime! {
    /// A row's sources by name (`cancel-source`): one source, or all of them at once.
    pub(crate) enum Source {
        User = "user",
        Timeout = "timeout",
        Shutdown = "shutdown",
        LeaseExpiry = "lease_expiry",
        All = "all",
    }
}

impl Source {
    fn of(a: Armed) -> Source {
        match a {
            Armed::One(CancelSource::User) => Source::User,
            Armed::One(CancelSource::Timeout) => Source::Timeout,
            Armed::One(CancelSource::Shutdown) => Source::Shutdown,
            Armed::One(CancelSource::LeaseExpiry) => Source::LeaseExpiry,
            Armed::All => Source::All,
        }
    }
}

crate::regime! {
    /// What a raise of the signal did (`cancel-sources-effect`, `cancel-sources-raise`).
    pub(crate) enum Effect { Raised = "raised", Already = "already", Over = "over" }
}

impl Effect {
    fn of(e: RaiseEffect) -> Effect {
        match e {
            RaiseEffect::Raised => Effect::Raised,
            RaiseEffect::AlreadyRaised => Effect::Already,
            RaiseEffect::RunOver => Effect::Over,
        }
    }
}

crate::regime! {
    /// The lesson's status value a state row leaves (`cancel-sources-status`).
    pub(crate) enum StatusWord { Running = "calisiyor", Done = "bitti", Cancelled = "iptal", Nothing = "yok" }
}

crate::statement! {
    /// A row's name on the chart (`kullanıcı`, `hepsi birden`).
    struct SourceName = "cancel-source" { input select source: Source }
}
crate::statement! {
    /// A state row's status as the text table shows it.
    struct StatusShown = "cancel-sources-status" { input select status: StatusWord }
}
crate::statement! {
    /// The state a killed job left (`calisiyor (olduruldu)`).
    struct KilledState = "cancel-sources-killed-state" { input text status: String }
}
crate::statement! {
    /// Whether the resumed run finished exact (a cell of the text table).
    struct ResumeCell = "cancel-sources-resume" { input select exact: bool }
}
crate::statement! {
    /// Whether the job ran past its lease (a cell of the text table).
    struct OverrunCell = "cancel-sources-overrun" { input select overrun: bool }
}
crate::statement! {
    /// What a raise did (a line under the text table).
    struct EffectCell = "cancel-sources-effect" { input select effect: Effect }
}
crate::statement! {
    /// The head of the lines under the table: the first raise wins.
    struct FirstWins = "cancel-sources-first-wins" { input text row: String }
}

/// The lesson-style table: padEnd(14), padStart 17 / 12 / 10 / 16, `"  "`, padEnd 23 / 10,
/// then `kira asimi`. The text and the CSV order their columns differently, so the
/// latency and the state left are a text column and CSV columns.
fn sources<'a>(p: &'a Params, w: &'static Words) -> Layout<'a, Row> {
    macro_rules! head {
        ($key:literal) => {
            word!(w, "cancel-sources-column", column = $key)
        };
    }
    Layout::new("sources")
        .column("source", Head::left(head!("source"), 14), |r: &Row| r.armed.name().into())
        .shown(move |r| r.armed.label(w))
        .column("fired_ms", Head::right(head!("fired"), 17), |r| r.fired_ms.into())
        .shown(|r| format!("{} ms", r.fired_ms))
        .csv("ended", |r| r.ended.into())
        .column("stopped_ms", Head::right(head!("stopped"), 12), |r| r.stopped_ms.into())
        .shown(|r| format!("{} ms", r.stopped_ms))
        .text_only(Head::right(head!("latency"), 10), |r| format!("{} ms", r.latency_ms))
        .column("stopped_records", Head::right(head!("records"), 16), |r| r.stopped_records.into())
        .shown(move |r| format!("{}/{}", r.stopped_records, p.total))
        .csv("cancel_latency_ms", |r| r.latency_ms.into())
        .csv("cancel_latency_records", |r| r.latency_records.into())
        .text_only(Head::left(head!("state"), 23).gap(2), move |r| match (r.ended, r.reason) {
            ("cancelled", Some(reason)) => format!("{} ({})", status_shown(w, r.status_left), reason.label(w)),
            ("killed", _) => w.say(&KilledState { status: status_shown(w, r.status_left) }),
            _ => status_shown(w, r.status_left),
        })
        .csv("status_left", |r| crate::long_job::Status::id_of_label(r.status_left).into())
        .csv("reason", |r| r.reason.map(|s| s.name()).unwrap_or("").into())
        .column("resumed_exact", Head::left(head!("resume"), 10), |r| r.resumed_exact.into())
        .shown(move |r| w.say(&ResumeCell { exact: r.resumed_exact }))
        .column("lease_overrun", Head::left(head!("overrun"), 0), |r| {
            Cell::Text(r.lease_overrun.map(|b| b.to_string()).unwrap_or_default())
        })
        .shown(move |r| r.lease_overrun.map_or("-".into(), |overrun| w.say(&OverrunCell { overrun })))
        .csv("ignored_raises", |r| r.ignored_raises.into())
        .csv("lost_records", |r| r.lost_records.into())
}

/// The state row's status as the text shows it: the lesson's value in Turkish, its English
/// word in English (the CSV writes its name, `cancelled`, in both).
fn status_shown(w: &'static Words, status: &'static str) -> String {
    let word = match status {
        "calisiyor" => StatusWord::Running,
        "bitti" => StatusWord::Done,
        "iptal" => StatusWord::Cancelled,
        "yok" => StatusWord::Nothing,
        other => return other.to_string(),
    };
    w.say(&StatusShown { status: word })
}

/// What a raise did, for the text (ASCII).
fn effect_label(effect: RaiseEffect, w: &'static Words) -> String {
    w.say(&EffectCell { effect: Effect::of(effect) })
}

/// Every raise of every row: the `raises` CSV, and (headless) the lines under the table
/// for the combined row: padStart(10), `"  "`, padEnd(13), what it did.
fn raises<'a>(w: &'static Words) -> Layout<'static, (Armed, &'a RaiseAttempt)> {
    Layout::new("raises")
        .headless()
        .csv("source", |r: &(Armed, &RaiseAttempt)| r.0.name().into())
        .csv("raised_by", |r| r.1.source.name().into())
        .column("raised_ms", Head::right("", 10), |r| r.1.at.as_ms().into())
        .shown(|r| format!("{} ms", r.1.at.as_ms()))
        .text_only(Head::left("", 13).gap(2), move |r| r.1.source.label(w))
        .column("effect", Head::left("", 0), |r| r.1.effect.name().into())
        .shown(move |r| effect_label(r.1.effect, w))
}

/// A row's raises, each with the row it belongs to.
fn raise_rows(r: &Row) -> Vec<(Armed, &RaiseAttempt)> {
    r.raises.iter().map(|a| (r.armed, a)).collect()
}

pub fn present(p: &Params, rows: &[Row], w: &'static Words) -> Report {
    let table = sources(p, w);
    let mut text = table.text(rows, w.lang());
    for r in rows.iter().filter(|r| r.armed == Armed::All) {
        let first_wins = w.say(&FirstWins { row: r.armed.label(w) });
        text.push_str(&format!("\n{first_wins}\n"));
        text.push_str(&raises(w).text(&raise_rows(r), w.lang()));
    }
    let all_raises: Vec<_> = rows.iter().flat_map(raise_rows).collect();
    Report { text, tables: vec![table.table(rows), raises(w).table(&all_raises)], ..Report::default() }
}

/// A source's (or the all-at-once row's) name on the chart.
fn source_name(w: &'static Words, a: Armed) -> String {
    w.say(&SourceName { source: Source::of(a) })
}

crate::statement! {
    /// A raise's label: who, when, and what it did (raised the signal, or was ignored).
    struct Raise = "cancel-sources-raise" { claim select effect: Effect, input text who: String, input ms at: u64 }
}
crate::statement! {
    /// The lease's expiry, and whether a second holder could start (the job ran on past it).
    struct Expired = "cancel-sources-expired" { claim select second: bool, input ms at: u64 }
}
crate::statement! {
    /// The kill at the drain deadline: the records thrown away, and whether that is the
    /// whole chunk.
    struct Killed = "cancel-sources-killed" { claim select whole: bool, claim count lost: u64, input count chunk: u64 }
}
crate::statement! {
    /// The resumed run's bar: the record it resumed from.
    struct Resumed = "cancel-sources-resumed" { claim count record: u64 }
}

/// The label of a raise: who, when, and whether it was ignored.
fn raise_label(said: &mut Spoken, w: &'static Words, a: &RaiseAttempt) -> String {
    let who = match a.source {
        CancelSource::Shutdown => "SIGTERM".to_string(),
        other => source_name(w, Armed::One(other)),
    };
    said.say(&Raise { effect: Effect::of(a.effect), who, at: a.at.as_ms() })
}

/// One row as a lane: the first run until its signal was raised, then until it stopped
/// (the cancel latency), the time it ran past its lease, the resumed run; a marker where
/// each source raised the signal, the lease expiry and the kill at the drain deadline.
/// The raises that were ignored (the signal was already raised, or the run they were
/// meant for was over) go on a lane of their own under it, so they are not read as hitting
/// the resumed run drawn at the same time.
fn lanes_of(said: &mut Spoken, w: &'static Words, p: &Params, r: &Row, x_end: u64) -> Vec<Lane> {
    let ignored: Vec<&RaiseAttempt> = r.raises.iter().filter(|a| a.effect != RaiseEffect::Raised).collect();
    let mut out = vec![lane(said, w, p, r, x_end)];
    if !ignored.is_empty() {
        let mut extra = Lane::new(word!(w, "cancel-sources-ignored-lane"));
        for a in ignored {
            extra = extra.event(a.at.as_ms() as f64, Key("cancel.ignored"), raise_label(said, w, a));
        }
        out.push(extra);
    }
    out
}

/// Whether the kill threw away a whole chunk (the label's `$whole`).
fn killed_whole(p: &Params, r: &Row) -> bool {
    r.lost_records >= p.chunk.min(p.total - r.stopped_records)
}

fn lane(said: &mut Spoken, w: &'static Words, p: &Params, r: &Row, x_end: u64) -> Lane {
    let mut lane = Lane::new(source_name(w, r.armed));
    let sources = r.armed.sources(p);
    let Some(first) = r.runs.first() else { return lane };
    let (start, end, fired) = (first.start.as_ms(), first.end.as_ms(), r.fired_ms);
    if fired < end && r.ended != "done" {
        lane = lane.span(start as f64, fired as f64, Key("job.first"), "").span(
            fired as f64,
            end as f64,
            Key("cancel.latency"),
            // In the time axis's unit (one duration unit per chart).
            ms_in((end - fired) as f64, x_end as f64, w.lang()),
        );
    } else {
        lane = lane.span(start as f64, end.max(start + 1) as f64, Key("job.first"), "");
    }
    let expiry = p.cancel.lease_expires_at_ms.filter(|_| sources.contains(&CancelSource::LeaseExpiry));
    if let (Some(true), Some(e)) = (r.lease_overrun, expiry) {
        lane = lane.span(e as f64, end as f64, Key("lease.overrun"), word!(w, "cancel-sources-no-lease"));
    }
    let mut events: Vec<(u64, Key, String)> = Vec::new();
    for a in r.raises.iter().filter(|a| a.effect == RaiseEffect::Raised) {
        events.push((a.at.as_ms(), cancel_key(a.source), raise_label(said, w, a)));
    }
    if let Some(e) = expiry.filter(|_| r.armed != Armed::All || r.lease_overrun == Some(true)) {
        // Past its lease the job runs on, and another instance may take the lock meanwhile.
        let label = said.say(&Expired { second: r.lease_overrun == Some(true), at: e });
        events.push((e, Key("event.expired"), label));
    }
    // The drain deadline matters where it killed the job (no `iptal` write).
    if first.how == RunEnd::Killed {
        // Killed mid-chunk (at a chunk boundary it would have seen the signal and stopped):
        // the chunk's records since the last commit are done again.
        let label = said.say(&Killed { whole: killed_whole(p, r), lost: r.lost_records, chunk: p.chunk });
        events.push((end, Key("cancel.killed"), label));
    }
    for run in &r.runs[1..] {
        // The renderer starts the label past any marker at the bar's start (a lease expiry
        // at the instant the resumed run starts).
        let label = said.say(&Resumed { record: run.start_processed });
        lane = lane.span(run.start.as_ms() as f64, run.end.as_ms() as f64, Key("job.resumed"), label);
    }
    for (at, key, label) in events {
        lane = lane.event(at as f64, key, label);
    }
    lane
}

crate::statement! {
    /// What came late: the kill at shutdown, the run past the lease (and by how long), or both.
    struct LateTitle = "cancel-sources-late" { claim select late: Late, claim ms overrun: u64 }
}
crate::statement! {
    /// The title: the verdict over the rows (late, none stopped, some, all) and its numbers.
    struct Title = "cancel-sources-title" {
        claim select verdict: Verdict,
        say late: Option<LateTitle>,
        input count chunk: u64,
        input count sources: usize,
        claim count rows: usize,
        claim count stopped: usize,
        claim ms latency: u64,
    }
}
crate::statement! {
    /// How the rows are armed, where the job reads the signal and the largest latency.
    struct Caption = "cancel-sources-caption" {
        input select all_row: bool,
        input count chunk: u64,
        claim count stopped: usize,
        claim ms latency: u64,
    }
}
crate::statement! {
    /// The all-at-once row: the source that came first and the later raises it ignored.
    struct CaptionFirst = "cancel-sources-caption-first" { claim select first: Cancel, claim count ignored: u64 }
}
crate::statement! {
    /// A job killed at the drain deadline resumed from the last state it wrote.
    struct CaptionKilled = "cancel-sources-caption-killed" {}
}
crate::statement! {
    /// A job that ran on past its lease: a second holder could have started.
    struct CaptionOverrun = "cancel-sources-caption-overrun" {}
}
crate::statement! {
    /// Every row's resumed run finished with the whole accumulator.
    struct CaptionExact = "cancel-sources-caption-exact" {}
}

/// The chart's title and caption, from [`facts::facts`].
fn words(said: &mut Spoken, p: &Params, f: &facts::Facts) -> (String, String) {
    let late = f.verdict.late().map(|(late, overrun)| LateTitle { late, overrun });
    let title = said.say(&Title {
        verdict: f.verdict,
        late,
        chunk: p.chunk,
        sources: p.sources.len(),
        rows: f.rows,
        stopped: f.stopped,
        latency: f.max_latency_ms,
    });
    let mut caption =
        said.say(&Caption { all_row: p.all_row, chunk: p.chunk, stopped: f.stopped, latency: f.max_latency_ms });
    let mut add = |text: String| {
        caption.push(' ');
        caption.push_str(&text);
    };
    if let Some((source, ignored)) = f.first {
        add(said.say(&CaptionFirst { first: Cancel::of(source), ignored }));
    }
    if f.killed {
        add(said.say(&CaptionKilled {}));
    }
    if f.overrun {
        add(said.say(&CaptionOverrun {}));
    }
    if f.all_exact {
        add(said.say(&CaptionExact {}));
    }
    (title, caption)
}

/// One lane per row: where each signal was raised, how long the job ran on until it saw it,
/// and the resumed run.
pub fn figures(p: &Params, rows: &[Row], w: &'static Words) -> Vec<Figure> {
    if rows.is_empty() {
        return Vec::new();
    }
    let end = rows.iter().flat_map(|r| r.runs.iter().map(|x| x.end.as_ms())).max().unwrap_or(0).max(1);
    let mut said = Spoken::new(w);
    let (title, caption) = words(&mut said, p, &facts::facts(p, rows));
    let lanes: Vec<Lane> = rows.iter().flat_map(|r| lanes_of(&mut said, w, p, r, end)).collect();
    vec![Figure {
        name: "runs".into(),
        title,
        caption,
        // A little room right of the last run's end, so a run that finished does not read
        // as running off the edge.
        x: Axis::new(word!(w, "cancel-sources-x"), Unit::Millis).clock().range(0.0, end as f64 + end as f64 / 80.0),
        y: Axis::new(word!(w, "cancel-sources-y"), Unit::Plain).lanes_fill(),
        plot: Plot::Timeline(lanes),
        marks: Vec::new(),
        facts: said.facts(),
    }]
}
