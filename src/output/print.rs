//! Handouts and decks, one of each per lesson, from the same SVG→PDF path as the charts
//! (usvg with the compiled-in font, svg2pdf): `<lesson>-ders-notu.pdf`, A4 portrait, one
//! page per chart in the book's order with its caption and its scenario's students'
//! table; `<lesson>-slaytlar.pdf`, 16:9 (960×540 pt, the charts' own size), a title slide
//! then one slide per chart of the core set, its caption attached as a note (a PDF text
//! annotation: the nearest thing to speaker notes the format has). No dates, no IDs: the
//! same course gives the same bytes.

use std::collections::BTreeMap;
use std::fmt::Write;

use pdf_writer::types::{AnnotationIcon, AnnotationType};
use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, TextStr};

use super::OutputFile;
use super::book::{BOOK, CHAPTERS, Chapter, Entry, Part, in_lang};
use super::figure::{draw, parse_svg, style::FONT_FAMILY};
use super::pages::IndexItem;
use super::tables::{has_students_table, students_cells};
use crate::report::Figure;
use crate::report::glossary::word;
use crate::report::lang::pick;
use crate::report::units::capitalize;

/// One page: its size in points, its SVG, and a note (the caption on a slide).
struct Page {
    w: f64,
    h: f64,
    svg: String,
    note: Option<String>,
}

const A4: (f64, f64) = (595.0, 842.0);
const SLIDE: (f64, f64) = (960.0, 540.0);
const MARGIN: f64 = 40.0;

fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The words of `text` in lines of at most `width` characters.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = vec![String::new()];
    for word in text.split_whitespace() {
        let last = lines.last_mut().unwrap_or_else(|| unreachable!("never empty"));
        if !last.is_empty() && last.chars().count() + 1 + word.chars().count() > width {
            lines.push(word.to_string());
        } else {
            if !last.is_empty() {
                last.push(' ');
            }
            last.push_str(word);
        }
    }
    lines
}

fn text(svg: &mut String, x: f64, y: f64, size: f64, fill: &str, anchor: &str, s: &str) {
    let _ = writeln!(
        svg,
        "<text x=\"{x:.1}\" y=\"{y:.1}\" font-family=\"{FONT_FAMILY}\" font-size=\"{size}\" fill=\"{fill}\" text-anchor=\"{anchor}\">{}</text>",
        esc(s)
    );
}

/// A chart drawn into a box of the page (the chart's own SVG as a nested viewport).
fn chart(svg: &mut String, fig: &Figure, x: f64, y: f64, w: f64) {
    let drawn = draw(fig);
    let body = drawn.find('>').map_or(drawn.as_str(), |i| &drawn[i + 1..]);
    let _ = write!(
        svg,
        "<svg x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{:.2}\" viewBox=\"0 0 960 540\" color=\"#222222\">{body}",
        w * 540.0 / 960.0
    );
}

fn open(w: f64, h: f64) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\">\n<rect width=\"{w}\" height=\"{h}\" fill=\"#FFFFFF\"/>\n"
    )
}

/// A students' table laid out as text columns, shrunk to fit the width; returns the y
/// below it. Rows that do not fit above `bottom` are left to the CSV.
fn table(svg: &mut String, item: &IndexItem, mut y: f64, bottom: f64) -> f64 {
    let Some(t) = item.tables.iter().find(|t| has_students_table(t)) else { return y };
    let cells = students_cells(t);
    let chars: Vec<usize> = (0..cells.heads.len())
        .map(|i| {
            cells.rows.iter().map(|r| r[i].0.chars().count()).chain([cells.heads[i].chars().count()]).max().unwrap_or(1)
        })
        .collect();
    let total: usize = chars.iter().map(|c| c + 2).sum();
    let size = ((A4.0 - 2.0 * MARGIN) / (total as f64 * 0.55)).clamp(4.0, 9.0);
    let advance = |i: usize| (chars[i] + 2) as f64 * size * 0.55;
    let line = size * 1.45;
    let row = |svg: &mut String, y: f64, cells: &[(String, bool)], fill: &str| {
        let mut x = MARGIN;
        for (i, (s, numeric)) in cells.iter().enumerate() {
            let (at, anchor) = if *numeric { (x + advance(i) - size, "end") } else { (x, "start") };
            text(svg, at, y, size, fill, anchor, s);
            x += advance(i);
        }
    };
    let heads: Vec<(String, bool)> = cells.heads.iter().map(|h| (h.clone(), false)).collect();
    y += line;
    row(svg, y, &heads, "#555555");
    for r in &cells.rows {
        if y + line > bottom {
            text(svg, MARGIN, y + line, size, "#555555", "start", &format!("… {}", item.csv(t)));
            return y + line;
        }
        y += line;
        row(svg, y, r, "#222222");
    }
    y
}

