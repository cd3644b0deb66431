//! The sources table (one row per armed source), the lines that list what each raise of
//! the combined row did, the `sources` and `raises` CSVs and the timeline of the runs.

use super::Params;
use super::simulate::{Armed, Row};
use crate::long_job::CancelSource;
use crate::long_job::runner::{RaiseAttempt, RaiseEffect, RunEnd};
use crate::models::kit::long_job::cancel_key;
use crate::report::figure::{Axis, Key, Lane, Plot, Unit};
use crate::report::lang::pick;
use crate::report::units::{human_ms, turkish_number};
use crate::report::{Cell, Figure, Head, Layout, Report};
use crate::say;

/// The lesson-style table: padEnd(14), padStart 17 / 12 / 10 / 16, `"  "`, padEnd 23 / 10,
/// then `kira asimi`. The text and the CSV order their columns differently, so the
/// latency and the state left are a text column and CSV columns.
fn sources(p: &Params) -> Layout<'_, Row> {
    Layout::new("sources")
        .column("source", Head::left(pick("kaynak", "source"), 14), |r: &Row| r.armed.name().into())
        .shown(|r| r.armed.label().into())
        .column("fired_ms", Head::right(pick("tetiklendigi an", "fired at"), 17), |r| r.fired_ms.into())
        .shown(|r| format!("{} ms", r.fired_ms))
        .csv("ended", |r| r.ended.into())
        .column("stopped_ms", Head::right(pick("durdugu an", "stopped at"), 12), |r| r.stopped_ms.into())
        .shown(|r| format!("{} ms", r.stopped_ms))
        .text_only(Head::right(pick("gecikme", "latency"), 10), |r| format!("{} ms", r.latency_ms))
        .column("stopped_records", Head::right(pick("durdugu yer", "records done"), 16), |r| r.stopped_records.into())
        .shown(move |r| format!("{}/{}", r.stopped_records, p.total))
        .csv("cancel_latency_ms", |r| r.latency_ms.into())
        .csv("cancel_latency_records", |r| r.latency_records.into())
        .text_only(Head::left(pick("birakilan durum", "state left"), 23).gap(2), |r| match (r.ended, r.reason) {
            ("cancelled", Some(reason)) => format!("{} ({})", status_shown(r.status_left), reason.label()),
            ("killed", _) => say!("{} (olduruldu)", "{} (killed)", status_shown(r.status_left)),
            _ => status_shown(r.status_left).to_string(),
        })
        .csv("status_left", |r| r.status_left.into())
        .csv("reason", |r| r.reason.map(|s| s.name()).unwrap_or("").into())
        .column("resumed_exact", Head::left(pick("surdurme", "resume"), 10), |r| r.resumed_exact.into())
        .shown(|r| if r.resumed_exact { pick("tamam", "exact") } else { pick("eksik", "short") }.into())
        .column("lease_overrun", Head::left(pick("kira asimi", "lease overrun"), 0), |r| {
            Cell::Text(r.lease_overrun.map(|b| b.to_string()).unwrap_or_default())
        })
        .shown(|r| {
            match r.lease_overrun {
                Some(true) => pick("evet", "yes"),
                Some(false) => pick("hayir", "no"),
                None => "-",
            }
            .into()
        })
        .csv("ignored_raises", |r| r.ignored_raises.into())
}

/// The state row's status as the text shows it: the lesson's value (the CSV keeps it) in
/// Turkish, its English word in English.
fn status_shown(status: &'static str) -> &'static str {
    match status {
        "calisiyor" => pick(status, "running"),
        "bitti" => pick(status, "done"),
        "iptal" => pick(status, "cancelled"),
        "yok" => pick(status, "none"),
        other => other,
    }
}

/// What a raise did, for the text (ASCII).
fn effect_label(effect: RaiseEffect) -> &'static str {
    match effect {
        RaiseEffect::Raised => pick("imi kaldirdi (ilk gelen)", "raised the signal (the first)"),
        RaiseEffect::AlreadyRaised => {
            pick("yok sayildi: im zaten kalkmisti", "ignored: the signal was already raised")
        }
        RaiseEffect::RunOver => pick("yok sayildi: kosum bitmisti", "ignored: the run was over"),
    }
}

