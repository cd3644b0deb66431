//! Claims at random parameters (issue 36, item 5): a property test that draws parameter sets
//! across every scenario's declared ranges — the edges included: the minimum (often 1), the
//! maximum, the default, lists of one value and lists holding both ends — runs each in both
//! editions and checks every chart:
//! - **Turkish**: the model's claim checker ([`super::CHECKERS`]) re-derives each title's
//!   facts from the report's tables, and [`super::degenerate`] refuses a comparison of a
//!   number with itself;
//! - **English**: the same charts with the same names and the same tables, no Turkish word,
//!   counts grouped, a singular after a count of one ("1 record", never "1 records"), and
//!   the renderer's rules;
//! - **both**: bad input is refused with an error, never a panic.
//!
//! Draws come from proptest with a fixed seed ([`TestRunner::deterministic`]), so a run is
//! the same on every machine; a failure names the scenario, the parameters, the statement
//! and the numbers. The cost is bounded: every run gets an event budget and a few seconds of
//! wall time; a run that does not fit is skipped (a refusal is a valid answer), and each
//! scenario must complete at least one random run. Each scenario's draws run in its own
//! trial of the `snapshots` binary ([`super::scenario`]), so the scenarios run in parallel.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

use jobsim::report::Report;
use jobsim::report::lang::Lang;
use jobsim::report::words::Words;
use jobsim::scenario::{Kind, Param};
use jobsim::sim::{Budget, RunOptions, Stop};
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::TestRunner;

use super::claims::{Claims, Run};
use super::table;

/// Random parameter sets drawn per scenario in the suite (`.ci/run` keeps to 10 minutes on
/// 2 cores); the ignored `deep` test draws [`DEEP_CASES`] (run it with `cargo test --test it
/// -- --ignored deep`, about 2 minutes).
pub const CASES: usize = 5;
/// Random parameter sets per scenario in the deep run.
const DEEP_CASES: usize = 24;
/// Most engine events one (sub-)run may handle.
const EVENTS: u64 = 3_000_000;
/// Wall time after which a run is stopped and skipped.
const WALL: Duration = Duration::from_secs(4);

/// One drawn value of `p`, as a `--set` override, or `None` for a kind not drawn here
/// (instants, zones, tables, free text: their values are not a range).
fn draw(p: &Param, pick: u64, spread: u64) -> Option<String> {
    let value = match p.kind {
        Kind::Int { min, max } => int(min, max, default_int(p), pick, spread).to_string(),
        Kind::Ints { min, max } => {
            let d = default_int(p);
            let a = int(min, max, d, pick, spread);
            let b = int(min, max, d, pick / 7 + 1, spread / 3 + 1);
            let mut list = match pick % 4 {
                0 => vec![a],
                1 => vec![min, max],
                _ => vec![a, b],
            };
            list.dedup();
            format!("[{}]", list.iter().map(i64::to_string).collect::<Vec<_>>().join(","))
        }
        Kind::Float { min, max } => {
            let f = match pick % 4 {
                0 => min,
                1 => max,
                _ => min + (max - min) * ((spread % 1000) as f64 / 1000.0),
            };
            format!("{f}")
        }
        Kind::Bool => pick.is_multiple_of(2).to_string(),
        Kind::Bools => ["[true]", "[false]", "[true,false]"][(pick % 3) as usize].to_string(),
        Kind::Choice(c) => format!("\"{}\"", c[(pick % c.len() as u64) as usize]),
        Kind::Choices(c) => {
            let chosen: Vec<&str> = match pick % 3 {
                0 => vec![c[(spread % c.len() as u64) as usize]],
                1 => c.to_vec(),
                _ => c.iter().enumerate().filter(|(i, _)| spread >> i & 1 == 1).map(|(_, n)| *n).collect(),
            };
            let chosen = if chosen.is_empty() { vec![c[0]] } else { chosen };
            format!("[{}]", chosen.iter().map(|n| format!("\"{n}\"")).collect::<Vec<_>>().join(","))
        }
        Kind::Instant | Kind::Zones | Kind::Tables | Kind::Text => return None,
    };
    Some(format!("{}={value}", p.name))
}

/// The default of an integer parameter (its first value for a list), or its minimum.
fn default_int(p: &Param) -> Option<i64> {
    match p.default_value()? {
        toml::Value::Integer(i) => Some(i),
        toml::Value::Array(a) => a.first().and_then(toml::Value::as_integer),
        _ => None,
    }
}

