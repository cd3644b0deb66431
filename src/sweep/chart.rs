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
    // A row's configuration: the varied keys but `over`, then the table's text, boolean
    // and key columns. Only rows of one configuration are pooled (they differ in `over`).
    let dims: Vec<usize> = (0..nvaried).filter(|&i| table.columns[i] != spec.over).collect();
    let config: Vec<usize> =
        dims.iter().copied().chain((nvaried..table.columns.len()).filter(|&i| configures(table, i))).collect();
    let x_col = config.first().copied();
    let (xs, ss, mut groups) = groups(table, x_col, &config[config.len().min(1)..], m);
    let nevers = table.rows.iter().filter(|r| number(&r[m]).is_some_and(|v| never(table, m, v))).count();
    groups.retain(|g| !g.2.is_empty());
    let metric = table.columns[m].clone();
    let all: Vec<f64> = groups.iter().flat_map(|g| g.2.iter().copied()).collect();
    let y_unit = unit_of(&metric, &all);
    // A time column's unit is shown by the axis itself (`s`, `dk`).
    let y = Axis::new(if y_unit == Unit::Millis { metric.trim_end_matches("_ms") } else { &metric }, y_unit);
    let samples = groups.iter().map(|g| g.2.len()).max().unwrap_or(1);
    // Pooled across `over` only when it was varied; otherwise nothing was pooled.
    let over_varied = spec.varied.iter().any(|k| k == spec.over);
    let spread = over_varied && samples > 1;
    let x_name = x_col.map(|i| table.columns[i].clone()).unwrap_or_default();
    let numeric_x = x_col.is_some() && xs.iter().all(|c| number(c).is_some());
    let mut marks = Vec::new();
    let alike = coinciding(ss.len(), &groups);
    let plot = if numeric_x {
        let xv: Vec<f64> = xs.iter().filter_map(number).collect();
        let mut series = Vec::new();
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
        Plot::Lines(series)
    } else {
        let categories: Vec<String> = xs.iter().map(shown).collect();
        let mut series = Vec::new();
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
        Plot::Bars { categories, series }
    };
    let xv: Vec<f64> = xs.iter().filter_map(number).collect();
    let x_unit = if numeric_x { unit_of(&x_name, &xv) } else { Unit::Plain };
    let mut x = Axis::new(if x_unit == Unit::Millis { x_name.trim_end_matches("_ms") } else { &x_name }, x_unit);
    let (lo, hi) = xv.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |a, &v| (a.0.min(v), a.1.max(v)));
    if numeric_x && lo > 0.0 && hi / lo >= 100.0 {
        x = x.log();
    }
    let mut title =
        if x_name.is_empty() { metric.clone() } else { w.get("sweep-title", &args!(metric = &metric, x = &x_name)) };
    if spread {
        // The caption is not drawn on the image: the title says what a bar or point is.
        title = w.get("sweep-title-spread", &args!(title = title, samples = samples, over = spec.over));
    }
    let shape = match (spread, numeric_x, samples > 1) {
        (true, true, _) => "band",
        (true, false, _) => "whiskers",
        (false, _, true) => "rows",
        (false, _, false) => "one",
    };
    let mut caption = w.get("sweep-caption", &args!(shape = shape, samples = samples, over = spec.over));
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
    Ok(Figure { name: "sweep".into(), title, caption, x, y, plot, marks, facts: Vec::new() })
}

/// The metric drawn when none is asked for: the first of the model's `headline` metrics
/// that the table measures (a numeric column past the `varied` keys, not a key column),
/// else the first numeric measure — never an input echoed back when a headline exists.
fn default_metric(table: &Table, varied: usize, headline: &[&str]) -> Option<usize> {
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
