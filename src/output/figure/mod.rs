//! Charts in the one course style: a [`Figure`] is drawn as SVG by jobsim's own small
//! writer (title, legend in the header so it never covers data, major grid only, axes in
//! human units, every data mark clipped to the plot area), then passed through usvg with
//! Noto Sans loaded from the bytes inside the binary: the SVG written to disk has its text
//! as outlines (it looks the same in every viewer) and the PNG is rasterised from it at
//! 1920×1080 with real text shaping. Same bytes on every machine and thread count.

mod bars;
mod lines;
mod panels;
mod place;
mod raster;
#[cfg(test)]
mod rule_tests;
pub mod rules;
mod scale;
pub mod style;
mod svg;
mod timeline;

#[cfg(feature = "native")]
pub(crate) use raster::parse_svg;
pub use raster::render_svg;
#[cfg(feature = "native")]
pub use raster::{render_pdf, render_png};

use crate::report::figure::{Figure, Key, Mark, Plot};
use crate::report::words::Words;
use scale::Fitted;
use style::{AXIS_PX, HEIGHT, LEGEND_PX, Marker, NOTE_PX, TICK_PX, TITLE_PX, WIDTH, look, palette, text_width};
use svg::{Anchor, Svg};

/// The plot area in SVG units.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Area {
    pub left: f64,
    pub top: f64,
    pub right: f64,
    pub bottom: f64,
}

impl Area {
    fn width(&self) -> f64 {
        self.right - self.left
    }
    fn height(&self) -> f64 {
        self.bottom - self.top
    }
}

/// How a legend entry shows its concept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Swatch {
    Line,
    /// A real system's line that shares its colour with a lesson concept's.
    DashedLine,
    /// A line with its series' marker on it: series that differ by marker show it.
    LineMarker,
    /// The same, dashed.
    DashedLineMarker,
    Marker,
    Bar,
    /// A bar's whisker (an I in ink): what the whiskers on the bars are.
    Whisker,
}

/// A legend entry: a swatch and a name.
#[derive(Clone, Debug)]
pub(crate) struct Entry {
    pub name: String,
    pub key: Key,
    pub swatch: Swatch,
}

const MARGIN: f64 = 24.0;

/// The width a title line may take.
pub(crate) const TITLE_ROOM: f64 = WIDTH - 2.0 * MARGIN;

/// The title's lines: one at [`TITLE_PX`] when it fits, else two, split at the space
/// that balances them (every title has the same size on every slide).
pub(crate) fn title_lines(title: &str) -> Vec<String> {
    split_lines(title, TITLE_PX, TITLE_ROOM)
}

/// The time units a number is written with, in both languages.
// recogniser: a unit after a number in a rendered title (kept on the number's line).
const UNIT_WORDS: &[&str] = &["ms", "s", "sn", "dk", "sa", "gün", "min", "h", "d"];

/// `text` on one line when it fits `room` at `size`, else on two, split at the space
/// that balances them (never between a number and its unit).
pub(crate) fn split_lines(text: &str, size: f64, room: f64) -> Vec<String> {
    if text_width(text, size) <= room {
        return vec![text.to_string()];
    }
    // A number keeps its unit on its line (`2.3 h`, not `2.3` / `h`).
    let glued = |i: usize| {
        let unit = text[i + 1..].split([' ', ',', ';', ':', ')']).next().unwrap_or("");
        text[..i].ends_with(|c: char| c.is_ascii_digit()) && UNIT_WORDS.contains(&unit)
    };
    let widths = |i: usize| (i, text_width(&text[..i], size).max(text_width(&text[i + 1..], size)));
    let spaces: Vec<usize> = text.char_indices().filter(|c| c.1 == ' ').map(|(i, _)| i).collect();
    let free: Vec<usize> = spaces.iter().copied().filter(|&i| !glued(i)).collect();
    let best =
        if free.is_empty() { &spaces } else { &free }.iter().map(|&i| widths(i)).min_by(|a, b| a.1.total_cmp(&b.1));
    match best {
        Some((i, w)) if w <= room => vec![text[..i].to_string(), text[i + 1..].to_string()],
        // Two lines are not enough: as many as it takes, each filled up to `room`.
        Some(_) => {
            let mut lines: Vec<String> = Vec::new();
            let mut start = 0;
            let mut last_fit: Option<usize> = None;
            for &i in if free.is_empty() { &spaces } else { &free } {
                if text_width(&text[start..i], size) <= room {
                    last_fit = Some(i);
                } else if let Some(cut) = last_fit.take() {
                    lines.push(text[start..cut].to_string());
                    start = cut + 1;
                    if text_width(&text[start..i], size) <= room {
                        last_fit = Some(i);
                    }
                }
            }
            if let Some(cut) = last_fit.filter(|_| text_width(&text[start..], size) > room) {
                lines.push(text[start..cut].to_string());
                start = cut + 1;
            }
            lines.push(text[start..].to_string());
            lines
        }
        None => vec![text.to_string()],
    }
}

