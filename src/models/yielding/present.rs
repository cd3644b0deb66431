//! The probe table (padStart 8 / 7 / 9 / 17 / 18 / 14), its CSV and the two figures: the
//! worst probe latency and the probes that miss the timeout, against the chunk size.

use super::Params;
use super::simulate::Row;
use crate::js::to_fixed;
use crate::models::kit::long_job::{invisible, log_fit, log_room};
use crate::report::figure::{Axis, Key, Mark, Plot, Series, Style, Unit};
use crate::report::units::turkish_number;
use crate::report::words::Words;
use crate::report::{Figure, Head, Layout, Report, Spoken};

crate::regime! {
    /// A column of the probe table (`yield-column`).
    enum Column { Chunk = "chunk", Yields = "yields", Probes = "probes", Worst = "worst", Mean = "mean", Over = "over" }
}
crate::regime! {
    /// What the x axis counts between two returns to the event loop.
    enum Gap { Millis = "millis", Records = "records" }
}

crate::statement! {
    /// A column's head (the last names the probe timeout, in ms as the program prints it).
    struct ColumnHead = "yield-column" { input select column: Column, input text timeout: String }
}
crate::statement! {
    /// Whether a row's loop yields (a cell of the text table).
    struct Yields = "yield-yields" { input select yields: bool }
}
crate::statement! {
    /// The x axis: the time (or records) between two returns to the event loop.
    struct GapX = "yield-gap-x" { input select unit: Gap }
}
crate::statement! {
    /// A point's label: its chunk size.
    struct ChunkLabel = "yield-chunk-label" { input count chunk: u64 }
}
crate::statement! {
    /// The latency title: the smallest chunk's worst latency, and the worst row's.
    struct LatencyTitle = "yield-latency-title" {
        claim select regime: Worst,
        input count chunk: u64,
        claim ms at: u64,
        input count worst_chunk: u64,
        claim ms worst: u64,
    }
}
crate::statement! {
    /// The latency caption: how often a probe comes, and why the worst latency is a gap.
    struct LatencyCaption = "yield-latency-caption" { input ms every: u64 }
}
crate::statement! {
    /// The label of the loop that never yields: every probe waits for the job's end.
    struct NeverLabel = "yield-never-label" { claim ms worst: u64 }
}
crate::statement! {
    /// The probe timeout's line.
    struct TimeoutLine = "yield-timeout-line" { input ms timeout: u64 }
}
crate::statement! {
    /// The missed chart's title: from which chunk probes miss the timeout, and what the
    /// loop that never yields does.
    struct MissedTitle = "yield-missed-title" {
        claim select missing: bool,
        claim count chunk: u64,
        input ms timeout: u64,
        claim select never: Never,
        claim count probes: u64,
        claim count missed: u64,
    }
}
crate::statement! {
    /// The missed chart's caption: the probes received, and why probes miss or not.
    struct MissedCaption = "yield-missed-caption" {
        claim count received: u64,
        input ms timeout: u64,
        claim select why: Why,
        input count chunk: u64,
        input ms chunk_ms: u64,
    }
}
crate::statement! {
    /// The line of the probes received.
    struct ReceivedLine = "yield-received-line" { claim count received: u64 }
}

