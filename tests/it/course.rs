//! Adding a model is one folder, one registry line and one scenario file: what else a
//! model needs comes from its declarations, and these tests fail when a registered model
//! or a scenario lacks what the course shows of it (the README's lesson-map row and
//! column table, the index's lesson). Known chart concepts are checked per scenario in the
//! snapshots binary.

use jobsim::models::MODELS;

use crate::root;

/// Every scenario file with its model and lesson, in file order.
fn scenarios() -> Vec<(String, String, String)> {
    let files = jobsim::scenario::list(&root().join("scenarios")).unwrap();
    files
        .iter()
        .map(|f| {
            let s = jobsim::scenario::read(f, &[]).unwrap();
            (s.file, s.model, s.lesson)
        })
        .collect()
}

fn readme() -> String {
    std::fs::read_to_string(root().join("README.md")).unwrap()
}

#[test]
fn every_registered_model_has_a_scenario() {
    let scenarios = scenarios();
    for e in MODELS {
        assert!(
            scenarios.iter().any(|(_, model, _)| model == e.name()),
            "model `{}` is registered but no file in scenarios/ runs it",
            e.name()
        );
    }
}

#[test]
fn every_scenario_has_its_lesson_map_row_under_its_lesson() {
    let readme = readme();
    for (file, _, lesson) in scenarios() {
        let row = format!("| `{file}` |");
        let at = readme.find(&row).unwrap_or_else(|| panic!("README.md has no lesson-map row `{row} …`"));
        let heading = readme[..at].rfind("\n### ").map(|h| &readme[h + 5..]).unwrap_or("");
        let heading = &heading[..heading.find('\n').unwrap_or(heading.len())];
        let expected = match jobsim::output::lesson_of(&lesson) {
            Some((code, _)) => format!("Lesson {code} "),
            None => "Perf anchors".to_string(),
        };
        assert!(heading.starts_with(&expected), "README.md lists `{file}` under `### {heading}`, not `{expected}`");
    }
}

#[test]
fn every_registered_model_has_its_row_in_the_readme_column_table() {
    let readme = readme();
    for e in MODELS {
        let row = format!("\n| {} | `", e.name());
        assert!(readme.contains(&row), "README.md's CSV and JSON columns have no row `| {} | …`", e.name());
    }
}

#[test]
fn every_course_scenario_is_in_a_lesson_of_the_index() {
    for (file, _, lesson) in scenarios() {
        if lesson != "anchor" {
            assert!(
                jobsim::output::lesson_of(&lesson).is_some(),
                "`{file}`: lesson `{lesson}` is not in output::CHAPTERS (add its code, title and sections there)"
            );
        }
    }
}

#[test]
fn every_course_scenario_has_its_place_in_the_book() {
    for (file, _, lesson) in scenarios() {
        let stem = file.trim_end_matches(".toml");
        let entry = jobsim::output::book::entry(stem);
        if lesson == "anchor" {
            assert!(entry.is_none(), "`{file}` is a perf anchor, not a lesson page's scenario");
            continue;
        }
        let entry =
            entry.unwrap_or_else(|| panic!("`{file}` has no entry in output::book::BOOK (its page, section and part)"));
        assert!(stem.starts_with(&lesson[..3]), "`{file}` is on lesson {}'s page", &lesson[..3]);
        assert!(!entry.name.is_empty());
    }
}
