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
/// [`System::ALL`] (`names_then_systems!["capped"]`): the systems' names come from
/// [`SYSTEMS`], the one place that lists them.
macro_rules! names_then_systems {
    ($($name:literal),* $(,)?) => {
        $crate::backoff::named::then_systems([$($name),*])
    };
}
pub(crate) use names_then_systems;

/// `names` followed by every system's scenario name; `M` must be `N` + 9 (checked when
/// the constant is evaluated, at compile time).
pub(crate) const fn then_systems<const N: usize, const M: usize>(names: [&'static str; N]) -> [&'static str; M] {
    assert!(M == N + SYSTEMS.len(), "a choice list holds its own names and every system's");
    let mut all = [""; M];
    let mut i = 0;
    while i < M {
        all[i] = if i < N { names[i] } else { SYSTEMS[i - N].name };
        i += 1;
    }
    all
}

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

/// The systems, in the order of [`SYSTEMS`].
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

/// One system's entry: its scenario name and its own name. How tables and charts print
/// it beyond its name (CSV columns, chart concept) is declared beside them, in
/// [`crate::models::kit::systems`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SystemInfo {
    pub system: System,
    /// The scenario name (`aws-standard`).
    pub name: &'static str,
    /// The system's own name, as tables and charts print it (`AWS standard`).
    pub title: &'static str,
}

/// Every system, one entry each, in the order of the enum (checked at compile time).
pub const SYSTEMS: [SystemInfo; 9] = [
    SystemInfo { system: System::Sidekiq, name: "sidekiq", title: "Sidekiq" },
    SystemInfo { system: System::Oban, name: "oban", title: "Oban" },
    SystemInfo { system: System::Temporal, name: "temporal", title: "Temporal" },
    SystemInfo { system: System::Bullmq, name: "bullmq", title: "BullMQ" },
    SystemInfo { system: System::Celery, name: "celery", title: "Celery" },
    SystemInfo { system: System::AwsStandard, name: "aws-standard", title: "AWS standard" },
    SystemInfo { system: System::GrpcConnect, name: "grpc-connect", title: "gRPC connect" },
    SystemInfo { system: System::Gcs, name: "gcs", title: "GCS" },
    SystemInfo { system: System::River, name: "river", title: "River" },
];

const _: () = {
    let mut i = 0;
    while i < SYSTEMS.len() {
        assert!(SYSTEMS[i].system as usize == i, "SYSTEMS lists the systems in the enum's order");
        i += 1;
    }
};

impl System {
    /// Scenario names.
    pub const NAMES: [&'static str; 9] = names_then_systems![];
    /// Every system, in the order of [`SYSTEMS`].
    pub const ALL: [System; 9] = {
        let mut all = [System::Sidekiq; 9];
        let mut i = 0;
        while i < SYSTEMS.len() {
            all[i] = SYSTEMS[i].system;
            i += 1;
        }
        all
    };

    /// The system's entry in [`SYSTEMS`].
    pub fn info(self) -> &'static SystemInfo {
        &SYSTEMS[self as usize]
    }

    /// The scenario name (`aws-standard`).
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// The system's own name, as tables and charts print it (`AWS standard`).
    pub fn title(self) -> &'static str {
        self.info().title
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
