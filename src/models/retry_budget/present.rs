//! One row per schedule: when the threshold alone stops it, how many retries the time
//! budget alone allows, and what both together do; a bar chart of the times.

use crate::report::lang::pick;
use crate::say;
use super::simulate::{ScheduleLimits, Stop};
use super::Params;
use crate::models::kit::schedules::{Kind, budget_label, label};
use crate::report::figure::{Axis, BarSeries, Key, Mark, Plot, Unit};
use crate::report::units::{capitalize, human_ms, ms_in};
use crate::report::{Figure, Head, Layout, Report};

fn limits(p: &Params) -> Layout<'static, ScheduleLimits> {
    let fixed_ms = p.fixed_ms;
    Layout::new("limits")
        .one_unit()
        .column("schedule", Head::left(pick("cizelge", "schedule"), 16), |r: &ScheduleLimits| r.kind.name().into())
        .shown(move |r| label(fixed_ms, r.kind))
        .column("threshold_elapsed_ms", Head::right(say!("{} deneme: sure", "{} attempts: time", p.threshold), 20), |r| {
            r.count_only.elapsed_ms.into()
        })
        .shown(|r| format!("{} ms{}", r.count_only.elapsed_ms, gave_up(r.count_only.gave_up)))
        .column("retries_in_time_budget", Head::right(say!("{}: deneme", "{}: attempts", budget_label(p.time_budget_ms)), 16), |r| {
            r.time_only.retries.into()
        })
        .shown(|r| {
            if r.time_only.unlimited {
                pick("sinirsiz", "unlimited").into()
            } else {
                format!("{}{}", r.time_only.retries, gave_up(r.time_only.gave_up))
            }
        })
        .csv("time_budget_unlimited", |r| r.time_only.unlimited.into())
        .column("both_retries", Head::right(pick("ikisi: deneme", "both: attempts"), 15), |r| r.both.retries.into())
        .column("both_elapsed_ms", Head::right(pick("sure", "time"), 12), |r| r.both.elapsed_ms.into())
        .shown(|r| format!("{} ms", r.both.elapsed_ms))
        .column("stopped_by", Head::right(pick("duran", "stopped by"), 8), |r| {
            match r.stopped_by() {
                Stop::Threshold => "threshold",
                Stop::TimeBudget => "time_budget",
                Stop::GaveUp => "gave_up",
            }
            .into()
        })
        .shown(|r| {
            match r.stopped_by() {
                Stop::Threshold => pick("esik", "threshold"),
                Stop::TimeBudget => pick("sure", "time"),
                Stop::GaveUp => pick("vazgecti", "gave up"),
            }
            .into()
        })
}

/// ` (vazgecti)` after a number a named policy's own retry limit stopped.
fn gave_up(yes: bool) -> &'static str {
    if yes { pick(" (vazgecti)", " (gave up)") } else { "" }
}

pub fn present(p: &Params, rows: &[ScheduleLimits]) -> Report {
    let layout = limits(p);
    Report { text: layout.text(rows), tables: vec![layout.table(rows)], ..Report::default() }
}

/// A schedule's name in charts, as in `backoff-schedules`: `anında`, `sabit 2 s`, …
fn name(p: &Params, kind: Kind) -> String {
    let key = match kind {
        Kind::Immediate => Key("backoff.immediate"),
        Kind::Fixed => Key("backoff.fixed"),
        Kind::Exponential => Key("backoff.exponential"),
        Kind::Capped => Key("backoff.capped"),
        Kind::Named(s) => Key(s.key()),
    };
    match kind {
        Kind::Fixed => format!("{} {}", key.name(), human_ms(p.fixed_ms as f64)),
        _ => key.name().to_string(),
    }
}

/// `a, b ve c`.
fn list(items: &[String]) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => say!("{} ve {last}", "{} and {last}", rest.join(", ")),
    }
}

