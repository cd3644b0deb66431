//! Timelines: one lane per row, spans coloured by what they are (never by row), event
//! markers with labels, lanes grouped under a heading.

use super::place::Placer;
use super::scale::Fitted;
use super::style::{AXIS_PX, LEGEND_PX, NOTE_PX, TICK_PX, dark, palette, text_width};
use super::svg::{Anchor, Svg};
use super::{Area, Entry, Swatch, clip_close, clip_open, frame, header, look, marks, x_axis};
use crate::report::figure::{Figure, Key, Lane};
use crate::report::words::Words;

/// The legend: every key used, spans first, in order of first use.
fn legend(lanes: &[Lane], w: &'static Words) -> Vec<Entry> {
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
            name: key.name(w.lang()).to_string(),
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

/// Where a lane is drawn: its row's centre and its bars' height.
struct LaneRow {
    lane: usize,
    cy: f64,
    bh: f64,
}

/// The event labels of every lane, after all bars and markers are drawn: each goes right
/// of its marker on the lane (or left), else above the bar (right of the marker, left of
/// it, or centred on it), else below it, at the first place clear of every bar, marker,
/// heading and label; else it is dropped. Above comes before below, so the same event in
/// two groups of lanes keeps its side.
fn event_labels(
    svg: &mut Svg,
    a: &Area,
    lanes: &[Lane],
    rows: &[LaneRow],
    px: &dyn Fn(f64) -> f64,
    placer: &mut Placer,
) {
    for row in rows {
        for e in &lanes[row.lane].events {
            if e.label.is_empty() {
                continue;
            }
            let ex = px(e.at);
            let (cy, bh) = (row.cy, row.bh);
            let w = text_width(&e.label, NOTE_PX);
            let beside = cy + NOTE_PX * 0.35;
            // Clear of its own bar: a label's box reaches NOTE_PX * 0.3 below its baseline.
            let above = cy - bh / 2.0 - NOTE_PX * 0.3 - 1.0;
            let below = cy + bh / 2.0 + NOTE_PX * 0.85 + 3.0;
            let candidates = [
                (ex + 10.0, beside, Anchor::Start),
                (ex - 10.0, beside, Anchor::End),
                (ex + 10.0, above, Anchor::Start),
                (ex - 10.0, above, Anchor::End),
                (ex - w / 2.0, above, Anchor::Start),
                (ex + 10.0, below, Anchor::Start),
                (ex - 10.0, below, Anchor::End),
            ];
            // A strip's label keeps a gap from the labels after it (two labels that abut,
            // `Nis yok 31 May 02:30`, read as one phrase).
            let gap = if lanes[row.lane].strip { STRIP_LABEL_GAP } else { 0.0 };
            if let Some((x, y, anchor)) = placer.place_spaced(a, &e.label, &candidates, gap) {
                svg.label(x, y, &e.label, NOTE_PX, anchor, palette::INK);
            }
        }
    }
}

/// Every x the chart draws at: the spans' ends, the events, the vertical marks.
fn x_values(fig: &Figure, lanes: &[Lane]) -> Vec<f64> {
    let mut xs: Vec<f64> = lanes.iter().flat_map(|l| l.spans.iter().flat_map(|s| [s.start, s.end])).collect();
    xs.extend(lanes.iter().flat_map(|l| l.events.iter().map(|e| e.at)));
    xs.extend(fig.marks.iter().flat_map(|m| match m {
        crate::report::figure::Mark::VLine { x, .. } => vec![*x],
        crate::report::figure::Mark::Band { from, to, .. } => vec![*from, *to],
        _ => vec![],
    }));
    xs
}

/// A titled y axis's title (opt-in, [`crate::report::figure::Axis::lanes_titled`]), rotated
/// left of the lane names.
fn y_title(svg: &mut Svg, a: &Area, title: &str) {
    let cy = (a.top + a.bottom) / 2.0;
    svg.text_rotated(super::MARGIN + AXIS_PX * 0.8, cy, title, AXIS_PX, Anchor::Middle, palette::MUTED, -90.0);
}

/// Where a label `w` wide starts inside the bar `x0..x1`: the first place clear of every
/// marker of the lane. The walk stops once the label no longer fits in its bar, where it is
/// not drawn whatever comes after (a bar over thousands of markers is walked once, not each).
fn label_start(markers: &Markers, x0: f64, x1: f64, w: f64) -> f64 {
    let mut start = x0 + 5.0;
    while start + w + 5.0 < x1 {
        let Some(ex) = markers.first(start - MARKER_ROOM, start + w + MARKER_ROOM, |ex| {
            ex + MARKER_ROOM > start && ex - MARKER_ROOM < start + w
        }) else {
            break;
        };
        // A marker stepped past is not hit again (`ex + room - ex` may round below it).
        if ex + MARKER_ROOM <= start {
            break;
        }
        start = ex + MARKER_ROOM;
    }
    start
}

pub(super) fn draw(svg: &mut Svg, fig: &Figure, lanes: &[Lane], w: &'static Words) {
    let strip = super::strip_height(&fig.marks);
    let top = header(svg, &fig.title, &legend(lanes, w)) + strip;
    let x = Fitted::fit(&fig.x, &x_values(fig, lanes), true, w);
    let names = lanes.iter().map(|l| text_width(&l.name, TICK_PX)).fold(0.0, f64::max);
    // A titled y axis (opt-in) takes a rotated title's width left of the lane names.
    let titled = fig.y.lanes_titled && !fig.y.label.is_empty();
    let left = super::MARGIN + names + 14.0 + if titled { AXIS_PX + 10.0 } else { 0.0 };
    let bottom = super::style::HEIGHT - super::MARGIN - (TICK_PX + 10.0 + super::style::AXIS_PX + 4.0);
    let mut a = Area { left, top: top + 4.0, right: super::style::WIDTH - super::MARGIN, bottom };
    let rows = rows(lanes);
    // Rows up to 96 units tall (heading rows half of a lane's); a short timeline is
    // centred in the room left, its axis with it.
    let units: f64 = rows.iter().map(|r| if r.is_some() { 1.0 } else { 0.6 }).sum::<f64>().max(1.0);
    let lane_h = if fig.y.lanes_fill { a.height() / units } else { (a.height() / units).min(96.0) };
    let used = lane_h * units;
    let spare = (a.height() - used) / 2.0;
    a.top += spare;
    a.bottom = a.top + used;
    let strip_top = Some(a.top - strip);
    if titled {
        y_title(svg, &a, &fig.y.label);
    }
    super::note_clock(svg, fig, &x, &a);
    x_axis(svg, &a, &x, true);
    marks(svg, &a, &x, None, &fig.marks, false, strip_top);
    let px = |v: f64| x.map(v, a.left, a.right);
    let mut placer = Placer::default();
    let mut drawn: Vec<LaneRow> = Vec::new();
    // Span labels that do not fit inside their bar: `(lane, bar end, centre, label)`.
    let mut outside: Vec<(usize, f64, f64, &str)> = Vec::new();
    let mut y0 = a.top;
    for (r, row) in rows.iter().enumerate() {
        let row_h = if row.is_some() { lane_h } else { lane_h * 0.6 };
        let cy = y0 + row_h / 2.0;
        y0 += row_h;
        let Some(i) = row else {
            // A group heading inside the plot, clear of the y axis, on a white box over
            // the grid.
            let g = rows[r + 1].map(|i| lanes[i].group.as_str()).unwrap_or("");
            let (hx, hy) = (a.left + 6.0, cy + LEGEND_PX * 0.35);
            svg.label(hx, hy, g, LEGEND_PX, Anchor::Start, palette::MUTED);
            placer.block((hx - 2.0, hy - LEGEND_PX * 0.7, hx + text_width(g, LEGEND_PX) + 2.0, hy + LEGEND_PX * 0.3));
            continue;
        };
        let lane = &lanes[*i];
        let markers = Markers::new(lane.events.iter().map(|e| px(e.at)));
        svg.text(a.left - 8.0, cy + TICK_PX * 0.35, &lane.name, TICK_PX, Anchor::End, palette::INK);
        // Lanes that fill the height get bars up to 56 units tall (34 otherwise).
        let bh = (row_h * 0.55).min(if fig.y.lanes_fill { 56.0 } else { 34.0 });
        clip_open(svg, &a, &format!("lane{r}"));
        for s in &lane.spans {
            let (color, _) = look(s.key);
            let (mut x0, x1) = (px(s.start), px(s.end).max(px(s.start) + 2.0));
            // A span shorter than the marker on its end (a finish dot) still shows its
            // colour left of the marker: it is drawn at least 4 units wider than the
            // marker's half (a start up to a marker's width early, within drawing precision).
            if markers.first(x1 - 2.0, x1 + 2.0, |ex| (ex - x1).abs() < 1.0).is_some() {
                x0 = x0.min(x1 - 11.0).max(a.left);
            }
            // A mark's span (an outage) is its band's tint, outlined in its colour: the
            // same look as the band on the other charts, apart from a marker of that colour.
            let tinted = s.key.0.starts_with("mark.").then(|| super::tint(color));
            match &tinted {
                Some(fill) => svg.rect(x0, cy - bh / 2.0, x1 - x0, bh, fill, Some((color, 1.0))),
                None => svg.rect(x0, cy - bh / 2.0, x1 - x0, bh, color, Some(("#FFFFFF", 0.8))),
            }
            let color = if tinted.is_some() { "#FFFFFF" } else { color };
            placer.block((x0, cy - bh / 2.0, x1, cy + bh / 2.0));
            // The label starts at the first place clear of every event marker of the lane
            // (a marker never covers a label); it is dropped when it no longer fits.
            let w = text_width(&s.label, NOTE_PX);
            let start = label_start(&markers, x0, x1, w);
            if !s.label.is_empty() && start + w + 5.0 < x1 && bh >= NOTE_PX + 2.0 {
                let ink = if dark(color) { "#FFFFFF" } else { palette::INK };
                svg.text(start, cy + NOTE_PX * 0.35, &s.label, NOTE_PX, Anchor::Start, ink);
            } else if !s.label.is_empty() && bh < NOTE_PX + 2.0 {
                outside.push((*i, x1, cy, &s.label));
            }
        }
        clip_close(svg);
        let r = if lane.strip { markers.strip_size() } else { 7.0 };
        let rows = if lane.strip { markers.strip_rows(r) } else { vec![0.0; lane.events.len()] };
        for (e, dy) in lane.events.iter().zip(rows) {
            let (color, marker) = look(e.key);
            let (ex, ey) = (px(e.at), cy + dy);
            svg.marker(marker, ex, ey, r, color);
            // A strip's marker blocks its own square (its rows keep the lane's labels above it).
            let half = if lane.strip { r } else { 8.0 };
            placer.block((ex - r, ey - half, ex + r, ey + half));
        }
        drawn.push(LaneRow { lane: *i, cy, bh });
    }
    event_labels(svg, &a, lanes, &drawn, &px, &mut placer);
    // In lanes too thin for text inside a bar, a span's label goes right after the bar's
    // end (past the lane's markers there) when that place is free, else it is dropped.
    // (In wider lanes a label that does not fit is dropped: a start time such as "10:00"
    // after a bar's end would read as its end.)
    // Each lane's markers, sorted once (a lane of thousands of events has as many labels).
    let mut by_lane: Vec<Option<Clearing>> = (0..lanes.len()).map(|_| None).collect();
    for (i, x1, cy, label) in outside {
        let markers =
            by_lane[i].get_or_insert_with(|| Clearing::new(Markers::new(lanes[i].events.iter().map(|e| px(e.at)))));
        let start = markers.clear_of(x1 + 5.0, MARKER_ROOM);
        if let Some((x, y, anchor)) = placer.place(&a, label, &[(start, cy + NOTE_PX * 0.35, Anchor::Start)]) {
            svg.label(x, y, label, NOTE_PX, anchor, palette::INK);
        }
    }
    marks(svg, &a, &x, None, &fig.marks, true, strip_top);
    frame(svg, &a);
}

/// The horizontal room a strip's label keeps clear on each side for the labels after it.
const STRIP_LABEL_GAP: f64 = 9.0;

/// The smallest marker size on a date strip: a square 7 units wide (14 px in the PNG);
/// markers closer than that go to rows of their own ([`Markers::strip_rows`]).
const STRIP_MIN_SIZE: f64 = 4.0;

/// How far a span's label keeps from the centre of an event marker on its lane: the
/// marker's half-width (7 units) and 9 units of white, so that `10:00 ✕ 11:00` never
/// reads as one glued phrase (issue 38, 000-overlap-policies.kubernetes).
const MARKER_ROOM: f64 = 16.0;

/// A lane's event markers sorted by x, for the queries "the first marker, in the lane's
/// order, that this label or bar end touches": a lane can hold ten thousand markers (a
/// long what-if), and a scan of every marker per bar was quadratic (minutes of drawing).
struct Markers {
    /// (x, position in the lane's events), by x.
    by_x: Vec<(f64, usize)>,
}

impl Markers {
    fn new(xs: impl Iterator<Item = f64>) -> Markers {
        let mut by_x: Vec<(f64, usize)> = xs.enumerate().map(|(i, x)| (x, i)).collect();
        by_x.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        Markers { by_x }
    }

    /// The marker size (half-width) on a date strip: the usual 7 units, or less where two
    /// markers at different places would touch (runs a day apart on a months-long axis), so
    /// that at least 3 units of white stay between them; never under 2 units.
    fn strip_size(&self) -> f64 {
        let closest = self.by_x.windows(2).map(|p| p[1].0 - p[0].0).filter(|&d| d > 0.5).fold(f64::INFINITY, f64::min);
        ((closest - 3.0) / 1.8).clamp(STRIP_MIN_SIZE, 7.0)
    }

    /// The vertical offset of each marker of a date strip (by its position in the lane's
    /// events), for markers of size `r`: on the lane's centre line, or, where it would touch
    /// the marker before it there (runs a day apart on a months-long axis), a row above or
    /// below, so that every marker stays a square of its own with white around it (issue
    /// 38, 000-recurrence-cron.runs). Markers at one place share a row; when all three rows
    /// are taken, the centre line.
    fn strip_rows(&self, r: f64) -> Vec<f64> {
        let step = 1.8 * r + 3.0;
        let mut last = [f64::NEG_INFINITY; 3];
        let mut rows = vec![0; self.by_x.len()];
        for &(x, i) in &self.by_x {
            let row = (0..3)
                .find(|&k| (x - last[k]).abs() <= 0.5)
                .or_else(|| (0..3).find(|&k| x - last[k] >= step))
                .unwrap_or(0);
            last[row] = x;
            rows[i] = row;
        }
        // A lane that needs rows reads them top to bottom, as days follow on a calendar.
        let offsets = if rows.iter().any(|&k| k > 0) { [-step, 0.0, step] } else { [0.0; 3] };
        rows.into_iter().map(|k| offsets[k]).collect()
    }

    /// The x of the first marker in the lane's order for which `hit` holds, looking only at
    /// markers within `lo..=hi` (a window wider than where `hit` can hold).
    fn first(&self, lo: f64, hi: f64, hit: impl Fn(f64) -> bool) -> Option<f64> {
        let from = self.by_x.partition_point(|&(x, _)| x < lo);
        self.by_x[from..]
            .iter()
            .take_while(|&&(x, _)| x <= hi)
            .filter(|&&(x, _)| hit(x))
            .min_by_key(|&&(_, i)| i)
            .map(|&(x, _)| x)
    }
}

/// A lane's markers with what the labels after its bars' ends ask of them: from a place, step
/// past the first marker in the lane's order within `room` of it (to `room` past that
/// marker), again and again, until none is. Thousands of labels on a lane of thousands of
/// markers each walked the whole lane (minutes at debug speed); here a step is a range
/// query (a sparse table of the lowest lane position over the markers by x), and where a
/// step lands after a marker is remembered, so each marker is walked past once.
struct Clearing {
    markers: Markers,
    /// `lowest[k][j]`: the marker with the lowest lane position among `by_x[j..j + 2^k]`.
    lowest: Vec<Vec<usize>>,
    /// Where the walk ends after stepping past `by_x[j]` (for the one `room` asked).
    landing: Vec<Option<f64>>,
}

impl Clearing {
    fn new(markers: Markers) -> Clearing {
        let n = markers.by_x.len();
        let mut lowest = vec![(0..n).collect::<Vec<usize>>()];
        let mut width = 1;
        while 2 * width <= n {
            let prev = &lowest[lowest.len() - 1];
            let next = (0..=n - 2 * width)
                .map(|j| {
                    let (a, b) = (prev[j], prev[j + width]);
                    if markers.by_x[b].1 < markers.by_x[a].1 { b } else { a }
                })
                .collect();
            lowest.push(next);
            width *= 2;
        }
        Clearing { markers, lowest, landing: vec![None; n] }
    }

    /// The marker (by x order) of the lowest lane position with `x` strictly within `room`
    /// of `at`, as [`Markers::first`] finds it.
    fn hit(&self, at: f64, room: f64) -> Option<usize> {
        let by_x = &self.markers.by_x;
        let lo = by_x.partition_point(|&(x, _)| (x - at).abs() >= room && x < at);
        let hi = by_x.partition_point(|&(x, _)| x < at || (x - at).abs() < room);
        if lo >= hi {
            return None;
        }
        let k = (usize::BITS - 1 - (hi - lo).leading_zeros()) as usize;
        let (a, b) = (self.lowest[k][lo], self.lowest[k][hi - (1 << k)]);
        Some(if by_x[b].1 < by_x[a].1 { b } else { a })
    }

    /// Where a label that would start at `start` starts, clear of the lane's markers.
    fn clear_of(&mut self, start: f64, room: f64) -> f64 {
        let mut passed = Vec::new();
        let mut at = start;
        while let Some(j) = self.hit(at, room) {
            // A marker stepped past is not hit again (`x + room - x` may round below `room`).
            if self.markers.by_x[j].0 + room <= at {
                break;
            }
            if let Some(end) = self.landing[j] {
                at = end;
                break;
            }
            passed.push(j);
            at = self.markers.by_x[j].0 + room;
        }
        for j in passed {
            self.landing[j] = Some(at);
        }
        at
    }
}

#[cfg(test)]
mod tests {
    use super::Markers;

    #[test]
    fn a_walk_ends_where_rounding_would_hit_a_passed_marker_again() {
        // (511.3 + 5.0) - 511.3 is below 5.0 in floating point: the marker at 511.3 seems hit
        // again from where the step past it lands (the step-by-step walk looped forever).
        let (x, step) = (std::hint::black_box(511.3f64), 5.0);
        assert!((x + step) - x < step);
        let mut c = super::Clearing::new(Markers::new([511.3].into_iter()));
        assert_eq!(c.clear_of(510.0, 5.0), 511.3 + 5.0);
    }

    #[test]
    fn a_label_clears_the_markers_as_the_step_by_step_walk_does() {
        // Markers at these x in this lane order; the walk from each start, step by step.
        let xs = [10.0, 3.0, 14.0, 30.0, 4.0, 31.5, 60.0, 21.0, 22.0, 9.0];
        let walk = |start: f64| {
            let m = Markers::new(xs.iter().copied());
            let mut at = start;
            while let Some(ex) = m.first(at - 5.0, at + 5.0, |ex| (ex - at).abs() < 5.0) {
                at = ex + 5.0;
            }
            at
        };
        let mut c = super::Clearing::new(Markers::new(xs.iter().copied()));
        for start in [0.0, 2.0, 5.0, 8.5, 13.0, 19.0, 26.0, 35.0, 50.0, 70.0, 4.0, 0.0] {
            assert_eq!(c.clear_of(start, 5.0), walk(start), "from {start}");
        }
    }

    #[test]
    fn a_strips_markers_shrink_only_where_two_would_touch() {
        // Far apart: the usual size. A day apart at 4 units a day: the floor. Between: 3 units of white.
        assert_eq!(Markers::new([0.0, 100.0, 300.0].into_iter()).strip_size(), 7.0);
        assert_eq!(Markers::new([0.0, 4.0, 8.0].into_iter()).strip_size(), super::STRIP_MIN_SIZE);
        let r = Markers::new([0.0, 12.0, 12.0, 40.0].into_iter()).strip_size();
        assert!((12.0 - 1.8 * r - 3.0).abs() < 1e-9, "{r}");
    }

    #[test]
    fn a_strips_markers_too_close_for_their_size_take_rows_of_their_own() {
        // Four days, 4 units apart, at the floor size: top, middle, bottom, then the top row
        // again once its marker is far enough behind; two runs at one place share a row.
        let m = Markers::new([0.0, 4.0, 8.0, 12.0, 12.2].into_iter());
        let step = 1.8 * super::STRIP_MIN_SIZE + 3.0;
        assert_eq!(m.strip_rows(super::STRIP_MIN_SIZE), vec![-step, 0.0, step, -step, -step]);
        // Far apart: all on the centre line.
        assert_eq!(Markers::new([0.0, 100.0].into_iter()).strip_rows(7.0), vec![0.0, 0.0]);
    }
}
