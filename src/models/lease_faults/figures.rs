//! The fault cases as timelines, two cases a chart (the fault, then the same fault with
//! fencing or its contrast): A's run without its pause, the pause as one bar, the
//! crash, the lease's expiry, B's refused tries, the takeover and every stale write,
//! accepted or rejected, the lease given back in `finally`, and the window where two
//! instances hold the lease (shaded). The three charts share one time axis.

use super::Params;
use super::facts::{self, Stale, Versus};
use super::said::{
    At, BSkewed, CaseChart, Dir, Expired, GcCaption, GcTitle, HolderCaption, HolderTitle, ReleaseRefused, Released,
    SkewCaption, SkewTakeover, SkewTitle, StaleWord, TookOver, TriesSkipped,
};
use super::simulate::{Case, CaseRun};
use crate::models::kit::fleet::{RunEnd, StoreOp, is_copy, stale_writes, working_parts};
use crate::report::figure::{Axis, Key, Lane, Mark, Plot, Unit};
use crate::report::glossary::word;
use crate::report::units::{exact_s, human_ms};
use crate::report::words::Words;
use crate::report::{Figure, Spoken};
use crate::word;

/// When A's lease ran out by the true clock, if A still counted on it then (it had
/// crashed, or its run was still going).
fn expiry_ms(p: &Params, r: &CaseRun) -> Option<u64> {
    let issued = r.fleet.store_log.iter().find_map(|op| match *op {
        StoreOp::LeaseIssued { time_ms, inst: 0, .. } => Some(time_ms),
        _ => None,
    })?;
    let expires = issued + p.lease_ms;
    let a = r.fleet.runs.iter().find(|run| run.inst == 0)?;
    (a.end == RunEnd::Crashed || a.end_ms > expires).then_some(expires)
}

/// Lanes A and B of one case, grouped under its name.
fn lanes(p: &Params, r: &CaseRun, said: &mut Spoken, w: &'static Words) -> Vec<Lane> {
    let o = &r.fleet;
    let group = w.say(&CaseChart { case: r.case });
    let mut a = Lane::new("A").in_group(group.clone());
    // With B's clock off, B's lane says by how much (the case's cause, drawn where B is).
    let b_name = if p.clock_skew_ms != 0 && matches!(r.case, Case::ClockSkew | Case::ClockSkewFenced) {
        let sign = if p.clock_skew_ms > 0 { "+" } else { "−" };
        let skew = format!("{sign}{}", exact_s(p.clock_skew_ms.unsigned_abs(), w.lang()));
        w.say(&BSkewed { skew })
    } else {
        "B".to_string()
    };
    let mut b = Lane::new(b_name).in_group(group);
    for run in &o.runs {
        let key = match run.end {
            RunEnd::Failed => Key("run.failed"),
            _ if is_copy(o, run) => Key("work.duplicate"),
            _ => Key("run"),
        };
        let lane = if run.inst == 0 { &mut a } else { &mut b };
        for (from, to) in working_parts(o, run) {
            lane.spans.push(crate::report::figure::Span { start: from as f64, end: to as f64, key, label: String::new() });
        }
        if run.end == RunEnd::Crashed {
            *lane = std::mem::replace(lane, Lane::new("")).event(run.end_ms as f64, Key("event.crashed"), word("event.crashed", w.lang()));
        }
        // The lesson's point: a run that throws still gives the lease back in `finally`
        // (unless the lease ran out under it and is another instance's by then).
        if run.end == RunEnd::Failed {
            let deleted = o.releases.iter().any(|r| r.inst == run.inst && r.time_ms == run.end_ms && r.deleted);
            let at = At(Some(run.end_ms));
            let label = if deleted { said.say(&Released { at }) } else { said.say(&ReleaseRefused { at }) };
            *lane = std::mem::replace(lane, Lane::new("")).event(run.end_ms as f64, Key("event.released"), label);
        }
    }
    for pause in o.pauses.iter().filter(|x| x.inst == 0) {
        a = a.span(pause.start_ms as f64, pause.end_ms as f64, Key("pause"), "GC");
    }
    if let Some(t) = expiry_ms(p, r) {
        let label = said.say(&Expired { event: word("event.expired", w.lang()), at: At(Some(t)) });
        a = a.event(t as f64, Key("event.expired"), label);
    }
    for (i, skip) in o.skips.iter().filter(|s| s.inst == 1).enumerate() {
        let n = o.skips.iter().filter(|s| s.inst == 1).count();
        // `n` as written (no digit groups), `count` for the English plural.
        let label = if i == 0 {
            said.say(&TriesSkipped { n: n.to_string(), count: n })
        } else {
            String::new()
        };
        b = b.event(skip.time_ms as f64, Key("event.skipped"), label);
    }
    for t in o.takeovers.iter().filter(|t| t.inst == 1) {
        // With B's clock off, the label also says what B's own clock read.
        let skewed = p.clock_skew_ms != 0 && matches!(r.case, Case::ClockSkew | Case::ClockSkewFenced);
        let own = At(skewed.then(|| t.time_ms.saturating_add_signed(p.clock_skew_ms)));
        let label = said.say(&TookOver { at: At(Some(t.time_ms)), skewed, own });
        b = b.event(t.time_ms as f64, Key("event.takeover"), label);
    }
    for sw in stale_writes(o) {
        let (key, label) =
            if sw.accepted { (Key("event.accepted"), word("event.accepted", w.lang())) } else { (Key("event.rejected"), word("event.rejected", w.lang())) };
        let lane = if sw.inst == 0 { &mut a } else { &mut b };
        lane.events.push(crate::report::figure::Event { at: sw.time_ms as f64, key, label: label.into() });
    }
    vec![a, b]
}

