//! A lesson's handout, A4 portrait, laid out as a flow: the lesson's title, then its
//! sections in the lesson's order ([`sections`], as on the lesson page), each under its
//! numbered heading; in a section each scenario under its name and part, its charts with
//! their captions, the first chart followed by the scenario's students' table; last a
//! summary: the lesson's own summary points ([`recap`]), then per section what its lesson
//! figures show (their titles).
//!
//! A block goes on the page when it fits, else on the next page. A heading never ends a
//! page: it goes with the block under it. A table that does not fit goes on row by row and
//! continues on the next page under its header row again. A chart block is less than half
//! a page, and when a chart with its headings does not fit on a page that is not yet half
//! full, the chart is drawn smaller to fit (down to [`SHRINK`]; to [`SHRINK_TO_PAIR`] on a
//! fuller page, so that it shares the page); so a page is closed only once it is at least
//! half full ([`Page::fill`]), and two charts fit on a page. A table too wide for
//! [`TABLE_MIN_PX`] type is split into column groups, each led by its key columns.

use super::book::{self, Chapter, Entry};
use super::deck::summary_rows;
use super::figure::style::text_width;
use super::pages::{IndexItem, Section, part_label, runs, sections};
use super::recap::recap;
use super::sheet::{A4, INK, MUTED, Page, Placed, chart, close, line, open, text, wrap};
use super::tables::{has_students_table, students_cells};
use crate::args;
use crate::report::words::Words;
use crate::report::{Figure, Table};

/// Side margin.
const MARGIN: f64 = 40.0;
/// Where the content starts and ends (points from the top): the running header is above,
/// the page number below.
const TOP: f64 = 60.0;
const BOTTOM: f64 = 800.0;
/// A chart's width, the text's whole width (its height is 9/16 of it), so that a chart's
/// 16 px tick labels print at 8.6 pt and its 14 px notes at 7.5 pt: two with their
/// captions and headings fit on a page, the second drawn smaller when they would not.
const CHART_W: f64 = 515.0;
/// The smallest a chart is drawn to close a page at least half full, and to put it on the
/// page beside another (not alone on the next), as a share of [`CHART_W`].
const SHRINK: f64 = 0.7;
const SHRINK_TO_PAIR: f64 = 0.8;
const CAPTION_PX: f64 = 9.0;
/// The type and line height of the lesson's summary points.
const POINT_PX: f64 = 10.5;
const POINT_LINE: f64 = 14.0;
const CAPTION_LINE: f64 = 12.0;
/// The height of a section heading, of a scenario's name, and the space after a block.
const SECTION_H: f64 = 34.0;
const NAME_H: f64 = 22.0;
const GAP: f64 = 14.0;
/// The biggest and smallest type of a table, and its line height per point of type.
const TABLE_MAX_PX: f64 = 9.0;
const TABLE_MIN_PX: f64 = 8.0;
const TABLE_LEADING: f64 = 1.45;

/// A heading waiting for the block it goes with.
enum Heading {
    Section(String),
    Scenario(String, String),
}

impl Heading {
    fn height(&self) -> f64 {
        match self {
            Heading::Section(_) => SECTION_H,
            Heading::Scenario(..) => NAME_H,
        }
    }
}

/// The handout being laid out: the pages done, the page being filled and where on it.
struct Flow {
    pages: Vec<Page>,
    svg: String,
    /// The charts drawn into the page in the making.
    charts: Vec<Placed>,
    y: f64,
    /// The running header (lesson, and the section in force when the page started).
    lesson: String,
    section: String,
    pending: Vec<Heading>,
}

impl Flow {
    fn new(lesson: String) -> Flow {
        let mut f = Flow {
            pages: Vec::new(),
            svg: String::new(),
            charts: Vec::new(),
            y: TOP,
            lesson,
            section: String::new(),
            pending: vec![],
        };
        f.start_page();
        f
    }

    fn start_page(&mut self) {
        let (w, h) = A4;
        self.svg = open(w, h);
        let head =
            if self.section.is_empty() { self.lesson.clone() } else { format!("{} · {}", self.lesson, self.section) };
        text(&mut self.svg, MARGIN, 34.0, 8.5, MUTED, "start", &head);
        line(&mut self.svg, MARGIN, 42.0, w - MARGIN, 42.0, "#BBBBBB");
        self.y = TOP;
    }

    fn break_page(&mut self) {
        let (svg, charts) = (std::mem::take(&mut self.svg), std::mem::take(&mut self.charts));
        self.pages.push(Page { w: A4.0, h: A4.1, svg, fill: self.fill(), charts });
        self.start_page();
    }