/// An integer in `min..=max`, edges first: the minimum, the maximum, one above the
/// minimum, the default, else a value up to a few times the default (or across the range).
fn int(min: i64, max: i64, default: Option<i64>, pick: u64, spread: u64) -> i64 {
    let near = default.map_or(max, |d| d.saturating_mul(4).saturating_add(10).clamp(min, max));
    let span = |lo: i64, hi: i64| lo + (spread % ((hi - lo) as u64).saturating_add(1)) as i64;
    match pick % 6 {
        0 => min,
        1 => max,
        2 => (min + 1).min(max),
        3 => default.unwrap_or(min).clamp(min, max),
        4 => span(min, max),
        _ => span(min, near.max(min)),
    }
}

/// One scenario's draws: `cases` sets of one to three overrides each.
fn draws(runner: &mut TestRunner, params: &[Param], cases: usize) -> Vec<Vec<String>> {
    let drawable: Vec<&Param> = params.iter().filter(|p| draw(p, 0, 0).is_some()).collect();
    if drawable.is_empty() {
        return Vec::new();
    }
    let strategy = prop::collection::vec((0..drawable.len(), any::<u64>(), any::<u64>()), 1..=3);
    (0..cases)
        .map(|_| {
            let picks = strategy.new_tree(runner).expect("a draw").current();
            let mut sets: Vec<String> = Vec::new();
            for (i, pick, spread) in picks {
                let p = drawable[i];
                if sets.iter().any(|s| s.starts_with(&format!("{}=", p.name))) {
                    continue;
                }
                sets.extend(draw(p, pick, spread));
            }
            sets
        })
        .collect()
}

/// A run of `file` with `sets`, in `lang`, within the test's budget: `Ok(None)` when it was
/// refused or did not fit (both valid answers), `Err` when it panicked.
pub(super) fn run_in(
    file: &'static str,
    sets: &[String],
    lang: Lang,
) -> Result<Option<(jobsim::Scenario, Report)>, String> {
    Ok(run_editions(file, sets, &[lang])?.map(|(s, mut r)| (s, r.remove(0))))
}

/// [`run_in`] simulated once and presented in each of `langs` (the outcome does not depend
/// on the language: `editions.rs` holds that to two separate runs).
pub(super) fn run_editions(
    file: &'static str,
    sets: &[String],
    langs: &[Lang],
) -> Result<Option<(jobsim::Scenario, Vec<Report>)>, String> {
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        let overrides: Result<Vec<_>, _> = sets.iter().map(|s| jobsim::scenario::Override::parse(s)).collect();
        let Ok(overrides) = overrides else { return None };
        let scenario = jobsim::load(&crate::scenario_path(file), &overrides).ok()?;
        let stop = Stop::new();
        let timer = stop.clone();
        std::thread::spawn(move || {
            std::thread::sleep(WALL);
            timer.stop();
        });
        let options = RunOptions { budget: Budget::events(EVENTS), stop, ..Default::default() };
        let reports = jobsim::run_editions(&scenario, &options, langs).ok()?;
        Some((scenario, reports))
    }));
    outcome.map_err(|e| {
        let what = e.downcast_ref::<String>().cloned().or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()));
        format!("{file} {sets:?} ({langs:?}): panicked: {}", what.unwrap_or_default())
    })
}

/// Words that are plural in English: after a count of one they are a grammar error.
const PLURALS: &[&str] = &[
    "records",
    "messages",
    "consumers",
    "retries",
    "attempts",
    "deliveries",
    "runs",
    "failures",
    "clients",
    "writes",
    "zones",
    "months",
    "jobs",
    "workers",
    "points",
    "lifetimes",
    "starts",
    "receives",
    "chunks",
    "processes",
    "requests",
    "calls",
    "trials",
    "days",
    "hours",
    "minutes",
    "seconds",
    "times",
    "steps",
    "crashes",
    "sources",
    "policies",
    "schedules",
    "systems",
    "tasks",
    "events",
    "slots",
    "intervals",
    "copies",
    "items",
];

/// The sentence's `1 <plural>` errors ("1 records"; "0.1 records" or "11 records" are fine).
fn one_plural(line: &str) -> Option<String> {
    let words: Vec<&str> = line.split(' ').collect();
    words.windows(2).find_map(|w| {
        let count_is_one = w[0] == "1" || w[0].ends_with("(1") || w[0].ends_with("—1");
        let noun = w[1].trim_end_matches(|c: char| !c.is_alphabetic());
        (count_is_one && PLURALS.contains(&noun)).then(|| format!("{} {}", w[0], w[1]))
    })
}

