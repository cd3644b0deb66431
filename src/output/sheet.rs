//! What a handout's and a deck's pages share: the page, its size, its ink, and the text,
//! rule and chart helpers that draw it as SVG (`handout.rs`, `deck.rs`; `print.rs` makes
//! the PDF of the pages).

use crate::report::words::Words;
use std::fmt::Write;

use super::figure::style::{has_glyph, text_width};
use super::figure::{draw, style::FONT_FAMILY};
use crate::report::Figure;

/// One page: its size in points, its SVG (closed), how much of its room is used (a
/// handout page's flow; 1 on a slide) and the charts drawn into it.
pub(super) struct Page {
    pub w: f64,
    pub h: f64,
    pub svg: String,
    pub fill: f64,
    pub charts: Vec<Placed>,
}

/// A chart as a page holds it: the figure, and its box's left, top and width in points
/// (its height is the chart's 9:16 of the width).
#[derive(Clone, Debug)]
pub struct Placed {
    pub figure: Figure,
    pub x: f64,
    pub y: f64,
    pub w: f64,
}

pub(super) const A4: (f64, f64) = (595.0, 842.0);
pub(super) const SLIDE: (f64, f64) = (960.0, 540.0);
pub(super) const INK: &str = "#222222";
pub(super) const MUTED: &str = "#555555";

/// Text the font draws: a character Noto Sans lacks (a caption's `✕`, drawn in the charts
/// as a marker) becomes its nearest one there.
fn printable(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            _ if c.is_whitespace() || has_glyph(c) => c,
            '✕' | '✗' | '✖' => '×',
            '●' | '◆' | '■' | '▲' => '•',
            _ => c,
        })
        .collect()
}

fn esc(s: &str) -> String {
    printable(s).replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The words of `text` in lines no wider than `room` at `size` (Noto Sans). A no-break
/// space (the English catalog's between a number and its noun) joins, never breaks.
pub(super) fn wrap(text: &str, size: f64, room: f64) -> Vec<String> {
    let mut lines = vec![String::new()];
    for word in text.split(|c: char| c.is_whitespace() && c != '\u{a0}').filter(|w| !w.is_empty()) {
        let last = lines.last_mut().unwrap_or_else(|| unreachable!("never empty"));
        if !last.is_empty() && text_width(&format!("{last} {word}"), size) > room {
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

pub(super) fn text(svg: &mut String, x: f64, y: f64, size: f64, fill: &str, anchor: &str, s: &str) {
    let _ = writeln!(
        svg,
        "<text x=\"{x:.1}\" y=\"{y:.1}\" font-family=\"{FONT_FAMILY}\" font-size=\"{size:.2}\" fill=\"{fill}\" text-anchor=\"{anchor}\">{}</text>",
        esc(s)
    );
}

pub(super) fn line(svg: &mut String, x1: f64, y1: f64, x2: f64, y2: f64, stroke: &str) {
    let _ = writeln!(
        svg,
        "<line x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" y2=\"{y2:.1}\" stroke=\"{stroke}\" stroke-width=\"0.8\"/>"
    );
}

/// A chart drawn into a box of the page (the chart's own SVG as a nested viewport).
pub(super) fn chart(svg: &mut String, fig: &Figure, x: f64, y: f64, w: f64, words: &'static Words) -> Placed {
    let drawn = draw(fig, words);
    let body = drawn.find('>').map_or(drawn.as_str(), |i| &drawn[i + 1..]);
    // Every chart of a page is one document: its ids (the clip paths `lane1`, `plot` …) are
    // made its own, or a chart would clip by another's region of the same name (000's
    // staleness-alert lanes were cut at the next chart's plot edge).
    let n = svg.matches("<svg x=").count();
    let body = body.replace(" id=\"", &format!(" id=\"c{n}-")).replace("url(#", &format!("url(#c{n}-"));
    let _ = write!(
        svg,
        "<svg x=\"{x:.2}\" y=\"{y:.2}\" width=\"{w:.2}\" height=\"{:.2}\" viewBox=\"0 0 960 540\" color=\"#222222\">{body}",
        w * 540.0 / 960.0
    );
    Placed { figure: fig.clone(), x, y, w }
}

pub(super) fn open(w: f64, h: f64) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\">\n<rect width=\"{w}\" height=\"{h}\" fill=\"#FFFFFF\"/>\n"
    )
}

pub(super) fn close(svg: &mut String) {
    svg.push_str("</svg>\n");
}
