//! The lesson's driver lines (`surucu.mjs`), the modes table and the timeline of every
//! process in every mode.

use super::Params;
use super::simulate::{ModeRun, spec};
use crate::models::kit::fleet::{LaneStyle, LockMode, instance_lane, process_name};
use crate::report::figure::{Axis, Plot, Unit};
use crate::report::units::human_ms;
use crate::report::{Figure, Head, Layout, Report};

/// The lesson: `${kip.padEnd(9)} kosum=${kosum} atlanan=${atlanan} es zamanli zirve=${zirve}`.
/// The mode's column holds its padding and the space after it; the `key=value` columns
/// are 0 wide, so the layout puts one space before each.
fn modes(p: &Params) -> Layout<'_, ModeRun> {
    Layout::new("modes")
        .headless()
        .column("mode", Head::left("kip", 10), |r: &ModeRun| r.mode.name().into())
        .shown(|r| r.mode.label().into())
        .csv("processes_started", |_| p.processes.into())
        .column("runs", Head::left("kosum", 0), |r| r.fleet.runs_started().into())
        .shown(|r| format!("kosum={}", r.fleet.runs_started()))
        .column("skipped", Head::left("atlanan", 0), |r| r.fleet.skipped().into())
        .shown(|r| format!("atlanan={}", r.fleet.skipped()))
        .column("peak_concurrent_runs", Head::left("es zamanli zirve", 0), |r| r.fleet.peak.into())
        .shown(|r| format!("es zamanli zirve={}", r.fleet.peak))
}

pub fn present(p: &Params, runs: &[ModeRun]) -> Report {
    let layout = modes(p);
    Report { text: layout.text(runs), tables: vec![layout.table(runs)], ..Report::default() }
}


/// Most process lanes one mode shows.
const MAX_SHOWN: usize = 8;

/// One group per mode, one lane per process (the first eight): the store round trips,
/// the runs (a second copy coloured as such) and the skips.
pub fn figures(p: &Params, runs: &[ModeRun]) -> Vec<Figure> {
    let shown = (p.processes as usize).min(MAX_SHOWN);
    let more = if p.processes as usize > shown { format!(" (ilk {shown} süreç)") } else { String::new() };
    let mut lanes = Vec::new();
    for r in runs {
        let f = &r.fleet;
        let summary = match (f.runs_started(), f.skipped()) {
            (n, 0) => format!("{n} koşum, zirve {}", f.peak),
            (n, s) => format!("{n} koşum, {s} atlandı"),
        };
        let group = format!("{}: {summary}{more}", r.mode.key().name());
        let fleet = spec(p, r.mode);
        for i in 0..shown {
            let style = LaneStyle { trips: true, skip_labels: true };
            lanes.push(instance_lane(f, &fleet, i, &process_name(i), 0, style).in_group(group.clone()));
        }
    }
    let mode = |m: LockMode| runs.iter().find(|r| r.mode == m);
    let title = match (mode(LockMode::NonAtomic), mode(LockMode::Locked)) {
        (Some(racy), Some(atomic)) if racy.fleet.peak > 1 => format!(
            "Atomik olmayan kilitte yarış durumu: {} süreç de kirayı boş okuyup koşuyor; kira kilidiyle {} koşum",
            racy.fleet.runs_started(),
            atomic.fleet.runs_started()
        ),
        (_, Some(atomic)) => format!(
            "{} süreç aynı anda başlıyor: kira kilidiyle {} koşum, {} atlandı",
            p.processes,
            atomic.fleet.runs_started(),
            atomic.fleet.skipped()
        ),
        _ => format!("{} süreç aynı anda başlıyor: {} koşum", p.processes, runs.iter().map(|r| r.fleet.runs_started()).sum::<usize>()),
    };
    let op = human_ms(p.store_op_ms as f64);
    let caption = format!(
        "{} süreç aynı anda başlıyor, iş {} sürüyor. Kira kilidi tek mağaza işlemiyle alınıyor ({op}): biri kirayı alıyor, diğerleri atlanıyor. Atomik olmayan kilit önce okuyor, sonra yazıyor ({op} + {op}): yazma inmeden önce herkes kirayı boş okuyor.",
        p.processes,
        human_ms(p.run_ms as f64)
    );
    let end = lanes.iter().flat_map(|l| l.spans.iter().map(|s| s.end)).fold(1.0, f64::max);
    let mut out = vec![Figure {
        name: "timeline".into(),
        title,
        caption,
        x: Axis::new("zaman", Unit::Millis).clock().range(0.0, end),
        y: Axis::new("süreç", Unit::Plain),
        plot: Plot::Timeline(lanes.clone()),
        marks: Vec::new(),
    }];
    out.extend(race(p, runs, &lanes));
    out
}

/// The race close up: the first store round trips (the atomic acquire; the read, then
/// the write) and the start of the runs, on a range of three store operations.
fn race(p: &Params, runs: &[ModeRun], lanes: &[crate::report::figure::Lane]) -> Option<Figure> {
    let racy = runs.iter().find(|r| r.mode == LockMode::NonAtomic)?;
    if p.store_op_ms == 0 {
        return None;
    }
    let op = p.store_op_ms;
    let end = (3 * op) as f64;
    // The racy mode's reads and writes as they happened: who read before anyone wrote.
    let first_write = racy.fleet.runs.iter().map(|r| r.start_ms.saturating_sub(op)).min()?;
    let read_first = racy.fleet.runs.iter().filter(|r| r.start_ms.saturating_sub(2 * op) < first_write).count();
    let title = if racy.fleet.peak > 1 && read_first > 1 && read_first == racy.fleet.runs_started() {
        format!(
            "Atomik olmayan kilitte yarış, ilk {}: {read_first} süreç de kirayı boş okuyor, sonra hepsi yazıp koşuyor",
            human_ms((2 * op) as f64)
        )
    } else {
        format!("Atomik olmayan kilit, ilk {}: kirayı okuma, sonra yazma", human_ms((2 * op) as f64))
    };
    let caption = format!(
        "İlk {} yakından. Atomik olmayan kilitte her süreç önce kirayı okuyor ({}), boş bulunca yazıyor ({}); okumalar yazmalardan önce bittiği için hepsi kirayı boş görüyor. Kira kilidi tek işlemde alınıyor: biri alıyor, diğerleri atlanıyor.",
        human_ms(end),
        human_ms(op as f64),
        human_ms(op as f64)
    );
    Some(Figure {
        name: "race".into(),
        title,
        caption,
        x: Axis::new("zaman", Unit::Millis).clock().range(0.0, end),
        y: Axis::new("süreç", Unit::Plain),
        plot: Plot::Timeline(lanes.to_vec()),
        marks: Vec::new(),
    })
}
