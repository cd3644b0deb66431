//! One row per schedule: when the threshold alone stops it, how many retries the time
//! budget alone allows, and what both together do; a bar chart of the times.

use super::simulate::ScheduleLimits;
use super::{Params, schedules};
use crate::models::backoff_schedules::{budget_label, label};
use crate::report::{Chart, ChartKind, Head, Layout, Report};

fn limits(p: &Params) -> Layout<'static, ScheduleLimits> {
    let bp = schedules(p);
    Layout::new("limits")
        .column("schedule", Head::left("cizelge", 16), |r: &ScheduleLimits| r.kind.name().into())
        .shown(move |r| label(&bp, r.kind))
        .column("threshold_elapsed_ms", Head::right(format!("{} deneme: sure", p.threshold), 20), |r| {
            r.count_only.elapsed_ms.into()
        })
        .shown(|r| format!("{} ms", r.count_only.elapsed_ms))
        .column("retries_in_time_budget", Head::right(format!("{}: deneme", budget_label(p.time_budget_ms)), 16), |r| {
            r.time_only.retries.into()
        })
        .shown(|r| if r.time_only.unlimited { "sinirsiz".into() } else { r.time_only.retries.to_string() })
        .csv("time_budget_unlimited", |r| r.time_only.unlimited.into())
        .column("both_retries", Head::right("ikisi: deneme", 15), |r| r.both.retries.into())
        .column("both_elapsed_ms", Head::right("sure", 10), |r| r.both.elapsed_ms.into())
        .shown(|r| format!("{} ms", r.both.elapsed_ms))
        .column("stopped_by", Head::right("duran", 8), |r| {
            if r.stopped_by_threshold() { "threshold" } else { "time_budget" }.into()
        })
        .shown(|r| if r.stopped_by_threshold() { "esik" } else { "sure" }.into())
}

pub fn present(p: &Params, rows: &[ScheduleLimits]) -> Report {
    let layout = limits(p);
    Report { text: layout.text(rows), tables: vec![layout.table(rows)], ..Report::default() }
}

pub fn charts(p: &Params, rows: &[ScheduleLimits]) -> Vec<Chart> {
    let bp = schedules(p);
    let seconds = |f: fn(&ScheduleLimits) -> u64| rows.iter().map(|r| f(r) as f64 / 1000.0).collect::<Vec<_>>();
    vec![Chart {
        name: "limits".into(),
        title: format!(
            "Ölü mektuba kadar geçen süre: {} deneme eşiği, {} bütçe",
            p.threshold,
            budget_label(p.time_budget_ms)
        ),
        x_label: "çizelge".into(),
        y_label: "süre (s)".into(),
        kind: ChartKind::Bars {
            categories: rows.iter().map(|r| label(&bp, r.kind)).collect(),
            series: vec![
                ("yalnız eşik".into(), seconds(|r| r.count_only.elapsed_ms)),
                ("eşik + zaman bütçesi".into(), seconds(|r| r.both.elapsed_ms)),
            ],
        },
    }]
}