/// The English edition's checks of one run, against the Turkish run of the same set.
fn english(tr: &Report, en: &Report, c: &mut Claims) {
    let names = |r: &Report| r.figures.iter().map(|f| f.name.clone()).collect::<Vec<_>>();
    c.hold(
        names(tr) == names(en),
        "",
        format!("the editions draw different charts: {:?} / {:?}", names(tr), names(en)),
    );
    for (a, b) in tr.tables.iter().zip(&en.tables) {
        c.hold((&a.columns, &a.rows) == (&b.columns, &b.rows), &a.name, "the editions' numbers differ");
    }
    for f in &en.figures {
        for line in f.dump().lines().filter(|l| crate::english::sentence(l)) {
            c.hold(!crate::english::turkish(line), line, "Turkish in the English edition");
            c.hold(!crate::english::ungrouped_count(line), line, "a count without its thousands comma");
            if let Some(bad) = one_plural(line) {
                c.hold(false, line, format!("a plural after one: «{bad}»"));
            }
        }
        for broken in jobsim::output::figure::rules::check(f, Words::of(Lang::En)) {
            c.hold(false, &f.title, broken);
        }
    }
}

/// Runs `file` with `sets` in both editions and checks every chart: the model's claim
/// checker, every claim held, the English edition and the same facts in both (the
/// failures); `None` when the set was refused or did not fit the budget (valid answers).
pub(super) fn check_set(file: &'static str, sets: &[String], checker: super::Checker) -> Option<Vec<String>> {
    let (scenario, tr, en) = match run_editions(file, sets, &[Lang::Tr, Lang::En]) {
        Err(e) => return Some(vec![e]),
        Ok(Some((scenario, mut both))) => {
            let en = both.pop().expect("the English report");
            (scenario, both.pop().expect("the Turkish report"), en)
        }
        Ok(None) => return None,
    };
    let tr = (scenario, tr);
    crate::golden::record(&tr.0, sets, Lang::Tr, &tr.1);
    crate::golden::record(&tr.0, sets, Lang::En, &en);
    let mut claims = Claims::default();
    for f in &tr.1.figures {
        super::degenerate(&f.title, &mut claims);
    }
    let run = Run { file, sets: sets.to_vec(), scenario: tr.0, report: tr.1 };
    match catch_unwind(AssertUnwindSafe(|| checker(&run, &mut claims))) {
        Ok(()) => {}
        Err(_) => claims.failures.push("the claim checker panicked (see the message above)".into()),
    }
    super::facts::claims_checked(&run.report, &mut claims);
    english(&run.report, &en, &mut claims);
    super::facts::editions(&run.report, &en, &mut claims);
    Some(claims.failures.into_iter().map(|f| format!("{file} {sets:?}: {f}")).collect())
}

/// Draws `cases` parameter sets for the scenario of `row`, runs each in both editions and
/// checks it: the failures. The draws are the same on every machine: the runner's fixed
/// seed, moved on by a number of the file's name, so each scenario draws its own sets.
pub fn check_file(row: &'static table::Row, cases: usize) -> Vec<String> {
    let mut runner = TestRunner::deterministic();
    let shift = row.file.bytes().fold(0u64, |h, b| h.wrapping_mul(31).wrapping_add(u64::from(b))) % 64;
    for _ in 0..shift {
        any::<u64>().new_tree(&mut runner).expect("a draw");
    }
    let mut failures: Vec<String> = Vec::new();
    let file: &'static str = &row.file;
    let scenario = jobsim::load(&crate::scenario_path(file), &[]).expect("the scenario loads");
    let entry = jobsim::models::find(scenario.model).expect("a registered model");
    let Some(checker) = super::checker(scenario.model) else {
        return vec![format!("{file}: no claim checker for model `{}`", scenario.model)];
    };
    let mut completed = 0;
    for drawn in draws(&mut runner, entry.params(), cases) {
        // The row's sizes first (the dev profile runs them in moments), then the draw.
        let sets: Vec<String> = row.small.iter().cloned().chain(drawn).collect();
        match check_set(file, &sets, checker) {
            Some(f) => {
                completed += 1;
                failures.extend(f);
            }
            None => continue,
        }
    }
    if completed == 0 && !entry.params().iter().all(|p| draw(p, 0, 0).is_none()) {
        failures.push(format!("{file}: no random run completed within the budget"));
    }
    failures
}

#[test]
#[ignore = "the deep draw: 24 sets per scenario, about 2 minutes on 2 cores"]
fn deep_claims_hold_at_random_parameters() {
    let failures: Vec<String> = table::rows().iter().flat_map(|row| check_file(row, DEEP_CASES)).collect();
    assert!(failures.is_empty(), "{} failures at random parameters:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn the_draws_reach_both_ends_of_a_range() {
    let p = Param::new("n", Kind::Int { min: 1, max: 1000 }, "10", "", "");
    let values: Vec<String> = (0..6).map(|pick| draw(&p, pick, 12345).unwrap()).collect();
    assert!(values.contains(&"n=1".to_string()) && values.contains(&"n=1000".to_string()), "{values:?}");
    assert_eq!(one_plural("a job of 1 records each"), Some("1 records".into()));
    assert_eq!(one_plural("11 records, 0.1 records, 1 record"), None);
}
