//! The students' tables: a report's typed tables as HTML, beside their charts, with the
//! lesson-style headers (in the report's language) and human units — one unit per column,
//! durations of 1000 ms or more in seconds and up, numbers in the language's notation. The lesson-exact program output is
//! not this: it stays byte-exact in its own "programın çıktısı" block.

use std::fmt::Write;

use crate::report::glossary::word;
use crate::report::lang::pick;
use crate::report::units::turkish_number;
use crate::report::{Cell, Table};

/// Text as HTML text or attribute value.
pub(crate) fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// Most rows a students' table shows; a longer table (a time series) is left to its CSV.
pub const MAX_ROWS: usize = 40;

/// The columns a student sees: those the lesson-style text shows.
fn shown_columns(t: &Table) -> Vec<usize> {
    (0..t.columns.len()).filter(|&i| t.heads.get(i).is_some_and(|h| !h.is_empty())).collect()
}

/// Whether a table has a students' version: declared with its lesson-style headers and
/// short enough to read.
pub fn has_students_table(t: &Table) -> bool {
    !shown_columns(t).is_empty() && !t.rows.is_empty() && t.rows.len() <= MAX_ROWS
}

/// A column of durations (`…_ms`): its one display unit, from its largest value — ms
/// below 1000 ms, then s, dk (from 2 min), sa (from 2 h), gün (from 2 days).
fn duration_unit(t: &Table, i: usize) -> Option<(f64, &'static str)> {
    if !t.columns[i].ends_with("_ms") {
        return None;
    }
    let most = t.rows.iter().filter_map(|r| r[i].finite_number()).fold(0.0_f64, |m, v| m.max(v.abs()));
    let units = [
        (120_000.0, 1000.0, "s"),
        (7_200_000.0, 60_000.0, pick("dk", "min")),
        (172_800_000.0, 3_600_000.0, pick("sa", "h")),
    ];
    Some(match units.iter().find(|(below, _, _)| most < *below) {
        _ if most < 1000.0 => (1.0, "ms"),
        Some(&(_, div, name)) => (div, name),
        None => (86_400_000.0, pick("gün", "d")),
    })
}

/// The header without the unit the text carried (`bekleme ms` → `bekleme`).
fn head_without_unit(head: &str) -> &str {
    let h = head.trim();
    for unit in [" ms", "(ms)", "_ms"] {
        if let Some(stripped) = h.strip_suffix(unit) {
            return stripped.trim_end();
        }
    }
    h
}

fn cell_html(t: &Table, row: usize, i: usize, unit: Option<(f64, &str)>) -> String {
    let c = &t.rows[row][i];
    let shown = t.shown.get(row).and_then(|r| r.get(i)).map_or("", String::as_str).trim();
    match (c, c.finite_number(), unit) {
        (_, Some(v), Some((div, _))) => turkish_number((v / div * 10.0).round() / 10.0),
        (Cell::Bool(b), _, _) => word(if *b { "page.yes" } else { "page.no" }).to_string(),
        (_, Some(v), None) => turkish_number(v),
        _ if !shown.is_empty() => shown.to_string(),
        _ => c.to_text(),
    }
}

/// A students' table as text: its headers (with their unit) and its rows of cells, each
/// cell with whether it is a number (right-aligned).
pub struct Cells {
    pub heads: Vec<String>,
    pub rows: Vec<Vec<(String, bool)>>,
}

/// The cells of the students' table of `t` (call only when [`has_students_table`]).
pub fn students_cells(t: &Table) -> Cells {
    let cols = shown_columns(t);
    let units: Vec<Option<(f64, &str)>> = cols.iter().map(|&i| duration_unit(t, i)).collect();
    let heads = cols
        .iter()
        .zip(&units)
        .map(|(&i, unit)| {
            let head = head_without_unit(&t.heads[i]);
            unit.map_or(head.to_string(), |(_, name)| format!("{head} ({name})"))
        })
        .collect();
    let rows = (0..t.rows.len())
        .map(|row| {
            cols.iter()
                .zip(&units)
                .map(|(&i, unit)| (cell_html(t, row, i, *unit), t.rows[row][i].finite_number().is_some()))
                .collect()
        })
        .collect();
    Cells { heads, rows }
}

/// The students' HTML table of `t` (call only when [`has_students_table`]).
pub fn students_table(t: &Table) -> String {
    let cells = students_cells(t);
    let mut h = String::from("<div class=\"table\"><table>\n<thead><tr>");
    for head in &cells.heads {
        let _ = write!(h, "<th>{}</th>", esc(head));
    }
    h.push_str("</tr></thead>\n<tbody>\n");
    for row in &cells.rows {
        h.push_str("<tr>");
        for (text, numeric) in row {
            let class = if *numeric { " class=\"n\"" } else { "" };
            let _ = write!(h, "<td{class}>{}</td>", esc(text));
        }
        h.push_str("</tr>\n");
    }
    h.push_str("</tbody></table></div>\n");
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::{Head, Layout};

    #[test]
    fn a_duration_column_has_one_unit_and_the_text_shows_names() {
        struct R(&'static str, u64);
        let layout = Layout::new("t")
            .column("mode", Head::left("kip", 8), |r: &R| r.0.into())
            .shown(|r| if r.0 == "locked" { "kilitli".into() } else { r.0.into() })
            .column("wait_ms", Head::right("bekleme ms", 12), |r| r.1.into())
            .csv("hidden", |_| 1u32.into());
        let t = layout.table(&[R("locked", 1_500), R("x", 36_150)]);
        let html = students_table(&t);
        assert!(html.contains("<th>kip</th><th>bekleme (s)</th></tr>"), "{html}");
        assert!(html.contains("<td>kilitli</td><td class=\"n\">1,5</td>"), "{html}");
        assert!(html.contains("<td class=\"n\">36,2</td>"), "{html}");
        assert!(!html.contains("hidden"));
    }
}
