//! Simulate once, word per edition (issue 53, item 5): `render --lang tr,en`, `check` and
//! the suite's both-editions checks simulate a scenario once and present the outcome in
//! each edition ([`jobsim::run_editions`]). This holds that to what two separate runs give,
//! for every scenario of `scenarios/` (with its `small` sizes) at its defaults and at its
//! first regime set: the outcome does not depend on the language.

use jobsim::report::lang::Lang;

use super::table;

#[test]
fn an_outcome_presented_in_both_editions_is_two_runs_each_in_its_own() {
    for row in table::rows() {
        let mut all: Vec<Vec<String>> = vec![row.small.clone()];
        all.extend(row.sets.first().map(|s| row.small.iter().chain(s).cloned().collect()));
        for sets in all {
            let overrides: Vec<_> = sets.iter().map(|s| jobsim::scenario::Override::parse(s).unwrap()).collect();
            let s = jobsim::load(&crate::scenario_path(&row.file), &overrides).expect("the scenario loads");
            let once = jobsim::run_editions(&s, &Default::default(), &[Lang::Tr, Lang::En]).expect("it runs");
            for (lang, report) in [Lang::Tr, Lang::En].into_iter().zip(&once) {
                let alone = jobsim::run(&s, &jobsim::RunOptions { lang, ..Default::default() }).expect("it runs");
                assert!(&alone == report, "{} {sets:?} ({lang:?}): one simulation worded twice differs", row.file);
            }
        }
    }
}
