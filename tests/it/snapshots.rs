//! Every scenario in `scenarios/` is snapshot-tested: its lesson-style text, every
//! table as CSV and the data of every chart, one named snapshot per file in the top-level
//! `snapshots/` folder. Its own test binary (`harness = false`, libtest-mimic): one test
//! per scenario file, found when the binary starts, so `cargo test` runs them in parallel
//! and names the scenario that fails (`cargo test --test snapshots 004-jitter` runs some).
//! A new scenario file needs no line here.
//!
//! Each test also holds the scenario's charts to the course vocabulary: every concept a
//! chart colours is in the glossary's charted terms (`report::concepts::charted`) (else it would be drawn black),
//! every chart has a caption, every chart keeps the renderer's rules
//! (`output::figure::rules`: no bars on a log axis, one duration unit, titles that fit);
//! and its tables to the rows of its model in docs/columns.md.
//!
//! And each trial checks the scenario's claims (issue 36): every fact its charts state,
//! re-derived from the tables, at its defaults, at its regime sets and at random parameters
//! in both editions (`regimes::scenario`): one parallel pass per scenario.

use jobsim::report::lang::Lang;
use jobsim::report::words::Words;
use std::path::Path;
use std::sync::OnceLock;

use libtest_mimic::{Arguments, Failed, Trial};

// The claim checkers and the English checks, shared with the `it` binary (whose own tests
// in them do not run here).
#[allow(dead_code, unused_imports)]
#[path = "english.rs"]
mod english;
#[allow(dead_code, unused_imports)]
#[path = "regimes/mod.rs"]
mod regimes;
// The golden test's native side: every run recorded when `JOBSIM_GOLDEN` is set.
#[path = "golden.rs"]
mod golden;

/// A scenario file of the repository.
pub fn scenario_path(name: &str) -> std::path::PathBuf {
    root().join("scenarios").join(name)
}

/// Loads a repository scenario with `--set`-style overrides.
#[allow(dead_code)]
pub fn load(name: &str, sets: &[&str]) -> jobsim::Scenario {
    let overrides: Vec<_> = sets.iter().map(|s| jobsim::scenario::Override::parse(s).unwrap()).collect();
    jobsim::load(&scenario_path(name), &overrides).unwrap()
}

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

pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// One scenario: its snapshot, then its charts' concepts and captions.
fn check(file: &Path) -> Result<(), Failed> {
    let w = Words::of(Lang::Tr);
    let s = jobsim::load(file, &[]).map_err(|e| e.to_string())?;
    // The golden test records the English edition too: the same outcome, presented again.
    let langs: &[Lang] = if golden::recording() { &[Lang::Tr, Lang::En] } else { &[Lang::Tr] };
    let mut reports = jobsim::run_editions(&s, &Default::default(), langs).map_err(|e| e.to_string())?;
    let r = reports.remove(0);
    golden::record(&s, &[], Lang::Tr, &r);
    if let Some(en) = reports.first() {
        golden::record(&s, &[], Lang::En, en);
    }
    // insta's settings are per thread: each test binds its own.
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(root().join("snapshots"));
    settings.set_prepend_module_to_snapshot(false);
    let _guard = settings.bind_to_scope();
    insta::assert_snapshot!(s.stem.clone(), dump(&s, &r));
    for fig in &r.figures {
        let unknown: Vec<_> = fig.keys().into_iter().filter(|&k| !jobsim::report::concepts::known(k)).collect();
        if !unknown.is_empty() {
            return Err(
                format!("chart `{}` colours concepts not among the charted terms: {unknown:?}", fig.name).into()
            );
        }
        if fig.caption.is_empty() {
            return Err(format!("chart `{}` has no caption", fig.name).into());
        }
        let broken = jobsim::output::figure::rules::check(fig, w);
        if !broken.is_empty() {
            return Err(broken.join("\n").into());
        }
    }
    check_columns(&s, &r)
}

/// Every `code` span of `text`.
fn code_spans(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

/// `wait_{mean,p50}_ms` → `wait_mean_ms`, `wait_p50_ms`.
fn expand_braces(name: &str) -> Vec<String> {
    match (name.find('{'), name.find('}')) {
        (Some(a), Some(b)) if a < b => name[a + 1..b]
            .split(',')
            .flat_map(|mid| expand_braces(&format!("{}{mid}{}", &name[..a], &name[b + 1..])))
            .collect(),
        _ => vec![name.to_string()],
    }
}

/// What docs/columns.md's rows say of `model` (a model may have more
/// than one row, e.g. `(also)`): the tables they name, whether they name only the first
/// (`(first)`), and every column name they show (a `_suffix` span applies to each name).
fn readme_columns(model: &str) -> Option<(Vec<String>, bool, Vec<String>)> {
    static README: OnceLock<String> = OnceLock::new();
    let readme = README.get_or_init(|| std::fs::read_to_string(root().join("docs/columns.md")).unwrap_or_default());
    let rows: Vec<&str> = readme.lines().filter(|l| l.starts_with(&format!("| {model} | "))).collect();
    if rows.is_empty() {
        return None;
    }
    let (mut tables, mut first_only, mut names) = (Vec::new(), false, Vec::new());
    for row in rows {
        let cells: Vec<&str> = row.splitn(4, " | ").collect();
        let table_cell = cells.get(1).copied().unwrap_or("");
        first_only |= table_cell.contains("(first)");
        tables.extend(code_spans(table_cell).into_iter().map(String::from));
        // Columns may be named in the table cell too (`theory`: `p_wait_erlang_c`, …).
        names.extend(cells.iter().skip(1).flat_map(|c| code_spans(c)).flat_map(expand_braces));
    }
    let (suffixes, bases): (Vec<String>, Vec<String>) = names.into_iter().partition(|n| n.starts_with('_'));
    let mut columns = bases.clone();
    columns.extend(bases.iter().flat_map(|b| suffixes.iter().map(move |s| format!("{b}{s}"))));
    Some((tables, first_only, columns))
}

/// The scenario's tables against its model's rows in docs/columns.md: the first table is named, every
/// table not named is allowed only by `(first)`, and every column of a named table is shown.
fn check_columns(s: &jobsim::Scenario, r: &jobsim::report::Report) -> Result<(), Failed> {
    let Some((tables, first_only, columns)) = readme_columns(s.model) else {
        return Err(format!("docs/columns.md has no row for model `{}`", s.model).into());
    };
    for (i, t) in r.tables.iter().enumerate() {
        if !tables.contains(&t.name) {
            if i == 0 || !first_only {
                return Err(format!("docs/columns.md's row `{}` does not name table `{}`", s.model, t.name).into());
            }
            continue;
        }
        let missing: Vec<&String> = t.columns.iter().filter(|c| !columns.contains(c)).collect();
        if !missing.is_empty() {
            return Err(format!(
                "docs/columns.md's row `{}` does not show table `{}`'s columns {missing:?}",
                s.model, t.name
            )
            .into());
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
            Trial::test(name, move || {
                check(&f)?;
                let file = f.file_name().and_then(|n| n.to_str()).unwrap_or("?");
                let failures = regimes::scenario(file);
                if failures.is_empty() {
                    return Ok(());
                }
                Err(format!("{} false claims:\n{}", failures.len(), failures.join("\n")).into())
            })
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
