//! Tables declared once: each column says its CSV/JSON name, its lesson-style header
//! (title, width, alignment) and how to get its value from a row. One declaration gives
//! both the padded lesson-style text and the [`Table`] behind the CSV and JSON.
//!
//! The text follows the lessons' JavaScript layout: each cell is `padEnd` (left) or
//! `padStart` (right) to its width and the cells are concatenated, so the widths carry the
//! spacing. A value wider than its column would fuse with its neighbour (`01000000`);
//! the layout then puts one space between them. Lesson tables never overflow, so they
//! stay byte-exact.
//!
//! # Example
//! ```
//! use jobsim::report::{Head, Layout};
//! struct Row { name: &'static str, label: &'static str, runs: u32 }
//! let layout = Layout::new("modes")
//!     .column("mode", Head::left("kip", 10), |r: &Row| r.name.into())
//!     .shown(|r| r.label.into())
//!     .column("runs", Head::right("kosum", 6), |r| r.runs.into());
//! let rows = [Row { name: "locked", label: "kilitli", runs: 1 }, Row { name: "x", label: "uzun etiketli", runs: 1_000_000 }];
//! assert_eq!(layout.text(&rows, jobsim::report::lang::Lang::Tr), "kip        kosum\nkilitli        1\nuzun etiketli 1000000\n");
//! let table = layout.table(&rows);
//! assert_eq!(table.columns, ["mode", "runs"]);
//! assert_eq!(table.rows[0][0].to_csv(), "locked");
//! ```

use super::lang::Lang;
use super::units::{column_unit, human_ms, in_unit};
use super::{Cell, Table};
use crate::js::{pad_end, pad_start};

/// How a cell is padded to its width: `Left` is JS `padEnd`, `Right` is `padStart`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Right,
}

/// A column's lesson-style header: title, width and alignment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Head {
    title: String,
    width: usize,
    align: Align,
    title_align: Align,
    /// `Some(pad)`: the column widens to its widest cell plus `pad`.
    fit: Option<usize>,
    /// Spaces before the column (a literal `"  "` between two cells in the lesson).
    gap: usize,
}

impl Head {
    /// A left-aligned column (`padEnd(width)`), its title too.
    pub fn left(title: impl Into<String>, width: usize) -> Head {
        Head { title: title.into(), width, align: Align::Left, title_align: Align::Left, fit: None, gap: 0 }
    }

    /// A right-aligned column (`padStart(width)`), its title too.
    pub fn right(title: impl Into<String>, width: usize) -> Head {
        Head { title: title.into(), width, align: Align::Right, title_align: Align::Right, fit: None, gap: 0 }
    }

    /// The title aligned the other way from the values.
    pub fn title_flipped(mut self) -> Head {
        self.title_align = match self.align {
            Align::Left => Align::Right,
            Align::Right => Align::Left,
        };
        self
    }

    /// The width grows to the widest value (or title) plus `pad` when that is wider.
    pub fn fit(mut self, pad: usize) -> Head {
        self.fit = Some(pad);
        self
    }

    /// `n` spaces before the column, title and values alike (the lesson's `"  "` between
    /// two cells: `padStart(a, 12) + "  " + padEnd(b, 10)`).
    ///
    /// # Example
    /// ```
    /// use jobsim::report::{Head, Layout};
    /// let layout = Layout::new("t")
    ///     .column("n", Head::right("n", 3), |r: &u32| (*r).into())
    ///     .column("twice", Head::left("2n", 0).gap(2), |r| (r * 2).into());
    /// assert_eq!(layout.text(&[7], jobsim::report::lang::Lang::Tr), "  n  2n\n  7  14\n");
    /// ```
    pub fn gap(mut self, n: usize) -> Head {
        self.gap = n;
        self
    }
}

type CellFn<'a, R> = Box<dyn Fn(&R) -> Cell + 'a>;
type TextFn<'a, R> = Box<dyn Fn(&R) -> String + 'a>;

struct Column<'a, R> {
    /// The CSV/JSON column name; `None` for a column of the text only.
    name: Option<&'static str>,
    /// The text header; `None` for a column of the CSV only.
    head: Option<Head>,
    cell: CellFn<'a, R>,
    /// How the text shows the value, when not as the cell's plain text.
    shown: Option<TextFn<'a, R>>,
}

/// A table declared once, for rows of type `R`.
pub struct Layout<'a, R> {
    name: String,
    columns: Vec<Column<'a, R>>,
    header: bool,
    /// CSV columns that name a row's configuration ([`Table::keys`]).
    keys: Vec<&'static str>,
    /// The students' text: two spaces between columns, one unit per duration column.
    one_unit: bool,
}

impl<'a, R> Layout<'a, R> {
    /// A table named `name` (the CSV file's `<scenario>.<name>.csv`).
    pub fn new(name: impl Into<String>) -> Self {
        Layout { name: name.into(), columns: Vec::new(), header: true, keys: Vec::new(), one_unit: false }
    }

