//! The lesson's lines (`uzun-is.mjs`'s output), the `runs`, `reports` and `queries`
//! tables, and the progress figure.

use super::Params;
use crate::models::kit::long_job::{Cancel, cancel_key};
use crate::js::{number_to_string, to_fixed};
use crate::long_job::JobView;
use crate::long_job::runner::{Outcome, Plan, ProgressReport, RunEnd, RunRecord};
use crate::long_job::{gun_sum, percent};
use crate::report::figure::{Axis, Key, Mark, Plot, Series, Style, Unit};
use crate::report::lang::Lang;
use crate::report::statement::Shown;
use crate::report::units::turkish_number;
use crate::report::words::Words;
use crate::report::{Figure, Head, Layout, Report, Spoken};
use crate::sim::Millis;
use crate::word;

/// A percentage the lesson's program computes (`Math.round`), written as JavaScript
/// writes the number.
#[derive(Clone, Copy, Debug, PartialEq)]
struct JsNumber(f64);

impl Shown for JsNumber {
    fn exact(&self) -> f64 {
        self.0
    }
    fn show(&self, _: Lang) -> String {
        number_to_string(self.0)
    }
}

/// The accumulator, as the edition writes a number.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Sum(u64);

impl Shown for Sum {
    fn exact(&self) -> f64 {
        self.0 as f64
    }
    fn show(&self, lang: Lang) -> String {
        turkish_number(self.0 as f64, lang)
    }
}

crate::statement! {
    /// A progress percentage (`%40`, `40%`).
    struct Percent = "long-job-percent" { claim shown n: JsNumber }
}
crate::statement! {
    /// What the cancelling source's error says (`kullanıcı iptal etti`).
    struct SourceMessage = "long-job-source-message" { claim select source: Cancel }
}
crate::statement! {
    /// How a run ended, at what percentage (a line's label where the run stopped).
    struct Ending = "long-job-ending" { claim select how: How, say message: Option<SourceMessage>, say pct: Percent }
}
crate::statement! {
    /// A later run's start: how long after the previous one, which run, from what percentage.
    struct Resumed = "long-job-resumed" { claim ms after: u64, input text run: String, say pct: Percent }
}
crate::statement! {
    /// A run's line (`1. koşum`).
    struct RunName = "long-job-run" { input text run: String }
}
crate::statement! {
    /// How the stopped job stopped, as an adjective (`iptal edilen`).
    struct Stopped = "long-job-stopped" { claim select how: How }
}
crate::statement! {
    /// The title: how the job ended, where and how the first run stopped.
    struct Title = "long-job-title" { claim select end: End, say stop: Percent, say stopped: Stopped }
}
crate::statement! {
    /// The caption's first sentence: the records and the chunks.
    struct Caption = "long-job-caption" { input count total: u64, input count chunk: u64 }
}
crate::statement! {
    /// Where the first run stopped, and whether a later run resumed from there.
    struct CaptionStopped = "long-job-caption-stopped" { claim ms at: u64, claim count processed: u64, claim select resumed: bool }
}
crate::statement! {
    /// When the job finished, and its exact accumulator.
    struct CaptionFinished = "long-job-caption-finished" { claim ms at: u64, claim shown accumulator: Sum }
}
crate::regime! {
    /// A queried job's status: the lesson's values (`yok` before its first write).
    enum Status { Nothing = "yok", Running = "calisiyor", Done = "bitti", Cancelled = "iptal" }
}

impl Status {
    fn of(label: &str) -> Status {
        match label {
            "calisiyor" => Status::Running,
            "bitti" => Status::Done,
            "iptal" => Status::Cancelled,
            _ => Status::Nothing,
        }
    }
}

crate::statement! {
    /// A queried status as the table shows it (the lesson's value in Turkish).
    struct QueryStatus = "long-job-queries-status" { input select status: Status }
}

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
        .csv("status", |r| r.stored.map(|s| s.status.id()).unwrap_or("").into())
}

/// The `reports` table (CSV only): every progress report.
fn reports() -> Layout<'static, ProgressReport> {
    Layout::new("reports")
        .csv("run", |r: &ProgressReport| r.run.into())
        .csv("time_ms", |r| r.at.as_ms().into())
        .csv("percent", |r| (r.percent as i64).into())
        .csv("processed_records", |r| r.processed.into())
}

