//! A lesson's deck, 16:9 (960×540 pt, the charts' own size): a title slide (the lesson,
//! the course, its sections), then per section ([`sections`], as on the lesson page) a
//! section slide and the core charts of the lesson's own experiments there, a summary
//! slide (the lesson's own summary points; for a lesson without text, each section's core
//! charts' titles, which state what the charts show), and the core charts of the
//! extensions (what if, real systems) after an appendix slide. A divider is made only where
//! a chart follows it and lists only what follows it. The speaker notes are a file of their
//! own ([`Deck::notes`]): two slides a page, each slide small with its number and its note
//! (the chart's caption) beside it. Nothing is drawn over a slide: no annotation.

use super::book::{self, Chapter, Entry};
use super::pages::{IndexItem, Section, part_label, runs, sections};
use super::recap::recap;
use super::sheet::{INK, MUTED, Page, SLIDE, chart, close, line, open, text, wrap};
use crate::args;
use crate::report::Figure;
use crate::report::words::Words;

/// The left edge of a text slide's words and the room they have.
const LEFT: f64 = 80.0;
const ROOM: f64 = 800.0;

fn text_slide(draw: impl FnOnce(&mut String)) -> Page {
    let (w, h) = SLIDE;
    let mut svg = open(w, h);
    draw(&mut svg);
    close(&mut svg);
    Page { w, h, svg, fill: 1.0, charts: Vec::new() }
}

