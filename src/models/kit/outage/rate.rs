//! Counts per second, sparse and bounded: a run spanning years of virtual time with a few
//! calls a day keeps a few bins, not one per second.

use std::collections::BTreeMap;

/// Most non-empty bins kept; past it the bins double in width and merge.
pub const MAX_BINS: usize = 2048;

/// One bin of `width_s` seconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bin {
    /// Its index: it covers seconds `index * width_s .. (index + 1) * width_s`.
    pub index: u64,
    pub total: u64,
    /// Its busiest second's count.
    pub peak: u64,
}

/// Events counted per second, recorded in time order. Only non-empty bins are stored;
/// when there would be more than [`MAX_BINS`], the width doubles and neighbours merge
/// (each bin keeps its total and its busiest second, so a peak stays a peak).
///
/// # Example
/// ```
/// use jobsim::models::kit::outage::PerSecond;
/// let mut r = PerSecond::default();
/// for t in [10, 20, 1500, 86_400_000_000] { r.record(t); }
/// r.finish();
/// let bins: Vec<(u64, u64)> = r.bins().iter().map(|b| (b.index, b.total)).collect();
/// assert_eq!((r.width_s(), bins), (1, vec![(0, 2), (1, 1), (86_400_000, 1)]));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PerSecond {
    width_s: u64,
    bins: Vec<Bin>,
    /// The second being counted and its count.
    current: Option<(u64, u64)>,
}

impl Default for PerSecond {
    fn default() -> Self {
        PerSecond { width_s: 1, bins: Vec::new(), current: None }
    }
}

impl PerSecond {
    /// Counts one event at `t_ms` (never before the previous one).
    pub fn record(&mut self, t_ms: u64) {
        let second = t_ms / 1000;
        match &mut self.current {
            Some((s, n)) if *s == second => *n += 1,
            Some((s, _)) => {
                assert!(second > *s, "events are recorded in time order");
                self.flush();
                self.current = Some((second, 1));
            }
            None => self.current = Some((second, 1)),
        }
    }

    fn flush(&mut self) {
        let Some((second, n)) = self.current.take() else { return };
        let index = second / self.width_s;
        match self.bins.last_mut() {
            Some(b) if b.index == index => {
                b.total += n;
                b.peak = b.peak.max(n);
            }
            _ => self.bins.push(Bin { index, total: n, peak: n }),
        }
        while self.bins.len() > MAX_BINS {
            self.widen();
        }
    }

    fn widen(&mut self) {
        self.width_s *= 2;
        let mut merged: Vec<Bin> = Vec::with_capacity(self.bins.len() / 2 + 1);
        for b in self.bins.drain(..) {
            let index = b.index / 2;
            match merged.last_mut() {
                Some(m) if m.index == index => {
                    m.total += b.total;
                    m.peak = m.peak.max(b.peak);
                }
                _ => merged.push(Bin { index, ..b }),
            }
        }
        self.bins = merged;
    }

    /// Ends recording (the second being counted joins its bin).
    pub fn finish(&mut self) {
        self.flush();
    }

    /// Seconds per bin: 1 unless the run had more than [`MAX_BINS`] busy seconds.
    pub fn width_s(&self) -> u64 {
        self.width_s
    }

    /// The non-empty bins, in time order (after [`PerSecond::finish`]).
    pub fn bins(&self) -> &[Bin] {
        &self.bins
    }

    /// Every event counted.
    pub fn total(&self) -> u64 {
        self.bins.iter().map(|b| b.total).sum::<u64>() + self.current.map_or(0, |c| c.1)
    }

    /// The busiest second's count.
    pub fn peak(&self) -> u64 {
        self.bins.iter().map(|b| b.peak).chain(self.current.map(|c| c.1)).max().unwrap_or(0)
    }

    /// Bin index → busiest second, for a step series.
    pub fn peaks(&self) -> BTreeMap<u64, u64> {
        self.bins.iter().map(|b| (b.index, b.peak)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn too_many_busy_seconds_widen_the_bins_and_keep_totals_and_peaks() {
        let mut r = PerSecond::default();
        for s in 0..(MAX_BINS as u64 + 1) {
            for _ in 0..(1 + s % 3) {
                r.record(s * 1000);
            }
        }
        r.finish();
        assert_eq!(r.width_s(), 2);
        assert_eq!(r.bins().len(), MAX_BINS / 2 + 1);
        assert_eq!(r.peak(), 3);
        let expected: u64 = (0..(MAX_BINS as u64 + 1)).map(|s| 1 + s % 3).sum();
        assert_eq!(r.total(), expected);
    }
}
