//! The pool's tables: one row per run, Erlang C beside the simulation where it applies,
//! and the run over time. The text is jobsim's own (no lesson prints one), in the report's language:
//! its words are the catalog's (`locales/*/005.ftl`, the `worker-pool-` messages), each
//! sentence a statement.

use super::run::Run;
use super::said::{Because, Dec};
use super::steady::{self, Settling};
use super::theory::Mmc;
use super::{Arrivals, Params, Service};
use crate::report::units::human_ms;
use crate::report::words::Words;
use crate::report::{Cell, Head, Layout, Report, Spoken};
use crate::word;

/// A number with `places` decimals and the edition's decimal mark (a comma in Turkish).
pub(super) fn dec(v: f64, places: usize, w: &'static Words) -> String {
    crate::report::statement::Shown::show(&Dec(v, places), w.lang())
}

crate::regime! {
    /// A service-time distribution, as the table names it.
    pub(crate) enum ServiceName { Exponential = "exponential", Fixed = "fixed", Lognormal = "lognormal" }
}

crate::statement! {
    /// The name of a service-time distribution (`lognormal (CV 2)`).
    struct ServiceLabel = "worker-pool-service" { input select service: ServiceName, input count cv: f64 }
}

/// The name of a service-time distribution (text and charts), from the catalog.
pub(super) fn service_label(p: &Params, s: Service, w: &'static Words) -> String {
    let service = match s {
        Service::Exponential => ServiceName::Exponential,
        Service::Deterministic => ServiceName::Fixed,
        Service::Lognormal => ServiceName::Lognormal,
    };
    w.say(&ServiceLabel { service, cv: p.service_cv })
}

crate::statement! {
    /// A table cell's percentage (`79.4%`).
    struct Percent = "worker-pool-percent" { input shown value: Dec }
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
        .column("workers", Head::right(word!(w, "worker-pool-head-workers"), 5), |r: &Run| r.workers.into())
        .row_key()
        .column("service", Head::left(word!(w, "worker-pool-head-service"), 0).gap(2).fit(2), |r| r.service.name().into())
        .shown(move |r| service_label(p, r.service, w));
    let layout = match p.failing() {
        true => layout
            .column("retry", Head::left(word!(w, "worker-pool-head-retry"), 0).fit(2), |r| r.retry.name().into())
            .shown(move |r| r.retry.title(w)),
        false => layout,
    };
    let layout = layout.csv("counted", |r| r.counted.into()).csv("served", |r| r.served.into());
    let layout = match p.failing() {
        true => layout
            .column("dead", Head::right(word!(w, "worker-pool-head-dead"), 6), |r| r.dead.into())
            .csv("attempts", |r| r.attempts.into())
            .csv("retries", |r| r.retries.into())
            .column("attempts_per_message", Head::right(word!(w, "worker-pool-head-attempts-per-message"), 13), |r| {
                Cell::Float(r.attempts_per_message())
            })
            .shown(move |r| dec(r.attempts_per_message(), 4, w))
            .csv("backoff_mean", |r| Cell::Float(r.mean_backing_off())),

        false => layout,
    };
    let layout = layout
        .column("rejected", Head::right(word!(w, "worker-pool-head-rejected"), 4), |r| r.rejected.into())
        .column("utilisation", Head::right(word!(w, "worker-pool-head-utilisation"), 9), |r| Cell::Float(r.utilisation()))
        .shown(move |r| w.say(&Percent { value: Dec(100.0 * r.utilisation(), 1) }))
        .column("throughput_per_s", Head::right(word!(w, "worker-pool-head-throughput"), 9), |r| {
            Cell::Float(r.throughput_per_s())
        })
        .shown(move |r| dec(r.throughput_per_s(), 2, w))
        .column("p_wait", Head::right(word!(w, "worker-pool-head-p-wait"), 11), |r| Cell::Float(r.p_wait()))
        .shown(move |r| dec(r.p_wait(), 4, w))
        .column("wait_mean_ms", Head::right(word!(w, "worker-pool-head-mean-wait"), 13), |r| Cell::Float(r.wait.mean))
        .shown(move |r| ms(r.wait.mean))
        .csv("wait_p50_ms", |r| r.wait.p50.into())
        .column("wait_p95_ms", Head::right(word!(w, "worker-pool-head-p95-wait"), 12), |r| r.wait.p95.into())
        .shown(move |r| ms(r.wait.p95 as f64))
        .column("wait_p99_ms", Head::right(word!(w, "worker-pool-head-p99-wait"), 12), |r| r.wait.p99.into())
        .shown(move |r| ms(r.wait.p99 as f64))
        .csv("wait_max_ms", |r| r.wait.max.into())
        .column("sojourn_mean_ms", Head::right(word!(w, "worker-pool-head-mean-sojourn"), 14), |r| {
            Cell::Float(r.sojourn.mean)
        })
        .shown(move |r| ms(r.sojourn.mean))
        .csv("sojourn_p50_ms", |r| r.sojourn.p50.into());
    // With failures the retries chart's title states the p95 time in the system: the
    // table shows it too.
    let layout = match p.failing() {
        true => layout
            .column("sojourn_p95_ms", Head::right(word!(w, "worker-pool-head-p95-sojourn"), 13), |r| r.sojourn.p95.into())
            .shown(move |r| ms(r.sojourn.p95 as f64)),
        false => layout.csv("sojourn_p95_ms", |r| r.sojourn.p95.into()),
    };
    layout
        .column("sojourn_p99_ms", Head::right(word!(w, "worker-pool-head-p99-sojourn"), 13), |r| r.sojourn.p99.into())
        .shown(move |r| ms(r.sojourn.p99 as f64))
        .column("queue_mean", Head::right(word!(w, "worker-pool-head-mean-queue"), 12), |r| Cell::Float(r.mean_queue()))
        .shown(move |r| dec(r.mean_queue(), 2, w))
        .column("queue_max", Head::right(word!(w, "worker-pool-head-max-queue"), 15), |r| r.queue_max.into())
        .csv("in_system_mean", |r| Cell::Float(r.mean_in_system()))
        .csv("little_lambda_w", |r| Cell::Float(r.little_lw()))
        .csv("crashes", |r| r.crashes.into())
        .csv("redelivered", |r| r.redelivered.into())
        .csv("window_ms", |r| r.window_ms.into())
        .csv("last_arrival_ms", |r| r.last_arrival_ms.into())
        .csv("end_ms", |r| r.end_ms.into())
}

