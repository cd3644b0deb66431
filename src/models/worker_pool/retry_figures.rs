//! The charts of a pool whose jobs fail, one bar group per retry policy: what the
//! failures cost in extra attempts and dead jobs, and what the policy's backoff does to
//! the waits (the queue wait of an attempt, the time in the system of a job).

use crate::say;
use crate::report::lang::pick;
use super::present::{dec, theory};
use super::retries::{self, Retry};
use super::run::Run;
use super::Params;
use crate::report::Figure;
use crate::report::figure::{Axis, BarSeries, Key, Plot, Unit};
use crate::report::units::{human_ms, turkish_number};

/// The runs of the first pool size and service kind, one per listed policy.
fn rows<'r>(p: &Params, runs: &'r [Run]) -> Vec<&'r Run> {
    runs.iter().filter(|r| r.workers == p.workers[0] && r.service == p.services[0]).collect()
}

pub fn figures(p: &Params, runs: &[Run]) -> Vec<Figure> {
    let rows = rows(p, runs);
    if rows.is_empty() {
        return Vec::new();
    }
    vec![work(p, &rows), times(p, &rows)]
}

/// Dead jobs a policy should leave out of `counted`: `p^(limit+1)` of them.
fn expected_dead(p: &Params, retry: Retry, counted: u64) -> f64 {
    match retry.max_retries(&p.named) {
        Some(l) => counted as f64 * p.fail_probability.powi(l as i32 + 1),
        None => 0.0,
    }
}

/// Retries and dead jobs per policy, on a linear axis (a bar's length is its count).
fn work(p: &Params, rows: &[&Run]) -> Figure {
    let bars = |name: &str, key: &'static str, f: &dyn Fn(&Run) -> u64| BarSeries {
        name: name.into(),
        key: Key(key),
        values: rows.iter().map(|r| Some(f(r) as f64)).collect(),
        labels: rows.iter().map(|r| turkish_number(f(r) as f64)).collect(),
    };
    let series = vec![bars(Key("pool.retries").name(), "pool.retries", &|r| r.retries), bars(Key("pool.dead").name(), "pool.dead", &|r| r.dead)];
    let pf = p.fail_probability;
    let extra = 100.0 * (retries::expected_attempts(pf, None) - 1.0);
    let retrying: Vec<&&Run> = rows.iter().filter(|r| r.retry != Retry::None).collect();
    let measured = retrying.iter().map(|r| r.attempts_per_message()).fold(0.0, f64::max);
    let mut dead = retrying.clone();
    dead.sort_by_key(|r| std::cmp::Reverse(r.dead));
    let losing: Vec<&&&Run> = dead.iter().filter(|r| r.dead > 0).collect();
    let mut dead_list: Vec<String> =
        losing.iter().take(3).map(|r| format!("{} {}", r.retry.title(), turkish_number(r.dead as f64))).collect();
    // "The others 0" only when every row left out lost nothing.
    if losing.len() <= 3 && dead.iter().any(|r| r.dead == 0) {
        dead_list.push(if dead_list.is_empty() { pick("hiçbiri iş kaybetmiyor", "none loses a job").into() } else { pick("diğerleri 0", "the others 0").into() });
    }
    let failures = rows.iter().any(|r| r.retries > 0 || r.dead > 0);
    let title = if !failures {
        pick("Hiçbir deneme başarısız olmuyor: yeniden deneme ek iş getirmiyor, iş kaybolmuyor", "No attempt fails: retrying adds no work and no job is lost").to_string()
    } else if retrying.is_empty() {
        say!("Yeniden denenmeyen her başarısız iş kayboluyor: {} iş","Every failed job that is not retried is lost: {} jobs", turkish_number(rows[0].dead as f64))
    } else {
        let extra = dec(100.0 * (measured - 1.0), 1);
        match rows.iter().find(|r| r.retry == Retry::None) {
            // Beside the row that never retries: what retrying saves, per policy.
            Some(none) => say!(
                "Yeniden deneme %{extra} ek iş getiriyor, ölü iş {} yerine: {}",
                "Retrying adds {extra}% extra work; dead jobs instead of {}: {}",
                turkish_number(none.dead as f64),
                dead_list.join(", ")
            ),
            None => say!("Yeniden deneme %{extra} ek iş getiriyor; ölü işi deneme sınırı belirliyor: {}","Retrying adds {extra}% extra work; the retry limit sets the dead jobs: {}", dead_list.join(", ")),
        }
    };
    let counted = rows[0].counted;
    let theory: Vec<String> = rows
        .iter()
        .filter(|r| r.retry.max_retries(&p.named).is_some())
        .map(|r| format!("{} {}", r.retry.title(), turkish_number((expected_dead(p, r.retry, counted) * 10.0).round() / 10.0)))
        .collect();
    let mut caption = say!(
        "{} işçi, saniyede {} iş, her deneme %{} olasılıkla başarısız; {} iş sayıldı, aynı işler her satırda başarısız oluyor. \
         Başarısızlıklar birbirinden bağımsız olduğu için ek deneme payı bekleme politikasına bağlı değil: kuram 1/(1 − p) − 1 = %{}. \
         Ölü iş payı p^(sınır + 1); kuram: {}.",
        "{} workers, {} jobs per second, each attempt fails with probability {}%; {} jobs counted, the same jobs fail in every row. \
         As the failures are independent, the share of extra attempts does not depend on the backoff policy: theory 1/(1 − p) − 1 = {}%. \
         The share of dead jobs is p^(limit + 1); theory: {}.",
        rows[0].workers,
        turkish_number(p.arrival_rate_per_s),
        turkish_number(100.0 * pf),
        turkish_number(counted as f64),
        dec(extra, 1),
        theory.join(", ")
    );
    let unlimited: Vec<&str> =
        rows.iter().filter(|r| r.retry.max_retries(&p.named).is_none()).map(|r| r.retry.title()).collect();
    if !unlimited.is_empty() {
        caption.push_str(&say!(" Sınırsız politikalar ({}) hiç iş kaybetmiyor."," The unlimited policies ({}) lose no job.", unlimited.join(", ")));
    }
    let y = Axis::new(pick("iş ya da deneme sayısı", "jobs or attempts"), Unit::Count);
    Figure {
        name: "retry-work".into(),
        title,
        caption,
        x: Axis::new("", Unit::Plain),
        y,
        plot: Plot::Bars { categories: rows.iter().map(|r| r.retry.title().to_string()).collect(), series },
        marks: Vec::new(),
    }
}

