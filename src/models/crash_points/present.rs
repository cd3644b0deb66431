//! The variants table as the lesson's write-order discussion prints it, the per-point
//! CSV and the figure of every crash point, coloured by what it did.

use super::Params;
use super::simulate::{Point, Summary};
use crate::long_job::runner::Boundary;
use crate::long_job::{Pipeline, Step, chunk_count};
use crate::report::figure::{Axis, Key, Lane, Plot, Unit};
use crate::report::lang::pick;
use crate::report::units::turkish_number;
use crate::report::{Figure, Head, Layout, Report};
use crate::say;

/// padEnd(28), then padStart 15 / 18 / 20 / 16 / 13; the last two columns are CSV only.
fn variants() -> Layout<'static, Summary> {
    Layout::new("variants")
        .column("variant", Head::left(pick("sira", "order"), 28), |s: &Summary| s.variant.name().into())
        .shown(|s| s.variant.label().into())
        .column("crash_points", Head::right(pick("cokme noktasi", "crash points"), 15), |s| s.crash_points.into())
        .column("points_with_duplicates", Head::right(pick("cift sayan nokta", "points counting twice"), 18), |s| {
            s.points_with_duplicates.into()
        })
        .column("duplicated_records", Head::right(pick("cift sayilan kayit", "records counted twice"), 20), |s| {
            s.duplicated_records.into()
        })
        .column("points_with_losses", Head::right(pick("kaybeden nokta", "points losing"), 16), |s| {
            s.points_with_losses.into()
        })
        .column("lost_records", Head::right(pick("kayip kayit", "records lost"), 13), |s| s.lost_records.into())
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

pub fn present(_: &Params, summaries: &[Summary]) -> Report {
    let layout = variants();
    let rows: Vec<(Pipeline, &Point)> =
        summaries.iter().flat_map(|s| s.points.iter().map(move |pt| (s.variant, pt))).collect();
    Report {
        text: layout.text(summaries),
        tables: vec![layout.table(summaries), points().table(&rows)],
        ..Report::default()
    }
}

/// Most chunk columns drawn one square per crash point; past it, neighbouring points of a
/// step with the same outcome merge into one bar (a thousand chunks stay a few bars).
const MAX_CELLS: u64 = 60;

/// What one crash point did, as a chart concept.
fn outcome(pt: &Point) -> Key {
    if pt.lost_records > 0 {
        Key("outcome.lost")
    } else if pt.duplicated_records > 0 {
        Key("outcome.duplicate")
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
fn lane_names(variant: Pipeline) -> Vec<&'static str> {
    let steps = variant.steps().iter().map(|s| match s {
        Step::WriteState => pick("durum yazıldı", "state written"),
        Step::WriteRows => pick("satırlar yazıldı", "rows written"),
        Step::CommitRowsAndState => pick("satırlar ve durum yazıldı", "rows and state written"),
        Step::Report => pick("ilerleme bildirildi", "progress reported"),
    });
    [pick("koşum başladı", "run started"), pick("parça işlendi", "chunk processed")]
        .into_iter()
        .chain(steps)
        .chain([pick("bitti yazıldı", "done written")])
        .collect()
}

/// The variant's label for a chart (Turkish with diacritics, or English).
fn variant_label_tr(v: Pipeline) -> &'static str {
    match v {
        Pipeline::StateThenReport => pick("önce durum, sonra bildirim", "state first, then report"),
        Pipeline::ReportThenState => pick("önce bildirim, sonra durum", "report first, then state"),
        Pipeline::Together => pick("satırlar ve durum tek işlemde", "rows and state in one transaction"),
        Pipeline::RowsThenState => pick("önce satırlar, sonra durum", "rows first, then state"),
        Pipeline::StateThenRows => pick("önce durum, sonra satırlar", "state first, then rows"),
    }
}

/// "When the steps run in this order", to open a sentence.
fn when(v: Pipeline) -> &'static str {
    match v {
        Pipeline::StateThenReport => {
            pick("Önce durum yazılıp sonra bildirilince", "With the state written first and reported after,")
        }
        Pipeline::ReportThenState => {
            pick("Önce bildirilip sonra durum yazılınca", "With progress reported first and the state written after,")
        }
        Pipeline::Together => {
            pick("Satırlar ve durum tek işlemde yazılınca", "With rows and state written in one transaction,")
        }
        Pipeline::RowsThenState => {
            pick("Önce satırlar sonra durum yazılınca", "With the rows written first and the state after,")
        }
        Pipeline::StateThenRows => {
            pick("Önce durum sonra satırlar yazılınca", "With the state written first and the rows after,")
        }
    }
}

/// Why a variant's bad crash points are bad, for the caption.
fn why(v: Pipeline) -> &'static str {
    match v {
        Pipeline::ReportThenState => pick(
            "bildirimden sonraki çökme, bildirilmiş ama kaydedilmemiş parçayı yeniden işletiyor",
            "a crash after the report makes the reported but unsaved chunk be processed again",
        ),
        Pipeline::RowsThenState => pick(
            "satırlardan sonraki çökme, o parçanın satırlarını ikinci kez yazdırıyor",
            "a crash after the rows makes that chunk's rows be written a second time",
        ),
        Pipeline::StateThenRows => pick(
            "durumdan sonraki çökme, o parçanın satırlarını hiç yazdırmıyor",
            "a crash after the state means that chunk's rows are never written",
        ),
        Pipeline::StateThenReport | Pipeline::Together => pick("bir çökme zarar veriyor", "a crash does damage"),
    }
}

fn clean(s: &Summary) -> bool {
    s.points_with_duplicates == 0 && s.points_with_losses == 0
}

