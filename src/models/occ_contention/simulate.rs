//! The experiment on the engine: one engine per trial; every client is a process, the
//! server a world component with an inbox; every message arrives after its network delay.
//! A client under a named policy whose last retry is rejected gives up: it stops, and
//! the trial counts it (`Trial::gave_up`) and ends no earlier than that rejection.
//!
//! **Time.** The engine's clock is whole milliseconds, but each message keeps its exact
//! arrival instant (a real number: the exact instant it was sent plus its delay, and for
//! a retry's read its backoff). It is delivered in the nearest millisecond (halves up),
//! and the server handles the messages of one millisecond in the order of their exact
//! instants: its inbox is woken once per millisecond that has mail. So the 1 ms clock
//! never reorders two messages; only the reported completion time is rounded.
//!
//! Why not plain rounding: the engine runs the events of one millisecond in the order
//! they were scheduled, and here that order is not neutral. A write that succeeds tends
//! to be one that travelled fast, so it was sent late and would go after the reads of its
//! millisecond, which then read a version about to go stale: measured, 0.8 % more calls
//! at N = 100 without backoff (2447 against 2427 with ten times finer times, 1000 trials),
//! many standard errors, and so a disagreement with Brooker's continuous simulator.

use std::cmp::Reverse;
use std::collections::{BTreeSet, BinaryHeap};

use super::Params;
use super::schedule::{Backoff, Curve};
use crate::backoff::named::RetryPolicy;
use crate::sim::{Exhausted, Millis, ProcessId, RunOptions, Sim, Stream, Streams};
use crate::stats::{Summary, summary};
use crate::variates::{normal, round_ms};

/// The events of one trial, past-tense facts; `at` is the message's exact arrival instant.
#[derive(Clone, Copy, Debug)]
enum Event {
    /// Mail for the server arrived in this millisecond.
    ServerWoke,
    /// The server's answer (the row's version when it read it) reached the client.
    ReadReplied { client: u32, version: u64, at: f64 },
    /// The server's verdict reached the client.
    WriteReplied { client: u32, ok: bool, at: f64 },
}

/// A request in the server's inbox.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Request {
    Read { client: u32 },
    Write { client: u32, version: u64 },
}

/// What the server answers: the version it read, or whether the write went through.
enum Answer {
    Version(u64),
    Verdict(bool),
}

/// The server's inbox: requests by exact arrival instant (then by sending order).
#[derive(Default)]
struct Inbox {
    mail: BinaryHeap<Reverse<Mail>>,
    /// Milliseconds with a wake-up scheduled.
    wakes: BTreeSet<u64>,
    sent: u64,
}

#[derive(Clone, Copy, Debug)]
struct Mail {
    at: f64,
    seq: u64,
    request: Request,
}

impl PartialEq for Mail {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == std::cmp::Ordering::Equal
    }
}
impl Eq for Mail {}
impl PartialOrd for Mail {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Mail {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.at.total_cmp(&other.at).then(self.seq.cmp(&other.seq))
    }
}

impl Inbox {
    /// Posts a request arriving at the exact instant `at`; wakes the server in its
    /// millisecond.
    fn post(&mut self, sim: &mut Sim<Event>, at: f64, request: Request) {
        self.mail.push(Reverse(Mail { at, seq: self.sent, request }));
        self.sent += 1;
        let ms = round_ms(at);
        if self.wakes.insert(ms) {
            sim.schedule_at(Millis(ms), Event::ServerWoke);
        }
    }

    /// The next request due by millisecond `now`, earliest exact instant first.
    fn next_due(&mut self, now: u64) -> Option<Mail> {
        match self.mail.peek() {
            Some(Reverse(m)) if round_ms(m.at) <= now => self.mail.pop().map(|r| r.0),
            _ => None,
        }
    }
}

/// One trial's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Trial {
    /// Writes the server handled (Brooker's `calls`; each follows one read).
    pub calls: u64,
    /// When the last client finished: got its success back, or (a named policy) its
    /// last rejection, after which it gave up.
    pub completion_ms: u64,
    /// Clients that gave up (a named policy's retry limit; Brooker's never do).
    pub gave_up: u32,
}

