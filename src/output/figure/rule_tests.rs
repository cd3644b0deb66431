//! The renderer's rules that drawing enforces by itself, checked on the SVG it writes.

use super::panels::{MIN_TICKS, columns, own_x};
use super::{Entry, Swatch, draw, legend_rows};
use crate::report::figure::{Axis, Figure, Key, Lane, Panel, Plot, Series, Style, Unit};

fn figure(plot: Plot) -> Figure {
    Figure {
        name: "t".into(),
        title: "t".into(),
        caption: "c".into(),
        x: Axis::new("zaman", Unit::Millis),
        y: Axis::new("y", Unit::Count),
        plot,
        marks: Vec::new(),
        facts: Vec::new(),
    }
}

/// The `x` of the first `<text>` whose content is `text`.
fn text_x(svg: &str, text: &str) -> f64 {
    let end = svg.find(&format!(">{text}</text>")).expect("the text is drawn");
    let start = svg[..end].rfind("<text x=\"").expect("a text element") + 9;
    svg[start..].split('"').next().and_then(|v| v.parse().ok()).expect("a number")
}

#[test]
fn group_headings_sit_inside_the_plot_clear_of_the_y_axis() {
    let w = crate::report::words::Words::of(crate::report::lang::Lang::Tr);
    let lanes = vec![Lane::new("A").in_group("kilitsiz koşum").span(0.0, 300.0, Key("run"), "")];
    let svg = draw(&figure(Plot::Timeline(lanes)), w);
    // The lane name sits left of the axis (anchored at its end), the heading right of it.
    let axis = text_x(&svg, "A") + 8.0;
    assert!(text_x(&svg, "kilitsiz koşum") > axis, "heading crosses the axis");
}

#[test]
fn yellow_is_never_text_or_a_bare_thin_line() {
    let w = crate::report::words::Words::of(crate::report::lang::Lang::Tr);
    let series = vec![
        Series::new("sekizinci", Key("series.8"), Style::LinePoints, vec![(0.0, 1.0), (1.0, 2.0)])
            .labelled(vec![(1, "son".into())]),
    ];
    let svg = draw(&figure(Plot::Lines(series)), w);
    assert!(svg.contains("#F0E442"), "the yellow series is drawn");
    for line in svg.lines().filter(|l| l.contains("#F0E442")) {
        assert!(!line.starts_with("<text"), "yellow text: {line}");
    }
    // Every yellow line lies over a darker outline.
    let lines = svg.lines().filter(|l| l.starts_with("<polyline") || l.starts_with("<line"));
    let yellow = lines.clone().filter(|l| l.contains("stroke=\"#F0E442\"")).count();
    let outline = lines.filter(|l| l.contains(&format!("stroke=\"{}\"", super::svg::YELLOW_INK))).count();
    assert!(yellow > 0 && outline >= yellow, "{yellow} yellow lines, {outline} outlines");
}

#[test]
fn legends_show_markers_and_leave_no_entry_alone_on_a_row() {
    let w = crate::report::words::Words::of(crate::report::lang::Lang::Tr);
    let series =
        vec![Series::new("üstel", Key("backoff.exponential"), Style::LinePoints, vec![(0.0, 1.0), (1.0, 2.0)])];
    let svg = draw(&figure(Plot::Lines(series)), w);
    // The legend's swatch: a line and the series' triangle on it (a `<path>` before the name).
    let name = svg.find(">üstel</text>").expect("legend entry");
    assert!(svg[..name].contains("<path d=\"M"), "no marker in the legend");
    let entries: Vec<Entry> = (0..9)
        .map(|i| Entry { name: format!("sistem adı {i} uzunca"), key: Key("plain"), swatch: Swatch::Line })
        .collect();
    let refs: Vec<&Entry> = entries.iter().collect();
    let rows = legend_rows(&refs);
    assert!(rows.len() > 1 && rows.iter().all(|&n| n >= 2), "{rows:?}");
}