/// The width a legend entry takes in its row.
fn entry_width(e: &Entry) -> f64 {
    26.0 + text_width(&e.name, LEGEND_PX) + 18.0
}

/// The legend's rows: as few as fit the width, filled evenly, so no row holds a lone
/// entry while the one above is full.
pub(crate) fn legend_rows(entries: &[&Entry]) -> Vec<usize> {
    let room = WIDTH - 2.0 * MARGIN;
    let greedy = |limit: f64| -> Vec<usize> {
        let mut rows = vec![0usize];
        let mut x = 0.0;
        for e in entries {
            let w = entry_width(e);
            if x + w > limit && x > 0.0 {
                rows.push(0);
                x = 0.0;
            }
            x += w;
            *rows.last_mut().unwrap_or_else(|| unreachable!()) += 1;
        }
        rows
    };
    let rows = greedy(room);
    if rows.len() < 2 {
        return rows;
    }
    // The narrowest width that still needs no more rows.
    let total: f64 = entries.iter().map(|e| entry_width(e)).sum();
    let mut limit = total / rows.len() as f64;
    while limit < room {
        let even = greedy(limit);
        if even.len() <= rows.len() {
            return even;
        }
        limit += 8.0;
    }
    rows
}

/// Draws the title (at one size, on two lines when long) and the legend rows under it;
/// returns the y where the plot may start.
fn header(svg: &mut Svg, title: &str, legend: &[Entry]) -> f64 {
    let mut y = MARGIN;
    for line in title_lines(title) {
        svg.text(MARGIN, y + TITLE_PX * 0.8, &line, TITLE_PX, Anchor::Start, palette::INK);
        y += TITLE_PX + 4.0;
    }
    y += 4.0;
    let entries: Vec<&Entry> = legend.iter().filter(|e| !e.name.is_empty()).collect();
    if entries.is_empty() {
        return y + 6.0;
    }
    y += LEGEND_PX;
    let mut next = entries.iter();
    for (r, count) in legend_rows(&entries).into_iter().enumerate() {
        if r > 0 {
            y += LEGEND_PX + 8.0;
        }
        let mut x = MARGIN;
        for e in next.by_ref().take(count) {
            let (color, marker) = look(e.key);
            let cy = y - LEGEND_PX * 0.33;
            match e.swatch {
                Swatch::Line | Swatch::LineMarker => svg.line(x, cy, x + 20.0, cy, color, 3.0, false),
                Swatch::DashedLine | Swatch::DashedLineMarker => svg.line(x, cy, x + 20.0, cy, color, 3.0, true),
                Swatch::Marker => svg.marker(marker, x + 10.0, cy, 6.0, color),
                Swatch::Bar if e.key.0.starts_with("mark.") => {
                    svg.rect(x, cy - 6.0, 20.0, 12.0, &tint(color), Some((color, 1.0)))
                }
                Swatch::Bar => svg.rect(x, cy - 6.0, 20.0, 12.0, color, None),
                Swatch::Whisker => {
                    svg.line(x + 10.0, cy - 7.0, x + 10.0, cy + 7.0, palette::INK, 1.5, false);
                    svg.line(x + 5.0, cy - 7.0, x + 15.0, cy - 7.0, palette::INK, 1.5, false);
                    svg.line(x + 5.0, cy + 7.0, x + 15.0, cy + 7.0, palette::INK, 1.5, false);
                }
            }
            if matches!(e.swatch, Swatch::LineMarker | Swatch::DashedLineMarker) {
                svg.marker(marker, x + 10.0, cy, 5.0, color);
            }
            svg.text(x + 26.0, y, &e.name, LEGEND_PX, Anchor::Start, palette::INK);
            x += entry_width(e);
        }
    }
    y + 12.0
}