    /// A table for students, not a lesson's program output: at least two spaces between
    /// columns (so multi-word headers parse), and each duration column (a CSV name ending
    /// in `_ms`) in one unit, from [`column_unit`] (its header drops a trailing ` ms`). A
    /// cell the text shows without a digit (`sinirsiz`, `-`) stays as shown, and a shown
    /// `(…)` remark after the value is kept. A lesson-exact table never calls this.
    ///
    /// # Example
    /// ```
    /// use jobsim::report::{Head, Layout};
    /// let layout = Layout::new("t")
    ///     .one_unit()
    ///     .column("kind", Head::left("tur adi", 7), |r: &(&str, u64)| r.0.into())
    ///     .column("wait_ms", Head::right("bekleme ms", 10), |r| r.1.into())
    ///     .shown(|r| format!("{} ms", r.1));
    /// let text = layout.text(&[("kisa", 612), ("uzun", 2_500)], jobsim::report::lang::Lang::Tr);
    /// assert_eq!(text, "tur adi   bekleme\nkisa       0,61 s\nuzun        2,5 s\n");
    /// ```
    pub fn one_unit(mut self) -> Self {
        self.one_unit = true;
        self
    }

    /// The text has no header line (the lesson prints none).
    pub fn headless(mut self) -> Self {
        self.header = false;
        self
    }

    /// A column of both the text and the CSV.
    pub fn column(mut self, name: &'static str, head: Head, cell: impl Fn(&R) -> Cell + 'a) -> Self {
        self.columns.push(Column { name: Some(name), head: Some(head), cell: Box::new(cell), shown: None });
        self
    }

    /// A column of the CSV only.
    pub fn csv(mut self, name: &'static str, cell: impl Fn(&R) -> Cell + 'a) -> Self {
        self.columns.push(Column { name: Some(name), head: None, cell: Box::new(cell), shown: None });
        self
    }

    /// A column of the text only.
    pub fn text_only(mut self, head: Head, shown: impl Fn(&R) -> String + 'a) -> Self {
        self.columns.push(Column {
            name: None,
            head: Some(head),
            cell: Box::new(|_| Cell::Text(String::new())),
            shown: Some(Box::new(shown)),
        });
        self
    }

    /// The last column names which configuration a row is (a pool size, a client count
    /// expanded from a list parameter), not what it measured: sweeps group by it.
    pub fn row_key(mut self) -> Self {
        let name = self.columns.last().and_then(|c| c.name).expect("`row_key` follows a CSV column");
        self.keys.push(name);
        self
    }

    /// How the text shows the last column's value (its CSV value stays as declared).
    pub fn shown(mut self, shown: impl Fn(&R) -> String + 'a) -> Self {
        let last = self.columns.last_mut().expect("`shown` follows a column");
        last.shown = Some(Box::new(shown));
        self
    }

    /// The table's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The CSV/JSON table of `rows`.
    pub fn table<'r>(&self, rows: impl IntoIterator<Item = &'r R>) -> Table
    where
        R: 'r,
    {
        let csv: Vec<&Column<'a, R>> = self.columns.iter().filter(|c| c.name.is_some()).collect();
        let mut table = Table::new(&self.name, &csv.iter().filter_map(|c| c.name).collect::<Vec<_>>());
        for r in rows {
            table.push(csv.iter().map(|c| (c.cell)(r)).collect());
            let shown = |c: &&Column<'a, R>| match (&c.head, &c.shown) {
                (None, _) => String::new(),
                (Some(_), Some(f)) => f(r),
                (Some(_), None) => (c.cell)(r).to_text(),
            };
            table.shown.push(csv.iter().map(shown).collect());
        }
        table.keys = self.keys.iter().map(|k| k.to_string()).collect();
        table.heads =
            csv.iter().map(|c| c.head.as_ref().map_or(String::new(), |h| h.title.trim().to_string())).collect();
        table
    }

    /// The lesson-style text of `rows`: the header line (unless headless), then one line
    /// per row, each ending in `\n`.
    pub fn text<'r>(&self, rows: impl IntoIterator<Item = &'r R>, lang: Lang) -> String
    where
        R: 'r,
    {
        let shown: Vec<&Column<'a, R>> = self.columns.iter().filter(|c| c.head.is_some()).collect();
        let rows: Vec<&R> = rows.into_iter().collect();
        let mut cells: Vec<Vec<String>> = rows
            .iter()
            .map(|r| {
                shown
                    .iter()
                    .map(|c| match &c.shown {
                        Some(f) => f(r),
                        None => (c.cell)(r).to_text(),
                    })
                    .collect()
            })
            .collect();
        let mut titles: Vec<String> = shown.iter().filter_map(|c| c.head.as_ref()).map(|h| h.title.clone()).collect();
        if self.one_unit {
            for (i, c) in shown.iter().enumerate() {
                if c.name.is_some_and(|n| n.ends_with("_ms")) {
                    one_unit_column(&rows, c, i, (&mut cells, &mut titles[i]), lang);
                }
            }
        }
        let heads: Vec<&Head> = shown.iter().filter_map(|c| c.head.as_ref()).collect();
        let widths: Vec<usize> = heads
            .iter()
            .enumerate()
            .map(|(i, h)| match h.fit {
                // English titles and values are not the lesson's: their columns fit them
                // (two spaces apart), where the Turkish ones keep the lesson's widths.
                None if lang == Lang::En => {
                    let widest = cells.iter().map(|row| row[i].chars().count()).max().unwrap_or(0);
                    h.width.max(widest.max(titles[i].chars().count()) + 2)
                }
                None => h.width,
                Some(pad) => {
                    let widest = cells.iter().map(|row| row[i].chars().count()).max().unwrap_or(0);
                    h.width.max(widest + pad).max(titles[i].chars().count() + pad)
                }
            })
            .collect();
        let mut gaps: Vec<usize> = heads.iter().map(|h| h.gap).collect();
        let mut widths = widths;
        if self.one_unit {
            spaced(&heads, &titles, &cells, self.header, &mut widths, &mut gaps);
        }
        let mut out = String::new();
        if self.header {
            let titles: Vec<(String, Align)> =
                heads.iter().zip(&titles).map(|(h, t)| (t.clone(), h.title_align)).collect();
            push_line(&mut out, &titles, &widths, &gaps);
        }
        for row in cells {
            let aligned: Vec<(String, Align)> = row.into_iter().zip(heads.iter().map(|h| h.align)).collect();
            push_line(&mut out, &aligned, &widths, &gaps);
        }
        if lang == Lang::En {
            out = out.lines().map(|l| format!("{}\n", l.trim_end())).collect();
        }
        out
    }
}

