//! Headline metrics (issue 18): what `sweep --stats` summarises without `--metric`.

use std::process::Command;

use crate::root;

#[test]
fn every_declared_headline_metric_is_a_numeric_measure_of_the_first_table() {
    let mut seen = Vec::new();
    // In file-name order, so the run is the same on every file system; the tables are the
    // shared course run's.
    for path in jobsim::scenario::list(&root().join("scenarios")).unwrap() {
        let s = jobsim::load(&path, &[]).unwrap();
        let model = jobsim::models::find(s.model).unwrap();
        if seen.contains(&s.model) {
            continue;
        }
        seen.push(s.model);
        let r = crate::english::course_report(&s.stem, jobsim::report::lang::Lang::Tr);
        let t = &r.tables[0];
        for m in model.headline() {
            let i = t.columns.iter().position(|c| c == m);
            let i = i.unwrap_or_else(|| panic!("model `{}`: headline `{m}` is not a column of `{}`", s.model, t.name));
            assert!(
                jobsim::stats::number(&t.rows[0][i]).is_some(),
                "model `{}`: headline `{m}` is not numeric",
                s.model
            );
            assert!(!t.keys.contains(&m.to_string()), "model `{}`: headline `{m}` names a configuration", s.model);
        }
    }
    assert_eq!(seen.len(), jobsim::models::MODELS.len(), "a scenario per registered model");
}

#[test]
fn stats_without_a_metric_summarise_the_headline_metrics_only() {
    let args = ["sweep", "scenarios/005-overload.toml", "--set", "messages=300", "--vary", "seed=1..3", "--stats"];
    let out = Command::new(env!("CARGO_BIN_EXE_jobsim")).current_dir(root()).args(args).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    let header: Vec<&str> = text.lines().next().unwrap().split(',').collect();
    let stats = ["mean", "sd", "min", "p50", "p95", "max", "ci95_low", "ci95_high"];
    let mut want: Vec<String> = vec!["workers".into(), "service".into(), "n".into()];
    for m in ["wait_mean_ms", "wait_p95_ms", "wait_p99_ms", "utilisation", "queue_max"] {
        want.extend(stats.iter().map(|s| format!("{m}_{s}")));
    }
    assert_eq!(header, want, "{text}");
}

#[test]
fn a_model_without_a_headline_falls_back_to_its_first_measures_but_not_its_parameters() {
    use jobsim::report::{Cell, Table};
    let mut t = Table::new("sweep", &["seed", "consumers", "a", "b", "c", "d", "e", "f", "g"]);
    t.push((0..9).map(Cell::Int).collect());
    let seed = ["seed".to_string()];
    let picked = jobsim::stats::headline(&t, &seed, "seed", &[], &["consumers"]).unwrap();
    assert_eq!(picked, ["a", "b", "c", "d", "e", "f"], "at most six, parameters left out");
}
