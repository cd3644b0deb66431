//! The renderer's rules, checked on a [`Figure`] before it is drawn (the snapshot test
//! holds every chart of the course to them):
//! - no bars on a log axis (a bar's length would depend on an arbitrary floor, and zero
//!   could not be drawn);
//! - 1000 ms or more is never printed in ms (titles, labels, axes), and no label on the
//!   plot is in ms beside a time axis in s or coarser;
//! - the title fits two lines at the one title size (the renderer never shrinks it);
//! - a chart that marks where its run ends has no line dropping to zero there.
//!
//! The rules drawing enforces by itself (headings clear of the axis, labels that never
//! cover data, panels with four ticks, no yellow text or thin lines, legend markers) are
//! tested where they are drawn.

use super::scale::Fitted;
use super::title_lines;
use crate::report::figure::{Figure, Key, Mark, Plot, RUN_END, Scale, Unit, run_end};
use crate::report::lang::Lang;
use crate::report::words::Words;

/// The duration units, as the course prints them in Turkish and in English.
// recogniser: a unit read back after a number or in an axis title of a drawn chart.
const UNITS: [&str; 8] = ["ms", "s", "dk", "sa", "gün", "min", "h", "d"];

/// Every text the chart draws besides names and the caption: title, panel titles, labels.
fn texts(fig: &Figure) -> Vec<&str> {
    let mut out = vec![fig.title.as_str()];
    match &fig.plot {
        Plot::Lines(series) => out.extend(series.iter().flat_map(|s| s.labels.iter().map(|l| l.1.as_str()))),
        Plot::Panels(panels) => {
            for p in panels {
                out.push(&p.title);
                out.extend(p.series.iter().flat_map(|s| s.labels.iter().map(|l| l.1.as_str())));
            }
        }
        Plot::Bars { series, .. } => out.extend(series.iter().flat_map(|s| s.labels.iter().map(String::as_str))),
        Plot::Timeline(lanes) => {
            for l in lanes {
                out.extend(l.spans.iter().map(|s| s.label.as_str()));
                out.extend(l.events.iter().map(|e| e.label.as_str()));
            }
        }
    }
    out.extend(fig.marks.iter().map(|m| match m {
        Mark::VLine { label, .. }
        | Mark::HLine { label, .. }
        | Mark::Band { label, .. }
        | Mark::Range { label, .. } => label.as_str(),
    }));
    out
}

/// The durations a text prints: `(value as written, unit)` for every number followed by a
/// unit word (`28 s`, `4,5 dk`, `0–999 ms`: the range's upper end).
pub(crate) fn durations(text: &str, lang: Lang) -> Vec<(f64, &'static str)> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut out = Vec::new();
    for pair in words.windows(2) {
        let unit = pair[1].trim_end_matches(|c: char| !c.is_alphabetic());
        let Some(unit) = UNITS.iter().find(|u| **u == unit) else { continue };
        let number = pair[0].rsplit(['–', '-', '(', '/']).next().unwrap_or("");
        // Turkish writes 12.500,5; English 12,500.5.
        let number = match lang {
            Lang::Tr => number.replace('.', "").replace(',', "."),
            Lang::En => number.replace(',', ""),
        };
        if let Ok(v) = number.parse::<f64>() {
            out.push((v, *unit));
        }
    }
    out
}