/// The plot area under `top`, leaving room for y tick labels of width `y_labels` and the
/// x axis below.
fn area(top: f64, y_labels: f64, x_axis: bool) -> Area {
    let left = MARGIN + AXIS_PX + 10.0 + y_labels + 8.0;
    let bottom = HEIGHT - MARGIN - if x_axis { TICK_PX + 10.0 + AXIS_PX + 4.0 } else { 0.0 };
    Area { left, top: top + 6.0, right: WIDTH - MARGIN, bottom }
}

/// Horizontal grid and y tick labels, and the y axis title.
fn y_axis(svg: &mut Svg, a: &Area, y: &Fitted) {
    for (v, label) in &y.ticks {
        let py = y.map(*v, a.bottom, a.top);
        svg.line(a.left, py, a.right, py, palette::GRID, 1.0, false);
        svg.text(a.left - 8.0, py + TICK_PX * 0.35, label, TICK_PX, Anchor::End, palette::INK);
    }
    let cy = (a.top + a.bottom) / 2.0;
    svg.text_rotated(MARGIN + AXIS_PX * 0.8, cy, &y.title, AXIS_PX, Anchor::Middle, palette::MUTED, -90.0);
}

/// Vertical grid and x tick labels (thinned when they would collide), and the x title.
fn x_axis(svg: &mut Svg, a: &Area, x: &Fitted, grid: bool) {
    let mut last_end = f64::NEG_INFINITY;
    for (v, label) in &x.ticks {
        let px = x.map(*v, a.left, a.right);
        if grid {
            svg.line(px, a.top, px, a.bottom, palette::GRID, 1.0, false);
        }
        if px < a.left - 0.5 || px > a.right + 0.5 {
            continue;
        }
        let w = text_width(label, TICK_PX);
        // A label near the canvas edge is shifted inside it.
        let cx = px.clamp(w / 2.0 + 4.0, WIDTH - w / 2.0 - 4.0);
        if cx - w / 2.0 > last_end + 6.0 {
            svg.line(px, a.bottom, px, a.bottom + 5.0, palette::INK, 1.0, false);
            svg.text(cx, a.bottom + 8.0 + TICK_PX * 0.8, label, TICK_PX, Anchor::Middle, palette::INK);
            last_end = cx + w / 2.0;
        }
    }
    svg.text(
        (a.left + a.right) / 2.0,
        a.bottom + TICK_PX + 10.0 + AXIS_PX + 6.0,
        &x.title,
        AXIS_PX,
        Anchor::Middle,
        palette::MUTED,
    );
}

/// The axis lines (left and bottom).
fn frame(svg: &mut Svg, a: &Area) {
    svg.line(a.left, a.bottom, a.right, a.bottom, palette::INK, 1.2, false);
    svg.line(a.left, a.top, a.left, a.bottom, palette::INK, 1.2, false);
}

/// How opaque a band's shade is over the plot.
const BAND_OPACITY: f64 = 0.18;

/// A `#RRGGBB` colour as its band's shade looks on white (a timeline's outage span and its
/// legend swatch are drawn in it, so they match the band of the same mark elsewhere).
pub(crate) fn tint(hex: &str) -> String {
    let c = |i: usize| {
        let v = f64::from(u8::from_str_radix(hex.get(i..i + 2).unwrap_or("00"), 16).unwrap_or(0));
        (255.0 - BAND_OPACITY * (255.0 - v)).round() as u8
    };
    format!("#{:02X}{:02X}{:02X}", c(1), c(3), c(5))
}

/// Height of one row of the mark-label strip.
const STRIP_ROW: f64 = NOTE_PX + 6.0;

/// Rows of the strip above the plot that holds the labels of vertical lines and bands, so
/// they never sit on data: a row for band labels, up to three for line labels.
fn strip_rows(marks: &[Mark]) -> usize {
    let bands = marks.iter().any(|m| matches!(m, Mark::Band { label, .. } if !label.is_empty()));
    let lines = marks.iter().filter(|m| matches!(m, Mark::VLine { label, .. } if !label.is_empty())).count();
    usize::from(bands) + lines.min(3)
}

/// The height of the mark-label strip (zero without labelled marks).
pub(crate) fn strip_height(marks: &[Mark]) -> f64 {
    let rows = strip_rows(marks);
    if rows == 0 { 0.0 } else { rows as f64 * STRIP_ROW + 4.0 }
}

/// Widest horizontal-line label set right of the plot; longer ones sit above their line.
const HLINE_ROOM_MAX: f64 = 110.0;

