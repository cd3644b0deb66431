//! The course's pages, all static and self-contained (no network, no scripts, no web
//! fonts): `index.html`, a short landing page linking the lessons with thumbnails; one
//! page per lesson (`000.html`, …) in the lesson's order and under its own section
//! headings, as [`super::book::entries`] places them; and `yeniden-uret.html`, the authors' page
//! (how each output is regenerated, the perf anchors). Student pages carry no English and
//! no build commands; their words come from the glossary.

use std::fmt::Write;

use super::host::Host;

use super::book::{self, CHAPTERS, Chapter, Entry, Part, entries, entry, page_of};
use super::recap::recap;
use super::tables::{esc, has_students_table, students_table};
use crate::report::glossary::word;
use crate::report::lang::Lang;
use crate::report::units::capitalize;
use crate::report::words::Words;
use crate::report::{Figure, Table};

/// What the pages show of one rendered scenario.
#[derive(Clone, Debug)]
pub struct IndexItem {
    /// The scenario file (`004-jitter-wave.toml`).
    pub file: String,
    pub stem: String,
    pub lesson: String,
    /// The scenario file's description (English: the authors' page only).
    pub description: String,
    pub model: String,
    /// The lesson-style text.
    pub text: String,
    /// The report's tables, in order (their CSVs are `<stem>.<name>.csv`).
    pub tables: Vec<Table>,
    /// Charts: (chart name, title, caption); the file stem is `<stem>.<name>`.
    pub charts: Vec<(String, String, String)>,
    /// The charts themselves (for the handouts and the decks).
    pub figures: Vec<Figure>,
    /// The text's sentences about its table's rows ([`crate::report::Report::notes`]).
    pub notes: Vec<String>,
}

/// The items' result tables by stem, as a lesson's summary reads its numbers.
pub(crate) fn runs(items: &[IndexItem]) -> Vec<(&str, &[Table])> {
    items.iter().map(|i| (i.stem.as_str(), i.tables.as_slice())).collect()
}

impl IndexItem {
    pub(crate) fn csv(&self, t: &Table) -> String {
        format!("{}.{}.csv", self.stem, t.name)
    }
    fn chart_file(&self, name: &str) -> String {
        format!("{}.{name}", self.stem)
    }
}

/// Where a page is read, which decides only its links: the files under `figures/` (relative
/// links to the rendered files, the style inline) or the lab (`jobsim serve`: absolute links
/// to the lab's routes, the style as its own asset since the lab's Content-Security-Policy
/// forbids inline style, and each scenario linked to its page with controls). Everything
/// else — the sections, their order, the words, the tables — is the one code path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Site {
    /// The live book's static files; `top` leads from the edition's folder to the book's,
    /// where its module is (`""`, or `"../"` for a second edition in `en/`).
    Files {
        top: &'static str,
    },
    Lab,
}

/// A lesson page's "try it here" panel for a scenario stem (the lab's controls, which
/// `lab::book::try_panel` builds), or empty.
pub type Panels<'a> = &'a dyn Fn(&str) -> String;

/// The lab path of a scenario stem: `004-jitter-wave` → `/004/jitter-wave`.
pub fn lab_path(stem: &str) -> String {
    match stem.split_once('-') {
        Some((lesson, name)) => format!("/{lesson}/{name}"),
        None => format!("/{stem}"),
    }
}

impl Site {
    /// Where its pages are read, for their `<head>` and links.
    fn host(self) -> Host {
        match self {
            Site::Files { top } => Host::Book { up: "", top },
            Site::Lab => Host::Lab,
        }
    }
    fn home(self) -> &'static str {
        match self {
            Site::Files { .. } => "index.html",
            Site::Lab => "/",
        }
    }
    fn page(self, code: &str) -> String {
        match self {
            Site::Files { .. } => page_of(code),
            Site::Lab => format!("/{code}"),
        }
    }
    /// A chart's image (`ext` is `svg` or `png`; the lab draws SVG only).
    fn chart(self, item: &IndexItem, name: &str, ext: &str) -> String {
        match self {
            Site::Files { .. } => format!("{}.{ext}", item.chart_file(name)),
            Site::Lab => format!("/svg{}/{name}", lab_path(&item.stem)),
        }
    }
    fn csv(self, item: &IndexItem, t: &Table) -> String {
        match self {
            Site::Files { .. } => item.csv(t),
            Site::Lab => format!("/csv{}", lab_path(&item.stem)),
        }
    }
}