/// What the sentences claim that the runs table does not show, one row per run (CSV only,
/// and apart from `runs`, which a sweep collects: a text there would split its groups): the
/// policy's retry limit (empty: unlimited), the measured window (steady, growing,
/// unsettled) and its batch means' 95 % interval of the mean wait, a growing window's mean
/// wait in its first and last quarter, the warm-up's end and the queue's relaxation time
/// (Erlang C's) an unsettled one is held against.
fn checks<'a>(p: &'a Params) -> Layout<'a, Run> {
    let empty = || Cell::Text(String::new());
    let layout = Layout::new("checks")
        .csv("workers", |r: &Run| r.workers.into())
        .row_key()
        .csv("service", |r| r.service.name().into());
    let layout = match p.failing() {
        true => layout
            .csv("retry", |r| r.retry.name().into())
            .csv("max_retries", move |r| r.retry.max_retries(&p.named).map_or(empty(), |m| m.into())),
        false => layout,
    };
    layout
        .csv("window", move |r| window_name(&window(p, r)).into())
        .csv("wait_mean_low_ms", move |r| steady::interval(&r.wait_batches).map_or(empty(), |i| Cell::Float(i.0)))
        .csv("wait_mean_high_ms", move |r| steady::interval(&r.wait_batches).map_or(empty(), |i| Cell::Float(i.1)))
        .csv("wait_first_quarter_ms", move |r| growing(p, r).map_or(empty(), |g| Cell::Float(g.0)))
        .csv("wait_last_quarter_ms", move |r| growing(p, r).map_or(empty(), |g| Cell::Float(g.1)))
        .csv("window_start_ms", |r| r.window_start_ms.into())
        .csv("relax_ms", move |r| {
            theory(p, r.service, r.workers).map_or(empty(), |t| Cell::Float(steady::relaxation_ms(&t)))
        })
}

/// A growing window's mean wait in its first and last quarter.
fn growing(p: &Params, r: &Run) -> Option<(f64, f64)> {
    match window(p, r) {
        Settling::Growing { first_ms, last_ms } => Some((first_ms, last_ms)),
        _ => None,
    }
}

/// A window's name in the `runs` CSV.
fn window_name(w: &Settling) -> &'static str {
    match w {
        Settling::Steady => "steady",
        Settling::Growing { .. } => "growing",
        Settling::Unsettled { .. } => "unsettled",
        Settling::Saturated => "saturated",
    }
}

