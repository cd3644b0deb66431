//! Virtual time: an integer count of milliseconds since the start of a run.
//!
//! There is no floating-point clock anywhere in jobsim: two events at "the same time"
//! are at exactly the same `Millis`, and their order is decided by insertion order
//! (see [`super::queue`]).

use std::fmt;
use std::ops::Add;

/// An instant of virtual time, in milliseconds since the run started.
///
/// # Example
/// ```
/// use jobsim::sim::Millis;
/// let t = Millis(1500) + 250;
/// assert_eq!(t.as_ms(), 1750);
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Millis(pub u64);

impl Millis {
    /// The start of every run.
    pub const ZERO: Millis = Millis(0);

    /// The instant as a plain number of milliseconds.
    pub fn as_ms(self) -> u64 {
        self.0
    }

    /// Milliseconds from `earlier` to `self`; panics if `earlier` is later (a bug).
    pub fn since(self, earlier: Millis) -> u64 {
        assert!(earlier <= self, "time went backwards: {earlier} > {self}");
        self.0 - earlier.0
    }
}

impl Add<u64> for Millis {
    type Output = Millis;
    fn add(self, delay_ms: u64) -> Millis {
        Millis(self.0.checked_add(delay_ms).expect("virtual time overflowed u64 milliseconds"))
    }
}

impl fmt::Display for Millis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}ms", self.0)
    }
}
