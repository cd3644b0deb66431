//! Line, step and point series (small multiples are in `panels`).

use super::place::Placer;
use super::scale::Fitted;
use super::style::{NOTE_PX, TICK_PX, is_system, look, text_width};
use super::svg::{Anchor, Svg};
use super::{
    Area, Entry, Swatch, area, clip_close, clip_open, frame, header, hline_room, marker_of, marks, strip_height,
    x_axis, y_axis,
};
use crate::report::figure::{Figure, Key, Series, Style};
use crate::report::words::Words;

/// The series of a figure drawn dashed: a real system's line (not a step: dashes break a
/// step's spikes) that shares its colour with a lesson concept's series, and a series the
/// model asks to dash ([`Series::dashed`]).
pub(super) fn dashed_keys(all: &[Series]) -> Vec<Key> {
    let colour = |s: &Series| look(s.key).0;
    all.iter()
        .filter(|s| matches!(s.style, Style::Line | Style::LinePoints))
        .filter(|s| s.dashed || (is_system(s.key) && all.iter().any(|o| !is_system(o.key) && colour(o) == colour(s))))
        .map(|s| s.key)
        .collect()
}

pub(super) fn entries(series: &[Series]) -> Vec<Entry> {
    let dashed = dashed_keys(series);
    let mut out: Vec<Entry> = Vec::new();
    for s in series {
        if !out.iter().any(|e| e.name == s.name) {
            // A series drawn with markers shows its marker: series that differ by marker
            // are told apart in the legend too.
            let swatch = match (s.style, dashed.contains(&s.key)) {
                (Style::Points, _) => Swatch::Marker,
                (Style::LinePoints, true) => Swatch::DashedLineMarker,
                (Style::LinePoints, false) => Swatch::LineMarker,
                (_, true) => Swatch::DashedLine,
                (_, false) => Swatch::Line,
            };
            out.push(Entry { name: s.name.clone(), key: s.key, swatch });
        }
    }
    out
}

pub(super) fn y_label_width(y: &Fitted) -> f64 {
    y.ticks.iter().map(|t| text_width(&t.1, TICK_PX)).fold(0.0, f64::max)
}

/// A series' points in pixels, as drawn: zero and below at a log axis' floor
/// (`Scale::Log`), a step series with its risers.
fn pixel_path(a: &Area, x: &Fitted, y: &Fitted, s: &Series) -> Vec<(f64, f64)> {
    let px = |p: (f64, f64)| (x.map(p.0, a.left, a.right), y.map(p.1, a.bottom, a.top));
    let pts: Vec<(f64, f64)> =
        s.points.iter().map(|&p| if y.is_log() && p.1 <= 0.0 { (p.0, y.lo) } else { p }).map(px).collect();
    if s.style != Style::Step {
        return pts;
    }
    let mut stepped = Vec::with_capacity(pts.len() * 2);
    for (i, &p) in pts.iter().enumerate() {
        if i > 0 {
            stepped.push((p.0, pts[i - 1].1));
        }
        stepped.push(p);
    }
    stepped
}

/// Draws the series inside `a` (clipped); those in `dashed` ([`dashed_keys`]) dashed.
pub(super) fn draw_series(
    svg: &mut Svg,
    a: &Area,
    x: &Fitted,
    y: &Fitted,
    series: &[Series],
    dashed: &[Key],
    clip: &str,
) {
    clip_open(svg, a, clip);
    // A series asked dashed runs on top of another: it is drawn last, over it.
    for s in series.iter().filter(|s| !s.dashed).chain(series.iter().filter(|s| s.dashed)) {
        let (color, marker) = marker_of(s.key);
        let dash = dashed.contains(&s.key);
        let path = pixel_path(a, x, y, s);
        if s.style != Style::Points {
            svg.polyline(&path, color, 2.5, dash);
        }
        if matches!(s.style, Style::Points | Style::LinePoints) {
            for &(cx, cy) in &path {
                svg.marker(marker, cx, cy, 5.5, color);
            }
        }
    }
    clip_close(svg);
}

/// The point labels, each at the first place around its point (right or left, above or
/// below, near then farther) that stays in the plot and clear of every line, marker and
/// label already placed; a label with no such place is dropped.
pub(super) fn point_labels(svg: &mut Svg, a: &Area, x: &Fitted, y: &Fitted, series: &[Series], placer: &mut Placer) {
    for s in series {
        let path = pixel_path(a, x, y, s);
        if s.style != Style::Points {
            placer.block_path(path.clone());
        }
        if matches!(s.style, Style::Points | Style::LinePoints) {
            for &(cx, cy) in &path {
                placer.block((cx - 5.0, cy - 5.0, cx + 5.0, cy + 5.0));
            }
        }
    }
    for s in series {
        for (i, text) in &s.labels {
            let Some(&p) = s.points.get(*i) else { continue };
            let (cx, cy) = (x.map(p.0, a.left, a.right), y.map(p.1, a.bottom, a.top));
            let mut candidates = Vec::new();
            for d in [8.0, 22.0, 40.0] {
                candidates.extend([
                    (cx + 8.0, cy - d, Anchor::Start),
                    (cx - 8.0, cy - d, Anchor::End),
                    (cx + 8.0, cy + NOTE_PX + d - 2.0, Anchor::Start),
                    (cx - 8.0, cy + NOTE_PX + d - 2.0, Anchor::End),
                ]);
            }
            if let Some(best) = placer.place(a, text, &candidates) {
                svg.label(best.0, best.1, text, NOTE_PX, best.2, super::style::palette::INK);
            }
        }
    }
}