/// Where B holds the lease while A still counts on its own: from B's takeover to the end
/// of A's run (still going, or frozen in a pause), in milliseconds.
fn two_holders(r: &CaseRun) -> Vec<(u64, u64)> {
    let o = &r.fleet;
    o.takeovers
        .iter()
        .filter(|t| t.inst == 1)
        .filter_map(|t| {
            let a = o.runs.iter().find(|run| run.inst == 0 && run.start_ms <= t.time_ms && run.end_ms > t.time_ms)?;
            (a.end != RunEnd::Crashed).then_some((t.time_ms, a.end_ms))
        })
        .collect()
}

/// The holder chart's title and caption, from [`facts::holder`].
fn holder(p: &Params, fails: &CaseRun, crash: &CaseRun, said: &mut Spoken) -> (String, String) {
    let f = facts::holder(fails, crash);
    // In the unit the time axis is in (seconds, not 3005 ms) and exact: 3,005 s, so two
    // different instants never read the same after rounding.
    let sooner = matches!((f.fail.b_ms(), f.crash.b_ms()), (Some(x), Some(y)) if x < y);
    let a_end = match f.fail {
        facts::AfterFailure::WhileRan { a_end_ms, .. } => Some(a_end_ms),
        _ => None,
    };
    let title = said.say(&HolderTitle {
        fail: f.fail,
        crash: f.crash,
        sooner,
        tx: At(f.fail.b_ms()),
        ty: At(f.crash.b_ms()),
        ta: At(a_end),
    });
    let caption = said.say(&HolderCaption {
        lease: p.lease_ms,
        run: p.run_ms,
        retry: p.retry_ms,
        deleted: f.deleted,
        crash_end: f.crash_end,
        crash_at: p.crash_at_ms,
    });
    (title, caption)
}

/// `bayat yazma kabul` / `ret` / `bayat yazma yok`, from a case's counters; `fenced`: as
/// the second case of a title names it (`kabul`, `ret`, `yok`).
fn stale(r: &CaseRun, fenced: bool) -> StaleWord {
    StaleWord { stale: Stale::of(r.fleet.stale_writes_accepted, r.fleet.stale_writes_rejected), fenced }
}

/// The pause and the lease as a title prints them: in human units, or in exact
/// milliseconds when rounding would make two different durations read the same.
fn pause_and_lease(p: &Params, w: &'static Words) -> (String, String) {
    let (pause, lease) = (human_ms(p.pause_ms as f64, w.lang()), human_ms(p.lease_ms as f64, w.lang()));
    if pause == lease && p.pause_ms != p.lease_ms {
        return (format!("{} ms", p.pause_ms), format!("{} ms", p.lease_ms));
    }
    (pause, lease)
}

