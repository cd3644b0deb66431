//! The lesson's lines (`uzun-is.mjs`'s output), the `runs`, `reports` and `queries`
//! tables, and the progress chart.

use super::Params;
use crate::js::{number_to_string, to_fixed};
use crate::long_job::JobView;
use crate::long_job::runner::{Outcome, Plan, ProgressReport, RunEnd, RunRecord};
use crate::report::{Chart, ChartKind, Layout, Report, Series, SeriesStyle};
use crate::sim::Millis;

/// The header line of run `n`, as the lesson prints it.
fn run_header(plan: &Plan, run: u32) -> String {
    match (run, plan.cancel.user_at_percent) {
        (1, Some(c)) => format!("--- ilk kosum: %{c}'a gelince iptal ediliyor ---\n"),
        (1, None) => "--- ilk kosum ---\n".into(),
        (2, _) => "--- ikinci kosum: birakilan yerden suruyor ---\n".into(),
        (n, _) => format!("--- {n}. kosum: birakilan yerden suruyor ---\n"),
    }
}

/// The lesson's output for a simulated outcome.
fn lesson_text(plan: &Plan, o: &Outcome) -> String {
    let total = plan.total;
    let mut text = String::new();
    for r in &o.runs {
        text.push_str(&run_header(plan, r.run));
        for p in o.reports.iter().filter(|p| p.run == r.run) {
            text.push_str(&format!("  ilerleme %{}  islenen={}\n", number_to_string(p.percent), p.processed));
        }
        let (sp, sa) = r.stored.map(|s| (s.processed, s.accumulator)).unwrap_or((0, 0));
        match r.how {
            RunEnd::Cancelled(c) => {
                text.push_str(&format!("iptal: {}  islenen={sp}/{total}  birikim={sa}\n", c.raised.source.message()))
            }
            RunEnd::Killed => {
                text.push_str(&format!("olduruldu: bosaltma suresi doldu  islenen={sp}/{total}  birikim={sa}\n"))
            }
            RunEnd::Crashed { boundary } => {
                text.push_str(&format!("coktu: adim sinirinda {boundary}  islenen={sp}/{total}  birikim={sa}\n"))
            }
            RunEnd::Done if Some(r) == o.runs.last() => {
                text.push_str(&format!("bitti: birikim={sa}  ortalama gun={}\n", to_fixed(sa as f64 / total as f64, 2)))
            }
            RunEnd::Done => {}
        }
    }
    text
}

/// The cancel columns of a run that was cancelled or killed.
struct Stop {
    source: &'static str,
    raised_ms: u64,
    latency_ms: u64,
    latency_records: u64,
}

/// A cancelled run's raise and latency; a killed run's latency is from SIGTERM to the
/// kill, and it committed nothing after the signal.
fn stop(plan: &Plan, r: &RunRecord) -> Option<Stop> {
    match r.how {
        RunEnd::Cancelled(c) => Some(Stop {
            source: c.raised.source.name(),
            raised_ms: c.raised.at.as_ms(),
            latency_ms: c.latency_ms(),
            latency_records: c.latency_records(),
        }),
        RunEnd::Killed => {
            let sigterm = plan.cancel.shutdown_at_ms.unwrap_or(0);
            Some(Stop {
                source: "shutdown",
                raised_ms: sigterm,
                latency_ms: r.end.as_ms().saturating_sub(sigterm),
                latency_records: 0,
            })
        }
        RunEnd::Done | RunEnd::Crashed { .. } => None,
    }
}

/// The `runs` table (CSV only): one row per run.
fn runs(plan: &Plan) -> Layout<'_, RunRecord> {
    let text = |v: Option<u64>| v.map(|v| v.to_string()).unwrap_or_default().into();
    Layout::new("runs")
        .csv("run", |r: &RunRecord| r.run.into())
        .csv("start_ms", |r| r.start.as_ms().into())
        .csv("end_ms", |r| r.end.as_ms().into())
        .csv("start_processed_records", |r| r.start_processed.into())
        .csv("outcome", |r| {
            match r.how {
                RunEnd::Done => "done",
                RunEnd::Cancelled(_) => "cancelled",
                RunEnd::Killed => "killed",
                RunEnd::Crashed { .. } => "crashed",
            }
            .into()
        })
        .csv("cancel_source", move |r| stop(plan, r).map(|s| s.source).unwrap_or("").into())
        .csv("cancel_raised_ms", move |r| text(stop(plan, r).map(|s| s.raised_ms)))
        .csv("cancel_latency_ms", move |r| text(stop(plan, r).map(|s| s.latency_ms)))
        .csv("cancel_latency_records", move |r| text(stop(plan, r).map(|s| s.latency_records)))
        .csv("processed_records", |r| r.stored.map(|s| s.processed).unwrap_or(0).into())
        .csv("accumulator", |r| r.stored.map(|s| s.accumulator).unwrap_or(0).into())
        .csv("status", |r| r.stored.map(|s| s.status.label()).unwrap_or("").into())
}

/// The `reports` table (CSV only): every progress report.
fn reports() -> Layout<'static, ProgressReport> {
    Layout::new("reports")
        .csv("run", |r: &ProgressReport| r.run.into())
        .csv("time_ms", |r| r.at.as_ms().into())
        .csv("percent", |r| (r.percent as i64).into())
        .csv("processed_records", |r| r.processed.into())
}

/// The `queries` table (CSV only): what a client querying by id saw; `yok` before the
/// job's first write.
fn queries(plan: &Plan) -> Layout<'_, (Millis, Option<JobView>)> {
    Layout::new("queries")
        .csv("time_ms", |q: &(Millis, Option<JobView>)| q.0.as_ms().into())
        .csv("job_id", move |_| plan.job_id.as_str().into())
        .csv("status", |q| q.1.map(|v| v.status.label()).unwrap_or("yok").into())
        .csv("reason", |q| q.1.and_then(|v| v.reason).map(|r| r.name()).unwrap_or("").into())
        .csv("processed_records", |q| q.1.map(|v| v.processed).unwrap_or(0).into())
        .csv("total_records", move |q| q.1.map(|v| v.total).unwrap_or(plan.total).into())
        .csv("percent", |q| q.1.map(|v| v.percent as i64).unwrap_or(0).into())
}

pub fn present(p: &Params, o: &Outcome) -> Report {
    let plan = &p.plan;
    let mut tables = vec![runs(plan).table(&o.runs), reports().table(&o.reports)];
    if !o.queries.is_empty() {
        tables.push(queries(plan).table(&o.queries));
    }
    Report { text: lesson_text(plan, o), tables, ..Report::default() }
}

/// Progress over time, one line per run.
pub fn charts(p: &Params, o: &Outcome) -> Vec<Chart> {
    let total = p.plan.total;
    let series = o
        .runs
        .iter()
        .map(|r| {
            let start = (r.start.as_ms() as f64 / 1000.0, crate::long_job::percent(r.start_processed, total));
            let points = std::iter::once(start)
                .chain(o.reports.iter().filter(|x| x.run == r.run).map(|x| (x.at.as_ms() as f64 / 1000.0, x.percent)))
                .collect();
            Series { name: format!("{}. koşum", r.run), points, style: SeriesStyle::LinePoints }
        })
        .collect();
    vec![Chart {
        name: "progress".into(),
        title: "Uzun iş: ilerleme, iptal ve kaldığı yerden sürdürme".into(),
        x_label: "zaman (s)".into(),
        y_label: "ilerleme (%)".into(),
        kind: ChartKind::Lines { series, log_y: false },
    }]
}
