//! Timelines: one lane per row, spans coloured by what they are (never by row), event
//! markers with labels, lanes grouped under a heading.

use super::scale::Fitted;
use super::style::{LEGEND_PX, NOTE_PX, TICK_PX, dark, palette, text_width};
use super::svg::{Anchor, Svg};
use super::{Area, Entry, Swatch, clip_close, clip_open, frame, header, look, marks, x_axis};
use crate::report::figure::{Figure, Key, Lane};

/// The legend: every key used, spans first, in order of first use.
fn legend(lanes: &[Lane]) -> Vec<Entry> {
    let mut keys: Vec<(Key, bool)> = Vec::new();
    for l in lanes {
        for s in &l.spans {
            if !keys.iter().any(|k| k.0 == s.key) {
                keys.push((s.key, true));
            }
        }
    }
    for l in lanes {
        for e in &l.events {
            if !keys.iter().any(|k| k.0 == e.key) {
                keys.push((e.key, false));
            }
        }
    }
    keys.into_iter()
        .map(|(key, span)| Entry {
            name: key.name().to_string(),
            key,
            swatch: if span { Swatch::Bar } else { Swatch::Marker },
        })
        .collect()
}

/// The rows: a heading row (`None`) before each new group, then its lanes.
fn rows(lanes: &[Lane]) -> Vec<Option<usize>> {
    let mut rows: Vec<Option<usize>> = Vec::new();
    let mut group = None;
    for (i, l) in lanes.iter().enumerate() {
        if !l.group.is_empty() && group != Some(&l.group) {
            rows.push(None);
        }
        group = Some(&l.group);
        rows.push(Some(i));
    }
    rows
}

/// A lane's event markers (`px`: a value's x), centred at `cy` on bars `bh` tall. A label
/// goes right of its marker, centred on the lane, when it fits before the next marker;
/// else above the bar, or below when that collides.
fn event_markers(svg: &mut Svg, a: &Area, lane: &Lane, px: &dyn Fn(f64) -> f64, cy: f64, bh: f64) {
    let mut last_above = f64::NEG_INFINITY;
    let mut last_below = f64::NEG_INFINITY;
    let mut last_beside = f64::NEG_INFINITY;
    let xs_events: Vec<f64> = lane.events.iter().map(|e| px(e.at)).collect();
    for (k, e) in lane.events.iter().enumerate() {
        let (color, marker) = look(e.key);
        let ex = px(e.at);
        svg.marker(marker, ex, cy, 7.0, color);
        if e.label.is_empty() {
            continue;
        }
        let w = text_width(&e.label, NOTE_PX);
        let next = xs_events.iter().skip(k + 1).copied().find(|&nx| nx > ex + 1.0).unwrap_or(a.right + 20.0);
        let spans_after = lane.spans.iter().any(|s| {
            let (s0, s1) = (px(s.start), px(s.end));
            s1 > ex + 9.0 && s0 < ex + 9.0 + w + 4.0
        });
        if ex + 9.0 + w + 6.0 < next.min(a.right) && ex - 9.0 > last_beside && !spans_after {
            svg.label(ex + 9.0, cy + NOTE_PX * 0.35, &e.label, NOTE_PX, Anchor::Start, palette::INK);
            last_beside = ex + 9.0 + w;
            continue;
        }
        let (lx, anchor, left_edge) = if ex + 9.0 + w > a.right {
            (ex - 9.0, Anchor::End, ex - 9.0 - w)
        } else {
            (ex + 9.0, Anchor::Start, ex + 9.0)
        };
        if left_edge > last_above + 4.0 {
            svg.label(lx, cy - bh / 2.0 - 3.0, &e.label, NOTE_PX, anchor, palette::INK);
            last_above = left_edge + w;
        } else if left_edge > last_below + 4.0 {
            svg.label(lx, cy + bh / 2.0 + NOTE_PX, &e.label, NOTE_PX, anchor, palette::INK);
            last_below = left_edge + w;
        }
    }
}

