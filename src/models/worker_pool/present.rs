//! The pool's tables: one row per run, Erlang C beside the simulation where it applies,
//! and the run over time. The text is jobsim's own (no lesson prints one), in the report's language.

use super::run::Run;
use super::steady::{self, Settling};
use crate::args;
use crate::report::words::Words;
use super::theory::Mmc;
use super::{Arrivals, Params, Service};
use crate::report::lang::pick;
use crate::report::units::{human_ms, turkish_number};
use crate::report::{Cell, Head, Layout, Report};
use crate::say;

/// A number with `places` decimals and a decimal comma.
pub(super) fn dec(v: f64, places: usize) -> String {
    let s = format!("{v:.places$}");
    crate::report::lang::pick(s.replace('.', ","), s)
}

/// A count for a message: a number below 1,000 (for the plural; written as it is), text
/// from 1,000 up (the catalog's number format would group its thousands).
pub(super) fn plain(v: u32) -> fluent_bundle::FluentValue<'static> {
    use crate::report::words::value;
    if v < 1000 { value(v) } else { value(v.to_string()) }
}

/// A pool size as a sentence counts it: the number alone in Turkish (`{} işçi` writes the
/// noun), `1 worker` / `8 workers` in English.
pub(super) fn wk(n: u32) -> String {
    match (crate::report::lang::current(), n) {
        (crate::report::glossary::Lang::Tr, _) => n.to_string(),
        (crate::report::glossary::Lang::En, 1) => "1 worker".into(),
        (crate::report::glossary::Lang::En, _) => format!("{n} workers"),
    }
}

