//! `jobsim params`, `jobsim describe` and `jobsim new`: a model's parameters, from the
//! same declarations that validate them (`Model::PARAMS`), so the help cannot disagree
//! with the checks.

use std::path::Path;

use anyhow::{Result, bail};

use jobsim::models::{self, Entry};
use jobsim::scenario::{self, Param};

use super::{ParamsFormat, overrides, print, source};

fn entry(model: &str) -> Result<&'static dyn Entry> {
    models::find(model).ok_or_else(|| {
        let names: Vec<&str> = models::MODELS.iter().map(|m| m.name()).collect();
        let hint = scenario::suggest::did_you_mean(model, &names);
        anyhow::anyhow!("no model `{model}`{hint} (models: {})", names.join(", "))
    })
}

/// Aligned columns, the last one free: wrapped at `last_max` characters onto lines
/// indented to its column (0: never wrapped).
fn columns(rows: &[Vec<String>]) -> String {
    columns_wrapped(rows, 0)
}

/// Words of `text` in lines of at most `max` characters (a longer word stands alone).
pub(super) fn wrap(text: &str, max: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > max {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    lines
}

fn columns_wrapped(rows: &[Vec<String>], last_max: usize) -> String {
    let n = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> =
        (0..n).map(|i| rows.iter().filter_map(|r| r.get(i)).map(|c| c.chars().count()).max().unwrap_or(0)).collect();
    let mut out = String::new();
    for r in rows {
        let mut line = String::new();
        for (i, c) in r.iter().enumerate() {
            if i + 1 == r.len() {
                let parts = if last_max == 0 { vec![c.clone()] } else { wrap(c, last_max) };
                let indent = " ".repeat(line.chars().count());
                for (k, part) in parts.iter().enumerate() {
                    if k > 0 {
                        out.push_str(line.trim_end());
                        out.push('\n');
                        line = indent.clone();
                    }
                    line.push_str(part);
                }
            } else {
                line.push_str(&format!("{c:<w$}  ", w = widths[i]));
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

fn default_shown(p: &Param) -> String {
    if p.default.is_empty() { "(none)".into() } else { p.default.to_string() }
}

/// Longest default `params` prints in its table; `--format json` and `describe` show it whole.
const DEFAULT_SHOWN_MAX: usize = 40;

/// Longest line of a meaning in `params`' table: longer ones wrap.
const MEANING_SHOWN_MAX: usize = 72;

/// Longest list of valid values `params` prints in its table.
const VALID_SHOWN_MAX: usize = 48;

/// `text` cut to `max` characters, ending in `…` when cut.
fn cut(text: String, max: usize) -> String {
    if text.chars().count() <= max {
        return text;
    }
    let head: String = text.chars().take(max - 1).collect();
    format!("{head}…")
}

/// `params --format json`: every declaration whole.
fn params_json(e: &dyn Entry) -> String {
    format!("{}\n", serde_json::to_string_pretty(&params_doc(e)).unwrap_or_default())
}

/// One model's declarations as JSON.
fn params_doc(e: &dyn Entry) -> serde_json::Value {
    let list: Vec<serde_json::Value> = e
        .params()
        .iter()
        .map(|p| {
            let (kind, valid) = p.kind.describe();
            serde_json::json!({
                "name": p.name, "type": kind, "default": p.default_value().map(|v| jobsim::output::toml_to_json(&v)),
                "valid": valid, "unit": p.unit, "meaning": p.doc,
                "durations_with_units": scenario::duration::unit_nanos(p.unit).is_some(),
            })
        })
        .collect();
    serde_json::json!({"model": e.name(), "draws": e.draws(), "seed_optional": e.seed_optional(), "params": list})
}

pub fn params(model: Option<&str>, format: ParamsFormat) -> Result<()> {
    let entries: Vec<&'static dyn Entry> = match model {
        Some(m) => vec![entry(m)?],
        None => models::MODELS.to_vec(),
    };
    let text = match format {
        ParamsFormat::Table => entries.iter().map(|e| params_text(*e)).collect::<Vec<_>>().join("\n"),
        ParamsFormat::Markdown => entries.iter().map(|e| params_markdown(*e)).collect::<Vec<_>>().join("\n"),
        ParamsFormat::Json if model.is_some() => params_json(entries[0]),
        ParamsFormat::Json => {
            let all: Vec<serde_json::Value> = entries.iter().map(|e| params_doc(*e)).collect();
            format!("{}\n", serde_json::to_string_pretty(&all).unwrap_or_default())
        }
    };
    print(&text)
}

/// How a model takes `seed`, in one phrase.
fn seed_phrase(e: &dyn Entry) -> &'static str {
    if e.draws() {
        "requires `seed` (0..=9223372036854775807)"
    } else if e.seed_optional() {
        "takes `seed` (0..=9223372036854775807), required when a listed policy draws random numbers"
    } else {
        "takes no `seed`"
    }
}

/// `params MODEL`: the aligned table.
fn params_text(e: &dyn Entry) -> String {
    let mut rows = vec![vec![
        "parameter".into(),
        "type".into(),
        "default".into(),
        "valid".into(),
        "unit".into(),
        "meaning".into(),
    ]];
    for p in e.params() {
        let (kind, _) = p.kind.describe();
        rows.push(vec![
            p.name.into(),
            kind,
            cut(default_shown(p), DEFAULT_SHOWN_MAX),
            cut(valid_shown(p), VALID_SHOWN_MAX),
            p.unit.into(),
            p.doc.into(),
        ]);
    }
    let mut text = format!("model `{}` ({}):\n{}", e.name(), seed_phrase(e), columns_wrapped(&rows, MEANING_SHOWN_MAX));
    if e.params().iter().any(|p| scenario::duration::unit_nanos(p.unit).is_some()) {
        text.push_str(&format!(
            "Durations (unit ms or s) take a whole number in that unit or a duration with units: {}.\n",
            scenario::duration::SYNTAX
        ));
    }
    let long = |p: &&Param| {
        default_shown(p).chars().count() > DEFAULT_SHOWN_MAX || valid_shown(p).chars().count() > VALID_SHOWN_MAX
    };
    if e.params().iter().any(|p| long(&p)) {
        text.push_str("Values cut with … are whole in `jobsim params --format json` and `jobsim describe`.\n");
    }
    text
}

/// A Markdown table cell: `|` escaped, backticks around code-like values.
fn cell(text: &str) -> String {
    text.replace('|', "\\|")
}

/// `params --format markdown`: a heading and a table per model (docs/scenarios.md's reference).
fn params_markdown(e: &dyn Entry) -> String {
    let n = e.params().len();
    let mut t = format!(
        "<details><summary><code>{}</code>: {n} parameter{}; {}</summary>\n\n",
        e.name(),
        if n == 1 { "" } else { "s" },
        seed_phrase(e).replace('`', "")
    );
    if n == 0 {
        t.push_str("No parameters.\n\n</details>\n");
        return t;
    }
    t.push_str("| parameter | type | default | valid | unit | meaning |\n|---|---|---|---|---|---|\n");
    for p in e.params() {
        let (kind, _) = p.kind.describe();
        let valid = valid_shown(p);
        let code = |v: String| if v.is_empty() { String::new() } else { format!("`{}`", cell(&v)) };
        t.push_str(&format!(
            "| `{}` | {} | {} | {} | {} | {} |\n",
            p.name,
            cell(&kind),
            code(cut(default_shown(p), DEFAULT_SHOWN_MAX)),
            cell(&cut(valid, VALID_SHOWN_MAX)),
            cell(p.unit),
            cell(p.doc)
        ));
    }
    t.push_str("\n</details>\n");
    t
}

/// Widest line `describe` and `list` print.
pub(super) const LINE_MAX: usize = 100;

/// Longest value or default `describe` keeps in its column; a longer one is printed whole
/// on the parameter's own lines below.
const DESCRIBE_VALUE_MAX: usize = 24;

/// The valid values, a duration's range also in units (`1..=86400000 (1ms..1d)`).
pub(super) fn valid_shown(p: &Param) -> String {
    let (_, valid) = p.kind.describe();
    let (min, max) = match p.kind {
        scenario::Kind::Int { min, max } | scenario::Kind::Ints { min, max } => (min as f64, max as f64),
        scenario::Kind::Float { min, max } => (min, max),
        _ => return valid,
    };
    match (scenario::duration::shown(min, p.unit), scenario::duration::shown(max, p.unit)) {
        (Some(lo), Some(hi)) => format!("{valid} ({lo}..{hi})"),
        _ => valid,
    }
}

/// A value as `describe` shows it: its TOML, a duration also in units (`4000 (4s)` for
/// `"4s"` or `4000`).
fn value_shown(p: &Param, v: &toml::Value) -> String {
    let units = |x: f64| scenario::duration::shown(x, p.unit);
    // `100` in ms is plain; `30000` reads `30000 (30s)`.
    let with = |text: String, x: f64| match units(x) {
        Some(u) if u != format!("{text}{}", p.unit) => format!("{text} ({u})"),
        _ => text,
    };
    match v {
        toml::Value::Integer(i) => with(i.to_string(), *i as f64),
        toml::Value::Float(f) => with(v.to_string(), *f),
        toml::Value::Array(a) if a.iter().all(|e| e.is_integer()) && units(0.0).is_some() => {
            let each: Vec<String> =
                a.iter().filter_map(|e| e.as_integer()).map(|i| with(i.to_string(), i as f64)).collect();
            format!("[{}]", each.join(", "))
        }
        other => other.to_string(),
    }
}

pub fn describe(file: &Path, set: &[String]) -> Result<()> {
    let src = source(file)?;
    let raw = scenario::parse(&src.file, &src.text, &overrides(set)?)?;
    let e = entry(&raw.model)?;
    // Validate it as `run` would, so describe never shows a file that does not load.
    models::bind(e, raw.clone())?;
    // Values compared as their parameters take them (`"2s"` is 2000 ms).
    let normalized = |t: &toml::Table| {
        let mut t = t.clone();
        scenario::normalize_durations(&mut t, e.params());
        t
    };
    let given = normalized(&raw.params);
    let in_file = normalized(&scenario::parse(&src.file, &src.text, &[])?.params);
    let mut rows = vec![vec!["parameter".into(), "value".into(), "default".into(), "unit".into()]];
    let mut below: Vec<Vec<String>> = Vec::new();
    let mut marked = false;
    for p in e.params() {
        let v = given.get(p.name);
        let value = v.map(|v| value_shown(p, v)).unwrap_or_else(|| "(default)".into());
        let default = p.default_value().map_or_else(|| default_shown(p), |d| value_shown(p, &d));
        // `*`: not the model's default; `(--set)`: not the scenario file's value.
        let mut mark = String::new();
        if v.is_some_and(|v| Some(v) != p.default_value().as_ref()) {
            mark.push_str(" *");
        }
        if v != in_file.get(p.name) {
            mark.push_str(" (--set)");
        }
        marked |= !mark.is_empty();
        let mut lines = Vec::new();
        let mut column = |text: String, what: &str| {
            if text.chars().count() <= DESCRIBE_VALUE_MAX {
                return text;
            }
            lines.push(format!("{what}: {text}"));
            "(below)".to_string()
        };
        let value = column(value, "value");
        let default = column(default, "default");
        lines.push(format!("{}; valid: {}", p.doc, valid_shown(p)));
        rows.push(vec![p.name.into(), format!("{value}{mark}"), default, p.unit.into()]);
        below.push(lines);
    }
    let seed = raw.seed.map(|s| format!(", seed {s}")).unwrap_or_default();
    let head = format!("{} — model `{}`, lesson {}{seed}: {}", raw.file, raw.model, raw.lesson, raw.description);
    let mut out = wrap(&head, LINE_MAX).join("\n    ");
    out.push('\n');
    let table = columns(&rows);
    let mut lines = table.lines();
    out.push_str(lines.next().unwrap_or(""));
    out.push('\n');
    for (line, extra) in lines.zip(&below) {
        out.push_str(line);
        out.push('\n');
        for text in extra {
            for part in wrap(text, LINE_MAX - 4) {
                out.push_str(&format!("    {part}\n"));
            }
        }
    }
    if marked {
        out.push_str("\n* differs from the model's default; (--set) differs from the scenario file\n");
    }
    print(&out)
}

/// The text of a new scenario of `model` named `name`.
pub fn scenario_text(e: &dyn Entry, name: &str) -> String {
    let mut t = format!(
        "# {name}: a scenario of model `{m}`, written by `jobsim new {m} {name}`.\n\
         # Every parameter is at its default; change what you want to explore, then\n\
         # `jobsim run` this file. `jobsim params {m}` explains each parameter.\n\
         model = \"{m}\"\nlesson = \"-\"\ndescription = \"{name}: what this scenario shows\"\n",
        m = e.name()
    );
    if e.draws() {
        t.push_str("seed = 1\n");
    }
    t.push_str("\n[params]\n");
    for p in e.params() {
        let (_, valid) = p.kind.describe();
        let unit = if p.unit.is_empty() { String::new() } else { format!(", in {}", p.unit) };
        t.push_str(&format!("# {}{unit}; valid: {valid}\n", p.doc));
        if p.default.is_empty() {
            t.push_str(&format!("# {} = (leave out for none)\n", p.name));
        } else {
            t.push_str(&format!("{} = {}\n", p.name, p.default));
        }
    }
    t
}

/// Where `new` writes: a path as given; a bare name as `DIR/NAME.toml`.
fn new_target(model: &str, path: Option<&Path>, dir: Option<&Path>) -> Result<std::path::PathBuf> {
    let given = path.map(Path::to_path_buf).unwrap_or_else(|| model.into());
    let bare = given.components().count() == 1 && given.extension().is_none();
    if !bare {
        if dir.is_some() {
            bail!("give either a path or `--dir` with a bare name, not both");
        }
        return Ok(given);
    }
    let name = given.to_string_lossy();
    if !name.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_')) {
        bail!("a scenario name must be letters, digits, `-` or `_` (got `{name}`)");
    }
    let dir = match dir {
        Some(d) if !d.is_dir() => bail!("no folder `{}`", d.display()),
        Some(d) => d.to_path_buf(),
        None if Path::new("scenarios").is_dir() => "scenarios".into(),
        None => ".".into(),
    };
    Ok(dir.join(format!("{name}.toml")))
}

pub fn new(model: &str, path: Option<&Path>, dir: Option<&Path>) -> Result<()> {
    let e = entry(model)?;
    let path = new_target(model, path, dir)?;
    if path.exists() {
        bail!("`{}` exists already; choose another name", path.display());
    }
    let file = scenario::display_name(&path);
    let name = file.strip_suffix(".toml").unwrap_or(&file).to_string();
    let text = scenario_text(e, &name);
    // What `new` writes must load: check before writing.
    models::parse(&file, &text, &[])?;
    jobsim::output::write_atomic(&path, text.as_bytes())?;
    eprintln!("jobsim: wrote `{}`", path.display());
    Ok(())
}
