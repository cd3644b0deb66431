//! The lesson's lines (`zamanlama.mjs`), a CSV of every run and a date strip of the runs.

use super::Params;
use super::facts;
use crate::report::figure::{Axis, Key, Lane, Plot, Regime, Unit};
use crate::report::units::capitalize;
use crate::report::{Fact, Figure, Head, Layout, Report};
use crate::schedule::read::NamedRule;
use crate::models::kit::calendar::{dates, rule_label};
use crate::report::glossary::Lang;
use crate::report::words::Words;
use crate::args;
use crate::schedule::{DAY_MS, MonthEnd, Rule, days_from_civil, days_in_month, format_minute, format_rfc3339, tr};

/// One rule and its runs.
struct Line<'a> {
    rule: &'a NamedRule,
    runs: &'a [i64],
}

/// The lesson: `console.log(ad.padEnd(17), anlar.join("  "))` — console.log's space
/// included in the name's column.
fn lines<'a>() -> Layout<'static, Line<'a>> {
    Layout::new("lines")
        .headless()
        .text_only(Head::left("", 18), |l: &Line| l.rule.name.clone())
        .text_only(Head::left("", 0), |l| l.runs.iter().map(|&t| format_minute(t)).collect::<Vec<_>>().join("  "))
}

/// One row per run.
struct Run<'a> {
    rule: &'a NamedRule,
    /// 1-based.
    run: usize,
    at: i64,
}

fn runs_table(p: &Params) -> Layout<'_, Run<'_>> {
    Layout::new("runs")
        .csv("rule", |r: &Run| r.rule.name.as_str().into())
        .csv("run", |r| r.run.into())
        .csv("run_at_utc", |r| format_rfc3339(r.at).into())
        .csv("after_start_min", move |r| ((r.at - p.start) / 60_000).into())
}

pub fn present(p: &Params, runs: &[Vec<i64>], _w: &'static Words) -> Report {
    let text_rows: Vec<Line> = p.rules.iter().zip(runs).map(|(rule, runs)| Line { rule, runs }).collect();
    let rows: Vec<Run> = p
        .rules
        .iter()
        .zip(runs)
        .flat_map(|(rule, runs)| runs.iter().enumerate().map(move |(i, &at)| Run { rule, run: i + 1, at }))
        .collect();
    // The lesson's program output, in both editions as the program prints it.
    let text = lines().text(&text_rows, Lang::Tr);
    Report { text, tables: vec![runs_table(p).table(&rows)], ..Report::default() }
}

/// How a run relates to its rule's day: on it, or moved because the month lacks it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Moved {
    No,
    /// `Date.UTC` carried the missing day into the next month: the run is on day `d` of
    /// the month after `(month)`.
    Overflowed { day: u32, month: u32 },
    /// Pulled back to the month's last day.
    Clamped { day: u32, month: u32 },
}

fn moved(p: &Params, rule: &NamedRule, at: i64) -> Moved {
    let Rule::Monthly { day, .. } = rule.rule else { return Moved::No };
    let (_, m, d) = tr::civil(at);
    let day = u32::from(day);
    match p.month_end {
        _ if d == day => Moved::No,
        MonthEnd::Overflow => Moved::Overflowed { day, month: if m == 1 { 12 } else { m - 1 } },
        MonthEnd::Clamp => Moved::Clamped { day, month: m },
        MonthEnd::Skip => Moved::No,
    }
}

/// Most skipped months a lane marks with a ✕ (a rare cron date skips years of them).
const SKIPPED_SHOWN: usize = 12;

