//! Greyscale safety (issue 19, item 5): two concepts of one chart that only colour tells
//! apart (the same marker; every span of a timeline and every bar is a square) must differ
//! in lightness, or a handout printed in greyscale merges them. Two bar series count only
//! where a category holds a bar of each: a bar alone in its category is named under it. [`KNOWN`] lists the pairs the course still
//! has (none now); the test fails on any other, so the list only shrinks.

use jobsim::output::figure::rules::greyscale_clashes;

/// The least difference in relative luminance that reads apart in greyscale.
const MIN_GAP: f64 = 0.08;

/// Charts whose pairs are still too close in greyscale, with the pairs (`a~b`).
const KNOWN: &[(&str, &str)] = &[];

#[test]
fn no_new_pair_of_concepts_merges_in_greyscale() {
    let mut new = Vec::new();
    let mut seen = Vec::new();
    for f in jobsim::scenario::list(&crate::root().join("scenarios")).unwrap() {
        let s = jobsim::load(&f, &[]).unwrap();
        let r = crate::english::course_report(&s.stem, jobsim::report::lang::Lang::Tr);
        for fig in &r.figures {
            let chart = format!("{}.{}", s.stem, fig.name);
            for (a, b) in greyscale_clashes(fig, MIN_GAP) {
                let pair = format!("{}~{}", a.0, b.0);
                seen.push((chart.clone(), pair.clone()));
                if !KNOWN.contains(&(chart.as_str(), pair.as_str())) {
                    new.push(format!("{chart}: {pair}"));
                }
            }
        }
    }
    assert!(new.is_empty(), "concepts that only colour tells apart and greyscale merges:\n{}", new.join("\n"));
    // A pair fixed leaves the list, so the list says what is left.
    let stale: Vec<String> = KNOWN
        .iter()
        .filter(|k| !seen.iter().any(|s| (s.0.as_str(), s.1.as_str()) == **k))
        .map(|k| format!("{k:?}"))
        .collect();
    assert!(stale.is_empty(), "fixed, remove from KNOWN: {}", stale.join(", "));
}

#[test]
fn the_check_finds_two_squares_of_near_luminance() {
    use jobsim::report::figure::{Axis, Figure, Key, Lane, Plot, Unit};
    let fig = |b: &'static str| Figure {
        name: "t".into(),
        title: "t".into(),
        caption: "c".into(),
        x: Axis::new("x", Unit::Millis),
        y: Axis::new("y", Unit::Plain),
        plot: Plot::Timeline(vec![Lane::new("a").span(0.0, 1.0, Key("run"), "").span(1.0, 2.0, Key(b), "")]),
        marks: Vec::new(),
        facts: Vec::new(),
    };
    // Blue and vermillion squares are 0.07 apart in luminance; blue and yellow are far apart.
    assert_eq!(greyscale_clashes(&fig("life.crashed"), MIN_GAP).len(), 1);
    assert!(greyscale_clashes(&fig("pause"), MIN_GAP).is_empty());
}

#[test]
fn bars_side_by_side_are_squares_and_a_bar_alone_is_named_by_its_category() {
    use jobsim::report::figure::{Axis, BarSeries, Figure, Key, Plot, Unit};
    let series = |key: &'static str, values: Vec<Option<f64>>| BarSeries {
        name: key.into(),
        key: Key(key),
        labels: vec![String::new(); values.len()],
        values,
    };
    let fig = |b: Vec<Option<f64>>| Figure {
        name: "t".into(),
        title: "t".into(),
        caption: "c".into(),
        x: Axis::new("x", Unit::Plain),
        y: Axis::new("y", Unit::Plain),
        plot: Plot::Bars {
            categories: vec!["a".into(), "b".into()],
            // Blue circle and vermillion cross: apart as markers, alike as squares.
            series: vec![series("yield.yes", vec![Some(1.0), None]), series("yield.no", b)],
        },
        marks: Vec::new(),
        facts: Vec::new(),
    };
    assert_eq!(greyscale_clashes(&fig(vec![Some(2.0), None]), MIN_GAP).len(), 1);
    assert!(greyscale_clashes(&fig(vec![None, Some(2.0)]), MIN_GAP).is_empty());
}