/// The p95 queue wait of an attempt and the mean and p95 time in the system of a job,
/// per policy, on a linear time axis with each bar's value written above it.
fn times(p: &Params, rows: &[&Run]) -> Figure {
    let bars = |key: &'static str, f: &dyn Fn(&Run) -> u64| BarSeries {
        name: Key(key).name().into(),
        key: Key(key),
        values: rows.iter().map(|r| Some(f(r) as f64)).collect(),
        labels: rows.iter().map(|r| short_ms(f(r))).collect(),
    };
    // The mean and p95 time in the system: with p = 0.1 the p99 lies on the edge
    // between jobs retried once and twice (P(two failures) = 1 %), the p95 inside the once.
    let series = vec![
        bars("pool.p95", &|r| r.wait.p95),
        bars("pool.sojourn_mean", &|r| r.sojourn.mean.round() as u64),
        bars("pool.sojourn_p95", &|r| r.sojourn.p95),
    ];
    let retrying: Vec<&&Run> = rows.iter().filter(|r| r.retry != Retry::None).collect();
    let (wlo, whi) = retrying.iter().fold((u64::MAX, 0), |(lo, hi), r| (lo.min(r.wait.p95), hi.max(r.wait.p95)));
    let mut by_p95 = retrying.clone();
    by_p95.sort_by_key(|r| r.sojourn.p95);
    // The fastest and the two slowest.
    let shown: Vec<&&&Run> = match by_p95.len() {
        0..=3 => by_p95.iter().collect(),
        n => by_p95.iter().enumerate().filter(|(i, _)| *i == 0 || *i >= n - 2).map(|x| x.1).collect(),
    };
    let p95s: Vec<String> = shown.iter().map(|r| format!("{} {}", r.retry.title(), human_ms(r.sojourn.p95 as f64))).collect();
    let waits = if wlo == whi {
        human_ms(wlo as f64)
    } else {
        format!("{}–{}", human_ms(wlo as f64), human_ms(whi as f64))
    };
    // "Delays the work" only where some policy keeps jobs in the system clearly longer.
    let (fastest, slowest) = rows.iter().fold((u64::MAX, 0), |(lo, hi), r| (lo.min(r.sojourn.p95), hi.max(r.sojourn.p95)));
    let title = match retrying.is_empty() {
        true => pick("Yeniden deneme yok: başarısız iş sistemden hemen çıkıyor", "No retries: a failed job leaves the system at once").into(),
        false if rows.iter().all(|r| r.retries == 0) => {
            say!("Hiçbir deneme başarısız olmuyor, yeniden denenecek iş yok: sistemde p95 {}","No attempt fails, there is nothing to retry: p95 in the system {}", p95s.join(", "))
        }
        false if slowest as f64 <= 1.2 * fastest as f64 => {
            say!("Geri çekilme işi belirgin geciktirmiyor: sistemde p95 {}","Backoff does not delay the work noticeably: p95 in the system {}", p95s.join(", "))
        }
        false => say!(
            "Geri çekilme yükü azaltmıyor, işi geciktiriyor: sistemde p95 {}",
            "Backoff does not reduce the load, it delays the work: p95 in the system {}",
            p95s.join(", ")
        ),
    };
    let c = rows[0].workers;
    let no_failures = Params { fail_probability: 0.0, ..p.clone() };
    let free = theory(&no_failures, p.services[0], c).map(|m| m.wait_quantile_ms(0.95));
    let mut caption = say!(
        "Kuyrukta bekleme deneme başına (kuyruğa girişten bir işçinin almasına), sistemde kalma iş başına (gelişten başarıya ya da ölü kümeye, geri çekilme beklemeleri dahil). \
         Her politikada kullanım %{} civarında ve kuyrukta p95 bekleme {waits}: ek denemeler kuyruğu aynı ölçüde uzatıyor; sistemde kalmayı ayıran, politikanın yeniden denemeden önce ne kadar beklettiği.",
        "The wait in the queue is per attempt (from entering the queue until a worker takes it), the time in the system per job (from arrival to success or the dead set, backoff waits included). \
         In every policy utilisation is about {}% and the p95 wait in the queue {waits}: extra attempts lengthen the queue alike; what sets the time in the system apart is how long the policy waits before a retry.",
        dec(100.0 * retrying.first().map(|r| r.utilisation()).unwrap_or(rows[0].utilisation()), 0)
    );
    if let Some(free) = free {
        caption.push_str(&say!(
            " Başarısızlık olmasaydı Erlang C'ye göre p95 bekleme {} olurdu; başarısızlıkla kuram geçerli değil, çizilmedi.",
            " Without failures Erlang C would give a p95 wait of {}; with failures the theory does not hold, so it is not drawn.",
            short_ms(free.round() as u64)
        ));
    }
    Figure {
        name: "retry-times".into(),
        title,
        caption,
        x: Axis::new("", Unit::Plain),
        y: Axis::new(pick("süre", "duration"), Unit::Millis),
        plot: Plot::Bars { categories: rows.iter().map(|r| r.retry.title().to_string()).collect(), series },
        marks: Vec::new(),
    }
}

/// A bar's label: seconds with one decimal from 1 s to a minute (`1,1 s`, narrower than
/// `1131 ms`), otherwise as every chart prints durations.
fn short_ms(ms: u64) -> String {
    match ms {
        1000..60_000 => format!("{} s", turkish_number((ms as f64 / 100.0).round() / 10.0)),
        _ => human_ms(ms as f64),
    }
}
