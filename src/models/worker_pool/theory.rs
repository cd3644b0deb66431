//! Queueing theory for M/M/c (Poisson arrivals, exponential service, c workers, an
//! unbounded FIFO queue): Erlang C and what follows from it.
//!
//! With offered load `a = λ/μ` and `ρ = a/c < 1`, Erlang B by its stable recursion
//! `B(0) = 1`, `B(k) = a·B(k−1) / (k + a·B(k−1))`, then
//!
//! ```text
//! P(wait > 0) = C = B(c) / (1 − ρ·(1 − B(c)))        (Erlang C)
//! P(wait > t) = C · e^(−(cμ − λ)·t)
//! Wq = C / (cμ − λ),  W = Wq + 1/μ,  Lq = λ·Wq,  L = λ·W  (Little's law)
//! ```
//!
//! # Example
//! ```
//! use jobsim::models::worker_pool::Mmc;
//! let q = Mmc::new(8.0, 1000.0, 10).unwrap(); // λ = 8/s, mean service 1 s, c = 10
//! assert!((q.p_wait() - 0.4092).abs() < 1e-4);
//! assert!((q.wq_ms() - 204.6).abs() < 0.1);
//! ```

/// An M/M/c queue that is stable (`λ < cμ`); rates per millisecond.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Mmc {
    pub lambda_per_ms: f64,
    pub mu_per_ms: f64,
    pub c: u32,
    /// Erlang C: the probability that an arrival waits.
    c_prob: f64,
}

impl Mmc {
    /// The queue with `rate_per_s` arrivals per second, mean service `service_mean_ms` and
    /// `c` workers; `None` when it is not stable (`λ ≥ cμ`: the queue grows without bound).
    pub fn new(rate_per_s: f64, service_mean_ms: f64, c: u32) -> Option<Mmc> {
        let lambda_per_ms = rate_per_s / 1000.0;
        let mu_per_ms = 1.0 / service_mean_ms;
        let a = lambda_per_ms / mu_per_ms;
        let rho = a / f64::from(c);
        if rho >= 1.0 {
            return None;
        }
        let mut b = 1.0;
        for k in 1..=c {
            b = a * b / (f64::from(k) + a * b);
        }
        let c_prob = b / (1.0 - rho * (1.0 - b));
        Some(Mmc { lambda_per_ms, mu_per_ms, c, c_prob })
    }

    /// Offered load per worker, `ρ = λ/(cμ)`: the long-run utilisation.
    pub fn utilisation(&self) -> f64 {
        self.lambda_per_ms / (f64::from(self.c) * self.mu_per_ms)
    }

    /// Erlang C: the share of arrivals that find every worker busy.
    pub fn p_wait(&self) -> f64 {
        self.c_prob
    }

    /// `cμ − λ`, per ms: how fast a waiting time's tail decays.
    fn drain_per_ms(&self) -> f64 {
        f64::from(self.c) * self.mu_per_ms - self.lambda_per_ms
    }

    /// Mean wait in the queue, ms.
    pub fn wq_ms(&self) -> f64 {
        self.c_prob / self.drain_per_ms()
    }

    /// Mean time in the system (wait + service), ms.
    pub fn w_ms(&self) -> f64 {
        self.wq_ms() + 1.0 / self.mu_per_ms
    }

    /// `P(wait > t)`.
    pub fn wait_ccdf(&self, t_ms: f64) -> f64 {
        self.c_prob * libm::exp(-self.drain_per_ms() * t_ms)
    }

    /// The `q` quantile of the wait, ms (0 when at least a share `q` does not wait).
    pub fn wait_quantile_ms(&self, q: f64) -> f64 {
        if self.c_prob <= 1.0 - q { 0.0 } else { libm::log(self.c_prob / (1.0 - q)) / self.drain_per_ms() }
    }

    /// Mean number waiting, `Lq = λ·Wq`.
    pub fn lq(&self) -> f64 {
        self.lambda_per_ms * self.wq_ms()
    }

    /// Mean number in the system, `L = λ·W`.
    pub fn l(&self) -> f64 {
        self.lambda_per_ms * self.w_ms()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mm1_is_the_textbook_case() {
        // M/M/1 with ρ = 0.8: P(wait) = ρ, Wq = ρ/(μ − λ).
        let q = Mmc::new(0.8, 1000.0, 1).unwrap();
        assert!((q.p_wait() - 0.8).abs() < 1e-12);
        assert!((q.wq_ms() - 4000.0).abs() < 1e-6);
        assert!((q.l() - 4.0).abs() < 1e-9);
        assert_eq!(Mmc::new(1.0, 1000.0, 1), None);
    }

    #[test]
    fn quantiles_invert_the_tail() {
        let q = Mmc::new(8.0, 1000.0, 10).unwrap();
        let t = q.wait_quantile_ms(0.95);
        assert!((q.wait_ccdf(t) - 0.05).abs() < 1e-12);
        assert_eq!(Mmc::new(8.0, 1000.0, 16).unwrap().wait_quantile_ms(0.95), 0.0);
    }
}