/// The months with no run between the start's month and the last run's, the first `cap`
/// of them and whether there are more. (Runs end before the year 10000, so all of them
/// are at most some 96,000 months.) The start's own month counts when the rule could not
/// run in it at all (it lacks the day), not when its day had passed before the start.
fn without_run(p: &Params, rule: &NamedRule, runs: &[i64], cap: usize) -> (Vec<(i64, u32)>, bool) {
    let index = |t: i64| {
        let (y, m, _) = tr::civil(t);
        y * 12 + i64::from(m) - 1
    };
    let (y, m, _) = tr::civil(p.start);
    let start_lacks = match rule.rule {
        Rule::Monthly { day, .. } => p.month_end == MonthEnd::Skip && days_in_month(y, m) < u32::from(day),
        Rule::Cron(c) => c.month_gap(y, m).is_some(),
        _ => false,
    };
    let ran_in_start = runs.first().is_some_and(|&t| index(t) == index(p.start));
    let mut out = Vec::new();
    let mut prev = index(p.start) - i64::from(start_lacks && !ran_in_start);
    for &t in runs {
        for k in prev + 1..index(t) {
            if out.len() == cap {
                return (out, true);
            }
            out.push((k.div_euclid(12), k.rem_euclid(12) as u32 + 1));
        }
        prev = prev.max(index(t));
    }
    (out, false)
}

/// The months of the year a rule skipped (every skipped month counted, each named once,
/// January first): what the title names.
/// Only a monthly rule under `skip`, or a cron rule (cron always skips), passes months over.
fn skipped_months(p: &Params, rule: &NamedRule, runs: &[i64]) -> Vec<u32> {
    let skips = match rule.rule {
        Rule::Monthly { .. } => p.month_end == MonthEnd::Skip,
        Rule::Cron(_) => true,
        _ => false,
    };
    if !skips {
        return Vec::new();
    }
    let mut out: Vec<u32> = without_run(p, rule, runs, usize::MAX).0.into_iter().map(|(_, m)| m).collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The weekday of an instant, Sunday 0 (1970-01-01 was a Thursday).
fn weekday(t: i64) -> usize {
    (t.div_euclid(DAY_MS) + 4).rem_euclid(7) as usize
}

/// One label for runs close together on the strip (they would overprint):
/// `1 Şub 00:00 · 00:15 · 00:30`, `1 · 2 · 3 Şub 06:00`.
fn cluster_label(runs: &[i64], weekdays: bool, w: &'static Words) -> String {
    let (first, last) = (runs[0], runs[runs.len() - 1]);
    let month = |t: i64| (tr::civil(t).0, tr::civil(t).1);
    if runs.len() > 4 {
        w.get(
            "recurrence-cluster",
            &args!(first = dates::day_time(first, w), last = dates::day_time(last, w), n = runs.len()),
        )
    } else if runs.iter().all(|&t| (tr::civil(t).1, tr::civil(t).2) == (tr::civil(first).1, tr::civil(first).2)) {
        let times: Vec<String> = runs.iter().map(|&t| tr::clock(t)).collect();
        format!("{} {}", dates::day_short(first, w), times.join(" · "))
    } else if runs.iter().all(|&t| tr::clock(t) == tr::clock(first) && month(t) == month(first)) {
        // A cron rule's days with their weekdays (`Cum 3 · Pzt 13`): the day fields' rule shows.
        let days: Vec<String> = runs
            .iter()
            .map(|&t| if weekdays { format!("{} {}", dates::weekday(weekday(t), w), tr::civil(t).2) } else { tr::civil(t).2.to_string() })
            .collect();
        let (_, m, _) = tr::civil(first);
        format!("{} {} {}", days.join(" · "), dates::month_short(m, w), tr::clock(first))
    } else {
        runs.iter().map(|&t| dates::day_time(t, w)).collect::<Vec<_>>().join(" · ")
    }
}

/// For a monthly rule's lone run that is not its month's first (31 Mar after the 3 Mar a
/// 31 February overflowed to), its place among the month's runs: the month runs twice.
fn nth_in_month(rule: &NamedRule, instants: &[i64], cluster: &[i64]) -> Option<usize> {
    let &[t] = cluster else { return None };
    if !matches!(rule.rule, Rule::Monthly { .. }) {
        return None;
    }
    let month = |t: i64| (tr::civil(t).0, tr::civil(t).1);
    let nth = instants.iter().filter(|&&u| u <= t && month(u) == month(t)).count();
    (nth > 1).then_some(nth)
}

/// A rule's runs on its lane: ordinary runs labelled in clusters, a run moved by the
/// month-end policy marked and labelled with the day it stands for, a ✕ in the middle of
/// each month it never runs in. The moved runs are returned for the title.
fn rule_lane<'a>(w: &'static Words, p: &Params, rule: &'a NamedRule, instants: &[i64], near: i64) -> (Lane, Vec<(&'a NamedRule, Moved, i64)>) {
    let mut lane = Lane::new(rule_label(rule, w)).strip();
    let mut moved_runs = Vec::new();
    let mut cluster: Vec<i64> = Vec::new();
    let weekdays = matches!(rule.rule, Rule::Cron(_));
    let flush = |lane: Lane, cluster: &mut Vec<i64>| {
        let lane = match (cluster.first(), nth_in_month(rule, instants, cluster)) {
            (Some(&t), Some(nth)) => {
                let (_, month, _) = tr::civil(t);
                let label = w.get("recurrence-again", &args!(at = dates::day_time(t, w), month = dates::month(month, w), nth = nth));
                lane.event(t as f64, Key("run"), label)
            }
            (Some(&t), None) => lane.event(t as f64, Key("run"), cluster_label(cluster, weekdays, w)),
            (None, _) => lane,
        };
        let lane = cluster.iter().skip(1).fold(lane, |l, &t| l.event(t as f64, Key("run"), ""));
        cluster.clear();
        lane
    };
    for &t in instants {
        let m = moved(p, rule, t);
        if m != Moved::No || cluster.last().is_some_and(|&c| t - c > near) {
            lane = flush(lane, &mut cluster);
        }
        let (how, key, day, month) = match m {
            Moved::No => {
                cluster.push(t);
                continue;
            }
            Moved::Overflowed { day, month } => ("overflow", "monthend.overflow", day, month),
            Moved::Clamped { day, month } => ("clamp", "monthend.clamp", day, month),
        };
        let label = w.get(
            "recurrence-moved",
            &args!(how = how, at = dates::day_time(t, w), day = dates::day_month(day, month, w)),
        );
        lane = lane.event(t as f64, Key(key), label);
        moved_runs.push((rule, m, t));
    }
    let mut lane = flush(lane, &mut cluster);
    if matches!(rule.rule, Rule::Monthly { .. } | Rule::Cron(_)) {
        for (y, m) in without_run(p, rule, instants, SKIPPED_SHOWN).0 {
            let mid = (days_from_civil(y, m, days_in_month(y, m).div_ceil(2)) * DAY_MS) as f64;
            lane = lane.event(mid, Key("event.no-run"), w.get("recurrence-no-month", &args!(month = dates::month_short(m, w))));
        }
    }
    (lane, moved_runs)
}

