//! The retry path: a failed attempt within its policy's retry limit waits the policy's
//! backoff (drawn from the policy's own stream) and re-enters the queue at the back with a
//! new service time; past the limit the message is dead.

use super::super::retries::Retry;
use super::super::{Params, Service};
use super::measure::Measures;
use super::{Event, Message, service_ms};
use crate::backoff::named::{Draw, Extreme, RetryPolicy};
use crate::sim::{ProcessId, Sim, Stream, Streams};
use crate::variates::round_ms;

/// What failed attempts lead to.
pub(super) struct RetryPath<'p> {
    p: &'p Params,
    service: Service,
    policy: Option<&'p dyn RetryPolicy>,
    /// The policy's draws, when its waits are random.
    policy_draws: Option<Stream>,
    /// The most retries (`None`: no limit).
    limit: Option<u32>,
    /// The retries' service times.
    retry_services: Stream,
}

impl<'p> RetryPath<'p> {
    pub(super) fn new(p: &'p Params, service: Service, retry: Retry, streams: &Streams) -> Self {
        RetryPath {
            p,
            service,
            policy: retry.policy(&p.named),
            policy_draws: retry.draws(&p.named).then(|| streams.fork(&format!("policy/{}", retry.name()))),
            limit: retry.max_retries(&p.named),
            retry_services: streams.fork("retry/service"),
        }
    }

    /// The attempt of `m` that waited `wait` ms ran to its verdict on the worker `pid`: a
    /// success leaves, a failure is retried or, past the limit, dead.
    pub(super) fn verdict(
        &mut self,
        mut m: Message,
        wait: u64,
        pid: ProcessId,
        now: u64,
        sim: &mut Sim<Event>,
        measures: &mut Measures,
    ) {
        let failed = m.attempts < m.failures;
        m.attempts += 1;
        let next = m.attempts; // the retry this failure would lead to
        if failed && self.limit.is_none_or(|l| next <= l) {
            let wait_ms = self.wait_ms(next);
            measures.retry_scheduled(&m);
            sim.schedule_in(wait_ms, Event::RetryDue { message: m });
            if sim.tracing() {
                let name = sim.name(pid);
                sim.trace(&name, "AttemptFailed", || format!("id={} retry={next} wait_ms={wait_ms}", m.id));
            }
        } else {
            measures.left(&m, failed, now);
            if sim.tracing() {
                let name = sim.name(pid);
                match failed {
                    true => sim.trace(&name, "MessageDead", || format!("id={} attempts={next}", m.id)),
                    false => sim.trace(&name, "ServiceFinished", || format!("id={} wait_ms={wait}", m.id)),
                }
            }
        }
        measures.end_if_all_out(now);
    }

    /// The wait before retry `next`, rounded to the clock (0: an immediate retry).
    fn wait_ms(&mut self, next: u32) -> u64 {
        match self.policy {
            Some(policy) => {
                let draw: &mut dyn Draw = match self.policy_draws.as_mut() {
                    Some(stream) => stream,
                    None => &mut Extreme::Low,
                };
                round_ms(policy.wait_ms(next, draw))
            }
            None => 0,
        }
    }

    /// The retry of `m` is due now: it enters the queue as a new attempt.
    pub(super) fn due(&mut self, mut m: Message, now: u64) -> Message {
        m.enqueued_ms = now;
        m.service_ms = service_ms(self.p, self.service, &mut self.retry_services);
        m
    }
}
