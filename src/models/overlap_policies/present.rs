//! The policies table and the Gantt charts: one per system, a group of lanes per policy.

use std::ops::Range;

use super::simulate::{Outcome, PolicyRun, RunEnd};
use super::{Params, Policy};
use crate::js::to_fixed;
use crate::models::kit::fleet::count;
use crate::report::figure::{Axis, Event, Key, Lane, Plot, Span, Unit};
use crate::report::lang::pick;
use crate::report::units::{human_ms, ms_in, turkish_number};
use crate::report::{Figure, Head, Layout, Report};
use crate::say;
use crate::schedule::tr;
use crate::schedulers::temporal::Overlap;

fn minutes(ms: f64) -> String {
    to_fixed(ms / 60_000.0, 1)
}

fn policies() -> Layout<'static, PolicyRun> {
    Layout::new("policies")
        .column("system", Head::left(pick("sistem", "system"), 12), |r: &PolicyRun| r.policy.system().into())
        .column("policy", Head::left(pick("politika", "policy"), 17), |r| r.policy.name().into())
        .shown(|r| r.policy.label().into())
        .column("runs", Head::right(pick("kosum", "runs"), 7), |r| r.runs.len().into())
        .column("skipped", Head::right(pick("atlanan", "skipped"), 9), |r| r.skipped.len().into())
        .column("delayed", Head::right(pick("ertelenen", "delayed"), 11), |r| r.delayed().into())
        .column("cancelled", Head::right(pick("iptal", "cancelled"), 7), |r| r.ended(RunEnd::Cancelled).into())
        .column("terminated", Head::right(pick("sonlandirilan", "terminated"), 15), |r| r.ended(RunEnd::Terminated).into())
        .column("peak_concurrent_runs", Head::right(pick("zirve", "peak"), 7), |r| r.peak.into())
        .column("late_mean_ms", Head::right(pick("ort. gecikme dk", "mean delay min"), 17), |r| r.late_mean_ms().into())
        .shown(|r| minutes(r.late_mean_ms()))
        .column("late_max_ms", Head::right(pick("en cok gecikme dk", "max delay min"), 19), |r| r.late_max_ms().into())
        .shown(|r| minutes(r.late_max_ms() as f64))
}

pub fn present(_: &Params, o: &Outcome) -> Report {
    let layout = policies();
    let lengths: Vec<String> = o.durations.iter().map(|&d| minutes(d as f64)).collect();
    let text =
        say!(
            "kosum sureleri (dk, baslangic sirasiyla): {}\n\n{}",
            "run lengths (min, in start order): {}\n\n{}",
            lengths.join(" "),
            layout.text(&o.policies)
        );
    Report { text, tables: vec![layout.table(&o.policies)], ..Report::default() }
}

/// Most lanes one policy's overlapping runs get; later overlaps share the last.
const MAX_LANES: usize = 4;

/// `SKIP: 7 koşum, 5 atlandı, zirve 1`.
fn heading(r: &PolicyRun, span_ms: f64) -> String {
    let mut parts = vec![pick(format!("{} koşum", r.runs.len()), count(r.runs.len(), "run"))];
    if !r.skipped.is_empty() {
        parts.push(say!("{} atlandı", "{} skipped", r.skipped.len()));
    }
    if r.delayed() > 0 {
        let most = ms_in(r.late_max_ms() as f64, span_ms);
        parts.push(say!("{} ertelendi (en çok {})", "{} delayed (at most {})", r.delayed(), most));
    }
    let ends = [(RunEnd::Cancelled, pick("iptal edildi", "cancelled")), (RunEnd::Terminated, pick("öldürüldü", "terminated"))];
    for (end, word) in ends {
        if r.ended(end) > 0 {
            parts.push(format!("{} {word}", r.ended(end)));
        }
    }
    parts.push(say!("zirve {}", "peak {}", r.peak));
    let default =
        matches!(r.policy, Policy::Temporal(Overlap::Skip)) || r.policy == Policy::Kubernetes(super::K8s::Allow);
    format!("{}{}: {}", r.policy.label(), if default { pick(" (varsayılan)", " (default)") } else { "" }, parts.join(", "))
}

