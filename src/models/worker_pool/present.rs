//! The pool's tables: one row per run, Erlang C beside the simulation where it applies,
//! and the run over time. The text is jobsim's own (no lesson prints one), in the report's language:
//! its words are the catalog's (`locales/*/005.ftl`, the `pool-` messages).

use super::run::Run;
use super::steady::{self, Settling};
use crate::args;
use crate::report::words::Words;
use super::theory::Mmc;
use super::{Arrivals, Params, Service};
use crate::report::units::human_ms;
use crate::report::{Cell, Head, Layout, Report};

/// A number with `places` decimals and the edition's decimal mark (a comma in Turkish).
pub(super) fn dec(v: f64, places: usize, w: &'static Words) -> String {
    let s = format!("{v:.places$}");
    match w.lang() {
        crate::report::glossary::Lang::Tr => s.replace('.', ","),
        crate::report::glossary::Lang::En => s,
    }
}

/// A pool size for a message: a number (for the plural), written as the catalog writes
/// counts (`1,000 workers`, `10.000 işçi`).
pub(super) fn plain(v: u32) -> fluent_bundle::FluentValue<'static> {
    crate::report::words::value(v)
}

/// The name of a service-time distribution (text and charts), from the catalog.
pub(super) fn service_label(p: &Params, s: Service, w: &'static Words) -> String {
    let service = match s {
        Service::Exponential => "exponential",
        Service::Deterministic => "fixed",
        Service::Lognormal => "lognormal",
    };
    w.get("pool-service", &args!(service = service, cv = p.service_cv))
}

/// Erlang C for a run, when its assumptions hold: Poisson arrivals, exponential service,
/// an unbounded queue, no crashes, no failures, and a stable pool.
pub(super) fn theory(p: &Params, service: Service, workers: u32) -> Option<Mmc> {
    let applies = p.arrivals == Arrivals::Poisson
        && service == Service::Exponential
        && p.queue_limit.is_none()
        && p.crash_every_ms.is_none()
        && p.fail_probability == 0.0;
    if applies { Mmc::new(p.arrival_rate_per_s, p.service_mean_ms, workers) } else { None }
}

fn runs<'a>(p: &'a Params, w: &'static Words) -> Layout<'a, Run> {
    let ms = |v: f64| human_ms(v, w.lang());
    let layout = Layout::new("runs")
        .one_unit()
        .column("workers", Head::right(w.text("pool-head-workers"), 5), |r: &Run| r.workers.into())
        .row_key()
        .column("service", Head::left(w.text("pool-head-service"), 0).gap(2).fit(2), |r| r.service.name().into())
        .shown(move |r| service_label(p, r.service, w));
    let layout = match p.failing() {
        true => layout
            .column("retry", Head::left(w.text("pool-head-retry"), 0).fit(2), |r| r.retry.name().into())
            .shown(move |r| r.retry.title(w)),
        false => layout,
    };
    let layout = layout.csv("counted", |r| r.counted.into()).csv("served", |r| r.served.into());
    let layout = match p.failing() {
        true => layout
            .column("dead", Head::right(w.text("pool-head-dead"), 6), |r| r.dead.into())
            .csv("attempts", |r| r.attempts.into())
            .csv("retries", |r| r.retries.into())
            .column("attempts_per_message", Head::right(w.text("pool-head-attempts-per-message"), 13), |r| {
                Cell::Float(r.attempts_per_message())
            })
            .shown(move |r| dec(r.attempts_per_message(), 4, w))
            .csv("backoff_mean", |r| Cell::Float(r.mean_backing_off())),
        false => layout,
    };
    let layout = layout
        .column("rejected", Head::right(w.text("pool-head-rejected"), 4), |r| r.rejected.into())
        .column("utilisation", Head::right(w.text("pool-head-utilisation"), 9), |r| Cell::Float(r.utilisation()))
        .shown(move |r| w.get("pool-percent", &args!(value = dec(100.0 * r.utilisation(), 1, w))))
        .column("throughput_per_s", Head::right(w.text("pool-head-throughput"), 9), |r| {
            Cell::Float(r.throughput_per_s())
        })
        .shown(move |r| dec(r.throughput_per_s(), 2, w))
        .column("p_wait", Head::right(w.text("pool-head-p-wait"), 11), |r| Cell::Float(r.p_wait()))
        .shown(move |r| dec(r.p_wait(), 4, w))
        .column("wait_mean_ms", Head::right(w.text("pool-head-mean-wait"), 13), |r| Cell::Float(r.wait.mean))
        .shown(move |r| ms(r.wait.mean))
        .csv("wait_p50_ms", |r| r.wait.p50.into())
        .column("wait_p95_ms", Head::right(w.text("pool-head-p95-wait"), 12), |r| r.wait.p95.into())
        .shown(move |r| ms(r.wait.p95 as f64))
        .column("wait_p99_ms", Head::right(w.text("pool-head-p99-wait"), 12), |r| r.wait.p99.into())
        .shown(move |r| ms(r.wait.p99 as f64))
        .csv("wait_max_ms", |r| r.wait.max.into())
        .column("sojourn_mean_ms", Head::right(w.text("pool-head-mean-sojourn"), 14), |r| {
            Cell::Float(r.sojourn.mean)
        })
        .shown(move |r| ms(r.sojourn.mean))
        .csv("sojourn_p50_ms", |r| r.sojourn.p50.into());
    // With failures the retries chart's title states the p95 time in the system: the
    // table shows it too.
    let layout = match p.failing() {
        true => layout
            .column("sojourn_p95_ms", Head::right(w.text("pool-head-p95-sojourn"), 13), |r| r.sojourn.p95.into())
            .shown(move |r| ms(r.sojourn.p95 as f64)),
        false => layout.csv("sojourn_p95_ms", |r| r.sojourn.p95.into()),
    };
    layout
        .column("sojourn_p99_ms", Head::right(w.text("pool-head-p99-sojourn"), 13), |r| r.sojourn.p99.into())
        .shown(move |r| ms(r.sojourn.p99 as f64))
        .column("queue_mean", Head::right(w.text("pool-head-mean-queue"), 12), |r| Cell::Float(r.mean_queue()))
        .shown(move |r| dec(r.mean_queue(), 2, w))
        .column("queue_max", Head::right(w.text("pool-head-max-queue"), 15), |r| r.queue_max.into())
        .csv("in_system_mean", |r| Cell::Float(r.mean_in_system()))
        .csv("little_lambda_w", |r| Cell::Float(r.little_lw()))
        .csv("crashes", |r| r.crashes.into())
        .csv("redelivered", |r| r.redelivered.into())
        .csv("window_ms", |r| r.window_ms.into())
        .csv("last_arrival_ms", |r| r.last_arrival_ms.into())
        .csv("end_ms", |r| r.end_ms.into())
}

