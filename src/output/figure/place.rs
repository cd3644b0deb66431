//! Where a label goes: the first of its candidate places that stays inside the plot and
//! clear of the data (bars, lines, markers) and of the labels already placed. A label
//! with no free place is dropped: a label never covers data.

use super::Area;
use super::style::{NOTE_PX, text_width};
use super::svg::Anchor;

/// An axis-aligned rectangle `(left, top, right, bottom)` in SVG units.
pub(crate) type Rect = (f64, f64, f64, f64);

fn overlap(p: &Rect, q: &Rect) -> bool {
    p.0 < q.2 && q.0 < p.2 && p.1 < q.3 && q.1 < p.3
}

/// Whether the segment `a`–`b` crosses the rectangle (Liang–Barsky clipping).
fn crosses(r: &Rect, a: (f64, f64), b: (f64, f64)) -> bool {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let (mut t0, mut t1) = (0.0f64, 1.0f64);
    for (p, q) in [(-dx, a.0 - r.0), (dx, r.2 - a.0), (-dy, a.1 - r.1), (dy, r.3 - a.1)] {
        if p == 0.0 {
            if q < 0.0 {
                return false;
            }
        } else {
            let t = q / p;
            if p < 0.0 {
                t0 = t0.max(t);
            } else {
                t1 = t1.min(t);
            }
            if t0 > t1 {
                return false;
            }
        }
    }
    true
}

/// The data and labels a new label must stay clear of.
#[derive(Default)]
pub(crate) struct Placer {
    rects: Vec<Rect>,
    paths: Vec<Vec<(f64, f64)>>,
}

impl Placer {
    /// Blocks a rectangle (a bar, a marker, a heading, a placed label).
    pub fn block(&mut self, r: Rect) {
        self.rects.push(r);
    }

    /// Blocks a drawn line.
    pub fn block_path(&mut self, points: Vec<(f64, f64)>) {
        self.paths.push(points);
    }

    /// Whether `r` is free of everything blocked and inside `a`.
    pub fn free(&self, a: &Area, r: &Rect) -> bool {
        let inside = r.0 >= a.left && r.2 <= a.right && r.1 >= a.top && r.3 <= a.bottom;
        inside
            && !self.rects.iter().any(|b| overlap(b, r))
            && !self.paths.iter().any(|p| p.windows(2).any(|s| crosses(r, s[0], s[1])))
    }

    /// The first free candidate `(x, baseline, anchor)` for `text` at [`NOTE_PX`]; it is
    /// blocked for the labels after it. `None`: no free place, the label is dropped.
    pub fn place(&mut self, a: &Area, text: &str, candidates: &[(f64, f64, Anchor)]) -> Option<(f64, f64, Anchor)> {
        self.place_spaced(a, text, candidates, 0.0)
    }

    /// [`Placer::place`] with `gap` more units of room: a label is free only when its far
    /// end (away from its anchor) also keeps `gap` from what is there, and it is blocked
    /// `gap` units wider on each side, so that the labels after it keep that room from it.
    pub fn place_spaced(
        &mut self,
        a: &Area,
        text: &str,
        candidates: &[(f64, f64, Anchor)],
        gap: f64,
    ) -> Option<(f64, f64, Anchor)> {
        let w = text_width(text, NOTE_PX);
        let roomy = |c: &(f64, f64, Anchor)| {
            let r = label_rect(c, w);
            let r = match c.2 {
                Anchor::Start => (r.0, r.1, (r.2 + gap).min(a.right).max(r.2), r.3),
                Anchor::End => ((r.0 - gap).max(a.left).min(r.0), r.1, r.2, r.3),
                Anchor::Middle => r,
            };
            self.free(a, &r)
        };
        let found = candidates.iter().copied().find(|c| roomy(c))?;
        let r = label_rect(&found, w);
        self.block((r.0 - gap, r.1, r.2 + gap, r.3));
        Some(found)
    }
}

/// The box of a label of width `w` at `(x, baseline, anchor)` (with a 2-unit margin).
pub(crate) fn label_rect(c: &(f64, f64, Anchor), w: f64) -> Rect {
    let left = match c.2 {
        Anchor::Start => c.0,
        Anchor::Middle => c.0 - w / 2.0,
        Anchor::End => c.0 - w,
    };
    (left - 2.0, c.1 - NOTE_PX * 0.85, left + w + 2.0, c.1 + NOTE_PX * 0.3)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_label_takes_the_first_place_clear_of_bars_and_lines_or_none() {
        let a = Area { left: 0.0, top: 0.0, right: 200.0, bottom: 100.0 };
        let mut p = Placer::default();
        p.block((0.0, 40.0, 200.0, 60.0)); // a bar across the plot
        p.block_path(vec![(0.0, 12.0), (200.0, 12.0)]); // a line above it
        let c = [(10.0, 55.0, Anchor::Start), (10.0, 15.0, Anchor::Start), (10.0, 85.0, Anchor::Start)];
        // On the bar, then across the line: both refused; below the bar is free.
        assert_eq!(p.place(&a, "etiket", &c).map(|c| c.1), Some(85.0));
        // That place is now taken, and nothing else is free.
        assert_eq!(p.place(&a, "etiket", &c), None);
    }
}
