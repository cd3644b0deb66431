//! The lesson's lines (`zamanlama.mjs`), a CSV of every run and a date strip of the runs.

use super::Params;
use super::facts;
use crate::report::figure::{Axis, Key, Lane, Plot, Unit};
use crate::report::units::capitalize;
use crate::report::{Figure, Head, Layout, Report};
use crate::schedule::read::NamedRule;
use crate::models::kit::calendar::{dates, rule_label};
use crate::report::glossary::Lang;
use crate::report::lang::{self, pick};
use crate::report::words::Words;
use crate::{args, say};
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

pub fn present(p: &Params, runs: &[Vec<i64>]) -> Report {
    let text_rows: Vec<Line> = p.rules.iter().zip(runs).map(|(rule, runs)| Line { rule, runs }).collect();
    let rows: Vec<Run> = p
        .rules
        .iter()
        .zip(runs)
        .flat_map(|(rule, runs)| runs.iter().enumerate().map(move |(i, &at)| Run { rule, run: i + 1, at }))
        .collect();
    // The lesson's program output, in both editions as the program prints it.
    let text = lang::with(Lang::Tr, || lines().text(&text_rows));
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

/// Most skipped months a title names (a rare cron date skips years of them).
const SKIPPED_SHOWN: usize = 12;

/// The months a rule passes over between its start and its runs: a monthly rule under
/// `skip`, or a cron rule (cron always skips). The first [`SKIPPED_SHOWN`] of them as
/// `(year, month)`, and whether there are more (the loop stops there, whatever the span).
fn skipped(p: &Params, rule: &NamedRule, runs: &[i64]) -> (Vec<(i64, u32)>, bool) {
    match rule.rule {
        Rule::Monthly { .. } if p.month_end == MonthEnd::Skip => {}
        Rule::Cron(_) => {}
        _ => return (Vec::new(), false),
    }
    without_run(p, runs, SKIPPED_SHOWN)
}

/// The months with no run between the start's month and the last run's, the first `cap`
/// of them and whether there are more. (Runs end before the year 10000, so all of them
/// are at most some 96,000 months.)
fn without_run(p: &Params, runs: &[i64], cap: usize) -> (Vec<(i64, u32)>, bool) {
    let index = |t: i64| {
        let (y, m, _) = tr::civil(t);
        y * 12 + i64::from(m) - 1
    };
    let mut out = Vec::new();
    let mut prev = index(p.start);
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

/// The skipped months' names for a title, `…` after them when there are more.
fn skipped_months(p: &Params, rule: &NamedRule, runs: &[i64]) -> Vec<String> {
    let (months, more) = skipped(p, rule, runs);
    let mut out: Vec<String> = months.iter().map(|&(_, m)| dates::month(m).to_string()).collect();
    if more {
        out.push("…".to_string());
    }
    out
}

/// The weekday of an instant, Sunday 0 (1970-01-01 was a Thursday).
fn weekday(t: i64) -> usize {
    (t.div_euclid(DAY_MS) + 4).rem_euclid(7) as usize
}

/// One label for runs close together on the strip (they would overprint):
/// `1 Şub 00:00 · 00:15 · 00:30`, `1 · 2 · 3 Şub 06:00`.
fn cluster_label(runs: &[i64], weekdays: bool) -> String {
    let (first, last) = (runs[0], runs[runs.len() - 1]);
    let month = |t: i64| (tr::civil(t).0, tr::civil(t).1);
    if runs.len() > 4 {
        say!("{} … {} ({} koşum)", "{} … {} ({} runs)", dates::day_time(first), dates::day_time(last), runs.len())
    } else if runs.iter().all(|&t| tr::day_short(t) == tr::day_short(first)) {
        let times: Vec<String> = runs.iter().map(|&t| tr::clock(t)).collect();
        format!("{} {}", dates::day_short(first), times.join(" · "))
    } else if runs.iter().all(|&t| tr::clock(t) == tr::clock(first) && month(t) == month(first)) {
        // A cron rule's days with their weekdays (`Cum 3 · Pzt 13`): the day fields' rule shows.
        let days: Vec<String> = runs
            .iter()
            .map(|&t| if weekdays { format!("{} {}", dates::weekday(weekday(t)), tr::civil(t).2) } else { tr::civil(t).2.to_string() })
            .collect();
        let (_, m, _) = tr::civil(first);
        format!("{} {} {}", days.join(" · "), dates::month_short(m), tr::clock(first))
    } else {
        runs.iter().map(|&t| dates::day_time(t)).collect::<Vec<_>>().join(" · ")
    }
}

/// Each rule's runs on a date strip: ordinary runs labelled in clusters, a run moved
/// by the month-end policy marked and labelled with the day it stands for.
pub fn figures(p: &Params, runs: &[Vec<i64>]) -> Vec<Figure> {
    let last = runs.iter().flatten().copied().max().unwrap_or(p.start);
    // Runs closer than this share a label.
    let near = ((last - p.start) / 25).max(1);
    let mut lanes = Vec::new();
    let mut moved_runs: Vec<(&NamedRule, Moved, i64)> = Vec::new();
    for (rule, instants) in p.rules.iter().zip(runs) {
        let mut lane = Lane::new(rule_label(rule));
        let mut cluster: Vec<i64> = Vec::new();
        let weekdays = matches!(rule.rule, Rule::Cron(_));
        let flush = |lane: Lane, cluster: &mut Vec<i64>| {
            let lane = match cluster.first() {
                Some(&t) => lane.event(t as f64, Key("run"), cluster_label(cluster, weekdays)),
                None => lane,
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
            match m {
                Moved::No => cluster.push(t),
                Moved::Overflowed { day, month } => {
                    lane = lane.event(t as f64, Key("monthend.overflow"), say!("{} ({} yok)", "{} (no {})", dates::day_time(t), dates::day_month(day, month)));
                    moved_runs.push((rule, m, t));
                }
                Moved::Clamped { day, month } => {
                    lane = lane.event(t as f64, Key("monthend.clamp"), say!("{} ({} yerine)", "{} (for {})", dates::day_time(t), dates::day_month(day, month)));
                    moved_runs.push((rule, m, t));
                }
            }
        }
        let mut lane = flush(lane, &mut cluster);
        // A month a monthly or cron rule never runs in: a ✕ in its middle.
        if matches!(rule.rule, Rule::Monthly { .. } | Rule::Cron(_)) {
            for (y, m) in without_run(p, instants, SKIPPED_SHOWN).0 {
                let mid = (days_from_civil(y, m, days_in_month(y, m).div_ceil(2)) * DAY_MS) as f64;
                lane = lane.event(mid, Key("event.skipped"), say!("{} yok", "no {}", dates::month_short(m)));
            }
        }
        lanes.push(lane);
    }
    let shown: Vec<String> = moved_runs
        .iter()
        .take(3)
        .map(|&(_, m, t)| match m {
            Moved::Overflowed { day, month } | Moved::Clamped { day, month } => {
                let (_, m, d) = tr::civil(t);
                format!("{} → {}", dates::day_month(day, month), dates::day_month(d, m))
            }
            Moved::No => String::new(),
        })
        .collect();
    let more = if moved_runs.len() > 3 { ", …" } else { "" };
    let skipped = p.rules.iter().zip(runs).find_map(|(r, i)| {
        let months = skipped_months(p, r, i);
        (!months.is_empty()).then_some((r, months))
    });
    let runs_of = |rule: &NamedRule| {
        p.rules.iter().zip(runs).find(|(r, _)| std::ptr::eq(*r, rule)).map_or(&[][..], |(_, i)| i.as_slice())
    };
    let (title, point) = match (moved_runs.first(), skipped) {
        (Some(&(rule, Moved::Overflowed { .. }, _)), _) => (
            say!(
                "{} kuralında olmayan gün taşıyor: {}{more}",
                "{} rule overflows the missing day: {}{more}",
                capitalize(&rule_label(rule)),
                shown.join(", ")
            ),
            pick(
                "Taşma politikası (dersin Date.UTC'si) olmayan günü sonraki ayın başına kaydırıyor.",
                "The overflow policy (the lesson's Date.UTC) moves the missing day to the start of the next month.",
            ).to_string(),
        ),
        (Some(&(rule, _, _)), _) => (
            say!(
                "{} kuralı ayın son gününe kelepçeleniyor: {}{more}",
                "{} rule is clamped to the month's last day: {}{more}",
                capitalize(&rule_label(rule)),
                shown.join(", ")
            ),
            pick(
                "Kelepçeleme politikası olmayan günü ayın son gününe kelepçeliyor.",
                "The clamp policy clamps the missing day to the last day of the month.",
            ).to_string(),
        ),
        (None, Some((rule, _))) if matches!(rule.rule, Rule::Cron(_)) => cron_skip(p, rule, runs_of(rule)),
        (None, Some((rule, months))) => (
            say!(
                "{} kuralı o günü olmayan ayları atlıyor: {}",
                "{} rule skips the months without that day: {}",
                capitalize(&rule_label(rule)),
                months.join(", ")
            ),
            pick(
                "Atla politikası o günü olmayan ayda hiç koşmuyor.",
                "The skip policy does not run at all in a month without the day.",
            ).to_string(),
        ),
        (None, None) => (
            pick(
                format!("Sonraki koşum fonksiyonu: {} kural, kural başına {} koşum", p.rules.len(), p.count),
                format!(
                    "Next-run function: {}, {} each",
                    dates::count(p.rules.len(), "rule", "rules"),
                    dates::count(p.count as usize, "run", "runs")
                ),
            ),
            String::new(),
        ),
    };
    let mut caption = pick(
        format!(
            "Her kuralın sonraki {} koşumu, başlangıç {} UTC. {point}",
            p.count,
            tr::date(p.start) + " " + &tr::clock(p.start)
        ),
        format!(
            "The next {} of each rule from {} {} UTC. {point}",
            dates::count(p.count as usize, "run", "runs"),
            dates::date(p.start),
            tr::clock(p.start)
        ),
    )
    .trim_end()
    .to_string();
    for rule in &p.rules {
        if let Rule::Cron(c) = rule.rule
            && c.either_day_field()
        {
            caption.push_str(&say!(
                " {} kuralında iki gün alanı da kısıtlı: POSIX cron ikisinden birini tutan her gün koşuyor (VEYA), günün haftanın hangi günü olduğuna bakmadan.",
                " {} rule restricts both day fields: POSIX cron runs on every day that matches either (OR), whatever its weekday.",
                capitalize(&rule_label(rule))
            ));
        }
    }
    if lanes.iter().any(|l| l.events.iter().any(|e| e.key == Key("event.skipped"))) {
        caption.push_str(pick(" ✕: kuralın hiç koşmadığı ay.", " ✕: a month in which the rule never runs."));
    }
    vec![Figure {
        name: "runs".into(),
        title,
        caption,
        x: Axis::new(pick("tarih (UTC)", "date (UTC)"), Unit::Date),
        y: Axis::new(pick("kural", "rule"), Unit::Plain),
        plot: Plot::Timeline(lanes),
        marks: Vec::new(),
    }]
}

/// The title and the caption's point for a cron rule's skipped months, from
/// [`facts::cron_skips`] over every skipped month (not only those a title could name):
/// a missing day, a day no weekday matches, the month field, as the expression decides.
fn cron_skip(p: &Params, rule: &NamedRule, runs: &[i64]) -> (String, String) {
    let Rule::Cron(cron) = &rule.rule else { unreachable!("a cron rule") };
    let (months, _) = without_run(p, runs, usize::MAX);
    let skips = facts::cron_skips(cron, &months);
    let why = skips.why().expect("a rule with skipped months");
    let names = |list: &[u32]| list.iter().map(|&m| dates::month(m)).collect::<Vec<_>>().join(", ");
    let picked: Vec<u32> = (1..=12).filter(|&m| cron.picks_month(m)).collect();
    let w = Words::current();
    let title = w.get(
        "recurrence-cron-skip-title",
        &args!(
            why = why.regime(),
            rule = rule_label(rule),
            days = names(&skips.day_months()),
            picked = names(&picked),
            picked_n = picked.len(),
            excluded_n = skips.excluded.len(),
        ),
    );
    (title, w.get("recurrence-cron-skip-point", &args!(why = why.regime())))
}
