//! The course as a book, read from the committed `figures/`: every page in the declared
//! order, every chart on a page, every link resolving, and no off-glossary word in any
//! rendered text (chart titles and descriptions, captions, headings, tables). The lessons'
//! printed program output (`<pre>` blocks) is not scanned: it stays byte-exact.

use std::path::Path;
use std::sync::OnceLock;

use jobsim::output::book::{CHAPTERS, entries, page_of};
use jobsim::report::glossary::off_glossary;

use crate::root;

fn figures() -> &'static Path {
    Box::leak(root().join("figures").into_boxed_path())
}

fn files(ext: &str) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(figures())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(ext))
        .collect();
    names.sort();
    names
}

fn read(name: &str) -> String {
    std::fs::read_to_string(figures().join(name)).unwrap()
}

/// The text between every `open` and the next `close`.
fn between<'a>(text: &'a str, open: &str, close: &str) -> Vec<&'a str> {
    text.split(open).skip(1).filter_map(|p| p.find(close).map(|end| &p[..end])).collect()
}

/// A page's reader-visible text without its `<pre>` blocks (program output) and tags.
fn page_text(html: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    // The programs' output and code (parameter names, units, commands) are not prose.
    while let Some(at) = [rest.find("<pre>"), rest.find("<code")].into_iter().flatten().min() {
        out.push_str(&rest[..at]);
        let close = if rest[at..].starts_with("<pre>") { "</pre>" } else { "</code>" };
        rest = rest[at..].find(close).map_or("", |end| &rest[at + end..]);
    }
    out.push_str(rest);
    let mut text = String::new();
    let mut in_tag = false;
    for ch in out.chars() {
        match ch {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                text.push(' ');
            }
            _ if !in_tag => text.push(ch),
            _ => {}
        }
    }
    text.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
}

/// Every rendered text of the course with its file and lesson code.
fn rendered_texts() -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    for name in files(".svg") {
        let svg = read(&name);
        let lesson = name.split('-').next().unwrap_or("").to_string();
        let text = [between(&svg, "<title>", "</title>"), between(&svg, "<desc>", "</desc>")].concat().join("\n");
        out.push((name, lesson, text));
    }
    for name in files(".html") {
        let stem = name.trim_end_matches(".html");
        let lesson = if CHAPTERS.iter().any(|c| c.code == stem) { stem.to_string() } else { String::new() };
        out.push((name.clone(), lesson, page_text(&read(&name))));
    }
    out
}

#[test]
fn no_rendered_text_uses_an_off_glossary_word() {
    let mut problems = Vec::new();
    let texts = rendered_texts();
    assert!(texts.len() > 60, "the course has its charts and pages");
    for (name, lesson, text) in texts {
        for hit in off_glossary(&text, &lesson) {
            problems.push(format!("{name}: {hit}"));
        }
    }
    assert!(problems.is_empty(), "off-glossary words (report/glossary.rs):\n{}", problems.join("\n"));
}

#[test]
fn each_lesson_page_lists_its_scenarios_in_the_declared_order() {
    for c in CHAPTERS {
        let page = read(&page_of(c.code));
        let listed: Vec<&str> =
            between(&page, "<article class=\"", "\">").iter().filter_map(|a| a.split("id=\"").nth(1)).collect();
        let declared: Vec<String> =
            entries().iter().filter(|e| e.stem.starts_with(c.code)).map(|e| e.anchor()).collect();
        assert_eq!(
            listed,
            declared.iter().map(String::as_str).collect::<Vec<_>>(),
            "{}: scenarios out of the book's order (`[course]` tables)",
            page_of(c.code)
        );
    }
}

#[test]
fn the_pages_link_only_to_files_that_exist_and_show_every_chart_once() {
    let mut shown = Vec::new();
    for name in files(".html") {
        let page = read(&name);
        for attr in ["src=\"", "href=\""] {
            for target in between(&page, attr, "\"") {
                // Nothing leaves the book: "try it in the lab" runs in the page itself, and links
                // to the scenario's own page in the book (issue 52).
                assert!(!target.contains("127.0.0.1"), "{name} links to a server on this machine: {target}");
                let file = target.split('#').next().unwrap_or("");
                if target == "data:," {
                    continue; // the pages' empty icon: no request for /favicon.ico
                }
                assert!(!target.contains("://"), "{name} is self-contained: {target}");
                assert!(file.is_empty() || figures().join(file).exists(), "{name} links to a missing file: {target}");
            }
        }
        for src in between(&page, "<img src=\"", "\"") {
            if src.ends_with(".svg") {
                shown.push(src.to_string());
            }
        }
    }
    shown.sort();
    assert_eq!(shown, files(".svg"), "every chart is on exactly one page");
}

