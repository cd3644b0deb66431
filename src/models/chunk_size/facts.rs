//! What the trade-off chart states, decided from the rows alone (no words here): whether
//! a smaller chunk cancels faster and a bigger one writes less. The catalog
//! (`locales/*/001.ftl`, `chunk-size-tradeoff-*`) words each regime.

use crate::report::figure::Regime;
use super::simulate::Row;

/// The trade-off between the smallest and the largest chunk size of a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tradeoff {
    /// One size only: no comparison.
    One,
    /// The smallest size has the shorter worst cancel latency and the largest the fewer
    /// progress writes.
    Exists,
    /// Every size gives the same writes and the same latency (a chunk holding the whole
    /// job, say).
    Same,
    /// The sizes differ in latency only: a bigger chunk saves no write.
    NoFewerWrites,
    /// The sizes differ in writes only: a smaller chunk cancels no faster (no record time).
    NoFasterCancel,
    /// Anything else: the numbers are given, no claim is made.
    Mixed,
}

/// The trade-off of `rows`, sorted by chunk size (smallest first).
pub fn tradeoff(sorted: &[&Row]) -> Tradeoff {
    let (Some(small), Some(big)) = (sorted.first(), sorted.last()) else { return Tradeoff::One };
    if sorted.len() == 1 {
        return Tradeoff::One;
    }
    let same = |a: &Row, b: &Row| a.progress_writes == b.progress_writes && a.cancel_latency_ms == b.cancel_latency_ms;
    if sorted.iter().all(|r| same(r, small)) {
        return Tradeoff::Same;
    }
    let fewer_writes = big.progress_writes < small.progress_writes;
    let faster = small.cancel_latency_ms < big.cancel_latency_ms;
    match (fewer_writes, faster) {
        (true, true) => Tradeoff::Exists,
        (false, true) if big.progress_writes == small.progress_writes => Tradeoff::NoFewerWrites,
        (true, false) if big.cancel_latency_ms == small.cancel_latency_ms => Tradeoff::NoFasterCancel,
        _ => Tradeoff::Mixed,
    }
}

impl Regime for Tradeoff {
    const KEYS: &'static [&'static str] = &["one", "tradeoff", "same", "no-fewer-writes", "no-faster-cancel", "mixed"];
    fn key(self) -> &'static str {
        match self {
            Tradeoff::One => "one",
            Tradeoff::Exists => "tradeoff",
            Tradeoff::Same => "same",
            Tradeoff::NoFewerWrites => "no-fewer-writes",
            Tradeoff::NoFasterCancel => "no-faster-cancel",
            Tradeoff::Mixed => "mixed",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(chunk: u64, progress_writes: u64, cancel_latency_ms: u64) -> Row {
        Row { chunk, progress_writes, final_writes: 1, cancel_latency_records: chunk, cancel_latency_ms, run_ms: 30_000 }
    }

    #[test]
    fn the_tradeoff_from_the_smallest_and_largest_chunk() {
        let (a, b, c) = (row(100, 300, 100), row(1000, 30, 1000), row(10_000, 3, 10_000));
        assert_eq!(tradeoff(&[&a]), Tradeoff::One);
        assert_eq!(tradeoff(&[&a, &b, &c]).key(), "tradeoff");
        // The case: chunks of 30,000, 50,000 and 10,000,000 over a 30,000-record job
        // all write once and take the job's whole time.
        let whole = |chunk| row(chunk, 0, 30_000);
        assert_eq!(tradeoff(&[&whole(30_000), &whole(50_000), &whole(10_000_000)]), Tradeoff::Same);
        assert_eq!(tradeoff(&[&row(1, 5, 10), &row(2, 5, 20)]), Tradeoff::NoFewerWrites);
        assert_eq!(tradeoff(&[&row(1, 5, 0), &row(2, 3, 0)]), Tradeoff::NoFasterCancel);
        assert_eq!(tradeoff(&[&row(1, 3, 10), &row(2, 5, 20)]).key(), "mixed");
    }
}