fn probes(p: &Params, w: &'static Words) -> Layout<'static, Row> {
    let timeout = p.probe_timeout_ms.to_string();
    let head = |column: Column| w.say(&ColumnHead { column, timeout: timeout.clone() });
    Layout::new("probes")
        .column("chunk_records", Head::right(head(Column::Chunk), 8), |r: &Row| r.chunk.into())
        .row_key()
        .column("yields", Head::right(head(Column::Yields), 7), |r| r.yields.into())
        .shown(move |r| w.say(&Yields { yields: r.yields }))
        .column("probes", Head::right(head(Column::Probes), 9), |r| r.probes.into())
        .column("max_probe_latency_ms", Head::right(head(Column::Worst), 17), |r| r.max_latency_ms.into())
        .shown(|r| format!("{} ms", r.max_latency_ms))
        .column("mean_probe_latency_ms", Head::right(head(Column::Mean), 18), |r| r.mean_latency_ms.into())
        .shown(|r| format!("{} ms", to_fixed(r.mean_latency_ms, 2)))
        .column("missed_probes", Head::right(head(Column::Over), 14), |r| r.missed.into())
}

pub fn present(p: &Params, rows: &[Row], w: &'static Words) -> Report {
    let layout = probes(p, w);
    Report { text: layout.text(rows, w.lang()), tables: vec![layout.table(rows)], ..Report::default() }
}

/// Both figures' x axis: the time between two returns to the event loop (a chunk, or the
/// whole job for the loop that never yields), on a log scale with the same room around the
/// data in both, so they sit side by side on one scale. With no record time, the records
/// between two returns.
struct GapAxis {
    millis: bool,
    record_ms: u64,
    total: u64,
    /// The range fitted to the rows ([`log_fit`]), or `None` for whole decades with room.
    fitted: Option<(f64, f64)>,
}

impl GapAxis {
    fn new(p: &Params, rows: &[Row]) -> GapAxis {
        let mut gap = GapAxis { millis: p.record_ms > 0, record_ms: p.record_ms, total: p.total, fitted: None };
        let xs: Vec<f64> = rows.iter().map(|r| gap.x(r)).collect();
        gap.fitted = log_fit(&xs, gap.unit());
        gap
    }
    fn unit(&self) -> Unit {
        if self.millis { Unit::Millis } else { Unit::Count }
    }
    fn x(&self, r: &Row) -> f64 {
        let records = if r.yields { r.chunk } else { self.total };
        (if self.millis { records * self.record_ms } else { records }) as f64
    }
    fn axis(&self, w: &'static Words) -> Axis {
        let unit = if self.millis { Gap::Millis } else { Gap::Records };
        let axis = Axis::new(w.say(&GapX { unit }), self.unit()).log();
        match self.fitted {
            Some((lo, hi)) => axis.range(lo, hi),
            None => axis,
        }
    }
    /// Invisible points at `y` that give the axis room on both sides (an axis of whole decades).
    fn room(&self, rows: &[Row], y: f64) -> Vec<Series> {
        if self.fitted.is_some() {
            return Vec::new();
        }
        let xs: Vec<f64> = rows.iter().map(|r| self.x(r)).collect();
        log_room(&xs, self.unit()).into_iter().map(|x| invisible((x, y))).collect()
    }
}

/// Both figures' series: the rows that yield as a line (each point named by its chunk
/// size), the loop that never yields as one labelled point.
fn series(
    gap: &GapAxis,
    rows: &[Row],
    value: impl Fn(&Row) -> f64,
    labelled: impl Fn(usize, &[&Row]) -> bool,
    never: impl Fn(&Row) -> String, w: &'static Words,
) -> Vec<Series> {
    let yielding: Vec<&Row> = rows.iter().filter(|r| r.yields).collect();
    let points = yielding.iter().map(|r| (gap.x(r), value(r))).collect();
    let labels = (0..yielding.len())
        .filter(|&i| labelled(i, &yielding))
        .map(|i| (i, w.say(&ChunkLabel { chunk: yielding[i].chunk })))
        .collect();
    let mut out =
        vec![Series::new(Key("yield.yes").name(w.lang()), Key("yield.yes"), Style::LinePoints, points).labelled(labels)];
    if let Some(r) = rows.iter().find(|r| !r.yields) {
        out.push(
            Series::new(Key("yield.no").name(w.lang()), Key("yield.no"), Style::Points, vec![(gap.x(r), value(r))])
                .labelled(vec![(0, never(r))]),
        );
    }
    out.extend(gap.room(rows, rows.first().map(&value).unwrap_or(0.0)));
    out
}

/// The worst probe latency against the time between returns to the event loop, and the
/// probes that miss the timeout.
pub fn figures(p: &Params, rows: &[Row], w: &'static Words) -> Vec<Figure> {
    let yielding: Vec<&Row> = rows.iter().filter(|r| r.yields).collect();
    let Some(first) = yielding.iter().min_by_key(|r| r.chunk) else { return Vec::new() };
    let gap = GapAxis::new(p, rows);
    vec![latency(w, p, rows, &gap, first), missed(w, p, rows, &gap)]
}

/// The worst probe latency per chunk size, the loop that never yields labelled.
fn latency(w: &'static Words, p: &Params, rows: &[Row], gap: &GapAxis, first: &Row) -> Figure {
    let never = rows.iter().find(|r| !r.yields);
    // The worst latency: log where every value is positive.
    let mut y = Axis::new(crate::word!(w, "yield-latency-y"), Unit::Millis);
    if rows.iter().all(|r| r.max_latency_ms > 0) {
        y = y.log();
    }
    let worst = never.or(rows.iter().filter(|r| r.yields).max_by_key(|r| r.chunk)).expect("a yielding row");
    let regime = if worst.yields { Worst::Yields } else { Worst::NeverYields };
    let mut said = Spoken::new(w);
    let title = said.say(&LatencyTitle {
        regime,
        chunk: first.chunk,
        at: first.max_latency_ms,
        worst_chunk: worst.chunk,
        worst: worst.max_latency_ms,
    });
    let caption = said.say(&LatencyCaption { every: p.probe_every_ms });
    let never_label = never.map(|r| said.say(&NeverLabel { worst: r.max_latency_ms })).unwrap_or_default();
    let plot = Plot::Lines(series(gap, rows, |r| r.max_latency_ms as f64, |_, _| true, |_| never_label.clone(), w));
    let timeout = said.say(&TimeoutLine { timeout: p.probe_timeout_ms });
    Figure {
        name: "probes".into(),
        title,
        caption,
        x: gap.axis(w),
        y,
        plot,
        marks: vec![Mark::HLine { y: p.probe_timeout_ms as f64, key: Key("mark.limit"), label: timeout }],
        facts: said.facts(),
    }
}

/// How many probes miss the timeout (the orchestrator would restart the process).
fn missed(w: &'static Words, p: &Params, rows: &[Row], gap: &GapAxis) -> Figure {
    let never = rows.iter().find(|r| !r.yields);
    let n = |v: u64| turkish_number(v as f64, w.lang());
    let probes = rows.iter().map(|r| r.probes).max().unwrap_or(0);
    let top = probes.max(1) as f64;
    let first_miss = rows.iter().filter(|r| r.yields && r.missed > 0).min_by_key(|r| r.chunk);
    let (never_probes, never_missed) = never.map_or((0, 0), |r| (r.probes, r.missed));
    let chunk = first_miss.map_or(0, |r| r.chunk);
    let mut said = Spoken::new(w);
    let title = said.say(&MissedTitle {
        missing: first_miss.is_some(),
        chunk,
        timeout: p.probe_timeout_ms,
        never: Never::of(never.map(|r| r.missed)),
        probes: never_probes,
        missed: never_missed,
    });
    // Why nothing missed (or what did): a chunk longer than the timeout need not make a
    // probe miss (the run may end before one arrives during it).
    let longest = rows.iter().filter(|r| r.yields).max_by_key(|r| r.chunk).map_or(0, |r| r.chunk);
    let why = Why::of(first_miss.is_some(), longest * p.record_ms, p.probe_timeout_ms);
    let named = if first_miss.is_some() { chunk } else { longest };
    let caption = said.say(&MissedCaption {
        received: probes,
        timeout: p.probe_timeout_ms,
        why,
        chunk: named,
        chunk_ms: named * p.record_ms,
    });
    let mut marks =
        vec![Mark::HLine { y: probes as f64, key: Key("mark.limit"), label: said.say(&ReceivedLine { received: probes }) }];
    if gap.millis {
        let label = said.say(&TimeoutLine { timeout: p.probe_timeout_ms });
        marks.push(Mark::VLine { x: p.probe_timeout_ms as f64, key: Key("mark.limit"), label });
    }
    // Every point is labelled with its chunk size; a label with no free place is dropped.
    let label = |r: &Row| format!("{} / {}", n(r.missed), n(r.probes));
    Figure {
        name: "missed".into(),
        title,
        caption,
        x: gap.axis(w),
        // A little room under zero, so the points that miss nothing sit above the frame.
        y: Axis::new(crate::word!(w, "yield-missed-y"), Unit::Count).range(-0.04 * top, 1.12 * top),
        plot: Plot::Lines(series(gap, rows, |r| r.missed as f64, |_, _| true, label, w)),
        marks,
        facts: said.facts(),
    }
}

crate::regime! {
    /// The latency title's worst row: the largest yielding chunk, or the loop that never
    /// yields.
    enum Worst { Yields = "yields", NeverYields = "never-yields" }
}

crate::regime! {
    /// What the loop that never yields does to the probes.
    enum Never { Absent = "none", AllAnswered = "all-answered", SomeMissed = "some-missed" }
}

impl Never {
    /// From the probes the never-yielding row missed (`None`: no such row).
    fn of(missed: Option<u64>) -> Self {
        match missed {
            None => Never::Absent,
            Some(0) => Never::AllAnswered,
            Some(_) => Never::SomeMissed,
        }
    }
}

crate::regime! {
    /// Why probes were missed or not: a yielding row missed some, or every chunk is
    /// shorter than the timeout, or a longer chunk still missed none.
    enum Why { Late = "late", Shorter = "shorter", Longer = "longer" }
}

impl Why {
    /// From whether a yielding row missed a probe and the longest chunk's time against the
    /// timeout, in exact milliseconds.
    fn of(missed: bool, longest_chunk_ms: u64, timeout_ms: u64) -> Self {
        match missed {
            true => Why::Late,
            false if longest_chunk_ms < timeout_ms => Why::Shorter,
            false => Why::Longer,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::figure::Regime;

    #[test]
    fn the_missed_chart_regimes_from_exact_numbers() {
        assert_eq!(Never::of(None).key(), "none");
        assert_eq!(Never::of(Some(0)), Never::AllAnswered);
        assert_eq!(Never::of(Some(1)), Never::SomeMissed);
        assert_eq!(Why::of(true, 1, 1000), Why::Late);
        assert_eq!(Why::of(false, 999, 1000), Why::Shorter);
        // A chunk exactly as long as the timeout is not shorter than it.
        assert_eq!(Why::of(false, 1000, 1000).key(), "longer");
        assert_eq!(Worst::NeverYields.key(), "never-yields");
    }
}