    /// How much of the page's room is used.
    fn fill(&self) -> f64 {
        (self.y - TOP) / (BOTTOM - TOP)
    }

    fn pending_height(&self) -> f64 {
        self.pending.iter().map(Heading::height).sum()
    }

    /// A new page unless `h` (with the waiting headings) fits on this one.
    fn need(&mut self, h: f64) {
        if self.y + self.pending_height() + h > BOTTOM {
            self.break_page();
        }
    }

    /// The waiting headings, drawn.
    fn headings(&mut self) {
        let (w, _) = A4;
        for heading in std::mem::take(&mut self.pending) {
            let height = heading.height();
            match heading {
                Heading::Section(s) => {
                    text(&mut self.svg, MARGIN, self.y + 21.0, 15.0, INK, "start", &s);
                    line(&mut self.svg, MARGIN, self.y + 27.0, w - MARGIN, self.y + 27.0, "#999999");
                }
                Heading::Scenario(name, part) => {
                    text(&mut self.svg, MARGIN, self.y + 15.0, 11.5, INK, "start", &name);
                    text(&mut self.svg, w - MARGIN, self.y + 15.0, 8.5, MUTED, "end", &part);
                }
            }
            self.y += height;
        }
    }

    /// A chart, centred, with its caption under it.
    fn chart(&mut self, fig: &Figure, words: &'static Words) {
        let caption = wrap(&fig.caption, CAPTION_PX, CHART_W);
        let below = 6.0 + caption.len() as f64 * CAPTION_LINE + GAP;
        let room = BOTTOM - self.y - self.pending_height() - below;
        let least = if self.fill() < 0.5 { SHRINK } else { SHRINK_TO_PAIR };
        let width = if room >= CHART_W * 0.5625 {
            CHART_W
        } else if room >= CHART_W * least * 0.5625 {
            room / 0.5625
        } else {
            self.break_page();
            CHART_W
        };
        self.headings();
        let (w, _) = A4;
        let placed = chart(&mut self.svg, fig, (w - width) / 2.0, self.y, width, words);
        self.charts.push(placed);
        self.y += width * 0.5625 + 6.0;
        let x = (w - CHART_W) / 2.0;
        for l in caption {
            self.y += CAPTION_LINE;
            text(&mut self.svg, x, self.y - 3.0, CAPTION_PX, INK, "start", &l);
        }
        self.y += GAP;
    }

    /// The scenario's students' tables, as its page shows them (every one its place shows,
    /// in order: 005-worker-pool's runs and then its comparison with Erlang C), then what
    /// the text says of their rows.
    fn tables(&mut self, e: &Entry, item: &IndexItem, w: &'static Words) {
        for t in item.tables.iter().filter(|t| e.shows_table(&t.name) && has_students_table(t)) {
            self.table(t, w);
        }
        // What the text says of the table's rows (a row whose queue has no steady state),
        // under the table as on the page.
        let room = A4.0 - 2.0 * MARGIN;
        for note in &item.notes {
            let lines = wrap(note, CAPTION_PX, room);
            self.need(lines.len() as f64 * CAPTION_LINE + 3.0);
            for l in &lines {
                self.y += CAPTION_LINE;
                text(&mut self.svg, MARGIN, self.y - 3.0, CAPTION_PX, INK, "start", l);
            }
            self.y += 3.0;
        }
    }