/// The stylesheet of the pages, for the lab to serve as an asset.
pub const BOOK_CSS: &str = STYLE;

/// The stylesheet of every page: screen, phone (390 px) and print (A4).
const STYLE: &str = include_str!("book.css");

/// The authors' page.
pub const AUTHORS_PAGE: &str = "yeniden-uret.html";

fn head(title: &str, site: Site, w: &'static Words) -> String {
    let host = site.host();
    format!(
        "<!DOCTYPE html>\n<html lang=\"{}\"{}>\n<head>\n<meta charset=\"utf-8\">\n\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{}</title>\n{}</head>\n<body>\n",
        w.lang().code(),
        host.attributes(),
        esc(title),
        host.head(&["book.css", "controls.css"], w)
    )
}

/// The bar of lesson links at the top of every page; `here` is the current page's code.
fn lesson_bar(here: &str, site: Site, w: &'static Words) -> String {
    let mut h = format!(
        "<nav class=\"lessons\"><a href=\"{}\">{}</a>",
        site.home(),
        capitalize(word("page.lessons", w.lang()), w.lang())
    );
    for c in CHAPTERS {
        let class = if c.code == here { " class=\"here\"" } else { "" };
        let _ = write!(h, "<a{class} href=\"{}\">{} {}</a>", site.page(c.code), c.code, esc(&book::title(w, c)));
    }
    h.push_str("</nav>\n");
    h
}

/// The scenarios of a chapter that were rendered, in the book's order ([`entries`]).
pub(crate) fn chapter_items<'a>(c: &Chapter, items: &'a [IndexItem]) -> Vec<(&'static Entry, &'a IndexItem)> {
    entries()
        .iter()
        .filter(|e| e.stem.starts_with(c.code))
        .filter_map(|e| items.iter().find(|i| i.stem == e.stem).map(|i| (e, i)))
        .collect()
}

/// One section of a lesson with its rendered scenarios: (its number in the lesson, from 1;
/// its heading; its scenarios in book order).
pub(crate) type Section<'a> = (usize, &'static str, Vec<(&'static Entry, &'a IndexItem)>);

/// A chapter's sections that have rendered scenarios, in the lesson's order: the lesson
/// page's sections, and the handout's and the deck's.
pub(crate) fn sections<'a>(c: &Chapter, items: &'a [IndexItem]) -> Vec<Section<'a>> {
    let rendered = chapter_items(c, items);
    c.sections
        .iter()
        .enumerate()
        .map(|(n, s)| (n + 1, *s, rendered.iter().filter(|(e, _)| e.section == *s).copied().collect::<Vec<_>>()))
        .filter(|(_, _, here)| !here.is_empty())
        .collect()
}

