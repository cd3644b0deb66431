//! Named retry policies: what real job systems and clients wait before each retry, with
//! their documented defaults and their own jitter, one system per file.
//!
//! ```text
//! retry          1        2        3        5         10          25   gives up
//! sidekiq      15-24 s  16-35 s  31-60 s  4,5-5,3 dk  1,8-1,9 sa  3,8 gün  after 25
//! oban         17-18 s  19-20 s  23-25 s  47-51 s     17-19 dk    -        after 19
//! temporal       1 s      2 s      4 s     16 s       100 s       100 s    never
//! celery       180 s    180 s    180 s    -           -           -        after 3
//! river        0,9-1,1 s  14-18 s  73-89 s  9-11 dk   2,5-3 sa    -        after 24
//! ```
//!
//! Every number comes from the systems' own code and docs; each file cites its source
//! (repository, path and the commit read, or the documentation page). Waits are milliseconds (`f64`: real-valued jitter keeps its fraction; the engine
//! schedules whole milliseconds). Where a system draws an integer (Sidekiq's `rand(n)`,
//! Celery's `randrange`, Google's random milliseconds) the policy draws an integer with
//! [`Draw::int_inclusive`]; where it draws a real in `[0, 1)` (Oban's `:rand.uniform`,
//! BullMQ's and AWS's `Math.random`/`random()`, gRPC's and River's `rand.Float64`) it
//! draws [`Draw::unit`], and truncates, floors or rounds exactly where the system does.
//!
//! Every wait is a non-decreasing function of its draws, so [`RetryPolicy::range_ms`]
//! (the wait at the smallest and at the largest draw) bounds every wait a seed can give.

mod aws;
mod bullmq;
mod celery;
mod gcs;
mod grpc;
mod oban;
mod river;
mod sidekiq;
mod temporal;

pub use aws::AwsStandard;
pub use bullmq::{BullBackoff, Bullmq};
pub use celery::Celery;
pub use gcs::Gcs;
pub use grpc::GrpcConnect;
pub use oban::Oban;
pub use river::River;
pub use sidekiq::Sidekiq;
pub use temporal::Temporal;

use crate::sim::{IntLcg, Stream, UnitDraw};

/// A model's choice names followed by every system's scenario name, in the order of
/// [`System::ALL`]: the one place that lists them (`names_then_systems!["capped"]`).
macro_rules! names_then_systems {
    ($($name:literal),* $(,)?) => {
        [$($name,)* "sidekiq", "oban", "temporal", "bullmq", "celery", "aws-standard", "grpc-connect", "gcs", "river"]
    };
}
pub(crate) use names_then_systems;

/// Where a named policy's random numbers come from.
pub trait Draw {
    /// A real in `[0, 1)`.
    fn unit(&mut self) -> f64;
    /// An integer in `0..=max`.
    fn int_inclusive(&mut self, max: u64) -> u64;
}

impl Draw for Stream {
    fn unit(&mut self) -> f64 {
        self.next_unit()
    }
    fn int_inclusive(&mut self, max: u64) -> u64 {
        self.below_inclusive(max)
    }
}

/// The perf anchor's integer LCG (`retry-storm`) draws as the anchor does: one step `r`
/// (an integer in `0..2^31`) per draw; `int_inclusive(max)` is `(r * (max + 1)) >> 31`
/// (the anchor's full-jitter draw, computed in 128 bits so no `max` overflows), `unit` is
/// `r / 2^31`.
///
/// # Example
/// ```
/// use jobsim::backoff::named::Draw;
/// use jobsim::sim::IntLcg;
/// let (mut a, mut b) = (IntLcg::new(42), IntLcg::new(42));
/// assert_eq!(a.int_inclusive(999), (b.draw() * 1000) >> 31);
/// assert_eq!(a.unit(), b.draw() as f64 / 2f64.powi(31));
/// ```
impl Draw for IntLcg {
    fn unit(&mut self) -> f64 {
        self.draw() as f64 / (1u64 << 31) as f64
    }
    fn int_inclusive(&mut self, max: u64) -> u64 {
        ((u128::from(self.draw()) * (u128::from(max) + 1)) >> 31) as u64
    }
}

/// The smallest (`Low`) or the largest (`High`) value of every draw: the bounds of a
/// wait. `High`'s real is the largest double below 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Extreme {
    Low,
    High,
}

impl Draw for Extreme {
    fn unit(&mut self) -> f64 {
        match self {
            Extreme::Low => 0.0,
            Extreme::High => 1.0 - f64::EPSILON / 2.0,
        }
    }
    fn int_inclusive(&mut self, max: u64) -> u64 {
        match self {
            Extreme::Low => 0,
            Extreme::High => max,
        }
    }
}