/// One policy's lanes: its runs laid out so that no two in a lane overlap, each
/// coloured on time or late and labelled with the scheduled time it stands for; the
/// skipped scheduled times, the cancels and the terminations marked.
fn lanes(p: &Params, r: &PolicyRun, span_ms: f64) -> Vec<Lane> {
    let intervals: Vec<Range<u64>> = r.runs.iter().map(|run| run.start_ms..run.end_ms).collect();
    let lane_of = crate::overlap::lanes(&intervals);
    let needed = lane_of.iter().max().map_or(1, |l| l + 1);
    let used = needed.min(MAX_LANES);
    let name = r.policy.label();
    let group = heading(r, span_ms);
    let mut out: Vec<Lane> = (0..used)
        .map(|l| {
            let more = if l + 1 == used && needed > used { "+" } else { "" };
            let lane = match l {
                0 => Lane::new(name),
                1 => Lane::new(say!("{name}, üst üste{more}", "{name}, overlapping{more}")),
                _ => Lane::new(say!("{name}, üst üste {l}{more}", "{name}, overlapping {l}{more}")),
            };
            lane.in_group(group.clone())
        })
        .collect();
    for (i, run) in r.runs.iter().enumerate() {
        let lane = &mut out[lane_of[i].min(used - 1)];
        let key = if run.start_ms > run.nominal_ms { Key("run.late") } else { Key("run") };
        let label = tr::clock(run.nominal_ms as i64);
        lane.spans.push(Span { start: run.start_ms as f64, end: run.end_ms as f64, key, label });
        let mut mark = |at: u64, key| lane.events.push(Event { at: at as f64, key: Key(key), label: String::new() });
        if r.runs[..i].iter().any(|other| other.end_ms > run.start_ms) {
            mark(run.start_ms, "event.overlap");
        }
        if let Some(at) = run.cancel_at_ms.filter(|_| run.end == RunEnd::Cancelled) {
            mark(at, "event.cancel");
        }
        if run.end == RunEnd::Terminated {
            mark(run.end_ms, "cancel.killed");
        }
    }
    for &slot in &r.skipped {
        let at = (u64::from(slot) * p.period_ms) as f64;
        out[0].events.push(Event { at, key: Key("event.skipped"), label: String::new() });
    }
    out
}

/// The takeaway of one policy, for a title.
fn takeaway(r: &PolicyRun) -> String {
    let label = r.policy.label();
    match r.policy {
        Policy::Temporal(Overlap::Skip) | Policy::Kubernetes(super::K8s::Forbid) if !r.skipped.is_empty() => {
            pick(format!("{label} {} başlangıcı atlıyor", r.skipped.len()), format!("{label} skips {}", count(r.skipped.len(), "start")))
        }
        Policy::Temporal(Overlap::BufferAll) if r.late_max_ms() > 0 => {
            say!("{label} {} geride kalıyor", "{label} falls {} behind", human_ms(r.late_max_ms() as f64))
        }
        Policy::Temporal(Overlap::BufferOne) if r.delayed() > 0 => {
            say!("{label} {} erteliyor, {} atlıyor", "{label} delays {}, skips {}", r.delayed(), r.skipped.len())
        }
        Policy::Temporal(Overlap::CancelOther) if r.ended(RunEnd::Cancelled) > 0 => {
            let n = r.ended(RunEnd::Cancelled);
            pick(format!("{label} {n} koşumu iptal ediyor"), format!("{label} cancels {}", count(n, "run")))
        }
        Policy::Temporal(Overlap::TerminateOther) | Policy::Kubernetes(super::K8s::Replace)
            if r.ended(RunEnd::Terminated) > 0 =>
        {
            let n = r.ended(RunEnd::Terminated);
            pick(format!("{label} {n} koşumu öldürüyor"), format!("{label} terminates {}", count(n, "run")))
        }
        _ if r.peak > 1 => say!("{label}'da aynı anda {} koşum", "{label} runs {} at once", r.peak),
        _ => say!("{label} hiç çakışmıyor", "{label} never overlaps"),
    }
}

