//! The sources table (one row per armed source), the lines that list what each raise of
//! the combined row did, the `sources` and `raises` CSVs and the timeline of the runs.

use super::Params;
use super::facts::{self, Late, Verdict};
use super::simulate::{Armed, Row};
use crate::args;
use crate::long_job::CancelSource;
use crate::long_job::runner::{RaiseAttempt, RaiseEffect, RunEnd};
use crate::models::kit::long_job::cancel_key;
use crate::report::figure::{Axis, Count, Key, Lane, Plot, Regime, Unit};
use crate::report::units::{human_ms, ms_in};
use crate::report::words::Words;
use crate::report::{Cell, Fact, Figure, Head, Layout, Report};

/// The lesson-style table: padEnd(14), padStart 17 / 12 / 10 / 16, `"  "`, padEnd 23 / 10,
/// then `kira asimi`. The text and the CSV order their columns differently, so the
/// latency and the state left are a text column and CSV columns.
fn sources<'a>(p: &'a Params, w: &'static Words) -> Layout<'a, Row> {
    let head = |column: &str| w.get("cancel-sources-column", &args!(column = column));
    Layout::new("sources")
        .column("source", Head::left(head("source"), 14), |r: &Row| r.armed.name().into())
        .shown(move |r| r.armed.label(w))
        .column("fired_ms", Head::right(head("fired"), 17), |r| r.fired_ms.into())
        .shown(|r| format!("{} ms", r.fired_ms))
        .csv("ended", |r| r.ended.into())
        .column("stopped_ms", Head::right(head("stopped"), 12), |r| r.stopped_ms.into())
        .shown(|r| format!("{} ms", r.stopped_ms))
        .text_only(Head::right(head("latency"), 10), |r| format!("{} ms", r.latency_ms))
        .column("stopped_records", Head::right(head("records"), 16), |r| r.stopped_records.into())
        .shown(move |r| format!("{}/{}", r.stopped_records, p.total))
        .csv("cancel_latency_ms", |r| r.latency_ms.into())
        .csv("cancel_latency_records", |r| r.latency_records.into())
        .text_only(Head::left(head("state"), 23).gap(2), move |r| match (r.ended, r.reason) {
            ("cancelled", Some(reason)) => format!("{} ({})", status_shown(w, r.status_left), reason.label(w)),
            ("killed", _) => w.get("cancel-sources-killed-state", &args!(status = status_shown(w, r.status_left))),
            _ => status_shown(w, r.status_left),
        })
        .csv("status_left", |r| crate::long_job::Status::id_of_label(r.status_left).into())
        .csv("reason", |r| r.reason.map(|s| s.name()).unwrap_or("").into())
        .column("resumed_exact", Head::left(head("resume"), 10), |r| r.resumed_exact.into())
        .shown(move |r| w.get("cancel-sources-resume", &args!(exact = if r.resumed_exact { "yes" } else { "no" })))
        .column("lease_overrun", Head::left(head("overrun"), 0), |r| {
            Cell::Text(r.lease_overrun.map(|b| b.to_string()).unwrap_or_default())
        })
        .shown(move |r| match r.lease_overrun {
            Some(true) => w.get("cancel-sources-overrun", &args!(overrun = "yes")),
            Some(false) => w.get("cancel-sources-overrun", &args!(overrun = "no")),
            None => "-".into(),
        })
        .csv("ignored_raises", |r| r.ignored_raises.into())
        .csv("lost_records", |r| r.lost_records.into())
}

/// The state row's status as the text shows it: the lesson's value in Turkish, its English
/// word in English (the CSV writes its name, `cancelled`, in both).
fn status_shown(w: &'static Words, status: &'static str) -> String {
    match status {
        "calisiyor" | "bitti" | "iptal" | "yok" => w.get("cancel-sources-status", &args!(status = status)),
        other => other.to_string(),
    }
}

