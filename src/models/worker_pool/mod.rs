//! **worker-pool** (lesson 005, "İşçi Süreçleri"): messages arrive, wait in one FIFO
//! queue and `c` workers serve them. How many workers are enough, what one more buys,
//! and what happens when arrivals outrun the pool — checked against queueing theory.
//!
//! ```text
//! arrivals ──► [ queue: FIFO, optional limit ] ──► worker 0 ┐
//! (Poisson λ,    arrivals over the limit           worker 1 ├─► done
//!  every 1/λ,    are rejected                      …        │   (service: exponential,
//!  or a burst)                                     worker c ┘    fixed or lognormal)
//! ```
//!
//! On the engine: arrivals are world events (one pending at a time); each worker is a
//! process, and its `ServiceFinished` is its own event, so a crash (optional, exponential
//! time to failure per worker) drops it: the message goes back to the head of the queue
//! and its next attempt draws a new service time; the worker restarts after `restart_ms`.
//! Idle workers take the oldest message, lowest worker number first. One run per
//! (`workers`, `services`) pair.
//!
//! **Randomness** (see [`crate::variates`]): named ChaCha8 streams — `arrivals` for the
//! gaps, `service` for one draw per message at its arrival (so message `i` gets the same
//! uniform draw whatever the worker count or service kind: common random numbers, the
//! comparisons are sharper), `redelivery` for redrawn service times, `crash/worker/<w>`
//! for each worker's failures. Draws are inverse CDFs of raw words; `ln` and `exp` come
//! from the `libm` crate, so the numbers are the same on every platform.
//!
//! **Time** is whole milliseconds. Continuous draws are rounded to the nearest
//! millisecond, halves up, once: a service time when it is drawn, an arrival instant from
//! the continuous arrival clock (so rounding errors never accumulate). With mean gaps and
//! services of 100 ms or more, the rounding moves Erlang C's numbers by far less than the
//! statistical error (the tests compare against theory at two time scales).
//!
//! **Measured** after the warm-up (the first `warmup_messages` are served but not
//! counted), over the window from the first counted arrival to the last departure:
//! throughput, utilisation (busy worker time over `c` times the window), P(wait > 0) (a
//! wait of at least 1 ms), mean and p50/p95/p99/max of the wait and of the time in the
//! system, the time-average and longest queue (messages waiting, not in service), the
//! time-average number in the system (L, for Little's law L = λW), rejections, crashes.
//! For Poisson arrivals, exponential service, no queue limit and no crashes the report
//! prints Erlang C's values beside them ([`Mmc`]).
//!
//! **Failures and retries** (issue 13, off by default): with `fail_probability` p > 0 a
//! served attempt fails with probability p (drawn once per job at its arrival, see
//! [`retries`]), and each policy of `retries` is a row: `none` drops the job as failed,
//! `immediate` puts it back at once, a named policy (`sidekiq`, `celery` …, its settings as
//! in `backoff-schedules`) waits what that system waits before retry n — drawn from the
//! stream `policy/<name>` in event order, rounded to whole ms like every continuous draw —
//! on an engine timer, and the job re-enters the queue at the back (as Sidekiq's
//! scheduled set pushes a due job to its queue; a queue limit refuses new arrivals only,
//! never a retry). Past the policy's limit the job goes to the dead set (counted). Each
//! retry draws a new service time from the stream `retry/service` (event order). A crash
//! is not a failure: the crashed attempt does not count and is redelivered as before.
//! With retries, the *wait* is per attempt (from entering the queue to a worker taking
//! it: `P(wait)`, the percentiles and the trend are over attempts), the *time in the
//! system* per job, from its arrival to its success or its death, backoff waits included
//! (so L counts jobs waiting for a retry too, and Little's law uses the jobs that finished
//! either way); `attempts` counts the attempts that ran to a verdict. Erlang C is not
//! printed when p > 0: failed attempts come back, the arrivals are no longer Poisson and
//! the work per job is no longer one exponential service.
//!
//! Limits (issue 8): at most 5,000,000 messages per run and 20,000,000 over all runs of
//! a scenario (about 16 bytes of results per message, a few seconds per million), and
//! at most 50,000,000 expected crash events; with failures, at most 40,000,000 expected
//! attempts over all runs, and `fail_probability` = 1 only with policies that give up.

