//! One chart per job, a lane per policy grouped by system. A job that runs several times
//! a day: a timeline zoomed on the restart — what starts, for which slot, and when the
//! regular schedule resumes. A daily or monthly job, whose catch-up runs all start within
//! minutes of the restart: a bar of catch-up runs per policy (a time axis of weeks would
//! put every marker at one instant).

use super::simulate::{self, CaseRun, Start};
use super::{Params, Policy};
use crate::report::{Fact, Figure};
use crate::report::figure::{Axis, Key, Lane, Mark, Plot, Unit};
use crate::report::units::{capitalize, human_ms, turkish_number};
use crate::schedule::read::NamedRule;
use crate::models::kit::calendar::{dates, rule_label};
use crate::args;
use crate::report::lang::Lang;
use crate::report::words::Words;
use crate::schedule::DAY_MS;
use crate::schedulers::kubernetes::Controller;

/// How the x axis shows instants: minutes after the restart day's midnight (`HH:MM`) for
/// a job that runs several times a day, dates otherwise.
struct X {
    clock_origin: Option<i64>,
}

impl X {
    fn of(&self, t: i64) -> f64 {
        match self.clock_origin {
            Some(o) => (t - o) as f64 / 60_000.0,
            None => t as f64,
        }
    }
}

/// What the policy's catch-up runs did, as the catalog selects it (`policies-summary`,
/// `policies-when`), with the one run's slot and the last run's start.
fn ups(r: &CaseRun, w: &'static Words) -> (&'static str, usize, String, String) {
    let ups: Vec<&Start> = r.catch_ups().collect();
    let kind = match ups.as_slice() {
        [] if r.too_many_missed > 0 && r.policy == Policy::Kubernetes(Controller::Documented) => "never",
        [] => "none",
        [one] if one.slot == one.at => "restart",
        [_] => "one",
        [first, .., last] if first.at == last.at => "at-once",
        _ => "back-to-back",
    };
    let slot = ups.first().map(|u| dates::day_time(u.slot, w)).unwrap_or_default();
    let last = ups.last().map(|u| dates::day_time(u.at, w)).unwrap_or_default();
    (kind, ups.len(), slot, last)
}

/// What the policy did at the restart, for its lane's name.
fn summary(r: &CaseRun, w: &'static Words) -> String {
    let (kind, n, slot, last) = ups(r, w);
    w.get("policies-summary", &args!(ups = kind, n = n, due = slot, last = last))
}

/// When the policy's catch-up runs start, for a lane of the count chart (the bar gives
/// how many).
fn when(r: &CaseRun, w: &'static Words) -> String {
    let (kind, n, slot, last) = ups(r, w);
    w.get("policies-when", &args!(ups = kind, n = n, due = slot, last = last))
}

/// A lane of the count chart: a bar from 0 to the number of catch-up runs, labelled; a
/// ✕ at 0 where there is none.
fn count_lane(r: &CaseRun, w: &'static Words) -> Lane {
    let n = r.catch_up_count();
    let lane = Lane::new(format!("{}: {}", r.policy.label(w), when(r, w))).in_group(r.policy.system(w));
    if n == 0 {
        return lane.event(0.0, Key("event.skipped"), "0");
    }
    let label = w.get("missed-run-policies-runs", &args!(n = n));
    lane.span(0.0, n as f64, Key("run.catchup"), label)
}

/// A lane's spans and markers: a burst at one instant is one span, runs back to back are
/// one span, others one each; a marker where catch-up runs start, or where none did.
fn lane(p: &Params, r: &CaseRun, x: &X, lo: i64, hi: i64, w: &'static Words) -> Lane {
    let mut lane = Lane::new(format!("{}: {}", r.policy.label(w), summary(r, w))).in_group(r.policy.system(w));
    let shown: Vec<&Start> = r.starts.iter().filter(|s| s.at >= lo && s.at < hi).collect();
    let run = p.run_ms as i64;
    let mut i = 0;
    while i < shown.len() {
        let s = shown[i];
        let key = if s.catch_up { Key("run.catchup") } else { Key("run") };
        // Runs of the same kind starting at this instant, then back to back.
        let mut j = i + 1;
        while j < shown.len() && shown[j].at == s.at && shown[j].catch_up == s.catch_up {
            j += 1;
        }
        let mut end = s.at + run;
        while j < shown.len() && shown[j].at == end && shown[j].catch_up == s.catch_up {
            end += run;
            j += 1;
        }
        lane = lane.span(x.of(s.at), x.of(end), key, "");
        if s.catch_up {
            // The marker says how many start here: a burst is no bigger than one run.
            let n = shown[i..j].iter().filter(|t| t.at == s.at).count();
            let label = if n > 1 { format!("×{}", turkish_number(n as f64, w.lang())) } else { String::new() };
            lane = lane.event(x.of(s.at), Key("run.catchup"), label);
        }
        i = j;
    }
    if let Some(back) = r.restart
        && r.catch_up_count() == 0
    {
        lane = lane.event(x.of(back), Key("event.skipped"), "");
    }
    lane
}

