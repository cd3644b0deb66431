//! Handouts and decks, one of each per lesson, from the same SVG→PDF path as the charts
//! (usvg with the compiled-in font, svg2pdf): `<lesson>-ders-notu.pdf`, A4 portrait, laid
//! out in [`super::handout`] (the lesson's sections, two charts a page with their captions
//! and tables); `<lesson>-slaytlar.pdf`, 16:9, laid out in [`super::deck`] (title, section,
//! chart, summary and appendix slides) and its speaker notes, `<lesson>-konusmaci-notlari.pdf`
//! (two slides a page beside their notes), all on the pages of [`super::sheet`]. This file makes the PDF of the pages, which has no annotation,
//! no date and no ID: the same course gives the same bytes.

use std::collections::BTreeMap;

use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, TextStr};

use super::OutputFile;
use super::book::{self, CHAPTERS, deck_name, handout_name, notes_name};
use super::figure::parse_svg;
use super::pages::{IndexItem, chapter_items};
use super::sheet::{Page, Placed};
use crate::args;
use crate::report::words::Words;

/// The pages as one PDF: each page's SVG becomes a form XObject drawn over the page.
/// A page has its contents and nothing else: no annotation (a note icon would be drawn
/// over a projected slide).
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
        let (w, h) = (p.w as f32, p.h as f32);
        let mut page = pdf.page(page_id);
        page.media_box(Rect::new(0.0, 0.0, w, h)).parent(tree).contents(content_id);
        page.resources().x_objects().pair(Name(b"P"), xobject);
        page.finish();
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

/// How full each page of every lesson's handout is, as (file, each page's share of its
/// room used), from the layout's own numbers: the tests hold every page but the last to
/// at least half.
pub fn handout_fill(items: &[IndexItem], w: &'static Words) -> Vec<(String, Vec<f64>)> {
    CHAPTERS
        .iter()
        .filter(|c| !chapter_items(c, items).is_empty())
        .map(|c| (handout_name(c.code), super::handout::handout(c, items, w).iter().map(|p| p.fill).collect()))
        .collect()
}

/// Every page of every lesson's handout and deck as the SVG document it is made into PDF
/// from, as (file, pages): the tests hold each page's ids unique.
pub fn print_pages(items: &[IndexItem], w: &'static Words) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    for c in CHAPTERS.iter().filter(|c| !chapter_items(c, items).is_empty()) {
        let svgs = |pages: Vec<super::sheet::Page>| pages.into_iter().map(|p| p.svg).collect();
        out.push((handout_name(c.code), svgs(super::handout::handout(c, items, w))));
        let deck = super::deck::deck(c, items, w);
        out.push((deck_name(c.code), svgs(deck.slides)));
        out.push((notes_name(c.code), svgs(deck.notes)));
    }
    out
}

/// Every page's charts, as (file, pages) in [`print_pages`]' order: each chart's figure and
/// its box on the page, for the test that holds the PDF's drawing of it to its PNG.
pub fn print_charts(items: &[IndexItem], w: &'static Words) -> Vec<(String, Vec<Vec<Placed>>)> {
    let charts = |pages: Vec<super::sheet::Page>| pages.into_iter().map(|p| p.charts).collect();
    let mut out = Vec::new();
    for c in CHAPTERS.iter().filter(|c| !chapter_items(c, items).is_empty()) {
        out.push((handout_name(c.code), charts(super::handout::handout(c, items, w))));
        let deck = super::deck::deck(c, items, w);
        out.push((deck_name(c.code), charts(deck.slides)));
        out.push((notes_name(c.code), charts(deck.notes)));
    }
    out
}

/// The handout and the deck of every lesson with rendered scenarios.
pub fn book_pdfs(items: &[IndexItem], w: &'static Words) -> Vec<OutputFile> {
    let words = w;
    let mut files = Vec::new();
    for c in CHAPTERS {
        if chapter_items(c, items).is_empty() {
            continue;
        }
        let title = format!("{} — {}", words.get("print-lesson", &args!(code = c.code)), book::title(words, c));
        let handout = super::handout::handout(c, items, w);
        let deck = super::deck::deck(c, items, w);
        let handout_title = format!("{title} · {}", words.text("print-handout"));
        files.push(OutputFile::new(handout_name(c.code), pdf(&handout_title, &handout)));
        let deck_title = format!("{title} · {}", words.text("print-deck"));
        files.push(OutputFile::new(deck_name(c.code), pdf(&deck_title, &deck.slides)));
        let notes_title = format!("{title} · {}", words.text("print-notes"));
        files.push(OutputFile::new(notes_name(c.code), pdf(&notes_title, &deck.notes)));
    }
    files
}