/// The landing page: the lessons, each with a thumbnail of its first core chart and its
/// sections.
pub fn index_html(items: &[IndexItem], site: Site, w: &'static Words) -> String {
    let mut h = head(&w.text("book-index-title"), site, w);
    h.push_str(&lesson_bar("", site, w));
    let _ = writeln!(h, "<h1>{}</h1>", w.text("book-course"));
    let _ = write!(h, "<p class=\"lead\">{}</p>\n<div class=\"cards\">\n", w.text("book-index-lead"));
    for c in CHAPTERS {
        let rendered = chapter_items(c, items);
        // The thumbnail is the lesson's own experiment's first core chart (an extension's when
        // the lesson has none).
        let with_core =
            |experiment: bool| rendered.iter().find(|(e, _)| !e.core.is_empty() && (!experiment || e.part.is_lesson()));
        let Some((_, first)) = with_core(true).or_else(|| with_core(false)) else { continue };
        let thumb = site.chart(first, entry(&first.stem).map_or("", |e| &e.core[0]), "png");
        let charts: usize = rendered.iter().map(|(_, i)| i.charts.len()).sum();
        let _ = writeln!(
            h,
            "<a class=\"card\" href=\"{page}\"><img src=\"{thumb}\" alt=\"\" width=\"320\" height=\"180\">\
<span class=\"card-title\">{lesson} {code} — {title}</span><span class=\"card-meta\">{preview}{charts} {figures} · {sections}</span></a>",
            preview = if c.written { String::new() } else { format!("{} · ", w.text("book-card-preview")) },
            page = site.page(c.code),
            lesson = w.text("book-lesson"),
            figures = w.text("book-figures"),
            code = c.code,
            title = esc(&book::title(w, c)),
            sections = esc(&c.sections.iter().map(|s| book::heading(w, c, s)).collect::<Vec<_>>().join(" · ")),
        );
    }
    h.push_str("</div>\n");
    // The lessons the book skips between its first and its last, said once.
    let missing = missing_codes();
    if !missing.is_empty() {
        let codes = w.and_list(&missing);
        let _ = writeln!(
            h,
            "<p class=\"meta\">{}</p>",
            w.get("book-index-missing", &crate::args!(codes = codes, count = missing.len() as u64))
        );
    }
    match site {
        Site::Files { .. } => {
            let _ = writeln!(
                h,
                "<p class=\"meta\">{}: <a href=\"{AUTHORS_PAGE}\">{}</a>.</p>",
                w.text("book-index-authors"),
                capitalize(word("page.reproduce", w.lang()), w.lang())
            );
        }
        Site::Lab => {
            let _ = writeln!(h, "<p class=\"meta\">{}</p>", w.text("book-index-lab"));
        }
    }
    h.push_str("</body>\n</html>\n");
    h
}

/// The lesson codes between the book's first and last lesson that it has no chapter for
/// (`002`, `003`).
fn missing_codes() -> Vec<String> {
    let codes: Vec<u32> = CHAPTERS.iter().filter_map(|c| c.code.parse().ok()).collect();
    let (Some(&lo), Some(&hi)) = (codes.iter().min(), codes.iter().max()) else { return Vec::new() };
    (lo..hi).filter(|n| !codes.contains(n)).map(|n| format!("{n:03}")).collect()
}

/// The label of a part: `Dersin deneyi`, `Ek · ya olsaydı`, `Ek · gerçek sistemler`.
pub(crate) fn part_label(p: Part, w: &'static Words) -> String {
    match p {
        Part::Experiment | Part::Mechanism => capitalize(word(p.key(), w.lang()), w.lang()),
        _ => format!("{} · {}", capitalize(word("page.extension", w.lang()), w.lang()), word(p.key(), w.lang())),
    }
}

/// One scenario on its lesson page: its charts, its students' tables and its program's
/// output; a table-only place ([`Entry::only`]) its tables alone.
fn scenario_html(e: &Entry, item: &IndexItem, site: Site, panels: Panels<'_>, w: &'static Words) -> String {
    let class = if e.part.is_lesson() { "scenario" } else { "scenario ek" };
    let mut h = format!("<article class=\"{class}\" id=\"{}\">\n", esc(&e.anchor()));
    let _ =
        writeln!(h, "<h3><span class=\"part\">{}</span> {}</h3>", part_label(e.part, w), esc(&book::entry_name(w, e)));
    if e.shows_charts() {
        h.push_str(&panels(&item.stem));
        charts_html(&mut h, e, item, site, w);
    }
    let tables: Vec<&Table> = item.tables.iter().filter(|t| e.shows_table(&t.name)).collect();
    // A table-only place has no chart whose caption says what its table shows: its own
    // caption (from the catalog) opens the first table's.
    let mut caption = match e.only {
        Some(_) => w.get("book-table-caption", &crate::args!(place = format!("place-{}", e.anchor()))),
        None => String::new(),
    };
    for t in tables.iter().filter(|t| has_students_table(t)) {
        h.push_str("<figure class=\"students\">");
        h.push_str(&students_table(t, w));
        let said = if caption.is_empty() { String::new() } else { format!("{} ", esc(&caption)) };
        caption.clear();
        let _ = writeln!(
            h,
            "<figcaption>{said}{}: <a href=\"{1}\">{1}</a></figcaption></figure>",
            capitalize(word("page.data", w.lang()), w.lang()),
            esc(&site.csv(item, t))
        );
    }
    if e.shows_charts() {
        // Folded under a students' table, which shows the same numbers; open where it is
        // the only view of them.
        let open = if tables.iter().any(|t| has_students_table(t)) { "" } else { " open" };
        let _ = writeln!(
            h,
            "<details class=\"program\"{open}><summary>{}</summary><pre>{}</pre></details>",
            capitalize(word("page.program_output", w.lang()), w.lang()),
            esc(&item.text)
        );
    }
    let rest: Vec<String> = tables
        .iter()
        .filter(|t| !has_students_table(t))
        .map(|t| format!("<a href=\"{}\">{}</a>", esc(&site.csv(item, t)), esc(&item.csv(t))))
        .collect();
    if !rest.is_empty() {
        let _ = writeln!(
            h,
            "<p class=\"meta\">{}: {}</p>",
            capitalize(word("page.data", w.lang()), w.lang()),
            rest.join(", ")
        );
    }
    h.push_str("</article>\n");
    h
}

