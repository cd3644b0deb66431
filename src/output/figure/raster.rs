//! From drawn SVG to the files: usvg parses it with Noto Sans loaded from the binary (no
//! system fonts), writes it back with the text as outlines, and resvg rasterises it;
//! svg2pdf turns the same tree into a vector PDF for print.

use crate::report::words::Words;
use std::sync::{Arc, OnceLock};

#[cfg(feature = "native")]
use resvg::tiny_skia::{Pixmap, Transform};
use usvg::{self, fontdb};

use super::style::{FONT_FAMILY, HEIGHT, WIDTH};
use super::svg::escape_text;
use crate::report::figure::Figure;

fn options() -> &'static usvg::Options<'static> {
    static OPTIONS: OnceLock<usvg::Options<'static>> = OnceLock::new();
    OPTIONS.get_or_init(|| {
        let mut db = fontdb::Database::new();
        db.load_font_data(ttf_noto_sans::REGULAR.to_vec());
        db.set_sans_serif_family(FONT_FAMILY);
        usvg::Options { fontdb: Arc::new(db), font_family: FONT_FAMILY.into(), ..usvg::Options::default() }
    })
}

#[cfg(feature = "native")]
/// An SVG jobsim composed itself (a handout or slide page around its charts), parsed with
/// the compiled-in font.
pub(crate) fn parse_svg(svg: &str) -> usvg::Tree {
    usvg::Tree::from_str(svg, options()).unwrap_or_else(|e| panic!("a page's SVG that usvg rejects: {e}"))
}

fn tree(fig: &Figure, w: &'static Words) -> usvg::Tree {
    let svg = super::draw(fig, w);
    // jobsim wrote this SVG itself, with the font it just loaded: parsing cannot fail.
    usvg::Tree::from_str(&svg, options())
        .unwrap_or_else(|e| panic!("chart `{}` produced SVG that usvg rejects: {e}", fig.name))
}

/// The chart as SVG with its text as outlines (the same in every viewer), its title and
/// caption in `<title>` and `<desc>`.
pub fn render_svg(fig: &Figure, w: &'static Words) -> String {
    let opt = usvg::WriteOptions { coordinates_precision: 2, transforms_precision: 4, ..Default::default() };
    let out = tree(fig, w).to_string(&opt);
    // usvg writes the canvas size only; the viewBox lets the chart scale to its container
    // (an inline copy in a narrow column, a phone) instead of being cropped.
    let size = format!("<svg width=\"{w}\" height=\"{h}\"", w = super::svg::n(WIDTH), h = super::svg::n(HEIGHT));
    let out = match out.strip_prefix(&size) {
        Some(rest) => format!("{size} viewBox=\"0 0 {} {}\"{rest}", super::svg::n(WIDTH), super::svg::n(HEIGHT)),
        None => out,
    };
    let meta = format!("<title>{}</title>\n<desc>{}</desc>\n", escape_text(&fig.title), escape_text(&fig.caption));
    match out.find('>') {
        Some(i) => format!("{}\n{meta}{}", &out[..=i], out[i + 1..].trim_start_matches('\n')),
        None => out,
    }
}

#[cfg(feature = "native")]
/// The chart as PNG: `scale` × 960×540 pixels (2 for slides, 1920×1080), with its
/// resolution recorded as `dpi`.
pub fn render_png(fig: &Figure, scale: f32, dpi: u32, words: &'static Words) -> Vec<u8> {
    let (w, h) = ((WIDTH as f32 * scale).round() as u32, (HEIGHT as f32 * scale).round() as u32);
    let mut pixmap = Pixmap::new(w, h).unwrap_or_else(|| unreachable!("a non-empty canvas"));
    pixmap.fill(resvg::tiny_skia::Color::WHITE);
    resvg::render(&tree(fig, words), Transform::from_scale(scale, scale), &mut pixmap.as_mut());
    // Opaque white background: premultiplied RGBA is plain RGB.
    let rgb: Vec<u8> = pixmap.data().chunks_exact(4).flat_map(|p| [p[0], p[1], p[2]]).collect();
    let mut out = Vec::new();
    {
        let mut enc = png::Encoder::new(&mut out, w, h);
        enc.set_color(png::ColorType::Rgb);
        enc.set_depth(png::BitDepth::Eight);
        let ppm = (f64::from(dpi) / 0.0254).round() as u32;
        enc.set_pixel_dims(Some(png::PixelDimensions { xppu: ppm, yppu: ppm, unit: png::Unit::Meter }));
        let mut writer = enc.write_header().unwrap_or_else(|e| unreachable!("PNG header to memory: {e}"));
        writer.write_image_data(&rgb).unwrap_or_else(|e| unreachable!("PNG data to memory: {e}"));
    }
    out
}

#[cfg(feature = "native")]
/// The chart as a one-page vector PDF (for print handouts).
pub fn render_pdf(fig: &Figure, w: &'static Words) -> Vec<u8> {
    svg2pdf::to_pdf(&tree(fig, w), svg2pdf::ConversionOptions::default(), svg2pdf::PageOptions::default())
        .unwrap_or_else(|e| panic!("chart `{}` could not become a PDF: {e}", fig.name))
}