/// Every trial of one (clients, schedule) point.
#[derive(Clone, Debug, PartialEq)]
pub struct Point {
    pub clients: u32,
    pub schedule: Curve,
    pub trials: Vec<Trial>,
}

impl Point {
    /// Calls over the trials.
    pub fn calls(&self) -> Summary {
        summary(&self.trials.iter().map(|t| t.calls as f64).collect::<Vec<_>>())
    }
    /// Completion times over the trials, ms.
    pub fn completion(&self) -> Summary {
        summary(&self.trials.iter().map(|t| t.completion_ms as f64).collect::<Vec<_>>())
    }
    /// Clients that gave up, over the trials.
    pub fn gave_up(&self) -> Summary {
        summary(&self.trials.iter().map(|t| f64::from(t.gave_up)).collect::<Vec<_>>())
    }
}

/// What one client waits: Brooker's backoff, or a named policy (which may give up).
enum Waits<'a> {
    Brooker(Backoff),
    Named(&'a dyn RetryPolicy),
}

impl Waits<'_> {
    /// The wait before retry `attempt` (1-based), ms, with its fraction.
    fn wait_ms(&mut self, attempt: u32, rng: &mut Stream) -> f64 {
        match self {
            Waits::Brooker(b) => b.wait_ms(attempt, rng),
            Waits::Named(policy) => policy.wait_ms(attempt, rng),
        }
    }
    /// Whether the client gives up instead of making retry `attempt`: its policy's last
    /// retry was `attempt - 1`.
    fn gives_up(&self, attempt: u32) -> bool {
        match self {
            Waits::Brooker(_) => false,
            Waits::Named(policy) => policy.max_retries().is_some_and(|last| attempt > last),
        }
    }
}

struct Client<'a> {
    pid: ProcessId,
    /// The delays of this client's messages, both ways.
    net: Stream,
    /// Its backoff draws.
    draws: Stream,
    waits: Waits<'a>,
    attempt: u32,
}

/// The most events one trial with `n` clients can handle: a write fails only when another
/// client's write succeeded between its read and its write, and each success fails every
/// other client at most once, so calls ≤ n + (n−1) + … + 1 = n(n+1)/2; each call is four
/// messages. Whatever the waits: a named policy's clients only wait differently, and a
/// client that gives up makes no more calls, so the bound holds for them too.
pub fn max_events(n: u32) -> u64 {
    let n = u64::from(n);
    2 * n * (n + 1)
}

/// Runs every point: clients outermost, then schedules, then trials (each traced as
/// `<schedule>/n<clients>/trial<t>:…`).
pub fn simulate(p: &Params, seed: u64, options: &RunOptions) -> Result<Vec<Point>, Exhausted> {
    let mut points = Vec::new();
    for &n in &p.clients {
        for &schedule in &p.schedules {
            let mut trials = Vec::with_capacity(p.trials as usize);
            for t in 0..p.trials {
                let scoped = if options.tracer.is_on() {
                    options.scoped(&format!("{}/n{n}/trial{t}", schedule.name()))
                } else {
                    options.clone()
                };
                trials.push(simulate_trial(p, n, schedule, seed, t, &scoped)?);
            }
            points.push(Point { clients: n, schedule, trials });
        }
    }
    Ok(points)
}

