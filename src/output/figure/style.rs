//! The one course style: canvas size, type sizes, the colour-blind-safe palette
//! (Okabe–Ito) and the table that gives every concept one colour and marker in every chart.

use std::sync::OnceLock;

/// The canvas in SVG units (16:9). PNGs are rasterised at 2× (1920×1080) for slides.
pub const WIDTH: f64 = 960.0;
pub const HEIGHT: f64 = 540.0;

/// Type sizes in SVG units (×2 in the 1920×1080 PNG: tick labels are 32 px there, above
/// 14 pt on a full-screen 16:9 slide).
pub const TITLE_PX: f64 = 24.0;
pub const AXIS_PX: f64 = 17.0;
pub const TICK_PX: f64 = 16.0;
pub const LEGEND_PX: f64 = 16.0;
pub const NOTE_PX: f64 = 14.0;

/// The font family every text names; the renderer loads Noto Sans from the binary.
pub const FONT_FAMILY: &str = "Noto Sans";

pub use crate::report::concepts::{Marker, dark, is_system, known, look, palette};

struct Metrics {
    face: ttf_parser::Face<'static>,
    upem: f64,
}

fn metrics() -> &'static Metrics {
    static M: OnceLock<Metrics> = OnceLock::new();
    M.get_or_init(|| {
        // The font is a constant inside the binary: parsing it cannot fail.
        let face = ttf_parser::Face::parse(ttf_noto_sans::REGULAR, 0).unwrap_or_else(|_| unreachable!());
        let upem = f64::from(face.units_per_em());
        Metrics { face, upem }
    })
}

/// Whether Noto Sans draws `c` (a character it lacks is drawn as an empty box).
pub fn has_glyph(c: char) -> bool {
    metrics().face.glyph_index(c).is_some()
}

/// The advance width of `text` at `size` in Noto Sans (for layout: labels, legends).
pub fn text_width(text: &str, size: f64) -> f64 {
    let m = metrics();
    let units: f64 = text
        .chars()
        .map(|c| m.face.glyph_index(c).and_then(|g| m.face.glyph_hor_advance(g)).map(f64::from).unwrap_or(m.upem * 0.5))
        .sum();
    units / m.upem * size
}
