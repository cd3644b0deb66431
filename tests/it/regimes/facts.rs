//! Claims checked from facts, not words (issue 36, items 1 and 5): a chart records each
//! statement it makes as a [`Fact`] (the catalog message, the regime its typed fact chose
//! and the exact numbers it names). A model's checker re-derives the regime and the numbers
//! from the report's tables and compares them with the chart's facts here, so the check
//! holds for both editions alike; [`editions`] then holds the two editions to the same
//! facts, and each fact's regime to a variant of its own in both catalogs (a regime the
//! catalog does not list would fall silently to the default variant's words).

use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

use fluent_syntax::ast;
use jobsim::report::words::PARTS;
use jobsim::report::{Fact, Figure, Report};

use super::claims::Claims;

/// The fact `statement` of figure `f`, if it states it: `id` for a message that selects
/// on `$regime`, `id$selector` for one part of a message that selects on several, `id$-`
/// for a message with no selector (made or not).
pub fn fact<'a>(f: &'a Figure, statement: &str) -> Option<&'a Fact> {
    let (id, selector) = statement.split_once('$').unwrap_or((statement, "regime"));
    let selector = if selector == "-" { "" } else { selector };
    f.facts.iter().find(|x| x.statement == id && x.selector == selector)
}

/// Holds the fact `statement` of `f` to the regime and the numbers re-derived from the
/// tables (`expected`: the regime, then each named number). A chart that does not state it
/// fails.
pub fn holds(f: &Figure, statement: &str, regime: &str, numbers: &[(&str, f64)], c: &mut Claims) {
    let Some(x) = fact(f, statement) else {
        c.hold(false, &f.title, format!("chart `{}` records no fact `{statement}`", f.name));
        return;
    };
    c.hold(
        x.regime == regime,
        &f.title,
        format!("`{statement}`: the chart states `{}`, the tables show `{regime}`", x.regime),
    );
    for &(name, want) in numbers {
        let said = x.value(name);
        c.hold(
            said == Some(want),
            &f.title,
            format!("`{statement}`: `{name}` is {said:?} on the chart, {want} in the tables"),
        );
    }
}

/// Holds the facts `statement` of `f`, one per part in order (a message made once per row,
/// say), to the regimes and numbers re-derived from the tables.
pub fn each(f: &Figure, statement: &str, expected: &[(&str, Vec<(&str, f64)>)], c: &mut Claims) {
    let (id, selector) = statement.split_once('$').unwrap_or((statement, "regime"));
    let selector = if selector == "-" { "" } else { selector };
    let stated: Vec<&Fact> = f.facts.iter().filter(|x| x.statement == id && x.selector == selector).collect();
    c.hold(
        stated.len() == expected.len(),
        &f.title,
        format!("`{statement}` is stated {} times, the tables show {}", stated.len(), expected.len()),
    );
    for (x, (regime, numbers)) in stated.iter().zip(expected) {
        c.hold(
            x.regime == *regime,
            &f.title,
            format!("`{statement}`: the chart states `{}`, the tables `{regime}`", x.regime),
        );
        for &(name, want) in numbers {
            let said = x.value(name);
            c.hold(said == Some(want), &f.title, format!("`{statement}`: `{name}` is {said:?}, the tables {want}"));
        }
    }
}

/// Holds that `f` states `statement` exactly when the tables say it should (a caption's
/// added sentence, say).
pub fn states(f: &Figure, statement: &str, expected: bool, c: &mut Claims) {
    let said = fact(f, statement).is_some();
    c.hold(said == expected, &f.title, format!("`{statement}` is stated: {said}, the tables show {expected}"));
}

/// Every variant key of every message, per edition and selector variable:
/// `(lang, id) → {"selector=key"}`.
fn variants() -> &'static BTreeMap<(usize, String), BTreeSet<String>> {
    static ALL: OnceLock<BTreeMap<(usize, String), BTreeSet<String>>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut all = BTreeMap::new();
        for (_, tr, en) in PARTS {
            for (lang, source) in [tr, en].into_iter().enumerate() {
                let resource = fluent_syntax::parser::parse(*source).expect("the catalogs parse");
                for entry in &resource.body {
                    if let ast::Entry::Message(m) = entry {
                        let mut keys = BTreeSet::new();
                        if let Some(p) = &m.value {
                            pattern_keys(p, &mut keys);
                        }
                        all.insert((lang, m.id.name.to_string()), keys);
                    }
                }
            }
        }
        all
    })
}

fn pattern_keys(p: &ast::Pattern<&str>, keys: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable { expression } = e {
            expression_keys(expression, keys);
        }
    }
}

fn expression_keys(e: &ast::Expression<&str>, keys: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            let on = match selector {
                ast::InlineExpression::VariableReference { id } => Some(id.name),
                _ => None,
            };
            for v in variants {
                if let Some(on) = on {
                    let key = match &v.key {
                        ast::VariantKey::Identifier { name } => name,
                        ast::VariantKey::NumberLiteral { value } => value,
                    };
                    keys.insert(format!("{on}={key}"));
                }
                pattern_keys(&v.value, keys);
            }
        }
        ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => expression_keys(expression, keys),
        ast::Expression::Inline(_) => {}
    }
}

/// The facts of the Turkish and English runs of one parameter set: the same facts chart by
/// chart, and every regime a variant of its message in both catalogs.
pub fn editions(tr: &Report, en: &Report, c: &mut Claims) {
    for (a, b) in tr.figures.iter().zip(&en.figures) {
        c.hold(a.facts == b.facts, &b.title, format!("chart `{}` states other facts in English", a.name));
    }
    for f in &tr.figures {
        variants_hold(f, c);
    }
}

/// Every fact of `f` names a message whose selector lists its regime as a variant, in both
/// editions.
pub fn variants_hold(f: &Figure, c: &mut Claims) {
    for x in &f.facts {
        if x.selector.is_empty() {
            for (lang, name) in [(0, "tr"), (1, "en")] {
                let known = variants().contains_key(&(lang, x.statement.to_string()));
                c.hold(known, &f.title, format!("`{}` is not a message of locales/{name}", x.statement));
            }
            continue;
        }
        let key = format!("{}={}", x.selector, x.regime);
        for (lang, name) in [(0, "tr"), (1, "en")] {
            let listed = variants().get(&(lang, x.statement.to_string())).is_some_and(|k| k.contains(&key));
            c.hold(
                listed,
                &f.title,
                format!("`{}` has no `[{}]` variant on `${}` in locales/{name}", x.statement, x.regime, x.selector),
            );
        }
    }
}