/// The takeaway's parts: the biggest burst, a scheduler that never runs again, how many
/// make up with a single run; each with its fact.
fn parts(cases: &[&CaseRun], w: &'static Words) -> Vec<(String, Fact)> {
    let mut parts = Vec::new();
    let top = cases.iter().map(|r| r.peak).max().unwrap_or(0);
    if top > 1 {
        let names: Vec<String> = cases.iter().filter(|r| r.peak == top).map(|r| name(r.policy, w)).collect();
        let count = names.len();
        // More than three: how many, so the title keeps to two lines (the lanes name them).
        let names = match names.split_last() {
            _ if count > 3 => w.get("missed-run-policies-count", &args!(n = count)),
            Some((last, [])) => last.clone(),
            Some((last, rest)) => w.get("missed-run-policies-and", &args!(rest = rest.join(", "), last = last.as_str())),
            None => String::new(),
        };
        let fact = Fact::said("missed-run-policies-burst").with("count", count as f64).with("top", top as f64);
        parts.push((w.get("missed-run-policies-burst", &args!(names = names, count = count, top = top)), fact));
    }
    if cases.iter().any(|r| r.too_many_missed > 0 && r.next_regular().is_none() && r.catch_up_count() == 0) {
        parts.push((w.text("missed-run-policies-never"), Fact::said("missed-run-policies-never")));
    }
    let single = cases.iter().filter(|r| r.catch_up_count() == 1).count();
    if single > 0 {
        let fact = Fact::said("missed-run-policies-single").with("n", single as f64);
        parts.push((w.get("missed-run-policies-single", &args!(n = single)), fact));
    }
    let none = cases.iter().filter(|r| r.catch_up_count() == 0).count();
    if parts.len() < 3 && none > 0 {
        let fact = Fact::said("missed-run-policies-nothing").with("n", none as f64);
        parts.push((w.get("missed-run-policies-nothing", &args!(n = none)), fact));
    }
    parts
}

/// The title's start (the job and the outage) in `w`'s edition.
fn title_head(job: &NamedRule, p: &Params, w: &'static Words) -> String {
    let job_name = capitalize(&rule_label(job, w), w.lang());
    w.get("missed-run-policies-title", &args!(job = job_name, outage = human_ms(p.outage_ms as f64, w.lang())))
}

/// The takeaway, as many parts as fit one title line in both editions (so both state the
/// same facts), with the facts of the parts it makes.
fn title(job: &NamedRule, p: &Params, cases: &[&CaseRun], w: &'static Words) -> (String, Vec<Fact>) {
    let other = Words::of(match w.lang() {
        Lang::Tr => Lang::En,
        Lang::En => Lang::Tr,
    });
    let mut title = title_head(job, p, w);
    let mut other_len = title_head(job, p, other).chars().count();
    let mut facts = vec![Fact::said("missed-run-policies-title").with("outage_ms", p.outage_ms as f64)];
    for (i, ((part, fact), (other_part, _))) in parts(cases, w).into_iter().zip(parts(cases, other)).enumerate() {
        let other_part_len = other_part.chars().count();
        if i > 0 && (title.chars().count() + part.chars().count() > 118 || other_len + other_part_len > 118) {
            break;
        }
        title.push_str(if i > 0 { ", " } else { "" });
        title.push_str(&part);
        other_len += other_part_len + if i > 0 { 2 } else { 0 };
        facts.push(fact);
    }
    (title, facts)
}

/// The policy's short name in a title (`Quartz IGNORE`).
fn name(policy: Policy, w: &'static Words) -> String {
    let label = policy.label(w);
    let short = label.split(' ').next().unwrap_or("").trim_end_matches("_MISFIRE_POLICY");
    match policy {
        Policy::None | Policy::CatchUp | Policy::Capped => label.clone(),
        Policy::QuartzCron(_) | Policy::QuartzSimple(_) => format!("Quartz {short}"),
        _ => format!("{} {short}", policy.system(w)),
    }
}

