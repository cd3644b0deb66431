//! The observer: every count, time-weighted area and sample a [`Run`] reports, and the
//! measuring window (from the first counted arrival; with failures, not a burst, to the
//! last arrival, see [`Run::window_ms`]).

use super::super::retries::Retry;
use super::super::run::{Run, Spread};
use super::super::trend::Trend;
use super::super::{Arrivals, Params, Service};
use super::Message;

/// The running time-weighted totals of one run.
pub(super) struct Tally {
    counting: bool,
    since_ms: u64,
    window_start_ms: u64,
    /// Workers serving.
    pub(super) busy: u64,
    /// Messages queued, in service or backing off.
    pub(super) in_system: u64,
    /// Messages waiting for their retry.
    pub(super) backing_off: u64,
    busy_area: u128,
    queue_area: u128,
    system_area: u128,
    backoff_area: u128,
    queue_max: u64,
}

impl Tally {
    /// Integrates the areas up to `now` (with the queue `queue` long until then).
    pub(super) fn advance(&mut self, now: u64, queue: u64) {
        if self.counting {
            let dt = u128::from(now - self.since_ms);
            self.busy_area += u128::from(self.busy) * dt;
            self.queue_area += u128::from(queue) * dt;
            self.system_area += u128::from(self.in_system) * dt;
            self.backoff_area += u128::from(self.backing_off) * dt;
        }
        self.since_ms = now;
    }
}

/// What one run measures.
pub(super) struct Measures {
    messages: u64,
    warmup_messages: u64,
    /// With failures the measuring window ends at the last arrival (see `Run::window_ms`).
    stop_at_last_arrival: bool,
    pub(super) tally: Tally,
    window_end_ms: Option<u64>,
    /// Messages (any) that succeeded / finished either way inside that window.
    window_served: u64,
    window_finished: u64,
    waits: Vec<u64>,
    sojourns: Vec<u64>,
    trend: Trend,
    /// Messages (any) that left, rejected or not.
    finished: u64,
    rejected: u64,
    waited: u64,
    pub(super) redelivered: u64,
    // Counted messages only: successes, deaths, attempts to a verdict, retries scheduled.
    served: u64,
    dead: u64,
    attempts: u64,
    retried: u64,
    end_ms: u64,
}

impl Measures {
    pub(super) fn new(p: &Params) -> Self {
        Measures {
            messages: p.messages,
            warmup_messages: p.warmup_messages,
            stop_at_last_arrival: p.failing() && p.arrivals != Arrivals::Burst,
            tally: Tally {
                counting: false,
                since_ms: 0,
                window_start_ms: 0,
                busy: 0,
                in_system: 0,
                backing_off: 0,
                busy_area: 0,
                queue_area: 0,
                system_area: 0,
                backoff_area: 0,
                queue_max: 0,
            },
            window_end_ms: None,
            window_served: 0,
            window_finished: 0,
            waits: Vec::new(),
            sojourns: Vec::new(),
            trend: Trend::default(),
            finished: 0,
            rejected: 0,
            waited: 0,
            redelivered: 0,
            served: 0,
            dead: 0,
            attempts: 0,
            retried: 0,
            end_ms: 0,
        }
    }

    /// Whether every message has left (served, dead or rejected).
    pub(super) fn all_out(&self) -> bool {
        self.finished + self.rejected == self.messages
    }

    pub(super) fn end_if_all_out(&mut self, now: u64) {
        if self.all_out() {
            self.end_ms = now;
        }
    }

    fn counted(&self, m: &Message) -> bool {
        m.id >= self.warmup_messages
    }

    /// `m` arrived now, the `arrived`-th message: the window opens after the warm-up and,
    /// with failures, closes at the last arrival.
    pub(super) fn arrived(&mut self, m: &Message, now: u64, arrived: u64) {
        if m.id == self.warmup_messages {
            self.tally.counting = true;
            self.tally.window_start_ms = now;
        }
        if self.stop_at_last_arrival && arrived == self.messages {
            // Retries of the last jobs may run for minutes or days with the pool
            // nearly idle: the window ends here (the areas are integrated to now).
            self.tally.counting = false;
            self.window_end_ms = Some(now);
        }
    }

