//! One edition per output (issue 56), for every scenario, against the catalogs: no word
//! only the Turkish catalogs use in an English chart or in any CSV or JSON value (the data
//! is the same in both editions, its names English), and no word only the English
//! catalogs use in a Turkish chart. One header per column, and distinct headers for
//! distinct columns, in both editions' students' tables.

use std::collections::BTreeSet;

use jobsim::report::figure::{Mark, Plot};
use jobsim::report::lang::Lang;
use jobsim::report::{Cell, Figure};

use crate::english::course_report;

/// Turkish letters, and their ASCII spelling (the lessons' programs print `calisiyor`).
fn folded(word: &str) -> String {
    word.chars()
        .map(|c| match c {
            'ç' | 'Ç' => 'c',
            'ğ' | 'Ğ' => 'g',
            'ı' | 'I' | 'İ' => 'i',
            'ö' | 'Ö' => 'o',
            'ş' | 'Ş' => 's',
            'ü' | 'Ü' => 'u',
            c => c.to_ascii_lowercase(),
        })
        .collect()
}

/// The words of a text: letters only (a code name such as `gc_pause` or `jitter.full` is
/// one token, which no catalog word is), lowercased, three letters or more.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_alphabetic() || c == '_' || c == '.'))
        .map(|w| w.trim_matches('.'))
        .filter(|w| w.chars().count() >= 3 && w.chars().all(char::is_alphabetic))
        .map(str::to_lowercase)
        .collect()
}

/// Every word of an edition's catalogs' messages (comments, ids, selectors and
/// placeables left out), as written and as its ASCII spelling.
fn catalog_words(lang: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let dir = crate::root().join("locales").join(lang);
    for f in std::fs::read_dir(dir).unwrap() {
        let text = std::fs::read_to_string(f.unwrap().path()).unwrap();
        for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
            let value = match line.split_once(" = ") {
                Some((id, v)) if !id.starts_with(' ') => v,
                _ => line,
            };
            // Placeables and variant keys are code, not words.
            let mut plain = String::new();
            let mut depth = 0;
            for c in value.chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ if depth == 0 => plain.push(c),
                    _ => {}
                }
            }
            let plain = plain.trim_start();
            let plain = plain.strip_prefix('*').unwrap_or(plain);
            let plain = if plain.starts_with('[') { plain.split_once(']').map_or("", |x| x.1) } else { plain };
            for w in words(plain) {
                out.insert(folded(&w));
                out.insert(w);
            }
        }
    }
    out
}

/// The words only one edition's catalogs use: `(Turkish only, English only)`.
fn only() -> &'static (BTreeSet<String>, BTreeSet<String>) {
    static ONLY: std::sync::OnceLock<(BTreeSet<String>, BTreeSet<String>)> = std::sync::OnceLock::new();
    ONLY.get_or_init(|| {
        let (tr, en) = (catalog_words("tr"), catalog_words("en"));
        (tr.difference(&en).cloned().collect(), en.difference(&tr).cloned().collect())
    })
}

/// Every text a chart draws: title, caption, axis titles, series, categories, lanes,
/// panel titles, labels and marks.
fn chart_texts(fig: &Figure) -> Vec<String> {
    let mut out = vec![fig.title.clone(), fig.caption.clone(), fig.x.label.clone(), fig.y.label.clone()];
    let series = |out: &mut Vec<String>, s: &[jobsim::report::figure::Series]| {
        for s in s {
            out.push(s.name.clone());
            out.extend(s.labels.iter().map(|l| l.1.clone()));
        }
    };
    match &fig.plot {
        Plot::Lines(s) => series(&mut out, s),
        Plot::Panels(panels) => {
            for p in panels {
                out.push(p.title.clone());
                series(&mut out, &p.series);
            }
        }
        Plot::Bars { categories, series } => {
            out.extend(categories.iter().cloned());
            for s in series {
                out.push(s.name.clone());
                out.extend(s.labels.iter().cloned());
            }
        }
        Plot::Timeline(lanes) => {
            for l in lanes {
                out.extend([l.name.clone(), l.group.clone()]);
                out.extend(l.spans.iter().map(|s| s.label.clone()));
                out.extend(l.events.iter().map(|e| e.label.clone()));
            }
        }
    }
    for m in &fig.marks {
        let (Mark::VLine { label, .. }
        | Mark::HLine { label, .. }
        | Mark::Band { label, .. }
        | Mark::Range { label, .. }) = m;
        out.push(label.clone());
    }
    out
}

/// The words of `text` that belong to the other edition: a word only its catalogs use, or
/// (for English) a Turkish-only letter.
fn foreign(text: &str, other_only: &BTreeSet<String>, english: bool) -> Vec<String> {
    const TURKISH: [char; 12] = ['ç', 'ğ', 'ı', 'ö', 'ş', 'ü', 'Ç', 'Ğ', 'İ', 'Ö', 'Ş', 'Ü'];
    words(text).into_iter().filter(|w| other_only.contains(w) || (english && w.contains(TURKISH))).collect()
}

