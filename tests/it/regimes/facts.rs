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

/// Every fact of `f`, the nested ones included, depth first.
pub fn every(f: &Figure) -> Vec<&Fact> {
    f.facts.iter().flat_map(Fact::all).collect()
}

/// Whether fact `x` is `id` with selector `selector` (`""`: a fact of no selector).
fn is(x: &Fact, id: &str, selector: &str) -> bool {
    x.statement == id && if selector.is_empty() { x.selects.is_empty() } else { x.select(selector).is_some() }
}

/// The fact `statement` of figure `f`, if it states it: `id` for a message that selects
/// on `$regime`, `id$selector` for one part of a message that selects on several, `id$-`
/// for a message with no selector (made or not).
pub fn fact<'a>(f: &'a Figure, statement: &str) -> Option<&'a Fact> {
    let (id, selector) = statement.split_once('$').unwrap_or((statement, "regime"));
    let selector = if selector == "-" { "" } else { selector };
    every(f).into_iter().find(|x| is(x, id, selector))
}

/// Holds the fact `statement` of `f` to the regime and the numbers re-derived from the
/// tables (`expected`: the regime, then each named number). A chart that does not state it
/// fails.
pub fn holds(f: &Figure, statement: &str, regime: &str, numbers: &[(&str, f64)], c: &mut Claims) {
    let Some(x) = fact(f, statement) else {
        c.hold(false, &f.title, format!("chart `{}` records no fact `{statement}`", f.name));
        return;
    };
    let selector = statement.split_once('$').map_or("regime", |s| s.1);
    let stated = x.select(selector).unwrap_or("");
    c.hold(
        stated == regime,
        &f.title,
        format!("`{statement}`: the chart states `{stated}`, the tables show `{regime}`"),
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
    let stated: Vec<&Fact> = every(f).into_iter().filter(|x| is(x, id, selector)).collect();
    c.hold(
        stated.len() == expected.len(),
        &f.title,
        format!("`{statement}` is stated {} times, the tables show {}", stated.len(), expected.len()),
    );
    for (x, (regime, numbers)) in stated.iter().zip(expected) {
        let said = x.select(selector).unwrap_or("");
        c.hold(said == *regime, &f.title, format!("`{statement}`: the chart states `{said}`, the tables `{regime}`"));
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

/// What the tables say one statement of a chart states: its selectors' keys, its numbers
/// and its claimed texts, re-derived by a checker. [`Expect::holds`] compares it with the
/// chart's fact, and fails unless every field the statement declares a claim is given.
pub struct Expect<'a> {
    /// The chart's name and title (the text's: `text` and its first line), and its facts.
    name: &'a str,
    title: &'a str,
    all: Vec<&'a Fact>,
    id: &'static str,
    selects: Vec<(&'static str, String)>,
    values: Vec<(&'static str, f64)>,
    texts: Vec<(&'static str, String)>,
    /// Only the statements nested in a statement `.0` as its field `.1`.
    within: Option<(&'static str, &'static str)>,
}

/// The statement `id` (a [`jobsim::report::Statement`]) of chart `f`, as the tables say it.
pub fn expect<'a>(f: &'a Figure, id: &'static str) -> Expect<'a> {
    let (name, title, all) = (f.name.as_str(), f.title.as_str(), every(f));
    Expect { name, title, all, id, selects: Vec::new(), values: Vec::new(), texts: Vec::new(), within: None }
}

/// The statement `id` of the report's text (a note under its table: `Report::said`), as
/// the tables say it.
pub fn expect_said<'a>(report: &'a Report, id: &'static str) -> Expect<'a> {
    let title = report.text.lines().next().unwrap_or("");
    let all = report.said.iter().flat_map(Fact::all).collect();
    Expect { name: "text", title, all, id, selects: Vec::new(), values: Vec::new(), texts: Vec::new(), within: None }
}

/// The statement `id` nested in the statement `parent` as its field `field` (a statement
/// said in several places of a chart, a span say), as the tables say it.
pub fn expect_in<'a>(f: &'a Figure, parent: &'static str, field: &'static str, id: &'static str) -> Expect<'a> {
    Expect { within: Some((parent, field)), ..expect(f, id) }
}

impl Expect<'_> {
    /// The selector `name` chose `key`.
    pub fn is(mut self, name: &'static str, key: impl Into<String>) -> Self {
        self.selects.push((name, key.into()));
        self
    }
    /// The number `name` is `value`, exactly.
    pub fn num(mut self, name: &'static str, value: f64) -> Self {
        self.values.push((name, value));
        self
    }
    /// The claimed text `name` reads `text`.
    #[allow(dead_code, reason = "for the checkers of claimed names")]
    pub fn text(mut self, name: &'static str, text: impl Into<String>) -> Self {
        self.texts.push((name, text.into()));
        self
    }

    /// The chart's facts `id` (within their parent's field, if one is given).
    fn stated(&self) -> Vec<&Fact> {
        match self.within {
            None => self.all.iter().copied().filter(|x| x.statement == self.id).collect(),
            Some((parent, field)) => self
                .all
                .iter()
                .copied()
                .filter(|x| x.statement == parent)
                .flat_map(|x| x.parts.iter().filter(|p| p.0 == field && p.1.statement == self.id).map(|p| &p.1))
                .collect(),
        }
    }

    /// Holds the chart's one fact `id` to what was given; the statement must be made once.
    pub fn holds(self, c: &mut Claims) {
        let stated = self.stated();
        c.checked.insert(self.id.to_string());
        match stated.as_slice() {
            [x] => self.compare(x, c),
            _ => c.hold(
                false,
                self.title,
                format!("chart `{}` states `{}` {} times, not once", self.name, self.id, stated.len()),
            ),
        }
    }

    /// Holds one fact `id` of the chart (the `nth` of those it states).
    #[allow(dead_code, reason = "for the checkers of a statement made once per row")]
    pub fn holds_nth(self, nth: usize, c: &mut Claims) {
        let stated = self.stated();
        c.checked.insert(self.id.to_string());
        match stated.get(nth) {
            Some(x) => self.compare(x, c),
            None => {
                c.hold(false, self.title, format!("chart `{}` states `{}` {} times", self.name, self.id, stated.len()))
            }
        }
    }

    fn compare(&self, x: &Fact, c: &mut Claims) {
        let title = self.title;
        let id = self.id;
        for (name, key) in &self.selects {
            let said = x.select(name).unwrap_or("");
            c.hold(said == key, title, format!("`{id}`: `${name}` is `{said}` on the chart, `{key}` in the tables"));
        }
        for &(name, want) in &self.values {
            let said = x.value(name);
            c.hold(
                said == Some(want),
                title,
                format!("`{id}`: `{name}` is {said:?} on the chart, {want} in the tables"),
            );
        }
        for (name, want) in &self.texts {
            let said = x.text(name);
            c.hold(
                said == Some(want.as_str()),
                title,
                format!("`{id}`: `{name}` is {said:?} on the chart, «{want}» in the tables"),
            );
        }
        let given = |n: &str| {
            self.selects.iter().any(|s| s.0 == n)
                || self.values.iter().any(|s| s.0 == n)
                || self.texts.iter().any(|s| s.0 == n)
        };
        for claim in x.claims.iter().filter(|n| !given(n)) {
            c.hold(false, title, format!("`{id}` claims `{claim}`, which the checker does not re-derive"));
        }
    }
}

/// Every statement the report's charts make that claims something was held by the checker
/// ([`Expect::holds`]): a claim no checker re-derives fails.
pub fn claims_checked(report: &Report, c: &mut Claims) {
    let title = report.text.lines().next().unwrap_or("");
    for x in report.said.iter().flat_map(Fact::all).filter(|x| !x.claims.is_empty()) {
        let checked = c.checked.contains(x.statement);
        c.hold(checked, title, format!("the text claims `{}`, which no checker holds", x.statement));
    }
    for f in &report.figures {
        for x in every(f).into_iter().filter(|x| !x.claims.is_empty()) {
            let checked = c.checked.contains(x.statement);
            c.hold(checked, &f.title, format!("chart `{}` claims `{}`, which no checker holds", f.name, x.statement));
        }
    }
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
    let title = en.text.lines().next().unwrap_or("");
    c.hold(tr.said == en.said, title, "the text states other facts in English");
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
    for x in every(f) {
        if x.selects.is_empty() {
            for (lang, name) in [(0, "tr"), (1, "en")] {
                let known = variants().contains_key(&(lang, x.statement.to_string()));
                c.hold(known, &f.title, format!("`{}` is not a message of locales/{name}", x.statement));
            }
            continue;
        }
        for (selector, regime) in &x.selects {
            let key = format!("{selector}={regime}");
            for (lang, name) in [(0, "tr"), (1, "en")] {
                let listed = variants().get(&(lang, x.statement.to_string())).is_some_and(|k| k.contains(&key));
                c.hold(
                    listed,
                    &f.title,
                    format!("`{}` has no `[{regime}]` variant on `${selector}` in locales/{name}", x.statement),
                );
            }
        }
    }
}
