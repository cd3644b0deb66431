//! Charts with plotters: SVG and PNG from the same drawing code, text in Noto Sans compiled
//! into the binary (no system fonts), so the bytes are the same on every machine.

use std::sync::Once;

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::{FontStyle, register_font};

use crate::report::{Chart, ChartKind, SeriesStyle};

/// Chart size in pixels.
pub const SIZE: (u32, u32) = (960, 540);

const PALETTE: [RGBColor; 8] = [
    RGBColor(31, 119, 180),
    RGBColor(214, 39, 40),
    RGBColor(44, 160, 44),
    RGBColor(255, 127, 14),
    RGBColor(148, 103, 189),
    RGBColor(140, 86, 75),
    RGBColor(227, 119, 194),
    RGBColor(127, 127, 127),
];

const FONT: &str = "sans-serif";

fn register() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        // The font is a constant inside the binary: registering it cannot fail.
        register_font(FONT, FontStyle::Normal, ttf_noto_sans::REGULAR).unwrap_or_else(|_| unreachable!());
    });
}

/// Renders a chart as SVG text.
pub fn render_svg(chart: &Chart) -> String {
    register();
    let mut s = String::new();
    {
        let root = SVGBackend::with_string(&mut s, SIZE).into_drawing_area();
        draw(&root, chart).unwrap_or_else(|e| panic!("drawing chart `{}` in memory failed: {e:?}", chart.name));
    }
    s
}

/// Renders a chart as PNG bytes (RGB, 8 bit).
pub fn render_png(chart: &Chart) -> Vec<u8> {
    register();
    let (w, h) = SIZE;
    let mut buf = vec![0u8; (w * h * 3) as usize];
    {
        let root = BitMapBackend::with_buffer(&mut buf, SIZE).into_drawing_area();
        draw(&root, chart).unwrap_or_else(|e| panic!("drawing chart `{}` in memory failed: {e:?}", chart.name));
    }
    let mut out = Vec::new();
    {
        let mut enc = png::Encoder::new(&mut out, w, h);
        enc.set_color(png::ColorType::Rgb);
        enc.set_depth(png::BitDepth::Eight);
        let mut writer = enc.write_header().expect("PNG header to memory");
        writer.write_image_data(&buf).expect("PNG data to memory");
    }
    out
}

/// Axis tick text: at most three decimals, no trailing zeros (`9000`, `0.5`, `2.25`).
fn tick(v: &f64) -> String {
    let r = (v * 1000.0).round() / 1000.0;
    if r == 0.0 { "0".into() } else { format!("{r}") }
}

/// The legend corner that covers the fewest data points: each series' polyline is sampled
/// in axis-normalised coordinates and counted inside each candidate box.
fn legend_position(series: &[crate::report::Series], x: (f64, f64), y: (f64, f64)) -> SeriesLabelPosition {
    let norm = |p: (f64, f64)| ((p.0 - x.0) / (x.1 - x.0), (p.1 - y.0) / (y.1 - y.0));
    let mut samples = Vec::new();
    for s in series {
        let pts: Vec<(f64, f64)> = s.points.iter().map(|&p| norm(p)).collect();
        samples.extend(pts.iter().copied());
        for w in pts.windows(2) {
            for k in 1..16 {
                let f = f64::from(k) / 16.0;
                samples.push((w[0].0 + (w[1].0 - w[0].0) * f, w[0].1 + (w[1].1 - w[0].1) * f));
            }
        }
    }
    least_covered(&samples).1
}

/// The legend corner whose box holds the fewest of `samples` (normalised to `[0, 1]`).
fn least_covered(samples: &[(f64, f64)]) -> (usize, SeriesLabelPosition) {
    // Boxes in normalised coordinates (x from the left, y from the bottom).
    let candidates = [
        (SeriesLabelPosition::UpperRight, (0.68, 1.0), (0.62, 1.0)),
        (SeriesLabelPosition::UpperLeft, (0.0, 0.32), (0.62, 1.0)),
        (SeriesLabelPosition::MiddleRight, (0.68, 1.0), (0.3, 0.7)),
        (SeriesLabelPosition::LowerRight, (0.68, 1.0), (0.0, 0.38)),
        (SeriesLabelPosition::UpperMiddle, (0.34, 0.66), (0.62, 1.0)),
        (SeriesLabelPosition::MiddleLeft, (0.0, 0.32), (0.3, 0.7)),
        (SeriesLabelPosition::LowerLeft, (0.0, 0.32), (0.0, 0.38)),
    ];
    let mut best = (usize::MAX, SeriesLabelPosition::UpperRight);
    for (pos, (x0, x1), (y0, y1)) in candidates {
        let n = samples.iter().filter(|p| p.0 >= x0 && p.0 <= x1 && p.1 >= y0 && p.1 <= y1).count();
        if n < best.0 {
            best = (n, pos);
        }
    }
    best
}

