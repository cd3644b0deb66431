//! The model interface: what every experiment implements, and the one generic path that
//! loads, simulates and presents any model.
//!
//! ```text
//! ScenarioFile ──bind──► Scenario (typed params, typed seed) ──run──► simulate ──► Outcome ──present──► Report
//!                         M::parse                                    (engine)      (typed)    (text, tables, charts)
//! ```
//!
//! A model is a type implementing [`Model`]; the registry in [`super`] lists it once.
//! Simulation and presentation are two functions: `simulate` returns typed results and
//! knows nothing of text or charts; `present` lays them out.
//!
//! # Example: a minimal model
//! ```
//! use jobsim::models::{self, Model, Registered, Unseeded};
//! use jobsim::report::{Head, Layout, Report};
//! use jobsim::report::words::Words;
//! use jobsim::scenario::{self, Check, ScenarioError};
//! use jobsim::sim::{Exhausted, RunOptions, Sim};
//!
//! /// Counts down from `n`, one event per millisecond.
//! struct Countdown;
//!
//! impl Model for Countdown {
//!     const NAME: &'static str = "countdown";
//!     type Seed = Unseeded;
//!     type Params = u32;
//!     type Outcome = Vec<(u64, u32)>;
//!
//!     fn parse(check: Check<'_>, params: toml::Table) -> Result<u32, ScenarioError> {
//!         let n = params.get("n").and_then(|v| v.as_integer()).unwrap_or(3);
//!         check.uint32("n", n, 1..=100)
//!     }
//!     fn simulate(n: &u32, _: Unseeded, options: &RunOptions) -> Result<Self::Outcome, Exhausted> {
//!         let mut sim = Sim::new(options);
//!         sim.schedule_in(1, *n);
//!         let mut seen = Vec::new();
//!         while let Some(left) = sim.next_event()? {
//!             seen.push((sim.now().as_ms(), left));
//!             if left > 1 { sim.schedule_in(1, left - 1); }
//!         }
//!         Ok(seen)
//!     }
//!     fn present(_: &u32, seen: &Self::Outcome, w: &'static Words) -> Report {
//!         let layout = Layout::new("ticks")
//!             .column("time_ms", Head::right("ms", 4), |r: &(u64, u32)| r.0.into())
//!             .column("left", Head::right("kalan", 7), |r| r.1.into());
//!         Report { text: layout.text(seen, w.lang()), tables: vec![layout.table(seen)], ..Report::default() }
//!     }
//! }
//!
//! let file = scenario::parse("countdown.toml", "model = \"countdown\"\nlesson = \"-\"\ndescription = \"d\"\n[params]\nn = 2\n", &[])?;
//! let s = models::bind(&Registered::<Countdown>::NEW, file)?;
//! let report = jobsim::run(&s, &Default::default())?;
//! assert_eq!(report.text, "  ms  kalan\n   1      2\n   2      1\n");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::any::Any;
use std::fmt;
use std::marker::PhantomData;

use crate::report::lang::Lang;
use crate::report::words::Words;
use crate::report::{Figure, Report};
use crate::scenario::{Check, Param, ScenarioError, ScenarioFile};
use crate::sim::{Budget, Exhausted, RunOptions};

