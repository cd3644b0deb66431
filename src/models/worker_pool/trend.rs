//! A run over time in a bounded number of bins: the queue length (its peak and its last
//! value per bin) and the waits of the messages that arrived in each bin. The bins start
//! 1 ms wide and double (neighbours merged) whenever the run outgrows [`MAX_BINS`], so a
//! chart never costs more than a few hundred points, however long the run.

/// Most bins kept.
pub const MAX_BINS: usize = 256;

/// One bin.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Bin {
    /// Whether the queue length changed in this bin.
    pub touched: bool,
    /// The longest queue in the bin.
    pub queue_max: u64,
    /// The queue length at the end of the bin (its last change).
    pub queue_last: u64,
    /// Waits (ms) of the messages that arrived in the bin and were served.
    pub wait_sum: f64,
    pub waits: u64,
}

/// The bins of one run.
#[derive(Clone, Debug, PartialEq)]
pub struct Trend {
    pub width_ms: u64,
    pub bins: Vec<Bin>,
}

impl Default for Trend {
    fn default() -> Self {
        Trend { width_ms: 1, bins: Vec::new() }
    }
}

impl Trend {
    fn bin(&mut self, t_ms: u64) -> &mut Bin {
        while t_ms / self.width_ms >= MAX_BINS as u64 {
            let merged = self
                .bins
                .chunks(2)
                .map(|pair| {
                    let (a, b) = (pair[0], pair.get(1).copied().unwrap_or_default());
                    Bin {
                        touched: a.touched || b.touched,
                        queue_max: a.queue_max.max(b.queue_max),
                        queue_last: if b.touched { b.queue_last } else { a.queue_last },
                        wait_sum: a.wait_sum + b.wait_sum,
                        waits: a.waits + b.waits,
                    }
                })
                .collect();
            self.bins = merged;
            self.width_ms *= 2;
        }
        let i = (t_ms / self.width_ms) as usize;
        if self.bins.len() <= i {
            self.bins.resize(i + 1, Bin::default());
        }
        &mut self.bins[i]
    }

    /// The queue is `len` long from `t_ms` on.
    pub fn queue(&mut self, t_ms: u64, len: u64) {
        let b = self.bin(t_ms);
        if !b.touched {
            b.queue_max = len;
        }
        b.touched = true;
        b.queue_max = b.queue_max.max(len);
        b.queue_last = len;
    }

    /// A message that arrived at `arrived_ms` waited `wait_ms` (recorded when it is served,
    /// so the bin may lie in the past).
    pub fn wait(&mut self, arrived_ms: u64, wait_ms: u64) {
        let b = self.bin(arrived_ms);
        b.wait_sum += wait_ms as f64;
        b.waits += 1;
    }

    /// The queue length as a step series: per bin its peak, carried through untouched bins.
    pub fn queue_steps(&self) -> Vec<(f64, f64)> {
        let mut out = Vec::with_capacity(self.bins.len() + 1);
        let mut last = 0;
        for (i, b) in self.bins.iter().enumerate() {
            let v = if b.touched { b.queue_max } else { last };
            if b.touched {
                last = b.queue_last;
            }
            out.push(((i as u64 * self.width_ms) as f64, v as f64));
        }
        out.push(((self.bins.len() as u64 * self.width_ms) as f64, last as f64));
        out
    }

    /// The mean wait of the messages that arrived in each bin (bins without any skipped),
    /// at the bin's middle.
    pub fn mean_waits(&self) -> Vec<(f64, f64)> {
        self.bins
            .iter()
            .enumerate()
            .filter(|(_, b)| b.waits > 0)
            .map(|(i, b)| ((i as f64 + 0.5) * self.width_ms as f64, b.wait_sum / b.waits as f64))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bins_double_and_keep_peaks() {
        let mut t = Trend::default();
        t.queue(0, 5);
        t.queue(10, 1);
        t.queue(100_000, 7);
        assert!(t.bins.len() <= MAX_BINS && t.width_ms > 256);
        assert_eq!(t.bins[0].queue_max, 5);
        assert_eq!(t.bins[0].queue_last, 1);
        let steps = t.queue_steps();
        assert_eq!(steps[0], (0.0, 5.0));
        assert_eq!(steps[1].1, 1.0); // carried
        assert_eq!(steps.last().unwrap().1, 7.0);
    }
}