/// What a raise did, for the text (ASCII).
fn effect_label(effect: RaiseEffect, w: &'static Words) -> String {
    let effect = match effect {
        RaiseEffect::Raised => "raised",
        RaiseEffect::AlreadyRaised => "already",
        RaiseEffect::RunOver => "over",
    };
    w.get("cancel-sources-effect", &args!(effect = effect))
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
        let first_wins = w.get("cancel-sources-first-wins", &args!(row = r.armed.label(w)));
        text.push_str(&format!("\n{first_wins}\n"));
        text.push_str(&raises(w).text(&raise_rows(r), w.lang()));
    }
    let all_raises: Vec<_> = rows.iter().flat_map(raise_rows).collect();
    Report { text, tables: vec![table.table(rows), raises(w).table(&all_raises)], ..Report::default() }
}

/// A source's (or the all-at-once row's) name on the chart.
fn source_name(w: &'static Words, a: Armed) -> String {
    let name = match a {
        Armed::One(s) => s.name(),
        Armed::All => "all",
    };
    w.get("cancel-source", &args!(source = name))
}

/// The label of a raise: who, when, and whether it was ignored.
fn raise_label(w: &'static Words, a: &RaiseAttempt) -> String {
    let who = match a.source {
        CancelSource::Shutdown => "SIGTERM".to_string(),
        other => source_name(w, Armed::One(other)),
    };
    let effect = match a.effect {
        RaiseEffect::Raised => "raised",
        RaiseEffect::AlreadyRaised => "already",
        RaiseEffect::RunOver => "over",
    };
    w.get("cancel-sources-raise", &args!(effect = effect, who = who, at = human_ms(a.at.as_ms() as f64, w.lang())))
}

/// One row as a lane: the first run until its signal was raised, then until it stopped
/// (the cancel latency), the time it ran past its lease, the resumed run; a marker where
/// each source raised the signal, the lease expiry and the kill at the drain deadline.
/// The raises that were ignored (the signal was already raised, or the run they were
/// meant for was over) go on a lane of their own under it, so they are not read as hitting
/// the resumed run drawn at the same time.
/// Whether the kill threw away a whole chunk (the label's `$whole`).
fn killed_whole(p: &Params, r: &Row) -> bool {
    r.lost_records >= p.chunk.min(p.total - r.stopped_records)
}

fn lanes_of(w: &'static Words, p: &Params, r: &Row, x_end: u64) -> Vec<Lane> {
    let ignored: Vec<&RaiseAttempt> = r.raises.iter().filter(|a| a.effect != RaiseEffect::Raised).collect();
    let mut out = vec![lane(w, p, r, x_end)];
    if !ignored.is_empty() {
        let mut extra = Lane::new(w.text("cancel-sources-ignored-lane"));
        for a in ignored {
            extra = extra.event(a.at.as_ms() as f64, Key("cancel.ignored"), raise_label(w, a));
        }
        out.push(extra);
    }
    out
}

fn lane(w: &'static Words, p: &Params, r: &Row, x_end: u64) -> Lane {
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
        lane = lane.span(e as f64, end as f64, Key("lease.overrun"), w.text("cancel-sources-no-lease"));
    }
    let mut events: Vec<(u64, Key, String)> = Vec::new();
    for a in r.raises.iter().filter(|a| a.effect == RaiseEffect::Raised) {
        events.push((a.at.as_ms(), cancel_key(a.source), raise_label(w, a)));
    }
    if let Some(e) = expiry.filter(|_| r.armed != Armed::All || r.lease_overrun == Some(true)) {
        // Past its lease the job runs on, and another instance may take the lock meanwhile.
        let second = if r.lease_overrun == Some(true) { "yes" } else { "no" };
        let label = w.get("cancel-sources-expired", &args!(second = second, at = human_ms(e as f64, w.lang())));
        events.push((e, Key("event.expired"), label));
    }
    // The drain deadline matters where it killed the job (no `iptal` write).
    if first.how == RunEnd::Killed {
        // Killed mid-chunk (at a chunk boundary it would have seen the signal and stopped):
        // the chunk's records since the last commit are done again.
        let whole = killed_whole(p, r);
        let label = w.get("cancel-sources-killed", &args!(whole = whole.key(), lost = r.lost_records, chunk = p.chunk));
        events.push((end, Key("cancel.killed"), label));
    }
    for run in &r.runs[1..] {
        // The renderer starts the label past any marker at the bar's start (a lease expiry
        // at the instant the resumed run starts).
        let label = w.get("cancel-sources-resumed", &args!(record = run.start_processed));
        lane = lane.span(run.start.as_ms() as f64, run.end.as_ms() as f64, Key("job.resumed"), label);
    }
    for (at, key, label) in events {
        lane = lane.event(at as f64, key, label);
    }
    lane
}