/// Rewrites a duration column's cells in its one unit (see [`Layout::one_unit`]).
fn one_unit_column<R>(
    rows: &[&R],
    c: &Column<'_, R>,
    i: usize,
    (cells, title): (&mut [Vec<String>], &mut String),
    lang: Lang,
) {
    let values: Vec<Option<f64>> = rows.iter().map(|r| (c.cell)(r).finite_number()).collect();
    let present: Vec<f64> =
        values.iter().zip(cells.iter()).filter_map(|(v, row)| v.filter(|_| has_digit(&row[i]))).collect();
    if present.is_empty() {
        return;
    }
    let unit = column_unit(&present, lang);
    for (v, row) in values.iter().zip(cells.iter_mut()) {
        let Some(v) = v.filter(|_| has_digit(&row[i])) else { continue };
        let remark = row[i].find(" (").filter(|_| row[i].ends_with(')')).map_or("", |at| &row[i][at..]).to_string();
        let value = match unit {
            Some(unit) => in_unit(v, unit, lang),
            None => human_ms(v, lang),
        };
        row[i] = format!("{value}{remark}");
    }
    if let Some(stripped) = title.trim_end().strip_suffix(" ms") {
        *title = stripped.to_string();
    }
}

fn has_digit(s: &str) -> bool {
    s.chars().any(|c| c.is_ascii_digit())
}

/// Widens gaps so at least two spaces part every two columns, on every line.
fn spaced(
    heads: &[&Head],
    titles: &[String],
    cells: &[Vec<String>],
    header: bool,
    widths: &mut [usize],
    gaps: &mut [usize],
) {
    let widest = |i: usize| {
        let cells = cells.iter().map(|row| row[i].chars().count()).max().unwrap_or(0);
        if header { cells.max(titles[i].chars().count()) } else { cells }
    };
    for (i, width) in widths.iter_mut().enumerate() {
        *width = (*width).max(widest(i));
    }
    for i in 1..heads.len() {
        let slack = |j: usize| widths[j] - widest(j);
        // A left-aligned column's slack trails it, a right-aligned one's leads it; a title
        // aligned the other way takes the slack from the other side, so it counts only
        // when values and title agree.
        let trailing =
            if heads[i - 1].align == Align::Left && heads[i - 1].title_align == Align::Left { slack(i - 1) } else { 0 };
        let leading = if heads[i].align == Align::Right && heads[i].title_align == Align::Right { slack(i) } else { 0 };
        gaps[i] = gaps[i].max(2usize.saturating_sub(trailing + leading));
    }
}

/// Appends one padded line; a cell that would touch its neighbour gets one space.
fn push_line(out: &mut String, cells: &[(String, Align)], widths: &[usize], gaps: &[usize]) {
    let mut line = String::new();
    for (((text, align), &width), &gap) in cells.iter().zip(widths).zip(gaps) {
        let padded = match align {
            Align::Left => pad_end(text, width),
            Align::Right => pad_start(text, width),
        };
        line.extend(std::iter::repeat_n(' ', gap));
        if !line.is_empty() && !line.ends_with(' ') && !padded.is_empty() && !padded.starts_with(' ') {
            line.push(' ');
        }
        line.push_str(&padded);
    }
    out.push_str(&line);
    out.push('\n');
}
