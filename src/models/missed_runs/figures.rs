//! The recovery of each job after the outage (runs started per hour or day, one panel
//! per policy: the burst of catch-up runs at the restart) and the staleness alert against
//! the single skip.

use std::collections::BTreeMap;

use super::simulate::{Case, CaseRun};
use super::{Params, Policy};
use crate::report::figure::{Axis, BarSeries, Key, Lane, Mark, Panel, Plot, Regime, Series, Style, Unit, bucket_steps};
use crate::args;
use crate::models::kit::calendar::{dates, outage, rule_label};
use crate::report::{Fact, Figure};
use crate::report::units::{capitalize, human_ms};
use crate::report::words::Words;
use crate::schedule::read::NamedRule;
use crate::schedule::{DAY_MS, MINUTE_MS, MonthEnd, Rule, next_run};

const HOUR_MS: i64 = 3_600_000;

/// `her 15 dk`, `her gün 06:00`, `her ayın 1. günü 02:30`.
fn every(w: &'static Words, rule: Rule) -> String {
    let (kind, every, time, day) = match rule {
        Rule::Interval { minutes } => ("interval", human_ms(f64::from(minutes) * 60_000.0, w.lang()), String::new(), String::new()),
        Rule::Daily { hour, minute } => ("daily", String::new(), format!("{hour:02}:{minute:02}"), String::new()),
        Rule::Monthly { day, hour, minute } => {
            ("monthly", String::new(), format!("{hour:02}:{minute:02}"), dates::ordinal(day.into(), w))
        }
        Rule::Cron(_) => ("cron", String::new(), String::new(), String::new()),
    };
    w.get("missed-every", &args!(kind = kind, every = every, time = time, day = day))
}

/// When the service came back, if it did before `end`.
fn restart(p: &Params) -> Option<i64> {
    let back = p.outage_start + p.outage_ms as i64;
    (back < p.end).then_some(back)
}

/// The counting bucket of a job's chart: an hour for rules that run several times an
/// hour or day, a day for daily and monthly ones.
fn bucket_ms(rule: Rule) -> i64 {
    match rule {
        Rule::Interval { minutes } if i64::from(minutes) * MINUTE_MS < DAY_MS => HOUR_MS,
        Rule::Cron(c) if c.min_gap_minutes() < 24 * 60 => HOUR_MS,
        _ => DAY_MS,
    }
}

/// Runs started per bucket as step segments, one per stretch of busy buckets: a point
/// where the count changes, none at zero, so a log axis shows the gaps as gaps (each
/// segment ends where its last bucket ends).
fn segments(p: &Params, r: &CaseRun, bucket: i64) -> Vec<Vec<(f64, f64)>> {
    let mut per_bucket: BTreeMap<u64, u64> = BTreeMap::new();
    for &(at, n) in &r.starts {
        *per_bucket.entry(((at - p.start) / bucket) as u64).or_insert(0) += u64::from(n);
    }
    let mut out: Vec<Vec<(f64, f64)>> = Vec::new();
    let mut current: Vec<(f64, f64)> = Vec::new();
    for (x, y) in bucket_steps(&per_bucket, bucket as u64, 2000) {
        let x = x + p.start as f64;
        if y > 0.0 {
            // A step holds its value: a point only where the count changes.
            if current.last().is_none_or(|&(_, last)| last != y) {
                current.push((x, y));
            }
        } else if let Some(&(_, last)) = current.last() {
            current.push((x, last));
            out.push(std::mem::take(&mut current));
        }
    }
    out
}

/// One panel: runs started per bucket through the span, the restart's burst labelled.
fn panel(w: &'static Words, p: &Params, r: &CaseRun, policy: Policy, bucket: i64) -> Panel {
    let mut series: Vec<Series> = segments(p, r, bucket)
        .into_iter()
        .map(|points| Series::new(policy.key().name(w.lang()), policy.key(), Style::Step, points))
        .collect();
    if series.is_empty() {
        // No run at all: an empty series still gives the panel its policy's colour.
        series.push(Series::new(policy.key().name(w.lang()), policy.key(), Style::Step, Vec::new()));
    }
    if let Some(back) = restart(p)
        && r.runs_after_recovery > 0
    {
        let at = (p.start + (back - p.start) / bucket * bucket) as f64;
        for s in &mut series {
            if let Some(i) = s.points.iter().position(|&(x, _)| x == at) {
                s.labels.push((i, w.get("missed-catchup-burst", &args!(n = r.runs_after_recovery))));
            }
        }
    }
    let kind = match policy {
        Policy::None => "none",
        Policy::CatchUp => "catchup",
        Policy::Capped if r.dropped_logged == 0 => "capped-all",
        Policy::Capped => "capped",
    };
    // Short enough for one line in a third of the width: three panels go side by side.
    let title = w.get("missed-panel-title", &args!(kind = kind, policy = policy.key().name(w.lang()), runs = r.runs_after_recovery));
    Panel { title, series }
}

