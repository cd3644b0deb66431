//! The English edition (issue 22), model by model: a scenario listed in [`TRANSLATED`]
//! writes every chart's title, caption, axis, series, lane and label in English (no
//! Turkish-only letter), keeps the lesson's program output byte-exact in Turkish, and
//! measures the same numbers in both languages (its CSV tables are equal). The list grows
//! as models are translated; the `--lang` switch comes when it holds every scenario.

use jobsim::report::glossary::Lang;
use jobsim::report::lang;

use crate::scenario_path;

/// The scenarios whose models write English; the last column says whether the
/// scenario's text is a lesson program's output (kept in Turkish in both editions).
const TRANSLATED: &[(&str, bool)] = &[
    ("001-long-job", true),
    ("001-cancel-sources", false),
    ("001-cancel-sources-big-chunk", false),
    ("001-chunk-size", false),
    ("001-unit-of-work", false),
    ("001-write-order", false),
];

/// Letters of Turkish that English never writes.
const TURKISH: [char; 12] = ['ç', 'ğ', 'ı', 'ö', 'ş', 'ü', 'Ç', 'Ğ', 'İ', 'Ö', 'Ş', 'Ü'];

fn report(stem: &str, lang: Lang) -> jobsim::report::Report {
    let s = jobsim::load(&scenario_path(&format!("{stem}.toml")), &[]).unwrap();
    lang::with(lang, || jobsim::run(&s, &Default::default()).unwrap())
}

#[test]
fn translated_scenarios_write_english_charts_and_the_same_numbers() {
    for &(stem, lesson_output) in TRANSLATED {
        let tr = report(stem, Lang::Tr);
        let en = report(stem, Lang::En);
        assert!(!en.figures.is_empty(), "{stem}: no chart");
        for f in &en.figures {
            let dump = f.dump();
            let turkish: Vec<&str> = dump.lines().filter(|l| l.contains(TURKISH)).collect();
            assert!(turkish.is_empty(), "{stem}.{}: Turkish in the English edition:\n{}", f.name, turkish.join("\n"));
        }
        for (a, b) in tr.figures.iter().zip(&en.figures) {
            assert_ne!(a.title, b.title, "{stem}.{}: the title is the same in both languages", a.name);
        }
        for (a, b) in tr.tables.iter().zip(&en.tables) {
            assert_eq!((&a.name, &a.columns, &a.rows), (&b.name, &b.columns, &b.rows), "{stem}: the numbers differ");
        }
        if lesson_output {
            assert_eq!(tr.text, en.text, "{stem}: the lesson program's output is not the same in both editions");
        }
    }
}

#[test]
fn a_report_outside_an_english_scope_is_turkish_as_before() {
    let a = report("001-long-job", Lang::Tr);
    let s = jobsim::load(&scenario_path("001-long-job.toml"), &[]).unwrap();
    let b = jobsim::run(&s, &Default::default()).unwrap();
    assert_eq!(a, b);
    assert!(a.figures[0].title.contains("noktasında"));
}

#[test]
#[ignore = "prints an English chart's text for a look"]
fn show() {
    for &(stem, _) in TRANSLATED {
        for f in report(stem, Lang::En).figures {
            println!("{}", f.dump().lines().filter(|l| !l.starts_with("    (")).collect::<Vec<_>>().join("\n"));
        }
    }
}
