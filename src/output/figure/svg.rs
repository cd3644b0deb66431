//! A small SVG writer: shapes and text with coordinates rounded to hundredths, so the
//! same chart is the same bytes everywhere.

use std::fmt::Write;

use super::style::{FONT_FAMILY, Marker, palette};

/// Text anchoring.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

/// Coordinates with at most two decimals, no trailing zeros, no `-0`.
pub fn n(v: f64) -> String {
    let r = (v * 100.0).round() / 100.0;
    if r == 0.0 { "0".into() } else { format!("{r}") }
}

/// Okabe–Ito yellow darkened to 4.5:1 on white: the yellow's ink for text and the
/// outline of its thin lines and markers (yellow itself reads only as a fill).
pub const YELLOW_INK: &str = "#847700";

/// The colour text is written in: yellow is unreadable on white, so it is darkened.
pub fn text_ink(color: &str) -> &str {
    if color == palette::YELLOW { YELLOW_INK } else { color }
}

/// A colour as text of a reading size needs it on white: the colour itself where it has
/// WCAG's 4.5:1 contrast, else the same hue darkened until it has (issue 19: a pink or
/// orange panel title was hard to read on a projector). Yellow takes [`YELLOW_INK`].
pub fn readable_ink(color: &str) -> String {
    if color == palette::YELLOW {
        return YELLOW_INK.into();
    }
    let rgb = |i: usize| u8::from_str_radix(color.get(i..i + 2).unwrap_or("00"), 16).unwrap_or(0) as f64;
    let (r, g, b) = (rgb(1), rgb(3), rgb(5));
    let lin = |v: f64| {
        let v = v / 255.0;
        if v <= 0.04045 { v / 12.92 } else { libm::pow((v + 0.055) / 1.055, 2.4) }
    };
    // 1.05 / (L + 0.05) >= 4.5 on white.
    let fits = |f: f64| 0.2126 * lin(r * f) + 0.7152 * lin(g * f) + 0.0722 * lin(b * f) <= 1.05 / 4.5 - 0.05;
    if fits(1.0) {
        return color.to_string();
    }
    let mut f = 1.0;
    while !fits(f) && f > 0.0 {
        f -= 0.01;
    }
    format!("#{:02X}{:02X}{:02X}", (r * f).round() as u8, (g * f).round() as u8, (b * f).round() as u8)
}

/// Lines thinner than this in yellow get a dark outline.
const THIN: f64 = 4.0;

fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// An SVG document being written.
pub struct Svg {
    body: String,
    width: f64,
    height: f64,
    /// Where the run's clock lies across the plot, when the x axis is that clock.
    pub clock: Option<super::ClockAxis>,
}

impl Svg {
    pub fn new(width: f64, height: f64) -> Svg {
        let mut s = Svg { body: String::new(), width, height, clock: None };
        s.rect(0.0, 0.0, width, height, "#FFFFFF", None);
        s
    }

    /// Appends markup as is (clip groups).
    pub fn raw(&mut self, markup: &str) {
        self.body.push_str(markup);
    }

    /// `id`, or `id-2`, `id-3` … when the document already defines it: an id names one
    /// element (a clip path drawn for each panel would otherwise clip every panel by one).
    pub fn fresh_id(&self, id: &str) -> String {
        let taken = |c: &str| self.body.contains(&format!(" id=\"{c}\""));
        if !taken(id) {
            return id.to_string();
        }
        (2..).map(|n| format!("{id}-{n}")).find(|c| !taken(c)).unwrap_or_default()
    }

