//! Parameters declared once: each model lists its parameters as [`Param`]s (name, kind
//! and valid range, default, unit, meaning) and reads its `[params]` table through a
//! [`Reader`] built on that list. The same declarations validate scenario files, answer
//! `jobsim params MODEL` and write `jobsim new MODEL NAME`, so the help can never disagree
//! with the checks.
//!
//! # Example
//! ```
//! use jobsim::scenario::{Check, Kind, Param, Reader};
//! const PARAMS: &[Param] = &[
//!     Param::new("consumers", Kind::Int { min: 1, max: 1_000_000 }, "200", "", "consumers that fail at once"),
//!     Param::new("rng", Kind::Choice(&["lesson-lcg", "chacha8"]), "\"lesson-lcg\"", "", "where random numbers come from"),
//! ];
//! let table: toml::Table = toml::from_str("consumers = 50").unwrap();
//! let r = Reader::new(Check::new("x.toml"), table, PARAMS)?;
//! assert_eq!(r.uint32("consumers")?, 50);
//! assert_eq!(r.choice("rng")?, 0); // the default
//! r.finish()?;
//! let bad: toml::Table = toml::from_str("consumer = 5").unwrap();
//! let e = Reader::new(Check::new("x.toml"), bad, PARAMS).err().unwrap().to_string();
//! assert_eq!(e, "scenario `x.toml`: unknown parameter `consumer` (parameters: consumers, rng); did you mean `consumers`?");
//! # Ok::<(), jobsim::scenario::ScenarioError>(())
//! ```

use crate::report::words::Words;
use std::cell::RefCell;
use std::fmt;

use super::{Check, Said, ScenarioError, duration, suggest};

/// What values a parameter takes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Kind {
    /// An integer in `min..=max`.
    Int {
        min: i64,
        max: i64,
    },
    /// A list of integers, each in `min..=max`, no repeats.
    Ints {
        min: i64,
        max: i64,
    },
    /// A number in `min..=max`.
    Float {
        min: f64,
        max: f64,
    },
    Bool,
    /// A list of booleans, no repeats.
    Bools,
    /// One of the names.
    Choice(&'static [&'static str]),
    /// A list of distinct names, at least one.
    Choices(&'static [&'static str]),
    /// A UTC instant, `"2026-01-31T23:47:00Z"`.
    Instant,
    /// A list of IANA time-zone names, no repeats.
    Zones,
    /// A list of tables; the meaning says what each holds.
    Tables,
    /// Free text.
    Text,
}

impl Kind {
    /// The type and valid values, as `jobsim params` shows them.
    pub fn describe(&self) -> (String, String) {
        match self {
            Kind::Int { min, max } => ("integer".into(), format!("{min}..={max}")),
            Kind::Ints { min, max } => ("list of integers".into(), format!("each {min}..={max}, no repeats")),
            Kind::Float { min, max } => ("number".into(), format!("{min}..={max}")),
            Kind::Bool => ("boolean".into(), "true, false".into()),
            Kind::Bools => ("list of booleans".into(), "true, false; no repeats".into()),
            Kind::Choice(c) => ("text".into(), format!("one of {}", c.join(", "))),
            Kind::Choices(c) => ("list of texts".into(), format!("any of {}; at least one, no repeats", c.join(", "))),
            Kind::Instant => ("UTC instant".into(), "YYYY-MM-DDTHH:MM:SSZ".into()),
            Kind::Zones => ("list of time zones".into(), "IANA names (bundled tz database), no repeats".into()),
            Kind::Tables => ("list of tables".into(), "see meaning".into()),
            Kind::Text => ("text".into(), "any".into()),
        }
    }
}

/// One parameter of a model.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Param {
    pub name: &'static str,
    pub kind: Kind,
    /// The default as a TOML value (`200`, `"lesson-lcg"`, `["none", "full"]`); empty when
    /// the parameter is optional and leaving it out means "none" (the meaning says what).
    pub default: &'static str,
    /// The unit (`ms`, `records`), empty for none.
    pub unit: &'static str,
    /// One line: what it means.
    pub doc: &'static str,
}

impl Param {
    pub const fn new(
        name: &'static str,
        kind: Kind,
        default: &'static str,
        unit: &'static str,
        doc: &'static str,
    ) -> Param {
        Param { name, kind, default, unit, doc }
    }

