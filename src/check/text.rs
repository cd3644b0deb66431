//! The lesson-style text of a scenario compared as tables where it is one: each block of
//! lines (blocks are separated by blank lines) whose columns line up is read as a header
//! and rows, so a change reads `tam sarsinti, en yogun 100 ms: 69 → 71`. A block that is
//! not a table, or whose header changed, is compared line by line.

use super::grid::{self, Grid};

/// One block: the line number (from 1) of its first line, and its lines.
type Block<'a> = (usize, Vec<&'a str>);

fn blocks(text: &str) -> Vec<Block<'_>> {
    let mut out: Vec<Block<'_>> = Vec::new();
    let mut open = false;
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            open = false;
            continue;
        }
        match out.last_mut() {
            Some((_, lines)) if open => lines.push(line),
            _ => out.push((i + 1, vec![line])),
        }
        open = true;
    }
    out
}

/// The column spans of a block: maximal runs of positions where some line has a
/// non-space character, as `(start, end)` in characters.
fn spans(lines: &[Vec<char>]) -> Vec<(usize, usize)> {
    let width = lines.iter().map(Vec::len).max().unwrap_or(0);
    let used: Vec<bool> = (0..width).map(|p| lines.iter().any(|l| l.get(p).is_some_and(|c| *c != ' '))).collect();
    let mut out = Vec::new();
    let mut p = 0;
    while p < width {
        if !used[p] {
            p += 1;
            continue;
        }
        let start = p;
        while p < width && used[p] {
            p += 1;
        }
        out.push((start, p));
    }
    out
}

fn cell(line: &[char], (start, end): (usize, usize)) -> String {
    line.iter().skip(start).take(end - start).collect::<String>().trim().to_string()
}

/// Merges spans one space apart that are one cell split at a space: the words of a
/// title longer than its values (`en yogun 100 ms` over `200`: into the neighbour with
/// values, right first), and a value with a space under no title (`2026-03-31 02:30`).
fn merge_spans(lines: &[Vec<char>], mut spans: Vec<(usize, usize)>) -> Vec<(usize, usize)> {
    let header_only = |s: (usize, usize)| lines[1..].iter().all(|l| cell(l, s).is_empty());
    let untitled = |s: (usize, usize)| cell(&lines[0], s).is_empty();
    let mut i = 0;
    while i < spans.len() {
        let next_to_left = i > 0 && spans[i - 1].1 + 1 == spans[i].0;
        if header_only(spans[i]) && i + 1 < spans.len() && spans[i + 1].0 == spans[i].1 + 1 {
            spans[i + 1].0 = spans[i].0;
            spans.remove(i);
        } else if next_to_left && (header_only(spans[i]) || (untitled(spans[i]) && untitled(spans[i - 1]))) {
            spans[i - 1].1 = spans[i].1;
            spans.remove(i);
            i -= 1;
        } else {
            i += 1;
        }
    }
    spans
}

/// Whether a cell is a value rather than a title: a number, a date or a time, with at
/// most a unit after it (`7500 ms`, `2026-02-01 06:00`; not `2000 ms ustu`).
fn value_like(cell: &str) -> bool {
    let digits = cell.trim_start_matches(['-', '+']);
    digits.starts_with(|c: char| c.is_ascii_digit()) && cell.chars().filter(|c| c.is_alphabetic()).count() <= 3
}

/// A block read as a table, when it is one: two columns or more, every row named by its
/// first cell. Its first line is the header unless a cell of it is a value (then the
/// table has no header and its columns are numbered). A block with `key=value` cells is
/// a log, not a table.
fn table(lines: &[&str]) -> Option<Grid> {
    if lines.is_empty() || lines.iter().any(|l| l.contains('=')) {
        return None;
    }
    let chars: Vec<Vec<char>> = lines.iter().map(|l| l.chars().collect()).collect();
    let mut spans = merge_spans(&chars, spans(&chars));
    let headless = spans.iter().any(|&s| value_like(&cell(&chars[0], s)));
    if headless {
        // No titles to go by: a single space is inside a value (`2026-03-31 02:30`).
        spans = spans.into_iter().fold(Vec::new(), |mut out: Vec<(usize, usize)>, s| {
            match out.last_mut() {
                Some(last) if last.1 + 1 == s.0 => last.1 = s.1,
                _ => out.push(s),
            }
            out
        });
    }
    if spans.len() < 2 {
        return None;
    }
    let mut rows: Vec<Vec<String>> = chars.iter().map(|l| spans.iter().map(|&s| cell(l, s)).collect()).collect();
    let header = if headless { vec![String::new(); spans.len()] } else { rows.remove(0) };
    if rows.is_empty() || rows.iter().any(|r| r[0].is_empty()) {
        return None;
    }
    Some(Grid { header, rows })
}