mod figures;
mod overload;
mod present;
pub mod retries;
mod retry_figures;
mod run;
mod said;
mod simulate;
pub mod steady;
mod theory;
mod trend;
mod workers_chart;

pub use retries::Retry;
pub use run::{Run, Spread};
pub use simulate::{simulate, simulate_row, simulate_run};
pub use theory::Mmc;
pub use trend::{Bin, MAX_BINS, Trend};

use crate::report::words::Words;
use super::kit::named::{self, with_named_params};
use super::{Model, Seeded};
use crate::backoff::named::Policies;
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind, Param, Reader, ScenarioError};
use crate::sim::{Budget, Exhausted, RunOptions};

/// How messages arrive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrivals {
    /// Exponential gaps with rate λ (a Poisson process).
    Poisson,
    /// One every 1/λ.
    Deterministic,
    /// All at t = 0.
    Burst,
}

/// How long one message takes to serve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Service {
    /// Exponential with the given mean (coefficient of variation 1).
    Exponential,
    /// Exactly the mean.
    Deterministic,
    /// Lognormal with the given mean and coefficient of variation (heavy-tailed when large).
    Lognormal,
}

impl Service {
    pub const NAMES: [&'static str; 3] = ["exponential", "deterministic", "lognormal"];
    pub const ALL: [Service; 3] = [Service::Exponential, Service::Deterministic, Service::Lognormal];
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
}

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub arrivals: Arrivals,
    pub arrival_rate_per_s: f64,
    pub workers: Vec<u32>,
    pub services: Vec<Service>,
    pub service_mean_ms: f64,
    pub service_cv: f64,
    pub messages: u64,
    pub warmup_messages: u64,
    pub queue_limit: Option<u64>,
    pub crash_every_ms: Option<u64>,
    pub restart_ms: u64,
    /// The share of served attempts that fail (0: none, the lesson's pool).
    pub fail_probability: f64,
    /// What a failed attempt leads to, one run each.
    pub retries: Vec<Retry>,
    /// The named policies' settings (their documented defaults unless overridden).
    pub named: Policies,
}

impl Default for Params {
    /// The defaults of [`PARAMS`] (`scenarios/005-worker-pool.toml`).
    fn default() -> Self {
        Params {
            arrivals: Arrivals::Poisson,
            arrival_rate_per_s: 8.0,
            workers: vec![10],
            services: vec![Service::Exponential],
            service_mean_ms: 1000.0,
            service_cv: 1.0,
            messages: 200_000,
            warmup_messages: 10_000,
            queue_limit: None,
            crash_every_ms: None,
            restart_ms: 1000,
            fail_probability: 0.0,
            retries: vec![Retry::None],
            named: Policies::default(),
        }
    }
}

impl Params {
    /// Whether failures or retries are on (the tables and charts then show them).
    pub fn failing(&self) -> bool {
        self.fail_probability > 0.0 || self.retries != [Retry::None]
    }

    /// The most expected attempts of one run, over the listed policies.
    pub fn expected_attempts(&self) -> f64 {
        let per_job = self
            .retries
            .iter()
            .map(|r| retries::expected_attempts(self.fail_probability, r.max_retries(&self.named)))
            .fold(1.0, f64::max);
        per_job * self.messages as f64
    }
}

/// Most messages of one run.
pub const MAX_MESSAGES: u64 = 5_000_000;
/// Most messages over all runs of a scenario.
pub const MAX_TOTAL_MESSAGES: u64 = 20_000_000;
/// Most expected crash events over all runs of a scenario.
pub const MAX_CRASH_EVENTS: f64 = 50_000_000.0;
/// Most expected attempts over all runs of a scenario (with failures).
pub const MAX_TOTAL_ATTEMPTS: f64 = 40_000_000.0;

