//! The arrival clock and what a message draws when it arrives: its service time and how
//! many of its attempts fail.

use super::super::retries;
use super::super::{Arrivals, Params, Service};
use super::{Event, Message, service_ms};
use crate::sim::{Millis, Sim, Stream, Streams};
use crate::variates::{self, round_ms, unit_open_closed};

/// Where messages come from.
pub(super) struct Source<'p> {
    p: &'p Params,
    service: Service,
    arrivals: Stream,
    services: Stream,
    failure_draws: Stream,
    /// The continuous arrival clock; each arrival is rounded from it, so errors never add up.
    clock_ms: f64,
    gap_ms: f64,
    /// Messages arrived so far.
    arrived: u64,
    last_arrival_ms: u64,
}

impl<'p> Source<'p> {
    pub(super) fn new(p: &'p Params, service: Service, streams: &Streams) -> Self {
        Source {
            p,
            service,
            arrivals: streams.fork("arrivals"),
            services: streams.fork("service"),
            failure_draws: streams.fork("failures"),
            clock_ms: 0.0,
            gap_ms: 1000.0 / p.arrival_rate_per_s,
            arrived: 0,
            last_arrival_ms: 0,
        }
    }

    /// Schedules the first arrival.
    pub(super) fn arm(&mut self, sim: &mut Sim<Event>) {
        self.clock_ms = match self.p.arrivals {
            Arrivals::Poisson => variates::exponential(&mut self.arrivals, self.gap_ms),
            Arrivals::Deterministic | Arrivals::Burst => 0.0,
        };
        sim.schedule_at(Millis(round_ms(self.clock_ms)), Event::MessageArrived);
    }

    /// The message that arrived now, with its draws.
    pub(super) fn arrived(&mut self, now: u64) -> Message {
        let p = self.p;
        let failures = match p.fail_probability > 0.0 {
            true => retries::failures(unit_open_closed(self.failure_draws.next_u64()), p.fail_probability),
            false => 0,
        };
        let m = Message {
            id: self.arrived,
            arrived_ms: now,
            enqueued_ms: now,
            service_ms: service_ms(p, self.service, &mut self.services),
            attempts: 0,
            failures,
        };
        self.arrived += 1;
        self.last_arrival_ms = now;
        m
    }

    /// Schedules the next arrival, if a message is still to come.
    pub(super) fn schedule_next(&mut self, sim: &mut Sim<Event>) {
        if self.arrived < self.p.messages {
            if self.p.arrivals != Arrivals::Burst {
                self.clock_ms += match self.p.arrivals {
                    Arrivals::Poisson => variates::exponential(&mut self.arrivals, self.gap_ms),
                    _ => self.gap_ms,
                };
            }
            sim.schedule_at(Millis(round_ms(self.clock_ms)), Event::MessageArrived);
        }
    }

    /// Messages arrived so far.
    pub(super) fn count(&self) -> u64 {
        self.arrived
    }

    pub(super) fn last_arrival_ms(&self) -> u64 {
        self.last_arrival_ms
    }
}
