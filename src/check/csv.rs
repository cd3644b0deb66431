//! A committed CSV compared with the new typed [`Table`]: changed cells by row key (the
//! table's key columns, and its text and boolean columns, which always name a
//! configuration) or by row number, columns added or removed.

use super::grid::{self, Grid};
use crate::report::{Cell, Table};

/// The committed CSV as text cells, or why it cannot be read.
fn read(bytes: &[u8]) -> Result<Grid, String> {
    let mut r = csv::ReaderBuilder::new().has_headers(false).flexible(true).from_reader(bytes);
    let mut records = Vec::new();
    for rec in r.records() {
        let rec = rec.map_err(|e| format!("not readable as CSV ({e})"))?;
        records.push(rec.iter().map(str::to_string).collect::<Vec<_>>());
    }
    if records.is_empty() {
        return Err("empty".into());
    }
    let header = records.remove(0);
    Ok(Grid { header, rows: records })
}

/// The columns that name a row: the declared keys, then the text and boolean columns.
fn keys(table: &Table) -> Vec<String> {
    let mut keys = table.keys.clone();
    if let Some(first) = table.rows.first() {
        for (name, cell) in table.columns.iter().zip(first) {
            if matches!(cell, Cell::Text(_) | Cell::Bool(_)) && !keys.contains(name) {
                keys.push(name.clone());
            }
        }
    }
    keys
}

/// The grid of `columns` only, in that order (a missing column reads as empty cells).
fn project(g: &Grid, columns: &[String]) -> Grid {
    let at: Vec<Option<usize>> = columns.iter().map(|c| g.header.iter().position(|h| h == c)).collect();
    let rows = g
        .rows
        .iter()
        .map(|r| at.iter().map(|i| i.and_then(|i| r.get(i)).cloned().unwrap_or_default()).collect())
        .collect();
    Grid { header: columns.to_vec(), rows }
}

/// Every difference between the committed CSV and the new table, one line each.
pub fn diff(old: &[u8], table: &Table) -> Vec<String> {
    let old = match read(old) {
        Ok(g) => g,
        Err(why) => return vec![format!("the committed file is {why}")],
    };
    let new = Grid {
        header: table.columns.clone(),
        rows: table.rows.iter().map(|r| r.iter().map(Cell::to_csv).collect()).collect(),
    };
    let mut out = Vec::new();
    let removed: Vec<&String> = old.header.iter().filter(|c| !new.header.contains(c)).collect();
    let added: Vec<&String> = new.header.iter().filter(|c| !old.header.contains(c)).collect();
    for c in &removed {
        out.push(format!("column {c} removed"));
    }
    for c in &added {
        out.push(format!("column {c} added"));
    }
    let common: Vec<String> = new.header.iter().filter(|c| old.header.contains(c)).cloned().collect();
    if removed.is_empty() && added.is_empty() && old.header != new.header {
        out.push(format!("columns reordered: {} → {}", old.header.join(","), new.header.join(",")));
    }
    let keys: Vec<usize> = keys(table).iter().filter_map(|k| common.iter().position(|c| c == k)).collect();
    out.extend(grid::diff(&project(&old, &common), &project(&new, &common), &keys));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn waves(peak: i64) -> Table {
        let mut t = Table::new("waves", &["schedule", "peak_bucket_requests"]);
        t.push(vec!["none".into(), Cell::Int(200)]);
        t.push(vec!["full".into(), Cell::Int(peak)]);
        t
    }

    #[test]
    fn a_changed_cell_is_named_by_its_row_key_and_column() {
        let old = crate::output::table_csv(&waves(69));
        assert!(diff(old.as_bytes(), &waves(69)).is_empty());
        assert_eq!(diff(old.as_bytes(), &waves(71)), ["full, peak_bucket_requests: 69 → 71"]);
    }

    #[test]
    fn a_table_without_key_columns_names_rows_by_number_and_columns_added() {
        let mut t = Table::new("t", &["n", "twice"]);
        t.push(vec![Cell::Int(1), Cell::Int(2)]);
        t.push(vec![Cell::Int(2), Cell::Int(5)]);
        assert_eq!(diff(b"n\n1\n2\n", &t), ["column twice added"]);
        assert_eq!(diff(b"n,twice\n1,2\n2,4\n", &t), ["row 2, twice: 4 → 5"]);
    }
}
