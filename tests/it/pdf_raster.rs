//! The PDFs draw what the SVGs draw (issue 54, item 2): every chart of every handout and
//! deck page, both editions, rasterised from the PDF by another program (poppler's
//! `pdftoppm`) and compared with the chart's own PNG (`render_png`) at the same size.
//! Anti-aliasing and a sub-pixel offset pass; a bar that moved, a mark that is missing
//! or a region clipped away do not. 000's staleness-alert chart was such a case: its bars
//! began at the next chart's plot edge in the PDF while the PNG was right.
//!
//! Ignored in `cargo test` (a fresh machine has no poppler); `.ci/run` installs it and runs
//! this test: `cargo test --test it pdf_raster -- --ignored`.

use std::path::Path;
use std::process::Command;

use jobsim::output::Placed;
use jobsim::report::lang::Lang;
use jobsim::report::words::Words;
use rayon::prelude::*;

/// An RGB raster.
struct Raster {
    w: usize,
    h: usize,
    rgb: Vec<u8>,
}

impl Raster {
    /// The `w` × `h` pixels from (`x`, `y`), white past the edge.
    fn crop(&self, x: usize, y: usize, w: usize, h: usize) -> Raster {
        let mut rgb = vec![255; 3 * w * h];
        for j in 0..h.min(self.h.saturating_sub(y)) {
            let n = w.min(self.w.saturating_sub(x));
            let from = 3 * ((y + j) * self.w + x);
            rgb[3 * j * w..3 * (j * w + n)].copy_from_slice(&self.rgb[from..from + 3 * n]);
        }
        Raster { w, h, rgb }
    }
}

/// A binary PPM (`P6`, 8 bits), as `pdftoppm` writes it.
fn ppm(bytes: &[u8]) -> Raster {
    let mut fields = Vec::new();
    let mut i = 0;
    while fields.len() < 4 {
        while bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        let start = i;
        while !bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        fields.push(std::str::from_utf8(&bytes[start..i]).unwrap().to_string());
    }
    assert_eq!(fields[0], "P6", "pdftoppm writes binary PPM");
    let (w, h): (usize, usize) = (fields[1].parse().unwrap(), fields[2].parse().unwrap());
    let rgb = bytes[i + 1..].to_vec();
    assert_eq!(rgb.len(), 3 * w * h, "a whole PPM");
    Raster { w, h, rgb }
}

/// A PNG of 8-bit RGB, as `render_png` writes it.
fn png(bytes: &[u8]) -> Raster {
    let mut reader = png::Decoder::new(std::io::Cursor::new(bytes)).read_info().unwrap();
    let mut rgb = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut rgb).unwrap();
    assert_eq!(info.color_type, png::ColorType::Rgb);
    rgb.truncate(info.buffer_size());
    Raster { w: info.width as usize, h: info.height as usize, rgb }
}

/// The side of the squares two rasters are compared by, in pixels: the mean colour of an
/// 8×8 square is the same whichever rasteriser drew a glyph's or a thin line's edges.
const BLOCK: usize = 8;

/// How far two squares' mean colours may be apart in a channel (of 255). Measured over
/// every chart of both editions: the largest difference of two renderers' anti-aliasing
/// is under it, 000's staleness-alert lanes clipped at another chart's plot edge (the
/// fault this test was written for) 2.4–2.7 % of the squares over it.
const NEAR: f64 = 48.0;

/// The most squares of a chart's 120×67 that may differ: none of a bar that moved.
const MOST: usize = 2;

/// Each `BLOCK`-pixel square's colour summed over its pixels, row by row (a partial
/// square at the edges left out).
fn squares(r: &Raster) -> Vec<[u32; 3]> {
    let (cols, rows) = (r.w / BLOCK, r.h / BLOCK);
    let mut out = vec![[0u32; 3]; cols * rows];
    for y in 0..rows * BLOCK {
        let row = &r.rgb[3 * y * r.w..3 * (y * r.w + cols * BLOCK)];
        let base = (y / BLOCK) * cols;
        let mut i = 0;
        while i < row.len() {
            let sq = &mut out[base + i / (3 * BLOCK)];
            sq[0] += u32::from(row[i]);
            sq[1] += u32::from(row[i + 1]);
            sq[2] += u32::from(row[i + 2]);
            i += 3;
        }
    }
    out
}