/// The Turkish name of a service-time distribution (text and charts).
pub(super) fn service_label(p: &Params, s: Service) -> String {
    match s {
        Service::Exponential => crate::report::lang::pick("üstel", "exponential").into(),
        Service::Deterministic => crate::report::lang::pick("sabit", "fixed").into(),
        Service::Lognormal => crate::say!("lognormal (DK {})", "lognormal (CV {})", turkish_number(p.service_cv)),
    }
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

fn runs(p: &Params) -> Layout<'_, Run> {
    let ms = |v: f64| human_ms(v);
    let layout = Layout::new("runs")
        .one_unit()
        .column("workers", Head::right(pick("işçi", "workers"), 5), |r: &Run| r.workers.into())
        .row_key()
        .column("service", Head::left(pick("hizmet", "service"), 0).gap(2).fit(2), |r| r.service.name().into())
        .shown(move |r| service_label(p, r.service));
    let layout = match p.failing() {
        true => layout
            .column("retry", Head::left(pick("yeniden deneme", "retry"), 0).fit(2), |r| r.retry.name().into())
            .shown(|r| r.retry.title().into()),
        false => layout,
    };
    let layout = layout.csv("counted", |r| r.counted.into()).csv("served", |r| r.served.into());
    let layout = match p.failing() {
        true => layout
            .column("dead", Head::right(pick("ölü", "dead"), 6), |r| r.dead.into())
            .csv("attempts", |r| r.attempts.into())
            .csv("retries", |r| r.retries.into())
            .column("attempts_per_message", Head::right(pick("deneme/ileti", "attempts/message"), 13), |r| {
                Cell::Float(r.attempts_per_message())
            })
            .shown(|r| dec(r.attempts_per_message(), 4))
            .csv("backoff_mean", |r| Cell::Float(r.mean_backing_off())),
        false => layout,
    };
    layout
        .column("rejected", Head::right(pick("ret", "rejected"), 4), |r| r.rejected.into())
        .column("utilisation", Head::right(pick("kullanım", "utilisation"), 9), |r| Cell::Float(r.utilisation()))
        .shown(|r| say!("%{}", "{}%", dec(100.0 * r.utilisation(), 1)))
        .column("throughput_per_s", Head::right(pick("ileti/s", "messages/s"), 9), |r| {
            Cell::Float(r.throughput_per_s())
        })
        .shown(|r| dec(r.throughput_per_s(), 2))
        .column("p_wait", Head::right(pick("P(bekleme)", "P(wait)"), 11), |r| Cell::Float(r.p_wait()))
        .shown(|r| dec(r.p_wait(), 4))
        .column("wait_mean_ms", Head::right(pick("ort. bekleme", "mean wait"), 13), |r| Cell::Float(r.wait.mean))
        .shown(move |r| ms(r.wait.mean))
        .csv("wait_p50_ms", |r| r.wait.p50.into())
        .column("wait_p95_ms", Head::right(pick("p95 bekleme", "p95 wait"), 12), |r| r.wait.p95.into())
        .shown(move |r| ms(r.wait.p95 as f64))
        .column("wait_p99_ms", Head::right(pick("p99 bekleme", "p99 wait"), 12), |r| r.wait.p99.into())
        .shown(move |r| ms(r.wait.p99 as f64))
        .csv("wait_max_ms", |r| r.wait.max.into())
        .column("sojourn_mean_ms", Head::right(pick("ort. sistemde", "mean in system"), 14), |r| {
            Cell::Float(r.sojourn.mean)
        })
        .shown(move |r| ms(r.sojourn.mean))
        .csv("sojourn_p50_ms", |r| r.sojourn.p50.into())
        .csv("sojourn_p95_ms", |r| r.sojourn.p95.into())
        .column("sojourn_p99_ms", Head::right(pick("p99 sistemde", "p99 in system"), 13), |r| r.sojourn.p99.into())
        .shown(move |r| ms(r.sojourn.p99 as f64))
        .column("queue_mean", Head::right(pick("ort. kuyruk", "mean queue"), 12), |r| Cell::Float(r.mean_queue()))
        .shown(|r| dec(r.mean_queue(), 2))
        .column("queue_max", Head::right(pick("en uzun", "max queue"), 8), |r| r.queue_max.into())
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

fn comparison<'r>() -> Layout<'static, Compared<'r>> {
    Layout::new("theory")
        .one_unit()
        .column("workers", Head::right(pick("işçi", "workers"), 5), |c: &Compared| c.run.workers.into())
        .row_key()
        .column("p_wait", Head::right(pick("P benzetim", "P sim"), 12), |c| Cell::Float(c.run.p_wait()))
        .shown(|c| dec(c.run.p_wait(), 4))
        .column("p_wait_erlang_c", Head::right("P Erlang C", 12), |c| Cell::Float(c.theory.p_wait()))
        .shown(|c| dec(c.theory.p_wait(), 4))
        .column("wait_mean_ms", Head::right(pick("Wq benzetim", "Wq sim"), 13), |c| Cell::Float(c.run.wait.mean))
        .shown(|c| human_ms(c.run.wait.mean))
        .column("wait_mean_ms_erlang_c", Head::right("Wq Erlang C", 13), |c| Cell::Float(c.theory.wq_ms()))
        .shown(|c| human_ms(c.theory.wq_ms()))
        .column("wait_p95_ms", Head::right(pick("p95 benzetim", "p95 sim"), 14), |c| c.run.wait.p95.into())
        .shown(|c| human_ms(c.run.wait.p95 as f64))
        .column("wait_p95_ms_theory", Head::right(pick("p95 kuram", "p95 theory"), 11), |c| {
            Cell::Float(c.theory.wait_quantile_ms(0.95))
        })
        .shown(|c| human_ms(c.theory.wait_quantile_ms(0.95)))
        .column("in_system_mean", Head::right(pick("L benzetim", "L sim"), 12), |c| Cell::Float(c.run.mean_in_system()))
        .shown(|c| dec(c.run.mean_in_system(), 3))
        .column("little_lambda_w", Head::right("λW", 8), |c| Cell::Float(c.run.little_lw()))
        .shown(|c| dec(c.run.little_lw(), 3))
        .column("in_system_mean_theory", Head::right(pick("L kuram", "L theory"), 9), |c| Cell::Float(c.theory.l()))
        .shown(|c| dec(c.theory.l(), 3))
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
fn setup(p: &Params) -> String {
    let rate = turkish_number(p.arrival_rate_per_s);
    let arrivals = match p.arrivals {
        Arrivals::Poisson => {
            say!("Poisson gelişi, saniyede {rate} ileti", "Poisson arrivals, {rate} messages a second")
        }
        Arrivals::Deterministic => {
            say!("düzenli geliş, saniyede {rate} ileti", "regular arrivals, {rate} messages a second")
        }
        Arrivals::Burst => pick("hepsi t=0 anında (yığın)", "all at t=0 (a burst)").into(),
    };
    let warmup = match p.warmup_messages {
        0 => pick("ısınma yok", "no warm-up").into(),
        w => say!(
            "ilk {} ileti ısınma (sayılmadı)",
            "the first {} messages warm up (not counted)",
            turkish_number(w as f64)
        ),
    };
    let mut s = say!(
        "{} ileti, {arrivals}; ortalama hizmet süresi {}; {warmup}.",
        "{} messages, {arrivals}; mean service time {}; {warmup}.",
        turkish_number(p.messages as f64),
        human_ms(p.service_mean_ms),
    );
    if let Some(k) = p.queue_limit {
        s.push_str(&say!(" Kuyruk sınırı {} ileti.", " Queue limit {} messages.", turkish_number(k as f64)));
    }
    if let Some(every) = p.crash_every_ms {
        s.push_str(&say!(
            " Her işçi ortalama {} çalışıp çöküyor, {} sonra yeniden başlıyor.",
            " Each worker crashes after {} of work on average and restarts {} later.",
            human_ms(every as f64),
            human_ms(p.restart_ms as f64)
        ));
    }
    if p.failing() {
        s.push_str(&failures(p));
    }
    s.push('\n');
    s
}

/// What fails and what follows, in one or two sentences.
fn failures(p: &Params) -> String {
    let mut s = say!(
        " Her deneme %{} olasılıkla başarısız oluyor",
        " Each attempt fails with probability {}%",
        turkish_number(100.0 * p.fail_probability)
    );
    s.push_str(pick(
        "; başarısız iş politikanın beklemesinden sonra kuyruğun sonuna dönüyor, sınırı aşan ölü kümeye gidiyor. \
         Bekleme deneme başına (kuyruğa girişten işçiye), sistemde kalma iş başına (gelişten başarıya ya da ölüme, geri çekilme dahil).",
        "; a failed job goes back to the end of the queue after the policy's wait, one over the limit goes to the dead set. \
         Wait is per attempt (from entering the queue to a worker), time in system per job (from arrival to success or death, backoff included).",
    ));
    if p.fail_probability > 0.0 {
        s.push_str(pick(
            " Erlang C yazılmadı: başarısız denemeler geri döndüğü için gelişler artık Poisson değil, kuram geçerli değil.",
            " No Erlang C: failed attempts come back, so arrivals are no longer Poisson and the theory does not apply.",
        ));
    }
    s
}

/// One paragraph per run whose measured window is no steady state (a growing queue, or a
/// warm-up shorter than the queue's relaxation time); nothing when every run is steady or
/// the messages come in one burst.
fn settling(p: &Params, outcome: &[Run]) -> String {
    let w = Words::current();
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
            &args!(workers = r.workers, service = service_label(p, r.service), retry = r.retry.title(), failing = failing),
        );
        let line = w.get(
            "pool-settling",
            &args!(
                regime = regime.0,
                row = row,
                first = human_ms(regime.1),
                last = human_ms(regime.2),
                because = because(&window),
            ),
        );
        out.push('\n');
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// Why an unsettled window is no steady state, worded (empty for any other window).
pub(super) fn because(window: &Settling) -> String {
    let Settling::Unsettled { warmup_ms, batch_ms, relax_ms } = *window else { return String::new() };
    Words::current().get(
        "pool-short-of",
        &args!(
            short = window.short().unwrap_or("both"),
            warmup = human_ms(warmup_ms),
            batch = human_ms(batch_ms),
            relax = human_ms(relax_ms),
        ),
    )
}

pub fn present(p: &Params, outcome: &[Run]) -> Report {
    let table = runs(p);
    let compared: Vec<Compared> = outcome
        .iter()
        .filter_map(|r| theory(p, r.service, r.workers).map(|theory| Compared { run: r, theory }))
        .collect();
    let mut text = setup(p);
    text.push('\n');
    text.push_str(&table.text(outcome));
    text.push_str(&settling(p, outcome));
    let theory_layout = comparison();
    if !compared.is_empty() {
        text.push_str(pick(
            "\nErlang C ile (M/M/c): P = P(bekleme > 0), Wq = ortalama bekleme, L = sistemdeki ortalama ileti, \
             λW = Little yasası (geliş hızı × ortalama sistemde kalma).\n",
            "\nWith Erlang C (M/M/c): P = P(wait > 0), Wq = mean wait, L = mean messages in the system, \
             λW = Little's law (arrival rate × mean time in system).\n",
        ));
        text.push_str(&theory_layout.text(&compared));
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
