//! Grouped vertical bars with their values written above them.

use super::scale::Fitted;
use super::style::{NOTE_PX, TICK_PX, palette, text_width};
use super::svg::{Anchor, Svg};
use super::{Area, Entry, Swatch, area, frame, header, look, marks, y_axis};
use crate::report::figure::{BarSeries, Figure, Mark};
use crate::report::words::Words;

/// Splits a category name over two lines: at its line break if it has one, else at the
/// space nearest its middle.
fn two_lines(name: &str) -> (String, String) {
    if let Some((first, second)) = name.split_once('\n') {
        return (first.to_string(), second.to_string());
    }
    let mid = name.chars().count() / 2;
    let spaces: Vec<usize> = name.char_indices().filter(|c| c.1 == ' ').map(|c| c.0).collect();
    match spaces.iter().min_by_key(|&&i| (name[..i].chars().count() as i64 - mid as i64).abs()) {
        Some(&i) => (name[..i].to_string(), name[i + 1..].to_string()),
        None => (name.to_string(), String::new()),
    }
}

/// Every value the y axis must show: the bars, horizontal lines and whiskers.
fn values(fig: &Figure, series: &[BarSeries]) -> Vec<f64> {
    let mut values: Vec<f64> = series.iter().flat_map(|s| s.values.iter().flatten().copied()).collect();
    values.extend(fig.marks.iter().filter_map(|m| match m {
        Mark::HLine { y, .. } => Some(*y),
        _ => None,
    }));
    for m in &fig.marks {
        if let Mark::Range { points, .. } = m {
            values.extend(points.iter().flat_map(|p| [p.1, p.2]));
        }
    }
    values
}

/// The category names under their groups (`wrap`: on two lines).
fn category_names(svg: &mut Svg, a: &Area, categories: &[String], group: f64, wrap: bool) {
    for (ci, name) in categories.iter().enumerate() {
        let cx = a.left + group * (ci as f64 + 0.5);
        let base = a.bottom + 8.0 + TICK_PX * 0.8;
        if wrap {
            let (l1, l2) = two_lines(name);
            svg.text(cx, base, &l1, TICK_PX, Anchor::Middle, palette::INK);
            svg.text(cx, base + TICK_PX + 2.0, &l2, TICK_PX, Anchor::Middle, palette::INK);
        } else {
            svg.text(cx, base, name, TICK_PX, Anchor::Middle, palette::INK);
        }
    }
}

/// The height of a zero bar, and the least height of a bar above zero.
const ZERO_PX: f64 = 1.5;
const MIN_BAR_PX: f64 = 4.0;

/// A bar's label a reference line runs through: drawn after the lines, on its white box.
struct BarLabel {
    cx: f64,
    baseline: f64,
    text: String,
}

/// A bar's label above `top` (the bar's or its whisker's top), centred on the bar
/// `(left, width)`, in one size for every bar and always at its bar: a reference line
/// (`hlines`) that runs through it is broken by the label's white box, and a label already
/// `placed` is never covered (it goes above that one).
fn label_bar(
    svg: &mut Svg,
    labels: &mut Vec<BarLabel>,
    placed: &mut Vec<(f64, f64, f64, f64)>,
    hlines: &[f64],
    label: &str,
    (left, bar): (f64, f64),
    top: f64,
) {
    let size = NOTE_PX;
    let mut baseline = top - 6.0;
    // The narrow bars of a group whose labels are wider than the bars.
    let w = text_width(label, size);
    let mut cx = left + bar / 2.0;
    let boxed = |cx: f64, b: f64| (cx - w / 2.0 - 2.0, b - size * 0.85, cx + w / 2.0 + 2.0, b + size * 0.3);
    let hits = |r: (f64, f64, f64, f64), o: &(f64, f64, f64, f64)| r.0 < o.2 && o.0 < r.2 && r.1 < o.3 && o.1 < r.3;
    // A label that just overlaps its left neighbour's moves right a little (still over its
    // bar) rather than above it, a gap apart so the two never read as one phrase.
    if let Some(other) = placed.iter().find(|o| hits(boxed(cx, baseline), o)) {
        let shift = other.2 - boxed(cx, baseline).0 + 6.0;
        if shift <= bar * 0.3 && !placed.iter().any(|o| hits(boxed(cx + shift, baseline), o)) {
            cx += shift;
        }
    }
    while let Some(other) = placed.iter().find(|o| hits(boxed(cx, baseline), o)) {
        baseline = other.1 - size * 0.3 - 1.0;
    }
    placed.push(boxed(cx, baseline));
    let on_line = hlines.iter().any(|&hy| hy > baseline - size * 0.85 - 1.0 && hy < baseline + size * 0.3 + 1.0);
    if on_line {
        labels.push(BarLabel { cx, baseline, text: label.to_string() });
    } else {
        svg.text(cx, baseline, label, size, Anchor::Middle, palette::INK);
    }
}