type DrawResult<DB> = Result<(), DrawingAreaErrorKind<<DB as DrawingBackend>::ErrorType>>;

fn span(values: impl Iterator<Item = f64>) -> (f64, f64) {
    let (mut lo, mut hi) = (f64::INFINITY, f64::NEG_INFINITY);
    for v in values.filter(|v| v.is_finite()) {
        lo = lo.min(v);
        hi = hi.max(v);
    }
    if !lo.is_finite() {
        return (0.0, 1.0);
    }
    if hi <= lo { (lo, lo + 1.0) } else { (lo, hi) }
}

fn draw<DB: DrawingBackend>(root: &DrawingArea<DB, Shift>, chart: &Chart) -> DrawResult<DB> {
    root.fill(&WHITE)?;
    match &chart.kind {
        ChartKind::Lines { series, log_y } => draw_lines(root, chart, series, *log_y),
        ChartKind::Bars { categories, series } => draw_bars(root, chart, categories, series),
        ChartKind::Gantt { lanes } => draw_gantt(root, chart, lanes),
    }?;
    root.present()
}

fn draw_lines<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    chart: &Chart,
    series: &[crate::report::Series],
    log_y: bool,
) -> DrawResult<DB> {
    let (x0, x1) = span(series.iter().flat_map(|s| s.points.iter().map(|p| p.0)));
    let (_, y1) = span(series.iter().flat_map(|s| s.points.iter().map(|p| p.1)));
    let y_top = if y1 > 0.0 { y1 * 1.08 } else { 1.0 };
    let mut builder = ChartBuilder::on(root);
    builder.caption(&chart.title, (FONT, 22)).margin(16).x_label_area_size(48).y_label_area_size(72);
    if log_y {
        let (ylo, _) = span(series.iter().flat_map(|s| s.points.iter().map(|p| p.1)).filter(|v| *v > 0.0));
        let mut c = builder.build_cartesian_2d(x0..x1, (ylo.max(1e-9)..y_top.max(ylo * 10.0)).log_scale())?;
        c.configure_mesh()
            .x_desc(&chart.x_label)
            .y_desc(&chart.y_label)
            .x_label_formatter(&tick)
            .label_style((FONT, 14))
            .axis_desc_style((FONT, 16))
            .draw()?;
        for (i, s) in series.iter().enumerate() {
            let color = PALETTE[i % PALETTE.len()];
            let pts: Vec<(f64, f64)> = s.points.iter().copied().filter(|p| p.1 > 0.0).collect();
            c.draw_series(LineSeries::new(pts, color.stroke_width(2)))?
                .label(s.name.as_str())
                .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], color.stroke_width(3)));
        }
        c.configure_series_labels()
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK)
            .label_font((FONT, 14))
            .draw()?;
        return Ok(());
    }
    let mut c = builder.build_cartesian_2d(x0..x1, 0f64..y_top)?;
    c.configure_mesh()
        .x_desc(&chart.x_label)
        .y_desc(&chart.y_label)
        .x_label_formatter(&tick)
        .y_label_formatter(&tick)
        .label_style((FONT, 14))
        .axis_desc_style((FONT, 16))
        .draw()?;
    for (i, s) in series.iter().enumerate() {
        let color = PALETTE[i % PALETTE.len()];
        let pts = s.points.clone();
        let anno = match s.style {
            SeriesStyle::Line | SeriesStyle::LinePoints => {
                c.draw_series(LineSeries::new(pts.clone(), color.stroke_width(2)))?
            }
            SeriesStyle::Points => c.draw_series(pts.iter().map(|&p| Circle::new(p, 3, color.filled())))?,
        };
        anno.label(s.name.as_str())
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], color.stroke_width(3)));
        if s.style == SeriesStyle::LinePoints {
            c.draw_series(pts.iter().map(|&p| Circle::new(p, 3, color.filled())))?;
        }
    }
    c.configure_series_labels()
        .position(legend_position(series, (x0, x1), (0.0, y_top)))
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .label_font((FONT, 14))
        .draw()?;
    Ok(())
}