/// One handout page: where the chart is in the lesson, the chart, its caption, the table.
fn handout_page(c: &Chapter, e: &Entry, item: &IndexItem, fig: &Figure, with_table: bool) -> Page {
    let (w, h) = A4;
    let mut svg = open(w, h);
    let part = if e.part == Part::Experiment {
        String::new()
    } else {
        format!(" · {} ({})", word("page.extension"), word(e.part.key()))
    };
    text(
        &mut svg,
        MARGIN,
        40.0,
        9.0,
        "#555555",
        "start",
        &format!("{} {} — {} · {}{part}", pick("Ders", "Lesson"), c.code, in_lang(c.title), in_lang(e.section)),
    );
    text(&mut svg, MARGIN, 60.0, 13.0, "#222222", "start", in_lang(e.name));
    chart(&mut svg, fig, MARGIN, 72.0, w - 2.0 * MARGIN);
    let mut y = 72.0 + (w - 2.0 * MARGIN) * 540.0 / 960.0 + 22.0;
    for l in wrap(&fig.caption, 108) {
        text(&mut svg, MARGIN, y, 9.5, "#222222", "start", &l);
        y += 14.0;
    }
    if with_table {
        table(&mut svg, item, y + 6.0, h - MARGIN);
    }
    text(&mut svg, w - MARGIN, h - 20.0, 8.0, "#777777", "end", &format!("{}.{}", item.stem, fig.name));
    svg.push_str("</svg>\n");
    Page { w, h, svg, note: None }
}

fn title_slide(c: &Chapter, core: usize) -> Page {
    let (w, h) = SLIDE;
    let mut svg = open(w, h);
    text(&mut svg, 80.0, 220.0, 22.0, "#555555", "start", &format!("{} {}", pick("Ders", "Lesson"), c.code));
    text(&mut svg, 80.0, 270.0, 40.0, "#222222", "start", in_lang(c.title));
    text(
        &mut svg,
        80.0,
        320.0,
        20.0,
        "#555555",
        "start",
        &format!("{} · {core} {}", capitalize(word("page.core")), pick("şekil", "figures")),
    );
    svg.push_str("</svg>\n");
    Page { w, h, svg, note: None }
}

fn slide(fig: &Figure) -> Page {
    let (w, h) = SLIDE;
    let mut svg = open(w, h);
    chart(&mut svg, fig, 0.0, 0.0, w);
    svg.push_str("</svg>\n");
    Page { w, h, svg, note: Some(fig.caption.clone()) }
}

/// The pages as one PDF: each page's SVG becomes a form XObject drawn over the page.
fn pdf(title: &str, pages: &[Page]) -> Vec<u8> {
    let mut alloc = Ref::new(1);
    let (catalog, tree, info) = (alloc.bump(), alloc.bump(), alloc.bump());
    let mut pdf = Pdf::new();
    let mut ids = Vec::new();
    for p in pages {
        let converted = svg2pdf::to_chunk(&parse_svg(&p.svg), svg2pdf::ConversionOptions::default());
        let (chunk, xobject) = converted.unwrap_or_else(|e| panic!("a page of `{title}` could not become PDF: {e}"));
        let mut map = BTreeMap::new();
        let chunk = chunk.renumber(|old| *map.entry(old).or_insert_with(|| alloc.bump()));
        let xobject = map[&xobject];
        let (page_id, content_id) = (alloc.bump(), alloc.bump());
        let note = p.note.as_ref().map(|n| (alloc.bump(), n));
        let (w, h) = (p.w as f32, p.h as f32);
        let mut page = pdf.page(page_id);
        page.media_box(Rect::new(0.0, 0.0, w, h)).parent(tree).contents(content_id);
        page.resources().x_objects().pair(Name(b"P"), xobject);
        if let Some((id, _)) = note {
            page.annotations([id]);
        }
        page.finish();
        if let Some((id, text)) = note {
            let mut a = pdf.annotation(id);
            a.subtype(AnnotationType::Text)
                .rect(Rect::new(w - 28.0, h - 28.0, w - 8.0, h - 8.0))
                .contents(TextStr(text));
            a.icon(AnnotationIcon::Note);
            a.finish();
        }
        let mut content = Content::new();
        content.transform([w, 0.0, 0.0, h, 0.0, 0.0]).x_object(Name(b"P"));
        pdf.stream(content_id, &content.finish());
        pdf.extend(&chunk);
        ids.push(page_id);
    }
    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree).kids(ids.iter().copied()).count(ids.len() as i32);
    pdf.document_info(info).title(TextStr(title)).producer(TextStr("jobsim"));
    sorted_refs(pdf.finish())
}

