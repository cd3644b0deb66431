//! Small multiples: one panel per series group on one x axis and one y scale, stacked top
//! to bottom, or in two columns when stacked panels would be too flat to carry four
//! labelled y ticks. Panels side by side in one row may each fit their own x axis
//! ([`Axis::per_panel`](crate::report::figure::Axis#structfield.per_panel)).

use super::lines::{dashed_keys, draw_series, entries, point_labels, y_label_width};
use super::place::Placer;
use super::scale::Fitted;
use super::style::{AXIS_PX, LEGEND_PX, TICK_PX, palette, text_width};
use super::svg::{Anchor, Svg, readable_ink};
use super::{Area, MARGIN, area, frame, header, hline_room, marker_of, marks, split_lines, strip_height, x_axis};
use crate::report::figure::{Figure, Key, Mark, Panel, Series};
use crate::report::words::Words;

/// A labelled y tick needs this much height.
const TICK_ROW: f64 = TICK_PX * 1.3;

/// The fewest labelled y ticks a panel shows.
pub(crate) const MIN_TICKS: usize = 4;

/// The columns small multiples take: one, or two when one column's panels would be lower
/// than [`MIN_TICKS`] labelled ticks need; three panels whose titles fit one line in a
/// third of the width (`short_titles`) then go in one row of three (two columns would
/// leave a slot empty and halve every panel's height).
pub(crate) fn columns(panels: usize, height: f64, short_titles: bool) -> usize {
    let per_panel = |cols: usize| {
        let rows = panels.div_ceil(cols).max(1) as f64;
        (height - gap() * (rows - 1.0)) / rows - LEGEND_PX - 2.0
    };
    match panels > 1 && per_panel(1) < TICK_ROW * (MIN_TICKS as f64 - 1.0) + TICK_PX {
        true if panels == 3 && short_titles => 3,
        true => 2,
        false => 1,
    }
}

/// The room between the mark-label strip and the panel titles under it.
const STRIP_GAP: f64 = 12.0;

fn gap() -> f64 {
    LEGEND_PX + 10.0
}

/// The x scale of panel `p` drawn on its own ([`Axis::per_panel`]): fitted to its series'
/// points, a fixed range keeping the margins it leaves around all panels' points (`xs`).
///
/// [`Axis::per_panel`]: crate::report::figure::Axis#structfield.per_panel
pub(crate) fn own_x(fig: &Figure, p: &Panel, xs: &[f64], w: &'static Words) -> Fitted {
    let own: Vec<f64> = p.series.iter().flat_map(|s| s.points.iter().map(|q| q.0)).collect();
    let lo_hi = |v: &[f64]| {
        (v.iter().copied().fold(f64::INFINITY, f64::min), v.iter().copied().fold(f64::NEG_INFINITY, f64::max))
    };
    let ((all_lo, all_hi), (lo, hi)) = (lo_hi(xs), lo_hi(&own));
    let mut axis = fig.x.clone();
    if let Some((r_lo, r_hi)) = fig.x.range
        && lo.is_finite()
    {
        axis.range = Some((lo - (all_lo - r_lo), hi + (r_hi - all_hi)));
    }
    Fitted::fit(&axis, &own, false, w)
}

/// The y scale with the fewest ticks that are at least [`MIN_TICKS`].
fn y_scale(fig: &Figure, ys: &[f64], w: &'static Words) -> Fitted {
    let fit = |target: f64| Fitted::fit_ticks(&fig.y, ys, true, target, w);
    [3.0, 4.0, 5.0].into_iter().map(fit).find(|f| f.ticks.len() >= MIN_TICKS).unwrap_or_else(|| fit(6.0))
}