/// Every raise of every row: the `raises` CSV, and (headless) the lines under the table
/// for the combined row: padStart(10), `"  "`, padEnd(13), what it did.
fn raises<'a>() -> Layout<'static, (Armed, &'a RaiseAttempt)> {
    Layout::new("raises")
        .headless()
        .csv("source", |r: &(Armed, &RaiseAttempt)| r.0.name().into())
        .csv("raised_by", |r| r.1.source.name().into())
        .column("raised_ms", Head::right("", 10), |r| r.1.at.as_ms().into())
        .shown(|r| format!("{} ms", r.1.at.as_ms()))
        .text_only(Head::left("", 13).gap(2), |r| r.1.source.label().into())
        .column("effect", Head::left("", 0), |r| r.1.effect.name().into())
        .shown(|r| effect_label(r.1.effect).into())
}

/// A row's raises, each with the row it belongs to.
fn raise_rows(r: &Row) -> Vec<(Armed, &RaiseAttempt)> {
    r.raises.iter().map(|a| (r.armed, a)).collect()
}

pub fn present(p: &Params, rows: &[Row]) -> Report {
    let table = sources(p);
    let mut text = table.text(rows);
    for r in rows.iter().filter(|r| r.armed == Armed::All) {
        text.push_str(&say!(
            "\n{}: ilk kalkan kazanir, sonrakiler yok sayilir\n",
            "\n{}: the first raise wins, the later ones are ignored\n",
            r.armed.label()
        ));
        text.push_str(&raises().text(&raise_rows(r)));
    }
    let all_raises: Vec<_> = rows.iter().flat_map(raise_rows).collect();
    Report { text, tables: vec![table.table(rows), raises().table(&all_raises)], ..Report::default() }
}

/// The label of a raise: who, when, and whether it was ignored.
fn raise_label(a: &RaiseAttempt) -> String {
    let who = match a.source {
        CancelSource::Shutdown => "SIGTERM",
        other => other.chart_label(),
    };
    let at = human_ms(a.at.as_ms() as f64);
    match a.effect {
        RaiseEffect::Raised => format!("{who}: {at}"),
        RaiseEffect::AlreadyRaised => say!("{who}: {at}, yok sayıldı", "{who}: {at}, ignored"),
        RaiseEffect::RunOver => say!("{who}: {at}, koşum bitmişti", "{who}: {at}, the run was over"),
    }
}

/// One row as a lane: the first run until its signal was raised, then until it stopped
/// (the cancel latency), the time it ran past its lease, the resumed run; a marker where
/// each source raised the signal, the lease expiry and the kill at the drain deadline.
/// The raises that were ignored (the signal was already raised, or the run they were
/// meant for was over) go on a lane of their own under it, so they are not read as hitting
/// the resumed run drawn at the same time.
fn lanes_of(p: &Params, r: &Row, x_end: u64) -> Vec<Lane> {
    let ignored: Vec<&RaiseAttempt> = r.raises.iter().filter(|a| a.effect != RaiseEffect::Raised).collect();
    let mut out = vec![lane(p, r, x_end)];
    if !ignored.is_empty() {
        let mut extra = Lane::new(pick("yok sayılanlar", "ignored"));
        for a in ignored {
            extra = extra.event(a.at.as_ms() as f64, Key("cancel.ignored"), raise_label(a));
        }
        out.push(extra);
    }
    out
}