/// One chart per job: the outage shaded, the alert marked, a panel per policy.
fn recovery(p: &Params, j: usize, job: &NamedRule, runs: &[CaseRun], name: String, w: &'static Words) -> Option<Figure> {
    let outages: Vec<(&CaseRun, Policy)> = runs
        .iter()
        .filter(|r| r.job == j)
        .filter_map(|r| match r.case {
            Case::Outage(policy) => Some((r, policy)),
            Case::SingleSkip => None,
        })
        .collect();
    let first = outages.first()?.0;
    let bucket = bucket_ms(job.rule);
    let outage = outage(p.outage_ms, w);
    let back = restart(p).unwrap_or(p.end);
    let label = capitalize(&rule_label(job, w), w.lang());
    let (title, mut facts) = if outages.iter().all(|(r, _)| r.missed == 0) {
        // An outage between two runs misses nothing: no policy has anything to make up.
        let title = w.get("missed-recovery-none", &args!(label = &label, outage = &outage));
        (title, vec![Fact::said("missed-recovery-none")])
    } else {
        let (parts, facts) = title_parts(w, &outages);
        (w.get("missed-recovery-title", &args!(label = &label, outage = &outage, parts = parts)), facts)
    };
    facts.push(Fact::said("missed-recovery-caption").with("missed", f64::from(first.missed)));
    let mut caption = w.get(
        "missed-recovery-caption",
        &args!(
            label = &label,
            every = every(w, job.rule),
            from = dates::day_time(p.outage_start, w),
            to = dates::day_time(back, w),
            missed = first.missed,
        ),
    );
    if let Some(&at) = first.alerts_at.first() {
        facts.push(Fact::said("missed-alert-caption").with("after", f64::from(p.alert_after_missed)));
        caption.push(' ');
        caption.push_str(
            &w.get("missed-alert-caption", &args!(after = p.alert_after_missed, at = dates::day_time(at, w))),
        );
    }
    if bucket == DAY_MS {
        return Some(Figure { facts, ..counts(w, p, job, &outages, name, title, caption) });
    }
    let panels: Vec<Panel> = outages.iter().map(|&(r, policy)| panel(w, p, r, policy, bucket)).collect();
    let peak = panels.iter().flat_map(|p| &p.series).flat_map(|s| s.points.iter().map(|p| p.1)).fold(0.0, f64::max);
    let per = if bucket == HOUR_MS { "hour" } else { "day" };
    let y = Axis::new(w.get("missed-per-bucket", &args!(bucket = per)), Unit::Count);
    // Counts spanning decades on a log axis; small counts with room above for labels.
    let y = if peak >= 100.0 { y.log() } else { y.range(0.0, 2.0 * peak.max(1.0)) };
    let length = human_ms(p.outage_ms as f64, w.lang());
    let mark = format!("{}: {length}", Key("mark.outage").name(w.lang()));
    let mut marks = vec![Mark::Band { from: p.outage_start as f64, to: back as f64, key: Key("mark.outage"), label: mark }];
    if let Some(&at) = first.alerts_at.first() {
        marks.push(Mark::VLine {
            x: at as f64,
            key: Key("event.alert"),
            label: w.get("missed-alert-line", &args!(after = p.alert_after_missed)),
        });
    }
    Some(Figure {
        name,
        title,
        caption,
        x: Axis::new(w.text("missed-date-axis"), Unit::Date).range(p.start as f64, p.end as f64),
        y,
        plot: Plot::Panels(panels),
        marks,
        facts,
    })
}

/// The takeaway's policy parts: `telafisiz 3073 aralığın hiçbirini koşmuyor`,
/// `telafili 3073 koşumu aynı anda başlatıyor`, `sınırlı telafi son 4 aralığı koşuyor`;
/// with the fact of each, in order.
fn title_parts(w: &'static Words, outages: &[(&CaseRun, Policy)]) -> (String, Vec<Fact>) {
    let (parts, facts): (Vec<String>, Vec<Fact>) = outages
        .iter()
        .map(|&(r, policy)| {
            let kind = Part::of(policy, r.runs_after_recovery, r.missed);
            let n = r.runs_after_recovery;
            let args = args!(kind = kind.key(), policy = policy.key().name(w.lang()), n = n, missed = r.missed);
            (
                w.get("missed-title-part", &args),
                Fact::on("missed-title-part", "kind", kind).with("n", f64::from(n)).with("missed", f64::from(r.missed)),
            )
        })
        .unzip();
    (parts.join(&w.text("missed-title-sep")), facts)
}

