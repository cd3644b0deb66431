//! The storm on the engine: every request is an event; a rejected consumer draws its wait
//! and schedules its next attempt.
//!
//! The loop keeps the engine's pace: time never goes backwards, so the current bucket's
//! count is a local (no map lookup per request); the backoff ceilings are computed once
//! per attempt number; the request count and the last request's time are the engine's.

use super::Params;
use crate::backoff::named::RetryPolicy;
use crate::sim::{Exhausted, FOLD_START, IntLcg, Millis, RunOptions, Sim, fold};

#[derive(Clone, Copy, Debug)]
enum Event {
    /// Attempt `attempt` of `consumer` reached the dependency.
    RequestSent { consumer: u32, attempt: u32 },
}

/// The anchor's outputs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub total_requests: u64,
    pub successes: u64,
    pub gave_ups: u64,
    pub peak_bucket_requests: u64,
    pub last_event_ms: u64,
    pub success_checksum: u64,
    pub final_lcg_state: u64,
    /// `(bucket, requests)` for every bucket with a request, in bucket order.
    pub buckets: Vec<(u64, u64)>,
}

/// The backoff ceiling after each failed attempt (`ceilings[a]` after attempt `a`); none
/// under a named policy.
fn ceilings(p: &Params) -> Vec<u64> {
    if p.backoff.is_some() {
        return Vec::new();
    }
    // Exact: below the cap (at most a day) the doubles are whole numbers.
    let ceiling = |a| crate::backoff::exponential_ms(p.base_ms as f64, p.cap_ms as f64, a) as u64;
    (0..p.attempts).map(|a| if a == 0 { 0 } else { ceiling(a) }).collect()
}

/// Runs the storm on the engine.
pub fn simulate(p: &Params, seed: u64, options: &RunOptions) -> Result<Outcome, Exhausted> {
    let mut sim = Sim::new(options);
    let mut lcg = IntLcg::new(seed);
    let ceilings = ceilings(p);
    let named: Option<&dyn RetryPolicy> = p.backoff.map(|s| p.named.get(s));
    let tries = p.tries();
    for c in 0..p.consumers {
        sim.schedule_at(Millis::ZERO, Event::RequestSent { consumer: c, attempt: 1 });
    }
    // The storm lasts at most the sum of the ceilings (of the named policy's longest
    // waits): that many buckets, at most.
    let span_ms: u64 = match named {
        None => ceilings.iter().sum(),
        Some(n) => (1..tries).map(|a| n.range_ms(a).1 as u64).fold(0, u64::saturating_add),
    };
    let mut buckets = Vec::with_capacity((span_ms / p.bucket_ms + 1).min(1 << 16) as usize);
    let (mut successes, mut gave_ups, mut checksum) = (0, 0, FOLD_START);
    // The current bucket: its index, where it ends, its requests so far.
    let (mut bucket, mut bucket_end_ms, mut n) = (0u64, p.bucket_ms, 0u64);
    while let Some(Event::RequestSent { consumer, attempt }) = sim.next_event()? {
        let t = sim.now().as_ms();
        if t >= bucket_end_ms {
            if n > 0 {
                buckets.push((bucket, n));
            }
            bucket = t / p.bucket_ms;
            bucket_end_ms = (bucket + 1).saturating_mul(p.bucket_ms);
            n = 0;
        }
        n += 1;
        if n <= p.cap_per_bucket {
            successes += 1;
            checksum = fold(checksum, (t << 32).wrapping_add(u64::from(consumer)));
            sim.trace("dependency", "RequestAccepted", move || format!("consumer={consumer} attempt={attempt}"));
        } else if attempt >= tries {
            gave_ups += 1;
            sim.trace("dependency", "ConsumerGaveUp", move || format!("consumer={consumer} attempt={attempt}"));
        } else {
            let wait = if let Some(n) = named {
                // The system's wait before retry `attempt`, drawing from the same stream.
                n.wait_ms(attempt, &mut lcg).trunc() as u64
            } else {
                let ceiling = ceilings[attempt as usize];
                // r < 2^31 and ceiling + 1 <= 86_400_001 < 2^27: the product fits in u64.
                (lcg.draw() * (ceiling + 1)) >> 31
            };
            sim.trace("dependency", "RequestRejected", move || {
                format!("consumer={consumer} attempt={attempt} wait_ms={wait}")
            });
            sim.schedule_in(wait, Event::RequestSent { consumer, attempt: attempt + 1 });
        }
    }
    if n > 0 {
        buckets.push((bucket, n));
    }
    assert_eq!(successes + gave_ups, u64::from(p.consumers), "every consumer ends");
    Ok(Outcome {
        total_requests: sim.handled(),
        successes,
        gave_ups,
        peak_bucket_requests: buckets.iter().map(|&(_, n)| n).max().unwrap_or(0),
        last_event_ms: sim.now().as_ms(),
        success_checksum: checksum,
        final_lcg_state: lcg.state(),
        buckets,
    })
}
