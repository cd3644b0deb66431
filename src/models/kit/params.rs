//! Parameter groups: a model's `PARAMS` is its own declarations and shared groups (the
//! outage's, the named retry policies'), each group declared once in the kit and composed
//! here at compile time, in listing order.
//!
//! ```
//! use jobsim::scenario::{Kind, Param};
//! const OWN: &[Param] = &[Param::new("rows", Kind::Int { min: 1, max: 9 }, "3", "", "rows")];
//! const ALL: &[Param] = jobsim::models::kit::params::params![OWN, jobsim::models::kit::named::PARAMS];
//! assert_eq!(ALL.len(), 1 + jobsim::models::kit::named::PARAMS.len());
//! assert_eq!(ALL[0].name, "rows");
//! ```

use crate::scenario::{Kind, Param};

/// The parameters of `groups`, in order, as one `&'static [Param]`:
/// `pub const PARAMS: &[Param] = params![outage::QUEUE, &[Param::new(…)], named::PARAMS];`.
#[macro_export]
#[doc(hidden)]
macro_rules! __kit_params {
    ($($group:expr),* $(,)?) => {{
        const GROUPS: &[&[$crate::scenario::Param]] = &[$($group),*];
        const N: usize = $crate::models::kit::params::total(GROUPS);
        const ALL: [$crate::scenario::Param; N] = $crate::models::kit::params::concat(GROUPS);
        &ALL
    }};
}
#[doc(inline)]
pub use crate::__kit_params as params;

/// How many parameters `groups` hold together.
pub const fn total(groups: &[&[Param]]) -> usize {
    let (mut n, mut i) = (0, 0);
    while i < groups.len() {
        n += groups[i].len();
        i += 1;
    }
    n
}

/// The parameters of `groups` in order; `N` is their [`total`].
pub const fn concat<const N: usize>(groups: &[&[Param]]) -> [Param; N] {
    let mut out = [Param::new("", Kind::Bool, "", "", ""); N];
    let (mut g, mut k) = (0, 0);
    while g < groups.len() {
        let mut i = 0;
        while i < groups[g].len() {
            out[k] = groups[g][i];
            k += 1;
            i += 1;
        }
        g += 1;
    }
    assert!(k == N, "the groups hold exactly N parameters");
    out
}
