//! The variants table as the lesson's write-order discussion prints it, the per-point
//! CSV and the figure of every crash point, coloured by what it did.

use super::Params;
use super::simulate::{Point, Summary};
use crate::long_job::runner::Boundary;
use crate::long_job::{Pipeline, Step, chunk_count};
use crate::report::figure::{Axis, Key, Lane, Plot, Unit};
use crate::args;
use crate::report::words::Words;
use crate::report::{Fact, Figure, Head, Layout, Report};

/// padEnd(28), then padStart 15 / 18 / 20 / 16 / 13; the last two columns are CSV only.
fn variants(w: &'static Words) -> Layout<'static, Summary> {
    let head = |column: &str| w.get("crash-points-column", &args!(column = column));
    Layout::new("variants")
        .column("variant", Head::left(head("order"), 28), |s: &Summary| s.variant.name().into())
        .shown(move |s| s.variant.label(w))
        .column("crash_points", Head::right(head("points"), 15), |s| s.crash_points.into())
        .column("points_with_duplicates", Head::right(head("duplicating"), 18), |s| s.points_with_duplicates.into())
        .column("duplicated_records", Head::right(head("duplicated"), 20), |s| s.duplicated_records.into())
        .column("points_with_losses", Head::right(head("losing"), 16), |s| s.points_with_losses.into())
        .column("lost_records", Head::right(head("lost"), 13), |s| s.lost_records.into())
        .csv("reworked_records", |s| s.reworked_records.into())
        .csv("exact_accumulators", |s| s.exact_accumulators.into())
}

/// One row per crash point of every variant (CSV only).
fn points<'p>() -> Layout<'static, (Pipeline, &'p Point)> {
    Layout::new("points")
        .csv("variant", |r: &(Pipeline, &Point)| r.0.name().into())
        .csv("crash_point", |r| r.1.boundary.into())
        .csv("step", |r| r.1.step.as_str().into())
        .csv("duplicated_records", |r| r.1.duplicated_records.into())
        .csv("lost_records", |r| r.1.lost_records.into())
        .csv("reworked_records", |r| r.1.reworked_records.into())
        .csv("final_accumulator", |r| r.1.final_accumulator.into())
}

pub fn present(_: &Params, summaries: &[Summary], w: &'static Words) -> Report {
    let layout = variants(w);
    let rows: Vec<(Pipeline, &Point)> =
        summaries.iter().flat_map(|s| s.points.iter().map(move |pt| (s.variant, pt))).collect();
    let mut table = layout.table(summaries);
    students_heads(&mut table, summaries, w);
    Report { text: layout.text(summaries, w.lang()), tables: vec![table, points().table(&rows)], ..Report::default() }
}

/// The harm a duplicating crash point did (`$harm` of the catalog's messages).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Duplicate {
    /// The chunk's result rows were committed twice.
    Rows,
    /// Progress reported to the client was not recorded: the resume processed the
    /// reported records again, the reported progress went back.
    Progress,
}

impl Duplicate {
    const ALL: [Duplicate; 2] = [Duplicate::Rows, Duplicate::Progress];

    fn key(self) -> &'static str {
        match self {
            Duplicate::Rows => "rows",
            Duplicate::Progress => "progress",
        }
    }

    /// The records of a point that this harm duplicated.
    fn records(self, pt: &Point) -> u64 {
        match self {
            Duplicate::Rows => pt.duplicated_row_records,
            Duplicate::Progress => pt.duplicated_records - pt.duplicated_row_records,
        }
    }

    /// The chart's concept.
    fn concept(self) -> Key {
        match self {
            Duplicate::Rows => Key("outcome.rows-twice"),
            Duplicate::Progress => Key("outcome.progress-back"),
        }
    }
}

/// The students' table names the duplicating columns by the one harm the listed orders
/// did, the chart's word (`cift sayan nokta` is the text's header for both harms, and the
/// text stays as it is); with both harms, or none, they keep the text's header.
fn students_heads(table: &mut crate::report::Table, summaries: &[Summary], w: &'static Words) {
    let done: Vec<Duplicate> = Duplicate::ALL
        .into_iter()
        .filter(|d| summaries.iter().flat_map(|s| &s.points).any(|pt| d.records(pt) > 0))
        .collect();
    let [harm] = done.as_slice() else { return };
    for (column, which) in [("points_with_duplicates", "points"), ("duplicated_records", "records")] {
        if let Some(i) = table.columns.iter().position(|c| c == column) {
            table.heads[i] = w.get("crash-points-students-column", &args!(harm = harm.key(), column = which));
        }
    }
}