    /// A students' table, row by row, its header row again on every page it runs onto; a
    /// table too wide for [`TABLE_MIN_PX`] type as several, each led by the columns that
    /// name its rows and as many of the next as fit.
    fn table(&mut self, t: &Table, w: &'static Words) {
        let cells = students_cells(t, w);
        let room = A4.0 - 2.0 * MARGIN;
        // The columns the same in every row, said once above the table.
        let common = wrap(&cells.common_line(w), CAPTION_PX, room);
        if common.iter().any(|l| !l.is_empty()) {
            self.need(common.len() as f64 * CAPTION_LINE + 3.0 * TABLE_MAX_PX * TABLE_LEADING);
            self.headings();
            for l in &common {
                self.y += CAPTION_LINE;
                text(&mut self.svg, MARGIN, self.y - 3.0, CAPTION_PX, MUTED, "start", l);
            }
        }
        // Each column as wide as its widest cell at 1 pt, plus a gap of 1.2 em.
        let unit: Vec<f64> = (0..cells.heads.len())
            .map(|i| {
                let widest = cells.rows.iter().map(|r| text_width(&r[i].0, 1.0)).fold(0.0, f64::max);
                widest.max(text_width(&cells.heads[i], 1.0)) + 1.2
            })
            .collect();
        // Every part of a split table is led by the columns that tell its rows apart (the
        // table's keys, or where it declares none its leading text columns: `görev`,
        // `politika`), so no part is a list of numbers without the row they belong to; at
        // most 60 % of the page's width of them, else its first column.
        let key = |i: &usize| cells.columns.get(*i).and_then(|&c| t.columns.get(c)).is_some_and(|n| t.keys.contains(n));
        let mut lead: Vec<usize> = (0..unit.len()).filter(key).collect();
        if lead.is_empty() {
            let text = |i: &usize| cells.rows.first().is_some_and(|r| !r[*i].1);
            lead = (0..unit.len()).take_while(text).collect();
        }
        if lead.is_empty() || lead.iter().map(|&i| unit[i]).sum::<f64>() * TABLE_MIN_PX > room * 0.6 {
            lead = vec![0];
        }
        let whole = unit.iter().sum::<f64>() * TABLE_MIN_PX <= room;
        let mut groups: Vec<Vec<usize>> = vec![if whole { Vec::new() } else { lead.clone() }];
        for i in (0..unit.len()).filter(|i| whole || !lead.contains(i)) {
            let last = groups.last_mut().unwrap_or_else(|| unreachable!("never empty"));
            let wide: f64 = last.iter().map(|&k| unit[k]).sum::<f64>() + unit[i];
            if wide * TABLE_MIN_PX > room && last.len() > lead.len() {
                groups.push(lead.iter().copied().chain([i]).collect());
            } else {
                last.push(i);
            }
        }
        for group in groups {
            let columns = |r: &[(String, bool)]| group.iter().map(|&i| r[i].clone()).collect::<Vec<_>>();
            let heads: Vec<(String, bool)> = group.iter().map(|&i| (cells.heads[i].clone(), false)).collect();
            let rows: Vec<Vec<(String, bool)>> = cells.rows.iter().map(|r| columns(r)).collect();
            let widths: Vec<f64> = group.iter().map(|&i| unit[i]).collect();
            self.columns(&heads, &rows, &widths);
        }
    }

    /// One table of columns `widths` wide (at 1 pt), in the biggest type that fits.
    fn columns(&mut self, heads: &[(String, bool)], rows: &[Vec<(String, bool)>], widths: &[f64]) {
        let room = A4.0 - 2.0 * MARGIN;
        let size = (room / widths.iter().sum::<f64>()).clamp(TABLE_MIN_PX, TABLE_MAX_PX);
        let step = size * TABLE_LEADING;
        let row = |f: &mut Flow, cells: &[(String, bool)], fill: &str| {
            f.y += step;
            let mut x = MARGIN;
            for (i, (s, numeric)) in cells.iter().enumerate() {
                let advance = widths[i] * size;
                let (at, anchor) = if *numeric { (x + advance - 1.2 * size, "end") } else { (x, "start") };
                text(&mut f.svg, at, f.y - 0.3 * size, size, fill, anchor, s);
                x += advance;
            }
        };
        // The header with at least two rows, or the whole table when shorter.
        self.need(step * (1.0 + rows.len().min(2) as f64) + GAP);
        self.headings();
        row(self, heads, MUTED);
        for r in rows {
            if self.y + step > BOTTOM {
                self.break_page();
                row(self, heads, MUTED);
            }
            row(self, r, INK);
        }
        self.y += GAP;
    }

    fn finish(mut self, footer: &str, w: &'static Words) -> Vec<Page> {
        let (svg, charts) = (std::mem::take(&mut self.svg), std::mem::take(&mut self.charts));
        self.pages.push(Page { w: A4.0, h: A4.1, svg, fill: self.fill(), charts });
        let total = self.pages.len();
        let words = w;
        for (n, p) in self.pages.iter_mut().enumerate() {
            let number = words.get("print-page", &args!(n = (n + 1) as u64, total = total as u64));
            text(&mut p.svg, MARGIN, 822.0, 8.0, "#777777", "start", footer);
            text(&mut p.svg, p.w - MARGIN, 822.0, 8.0, "#777777", "end", &number);
            close(&mut p.svg);
        }
        self.pages
    }
}