/// The figure of one system's policies, if any was run.
fn gantt(p: &Params, o: &Outcome, system: &str, name: &str) -> Option<Figure> {
    let runs: Vec<&PolicyRun> = o.policies.iter().filter(|r| r.policy.system() == system).collect();
    if runs.is_empty() {
        return None;
    }
    // The system's own range, ending at its last run; every duration on the chart is
    // printed in the unit of that axis.
    let end_ms = runs.iter().flat_map(|r| r.runs.iter().map(|run| run.end_ms)).max().unwrap_or(1) as f64;
    // The title names at most three policies: the most telling first.
    let order = [
        Policy::Temporal(Overlap::Skip),
        Policy::Temporal(Overlap::BufferAll),
        Policy::Temporal(Overlap::AllowAll),
        Policy::Temporal(Overlap::TerminateOther),
        Policy::Temporal(Overlap::CancelOther),
        Policy::Temporal(Overlap::BufferOne),
        Policy::Kubernetes(super::K8s::Allow),
        Policy::Kubernetes(super::K8s::Forbid),
        Policy::Kubernetes(super::K8s::Replace),
    ];
    let told: Vec<String> =
        order.iter().filter_map(|&pol| runs.iter().find(|r| r.policy == pol)).take(3).map(|r| takeaway(r)).collect();
    let title = format!("{system}: {}", told.join(", "));
    let mean = o.durations.iter().sum::<u64>() as f64 / o.durations.len().max(1) as f64;
    let longer = o.durations.iter().filter(|&&d| d > p.period_ms).count();
    let mut caption = say!(
        "Başlangıçlar {} arayla, {} tane; koşum süreleri {}–{} arası tohumdan çekiliyor (ortalama {}, {} tanesi periyottan uzun). Çubuğun etiketi temsil ettiği planlı başlangıç saati.",
        "Starts every {}, {} of them; run lengths are drawn from the seed between {} and {} (mean {}, {} longer than the period). A bar's label is the scheduled start it stands for.",
        human_ms(p.period_ms as f64),
        p.ticks,
        human_ms(p.run_ms_min as f64),
        human_ms(p.run_ms_max as f64),
        human_ms(mean),
        turkish_number(longer as f64)
    );
    if system == "Temporal" && runs.iter().any(|r| r.policy == Policy::Temporal(Overlap::CancelOther)) {
        caption.push_str(&say!(
            " CANCEL_OTHER'da iptal istenen koşum {} sonra kapanıyor.",
            " Under CANCEL_OTHER a run asked to cancel closes {} later.",
            human_ms(p.cancel_ms as f64)
        ));
    }
    if system == "Kubernetes" {
        caption.push_str(match p.k8s_starting_deadline_ms {
            None => pick(
                " startingDeadlineSeconds yok: Forbid, iş bitince kaçırılan en son zamanı başlatıyor.",
                " No startingDeadlineSeconds: when the job ends, Forbid starts the latest missed time.",
            ),
            Some(_) => pick(
                " Forbid, iş bitince kaçırılan en son zamanı startingDeadlineSeconds içindeyse başlatıyor.",
                " When the job ends, Forbid starts the latest missed time if it is within startingDeadlineSeconds.",
            ),
        });
    }
    Some(Figure {
        name: name.into(),
        title,
        caption,
        x: Axis::new(pick("zaman", "time"), Unit::Millis).range(0.0, end_ms),
        y: Axis::new(pick("politika", "policy"), Unit::Plain),
        plot: Plot::Timeline(runs.iter().flat_map(|r| lanes(p, r, end_ms)).collect()),
        marks: Vec::new(),
    })
}

/// A Gantt chart per system, each on its own time range.
pub fn figures(p: &Params, o: &Outcome) -> Vec<Figure> {
    [("Temporal", "temporal"), ("Kubernetes", "kubernetes")]
        .into_iter()
        .filter_map(|(system, name)| gantt(p, o, system, name))
        .collect()
}