    /// The default as a TOML value (`None` for an optional parameter).
    pub fn default_value(&self) -> Option<toml::Value> {
        if self.default.is_empty() {
            return None;
        }
        toml::from_str::<toml::Table>(&format!("v = {}", self.default)).ok().and_then(|mut t| t.remove("v"))
    }

    /// The catalog ids of this parameter's help line in model `model`, in lookup order:
    /// `param-<model>-<name>` (where models give one name different meanings), then
    /// `param-<name>`; the name's underscores as hyphens (`locales/*/params.ftl`).
    pub fn help_ids(&self, model: &str) -> [String; 2] {
        let name = self.name.replace('_', "-");
        [format!("param-{model}-{name}"), format!("param-{name}")]
    }

    /// The help line in the edition of `w`: the first of [`Param::help_ids`] the catalog
    /// holds, else the declaration's English `doc`.
    ///
    /// ```
    /// use jobsim::report::lang::Lang;
    /// use jobsim::report::words::Words;
    /// let p = jobsim::models::find("lease-faults").unwrap().params().iter().find(|p| p.name == "lease_ms").unwrap();
    /// assert_eq!(p.help("lease-faults", Words::of(Lang::En)), p.doc);
    /// assert_ne!(p.help("lease-faults", Words::of(Lang::Tr)), p.doc);
    /// ```
    pub fn help(&self, model: &str, w: &'static Words) -> String {
        let words = w;
        self.help_ids(model).iter().find(|id| words.has(id)).map_or_else(|| self.doc.to_string(), |id| words.text(id))
    }
}

/// Reads a `[params]` table through a model's declarations: unknown keys are errors,
/// absent keys take their default, every value is checked against its kind.
pub struct Reader<'a> {
    check: Check<'a>,
    table: toml::Table,
    specs: &'static [Param],
    read: RefCell<Vec<&'static str>>,
}

impl fmt::Debug for Reader<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Reader").field("table", &self.table).finish()
    }
}

/// A value's type, as `refusal-type` selects its words.
fn type_name(v: &toml::Value) -> &'static str {
    match v {
        toml::Value::String(_) => "text",
        toml::Value::Integer(_) => "integer",
        toml::Value::Float(_) => "number",
        toml::Value::Boolean(_) => "boolean",
        toml::Value::Datetime(_) => "date",
        toml::Value::Array(_) => "list",
        toml::Value::Table(_) => "table",
    }
}

/// What a parameter must be, as `refusal-type` selects its words (a duration's unit and
/// syntax after it).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Want {
    Integer,
    Integers,
    Duration(&'static str),
    /// A real number of a time unit, or a duration with units (`service_mean_ms`).
    RealDuration(&'static str),
    Number,
    Bool,
    Bools,
    Text,
    Texts,
    /// A list of calendar rules (`rules`, `jobs`: [`Kind::Tables`]).
    Rules,
    /// One calendar rule (`rules[2]`).
    Rule,
}

impl fmt::Display for Want {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Want::Integer => "integer",
            Want::Integers => "integers",
            Want::Duration(_) => "duration",
            Want::RealDuration(_) => "real-duration",
            Want::Number => "number",
            Want::Bool => "bool",
            Want::Bools => "bools",
            Want::Text => "text",
            Want::Texts => "texts",
            Want::Rules => "rules",
            Want::Rule => "rule",
        })
    }
}