/// The chart's title and caption, from [`facts::facts`], with the facts they state.
fn words(w: &'static Words, p: &Params, rows: &[Row], f: &facts::Facts) -> (String, String, Vec<Fact>) {
    let (verdict, late) = (f.verdict, f.verdict.late());
    let overrun_ms = match f.verdict {
        Verdict::Late { overrun_ms: Some(ms), .. } => Some(ms),
        _ => None,
    };
    let overrun = overrun_ms.map(|ms| human_ms(ms as f64, w.lang())).unwrap_or_default();
    let mut stated = vec![
        Fact::on("cancel-sources-title", "verdict", verdict)
            .with("sources", p.sources.len() as f64)
            .with("rows", f.rows as f64)
            .with("stopped", f.stopped as f64)
            .with("latency_ms", f.max_latency_ms as f64),
        Fact::on("cancel-sources-caption", "stopped", Count::of(f.stopped as u64))
            .with("latency_ms", f.max_latency_ms as f64),
    ];
    if late != Late::Nothing {
        stated.push(Fact::on("cancel-sources-title", "late", late).with("overrun_ms", overrun_ms.unwrap_or(0) as f64));
    }
    let latency = human_ms(f.max_latency_ms as f64, w.lang());
    let title = w.get(
        "cancel-sources-title",
        &args!(
            verdict = verdict.key(),
            late = late.key(),
            chunk = p.chunk,
            overrun = overrun,
            sources = p.sources.len(),
            rows = f.rows,
            stopped = f.stopped,
            latency = &latency,
        ),
    );
    let all_row = if p.all_row { "yes" } else { "no" };
    let mut caption = w.get(
        "cancel-sources-caption",
        &args!(all_row = all_row, chunk = p.chunk, stopped = f.stopped, latency = &latency),
    );
    let mut add = |text: String| {
        caption.push(' ');
        caption.push_str(&text);
    };
    for r in rows.iter().filter(|r| r.runs.first().is_some_and(|x| x.how == RunEnd::Killed)) {
        stated.push(Fact::on("cancel-sources-killed", "whole", killed_whole(p, r)).with("lost", r.lost_records as f64));
    }
    if let Some((source, ignored)) = f.first {
        let first = source_name(w, Armed::One(source));
        add(w.get("cancel-sources-caption-first", &args!(first = first, ignored = ignored)));
        stated.push(Fact::on("cancel-sources-caption-first", "ignored", Count::of(ignored)).with("ignored", ignored as f64));
    }
    for (made, id) in [
        (f.killed, "cancel-sources-caption-killed"),
        (f.overrun, "cancel-sources-caption-overrun"),
        (f.all_exact, "cancel-sources-caption-exact"),
    ] {
        if made {
            add(w.text(id));
            stated.push(Fact::said(id));
        }
    }
    (title, caption, stated)
}

/// One lane per row: where each signal was raised, how long the job ran on until it saw it,
/// and the resumed run.
pub fn figures(p: &Params, rows: &[Row], w: &'static Words) -> Vec<Figure> {
    if rows.is_empty() {
        return Vec::new();
    }
    let end = rows.iter().flat_map(|r| r.runs.iter().map(|x| x.end.as_ms())).max().unwrap_or(0).max(1);
    let lanes: Vec<Lane> = rows.iter().flat_map(|r| lanes_of(w, p, r, end)).collect();
    let (title, caption, facts) = words(w, p, rows, &facts::facts(p, rows));
    vec![Figure {
        name: "runs".into(),
        title,
        caption,
        // A little room right of the last run's end, so a run that finished does not read
        // as running off the edge.
        x: Axis::new(w.text("cancel-sources-x"), Unit::Millis).clock().range(0.0, end as f64 + end as f64 / 80.0),
        y: Axis::new(w.text("cancel-sources-y"), Unit::Plain).lanes_fill(),
        plot: Plot::Timeline(lanes),
        marks: Vec::new(),
        facts,
    }]
}