#[test]
fn small_multiples_keep_four_ticks_in_two_columns_when_stacked_ones_are_flat() {
    let w = crate::report::words::Words::of(crate::report::lang::Lang::Tr);
    assert_eq!(columns(2, 400.0, true), 1);
    assert_eq!(columns(6, 400.0, true), 2);
    // Three panels with short titles: one row of three; with titles that wrap, two columns.
    assert_eq!(columns(3, 200.0, true), 3);
    assert_eq!(columns(3, 200.0, false), 2);
    let panels = (0..6)
        .map(|i| Panel {
            title: format!("p{i}"),
            series: vec![Series::new("s", Key("guard.calls"), Style::Step, vec![(0.0, 0.0), (1000.0, 60.0)])],
        })
        .collect();
    let svg = draw(&figure(Plot::Panels(panels)), w);
    // Each panel labels its own ticks: 0 appears once per panel, with at least 3 above it.
    let zeros = svg.matches(">0</text>").count();
    assert!(zeros >= 6, "{zeros}");
    for t in ["20", "40", "60"] {
        assert!(svg.matches(&format!(">{t}</text>")).count() >= 6, "tick {t} missing (≥ {MIN_TICKS} per panel)");
    }
}

#[test]
fn titles_keep_one_size_and_wrap_instead_of_shrinking() {
    let w = crate::report::words::Words::of(crate::report::lang::Lang::Tr);
    let mut fig = figure(Plot::Lines(Vec::new()));
    fig.title = "Uzun bir başlık ".repeat(8).trim().to_string();
    let svg = draw(&fig, w);
    let titles = svg.lines().filter(|l| l.contains(&format!("font-size=\"{}\"", super::style::TITLE_PX))).count();
    assert_eq!(titles, 2, "the long title is two lines at the title size");
}

/// The `y` (baseline) of the first `<text>` whose content is `text`.
fn text_y(svg: &str, text: &str) -> f64 {
    let end = svg.find(&format!(">{text}</text>")).expect("the text is drawn");
    let start = svg[..end].rfind("<text x=\"").expect("a text element");
    let tag = &svg[start..end];
    let at = tag.find(" y=\"").expect("a y") + 4;
    tag[at..].split('"').next().and_then(|v| v.parse().ok()).expect("a number")
}

#[test]
fn a_bar_label_stays_at_its_bar_across_a_reference_line_and_goes_above_a_label_it_would_cover() {
    let w = crate::report::words::Words::of(crate::report::lang::Lang::Tr);
    use crate::report::figure::{BarSeries, Mark};
    let bars = |a: f64, b: f64| Plot::Bars {
        // Eight groups, so the first one's two bars are narrower than their labels.
        categories: (1..=8).map(|i| format!("{i}")).collect(),
        series: [("a", "budget.count", a), ("b", "budget.both", b)]
            .into_iter()
            .map(|(n, k, v)| BarSeries {
                name: n.into(),
                key: Key(k),
                values: (0..8).map(|i| (i == 0).then_some(v)).collect(),
                labels: (0..8).map(|i| if i == 0 { format!("uzun bir etiket {n}") } else { String::new() }).collect(),
            })
            .collect(),
    };
    let mut fig = figure(bars(95.0, 10.0));
    fig.y = fig.y.range(0.0, 200.0);
    let free = text_y(&draw(&fig, w), "uzun bir etiket a");
    fig.marks = vec![Mark::HLine { y: 100.0, key: Key("mark.limit"), label: "sınır".into() }];
    let svg = draw(&fig, w);
    let lined = text_y(&svg, "uzun bir etiket a");
    assert!((lined - free).abs() < 0.01, "the label stays at its bar: {lined} vs {free}");
    // The line runs behind the label's white box, drawn after the line.
    let label_at = svg.find("uzun bir etiket a").expect("the label");
    let dashed = svg.find("stroke-dasharray").expect("the line");
    assert!(
        dashed < label_at && svg[dashed..label_at].contains("#FFFFFF"),
        "a white box under the label, over the line"
    );
    // Two equal narrow bars: their wide labels would overlap, so the second goes above.
    let mut fig = figure(bars(10.0, 10.0));
    fig.y = fig.y.range(0.0, 200.0);
    let svg = draw(&fig, w);
    assert!(text_y(&svg, "uzun bir etiket b") < text_y(&svg, "uzun bir etiket a") - 10.0);
}