/// Room right of the plot for the (short) labels of horizontal lines.
pub(crate) fn hline_room(marks: &[Mark]) -> f64 {
    marks
        .iter()
        .filter_map(|m| match m {
            Mark::HLine { label, .. } if !label.is_empty() && text_width(label, NOTE_PX) <= HLINE_ROOM_MAX => {
                Some(text_width(label, NOTE_PX) + 10.0)
            }
            _ => None,
        })
        .fold(0.0, f64::max)
}

/// Bands and spreads under the data (`over` false); lines over it (`over` true). With
/// `strip` (the top of the label strip), the labels of bands and vertical lines go in the
/// strip above the plot, staggered so they do not overlap; horizontal-line labels go in
/// the room right of the plot.
fn marks(svg: &mut Svg, a: &Area, x: &Fitted, y: Option<&Fitted>, marks: &[Mark], over: bool, strip: Option<f64>) {
    let band_row = usize::from(marks.iter().any(|m| matches!(m, Mark::Band { label, .. } if !label.is_empty())));
    let rows = strip_rows(marks);
    // Right ends of the labels placed in each strip row.
    let mut ends = vec![f64::NEG_INFINITY; rows.max(1)];
    let row_y = |r: usize, top: f64| top + (r + 1) as f64 * STRIP_ROW - 5.0;
    for m in marks {
        match m {
            Mark::Band { from, to, key, label } if !over => {
                let (x0, x1) = (x.map(*from, a.left, a.right), x.map(*to, a.left, a.right));
                let (x0, x1) = (x0.max(a.left), x1.min(a.right));
                svg.shade(x0, a.top, (x1 - x0).max(1.0), a.height(), look(*key).0, BAND_OPACITY);
                if let (Some(top), false) = (strip, label.is_empty()) {
                    // The label stays above the plot even when the band is narrow or at an edge.
                    let w = text_width(label, NOTE_PX);
                    let cx = ((x0 + x1) / 2.0)
                        .clamp(a.left + w / 2.0 + 2.0, (a.right - w / 2.0 - 2.0).max(a.left + w / 2.0 + 2.0));
                    svg.text(cx, row_y(0, top), label, NOTE_PX, Anchor::Middle, palette::MUTED);
                    ends[0] = ends[0].max(cx + w / 2.0);
                }
            }
            Mark::VLine { x: at, key, label } if over => {
                let px = x.map(*at, a.left, a.right);
                if px < a.left - 0.5 || px > a.right + 0.5 {
                    continue;
                }
                let mut line_top = a.top;
                if let (Some(top), false) = (strip, label.is_empty()) {
                    let w = text_width(label, NOTE_PX);
                    let (lx, anchor, left) = if px + 4.0 + w > a.right {
                        (px - 4.0, Anchor::End, px - 4.0 - w)
                    } else {
                        (px + 4.0, Anchor::Start, px + 4.0)
                    };
                    // The first row (after the bands') where the label fits; else the
                    // row whose labels end first.
                    let candidates: Vec<usize> = (band_row..rows.max(band_row + 1)).collect();
                    let r = candidates.iter().copied().find(|&r| ends[r] + 8.0 < left).unwrap_or_else(|| {
                        candidates.iter().copied().min_by(|&p, &q| ends[p].total_cmp(&ends[q])).unwrap_or(band_row)
                    });
                    let ly = row_y(r, top);
                    svg.text(lx, ly, label, NOTE_PX, anchor, palette::INK);
                    ends[r] = left + w;
                    line_top = ly + 3.0;
                }
                svg.line(px, line_top, px, a.bottom, look(*key).0, 1.5, true);
            }
            Mark::Range { key, points, .. } if !over => {
                let Some(y) = y else { continue };
                let mut poly: Vec<(f64, f64)> =
                    points.iter().map(|p| (x.map(p.0, a.left, a.right), y.map(p.2, a.bottom, a.top))).collect();
                poly.extend(points.iter().rev().map(|p| (x.map(p.0, a.left, a.right), y.map(p.1, a.bottom, a.top))));
                clip_open(svg, a, "range");
                svg.polygon(&poly, look(*key).0, 0.2);
                clip_close(svg);
            }
            Mark::HLine { y: at, key, label } if over => {
                let Some(y) = y else { continue };
                let py = y.map(*at, a.bottom, a.top);
                if py < a.top - 0.5 || py > a.bottom + 0.5 {
                    continue;
                }
                svg.line(a.left, py, a.right, py, look(*key).0, 1.5, true);
                if strip.is_some() && !label.is_empty() {
                    if text_width(label, NOTE_PX) <= HLINE_ROOM_MAX {
                        svg.text(a.right + 6.0, py + NOTE_PX * 0.35, label, NOTE_PX, Anchor::Start, palette::INK);
                    } else {
                        svg.label(a.right - 4.0, py - 5.0, label, NOTE_PX, Anchor::End, palette::INK);
                    }
                }
            }
            _ => {}
        }
    }
}

