//! The systems table, the waits table and the charts.

use crate::args;
use crate::report::words::Words;
use super::Params;
use super::simulate::{RetryRow, SystemRun};
use crate::backoff::named::System;
use crate::report::units::{human_ms, turkish_number};
use crate::report::{Cell, Head, Layout, Report};

mod figures;

pub use figures::figures;

/// A system's settings as its own option names (`retry: 25`, `max_attempts: 20`).
pub(crate) fn settings(p: &Params, s: System, w: &'static Words) -> String {
    let n = &p.named;
    match s {
        System::Sidekiq => format!("retry: {}", n.sidekiq.max_retries),
        System::Oban => format!("max_attempts: {}", n.oban.max_attempts),
        System::Temporal => {
            let t = &n.temporal;
            let attempts =
                if t.maximum_attempts == 0 { w.text("frameworks-unlimited") } else { t.maximum_attempts.to_string() };
            w.get(
                "frameworks-settings-temporal",
                &args!(
                    initial = human_ms(t.initial_interval_ms as f64, w.lang()),
                    coefficient = turkish_number(t.backoff_coefficient, w.lang()),
                    maximum = human_ms(t.maximum_ms(), w.lang()),
                    attempts = attempts,
                ),
            )
        }
        System::Bullmq => {
            let b = &n.bullmq;
            let mut text = format!("attempts: {}, backoff: {}", b.attempts, b.backoff.name());
            if b.backoff != crate::backoff::named::BullBackoff::None {
                text.push_str(&format!(" {} ms", b.delay_ms));
                if b.jitter > 0.0 {
                    text.push_str(&format!(", jitter {}", b.jitter));
                }
            }
            text
        }
        System::Celery => {
            let c = &n.celery;
            if c.retry_backoff == 0 {
                format!("max_retries {}, default_retry_delay {} s", c.max_retries, c.default_retry_delay_s)
            } else {
                format!(
                    "max_retries {}, retry_backoff {}, max {} s, jitter {}",
                    c.max_retries, c.retry_backoff, c.retry_backoff_max_s, c.retry_jitter
                )
            }
        }
        System::AwsStandard => w.get(
            "frameworks-settings-aws",
            &args!(attempts = n.aws.max_attempts.to_string(), cap = human_ms(n.aws.max_backoff_ms as f64, w.lang())),
        ),
        System::GrpcConnect => {
            let g = &n.grpc;
            w.get(
                "frameworks-settings-grpc",
                &args!(
                    initial = human_ms(g.initial_backoff_ms as f64, w.lang()),
                    multiplier = turkish_number(g.multiplier, w.lang()),
                    maximum = human_ms(g.max_backoff_ms as f64, w.lang()),
                    jitter = turkish_number(g.jitter * 100.0, w.lang()),
                ),
            )
        }
        System::Gcs => w.get(
            "frameworks-settings-gcs",
            &args!(
                maximum = human_ms(n.gcs.max_backoff_ms as f64, w.lang()),
                retries = n.gcs.max_retries.map_or_else(|| w.text("frameworks-unlimited"), |m| m.to_string()),
            ),
        ),
        System::River => format!("MaxAttempts {}", n.river.max_attempts),
    }
}

/// `a - b` of two durations, or one when they are equal.
pub(crate) fn span(lo: f64, hi: f64, w: &'static Words) -> String {
    let (lo, hi) = (human_ms(lo.trunc(), w.lang()), human_ms(hi.trunc(), w.lang()));
    if lo == hi { lo } else { format!("{lo} - {hi}") }
}

fn first(r: &SystemRun) -> Option<&RetryRow> {
    r.retries.first()
}

/// A column's head: `column` as `frameworks-column` selects it.
fn head(column: &str, w: &'static Words) -> String {
    w.get("frameworks-column", &args!(column = column))
}