#[test]
fn student_pages_have_no_build_commands_and_no_english_descriptions() {
    for c in CHAPTERS {
        let page = read(&page_of(c.code));
        assert!(!page.contains("cargo "), "{}: a build command on a student page", page_of(c.code));
        for e in entries().iter().filter(|e| e.stem.starts_with(c.code)) {
            let file = root().join("scenarios").join(format!("{}.toml", e.stem));
            let description = jobsim::scenario::read(&file, &[]).unwrap().description;
            assert!(!page.contains(&description), "{}: the English description of {}", page_of(c.code), e.stem);
        }
    }
}

/// The rendered items of the course scenarios whose stem starts with `prefix`, in `lang`
/// (the shared course run's).
fn items(prefix: &str, lang: jobsim::report::lang::Lang) -> Vec<jobsim::output::IndexItem> {
    entries()
        .iter()
        .filter(|e| e.stem.starts_with(prefix))
        .map(|e| {
            let s = jobsim::models::load(&root().join("scenarios").join(format!("{}.toml", e.stem)), &[]).unwrap();
            jobsim::output::index_item(&s, crate::english::course_report(&e.stem, lang))
        })
        .collect()
}

#[test]
fn the_handouts_and_decks_are_the_same_bytes_twice_and_match_the_committed_ones() {
    let w = jobsim::report::words::Words::of(jobsim::report::lang::Lang::Tr);
    let items = items("001", jobsim::report::lang::Lang::Tr);
    let once = jobsim::output::book_pdfs(&items, w);
    let twice = jobsim::output::book_pdfs(&items, w);
    assert_eq!(once.len(), 3, "a handout, a deck and its speaker notes for lesson 001");
    for (a, b) in once.iter().zip(&twice) {
        assert!(a.bytes == b.bytes, "{} differs between two renderings", a.name);
        assert!(a.bytes.starts_with(b"%PDF-"), "{} is a PDF", a.name);
        assert!(read_bytes(&a.name) == a.bytes, "{} differs from figures/", a.name);
    }
}

/// Whether a PDF holds an annotation (a sticky note's icon is drawn over the page).
fn has_annotation(pdf: &[u8]) -> bool {
    pdf.windows(7).any(|w| w == b"/Annots")
        || pdf.windows(7).any(|w| w == b"/Annot ")
        || pdf.windows(6).any(|w| w == b"/Popup")
}

#[test]
fn no_deck_page_carries_an_annotation() {
    for folder in [figures().to_path_buf(), figures().join("en")] {
        let mut decks = 0;
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.to_string_lossy().ends_with("-slaytlar.pdf") || path.to_string_lossy().ends_with("-ders-notu.pdf") {
                decks += 1;
                assert!(!has_annotation(&std::fs::read(&path).unwrap()), "{} carries an annotation", path.display());
            }
        }
        assert_eq!(decks, 2 * CHAPTERS.len(), "a handout and a deck per lesson in {}", folder.display());
    }
    // And as rendered now, in both editions.
    for lang in jobsim::report::lang::Lang::ALL {
        {
            for f in jobsim::output::book_pdfs(&items("001", lang), jobsim::report::words::Words::of(lang)) {
                assert!(!has_annotation(&f.bytes), "{} ({lang:?}) carries an annotation", f.name);
            }
        };
    }
}

/// The rendered items of every course scenario in `lang`, from the course's shared run
/// (`english::course_report`, simulated once per test binary), made once per test binary.
pub(crate) fn course_items(lang: jobsim::report::lang::Lang) -> &'static [jobsim::output::IndexItem] {
    static ITEMS: [OnceLock<Vec<jobsim::output::IndexItem>>; 2] = [OnceLock::new(), OnceLock::new()];
    ITEMS[edition(lang)].get_or_init(|| {
        entries()
            .iter()
            .map(|e| {
                let s = jobsim::models::load(&root().join("scenarios").join(format!("{}.toml", e.stem)), &[]).unwrap();
                jobsim::output::index_item(&s, crate::english::course_report(&e.stem, lang))
            })
            .collect()
    })
}

/// The place of `lang` in `Lang::ALL`.
fn edition(lang: jobsim::report::lang::Lang) -> usize {
    jobsim::report::lang::Lang::ALL.iter().position(|l| *l == lang).unwrap()
}

/// A print file's name and its pages (SVG documents).
type Pages = (String, Vec<String>);

