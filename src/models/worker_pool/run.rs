//! One run's results and the summaries they are made of.

use super::Service;
use super::retries::Retry;
use super::trend::Trend;

/// Mean, nearest-rank percentiles and maximum of a sample of milliseconds.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Spread {
    pub mean: f64,
    pub p50: u64,
    pub p95: u64,
    pub p99: u64,
    pub max: u64,
}

impl Spread {
    /// Sorts `values` and summarises them (all zero for an empty sample).
    pub(super) fn of(values: &mut [u64]) -> Spread {
        if values.is_empty() {
            return Spread::default();
        }
        values.sort_unstable();
        let rank = |p: f64| values[((p * values.len() as f64).ceil() as usize).clamp(1, values.len()) - 1];
        let mean = values.iter().map(|&v| v as f64).sum::<f64>() / values.len() as f64;
        Spread { mean, p50: rank(0.5), p95: rank(0.95), p99: rank(0.99), max: values[values.len() - 1] }
    }
}

/// One run's results, over the messages after the warm-up and the time window from the
/// first of them arriving to the last message leaving.
#[derive(Clone, Debug, PartialEq)]
pub struct Run {
    pub workers: u32,
    pub service: Service,
    /// What a failed attempt led to.
    pub retry: Retry,
    /// Messages after the warm-up (served, dead or rejected).
    pub counted: u64,
    /// Messages that succeeded.
    pub served: u64,
    pub rejected: u64,
    /// Messages that failed past their policy's retry limit (the dead set; with `none`,
    /// every message whose attempt failed).
    pub dead: u64,
    /// Attempts of the counted messages that ran to a verdict (success or failure).
    pub attempts: u64,
    /// Retries scheduled for the counted messages.
    pub retries: u64,
    /// Attempts that waited at least 1 ms in the queue.
    pub waited: u64,
    /// The queue wait of each attempt.
    pub wait: Spread,
    /// Time in the system per message, from its arrival to its success or its death
    /// (without failures: wait + service).
    pub sojourn: Spread,
    /// `(t, share of attempts that waited longer than t)`, up to the longest wait.
    pub wait_ccdf: Vec<(f64, f64)>,
    /// The measuring window: from the first counted arrival to the last message leaving;
    /// with failures (not a burst), to the last arrival.
    pub window_ms: u64,
    /// Messages that succeeded / finished either way in the window (without failures: the
    /// counted ones, `served` and `served + dead`).
    pub window_served: u64,
    pub window_finished: u64,
    /// Worker-milliseconds spent serving in the window.
    pub busy_area: u128,
    /// Message-milliseconds spent waiting / in the system in the window.
    pub queue_area: u128,
    pub system_area: u128,
    /// Message-milliseconds spent waiting for a retry timer in the window.
    pub backoff_area: u128,
    pub queue_max: u64,
    pub crashes: u64,
    /// Messages handed back to the queue by a crash.
    pub redelivered: u64,
    pub last_arrival_ms: u64,
    pub end_ms: u64,
    /// The whole run over time (warm-up included).
    pub trend: Trend,
    /// The means of the counted waits in [`super::steady::BATCHES`] batches, in service order.
    pub wait_batches: Vec<f64>,
    /// When the warm-up ended (the first counted arrival), ms.
    pub window_start_ms: u64,
}

impl Run {
    fn per_window(&self, area: u128) -> f64 {
        if self.window_ms == 0 { 0.0 } else { area as f64 / self.window_ms as f64 }
    }
    /// Served messages per second of the window.
    pub fn throughput_per_s(&self) -> f64 {
        self.per_window(u128::from(self.window_served)) * 1000.0
    }
    /// Share of the workers' time spent serving.
    pub fn utilisation(&self) -> f64 {
        self.per_window(self.busy_area) / f64::from(self.workers)
    }
    /// Share of attempts that waited (without failures: of served messages).
    pub fn p_wait(&self) -> f64 {
        if self.attempts == 0 { 0.0 } else { self.waited as f64 / self.attempts as f64 }
    }
    /// Attempts per message that reached a verdict (success or death).
    pub fn attempts_per_message(&self) -> f64 {
        let done = self.served + self.dead;
        if done == 0 { 0.0 } else { self.attempts as f64 / done as f64 }
    }
    /// Time-average number of messages waiting for a retry timer.
    pub fn mean_backing_off(&self) -> f64 {
        self.per_window(self.backoff_area)
    }
    /// Time-average number of messages waiting.
    pub fn mean_queue(&self) -> f64 {
        self.per_window(self.queue_area)
    }
    /// Time-average number of messages in the system (L).
    pub fn mean_in_system(&self) -> f64 {
        self.per_window(self.system_area)
    }
    /// Little's law's right side: messages finished (served or dead) per ms of the
    /// window times their mean time in the system (λW).
    pub fn little_lw(&self) -> f64 {
        self.per_window(u128::from(self.window_finished)) * self.sojourn.mean
    }
}