/// The chart of a daily or monthly job, whose few runs a time axis of weeks would draw
/// as slivers: per policy, a bar of slots missed, made up (one catch-up run each) and
/// logged, all counted in slots.
fn counts(
    w: &'static Words,
    p: &Params,
    job: &NamedRule,
    outages: &[(&CaseRun, Policy)],
    name: String,
    title: String,
    caption: String,
) -> Figure {
    let categories: Vec<String> =
        ["missed", "catchup", "logged"].iter().map(|c| w.get("missed-count-category", &args!(cat = *c))).collect();
    let series: Vec<BarSeries> = outages
        .iter()
        .map(|&(r, policy)| {
            let values = [r.missed, r.runs_after_recovery, r.dropped_logged];
            BarSeries {
                name: policy.key().name(w.lang()).to_string(),
                key: policy.key(),
                values: values.iter().map(|&v| Some(f64::from(v))).collect(),
                labels: values.iter().map(|&v| crate::report::units::number_in(w.lang(), f64::from(v))).collect(),
            }
        })
        .collect();
    let mut caption = caption;
    if let Some(back) = restart(p) {
        let next = next_run(job.rule, MonthEnd::Clamp, back);
        caption.push(' ');
        caption.push_str(&w.get(
            "missed-counts-restart",
            &args!(
                at = dates::day_time(back, w),
                has_next = if next.is_some() { "yes" } else { "no" },
                next = next.map(|t| dates::day_time(t, w)).unwrap_or_default(),
            ),
        ));
    }
    if outages.iter().any(|&(_, policy)| policy == Policy::Capped) {
        caption.push(' ');
        caption.push_str(&w.get(
            "missed-counts-capped",
            &args!(policy = capitalize(Policy::Capped.key().name(w.lang()), w.lang()), cap = p.cap_intervals),
        ));
    }
    Figure {
        name,
        title,
        caption,
        x: Axis::new(w.text("missed-counts-x"), Unit::Plain),
        y: Axis::new(w.text("missed-counts-y"), Unit::Count),
        plot: Plot::Bars { categories, series },
        marks: Vec::new(), facts: Vec::new() 
    }
}

/// A job's runs as spans: runs of an interval rule that follow each other slot by slot
/// merge into one span, others stay one span each.
fn run_spans(p: &Params, job: &NamedRule, r: &CaseRun, lane: Lane) -> Lane {
    let gap = match job.rule {
        Rule::Interval { minutes } => i64::from(minutes) * MINUTE_MS,
        _ => 0,
    };
    let mut spans: Vec<(i64, i64)> = Vec::new();
    for &(at, _) in &r.starts {
        let end = at + p.run_ms as i64;
        match spans.last_mut() {
            Some(last) if gap > 0 && at - last.0 <= last.1 - last.0 + gap => last.1 = end.max(last.1),
            _ => spans.push((at, end)),
        }
    }
    spans.into_iter().fold(lane, |l, (a, b)| l.span(a as f64, b as f64, Key("run"), ""))
}

/// The runs most this chart shows with their dates (a monthly report's one or two).
const DATED_RUNS_MAX: usize = 4;

/// A job that is not an interval rule runs minutes at a time on an axis of weeks: its span
/// is a sliver a pixel wide (issue 38, 000-missed-runs.alerts). Each run is marked too, a
/// square in the run's colour, and dated when the lane holds a few.
fn run_marks(job: &NamedRule, r: &CaseRun, lane: Lane, w: &'static Words) -> Lane {
    if matches!(job.rule, Rule::Interval { .. }) {
        return lane;
    }
    let dated = r.starts.len() <= DATED_RUNS_MAX;
    r.starts.iter().fold(lane, |l, &(at, _)| {
        let label = if dated { w.get("missed-run-event", &args!(at = dates::day_time(at, w))) } else { String::new() };
        l.event(at as f64, Key("run"), label)
    })
}

