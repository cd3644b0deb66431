//! The model interface from outside the crate: a toy model implements [`Model`] and runs
//! through the same generic path as the registered models (bind → run → `Report`), and a
//! livelocked toy is stopped by its budget with a one-line error.

use jobsim::models::{self, Model, Registered, Seeded, Unseeded};
use jobsim::report::words::Words;
use jobsim::report::{Head, Layout, Report};
use jobsim::scenario::{self, Check, ScenarioError};
use jobsim::sim::{Budget, Exhausted, RunOptions, Sim, Streams, Tracer};

/// Pings bounce between two processes `rounds` times; the first ping waits a random
/// number of milliseconds drawn from the `pinger` stream.
struct PingPong;

#[derive(Clone, Debug, PartialEq)]
struct PingParams {
    rounds: u32,
}

#[derive(Debug, PartialEq)]
struct Pings {
    first_at_ms: u64,
    last_at_ms: u64,
    pings: u32,
}

#[derive(Debug)]
enum Ev {
    Pinged { round: u32 },
}

impl Model for PingPong {
    const NAME: &'static str = "ping-pong";
    type Seed = Seeded;
    type Params = PingParams;
    type Outcome = Pings;

    fn parse(check: Check<'_>, params: toml::Table) -> Result<PingParams, ScenarioError> {
        let rounds = params.get("rounds").and_then(|v| v.as_integer()).unwrap_or(4);
        Ok(PingParams { rounds: check.uint32("rounds", rounds, 1..=1000)? })
    }

    fn simulate(p: &PingParams, seed: Seeded, options: &RunOptions) -> Result<Pings, Exhausted> {
        let mut sim = Sim::new(options);
        let (a, b) = (sim.spawn("pinger"), sim.spawn("ponger"));
        let first = Streams::new(seed.0).fork("pinger").below_inclusive(100);
        sim.send_in(a, first, Ev::Pinged { round: 1 });
        let mut out = Pings { first_at_ms: first, last_at_ms: 0, pings: 0 };
        while let Some(Ev::Pinged { round }) = sim.next_event()? {
            out.pings += 1;
            out.last_at_ms = sim.now().as_ms();
            sim.trace("pinger", "Pinged", || format!("round={round}"));
            if round < p.rounds {
                let to = if round % 2 == 0 { a } else { b };
                sim.send_in(to, 10, Ev::Pinged { round: round + 1 });
            }
        }
        Ok(out)
    }

    fn present(_: &PingParams, o: &Pings, _: &'static Words) -> Report {
        let layout = Layout::new("pings")
            .column("pings", Head::right("ping", 6), |o: &Pings| o.pings.into())
            .column("first_at_ms", Head::right("ilk ms", 8), |o| o.first_at_ms.into())
            .column("last_at_ms", Head::right("son ms", 8), |o| o.last_at_ms.into());
        let rows = [o];
        Report {
            text: layout.text(rows, jobsim::report::lang::Lang::Tr),
            tables: vec![layout.table(rows)],
            ..Report::default()
        }
    }
}

fn file(model: &str, extra: &str) -> jobsim::scenario::ScenarioFile {
    let text = format!("model = \"{model}\"\nlesson = \"-\"\ndescription = \"toy\"\n{extra}[params]\nrounds = 5\n");
    scenario::parse("toy.toml", &text, &[]).unwrap()
}

#[test]
fn a_toy_model_runs_through_the_generic_path_to_a_report() {
    let s = models::bind(&Registered::<PingPong>::NEW, file("ping-pong", "seed = 7\n")).unwrap();
    assert_eq!((s.model, s.seed), ("ping-pong", Some(7)));
    assert_eq!(s.params::<PingPong>(), Some(&PingParams { rounds: 5 }));
    let (tracer, rows) = Tracer::collect();
    let report = jobsim::run(&s, &RunOptions { tracer, ..Default::default() }).unwrap();
    let first = Streams::new(7).fork("pinger").below_inclusive(100);
    let expected = format!("  ping  ilk ms  son ms\n     5{first:>8}{:>8}\n", first + 40);
    assert_eq!(report.text, expected);
    assert_eq!(report.tables[0].columns, ["pings", "first_at_ms", "last_at_ms"]);
    assert_eq!(rows.take().len(), 5, "one trace row per ping");
    // Same seed, same bytes; the seed is required and typed.
    assert_eq!(jobsim::run(&s, &Default::default()).unwrap(), jobsim::run(&s, &Default::default()).unwrap());
    let err = models::bind(&Registered::<PingPong>::NEW, file("ping-pong", "")).unwrap_err().to_string();
    assert_eq!(err, "scenario `toy.toml`: `seed` is required: model `ping-pong` draws random numbers");
    let err = models::bind(&Registered::<PingPong>::NEW, file("other", "seed = 7\n")).unwrap_err().to_string();
    assert_eq!(err, "scenario `toy.toml`: `model` must be \"ping-pong\" (got \"other\")");
}

/// A worker that reschedules itself forever: a livelock.
struct Spinner;

impl Model for Spinner {
    const NAME: &'static str = "spinner";
    type Seed = Unseeded;
    type Params = ();
    type Outcome = u64;

    fn parse(_: Check<'_>, _: toml::Table) -> Result<(), ScenarioError> {
        Ok(())
    }
    fn budget(_: &()) -> Budget {
        Budget::events(10_000)
    }
    fn simulate(_: &(), _: Unseeded, options: &RunOptions) -> Result<u64, Exhausted> {
        let mut sim = Sim::new(options);
        let w = sim.spawn("worker");
        sim.send_in(w, 0, ());
        while sim.next_event()?.is_some() {
            sim.send_in(w, 1, ());
        }
        Ok(sim.handled())
    }
    fn present(_: &(), _: &u64, _: &'static Words) -> Report {
        Report::default()
    }
}

#[test]
fn a_livelocked_model_is_stopped_by_its_budget_with_a_one_line_error() {
    let s = models::bind(&Registered::<Spinner>::NEW, file("spinner", "")).unwrap();
    let err = jobsim::run(&s, &Default::default()).unwrap_err();
    assert_eq!(err.cause.events, 10_000);
    let line = err.to_string();
    assert_eq!(
        line,
        "scenario `toy.toml`: the run exceeded its budget of 10000 events (stopped at virtual time 10000 ms); \
         it does not finish with these parameters"
    );
    assert!(!line.contains('\n'));
    // A caller's tighter budget wins over the model's.
    let tight = RunOptions { budget: Budget::time(jobsim::sim::Millis(50)), ..Default::default() };
    let err = jobsim::run(&s, &tight).unwrap_err();
    assert_eq!(err.cause.limit, jobsim::sim::Limit::Time(jobsim::sim::Millis(50)));
}
