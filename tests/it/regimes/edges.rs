//! Edges drawn (issue 53, item 4): besides the random draws, a scenario runs at each
//! parameter's minimum and maximum (the others at their defaults), at zero where the range
//! allows it, at each of its choices alone, and at the coincidences its model declares (two
//! parameters equal, a parameter equal to a time the run derives: the capacity, the outage's
//! end …). Every statement of every chart is checked there in both editions, as the random
//! draws are ([`super::random::check_set`]). The suite runs each scenario's coincidences and
//! [`SUITE`] of its parameter edges (those of the parameters its file sets first); the
//! ignored `deep_edges` test runs them all.
//!
//! A model is drawn at its edges once its sentences are statements: [`DRAWN`] lists them,
//! each with its coincidences (a function of the scenario's default run, so a derived time
//! is the run's own). The list only grows.

use jobsim::scenario::{Kind, Param};

use super::claims::Run;
use super::{lesson000, lesson001, lesson004, lesson005, table};

/// A model's coincidences: parameter sets (`--set` overrides) derived from the scenario's
/// run at its defaults (with its `small` sizes).
pub type Coincidences = fn(&Run) -> Vec<Vec<String>>;

/// The models drawn at their edges, with the coincidences each declares.
pub const DRAWN: &[(&str, Coincidences)] = &[
    ("backoff-schedules", lesson004::backoff_schedules_coincide),
    ("cancel-sources", lesson001::cancel_sources_coincide),
    ("chunk-size", lesson001::chunk_size_coincide),
    ("circuit-breaker", lesson004::circuit_breaker_coincide),
    ("lease-faults", lesson000::lease_faults_coincide),
    ("lease-lock", lesson000::lease_lock_coincide),
    ("long-job", lesson001::long_job_coincide),
    ("month-end", lesson000::month_end_coincide),
    ("outage-guards", lesson004::outage_guards_coincide),
    ("overlap-sources", lesson000::overlap_sources_coincide),
    ("poison-counter", lesson004::poison_counter_coincide),
    ("queue-drain", lesson005::queue_drain_coincide),
    ("rate-vs-delay", lesson000::rate_vs_delay_coincide),
    ("retry-budget", lesson004::retry_budget_coincide),
    ("retry-storm", lesson005::retry_storm_coincide),
    ("visibility-backoff", lesson004::visibility_backoff_coincide),
    ("worker-pool", lesson005::worker_pool_coincide),
    ("yielding", lesson001::yielding_coincide),
];

/// Parameter edges per scenario in the suite (beside all its coincidences).
pub const SUITE: usize = 6;

/// A number as a TOML value (a whole float keeps its point: `2.0`).
fn float(v: f64) -> String {
    if v.fract() == 0.0 { format!("{v:.1}") } else { format!("{v}") }
}

/// The edges of one parameter, as `--set` overrides: its minimum, its maximum and zero
/// (where the range holds it and it is neither), each choice alone and all of a list's.
pub fn param_edges(p: &Param) -> Vec<String> {
    let values: Vec<String> = match p.kind {
        Kind::Int { min, max } => {
            let mut v = vec![min, max];
            if min < 0 && max > 0 {
                v.push(0);
            }
            v.iter().map(i64::to_string).collect()
        }
        Kind::Ints { min, max } => {
            let mut v = vec![format!("[{min}]"), format!("[{max}]"), format!("[{min},{max}]")];
            if min < 0 && max > 0 {
                v.push("[0]".into());
            }
            v
        }
        Kind::Float { min, max } => {
            let mut v = vec![float(min), float(max)];
            if min < 0.0 && max > 0.0 {
                v.push("0.0".into());
            }
            v
        }
        Kind::Bool => vec!["true".into(), "false".into()],
        Kind::Bools => vec!["[true]".into(), "[false]".into()],
        Kind::Choice(c) => c.iter().map(|n| format!("\"{n}\"")).collect(),
        Kind::Choices(c) => {
            let mut v: Vec<String> = c.iter().map(|n| format!("[\"{n}\"]")).collect();
            v.push(format!("[{}]", c.iter().map(|n| format!("\"{n}\"")).collect::<Vec<_>>().join(",")));
            v
        }
        Kind::Instant | Kind::Zones | Kind::Tables | Kind::Text => Vec::new(),
    };
    let default = p.default_value().map(|d| d.to_string());
    values.into_iter().filter(|v| default.as_ref() != Some(v)).map(|v| format!("{}={v}", p.name)).collect()
}

/// The coincidences model `model` declares, if it is drawn at its edges.
fn coincidences(model: &str) -> Option<Coincidences> {
    DRAWN.iter().find(|d| d.0 == model).map(|d| d.1)
}

/// Every edge set of the scenario of `row` (after its `small` sizes): the coincidences,
/// then the parameter edges, those of the parameters its file sets first; `None` when its
/// model is not drawn at its edges yet. `limit` bounds the parameter edges.
pub fn sets(row: &'static table::Row, limit: Option<usize>) -> Option<Result<Vec<Vec<String>>, String>> {
    let scenario = jobsim::load(&crate::scenario_path(&row.file), &[]).expect("the scenario loads");
    Some(sets_of(row, scenario.model, coincidences(scenario.model)?, limit))
}