/// The handout's first lines: the lesson, its title, what the handout holds.
fn title_block(f: &mut Flow, c: &Chapter, title: &str, sections: &[Section<'_>], w: &'static Words) {
    let words = w;
    let figures: usize =
        sections.iter().flat_map(|s| &s.2).filter(|(e, _)| e.shows_charts()).map(|(_, i)| i.figures.len()).sum();
    text(&mut f.svg, MARGIN, TOP + 12.0, 12.0, MUTED, "start", &words.get("print-lesson", &args!(code = c.code)));
    text(&mut f.svg, MARGIN, TOP + 40.0, 22.0, INK, "start", title);
    let what = words.get("print-handout-subtitle", &args!(sections = sections.len() as u64, figures = figures as u64));
    let line = format!("{} · {what}", words.text("print-course"));
    text(&mut f.svg, MARGIN, TOP + 60.0, 10.0, MUTED, "start", &line);
    f.y = TOP + 80.0;
}

/// One scenario: its name and part, its charts, its table after the first (a table-only
/// place: its table).
fn scenario(f: &mut Flow, e: &Entry, item: &IndexItem, w: &'static Words) {
    f.pending.push(Heading::Scenario(book::entry_name(w, e), part_label(e.part, w)));
    let figures: &[Figure] = if e.shows_charts() { &item.figures } else { &[] };
    for (i, fig) in figures.iter().enumerate() {
        f.chart(fig, w);
        if i == 0 {
            f.tables(e, item, w);
        }
    }
    if figures.is_empty() {
        f.tables(e, item, w);
    }
    f.pending.clear();
}

/// The closing summary: the lesson's own summary points ([`recap`]), then per section what
/// its lesson figures show (their titles, as on the deck's summary slide when the lesson
/// has no text).
fn summary(f: &mut Flow, c: &Chapter, items: &[IndexItem], sections: &[Section<'_>], w: &'static Words) {
    let words = w;
    f.section = words.text("print-summary");
    f.pending.push(Heading::Section(words.text("print-summary")));
    let room = A4.0 - 2.0 * MARGIN - 16.0;
    let points = recap(c, &runs(items), w);
    if !points.is_empty() {
        f.need(POINT_LINE + 8.0);
        f.headings();
        text(&mut f.svg, MARGIN, f.y + 11.0, CAPTION_PX, MUTED, "start", &words.text("recap-lead"));
        f.y += POINT_LINE + 6.0;
        for p in &points {
            let lines = wrap(p, POINT_PX, room);
            f.need(lines.len() as f64 * POINT_LINE + 6.0);
            text(&mut f.svg, MARGIN + 4.0, f.y + POINT_PX, POINT_PX, INK, "start", "\u{2022}");
            for l in lines {
                text(&mut f.svg, MARGIN + 16.0, f.y + POINT_PX, POINT_PX, INK, "start", &l);
                f.y += POINT_LINE;
            }
            f.y += 6.0;
        }
        f.y += GAP;
        f.need(SECTION_H);
        text(&mut f.svg, MARGIN, f.y + 13.0, 10.5, MUTED, "start", &words.text("recap-sections"));
        f.y += 20.0;
    }
    for (section, titles) in summary_rows(c, sections, w) {
        let lines: Vec<String> = titles.iter().flat_map(|t| wrap(t, CAPTION_PX, room)).collect();
        f.need(16.0 + lines.len() as f64 * CAPTION_LINE + 6.0);
        f.headings();
        text(&mut f.svg, MARGIN, f.y + 13.0, 10.5, INK, "start", &section);
        f.y += 16.0;
        for l in lines {
            f.y += CAPTION_LINE;
            text(&mut f.svg, MARGIN + 16.0, f.y - 3.0, CAPTION_PX, MUTED, "start", &l);
        }
        f.y += 6.0;
    }
}

/// The handout of a lesson, as pages (each with how full it is).
pub(super) fn handout(c: &Chapter, items: &[IndexItem], w: &'static Words) -> Vec<Page> {
    let words = w;
    let title = book::title(words, c);
    let lesson = format!("{} — {title}", words.get("print-lesson", &args!(code = c.code)));
    let sections = sections(c, items);
    let mut f = Flow::new(lesson.clone());
    title_block(&mut f, c, &title, &sections, w);
    for (n, s, here) in &sections {
        let heading = format!("{n}. {}", book::heading(words, c, s));
        f.section = book::heading(words, c, s);
        f.pending.push(Heading::Section(heading));
        for (e, item) in here {
            scenario(&mut f, e, item, w);
        }
    }
    summary(&mut f, c, items, &sections, w);
    f.finish(&lesson, w)
}