pub(super) fn draw_panels(svg: &mut Svg, fig: &Figure, panels: &[Panel], w: &'static Words) {
    let all: Vec<Series> = panels.iter().flat_map(|p| p.series.iter().cloned()).collect();
    // Panels are titled; a legend only when a panel holds several series.
    let legend = if panels.iter().any(|p| p.series.len() > 1) { entries(&all) } else { Vec::new() };
    let strip = strip_height(&fig.marks);
    // The mark labels keep clear of the first row's panel titles under them (issue 38,
    // 000-missed-runs.recovery-stokOzeti: they read as one stack with the title).
    let lift = if strip > 0.0 { STRIP_GAP } else { 0.0 };
    let top = header(svg, &fig.title, &legend) + strip + lift;
    let xs: Vec<f64> = all.iter().flat_map(|s| s.points.iter().map(|p| p.0)).collect();
    let ys: Vec<f64> = all.iter().flat_map(|s| s.points.iter().map(|p| p.1)).collect();
    let x = Fitted::fit(&fig.x, &xs, false, w);
    let probe = area(top, 40.0, true);
    let third = (probe.right - probe.left - 2.0 * 70.0) / 3.0 - 8.0;
    let short_titles = panels.iter().all(|p| split_lines(&p.title, LEGEND_PX, third).len() == 1);
    let cols = columns(panels.len(), probe.height(), short_titles);
    let rows = panels.len().div_ceil(cols).max(1);
    let h = (probe.height() - gap() * (rows as f64 - 1.0)) / rows as f64;
    let y = y_scale(fig, &ys, w);
    let labels_w = y_label_width(&y);
    let mut whole = area(top, labels_w, true);
    whole.right -= hline_room(&fig.marks);
    let col_gap = labels_w + 30.0;
    let col_w = (whole.right - whole.left - col_gap * (cols as f64 - 1.0)) / cols as f64;
    // Panel titles that do not fit their column go on two lines, and every panel then
    // keeps room for two.
    let titles: Vec<Vec<String>> = panels.iter().map(|p| split_lines(&p.title, LEGEND_PX, col_w - 8.0)).collect();
    // The last title line's descenders clear the top grid line by a few pixels.
    let head = titles.iter().map(Vec::len).max().unwrap_or(1) as f64 * (LEGEND_PX + 2.0) + 5.0;
    let dashed: Vec<Key> = dashed_keys(&all);
    if cols == 1 {
        super::note_clock(svg, fig, &x, &whole);
    }
    for (i, p) in panels.iter().enumerate() {
        let (row, col) = if cols == 1 { (i, 0) } else { (i / cols, i % cols) };
        let t = whole.top + row as f64 * (h + gap());
        let left = whole.left + col as f64 * (col_w + col_gap);
        let a = Area { left, top: t + head, right: left + col_w, bottom: t + h };
        let own_x;
        let x = if fig.x.per_panel && rows == 1 {
            own_x = self::own_x(fig, p, &xs, w);
            &own_x
        } else {
            &x
        };
        let (color, _) = marker_of(p.series.first().map(|s| s.key).unwrap_or(Key("plain")));
        for (v, label) in &y.ticks {
            let py = y.map(*v, a.bottom, a.top);
            svg.line(a.left, py, a.right, py, palette::GRID, 1.0, false);
            svg.text(a.left - 8.0, py + TICK_PX * 0.35, label, TICK_PX, Anchor::End, palette::INK);
        }
        // Mark labels once, in the strip above the first row.
        let strip_top = if row == 0 && col == 0 { Some(whole.top - strip - lift) } else { None };
        // A series' spread is drawn in the panel that holds the series only.
        let own: Vec<Mark> = fig
            .marks
            .iter()
            .filter(|m| !matches!(m, Mark::Range { key, .. } if !p.series.iter().any(|s| s.key == *key)))
            .cloned()
            .collect();
        marks(svg, &a, x, Some(&y), &own, false, strip_top);
        draw_series(svg, &a, x, &y, &p.series, &dashed, &format!("panel{i}"));
        marks(svg, &a, x, Some(&y), &own, true, strip_top);
        point_labels(svg, &a, x, &y, &p.series, &mut Placer::default());
        // The panel's title last, on a white box over lines and marks; opaque where a
        // labelled vertical line comes down from the strip through it (first row only).
        let crossing: Vec<f64> = if row == 0 {
            fig.marks
                .iter()
                .filter_map(|m| match m {
                    Mark::VLine { x: at, label, .. } if !label.is_empty() => Some(x.map(*at, a.left, a.right)),
                    _ => None,
                })
                .collect()
        } else {
            Vec::new()
        };
        for (k, line) in titles[i].iter().enumerate() {
            let ty = t + LEGEND_PX - 2.0 + k as f64 * (LEGEND_PX + 2.0);
            let w = text_width(line, LEGEND_PX);
            if crossing.iter().any(|&px| px >= a.left + 4.0 && px <= a.left + 8.0 + w) {
                svg.shade(a.left + 4.0, ty - LEGEND_PX * 0.85 - 1.0, w + 4.0, LEGEND_PX * 1.15 + 2.0, "#FFFFFF", 1.0);
            }
            svg.label(a.left + 6.0, ty, line, LEGEND_PX, Anchor::Start, &readable_ink(color));
        }
        frame(svg, &a);
        // The x axis under the last panel of each column.
        if i + cols >= panels.len() {
            x_axis(svg, &a, x, false);
        }
    }
    let cy = (whole.top + whole.bottom) / 2.0;
    svg.text_rotated(MARGIN + AXIS_PX * 0.8, cy, &y.title, AXIS_PX, Anchor::Middle, palette::MUTED, -90.0);
}