fn draw_bars<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    chart: &Chart,
    categories: &[String],
    series: &[(String, Vec<f64>)],
) -> DrawResult<DB> {
    let n = categories.len().max(1) as f64;
    let (_, y1) = span(series.iter().flat_map(|s| s.1.iter().copied()).chain([0.0]));
    let k = series.len().max(1) as f64;
    let width = 0.8 / k;
    // Bars as vertical runs of samples (and their value labels), for placing the legend off
    // them; when every corner is covered, the value axis gets headroom for the legend.
    let samples_for = |y_top: f64| {
        let mut samples = Vec::new();
        for (si, (_, values)) in series.iter().enumerate() {
            for (ci, &v) in values.iter().enumerate() {
                let nx = (ci as f64 - 0.4 + (si as f64 + 0.46) * width + 0.5) / n;
                samples.extend((0..=12).map(|j| (nx, v / y_top * f64::from(j) / 12.0)));
                samples.push((nx, (v / y_top + 0.06).min(1.0)));
            }
        }
        samples
    };
    let mut y_top = y1 * 1.12;
    let (covered, mut legend) = least_covered(&samples_for(y_top));
    if covered > 0 && series.len() > 1 {
        y_top = y1 * 1.7;
        legend = least_covered(&samples_for(y_top)).1;
    }
    let mut c = ChartBuilder::on(root)
        .caption(&chart.title, (FONT, 22))
        .margin(16)
        .x_label_area_size(48)
        .y_label_area_size(72)
        .build_cartesian_2d(-0.5f64..n - 0.5, 0f64..y_top)?;
    c.configure_mesh()
        .disable_x_mesh()
        .x_labels(0)
        .x_desc(&chart.x_label)
        .y_desc(&chart.y_label)
        .y_label_formatter(&tick)
        .label_style((FONT, 14))
        .axis_desc_style((FONT, 16))
        .draw()?;
    for (si, (name, values)) in series.iter().enumerate() {
        let color = PALETTE[si % PALETTE.len()];
        let bars = values.iter().enumerate().map(|(ci, &v)| {
            let left = ci as f64 - 0.4 + si as f64 * width;
            Rectangle::new([(left, 0.0), (left + width * 0.92, v)], color.filled())
        });
        c.draw_series(bars)?
            .label(name.as_str())
            .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 12, y + 5)], color.filled()));
        for (ci, &v) in values.iter().enumerate() {
            let mid = ci as f64 - 0.4 + (si as f64 + 0.46) * width;
            let (px, py) = c.backend_coord(&(mid, v));
            let label = crate::js::number_to_string(v);
            root.draw(&Text::new(label, (px - 4 * 3, py - 18), (FONT, 13)))?;
        }
    }
    for (ci, name) in categories.iter().enumerate() {
        let (px, py) = c.backend_coord(&(ci as f64, 0.0));
        let style = TextStyle::from((FONT, 14)).pos(plotters::style::text_anchor::Pos::new(
            plotters::style::text_anchor::HPos::Center,
            plotters::style::text_anchor::VPos::Top,
        ));
        root.draw(&Text::new(name.clone(), (px, py + 6), style))?;
    }
    if series.len() > 1 {
        c.configure_series_labels()
            .position(legend)
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK)
            .label_font((FONT, 14))
            .draw()?;
    }
    Ok(())
}

fn draw_gantt<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    chart: &Chart,
    lanes: &[(String, Vec<crate::report::Bar>)],
) -> DrawResult<DB> {
    let n = lanes.len().max(1) as f64;
    let (x0, x1) = span(lanes.iter().flat_map(|l| l.1.iter().flat_map(|b| [b.start, b.end])));
    let pad = (x1 - x0) * 0.02;
    let label_width = lanes.iter().map(|l| l.0.chars().count()).max().unwrap_or(4) as u32 * 8 + 24;
    let mut c = ChartBuilder::on(root)
        .caption(&chart.title, (FONT, 22))
        .margin(16)
        .x_label_area_size(48)
        .y_label_area_size(label_width.max(60))
        .build_cartesian_2d((x0 - pad).min(0.0)..x1 + pad, -0.5f64..n - 0.5)?;
    c.configure_mesh()
        .disable_y_mesh()
        .y_labels(0)
        .x_desc(&chart.x_label)
        .x_label_formatter(&tick)
        .label_style((FONT, 14))
        .axis_desc_style((FONT, 16))
        .draw()?;
    for (li, (name, bars)) in lanes.iter().enumerate() {
        let y = n - 1.0 - li as f64;
        let color = PALETTE[li % PALETTE.len()];
        c.draw_series(
            bars.iter().map(|b| Rectangle::new([(b.start, y - 0.3), (b.end, y + 0.3)], color.mix(0.75).filled())),
        )?;
        c.draw_series(
            bars.iter().map(|b| Rectangle::new([(b.start, y - 0.3), (b.end, y + 0.3)], BLACK.stroke_width(1))),
        )?;
        for b in bars.iter().filter(|b| !b.label.is_empty()) {
            let (px, py) = c.backend_coord(&(b.start, y + 0.3));
            root.draw(&Text::new(b.label.clone(), (px + 2, py - 16), (FONT, 12)))?;
        }
        let (px, py) = c.backend_coord(&(x0 - pad, y));
        let style = TextStyle::from((FONT, 14)).pos(plotters::style::text_anchor::Pos::new(
            plotters::style::text_anchor::HPos::Right,
            plotters::style::text_anchor::VPos::Center,
        ));
        root.draw(&Text::new(name.clone(), (px - 8, py), style))?;
    }
    Ok(())
}
