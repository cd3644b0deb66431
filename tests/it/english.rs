//! The English edition (issue 22), scenario by scenario: every scenario writes every
//! chart's title, caption, axis, series, lane and label in English (no Turkish-only
//! letter), its text (unless it is a lesson program's output, byte-exact in Turkish in both
//! editions) and its students' tables' headers and cells in English too, and measures the
//! same numbers in both languages (its CSV tables are equal).

use jobsim::report::glossary::Lang;

use crate::scenario_path;

/// Every scenario's stem, in file-name order.
fn stems() -> Vec<String> {
    let files = jobsim::scenario::list(&crate::root().join("scenarios")).unwrap();
    files.iter().filter_map(|f| Some(f.file_stem()?.to_str()?.to_string())).collect()
}

/// Letters of Turkish that English never writes.
const TURKISH: [char; 12] = ['ç', 'ğ', 'ı', 'ö', 'ş', 'ü', 'Ç', 'Ğ', 'İ', 'Ö', 'Ş', 'Ü'];

/// Turkish words of the course without a Turkish-only letter, which the letter scan alone
/// would let through.
const TURKISH_WORDS: &[&str] = &[
    "benzetim",
    "sabit",
    "ileti",
    "iletiler",
    "iptal",
    "kira",
    "bekleme",
    "kuyruk",
    "deneme",
    "hepsi",
    "birden",
    "zaman",
    "kayit",
    "kosum",
    "parca",
    "ve",
    "ile",
    "yok",
    "dk",
    "sa",
    "saniye",
    "kesinti",
    "sinir",
    "evet",
    "hayir",
    "tamam",
    "eksik",
    "sira",
    "kaynak",
    "gecikme",
    "durum",
    "olduruldu",
    "gun",
    "ay",
    "saat",
    "kez",
    "adet",
    "bir",
    "istek",
    "kova",
    "tavan",
    "tavanda",
    "duruyor",
    "sonra",
    "gibi",
    "daha",
    "hic",
    "sinirsiz",
    "vazgecti",
    "cizelge",
    "toplam",
    "sistem",
    "politika",
    "tohum",
    "tekrar",
];

/// The Turkish in one line of a chart's text: a Turkish-only letter or a Turkish word.
pub(crate) fn turkish(line: &str) -> bool {
    line.contains(TURKISH)
        || line.split(|c: char| !c.is_alphanumeric()).any(|w| TURKISH_WORDS.contains(&w.to_lowercase().as_str()))
}

/// A line of [`jobsim::report::Figure::dump`] that is a sentence a reader sees (title,
/// caption, panel title, label), not a data coordinate.
pub(crate) fn sentence(line: &str) -> bool {
    let l = line.trim_start();
    ["chart ", "caption:", "panel ", "label "].iter().any(|p| l.starts_with(p))
}

/// A whole number of four digits or more, written without a thousands comma, that is not
/// a year (`2026`) nor part of a time, a date, a decimal or a name.
pub(crate) fn ungrouped_count(line: &str) -> bool {
    let b = line.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        let joined = |c: Option<&u8>| c.is_some_and(|c| c.is_ascii_alphanumeric() || b".,:/-_".contains(c));
        let before = start.checked_sub(1).map(|j| &b[j]);
        let year = (1900..2100).contains(&line[start..i].parse::<u32>().unwrap_or(0))
            || line[..start].ends_with("through ")
                && (1900..10_000).contains(&line[start..i].parse::<u32>().unwrap_or(0));
        if i - start >= 4 && !year && !joined(before) && !joined(b.get(i)) {
            return true;
        }
    }
    false
}

#[test]
fn the_count_scan_finds_a_count_without_its_comma() {
    assert!(ungrouped_count("chart x: 3073 runs at once"));
    assert!(!ungrouped_count("chart x: 3,073 runs at once, Jan 2026, 02:30, 1.5 s, 999 runs"));
}

fn report(stem: &str, lang: Lang) -> &'static jobsim::report::Report {
    course_report(stem, lang)
}

