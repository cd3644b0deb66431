//! The lesson's driver lines (`surucu.mjs`), the modes table and the timeline of every
//! process in every mode.

use super::Params;
use super::simulate::{ModeRun, spec};
use crate::models::kit::fleet::{LaneStyle, LockMode, SkipLabel, instance_lane, process_name};
use crate::report::figure::{Axis, Plot, Regime, Unit};
use crate::report::glossary::Lang;
use crate::args;
use crate::report::units::human_ms;
use crate::report::words::Words;
use crate::report::{Fact, Figure, Head, Layout, Report};

/// The lesson: `${kip.padEnd(9)} kosum=${kosum} atlanan=${atlanan} es zamanli zirve=${zirve}`.
/// The mode's column holds its padding and the space after it; the `key=value` columns
/// are 0 wide, so the layout puts one space before each.
fn modes<'a>(p: &'a Params, w: &'static Words) -> Layout<'a, ModeRun> {
    let head = |column: &str| w.get("lease-lock-column", &args!(column = column));
    let (runs, skipped, peak) = (head("runs"), head("skipped"), head("peak"));
    Layout::new("modes")
        .headless()
        .column("mode", Head::left(head("mode"), 10), |r: &ModeRun| r.mode.name().into())
        .shown(|r| r.mode.label(w))
        .csv("processes_started", |_| p.processes.into())
        .column("runs", Head::left(runs.clone(), 0), |r| r.fleet.runs_started().into())
        .shown(move |r| format!("{runs}={}", r.fleet.runs_started()))
        .column("skipped", Head::left(skipped.clone(), 0), |r| r.fleet.skipped().into())
        .shown(move |r| format!("{skipped}={}", r.fleet.skipped()))
        .column("peak_concurrent_runs", Head::left(peak.clone(), 0), |r| r.fleet.peak.into())
        .shown(move |r| format!("{peak}={}", r.fleet.peak))
}

pub fn present(p: &Params, runs: &[ModeRun], w: &'static Words) -> Report {
    let layout = modes(p, w);
    // The lesson's program output, in both editions as the program prints it.
    let tr = Words::of(Lang::Tr);
    let text = modes(p, tr).text(runs, Lang::Tr);
    Report { text, tables: vec![layout.table(runs)], ..Report::default() }
}


/// Most process lanes one mode shows.
const MAX_SHOWN: usize = 8;

/// One group per mode, one lane per process (the first eight): the store round trips,
/// the runs (a second copy coloured as such) and the skips.
pub fn figures(p: &Params, runs: &[ModeRun], w: &'static Words) -> Vec<Figure> {
    let shown = (p.processes as usize).min(MAX_SHOWN);
    let more = if p.processes as usize > shown { w.get("lease-lock-more", &args!(shown = shown)) } else { String::new() };
    let mut lanes = Vec::new();
    for r in runs {
        let f = &r.fleet;
        // Counts go to the catalog as numbers (`COUNT` writes them, grouped in English).
        let n = f.runs_started();
        let summary = w.get(
            "lease-lock-summary",
            &args!(runs_n = n, skipped = f.skipped(), peak = f.peak),
        );
        let group = format!("{}: {summary}{more}", r.mode.key().name(w.lang()));
        let fleet = spec(p, r.mode);
        for i in 0..shown {
            let style = LaneStyle { trips: true, skip_label: SkipLabel::Term };
            lanes.push(instance_lane(f, &fleet, i, &process_name(i), 0, style, w).in_group(group.clone()));
        }
    }
    let (title, fact) = title(p, runs, w);
    let out = vec![Figure {
        name: "timeline".into(),
        title,
        caption: w.get(
            "lease-lock-caption",
            &args!(
                processes_n = p.processes,
                run = human_ms(p.run_ms as f64, w.lang()),
                op = human_ms(p.store_op_ms as f64, w.lang()),
            ),
        ),
        x: Axis::new(w.text("lease-lock-x"), Unit::Millis)
            .clock()
            .range(0.0, lanes.iter().flat_map(|l| l.spans.iter().map(|s| s.end)).fold(1.0, f64::max)),
        y: Axis::new(w.text("lease-lock-y"), Unit::Plain),
        plot: Plot::Timeline(lanes.clone()),
        marks: Vec::new(),
        facts: vec![fact],
    }];
    out.into_iter().chain(race(p, runs, &lanes, w)).collect()
}

