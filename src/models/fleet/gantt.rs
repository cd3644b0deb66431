//! The fleet's facts as Gantt bars, for the models' timelines (presentation).

use super::outcome::{FleetOutcome, RunEnd};
use crate::report::Bar;

/// Instance `inst`'s bars in ms: its runs, in the order they ended (at least 1 ms wide,
/// labelled by how they ended), then its pauses (`GC`).
pub fn instance_bars(o: &FleetOutcome, inst: usize) -> Vec<Bar> {
    let runs = o.runs.iter().filter(|r| r.inst == inst).map(|r| Bar {
        start: r.start_ms as f64,
        end: r.end_ms.max(r.start_ms + 1) as f64,
        label: end_label(r.end).into(),
    });
    let pauses = o.pauses.iter().filter(|p| p.inst == inst).map(|p| Bar {
        start: p.start_ms as f64,
        end: p.end_ms as f64,
        label: "GC".into(),
    });
    runs.chain(pauses).collect()
}

fn end_label(end: RunEnd) -> &'static str {
    match end {
        RunEnd::Finished => "",
        RunEnd::Failed => "hata",
        RunEnd::Crashed => "çöktü",
        RunEnd::Stopped => "durduruldu",
    }
}