/// Whiskers: the spread of a series' bar at its category (`slot`: a bar's left and width,
/// `to_px`: a value's height on the plot).
fn whiskers(
    svg: &mut Svg,
    fig: &Figure,
    series: &[BarSeries],
    slot: &dyn Fn(usize, usize) -> (f64, f64),
    to_px: &dyn Fn(f64) -> f64,
) {
    for m in &fig.marks {
        let Mark::Range { key, points, .. } = m else { continue };
        let Some(si) = series.iter().position(|s| s.key == *key) else { continue };
        for &(ci, lo, hi) in points {
            let (left, bar) = slot(si, ci as usize);
            let cx = left + bar / 2.0;
            let (ylo, yhi) = (to_px(lo), to_px(hi));
            svg.line(cx, ylo, cx, yhi, palette::INK, 1.5, false);
            svg.line(cx - bar * 0.2, ylo, cx + bar * 0.2, ylo, palette::INK, 1.5, false);
            svg.line(cx - bar * 0.2, yhi, cx + bar * 0.2, yhi, palette::INK, 1.5, false);
        }
    }
}

/// The legend: a swatch per bar series (none when each series is named after the one
/// category it has a bar in), and one for the whiskers.
fn legend(fig: &Figure, categories: &[String], series: &[BarSeries]) -> Vec<Entry> {
    // A series named after the one category it has a bar in (one colour per system) needs
    // no legend entry: the category under its bar names it.
    let own_category = |s: &BarSeries| {
        let mut filled = s.values.iter().enumerate().filter(|v| v.1.is_some()).map(|v| v.0);
        matches!((filled.next(), filled.next()), (Some(i), None) if categories.get(i) == Some(&s.name))
    };
    let mut legend: Vec<Entry> = if series.len() > 1 && !series.iter().all(own_category) {
        series.iter().map(|s| Entry { name: s.name.clone(), key: s.key, swatch: Swatch::Bar }).collect()
    } else {
        Vec::new()
    };
    // The whiskers say what they are.
    for m in &fig.marks {
        if let Mark::Range { key, label, .. } = m
            && !label.is_empty()
            && !legend.iter().any(|e| e.name == *label)
        {
            legend.push(Entry { name: label.clone(), key: *key, swatch: Swatch::Whisker });
        }
    }
    legend
}