fn gc(p: &Params, plain: &CaseRun, fenced: &CaseRun, said: &mut Spoken, w: &'static Words) -> (String, String) {
    // Compared in milliseconds, never after rounding.
    let (pause, lease) = pause_and_lease(p, w);
    let versus = Versus::of(p.pause_ms, p.lease_ms);
    // What follows the pause, as the run had it: B takes over only where the lease ran out.
    let takeover = !plain.fleet.takeovers.is_empty();
    let title = said.say(&GcTitle {
        versus,
        pause,
        lease,
        takeover,
        plain: takeover.then(|| stale(plain, false)),
        fenced: takeover.then(|| stale(fenced, true)),
    });
    let caption = said.say(&GcCaption { at: p.pause_at_ms, pause: p.pause_ms, takeover });
    (title, caption)
}

fn skew(p: &Params, plain: &CaseRun, fenced: &CaseRun, said: &mut Spoken) -> (String, String) {
    let dir = if p.clock_skew_ms >= 0 { Dir::Ahead } else { Dir::Behind };
    let skew = p.clock_skew_ms.unsigned_abs();
    let two = plain.fleet.peak > 1;
    let title = match plain.fleet.takeovers.first() {
        Some(t) if plain.fleet.peak > 1 => said.say(&SkewTakeover {
            skew,
            dir,
            at: At(Some(t.time_ms)),
            plain: stale(plain, false),
            fenced: stale(fenced, true),
        }),
        _ => said.say(&SkewTitle { skew, dir }),
    };
    let caption = said.say(&SkewCaption { skew, dir, two });
    (title, caption)
}

/// Three charts: the holder fails, a GC pause, clock skew (each with its contrast).
pub fn figures(p: &Params, runs: &[CaseRun], w: &'static Words) -> Vec<Figure> {
    let case = |c: Case| runs.iter().find(|r| r.case == c);
    let pairs = [
        ("holder", Case::RunFails, Case::HolderCrash),
        ("gc_pause", Case::GcPause, Case::GcPauseFenced),
        ("clock_skew", Case::ClockSkew, Case::ClockSkewFenced),
    ];
    let charts: Vec<(&str, &CaseRun, &CaseRun)> =
        pairs.iter().filter_map(|&(name, x, y)| Some((name, case(x)?, case(y)?))).collect();
    // Each chart's lanes, with the facts their labels state.
    let lanes: Vec<(Vec<Lane>, Spoken)> = charts
        .iter()
        .map(|(_, x, y)| {
            let mut said = Spoken::new(w);
            let lanes = [lanes(p, x, &mut said, w), lanes(p, y, &mut said, w)].concat();
            (lanes, said)
        })
        .collect();
    // One time axis for the three: each is drawn over the whole run's clock, which the
    // lab's replay scrubs (a chart's range must hold every instant of the run).
    let end = lanes
        .iter()
        .flat_map(|l| &l.0)
        .flat_map(|l| l.spans.iter().map(|s| s.end).chain(l.events.iter().map(|e| e.at)))
        .fold(1.0, f64::max);
    let end = (end * 1.02).round();
    charts
        .into_iter()
        .zip(lanes)
        .map(|((name, x, y), (lanes, mut said))| {
            let (title, caption) = match name {
                "holder" => holder(p, x, y, &mut said),
                "gc_pause" => gc(p, x, y, &mut said, w),
                _ => skew(p, x, y, &mut said),
            };
            // The window with two holders, shaded and named (once when both cases share it).
            let mut windows = two_holders(x);
            for w in two_holders(y) {
                if !windows.contains(&w) {
                    windows.push(w);
                }
            }
            let marks = windows
                .into_iter()
                .map(|(from, to)| Mark::Band {
                    from: from as f64,
                    to: to as f64,
                    key: Key("mark.two_holders"),
                    label: Key("mark.two_holders").name(w.lang()).into(),
                })
                .collect();
            Figure {
                name: name.into(),
                title,
                caption,
                x: Axis::new(word!(w, "lease-faults-x"), Unit::Millis).clock().range(0.0, end),
                y: Axis::new(word!(w, "lease-faults-y"), Unit::Plain),
                plot: Plot::Timeline(lanes),
                marks,
                facts: said.facts(),
            }
        })
        .collect()
}