/// A scenario's charts, each with its badge (core or reference) and caption.
fn charts_html(h: &mut String, e: &Entry, item: &IndexItem, site: Site, w: &'static Words) {
    for (name, title, caption) in &item.charts {
        let (svg, png) = (esc(&site.chart(item, name, "svg")), esc(&site.chart(item, name, "png")));
        let core = e.core.contains(name);
        let (class, badge) = if core {
            ("chart core", format!("<span class=\"badge\">{}</span> ", word("page.core", w.lang())))
        } else {
            ("chart", format!("<span class=\"badge ref\">{}</span> ", word("page.reference", w.lang())))
        };
        let _ = writeln!(
            h,
            "<figure class=\"{class}\"><a href=\"{svg}\"><img src=\"{svg}\" alt=\"{t}\" width=\"960\" height=\"540\"></a>\
<figcaption>{badge}{c} <a class=\"full\" href=\"{svg}\">{full}</a>{png}</figcaption></figure>",
            full = w.text("book-full-size"),
            png = if matches!(site, Site::Files { .. }) {
                format!(" · <a href=\"{png}\">PNG</a>")
            } else {
                String::new()
            },
            t = esc(title),
            c = esc(caption),
        );
    }
}

/// The page of one lesson: its sections in its order, each starting with the lesson's
/// own experiment, then the extensions. `downloads` are the lesson's PDFs, when written.
pub fn lesson_html(
    c: &Chapter,
    items: &[IndexItem],
    downloads: &[(String, String)],
    site: Site,
    panels: Panels<'_>,
    w: &'static Words,
) -> String {
    let lesson = w.text("book-lesson");
    let mut h = head(&format!("{lesson} {} — {}", c.code, book::title(w, c)), site, w);
    h.push_str(&lesson_bar(c.code, site, w));
    let _ = writeln!(h, "<h1><span class=\"code\">{lesson} {}</span> {}</h1>", c.code, esc(&book::title(w, c)));
    // A lesson without its text yet says so: its page prepares it.
    let lead = if c.written {
        w.text("book-lesson-lead")
    } else {
        w.get("book-lesson-preview", &crate::args!(title = book::title(w, c)))
    };
    let _ = writeln!(h, "<p class=\"lead\">{lead}</p>");
    if matches!(site, Site::Files { .. }) {
        // The page runs its scenarios itself: how, and what it needs.
        let _ = writeln!(h, "<p class=\"meta\">{}</p>", w.text("book-try-start"));
    }
    if site == Site::Lab {
        let _ = writeln!(h, "<p class=\"meta\">{}</p>", w.text("book-lesson-lab"));
    }
    if !downloads.is_empty() {
        let links: Vec<String> =
            downloads.iter().map(|(f, label)| format!("<a href=\"{}\">{}</a>", esc(f), esc(label))).collect();
        let _ = writeln!(h, "<p class=\"meta downloads\">{}: {}</p>", w.text("book-to-print"), links.join(" · "));
    }
    let sections = sections(c, items);
    h.push_str("<nav class=\"toc\"><ol>");
    for (n, s, _) in &sections {
        let _ = write!(h, "<li><a href=\"#b{0}\">{0}. {1}</a></li>", n, esc(&book::heading(w, c, s)));
    }
    let points = recap(c, &runs(items), w);
    if !points.is_empty() {
        let _ = write!(h, "<li><a href=\"#ozet\">{}</a></li>", esc(&w.text("print-summary")));
    }
    h.push_str("</ol></nav>\n");
    for (n, s, here) in &sections {
        let _ = writeln!(h, "<section class=\"bolum\" id=\"b{}\">\n<h2>{}</h2>", n, esc(&book::heading(w, c, s)));
        for (e, item) in here {
            h.push_str(&scenario_html(e, item, site, panels, w));
        }
        h.push_str("</section>\n");
    }
    // The lesson's own summary, closing it as the lesson does.
    if !points.is_empty() {
        let _ = writeln!(h, "<section class=\"bolum ozet\" id=\"ozet\">\n<h2>{}</h2>", esc(&w.text("print-summary")));
        let _ = writeln!(h, "<p class=\"meta\">{}</p>\n<ul class=\"recap\">", esc(&w.text("recap-lead")));
        for p in &points {
            let _ = writeln!(h, "<li>{}</li>", esc(p));
        }
        h.push_str("</ul>\n</section>\n");
    }
    // The next lesson, at the page's end.
    if let Some(next) = CHAPTERS.iter().skip_while(|n| n.code != c.code).nth(1) {
        let link = format!(
            "<a href=\"{}\">{} {} — {}</a>",
            site.page(next.code),
            lesson,
            next.code,
            esc(&book::title(w, next))
        );
        let _ = writeln!(h, "<p class=\"meta next\">{}</p>", w.get("book-next", &crate::args!(link = link)));
    }
    h.push_str("</body>\n</html>\n");
    h
}

