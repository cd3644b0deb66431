//! Every scenario in `scenarios/` is snapshot-tested: its lesson-style text, every
//! table as CSV and the data of every chart, one named snapshot per file in the top-level
//! `snapshots/` folder. Its own test binary (`harness = false`, libtest-mimic): one test
//! per scenario file, found when the binary starts, so `cargo test` runs them in parallel
//! and names the scenario that fails (`cargo test --test snapshots 004-jitter` runs some).
//! A new scenario file needs no line here.
//!
//! Each test also holds the scenario's charts to the course vocabulary: every concept a
//! chart colours is in `report::concepts::CONCEPTS` (else it would be drawn black),
//! every chart has a caption, and every chart keeps the renderer's rules
//! (`output::figure::rules`: no bars on a log axis, one duration unit, titles that fit).

use std::path::Path;

use libtest_mimic::{Arguments, Failed, Trial};

/// The human-readable dump a snapshot pins.
fn dump(s: &jobsim::Scenario, r: &jobsim::report::Report) -> String {
    let mut out = format!(
        "scenario: {}\nmodel: {}\nlesson: {}\ndescription: {}\nseed: {}\n\n--- text ---\n{}",
        s.file,
        s.model,
        s.lesson,
        s.description,
        s.seed.map(|v| v.to_string()).unwrap_or_else(|| "none".into()),
        r.text
    );
    for t in &r.tables {
        out.push_str(&format!("\n--- {}.csv ---\n{}", t.name, jobsim::output::table_csv(t)));
    }
    // What each chart is drawn from: a chart that silently loses a series or a marker
    // changes its snapshot.
    for f in &r.figures {
        out.push_str(&format!("\n--- {}.chart ---\n{}", f.name, f.dump()));
    }
    out
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// One scenario: its snapshot, then its charts' concepts and captions.
fn check(file: &Path) -> Result<(), Failed> {
    let s = jobsim::load(file, &[]).map_err(|e| e.to_string())?;
    let r = jobsim::run(&s, &Default::default()).map_err(|e| e.to_string())?;
    // insta's settings are per thread: each test binds its own.
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(root().join("snapshots"));
    settings.set_prepend_module_to_snapshot(false);
    let _guard = settings.bind_to_scope();
    insta::assert_snapshot!(s.stem.clone(), dump(&s, &r));
    for fig in &r.figures {
        let unknown: Vec<_> = fig.keys().into_iter().filter(|&k| !jobsim::report::concepts::known(k)).collect();
        if !unknown.is_empty() {
            return Err(format!("chart `{}` colours concepts not in CONCEPTS: {unknown:?}", fig.name).into());
        }
        if fig.caption.is_empty() {
            return Err(format!("chart `{}` has no caption", fig.name).into());
        }
        let broken = jobsim::output::figure::rules::check(fig);
        if !broken.is_empty() {
            return Err(broken.join("\n").into());
        }
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let files = jobsim::scenario::list(&root().join("scenarios")).expect("scenarios/ is readable");
    assert!(files.len() >= 5, "scenarios/ lost files: {files:?}");
    let trials = files
        .into_iter()
        .map(|f| {
            let name = f.file_stem().and_then(|n| n.to_str()).unwrap_or("?").to_string();
            Trial::test(name, move || check(&f))
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