/// Opens the clip group of the plot area: nothing drawn inside it leaves the area.
fn clip_open(svg: &mut Svg, a: &Area, id: &str) -> String {
    let id = svg.fresh_id(id);
    svg.raw(&format!(
        "<clipPath id=\"{id}\"><rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/></clipPath>\n<g clip-path=\"url(#{id})\">\n",
        svg::n(a.left - 1.0),
        svg::n(a.top - 1.0),
        svg::n(a.width() + 2.0),
        svg::n(a.height() + 2.0)
    ));
    id
}

fn clip_close(svg: &mut Svg) {
    svg.raw("</g>\n");
}

/// The data values an axis is fitted to (`y`: the value axis, else the x axis): points,
/// bar values, spans and events, and the marks on that axis.
pub(crate) fn axis_values(fig: &Figure, y: bool) -> Vec<f64> {
    let pick = |p: &(f64, f64)| if y { p.1 } else { p.0 };
    let mut v: Vec<f64> = match &fig.plot {
        Plot::Lines(series) => series.iter().flat_map(|s| s.points.iter().map(pick)).collect(),
        Plot::Panels(panels) => {
            panels.iter().flat_map(|p| p.series.iter().flat_map(|s| s.points.iter().map(pick))).collect()
        }
        Plot::Bars { series, .. } if y => series.iter().flat_map(|s| s.values.iter().flatten().copied()).collect(),
        Plot::Bars { .. } => Vec::new(),
        Plot::Timeline(lanes) if !y => lanes
            .iter()
            .flat_map(|l| l.spans.iter().flat_map(|s| [s.start, s.end]).chain(l.events.iter().map(|e| e.at)))
            .collect(),
        Plot::Timeline(_) => Vec::new(),
    };
    for m in &fig.marks {
        match m {
            Mark::VLine { x, .. } if !y => v.push(*x),
            Mark::Band { from, to, .. } if !y => v.extend([*from, *to]),
            Mark::HLine { y: at, .. } if y => v.push(*at),
            Mark::Range { points, .. } if y => v.extend(points.iter().flat_map(|p| [p.1, p.2])),
            _ => {}
        }
    }
    v
}

/// Where a chart's x axis, the run's virtual clock, lies on the canvas: `lo_ms`..`hi_ms`
/// drawn from `left` to `right` (SVG units of the 960×540 canvas), linearly.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ClockAxis {
    pub lo_ms: f64,
    pub hi_ms: f64,
    pub left: f64,
    pub right: f64,
}

/// Records the clock axis of a chart whose x axis is declared the run's clock (linear,
/// in milliseconds): the lab's replay draws the scrubbed instant there.
fn note_clock(svg: &mut Svg, fig: &Figure, x: &Fitted, a: &Area) {
    use crate::report::figure::{Scale, Unit};
    if fig.x.clock && fig.x.unit == Unit::Millis && fig.x.scale == Scale::Linear {
        svg.clock = Some(ClockAxis { lo_ms: x.lo, hi_ms: x.hi, left: a.left, right: a.right });
    }
}

/// The clock axis of `fig` (see [`ClockAxis`]), or `None` when its x axis is not the run's
/// clock or its panels sit side by side.
pub fn clock_axis(fig: &Figure, w: &'static Words) -> Option<ClockAxis> {
    drawn(fig, w).clock
}

/// Draws a figure as SVG with live text (the renderer then outlines it).
pub(crate) fn draw(fig: &Figure, w: &'static Words) -> String {
    drawn(fig, w).finish()
}

fn drawn(fig: &Figure, w: &'static Words) -> Svg {
    let mut svg = Svg::new(WIDTH, HEIGHT);
    match &fig.plot {
        Plot::Lines(series) => lines::draw_lines(&mut svg, fig, series, w),
        Plot::Panels(panels) => panels::draw_panels(&mut svg, fig, panels, w),
        Plot::Bars { categories, series } => bars::draw(&mut svg, fig, categories, series, w),
        Plot::Timeline(lanes) => timeline::draw(&mut svg, fig, lanes, w),
    }
    svg
}

/// The marker of a key, for drawing points.
pub(crate) fn marker_of(key: Key) -> (&'static str, Marker) {
    look(key)
}