pub(super) fn draw_lines(svg: &mut Svg, fig: &Figure, series: &[Series], w: &'static Words) {
    let strip = strip_height(&fig.marks);
    let top = header(svg, &fig.title, &entries(series)) + strip;
    let mut xs: Vec<f64> = series.iter().flat_map(|s| s.points.iter().map(|p| p.0)).collect();
    // Marked instants and spans belong on the axis too.
    xs.extend(fig.marks.iter().flat_map(|m| match m {
        crate::report::figure::Mark::VLine { x, .. } => vec![*x],
        crate::report::figure::Mark::Band { from, to, .. } => vec![*from, *to],
        _ => vec![],
    }));
    let mut ys: Vec<f64> = series.iter().flat_map(|s| s.points.iter().map(|p| p.1)).collect();
    ys.extend(fig.marks.iter().filter_map(|m| match m {
        crate::report::figure::Mark::HLine { y, .. } => Some(*y),
        _ => None,
    }));
    for m in &fig.marks {
        if let crate::report::figure::Mark::Range { points, .. } = m {
            ys.extend(points.iter().flat_map(|p| [p.1, p.2]));
        }
    }
    let mut x = Fitted::fit(&fig.x, &xs, false, w);
    if fig.x.range.is_none() && series.iter().any(|s| matches!(s.style, Style::Points | Style::LinePoints)) {
        let lo = xs.iter().copied().fold(f64::INFINITY, f64::min);
        let hi = xs.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        x.pad_ends(lo, hi);
    }
    let y = Fitted::fit(&fig.y, &ys, true, w);
    let mut a = area(top, y_label_width(&y), true);
    a.right -= hline_room(&fig.marks);
    let strip_top = Some(a.top - strip);
    super::note_clock(svg, fig, &x, &a);
    y_axis(svg, &a, &y);
    x_axis(svg, &a, &x, true);
    marks(svg, &a, &x, Some(&y), &fig.marks, false, strip_top);
    draw_series(svg, &a, &x, &y, series, &dashed_keys(series), "plot");
    marks(svg, &a, &x, Some(&y), &fig.marks, true, strip_top);
    point_labels(svg, &a, &x, &y, series, &mut mark_lines(&a, &x, &y, &fig.marks));
    frame(svg, &a);
}

/// A placer that keeps point labels off the reference lines (vertical and horizontal
/// marks), so no dashed line runs through a label.
fn mark_lines(a: &Area, x: &Fitted, y: &Fitted, marks: &[crate::report::figure::Mark]) -> Placer {
    use crate::report::figure::Mark;
    let mut placer = Placer::default();
    for m in marks {
        match m {
            Mark::VLine { x: at, .. } => {
                let px = x.map(*at, a.left, a.right);
                placer.block_path(vec![(px, a.top), (px, a.bottom)]);
            }
            Mark::HLine { y: at, .. } => {
                let py = y.map(*at, a.bottom, a.top);
                placer.block_path(vec![(a.left, py), (a.right, py)]);
            }
            _ => {}
        }
    }
    placer
}

#[cfg(test)]
mod tests {
    use crate::output::figure::render_svg;
    use crate::report::figure::{Axis, Figure, Key, Plot, Series, Style, Unit};

    fn chart(keys: &[&'static str]) -> String {
        let series = keys
            .iter()
            .enumerate()
            .map(|(i, k)| Series::new(*k, Key(k), Style::LinePoints, vec![(0.0, i as f64), (1.0, i as f64 + 1.0)]))
            .collect();
        let fig = Figure {
            name: "t".into(),
            title: "t".into(),
            caption: String::new(),
            x: Axis::new("x", Unit::Plain),
            y: Axis::new("y", Unit::Plain),
            plot: Plot::Lines(series),
            marks: Vec::new(),
            facts: Vec::new(),
        };
        render_svg(&fig, crate::report::words::Words::of(crate::report::lang::Lang::Tr))
    }

    #[test]
    fn a_systems_line_is_dashed_only_beside_a_lesson_concept_of_its_colour() {
        // BullMQ and the fixed backoff are both orange: BullMQ's line and swatch are dashed.
        // (The systems' own colours keep them apart from the jitter schedules.)
        assert_eq!(chart(&["backoff.fixed", "system.bullmq"]).matches("stroke-dasharray").count(), 2);
        // Celery (teal) beside full jitter (blue), or systems alone: all solid.
        assert!(!chart(&["jitter.full", "system.celery"]).contains("stroke-dasharray"));
        assert!(!chart(&["system.sidekiq", "system.temporal"]).contains("stroke-dasharray"));
    }
}