fn stems() -> Vec<String> {
    let files = jobsim::scenario::list(&crate::root().join("scenarios")).unwrap();
    files.iter().map(|f| f.file_stem().unwrap().to_string_lossy().into_owned()).collect()
}

#[test]
fn the_catalog_scan_finds_a_word_of_the_other_edition() {
    let (tr, en) = only();
    assert!(tr.contains("iptal") && tr.contains("calisiyor"), "Turkish, also in ASCII");
    assert!(en.contains("without") && !en.contains("seed"), "`seed` is in both editions' words");
    assert_eq!(foreign("status iptal (user)", tr, true), ["iptal"]);
    assert_eq!(foreign("gc_pause holder_crash", tr, true), Vec::<String>::new());
    assert_eq!(foreign("durum: without", en, false), ["without"]);
}

#[test]
fn no_csv_or_json_value_and_no_chart_speaks_the_other_edition() {
    let (tr_only, en_only) = only();
    let mut found = Vec::new();
    for stem in stems() {
        // Names the scenario gives (a rule's `name = "ayin31i"`, the `job_id` default
        // `"rapor-2026-01"`) are its data, echoed as written in both editions.
        let path = crate::scenario_path(&format!("{stem}.toml"));
        let file = std::fs::read_to_string(&path).unwrap();
        let model = jobsim::models::find(jobsim::load(&path, &[]).unwrap().model).unwrap();
        let given = |text: &str| {
            let quoted = format!("\"{text}\"");
            file.contains(&quoted) || model.params().iter().any(|p| p.default.contains(&quoted))
        };
        for lang in [Lang::En, Lang::Tr] {
            let report = course_report(&stem, lang);
            // CSV and JSON (the same cells): English names in both editions.
            for t in &report.tables {
                for (row, r) in t.rows.iter().enumerate() {
                    for (c, cell) in r.iter().enumerate() {
                        let Cell::Text(text) = cell else { continue };
                        if given(text) {
                            continue;
                        }
                        for w in foreign(text, tr_only, true) {
                            found.push(format!("{stem} {lang:?} {}.csv row {row} `{}`: `{w}`", t.name, t.columns[c]));
                        }
                    }
                }
            }
            let (other, english) = if lang == Lang::En { (tr_only, true) } else { (en_only, false) };
            for fig in &report.figures {
                for text in chart_texts(fig) {
                    for w in foreign(&text, other, english) {
                        found.push(format!("{stem} {lang:?} chart `{}`: `{w}` in \"{text}\"", fig.name));
                    }
                }
            }
        }
    }
    found.dedup();
    assert!(found.is_empty(), "{} words of the other edition:\n{}", found.len(), found.join("\n"));
}

#[test]
fn one_header_per_column_and_distinct_headers_for_distinct_ranges() {
    for stem in stems() {
        for lang in [Lang::En, Lang::Tr] {
            for t in &course_report(&stem, lang).tables {
                let mut seen = BTreeSet::new();
                for c in &t.columns {
                    assert!(seen.insert(c), "{stem} {}: column `{c}` twice", t.name);
                }
                let mut seen = BTreeSet::new();
                for h in t.heads.iter().filter(|h| !h.trim().is_empty()) {
                    assert!(seen.insert(h.trim()), "{stem} {lang:?} {}: header `{h}` twice", t.name);
                }
            }
        }
    }
    // 004-frameworks' text has three ranges: each has its own header.
    for (lang, heads) in [
        (Lang::Tr, ["bekleme araligi", "vazgecme araligi", "deneme araligi"]),
        (Lang::En, ["wait range", "gives-up range", "retries range"]),
    ] {
        let text = &course_report("004-frameworks", lang).text;
        let header = text.lines().next().unwrap();
        for h in heads {
            assert_eq!(header.matches(h).count(), 1, "{lang:?}: `{h}` in {header}");
        }
    }
}

#[test]
fn a_sweep_writes_a_varied_list_parameters_column_once() {
    let w = jobsim::report::words::Words::of(Lang::En);
    let text = std::fs::read_to_string(crate::scenario_path("005-variability.toml")).unwrap();
    let base: Vec<_> =
        ["messages=300", "warmup_messages=10"].iter().map(|s| jobsim::scenario::Override::parse(s).unwrap()).collect();
    let run = |vary: &str| {
        let v = jobsim::sweep::Vary::parse(vary).unwrap();
        jobsim::sweep::run("005-variability.toml", &text, &base, &[v], &|| {}, w).unwrap()
    };
    let t = run("workers=10,12");
    assert_eq!(t.columns.iter().filter(|c| *c == "workers").count(), 1, "{:?}", t.columns);
    assert_eq!(t.rows[0][0].to_csv(), "10");
    // A whole list per combination: the row's own pool size is a column of its own.
    let t = run("workers=[10,12],[14]");
    assert_eq!(&t.columns[..2], ["workers", "workers_row"]);
    assert!(t.keys.contains(&"workers_row".to_string()), "{:?}", t.keys);
    let rows: Vec<String> = t.rows.iter().map(|r| r[1].to_csv()).collect();
    assert!(rows.contains(&"12".to_string()) && rows.contains(&"14".to_string()), "{rows:?}");
}
