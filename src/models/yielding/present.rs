//! The probe table (padStart 8 / 7 / 9 / 17 / 18 / 14), its CSV and the two figures: the
//! worst probe latency and the probes that miss the timeout, against the chunk size.

use super::Params;
use super::simulate::Row;
use crate::js::to_fixed;
use crate::models::kit::long_job::{invisible, log_fit, log_room};
use crate::report::figure::{Axis, Key, Mark, Plot, Regime, Series, Style, Unit};
use crate::args;
use crate::report::words::Words;
use crate::report::units::{human_ms, turkish_number};
use crate::report::{Fact, Figure, Head, Layout, Report};

fn probes(p: &Params, w: &'static Words) -> Layout<'static, Row> {
    let timeout = p.probe_timeout_ms.to_string();
    let head = |column: &str| w.get("yield-column", &args!(column = column, timeout = timeout.as_str()));
    Layout::new("probes")
        .column("chunk_records", Head::right(head("chunk"), 8), |r: &Row| r.chunk.into())
        .row_key()
        .column("yields", Head::right(head("yields"), 7), |r| r.yields.into())
        .shown(move |r| w.get("yield-yields", &args!(yields = if r.yields { "yes" } else { "no" })))
        .column("probes", Head::right(head("probes"), 9), |r| r.probes.into())
        .column("max_probe_latency_ms", Head::right(head("worst"), 17), |r| r.max_latency_ms.into())
        .shown(|r| format!("{} ms", r.max_latency_ms))
        .column("mean_probe_latency_ms", Head::right(head("mean"), 18), |r| r.mean_latency_ms.into())
        .shown(|r| format!("{} ms", to_fixed(r.mean_latency_ms, 2)))
        .column("missed_probes", Head::right(head("over"), 14), |r| r.missed.into())
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
        let unit = if self.millis { "millis" } else { "records" };
        let axis = Axis::new(w.get("yield-gap-x", &args!(unit = unit)), self.unit()).log();
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
        .map(|i| {
            (i, w.get("yield-chunk-label", &args!(chunk = yielding[i].chunk)))
        })
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
    let timeout = human_ms(p.probe_timeout_ms as f64, w.lang());
    let ms = |r: &Row| human_ms(r.max_latency_ms as f64, w.lang());
    // The worst latency: log where every value is positive.
    let mut y = Axis::new(w.text("yield-latency-y"), Unit::Millis);
    if rows.iter().all(|r| r.max_latency_ms > 0) {
        y = y.log();
    }
    let worst = never.or(rows.iter().filter(|r| r.yields).max_by_key(|r| r.chunk)).expect("a yielding row");
    let regime = if worst.yields { Worst::Yields } else { Worst::NeverYields };
    let title = w.get(
        "yield-latency-title",
        &args!(regime = regime.key(), chunk = first.chunk, at = ms(first), worst_chunk = worst.chunk, worst = ms(worst)),
    );
    Figure {
        name: "probes".into(),
        title,
        caption: w.get("yield-latency-caption", &args!(every = human_ms(p.probe_every_ms as f64, w.lang()))),
        x: gap.axis(w),
        y,
        plot: Plot::Lines(series(
            gap,
            rows,
            |r| r.max_latency_ms as f64,
            |_, _| true,
            |r| w.get("yield-never-label", &args!(worst = ms(r))),
            w,
        )),
        marks: vec![Mark::HLine {
            y: p.probe_timeout_ms as f64,
            key: Key("mark.limit"),
            label: w.get("yield-timeout-line", &args!(timeout = &timeout)),
        }],
        facts: vec![
            Fact::new("yield-latency-title", regime)
                .with("chunk", first.chunk as f64)
                .with("at_ms", first.max_latency_ms as f64)
                .with("worst_chunk", worst.chunk as f64)
                .with("worst_ms", worst.max_latency_ms as f64),
        ],
    }
}

/// How many probes miss the timeout (the orchestrator would restart the process).
fn missed(w: &'static Words, p: &Params, rows: &[Row], gap: &GapAxis) -> Figure {
    let never = rows.iter().find(|r| !r.yields);
    let timeout = human_ms(p.probe_timeout_ms as f64, w.lang());
    let n = |v: u64| turkish_number(v as f64, w.lang());
    let probes = rows.iter().map(|r| r.probes).max().unwrap_or(0);
    let top = probes.max(1) as f64;
    let first_miss = rows.iter().filter(|r| r.yields && r.missed > 0).min_by_key(|r| r.chunk);
    let missing = first_miss.is_some();
    let (never_probes, never_missed) = never.map_or((0, 0), |r| (r.probes, r.missed));
    let never_regime = Never::of(never.map(|r| r.missed));
    let chunk = first_miss.map_or(0, |r| r.chunk);
    let title = w.get(
        "yield-missed-title",
        &args!(
            missing = missing.key(),
            chunk = chunk,
            timeout = &timeout,
            never = never_regime.key(),
            probes = never_probes,
            missed = never_missed,
        ),
    );
    // Why nothing missed (or what did): a chunk longer than the timeout need not make a
    // probe miss (the run may end before one arrives during it).
    let longest = rows.iter().filter(|r| r.yields).max_by_key(|r| r.chunk).map_or(0, |r| r.chunk);
    let why = Why::of(first_miss.is_some(), longest * p.record_ms, p.probe_timeout_ms);
    let named = if first_miss.is_some() { chunk } else { longest };
    let caption = w.get(
        "yield-missed-caption",
        &args!(
            received = probes,
            timeout = &timeout,
            why = why.key(),
            chunk = named,
            chunk_ms = human_ms((named * p.record_ms) as f64, w.lang()),
        ),
    );
    let mut marks = vec![Mark::HLine {
        y: probes as f64,
        key: Key("mark.limit"),
        label: w.get("yield-received-line", &args!(received = probes)),
    }];
    if gap.millis {
        marks.push(Mark::VLine {
            x: p.probe_timeout_ms as f64,
            key: Key("mark.limit"),
            label: w.get("yield-timeout-line", &args!(timeout = &timeout)),
        });
    }
    Figure {
        name: "missed".into(),
        title,
        caption,
        x: gap.axis(w),
        // A little room under zero, so the points that miss nothing sit above the frame.
        y: Axis::new(w.text("yield-missed-y"), Unit::Count).range(-0.04 * top, 1.12 * top),
        // Every point is labelled with its chunk size; a label with no free place is dropped.
        plot: Plot::Lines(series(
            gap,
            rows,
            |r| r.missed as f64,
            |_, _| true,
            |r| format!("{} / {}", n(r.missed), n(r.probes)),
            w,
        )),
        marks,
        facts: vec![
            Fact::on("yield-missed-title", "missing", missing).with("chunk", chunk as f64),
            Fact::on("yield-missed-title", "never", never_regime)
                .with("probes", never_probes as f64)
                .with("missed", never_missed as f64),
            Fact::on("yield-missed-caption", "why", why)
                .with("received", probes as f64)
                .with("chunk", named as f64)
                .with("chunk_ms", (named * p.record_ms) as f64),
        ],
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
