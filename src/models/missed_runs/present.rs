//! The cases table and one recovery chart per job.

use super::Params;
use super::simulate::{Case, CaseRun};
use crate::report::{Chart, ChartKind, Head, Layout, Report};

fn cases(p: &Params) -> Layout<'_, CaseRun> {
    Layout::new("cases")
        .column("job", Head::left("gorev", 14), |r: &CaseRun| p.jobs[r.job].name.as_str().into())
        .column("case", Head::left("durum", 12), |r| r.case.name().into())
        .shown(|r| r.case.label().into())
        .column("policy", Head::left("politika", 11), |r| r.case.policy().name().into())
        .shown(|r| r.case.policy().label().into())
        .column("missed", Head::right("kacan", 7), |r| r.missed.into())
        .column("runs_after_recovery", Head::right("telafi", 8), |r| r.runs_after_recovery.into())
        .column("dropped_logged", Head::right("kutuge", 8), |r| r.dropped_logged.into())
        .column("peak_concurrent_runs", Head::right("zirve", 7), |r| r.peak.into())
        .column("alerts", Head::right("uyari", 7), |r| r.alerts.into())
        .csv("runs", |r| r.runs.into())
}

pub fn present(p: &Params, runs: &[CaseRun]) -> Report {
    let layout = cases(p);
    Report { text: layout.text(runs), tables: vec![layout.table(runs)], ..Report::default() }
}

/// One chart per job: a monthly report's handful of runs would vanish next to the
/// thousands of a 15-minute job on a shared axis.
pub fn charts(p: &Params, runs: &[CaseRun]) -> Vec<Chart> {
    let mut charts: Vec<Chart> = Vec::new();
    for (j, job) in p.jobs.iter().enumerate() {
        let outages: Vec<&CaseRun> =
            runs.iter().filter(|r| r.job == j && matches!(r.case, Case::Outage(_))).collect();
        let categories = outages.iter().map(|r| r.case.policy().chart_label().to_string()).collect();
        let catch = outages.iter().map(|r| f64::from(r.runs_after_recovery)).collect();
        let dropped = outages.iter().map(|r| f64::from(r.dropped_logged)).collect();
        let mut name = format!("recovery-{}", file_safe(&job.name));
        if charts.iter().any(|c| c.name == name) {
            name = format!("{name}-{}", charts.len() + 1);
        }
        charts.push(Chart {
            name,
            title: format!(
                "{}: kesinti sonrası ({} dk) telafi koşumları ve kütüğe düşenler",
                job.name,
                p.outage_ms / 60_000
            ),
            x_label: "politika".into(),
            y_label: "koşum sayısı".into(),
            kind: ChartKind::Bars {
                categories,
                series: vec![("telafi koşumu".into(), catch), ("kütüğe düşen".into(), dropped)],
            },
        });
    }
    charts
}

/// A job name as a file-name part: ASCII letters, digits, `-` and `_` kept, the rest `_`.
fn file_safe(name: &str) -> String {
    name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' || c == '_' { c } else { '_' }).collect()
}
