//! **occ-contention** (lesson 004.3 what-if): Marc Brooker's contention experiment
//! ("Exponential Backoff And Jitter", AWS Architecture Blog, 2015), seeded and
//! reproducible. `N` clients each want to update one row under optimistic concurrency
//! control, once; how much work (calls) and how long (until the last client succeeds)
//! does each backoff schedule cost?
//!
//! ```text
//! client ──read──► server ──version v──► client ──write(v)──► server: v current? ──► ok, v+1 │ done
//!   ▲                                                                   │ no (someone won)
//!   └──── wait (backoff) + network delay ◄──────────── rejected ◄───────┘
//! ```
//!
//! Semantics, from his simulator (`aws-samples/aws-arch-backoff-simulator`,
//! `src/backoff_simulator.py`): every message crosses the network with its own delay
//! |Normal(10 ms, 2 ms)|; the server answers a read with the row's version at the moment
//! the read arrives, and a write succeeds if the version it carries is still current
//! (then the version goes up). A *call* is a write the server handles (Brooker's
//! `stats.calls`; each write follows one read, not counted). After a rejection the client
//! sends its next read after the network delay plus its backoff for retry `n` (its
//! `attempt`, 1 for the first retry; see [`schedule`] for the five schedules and why they
//! are not [`crate::jitter`]'s); decorrelated jitter starts from `sleep = base`. The
//! completion time is when the last client receives its success. Base 5 ms, cap 2000 ms,
//! N from 10 to 100; each point is the mean of `trials` independent trials (Brooker
//! used 100 and printed only means).
//!
//! **jobsim's version**: one engine per trial; client `i` of trial `t` draws from its own
//! named ChaCha8 streams (the same network for every schedule: common random numbers).
//! The delay is a normal draw by inverse CDF ([`crate::variates`]), its absolute value as
//! Brooker takes it. **Time**: the engine's clock is whole milliseconds; each message
//! keeps its exact arrival instant, is delivered in the nearest millisecond (halves up),
//! and the server handles the messages of one millisecond in the order of their exact
//! instants, so the clock's resolution never reorders messages (plain rounding did, and
//! cost 0.8 % extra calls: see [`simulate`]); the completion time is reported to the
//! nearest millisecond. The results do not hinge on the resolution: scaling every time
//! by 10 gives the same calls, and the means agree with Brooker's continuous-time
//! simulator within the statistical error (`tests/data/brooker-backoff.csv`, tested in
//! `tests/it/lesson005.rs`).
//!
//! **Real systems' policies** (issue 13): `schedules` may also list the named retry
//! policies of [`crate::backoff::named`] (`sidekiq`, `celery`, `temporal`,
//! `aws-standard`, `grpc-connect` …), each file there citing its source (repository, path
//! and commit read, or documentation page). Their settings are overridable with the same
//! parameters as in `backoff-schedules`, defaulting to each system's documented defaults
//! (`scenarios/004-occ-contention-frameworks.toml` lists five of them). A client
//! then waits what its system waits before retry `n`, `wait_ms(n)`, in real milliseconds
//! with the fraction kept, drawing what the system draws from its own stream
//! `trial/<t>/client/<i>/policy/<name>` (the network's draws are the same as for
//! Brooker's schedules: common random numbers).
//!
//! **Giving up.** Brooker's clients never give up. A named policy's client does: when the
//! write of its policy's last retry is rejected (Sidekiq's 25th, Celery's 3rd, AWS
//! standard's 2nd …; Temporal and gRPC with their defaults, and GCS without a
//! `gcs_max_retries`, never give up), it stops without updating the row, so it makes at
//! most `max_retries + 1` calls. With a named policy listed, each point also reports the
//! mean number of clients that gave up, and **the completion time is when the last client
//! finished: received its success, or the rejection after which it gave up**. For
//! Brooker's five that is his definition, the time until the last client succeeds, since
//! none of them gives up.
//!
//! ```text
//! celery (3 retries, 180 s)  read─write ✗ ─180 s─ read─write ✗ ─180 s─ … ✗ (4th call) → gives up
//! temporal (never)           read─write ✗ ─1 s─ ✗ ─2 s─ ✗ ─4 s─ … ─100 s─ ✓
//! ```
//!
//! Limits (issue 8): calls in a trial are at most N(N+1)/2 (each success fails every other
//! client at most once), four events each; a scenario may ask for at most
//! [`MAX_WORST_EVENTS`] such events over all its trials, and keep at most
//! [`MAX_TRIAL_RESULTS`] trial results. The bound holds whatever the waits: clients that
//! give up only make fewer calls, and a named policy's long waits cost no events.

mod chart;
mod figures;
mod named_figures;
mod present;
pub mod schedule;
mod simulate;

pub use schedule::{Backoff, Curve, Schedule};
pub use simulate::{Point, Trial, max_events, simulate, simulate_trial};

use crate::report::words::Words;
use super::kit::named::{self, with_named_params};
use super::{Model, Seeded};
use crate::backoff::named::Policies;
use crate::report::{Figure, Report};
use crate::scenario::{Check, Kind, Param, Reader, ScenarioError};
use crate::sim::{Budget, Exhausted, RunOptions};

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub clients: Vec<u32>,
    /// The lines: Brooker's schedules and real systems' named policies.
    pub schedules: Vec<Curve>,
    pub trials: u32,
    pub delay_mean_ms: f64,
    pub delay_sd_ms: f64,
    pub base_ms: f64,
    pub cap_ms: f64,
    /// The named policies' settings (their documented defaults unless overridden).
    pub named: Policies,
}