impl<'a> Reader<'a> {
    /// Checks that every key of `table` is declared in `specs`.
    pub fn new(check: Check<'a>, table: toml::Table, specs: &'static [Param]) -> Result<Reader<'a>, ScenarioError> {
        for key in table.keys() {
            if !specs.iter().any(|p| p.name == key) {
                let names: Vec<&str> = specs.iter().map(|p| p.name).collect();
                let list = names.join(", ");
                return Err(match suggest::parameter(key, &names) {
                    Some(hint) => {
                        check.said("refusal-unknown-hint", &[("key", &key), ("list", &list), ("hint", &hint)])
                    }
                    None => check.said("refusal-unknown", &[("key", &key), ("list", &list)]),
                });
            }
        }
        Ok(Reader { check, table, specs, read: RefCell::new(Vec::new()) })
    }

    /// The range checks of the file, for checks across parameters.
    pub fn check(&self) -> Check<'a> {
        self.check
    }

    fn spec(&self, name: &str) -> &'static Param {
        match self.specs.iter().find(|p| p.name == name) {
            Some(p) => p,
            None => panic!("parameter `{name}` is read but not declared"),
        }
    }

    /// A list parameter's value; one value stands for the list of it. A text with commas
    /// (`--set workers=12,13`, not TOML) is refused with the form that works.
    fn list_value(&self, name: &'static str) -> Result<toml::Value, ScenarioError> {
        let v = self.required(name)?;
        if let toml::Value::String(text) = &v
            && text.contains(',')
        {
            let items: Vec<String> = text
                .split(',')
                .map(|t| {
                    let t = t.trim();
                    if t.parse::<f64>().is_ok() || t == "true" || t == "false" {
                        t.to_string()
                    } else {
                        format!("\"{t}\"")
                    }
                })
                .collect();
            let items = items.join(",");
            return Err(self.check.said("refusal-list-commas", &[("key", &name), ("items", &items), ("text", text)]));
        }
        Ok(one_element_list(v))
    }

    /// The value given, or the default; `None` for an absent optional parameter.
    pub fn value(&self, name: &'static str) -> Option<toml::Value> {
        let spec = self.spec(name);
        self.read.borrow_mut().push(name);
        self.check.note_read(name);
        self.table.get(name).cloned().or_else(|| spec.default_value())
    }

    /// Whether the scenario gives the parameter itself (not its default).
    pub fn given(&self, name: &'static str) -> bool {
        self.spec(name);
        self.table.contains_key(name)
    }

    fn wrong(&self, name: &str, want: &Want, got: &toml::Value) -> ScenarioError {
        wrong_type(self.check, name, *want, got)
    }

    fn required(&self, name: &'static str) -> Result<toml::Value, ScenarioError> {
        self.value(name).ok_or_else(|| self.check.said("refusal-required", &[("key", &name)]))
    }

    /// An integer parameter within its declared range.
    pub fn int(&self, name: &'static str) -> Result<i64, ScenarioError> {
        let v = self.required(name)?;
        self.int_value(name, &v)
    }

    fn int_value(&self, name: &'static str, v: &toml::Value) -> Result<i64, ScenarioError> {
        let (min, max) = match self.spec(name).kind {
            Kind::Int { min, max } | Kind::Ints { min, max } => (min, max),
            other => panic!("parameter `{name}` is {other:?}, not an integer"),
        };
        let unit = self.spec(name).unit;
        let i = match v {
            toml::Value::Integer(i) => *i,
            toml::Value::String(text) if duration::unit_nanos(unit).is_some() => match duration::in_unit(text, unit) {
                Ok(Some(i)) => i,
                Ok(None) => unreachable!("a time unit converts"),
                Err(message) => {
                    return Err(self
                        .check
                        .refuse(Said::new("refusal-duration", &[("key", &name)]).with("message", message)));
                }
            },
            _ if duration::unit_nanos(unit).is_some() => {
                return Err(self.wrong(name, &Want::Duration(unit), v));
            }
            _ => return Err(self.wrong(name, &Want::Integer, v)),
        };
        if !(min..=max).contains(&i) {
            return Err(self.out_of_range(name, (min as f64, max as f64), (&min, &max), v, &i));
        }
        Ok(i)
    }

    /// The refusal of `got` outside `min..=max` (`plain` as the declaration writes them); a
    /// duration's range and value in units (`1ms..1h`, got `1w`), as the user writes them.
    fn out_of_range(
        &self,
        name: &str,
        (min, max): (f64, f64),
        plain: (&dyn fmt::Display, &dyn fmt::Display),
        given: &toml::Value,
        got: &dyn fmt::Display,
    ) -> ScenarioError {
        let unit = self.spec(name).unit;
        match (duration::shown(min, unit), duration::shown(max, unit)) {
            (Some(lo), Some(hi)) => {
                let got = match given {
                    toml::Value::String(text) => text.trim().to_string(),
                    toml::Value::Integer(i) => duration::shown(*i as f64, unit).unwrap_or_default(),
                    toml::Value::Float(f) => duration::shown(*f, unit).unwrap_or_default(),
                    other => other.to_string(),
                };
                self.check.said("refusal-range-units", &[("key", &name), ("min", &lo), ("max", &hi), ("got", &got)])
            }
            _ => self.check.said("refusal-range", &[("key", &name), ("min", plain.0), ("max", plain.1), ("got", got)]),
        }
    }

    /// An optional integer parameter (absent: `None`).
    pub fn int_opt(&self, name: &'static str) -> Result<Option<i64>, ScenarioError> {
        match self.value(name) {
            Some(v) => self.int_value(name, &v).map(Some),
            None => Ok(None),
        }
    }

    /// A non-negative integer parameter (its declared minimum is at least 0).
    pub fn uint(&self, name: &'static str) -> Result<u64, ScenarioError> {
        Ok(self.int(name)?.max(0) as u64)
    }

    /// A non-negative integer parameter that fits a `u32` (its declared range does).
    pub fn uint32(&self, name: &'static str) -> Result<u32, ScenarioError> {
        Ok(self.int(name)?.clamp(0, i64::from(u32::MAX)) as u32)
    }

    /// An optional non-negative integer parameter.
    pub fn uint_opt(&self, name: &'static str) -> Result<Option<u64>, ScenarioError> {
        Ok(self.int_opt(name)?.map(|i| i.max(0) as u64))
    }

    /// A list of integers, each in range, no repeats.
    pub fn ints(&self, name: &'static str) -> Result<Vec<i64>, ScenarioError> {
        let v = self.list_value(name)?;
        let list = v.as_array().ok_or_else(|| self.wrong(name, &Want::Integers, &v))?;
        let mut out: Vec<i64> = Vec::with_capacity(list.len());
        for e in list {
            out.push(self.int_value(name, e)?);
        }
        let mut sorted = out.clone();
        sorted.sort_unstable();
        if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
            return Err(self.check.said("refusal-twice", &[("key", &name), ("value", &w[0])]));
        }
        Ok(out)
    }

    /// A number parameter within its declared range (integers are accepted).
    pub fn float(&self, name: &'static str) -> Result<f64, ScenarioError> {
        let Kind::Float { min, max } = self.spec(name).kind else { panic!("parameter `{name}` is not a number") };
        let v = self.required(name)?;
        let unit = self.spec(name).unit;
        let f = match &v {
            toml::Value::Float(f) => *f,
            toml::Value::Integer(i) => *i as f64,
            toml::Value::String(text) if duration::unit_nanos(unit).is_some() => {
                match duration::real_in_unit(text, unit) {
                    Ok(Some(f)) => f,
                    Ok(None) => unreachable!("a time unit converts"),
                    Err(message) => {
                        return Err(self
                            .check
                            .refuse(Said::new("refusal-duration", &[("key", &name)]).with("message", message)));
                    }
                }
            }
            _ if duration::unit_nanos(unit).is_some() => return Err(self.wrong(name, &Want::RealDuration(unit), &v)),
            _ => return Err(self.wrong(name, &Want::Number, &v)),
        };
        if !(min..=max).contains(&f) {
            return Err(self.out_of_range(name, (min, max), (&min, &max), &v, &f));
        }
        Ok(f)
    }

    /// A boolean parameter.
    pub fn bool(&self, name: &'static str) -> Result<bool, ScenarioError> {
        let v = self.required(name)?;
        v.as_bool().ok_or_else(|| self.wrong(name, &Want::Bool, &v))
    }

    /// A list of distinct booleans.
    pub fn bools(&self, name: &'static str) -> Result<Vec<bool>, ScenarioError> {
        let v = self.list_value(name)?;
        let list = v.as_array().ok_or_else(|| self.wrong(name, &Want::Bools, &v))?;
        let mut out = Vec::new();
        for e in list {
            let b = e.as_bool().ok_or_else(|| self.wrong(name, &Want::Bools, &v))?;
            if out.contains(&b) {
                return Err(self.check.said("refusal-twice", &[("key", &name), ("value", &b)]));
            }
            out.push(b);
        }
        if out.is_empty() {
            return Err(self.check.said("refusal-empty-list", &[("key", &name)]));
        }
        Ok(out)
    }

    /// One of the declared names; returns its index.
    pub fn choice(&self, name: &'static str) -> Result<usize, ScenarioError> {
        let Kind::Choice(names) = self.spec(name).kind else { panic!("parameter `{name}` is not a choice") };
        let v = self.required(name)?;
        let s = v.as_str().ok_or_else(|| self.wrong(name, &Want::Text, &v))?;
        self.check.one_of(name, s, names)
    }

    /// A list of distinct declared names; returns their indices in the order given.
    pub fn choices(&self, name: &'static str) -> Result<Vec<usize>, ScenarioError> {
        let Kind::Choices(names) = self.spec(name).kind else { panic!("parameter `{name}` is not a list of choices") };
        let texts = self.texts(name)?;
        self.check.list_of(name, &texts, names)
    }

    /// A list of texts (zones, names), no repeats.
    pub fn texts(&self, name: &'static str) -> Result<Vec<String>, ScenarioError> {
        let v = self.list_value(name)?;
        let list = v.as_array().ok_or_else(|| self.wrong(name, &Want::Texts, &v))?;
        let mut out: Vec<String> = Vec::new();
        for e in list {
            let s = e.as_str().ok_or_else(|| self.wrong(name, &Want::Texts, &v))?;
            if out.iter().any(|o| o == s) {
                return Err(self.check.said("refusal-twice", &[("key", &name), ("value", &format_args!("\"{s}\""))]));
            }
            out.push(s.to_string());
        }
        Ok(out)
    }

    /// A text parameter.
    pub fn text(&self, name: &'static str) -> Result<String, ScenarioError> {
        let v = self.required(name)?;
        v.as_str().map(str::to_string).ok_or_else(|| self.wrong(name, &Want::Text, &v))
    }

    /// Ends reading; returns the declared parameters that were never read. A model reads
    /// every parameter it declares (a test holds every model to it), so the help cannot
    /// list a parameter that does nothing.
    pub fn finish(self) -> Result<Vec<&'static str>, ScenarioError> {
        Ok(self.unread())
    }

    fn unread(&self) -> Vec<&'static str> {
        let read = self.read.borrow();
        self.specs.iter().filter(|p| !read.contains(&p.name)).map(|p| p.name).collect()
    }
}

