//! The variants table as the lesson's write-order discussion prints it, the per-point
//! CSV and the bar chart of points that double-count or lose records.

use super::Params;
use super::simulate::{Point, Summary};
use crate::long_job::Pipeline;
use crate::report::{Chart, ChartKind, Head, Layout, Report};

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

/// Per variant, the crash points that double-count and those that lose records.
pub fn charts(_: &Params, summaries: &[Summary]) -> Vec<Chart> {
    vec![Chart {
        name: "crashes".into(),
        title: "Her adım sınırında çökme: iki kez sayılan ve kaybolan kayıtlar".into(),
        x_label: "adım sırası".into(),
        y_label: "çökme noktası sayısı".into(),
        kind: ChartKind::Bars {
            categories: summaries.iter().map(|s| variant_label_tr(s.variant).to_string()).collect(),
            series: vec![
                ("iki kez sayan nokta".into(), summaries.iter().map(|s| s.points_with_duplicates as f64).collect()),
                ("kayıp bırakan nokta".into(), summaries.iter().map(|s| s.points_with_losses as f64).collect()),
            ],
        },
    }]
}

/// Chart labels with Turkish diacritics.
fn variant_label_tr(v: Pipeline) -> &'static str {
    match v {
        Pipeline::StateThenReport => "önce durum, sonra bildirim",
        Pipeline::ReportThenState => "önce bildirim, sonra durum",
        Pipeline::Together => "satırlar + durum tek işlem",
        Pipeline::RowsThenState => "önce satırlar, sonra durum",
        Pipeline::StateThenRows => "önce durum, sonra satırlar",
    }
}
