//! The architecture, read from the sources (ARCHITECTURE.md's invariants): a registered
//! model never imports another registered model (shared pieces live in `models/kit/`), no
//! model imports `sweep`, and the files of `src/` import each other without a cycle.
//!
//! Each file is stripped of comments, strings and inline modules (`mod tests { … }`),
//! then its paths are resolved to files: `use` trees, and `crate::…`, `super::…`,
//! `self::…` and `jobsim::…` paths in code. A file's edges to its own submodules (the
//! `mod` declarations and re-exports of a parent) are ownership, not imports, and are not
//! part of the cycle check.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::root;

/// A module: which crate (`lib` or `bin`) and its path in it.
type Module = (&'static str, Vec<String>);

/// Every source file of `src/`, by module, with its stripped text.
struct Sources {
    files: BTreeMap<Module, (String, String)>,
}

impl Sources {
    /// Sources from `(path under src/, text)` pairs.
    fn of(files: &[(&str, &str)]) -> Sources {
        Sources { files: files.iter().map(|(rel, text)| (module_of(rel), (rel.to_string(), strip(text)))).collect() }
    }

    fn read() -> Sources {
        let src = root().join("src");
        let mut files = BTreeMap::new();
        let mut stack = vec![src.clone()];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    stack.push(path);
                    continue;
                }
                if path.extension().is_none_or(|e| e != "rs") {
                    continue;
                }
                let rel = path.strip_prefix(&src).unwrap().to_string_lossy().replace('\\', "/");
                let text = strip(&std::fs::read_to_string(&path).unwrap());
                files.insert(module_of(&rel), (rel, text));
            }
        }
        Sources { files }
    }

    fn file(&self, m: &Module) -> &str {
        &self.files[m].0
    }

    /// The deepest module `segments` names from `base`, if the path is one of ours.
    fn resolve(&self, here: &Module, path: &[&str]) -> Option<Module> {
        let (krate, mut at, rest): (&'static str, Vec<String>, &[&str]) = match path.first()? {
            &"crate" => (here.0, Vec::new(), &path[1..]),
            &"jobsim" => ("lib", Vec::new(), &path[1..]),
            &"self" => (here.0, here.1.clone(), &path[1..]),
            &"super" => {
                let mut at = here.1.clone();
                let mut rest = path;
                while rest.first() == Some(&"super") {
                    at.pop()?;
                    rest = &rest[1..];
                }
                (here.0, at, rest)
            }
            first => {
                // A path relative to this module (2018 edition `use`): a child of it.
                let mut child = here.1.clone();
                child.push(first.to_string());
                if !self.files.contains_key(&(here.0, child)) {
                    return None;
                }
                (here.0, here.1.clone(), path)
            }
        };
        for seg in rest {
            let mut next = at.clone();
            next.push(seg.to_string());
            if !self.files.contains_key(&(krate, next.clone())) {
                break;
            }
            at = next;
        }
        Some((krate, at))
    }

    /// Every module each file imports (itself and its own submodules left out).
    fn imports(&self) -> BTreeMap<Module, BTreeSet<Module>> {
        let mut out = BTreeMap::new();
        for (m, (_, text)) in &self.files {
            let mut to = BTreeSet::new();
            for path in paths(text) {
                let segs: Vec<&str> = path.split("::").collect();
                if let Some(t) = self.resolve(m, &segs) {
                    let own = t.0 == m.0 && t.1.starts_with(&m.1);
                    if !own {
                        to.insert(t);
                    }
                }
            }
            out.insert(m.clone(), to);
        }
        out
    }
}

/// `models/kit/fleet/mod.rs` → `(lib, [models, kit, fleet])`; `main.rs` and `cli/` are the binary.
fn module_of(rel: &str) -> Module {
    let krate = if rel == "main.rs" || rel.starts_with("cli/") { "bin" } else { "lib" };
    let mut segs: Vec<String> = rel.trim_end_matches(".rs").split('/').map(String::from).collect();
    if matches!(segs.last().map(String::as_str), Some("mod" | "lib" | "main")) {
        segs.pop();
    }
    (krate, segs)
}

