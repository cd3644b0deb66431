//! Every scenario in `scenarios/` is snapshot-tested: its lesson-style text, every
//! table as CSV and the data of every chart, one named snapshot per file in the top-level `snapshots/` folder.

use crate::root;

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

#[test]
fn every_scenario_matches_its_snapshot() {
    let files = jobsim::scenario::list(&root().join("scenarios")).unwrap();
    assert!(files.len() >= 5, "scenarios/ lost files: {files:?}");
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(root().join("snapshots"));
    settings.set_prepend_module_to_snapshot(false);
    let _guard = settings.bind_to_scope();
    for f in files {
        let s = jobsim::load(&f, &[]).unwrap();
        let r = jobsim::run(&s, &Default::default()).unwrap();
        insta::assert_snapshot!(s.stem.clone(), dump(&s, &r));
    }
}
