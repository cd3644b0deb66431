//! Line, step and point series, and small multiples (panels) on one x axis and one y scale.

use super::scale::Fitted;
use super::style::{LEGEND_PX, NOTE_PX, TICK_PX, is_system, look, text_width};
use super::svg::{Anchor, Svg};
use super::{
    Area, Entry, Swatch, area, clip_close, clip_open, frame, header, hline_room, marker_of, marks, strip_height,
    x_axis, y_axis,
};
use crate::report::figure::{Figure, Key, Panel, Series, Style};

/// The series of a figure drawn dashed: a real system's line (not a step: dashes break a
/// step's spikes) that shares its colour with a lesson concept's series.
fn dashed_keys(all: &[Series]) -> Vec<Key> {
    let colour = |s: &Series| look(s.key).0;
    all.iter()
        .filter(|s| is_system(s.key) && matches!(s.style, Style::Line | Style::LinePoints))
        .filter(|s| all.iter().any(|o| !is_system(o.key) && colour(o) == colour(s)))
        .map(|s| s.key)
        .collect()
}

fn entries(series: &[Series]) -> Vec<Entry> {
    let dashed = dashed_keys(series);
    let mut out: Vec<Entry> = Vec::new();
    for s in series {
        if !out.iter().any(|e| e.name == s.name) {
            let swatch = match s.style {
                Style::Points => Swatch::Marker,
                _ if dashed.contains(&s.key) => Swatch::DashedLine,
                _ => Swatch::Line,
            };
            out.push(Entry { name: s.name.clone(), key: s.key, swatch });
        }
    }
    out
}

fn y_label_width(y: &Fitted) -> f64 {
    y.ticks.iter().map(|t| text_width(&t.1, TICK_PX)).fold(0.0, f64::max)
}

/// Draws the series inside `a` (clipped); those in `dashed` ([`dashed_keys`]) dashed.
#[allow(clippy::too_many_arguments)]
fn draw_series(svg: &mut Svg, a: &Area, x: &Fitted, y: &Fitted, series: &[Series], dashed: &[Key], clip: &str) {
    let px = |p: (f64, f64)| (x.map(p.0, a.left, a.right), y.map(p.1, a.bottom, a.top));
    clip_open(svg, a, clip);
    for s in series {
        let (color, marker) = marker_of(s.key);
        let dash = dashed.contains(&s.key);
        // On a log axis zero and below sit at the floor (`Scale::Log`).
        let pts: Vec<(f64, f64)> =
            s.points.iter().map(|&p| if y.is_log() && p.1 <= 0.0 { (p.0, y.lo) } else { p }).map(px).collect();
        match s.style {
            Style::Line | Style::LinePoints => svg.polyline(&pts, color, 2.5, dash),
            Style::Step => {
                let mut stepped = Vec::with_capacity(pts.len() * 2);
                for (i, &p) in pts.iter().enumerate() {
                    if i > 0 {
                        stepped.push((p.0, pts[i - 1].1));
                    }
                    stepped.push(p);
                }
                svg.polyline(&stepped, color, 2.5, dash);
            }
            Style::Points => {}
        }
        if matches!(s.style, Style::Points | Style::LinePoints) {
            for &(cx, cy) in &pts {
                svg.marker(marker, cx, cy, 5.5, color);
            }
        }
    }
    clip_close(svg);
}

/// The point labels, each at the first of four places around its point (right above,
/// left above, right below, left below) that stays in the plot and clear of the labels
/// already placed.
fn point_labels(svg: &mut Svg, a: &Area, x: &Fitted, y: &Fitted, series: &[Series]) {
    let mut placed: Vec<(f64, f64, f64, f64)> = Vec::new();
    let overlaps = |r: &(f64, f64, f64, f64), placed: &[(f64, f64, f64, f64)]| {
        placed.iter().any(|p| r.0 < p.2 && p.0 < r.2 && r.1 < p.3 && p.1 < r.3)
    };
    for s in series {
        for (i, text) in &s.labels {
            let Some(&p) = s.points.get(*i) else { continue };
            let (cx, cy) = (x.map(p.0, a.left, a.right), y.map(p.1, a.bottom, a.top));
            let w = text_width(text, NOTE_PX);
            let h = NOTE_PX * 1.15;
            let candidates = [
                (cx + 8.0, cy - 8.0, Anchor::Start),
                (cx - 8.0, cy - 8.0, Anchor::End),
                (cx + 8.0, cy + NOTE_PX + 6.0, Anchor::Start),
                (cx - 8.0, cy + NOTE_PX + 6.0, Anchor::End),
            ];
            let rect = |c: &(f64, f64, Anchor)| {
                let left = if c.2 == Anchor::Start { c.0 } else { c.0 - w };
                (left - 2.0, c.1 - NOTE_PX * 0.85, left + w + 2.0, c.1 - NOTE_PX * 0.85 + h)
            };
            let inside = |r: &(f64, f64, f64, f64)| r.0 >= a.left && r.2 <= a.right && r.1 >= a.top && r.3 <= a.bottom;
            let best = candidates
                .iter()
                .find(|c| {
                    let r = rect(c);
                    inside(&r) && !overlaps(&r, &placed)
                })
                .or_else(|| candidates.iter().find(|c| inside(&rect(c))))
                .unwrap_or(&candidates[0]);
            placed.push(rect(best));
            svg.label(best.0, best.1, text, NOTE_PX, best.2, super::style::palette::INK);
        }
    }
}