/// [`sets`] with the coincidences `declared`.
fn sets_of(
    row: &'static table::Row,
    model: &str,
    declared: Coincidences,
    limit: Option<usize>,
) -> Result<Vec<Vec<String>>, String> {
    let small: Vec<&str> = row.small.iter().map(String::as_str).collect();
    let base = Run::new(&row.file, &small)?;
    let entry = jobsim::models::find(model).expect("a registered model");
    let text = std::fs::read_to_string(crate::scenario_path(&row.file)).unwrap_or_default();
    let set_here = |p: &Param| text.lines().any(|l| l.trim_start().starts_with(&format!("{} ", p.name)));
    let mut params: Vec<&Param> = entry.params().iter().collect();
    params.sort_by_key(|p| !set_here(p));
    let edges: Vec<String> = params.iter().flat_map(|p| param_edges(p)).collect();
    let edges = edges.into_iter().take(limit.unwrap_or(usize::MAX));
    let mut all: Vec<Vec<String>> = declared(&base);
    all.extend(edges.map(|e| vec![e]));
    let with_small = all.into_iter().map(|s| row.small.iter().cloned().chain(s).collect()).collect();
    Ok(with_small)
}

/// The edge checks of one scenario file (`limit`: the parameter edges to run, all when
/// `None`): the failures, each naming the file, the sets and the statement.
pub fn check_file(row: &'static table::Row, limit: Option<usize>) -> Vec<String> {
    let file: &'static str = &row.file;
    let sets = match sets(row, limit) {
        None => return Vec::new(),
        Some(Err(e)) => return vec![e],
        Some(Ok(sets)) => sets,
    };
    let scenario = jobsim::load(&crate::scenario_path(file), &[]).expect("the scenario loads");
    let Some(checker) = super::checker(scenario.model) else {
        return vec![format!("{file}: no claim checker for model `{}`", scenario.model)];
    };
    if std::env::var("EDGES_VERBOSE").is_ok() {
        eprintln!("{file}: {} edge sets", sets.len());
    }
    // A set refused for want of a seed (a policy that draws) runs again with one.
    let check = |s: &Vec<String>| {
        super::random::check_set(file, s, checker).or_else(|| {
            let seeded: Vec<String> = s.iter().cloned().chain(["seed=1".to_string()]).collect();
            (scenario.seed.is_none()).then(|| super::random::check_set(file, &seeded, checker)).flatten()
        })
    };
    sets.iter().filter_map(check).flatten().collect()
}

#[test]
#[ignore = "every edge of every scenario drawn at its edges, both editions"]
fn deep_edges() {
    let only = std::env::var("EDGES").unwrap_or_default();
    let failures: Vec<String> =
        table::rows().iter().filter(|r| r.file.starts_with(&only)).flat_map(|row| check_file(row, None)).collect();
    assert!(failures.is_empty(), "{} failures at the edges:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn the_edges_of_a_range_are_its_ends_and_zero() {
    let p = Param::new("n", Kind::Int { min: -5, max: 1000 }, "10", "", "");
    assert_eq!(param_edges(&p), ["n=-5", "n=1000", "n=0"]);
    let p = Param::new("n", Kind::Int { min: 0, max: 9 }, "0", "", "");
    assert_eq!(param_edges(&p), ["n=9"], "the default is not drawn again");
    let p = Param::new("f", Kind::Float { min: 0.0, max: 1.0 }, "0.5", "", "");
    assert_eq!(param_edges(&p), ["f=0.0", "f=1.0"]);
    let p = Param::new("c", Kind::Choices(&["a", "b"]), "[\"a\"]", "", "");
    assert_eq!(param_edges(&p), ["c=[\"b\"]", "c=[\"a\",\"b\"]"]);
}

/// `EDGES=004-circuit cargo test --test it regimes::edges::dump_edges -- --ignored
/// --nocapture`: every edge set's titles and captions in both editions, to read beside
/// the checkers.
#[test]
#[ignore]
fn dump_edges() {
    let only = std::env::var("EDGES").unwrap_or_default();
    for row in table::rows().iter().filter(|r| r.file.starts_with(&only)) {
        let scenario = jobsim::load(&crate::scenario_path(&row.file), &[]).expect("the scenario loads");
        let declared = coincidences(scenario.model).unwrap_or(|_| Vec::new());
        let Ok(all) = sets_of(row, scenario.model, declared, None) else { continue };
        for set in all {
            for lang in [jobsim::report::lang::Lang::Tr, jobsim::report::lang::Lang::En] {
                let Ok(Some((_, report))) = super::random::run_in(&row.file, &set, lang) else {
                    println!("=== {} {set:?} {lang:?}: refused or over budget", row.file);
                    continue;
                };
                println!("=== {} {set:?} {lang:?}", row.file);
                for f in &report.figures {
                    println!("  T {}: {}\n  C {}", f.name, f.title, f.caption);
                }
            }
        }
    }
}