/// A variant's verdict, for its group heading.
fn verdict(s: &Summary) -> String {
    // Each crash point is its own experiment: say what one point costs, not the sum.
    let each = |of: fn(&Point) -> u64| {
        let hit: Vec<u64> = s.points.iter().map(of).filter(|&v| v > 0).collect();
        let (lo, hi) = (hit.iter().copied().min().unwrap_or(0), hit.iter().copied().max().unwrap_or(0));
        if lo == hi {
            say!("her birinde {} kayıt", "{} records each", turkish_number(hi as f64))
        } else {
            say!("her birinde {}–{} kayıt", "{}–{} records each", turkish_number(lo as f64), turkish_number(hi as f64))
        }
    };
    let dup = say!(
        "{} noktada yeniden işleme ({})",
        "reprocessing at {} points ({})",
        s.points_with_duplicates,
        each(|pt| pt.duplicated_records)
    );
    let lost =
        say!("{} noktada kayıp ({})", "loss at {} points ({})", s.points_with_losses, each(|pt| pt.lost_records));
    let what = match (s.points_with_duplicates > 0, s.points_with_losses > 0) {
        (false, false) => say!("{} noktanın hiçbirinde zarar yok", "no damage at any of the {} points", s.crash_points),
        (true, false) => dup,
        (false, true) => lost,
        (true, true) => format!("{dup}, {lost}"),
    };
    format!("{}: {what}", variant_label_tr(s.variant))
}

/// Every crash point of every variant as a square coloured by what it did: one group of
/// lanes per variant, one lane per step the crash follows, one column per chunk.
pub fn figures(p: &Params, summaries: &[Summary]) -> Vec<Figure> {
    if summaries.is_empty() {
        return Vec::new();
    }
    let chunks = chunk_count(p.total, p.chunk);
    let mut lanes = Vec::new();
    for s in summaries {
        let names = lane_names(s.variant);
        let mut cells: Vec<Vec<(u64, Key)>> = vec![Vec::new(); names.len()];
        for pt in &s.points {
            let (lane, column) = cell(s.variant, pt.at, chunks);
            cells[lane].push((column, outcome(pt)));
        }
        for (name, mut row) in names.into_iter().zip(cells) {
            row.sort_by_key(|c| c.0);
            let mut lane = Lane::new(name).in_group(verdict(s));
            let mut i = 0;
            while i < row.len() {
                let (first, key) = row[i];
                let mut last = first;
                while chunks > MAX_CELLS && row.get(i + 1).is_some_and(|n| n.1 == key && n.0 == last + 1) {
                    i += 1;
                    last = row[i].0;
                }
                lane = lane.span(first as f64 - 0.5, last as f64 + 0.5, key, "");
                i += 1;
            }
            lanes.push(lane);
        }
    }
    let total: u64 = summaries.iter().map(|s| s.crash_points).sum();
    let good: Vec<&Summary> = summaries.iter().filter(|s| clean(s)).collect();
    let bad: Vec<&Summary> = summaries.iter().filter(|s| !clean(s)).collect();
    let title = match (good.first(), bad.as_slice()) {
        (Some(g), []) if summaries.len() == 1 => {
            say!(
                "{} {} çökme noktasının hiçbiri zarar vermiyor",
                "{} none of {} crash points does damage",
                when(g.variant),
                g.crash_points
            )
        }
        (Some(_), []) => say!(
            "Bu sıraların hiçbirinde çökme zarar vermiyor: {total} noktanın hepsi doğru",
            "In none of these orders does a crash do damage: all {total} points are correct"
        ),
        // The contrast: the clean order against the others.
        (Some(g), _) => {
            let others = if bad.len() == 1 {
                pick("diğer sırada", "in the other order").to_string()
            } else {
                say!("diğer {} sırada", "in the other {} orders", bad.len())
            };
            say!(
                "{} {} çökme noktasının hiçbiri zarar vermiyor, {} {} tanesi veriyor",
                "{} none of {} crash points does damage; {2} {3} do",
                when(g.variant),
                g.crash_points,
                others,
                bad.iter().map(|s| damaged(s)).sum::<u64>()
            )
        }
        (None, [b]) => say!(
            "{} çökme noktalarının {} tanesi zarar veriyor",
            "{} {} of the crash points do damage",
            when(b.variant),
            damaged(b)
        ),
        (None, _) => say!(
            "Hiçbir sıra her çökmeye dayanmıyor: {} noktada yeniden işleme ya da kayıp",
            "No order survives every crash: reprocessing or loss at {} points",
            bad.iter().map(|s| damaged(s)).sum::<u64>()
        ),
    };
    let mut caption = say!(
        "Süreç her adım sınırında bir kez öldürülüp durum satırından sürdürüldü ({} kayıt, {} parça); her kare bir çökme noktası, satır adı çökmeden hemen önce biten adım.",
        "The process was killed once at every step boundary and resumed from the state row ({} records, {} chunks); each square is one crash point, the row name the step that finished just before the crash.",
        turkish_number(p.total as f64),
        chunks
    );
    for b in &bad {
        caption.push_str(&say!(" “{}” sırasında {}.", " In “{}”, {}.", variant_label_tr(b.variant), why(b.variant)));
    }
    vec![Figure {
        name: "crashes".into(),
        title,
        caption,
        x: Axis::new(pick("çökmenin olduğu parça", "chunk of the crash"), Unit::Count).range(0.5, chunks as f64 + 0.5),
        y: Axis::new(pick("çökmeden önce biten adım", "step finished before the crash"), Unit::Plain),
        plot: Plot::Timeline(lanes),
        marks: Vec::new(),
    }]
}

/// Crash points of a variant that duplicate or lose records.
fn damaged(s: &Summary) -> u64 {
    s.points.iter().filter(|pt| pt.duplicated_records > 0 || pt.lost_records > 0).count() as u64
}