/// One experiment: parameters, a simulation and a presentation of its results.
pub trait Model: 'static {
    /// The name scenario files use (`model = "jitter-wave"`).
    const NAME: &'static str;
    /// [`Seeded`] if the model draws random numbers (a scenario must then give `seed`),
    /// [`Unseeded`] if it draws none (a scenario must not give one).
    type Seed: SeedUse;
    /// Validated, typed parameters.
    type Params: Clone + fmt::Debug + PartialEq + Send + Sync + 'static;
    /// What a run computes: typed results, no strings, no layout.
    type Outcome;
    /// Every parameter, declared once (name, kind and range, default, unit, meaning):
    /// `parse` reads through them (`scenario::Reader`), `jobsim params` lists them and
    /// `jobsim new` writes them.
    const PARAMS: &'static [Param] = &[];
    /// The few numeric columns of the first table that answer the model's question
    /// (`wait_mean_ms`, `peak_bucket_requests`): what `sweep --stats` summarises when no
    /// `--metric` is given. None declared: the first table's numeric measures that are not
    /// parameters, at most [`crate::stats::DEFAULT_METRICS`]. A test holds every name to a
    /// column of the first table.
    const HEADLINE: &'static [&'static str] = &[];

    /// Validates the `[params]` table into typed parameters (one-line errors naming the
    /// file, the key, the value and the valid range).
    fn parse(check: Check<'_>, params: toml::Table) -> Result<Self::Params, ScenarioError>;

    /// Checks the seed against the parameters: for a model whose parameters decide
    /// whether it draws ([`SeedIfDrawn`]), the one-line error of a missing seed.
    fn check_seed(_check: Check<'_>, _params: &Self::Params, _seed: Self::Seed) -> Result<(), ScenarioError> {
        Ok(())
    }

    /// The most a run with these parameters may take; past it the run stops with an
    /// error. Generous enough for every parameter in range that finishes.
    fn budget(_params: &Self::Params) -> Budget {
        Budget::DEFAULT
    }

    /// Runs the experiment (on the engine where time passes), tracing into
    /// `options.tracer`, within `options.budget`.
    fn simulate(params: &Self::Params, seed: Self::Seed, options: &RunOptions) -> Result<Self::Outcome, Exhausted>;

    /// The lesson-style text and the result tables (the first is the one sweeps collect),
    /// in the edition of `w` ([`RunOptions::lang`]).
    fn present(params: &Self::Params, outcome: &Self::Outcome, w: &'static Words) -> Report;

    /// The charts of a run in the course style, each with its takeaway title and caption
    /// (only built when they are written).
    fn figures(_params: &Self::Params, _outcome: &Self::Outcome, _w: &'static Words) -> Vec<Figure> {
        Vec::new()
    }
}

/// How a model takes the scenario's seed: [`Seeded`] or [`Unseeded`].
pub trait SeedUse: Copy + fmt::Debug + Send + Sync + 'static {
    /// Whether the model draws random numbers.
    const DRAWS: bool;
    /// Whether a scenario may give a seed or not ([`SeedIfDrawn`]).
    const OPTIONAL: bool = false;
    /// The seed from the scenario's `seed` key, or the one-line error of a missing or
    /// unwanted seed.
    fn from_scenario(check: Check<'_>, model: &str, seed: Option<i64>) -> Result<Self, ScenarioError>;
    /// The seed, for outputs.
    fn value(self) -> Option<u64>;
}

/// The seed of a model that draws random numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seeded(pub u64);

/// The seed of a model that draws random numbers only with some parameters (a listed
/// policy with jitter): `seed` is optional when the scenario is read, and the model's
/// [`Model::check_seed`] requires it where its parameters draw. A seed given where
/// nothing draws is accepted, so a sweep may turn jitter on and off under one seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeedIfDrawn(pub Option<u64>);

impl SeedUse for SeedIfDrawn {
    const DRAWS: bool = false;
    const OPTIONAL: bool = true;
    fn from_scenario(check: Check<'_>, _model: &str, seed: Option<i64>) -> Result<Self, ScenarioError> {
        seed.map(|s| check.uint("seed", s, 0..=i64::MAX as u64)).transpose().map(SeedIfDrawn)
    }
    fn value(self) -> Option<u64> {
        self.0
    }
}

/// A model that draws no random numbers has no seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unseeded;

impl SeedUse for Seeded {
    const DRAWS: bool = true;
    fn from_scenario(check: Check<'_>, model: &str, seed: Option<i64>) -> Result<Self, ScenarioError> {
        match seed {
            Some(s) => Ok(Seeded(check.uint("seed", s, 0..=i64::MAX as u64)?)),
            None => Err(check.said("refusal-seed-required", &[("model", &model)])),
        }
    }
    fn value(self) -> Option<u64> {
        Some(self.0)
    }
}

impl SeedUse for Unseeded {
    const DRAWS: bool = false;
    fn from_scenario(check: Check<'_>, model: &str, seed: Option<i64>) -> Result<Self, ScenarioError> {
        match seed {
            Some(_) => Err(check.said("refusal-seed-unused", &[("model", &model)])),
            None => Ok(Unseeded),
        }
    }
    fn value(self) -> Option<u64> {
        None
    }
}

/// A registry entry: a model seen through an object-safe interface.
pub trait Entry: Sync {
    /// The model's name.
    fn name(&self) -> &'static str;
    /// Whether it draws random numbers (and so requires `seed`).
    fn draws(&self) -> bool;
    /// Whether `seed` is optional: required only where the parameters draw.
    fn seed_optional(&self) -> bool {
        false
    }
    /// Its parameters, declared once.
    fn params(&self) -> &'static [Param];
    /// Its headline metrics ([`Model::HEADLINE`]).
    fn headline(&self) -> &'static [&'static str] {
        &[]
    }
    /// Validates the seed and parameters of a scenario file for this model.
    fn load(&self, file: &ScenarioFile) -> Result<Box<dyn Loaded>, ScenarioError> {
        self.load_checked(file, file.check())
    }
    /// [`Entry::load`] with the checks given (e.g. [`Check::logging_reads`]).
    fn load_checked(&self, file: &ScenarioFile, check: Check<'_>) -> Result<Box<dyn Loaded>, ScenarioError>;
}

/// The registry entry of model `M`.
pub struct Registered<M>(PhantomData<fn() -> M>);

impl<M: Model> Registered<M> {
    pub const NEW: Registered<M> = Registered(PhantomData);
}

impl<M: Model> Entry for Registered<M> {
    fn name(&self) -> &'static str {
        M::NAME
    }
    fn draws(&self) -> bool {
        M::Seed::DRAWS
    }
    fn seed_optional(&self) -> bool {
        M::Seed::OPTIONAL
    }
    fn params(&self) -> &'static [Param] {
        M::PARAMS
    }
    fn headline(&self) -> &'static [&'static str] {
        M::HEADLINE
    }
    fn load_checked(&self, file: &ScenarioFile, check: Check<'_>) -> Result<Box<dyn Loaded>, ScenarioError> {
        let seed = M::Seed::from_scenario(check, M::NAME, file.seed)?;
        let params = M::parse(check, file.params.clone())?;
        M::check_seed(check, &params, seed)?;
        Ok(Box::new(Bound::<M> { params, seed }))
    }
}

