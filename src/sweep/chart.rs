//! The chart of a sweep, in the course style: the chosen metric against the first varied
//! key, one series per value of the second (or of the table's text column, such as
//! `schedule`), the mean of every group, and — when seeds (the `over` key) are varied —
//! the spread across them, p5 to p95, as a band on lines or whiskers on bars.

use crate::args;
use crate::report::concepts::charted;
use crate::report::figure::{Axis, BarSeries, Key, Mark, Plot, Series, Style, Unit};
use crate::report::words::Words;
use crate::report::{Cell, Figure, Table};
use crate::scenario::Said;
use crate::stats::{configures, number, summary};

/// What to draw.
#[derive(Clone, Copy, Debug)]
pub struct Spec<'a> {
    /// The varied keys (the table's leading columns).
    pub varied: &'a [String],
    /// The key whose values are samples (`seed`), not a dimension.
    pub over: &'a str,
    /// The metric column; `None`: the first of `headline` the table measures, else its
    /// first numeric measure.
    pub metric: Option<&'a str>,
    /// The model's headline metrics ([`crate::models::Entry::headline`]), in order.
    pub headline: &'a [&'static str],
}

/// A value as it reads on a chart: `["full"]` → `full`.
fn shown(c: &Cell) -> String {
    let s = c.to_csv();
    s.trim_matches(|ch| ch == '[' || ch == ']').replace('"', "").replace(",", ", ")
}

/// A configuration column's value in a series name: a text as it is (`full`), a number
/// with its column's name (`workers 12`), so two numeric keys stay apart.
fn series_part(table: &Table, column: usize, c: &Cell) -> String {
    if number(c).is_some() { format!("{} {}", table.columns[column], shown(c)) } else { shown(c) }
}

/// The concept a series value names (`full` → `jitter.full`), else a generic one.
fn key_for(value: &str, index: usize) -> Key {
    const GENERIC: [&str; 8] =
        ["series.1", "series.2", "series.3", "series.4", "series.5", "series.6", "series.7", "series.8"];
    charted()
        .find(|c| c.0.rsplit('.').next() == Some(value) && !c.0.starts_with("series."))
        .map(|c| Key(c.0))
        .unwrap_or(Key(GENERIC[index % GENERIC.len()]))
}

fn unit_of(column: &str, values: &[f64]) -> Unit {
    if column.ends_with("_ms") {
        Unit::Millis
    } else if values.iter().all(|v| v.fract() == 0.0) {
        Unit::Count
    } else {
        Unit::Plain
    }
}

/// One sample per (x, series), in order of first appearance: the x values, the series
/// names, and each group's `(x index, series index, values of column m)`.
type Groups = (Vec<Cell>, Vec<String>, Vec<(usize, usize, Vec<f64>)>);

/// Whether a value of column `m` is the model's "never" (`-1` in a time column: no
/// takeover, no run), which is no time at all and is not drawn.
fn never(table: &Table, m: usize, v: f64) -> bool {
    table.columns[m].ends_with("_ms") && v == -1.0
}

/// Groups the rows by (x, series) in order of first appearance, with the metric's values
/// (a "never" left out: a group of only such rows has no values and draws no point);
/// a row's series is named by the columns `s_cols` together.
fn groups(table: &Table, x_col: Option<usize>, s_cols: &[usize], m: usize) -> Groups {
    let mut xs: Vec<Cell> = Vec::new();
    let mut ss: Vec<String> = Vec::new();
    let mut groups: Vec<(usize, usize, Vec<f64>)> = Vec::new();
    for row in &table.rows {
        let x = x_col.map(|i| row[i].clone()).unwrap_or(Cell::Text(String::new()));
        let s = s_cols.iter().map(|&i| series_part(table, i, &row[i])).collect::<Vec<_>>().join(", ");
        let xi = match xs.iter().position(|c| c.to_csv() == x.to_csv()) {
            Some(i) => i,
            None => {
                xs.push(x);
                xs.len() - 1
            }
        };
        let si = match ss.iter().position(|v| *v == s) {
            Some(i) => i,
            None => {
                ss.push(s);
                ss.len() - 1
            }
        };
        let v = number(&row[m]).unwrap_or(f64::NAN);
        let group = match groups.iter().position(|g| g.0 == xi && g.1 == si) {
            Some(g) => g,
            None => {
                groups.push((xi, si, Vec::new()));
                groups.len() - 1
            }
        };
        if !never(table, m, v) {
            groups[group].2.push(v);
        }
    }
    (xs, ss, groups)
}