/// The authors' page: every scenario with its file, model, description and the command
/// that regenerates it; the perf anchors (not course material) with their charts.
pub fn authors_html(items: &[IndexItem], w: &'static Words) -> String {
    let mut h = head(&w.text("book-authors-title"), Site::Files { top: "" }, w);
    h.push_str(&lesson_bar("", Site::Files { top: "" }, w));
    let _ = writeln!(h, "<h1>{}</h1>", w.text("book-authors"));
    let column = |c: &str| w.get("book-authors-column", &crate::args!(column = c));
    let _ = writeln!(
        h,
        "<p class=\"lead\">{}</p>\n<table class=\"authors\"><thead><tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr></thead><tbody>",
        w.text("book-authors-lead"),
        column("scenario"),
        column("lesson"),
        column("model"),
        column("command"),
    );
    let mut sorted: Vec<&IndexItem> = items.iter().collect();
    sorted.sort_by(|a, b| a.file.cmp(&b.file));
    for i in &sorted {
        let _ = writeln!(
            h,
            "<tr><td><a href=\"{page}\">{stem}</a><br><span class=\"meta\">{d}</span></td><td>{l}</td><td><code>{m}</code></td>\
<td><code>cargo run --release -- render scenarios/{f}{lang}</code></td></tr>",
            lang = if w.lang() == Lang::Tr { String::new() } else { format!(" --lang {}", w.lang().code()) },
            page = entry(&i.stem).map_or(format!("#{}", esc(&i.stem)), |_| format!(
                "{}#{}",
                page_of(&i.stem[..3]),
                esc(&i.stem)
            )),
            stem = esc(&i.stem),
            d = esc(&i.description),
            l = esc(&i.lesson),
            m = esc(&i.model),
            f = esc(&i.file),
        );
    }
    let _ = writeln!(h, "</tbody></table>\n<h2>{}</h2>", w.text("book-authors-anchors"));
    for i in sorted.iter().filter(|i| entry(&i.stem).is_none()) {
        let _ = writeln!(h, "<article class=\"scenario\" id=\"{0}\">\n<h3>{0}</h3>", esc(&i.stem));
        for (name, title, caption) in &i.charts {
            let f = esc(&i.chart_file(name));
            let _ = writeln!(
                h,
                "<figure class=\"chart\"><a href=\"{f}.svg\"><img src=\"{f}.svg\" alt=\"{}\" width=\"960\" height=\"540\"></a><figcaption>{}</figcaption></figure>",
                esc(title),
                esc(caption)
            );
        }
        let _ = writeln!(h, "<pre>{}</pre>\n</article>", esc(&i.text));
    }
    h.push_str("</body>\n</html>\n");
    h
}

