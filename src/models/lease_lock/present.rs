//! The lesson's driver lines (`surucu.mjs`), the modes table and the timeline of every
//! process in every mode.

use super::Params;
use super::said::{Caption, Group, More, RaceCaption, RaceTitle, Summary, Title, TitleLocked, TitleRace};
use super::simulate::{ModeRun, spec};
use crate::models::kit::fleet::{LaneStyle, LockMode, SkipLabel, instance_lane, process_name};
use crate::report::figure::{Axis, Plot, Unit};
use crate::report::glossary::Lang;
use crate::report::words::Words;
use crate::report::{Figure, Head, Layout, Report, Spoken};
use crate::word;

/// The lesson: `${kip.padEnd(9)} kosum=${kosum} atlanan=${atlanan} es zamanli zirve=${zirve}`.
/// The mode's column holds its padding and the space after it; the `key=value` columns
/// are 0 wide, so the layout puts one space before each.
fn modes<'a>(p: &'a Params, w: &'static Words) -> Layout<'a, ModeRun> {
    let runs = word!(w, "lease-lock-column", column = "runs");
    let skipped = word!(w, "lease-lock-column", column = "skipped");
    let peak = word!(w, "lease-lock-column", column = "peak");
    Layout::new("modes")
        .headless()
        .column("mode", Head::left(word!(w, "lease-lock-column", column = "mode"), 10), |r: &ModeRun| r.mode.name().into())
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
    let more = (p.processes as usize > shown).then_some(More { shown });
    let mut said = Spoken::new(w);
    let mut lanes = Vec::new();
    for r in runs {
        let f = &r.fleet;
        let summary = Summary { runs_n: f.runs_started(), skipped: f.skipped(), peak: f.peak };
        let group = said.say(&Group { mode: r.mode.key().name(w.lang()), summary, more: more.clone() });
        let fleet = spec(p, r.mode);
        for i in 0..shown {
            let style = LaneStyle { trips: true, skip_label: SkipLabel::Term };
            lanes.push(instance_lane(f, &fleet, i, &process_name(i), 0, style, w).in_group(group.clone()));
        }
    }
    let title = title(p, runs, &mut said);
    let caption = said.say(&Caption { processes_n: p.processes, run: p.run_ms, op: p.store_op_ms });
    let out = vec![Figure {
        name: "timeline".into(),
        title,
        caption,
        x: Axis::new(word!(w, "lease-lock-x"), Unit::Millis)
            .clock()
            .range(0.0, lanes.iter().flat_map(|l| l.spans.iter().map(|s| s.end)).fold(1.0, f64::max)),
        y: Axis::new(word!(w, "lease-lock-y"), Unit::Plain),
        plot: Plot::Timeline(lanes.clone()),
        marks: Vec::new(),
        facts: said.facts(),
    }];
    out.into_iter().chain(race(p, runs, &lanes, w)).collect()
}

/// The timeline's title: the race where the non-atomic lock had one, else the lease
/// lock's runs and skips, else every mode's runs.
fn title(p: &Params, runs: &[ModeRun], said: &mut Spoken) -> String {
    let mode = |m: LockMode| runs.iter().find(|r| r.mode == m);
    let processes_n = p.processes;
    match (mode(LockMode::NonAtomic), mode(LockMode::Locked)) {
        (Some(racy), Some(atomic)) if racy.fleet.peak > 1 => {
            // The lesson's result first where the run shows it: the peak concurrency without a
            // lock, then with the lease lock ("es zamanli zirve 2 -> 1").
            let to = atomic.fleet.peak;
            let from = mode(LockMode::Unlocked).map(|r| r.fleet.peak).filter(|&from| from > to);
            said.say(&TitleRace {
                lead: from.is_some(),
                from: from.unwrap_or(0),
                to,
                racy: racy.fleet.runs_started(),
                runs_n: atomic.fleet.runs_started(),
            })
        }
        (_, Some(atomic)) => {
            said.say(&TitleLocked { processes_n, runs_n: atomic.fleet.runs_started(), skipped: atomic.fleet.skipped() })
        }
        _ => said.say(&Title { processes_n, runs_n: runs.iter().map(|r| r.fleet.runs_started()).sum() }),
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
    // The range the axis and the caption show (the review: "ilk 10 ms" over 15 ms).
    let end = 3 * op;
    // The racy mode's reads and writes as they happened: who read before anyone wrote.
    let first_write = racy.fleet.runs.iter().map(|r| r.start_ms.saturating_sub(op)).min()?;
    let read_first = racy.fleet.runs.iter().filter(|r| r.start_ms.saturating_sub(2 * op) < first_write).count();
    let raced = racy.fleet.peak > 1 && read_first > 1 && read_first == racy.fleet.runs_started();
    let mut said = Spoken::new(w);
    let title = said.say(&RaceTitle { raced, first: end, read_first });
    // Two processes read "both" and "the other" (the review), more "all" and "the others".
    let caption = said.say(&RaceCaption { first: end, op, processes_n: p.processes });
    Some(Figure {
        name: "race".into(),
        title,
        caption,
        x: Axis::new(word!(w, "lease-lock-x"), Unit::Millis).clock().range(0.0, end as f64),
        y: Axis::new(word!(w, "lease-lock-y"), Unit::Plain),
        plot: Plot::Timeline(lanes.to_vec()),
        marks: Vec::new(),
        facts: said.facts(),
    })
}