/// Which columns a sweep's chart draws along: `x` the first of the varied keys (but the
/// `over` key) and the table's configuration columns that takes two values or more, the
/// series the others that still tell rows apart. A column with one value (`workers` when
/// only seeds vary) or one that the x value and the other series already decide (a list
/// parameter's `chunk_records` beside the varied `chunk`, lease-faults' `fenced` beside its
/// `case`) names no axis and no series: the chart is about what varied.
fn layout(table: &Table, spec: &Spec<'_>) -> (Option<usize>, Vec<usize>) {
    let nvaried = spec.varied.len();
    let candidates: Vec<usize> = (0..nvaried)
        .filter(|&i| table.columns[i] != spec.over)
        .chain((nvaried..table.columns.len()).filter(|&i| configures(table, i)))
        .filter(|&i| distinct(table, &[i]) > 1)
        .collect();
    let Some((&x, rest)) = candidates.split_first() else { return (None, Vec::new()) };
    let mut series: Vec<usize> = rest.to_vec();
    let mut k = 0;
    while k < series.len() {
        let c = series[k];
        let others: Vec<usize> = std::iter::once(x).chain(series.iter().copied().filter(|&o| o != c)).collect();
        let mut with_c = others.clone();
        with_c.push(c);
        if distinct(table, &with_c) == distinct(table, &others) {
            series.remove(k);
        } else {
            k += 1;
        }
    }
    (Some(x), series)
}

/// How many different value combinations `columns` take over the rows.
fn distinct(table: &Table, columns: &[usize]) -> usize {
    let mut seen: Vec<Vec<String>> = Vec::new();
    for row in &table.rows {
        let key: Vec<String> = columns.iter().map(|&i| row[i].to_csv()).collect();
        if !seen.contains(&key) {
            seen.push(key);
        }
    }
    seen.len()
}

/// The pooled key as the edition says it: `seed` is the catalog's word (Turkish *tohum*);
/// another key is its name, as the user gave it to `--over`.
fn over_word(over: &str, w: &Words) -> String {
    if over == "seed" { w.text("sweep-seed") } else { over.to_string() }
}

/// Column `i`'s name as its axis and the title say it: the words of the students' table
/// where the model's table has a header for it (`en yoğun 100 ms`, `peak 100 ms` for
/// `peak_bucket_requests`, without the unit the axis writes), else the column's name (a
/// varied key is the parameter's name, as `--vary` gives it), a time column without `_ms`
/// since the axis writes the unit it draws in (`lease (s)`).
fn axis_name(table: &Table, i: usize, unit: Unit, w: &'static Words) -> String {
    let column = table.columns[i].as_str();
    match table.heads.get(i).map(|h| h.trim()).filter(|h| !h.is_empty()) {
        Some(head) => crate::output::spelled(crate::output::head_without_unit(head), w),
        None if unit == Unit::Millis => column.trim_end_matches("_ms").to_string(),
        None => column.to_string(),
    }
}