/// A run with its Erlang C values.
struct Compared<'r> {
    run: &'r Run,
    theory: Mmc,
}

fn comparison<'r>(w: &'static Words) -> Layout<'static, Compared<'r>> {
    Layout::new("theory")
        .one_unit()
        .column("workers", Head::right(w.text("pool-head-workers"), 5), |c: &Compared| c.run.workers.into())
        .row_key()
        .column("p_wait", Head::right(w.text("pool-head-p-sim"), 12), |c| Cell::Float(c.run.p_wait()))
        .shown(move |c| dec(c.run.p_wait(), 4, w))
        .column("p_wait_erlang_c", Head::right("P Erlang C", 12), |c| Cell::Float(c.theory.p_wait()))
        .shown(move |c| dec(c.theory.p_wait(), 4, w))
        .column("wait_mean_ms", Head::right(w.text("pool-head-wq-sim"), 13), |c| Cell::Float(c.run.wait.mean))
        .shown(|c| human_ms(c.run.wait.mean, w.lang()))
        .column("wait_mean_ms_erlang_c", Head::right("Wq Erlang C", 13), |c| Cell::Float(c.theory.wq_ms()))
        .shown(|c| human_ms(c.theory.wq_ms(), w.lang()))
        .column("wait_p95_ms", Head::right(w.text("pool-head-p95-sim"), 14), |c| c.run.wait.p95.into())
        .shown(|c| human_ms(c.run.wait.p95 as f64, w.lang()))
        .column("wait_p95_ms_theory", Head::right(w.text("pool-head-p95-theory"), 11), |c| {
            Cell::Float(c.theory.wait_quantile_ms(0.95))
        })
        .shown(|c| human_ms(c.theory.wait_quantile_ms(0.95), w.lang()))
        .column("in_system_mean", Head::right(w.text("pool-head-l-sim"), 12), |c| Cell::Float(c.run.mean_in_system()))
        .shown(move |c| dec(c.run.mean_in_system(), 3, w))
        .column("little_lambda_w", Head::right("λW", 8), |c| Cell::Float(c.run.little_lw()))
        .shown(move |c| dec(c.run.little_lw(), 3, w))
        .column("in_system_mean_theory", Head::right(w.text("pool-head-l-theory"), 9), |c| Cell::Float(c.theory.l()))
        .shown(move |c| dec(c.theory.l(), 3, w))
}

/// One bin of one run's trend.
struct TrendRow<'r> {
    run: &'r Run,
    bin: usize,
}

fn trend<'r>(failing: bool) -> Layout<'static, TrendRow<'r>> {
    let layout = Layout::new("trend")
        .csv("workers", |t: &TrendRow| t.run.workers.into())
        .row_key()
        .csv("service", |t| t.run.service.name().into());
    let layout = if failing { layout.csv("retry", |t| t.run.retry.name().into()) } else { layout };
    layout
        .csv("bin_start_ms", |t| (t.bin as u64 * t.run.trend.width_ms).into())
        .csv("queue_max", |t| t.run.trend.bins[t.bin].queue_max.into())
        .csv("arrivals_served", |t| t.run.trend.bins[t.bin].waits.into())
        .csv("wait_mean_ms", |t| {
            let b = &t.run.trend.bins[t.bin];
            Cell::Float(if b.waits == 0 { 0.0 } else { b.wait_sum / b.waits as f64 })
        })
}

