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
use crate::models::kit::calendar::{at_most_daily, dates, outage, rule_label};
use crate::report::figure::Regime;
use crate::schedule::Rule;
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

/// Where the schedule goes after the restart when the policy rebuilds it from the restart
/// (a `SimpleTrigger` rescheduled "now"): `(the first regular slot, the old schedule's)`,
/// or `None` when the regular runs stay on the old schedule's slots (if later, as behind a
/// drain).
fn shifted(r: &CaseRun, rule: Rule) -> Option<(i64, i64)> {
    let back = r.restart?;
    let first = r.starts.iter().find(|s| !s.catch_up && s.at >= back)?;
    let on_schedule = simulate::next_slot(rule, first.slot - 1) == first.slot;
    (!on_schedule).then(|| (first.slot, simulate::next_slot(rule, back)))
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
fn count_lane(p: &Params, r: &CaseRun, w: &'static Words) -> Lane {
    let n = r.catch_up_count();
    let lane = Lane::new(format!("{}: {}", label(p, r.policy, w), when(r, w))).in_group(r.policy.system(w));
    if n == 0 {
        return lane.event(0.0, Key("event.skipped"), "0");
    }
    let label = w.get("missed-run-policies-runs", &args!(n = n));
    lane.span(0.0, n as f64, Key("run.catchup"), label)
}

/// The policy's lane name: [`Policy::label`], with Quartz's default instruction marked
/// as such (`SMART_POLICY`: `FIRE_ONCE_NOW` for a `CronTrigger`; for a `SimpleTrigger`
/// `FIRE_NOW` with no repeats, `NEXT_WITH_REMAINING` repeating indefinitely,
/// `NOW_WITH_EXISTING_COUNT` with a repeat count).
pub(super) fn label(p: &Params, policy: Policy, w: &'static Words) -> String {
    use crate::schedulers::quartz::{CronMisfire, SimpleMisfire};
    let default = match (policy, p.quartz_repeat_count) {
        (Policy::QuartzCron(CronMisfire::FireOnceNow), _) => true,
        (Policy::QuartzSimple(SimpleMisfire::FireNow), Some(0)) => true,
        (Policy::QuartzSimple(SimpleMisfire::NextWithRemainingCount), None) => true,
        (Policy::QuartzSimple(SimpleMisfire::NowWithExistingCount), Some(n)) => n > 0,
        _ => false,
    };
    let label = policy.label(w);
    if default { w.get("missed-run-policies-default", &args!(label = label)) } else { label }
}

/// A lane's spans and markers: a burst at one instant is one span, runs back to back are
/// one span, others one each; a marker where catch-up runs start (`lo`..`hi`, the chart's
/// window), or where none did. Runs are drawn from `from` to `to`, wider than the window:
/// the axis rounds the window out to whole ticks, and a run past its edge is cut there
/// (a drain that goes on runs off the plot rather than seem to end inside it).
#[allow(clippy::too_many_arguments, reason = "the chart's window and the runs' reach")]
fn lane(p: &Params, r: &CaseRun, x: &X, (lo, hi): (i64, i64), (from, to): (i64, i64), w: &'static Words) -> Lane {
    let mut lane = Lane::new(format!("{}: {}", label(p, r.policy, w), summary(r, w))).in_group(r.policy.system(w));
    let shown: Vec<&Start> = r.starts.iter().filter(|s| s.at >= from && s.at < to).collect();
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
        if s.catch_up && (lo..hi).contains(&s.at) {
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

crate::regime! {
    /// What a restart chart's title counts: the burst of catch-up runs, for a job that runs
    /// several times a day (the latest state, as the lesson's stock summary: a missed run
    /// is covered by the next), or the slots lost, for one that runs at most once a day
    /// (each run its period's output, as the lesson's monthly report).
    enum Takeaway { Burst = "burst", Loss = "loss" }
}

impl Takeaway {
    fn of(rule: Rule) -> Self {
        if at_most_daily(rule) { Takeaway::Loss } else { Takeaway::Burst }
    }
}

crate::regime! {
    /// What one slot of the job is, in the words of the loss: a month, a day, or one of
    /// the lesson's intervals (`aralık`).
    enum Period { Month = "month", Day = "day", Interval = "interval" }
}

impl Period {
    fn of(rule: Rule) -> Self {
        match rule {
            Rule::Monthly { .. } => Period::Month,
            Rule::Daily { .. } => Period::Day,
            _ => Period::Interval,
        }
    }
}

/// Policies named in a title: up to three by name, more by how many (so the title keeps to
/// two lines; the lanes name them).
fn names(cases: &[&CaseRun], w: &'static Words) -> String {
    let names: Vec<String> = cases.iter().map(|r| name(r.policy, w)).collect();
    match names.split_last() {
        _ if names.len() > 3 => w.get("missed-run-policies-count", &args!(n = names.len())),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => w.get("missed-run-policies-and", &args!(rest = rest.join(", "), last = last.as_str())),
        None => String::new(),
    }
}

/// The takeaway's parts, each with its fact. Nothing missed: that alone. A burst takeaway:
/// the biggest burst, a scheduler that never runs again, how many make up with a single
/// run, how many make up nothing. A loss takeaway: who loses every missed slot (the
/// lesson's no catch-up when it is among them), a scheduler that never runs again, how many
/// make up a single run and lose the rest.
fn parts(cases: &[&CaseRun], rule: Rule, w: &'static Words) -> Vec<(String, Fact)> {
    let mut parts = Vec::new();
    let missed = cases.first().map_or(0, |r| r.missed);
    let per = Period::of(rule);
    if missed == 0 {
        let fact = Fact::on("missed-run-policies-none-missed", "per", per);
        parts.push((w.get("missed-run-policies-none-missed", &args!(per = per.key())), fact));
        return parts;
    }
    let never = cases.iter().any(|r| r.too_many_missed > 0 && r.next_regular().is_none() && r.catch_up_count() == 0);
    let with = |n: usize| -> Vec<&CaseRun> { cases.iter().copied().filter(|r| r.catch_up_count() == n).collect() };
    match Takeaway::of(rule) {
        Takeaway::Burst => {
            let top = cases.iter().map(|r| r.peak).max().unwrap_or(0);
            if top > 1 {
                let burst: Vec<&CaseRun> = cases.iter().copied().filter(|r| r.peak == top).collect();
                let count = burst.len();
                let fact = Fact::said("missed-run-policies-burst").with("count", count as f64).with("top", top as f64);
                let names = names(&burst, w);
                parts.push((w.get("missed-run-policies-burst", &args!(names = names, count = count, top = top)), fact));
            }
            if never {
                parts.push((w.text("missed-run-policies-never"), Fact::said("missed-run-policies-never")));
            }
            let single = with(1).len();
            if single > 0 {
                let fact = Fact::said("missed-run-policies-single").with("n", single as f64);
                parts.push((w.get("missed-run-policies-single", &args!(n = single)), fact));
            }
            let none = with(0).len();
            if parts.len() < 3 && none > 0 {
                let fact = Fact::said("missed-run-policies-nothing").with("n", none as f64);
                parts.push((w.get("missed-run-policies-nothing", &args!(n = none)), fact));
            }
        }
        Takeaway::Loss => {
            let zero = with(0);
            if !zero.is_empty() {
                // The lesson's own no catch-up stands for them when it is listed.
                let lesson: Vec<&CaseRun> = zero.iter().copied().filter(|r| r.policy == Policy::None).collect();
                let named = if lesson.is_empty() { &zero } else { &lesson };
                let (names, count) = (names(named, w), named.len());
                let fact = Fact::on("missed-run-policies-lost-all", "per", per)
                    .with("count", count as f64)
                    .with("missed", f64::from(missed))
                    .with("lesson", if lesson.is_empty() { 0.0 } else { 1.0 });
                let words = args!(names = names, count = count, missed = missed, per = per.key());
                parts.push((w.get("missed-run-policies-lost-all", &words), fact));
            }
            if never {
                parts.push((w.text("missed-run-policies-never"), Fact::said("missed-run-policies-never")));
            }
            let single = with(1).len();
            if single > 0 && missed > 1 {
                let lost = missed - 1;
                let fact = Fact::on("missed-run-policies-single-lost", "per", per)
                    .with("n", single as f64)
                    .with("lost", f64::from(lost));
                let words = args!(n = single, lost = lost, per = per.key());
                parts.push((w.get("missed-run-policies-single-lost", &words), fact));
            }
        }
    }
    parts
}

/// The title's start (the job and the outage) in `w`'s edition.
fn title_head(job: &NamedRule, p: &Params, w: &'static Words) -> String {
    let job_name = capitalize(&rule_label(job, w), w.lang());
    w.get("missed-run-policies-title", &args!(job = job_name, outage = outage(p.outage_ms, w)))
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
    let (sep, other_sep) = (w.text("missed-title-sep"), other.text("missed-title-sep"));
    let zipped = parts(cases, job.rule, w).into_iter().zip(parts(cases, job.rule, other));
    for (i, ((part, fact), (other_part, _))) in zipped.enumerate() {
        let other_part_len = other_part.chars().count();
        let (sep_len, other_sep_len) = if i > 0 { (sep.chars().count(), other_sep.chars().count()) } else { (0, 0) };
        if i > 0
            && (title.chars().count() + sep_len + part.chars().count() > 120
                || other_len + other_sep_len + other_part_len > 120)
        {
            break;
        }
        title.push_str(if i > 0 { sep.as_str() } else { "" });
        title.push_str(&part);
        other_len += other_part_len + other_sep_len;
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
    // runs off the right edge), the restart 40 % in, right of the group headings; a daily
    // or monthly one: from a gap before to the end.
    let (lo, hi) = if gap < DAY_MS {
        (back - 8 * gap, back + 12 * gap)
    } else {
        (back - gap, (last_catch_up + p.run_ms as i64).max(back + 4 * gap))
    };
    let (lo, hi) = (lo.max(p.outage_start).max(p.start), hi.min(p.end));
    if gap >= DAY_MS && (last_catch_up + p.run_ms as i64 - back) * 50 < hi - lo {
        return Some(counts(p, job, &cases, back, w));
    }
    let x = X { clock_origin: (gap < DAY_MS).then(|| back.div_euclid(DAY_MS) * DAY_MS) };
    // The axis rounds the window out to whole ticks (never by more than the window's
    // length): runs are drawn that far on either side and cut at the plot's edges, the
    // outage's shading too.
    let reach = ((lo - (hi - lo)).max(p.start), (hi + (hi - lo)).min(p.end));
    let lanes: Vec<Lane> = cases.iter().map(|r| lane(p, r, &x, (lo, hi), reach, w)).collect();
    let axis = match x.clock_origin {
        // Whole ticks of a clock axis divide a day: the rounded axis keeps the window's days.
        Some(_) => Axis::new(w.get("missed-run-policies-clock-x", &args!(date = dates::span(lo, hi, w))), Unit::ClockMinutes),
        None => Axis::new(w.text("missed-date-axis"), Unit::Date),
    };
    let mut caption = caption(p, &cases, back, &w.text("missed-run-policies-read-lanes"), w);
    let (title, mut facts) = title(job, p, &cases, w);
    facts.push(Fact::said("policies-caption").with("missed", cases[0].missed as f64));
    if let Some((r, (next, old))) = cases.iter().find_map(|r| shifted(r, job.rule).map(|s| (r, s))) {
        caption.push(' ');
        caption.push_str(&w.get(
            "policies-shifted",
            &args!(policy = name(r.policy, w), next = dates::day_time(next, w), old = dates::day_time(old, w)),
        ));
    }
    Some(Figure {
        name: format!("restart-{}", file_safe(&job.name)),
        title,
        caption,
        x: axis.range(x.of(lo), x.of(hi)),
        y: Axis::new(w.text("missed-run-policies-y"), Unit::Plain),
        plot: Plot::Timeline(lanes),
        marks: vec![Mark::Band {
            from: x.of(reach.0.max(p.outage_start)),
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
        plot: Plot::Timeline(cases.iter().map(|r| count_lane(p, r, w)).collect()),
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
