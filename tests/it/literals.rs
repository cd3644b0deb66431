//! Issue 36's done-criterion: no string literal with a Turkish letter in `src/` outside
//! tests. The words live in the catalogs (`locales/*/*.ftl`); a Turkish literal left in
//! the code is either the lesson's own data or a recogniser, and then it says so with a
//! marker comment:
//!
//! - `// lesson-data: …` — the lesson's own data (a job's name in the lesson's code, the
//!   lesson program's output), which is Turkish in both editions;
//! - `// recogniser: …` — text the code looks for in rendered or written text (a unit
//!   after a number, a drift word the glossary replaced), never shown by itself;
//! - `// alphabet: …` — a rule of the Turkish alphabet (the capital of `i` is `İ`), a
//!   letter and not a word.
//!
//! A marker at the end of a line covers that line; a marker on a line of its own covers the
//! item or expression that follows, up to its `;` or `,`, or the end of its first `{ … }`.
//! Tests are not scanned: `#[cfg(test)]` items, `tests.rs` and `*_tests.rs` files, and
//! comments (doc comments and their examples included).

use std::path::{Path, PathBuf};

/// Markers that exempt a literal, with what they mean (see the module doc).
const MARKERS: [&str; 3] = ["lesson-data:", "recogniser:", "alphabet:"];

fn turkish(s: &str) -> bool {
    s.contains(['ç', 'ğ', 'ı', 'ö', 'ş', 'ü', 'Ç', 'Ğ', 'İ', 'Ö', 'Ş', 'Ü'])
}

/// A string literal with a Turkish letter: its line (1-based) and its text.
#[derive(Debug)]
struct Found {
    line: usize,
    text: String,
}