pub(super) fn draw(svg: &mut Svg, fig: &Figure, categories: &[String], series: &[BarSeries], w: &'static Words) {
    let legend = legend(fig, categories, series);
    let strip = super::strip_height(&fig.marks);
    let top = header(svg, &fig.title, &legend) + strip;
    let y = Fitted::fit(&fig.y, &values(fig, series), true, w);
    let y_labels = y.ticks.iter().map(|t| text_width(&t.1, TICK_PX)).fold(0.0, f64::max);
    let mut a = area(top, y_labels, true);
    a.right -= super::hline_room(&fig.marks);
    let n = categories.len().max(1) as f64;
    let group = a.width() / n;
    // Category names that do not fit their group go on two lines.
    // (A name with a line break always goes on its two lines.)
    let wrap = categories.iter().any(|c| c.contains('\n') || text_width(c, TICK_PX) > group - 6.0);
    if wrap {
        a.bottom -= TICK_PX + 2.0;
    }
    y_axis(svg, &a, &y);
    // Each category's bars share its group: only the series with a value there take a
    // slot, so a category with one bar has it centred and wide.
    let slot = |si: usize, ci: usize| -> (f64, f64) {
        let present: Vec<usize> =
            (0..series.len()).filter(|&j| series[j].values.get(ci).copied().flatten().is_some()).collect();
        let k = present.len().max(1) as f64;
        let pos = present.iter().position(|&j| j == si).unwrap_or(0) as f64;
        let bar = (group * 0.8 / k).min(group * 0.4);
        let start = a.left + group * ci as f64 + (group - bar * k) / 2.0;
        (start + bar * pos, bar)
    };
    let whisker_top = |si: usize, ci: usize| -> Option<f64> {
        fig.marks.iter().find_map(|m| match m {
            Mark::Range { key, points, .. } if *key == series[si].key => {
                points.iter().find(|p| p.0 as usize == ci).map(|p| y.map(p.2, a.bottom, a.top))
            }
            _ => None,
        })
    };
    let floor = y.map(y.lo, a.bottom, a.top);
    let hlines: Vec<f64> = fig
        .marks
        .iter()
        .filter_map(|m| match m {
            Mark::HLine { y: v, .. } => Some(y.map(*v, a.bottom, a.top)),
            _ => None,
        })
        .collect();
    let mut placed: Vec<(f64, f64, f64, f64)> = Vec::new();
    let mut labels: Vec<BarLabel> = Vec::new();
    for (si, s) in series.iter().enumerate() {
        let (color, _) = look(s.key);
        for (ci, v) in s.values.iter().enumerate() {
            let Some(v) = *v else { continue };
            let (left, bar) = slot(si, ci);
            // Unbounded, or past a fixed range: the bar leaves the plot, broken.
            let broken = v == f64::INFINITY || (fig.y.range.is_some() && v > y.hi);
            let py = if broken {
                a.top + NOTE_PX + 10.0
            } else if y.is_log() && v <= 0.0 {
                floor
            } else {
                y.map(v, a.bottom, a.top)
            };
            let (x0, w) = (left + bar * 0.04, bar * 0.92);
            if v <= 0.0 {
                // Zero (and below) is drawn, not left out: a flat line on the baseline,
                // lower than the shortest bar of a value above zero.
                svg.rect(x0, floor - ZERO_PX, w, ZERO_PX, color, None);
            } else {
                // A value above zero stands at least MIN_BAR_PX tall, so it never reads as
                // zero or as less than a zero beside it (its label gives the value).
                let top = py.min(floor - MIN_BAR_PX);
                svg.rect(x0, top, w, floor - top, color, None);
            }
            if broken {
                // Its top broken by a white zig-zag.
                let zig: Vec<(f64, f64)> =
                    (0..=6).map(|k| (x0 + w * k as f64 / 6.0, py + 8.0 + if k % 2 == 0 { 0.0 } else { 5.0 })).collect();
                svg.polyline(&zig, "#FFFFFF", 3.0, false);
            }
            let given = s.labels.get(ci).filter(|l| !l.is_empty()).cloned();
            let label = given.or_else(|| (v == 0.0).then(|| "0".to_string()));
            if let Some(label) = label {
                let top = whisker_top(si, ci).map_or(py, |w| w.min(py));
                label_bar(svg, &mut labels, &mut placed, &hlines, &label, (left, bar), top.min(floor - MIN_BAR_PX));
            }
        }
    }
    whiskers(svg, fig, series, &slot, &|v| y.map(v, a.bottom, a.top));
    marks(
        svg,
        &a,
        &Fitted::fit(&crate::report::figure::Axis::new("", crate::report::figure::Unit::Plain), &[0.0, 1.0], false, w),
        Some(&y),
        &fig.marks,
        true,
        Some(a.top - strip),
    );
    for l in &labels {
        svg.label(l.cx, l.baseline, &l.text, NOTE_PX, Anchor::Middle, palette::INK);
    }
    category_names(svg, &a, categories, group, wrap);
    svg.text(
        (a.left + a.right) / 2.0,
        super::style::HEIGHT - super::MARGIN + 2.0,
        &fig.x.label,
        super::style::AXIS_PX,
        Anchor::Middle,
        palette::MUTED,
    );
    frame(svg, &a);
}