    /// The queue was full: the arriving message is rejected.
    pub(super) fn rejected(&mut self, now: u64) {
        self.rejected += 1;
        self.end_if_all_out(now);
    }

    /// An attempt of `m` that started at `started` ran to its verdict: its queue wait.
    pub(super) fn attempt_ended(&mut self, m: &Message, started: u64) -> u64 {
        let wait = started - m.enqueued_ms;
        self.trend.wait(m.enqueued_ms, wait);
        if self.counted(m) {
            self.waits.push(wait);
            self.waited += u64::from(wait > 0);
            self.attempts += 1;
        }
        wait
    }

    /// A failed attempt of `m` waits for its retry.
    pub(super) fn retry_scheduled(&mut self, m: &Message) {
        self.tally.backing_off += 1;
        self.retried += u64::from(self.counted(m));
    }

    /// `m` left the system now, dead if `failed`, served otherwise.
    pub(super) fn left(&mut self, m: &Message, failed: bool, now: u64) {
        self.tally.in_system -= 1;
        self.finished += 1;
        if self.tally.counting {
            self.window_finished += 1;
            self.window_served += u64::from(!failed);
        }
        if self.counted(m) {
            self.sojourns.push(now - m.arrived_ms);
            if failed { self.dead += 1 } else { self.served += 1 }
        }
    }

    /// The queue is `len` long after an event; `sampled`: the event is one the trend
    /// records the queue after.
    pub(super) fn queue_seen(&mut self, now: u64, len: u64, sampled: bool) {
        if self.tally.counting {
            self.tally.queue_max = self.tally.queue_max.max(len);
        }
        if sampled {
            self.trend.queue(now, len);
        }
    }

    /// The run's results.
    pub(super) fn into_run(
        mut self,
        p: &Params,
        c: u32,
        service: Service,
        retry: Retry,
        last_arrival_ms: u64,
        crashes: u64,
    ) -> Run {
        let counted = p.messages - p.warmup_messages;
        let wait_batches = super::super::steady::batch_means(&self.waits);
        let ccdf = ccdf(&mut self.waits);
        if self.window_end_ms.is_none() {
            (self.window_served, self.window_finished) = (self.served, self.served + self.dead);
        }
        let tally = self.tally;
        Run {
            workers: c,
            service,
            retry,
            counted,
            served: self.served,
            rejected: counted - self.served - self.dead,
            dead: self.dead,
            attempts: self.attempts,
            retries: self.retried,
            waited: self.waited,
            wait: Spread::of(&mut self.waits),
            sojourn: Spread::of(&mut self.sojourns),
            wait_ccdf: ccdf,
            window_ms: self.window_end_ms.unwrap_or(self.end_ms) - tally.window_start_ms,
            window_served: self.window_served,
            window_finished: self.window_finished,
            busy_area: tally.busy_area,
            queue_area: tally.queue_area,
            system_area: tally.system_area,
            backoff_area: tally.backoff_area,
            queue_max: tally.queue_max,
            crashes,
            redelivered: self.redelivered,
            last_arrival_ms,
            end_ms: self.end_ms,
            trend: self.trend,
            wait_batches,
            window_start_ms: tally.window_start_ms,
        }
    }
}

/// `P(wait > t)` at up to 60 evenly spaced `t` from 0 to the longest wait (sorts `waits`).
fn ccdf(waits: &mut [u64]) -> Vec<(f64, f64)> {
    waits.sort_unstable();
    let Some(&max) = waits.last() else { return Vec::new() };
    let n = waits.len() as f64;
    let steps = 60u64.min(max.max(1));
    (0..=steps)
        .map(|i| {
            let t = max * i / steps;
            let above = waits.len() - waits.partition_point(|&w| w <= t);
            (t as f64, above as f64 / n)
        })
        .collect()
}
