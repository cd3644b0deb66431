//! The policies table and the Gantt charts: one per system, a group of lanes per policy.

use std::ops::Range;

use super::simulate::{Outcome, PolicyRun, RunEnd};
use super::{Params, Policy};
use crate::args;
use crate::js::to_fixed;
use crate::report::figure::{Axis, Event, Key, Lane, Plot, Regime, Span, Unit};
use crate::report::units::{human_ms, ms_on_axis};
use crate::report::words::{Words, value};
use crate::report::{Fact, Figure, Head, Layout, Report};
use fluent_bundle::FluentValue;
use crate::schedule::tr;
use crate::schedulers::temporal::Overlap;

fn minutes(ms: f64) -> String {
    to_fixed(ms / 60_000.0, 1)
}

/// A count as `{}` writes it (`1500`, no thousands mark): a number below 1,000, where
/// the catalog writes the same digits and an English plural can be chosen, and its digits
/// as text from 1,000 (always a plural).
fn plain(v: usize) -> FluentValue<'static> {
    if v < 1000 { value(v) } else { value(v.to_string()) }
}

fn policies(w: &'static Words) -> Layout<'static, PolicyRun> {
    let head = |column: &str| w.get("overlap-policies-column", &args!(column = column));
    Layout::new("policies")
        .column("system", Head::left(head("system"), 12), |r: &PolicyRun| r.policy.system().into())
        .column("policy", Head::left(head("policy"), 17), |r| r.policy.name().into())
        .shown(|r| r.policy.label().into())
        .column("runs", Head::right(head("runs"), 7), |r| r.runs.len().into())
        .column("skipped", Head::right(head("skipped"), 9), |r| r.skipped.len().into())
        .column("delayed", Head::right(head("delayed"), 11), |r| r.delayed().into())
        .column("cancelled", Head::right(head("cancelled"), 7), |r| r.ended(RunEnd::Cancelled).into())
        .column("terminated", Head::right(head("terminated"), 15), |r| r.ended(RunEnd::Terminated).into())
        .column("peak_concurrent_runs", Head::right(head("peak"), 7), |r| r.peak.into())
        .column("late_mean_ms", Head::right(head("late-mean"), 17), |r| r.late_mean_ms().into())
        .shown(|r| minutes(r.late_mean_ms()))
        .column("late_max_ms", Head::right(head("late-max"), 19), |r| r.late_max_ms().into())
        .shown(|r| minutes(r.late_max_ms() as f64))
}

pub fn present(_: &Params, o: &Outcome, w: &'static Words) -> Report {
    let layout = policies(w);
    let lengths: Vec<String> = o.durations.iter().map(|&d| minutes(d as f64)).collect();
    let lengths = w.get("overlap-policies-lengths", &args!(lengths = lengths.join(" ")));
    let text = format!("{lengths}\n\n{}", layout.text(&o.policies, w.lang()));
    Report { text, tables: vec![layout.table(&o.policies)], ..Report::default() }
}

/// Most lanes one policy's overlapping runs get; later overlaps share the last.
const MAX_LANES: usize = 4;

/// `SKIP: 7 koşum, 5 atlandı, zirve 1`.
fn heading(r: &PolicyRun, span_ms: f64, w: &'static Words) -> String {
    let default =
        matches!(r.policy, Policy::Temporal(Overlap::Skip)) || r.policy == Policy::Kubernetes(super::K8s::Allow);
    w.get(
        "overlap-policies-heading",
        &args!(
            policy = r.policy.label(),
            default = if default { "yes" } else { "no" },
            runs = plain(r.runs.len()),
            skipped = plain(r.skipped.len()),
            delayed = plain(r.delayed()),
            most = ms_on_axis(r.late_max_ms() as f64, span_ms, w.lang()),
            cancelled = plain(r.ended(RunEnd::Cancelled)),
            terminated = plain(r.ended(RunEnd::Terminated)),
            peak = r.peak.to_string(),
        ),
    )
}

/// One policy's lanes: its runs laid out so that no two in a lane overlap, each
/// coloured on time or late and labelled with the scheduled time it stands for; the
/// skipped scheduled times, the cancels and the terminations marked.
fn lanes(p: &Params, r: &PolicyRun, span_ms: f64, w: &'static Words) -> Vec<Lane> {
    let intervals: Vec<Range<u64>> = r.runs.iter().map(|run| run.start_ms..run.end_ms).collect();
    let lane_of = crate::overlap::lanes(&intervals);
    let needed = lane_of.iter().max().map_or(1, |l| l + 1);
    let used = needed.min(MAX_LANES);
    let name = r.policy.label();
    let group = heading(r, span_ms, w);
    let mut out: Vec<Lane> = (0..used)
        .map(|l| {
            let more = if l + 1 == used && needed > used { "+" } else { "" };
            let lane = match l {
                0 => Lane::new(name),
                _ => {
                    let nth = if l == 1 { "no" } else { "yes" };
                    let args = args!(name = name, nth = nth, lane = l.to_string(), more = more);
                    Lane::new(w.get("overlap-policies-lane", &args))
                }
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

/// The takeaway of one policy, for a title, with its fact (`row`: the policy's row of the
/// `policies` table; `span_ms`: the chart's time axis, whose unit the delay is written in,
/// as the policy's heading writes it).
fn takeaway(r: &PolicyRun, row: usize, span_ms: f64, w: &'static Words) -> (String, Fact) {
    let regime = Takeaway::of(r);
    let ended = match regime {
        Takeaway::Cancels => r.ended(RunEnd::Cancelled),
        _ => r.ended(RunEnd::Terminated),
    };
    let fact = Fact::new("overlap-policies-takeaway", regime)
        .with("row", row as f64)
        .with("skipped", r.skipped.len() as f64)
        .with("behind_ms", r.late_max_ms() as f64)
        .with("delayed", r.delayed() as f64)
        .with("ended", ended as f64)
        .with("peak", r.peak as f64);
    let words = w.get(
        "overlap-policies-takeaway",
        &args!(
            regime = regime.key(),
            policy = r.policy.label(),
            skipped = r.skipped.len(),
            behind = ms_on_axis(r.late_max_ms() as f64, span_ms, w.lang()),
            delayed = r.delayed(),
            ended = ended,
            peak = r.peak,
        ),
    );
    (words, fact)
}

/// The figure of one system's policies, if any was run.
fn gantt(p: &Params, o: &Outcome, system: &str, name: &str, w: &'static Words) -> Option<Figure> {
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
    let row = |r: &PolicyRun| o.policies.iter().position(|x| x.policy == r.policy).unwrap_or(0);
    let (told, facts): (Vec<String>, Vec<Fact>) = order
        .iter()
        .filter_map(|&pol| runs.iter().find(|r| r.policy == pol))
        .take(3)
        .map(|r| takeaway(r, row(r), end_ms, w))
        .unzip();
    let title = format!("{system}: {}", told.join(", "));
    let mean = o.durations.iter().sum::<u64>() as f64 / o.durations.len().max(1) as f64;
    let longer = o.durations.iter().filter(|&&d| d > p.period_ms).count();
    let mut caption = w.get(
        "overlap-policies-caption",
        &args!(
            period = human_ms(p.period_ms as f64, w.lang()),
            ticks = p.ticks,
            min = human_ms(p.run_ms_min as f64, w.lang()),
            max = human_ms(p.run_ms_max as f64, w.lang()),
            mean = human_ms(mean, w.lang()),
            longer = longer,
        ),
    );
    if system == "Temporal" && runs.iter().any(|r| r.policy == Policy::Temporal(Overlap::CancelOther)) {
        caption.push_str(&w.get("overlap-policies-cancel", &args!(cancel = human_ms(p.cancel_ms as f64, w.lang()))));
    }
    // Each policy drawn, glossed in the lesson's words (the names are the systems' own).
    let glosses: Vec<String> = runs
        .iter()
        .map(|r| w.get("overlap-policies-gloss", &args!(policy = r.policy.name(), label = r.policy.label())))
        .collect();
    caption.push_str(&w.get("overlap-policies-glosses", &args!(list = glosses.join("; "))));
    if system == "Kubernetes" {
        let deadline = if p.k8s_starting_deadline_ms.is_some() { "yes" } else { "no" };
        caption.push_str(&w.get("overlap-policies-forbid", &args!(deadline = deadline)));
    }
    Some(Figure {
        name: name.into(),
        title,
        caption,
        x: Axis::new(w.text("overlap-policies-x"), Unit::Millis).range(0.0, end_ms),
        y: Axis::new(w.text("overlap-policies-y"), Unit::Plain),
        plot: Plot::Timeline(runs.iter().flat_map(|r| lanes(p, r, end_ms, w)).collect()),
        marks: Vec::new(),
        facts,
    })
}

/// A Gantt chart per system, each on its own time range.
pub fn figures(p: &Params, o: &Outcome, w: &'static Words) -> Vec<Figure> {
    [("Temporal", "temporal"), ("Kubernetes", "kubernetes")]
        .into_iter()
        .filter_map(|(system, name)| gantt(p, o, system, name, w))
        .collect()
}

crate::regime! {
    /// What a policy's row of the takeaway tells, by the policy's own mechanism first.
    enum Takeaway {
        Nothing = "none",
        Skips = "skips",
        Behind = "behind",
        Buffers = "buffers",
        Cancels = "cancels",
        Terminates = "terminates",
        Peak = "peak",
        Never = "never",
    }
}

impl Takeaway {
    /// From what the policy did in the run: its own mechanism where it acted, else the
    /// overlap, else a missed start, else nothing.
    fn of(r: &PolicyRun) -> Self {
        match r.policy {
            // Every start missed (a starting deadline of 0): the policy never runs at all.
            _ if r.runs.is_empty() => Takeaway::Nothing,
            Policy::Temporal(Overlap::Skip) | Policy::Kubernetes(super::K8s::Forbid) if !r.skipped.is_empty() => {
                Takeaway::Skips
            }
            Policy::Temporal(Overlap::BufferAll) if r.late_max_ms() > 0 => Takeaway::Behind,
            Policy::Temporal(Overlap::BufferOne) if r.delayed() > 0 => Takeaway::Buffers,
            Policy::Temporal(Overlap::CancelOther) if r.ended(RunEnd::Cancelled) > 0 => Takeaway::Cancels,
            Policy::Temporal(Overlap::TerminateOther) | Policy::Kubernetes(super::K8s::Replace)
                if r.ended(RunEnd::Terminated) > 0 =>
            {
                Takeaway::Terminates
            }
            _ if r.peak > 1 => Takeaway::Peak,
            // A policy that does not skip by design may still miss a start (its deadline).
            _ if !r.skipped.is_empty() => Takeaway::Skips,
            _ => Takeaway::Never,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::simulate::Run;
    use super::*;

    fn run(start_ms: u64, end: RunEnd) -> Run {
        Run { slot: 0, nominal_ms: 0, start_ms, end_ms: start_ms + 10, end, cancel_at_ms: None }
    }

    fn policy(policy: Policy, runs: Vec<Run>, skipped: Vec<u32>, peak: u32) -> PolicyRun {
        PolicyRun { policy, runs, skipped, peak }
    }

    #[test]
    fn each_policy_is_told_by_its_own_mechanism_first() {
        let skip = Policy::Temporal(Overlap::Skip);
        assert_eq!(Takeaway::of(&policy(skip, Vec::new(), vec![0, 1], 0)), Takeaway::Nothing);
        assert_eq!(Takeaway::of(&policy(skip, vec![run(0, RunEnd::Finished)], vec![1], 1)), Takeaway::Skips);
        assert_eq!(Takeaway::of(&policy(skip, vec![run(0, RunEnd::Finished)], Vec::new(), 1)).key(), "never");
        let all = Policy::Temporal(Overlap::BufferAll);
        assert_eq!(Takeaway::of(&policy(all, vec![run(5, RunEnd::Finished)], Vec::new(), 1)), Takeaway::Behind);
        let one = Policy::Temporal(Overlap::BufferOne);
        assert_eq!(Takeaway::of(&policy(one, vec![run(5, RunEnd::Finished)], Vec::new(), 1)), Takeaway::Buffers);
        let cancel = Policy::Temporal(Overlap::CancelOther);
        assert_eq!(Takeaway::of(&policy(cancel, vec![run(0, RunEnd::Cancelled)], Vec::new(), 2)), Takeaway::Cancels);
        let terminate = Policy::Temporal(Overlap::TerminateOther);
        assert_eq!(Takeaway::of(&policy(terminate, vec![run(0, RunEnd::Terminated)], Vec::new(), 1)).key(), "terminates");
        // Allowing overlap: a peak of 2 is its story; a missed start only when none overlap.
        let allow = Policy::Temporal(Overlap::AllowAll);
        assert_eq!(Takeaway::of(&policy(allow, vec![run(0, RunEnd::Finished)], vec![3], 2)), Takeaway::Peak);
        assert_eq!(Takeaway::of(&policy(allow, vec![run(0, RunEnd::Finished)], vec![3], 1)), Takeaway::Skips);
    }
}
