//! The golden test's native side (issue 52): with `JOBSIM_GOLDEN=DIR` set, the `snapshots`
//! binary writes every run its trials make — each scenario at its defaults, at its
//! `[course] regimes` sets and at the suite's random draws, in both editions — as a request
//! and the run's outputs (its text, every table as CSV, its JSON and every chart as SVG:
//! [`jobsim::output::bundle`]) to `DIR/<stem>.jsonl`. `web/golden.mjs DIR` then runs each
//! request through the WebAssembly module under Node and compares the bytes; a difference
//! names the scenario, the parameters, the edition and the first differing line.
//! `.ci/run` does both. Without the variable nothing is written or run.

use std::io::Write;

use jobsim::report::Report;
use jobsim::report::lang::Lang;
use jobsim::report::words::Words;

/// The folder to write into, when the golden test asked for one.
fn folder() -> Option<std::path::PathBuf> {
    std::env::var_os("JOBSIM_GOLDEN").filter(|v| !v.is_empty()).map(Into::into)
}

/// Whether runs are recorded (then the suite also presents in English the outcomes it
/// would present in Turkish only).
pub fn recording() -> bool {
    folder().is_some()
}

/// Records `report`, the run of `scenario` (built-in file `file`, overrides `sets` as
/// `--set` takes them) in `lang`.
pub fn record(scenario: &jobsim::Scenario, sets: &[String], lang: Lang, report: &Report) {
    let Some(dir) = folder() else { return };
    let request = serde_json::json!({ "stem": scenario.stem, "sets": sets, "lang": lang.code() });
    let bundle = jobsim::output::bundle::of(scenario, report, Words::of(lang));
    std::fs::create_dir_all(&dir).expect("the golden folder can be made");
    let path = dir.join(format!("{}.jsonl", scenario.stem));
    let mut f = std::fs::OpenOptions::new().create(true).append(true).open(&path).expect("the golden file opens");
    writeln!(f, "{request}\n{bundle}").expect("the golden file is written");
}