/// The `queries` table: what a client querying by id saw; `none` before the job's first
/// write. Its headers are the students' table's (the lesson's program prints no such
/// table); the job id and the total, the same on every row, are CSV only.
fn queries<'a>(plan: &'a Plan, w: &'static Words) -> Layout<'a, (Millis, Option<JobView>)> {
    macro_rules! head {
        ($key:literal) => {
            word!(w, "long-job-queries-column", column = $key)
        };
    }
    Layout::new("queries")
        .column("time_ms", Head::right(head!("time"), 0), |q: &(Millis, Option<JobView>)| q.0.as_ms().into())
        .csv("job_id", move |_| plan.job_id.as_str().into())
        .column("status", Head::left(head!("status"), 0), |q| {
            q.1.map(|v| v.status.id()).unwrap_or("none").into()
        })
        // The record's value in the edition's words (the CSV writes its name).
        .shown(move |q| w.say(&QueryStatus { status: Status::of(q.1.map(|v| v.status.label()).unwrap_or("yok")) }))
        .column("reason", Head::left(head!("reason"), 0), |q| {
            q.1.and_then(|v| v.reason).map(|r| r.name()).unwrap_or("").into()
        })
        .shown(move |q| q.1.and_then(|v| v.reason).map(|r| r.label(w)).unwrap_or_default())
        .column("processed_records", Head::right(head!("processed"), 0), |q| {
            q.1.map(|v| v.processed).unwrap_or(0).into()
        })
        .csv("total_records", move |q| q.1.map(|v| v.total).unwrap_or(plan.total).into())
        .column("percent", Head::right(head!("percent"), 0), |q| q.1.map(|v| v.percent as i64).unwrap_or(0).into())
}

pub fn present(p: &Params, o: &Outcome, w: &'static Words) -> Report {
    let plan = &p.plan;
    let mut tables = vec![runs(plan).table(&o.runs), reports().table(&o.reports)];
    if !o.queries.is_empty() {
        tables.push(queries(plan, w).table(&o.queries));
    }
    // The lesson's program output, in both editions as the program prints it.
    let text = lesson_text(plan, o);
    Report { text, tables, ..Report::default() }
}

/// Most points one run's progress line keeps (a run of a million chunks is a straight
/// line; its reports are thinned evenly, the first and the last kept).
const MAX_POINTS: usize = 1000;

/// The annotation of how a run ended, at `pct` percent.
fn ending(said: &mut Spoken, how: RunEnd, pct: f64) -> String {
    let message = match how {
        RunEnd::Cancelled(c) => Some(SourceMessage { source: Cancel::of(c.raised.source) }),
        _ => None,
    };
    said.say(&Ending { how: how_name(how), message, pct: Percent { n: JsNumber(pct) } })
}

/// One run's progress: where it started, its reports (thinned), and where it stopped.
fn run_points(plan: &Plan, o: &Outcome, r: &RunRecord) -> Vec<(f64, f64)> {
    let pct = |processed: u64| percent(processed, plan.total) / 100.0;
    let reports: Vec<&ProgressReport> = o.reports.iter().filter(|x| x.run == r.run).collect();
    let every = reports.len().div_ceil(MAX_POINTS).max(1);
    let mut points = vec![(r.start.as_ms() as f64, pct(r.start_processed))];
    for (i, x) in reports.iter().enumerate() {
        if i % every == 0 || i + 1 == reports.len() {
            points.push((x.at.as_ms() as f64, x.percent / 100.0));
        }
    }
    // A run that stopped after its last report (killed mid-chunk, or its final write
    // took time) ends where it stopped, at what it had stored.
    let stored = pct(r.stored.map(|s| s.processed).unwrap_or(0));
    if points.last().is_some_and(|&(t, _)| t < r.end.as_ms() as f64) {
        points.push((r.end.as_ms() as f64, stored));
    }
    points
}