/// The sweep's figure, named `sweep`.
pub fn figure(table: &Table, spec: Spec<'_>, w: &'static Words) -> Result<Figure, Said> {
    let first = table.rows.first().ok_or_else(|| Said::new("refusal-sweep-no-rows", &[]))?;
    let col = |name: &str| table.columns.iter().position(|c| c == name);
    let nvaried = spec.varied.len();
    let m = match spec.metric {
        Some(name) => col(name).filter(|&i| i >= nvaried && number(&first[i]).is_some()).ok_or_else(|| {
            Said::new("refusal-sweep-no-metric", &[("name", &name), ("columns", &table.columns[nvaried..].join(", "))])
        })?,
        None => {
            default_metric(table, nvaried, spec.headline).ok_or_else(|| Said::new("refusal-sweep-no-number", &[]))?
        }
    };
    let (x_col, series_cols) = layout(table, &spec);
    let over_varied = spec.varied.iter().any(|k| k == spec.over);
    if x_col.is_none() && over_varied {
        return Ok(across_over(table, &spec, m, w));
    }
    let (xs, ss, mut groups) = groups(table, x_col, &series_cols, m);
    let nevers = table.rows.iter().filter(|r| number(&r[m]).is_some_and(|v| never(table, m, v))).count();
    groups.retain(|g| !g.2.is_empty());
    let metric = table.columns[m].clone();
    let all: Vec<f64> = groups.iter().flat_map(|g| g.2.iter().copied()).collect();
    let y_unit = unit_of(&metric, &all);
    let y_name = axis_name(table, m, y_unit, w);
    // One series: it is the measure itself, named as the y axis (no key names it).
    let ss: Vec<String> = if ss.len() == 1 && ss[0].is_empty() { vec![y_name.clone()] } else { ss };
    let mut y = Axis::new(y_name.as_str(), y_unit);
    let samples = groups.iter().map(|g| g.2.len()).max().unwrap_or(1);
    // Pooled across `over` only when it was varied; otherwise nothing was pooled.
    let spread = over_varied && samples > 1;
    let x_column = x_col.map(|i| table.columns[i].clone()).unwrap_or_default();
    let numeric_x = x_col.is_some() && xs.iter().all(|c| number(c).is_some());
    let alike = coinciding(ss.len(), &groups);
    let (plot, marks) = if numeric_x {
        if tiny_series(ss.len(), &groups) {
            y = y.log();
        }
        lines(&xs, &ss, &groups, spread, &alike)
    } else {
        bars(&xs, &ss, &groups, spread, w)
    };
    let xv: Vec<f64> = xs.iter().filter_map(number).collect();
    let x_unit = if numeric_x { unit_of(&x_column, &xv) } else { Unit::Plain };
    let x_name = x_col.map_or(String::new(), |i| axis_name(table, i, x_unit, w));
    let mut x = Axis::new(x_name.as_str(), x_unit);
    let (lo, hi) = xv.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |a, &v| (a.0.min(v), a.1.max(v)));
    if numeric_x && lo > 0.0 && hi / lo >= 100.0 {
        x = x.log();
    }
    let mut title =
        if x_name.is_empty() { y_name.clone() } else { w.get("sweep-title", &args!(metric = &y_name, x = &x_name)) };
    if spread {
        // The caption is not drawn on the image: the title says what a bar or point is.
        title = w.get("sweep-title-spread", &args!(title = title, samples = samples, over = over_word(spec.over, w)));
    }
    let shape = match (spread, numeric_x, samples > 1) {
        (true, true, _) => "band",
        (true, false, _) => "whiskers",
        (false, _, true) => "rows",
        (false, _, false) => "one",
    };
    let mut caption = w.get("sweep-caption", &args!(shape = shape, samples = samples, over = over_word(spec.over, w)));
    if nevers > 0 {
        caption.push(' ');
        caption.push_str(&w.get("sweep-caption-never", &args!(rows = nevers, metric = &metric)));
    }
    if !alike.is_empty() {
        let sets: Vec<String> =
            alike.iter().map(|set| set.iter().map(|&b| ss[b].as_str()).collect::<Vec<_>>().join(" = ")).collect();
        caption.push(' ');
        caption.push_str(&w.get("sweep-caption-coincide", &args!(series = sets.join("; "))));
    }
    if y.scale == crate::report::figure::Scale::Log {
        caption.push(' ');
        caption.push_str(&w.text("sweep-caption-log"));
    }
    Ok(Figure { name: "sweep".into(), title, caption, x, y, plot, marks, facts: Vec::new() })
}

