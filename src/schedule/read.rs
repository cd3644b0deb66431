//! Reading schedules from scenario parameters: instants and named rules, validated into
//! [`Rule`]s with one-line errors that name the key (`rules[2].hour`), through a model's
//! [`Reader`] ([`instant_param`], [`rules_param`]), and integers whose range depends on
//! other parameters ([`uint_in`]). Shared by the lesson 000 models that take rules
//! (`recurrence`, `missed-runs`), instants or dependent ranges. A rule may carry a
//! `label`, the Turkish name charts show (`stok özeti` for `stokOzeti`).
//!
//! ```
//! use jobsim::scenario::Check;
//! use jobsim::schedule::{Rule, read};
//! let check = Check::new("x.toml");
//! let value = toml::from_str::<toml::Table>("r = [{ name = \"daily\", kind = \"daily\", hour = 6, minute = 0 }]")?
//!     .remove("r")
//!     .unwrap();
//! let raw = read::raw_rules(check, "rules", &value)?;
//! let rules = read::rules(check, "rules", &raw, 8)?;
//! assert_eq!(rules[0].rule, Rule::Daily { hour: 6, minute: 0 });
//! let twice = [raw[0].clone(), raw[0].clone()];
//! let e = read::rules(check, "rules", &twice, 8).unwrap_err().to_string();
//! assert_eq!(e, "scenario `x.toml`: `rules` lists \"daily\" twice");
//! let e = read::raw_rules(check, "rules", &toml::Value::Array(vec![1.into()])).unwrap_err().to_string();
//! assert_eq!(e, "scenario `x.toml`: `rules[0]` must be a table with `name` and `kind` (got an integer `1`)");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::ops::RangeInclusive;

use super::{Rule, cron, parse_instant};
use crate::scenario::{Check, Reader, ScenarioError, Want, suggest, wrong_type};

/// A rule with the name the outputs show it under (the lesson's `TANIM` entries).
#[derive(Clone, Debug, PartialEq)]
pub struct NamedRule {
    /// The name tables, CSVs and traces use (the lesson's code name, `stokOzeti`).
    pub name: String,
    /// The name charts show, in proper Turkish (`stok özeti`): the rule's `label`, or its
    /// name with camelCase split into words.
    pub label: String,
    pub rule: Rule,
}

/// One rule as written in a scenario (`{ name, label?, kind, minutes | day, hour, minute }`),
/// its shape checked by [`raw_rules`] (each key a field, each field's type).
#[derive(Clone, Debug, Default)]
pub struct RawRule {
    name: String,
    label: Option<String>,
    kind: String,
    minutes: Option<i64>,
    day: Option<i64>,
    hour: Option<i64>,
    minute: Option<i64>,
    /// The five-field expression of kind `cron`.
    expr: Option<String>,
}

/// A rule table's fields, in the order refusals list them, each with its type.
const FIELDS: [(&str, Want); 8] = [
    ("name", Want::Text),
    ("label", Want::Text),
    ("kind", Want::Text),
    ("minutes", Want::Integer),
    ("day", Want::Integer),
    ("hour", Want::Integer),
    ("minute", Want::Integer),
    ("expr", Want::Text),
];

/// The rules of `value` under `key` (`rules`, `jobs`), their shape checked by hand so every
/// refusal is catalog words naming the key path (`rules[2].hour`), what it must be and what
/// was given: a list of tables, each key a field of [`FIELDS`] of its type, `name` and
/// `kind` given. Their values are checked by [`rules`].
pub fn raw_rules(check: Check<'_>, key: &str, value: &toml::Value) -> Result<Vec<RawRule>, ScenarioError> {
    let list = match value {
        toml::Value::Array(list) => list,
        // A list of tables that is not TOML (a lab field, `--set`) arrives as its text.
        toml::Value::String(text) if text.trim_start().starts_with(['[', '{']) => {
            let example = r#"[{ name = "daily", kind = "daily", hour = 6, minute = 0 }]"#;
            let got = format!("{text:?}");
            return Err(check.said("refusal-rules-syntax", &[("key", &key), ("got", &got), ("example", &example)]));
        }
        other => return Err(wrong_type(check, key, Want::Rules, other)),
    };
    list.iter().enumerate().map(|(i, v)| raw_rule(check, &format!("{key}[{i}]"), v)).collect()
}