/// The names of the skipped months (1..=12) a title's fact records, in its order.
const MONTH_NAMES: [&str; 12] = ["month1", "month2", "month3", "month4", "month5", "month6", "month7", "month8", "month9", "month10", "month11", "month12"];

/// The names of the days the shown moved runs landed on (month, day), in the title's order.
const LANDED_NAMES: [(&str, &str); 3] = [("to1_month", "to1_day"), ("to2_month", "to2_day"), ("to3_month", "to3_day")];

/// The title and the caption's point: the first moved run's policy, else the first rule
/// with skipped months, else the plain next-run function.
fn title_and_point(
    w: &'static Words,
    p: &Params,
    runs: &[Vec<i64>],
    moved_runs: &[(&NamedRule, Moved, i64)],
) -> (String, String, Fact) {
    // The runs shown, as the days they landed on (month, day) for the fact.
    let mut landed: Vec<(u32, u32)> = Vec::new();
    let mut shown: Vec<String> = moved_runs
        .iter()
        .take(3)
        .map(|&(_, m, t)| match m {
            Moved::Overflowed { day, month } | Moved::Clamped { day, month } => {
                let (_, m, d) = tr::civil(t);
                landed.push((m, d));
                format!("{} → {}", dates::day_month(day, month, w), dates::day_month(d, m, w))
            }
            Moved::No => String::new(),
        })
        .collect();
    if moved_runs.len() > 3 {
        shown.push("…".into());
    }
    let skipped = p.rules.iter().zip(runs).find_map(|(r, i)| {
        let months = skipped_months(p, r, i);
        (!months.is_empty()).then_some((r, i, months))
    });
    let first = moved_runs.first().map(|&(rule, moved, _)| (rule, matches!(moved, Moved::Overflowed { .. })));
    let regime = Shape::of(first.map(|x| x.1), skipped.is_some());
    let (rule, months) = match (first, &skipped) {
        (Some((rule, _)), _) => (Some(rule), Vec::new()),
        (None, Some((rule, instants, _))) if matches!(rule.rule, Rule::Cron(_)) => return cron_skip(p, rule, instants, w),
        (None, Some((rule, _, months))) => (Some(*rule), months.clone()),
        (None, None) => (None, Vec::new()),
    };
    let mut fact = Fact::new("recurrence-title", regime).with("months", months.len() as f64);
    for (&m, name) in months.iter().zip(MONTH_NAMES) {
        fact = fact.with(name, f64::from(m));
    }
    for ((m, d), (month, day)) in landed.into_iter().zip(LANDED_NAMES) {
        fact = fact.with(month, f64::from(m)).with(day, f64::from(d));
    }
    let months: Vec<String> = months.iter().map(|&m| dates::month(m, w)).collect();
    let title = w.get(
        "recurrence-title",
        &args!(
            regime = regime.key(),
            // As written: the Turkish title capitalizes it, the English one puts "The" before it.
            rule = rule.map(|r| rule_label(r, w)).unwrap_or_default(),
            shown = shown.join(", "),
            months = months.join(", "),
            rules = p.rules.len(),
            count = p.count,
        ),
    );
    (title, w.get("recurrence-point", &args!(regime = regime.key())), fact)
}