/// The lines a block opens with that are sentences, not a table's header (no two spaces
/// in a row: `Toplam çağrı (sunucunun işlediği yazma), ortalama:`).
fn captions(lines: &[&str]) -> usize {
    lines.iter().take_while(|l| !l.trim().contains("  ")).count()
}

/// The most characters of a line quoted in a line-by-line difference.
pub const QUOTED_CHARS_MAX: usize = 160;

fn quoted(line: &str) -> String {
    let line = line.trim_end();
    match line.char_indices().nth(QUOTED_CHARS_MAX) {
        Some((i, _)) => format!("\"{}…\"", &line[..i]),
        None => format!("\"{line}\""),
    }
}

/// The parts of two long lines that differ, with [`CONTEXT_CHARS`] characters of what they
/// share on each side (`…` where more was cut): a page's 300-character line that changed
/// by one link shows that link, not two equal beginnings.
fn differing(old: &str, new: &str) -> (String, String) {
    let (a, b): (Vec<char>, Vec<char>) = (old.trim_end().chars().collect(), new.trim_end().chars().collect());
    if a.len().max(b.len()) <= QUOTED_CHARS_MAX {
        return (old.to_string(), new.to_string());
    }
    let head = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    let most = a.len().min(b.len()) - head;
    let tail = a.iter().rev().zip(b.iter().rev()).take(most).take_while(|(x, y)| x == y).count();
    let from = head.saturating_sub(CONTEXT_CHARS);
    let cut = |v: &[char]| {
        let to = (v.len() - tail + CONTEXT_CHARS).min(v.len());
        let mut s: String = v[from..to].iter().collect();
        if from > 0 {
            s.insert(0, '…');
        }
        if to < v.len() {
            s.push('…');
        }
        s
    };
    (cut(&a), cut(&b))
}

/// The characters shown on each side of the part of a long line that changed.
const CONTEXT_CHARS: usize = 30;

/// Line-by-line differences of two blocks: common lines at both ends left out, the rest
/// paired in order (`line 7: "…" → "…"`), the surplus removed or added.
fn lines(old: &Block<'_>, new: &Block<'_>) -> Vec<String> {
    let (a, b) = (&old.1, &new.1);
    let head = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let tail = a[head..].iter().rev().zip(b[head..].iter().rev()).take_while(|(x, y)| x == y).count();
    let (a, b) = (&a[head..a.len() - tail], &b[head..b.len() - tail]);
    let mut out = Vec::new();
    for i in 0..a.len().max(b.len()) {
        let n = new.0 + head + i;
        match (a.get(i), b.get(i)) {
            (Some(x), Some(y)) => {
                let (x, y) = differing(x, y);
                out.push(format!("line {n}: {} → {}", quoted(&x), quoted(&y)))
            }
            (Some(x), None) => out.push(format!("line {}: removed {}", old.0 + head + i, quoted(x))),
            (None, Some(y)) => out.push(format!("line {n}: added {}", quoted(y))),
            (None, None) => {}
        }
    }
    out
}

/// The whole text as one block, from its first line that is not blank.
fn whole(text: &str) -> Block<'_> {
    let blank = text.lines().take_while(|l| l.trim().is_empty()).count();
    (blank + 1, text.lines().skip(blank).collect())
}

/// Line-by-line differences of two texts that are not tables (a page), each line cut to
/// [`QUOTED_CHARS_MAX`] characters.
pub fn lines_changed(old: &str, new: &str) -> Vec<String> {
    lines(&whole(old), &whole(new))
}