fn systems<'a>(p: &'a Params, w: &'static Words) -> Layout<'a, SystemRun> {
    let in_budget = w.get("frameworks-column-in-budget", &args!(budget = human_ms(p.budget_ms as f64, w.lang())));
    Layout::new("systems")
        .one_unit()
        .column("system", Head::left(head("system", w), 14), |r: &SystemRun| r.system.name().into())
        .shown(|r| r.system.title().into())
        .column("settings", Head::left(head("settings", w), 0).fit(2), move |r| {
            // The CSV writes the English cell in both editions (its names are English).
            settings(p, r.system, Words::of(crate::report::glossary::Lang::En)).into()
        })
        .shown(move |r| settings(p, r.system, w))
        .column("max_retries", Head::right(head("retries", w), 8), |r| r.max_retries.map_or(Cell::Text(String::new()), Cell::from))
        .shown(move |r| r.max_retries.map_or_else(|| w.text("frameworks-unlimited"), |m| m.to_string()))
        .column("first_wait_ms", Head::right(head("first-wait", w), 0).fit(2), |r| {
            first(r).map_or(Cell::Text(String::new()), |f| f.wait_ms.into())
        })
        .shown(|r| first(r).map_or("-".into(), |f| human_ms(f.wait_ms as f64, w.lang())))
        .csv("first_wait_min_ms", |r| first(r).map_or(Cell::Text(String::new()), |f| f.min_ms.trunc().into()))
        .csv("first_wait_max_ms", |r| first(r).map_or(Cell::Text(String::new()), |f| f.max_ms.trunc().into()))
        .text_only(Head::right(head("first-wait-range", w), 0).fit(2), move |r| first(r).map_or("-".into(), |f| span(f.min_ms, f.max_ms, w)))
        .column("gave_up_ms", Head::right(head("gives-up", w), 0).fit(2), |r| {
            r.gave_up_ms().map_or(Cell::Text(String::new()), Cell::from)
        })
        .shown(move |r| match r.gave_up_ms() {
            Some(t) => human_ms(t as f64, w.lang()),
            None if r.guard_reached => w.get("frameworks-guard-reached", &args!(n = r.retries.len().to_string())),
            None => w.text("frameworks-never"),
        })
        .csv("gave_up_min_ms", |r| r.gave_up_range_ms.map_or(Cell::Text(String::new()), |b| b.0.into()))
        .csv("gave_up_max_ms", |r| r.gave_up_range_ms.map_or(Cell::Text(String::new()), |b| b.1.into()))
        .text_only(Head::right(head("gives-up-range", w), 0).fit(2), move |r| r.gave_up_range_ms.map_or("-".into(), |b| span(b.0, b.1, w)))
        .column("retries_in_budget", Head::right(in_budget, 0).fit(2), |r| {
            r.in_budget.into()
        })
        .csv("retries_in_budget_min", |r| r.in_budget_range.0.into())
        .csv("retries_in_budget_max", |r| r.in_budget_range.1.into())
        .text_only(Head::right(head("in-budget-range", w), 0).fit(2), |r| match r.in_budget_range {
            (a, b) if a == b => a.to_string(),
            (a, b) => format!("{a} - {b}"),
        })
}

/// One retry number and every system's wait before it.
pub(crate) struct WaitsRow<'r> {
    retry: u32,
    runs: &'r [SystemRun],
}

impl WaitsRow<'_> {
    fn of(&self, i: usize) -> Option<&RetryRow> {
        self.runs[i].retries.get(self.retry as usize - 1)
    }
}

fn waits<'r>(p: &Params, w: &'static Words) -> Layout<'r, WaitsRow<'r>> {
    let mut layout = Layout::new("waits").one_unit().column("retry", Head::right(head("retry", w), 6), |r: &WaitsRow| r.retry.into());
    for (i, s) in p.systems.iter().enumerate() {
        let cell = |v: Option<f64>| v.map_or(Cell::Text(String::new()), Cell::from);
        layout = layout
            .column(s.wait_column(), Head::right(s.title(), 0).fit(2), move |r| cell(r.of(i).map(|w| w.wait_ms as f64)))
            .shown(move |r| r.of(i).map_or("-".into(), |x| human_ms(x.wait_ms as f64, w.lang())))
            .csv(s.min_column(), move |r| cell(r.of(i).map(|w| w.min_ms.trunc())))
            .csv(s.max_column(), move |r| cell(r.of(i).map(|w| w.max_ms.trunc())));
    }
    layout
}

pub fn present(p: &Params, runs: &[SystemRun], w: &'static Words) -> Report {
    let (systems, waits) = (systems(p, w), waits(p, w));
    let shown = runs.iter().map(|r| r.retries.len() as u32).max().unwrap_or(0).min(p.rows);
    let rows: Vec<WaitsRow> = (1..=shown).map(|retry| WaitsRow { retry, runs }).collect();
    let text = systems.text(runs, w.lang()) + "\n" + &waits.text(&rows, w.lang());
    Report { text, tables: vec![systems.table(runs), waits.table(&rows)], ..Report::default() }
}