/// Whether a series would be too small to see beside the others on a linear axis: two
/// series or more, every value above zero, and one series' largest value under a
/// hundredth of another's (a 10,000-worker pool's wait beside a 10-worker one's). Such a
/// chart is drawn on a log axis.
fn tiny_series(count: usize, groups: &[(usize, usize, Vec<f64>)]) -> bool {
    if count < 2 || groups.iter().flat_map(|g| &g.2).any(|v| v.partial_cmp(&0.0) != Some(std::cmp::Ordering::Greater)) {
        return false;
    }
    let peak = |si: usize| groups.iter().filter(|g| g.1 == si).map(|g| summary(&g.2).mean).fold(0.0, f64::max);
    let peaks: Vec<f64> = (0..count).map(peak).filter(|p| *p > 0.0).collect();
    let (lo, hi) = peaks.iter().fold((f64::INFINITY, 0.0_f64), |a, &p| (a.0.min(p), a.1.max(p)));
    peaks.len() >= 2 && hi / lo >= 100.0
}

/// A line per series over a numeric x axis, the across-seed band when pooled.
fn lines(
    xs: &[Cell],
    ss: &[String],
    groups: &[(usize, usize, Vec<f64>)],
    spread: bool,
    alike: &[Vec<usize>],
) -> (Plot, Vec<Mark>) {
    let xv: Vec<f64> = xs.iter().filter_map(number).collect();
    let mut series = Vec::new();
    let mut marks = Vec::new();
    for (si, name) in ss.iter().enumerate() {
        let key = key_for(name, si);
        let mut pts = Vec::new();
        let mut band = Vec::new();
        for g in groups.iter().filter(|g| g.1 == si) {
            let st = summary(&g.2);
            pts.push((xv[g.0], st.mean));
            band.push((xv[g.0], st.p5, st.p95));
        }
        pts.sort_by(|a, b| a.0.total_cmp(&b.0));
        band.sort_by(|a, b| a.0.total_cmp(&b.0));
        if spread {
            marks.push(Mark::Range { key, points: band, label: "p5–p95".into() });
        }
        let mut line = Series::new(name.clone(), key, Style::LinePoints, pts);
        // The last of a set of identical series is drawn on top: it names the others at
        // its last point, since their lines lie under it.
        if let Some(set) = alike.iter().find(|set| set.last() == Some(&si) && !line.points.is_empty()) {
            let others: Vec<&str> = set[..set.len() - 1].iter().map(|&b| ss[b].as_str()).collect();
            line.labels.push((line.points.len() - 1, format!("= {}", others.join(" = "))));
        }
        series.push(line);
    }
    (Plot::Lines(series), marks)
}

/// Bars per category (a text x axis), whiskers across seeds when pooled.
fn bars(
    xs: &[Cell],
    ss: &[String],
    groups: &[(usize, usize, Vec<f64>)],
    spread: bool,
    w: &'static Words,
) -> (Plot, Vec<Mark>) {
    let categories: Vec<String> = xs.iter().map(shown).collect();
    let mut series = Vec::new();
    let mut marks = Vec::new();
    for (si, name) in ss.iter().enumerate() {
        let key = key_for(name, si);
        let mut values = vec![None; categories.len()];
        let mut labels = vec![String::new(); categories.len()];
        let mut whiskers = Vec::new();
        for g in groups.iter().filter(|g| g.1 == si) {
            let st = summary(&g.2);
            values[g.0] = Some(st.mean);
            labels[g.0] = crate::report::units::number_in(w.lang(), (st.mean * 10.0).round() / 10.0);
            whiskers.push((g.0 as f64, st.p5, st.p95));
        }
        if spread {
            marks.push(Mark::Range { key, points: whiskers, label: "p5–p95".into() });
        }
        series.push(BarSeries { name: name.clone(), key, values, labels });
    }
    (Plot::Bars { categories, series }, marks)
}