/// Every scenario of `scenarios/` run at its defaults in `lang`, by stem: simulated once
/// per test binary for both editions (in parallel, each outcome presented in Turkish and in
/// English), then shared by the tests that read every report (students' tables, greyscale,
/// the English edition), which would otherwise each run the whole course again.
pub fn course_report(stem: &str, lang: jobsim::report::lang::Lang) -> &'static jobsim::report::Report {
    use rayon::prelude::*;
    use std::collections::BTreeMap;
    use std::sync::OnceLock;
    type Both = BTreeMap<String, [jobsim::report::Report; 2]>;
    static RUNS: OnceLock<Both> = OnceLock::new();
    let runs = RUNS.get_or_init(|| {
        let files = jobsim::scenario::list(&crate::root().join("scenarios")).unwrap();
        files
            .par_iter()
            .map(|f| {
                let s = jobsim::load(f, &[]).unwrap();
                let reports = jobsim::run_editions(&s, &Default::default(), &[Lang::Tr, Lang::En]).unwrap();
                let [tr, en]: [jobsim::report::Report; 2] = reports.try_into().expect("two editions");
                (s.stem.clone(), [tr, en])
            })
            .collect()
    });
    let both = runs.get(stem).unwrap_or_else(|| panic!("no scenario `{stem}`"));
    &both[usize::from(lang == Lang::En)]
}

#[test]
fn every_scenario_writes_english_charts_and_the_same_numbers() {
    let mut programs = 0;
    for stem in &stems() {
        let stem = stem.as_str();
        let tr = report(stem, Lang::Tr);
        let en = report(stem, Lang::En);
        // A text the same in both editions is the lesson program's output (the models that
        // print it keep it in Turkish); any other text is scanned for Turkish below.
        let lesson_output = tr.text == en.text;
        programs += usize::from(lesson_output);
        assert!(!en.figures.is_empty(), "{stem}: no chart");
        for f in &en.figures {
            let dump = f.dump();
            let turkish: Vec<&str> = dump.lines().filter(|l| turkish(l)).collect();
            assert!(turkish.is_empty(), "{stem}.{}: Turkish in the English edition:\n{}", f.name, turkish.join("\n"));
            // Counts in English sentences carry a thousands comma (`3,073`, not `3073`).
            let ungrouped: Vec<&str> = dump.lines().filter(|l| sentence(l) && ungrouped_count(l)).collect();
            assert!(
                ungrouped.is_empty(),
                "{stem}.{}: a count without its thousands comma:\n{}",
                f.name,
                ungrouped.join("\n")
            );
            // The renderer's rules hold for the English text too (two-line titles, units).
            let broken = { jobsim::output::figure::rules::check(f, jobsim::report::words::Words::of(Lang::En)) };
            assert!(broken.is_empty(), "{stem}: {}", broken.join("\n"));
        }
        for (a, b) in tr.figures.iter().zip(&en.figures) {
            assert_ne!(a.title, b.title, "{stem}.{}: the title is the same in both languages", a.name);
        }
        for (a, b) in tr.tables.iter().zip(&en.tables) {
            assert_eq!((&a.name, &a.columns, &a.rows), (&b.name, &b.columns, &b.rows), "{stem}: the numbers differ");
        }
        // A table cell prints its duration in the same unit in both editions (`180 s`,
        // never `180,000 ms` in English only).
        for (a, b) in tr.tables.iter().zip(&en.tables) {
            for (ra, rb) in a.shown.iter().zip(&b.shown) {
                for (ca, cb) in ra.iter().zip(rb) {
                    fn unit(c: &str) -> &str {
                        match c.rsplit(' ').next().unwrap_or("") {
                            "dk" | "min" => "min",
                            "sa" | "h" => "h",
                            "gün" | "d" => "d",
                            "sn" => "s",
                            u @ ("ms" | "s") => u,
                            _ => "",
                        }
                    }
                    assert_eq!(unit(ca), unit(cb), "{stem}.{}: `{ca}` is `{cb}` in English", a.name);
                }
            }
        }
        let mut lines: Vec<String> = Vec::new();
        if !lesson_output {
            lines.extend(en.text.lines().map(str::to_string));
        }
        for t in &en.tables {
            lines.extend(t.heads.iter().cloned());
            lines.extend(t.shown.iter().flatten().cloned());
        }
        let turkish: Vec<&String> = lines.iter().filter(|l| turkish(l)).collect();
        assert!(turkish.is_empty(), "{stem}: Turkish in the English text or tables:\n{turkish:?}");
    }
    // The lessons whose program output the course shows byte-exact (000.1, 000.6, 001.2,
    // 004.1-004.3, the jitter waves): a model that stopped translating its text would
    // raise the count.
    assert_eq!(programs, 10, "scenarios whose text is the same in both editions");
}

