//! The lesson's driver lines (`surucu.mjs`), the modes table and the timeline of every
//! process in every mode.

use super::Params;
use super::simulate::{ModeRun, spec};
use crate::models::kit::fleet::{LaneStyle, LockMode, count, instance_lane, process_name};
use crate::report::figure::{Axis, Plot, Unit};
use crate::report::glossary::Lang;
use crate::report::lang::{self, pick};
use crate::report::units::human_ms;
use crate::report::{Figure, Head, Layout, Report};
use crate::say;

/// The lesson: `${kip.padEnd(9)} kosum=${kosum} atlanan=${atlanan} es zamanli zirve=${zirve}`.
/// The mode's column holds its padding and the space after it; the `key=value` columns
/// are 0 wide, so the layout puts one space before each.
fn modes(p: &Params) -> Layout<'_, ModeRun> {
    Layout::new("modes")
        .headless()
        .column("mode", Head::left(pick("kip", "mode"), 10), |r: &ModeRun| r.mode.name().into())
        .shown(|r| r.mode.label().into())
        .csv("processes_started", |_| p.processes.into())
        .column("runs", Head::left(pick("kosum", "runs"), 0), |r| r.fleet.runs_started().into())
        .shown(|r| say!("kosum={}", "runs={}", r.fleet.runs_started()))
        .column("skipped", Head::left(pick("atlanan", "skipped"), 0), |r| r.fleet.skipped().into())
        .shown(|r| say!("atlanan={}", "skipped={}", r.fleet.skipped()))
        .column("peak_concurrent_runs", Head::left(pick("es zamanli zirve", "peak concurrency"), 0), |r| r.fleet.peak.into())
        .shown(|r| say!("es zamanli zirve={}", "peak concurrency={}", r.fleet.peak))
}

pub fn present(p: &Params, runs: &[ModeRun]) -> Report {
    let layout = modes(p);
    // The lesson's program output, in both editions as the program prints it.
    let text = lang::with(Lang::Tr, || modes(p).text(runs));
    Report { text, tables: vec![layout.table(runs)], ..Report::default() }
}


/// Most process lanes one mode shows.
const MAX_SHOWN: usize = 8;

/// One group per mode, one lane per process (the first eight): the store round trips,
/// the runs (a second copy coloured as such) and the skips.
pub fn figures(p: &Params, runs: &[ModeRun]) -> Vec<Figure> {
    let shown = (p.processes as usize).min(MAX_SHOWN);
    let more = if p.processes as usize > shown { say!(" (ilk {shown} süreç)", " (first {shown} processes)") } else { String::new() };
    let mut lanes = Vec::new();
    for r in runs {
        let f = &r.fleet;
        let summary = match (f.runs_started(), f.skipped()) {
            (n, 0) => pick(format!("{n} koşum, zirve {}", f.peak), format!("{}, peak {}", count(n, "run"), f.peak)),
            (n, s) => pick(format!("{n} koşum, {s} atlandı"), format!("{}, {s} skipped", count(n, "run"))),
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
        (Some(racy), Some(atomic)) if racy.fleet.peak > 1 => say!(
            "Atomik olmayan kilitte yarış durumu: {} süreç de kirayı boş okuyup koşuyor; kira kilidiyle {} koşum",
            "Non-atomic lock races: all {} processes read the lease as free and run; the lease lock gives {}",
            racy.fleet.runs_started(),
            pick(atomic.fleet.runs_started().to_string(), count(atomic.fleet.runs_started(), "run"))
        ),
        (_, Some(atomic)) => say!(
            "{} süreç aynı anda başlıyor: kira kilidiyle {} koşum, {} atlandı",
            "{} start at once: with the lease lock, {}, {} skipped",
            pick(p.processes.to_string(), count(p.processes as usize, "process")),
            pick(atomic.fleet.runs_started().to_string(), count(atomic.fleet.runs_started(), "run")),
            atomic.fleet.skipped()
        ),
        _ => {
            let total = runs.iter().map(|r| r.fleet.runs_started()).sum::<usize>();
            say!(
                "{} süreç aynı anda başlıyor: {} koşum",
                "{} start at once: {}",
                pick(p.processes.to_string(), count(p.processes as usize, "process")),
                pick(total.to_string(), count(total, "run"))
            )
        }
    };
    let op = human_ms(p.store_op_ms as f64);
    let caption = say!(
        "{} süreç aynı anda başlıyor, iş {} sürüyor. Kira kilidi tek mağaza işlemiyle alınıyor ({op}): biri kirayı alıyor, diğerleri atlanıyor. Atomik olmayan kilit önce okuyor, sonra yazıyor ({op} + {op}): yazma inmeden önce herkes kirayı boş okuyor.",
        "{} start at the same instant; the job takes {}. The lease lock is taken in one store operation ({op}): one process gets the lease, the others skip. The non-atomic lock reads first, then writes ({op} + {op}): everyone reads the lease as free before a write lands.",
        pick(p.processes.to_string(), count(p.processes as usize, "process")),
        human_ms(p.run_ms as f64)
    );
    let end = lanes.iter().flat_map(|l| l.spans.iter().map(|s| s.end)).fold(1.0, f64::max);
    let mut out = vec![Figure {
        name: "timeline".into(),
        title,
        caption,
        x: Axis::new(pick("zaman", "time"), Unit::Millis).clock().range(0.0, end),
        y: Axis::new(pick("süreç", "process"), Unit::Plain),
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
        say!(
            "Atomik olmayan kilitte yarış, ilk {}: {read_first} süreç de kirayı boş okuyor, sonra hepsi yazıp koşuyor",
            "The non-atomic race, first {}: all {read_first} processes read the lease as free, then all write and run",
            human_ms((2 * op) as f64)
        )
    } else {
        say!(
            "Atomik olmayan kilit, ilk {}: kirayı okuma, sonra yazma",
            "The non-atomic lock, first {}: reading the lease, then writing it",
            human_ms((2 * op) as f64)
        )
    };
    let caption = say!(
        "İlk {} yakından. Atomik olmayan kilitte her süreç önce kirayı okuyor ({}), boş bulunca yazıyor ({}); okumalar yazmalardan önce bittiği için hepsi kirayı boş görüyor. Kira kilidi tek işlemde alınıyor: biri alıyor, diğerleri atlanıyor.",
        "The first {} up close. In the non-atomic lock each process reads the lease first ({}) and writes it when it finds it free ({}); the reads all finish before the writes, so every process sees the lease free. The lease lock is taken in one operation: one process gets it, the others skip.",
        human_ms(end),
        human_ms(op as f64),
        human_ms(op as f64)
    );
    Some(Figure {
        name: "race".into(),
        title,
        caption,
        x: Axis::new(pick("zaman", "time"), Unit::Millis).clock().range(0.0, end),
        y: Axis::new(pick("süreç", "process"), Unit::Plain),
        plot: Plot::Timeline(lanes.to_vec()),
        marks: Vec::new(),
    })
}
