//! The regimes each scenario is run in: its defaults and parameter sets that cross the
//! boundaries its titles speak of, read from its file's `[course]` table (`small`,
//! `regimes`). Every file of `scenarios/` has at least three sets (a test holds them).

use std::sync::OnceLock;

/// One scenario's runs: `small` is applied to every run (sizes cut down so the dev
/// profile runs it in moments; empty where the defaults are small), then each set in turn;
/// the first run is `small` alone, the scenario's defaults.
pub struct Row {
    pub file: String,
    pub small: Vec<String>,
    pub sets: Vec<Vec<String>>,
}

/// Every file of `scenarios/`, in file-name order, with its `[course]` sets.
pub fn rows() -> &'static [Row] {
    static ROWS: OnceLock<Vec<Row>> = OnceLock::new();
    ROWS.get_or_init(|| {
        jobsim::scenario::list(&crate::root().join("scenarios"))
            .unwrap()
            .iter()
            .map(|path| {
                let s = jobsim::scenario::read(path, &[]).unwrap_or_else(|e| panic!("{e}"));
                Row { file: s.file, small: s.course.small, sets: s.course.regimes }
            })
            .collect()
    })
}