/// The Turkish string literals of one Rust source, outside comments, `#[cfg(test)]` items
/// and marked places.
fn scan(source: &str) -> Vec<Found> {
    let chars: Vec<char> = source.chars().collect();
    let lines: Vec<&str> = source.lines().collect();
    let marked_line = |line: usize| {
        lines
            .get(line - 1)
            .is_some_and(|l| l.split_once("//").is_some_and(|(_, c)| MARKERS.iter().any(|m| c.contains(m))))
    };
    let mut found = Vec::new();
    let (mut i, mut line, mut depth) = (0, 1usize, 0usize);
    // The code seen so far (comments and literals dropped), for `#[cfg(test)]`.
    let mut code = String::new();
    // An item being skipped or covered: (depth it started at, whether a `{` opened at it, test?).
    let mut covered: Vec<(usize, bool, bool)> = Vec::new();
    // A `#[cfg(test)]` or an own-line marker waiting for its item's first token.
    let mut pending: Option<bool> = None;
    let at = |i: usize, s: &str| chars[i..].iter().take(s.chars().count()).copied().eq(s.chars());
    while i < chars.len() {
        let ch = chars[i];
        if at(i, "//") {
            let end = chars[i..].iter().position(|&c| c == '\n').map_or(chars.len(), |p| i + p);
            let comment: String = chars[i..end].iter().collect();
            let own_line = lines[line - 1].trim_start().starts_with("//");
            if own_line && MARKERS.iter().any(|m| comment.contains(m)) {
                pending = Some(false);
            }
            i = end;
            continue;
        }
        if at(i, "/*") {
            let mut nest = 0;
            while i < chars.len() {
                if at(i, "/*") {
                    nest += 1;
                    i += 2;
                } else if at(i, "*/") {
                    nest -= 1;
                    i += 2;
                    if nest == 0 {
                        break;
                    }
                } else {
                    line += usize::from(chars[i] == '\n');
                    i += 1;
                }
            }
            continue;
        }
        // A string literal: "…", b"…", r"…", r#"…"#, br#"…"#.
        let raw = if ch == 'r' || (ch == 'b' && chars.get(i + 1) == Some(&'r')) {
            let start = if ch == 'b' { i + 2 } else { i + 1 };
            let hashes = chars[start..].iter().take_while(|&&c| c == '#').count();
            let prev_ident = i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
            (!prev_ident && chars.get(start + hashes) == Some(&'"')).then_some((start + hashes, hashes))
        } else {
            None
        };
        let plain =
            ch == '"' || (ch == 'b' && chars.get(i + 1) == Some(&'"') && !(i > 0 && chars[i - 1].is_alphanumeric()));
        if raw.is_some() || plain {
            let start_line = line;
            let mut text = String::new();
            if let Some((quote, hashes)) = raw {
                let close: String = std::iter::once('"').chain(std::iter::repeat_n('#', hashes)).collect();
                i = quote + 1;
                while i < chars.len() && !at(i, &close) {
                    line += usize::from(chars[i] == '\n');
                    text.push(chars[i]);
                    i += 1;
                }
                i += close.chars().count();
            } else {
                i = if ch == 'b' { i + 2 } else { i + 1 };
                while i < chars.len() && chars[i] != '"' {
                    if chars[i] == '\\' {
                        text.push(chars[i]);
                        i += 1;
                    }
                    line += usize::from(chars[i] == '\n');
                    text.push(chars[i]);
                    i += 1;
                }
                i += 1;
            }
            if pending.is_some() {
                covered.push((depth, false, pending.take().unwrap()));
            }
            let exempt = !covered.is_empty() || (start_line..=line).any(marked_line);
            if turkish(&text) && !exempt {
                found.push(Found { line: start_line, text });
            }
            code.push_str("\"\"");
            continue;
        }
        // A char literal ('x', '\n', '\u{130}') or a lifetime ('a).
        if ch == '\'' {
            if chars.get(i + 1) == Some(&'\\') {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
                continue;
            }
            if chars.get(i + 2) == Some(&'\'') {
                i += 3;
                continue;
            }
        }
        line += usize::from(ch == '\n');
        if !ch.is_whitespace() {
            code.push(ch);
            if code.ends_with("#[cfg(test)]") {
                pending = Some(true);
            } else if let Some(test) = pending.take() {
                covered.push((depth, false, test));
            }
        }
        match ch {
            '(' | '[' | '{' => {
                if ch == '{'
                    && let Some(top) = covered.last_mut()
                    && top.0 == depth
                {
                    top.1 = true;
                }
                depth += 1;
            }
            ')' | ']' | '}' => {
                depth = depth.saturating_sub(1);
                while covered.last().is_some_and(|top| depth < top.0 || (ch == '}' && depth == top.0 && top.1)) {
                    covered.pop();
                }
            }
            ';' | ',' => {
                while covered.last().is_some_and(|top| depth == top.0) {
                    covered.pop();
                }
            }
            _ => {}
        }
        i += 1;
    }
    found
}

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The Turkish literals of `src/` by this test's definition, as `file:line: "text"`.
fn turkish_literals() -> Vec<String> {
    let root = crate::root();
    let mut files = Vec::new();
    sources(&root.join("src"), &mut files);
    files.sort();
    let mut out = Vec::new();
    for path in files {
        let rel = path.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/");
        let name = path.file_name().unwrap().to_string_lossy();
        if name == "tests.rs" || name.ends_with("_tests.rs") {
            continue;
        }
        let source = std::fs::read_to_string(&path).unwrap();
        for f in scan(&source) {
            out.push(format!("{rel}:{}: \"{}\"", f.line, f.text));
        }
    }
    out
}

#[test]
fn no_string_literal_in_src_has_a_turkish_letter_outside_tests_and_marked_places() {
    let found = turkish_literals();
    assert!(
        found.is_empty(),
        "{} string literals with a Turkish letter in src/ (move the words to locales/*/*.ftl, or mark \
         the lesson's own data `// lesson-data: …`, a recogniser `// recogniser: …`, an alphabet rule `// alphabet: …`):\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_scan_skips_comments_tests_and_marked_places() {
    let source = r#####"
/// "doc: ölü"
fn a() -> &'static str { "ölü" }
fn b() -> char { 'ş' }
// "yorum: ölü"
const C: &str = "ok"; /* "blok: ölü" */
const D: &str = "ölü mektup"; // lesson-data: the lesson's word
// recogniser: units after a number
const E: [&str; 2] = [
    "dk",
    "gün",
];
const F: &str = r#"çok"#;
#[cfg(test)]
mod tests {
    fn t() { let _ = "şöyle"; }
}
fn g<'a>(x: &'a str) -> String { format!("{x} gün") }
"#####;
    let found: Vec<(usize, String)> = scan(source).into_iter().map(|f| (f.line, f.text)).collect();
    assert_eq!(
        found,
        [(3, "ölü".to_string()), (13, "çok".to_string()), (18, "{x} gün".to_string())],
        "the scan's findings"
    );
}
