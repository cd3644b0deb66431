//! Statements (issue 53): every sentence a chart says is one typed value declared with
//! `jobsim::statement!`, and every statement that claims something of the outcome has a
//! checker in `tests/it/regimes/` that re-derives it from the tables. Read from the
//! sources: the declarations in `src/`, the checkers' ids in `tests/it/regimes/`.

use std::collections::BTreeSet;
use std::path::Path;

use crate::root;

/// Every `.rs` file under `dir`, with its text, in path order.
fn sources(dir: &Path) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let rel = path.strip_prefix(root()).unwrap().to_string_lossy().into_owned();
                out.push((rel, std::fs::read_to_string(&path).unwrap()));
            }
        }
    }
    out.sort();
    out
}

/// One `statement!` declaration: its file, its id and whether a field of its own claims
/// something of the outcome.
struct Declared {
    file: String,
    id: String,
    claims: bool,
}

/// Every `statement!` declaration of `src/` (the macro's own doc example excluded).
fn declared() -> Vec<Declared> {
    let mut out = Vec::new();
    for (file, text) in sources(&root().join("src")) {
        let mut rest = text.as_str();
        while let Some(i) = rest.find("statement! {") {
            rest = &rest[i + "statement! {".len()..];
            let Some(eq) = rest.find("= \"") else { break };
            let id_start = eq + 3;
            let id_end = id_start + rest[id_start..].find('"').unwrap();
            let id = rest[id_start..id_end].to_string();
            let body_start = id_end + rest[id_end..].find('{').unwrap();
            let body_end = body_start + rest[body_start..].find('}').unwrap();
            let body = &rest[body_start + 1..body_end];
            let claims = body.split(',').any(|f| f.split_whitespace().next() == Some("claim"));
            if !text.lines().any(|l| l.trim_start().starts_with("///") && l.contains(&format!("= \"{id}\""))) {
                out.push(Declared { file: file.clone(), id, claims });
            }
            rest = &rest[body_end..];
        }
    }
    out
}

/// Every string literal that names a statement in the claim checkers.
fn checked_ids() -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for (_, text) in sources(&root().join("tests/it/regimes")) {
        for (i, part) in text.split('"').enumerate() {
            if i % 2 == 1 {
                ids.insert(part.split('$').next().unwrap_or(part).to_string());
            }
        }
    }
    ids
}

#[test]
fn the_sources_declare_statements() {
    let all = declared();
    assert!(all.len() >= 10, "found {} statement declarations", all.len());
    assert!(all.iter().any(|d| d.id == "visibility-backoff-title" && d.claims));
    assert!(all.iter().any(|d| d.id == "visibility-backoff-message-lane" && !d.claims));
}

#[test]
fn every_claim_statement_has_a_checker() {
    let checked = checked_ids();
    let missing: Vec<String> = declared()
        .into_iter()
        .filter(|d| d.claims && !checked.contains(&d.id))
        .map(|d| format!("{} ({})", d.id, d.file))
        .collect();
    assert!(
        missing.is_empty(),
        "{} claim statements have no checker in tests/it/regimes/ (hold each with facts::expect):\n{}",
        missing.len(),
        missing.join("\n")
    );
}

#[test]
fn statement_ids_are_unique() {
    let mut seen = BTreeSet::new();
    for d in declared() {
        assert!(seen.insert(d.id.clone()), "`{}` is declared twice ({})", d.id, d.file);
    }
}

/// The model folders whose sentences are not statements yet: each still builds facts and
/// argument lists by hand. The list only shrinks.
const NOT_YET: &[&str] = &[
    "crash_points",
    "frameworks",
    "jitter_wave",
    "missed_run_policies",
    "missed_runs",
    "occ_contention",
    "overlap_policies",
    "recurrence",
    "time_zones",
];

/// No model builds a fact or an argument list by hand: the statement does both.
#[test]
fn no_model_builds_a_fact_or_an_argument_list_by_hand() {
    let mut found = Vec::new();
    for (file, text) in sources(&root().join("src/models")) {
        let folder = file.trim_start_matches("src/models/").split('/').next().unwrap_or("");
        if NOT_YET.contains(&folder) {
            continue;
        }
        for (n, line) in text.lines().enumerate() {
            for hand in ["Fact::said(", "Fact::new(", "Fact::on(", "args!("] {
                let at = line
                    .match_indices(hand)
                    .any(|(i, _)| !line[..i].ends_with(|c: char| c.is_alphanumeric() || c == '_'));
                if at && !line.trim_start().starts_with("//") {
                    found.push(format!("{file}:{}: {}", n + 1, line.trim()));
                }
            }
        }
    }
    assert!(found.is_empty(), "facts or arguments built by hand:\n{}", found.join("\n"));
    for folder in NOT_YET {
        assert!(root().join("src/models").join(folder).is_dir(), "`{folder}` is no model folder: drop it from NOT_YET");
    }
}