/// Progress over time, one line per run: where the first stopped and why, and where the
/// resumed run took over.
pub fn figures(p: &Params, o: &Outcome, w: &'static Words) -> Vec<Figure> {
    let plan = &p.plan;
    let (Some(first), Some(last)) = (o.runs.first(), o.runs.last()) else { return Vec::new() };
    let stored_pct = |r: &RunRecord| percent(r.stored.map(|s| s.processed).unwrap_or(0), plan.total);
    let mut series = Vec::new();
    let mut marks = Vec::new();
    let mut said = Spoken::new(w);
    for (i, r) in o.runs.iter().enumerate() {
        let key = if i == 0 { Key("job.first") } else { Key("job.resumed") };
        let points = run_points(plan, o, r);
        // Where a run stopped before the job was done: a line at the stop, labelled with
        // why (labels on the plot's top rows never cover the progress lines).
        if i + 1 < o.runs.len() {
            marks.push(Mark::VLine {
                x: r.end.as_ms() as f64,
                key: stop_key(r.how),
                label: ending(&mut said, r.how, stored_pct(r)),
            });
        }
        if i > 0 {
            let previous = &o.runs[i - 1];
            marks.push(Mark::VLine {
                x: r.start.as_ms() as f64,
                key: Key("job.resumed"),
                label: said.say(&Resumed {
                    after: r.start.since(previous.end),
                    run: r.run.to_string(),
                    pct: Percent { n: JsNumber(percent(r.start_processed, plan.total)) },
                }),
            });
        }
        // A marker per report while they can be told apart; a plain line beyond.
        let style = if points.len() <= 60 { Style::LinePoints } else { Style::Line };
        series.push(Series::new(w.say(&RunName { run: r.run.to_string() }), key, style, points));
    }
    // Left to right: each later label sits a strip row lower, right of the earlier lines,
    // so no dashed line runs through a label.
    let end_ms = last.end.as_ms().max(1) as f64;
    let exact = last.how == RunEnd::Done && last.stored.map(|s| s.accumulator) == Some(gun_sum(0, plan.total));
    let end = End::of(first.how == RunEnd::Done, o.runs.len(), exact);
    let title = said.say(&Title {
        end,
        stop: Percent { n: JsNumber(stored_pct(first)) },
        stopped: Stopped { how: how_name(first.how) },
    });
    let caption = caption(&mut said, plan, (first, last), o.runs.len() > 1, exact);
    vec![Figure {
        name: "progress".into(),
        title,
        caption,
        // A little room around the data, so no marker sits on the frame.
        x: Axis::new(word!(w, "long-job-x"), Unit::Millis).clock().range(-0.015 * end_ms, 1.04 * end_ms),
        y: Axis::new(word!(w, "long-job-y"), Unit::Percent).range(-0.03, 1.05),
        plot: Plot::Lines(series),
        marks,
        facts: said.facts(),
    }]
}

/// The chart's caption: the chunks, where the first run stopped, whether a later run
/// resumed it and how the last one ended.
fn caption(
    said: &mut Spoken,
    plan: &Plan,
    (first, last): (&RunRecord, &RunRecord),
    resumed: bool,
    exact: bool,
) -> String {
    let mut caption = said.say(&Caption { total: plan.total, chunk: plan.chunk });
    if first.how != RunEnd::Done {
        let processed = first.stored.map(|s| s.processed).unwrap_or(0);
        caption.push(' ');
        caption.push_str(&said.say(&CaptionStopped { at: first.end.as_ms(), processed, resumed }));
        match last.stored {
            Some(s) if exact => {
                caption.push(' ');
                caption.push_str(&said.say(&CaptionFinished { at: last.end.as_ms(), accumulator: Sum(s.accumulator) }));
            }
            _ => caption.push('.'),
        }
    }
    caption
}

/// The concept of a run's stop (the cancel source, a kill, a crash).
fn stop_key(how: RunEnd) -> Key {
    match how {
        RunEnd::Cancelled(c) => cancel_key(c.raised.source),
        RunEnd::Killed => Key("cancel.killed"),
        RunEnd::Crashed { .. } => Key("event.crashed"),
        RunEnd::Done => Key("event.done"),
    }
}

/// How a run ended, as the catalog's selector value (and the `outcome` column's).
fn how_name(how: RunEnd) -> How {
    match how {
        RunEnd::Cancelled(_) => How::Cancelled,
        RunEnd::Killed => How::Killed,
        RunEnd::Crashed { .. } => How::Crashed,
        RunEnd::Done => How::Done,
    }
}

crate::regime! {
    /// How a run ended, as the catalog names it.
    enum How { Cancelled = "cancelled", Killed = "killed", Crashed = "crashed", Done = "done" }
}

crate::regime! {
    /// The title's ending: the first run finished; it stopped and nothing resumed it; a
    /// later run resumed it to the exact sum; or to a short one.
    enum End { First = "first", Unresumed = "unresumed", Exact = "exact", Short = "short" }
}

impl End {
    /// From whether the first run finished, how many runs there were and whether the last
    /// one ended with the exact sum.
    fn of(first_done: bool, runs: usize, exact: bool) -> Self {
        match (first_done, runs) {
            (true, _) => End::First,
            (_, 1) => End::Unresumed,
            _ if exact => End::Exact,
            _ => End::Short,
        }
    }
}

#[cfg(test)]
mod end_tests {
    use super::*;
    use crate::report::figure::Regime;

    #[test]
    fn the_title_ending_from_the_runs() {
        assert_eq!(End::of(true, 1, true), End::First);
        assert_eq!(End::of(true, 3, false), End::First);
        assert_eq!(End::of(false, 1, false), End::Unresumed);
        assert_eq!(End::of(false, 1, true).key(), "unresumed");
        assert_eq!(End::of(false, 2, true), End::Exact);
        assert_eq!(End::of(false, 2, false).key(), "short");
        assert_eq!(how_name(RunEnd::Killed).key(), "killed");
    }
}