/// Every handout and deck page of the course in `lang` (`output::print_pages`), laid out
/// once per test binary for the tests that read them.
fn course_pages(lang: jobsim::report::lang::Lang) -> &'static [(String, Vec<String>)] {
    static PAGES: [OnceLock<Vec<Pages>>; 2] = [OnceLock::new(), OnceLock::new()];
    PAGES[edition(lang)]
        .get_or_init(|| jobsim::output::print_pages(course_items(lang), jobsim::report::words::Words::of(lang)))
}

/// A handout or deck page is one SVG document holding several charts: an id defined twice
/// would make a chart clip by another's region (000's staleness-alert lanes were cut at the
/// next chart's plot edge in the PDF, while the SVG and PNG were right).
#[test]
fn every_print_page_defines_each_id_once() {
    let lang = jobsim::report::lang::Lang::Tr;
    for (name, pages) in course_pages(lang) {
        for (n, page) in pages.iter().enumerate() {
            let mut ids: Vec<&str> = between(page, " id=\"", "\"");
            let all = ids.len();
            ids.sort_unstable();
            ids.dedup();
            assert_eq!(
                ids.len(),
                all,
                "{name} page {}: an id is defined twice: {:?}",
                n + 1,
                between(page, " id=\"", "\"")
            );
            for target in between(page, "url(#", ")") {
                assert!(ids.binary_search(&target).is_ok(), "{name} page {}: url(#{target}) has no element", n + 1);
            }
        }
    }
}

#[test]
fn no_handout_page_but_the_last_is_more_than_half_empty() {
    // Measured from the layout's own numbers: the share of a page's room its flow used.
    for lang in jobsim::report::lang::Lang::ALL {
        {
            for (name, fills) in
                jobsim::output::handout_fill(course_items(lang), jobsim::report::words::Words::of(lang))
            {
                let (_, before_last) = fills.split_last().unwrap();
                for (n, fill) in before_last.iter().enumerate() {
                    assert!(
                        *fill >= 0.5,
                        "{name} ({lang:?}) page {}: {:.0} % used; every fill: {fills:.2?}",
                        n + 1,
                        fill * 100.0
                    );
                }
            }
        };
    }
}

fn read_bytes(name: &str) -> Vec<u8> {
    std::fs::read(figures().join(name)).unwrap()
}

/// The headings of each written lesson, as its text has them, in its order: every line
/// of the lesson that stands alone as a title. The course uses all of them but the
/// lesson's own title and "Sonraki Adım" (the bridge to the next lesson, which has its
/// own page, linked at the page's end); "Özet" closes the page with the lesson's own
/// summary points (checked below); "Ölçüm" in
/// lesson 000 is its own section (the lease lock's measurement, the lease-lock
/// experiment). Lesson 005 has no text yet: its page says it prepares the lesson.
const LESSON_HEADINGS: &[(&str, &[&str])] = &[
    (
        "000",
        &[
            "Yineleme Tanımı",
            "Ay Sonu Tuzağı",
            "Saat Dilimi",
            "Sabit Hız ve Sabit Gecikme",
            "Çakışma",
            "Kira Kilidi",
            "Ölçüm",
            "Kaçırılan Koşum",
            "Özet",
        ],
    ),
    (
        "001",
        &[
            "İşin Parçalara Bölünmesi",
            "İlerleme Bildirimi ve İptal",
            "Yazma Sırası",
            "Parça Boyutu",
            "İptalin Kaynakları",
            "İşin Sonucu Nereye Gider",
            "Özet",
        ],
    ),
    ("004", &["Zehirli Mesaj", "Bekleme Süresinin Hesabı", "Sarsıntı", "Deneme Bütçesi ve Görünmezlik Süresi", "Özet"]),
];

#[test]
fn each_lesson_page_carries_every_section_heading_of_its_lesson_in_order() {
    for c in CHAPTERS {
        let page = read(&page_of(c.code));
        let shown: Vec<&str> = between(&page, "<h2>", "</h2>");
        match LESSON_HEADINGS.iter().find(|(code, _)| *code == c.code) {
            Some((_, headings)) => {
                assert!(c.written, "lesson {} has its text", c.code);
                assert_eq!(shown, *headings, "{}: the lesson's headings, in its order", page_of(c.code));
            }
            None => {
                assert!(!c.written, "lesson {} is written: list its headings here", c.code);
                let title =
                    jobsim::output::book::title(jobsim::report::words::Words::of(jobsim::report::lang::Lang::Tr), c);
                let lead = between(&page, "<p class=\"lead\">", "</p>").concat();
                assert!(
                    lead.contains(&title) && lead.contains("hazırlıyor"),
                    "{}: says it prepares the lesson",
                    page_of(c.code)
                );
            }
        }
    }
}