/// Whether a line is a dictionary entry holding a reference (`      /gs0 13 0 R`).
fn is_ref_entry(line: &[u8]) -> bool {
    let s = String::from_utf8_lossy(line);
    let t = s.trim_start();
    let mut parts = t.split(' ');
    matches!(
        (parts.next(), parts.next(), parts.next(), parts.next(), parts.next()),
        (Some(k), Some(n), Some("0"), Some("R"), None) if k.starts_with('/') && n.bytes().all(|b| b.is_ascii_digit())
    )
}

/// svg2pdf writes some resource dictionaries (the graphics states) in a hash map's order,
/// which changes from run to run. A dictionary's entries have no order in PDF: each run of
/// reference entries is sorted, which keeps every byte offset (the cross-reference table
/// stays right) and makes the bytes the same every time.
fn sorted_refs(bytes: Vec<u8>) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len());
    let mut run: Vec<&[u8]> = Vec::new();
    for line in bytes.split_inclusive(|&b| b == b'\n') {
        if line.ends_with(b"\n") && is_ref_entry(&line[..line.len() - 1]) {
            run.push(line);
            continue;
        }
        run.sort();
        run.drain(..).for_each(|l| out.extend_from_slice(l));
        out.extend_from_slice(line);
    }
    run.sort();
    run.drain(..).for_each(|l| out.extend_from_slice(l));
    out
}

/// A chapter's scenarios in book order, with their rendered items.
fn rendered<'a>(c: &Chapter, items: &'a [IndexItem]) -> Vec<(&'static Entry, &'a IndexItem)> {
    BOOK.iter()
        .filter(|e| e.stem.starts_with(c.code))
        .filter_map(|e| items.iter().find(|i| i.stem == e.stem).map(|i| (e, i)))
        .collect()
}

fn handout_name(code: &str) -> String {
    format!("{code}-ders-notu.pdf")
}
fn deck_name(code: &str) -> String {
    format!("{code}-slaytlar.pdf")
}

/// The lesson's PDFs as (file, label), for its page's links.
pub fn downloads(code: &str) -> Vec<(String, String)> {
    vec![
        (handout_name(code), pick("ders notu (A4)", "handout (A4)").into()),
        (deck_name(code), pick("slaytlar (16:9)", "slides (16:9)").into()),
    ]
}

/// The handout and the deck of every lesson with rendered scenarios.
pub fn book_pdfs(items: &[IndexItem]) -> Vec<OutputFile> {
    let mut files = Vec::new();
    for c in CHAPTERS {
        let scenarios = rendered(c, items);
        if scenarios.is_empty() {
            continue;
        }
        let mut handout = Vec::new();
        for (e, item) in &scenarios {
            for (i, fig) in item.figures.iter().enumerate() {
                handout.push(handout_page(c, e, item, fig, i == 0));
            }
        }
        let core: Vec<&Figure> = scenarios
            .iter()
            .flat_map(|(e, item)| item.figures.iter().filter(|f| e.core.contains(&f.name.as_str())))
            .collect();
        let mut deck = vec![title_slide(c, core.len())];
        deck.extend(core.iter().map(|f| slide(f)));
        let title = format!("{} {} — {}", pick("Ders", "Lesson"), c.code, in_lang(c.title));
        files.push(OutputFile::new(
            handout_name(c.code),
            pdf(&format!("{title} · {}", pick("ders notu", "handout")), &handout),
        ));
        files
            .push(OutputFile::new(deck_name(c.code), pdf(&format!("{title} · {}", pick("slaytlar", "slides")), &deck)));
    }
    files
}