/// Every parameter; defaults are `scenarios/005-worker-pool.toml`.
pub const PARAMS: &[Param] = with_named_params![
    Param::new(
        "arrivals",
        Kind::Choice(&["poisson", "deterministic", "burst"]),
        "\"poisson\"",
        "",
        "how messages arrive: exponential gaps, evenly spaced, or all at t=0",
    ),
    Param::new("arrival_rate_per_s", Kind::Float { min: 0.001, max: 1_000_000.0 }, "8", "1/s", "arrival rate λ (not used by a burst)"),
    Param::new("workers", Kind::Ints { min: 1, max: 10_000 }, "[10]", "workers", "pool sizes c, one run each"),
    Param::new("services", Kind::Choices(&Service::NAMES), "[\"exponential\"]", "", "service-time distributions, one run each"),
    Param::new("service_mean_ms", Kind::Float { min: 1.0, max: 86_400_000.0 }, "1000", "ms", "mean service time 1/μ"),
    Param::new("service_cv", Kind::Float { min: 0.01, max: 20.0 }, "1", "", "coefficient of variation of the lognormal service time"),
    Param::new("messages", Kind::Int { min: 1, max: MAX_MESSAGES as i64 }, "200000", "messages", "messages per run"),
    Param::new("warmup_messages", Kind::Int { min: 0, max: MAX_MESSAGES as i64 - 1 }, "10000", "messages", "first messages served but not counted (less than `messages`)"),
    Param::new("queue_limit", Kind::Int { min: 0, max: MAX_MESSAGES as i64 }, "", "messages", "most messages waiting; arrivals beyond are rejected (none: unbounded)"),
    Param::new("crash_every_ms", Kind::Int { min: 1, max: 8_640_000_000 }, "", "ms", "mean time between crashes of one worker, exponential (none: no crashes)"),
    Param::new("restart_ms", Kind::Int { min: 0, max: 86_400_000 }, "1000", "ms", "how long a crashed worker stays down"),
    Param::new("fail_probability", Kind::Float { min: 0.0, max: 1.0 }, "0", "", "share of served attempts that fail (drawn per job at arrival, the same jobs fail in every row)"),
    Param::new(
        "retries",
        Kind::Choices(&Retry::NAMES),
        "[\"none\"]",
        "",
        "what a failed attempt leads to, one run each: none (dropped as failed), immediate (back at once, no limit) or a named policy (its waits and retry limit, then the dead set)",
    ),
];