/// A run with its Erlang C values.
struct Compared<'r> {
    run: &'r Run,
    theory: Mmc,
}

fn comparison<'r>(w: &'static Words) -> Layout<'static, Compared<'r>> {
    Layout::new("theory")
        .one_unit()
        .column("workers", Head::right(word!(w, "worker-pool-head-workers"), 5), |c: &Compared| c.run.workers.into())
        .row_key()
        .column("p_wait", Head::right(word!(w, "worker-pool-head-p-sim"), 12), |c| Cell::Float(c.run.p_wait()))
        .shown(move |c| dec(c.run.p_wait(), 4, w))
        .column("p_wait_erlang_c", Head::right("P Erlang C", 12), |c| Cell::Float(c.theory.p_wait()))
        .shown(move |c| dec(c.theory.p_wait(), 4, w))
        .column("wait_mean_ms", Head::right(word!(w, "worker-pool-head-wq-sim"), 13), |c| Cell::Float(c.run.wait.mean))
        .shown(|c| human_ms(c.run.wait.mean, w.lang()))
        .column("wait_mean_ms_erlang_c", Head::right("Wq Erlang C", 13), |c| Cell::Float(c.theory.wq_ms()))
        .shown(|c| human_ms(c.theory.wq_ms(), w.lang()))
        .column("wait_p95_ms", Head::right(word!(w, "worker-pool-head-p95-sim"), 14), |c| c.run.wait.p95.into())
        .shown(|c| human_ms(c.run.wait.p95 as f64, w.lang()))
        .column("wait_p95_ms_theory", Head::right(word!(w, "worker-pool-head-p95-theory"), 11), |c| {
            Cell::Float(c.theory.wait_quantile_ms(0.95))
        })
        .shown(|c| human_ms(c.theory.wait_quantile_ms(0.95), w.lang()))
        .column("in_system_mean", Head::right(word!(w, "worker-pool-head-l-sim"), 12), |c| Cell::Float(c.run.mean_in_system()))
        .shown(move |c| dec(c.run.mean_in_system(), 3, w))
        .column("little_lambda_w", Head::right("λW", 8), |c| Cell::Float(c.run.little_lw()))
        .shown(move |c| dec(c.run.little_lw(), 3, w))
        .column("in_system_mean_theory", Head::right(word!(w, "worker-pool-head-l-theory"), 9), |c| Cell::Float(c.theory.l()))
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

crate::regime! {
    /// How the messages arrive.
    pub(crate) enum ArrivalsName { Poisson = "poisson", Regular = "regular", Burst = "burst" }
}

crate::statement! {
    /// How the messages arrive, and how fast.
    struct ArrivalsWords = "worker-pool-arrivals" { input select arrivals: ArrivalsName, input count rate: f64 }
}
crate::statement! {
    /// The messages that warm up.
    struct Warmup = "worker-pool-warmup" { input count warmup: u64 }
}
crate::statement! {
    /// The setup: the messages, their arrivals, the service and the warm-up.
    struct Setup = "worker-pool-setup" {
        input count messages: u64,
        say arrivals: ArrivalsWords,
        input ms mean_service: f64,
        say warmup: Warmup,
    }
}
crate::statement! {
    /// The queue's limit.
    struct QueueLimit = "worker-pool-queue-limit" { input count limit: u64 }
}
crate::statement! {
    /// How the workers crash.
    struct Crashes = "worker-pool-crashes" { input ms up: u64, input ms down: u64 }
}
crate::statement! {
    /// What fails and what follows.
    struct Failures = "worker-pool-failures" { input count percent: f64 }
}

/// The setup in one sentence.
fn setup(p: &Params, w: &'static Words) -> String {
    let arrivals = match p.arrivals {
        Arrivals::Poisson => ArrivalsName::Poisson,
        Arrivals::Deterministic => ArrivalsName::Regular,
        Arrivals::Burst => ArrivalsName::Burst,
    };
    let mut s = w.say(&Setup {
        messages: p.messages,
        arrivals: ArrivalsWords { arrivals, rate: p.arrival_rate_per_s },
        mean_service: p.service_mean_ms,
        warmup: Warmup { warmup: p.warmup_messages },
    });
    if let Some(k) = p.queue_limit {
        s.push(' ');
        s.push_str(&w.say(&QueueLimit { limit: k }));
    }
    if let Some(every) = p.crash_every_ms {
        s.push(' ');
        s.push_str(&w.say(&Crashes { up: every, down: p.restart_ms }));
    }
    if p.failing() {
        s.push_str(&failures(p, w));
    }
    s.push('\n');
    s
}

/// What fails and what follows, in one or two sentences.
fn failures(p: &Params, w: &'static Words) -> String {
    let mut s = format!(" {}", w.say(&Failures { percent: 100.0 * p.fail_probability }));
    if p.fail_probability > 0.0 {
        s.push(' ');
        s.push_str(&word!(w, "worker-pool-failures-no-theory"));
    }
    s
}

crate::statement! {
    /// A run's row: its pool size, service and retry policy.
    pub(super) struct RowName = "worker-pool-row" {
        input count workers: u32,
        input text service: String,
        input select failing: bool,
        input text retry: String,
    }
}

crate::regime! {
    /// A measured window that is no steady state.
    pub(crate) enum Window { Growing = "growing", Unsettled = "unsettled", Saturated = "saturated" }
}

crate::statement! {
    /// A row whose measured window is no steady state, and why.
    struct SettlingNote = "worker-pool-settling" {
        claim select regime: Window,
        say row: RowName,
        claim ms first: f64,
        claim ms last: f64,
        say because: Option<Because>,
    }
}

/// One paragraph per run whose measured window is no steady state (a growing queue, or a
/// warm-up shorter than the queue's relaxation time); nothing when every run is steady or
/// the messages come in one burst. Their facts are the report's own (`Report::said`),
/// their words its `notes`.
fn settling(p: &Params, outcome: &[Run], said: &mut Spoken, w: &'static Words) -> Vec<String> {
    let mut out = Vec::new();
    if p.arrivals == Arrivals::Burst {
        return out; // a burst drains: no steady state to reach, its waits climb by design
    }
    for r in outcome {
        let window = window(p, r);
        let (regime, first, last) = match window {
            Settling::Steady => continue,
            Settling::Growing { first_ms, last_ms } => (Window::Growing, first_ms, last_ms),
            Settling::Unsettled { .. } => (Window::Unsettled, 0.0, 0.0),
            Settling::Saturated => (Window::Saturated, 0.0, 0.0),
        };
        let row = RowName {
            workers: r.workers,
            service: service_label(p, r.service, w),
            failing: p.failing(),
            retry: r.retry.title(w),
        };
        out.push(said.say(&SettlingNote { regime, row, first, last, because: Because::of(&window) }));
    }
    out
}

/// A run's window: steady, growing, unsettled, or saturated (at or above the capacity).
pub(super) fn window(p: &Params, r: &Run) -> Settling {
    let t = theory(p, r.service, r.workers);
    let measured = steady::settling(&r.wait_batches, t.as_ref(), r.window_start_ms as f64, r.window_ms as f64);
    // A queue the window saw grow says so with its numbers; one at or above the capacity
    // that the window did not see grow (at exactly the capacity it wanders) is no steady
    // state all the same.
    match measured {
        Settling::Growing { .. } => measured,
        _ if saturated(p, r.service, r.workers) => Settling::Saturated,
        _ => measured,
    }
}

/// Whether `workers` get work at or above their capacity (λ/μ ≥ c): then the queue has no
/// steady state, and a run's mean wait depends on how long it ran (005's 8 workers at
/// λ/μ = 8). A burst drains rather than settles; a schedule of one arrival every 1/λ into
/// fixed service times exactly at the capacity never queues, so it is not saturated.
pub(super) fn saturated(p: &Params, service: Service, workers: u32) -> bool {
    let load = p.arrival_rate_per_s * p.service_mean_ms / 1000.0;
    let c = f64::from(workers);
    let clockwork = p.arrivals == Arrivals::Deterministic && service == Service::Deterministic;
    p.arrivals != Arrivals::Burst && (load > c || (load == c && !clockwork))
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
    let mut said = Spoken::new(w);
    let notes = settling(p, outcome, &mut said, w);
    for line in &notes {
        text.push_str(&format!("\n{line}\n"));
    }
    let theory_layout = comparison(w);
    if !compared.is_empty() {
        text.push('\n');
        text.push_str(&word!(w, "worker-pool-theory-legend"));
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
    tables.push(checks(p).table(outcome));
    Report { text, tables, said: said.facts(), notes, ..Report::default() }
}