/// The unit a linear time axis is labelled in (`None`: not a linear time axis).
fn axis_unit(fig: &Figure, w: &'static Words) -> Option<&'static str> {
    let axes = [&fig.x, &fig.y];
    let time = axes.into_iter().find(|a| a.unit == Unit::Millis && a.scale == Scale::Linear)?;
    let fitted = Fitted::fit(time, &super::axis_values(fig, std::ptr::eq(time, &fig.y)), true, w);
    UNITS.iter().copied().find(|u| fitted.title.ends_with(&format!("({u})")))
}

/// Every rule the chart breaks, one line each (empty: none).
pub fn check(fig: &Figure, w: &'static Words) -> Vec<String> {
    let mut broken = Vec::new();
    let name = &fig.name;
    if matches!(fig.plot, Plot::Bars { .. }) && fig.y.scale == Scale::Log {
        broken.push(format!("chart `{name}`: bars on a log axis (draw them linear, or as dots)"));
    }
    let all: Vec<(f64, &str, &str)> =
        texts(fig).into_iter().flat_map(|t| durations(t, w.lang()).into_iter().map(move |(v, u)| (v, u, t))).collect();
    for (v, u, t) in &all {
        if *u == "ms" && *v >= 1000.0 {
            broken.push(format!("chart `{name}`: {v} ms is printed in ms (1000 ms or more goes in s): \"{t}\""));
        }
    }
    // A label on the plot in ms beside an axis in s or coarser (`837 ms` on a seconds
    // axis reads `0,8 s`). Titles may compare finer values (`195,2 ms (kuram 204,6 ms)`);
    // a value under half the axis unit keeps its ms (`128 ms` is not `0,1 s`).
    if let Some(axis) = axis_unit(fig, w).filter(|u| *u != "ms") {
        let half = 500.0
            * match axis {
                "s" => 1.0,
                "dk" | "min" => 60.0,
                "sa" | "h" => 3600.0,
                _ => 86_400.0,
            };
        for (_, u, t) in all.iter().filter(|d| d.1 == "ms" && d.0 >= half && d.2 != fig.title) {
            broken.push(format!("chart `{name}`: \"{t}\" is in {u}, the time axis in {axis}"));
        }
    }
    let lines = title_lines(&fig.title);
    if lines.len() > 2 || lines.iter().any(|l| super::style::text_width(l, super::style::TITLE_PX) > super::TITLE_ROOM)
    {
        broken.push(format!("chart `{name}`: the title does not fit two lines: \"{}\"", fig.title));
    }
    if texts(fig).iter().any(|t| *t == RUN_END || *t == run_end(w)) {
        let series: Vec<_> = match &fig.plot {
            Plot::Lines(s) => s.iter().collect(),
            Plot::Panels(p) => p.iter().flat_map(|p| &p.series).collect(),
            _ => Vec::new(),
        };
        for s in series {
            if let [.., (_, prev), (_, last)] = s.points.as_slice()
                && *last == 0.0
                && *prev > 0.0
            {
                broken.push(format!("chart `{name}`: `{}` drops to zero where the run ends", s.name));
            }
        }
    }
    broken
}

/// Relative luminance (WCAG) of a `#RRGGBB` colour.
fn luminance(hex: &str) -> f64 {
    let c = |i: usize| {
        let v = u8::from_str_radix(hex.get(i..i + 2).unwrap_or("00"), 16).unwrap_or(0) as f64 / 255.0;
        if v <= 0.04045 { v / 12.92 } else { libm::pow((v + 0.055) / 1.055, 2.4) }
    };
    0.2126 * c(1) + 0.7152 * c(3) + 0.0722 * c(5)
}

/// A concept's colour and the shape it is drawn with on `fig`: a timeline's span and a bar
/// chart's series are bars, drawn (and shown in the legend) as squares whatever the concept's
/// marker; a concept that is also an event marker on the chart keeps its marker.
fn drawn_look(fig: &Figure, k: Key) -> (&'static str, crate::report::glossary::Marker) {
    let (colour, marker) = crate::report::concepts::look(k);
    let square = match &fig.plot {
        Plot::Timeline(lanes) => {
            let event = lanes.iter().any(|l| l.events.iter().any(|e| e.key == k));
            let span = lanes.iter().any(|l| l.spans.iter().any(|s| s.key == k));
            span && !event
        }
        Plot::Bars { series, .. } => series.iter().any(|s| s.key == k),
        _ => false,
    };
    if square { (colour, crate::report::glossary::Marker::Square) } else { (colour, marker) }
}

/// Whether `a` and `b` are drawn side by side, so only their look tells them apart: a bar
/// chart's two series are when some category holds a bar of each; a series alone in its
/// categories is named by the category under its bar.
fn side_by_side(fig: &Figure, a: Key, b: Key) -> bool {
    let Plot::Bars { series, .. } = &fig.plot else { return true };
    let (Some(sa), Some(sb)) = (series.iter().find(|s| s.key == a), series.iter().find(|s| s.key == b)) else {
        return true;
    };
    sa.values.iter().zip(&sb.values).any(|(x, y)| x.is_some() && y.is_some())
}

/// Pairs of concepts in one chart that only colour tells apart and that look alike in
/// greyscale: drawn side by side with the same shape ([`drawn_look`]) and luminances within
/// `min_gap` of each other.
pub fn greyscale_clashes(fig: &Figure, min_gap: f64) -> Vec<(Key, Key)> {
    let mut keys: Vec<Key> = Vec::new();
    for k in fig.keys() {
        if !keys.contains(&k) && !k.0.starts_with("mark.") {
            keys.push(k);
        }
    }
    let mut out = Vec::new();
    for (i, a) in keys.iter().enumerate() {
        for b in &keys[i + 1..] {
            let ((ca, ma), (cb, mb)) = (drawn_look(fig, *a), drawn_look(fig, *b));
            if ma == mb && ca != cb && (luminance(ca) - luminance(cb)).abs() < min_gap && side_by_side(fig, *a, *b) {
                out.push((*a, *b));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::figure::{Axis, BarSeries, Key};

    fn bars(y: Axis, label: &str) -> Figure {
        Figure {
            name: "t".into(),
            title: "Kısa başlık".into(),
            caption: "c".into(),
            x: Axis::new("", Unit::Plain),
            y,
            plot: Plot::Bars {
                categories: vec!["a".into()],
                series: vec![BarSeries {
                    name: "n".into(),
                    key: Key("plain"),
                    values: vec![Some(1837.0)],
                    labels: vec![label.into()],
                }],
            },
            marks: Vec::new(),
            facts: Vec::new(),
        }
    }

    #[test]
    fn durations_are_read_with_their_units() {
        let w = crate::report::words::Words::of(crate::report::lang::Lang::Tr);
        assert_eq!(
            durations("toparlanma 8 s, sonra 1800 ms (0–999 ms)", w.lang()),
            vec![(8.0, "s"), (1800.0, "ms"), (999.0, "ms")]
        );
        assert_eq!(durations("4,5 dk ve 12.500 ms", w.lang()), vec![(4.5, "dk"), (12500.0, "ms")]);
    }

    #[test]
    fn each_rule_fails_on_a_chart_that_breaks_it() {
        let w = crate::report::words::Words::of(crate::report::lang::Lang::Tr);
        assert!(check(&bars(Axis::new("süre", Unit::Millis), "1,8 s"), w).is_empty());
        let log = check(&bars(Axis::new("süre", Unit::Millis).log(), "1,8 s"), w);
        assert!(log.iter().any(|b| b.contains("log axis")), "{log:?}");
        let ms = check(&bars(Axis::new("süre", Unit::Millis), "1837 ms"), w);
        assert!(ms.iter().any(|b| b.contains("printed in ms")), "{ms:?}");
        // 1837 ms puts the axis in s: a label in ms is a second unit.
        let mixed = check(&bars(Axis::new("süre", Unit::Millis), "837 ms"), w);
        assert!(mixed.iter().any(|b| b.contains("the time axis in s")), "{mixed:?}");
        let mut long = bars(Axis::new("süre", Unit::Millis), "1,8 s");
        long.title = "çok uzun bir başlık ".repeat(20);
        assert!(check(&long, w).iter().any(|b| b.contains("two lines")));
    }
}