/// How many squares of `a` and `b` (the same size) differ by more than [`NEAR`] in a channel.
fn differing(a: &Raster, b: &Raster) -> usize {
    let most = (NEAR * (BLOCK * BLOCK) as f64) as u32;
    squares(a).iter().zip(squares(b)).filter(|(p, q)| (0..3).any(|c| p[c].abs_diff(q[c]) > most)).count()
}

/// Page `n` (from 1) of `pdf` at `dpi`, through `pdftoppm`.
fn page(pdf: &Path, n: usize, dpi: f64, dir: &Path) -> Raster {
    let out = dir.join(format!("p{n}"));
    let status = Command::new("pdftoppm")
        .args(["-r", &format!("{dpi:.4}"), "-f", &n.to_string(), "-l", &n.to_string(), "-singlefile"])
        .arg(pdf)
        .arg(&out)
        .status()
        .expect("pdftoppm (poppler-utils) on PATH");
    assert!(status.success(), "pdftoppm failed on {} page {n}", pdf.display());
    ppm(&std::fs::read(dir.join(format!("p{n}.ppm"))).unwrap())
}

/// How many squares of one chart differ: the PDF's page at the resolution that makes the
/// chart 960 pixels wide, cropped to its box, against its own PNG at 960×540.
fn chart_mismatch(pdf: &Path, n: usize, c: &Placed, w: &'static Words, dir: &Path) -> usize {
    let dpi = 72.0 * 960.0 / c.w;
    let k = 960.0 / c.w;
    let raster = page(pdf, n, dpi, dir);
    let drawn = raster.crop((c.x * k).round() as usize, (c.y * k).round() as usize, 960, 540);
    let own = png(&jobsim::output::figure::render_png(&c.figure, 1.0, 96, w));
    assert_eq!((own.w, own.h), (960, 540));
    let squares = differing(&drawn, &own);
    if let Some(out) = std::env::var_os("JOBSIM_RASTER_DUMP") {
        let stem = format!("{}-{n}-{}", pdf.file_name().unwrap().to_string_lossy(), c.figure.name);
        for (tag, r) in [("pdf", &drawn), ("png", &own)] {
            let mut bytes = format!("P6\n{} {}\n255\n", r.w, r.h).into_bytes();
            bytes.extend(&r.rgb);
            std::fs::write(Path::new(&out).join(format!("{stem}.{tag}.ppm")), bytes).unwrap();
        }
    }
    squares
}

#[test]
#[ignore = "needs poppler's pdftoppm: .ci/run installs it and runs this test"]
fn every_chart_of_every_pdf_draws_what_its_png_draws() {
    let dir = tempfile_dir();
    let mut jobs = Vec::new();
    for lang in Lang::ALL {
        let w = Words::of(lang);
        let items = crate::book::course_items(lang);
        let pdfs = jobsim::output::book_pdfs(items, w);
        let charts = jobsim::output::print_charts(items, w);
        assert_eq!(pdfs.len(), charts.len());
        for (file, (name, pages)) in pdfs.iter().zip(charts) {
            assert_eq!(file.name, name);
            let path = dir.join(format!("{lang:?}-{name}"));
            std::fs::write(&path, &file.bytes).unwrap();
            for (i, page) in pages.into_iter().enumerate() {
                for c in page {
                    jobs.push((lang, path.clone(), name.clone(), i + 1, c));
                }
            }
        }
    }
    assert!(jobs.len() > 100, "{} charts in the PDFs", jobs.len());
    let mut bad: Vec<String> = jobs
        .par_iter()
        .enumerate()
        .filter_map(|(j, (lang, path, name, n, c))| {
            let sub = dir.join(j.to_string());
            std::fs::create_dir_all(&sub).unwrap();
            let share = chart_mismatch(path, *n, c, Words::of(*lang), &sub);
            (share > MOST)
                .then(|| format!("{name} ({lang:?}) page {n}: «{}»: {share} squares of 8040 differ", c.figure.title))
        })
        .collect();
    bad.sort();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        bad.is_empty(),
        "{} of {} charts drawn otherwise in the PDF than in their PNG:\n{}",
        bad.len(),
        jobs.len(),
        bad.join("\n")
    );
}

/// A fresh folder under the system's temporary one.
fn tempfile_dir() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("jobsim-pdf-raster-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