pub(super) fn draw(svg: &mut Svg, fig: &Figure, lanes: &[Lane]) {
    let strip = super::strip_height(&fig.marks);
    let top = header(svg, &fig.title, &legend(lanes)) + strip;
    let mut xs: Vec<f64> = lanes.iter().flat_map(|l| l.spans.iter().flat_map(|s| [s.start, s.end])).collect();
    xs.extend(lanes.iter().flat_map(|l| l.events.iter().map(|e| e.at)));
    xs.extend(fig.marks.iter().flat_map(|m| match m {
        crate::report::figure::Mark::VLine { x, .. } => vec![*x],
        crate::report::figure::Mark::Band { from, to, .. } => vec![*from, *to],
        _ => vec![],
    }));
    let x = Fitted::fit(&fig.x, &xs, true);
    let names = lanes.iter().map(|l| text_width(&l.name, TICK_PX)).fold(0.0, f64::max);
    let left = super::MARGIN + names + 14.0;
    let bottom = super::style::HEIGHT - super::MARGIN - (TICK_PX + 10.0 + super::style::AXIS_PX + 4.0);
    let mut a = Area { left, top: top + 4.0, right: super::style::WIDTH - super::MARGIN, bottom };
    let rows = rows(lanes);
    // Rows up to 96 units tall (heading rows half of a lane's); a short timeline is
    // centred in the room left, its axis with it.
    let units: f64 = rows.iter().map(|r| if r.is_some() { 1.0 } else { 0.6 }).sum::<f64>().max(1.0);
    let lane_h = (a.height() / units).min(96.0);
    let used = lane_h * units;
    let spare = (a.height() - used) / 2.0;
    a.top += spare;
    a.bottom = a.top + used;
    let strip_top = Some(a.top - strip);
    x_axis(svg, &a, &x, true);
    marks(svg, &a, &x, None, &fig.marks, false, strip_top);
    let px = |v: f64| x.map(v, a.left, a.right);
    let mut y0 = a.top;
    for (r, row) in rows.iter().enumerate() {
        let row_h = if row.is_some() { lane_h } else { lane_h * 0.6 };
        let cy = y0 + row_h / 2.0;
        y0 += row_h;
        let Some(i) = row else {
            // A group heading on a white box, over the grid.
            let g = rows[r + 1].map(|i| lanes[i].group.as_str()).unwrap_or("");
            svg.label(super::MARGIN, cy + LEGEND_PX * 0.35, g, LEGEND_PX, Anchor::Start, palette::MUTED);
            continue;
        };
        let lane = &lanes[*i];
        svg.text(a.left - 8.0, cy + TICK_PX * 0.35, &lane.name, TICK_PX, Anchor::End, palette::INK);
        let bh = (row_h * 0.55).min(34.0);
        clip_open(svg, &a, &format!("lane{r}"));
        for s in &lane.spans {
            let (color, _) = look(s.key);
            let (x0, x1) = (px(s.start), px(s.end).max(px(s.start) + 2.0));
            svg.rect(x0, cy - bh / 2.0, x1 - x0, bh, color, Some(("#FFFFFF", 0.8)));
            // The label starts after an event marker sitting on the span's start.
            let start = if lane.events.iter().any(|e| (px(e.at) - x0).abs() < 10.0) { x0 + 14.0 } else { x0 + 5.0 };
            if !s.label.is_empty()
                && text_width(&s.label, NOTE_PX) + (start - x0) + 5.0 < x1 - x0
                && bh >= NOTE_PX + 2.0
            {
                let ink = if dark(color) { "#FFFFFF" } else { palette::INK };
                svg.text(start, cy + NOTE_PX * 0.35, &s.label, NOTE_PX, Anchor::Start, ink);
            }
        }
        clip_close(svg);
        event_markers(svg, &a, lane, &px, cy, bh);
    }
    marks(svg, &a, &x, None, &fig.marks, true, strip_top);
    frame(svg, &a);
}
