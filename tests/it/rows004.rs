//! Issue 19, second chart review: the sentences the lesson-004 charts and tables gained
//! stay true at parameters other than the scenarios' own.

use crate::load;

fn report(name: &str, sets: &[&str]) -> jobsim::report::Report {
    jobsim::run(&load(name, sets), &Default::default()).unwrap()
}

#[test]
fn a_chacha_wave_is_titled_by_its_consumers_and_attempts_and_equal_jitter_speaks_of_its_own_buckets() {
    let r = report("004-jitter-wave-chacha.toml", &["consumers=300", "attempts=3"]);
    let wave = &r.figures[0];
    assert!(wave.title.starts_with("300 tüketici × 3 deneme: "), "{}", wave.title);
    assert!(!wave.title.contains("ChaCha"), "{}", wave.title);
    let r = report("004-jitter-wave-equal.toml", &["consumers=50"]);
    let text = &r.text;
    let line = text.lines().find(|l| l.starts_with("esit sarsinti")).expect("equal row");
    let cells: Vec<&str> = line.split_whitespace().collect();
    let (peak, busy) = (cells[3], cells[4]);
    let caption = &r.figures[0].caption;
    assert!(
        caption.contains(&format!("istekler {busy} kovaya yayılıyor, en yoğunu {peak} istek")),
        "{caption}\n{text}"
    );
}

#[test]
fn students_tables_print_one_unit_per_duration_column_and_two_spaces_between_columns() {
    let text = report("004-retry-budget.toml", &["fixed_ms=3000"]).text;
    assert!(!text.contains(" ms"), "{text}");
    let text = report("004-breaker-variants.toml", &[]).text;
    let head = text.lines().next().unwrap();
    assert!(head.contains("cagri  kesintide cagri  kesintide tekrar"), "{head}");
    assert!(!head.contains(" ms"), "{head}");
    for line in text.lines().skip(1) {
        assert!(line.trim_end().ends_with(" s"), "{line}");
    }
}

#[test]
fn frameworks_gives_up_marks_the_systems_that_never_give_up_and_only_them() {
    let r = report("004-frameworks.toml", &["rows=12"]);
    let fig = r.figures.iter().find(|f| f.name == "gives-up").unwrap();
    let jobsim::report::figure::Plot::Lines(series) = &fig.plot else { panic!("lines") };
    // In the legend: a label at a line's end floats among the other ends.
    let never: Vec<&str> = series.iter().filter_map(|s| s.name.strip_suffix(" (vazgeçmiyor)")).collect();
    assert_eq!(never, ["Temporal", "gRPC connect", "GCS"]);
}

/// Every point of `s` lies on a point of another series: the same y, x within 1.5×.
fn under_another(s: &jobsim::report::figure::Series, all: &[jobsim::report::figure::Series]) -> bool {
    s.points.iter().all(|p| {
        all.iter()
            .filter(|o| o.name != s.name)
            .any(|o| o.points.iter().any(|q| q.1 == p.1 && (q.0.max(1.0) / p.0.max(1.0)).log(1.5).abs() <= 1.0))
    })
}

#[test]
fn frameworks_gives_up_names_a_line_that_lies_under_another_in_the_legend() {
    for sets in [&[][..], &["rows=4"][..], &["budget_ms=60000"][..]] {
        let r = report("004-frameworks.toml", sets);
        let fig = r.figures.iter().find(|f| f.name == "gives-up").unwrap();
        let jobsim::report::figure::Plot::Lines(series) = &fig.plot else { panic!("lines") };
        let hidden: Vec<&str> = series.iter().filter(|s| under_another(s, series)).map(|s| s.name.as_str()).collect();
        for s in series.iter().filter(|s| hidden.contains(&s.name.as_str())) {
            assert!(
                s.name.ends_with(" (öbürlerinin altında)") || s.name.ends_with(" (vazgeçmiyor)"),
                "{sets:?}: {} lies under another line unnamed",
                s.name
            );
        }
        if sets.is_empty() {
            // BullMQ's 1 s and 3 s lie under Temporal's and gRPC connect's.
            assert!(hidden.contains(&"BullMQ (öbürlerinin altında)"), "{hidden:?}");
        }
    }
}