/// The expected number of crash events of one run (crashes and restarts): one of each
/// per cycle of `crash_every_ms + restart_ms` per worker, over the run's length estimated
/// as the arrival span plus the time `c` workers need for every message when they are up
/// a share `every / cycle` of the time and a crash loses the work in progress.
fn crash_events(p: &Params, c: u32) -> f64 {
    let Some(every) = p.crash_every_ms else { return 0.0 };
    let (every, cycle) = (every as f64, (every + p.restart_ms) as f64);
    let span_ms = match p.arrivals {
        Arrivals::Burst => 0.0,
        _ => p.messages as f64 * 1000.0 / p.arrival_rate_per_s,
    };
    let s = p.service_mean_ms;
    let work_ms = p.messages as f64 * s * (1.0 + s / every) / f64::from(c) * (cycle / every);
    2.0 * f64::from(c) * (span_ms + work_ms) / cycle
}

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    let arrivals = [Arrivals::Poisson, Arrivals::Deterministic, Arrivals::Burst][r.choice("arrivals")?];
    let p = Params {
        arrivals,
        arrival_rate_per_s: r.float("arrival_rate_per_s")?,
        workers: r.ints("workers")?.into_iter().map(|c| c as u32).collect(),
        services: r.choices("services")?.into_iter().map(|i| Service::ALL[i]).collect(),
        service_mean_ms: r.float("service_mean_ms")?,
        service_cv: r.float("service_cv")?,
        messages: r.uint("messages")?,
        warmup_messages: r.uint("warmup_messages")?,
        queue_limit: r.uint_opt("queue_limit")?,
        crash_every_ms: r.uint_opt("crash_every_ms")?,
        restart_ms: r.uint("restart_ms")?,
        fail_probability: r.float("fail_probability")?,
        retries: r.choices("retries")?.into_iter().map(|i| Retry::ALL[i]).collect(),
        named: named::read(&r)?,
    };
    if p.warmup_messages >= p.messages {
        return Err(check.said(
            "refusal-less-than",
            &[("a", &"warmup_messages"), ("b", &"messages"), ("x", &p.warmup_messages), ("y", &p.messages)],
        ));
    }
    let runs = (p.workers.len() * p.services.len() * p.retries.len()) as u64;
    if p.messages * runs > MAX_TOTAL_MESSAGES {
        let retries = if p.retries.len() > 1 { "yes" } else { "no" };
        return Err(check.said(
            "refusal-pool-messages",
            &[("retries", &retries), ("max", &MAX_TOTAL_MESSAGES), ("messages", &p.messages), ("runs", &runs)],
        ));
    }
    if let Some(r) = p.retries.iter().find(|r| p.fail_probability >= 1.0 && r.max_retries(&p.named).is_none()) {
        return Err(check.said("refusal-retry-forever", &[("name", &r.name())]));
    }
    let all: f64 = p
        .retries
        .iter()
        .map(|r| retries::expected_attempts(p.fail_probability, r.max_retries(&p.named)) * p.messages as f64)
        .sum::<f64>()
        * (p.workers.len() * p.services.len()) as f64;
    if all > MAX_TOTAL_ATTEMPTS {
        return Err(check.said("refusal-attempts", &[("n", &format_args!("{all:.0}")), ("max", &MAX_TOTAL_ATTEMPTS)]));
    }
    let crashes: f64 =
        p.workers.iter().map(|&c| crash_events(&p, c)).sum::<f64>() * (p.services.len() * p.retries.len()) as f64;
    if crashes > MAX_CRASH_EVENTS {
        return Err(check.said("refusal-crashes", &[("n", &format_args!("{crashes:.0}")), ("max", &MAX_CRASH_EVENTS)]));
    }
    Ok(p)
}

/// The model's registry type.
pub struct WorkerPool;

impl Model for WorkerPool {
    const NAME: &'static str = "worker-pool";
    const HEADLINE: &'static [&'static str] = &["wait_mean_ms", "wait_p95_ms", "wait_p99_ms", "utilisation", "queue_max"];
    type Seed = Seeded;
    type Params = Params;
    type Outcome = Vec<Run>;
    const PARAMS: &'static [Param] = PARAMS;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        // Per run: one arrival and at least one finish per message, a crash, a restart and
        // a lost service per crash (expected count, four times over for margin), and a
        // finish and a retry timer per retry (expected count, four times over).
        let most = p.workers.iter().map(|&c| crash_events(p, c)).fold(0.0, f64::max);
        let retries = 4.0 * 2.0 * (p.expected_attempts() - p.messages as f64);
        Budget::events(2 * (2 * p.messages + (4.0 * most) as u64 + retries as u64) + 1000)
    }
    fn simulate(p: &Params, seed: Seeded, options: &RunOptions) -> Result<Vec<Run>, Exhausted> {
        simulate(p, seed.0, options)
    }
    fn present(p: &Params, runs: &Vec<Run>, w: &'static Words) -> Report {
        present::present(p, runs, w)
    }
    fn figures(p: &Params, runs: &Vec<Run>, w: &'static Words) -> Vec<Figure> {
        figures::figures(p, runs, w)
    }
}