/// The timeline's title: the race where the non-atomic lock had one, else the lease
/// lock's runs and skips; with the fact it states.
fn title(p: &Params, runs: &[ModeRun], w: &'static Words) -> (String, Fact) {
    let mode = |m: LockMode| runs.iter().find(|r| r.mode == m);
    let processes_n = p.processes;
    match (mode(LockMode::NonAtomic), mode(LockMode::Locked)) {
        (Some(racy), Some(atomic)) if racy.fleet.peak > 1 => {
            let (racy, n) = (racy.fleet.runs_started(), atomic.fleet.runs_started());
            // The lesson's result first where the run shows it: the peak concurrency without a
            // lock, then with the lease lock ("es zamanli zirve 2 -> 1").
            let to = atomic.fleet.peak;
            let from = mode(LockMode::Unlocked).map(|r| r.fleet.peak).filter(|&from| from > to);
            let lead = from.is_some();
            let fact = Fact::on("lease-lock-title-race", "lead", lead).with("racy", racy as f64);
            let fact = match from {
                Some(from) => fact.with("from", f64::from(from)).with("to", f64::from(to)),
                None => fact.with("runs", n as f64),
            };
            (
                w.get(
                    "lease-lock-title-race",
                    &args!(lead = lead.key(), from = from.unwrap_or(0), to = to, racy = racy, runs_n = n),
                ),
                fact,
            )
        }
        (_, Some(atomic)) => {
            let n = atomic.fleet.runs_started();
            let skipped = atomic.fleet.skipped();
            (
                w.get("lease-lock-title-locked", &args!(processes_n = processes_n, runs_n = n, skipped = skipped)),
                Fact::said("lease-lock-title-locked").with("runs", n as f64).with("skipped", skipped as f64),
            )
        }
        _ => {
            let n = runs.iter().map(|r| r.fleet.runs_started()).sum::<usize>();
            (
                w.get("lease-lock-title", &args!(processes_n = processes_n, runs_n = n)),
                Fact::said("lease-lock-title").with("runs", n as f64),
            )
        }
    }
}

/// The race close up: the first store round trips (the atomic acquire; the read, then
/// the write) and the start of the runs, on a range of three store operations.
fn race(p: &Params, runs: &[ModeRun], lanes: &[crate::report::figure::Lane], w: &'static Words) -> Option<Figure> {
    let racy = runs.iter().find(|r| r.mode == LockMode::NonAtomic)?;
    if p.store_op_ms == 0 {
        return None;
    }
    let op = p.store_op_ms;
    let end = (3 * op) as f64;
    // The racy mode's reads and writes as they happened: who read before anyone wrote.
    let first_write = racy.fleet.runs.iter().map(|r| r.start_ms.saturating_sub(op)).min()?;
    let read_first = racy.fleet.runs.iter().filter(|r| r.start_ms.saturating_sub(2 * op) < first_write).count();
    let raced = racy.fleet.peak > 1 && read_first > 1 && read_first == racy.fleet.runs_started();
    let title = w.get(
        "lease-lock-race-title",
        &args!(
            raced = raced.key(),
            // The range the axis and the caption show (the review: "ilk 10 ms" over 15 ms).
            first = human_ms(end, w.lang()),
            read_first = read_first,
        ),
    );
    let caption = w.get(
        "lease-lock-race-caption",
        &args!(
            first = human_ms(end, w.lang()),
            op = human_ms(op as f64, w.lang()),
            // Two processes read "both" and "the other" (the review), more "all" and "the others".
            processes_n = p.processes,
        ),
    );
    Some(Figure {
        name: "race".into(),
        title,
        caption,
        x: Axis::new(w.text("lease-lock-x"), Unit::Millis).clock().range(0.0, end),
        y: Axis::new(w.text("lease-lock-y"), Unit::Plain),
        plot: Plot::Timeline(lanes.to_vec()),
        marks: Vec::new(),
        facts: vec![Fact::on("lease-lock-race-title", "raced", raced)
            .with("read_first", read_first as f64)],
    })
}