pub(super) fn draw_lines(svg: &mut Svg, fig: &Figure, series: &[Series]) {
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
    let mut x = Fitted::fit(&fig.x, &xs, false);
    if fig.x.range.is_none() && series.iter().any(|s| matches!(s.style, Style::Points | Style::LinePoints)) {
        let lo = xs.iter().copied().fold(f64::INFINITY, f64::min);
        let hi = xs.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        x.pad_ends(lo, hi);
    }
    let y = Fitted::fit(&fig.y, &ys, true);
    let mut a = area(top, y_label_width(&y), true);
    a.right -= hline_room(&fig.marks);
    let strip_top = Some(a.top - strip);
    y_axis(svg, &a, &y);
    x_axis(svg, &a, &x, true);
    marks(svg, &a, &x, Some(&y), &fig.marks, false, strip_top);
    draw_series(svg, &a, &x, &y, series, &dashed_keys(series), "plot");
    marks(svg, &a, &x, Some(&y), &fig.marks, true, strip_top);
    point_labels(svg, &a, &x, &y, series);
    frame(svg, &a);
}

pub(super) fn draw_panels(svg: &mut Svg, fig: &Figure, panels: &[Panel]) {
    let all: Vec<Series> = panels.iter().flat_map(|p| p.series.iter().cloned()).collect();
    // Panels are titled; a legend only when a panel holds several series.
    let legend = if panels.iter().any(|p| p.series.len() > 1) { entries(&all) } else { Vec::new() };
    let strip = strip_height(&fig.marks);
    let top = header(svg, &fig.title, &legend) + strip;
    let xs: Vec<f64> = all.iter().flat_map(|s| s.points.iter().map(|p| p.0)).collect();
    let ys: Vec<f64> = all.iter().flat_map(|s| s.points.iter().map(|p| p.1)).collect();
    let x = Fitted::fit(&fig.x, &xs, false);
    // Fewer y ticks per panel.
    let y = Fitted::fit_ticks(&fig.y, &ys, true, 2.0);
    let mut whole = area(top, y_label_width(&y), true);
    whole.right -= hline_room(&fig.marks);
    let n = panels.len().max(1) as f64;
    let gap = LEGEND_PX + 10.0;
    let h = (whole.height() - gap * (n - 1.0)) / n;
    for (i, p) in panels.iter().enumerate() {
        let t = whole.top + i as f64 * (h + gap);
        let a = Area { left: whole.left, top: t + LEGEND_PX + 2.0, right: whole.right, bottom: t + h };
        let (color, _) = marker_of(p.series.first().map(|s| s.key).unwrap_or(crate::report::figure::Key("plain")));
        // Every tick gets its grid line; only the floor and the top get a label, so the
        // small panels stay readable.
        for (t, (v, label)) in y.ticks.iter().enumerate() {
            let py = y.map(*v, a.bottom, a.top);
            svg.line(a.left, py, a.right, py, super::style::palette::GRID, 1.0, false);
            let roomy = (a.bottom - a.top) / y.ticks.len().max(1) as f64 >= TICK_PX * 1.3;
            if roomy || t == 0 || t + 1 == y.ticks.len() {
                svg.text(a.left - 8.0, py + TICK_PX * 0.35, label, TICK_PX, Anchor::End, super::style::palette::INK);
            }
        }
        // Mark labels once, in the strip above the first panel.
        let strip_top = if i == 0 { Some(whole.top - strip) } else { None };
        marks(svg, &a, &x, Some(&y), &fig.marks, false, strip_top);
        draw_series(svg, &a, &x, &y, &p.series, &dashed_keys(&all), &format!("panel{i}"));
        marks(svg, &a, &x, Some(&y), &fig.marks, true, strip_top);
        point_labels(svg, &a, &x, &y, &p.series);
        // The panel's title last, on a white box over lines and marks.
        svg.label(a.left + 6.0, t + LEGEND_PX - 2.0, &p.title, LEGEND_PX, Anchor::Start, color);
        frame(svg, &a);
        if i + 1 == panels.len() {
            x_axis(svg, &a, &x, false);
        }
    }
    let cy = (whole.top + whole.bottom) / 2.0;
    svg.text_rotated(
        super::MARGIN + super::style::AXIS_PX * 0.8,
        cy,
        &y.title,
        super::style::AXIS_PX,
        Anchor::Middle,
        super::style::palette::MUTED,
        -90.0,
    );
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
        };
        render_svg(&fig)
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
