//! Statistics across seeds (or any other varied key): the rows of a sweep grouped by their
//! configuration — every varied key except the one varied over (`seed` by default), the
//! table's text and boolean columns (`schedule`) and its declared key columns
//! ([`Table::keys`]: `workers` when a list of pool sizes is expanded into rows) — so only
//! rows that differ in the `over` key alone are pooled; per numeric column n, mean,
//! standard deviation, min, p50, p95, max and a 95 % confidence interval of the mean.
//!
//! Exact and deterministic: the values of a group are sorted and percentiles are nearest
//! rank (`p95` is the smallest value with at least 95 % of the values at or below it: a
//! value that occurred). The standard deviation is the sample one (n − 1); the interval
//! is mean ± t(0.975, n − 1) · sd / √n with Student's t. A group of one value has no
//! spread: its `sd` and interval are left empty.
//!
//! # Example
//! ```
//! use jobsim::report::{Cell, Table};
//! use jobsim::stats::summarize;
//! let mut t = Table::new("sweep", &["seed", "schedule", "peak"]);
//! for (seed, peak) in [(1, 60), (2, 70), (3, 80)] {
//!     t.push(vec![Cell::Int(seed), Cell::Text("full".into()), Cell::Int(peak)]);
//! }
//! let s = summarize(&t, &["seed".into()], "seed", None).unwrap();
//! assert_eq!(s.columns[..4], ["schedule", "n", "mean", "sd"]);
//! assert_eq!(s.rows[0][1].to_csv(), "3");
//! assert_eq!(s.rows[0][2].to_csv(), "70");
//! ```

use crate::report::{Cell, Table};

/// Two-sided 95 % quantiles of Student's t for 1 to 30 degrees of freedom.
const T975: [f64; 30] = [
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145, 2.131, 2.120,
    2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
];

/// t(0.975, df): the table up to 30, then the Cornish–Fisher expansion around the normal
/// quantile (error below 1e-4 there).
pub fn t975(df: u64) -> f64 {
    if df == 0 {
        return f64::NAN;
    }
    if df <= 30 {
        return T975[df as usize - 1];
    }
    let z: f64 = 1.959_963_984_540_054;
    let d = df as f64;
    z + (z.powi(3) + z) / (4.0 * d)
        + (5.0 * z.powi(5) + 16.0 * z.powi(3) + 3.0 * z) / (96.0 * d * d)
        + (3.0 * z.powi(7) + 19.0 * z.powi(5) + 17.0 * z.powi(3) - 15.0 * z) / (384.0 * d * d * d)
}

/// The statistics of one sample.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    pub n: usize,
    pub mean: f64,
    /// `None` for a single value.
    pub sd: Option<f64>,
    pub min: f64,
    pub p5: f64,
    pub p50: f64,
    pub p95: f64,
    pub max: f64,
    /// The 95 % confidence interval of the mean; `None` for a single value.
    pub ci95: Option<(f64, f64)>,
}