/// The refusal of `got` where `key` must be `want` (`refusal-type`): the key, what it must
/// be and what was given, in either edition.
pub(crate) fn wrong_type(check: Check<'_>, key: &str, want: Want, got: &toml::Value) -> ScenarioError {
    let unit = match want {
        Want::Duration(unit) | Want::RealDuration(unit) => unit,
        _ => "",
    };
    let syntax = duration::SYNTAX;
    let got_text = shown(got);
    check.said(
        "refusal-type",
        &[
            ("key", &key),
            ("want", &want),
            ("unit", &unit),
            ("syntax", &syntax),
            ("kind", &type_name(got)),
            ("got", &got_text),
        ],
    )
}

/// A value as a refusal quotes it: its TOML, on one line (a table inline).
///
/// ```text
/// { name = "a", hour = 1 }    [{ name = "a" }]    "abc"    [1, 2]
/// ```
fn shown(v: &toml::Value) -> String {
    match v {
        toml::Value::Table(t) => {
            let fields: Vec<String> = t.iter().map(|(k, v)| format!("{k} = {}", shown(v))).collect();
            format!("{{ {} }}", fields.join(", "))
        }
        toml::Value::Array(a) if a.iter().any(|e| e.is_table() || e.is_array()) => {
            format!("[{}]", a.iter().map(shown).collect::<Vec<_>>().join(", "))
        }
        other => other.to_string(),
    }
}