/// A sweep that varied only the `over` key (seeds): one configuration, so the chart is the
/// metric's distribution across the samples: a point per sample along the `over` key, a
/// line at their mean, and a title that says so and names no other key.
fn across_over(table: &Table, spec: &Spec<'_>, m: usize, w: &'static Words) -> Figure {
    let o = table.columns.iter().position(|c| c == spec.over).unwrap_or(0);
    let metric = table.columns[m].clone();
    let points: Vec<(f64, f64)> = table
        .rows
        .iter()
        .filter_map(|r| Some((number(&r[o])?, number(&r[m])?)))
        .filter(|p| !never(table, m, p.1))
        .collect();
    let nevers = table.rows.iter().filter(|r| number(&r[m]).is_some_and(|v| never(table, m, v))).count();
    let values: Vec<f64> = points.iter().map(|p| p.1).collect();
    let y_unit = unit_of(&metric, &values);
    let y_name = axis_name(table, m, y_unit, w);
    let samples = points.len();
    let mean = if values.is_empty() { 0.0 } else { summary(&values).mean };
    let key = key_for(&y_name, 0);
    let series = Series::new(y_name.clone(), key, Style::Points, points);
    let label =
        w.get("sweep-mean", &args!(mean = crate::report::units::number_in(w.lang(), (mean * 10.0).round() / 10.0)));
    let marks = if values.is_empty() { Vec::new() } else { vec![Mark::HLine { y: mean, key, label }] };
    let title = w.get("sweep-title-over", &args!(metric = &y_name, samples = samples, over = over_word(spec.over, w)));
    let mut caption = w.get("sweep-caption", &args!(shape = "over", samples = samples, over = over_word(spec.over, w)));
    if nevers > 0 {
        caption.push(' ');
        caption.push_str(&w.get("sweep-caption-never", &args!(rows = nevers, metric = &metric)));
    }
    Figure {
        name: "sweep".into(),
        title,
        caption,
        x: Axis::new(over_word(spec.over, w), Unit::Count),
        y: Axis::new(y_name.as_str(), y_unit),
        plot: Plot::Lines(vec![series]),
        marks,
        facts: Vec::new(),
    }
}

/// The metric drawn when none is asked for: the first of the model's `headline` metrics
/// that the table measures (a numeric column past the `varied` keys, not a key column),
/// else the first numeric measure — never an input echoed back when a headline exists.
pub fn default_metric(table: &Table, varied: usize, headline: &[&str]) -> Option<usize> {
    let measures: Vec<usize> = (varied..table.columns.len()).filter(|&i| !configures(table, i)).collect();
    headline
        .iter()
        .find_map(|h| measures.iter().copied().find(|&i| table.columns[i] == *h))
        .or_else(|| measures.first().copied())
}

/// The sets of series (by index, each set in order, two or more) whose points are all
/// the same: their lines would hide each other.
fn coinciding(count: usize, groups: &[(usize, usize, Vec<f64>)]) -> Vec<Vec<usize>> {
    let points = |si: usize| {
        let mut p: Vec<(usize, u64)> =
            groups.iter().filter(|g| g.1 == si).map(|g| (g.0, summary(&g.2).mean.to_bits())).collect();
        p.sort_unstable();
        p
    };
    let all: Vec<_> = (0..count).map(points).collect();
    let mut sets = Vec::new();
    for a in 0..count {
        if (0..a).any(|b| all[a] == all[b]) {
            continue; // in an earlier set
        }
        let same: Vec<usize> = (a..count).filter(|&b| all[a] == all[b]).collect();
        if same.len() > 1 {
            sets.push(same);
        }
    }
    sets
}