fn figure(p: &Params, j: usize, job: &NamedRule, runs: &[CaseRun], w: &'static Words) -> Option<Figure> {
    let cases: Vec<&CaseRun> = runs.iter().filter(|r| r.job == j).collect();
    let back = cases.first()?.restart?;
    let next = |t: i64| simulate::next_slot(job.rule, t);
    let gap = next(next(back)) - next(back);
    let last_catch_up = cases.iter().filter_map(|r| r.catch_ups().last().map(|s| s.at)).max().unwrap_or(back);
    // A job that runs several times a day: a few hours around the restart (a long drain
    // runs off the right edge); a daily or monthly one: from a gap before to the end.
    let (lo, hi) = if gap < DAY_MS {
        (back - 4 * gap, back + 12 * gap)
    } else {
        (back - gap, (last_catch_up + p.run_ms as i64).max(back + 4 * gap))
    };
    let (lo, hi) = (lo.max(p.outage_start).max(p.start), hi.min(p.end));
    if gap >= DAY_MS && (last_catch_up + p.run_ms as i64 - back) * 50 < hi - lo {
        return Some(counts(p, job, &cases, back, w));
    }
    let x = X { clock_origin: (gap < DAY_MS).then(|| back.div_euclid(DAY_MS) * DAY_MS) };
    let lanes: Vec<Lane> = cases.iter().map(|r| lane(p, r, &x, lo, hi, w)).collect();
    let axis = match x.clock_origin {
        Some(_) => Axis::new(w.get("missed-run-policies-clock-x", &args!(date = dates::date(back, w))), Unit::ClockMinutes),
        None => Axis::new(w.text("missed-date-axis"), Unit::Date),
    };
    let caption = caption(p, &cases, back, &w.text("missed-run-policies-read-lanes"), w);
    let (title, mut facts) = title(job, p, &cases, w);
    facts.push(Fact::said("policies-caption").with("missed", cases[0].missed as f64));
    Some(Figure {
        name: format!("restart-{}", file_safe(&job.name)),
        title,
        caption,
        x: axis.range(x.of(lo), x.of(hi)),
        y: Axis::new(w.text("missed-run-policies-y"), Unit::Plain),
        plot: Plot::Timeline(lanes),
        marks: vec![Mark::Band {
            from: x.of(lo),
            to: x.of(back),
            key: Key("mark.outage"),
            label: format!("{} ({})", Key("mark.outage").name(w.lang()), human_ms(p.outage_ms as f64, w.lang())),
        }],
        facts,
    })
}

/// The chart's caption: the outage, the slots missed, how to read the lanes (`read`), the
/// systems' settings.
fn caption(p: &Params, cases: &[&CaseRun], back: i64, read: &str, w: &'static Words) -> String {
    w.get(
        "policies-caption",
        &args!(
            from = dates::day_time(p.outage_start, w),
            to = dates::day_time(back, w),
            missed = cases[0].missed,
            read = read,
            quartz = human_ms(p.quartz_misfire_threshold_ms as f64, w.lang()),
            has_deadline = if p.k8s_starting_deadline_ms.is_some() { "yes" } else { "no" },
            deadline = p.k8s_starting_deadline_ms.map(|d| human_ms(d as f64, w.lang())).unwrap_or_default(),
            temporal = human_ms(p.temporal_catchup_window_ms as f64, w.lang()),
        ),
    )
}

/// The count chart of a job whose catch-up runs all start right after the restart: a bar
/// of catch-up runs per policy.
fn counts(p: &Params, job: &NamedRule, cases: &[&CaseRun], back: i64, w: &'static Words) -> Figure {
    let top = cases.iter().map(|r| r.catch_up_count()).max().unwrap_or(0).max(2);
    let read = w.text("missed-run-policies-read-bars");
    let (title, mut facts) = title(job, p, cases, w);
    facts.push(Fact::said("policies-caption").with("missed", cases[0].missed as f64));
    Figure {
        name: format!("restart-{}", file_safe(&job.name)),
        title,
        caption: caption(p, cases, back, &read, w),
        // Room left of 0 for the ✕ of a policy that catches nothing up.
        x: Axis::new(w.text("missed-run-policies-counts-x"), Unit::Count).range(-0.3, top as f64 + 0.5),
        y: Axis::new(w.text("missed-run-policies-y"), Unit::Plain),
        plot: Plot::Timeline(cases.iter().map(|r| count_lane(r, w)).collect()),
        marks: Vec::new(),
        facts,
    }
}

/// One restart chart per job.
pub fn figures(p: &Params, runs: &[CaseRun], w: &'static Words) -> Vec<Figure> {
    let mut out: Vec<Figure> = Vec::new();
    for (j, job) in p.jobs.iter().enumerate() {
        if let Some(mut f) = figure(p, j, job, runs, w) {
            if out.iter().any(|c| c.name == f.name) {
                f.name = format!("{}-{}", f.name, out.len() + 1);
            }
            out.push(f);
        }
    }
    out
}

/// A job name as a file-name part: ASCII letters, digits, `-` and `_` kept, the rest `_`.
fn file_safe(name: &str) -> String {
    name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' || c == '_' { c } else { '_' }).collect()
}
