//! gRPC connection backoff: 1 s, then ×1.6 up to 120 s, each wait ±20 %; the first wait
//! has no jitter; reconnects never stop.
//!
//! Source: grpc/grpc `doc/connection-backoff.md` (INITIAL_BACKOFF 1 s, MULTIPLIER 1.6,
//! MAX_BACKOFF 120 s, JITTER 0.2, MIN_CONNECT_TIMEOUT 20 s) and grpc-go
//! `internal/backoff/backoff.go`: `retries == 0` returns the base delay; otherwise the
//! backoff is multiplied by 1.6 while below the cap, capped, then
//! `*= 1 + jitter * (rand.Float64() * 2 - 1)`: jitter after the cap, so a wait can reach
//! 144 s. Nominal sequence 1, 1.6, 2.56, 4.10, 6.55 … 109.95, 120 s. Not modelled: a
//! connect attempt taking up to MIN_CONNECT_TIMEOUT (here a failure is immediate).

use super::{Draw, RetryPolicy};

/// gRPC's connection backoff constants.
///
/// # Example
/// ```
/// use jobsim::backoff::named::{Extreme, GrpcConnect, RetryPolicy};
/// let g = GrpcConnect::default();
/// assert_eq!(g.range_ms(1), (1000.0, 1000.0));
/// assert_eq!(g.range_ms(2).0, 1280.0);
/// assert_eq!(g.wait_ms(30, &mut Extreme::Low), 96_000.0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GrpcConnect {
    pub initial_backoff_ms: u64,
    pub multiplier: f64,
    pub max_backoff_ms: u64,
    pub jitter: f64,
}

impl Default for GrpcConnect {
    fn default() -> Self {
        GrpcConnect { initial_backoff_ms: 1000, multiplier: 1.6, max_backoff_ms: 120_000, jitter: 0.2 }
    }
}

impl RetryPolicy for GrpcConnect {
    fn max_retries(&self) -> Option<u32> {
        None
    }
    fn wait_ms(&self, retry: u32, draw: &mut dyn Draw) -> f64 {
        let (mut backoff, max) = (self.initial_backoff_ms as f64, self.max_backoff_ms as f64);
        let mut retries = retry.max(1) - 1;
        if retries == 0 {
            return backoff;
        }
        while backoff < max && retries > 0 {
            backoff *= self.multiplier;
            retries -= 1;
        }
        backoff = backoff.min(max);
        if self.jitter > 0.0 { backoff * (1.0 + self.jitter * (draw.unit() * 2.0 - 1.0)) } else { backoff }
    }
    fn draws(&self) -> bool {
        self.jitter > 0.0
    }
}
