//! One row per breaker setting, and the calls per second that reach the dependency.

use super::Params;
use super::simulate::{BreakerRun, tag};
use crate::js::number_to_string;
use crate::report::{Chart, ChartKind, Head, Layout, Report, Series, SeriesStyle};

fn label(with_breaker: bool) -> &'static str {
    if with_breaker { "devre kesici" } else { "kesicisiz" }
}

fn breakers() -> Layout<'static, BreakerRun> {
    Layout::new("breakers")
        .column("breaker", Head::left("kip", 14), |r: &BreakerRun| tag(r.breaker).into())
        .shown(|r| label(r.breaker).into())
        .column("calls", Head::right("cagri", 7), |r| r.calls.into())
        .column("calls_during_outage", Head::right("kesintide cagri", 17), |r| r.calls_during_outage.into())
        .column("failed_calls", Head::right("basarisiz", 11), |r| r.failed_calls.into())
        .column("acked", Head::right("islenen", 9), |r| r.acked.into())
        .column("dead_lettered", Head::right("olu mektup", 12), |r| r.dead_lettered.into())
        .column("times_opened", Head::right("acilma", 8), |r| r.times_opened.into())
        .column("drained_ms", Head::right("bitis ms", 10), |r| r.drained_ms.into())
}

pub fn present(_: &Params, runs: &[BreakerRun]) -> Report {
    let layout = breakers();
    Report { text: layout.text(runs), tables: vec![layout.table(runs)], ..Report::default() }
}

pub fn charts(p: &Params, runs: &[BreakerRun]) -> Vec<Chart> {
    let series = runs
        .iter()
        .map(|r| {
            let last = r.calls_per_s.keys().next_back().copied().unwrap_or(0);
            let points =
                (0..=last).map(|s| (s as f64, r.calls_per_s.get(&s).copied().unwrap_or(0) as f64)).collect();
            Series { name: label(r.breaker).into(), points, style: SeriesStyle::Line }
        })
        .collect();
    vec![Chart {
        name: "calls".into(),
        title: format!(
            "Bağımlılığa saniyede çağrı (kesinti {}–{} s)",
            number_to_string(p.outage_from_ms as f64 / 1000.0),
            number_to_string(p.outage_until_ms as f64 / 1000.0)
        ),
        x_label: "zaman (s)".into(),
        y_label: "çağrı / s".into(),
        kind: ChartKind::Lines { series, log_y: false },
    }]
}