/// A single value where a list is expected stands for the list of that one value
/// (`--set schedules=full` is `["full"]`, `--vary workers=12,13` runs `[12]` and `[13]`).
fn one_element_list(v: toml::Value) -> toml::Value {
    match v {
        toml::Value::Array(_) | toml::Value::Table(_) => v,
        scalar => toml::Value::Array(vec![scalar]),
    }
}

/// Rewrites every duration with units in `table` (`"90s"` for a parameter in `ms`) as the
/// integer it stands for, so a run's recorded parameters, its JSON and a sweep's columns
/// are the same whether a duration was written `"3d"` or `259200000`. Values that are not
/// durations are left for the [`Reader`] to refuse with its message.
pub fn normalize_durations(table: &mut toml::Table, specs: &[Param]) {
    for p in specs {
        if duration::unit_nanos(p.unit).is_none() {
            continue;
        }
        let real = match p.kind {
            Kind::Int { .. } | Kind::Ints { .. } => false,
            Kind::Float { .. } => true,
            _ => continue,
        };
        let convert = |v: &mut toml::Value| {
            let toml::Value::String(text) = v else { return };
            if real {
                if let Ok(Some(f)) = duration::real_in_unit(text, p.unit) {
                    *v = toml::Value::Float(f);
                }
            } else if let Ok(Some(i)) = duration::in_unit(text, p.unit) {
                *v = toml::Value::Integer(i);
            }
        };
        match table.get_mut(p.name) {
            Some(toml::Value::Array(list)) => list.iter_mut().for_each(convert),
            Some(v) => convert(v),
            None => {}
        }
    }
}