/// The code of a Rust file without comments, string and char literals, and inline
/// modules (`mod tests { … }`): what is left are items and paths.
fn strip(src: &str) -> String {
    let c: Vec<char> = src.chars().collect();
    let mut out = String::with_capacity(src.len());
    let mut i = 0;
    while i < c.len() {
        let next = c.get(i + 1).copied();
        if c[i] == '/' && next == Some('/') {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if c[i] == '/' && next == Some('*') {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if (c[i] == 'r' || (c[i] == 'b' && next == Some('r')))
            && !c.get(i.wrapping_sub(1)).is_some_and(|p| p.is_alphanumeric() || *p == '_')
            && raw_string_end(&c, i).is_some()
        {
            i = raw_string_end(&c, i).unwrap();
            out.push_str("\"\"");
        } else if c[i] == '"' {
            i += 1;
            while i < c.len() && c[i] != '"' {
                i += if c[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if c[i] == '\'' && char_literal_end(&c, i).is_some() {
            i = char_literal_end(&c, i).unwrap();
            out.push_str("' '");
        } else {
            out.push(c[i]);
            i += 1;
        }
    }
    without_inline_modules(&out)
}

/// Where a raw string starting at `i` (`r"…"`, `r#"…"#`, `br"…"`) ends.
fn raw_string_end(c: &[char], mut i: usize) -> Option<usize> {
    if c[i] == 'b' {
        i += 1;
    }
    i += 1;
    let mut hashes = 0;
    while c.get(i) == Some(&'#') {
        hashes += 1;
        i += 1;
    }
    if c.get(i) != Some(&'"') {
        return None;
    }
    i += 1;
    while i < c.len() {
        if c[i] == '"' && (0..hashes).all(|k| c.get(i + 1 + k) == Some(&'#')) {
            return Some(i + 1 + hashes);
        }
        i += 1;
    }
    Some(c.len())
}

/// Where a char literal starting at `i` ends (`'a'`, `'\n'`, `'\u{1F600}'`); `None` for a
/// lifetime.
fn char_literal_end(c: &[char], i: usize) -> Option<usize> {
    match c.get(i + 1)? {
        '\\' => (i + 3..c.len().min(i + 12)).find(|&j| c[j] == '\'').map(|j| j + 1),
        _ => (c.get(i + 2) == Some(&'\'')).then_some(i + 3),
    }
}

/// `text` without the bodies of `mod name { … }` (their paths are relative to them).
fn without_inline_modules(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = find_inline_mod(rest) {
        out.push_str(&rest[..at]);
        let open = at + rest[at..].find('{').unwrap();
        let mut depth = 0;
        let mut end = rest.len();
        for (k, ch) in rest[open..].char_indices() {
            match ch {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + k + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// The start of the first `mod name {` in `text`.
fn find_inline_mod(text: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(k) = text[from..].find("mod ") {
        let at = from + k;
        let word_start = at == 0 || !text[..at].ends_with(|ch: char| ch.is_alphanumeric() || ch == '_');
        let after = text[at + 4..].trim_start();
        let name_len = after.find(|ch: char| !(ch.is_alphanumeric() || ch == '_')).unwrap_or(after.len());
        if word_start && name_len > 0 && after[name_len..].trim_start().starts_with('{') {
            return Some(at);
        }
        from = at + 4;
    }
    None
}

/// Every path a file names: each leaf of its `use` trees, and each `crate::…`,
/// `super::…`, `self::…` or `jobsim::…` path in its code.
fn paths(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(k) = find_word(rest, "use") {
        let tree_start = k + 3;
        let end = tree_start + rest[tree_start..].find(';').unwrap_or(rest.len() - tree_start);
        expand("", &without_renames(&rest[tree_start..end]), &mut out);
        rest = &rest[end..];
    }
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let word_start = i == 0 || !(chars[i - 1].is_alphanumeric() || chars[i - 1] == '_' || chars[i - 1] == ':');
        if word_start && chars[i].is_alphabetic() {
            let mut j = i;
            while j < chars.len() && (chars[j].is_alphanumeric() || chars[j] == '_' || chars[j] == ':') {
                j += 1;
            }
            let word: String = chars[i..j].iter().collect();
            let word = word.trim_end_matches(':');
            if ["crate::", "super::", "self::", "jobsim::"].iter().any(|p| word.starts_with(p)) {
                out.push(word.to_string());
            }
            i = j;
        } else {
            i += 1;
        }
    }
    out
}

/// A `use` tree without whitespace and without its renames (`Kind as K` is `Kind`).
fn without_renames(tree: &str) -> String {
    let mut out = String::new();
    let mut tokens = tree.split_whitespace();
    while let Some(t) = tokens.next() {
        if t == "as" {
            // Keep what follows the new name (`,`, `}`).
            let name = tokens.next().unwrap_or("");
            out.push_str(name.trim_start_matches(|ch: char| ch.is_alphanumeric() || ch == '_'));
        } else {
            out.push_str(t);
        }
    }
    out
}

/// The position of `word` as a whole word in `text`.
fn find_word(text: &str, word: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(k) = text[from..].find(word) {
        let at = from + k;
        let before = text[..at].chars().next_back().is_none_or(|ch| !(ch.is_alphanumeric() || ch == '_'));
        let after = text[at + word.len()..].chars().next().is_some_and(|ch| ch.is_whitespace());
        if before && after {
            return Some(at);
        }
        from = at + word.len();
    }
    None
}

/// The leaves of a `use` tree (whitespace removed) under `prefix`.
fn expand(prefix: &str, tree: &str, out: &mut Vec<String>) {
    let join = |p: &str, s: &str| if p.is_empty() { s.to_string() } else { format!("{p}::{s}") };
    match tree.find('{') {
        None => {
            let leaf = tree.trim_end_matches("::*").trim_end_matches("::self");
            out.push(join(prefix, if leaf == "self" { "" } else { leaf }).trim_end_matches("::").to_string());
        }
        Some(open) => {
            let head = tree[..open].trim_end_matches("::");
            let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
            let base = join(prefix, head);
            let mut depth = 0;
            let mut start = 0;
            for (k, ch) in inner.char_indices() {
                match ch {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        expand(&base, &inner[start..k], out);
                        start = k + 1;
                    }
                    _ => {}
                }
            }
            if start < inner.len() {
                expand(&base, &inner[start..], out);
            }
        }
    }
}

/// The registered models' module names, from the `registry!` list.
fn registered() -> Vec<String> {
    let text = std::fs::read_to_string(root().join("src/models/mod.rs")).unwrap();
    let start = text.find("registry! {").expect("the registry! list");
    let body = &text[start + 11..start + text[start..].find('}').unwrap()];
    body.split(',').filter_map(|e| e.trim().split("::").next()).filter(|m| !m.is_empty()).map(String::from).collect()
}

/// The registered model a module belongs to.
fn model_of(m: &Module, models: &[String]) -> Option<String> {
    (m.0 == "lib" && m.1.len() >= 2 && m.1[0] == "models" && models.contains(&m.1[1])).then(|| m.1[1].clone())
}

/// The cross-model imports and `sweep` imports of the models.
fn model_violations(sources: &Sources, models: &[String]) -> Vec<String> {
    let mut bad = Vec::new();
    for (from, to) in sources.imports() {
        let Some(model) = model_of(&from, models) else { continue };
        for t in &to {
            match model_of(t, models) {
                Some(other) if other != model => bad.push(format!(
                    "{} imports the registered model `{other}` ({}): move the shared piece into models/kit/",
                    sources.file(&from),
                    sources.file(t)
                )),
                _ => {}
            }
            if t.0 == "lib" && t.1.first().is_some_and(|s| s == "sweep") {
                bad.push(format!("{} imports `sweep` ({})", sources.file(&from), sources.file(t)));
            }
        }
    }
    bad
}

/// Every cycle of the import graph, one per strongly connected component, as a path of files.
fn cycles(sources: &Sources) -> Vec<String> {
    let graph = sources.imports();
    let mut found = Vec::new();
    let mut done: BTreeSet<Module> = BTreeSet::new();
    for start in graph.keys() {
        if done.contains(start) {
            continue;
        }
        // A shortest path back to `start` through its imports, if any (breadth first).
        let mut prev: BTreeMap<Module, Module> = BTreeMap::new();
        let mut queue = std::collections::VecDeque::from([start.clone()]);
        let mut back = None;
        while let Some(m) = queue.pop_front() {
            for t in &graph[&m] {
                if t == start {
                    back = Some(m.clone());
                    break;
                }
                if !prev.contains_key(t) && graph.contains_key(t) {
                    prev.insert(t.clone(), m.clone());
                    queue.push_back(t.clone());
                }
            }
            if back.is_some() {
                break;
            }
        }
        let Some(mut at) = back else { continue };
        let mut path = vec![start.clone()];
        let mut tail = vec![at.clone()];
        while at != *start {
            at = prev[&at].clone();
            if at != *start {
                tail.push(at.clone());
            }
        }
        tail.reverse();
        path.extend(tail);
        path.push(start.clone());
        done.extend(path.iter().cloned());
        found.push(path.iter().map(|m| sources.file(m)).collect::<Vec<_>>().join(" -> "));
    }
    found
}

#[test]
fn no_registered_model_imports_another_or_sweep() {
    let models = registered();
    assert!(models.len() > 20 && models.contains(&"circuit_breaker".to_string()), "{models:?}");
    let bad = model_violations(&Sources::read(), &models);
    assert!(bad.is_empty(), "a registered model never imports another registered model:\n{}", bad.join("\n"));
}

#[test]
fn the_files_of_src_import_each_other_without_a_cycle() {
    let found = cycles(&Sources::read());
    assert!(found.is_empty(), "import cycles between files:\n{}", found.join("\n"));
}

#[test]
fn the_reader_sees_imports_through_use_trees_and_paths_but_not_comments_or_strings() {
    let text = strip(
        "use super::{kit::named::{self, X}, Model};\n// use crate::sweep;\nlet s = \"crate::sweep\";\n\
         let c = '{';\nfn f<'a>() { crate::models::kit::outage::run() }\nmod tests { use super::*; }",
    );
    let mut p = paths(&text);
    p.sort();
    assert_eq!(p, ["crate::models::kit::outage::run", "super::Model", "super::kit::named", "super::kit::named::X"]);
    let sources = Sources::read();
    let here = module_of("models/circuit_breaker/present.rs");
    assert_eq!(sources.resolve(&here, &["super", "Params"]), Some(module_of("models/circuit_breaker/mod.rs")));
    let kit = sources.resolve(&here, &["crate", "models", "kit", "outage", "Bin"]);
    assert_eq!(kit, Some(module_of("models/kit/outage/mod.rs")));
    assert!(Path::new(&root().join("src").join(sources.file(&here))).exists());
}

#[test]
fn a_cross_model_import_a_sweep_import_and_a_cycle_are_reported() {
    let models = vec!["a".to_string(), "b".to_string()];
    let sources = Sources::of(&[
        ("lib.rs", "pub mod models; pub mod sweep;"),
        ("sweep/mod.rs", ""),
        ("models/mod.rs", "pub mod a; pub mod b; pub mod kit;"),
        ("models/kit/mod.rs", ""),
        ("models/a/mod.rs", "mod x; mod y; use super::kit;"),
        ("models/a/x.rs", "use super::y::f; use crate::models::b::Params;"),
        ("models/a/y.rs", "use super::x::g; fn h() { crate::sweep::run() }"),
        ("models/b/mod.rs", "use super::kit; // use super::a;"),
    ]);
    let bad = model_violations(&sources, &models);
    assert_eq!(bad.len(), 2, "{bad:?}");
    assert!(bad[0].starts_with("models/a/x.rs imports the registered model `b`"), "{bad:?}");
    assert!(bad[1].starts_with("models/a/y.rs imports `sweep`"), "{bad:?}");
    assert_eq!(cycles(&sources), ["models/a/x.rs -> models/a/y.rs -> models/a/x.rs"]);
}

/// The lines of the longest function in `text` (rustfmt's layout: a function's closing
/// brace is the first later line at its own indentation), with its name and first line,
/// for each function over `limit` lines.
fn long_functions(text: &str, limit: usize) -> Vec<(usize, usize, String)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let code = line.trim_start();
        let indent = &line[..line.len() - code.len()];
        let after_qualifiers = ["pub(crate) ", "pub(super) ", "pub ", "const ", "async ", "unsafe ", "extern \"C\" "]
            .iter()
            .fold(code, |c, q| c.strip_prefix(q).unwrap_or(c));
        let Some(rest) = after_qualifiers.strip_prefix("fn ") else { continue };
        if code.ends_with('}') || code.ends_with(';') {
            continue; // a one-line function, or a declaration
        }
        let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        let end = lines[i + 1..].iter().position(|l| *l == format!("{indent}}}")).map(|k| i + 1 + k);
        let length = end.map_or(lines.len() - i, |e| e - i + 1);
        if length > limit {
            out.push((length, i + 1, name));
        }
    }
    out
}

/// Less code per model (issue 53, item 6): no file of `src/` over 600 lines, no function
/// over 120 (a long one is split where its parts have names of their own).
#[test]
fn no_file_of_src_is_over_600_lines_and_no_function_over_120() {
    let mut bad = Vec::new();
    let mut stack = vec![root().join("src")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                let rel = path.strip_prefix(root()).unwrap().display().to_string();
                let n = text.lines().count();
                if n > 600 {
                    bad.push(format!("{rel}: {n} lines"));
                }
                for (length, line, name) in long_functions(&text, 120) {
                    bad.push(format!("{rel}:{line}: fn {name} is {length} lines"));
                }
            }
        }
    }
    bad.sort();
    assert!(bad.is_empty(), "files over 600 lines or functions over 120:\n{}", bad.join("\n"));
    let sample = format!("fn short() {{ 1 }}\npub fn long(\n    a: u32,\n) -> u32 {{\n{}}}\n", "    a;\n".repeat(130));
    assert_eq!(long_functions(&sample, 120), [(134, 2, "long".to_string())]);
}

/// The layers' direction (issue 53, item 6): a scenario file's reader imports nothing of
/// the output (the book reads the course's data from `scenario::chapters`, not the other
/// way), and the engine (`sim/`) nothing of the presentation (`report/`).
fn layer_violations(sources: &Sources) -> Vec<String> {
    let top = |m: &Module| m.1.first().cloned().unwrap_or_default();
    let mut bad = Vec::new();
    for (from, to) in sources.imports() {
        for t in &to {
            let rule = match (top(&from).as_str(), top(t).as_str()) {
                ("scenario", "output") => "a scenario imports the output",
                ("sim", "report") => "the engine imports the presentation",
                _ => continue,
            };
            bad.push(format!("{} imports {}: {rule}", sources.file(&from), sources.file(t)));
        }
    }
    bad
}

#[test]
fn the_scenarios_import_no_output_and_the_engine_no_presentation() {
    let bad = layer_violations(&Sources::read());
    assert!(bad.is_empty(), "imports against the layers:\n{}", bad.join("\n"));
    let sources = Sources::of(&[
        ("lib.rs", "pub mod output; pub mod report; pub mod scenario; pub mod sim; pub mod lang;"),
        ("output/mod.rs", "use crate::scenario::Course;"),
        ("report/mod.rs", "pub use crate::lang;"),
        ("lang.rs", ""),
        ("scenario/mod.rs", "use crate::output::book::Part;"),
        ("sim/mod.rs", "use crate::lang::Lang; fn f() { crate::report::units::human_ms(1.0) }"),
    ]);
    let bad = layer_violations(&sources);
    assert_eq!(
        bad,
        [
            "scenario/mod.rs imports output/mod.rs: a scenario imports the output",
            "sim/mod.rs imports report/mod.rs: the engine imports the presentation"
        ]
    );
}