/// The setup in one sentence.
fn setup(p: &Params, w: &'static Words) -> String {
    let arrivals = match p.arrivals {
        Arrivals::Poisson => "poisson",
        Arrivals::Deterministic => "regular",
        Arrivals::Burst => "burst",
    };
    let arrivals = w.get("pool-arrivals", &args!(arrivals = arrivals, rate = p.arrival_rate_per_s));
    let warmup = w.get("pool-warmup", &args!(warmup = p.warmup_messages as f64));
    let mut s = w.get(
        "pool-setup",
        &args!(
            messages = p.messages as f64,
            arrivals = arrivals,
            mean_service = human_ms(p.service_mean_ms, w.lang()),
            warmup = warmup,
        ),
    );
    if let Some(k) = p.queue_limit {
        s.push(' ');
        s.push_str(&w.get("pool-queue-limit", &args!(limit = k as f64)));
    }
    if let Some(every) = p.crash_every_ms {
        s.push(' ');
        s.push_str(
            &w.get("pool-crashes", &args!(up = human_ms(every as f64, w.lang()), down = human_ms(p.restart_ms as f64, w.lang()))),
        );
    }
    if p.failing() {
        s.push_str(&failures(p, w));
    }
    s.push('\n');
    s
}

/// What fails and what follows, in one or two sentences.
fn failures(p: &Params, w: &'static Words) -> String {
    let mut s = format!(" {}", w.get("pool-failures", &args!(percent = 100.0 * p.fail_probability)));
    if p.fail_probability > 0.0 {
        s.push(' ');
        s.push_str(&w.text("pool-failures-no-theory"));
    }
    s
}

/// One paragraph per run whose measured window is no steady state (a growing queue, or a
/// warm-up shorter than the queue's relaxation time); nothing when every run is steady or
/// the messages come in one burst.
fn settling(p: &Params, outcome: &[Run], w: &'static Words) -> String {
    let mut out = String::new();
    if p.arrivals == Arrivals::Burst {
        return out; // a burst drains: no steady state to reach, its waits climb by design
    }
    for r in outcome {
        let t = theory(p, r.service, r.workers);
        let window = steady::settling(&r.wait_batches, t.as_ref(), r.window_start_ms as f64, r.window_ms as f64);
        let regime = match window {
            Settling::Steady => continue,
            Settling::Growing { first_ms, last_ms } => ("growing", first_ms, last_ms, 0.0),
            Settling::Unsettled { relax_ms, .. } => ("unsettled", 0.0, 0.0, relax_ms),
        };
        let failing = if p.failing() { "yes" } else { "no" };
        let row = w.get(
            "pool-row",
            &args!(workers = r.workers, service = service_label(p, r.service, w), retry = r.retry.title(w), failing = failing),
        );
        let line = w.get(
            "pool-settling",
            &args!(
                regime = regime.0,
                row = row,
                first = human_ms(regime.1, w.lang()),
                last = human_ms(regime.2, w.lang()),
                because = because(&window, w),
            ),
        );
        out.push('\n');
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// Why an unsettled window is no steady state, worded (empty for any other window).
pub(super) fn because(window: &Settling, w: &'static Words) -> String {
    let Settling::Unsettled { warmup_ms, batch_ms, relax_ms } = *window else { return String::new() };
    w.get(
        "pool-short-of",
        &args!(
            short = window.short().unwrap_or("both"),
            warmup = human_ms(warmup_ms, w.lang()),
            batch = human_ms(batch_ms, w.lang()),
            relax = human_ms(relax_ms, w.lang()),
        ),
    )
}

pub fn present(p: &Params, outcome: &[Run], w: &'static Words) -> Report {
    let table = runs(p, w);
    let compared: Vec<Compared> = outcome
        .iter()
        .filter_map(|r| theory(p, r.service, r.workers).map(|theory| Compared { run: r, theory }))
        .collect();
    let mut text = setup(p, w);
    text.push('\n');
    text.push_str(&table.text(outcome, w.lang()));
    text.push_str(&settling(p, outcome, w));
    let theory_layout = comparison(w);
    if !compared.is_empty() {
        text.push('\n');
        text.push_str(&w.text("pool-theory-legend"));
        text.push('\n');
        text.push_str(&theory_layout.text(&compared, w.lang()));
    }
    let bins: Vec<TrendRow> =
        outcome.iter().flat_map(|run| (0..run.trend.bins.len()).map(move |bin| TrendRow { run, bin })).collect();
    let mut tables = vec![table.table(outcome)];
    if !compared.is_empty() {
        tables.push(theory_layout.table(&compared));
    }
    tables.push(trend(p.failing()).table(&bins));
    Report { text, tables, ..Report::default() }
}