/// Every difference between the committed text and the new one, one line each.
///
/// # Example
/// ```
/// let old = "cizelge        en yogun 100 ms\nsarsintisiz               200\ntam sarsinti               69\n";
/// let new = old.replace("69", "71");
/// assert_eq!(jobsim::check::text::diff(old, &new), ["tam sarsinti, en yogun 100 ms: 69 → 71"]);
/// ```
pub fn diff(old: &str, new: &str) -> Vec<String> {
    let (a, b) = (blocks(old), blocks(new));
    if a.len() != b.len() {
        return lines(&whole(old), &whole(new));
    }
    let mut out = Vec::new();
    for (x, y) in a.iter().zip(&b) {
        if x.1 == y.1 {
            continue;
        }
        let (k, l) = (captions(&x.1), captions(&y.1));
        let tables = (k == l).then(|| (table(&x.1[k..]), table(&y.1[l..])));
        match tables {
            Some((Some(g), Some(h))) if g.header == h.header => {
                out.extend(lines(&(x.0, x.1[..k].to_vec()), &(y.0, y.1[..l].to_vec())));
                out.extend(grid::diff(&g, &h, &[0]));
            }
            _ => out.extend(lines(x, y)),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_line_shows_the_part_that_changed() {
        let old = format!("{}<a href=\"000.html\">000</a></nav>", "x".repeat(200));
        let new = format!("{}<a href=\"000.html\">000</a><a href=\"en/index.html\">English</a></nav>", "x".repeat(200));
        let (a, b) = differing(&old, &new);
        assert_eq!(a, format!("…{}<a href=\"000.html\">000</a></nav>", "x".repeat(3)));
        assert_eq!(
            b,
            format!("…{}<a href=\"000.html\">000</a><a href=\"en/index.html\">English</a></nav>", "x".repeat(3))
        );
        // Short lines are shown whole.
        assert_eq!(differing("a 69", "a 71"), ("a 69".to_string(), "a 71".to_string()));
    }

    #[test]
    fn a_caption_line_before_a_table_and_a_table_without_header() {
        let old = "Toplam cagri, ortalama:\nistemci  tam sarsinti\n     10          38,9\n     20         100,1\n";
        let new = old.replace("38,9", "39,0");
        assert_eq!(diff(old, &new), ["10, tam sarsinti: 38,9 → 39,0"]);
        let runs = "ayinSonu          2026-03-03 02:30  2026-03-31 02:30\nstokOzeti         2026-02-01 00:00  2026-02-01 00:15\n";
        let moved = runs.replace("2026-03-31", "2026-03-30");
        assert_eq!(diff(runs, &moved), ["ayinSonu, column 3: 2026-03-31 02:30 → 2026-03-30 02:30"]);
    }

    const MONTHS: &str = "politika  ilk 3 kosum\noverflow  2026-03-03 02:30  2026-03-31 02:30\nskip      2026-03-31 02:30  2026-05-31 02:30\n\nay        overflow      skip\n2026-01          0         0\n2026-02          0         1\ntoplam          12         7\n";

    #[test]
    fn a_table_block_reports_cells_by_row_and_header() {
        let new = MONTHS.replace("toplam          12", "toplam          13");
        assert_eq!(diff(MONTHS, &new), ["toplam, overflow: 12 → 13"]);
    }

    #[test]
    fn columns_without_a_header_are_numbered_and_keep_their_spaces() {
        let new = MONTHS.replace("2026-05-31 02:30", "2026-06-01 02:30");
        assert_eq!(diff(MONTHS, &new), ["skip, column 3: 2026-05-31 02:30 → 2026-06-01 02:30"]);
    }

    #[test]
    fn a_header_title_wider_than_its_values_is_one_column() {
        let old = "parca boyutu  ilerleme yazmasi  iptal gecikmesi (en cok)\n         100               300  100 kayit (100 ms)\n        3000                10  3000 kayit (3000 ms)\n";
        let new = old.replace("300  100 kayit", "301  100 kayit");
        assert_eq!(diff(old, &new), ["100, ilerleme yazmasi: 300 → 301"]);
    }

    #[test]
    fn a_log_and_a_changed_header_are_compared_by_line() {
        let old = "--- ilk kosum ---\n  ilerleme %10  islenen=3000\n  ilerleme %20  islenen=6000\n";
        let new = old.replace("6000", "6001") + "  ilerleme %30  islenen=9000\n";
        assert_eq!(
            diff(old, &new),
            [
                "line 3: \"  ilerleme %20  islenen=6000\" → \"  ilerleme %20  islenen=6001\"",
                "line 4: added \"  ilerleme %30  islenen=9000\""
            ]
        );
        let renamed = MONTHS.replace("ay        overflow", "ay        tasma   ");
        assert_eq!(
            diff(MONTHS, &renamed),
            ["line 5: \"ay        overflow      skip\" → \"ay        tasma         skip\""]
        );
    }
}
