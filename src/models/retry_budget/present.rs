//! One row per schedule: when the threshold alone stops it, how many retries the time
//! budget alone allows, and what both together do; a bar chart of the times.

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
        .column("schedule", Head::left("cizelge", 16), |r: &ScheduleLimits| r.kind.name().into())
        .shown(move |r| label(fixed_ms, r.kind))
        .column("threshold_elapsed_ms", Head::right(format!("{} deneme: sure", p.threshold), 20), |r| {
            r.count_only.elapsed_ms.into()
        })
        .shown(|r| format!("{} ms{}", r.count_only.elapsed_ms, gave_up(r.count_only.gave_up)))
        .column("retries_in_time_budget", Head::right(format!("{}: deneme", budget_label(p.time_budget_ms)), 16), |r| {
            r.time_only.retries.into()
        })
        .shown(|r| {
            if r.time_only.unlimited {
                "sinirsiz".into()
            } else {
                format!("{}{}", r.time_only.retries, gave_up(r.time_only.gave_up))
            }
        })
        .csv("time_budget_unlimited", |r| r.time_only.unlimited.into())
        .column("both_retries", Head::right("ikisi: deneme", 15), |r| r.both.retries.into())
        .column("both_elapsed_ms", Head::right("sure", 12), |r| r.both.elapsed_ms.into())
        .shown(|r| format!("{} ms", r.both.elapsed_ms))
        .column("stopped_by", Head::right("duran", 8), |r| {
            match r.stopped_by() {
                Stop::Threshold => "threshold",
                Stop::TimeBudget => "time_budget",
                Stop::GaveUp => "gave_up",
            }
            .into()
        })
        .shown(|r| {
            match r.stopped_by() {
                Stop::Threshold => "esik",
                Stop::TimeBudget => "sure",
                Stop::GaveUp => "vazgecti",
            }
            .into()
        })
}

/// ` (vazgecti)` after a number a named policy's own retry limit stopped.
fn gave_up(yes: bool) -> &'static str {
    if yes { " (vazgecti)" } else { "" }
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
        Some((last, rest)) => format!("{} ve {last}", rest.join(", ")),
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
            name: format!("yalnız {} deneme", p.threshold),
            key: Key("budget.count"),
            values: rows.iter().map(|r| ms(r.count_only.elapsed_ms)).collect(),
            // In the axis' unit, one for the chart.
            labels: rows.iter().map(|r| ms_in(r.count_only.elapsed_ms as f64, span)).collect(),
        },
        BarSeries {
            name: format!("yalnız {budget} süre"),
            key: Key("budget.time"),
            // A schedule the time limit never stops is unbounded: drawn as a broken bar.
            values: rows
                .iter()
                .map(|r| if r.time_only.unlimited { Some(f64::INFINITY) } else { ms(r.time_only.elapsed_ms) })
                .collect(),
            // The bars end near the time limit; only the schedule it never stops is labelled.
            labels: rows.iter().map(|r| if r.time_only.unlimited { "sınırsız".into() } else { String::new() }).collect(),
        },
        BarSeries {
            name: "ikisi birden (etiket: durduran sınır)".into(),
            key: Key("budget.both"),
            values: rows.iter().map(|r| ms(r.both.elapsed_ms)).collect(),
            labels: rows
                .iter()
                .map(|r| {
                    match r.stopped_by() {
                        Stop::Threshold => "eşik",
                        Stop::TimeBudget => "süre",
                        Stop::GaveUp => "vazgeçti",
                    }
                    .to_string()
                })
                .collect(),
        },
    ];
    let both_max = rows.iter().map(|r| r.both.elapsed_ms).max().unwrap_or(0);
    let title = if slowest.count_only.elapsed_ms > both_max {
        format!(
            "Yalnız {} deneme sınırı {} sürebiliyor, {budget} süre sınırı eklenince en çok {}",
            p.threshold,
            human_ms(slowest.count_only.elapsed_ms as f64),
            human_ms(both_max as f64)
        )
    } else {
        format!(
            "{} deneme sınırı en geç {} içinde durduruyor, {budget} süre sınırına hiç varılmıyor",
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
    let mut caption = String::from("Sütunlar ilk hatadan vazgeçmeye kadar geçen süre; eksen süre sınırının iki katında bitiyor, daha uzun süren ya da hiç durmayan deneme üstü kırık sütun.");
    if !endless.is_empty() {
        caption.push_str(&format!(" Yalnız süre sınırı {} için denemeyi hiç durdurmuyor (sınırsız).", list(&endless)));
    }
    let mut stops = Vec::new();
    if !by_count.is_empty() {
        stops.push(format!("{} eşikte", list(&by_count)));
    }
    if !by_time.is_empty() {
        stops.push(format!("{} sürede", list(&by_time)));
    }
    if !by_system.is_empty() {
        stops.push(format!("{} kendi sınırında vazgeçiyor", list(&by_system)));
    }
    let own = names(&|r| r.count_only.gave_up);
    if !own.is_empty() {
        caption.push_str(&format!(
            " Yalnız {} deneme sınırıyla da {} eşiğe varmadan kendi sınırında vazgeçiyor.",
            p.threshold,
            list(&own)
        ));
    }
    caption.push_str(&format!(" İkisi birlikteyken hangisi önce dolarsa o durduruyor: {}.", stops.join(", ")));
    vec![Figure {
        name: "limits".into(),
        title,
        caption: capitalize(&caption),
        x: Axis::new("çizelge", Unit::Plain),
        y: Axis::new("vazgeçene kadar geçen süre", Unit::Millis).range(0.0, top),
        plot: Plot::Bars { categories: rows.iter().map(|r| name(p, r.kind)).collect(), series },
        marks: vec![Mark::HLine {
            y: p.time_budget_ms as f64,
            key: Key("mark.limit"),
            // Short: the label sits at the right end, over the last group's labels.
            label: budget.clone(),
        }],
    }]
}