/// One trial: `n` clients each update the row once (or give up, under a named policy).
///
/// Streams: client `i` of trial `t` draws its messages' delays from
/// `trial/<t>/client/<i>/net` and its backoff from `trial/<t>/client/<i>/backoff`
/// (Brooker's schedules) or `trial/<t>/client/<i>/policy/<name>` (a named policy), so
/// every schedule meets the same network (common random numbers) and adding clients
/// leaves the others' draws alone.
pub fn simulate_trial(
    p: &Params,
    n: u32,
    schedule: Curve,
    seed: u64,
    trial: u32,
    options: &RunOptions,
) -> Result<Trial, Exhausted> {
    let mut sim: Sim<Event> = Sim::new(options);
    let streams = Streams::new(seed);
    let mut clients: Vec<Client> = (0..n)
        .map(|i| Client {
            pid: sim.spawn("client"),
            net: streams.fork(&format!("trial/{trial}/client/{i}/net")),
            draws: match schedule {
                Curve::Brooker(_) => streams.fork(&format!("trial/{trial}/client/{i}/backoff")),
                Curve::Named(s) => streams.fork(&format!("trial/{trial}/client/{i}/policy/{}", s.name())),
            },
            waits: match schedule {
                Curve::Brooker(s) => Waits::Brooker(Backoff::new(s, p.base_ms, p.cap_ms)),
                Curve::Named(s) => Waits::Named(p.named.get(s)),
            },
            attempt: 0,
        })
        .collect();
    // Brooker's network: |Normal(mean, sd)| per message.
    let delay = |net: &mut Stream| normal(net, p.delay_mean_ms, p.delay_sd_ms).abs();
    let mut inbox = Inbox::default();
    for (i, c) in clients.iter_mut().enumerate() {
        let at = delay(&mut c.net);
        inbox.post(&mut sim, at, Request::Read { client: i as u32 });
    }
    let (mut version, mut calls, mut completion, mut gave_up) = (0u64, 0u64, 0.0f64, 0u32);
    while let Some(event) = sim.next_event()? {
        match event {
            Event::ServerWoke => {
                let now = sim.now().as_ms();
                inbox.wakes.remove(&now);
                while let Some(mail) = inbox.next_due(now) {
                    let (client, answer) = match mail.request {
                        Request::Read { client } => (client, Answer::Version(version)),
                        Request::Write { client, version: read } => {
                            calls += 1;
                            let ok = read == version;
                            if ok {
                                version += 1;
                            }
                            sim.trace("server", "WriteHandled", || format!("client={client} read={read} ok={ok}"));
                            (client, Answer::Verdict(ok))
                        }
                    };
                    let c = &mut clients[client as usize];
                    let at = mail.at + delay(&mut c.net);
                    let reply = match answer {
                        Answer::Version(version) => Event::ReadReplied { client, version, at },
                        Answer::Verdict(ok) => Event::WriteReplied { client, ok, at },
                    };
                    sim.send_at(c.pid, Millis(round_ms(at)), reply);
                }
            }
            Event::ReadReplied { client, version: read, at } => {
                let c = &mut clients[client as usize];
                let at = at + delay(&mut c.net);
                inbox.post(&mut sim, at, Request::Write { client, version: read });
            }
            Event::WriteReplied { client, ok: true, at } => {
                completion = completion.max(at);
                let pid = clients[client as usize].pid;
                if sim.tracing() {
                    let name = sim.name(pid);
                    sim.trace(&name, "Succeeded", || format!("at_ms={at}"));
                }
                sim.stop(pid);
            }
            Event::WriteReplied { client, ok: false, at } => {
                let c = &mut clients[client as usize];
                c.attempt += 1;
                if c.waits.gives_up(c.attempt) {
                    // Its policy's last retry was rejected: it is done, without success.
                    completion = completion.max(at);
                    gave_up += 1;
                    let (pid, retries) = (c.pid, c.attempt - 1);
                    if sim.tracing() {
                        let name = sim.name(pid);
                        sim.trace(&name, "GaveUp", || format!("retries={retries} at_ms={at}"));
                    }
                    sim.stop(pid);
                    continue;
                }
                // The retry's read leaves after the wait and then crosses the network.
                let d = delay(&mut c.net);
                let wait = c.waits.wait_ms(c.attempt, &mut c.draws);
                let (attempt, pid) = (c.attempt, c.pid);
                if sim.tracing() {
                    let name = sim.name(pid);
                    sim.trace(&name, "Rejected", || format!("attempt={attempt} wait_ms={wait}"));
                }
                inbox.post(&mut sim, at + d + wait, Request::Read { client });
            }
        }
    }
    Ok(Trial { calls, completion_ms: round_ms(completion), gave_up })
}