/// One rule table's shape; `key` names it (`rules[2]`).
fn raw_rule(check: Check<'_>, key: &str, value: &toml::Value) -> Result<RawRule, ScenarioError> {
    let table = value.as_table().ok_or_else(|| wrong_type(check, key, Want::Rule, value))?;
    let mut raw = RawRule::default();
    for (field, v) in table {
        let path = format!("{key}.{field}");
        let Some((_, want)) = FIELDS.iter().find(|(f, _)| f == field) else {
            let names: Vec<&str> = FIELDS.iter().map(|(f, _)| *f).collect();
            let list = names.join(", ");
            return Err(match suggest::closest(field, &names) {
                Some(hint) => {
                    check.said("refusal-field-unknown-hint", &[("key", &path), ("list", &list), ("hint", &hint)])
                }
                None => check.said("refusal-field-unknown", &[("key", &path), ("list", &list)]),
            });
        };
        let wrong = || wrong_type(check, &path, *want, v);
        let text = || v.as_str().map(str::to_string).ok_or_else(wrong);
        let int = || v.as_integer().ok_or_else(wrong);
        match field.as_str() {
            "name" => raw.name = text()?,
            "label" => raw.label = Some(text()?),
            "kind" => raw.kind = text()?,
            "expr" => raw.expr = Some(text()?),
            "minutes" => raw.minutes = Some(int()?),
            "day" => raw.day = Some(int()?),
            "hour" => raw.hour = Some(int()?),
            _ => raw.minute = Some(int()?), // "minute": every other field of FIELDS is above
        }
    }
    for field in ["name", "kind"] {
        if !table.contains_key(field) {
            return Err(check.said("refusal-required", &[("key", &format_args!("{key}.{field}"))]));
        }
    }
    Ok(raw)
}

/// An instant key: RFC 3339, UTC, 1970..2200 ([`parse_instant`]).
pub fn instant(check: Check<'_>, key: &str, text: &str) -> Result<i64, ScenarioError> {
    parse_instant(text).ok_or_else(|| check.said("refusal-instant", &[("key", &key), ("got", &text)]))
}

/// A list of rules under `key` (`rules`, `jobs`): 1..=`max` of them, each valid, no name
/// twice (the name identifies a rule's rows, series and trace scope).
pub fn rules(check: Check<'_>, key: &str, raw: &[RawRule], max: usize) -> Result<Vec<NamedRule>, ScenarioError> {
    if raw.is_empty() || raw.len() > max {
        return Err(check.said("refusal-list-length", &[("key", &key), ("max", &max), ("n", &raw.len())]));
    }
    let mut out: Vec<NamedRule> = Vec::with_capacity(raw.len());
    for (i, r) in raw.iter().enumerate() {
        let named = rule(check, &format!("{key}[{i}]"), r)?;
        if out.iter().any(|o| o.name == named.name) {
            return Err(check.said("refusal-twice", &[("key", &key), ("value", &format_args!("\"{}\"", named.name))]));
        }
        out.push(named);
    }
    Ok(out)
}