fn lane(p: &Params, r: &Row, x_end: u64) -> Lane {
    let mut lane = Lane::new(r.armed.chart_label());
    let n = |v: u64| turkish_number(v as f64);
    let sources = r.armed.sources(p);
    let Some(first) = r.runs.first() else { return lane };
    let (start, end, fired) = (first.start.as_ms(), first.end.as_ms(), r.fired_ms);
    if fired < end && r.ended != "done" {
        lane = lane.span(start as f64, fired as f64, Key("job.first"), "").span(
            fired as f64,
            end as f64,
            Key("cancel.latency"),
            human_ms((end - fired) as f64),
        );
    } else {
        lane = lane.span(start as f64, end.max(start + 1) as f64, Key("job.first"), "");
    }
    let expiry = p.cancel.lease_expires_at_ms.filter(|_| sources.contains(&CancelSource::LeaseExpiry));
    if let (Some(true), Some(e)) = (r.lease_overrun, expiry) {
        lane = lane.span(e as f64, end as f64, Key("lease.overrun"), pick("kirasız", "no lease"));
    }
    let mut events: Vec<(u64, Key, String)> = Vec::new();
    for a in r.raises.iter().filter(|a| a.effect == RaiseEffect::Raised) {
        events.push((a.at.as_ms(), cancel_key(a.source), raise_label(a)));
    }
    if let Some(e) = expiry.filter(|_| r.armed != Armed::All || r.lease_overrun == Some(true)) {
        // Past its lease the job runs on, and another instance may take the lock meanwhile.
        let label = if r.lease_overrun == Some(true) {
            say!(
                "kira bitti: {}, ikinci sahip başlayabilir",
                "lease expired: {}, a second holder may start",
                human_ms(e as f64)
            )
        } else {
            say!("kira bitti: {}", "lease expired: {}", human_ms(e as f64))
        };
        events.push((e, Key("event.expired"), label));
    }
    // The drain deadline matters where it killed the job (no `iptal` write).
    if first.how == RunEnd::Killed {
        // Killed mid-chunk (at a chunk boundary it would have seen the signal and stopped):
        // the chunk's records since the last commit are done again.
        events.push((
            end,
            Key("cancel.killed"),
            pick(
                "boşaltma süresi doldu: öldürüldü, yarım parça boşa gitti",
                "the drain time ran out: killed, half a chunk wasted",
            )
            .into(),
        ));
    }
    for run in &r.runs[1..] {
        let (s, e) = (run.start.as_ms(), run.end.as_ms());
        // The label where no marker covers it (about a sixth of the axis from the start).
        let clear = !events.iter().any(|ev| ev.0 >= s && ev.0 < s + x_end / 6);
        let label = if clear {
            say!("{} kayıttan sürdü", "resumed from record {}", n(run.start_processed))
        } else {
            String::new()
        };
        lane = lane.span(s as f64, e as f64, Key("job.resumed"), label);
    }
    for (at, key, label) in events {
        lane = lane.event(at as f64, key, label);
    }
    lane
}

