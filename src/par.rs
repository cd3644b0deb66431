//! Independent runs in parallel where the build has threads (the `native` feature: rayon),
//! one after another on the one thread otherwise (the WebAssembly module). Results are
//! collected by index either way, so the bytes do not depend on the build or the threads.

use std::cell::Cell;
use std::ops::Range;

thread_local! {
    /// Set while [`alone`] runs: this thread's runs go one after another.
    static ALONE: Cell<bool> = const { Cell::new(false) };
}

/// Runs `f` with every [`map`] and [`try_for_each`] inside it on this thread alone, one
/// index after another (the lab's server: one request's sweep holds one of its workers,
/// not all of them). The results are the same.
pub fn alone<R>(f: impl FnOnce() -> R) -> R {
    /// Puts the flag back however `f` ends (a panic caught by the lab included).
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            ALONE.with(|a| a.set(self.0));
        }
    }
    let _restore = Restore(ALONE.with(|a| a.replace(true)));
    f()
}

#[cfg(feature = "native")]
fn parallel() -> bool {
    !ALONE.with(Cell::get)
}

/// `f` of every index in `range`, in the range's order.
pub fn map<R: Send>(range: Range<u64>, f: impl Fn(u64) -> R + Sync + Send) -> Vec<R> {
    #[cfg(feature = "native")]
    {
        use rayon::prelude::*;
        if !parallel() {
            return range.map(f).collect();
        }
        range.into_par_iter().map(f).collect()
    }
    #[cfg(not(feature = "native"))]
    {
        range.map(f).collect()
    }
}

/// `f` of every index in `range` until one fails; the error of some failing index (the
/// first in the range's order on one thread).
pub fn try_for_each<E: Send>(range: Range<u64>, f: impl Fn(u64) -> Result<(), E> + Sync + Send) -> Result<(), E> {
    #[cfg(feature = "native")]
    {
        use rayon::prelude::*;
        if !parallel() {
            return range.into_iter().try_for_each(f);
        }
        range.into_par_iter().try_for_each(f)
    }
    #[cfg(not(feature = "native"))]
    {
        range.into_iter().try_for_each(f)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn results_keep_the_ranges_order() {
        assert_eq!(super::map(3..7, |i| i * 10), vec![30, 40, 50, 60]);
        assert_eq!(super::try_for_each(0..5, |i| if i == 3 { Err(i) } else { Ok(()) }), Err(3));
        let thread = std::thread::current().id();
        let threads = super::alone(|| super::map(0..64, |_| std::thread::current().id()));
        assert!(threads.iter().all(|t| *t == thread), "alone runs every index on the calling thread");
    }
}