    /// A filled rectangle, optionally outlined.
    pub fn rect(&mut self, x: f64, y: f64, w: f64, h: f64, fill: &str, stroke: Option<(&str, f64)>) {
        let _ =
            write!(self.body, r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{fill}""#, n(x), n(y), n(w), n(h));
        if let Some((c, sw)) = stroke {
            let _ = write!(self.body, r#" stroke="{c}" stroke-width="{}""#, n(sw));
        }
        self.body.push_str("/>\n");
    }

    /// A translucent filled rectangle.
    pub fn shade(&mut self, x: f64, y: f64, w: f64, h: f64, fill: &str, opacity: f64) {
        let _ = writeln!(
            self.body,
            r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{fill}" fill-opacity="{}"/>"#,
            n(x),
            n(y),
            n(w),
            n(h),
            n(opacity)
        );
    }

    /// A straight line; `dash` draws it dashed.
    #[allow(clippy::too_many_arguments)]
    pub fn line(&mut self, x1: f64, y1: f64, x2: f64, y2: f64, color: &str, width: f64, dash: bool) {
        if color == palette::YELLOW && width < THIN {
            self.line(x1, y1, x2, y2, YELLOW_INK, width + 2.0, dash);
        }
        let _ = write!(
            self.body,
            r#"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{color}" stroke-width="{}""#,
            n(x1),
            n(y1),
            n(x2),
            n(y2),
            n(width)
        );
        if dash {
            self.body.push_str(r#" stroke-dasharray="6 4""#);
        }
        self.body.push_str("/>\n");
    }

    /// A translucent filled polygon (a band).
    pub fn polygon(&mut self, points: &[(f64, f64)], fill: &str, opacity: f64) {
        if points.len() < 3 {
            return;
        }
        let pts: Vec<String> = points.iter().map(|&(x, y)| format!("{},{}", n(x), n(y))).collect();
        let _ = writeln!(
            self.body,
            r#"<polygon points="{}" fill="{fill}" fill-opacity="{}" stroke="none"/>"#,
            pts.join(" "),
            n(opacity)
        );
    }

    /// A polyline through `points`, dashed if `dash`.
    pub fn polyline(&mut self, points: &[(f64, f64)], color: &str, width: f64, dash: bool) {
        if points.len() < 2 {
            return;
        }
        if color == palette::YELLOW && width < THIN {
            self.polyline(points, YELLOW_INK, width + 2.0, dash);
        }
        let pts: Vec<String> = points.iter().map(|&(x, y)| format!("{},{}", n(x), n(y))).collect();
        let _ = write!(
            self.body,
            r#"<polyline points="{}" fill="none" stroke="{color}" stroke-width="{}" stroke-linejoin="round""#,
            pts.join(" "),
            n(width)
        );
        if dash {
            self.body.push_str(r#" stroke-dasharray="9 4""#);
        }
        self.body.push_str("/>\n");
    }

    /// A marker of the given shape centred on `(x, y)`.
    pub fn marker(&mut self, shape: Marker, x: f64, y: f64, r: f64, color: &str) {
        // A yellow marker is outlined dark: a white edge would leave it invisible.
        let edge = if color == palette::YELLOW { YELLOW_INK } else { "#FFFFFF" };
        match shape {
            Marker::Circle => {
                let _ = writeln!(
                    self.body,
                    r#"<circle cx="{}" cy="{}" r="{}" fill="{color}" stroke="{edge}" stroke-width="1"/>"#,
                    n(x),
                    n(y),
                    n(r)
                );
            }
            Marker::Square => self.rect(x - r * 0.9, y - r * 0.9, r * 1.8, r * 1.8, color, Some((edge, 1.0))),
            Marker::Triangle => self.path(
                &format!(
                    "M{} {}L{} {}L{} {}Z",
                    n(x),
                    n(y - r * 1.15),
                    n(x + r),
                    n(y + r * 0.75),
                    n(x - r),
                    n(y + r * 0.75)
                ),
                color,
                edge,
            ),
            Marker::Diamond => self.path(
                &format!(
                    "M{} {}L{} {}L{} {}L{} {}Z",
                    n(x),
                    n(y - r * 1.2),
                    n(x + r),
                    n(y),
                    n(x),
                    n(y + r * 1.2),
                    n(x - r),
                    n(y)
                ),
                color,
                edge,
            ),
            Marker::Cross => {
                let d = r * 0.85;
                // A cross is strokes: yellow ones are outlined by `line`.
                self.line(x - d, y - d, x + d, y + d, color, r * 0.6, false);
                self.line(x - d, y + d, x + d, y - d, color, r * 0.6, false);
            }
        }
    }

    fn path(&mut self, d: &str, fill: &str, edge: &str) {
        let _ = writeln!(self.body, r##"<path d="{d}" fill="{fill}" stroke="{edge}" stroke-width="1"/>"##);
    }

    /// Text at `(x, y)` (the baseline), in the course font.
    pub fn text(&mut self, x: f64, y: f64, text: &str, size: f64, anchor: Anchor, color: &str) {
        self.text_rotated(x, y, text, size, anchor, color, 0.0);
    }

    /// Text rotated by `degrees` around its anchor point.
    #[allow(clippy::too_many_arguments)]
    pub fn text_rotated(&mut self, x: f64, y: f64, text: &str, size: f64, anchor: Anchor, color: &str, degrees: f64) {
        let a = match anchor {
            Anchor::Start => "start",
            Anchor::Middle => "middle",
            Anchor::End => "end",
        };
        let rot = if degrees == 0.0 {
            String::new()
        } else {
            format!(r#" transform="rotate({} {} {})""#, n(degrees), n(x), n(y))
        };
        let color = text_ink(color);
        let _ = writeln!(
            self.body,
            r#"<text x="{}" y="{}" font-family="{FONT_FAMILY}" font-size="{}" text-anchor="{a}" fill="{color}"{rot}>{}</text>"#,
            n(x),
            n(y),
            n(size),
            escape(text)
        );
    }

    /// Text on a white box, for labels that cross lines or bars.
    pub fn label(&mut self, x: f64, y: f64, text: &str, size: f64, anchor: Anchor, color: &str) {
        let w = super::style::text_width(text, size);
        let left = match anchor {
            Anchor::Start => x,
            Anchor::Middle => x - w / 2.0,
            Anchor::End => x - w,
        };
        self.shade(left - 2.0, y - size * 0.85, w + 4.0, size * 1.15, "#FFFFFF", 0.85);
        self.text(x, y, text, size, anchor, color);
    }

    /// The document: `<svg>` with the drawing. `title` and `desc` go into `<title>` and
    /// `<desc>` for screen readers and the course index.
    pub fn finish(self) -> String {
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" color=\"{ink}\">\n{}</svg>\n",
            self.body,
            w = n(self.width),
            h = n(self.height),
            ink = palette::INK
        )
    }
}

/// Escapes text for SVG or HTML.
pub fn escape_text(s: &str) -> String {
    escape(s)
}

#[cfg(test)]
mod ink_tests {
    use super::*;

    #[test]
    fn pale_colours_are_darkened_to_four_and_a_half_to_one_and_dark_ones_kept() {
        assert_eq!(readable_ink("#0072B2"), "#0072B2");
        assert_eq!(readable_ink(palette::YELLOW), YELLOW_INK);
        for pale in [palette::PURPLE, palette::ORANGE, palette::SKY, palette::GREY] {
            let ink = readable_ink(pale);
            assert_ne!(ink, pale);
            let lum = |hex: &str| {
                let c = |i: usize| {
                    let v = u8::from_str_radix(&hex[i..i + 2], 16).unwrap() as f64 / 255.0;
                    if v <= 0.04045 { v / 12.92 } else { libm::pow((v + 0.055) / 1.055, 2.4) }
                };
                0.2126 * c(1) + 0.7152 * c(3) + 0.0722 * c(5)
            };
            let contrast = 1.05 / (lum(&ink) + 0.05);
            assert!((4.5..5.0).contains(&contrast), "{pale} → {ink}: {contrast}");
        }
    }
}