impl Params {
    /// Whether a real system's named policy is listed (then clients may give up, and the
    /// reports gain the clients that gave up).
    pub fn lists_named(&self) -> bool {
        self.schedules.iter().any(|c| matches!(c, Curve::Named(_)))
    }
}

/// Most worst-case events ([`max_events`]) over all trials of a scenario: a release build
/// gets through about 20 million of this bound a second (N = 1000 without backoff), so
/// this is at most a minute or two of work.
pub const MAX_WORST_EVENTS: u64 = 2_000_000_000;
/// Most (point, trial) results kept (16 bytes each).
pub const MAX_TRIAL_RESULTS: u64 = 10_000_000;

/// Every parameter; defaults are `scenarios/004-occ-contention.toml` (Brooker's), then
/// the named policies' settings.
pub const PARAMS: &[Param] = with_named_params![
    Param::new(
        "clients",
        Kind::Ints { min: 1, max: 2000 },
        "[10, 20, 30, 40, 50, 60, 70, 80, 90, 100]",
        "clients",
        "numbers of contending clients N, one point each",
    ),
    Param::new(
        "schedules",
        Kind::Choices(&Curve::NAMES),
        "[\"none\", \"exponential\", \"full\", \"equal\", \"decorrelated\"]",
        "",
        "backoff schedules: Brooker's five and real systems' named policies (sidekiq, celery, temporal …; these may give up)",
    ),
    Param::new("trials", Kind::Int { min: 1, max: 1_000_000 }, "100", "trials", "independent trials per point"),
    Param::new("delay_mean_ms", Kind::Float { min: 0.0, max: 60_000.0 }, "10", "ms", "mean network delay per message"),
    Param::new("delay_sd_ms", Kind::Float { min: 0.0, max: 60_000.0 }, "2", "ms", "standard deviation of the delay (|Normal|)"),
    Param::new("base_ms", Kind::Float { min: 0.0, max: 86_400_000.0 }, "5", "ms", "backoff base (the first retry's ceiling is twice it)"),
    Param::new("cap_ms", Kind::Float { min: 0.0, max: 86_400_000.0 }, "2000", "ms", "backoff cap (at least `base_ms`)"),
];

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let r = Reader::new(check, table, PARAMS)?;
    let p = Params {
        clients: r.ints("clients")?.into_iter().map(|n| n as u32).collect(),
        schedules: r.choices("schedules")?.into_iter().map(|i| Curve::ALL[i]).collect(),
        trials: r.uint32("trials")?,
        delay_mean_ms: r.float("delay_mean_ms")?,
        delay_sd_ms: r.float("delay_sd_ms")?,
        base_ms: r.float("base_ms")?,
        cap_ms: r.float("cap_ms")?,
        named: named::read(&r)?,
    };
    if p.cap_ms < p.base_ms {
        return Err(check.said("refusal-at-least", &[("a", &"cap_ms"), ("b", &"base_ms"), ("x", &p.cap_ms), ("y", &p.base_ms)]));
    }
    let runs = u64::from(p.trials) * p.schedules.len() as u64;
    let results = runs * p.clients.len() as u64;
    if results > MAX_TRIAL_RESULTS {
        return Err(check.said("refusal-trial-results", &[("max", &MAX_TRIAL_RESULTS), ("n", &results)]));
    }
    let worst: u64 = p.clients.iter().map(|&n| max_events(n)).sum::<u64>().saturating_mul(runs);
    if worst > MAX_WORST_EVENTS {
        return Err(check.said("refusal-trial-events", &[("n", &worst), ("max", &MAX_WORST_EVENTS)]));
    }
    Ok(p)
}

/// The model's registry type.
pub struct OccContention;

impl Model for OccContention {
    const NAME: &'static str = "occ-contention";
    const HEADLINE: &'static [&'static str] = &["calls_mean", "completion_ms_mean"];
    type Seed = Seeded;
    type Params = Params;
    type Outcome = Vec<Point>;
    const PARAMS: &'static [Param] = PARAMS;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<Params, ScenarioError> {
        parse(check, params)
    }
    fn budget(p: &Params) -> Budget {
        // One engine per trial; a trial never handles more than `max_events` events.
        Budget::events(p.clients.iter().map(|&n| max_events(n)).max().unwrap_or(0) + 1000)
    }
    fn simulate(p: &Params, seed: Seeded, options: &RunOptions) -> Result<Vec<Point>, Exhausted> {
        simulate(p, seed.0, options)
    }
    fn present(p: &Params, points: &Vec<Point>, w: &'static Words) -> Report {
        present::present(p, points, w)
    }
    fn figures(p: &Params, points: &Vec<Point>, w: &'static Words) -> Vec<Figure> {
        if points.is_empty() {
            Vec::new()
        } else if p.lists_named() {
            named_figures::figures(p, points, w)
        } else {
            figures::figures(p, points, w)
        }
    }
}