/// Validates one rule; `key` names it in errors (`rules[2]`).
pub fn rule(check: Check<'_>, key: &str, raw: &RawRule) -> Result<NamedRule, ScenarioError> {
    if raw.name.is_empty() || raw.name.chars().count() > 40 {
        return Err(check.said(
            "refusal-characters",
            &[("key", &format_args!("{key}.name")), ("max", &40), ("got", &format_args!("\"{}\"", raw.name))],
        ));
    }
    let kinds = ["interval", "daily", "monthly", "cron"];
    let kind = check.one_of(&format!("{key}.kind"), &raw.kind, &kinds)?;
    let need = |field: &str, v: Option<i64>| {
        v.ok_or_else(|| {
            check.said("refusal-rule-field-required", &[("field", &format_args!("{key}.{field}")), ("kind", &raw.kind)])
        })
    };
    let unused =
        |field: &str, v: Option<i64>| match v {
            Some(_) => Err(check
                .said("refusal-rule-field-unused", &[("field", &format_args!("{key}.{field}")), ("kind", &raw.kind)])),
            None => Ok(()),
        };
    let hour = |v| check.uint32(&format!("{key}.hour"), v, 0..=23).map(|h| h as u8);
    let minute = |v| check.uint32(&format!("{key}.minute"), v, 0..=59).map(|m| m as u8);
    if kind != 3 && raw.expr.is_some() {
        return Err(
            check.said("refusal-rule-field-unused", &[("field", &format_args!("{key}.expr")), ("kind", &raw.kind)])
        );
    }
    let rule = match kind {
        3 => {
            unused("minutes", raw.minutes)?;
            unused("day", raw.day)?;
            unused("hour", raw.hour)?;
            unused("minute", raw.minute)?;
            let text = raw
                .expr
                .as_deref()
                .ok_or_else(|| check.said("refusal-cron-required", &[("field", &format_args!("{key}.expr"))]))?;
            // `{:?}`: a control character in the expression is shown escaped, on one line.
            let refuse = |why: crate::scenario::Said| {
                let field = format!("{key}.expr");
                let text = format!("{text:?}");
                check.refuse(
                    crate::scenario::Said::new("refusal-cron", &[("field", &field), ("text", &text)]).with("why", why),
                )
            };
            let c = cron::Cron::parse(text).map_err(refuse)?;
            c.ever_runs().map_err(refuse)?;
            Rule::Cron(c)
        }
        0 => {
            unused("day", raw.day)?;
            unused("hour", raw.hour)?;
            unused("minute", raw.minute)?;
            Rule::Interval {
                minutes: check.uint32(&format!("{key}.minutes"), need("minutes", raw.minutes)?, 1..=525_600)?,
            }
        }
        1 => {
            unused("minutes", raw.minutes)?;
            unused("day", raw.day)?;
            Rule::Daily { hour: hour(need("hour", raw.hour)?)?, minute: minute(need("minute", raw.minute)?)? }
        }
        _ => {
            unused("minutes", raw.minutes)?;
            Rule::Monthly {
                day: check.uint32(&format!("{key}.day"), need("day", raw.day)?, 1..=31)? as u8,
                hour: hour(need("hour", raw.hour)?)?,
                minute: minute(need("minute", raw.minute)?)?,
            }
        }
    };
    let label = match &raw.label {
        Some(l) if l.is_empty() || l.chars().count() > 40 => {
            return Err(check.said(
                "refusal-characters",
                &[("key", &format_args!("{key}.label")), ("max", &40), ("got", &format_args!("\"{l}\""))],
            ));
        }
        Some(l) => l.clone(),
        None => words(&raw.name),
    };
    Ok(NamedRule { name: raw.name.clone(), label, rule })
}

/// A camelCase name as lower-case words (`gecikmeBildirimi` → `gecikme bildirimi`), for
/// charts when a rule has no `label`.
///
/// # Example
/// ```
/// use jobsim::schedule::read::words;
/// assert_eq!(words("gecikmeBildirimi"), "gecikme bildirimi");
/// assert_eq!(words("daily"), "daily");
/// ```
pub fn words(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    for (i, c) in name.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push(' ');
            out.extend(c.to_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// An integer parameter whose valid range depends on other parameters (`new_up_ms` in
/// `0..=fire_at_ms`): the range message names the range that applies; a missing or
/// non-integer value gets the reader's own message.
pub fn uint_in(reader: &Reader<'_>, name: &'static str, range: RangeInclusive<u64>) -> Result<u64, ScenarioError> {
    match reader.value(name).and_then(|v| v.as_integer()) {
        Some(v) => reader.check().uint(name, v, range),
        None => reader.uint(name),
    }
}

/// A list of rules read through `reader` (a `Kind::Tables` parameter).
pub fn rules_param(reader: &Reader<'_>, key: &'static str, max: usize) -> Result<Vec<NamedRule>, ScenarioError> {
    let value = reader.value(key).unwrap_or(toml::Value::Array(Vec::new()));
    let raw = raw_rules(reader.check(), key, &value)?;
    rules(reader.check(), key, &raw, max)
}

/// An instant parameter read through `reader` (a `Kind::Instant` parameter).
pub fn instant_param(reader: &Reader<'_>, key: &'static str) -> Result<i64, ScenarioError> {
    instant(reader.check(), key, &reader.text(key)?)
}