/// Each rule's runs on a date strip ([`rule_lane`]), titled by [`title_and_point`].
pub fn figures(p: &Params, runs: &[Vec<i64>], w: &'static Words) -> Vec<Figure> {
    let last = runs.iter().flatten().copied().max().unwrap_or(p.start);
    // Runs closer than this share a label.
    let near = ((last - p.start) / 25).max(1);
    let mut lanes = Vec::new();
    let mut moved_runs = Vec::new();
    for (rule, instants) in p.rules.iter().zip(runs) {
        let (lane, moved) = rule_lane(w, p, rule, instants, near);
        lanes.push(lane);
        moved_runs.extend(moved);
    }
    let (title, point, fact) = title_and_point(w, p, runs, &moved_runs);
    let start = format!("{} {}", dates::date(p.start, w), tr::clock(p.start));
    let mut caption = w.get("recurrence-caption", &args!(count = p.count, start = start));
    if !point.is_empty() {
        caption.push(' ');
        caption.push_str(&point);
    }
    for rule in &p.rules {
        if let Rule::Cron(c) = rule.rule
            && c.either_day_field()
        {
            caption.push(' ');
            caption.push_str(&w.get("recurrence-either-days", &args!(rule = capitalize(&rule_label(rule, w), w.lang()))));
        }
    }
    if lanes.iter().any(|l| l.events.iter().any(|e| e.key == Key("event.no-run"))) {
        caption.push(' ');
        caption.push_str(&w.text("recurrence-skipped-mark"));
    }
    vec![Figure {
        name: "runs".into(),
        title,
        caption,
        x: Axis::new(w.text("recurrence-x"), Unit::Date),
        y: Axis::new(w.text("recurrence-y"), Unit::Plain),
        plot: Plot::Timeline(lanes),
        marks: Vec::new(),
        facts: vec![fact],
    }]
}

