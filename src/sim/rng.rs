//! Randomness: every draw comes from the scenario's seed.
//!
//! Two kinds of generator live here, deliberately separate types:
//! - [`Streams`] forks one ChaCha8 stream per component *by name*, so adding a consumer
//!   never shifts the draws of another component;
//! - [`LessonLcg`] is the generator lesson 004 (`sarsinti.mjs`) writes by hand, reproduced
//!   with the lesson's JavaScript arithmetic so that its tables come out number for number.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};

/// A source of uniform numbers in `[0, 1)`.
pub trait UnitDraw {
    /// The next number in `[0, 1)`.
    fn next_unit(&mut self) -> f64;
}

/// Forks named ChaCha8 streams from one seed.
///
/// # Example
/// ```
/// use jobsim::sim::{Streams, UnitDraw};
/// let streams = Streams::new(42);
/// let mut a = streams.fork("consumer/0");
/// let mut b = Streams::new(42).fork("consumer/0");
/// assert_eq!(a.next_unit(), b.next_unit());
/// ```
#[derive(Clone, Debug)]
pub struct Streams {
    seed: u64,
}

impl Streams {
    pub fn new(seed: u64) -> Self {
        Streams { seed }
    }

    /// The stream of component `name`: ChaCha8 seeded from the scenario seed, on the
    /// stream number given by the FNV-1a hash of the name.
    pub fn fork(&self, name: &str) -> Stream {
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed);
        rng.set_stream(fnv1a(name.as_bytes()));
        Stream { rng }
    }
}

/// One component's ChaCha8 stream.
#[derive(Clone, Debug)]
pub struct Stream {
    rng: ChaCha8Rng,
}

impl Stream {
    /// The next raw 64-bit word.
    pub fn next_u64(&mut self) -> u64 {
        self.rng.next_u64()
    }

    /// A uniform integer in `0..=max`, by rejection sampling (no modulo bias, and no
    /// dependence on `rand`'s sampling code, which may change between versions).
    pub fn below_inclusive(&mut self, max: u64) -> u64 {
        if max == u64::MAX {
            return self.next_u64();
        }
        let range = max + 1;
        let zone = u64::MAX - (u64::MAX - range + 1) % range;
        loop {
            let v = self.next_u64();
            if v <= zone {
                return v % range;
            }
        }
    }
}

impl UnitDraw for Stream {
    /// 53 random bits scaled into `[0, 1)`: exact, no rounding.
    fn next_unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }
}

/// FNV-1a, 64 bit: a stable hash for stream names (never `std`'s randomized hasher).
pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// The linear congruential generator of lesson 004 (`sarsinti.mjs`):
/// `x = (x * 1103515245 + 12345) % 2147483648`, returning `x / 2147483648`.
///
/// JS semantics: the lesson evaluates this in IEEE-754 doubles. The product exceeds 2^53,
/// so it is rounded before the addition and the remainder; exact integer arithmetic gives
/// different numbers. This type therefore computes in `f64`, exactly as JavaScript does
/// (`*`, `+` and `%` on doubles are correctly rounded IEEE operations in both languages).
///
/// # Example
/// ```
/// use jobsim::sim::{LessonLcg, UnitDraw};
/// let mut g = LessonLcg::new(20250720);
/// let first = g.next_unit();
/// assert!((0.0..1.0).contains(&first));
/// ```
#[derive(Clone, Debug)]
pub struct LessonLcg {
    x: f64,
}

impl LessonLcg {
    pub fn new(seed: u64) -> Self {
        LessonLcg { x: seed as f64 }
    }

    /// The generator's state (the lesson's `x`).
    pub fn state(&self) -> f64 {
        self.x
    }
}

impl UnitDraw for LessonLcg {
    fn next_unit(&mut self) -> f64 {
        self.x = (self.x * 1_103_515_245.0 + 12_345.0) % 2_147_483_648.0;
        self.x / 2_147_483_648.0
    }
}

/// A fixed list of draws handed out in order: how a process keeps the draws it took
/// from a shared generator at the moment the lesson's program took them.
#[derive(Clone, Debug, Default)]
pub struct Drawn {
    values: Vec<f64>,
    next: usize,
}

impl Drawn {
    /// Takes `count` draws from `source` now.
    pub fn take(source: &mut impl UnitDraw, count: usize) -> Self {
        Drawn { values: (0..count).map(|_| source.next_unit()).collect(), next: 0 }
    }
}

impl UnitDraw for Drawn {
    fn next_unit(&mut self) -> f64 {
        let v = *self.values.get(self.next).expect("a process drew more numbers than it took");
        self.next += 1;
        v
    }
}

/// The integer LCG of the perf anchor workloads (`benches/anchors/WORKLOAD.md`):
/// `x = (x * 1103515245 + 12345) mod 2^31` in exact `u64` arithmetic (unlike
/// [`LessonLcg`], which follows JavaScript doubles). `draw` returns the new `x`.
///
/// # Example
/// ```
/// use jobsim::sim::IntLcg;
/// let mut g = IntLcg::new(42);
/// assert_eq!(g.draw(), (42 * 1103515245 + 12345) % (1 << 31));
/// ```
#[derive(Clone, Debug)]
pub struct IntLcg {
    x: u64,
}

impl IntLcg {
    pub fn new(seed: u64) -> Self {
        IntLcg { x: seed % (1 << 31) }
    }

    /// One step; the product stays below 2^62, so nothing overflows.
    pub fn draw(&mut self) -> u64 {
        self.x = (self.x * 1_103_515_245 + 12_345) % (1 << 31);
        self.x
    }

    pub fn state(&self) -> u64 {
        self.x
    }
}

/// The anchors' order-sensitive checksum step: `(h XOR v) * 0x100000001b3 mod 2^64`,
/// starting from [`FOLD_START`].
pub fn fold(h: u64, v: u64) -> u64 {
    (h ^ v).wrapping_mul(0x0000_0100_0000_01b3)
}

/// The checksum's starting value.
pub const FOLD_START: u64 = 0xcbf2_9ce4_8422_2325;