#[test]
fn a_zero_bar_is_lower_than_the_shortest_bar_above_zero() {
    let w = crate::report::words::Words::of(crate::report::lang::Lang::Tr);
    use crate::report::figure::BarSeries;
    // 0 beside 2 on an axis to 1500: the 2 would be under a pixel tall, the zero line
    // taller than it, so 0 read as more than 2.
    let plot = Plot::Bars {
        categories: vec!["a".into(), "b".into()],
        series: [("sıfır", "budget.count", 0.0), ("iki", "budget.both", 2.0), ("çok", "budget.time", 1500.0)]
            .into_iter()
            .map(|(n, k, v)| BarSeries {
                name: n.into(),
                key: Key(k),
                values: vec![Some(v), None],
                labels: vec![String::new(); 2],
            })
            .collect(),
    };
    let svg = draw(&figure(plot), w);
    // The least height among the rects of a colour (its legend swatch is taller).
    let height = |key: &'static str| {
        let fill = format!("fill=\"{}\"", super::style::look(Key(key)).0);
        svg.lines()
            .filter(|l| l.starts_with("<rect") && l.contains(&fill))
            .filter_map(|l| l.split("height=\"").nth(1)?.split('"').next()?.parse::<f64>().ok())
            .fold(f64::INFINITY, f64::min)
    };
    let (zero, two) = (height("budget.count"), height("budget.both"));
    assert!(zero > 0.0 && zero < two, "zero {zero} px, two {two} px");
    assert!(two >= 3.0, "a value above zero is visible: {two} px");
}

#[test]
fn a_panel_fits_its_own_x_axis_keeping_the_shared_ranges_margins() {
    let w = crate::report::words::Words::of(crate::report::lang::Lang::Tr);
    let panel = |last: u32| Panel {
        title: "p".into(),
        series: vec![Series::new(
            "s",
            Key("guard.calls"),
            Style::Points,
            (1..=last).map(|k| (f64::from(k), 1.0)).collect(),
        )],
    };
    let panels = [panel(25), panel(3)];
    let mut fig = figure(Plot::Panels(panels.to_vec()));
    fig.x = Axis::new("deneme", Unit::Count).range(0.5, 25.5).per_panel();
    let xs: Vec<f64> = (1..=25).map(f64::from).collect();
    let short = own_x(&fig, &panels[1], &xs, w);
    assert_eq!((short.lo, short.hi), (0.5, 3.5));
    assert_eq!(short.ticks.iter().map(|t| t.1.as_str()).collect::<Vec<_>>(), ["1", "2", "3"]);
    let long = own_x(&fig, &panels[0], &xs, w);
    assert_eq!((long.lo, long.hi), (0.5, 25.5));
}

#[test]
fn an_event_on_a_bar_is_labelled_above_the_bar_before_below_it() {
    let w = crate::report::words::Words::of(crate::report::lang::Lang::Tr);
    let lanes = vec![Lane::new("A").span(0.0, 1000.0, Key("run"), "").event(500.0, Key("cancel.user"), "kira bitti")];
    let svg = draw(&figure(Plot::Timeline(lanes)), w);
    let y_of = |text: &str| -> f64 {
        let end = svg.find(&format!(">{text}</text>")).expect("the label is drawn");
        let start = svg[..end].rfind(" y=\"").expect("a y") + 4;
        svg[start..].split('"').next().and_then(|v| v.parse().ok()).expect("a number")
    };
    // The lane's name sits on the bar's centre line; the label above it.
    assert!(y_of("kira bitti") < y_of("A") - 10.0, "the label is not above the bar");
}

#[test]
fn a_title_two_lines_cannot_hold_takes_more_each_within_the_room() {
    let text = "AWS retry quota: 100 retries in the outage, 300 messages dead-lettered, recovery: no message waiting";
    let room = super::style::text_width(text, 16.0) / 2.6;
    let lines = super::split_lines(text, 16.0, room);
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert!(lines.iter().all(|l| super::style::text_width(l, 16.0) <= room), "{lines:?}");
    assert_eq!(lines.join(" "), text);
}