/// The lesson, its title, the course, and the sections the deck shows (by their number in
/// the lesson).
fn title_slide(c: &Chapter, sections: &[(usize, &'static str)], w: &'static Words) -> Page {
    let words = w;
    text_slide(|svg| {
        text(svg, LEFT, 130.0, 22.0, MUTED, "start", &words.get("print-lesson", &args!(code = c.code)));
        text(svg, LEFT, 180.0, 40.0, INK, "start", &book::title(words, c));
        text(svg, LEFT, 215.0, 18.0, MUTED, "start", &words.text("print-course"));
        line(svg, LEFT, 245.0, LEFT + ROOM, 245.0, "#BBBBBB");
        text(svg, LEFT, 280.0, 16.0, MUTED, "start", &words.text("print-sections"));
        let step = (200.0 / sections.len().max(1) as f64).min(30.0);
        for (i, (n, s)) in sections.iter().enumerate() {
            let y = 312.0 + i as f64 * step;
            text(svg, LEFT, y, 18.0_f64.min(step * 0.7), INK, "start", &format!("{n}. {}", book::heading(words, c, s)));
        }
    })
}

/// The scenarios of a slide from `top` down, each with its part on the right, in rows that
/// shrink to fit 220 units.
fn scenario_list(svg: &mut String, entries: &[(&Entry, &IndexItem)], top: f64, w: &'static Words) {
    let step = (220.0 / entries.len().max(1) as f64).min(30.0);
    let size = 17.0_f64.min(step * 0.7);
    for (i, (e, _)) in entries.iter().enumerate() {
        let y = top + i as f64 * step;
        text(svg, LEFT, y, size, INK, "start", &book::entry_name(w, e));
        text(svg, LEFT + ROOM, y, size * 0.8, MUTED, "end", &part_label(e.part, w));
    }
}

/// A section's slide: its number, its heading, its scenarios with their parts.
fn section_slide(
    c: &Chapter,
    n: usize,
    section: &'static str,
    here: &[(&Entry, &IndexItem)],
    w: &'static Words,
) -> Page {
    let words = w;
    let of = words.get("print-section", &args!(n = n as u64, total = c.sections.len() as u64));
    text_slide(|svg| {
        text(svg, LEFT, 170.0, 20.0, MUTED, "start", &of);
        text(svg, LEFT, 220.0, 36.0, INK, "start", &book::heading(words, c, section));
        line(svg, LEFT, 245.0, LEFT + ROOM, 245.0, "#BBBBBB");
        scenario_list(svg, here, 285.0, w);
    })
}

fn chart_slide(fig: &Figure, number: usize, words: &'static Words) -> Page {
    let (w, h) = SLIDE;
    let mut svg = open(w, h);
    let placed = chart(&mut svg, fig, 0.0, 0.0, w, words);
    // The slide's number in the corner, as the notes pages cite it.
    text(&mut svg, w - 12.0, h - 10.0, 11.0, MUTED, "end", &number.to_string());
    close(&mut svg);
    Page { w, h, svg, fill: 1.0, charts: vec![placed] }
}

/// The core charts of `here` whose scenarios are (or are not) the lesson's own experiments.
fn core<'a>(here: &[(&'static Entry, &'a IndexItem)], experiments: bool) -> Vec<&'a Figure> {
    here.iter()
        .filter(|(e, _)| e.part.is_lesson() == experiments)
        .flat_map(|(e, item)| item.figures.iter().filter(|f| e.core.contains(&f.name)))
        .collect()
}

/// Per section (numbered), the titles of its experiments' core charts (or, with none, of
/// its first chart), which state what the charts show: the deck's summary slide and the
/// handout's closing summary.
pub(super) fn summary_rows(c: &Chapter, sections: &[Section<'_>], w: &'static Words) -> Vec<(String, Vec<String>)> {
    sections
        .iter()
        .map(|(n, s, here)| {
            let mut figs: Vec<&Figure> = core(here, true);
            if figs.is_empty() {
                figs.extend(here.iter().filter(|(e, _)| e.shows_charts()).flat_map(|(_, i)| i.figures.first()).take(1));
            }
            (format!("{n}. {}", book::heading(w, c, s)), figs.iter().map(|f| f.title.clone()).collect())
        })
        .collect()
}

/// The summary slide: the lesson's own summary points ([`recap`]), or for a lesson without
/// text its sections' [`summary_rows`]; in smaller type when the lines are many.
fn summary_slide(c: &Chapter, items: &[IndexItem], sections: &[Section<'_>], w: &'static Words) -> Page {
    let words = w;
    let points = recap(c, &runs(items), w);
    // Each row: its heading (none for a point, drawn as a bullet) and its lines.
    let (lead, rows) = if points.is_empty() {
        let rows = summary_rows(c, sections, w).into_iter().map(|(s, titles)| (Some(s), titles)).collect();
        (words.text("print-summary-lead"), rows)
    } else {
        (words.text("recap-lead"), points.into_iter().map(|p| (None, vec![p])).collect::<Vec<_>>())
    };
    let head = |h: &Option<String>, size: f64| if h.is_some() { size * 1.5 } else { size * 0.25 };
    // The type that fits: each row's heading and its wrapped lines in 400 pt.
    let height = |size: f64| -> f64 {
        rows.iter()
            .map(|(h, lines)| {
                let n: usize = lines.iter().map(|t| wrap(t, size * 0.85, ROOM - 24.0).len()).sum();
                head(h, size) + n as f64 * size * 1.25 + size * 0.5
            })
            .sum()
    };
    let size = [18.0, 16.0, 14.0, 12.0, 11.0, 10.0].into_iter().find(|&s| height(s) <= 400.0).unwrap_or(10.0);
    text_slide(|svg| {
        text(svg, LEFT, 70.0, 32.0, INK, "start", &words.text("print-summary"));
        text(svg, LEFT, 98.0, 15.0, MUTED, "start", &lead);
        line(svg, LEFT, 112.0, LEFT + ROOM, 112.0, "#BBBBBB");
        let mut y = 115.0;
        for (h, lines) in &rows {
            y += head(h, size);
            if let Some(h) = h {
                text(svg, LEFT, y, size, INK, "start", h);
            }
            for (k, l) in lines.iter().flat_map(|t| wrap(t, size * 0.85, ROOM - 24.0)).enumerate() {
                y += size * 1.25;
                if h.is_none() && k == 0 {
                    text(svg, LEFT + 6.0, y, size * 0.85, INK, "start", "\u{2022}");
                }
                let ink = if h.is_none() { INK } else { MUTED };
                text(svg, LEFT + 24.0, y, size * 0.85, ink, "start", &l);
            }
            y += size * 0.5;
        }
    })
}

/// The appendix's opening slide: what follows and where each comes from.
fn appendix_slide(entries: &[(&Entry, &IndexItem)], w: &'static Words) -> Page {
    let words = w;
    text_slide(|svg| {
        text(svg, LEFT, 200.0, 36.0, INK, "start", &words.text("print-appendix"));
        text(svg, LEFT, 235.0, 18.0, MUTED, "start", &words.text("print-appendix-lead"));
        line(svg, LEFT, 255.0, LEFT + ROOM, 255.0, "#BBBBBB");
        scenario_list(svg, entries, 295.0, w);
    })
}

/// The notes pages: two slides a page, each drawn small with its number and its note.
fn notes_pages(notes: &[(usize, &Figure)], w: &'static Words) -> Vec<Page> {
    let words = w;
    let (thumb_w, thumb_h) = (384.0, 216.0);
    notes
        .chunks(2)
        .map(|pair| {
            text_slide(|svg| {
                text(svg, 40.0, 42.0, 16.0, MUTED, "start", &words.text("print-notes"));
                line(svg, 40.0, 52.0, 920.0, 52.0, "#BBBBBB");
                for (i, (number, fig)) in pair.iter().enumerate() {
                    let top = 70.0 + i as f64 * 236.0;
                    chart(svg, fig, 40.0, top, thumb_w, w);
                    let _ = std::fmt::Write::write_fmt(
                        svg,
                        format_args!(
                            "<rect x=\"40\" y=\"{top}\" width=\"{thumb_w}\" height=\"{thumb_h}\" fill=\"none\" stroke=\"#BBBBBB\" stroke-width=\"0.8\"/>\n"
                        ),
                    );
                    let slide = words.get("print-slide", &args!(n = *number as u64));
                    text(svg, 450.0, top + 14.0, 12.0, MUTED, "start", &slide);
                    let size = [15.0, 13.0, 11.0, 10.0]
                        .into_iter()
                        .find(|&s| wrap(&fig.caption, s, 470.0).len() as f64 * s * 1.35 <= thumb_h - 30.0)
                        .unwrap_or(10.0);
                    for (k, l) in wrap(&fig.caption, size, 470.0).iter().enumerate() {
                        text(svg, 450.0, top + 40.0 + k as f64 * size * 1.35, size, INK, "start", l);
                    }
                }
            })
        })
        .collect()
}

/// A slide per chart, each chart's caption noted under the slide's number.
fn charts<'a>(slides: &mut Vec<Page>, figs: Vec<&'a Figure>, notes: &mut Vec<(usize, &'a Figure)>, w: &'static Words) {
    for f in figs {
        slides.push(chart_slide(f, slides.len() + 1, w));
        notes.push((slides.len(), f));
    }
}

/// A lesson's deck: the slides to project, and the speaker notes as pages of their own
/// (`<lesson>-konusmaci-notlari.pdf`), so a presenter who clicks on past the last slide
/// does not show them to the class.
pub(super) struct Deck {
    pub slides: Vec<Page>,
    pub notes: Vec<Page>,
}

/// What a section's divider is followed by: the core charts of its lesson's own
/// experiments, or where it has none, those of its extensions (then not repeated in the
/// appendix); with the entries they come from, which the divider lists. Empty when the
/// section has no core chart at all: it then gets no divider.
struct Shown<'a> {
    n: usize,
    section: &'static str,
    entries: Vec<(&'static Entry, &'a IndexItem)>,
    figures: Vec<&'a Figure>,
    own: bool,
}

fn shown<'a>(sections: &[Section<'a>]) -> Vec<Shown<'a>> {
    let with_core = |e: &Entry, i: &IndexItem| i.figures.iter().any(|f| e.core.contains(&f.name));
    sections
        .iter()
        .map(|(n, section, here)| {
            let own = !core(here, true).is_empty();
            let entries = here.iter().copied().filter(|(e, i)| e.part.is_lesson() == own && with_core(e, i)).collect();
            Shown { n: *n, section, entries, figures: core(here, own), own }
        })
        .filter(|s| !s.figures.is_empty())
        .collect()
}

