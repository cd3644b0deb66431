//! The variants table as the lesson's write-order discussion prints it, the per-point
//! CSV and the figure of every crash point, coloured by what it did.

use super::Params;
use super::simulate::{Point, Summary};
use crate::long_job::runner::Boundary;
use crate::long_job::{Pipeline, Step, chunk_count};
use crate::report::figure::{Axis, Key, Lane, Plot, Unit};
use crate::report::units::turkish_number;
use crate::report::{Figure, Head, Layout, Report};

/// padEnd(28), then padStart 15 / 18 / 20 / 16 / 13; the last two columns are CSV only.
fn variants() -> Layout<'static, Summary> {
    Layout::new("variants")
        .column("variant", Head::left("sira", 28), |s: &Summary| s.variant.name().into())
        .shown(|s| s.variant.label().into())
        .column("crash_points", Head::right("cokme noktasi", 15), |s| s.crash_points.into())
        .column("points_with_duplicates", Head::right("cift sayan nokta", 18), |s| s.points_with_duplicates.into())
        .column("duplicated_records", Head::right("cift sayilan kayit", 20), |s| s.duplicated_records.into())
        .column("points_with_losses", Head::right("kaybeden nokta", 16), |s| s.points_with_losses.into())
        .column("lost_records", Head::right("kayip kayit", 13), |s| s.lost_records.into())
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
        Boundary::StepDone { chunk, step } => (2 + variant.steps().iter().position(|&s| s == step).unwrap_or(0), chunk + 1),
        Boundary::DoneWritten => (2 + variant.steps().len(), chunks),
    }
}

/// The lanes of a variant: the step each crash point follows, in order.
fn lane_names(variant: Pipeline) -> Vec<&'static str> {
    let steps = variant.steps().iter().map(|s| match s {
        Step::WriteState => "durum yazıldı",
        Step::WriteRows => "satırlar yazıldı",
        Step::CommitRowsAndState => "satırlar ve durum yazıldı",
        Step::Report => "ilerleme bildirildi",
    });
    ["koşum başladı", "parça işlendi"].into_iter().chain(steps).chain(["bitti yazıldı"]).collect()
}

/// The variant's label with diacritics.
fn variant_label_tr(v: Pipeline) -> &'static str {
    match v {
        Pipeline::StateThenReport => "önce durum, sonra bildirim",
        Pipeline::ReportThenState => "önce bildirim, sonra durum",
        Pipeline::Together => "satırlar ve durum tek işlemde",
        Pipeline::RowsThenState => "önce satırlar, sonra durum",
        Pipeline::StateThenRows => "önce durum, sonra satırlar",
    }
}

/// "When the steps run in this order", to open a sentence.
fn when(v: Pipeline) -> &'static str {
    match v {
        Pipeline::StateThenReport => "Önce durum yazılıp sonra bildirilince",
        Pipeline::ReportThenState => "Önce bildirilip sonra durum yazılınca",
        Pipeline::Together => "Satırlar ve durum tek işlemde yazılınca",
        Pipeline::RowsThenState => "Önce satırlar sonra durum yazılınca",
        Pipeline::StateThenRows => "Önce durum sonra satırlar yazılınca",
    }
}

/// Why a variant's bad crash points are bad, for the caption.
fn why(v: Pipeline) -> &'static str {
    match v {
        Pipeline::ReportThenState => "bildirimden sonraki çökme, bildirilmiş ama kaydedilmemiş parçayı yeniden işletiyor",
        Pipeline::RowsThenState => "satırlardan sonraki çökme, o parçanın satırlarını ikinci kez yazdırıyor",
        Pipeline::StateThenRows => "durumdan sonraki çökme, o parçanın satırlarını hiç yazdırmıyor",
        Pipeline::StateThenReport | Pipeline::Together => "bir çökme zarar veriyor",
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
            format!("her birinde {} kayıt", turkish_number(hi as f64))
        } else {
            format!("her birinde {}–{} kayıt", turkish_number(lo as f64), turkish_number(hi as f64))
        }
    };
    let dup = format!("{} noktada yeniden işleme ({})", s.points_with_duplicates, each(|pt| pt.duplicated_records));
    let lost = format!("{} noktada kayıp ({})", s.points_with_losses, each(|pt| pt.lost_records));
    let what = match (s.points_with_duplicates > 0, s.points_with_losses > 0) {
        (false, false) => format!("{} noktanın hiçbirinde zarar yok", s.crash_points),
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
            format!("{} {} çökme noktasının hiçbiri zarar vermiyor", when(g.variant), g.crash_points)
        }
        (Some(_), []) => format!("Bu sıraların hiçbirinde çökme zarar vermiyor: {total} noktanın hepsi doğru"),
        // The contrast: the clean order against the others.
        (Some(g), _) => format!(
            "{} {} çökme noktasının hiçbiri zarar vermiyor, {} {} tanesi veriyor",
            when(g.variant),
            g.crash_points,
            if bad.len() == 1 { "diğer sırada".to_string() } else { format!("diğer {} sırada", bad.len()) },
            bad.iter().map(|s| damaged(s)).sum::<u64>()
        ),
        (None, [b]) => format!("{} çökme noktalarının {} tanesi zarar veriyor", when(b.variant), damaged(b)),
        (None, _) => format!(
            "Hiçbir sıra her çökmeye dayanmıyor: {} noktada yeniden işleme ya da kayıp",
            bad.iter().map(|s| damaged(s)).sum::<u64>()
        ),
    };
    let mut caption = format!(
        "Süreç her adım sınırında bir kez öldürülüp durum satırından sürdürüldü ({} kayıt, {} parça); her kare bir çökme noktası, satır adı çökmeden hemen önce biten adım.",
        turkish_number(p.total as f64),
        chunks
    );
    for b in &bad {
        caption.push_str(&format!(" “{}” sırasında {}.", variant_label_tr(b.variant), why(b.variant)));
    }
    vec![Figure {
        name: "crashes".into(),
        title,
        caption,
        x: Axis::new("çökmenin olduğu parça", Unit::Count).range(0.5, chunks as f64 + 0.5),
        y: Axis::new("çökmeden önce biten adım", Unit::Plain),
        plot: Plot::Timeline(lanes),
        marks: Vec::new(),
    }]
}

/// Crash points of a variant that duplicate or lose records.
fn damaged(s: &Summary) -> u64 {
    s.points.iter().filter(|pt| pt.duplicated_records > 0 || pt.lost_records > 0).count() as u64
}