pub fn figures(p: &Params, rows: &[ScheduleLimits]) -> Vec<Figure> {
    let Some(slowest) = rows.iter().max_by_key(|r| r.count_only.elapsed_ms) else { return Vec::new() };
    let budget = human_ms(p.time_budget_ms as f64);
    let ms = |v: u64| Some(v as f64);
    let span = rows
        .iter()
        .flat_map(|r| [r.count_only.elapsed_ms, r.both.elapsed_ms, if r.time_only.unlimited { 0 } else { r.time_only.elapsed_ms }])
        .max()
        .unwrap_or(0) as f64;
    // The axis runs to twice the time limit, so the limit and what stops near it read;
    // a longer run is a broken bar with its value.
    let top = (2 * p.time_budget_ms) as f64;
    let span = span.min(top);
    let series = vec![
        BarSeries {
            name: say!("yalnız {} deneme", "only {} attempts", p.threshold),
            key: Key("budget.count"),
            values: rows.iter().map(|r| ms(r.count_only.elapsed_ms)).collect(),
            // In the axis' unit, one for the chart; a system that gives up at its own
            // limit before the threshold says so (Celery's 9 min).
            labels: rows
                .iter()
                .map(|r| {
                    let v = ms_in(r.count_only.elapsed_ms as f64, span);
                    if r.count_only.gave_up { say!("{v}, vazgeçti", "{v}, gave up") } else { v }
                })
                .collect(),
        },
        BarSeries {
            name: say!("yalnız {budget} süre", "only {budget}"),
            key: Key("budget.time"),
            // A schedule the time limit never stops is unbounded: drawn as a broken bar.
            values: rows
                .iter()
                .map(|r| if r.time_only.unlimited { Some(f64::INFINITY) } else { ms(r.time_only.elapsed_ms) })
                .collect(),
            // The bars end near the time limit; only the schedule it never stops is labelled.
            labels: rows.iter().map(|r| if r.time_only.unlimited { pick("sınırsız", "unlimited").into() } else { String::new() }).collect(),
        },
        BarSeries {
            name: pick("ikisi birden (etiket: durduran sınır)", "both (label: the limit that stopped it)").into(),
            key: Key("budget.both"),
            values: rows.iter().map(|r| ms(r.both.elapsed_ms)).collect(),
            labels: rows
                .iter()
                .map(|r| {
                    match r.stopped_by() {
                        Stop::Threshold => pick("eşik", "threshold"),
                        Stop::TimeBudget => pick("süre", "time"),
                        Stop::GaveUp => pick("vazgeçti", "gave up"),
                    }
                    .to_string()
                })
                .collect(),
        },
    ];
    // The time limit alone stops every schedule where both together do: its bars would
    // repeat the next series', so they are left out and the caption says why.
    let time_is_both = rows.iter().all(|r| !r.time_only.unlimited && r.time_only.elapsed_ms == r.both.elapsed_ms);
    let series: Vec<BarSeries> =
        series.into_iter().enumerate().filter(|(i, _)| !(time_is_both && *i == 1)).map(|(_, s)| s).collect();
    let both_max = rows.iter().map(|r| r.both.elapsed_ms).max().unwrap_or(0);
    let title = if slowest.count_only.elapsed_ms > both_max {
        say!(
            "Yalnız {} deneme sınırı {} sürebiliyor, {budget} süre sınırı eklenince en çok {}", "A limit of {} attempts alone can take {}; with a {budget} time limit at most {}",
            p.threshold,
            human_ms(slowest.count_only.elapsed_ms as f64),
            human_ms(both_max as f64)
        )
    } else {
        say!(
            "{} deneme sınırı en geç {} içinde durduruyor, {budget} süre sınırına hiç varılmıyor", "A limit of {} attempts stops within {} at the latest; the {budget} time limit is never reached",
            p.threshold,
            human_ms(slowest.count_only.elapsed_ms as f64)
        )
    };
    let names = |f: &dyn Fn(&ScheduleLimits) -> bool| -> Vec<String> {
        rows.iter().filter(|r| f(r)).map(|r| name(p, r.kind)).collect()
    };
    let endless = names(&|r| r.time_only.unlimited);
    let by_count = names(&|r| r.stopped_by_threshold());
    let by_time = names(&|r| r.stopped_by() == Stop::TimeBudget);
    let by_system = names(&|r| r.stopped_by() == Stop::GaveUp);
    let mut caption = String::from(pick("Sütunlar ilk hatadan vazgeçmeye kadar geçen süre; eksen süre sınırının iki katında bitiyor, daha uzun süren ya da hiç durmayan deneme üstü kırık sütun.", "The bars are the time from the first failure to giving up; the axis ends at twice the time limit, a longer or endless retry is a bar broken at the top."));
    if !endless.is_empty() {
        caption.push_str(&say!(" Yalnız süre sınırı {} için denemeyi hiç durdurmuyor (sınırsız).", " The time limit alone never stops the retries of {} (unlimited).", list(&endless)));
    }
    let mut stops = Vec::new();
    if !by_count.is_empty() {
        stops.push(say!("{} eşikte", "{} at the threshold", list(&by_count)));
    }
    if !by_time.is_empty() {
        stops.push(say!("{} sürede", "{} at the time limit", list(&by_time)));
    }
    if !by_system.is_empty() {
        stops.push(say!("{} kendi sınırında vazgeçiyor", "{} give up at their own limit", list(&by_system)));
    }
    let own = names(&|r| r.count_only.gave_up);
    if !own.is_empty() {
        caption.push_str(&say!(
            " Yalnız {} deneme sınırıyla da {} eşiğe varmadan kendi sınırında vazgeçiyor.", " With only the limit of {} attempts too, {} give up at their own limit before the threshold.",
            p.threshold,
            list(&own)
        ));
    }
    caption.push_str(&say!(" İkisi birlikteyken hangisi önce dolarsa o durduruyor: {}.", " With both, whichever is reached first stops it: {}.", stops.join(", ")));
    if time_is_both {
        caption.push_str(&say!(
            " Yalnız {budget} süre sınırı her çizelgeyi ikisi birden ile aynı anda durduruyor, o yüzden ayrı sütunu yok.",
            " The {budget} time limit alone stops every schedule at the same moment as both together, so it has no bar of its own."
        ));
    }
    vec![Figure {
        name: "limits".into(),
        title,
        caption: capitalize(&caption),
        x: Axis::new(pick("çizelge", "schedule"), Unit::Plain),
        y: Axis::new(pick("vazgeçene kadar geçen süre", "time until giving up"), Unit::Millis).range(0.0, top),
        plot: Plot::Bars { categories: rows.iter().map(|r| name(p, r.kind)).collect(), series },
        marks: vec![Mark::HLine {
            y: p.time_budget_ms as f64,
            key: Key("mark.limit"),
            // Short: the label sits at the right end, over the last group's labels.
            label: budget.clone(),
        }],
    }]
}