/// Every job, its outage (the first policy's) against its single skip: the alert fires
/// in the one, never in the other.
fn alerts(p: &Params, runs: &[CaseRun], w: &'static Words) -> Option<Figure> {
    let mut lanes = Vec::new();
    let (mut alerting, mut quiet) = (true, true);
    for (j, job) in p.jobs.iter().enumerate() {
        let outage = runs.iter().find(|r| r.job == j && matches!(r.case, Case::Outage(_)));
        let skip = runs.iter().find(|r| r.job == j && r.case == Case::SingleSkip);
        let (Some(outage), Some(skip)) = (outage, skip) else { continue };
        alerting &= !outage.alerts_at.is_empty();
        quiet &= skip.alerts_at.is_empty();
        let back = restart(p).unwrap_or(p.end);
        let mut lane = Lane::new(Case::Outage(Policy::None).label(w)).in_group(rule_label(job, w));
        lane = run_spans(p, job, outage, lane).span(p.outage_start as f64, back as f64, Key("mark.outage"), "");
        lane = run_marks(job, outage, lane, w);
        for &at in &outage.alerts_at {
            lane = lane.event(at as f64, Key("event.alert"), w.get("missed-alert-event", &args!(at = dates::day_time(at, w))));
        }
        lanes.push(lane);
        let lane = run_spans(p, job, skip, Lane::new(Case::SingleSkip.label(w)).in_group(rule_label(job, w)));
        let mut lane = run_marks(job, skip, lane, w);
        if let Some(at) = skip.skipped_at {
            let label = w.get("missed-skipped", &args!(alert = (!skip.alerts_at.is_empty()).key()));
            lane = lane.event(at as f64, Key("event.skipped"), label);
        }
        for &at in &skip.alerts_at {
            lane = lane.event(at as f64, Key("event.alert"), w.get("missed-alert-event", &args!(at = dates::day_time(at, w))));
        }
        lanes.push(lane);
    }
    if lanes.is_empty() {
        return None;
    }
    let quiet = alerting && quiet;
    let title = w.get("missed-alerts-title", &args!(quiet = quiet.key(), after = p.alert_after_missed));
    let caption =
        w.get("missed-alerts-caption", &args!(at = dates::day_time(p.skip_at, w), after = p.alert_after_missed));
    Some(Figure {
        name: "alerts".into(),
        title,
        caption,
        x: Axis::new(w.text("missed-date-axis"), Unit::Date).range(p.start as f64, p.end as f64),
        y: Axis::new(w.text("missed-alerts-y"), Unit::Plain),
        plot: Plot::Timeline(lanes),
        marks: Vec::new(),
        facts: vec![Fact::on("missed-alerts-title", "quiet", quiet).with("after", f64::from(p.alert_after_missed))],
    })
}

/// One recovery chart per job (a monthly report's 2 runs would vanish next to the
/// thousands of a 15-minute job on a shared axis), then the alerts.
pub fn figures(p: &Params, runs: &[CaseRun], w: &'static Words) -> Vec<Figure> {
    let mut out: Vec<Figure> = Vec::new();
    for (j, job) in p.jobs.iter().enumerate() {
        let mut name = format!("recovery-{}", file_safe(&job.name));
        if out.iter().any(|c| c.name == name) {
            name = format!("{name}-{}", out.len() + 1);
        }
        out.extend(recovery(p, j, job, runs, name, w));
    }
    out.extend(alerts(p, runs, w));
    out
}

/// A job name as a file-name part: ASCII letters, digits, `-` and `_` kept, the rest `_`.
fn file_safe(name: &str) -> String {
    name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' || c == '_' { c } else { '_' }).collect()
}

crate::regime! {
    /// A policy's part of the recovery title: it runs none of the missed slots, starts its
    /// catch-up runs at once (catching up on all), runs every missed slot (a cap as big as
    /// the outage), or runs only the last ones.
    enum Part { Nothing = "none", CatchUp = "catchup", All = "all", Last = "other" }
}

impl Part {
    /// From the policy, the runs it made after the service came back and the slots missed.
    fn of(policy: Policy, runs_after_recovery: u32, missed: u32) -> Self {
        match (policy, runs_after_recovery) {
            (_, 0) => Part::Nothing,
            (Policy::CatchUp, _) => Part::CatchUp,
            (_, n) if n >= missed => Part::All,
            _ => Part::Last,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_policy_part_from_its_runs_after_recovery() {
        assert_eq!(Part::of(Policy::CatchUp, 0, 5), Part::Nothing);
        assert_eq!(Part::of(Policy::CatchUp, 1, 1).key(), "catchup");
        assert_eq!(Part::of(Policy::None, 0, 0).key(), "none");
        assert_eq!(Part::of(Policy::Capped, 4, 3073), Part::Last);
        assert_eq!(Part::of(Policy::Capped, 2, 2), Part::All);
        assert_eq!(Part::of(Policy::Capped, 0, 2), Part::Nothing);
    }
}