/// A model with its validated parameters and seed, ready to run.
pub trait Loaded: Send + Sync + fmt::Debug {
    /// The seed, if the model draws.
    fn seed(&self) -> Option<u64>;
    /// Simulates and presents; with `charts`, the report's charts are built too.
    fn run(&self, options: &RunOptions, charts: bool) -> Result<Report, Exhausted> {
        let mut reports = self.run_editions(options, &[options.lang], charts)?;
        Ok(reports.remove(0))
    }
    /// Simulates once and presents the one outcome in each of `langs`, in order (the
    /// outcome does not depend on the language; `options.lang` is not read).
    fn run_editions(&self, options: &RunOptions, langs: &[Lang], charts: bool) -> Result<Vec<Report>, Exhausted>;
    /// The typed parameters, for [`super::Scenario::params`].
    fn params_any(&self) -> &dyn Any;
}

struct Bound<M: Model> {
    params: M::Params,
    seed: M::Seed,
}

impl<M: Model> fmt::Debug for Bound<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct(M::NAME).field("params", &self.params).field("seed", &self.seed).finish()
    }
}

impl<M: Model> Loaded for Bound<M> {
    fn seed(&self) -> Option<u64> {
        self.seed.value()
    }
    fn run_editions(&self, options: &RunOptions, langs: &[Lang], charts: bool) -> Result<Vec<Report>, Exhausted> {
        let options = RunOptions {
            tracer: options.tracer.clone(),
            budget: options.budget.min(M::budget(&self.params)),
            stop: options.stop.clone(),
            lang: options.lang,
        };
        let outcome = M::simulate(&self.params, self.seed, &options)?;
        let present = |&lang: &Lang| {
            let w = Words::of(lang);
            let mut report = M::present(&self.params, &outcome, w);
            if charts {
                report.figures = M::figures(&self.params, &outcome, w);
            }
            report
        };
        Ok(langs.iter().map(present).collect())
    }
    fn params_any(&self) -> &dyn Any {
        &self.params
    }
}