/// The lesson's own summary ("Özet") closes each written lesson's page, its five points in
/// the lesson's words, with the numbers the lesson states read from this run; lesson 005,
/// without text, has none.
#[test]
fn each_written_lesson_page_closes_with_the_lessons_summary_and_its_numbers() {
    let points = |code: &str| -> Vec<String> {
        let page = read(&page_of(code));
        let list = between(&page, "<ul class=\"recap\">", "</ul>").concat();
        between(&list, "<li>", "</li>").iter().map(|p| p.to_string()).collect()
    };
    for (code, n) in [("000", 5), ("001", 5), ("004", 5), ("005", 0)] {
        assert_eq!(points(code).len(), n, "{}: the lesson's summary points", page_of(code));
    }
    // The lesson's own numbers (000.md, 004.md's "Özet"), from this run.
    assert!(points("000")[4].ends_with("zirvesini 2'den 1'e indirmiştir."), "{:?}", points("000")[4]);
    let p = points("004");
    for (k, said) in [
        (1, "12 başlatmanın hepsi ölümle bitti, 2 ileti işlendi ve 3 ileti kuyrukta kaldı"),
        (1, "3 başlatma yetti, ileti 3. teslimde yalıtıldı"),
        (2, "8 denemede toplam beklemeyi 127,5 saniyeden 91,5 saniyeye indirdi"),
        (2, "5 dakikalık bütçeye 9 yerine 14 deneme"),
        (3, "200 tüketicinin 800 yeniden denemesi sarsıntısız çizelgede 4 kovaya yığıldı ve tepe 200 oldu"),
        (3, "tam sarsıntı tepeyi 69 isteğe, ilişkisiz sarsıntı 28 isteğe indirdi ve yayılımı 39 saniyeye"),
    ] {
        assert!(p[k].contains(said), "004 summary point {}: {:?} lacks {said:?}", k + 1, p[k]);
    }
}

/// Decks a presenter can click through (issue 54, item 3): every section divider is
/// followed by a chart slide, never by another divider or the summary; the speaker notes
/// are a file of their own, not pages after the last slide; and lesson 005's Erlang C
/// chart, its pool section's check against theory, has its slide.
#[test]
fn every_deck_divider_is_followed_by_a_chart_and_the_notes_are_their_own_file() {
    for lang in jobsim::report::lang::Lang::ALL {
        let w = jobsim::report::words::Words::of(lang);
        let pages = course_pages(lang);
        let divider = w.get("print-section", &jobsim::args!(n = 1u64, total = 9u64));
        let divider = divider.split('1').next().unwrap().to_string();
        // A chart is drawn into a page as a nested document (`sheet::chart`).
        let chart = |svg: &str| svg.contains("<svg x=");
        let mut decks = 0;
        for (name, slides) in pages.iter().filter(|(n, _)| n.ends_with("-slaytlar.pdf")) {
            decks += 1;
            let notes_file = name.replace("-slaytlar.pdf", "-konusmaci-notlari.pdf");
            let notes = pages.iter().find(|(n, _)| *n == notes_file);
            assert!(notes.is_some_and(|(_, p)| !p.is_empty()), "{name} ({lang:?}): no speaker notes of its own");
            let notes_head = w.text("print-notes");
            for (i, svg) in slides.iter().enumerate() {
                assert!(
                    !svg.contains(&format!(">{notes_head}<")),
                    "{name} ({lang:?}): slide {} is a notes page",
                    i + 1
                );
                if svg.contains(&format!(">{divider}")) {
                    let next = slides.get(i + 1).map(String::as_str).unwrap_or("");
                    assert!(chart(next), "{name} ({lang:?}): the divider on slide {} has no chart after it", i + 1);
                }
            }
        }
        assert_eq!(decks, CHAPTERS.len(), "a deck per lesson ({lang:?})");
        // 005's Erlang C chart is its pool experiment's core chart, which the deck shows
        // after the pool section's divider.
        let pool = jobsim::output::book::entry("005-worker-pool").expect("005-worker-pool in the book");
        assert!(pool.part.is_lesson() && pool.core == ["tail"], "005's Erlang C chart is in the deck's core set");
        let slides =
            |code: &str| pages.iter().find(|(n, _)| *n == format!("{code}-slaytlar.pdf")).map(|(_, p)| p.len());
        assert!(slides("005").is_some_and(|n| n >= 4), "005's deck");
    }
}