/// Every page, as (file name, HTML): the landing page, one per lesson with rendered
/// scenarios, the authors' page. `downloads(code)` lists a lesson's PDFs.
///
/// `editions` are the languages rendered together, the first into the output folder and
/// each other one into its `<code>/` subfolder; with more than one, every page's lesson bar
/// links the same page in the other editions.
pub fn pages(
    items: &[IndexItem],
    downloads: &dyn Fn(&str) -> Vec<(String, String)>,
    editions: &[Lang],
    panels: Panels<'_>,
    w: &'static Words,
) -> Vec<(String, String)> {
    let site = Site::Files { top: top_of(editions, w) };
    let mut out = vec![("index.html".to_string(), index_html(items, site, w))];
    for c in CHAPTERS {
        if !chapter_items(c, items).is_empty() {
            out.push((page_of(c.code), lesson_html(c, items, &downloads(c.code), site, panels, w)));
        }
    }
    out.push((AUTHORS_PAGE.to_string(), authors_html(items, w)));
    for (name, html) in &mut out {
        let links = edition_links(name, editions, w);
        if let Some(at) = html.find("</nav>").filter(|_| !links.is_empty()) {
            html.insert_str(at, &links);
        }
    }
    out
}

/// The way from `w`'s edition's folder to the book's (where its module is): `""` for the
/// first of `editions`, `"../"` for the others (in `<code>/`).
pub fn top_of(editions: &[Lang], w: &Words) -> &'static str {
    match editions.first() {
        Some(&first) if first != w.lang() && editions.contains(&w.lang()) => "../",
        _ => "",
    }
}

/// The links from page `name` of the current edition to the same page in the other
/// `editions` (empty with one edition), each named in its own language.
fn edition_links(name: &str, editions: &[Lang], w: &'static Words) -> String {
    let here = w.lang();
    let Some(primary) = editions.first().copied().filter(|_| editions.len() > 1 && editions.contains(&here)) else {
        return String::new();
    };
    let mut h = String::new();
    for &l in editions.iter().filter(|&&l| l != here) {
        let up = if here == primary { "" } else { "../" };
        let folder = if l == primary { String::new() } else { format!("{}/", l.code()) };
        let _ = write!(
            h,
            "<a class=\"edition\" href=\"{up}{folder}{name}\" hreflang=\"{0}\" lang=\"{0}\">{1}</a>",
            l.code(),
            Words::of(l).text("edition-name")
        );
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::glossary::Lang;

    /// The page text outside tags (and outside the program output, which stays Turkish).
    fn words(html: &str) -> String {
        let mut out = String::new();
        let mut in_tag = false;
        for c in html.chars() {
            match c {
                '<' => in_tag = true,
                '>' => in_tag = false,
                c if !in_tag => out.push(c),
                _ => {}
            }
        }
        out
    }

    #[test]
    fn the_landing_page_and_the_lesson_pages_have_english_words_in_english() {
        let w = crate::report::words::Words::of(crate::report::lang::Lang::Tr);
        let turkish = ['ç', 'ğ', 'ı', 'ö', 'ş', 'ü', 'Ç', 'Ğ', 'İ', 'Ö', 'Ş', 'Ü'];
        {
            let en = crate::report::words::Words::of(Lang::En);
            let mut pages = vec![index_html(&[], Site::Files { top: "" }, en), index_html(&[], Site::Lab, en)];
            pages.extend(CHAPTERS.iter().map(|c| lesson_html(c, &[], &[], Site::Lab, &|_| String::new(), en)));
            for p in pages {
                assert!(p.contains("<html lang=\"en\""));
                let text = words(&p);
                assert!(!text.contains(turkish), "Turkish on an English page: {text}");
            }
        };
        assert!(index_html(&[], Site::Files { top: "" }, w).contains("<html lang=\"tr\""));
    }
}
