//! Rows and columns compared cell by cell: the one comparison behind the lesson-style
//! tables of a `.txt` and the CSVs. Rows are matched by their key (the cells that name
//! the row's configuration) when every key is unique on both sides, otherwise by
//! position.

/// A table as text cells: column names, then rows of cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    pub header: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

fn shown(cell: &str) -> &str {
    if cell.is_empty() { "(empty)" } else { cell }
}

fn column_name(header: &[String], i: usize) -> String {
    match header.get(i) {
        Some(h) if !h.is_empty() => h.clone(),
        _ => format!("column {}", i + 1),
    }
}

/// The key of a row: its key cells joined by `, ` (empty without key columns).
fn key(row: &[String], keys: &[usize]) -> String {
    keys.iter().filter_map(|&k| row.get(k)).map(String::as_str).collect::<Vec<_>>().join(", ")
}

/// Whether every row has a distinct, non-empty key.
fn unique(rows: &[Vec<String>], keys: &[usize]) -> bool {
    let mut seen = std::collections::BTreeSet::new();
    !keys.is_empty()
        && rows.iter().all(|r| {
            let k = key(r, keys);
            !k.is_empty() && seen.insert(k)
        })
}

/// The cells of one row pair that differ: `label, column: old → new`, the columns in
/// `skip` left out (the keys the rows were matched by).
fn cells(label: &str, header: &[String], old: &[String], new: &[String], skip: &[usize], out: &mut Vec<String>) {
    let width = old.len().max(new.len());
    for i in (0..width).filter(|i| !skip.contains(i)) {
        let (a, b) = (old.get(i).map_or("", String::as_str), new.get(i).map_or("", String::as_str));
        if a != b {
            out.push(format!("{label}, {}: {} → {}", column_name(header, i), shown(a), shown(b)));
        }
    }
}

/// Every difference between two grids with the same header, one line each: changed cells
/// (`row key, column: old → new`), removed and added rows. `keys` are the indices of the
/// columns that name a row; rows are matched by them when they are unique on both sides
/// (and that says it in fewer lines than matching by position).
///
/// # Example
/// ```
/// use jobsim::check::grid::{Grid, diff};
/// let grid = |n: &str| Grid {
///     header: vec!["schedule".into(), "peak".into()],
///     rows: vec![vec!["none".into(), "200".into()], vec!["full".into(), n.into()]],
/// };
/// assert_eq!(diff(&grid("69"), &grid("71"), &[0]), ["full, peak: 69 → 71"]);
/// ```
pub fn diff(old: &Grid, new: &Grid, keys: &[usize]) -> Vec<String> {
    let by_position = by_position(old, new, keys);
    if !(unique(&old.rows, keys) && unique(&new.rows, keys)) {
        return by_position;
    }
    // Keys that change with the data (a run's time) match few rows: the shorter telling wins.
    let by_key = by_key(old, new, keys);
    if by_key.len() <= by_position.len() { by_key } else { by_position }
}

/// Rows matched by their (unique) keys.
fn by_key(old: &Grid, new: &Grid, keys: &[usize]) -> Vec<String> {
    let mut out = Vec::new();
    let find = |rows: &[Vec<String>], k: &str| rows.iter().position(|r| key(r, keys) == k);
    for row in &new.rows {
        let k = key(row, keys);
        match find(&old.rows, &k) {
            Some(i) => cells(&k, &new.header, &old.rows[i], row, keys, &mut out),
            None => out.push(format!("{k}: row added")),
        }
    }
    for row in &old.rows {
        let k = key(row, keys);
        if find(&new.rows, &k).is_none() {
            out.push(format!("{k}: row removed"));
        }
    }
    out
}

/// Rows matched by their position, named by number and key.
fn by_position(old: &Grid, new: &Grid, keys: &[usize]) -> Vec<String> {
    let mut out = Vec::new();
    for i in 0..old.rows.len().max(new.rows.len()) {
        let label = |row: &[String]| match key(row, keys) {
            k if k.is_empty() => format!("row {}", i + 1),
            k => format!("row {} ({k})", i + 1),
        };
        match (old.rows.get(i), new.rows.get(i)) {
            (Some(a), Some(b)) => cells(&label(b), &new.header, a, b, &[], &mut out),
            (Some(a), None) => out.push(format!("{}: row removed", label(a))),
            (None, Some(b)) => out.push(format!("{}: row added", label(b))),
            (None, None) => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(rows: &[&[&str]]) -> Grid {
        Grid {
            header: vec!["k".into(), "v".into()],
            rows: rows.iter().map(|r| r.iter().map(|c| c.to_string()).collect()).collect(),
        }
    }

    #[test]
    fn rows_are_matched_by_key_and_added_or_removed_rows_named() {
        let old = grid(&[&["a", "1"], &["b", "2"]]);
        let new = grid(&[&["b", "3"], &["c", "4"]]);
        assert_eq!(diff(&old, &new, &[0]), ["b, v: 2 → 3", "c: row added", "a: row removed"]);
    }

    #[test]
    fn repeated_keys_fall_back_to_row_numbers() {
        let old = grid(&[&["a", "1"], &["a", "2"]]);
        let new = grid(&[&["a", "1"], &["a", ""]]);
        assert_eq!(diff(&old, &new, &[0]), ["row 2 (a), v: 2 → (empty)"]);
        assert_eq!(diff(&old, &new, &[]), ["row 2, v: 2 → (empty)"]);
    }
}