#[test]
fn a_report_outside_an_english_scope_is_turkish_as_before() {
    let a = report("001-long-job", Lang::Tr);
    let s = jobsim::load(&scenario_path("001-long-job.toml"), &[]).unwrap();
    let b = jobsim::run(&s, &Default::default()).unwrap();
    assert_eq!(*a, b);
    assert!(a.figures[0].title.contains("noktasında"));
}

#[test]
#[ignore = "prints an English chart's text for a look"]
fn show() {
    for stem in stems() {
        for f in &report(&stem, Lang::En).figures {
            println!("{}", f.dump().lines().filter(|l| !l.starts_with("    (")).collect::<Vec<_>>().join("\n"));
        }
    }
}

/// The text a reader sees on a page: styles, scripts and the programs' `<pre>` blocks
/// dropped (the lessons' outputs stay Turkish in both editions), tags removed, one line
/// per block.
fn visible(html: &str) -> String {
    let mut s = html.to_string();
    // (Code too: parameter names and the lessons' identifiers such as `KIRA_MS`.)
    for (open, close) in [("<style", "</style>"), ("<script", "</script>"), ("<pre", "</pre>"), ("<code", "</code>")] {
        while let Some(a) = s.find(open) {
            let b = s[a..].find(close).map_or(s.len(), |b| a + b + close.len());
            s.replace_range(a..b, "\n");
        }
    }
    let mut out = String::new();
    let mut in_tag = false;
    for c in s.chars() {
        match c {
            '<' => {
                in_tag = true;
                out.push('\n');
            }
            '>' => in_tag = false,
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
}

#[test]
fn the_whole_english_edition_is_english() {
    let dir = crate::root().join("scenarios");
    let stems = stems();
    // Every page of the English edition, as `render --all --lang tr,en` writes it.
    let (items, pages) = {
        let items: Vec<_> = stems
            .iter()
            .map(|stem| {
                let s = jobsim::load(&dir.join(format!("{stem}.toml")), &[]).unwrap();
                jobsim::output::index_item(&s, course_report(stem, Lang::En))
            })
            .collect();
        let pages = jobsim::output::pages(
            &items,
            &|_: &str| Vec::new(),
            &[Lang::Tr, Lang::En],
            &|stem: &str| {
                let host = jobsim::lab::page::Host::Book { up: "", top: "../" };
                jobsim::lab::book::try_panel(stem, host, jobsim::report::words::Words::of(Lang::En))
            },
            jobsim::report::words::Words::of(Lang::En),
        );
        (items, pages)
    };
    assert_eq!(items.len(), stems.len());
    for (name, html) in &pages {
        assert!(html.contains("<html lang=\"en\""), "{name}: not an English page");
        let text = visible(&html.replace(">Türkçe</a>", "></a>"));
        let turkish: Vec<&str> = text.lines().map(str::trim).filter(|l| !l.is_empty() && turkish(l)).collect();
        assert!(turkish.is_empty(), "{name}: Turkish on an English page:\n{}", turkish.join("\n"));
    }
}

/// One worker and one message read as one in English (the catalogs choose the plural): the
/// worker-pool captions and titles said "1 workers", the burst's caption did in the course.
#[test]
fn one_worker_and_one_message_are_singular_in_english() {
    let cases: [(&str, &[&str]); 4] = [
        ("005-burst.toml", &["workers=[1, 2]", "messages=1"]),
        ("005-overload.toml", &["workers=[1]"]),
        ("005-variability.toml", &["workers=[1]", "messages=2000", "warmup_messages=100"]),
        ("005-retries.toml", &["workers=[1]", "messages=2000", "warmup_messages=100"]),
    ];
    for (file, sets) in cases {
        let s = crate::load(file, sets);
        let r = jobsim::run(&s, &jobsim::RunOptions { lang: Lang::En, ..Default::default() }).unwrap();
        let mut words = vec![r.text.clone()];
        for f in &r.figures {
            words.extend([f.title.clone(), f.caption.clone()]);
        }
        assert!(words.iter().any(|w| w.contains("1 worker")), "{file} {sets:?}: no sentence names the one worker");
        for w in words {
            for wrong in ["1 workers", "1 messages", "1 worker finish "] {
                let at =
                    w.match_indices(wrong).find(|(i, _)| !w[..*i].ends_with(|c: char| c.is_ascii_digit() || c == ','));
                assert!(at.is_none(), "{file} {sets:?}: \"{wrong}\" in: {w}");
            }
        }
    }
}