/// Most chunk columns drawn one square per crash point; past it, neighbouring points of a
/// step with the same outcome merge into one bar (a thousand chunks stay a few bars).
const MAX_CELLS: u64 = 60;

/// What one crash point did, as a chart concept.
fn outcome(pt: &Point) -> Key {
    if pt.lost_records > 0 {
        Key("outcome.lost")
    } else if let Some(d) = Duplicate::ALL.into_iter().find(|d| d.records(pt) > 0) {
        d.concept()
    } else {
        Key("outcome.exact")
    }
}

/// The step a crash point follows (its lane) and the chunk it belongs to (its column).
fn cell(variant: Pipeline, at: Boundary, chunks: u64) -> (usize, u64) {
    match at {
        Boundary::RunStarted => (0, 1),
        Boundary::ChunkProcessed { chunk } => (1, chunk + 1),
        Boundary::StepDone { chunk, step } => {
            (2 + variant.steps().iter().position(|&s| s == step).unwrap_or(0), chunk + 1)
        }
        Boundary::DoneWritten => (2 + variant.steps().len(), chunks),
    }
}

/// The lanes of a variant: the step each crash point follows, in order.
fn lane_names(w: &'static Words, variant: Pipeline) -> Vec<String> {
    let steps = variant.steps().iter().map(|s| match s {
        Step::WriteState => "state",
        Step::WriteRows => "rows",
        Step::CommitRowsAndState => "together",
        Step::Report => "report",
    });
    ["started", "chunk"]
        .into_iter()
        .chain(steps)
        .chain(["done"])
        .map(|step| w.get("crash-points-step", &args!(step = step)))
        .collect()
}

/// The variant's label for a chart (Turkish with diacritics, or English).
fn variant_label(w: &'static Words, v: Pipeline) -> String {
    w.get("crash-points-variant", &args!(variant = v.name()))
}

/// "When the steps run in this order", to open a sentence.
fn when(w: &'static Words, v: Pipeline) -> String {
    w.get("crash-points-when", &args!(variant = v.name()))
}

/// Why a variant's bad crash points are bad, for the caption.
fn why(w: &'static Words, v: Pipeline) -> String {
    w.get("crash-points-why", &args!(variant = v.name()))
}

fn clean(s: &Summary) -> bool {
    s.points_with_duplicates == 0 && s.points_with_losses == 0
}

/// A variant's verdict, for its group heading.
fn verdict(w: &'static Words, s: &Summary) -> String {
    // Each crash point is its own experiment: say what one point costs, not the sum.
    let each = |of: fn(&Point) -> u64| {
        let hit: Vec<u64> = s.points.iter().map(of).filter(|&v| v > 0).collect();
        let (lo, hi) = (hit.iter().copied().min().unwrap_or(0), hit.iter().copied().max().unwrap_or(0));
        let range = if lo == hi { "no" } else { "yes" };
        w.get("crash-points-each", &args!(range = range, lo = lo, hi = hi))
    };
    let mut harms: Vec<String> = Vec::new();
    for d in Duplicate::ALL {
        let points = s.points.iter().filter(|pt| d.records(pt) > 0).count();
        if points > 0 {
            let each = match d {
                Duplicate::Rows => each(|pt| pt.duplicated_row_records),
                Duplicate::Progress => each(|pt| pt.duplicated_records - pt.duplicated_row_records),
            };
            harms.push(w.get("crash-points-duplicate", &args!(harm = d.key(), points = points, each = each)));
        }
    }
    if s.points_with_losses > 0 {
        let each = each(|pt| pt.lost_records);
        harms.push(w.get("crash-points-loss", &args!(points = s.points_with_losses, each = each)));
    }
    let what = match harms.is_empty() {
        true => w.get("crash-points-no-damage", &args!(points = s.crash_points)),
        false => harms.join(", "),
    };
    format!("{}: {what}", variant_label(w, s.variant))
}

