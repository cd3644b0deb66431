//! Compiles the course's scenario files into the binary (`jobsim::scenario::builtin`), so
//! `jobsim run 004-jitter-wave` works from any directory; and reads the catalogs
//! (`locales/{tr,en}/*.ftl`) into a table of every message's variables and each selector's
//! variant keys per edition (`jobsim::report::catalog`), against which every statement is
//! checked when the crate compiles (`jobsim::statement!`). A catalog that does not parse,
//! or whose two editions hold other ids or other variables, fails the build here, naming
//! the file and the id.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;
use std::path::Path;

use fluent_syntax::ast;

fn main() {
    // The manifest's folder as cargo gives it to this run (not `env!`, which would keep the
    // folder the build script was compiled in: a target folder copied from another checkout
    // would compile that checkout's scenarios).
    let root = std::path::PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let out_dir = std::path::PathBuf::from(std::env::var("OUT_DIR").unwrap());
    scenarios(&root.join("scenarios"), &out_dir);
    catalogs(&root.join("locales"), &out_dir);
}

fn scenarios(dir: &Path, out_dir: &Path) {
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("scenarios/ is part of the crate")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".toml"))
        .collect();
    names.sort();
    let mut out = String::from(
        "/// Every scenario file of the course, by file name, in file-name order.\npub static BUILTIN: &[(&str, &str)] = &[\n",
    );
    for n in &names {
        let path = dir.join(n);
        println!("cargo:rerun-if-changed={}", path.display());
        writeln!(out, "    ({n:?}, include_str!({:?})),", path.display().to_string()).unwrap();
    }
    out.push_str("];\n");
    std::fs::write(out_dir.join("builtin_scenarios.rs"), out).unwrap();
}

/// One message of one edition: the variables it reads and, per select expression on a
/// variable, that variable and the expression's variant keys.
#[derive(Default)]
struct Message {
    vars: BTreeSet<String>,
    selects: Vec<(String, Vec<String>)>,
}

/// The messages of `locales/<lang>/*.ftl` by id, with the part each comes from.
fn edition(dir: &Path, lang: &str) -> BTreeMap<String, (String, Message)> {
    let folder = dir.join(lang);
    println!("cargo:rerun-if-changed={}", folder.display());
    let mut files: Vec<_> = std::fs::read_dir(&folder)
        .unwrap_or_else(|e| panic!("locales/{lang}/: {e}"))
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    let mut all = BTreeMap::new();
    for path in files {
        println!("cargo:rerun-if-changed={}", path.display());
        let part = path.file_stem().unwrap().to_string_lossy().into_owned();
        let source = std::fs::read_to_string(&path).unwrap();
        let resource = fluent_syntax::parser::parse(source.as_str())
            .unwrap_or_else(|(_, e)| panic!("locales/{lang}/{part}.ftl does not parse: {e:?}"));
        for entry in &resource.body {
            let ast::Entry::Message(m) = entry else { continue };
            let mut message = Message::default();
            if let Some(p) = &m.value {
                pattern(p, &mut message);
            }
            for a in &m.attributes {
                pattern(&a.value, &mut message);
            }
            if all.insert(m.id.name.to_string(), (part.clone(), message)).is_some() {
                panic!("locales/{lang}/{part}.ftl: message `{}` is defined twice", m.id.name);
            }
        }
    }
    all
}

fn pattern(p: &ast::Pattern<&str>, m: &mut Message) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable { expression: x } = e {
            expression(x, m);
        }
    }
}

fn expression(e: &ast::Expression<&str>, m: &mut Message) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline(selector, m);
            if let ast::InlineExpression::VariableReference { id } = selector {
                let keys = variants
                    .iter()
                    .map(|v| match &v.key {
                        ast::VariantKey::Identifier { name } => name.to_string(),
                        ast::VariantKey::NumberLiteral { value } => value.to_string(),
                    })
                    .collect();
                m.selects.push((id.name.to_string(), keys));
            }
            variants.iter().for_each(|v| pattern(&v.value, m));
        }
        ast::Expression::Inline(i) => inline(i, m),
    }
}

fn inline(i: &ast::InlineExpression<&str>, m: &mut Message) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            m.vars.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression: e } => expression(e, m),
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference { arguments: Some(arguments), .. } => {
            arguments.positional.iter().for_each(|a| inline(a, m));
            arguments.named.iter().for_each(|a| inline(&a.value, m));
        }
        _ => {}
    }
}

/// `&["a", "b"]`.
fn strs<'a>(items: impl IntoIterator<Item = &'a String>) -> String {
    let quoted: Vec<String> = items.into_iter().map(|s| format!("{s:?}")).collect();
    format!("&[{}]", quoted.join(", "))
}

fn catalogs(dir: &Path, out_dir: &Path) {
    let tr = edition(dir, "tr");
    let en = edition(dir, "en");
    for (id, (part, _)) in &tr {
        assert!(en.contains_key(id), "message `{id}` is in locales/tr/{part}.ftl but not in locales/en/");
    }
    let mut out = String::from(
        "/// Every message of both catalogs, sorted by id: its variables and its select expressions\n\
         /// per edition (generated by `build.rs` from `locales/`).\n\
         pub const MESSAGES: &[Message] = &[\n",
    );
    for (id, (part, en_m)) in &en {
        let Some((tr_part, tr_m)) = tr.get(id) else {
            panic!("message `{id}` is in locales/en/{part}.ftl but not in locales/tr/")
        };
        assert!(part == tr_part, "message `{id}` is in locales/tr/{tr_part}.ftl but locales/en/{part}.ftl");
        assert!(
            tr_m.vars == en_m.vars,
            "message `{id}` ({part}.ftl) reads {:?} in Turkish but {:?} in English",
            tr_m.vars,
            en_m.vars
        );
        let selects = |lang: usize, m: &Message| {
            m.selects
                .iter()
                .map(|(var, keys)| format!("Select {{ lang: {lang}, var: {var:?}, keys: {} }}", strs(keys)))
                .collect::<Vec<_>>()
        };
        let mut all = selects(0, tr_m);
        all.extend(selects(1, en_m));
        writeln!(out, "    Message {{ id: {id:?}, vars: {}, selects: &[{}] }},", strs(&en_m.vars), all.join(", "))
            .unwrap();
    }
    out.push_str("];\n");
    std::fs::write(out_dir.join("catalog.rs"), out).unwrap();
}