/// One lane per row: where each signal was raised, how long the job ran on until it saw it,
/// and the resumed run.
pub fn figures(p: &Params, rows: &[Row]) -> Vec<Figure> {
    if rows.is_empty() {
        return Vec::new();
    }
    let n = |v: u64| turkish_number(v as f64);
    let end = rows.iter().flat_map(|r| r.runs.iter().map(|x| x.end.as_ms())).max().unwrap_or(0).max(1);
    let lanes: Vec<Lane> = rows.iter().flat_map(|r| lanes_of(p, r, end)).collect();
    let stopped: Vec<&Row> = rows.iter().filter(|r| r.ended != "done").collect();
    let max_latency = stopped.iter().map(|r| r.latency_ms).max().unwrap_or(0);
    let killed = rows.iter().any(|r| r.ended == "killed");
    let overrun = rows.iter().find(|r| r.lease_overrun == Some(true));
    let mut late = Vec::new();
    if killed {
        late.push(pick("kapanmada iş öldürüldü", "at shutdown the job was killed").to_string());
    }
    if let (Some(r), Some(e)) = (overrun, p.cancel.lease_expires_at_ms) {
        late.push(say!(
            "kira bittiğinde iş {} daha sürdü",
            "after its lease ended the job ran {} longer",
            human_ms(r.stopped_ms.saturating_sub(e) as f64)
        ));
    }
    // Per regime: every run stops at a chunk boundary, some finish before their signal,
    // or none is stopped at all.
    let title = if !late.is_empty() {
        say!(
            "{} kayıtlık parçayla iptal geç kalıyor: {}",
            "With chunks of {} records cancelling comes late: {}",
            n(p.chunk),
            late.join(", ")
        )
    } else if stopped.is_empty() {
        say!(
            "{} iptal kaynağı, hiçbiri işi durdurmuyor: iş im kalkmadan bitiyor",
            "{} cancel sources, none stops the job: it finishes before the signal comes",
            p.sources.len()
        )
    } else if stopped.len() < rows.len() {
        say!(
            "{} satırdan {} tanesinde iş en geç {} sonra, parça sınırında duruyor; diğerlerinde im kalkmadan bitiyor",
            "In {1} of {0} rows the job stops at a chunk boundary at most {2} later; in the others it finishes before the signal",
            rows.len(),
            stopped.len(),
            human_ms(max_latency as f64)
        )
    } else {
        say!(
            "{} iptal kaynağı, tek im: iş en geç {} sonra, parça sınırında duruyor",
            "{} cancel sources, one signal: the job stops at a chunk boundary at most {} later",
            p.sources.len(),
            human_ms(max_latency as f64)
        )
    };
    let seen = if stopped.is_empty() {
        String::new()
    } else {
        say!(
            ", im görülene kadar en çok {} geçti",
            ", at most {} passed until the signal was seen",
            human_ms(max_latency as f64)
        )
    };
    let mut caption = say!(
        "Her satırda yalnız o kaynak kurulu{}; iş imi yalnız {} kayıtlık parçaların sınırında okuyor{seen}.",
        "Each row arms only its own source{}; the job reads the signal only at the boundaries of chunks of {} records{seen}.",
        if p.all_row {
            pick(", hepsi birden satırında hepsi aynı koşumda", ", the all-at-once row arms them all in one run")
        } else {
            ""
        },
        n(p.chunk),
    );
    if let Some(all) = rows.iter().find(|r| r.armed == Armed::All)
        && let Some(w) = all.reason
    {
        caption.push_str(&say!(
            " Hepsi birden satırında önce {} geldi ve kaydedilen neden o; sonraki {} im yok sayıldı.",
            " In the all-at-once row {} came first and is the reason recorded; the {} later signals were ignored.",
            w.chart_label(),
            all.ignored_raises
        ));
    }
    if killed {
        caption.push_str(pick(
            " Boşaltma süresi dolunca öldürülen iş son yazdığı durum satırından sürdü.",
            " The job killed when the drain time ran out resumed from the last state row it wrote.",
        ));
    }
    if overrun.is_some() {
        caption.push_str(pick(
            " Kira bittikten sonra çalışmayı süren işin yerine ikinci bir sahip başlayabilirdi.",
            " While the job ran on past its lease, a second holder could have started in its place.",
        ));
    }
    if rows.iter().all(|r| r.resumed_exact) {
        caption.push_str(pick(
            " Her satırda sürdürülen koşum işi tam birikimle bitirdi.",
            " In every row the resumed run finished the job with the full accumulator.",
        ));
    }
    vec![Figure {
        name: "runs".into(),
        title,
        caption,
        x: Axis::new(pick("zaman", "time"), Unit::Millis).clock().range(0.0, end as f64),
        y: Axis::new(pick("iptal kaynağı", "cancel source"), Unit::Plain),
        plot: Plot::Timeline(lanes),
        marks: Vec::new(),
    }]
}