/// The deck of a lesson: a divider per section with a chart to show and its charts, the
/// summary, the appendix of the extensions not shown under their section, and the notes.
pub(super) fn deck(c: &Chapter, items: &[IndexItem], w: &'static Words) -> Deck {
    let sections = sections(c, items);
    let shown = shown(&sections);
    let listed: Vec<(usize, &'static str)> = shown.iter().map(|s| (s.n, s.section)).collect();
    let mut slides = vec![title_slide(c, &listed, w)];
    let mut notes: Vec<(usize, &Figure)> = Vec::new();
    for s in &shown {
        slides.push(section_slide(c, s.n, s.section, &s.entries, w));
        charts(&mut slides, s.figures.clone(), &mut notes, w);
    }
    slides.push(summary_slide(c, items, &sections, w));
    // The extensions of the sections whose own experiments were shown.
    let extensions: Vec<(&Entry, &IndexItem)> = sections
        .iter()
        .filter(|(n, _, _)| shown.iter().any(|s| s.n == *n && s.own))
        .flat_map(|s| s.2.iter().copied())
        .filter(|(e, _)| !e.part.is_lesson())
        .collect();
    let appendix = core(&extensions, false);
    if !appendix.is_empty() {
        let listed: Vec<(&Entry, &IndexItem)> =
            extensions.iter().copied().filter(|(e, i)| i.figures.iter().any(|f| e.core.contains(&f.name))).collect();
        slides.push(appendix_slide(&listed, w));
        charts(&mut slides, appendix, &mut notes, w);
    }
    Deck { slides, notes: notes_pages(&notes, w) }
}
