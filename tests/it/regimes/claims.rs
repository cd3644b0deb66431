//! What a claim checker reads: one run's report and parameters, and the failures it finds.

use jobsim::report::{Cell, Figure, Report, Table};

/// One run of a scenario with its overrides.
pub struct Run {
    pub file: &'static str,
    pub sets: Vec<String>,
    pub scenario: jobsim::Scenario,
    pub report: Report,
}

impl Run {
    pub fn new(file: &'static str, sets: &[&str]) -> Result<Run, String> {
        Ok(Run::editions(file, sets, &[jobsim::report::lang::Lang::Tr])?.0)
    }

    /// The run in Turkish, and the same outcome presented in each other of `langs`
    /// (simulated once).
    pub fn editions(
        file: &'static str,
        sets: &[&str],
        langs: &[jobsim::report::lang::Lang],
    ) -> Result<(Run, Vec<Report>), String> {
        let overrides = sets.iter().map(|s| jobsim::scenario::Override::parse(s)).collect::<Result<Vec<_>, _>>();
        let overrides = overrides.map_err(|e| format!("{file} {sets:?}: {e}"))?;
        let scenario = jobsim::load(&crate::scenario_path(file), &overrides).map_err(|e| format!("{sets:?}: {e}"))?;
        let mut reports =
            jobsim::run_editions(&scenario, &Default::default(), langs).map_err(|e| format!("{sets:?}: {e}"))?;
        let report = reports.remove(0);
        Ok((Run { file, sets: sets.iter().map(|s| s.to_string()).collect(), scenario, report }, reports))
    }

    pub fn model(&self) -> &'static str {
        self.scenario.model
    }

    /// The figure named `name`, if the run drew it.
    pub fn figure(&self, name: &str) -> Option<&Figure> {
        self.report.figures.iter().find(|f| f.name == name)
    }

    /// The table named `name`.
    pub fn table(&self, name: &str) -> &Table {
        self.report.tables.iter().find(|t| t.name == name).unwrap_or_else(|| panic!("{}: no table `{name}`", self.file))
    }

    /// A parameter after overrides, as an integer (the model's default where the file
    /// does not set it).
    pub fn int(&self, key: &str) -> i64 {
        self.value(key).and_then(|v| v.as_integer()).unwrap_or_else(|| panic!("{}: no integer `{key}`", self.file))
    }

    /// A parameter after overrides, or the model's default.
    pub fn value(&self, key: &str) -> Option<toml::Value> {
        if let Some(v) = self.scenario.raw_params.get(key) {
            return Some(v.clone());
        }
        let entry = jobsim::models::find(self.scenario.model)?;
        entry.params().iter().find(|p| p.name == key)?.default_value()
    }
}

impl Run {
    /// A parameter after overrides, as a number (an integer or a float).
    pub fn float(&self, key: &str) -> f64 {
        let v = self.value(key);
        v.as_ref()
            .and_then(|v| v.as_float().or_else(|| v.as_integer().map(|i| i as f64)))
            .unwrap_or_else(|| panic!("{}: no number `{key}`", self.file))
    }
}

/// The failures one checker found, and the statements it held ([`super::facts::Expect`]).
#[derive(Default)]
pub struct Claims {
    pub failures: Vec<String>,
    pub checked: std::collections::BTreeSet<String>,
}

impl Claims {
    /// Records `what` as false unless `ok`, quoting the text that claims it.
    pub fn hold(&mut self, ok: bool, text: &str, what: impl std::fmt::Display) {
        if !ok {
            self.failures.push(format!("{what} — «{text}»"));
        }
    }
}

/// A numeric cell as a number (`None` for text, booleans and empty cells).
pub fn num(c: &Cell) -> Option<f64> {
    jobsim::stats::number(c)
}

/// The column `column` of `table`.
pub fn col<'a>(table: &'a Table, column: &str) -> Vec<&'a Cell> {
    let i = table
        .columns
        .iter()
        .position(|c| c == column)
        .unwrap_or_else(|| panic!("`{}` has no column `{column}`", table.name));
    table.rows.iter().map(|r| &r[i]).collect()
}

/// The row of `table` whose column `key` reads `value` (as CSV text).
pub fn row_where<'a>(table: &'a Table, key: &str, value: &str) -> Option<&'a [Cell]> {
    let i = table.columns.iter().position(|c| c == key)?;
    table.rows.iter().find(|r| r[i].to_csv() == value).map(|r| r.as_slice())
}

/// The cell of `row` in `column` of `table`.
pub fn cell<'a>(table: &Table, row: &'a [Cell], column: &str) -> &'a Cell {
    let i = table
        .columns
        .iter()
        .position(|c| c == column)
        .unwrap_or_else(|| panic!("`{}` has no column `{column}`", table.name));
    &row[i]
}

/// A number as the course prints it (`1.206`, `2,5`, `%40` without the sign).
pub fn parse_tr(s: &str) -> Option<f64> {
    s.replace('.', "").replace(',', ".").parse().ok()
}

fn is_num(c: char) -> bool {
    c.is_ascii_digit() || c == '.' || c == ','
}

fn trim_num(s: &str) -> &str {
    s.trim_matches(|c: char| c == '.' || c == ',')
}

/// The number right after the first `marker` in `text` (`None` if there is none).
pub fn after(text: &str, marker: &str) -> Option<f64> {
    let rest = &text[text.find(marker)? + marker.len()..];
    let end = rest.find(|c: char| !is_num(c)).unwrap_or(rest.len());
    parse_tr(trim_num(&rest[..end]))
}

/// The number right before the first `marker` in `text`.
pub fn before(text: &str, marker: &str) -> Option<f64> {
    let head = &text[..text.find(marker)?];
    let start = head.rfind(|c: char| !is_num(c)).map(|i| i + head[i..].chars().next().unwrap().len_utf8()).unwrap_or(0);
    parse_tr(trim_num(&head[start..]))
}

/// A duration as the course prints it (`6005 ms`, `2,5 s`, `3 dk`).
#[allow(dead_code)]
pub fn human(ms: f64) -> String {
    jobsim::report::units::human_ms(ms, jobsim::report::lang::Lang::Tr)
}

/// The number of column `column` in the row whose `key` column reads `value`.
pub fn at(table: &Table, key: &str, value: &str, column: &str) -> Option<f64> {
    row_where(table, key, value).and_then(|r| num(cell(table, r, column)))
}

/// The numbers of a column (text cells skipped).
pub fn nums(table: &Table, column: &str) -> Vec<f64> {
    col(table, column).into_iter().filter_map(num).collect()
}

pub fn max(v: &[f64]) -> f64 {
    v.iter().copied().fold(f64::NEG_INFINITY, f64::max)
}

pub fn min(v: &[f64]) -> f64 {
    v.iter().copied().fold(f64::INFINITY, f64::min)
}

/// A duration as `human` prints it, back in milliseconds (`2,5 s` → 2500): the number
/// and unit right after `marker`.
#[allow(dead_code)] // no checker reads a Turkish duration back now (issue 36)
pub fn ms_after(text: &str, marker: &str) -> Option<f64> {
    let rest = &text[text.find(marker)? + marker.len()..];
    let (n, unit) = rest.split_once(' ')?;
    let unit: String = unit.chars().take_while(|c| c.is_alphabetic()).collect();
    let scale = match unit.as_str() {
        "ms" => 1.0,
        "s" => 1000.0,
        "dk" => 60_000.0,
        "sa" => 3_600_000.0,
        "gün" => 86_400_000.0,
        _ => return None,
    };
    Some(parse_tr(n)? * scale)
}