/// A real system's retry policy.
pub trait RetryPolicy {
    /// Retries it makes before it gives up (`None`: it never does).
    fn max_retries(&self) -> Option<u32>;

    /// The wait before retry `retry` (1-based: the retry after the first failure is 1),
    /// in ms, drawing what the system draws.
    fn wait_ms(&self, retry: u32, draw: &mut dyn Draw) -> f64;

    /// Whether its waits are random with these settings.
    fn draws(&self) -> bool;

    /// The smallest and the largest wait before retry `retry` its jitter allows, in ms.
    fn range_ms(&self, retry: u32) -> (f64, f64) {
        (self.wait_ms(retry, &mut Extreme::Low), self.wait_ms(retry, &mut Extreme::High))
    }
}

/// The systems, in the order of [`System::ALL`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum System {
    Sidekiq,
    Oban,
    Temporal,
    Bullmq,
    Celery,
    AwsStandard,
    GrpcConnect,
    Gcs,
    River,
}

impl System {
    /// Scenario names.
    pub const NAMES: [&'static str; 9] = names_then_systems![];
    pub const ALL: [System; 9] = [
        System::Sidekiq,
        System::Oban,
        System::Temporal,
        System::Bullmq,
        System::Celery,
        System::AwsStandard,
        System::GrpcConnect,
        System::Gcs,
        System::River,
    ];

    /// The scenario name (`aws-standard`).
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }

    /// The system's own name, as tables and charts print it (`AWS standard`).
    pub fn title(self) -> &'static str {
        ["Sidekiq", "Oban", "Temporal", "BullMQ", "Celery", "AWS standard", "gRPC connect", "GCS", "River"]
            [self as usize]
    }

    /// Its column of waits in tables (`sidekiq_wait_ms`), and of their bounds.
    pub fn wait_column(self) -> &'static str {
        [
            "sidekiq_wait_ms",
            "oban_wait_ms",
            "temporal_wait_ms",
            "bullmq_wait_ms",
            "celery_wait_ms",
            "aws_standard_wait_ms",
            "grpc_connect_wait_ms",
            "gcs_wait_ms",
            "river_wait_ms",
        ][self as usize]
    }
    pub fn min_column(self) -> &'static str {
        [
            "sidekiq_min_ms",
            "oban_min_ms",
            "temporal_min_ms",
            "bullmq_min_ms",
            "celery_min_ms",
            "aws_standard_min_ms",
            "grpc_connect_min_ms",
            "gcs_min_ms",
            "river_min_ms",
        ][self as usize]
    }
    pub fn max_column(self) -> &'static str {
        [
            "sidekiq_max_ms",
            "oban_max_ms",
            "temporal_max_ms",
            "bullmq_max_ms",
            "celery_max_ms",
            "aws_standard_max_ms",
            "grpc_connect_max_ms",
            "gcs_max_ms",
            "river_max_ms",
        ][self as usize]
    }

    /// The chart concept (`system.sidekiq`).
    pub fn key(self) -> &'static str {
        [
            "system.sidekiq",
            "system.oban",
            "system.temporal",
            "system.bullmq",
            "system.celery",
            "system.aws-standard",
            "system.grpc-connect",
            "system.gcs",
            "system.river",
        ][self as usize]
    }
}

/// Every system's settings; `Default` is each one's documented defaults.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Policies {
    pub sidekiq: Sidekiq,
    pub oban: Oban,
    pub temporal: Temporal,
    pub bullmq: Bullmq,
    pub celery: Celery,
    pub aws: AwsStandard,
    pub grpc: GrpcConnect,
    pub gcs: Gcs,
    pub river: River,
}

impl Policies {
    /// One system's policy.
    ///
    /// # Example
    /// ```
    /// use jobsim::backoff::named::{Policies, RetryPolicy, System};
    /// let p = Policies::default();
    /// assert_eq!(p.get(System::Sidekiq).max_retries(), Some(25));
    /// assert_eq!(p.get(System::Sidekiq).range_ms(1), (15_000.0, 24_000.0));
    /// ```
    pub fn get(&self, system: System) -> &dyn RetryPolicy {
        match system {
            System::Sidekiq => &self.sidekiq,
            System::Oban => &self.oban,
            System::Temporal => &self.temporal,
            System::Bullmq => &self.bullmq,
            System::Celery => &self.celery,
            System::AwsStandard => &self.aws,
            System::GrpcConnect => &self.grpc,
            System::Gcs => &self.gcs,
            System::River => &self.river,
        }
    }
}

/// `2^n` as a double (exact up to 2^1023, infinite beyond).
pub(crate) fn pow2(n: u32) -> f64 {
    2f64.powi(n.min(2000) as i32)
}
