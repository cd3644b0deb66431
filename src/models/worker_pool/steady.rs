//! Whether a run's measured window is a steady state, decided from the run alone (no
//! words here; the catalog, `locales/*/005.ftl`, words each regime).
//!
//! The counted waits, in the order the pool served them, are cut into [`BATCHES`] equal
//! batches; their means are the batch means of the simulation literature (Law & Kelton):
//! - **Growing**: the batch means climb — most pairs of batches rise with time (a Kendall
//!   score of at least half the pairs) and the last quarter's mean is at least 1.5 times
//!   the first quarter's. The queue never settles; a longer run reports longer waits.
//! - **Unsettled**: the M/M/c theory applies and the warm-up, or one batch, is shorter than
//!   the queue's relaxation time `1/(cμ(1 − √ρ)²)` (the time a queue takes to forget its
//!   start; Morse's estimate): the window's mean is not yet the steady state's.
//! - **Steady** otherwise; the interval over the batch means (Student's t, n = 20) is then
//!   what a statement of agreement with the theory is checked against.

use super::theory::Mmc;
use crate::stats::summary;

/// Batches the counted waits are cut into.
pub const BATCHES: usize = 20;

/// What a run's window is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Settling {
    Steady,
    /// Arrivals at or above the pool's capacity (λ/μ ≥ c): the queue has no steady state,
    /// whatever the window measured (at exactly the capacity it wanders without bound).
    Saturated,
    /// The mean wait of the first and the last quarter of the window, ms.
    Growing { first_ms: f64, last_ms: f64 },
    /// The warm-up's length, a batch's share of the window (a twentieth) and the queue's
    /// relaxation time, ms; at least one of the first two is shorter than the third.
    Unsettled { warmup_ms: f64, batch_ms: f64, relax_ms: f64 },
}

/// The means of [`BATCHES`] equal batches of `waits` (in service order; the remainder of
/// the division goes to the last batch); empty when there are fewer waits than batches.
pub fn batch_means(waits: &[u64]) -> Vec<f64> {
    if waits.len() < BATCHES {
        return Vec::new();
    }
    let size = waits.len() / BATCHES;
    (0..BATCHES)
        .map(|b| {
            let end = if b + 1 == BATCHES { waits.len() } else { (b + 1) * size };
            let batch = &waits[b * size..end];
            batch.iter().map(|&w| w as f64).sum::<f64>() / batch.len() as f64
        })
        .collect()
}

/// The relaxation time of an M/M/c queue, ms: `1/(cμ(1 − √ρ)²)`.
pub fn relaxation_ms(t: &Mmc) -> f64 {
    let rho = t.utilisation();
    1.0 / (f64::from(t.c) * t.mu_per_ms * (1.0 - rho.sqrt()).powi(2))
}

/// The regime of a run: its `batches` (see [`batch_means`]), the theory when it applies,
/// the warm-up's length and the window's, ms.
pub fn settling(batches: &[f64], theory: Option<&Mmc>, warmup_ms: f64, window_ms: f64) -> Settling {
    if batches.len() < BATCHES {
        return Settling::Steady;
    }
    let quarter = BATCHES / 4;
    let mean = |b: &[f64]| b.iter().sum::<f64>() / b.len() as f64;
    let (first_ms, last_ms) = (mean(&batches[..quarter]), mean(&batches[BATCHES - quarter..]));
    let mut score = 0i64;
    for i in 0..BATCHES {
        for j in i + 1..BATCHES {
            score += (batches[j] - batches[i]).signum() as i64 * i64::from(batches[j] != batches[i]);
        }
    }
    let pairs = (BATCHES * (BATCHES - 1) / 2) as i64;
    if 2 * score >= pairs && last_ms >= 1.5 * first_ms && last_ms > 0.0 {
        return Settling::Growing { first_ms, last_ms };
    }
    if let Some(t) = theory {
        let relax_ms = relaxation_ms(t);
        let batch_ms = window_ms / BATCHES as f64;
        if warmup_ms < relax_ms || batch_ms < relax_ms {
            return Settling::Unsettled { warmup_ms, batch_ms, relax_ms };
        }
    }
    Settling::Steady
}

/// The 95 % interval of the mean wait over the batch means, ms (`None`: too few waits).
pub fn interval(batches: &[f64]) -> Option<(f64, f64)> {
    if batches.len() < BATCHES { None } else { summary(batches).ci95 }
}

impl Settling {
    /// What an unsettled window is short in, as the catalog selects it: `warmup`, `batch`
    /// or `both` (`None`: not unsettled).
    pub fn short(&self) -> Option<&'static str> {
        match *self {
            Settling::Unsettled { warmup_ms, batch_ms, relax_ms } => {
                Some(match (warmup_ms < relax_ms, batch_ms < relax_ms) {
                    (true, true) => "both",
                    (true, false) => "warmup",
                    _ => "batch",
                })
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_climbing_run_grows_a_flat_one_is_steady_and_a_slow_queue_is_unsettled() {
        let climbing: Vec<u64> = (0..2000).map(|i| i * 10 + (i % 7) * 50).collect();
        let b = batch_means(&climbing);
        assert!(matches!(settling(&b, None, 1e6, 1e6), Settling::Growing { .. }));
        let flat: Vec<u64> = (0..2000).map(|i| (i * 7919) % 1000).collect();
        let b = batch_means(&flat);
        assert_eq!(settling(&b, None, 1e6, 1e6), Settling::Steady);
        // ρ = 0.99, 10 workers of 1 s: relaxation about 3,980 s; a 1,000 s warm-up is short.
        let t = Mmc::new(9.9, 1000.0, 10).unwrap();
        assert!((relaxation_ms(&t) / 1000.0 - 3980.0).abs() < 10.0, "{}", relaxation_ms(&t));
        assert!(matches!(settling(&b, Some(&t), 1.0e6, 1e9), Settling::Unsettled { .. }));
        assert_eq!(settling(&b, Some(&t), 1.0e7, 1e9), Settling::Steady);
        let (lo, hi) = interval(&b).unwrap();
        assert!(lo < 499.5 && 499.5 < hi, "{lo} {hi}");
    }
}