/// Every crash point of every variant as a square coloured by what it did: one group of
/// lanes per variant, one lane per step the crash follows, one column per chunk.
pub fn figures(p: &Params, summaries: &[Summary], w: &'static Words) -> Vec<Figure> {
    if summaries.is_empty() {
        return Vec::new();
    }
    let chunks = chunk_count(p.total, p.chunk);
    let mut lanes = Vec::new();
    for s in summaries {
        let names = lane_names(w, s.variant);
        let mut cells: Vec<Vec<(u64, Key)>> = vec![Vec::new(); names.len()];
        for pt in &s.points {
            let (lane, column) = cell(s.variant, pt.at, chunks);
            cells[lane].push((column, outcome(pt)));
        }
        for (name, mut row) in names.into_iter().zip(cells) {
            row.sort_by_key(|c| c.0);
            let mut lane = Lane::new(name).in_group(verdict(w, s));
            let mut i = 0;
            while i < row.len() {
                let (first, key) = row[i];
                let mut last = first;
                while chunks > MAX_CELLS && row.get(i + 1).is_some_and(|n| n.1 == key && n.0 == last + 1) {
                    i += 1;
                    last = row[i].0;
                }
                // A correct point is a square of its lane; a harmful one is its concept's
                // marker (▲, ◆, ✕), so that harm and no harm differ in print without colour.
                if key == Key("outcome.exact") {
                    lane = lane.span(first as f64 - 0.5, last as f64 + 0.5, key, "");
                } else {
                    for column in first..=last {
                        lane = lane.event(column as f64, key, "");
                    }
                }
                i += 1;
            }
            lanes.push(lane);
        }
    }
    let (title, fact) = title(w, summaries);
    let mut caption = w.get("crash-points-caption", &args!(records = p.total, chunks = chunks));
    for b in summaries.iter().filter(|s| !clean(s)) {
        let (variant, why) = (variant_label(w, b.variant), why(w, b.variant));
        caption.push_str(&w.get("crash-points-caption-bad", &args!(variant = variant, why = why)));
    }
    caption.push_str(&w.text("crash-points-caption-remedy"));
    vec![Figure {
        name: "crashes".into(),
        title,
        caption,
        x: Axis::new(w.text("crash-points-x"), Unit::Count).range(0.5, chunks as f64 + 0.5),
        y: Axis::new(w.text("crash-points-y"), Unit::Plain).lanes_titled(),
        plot: Plot::Timeline(lanes),
        marks: Vec::new(),
        facts: vec![fact],
    }]
}

/// Crash points of a variant that duplicate or lose records.
fn damaged(s: &Summary) -> u64 {
    s.points.iter().filter(|pt| pt.duplicated_records > 0 || pt.lost_records > 0).count() as u64
}

/// The title: the clean order against the others, or what every order does, with the fact
/// it states (the message made; `row` is the named variant's row of the `variants` table).
/// The counts are numbers, written as the records beside them (and an English plural chosen).
fn title(w: &'static Words, summaries: &[Summary]) -> (String, Fact) {
    let total: u64 = summaries.iter().map(|s| s.crash_points).sum();
    let good: Vec<&Summary> = summaries.iter().filter(|s| clean(s)).collect();
    let bad: Vec<&Summary> = summaries.iter().filter(|s| !clean(s)).collect();
    let damaged_all = bad.iter().map(|s| damaged(s)).sum::<u64>();
    // "20 of the other orders' 84 points", not "20" beside the clean order's 32 (the review).
    let other_points: u64 = bad.iter().map(|s| s.crash_points).sum();
    let row = |s: &Summary| summaries.iter().position(|x| x.variant == s.variant).unwrap_or(0) as f64;
    match (good.first(), bad.as_slice()) {
        (Some(g), []) if summaries.len() == 1 => (
            w.get("crash-points-title-clean", &args!(when = when(w, g.variant), points = g.crash_points)),
            Fact::said("crash-points-title-clean").with("row", row(g)).with("points", g.crash_points as f64),
        ),
        (Some(_), []) => (
            w.get("crash-points-title-all-clean", &args!(total = total)),
            Fact::said("crash-points-title-all-clean").with("total", total as f64),
        ),
        // The contrast: the clean order against the others.
        (Some(g), _) => (
            w.get(
                "crash-points-title-contrast",
                &args!(
                    when = when(w, g.variant),
                    points = g.crash_points,
                    many = if bad.len() == 1 { "no" } else { "yes" },
                    others = bad.len(),
                    other_points = other_points,
                    damaged = damaged_all,
                ),
            ),
            Fact::said("crash-points-title-contrast")
                .with("row", row(g))
                .with("points", g.crash_points as f64)
                .with("others", bad.len() as f64)
                .with("other_points", other_points as f64)
                .with("damaged", damaged_all as f64),
        ),
        (None, [b]) => (
            w.get("crash-points-title-one-bad", &args!(when = when(w, b.variant), damaged = damaged(b))),
            Fact::said("crash-points-title-one-bad").with("row", row(b)).with("damaged", damaged(b) as f64),
        ),
        (None, _) => (
            w.get("crash-points-title-none-clean", &args!(damaged = damaged_all)),
            Fact::said("crash-points-title-none-clean").with("damaged", damaged_all as f64),
        ),
    }
}