/// The nearest-rank percentile of sorted values.
fn rank(sorted: &[f64], p: f64) -> f64 {
    let k = ((p * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[k - 1]
}

/// Summarises a non-empty sample.
pub fn summary(values: &[f64]) -> Summary {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    let n = sorted.len();
    let mean = sorted.iter().sum::<f64>() / n as f64;
    let (sd, ci95) = if n > 1 {
        let var = sorted.iter().map(|v| (v - mean) * (v - mean)).sum::<f64>() / (n - 1) as f64;
        let sd = var.sqrt();
        let half = t975(n as u64 - 1) * sd / (n as f64).sqrt();
        (Some(sd), Some((mean - half, mean + half)))
    } else {
        (None, None)
    };
    Summary {
        n,
        mean,
        sd,
        min: sorted[0],
        p5: rank(&sorted, 0.05),
        p50: rank(&sorted, 0.5),
        p95: rank(&sorted, 0.95),
        max: sorted[n - 1],
        ci95,
    }
}

/// A numeric cell as a number.
pub fn number(c: &Cell) -> Option<f64> {
    match c {
        Cell::Int(v) => Some(*v as f64),
        Cell::UInt(v) => Some(*v as f64),
        Cell::Float(v) => Some(*v),
        _ => None,
    }
}

/// How the columns of a sweep table divide into groups and measures.
#[derive(Clone, Debug)]
pub struct Split {
    /// Columns that name a group: varied keys other than `over`, text and boolean
    /// columns, and the table's key columns.
    pub groups: Vec<usize>,
    /// Numeric columns measured (all, or the one asked for).
    pub metrics: Vec<usize>,
    /// The `over` column (`seed`): a group holds each of its values once.
    pub over: usize,
}

/// Whether column `i` of a sweep table (past its `varied` leading keys) names a
/// configuration rather than measuring one: a text or boolean column (`schedule`), or one
/// of the table's declared key columns (`workers`). Statistics group by these, charts draw
/// a series per value, and `--columns` never drops them.
pub fn configures(table: &Table, i: usize) -> bool {
    table.keys.contains(&table.columns[i]) || table.rows.first().is_some_and(|first| number(&first[i]).is_none())
}

/// Divides the columns of `table` (whose leading columns are the `varied` keys).
pub fn split(table: &Table, varied: &[String], over: &str, metric: Option<&str>) -> Result<Split, String> {
    if !varied.iter().any(|k| k == over) {
        return Err(format!("`{over}` is not a varied key (varied: {})", varied.join(", ")));
    }
    table.rows.first().ok_or("the sweep produced no rows")?;
    let over_at = table.columns.iter().position(|c| c == over).ok_or_else(|| format!("no column `{over}`"))?;
    let mut groups = Vec::new();
    let mut numeric = Vec::new();
    for (i, name) in table.columns.iter().enumerate() {
        if name == over {
            continue;
        }
        if i < varied.len() || configures(table, i) {
            groups.push(i);
        } else {
            numeric.push(i);
        }
    }
    let metrics = match metric {
        None => numeric,
        Some(m) => match table.columns.iter().position(|c| c == m) {
            Some(i) if numeric.contains(&i) => vec![i],
            _ => {
                let names: Vec<&str> = numeric.iter().map(|&i| table.columns[i].as_str()).collect();
                let hint = crate::scenario::suggest::did_you_mean(m, &names);
                return Err(format!("no numeric column `{m}` (numeric columns: {}){hint}", names.join(", ")));
            }
        },
    };
    Ok(Split { groups, metrics, over: over_at })
}

/// The rows of each group, in the order groups first appear.
pub fn groups(table: &Table, split: &Split) -> Vec<(Vec<Cell>, Vec<usize>)> {
    let mut out: Vec<(Vec<String>, Vec<Cell>, Vec<usize>)> = Vec::new();
    for (r, row) in table.rows.iter().enumerate() {
        let key: Vec<String> = split.groups.iter().map(|&i| row[i].to_csv()).collect();
        match out.iter_mut().find(|g| g.0 == key) {
            Some(g) => g.2.push(r),
            None => out.push((key, split.groups.iter().map(|&i| row[i].clone()).collect(), vec![r])),
        }
    }
    out.into_iter().map(|(_, cells, rows)| (cells, rows)).collect()
}

fn opt(v: Option<f64>) -> Cell {
    v.map(Cell::Float).unwrap_or(Cell::Text(String::new()))
}

/// The statistics table: one row per group; per metric mean, sd, min, p50, p95, max and
/// the 95 % interval (columns prefixed with the metric's name when there are several).
pub fn summarize(table: &Table, varied: &[String], over: &str, metric: Option<&str>) -> Result<Table, String> {
    summarize_split(table, split(table, varied, over, metric)?)
}

/// Most measures summarised without `--metric` for a model that declares no headline.
pub const DEFAULT_METRICS: usize = 6;

/// The measures `--stats` summarises without `--metric`: the model's `declared` headline
/// metrics the table has as numeric measures (in that order), or else its first numeric
/// measures that are not parameters (`params`), at most [`DEFAULT_METRICS`].
///
/// # Example
/// ```
/// use jobsim::report::{Cell, Table};
/// use jobsim::stats::headline;
/// let mut t = Table::new("sweep", &["seed", "consumers", "peak", "busy"]);
/// t.push(vec![Cell::Int(1), Cell::Int(200), Cell::Int(60), Cell::Int(9)]);
/// let seed = ["seed".to_string()];
/// assert_eq!(headline(&t, &seed, "seed", &["busy"], &[]).unwrap(), ["busy"]);
/// assert_eq!(headline(&t, &seed, "seed", &[], &["consumers"]).unwrap(), ["peak", "busy"]);
/// ```
pub fn headline(
    table: &Table,
    varied: &[String],
    over: &str,
    declared: &[&str],
    params: &[&str],
) -> Result<Vec<String>, String> {
    let split = split(table, varied, over, None)?;
    let measures: Vec<&str> = split.metrics.iter().map(|&i| table.columns[i].as_str()).collect();
    let picked: Vec<String> = declared.iter().filter(|d| measures.contains(d)).map(|d| d.to_string()).collect();
    if !picked.is_empty() {
        return Ok(picked);
    }
    Ok(measures.iter().filter(|m| !params.contains(m)).take(DEFAULT_METRICS).map(|m| m.to_string()).collect())
}

/// [`summarize`] of the measures `metrics` (numeric, not configuration columns), in that
/// order.
pub fn summarize_metrics(table: &Table, varied: &[String], over: &str, metrics: &[String]) -> Result<Table, String> {
    let mut split = split(table, varied, over, None)?;
    let mut picked = Vec::new();
    for m in metrics {
        match split.metrics.iter().find(|&&i| table.columns[i] == *m) {
            Some(&i) => picked.push(i),
            None => return Err(format!("no numeric column `{m}`")),
        }
    }
    split.metrics = picked;
    summarize_split(table, split)
}

/// Checks that every group's rows differ in the `over` key alone: two rows of a group with
/// the same `seed` are two configurations the table cannot tell apart (a configuration
/// column is missing), and pooling them would be wrong. (A sweep never varies a key over
/// one value twice, so each group holds each value of `over` once.)
pub fn check_pooled(table: &Table, varied: &[String], over: &str) -> Result<(), String> {
    let split = split(table, varied, over, None)?;
    for (_, rows) in groups(table, &split) {
        let mut values: Vec<String> = rows.iter().map(|&r| table.rows[r][split.over].to_csv()).collect();
        values.sort_unstable();
        if let Some(w) = values.windows(2).find(|w| w[0] == w[1]) {
            return Err(format!(
                "{} rows share `{over} = {}` in one configuration: a column that tells them apart is missing",
                rows.len(),
                w[0]
            ));
        }
    }
    Ok(())
}

fn summarize_split(table: &Table, split: Split) -> Result<Table, String> {
    let mut columns: Vec<String> = split.groups.iter().map(|&i| table.columns[i].clone()).collect();
    columns.push("n".into());
    let stats = ["mean", "sd", "min", "p50", "p95", "max", "ci95_low", "ci95_high"];
    for &m in &split.metrics {
        for s in stats {
            columns.push(if split.metrics.len() == 1 { s.to_string() } else { format!("{}_{s}", table.columns[m]) });
        }
    }
    let mut out = Table {
        name: "stats".into(),
        columns,
        rows: Vec::new(),
        keys: Vec::new(),
        heads: Vec::new(),
        shown: Vec::new(),
    };
    for (cells, rows) in groups(table, &split) {
        let mut row = cells;
        row.push(Cell::UInt(rows.len() as u64));
        for &m in &split.metrics {
            let values: Vec<f64> = rows.iter().filter_map(|&r| number(&table.rows[r][m])).collect();
            if values.is_empty() {
                // No row of the group has a number in this column (an empty cell): no statistics.
                row.extend(stats.iter().map(|_| Cell::Text(String::new())));
                continue;
            }
            let s = summary(&values);
            row.extend([
                Cell::Float(s.mean),
                opt(s.sd),
                Cell::Float(s.min),
                Cell::Float(s.p50),
                Cell::Float(s.p95),
                Cell::Float(s.max),
                opt(s.ci95.map(|c| c.0)),
                opt(s.ci95.map(|c| c.1)),
            ]);
        }
        out.rows.push(row);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_are_nearest_rank_and_the_interval_uses_student_t() {
        let s = summary(&[5.0, 1.0, 4.0, 2.0, 3.0]);
        assert_eq!((s.min, s.p50, s.p95, s.max, s.p5), (1.0, 3.0, 5.0, 5.0, 1.0));
        assert_eq!(s.mean, 3.0);
        let sd = s.sd.unwrap();
        assert!((sd - 2.5f64.sqrt()).abs() < 1e-12);
        let (lo, hi) = s.ci95.unwrap();
        assert!((hi - 3.0 - 2.776 * sd / 5f64.sqrt()).abs() < 1e-12 && (3.0 - lo - (hi - 3.0)).abs() < 1e-12);
        assert_eq!(summary(&[7.0]).sd, None);
    }

    #[test]
    fn t_quantiles_join_the_table_smoothly() {
        assert!((t975(31) - 2.0395).abs() < 2e-4, "{}", t975(31));
        assert!((t975(100) - 1.984).abs() < 1e-3);
        assert!((t975(100_000) - 1.96).abs() < 1e-3);
    }
}