/// The title and the caption's point for a cron rule's skipped months, from
/// [`facts::cron_skips`] over every skipped month (not only those a title could name):
/// a missing day, a day no weekday matches, the month field, as the expression decides.
fn cron_skip(p: &Params, rule: &NamedRule, runs: &[i64], w: &'static Words) -> (String, String, Fact) {
    let Rule::Cron(cron) = &rule.rule else { unreachable!("a cron rule") };
    let (months, _) = without_run(p, rule, runs, usize::MAX);
    let skips = facts::cron_skips(cron, &months);
    let why = skips.why().expect("a rule with skipped months");
    let names = |list: &[u32]| list.iter().map(|&m| dates::month(m, w)).collect::<Vec<_>>().join(", ");
    let picked: Vec<u32> = (1..=12).filter(|&m| cron.picks_month(m)).collect();
    let title = w.get(
        "recurrence-cron-skip-title",
        &args!(
            why = why.key(),
            rule = rule_label(rule, w),
            days = names(&skips.day_months()),
            picked = names(&picked),
            picked_n = picked.len(),
            excluded_n = skips.excluded.len(),
        ),
    );
    let fact = Fact::on("recurrence-cron-skip-title", "why", why)
        .with("excluded", skips.excluded.len() as f64)
        .with("days", skips.day_months().len() as f64);
    (title, w.get("recurrence-cron-skip-point", &args!(why = why.key())), fact)
}

crate::regime! {
    /// What the recurrence title tells: a run that overflowed into the next month, a run
    /// clamped to the month's last day, months a rule skips, or none of these.
    enum Shape { Overflow = "overflow", Clamp = "clamp", Skip = "skip", Plain = "plain" }
}

impl Shape {
    /// From the first moved run (whether it overflowed) and whether a rule skipped months.
    fn of(first_moved_overflowed: Option<bool>, skipped: bool) -> Self {
        match (first_moved_overflowed, skipped) {
            (Some(true), _) => Shape::Overflow,
            (Some(false), _) => Shape::Clamp,
            (None, true) => Shape::Skip,
            (None, false) => Shape::Plain,
        }
    }
}

#[cfg(test)]
mod shape_tests {
    use super::*;

    #[test]
    fn the_title_shape_puts_a_moved_run_before_skipped_months() {
        assert_eq!(Shape::of(Some(true), true), Shape::Overflow);
        assert_eq!(Shape::of(Some(false), true).key(), "clamp");
        assert_eq!(Shape::of(None, true), Shape::Skip);
        assert_eq!(Shape::of(None, false).key(), "plain");
    }
}

#[cfg(test)]
mod month_tests {
    use super::*;

    #[test]
    fn a_monthly_rules_second_run_in_a_month_is_told_and_nothing_else_is() {
        let at = |d: i64| d * DAY_MS;
        let rule = |r| NamedRule { name: "aySonu".into(), label: "ay sonu".into(), rule: r };
        let month_end = rule(Rule::Monthly { day: 31, hour: 2, minute: 30 });
        // 2026: 3 Mar (31 Feb overflowed), 31 Mar, 1 May; days since 1970.
        let (mar3, mar31, may1) = (days_from_civil(2026, 3, 3), days_from_civil(2026, 3, 31), days_from_civil(2026, 5, 1));
        let runs = [at(mar3), at(mar31), at(may1)];
        assert_eq!(nth_in_month(&month_end, &runs, &[at(mar31)]), Some(2));
        assert_eq!(nth_in_month(&month_end, &runs, &[at(mar3)]), None);
        assert_eq!(nth_in_month(&month_end, &runs, &[at(may1)]), None);
        // A cluster, or a rule that is not monthly, is never told.
        assert_eq!(nth_in_month(&month_end, &runs, &[at(mar3), at(mar31)]), None);
        let daily = rule(Rule::Daily { hour: 6, minute: 0 });
        assert_eq!(nth_in_month(&daily, &runs, &[at(mar31)]), None);
    }
}
