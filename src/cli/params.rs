//! `jobsim params`, `jobsim describe` and `jobsim new`: a model's parameters, from the
//! same declarations that validate them (`Model::PARAMS`), so the help cannot disagree
//! with the checks.

use std::path::Path;

use anyhow::{Result, bail};

use jobsim::models::{self, Entry};
use jobsim::scenario::{self, Param};

use super::{folder, overrides, print};

fn entry(model: &str) -> Result<&'static dyn Entry> {
    models::find(model).ok_or_else(|| {
        let names: Vec<&str> = models::MODELS.iter().map(|m| m.name()).collect();
        anyhow::anyhow!("no model `{model}` (models: {})", names.join(", "))
    })
}

/// Aligned columns, the last one free.
fn columns(rows: &[Vec<String>]) -> String {
    let n = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> =
        (0..n).map(|i| rows.iter().filter_map(|r| r.get(i)).map(|c| c.chars().count()).max().unwrap_or(0)).collect();
    let mut out = String::new();
    for r in rows {
        let mut line = String::new();
        for (i, c) in r.iter().enumerate() {
            if i + 1 == r.len() {
                line.push_str(c);
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

pub fn params(model: &str) -> Result<()> {
    let e = entry(model)?;
    let mut rows = vec![vec![
        "parameter".into(),
        "type".into(),
        "default".into(),
        "valid".into(),
        "unit".into(),
        "meaning".into(),
    ]];
    for p in e.params() {
        let (kind, valid) = p.kind.describe();
        rows.push(vec![p.name.into(), kind, default_shown(p), valid, p.unit.into(), p.doc.into()]);
    }
    let seed = if e.draws() {
        "requires `seed` (0..=9223372036854775807)"
    } else if e.seed_optional() {
        "takes `seed` (0..=9223372036854775807), required when a listed policy draws random numbers"
    } else {
        "takes no `seed`"
    };
    print(&format!("model `{}` ({seed}):\n{}", e.name(), columns(&rows)))
}

pub fn describe(file: &Path, set: &[String]) -> Result<()> {
    let raw = scenario::read(file, &overrides(set)?)?;
    let e = entry(&raw.model)?;
    // Validate it as `run` would, so describe never shows a file that does not load.
    models::bind(e, raw.clone())?;
    let mut rows = vec![vec!["parameter".into(), "value".into(), "default".into(), "valid".into(), "meaning".into()]];
    for p in e.params() {
        let value = raw.params.get(p.name).map(|v| v.to_string()).unwrap_or_else(|| "(default)".into());
        let (_, valid) = p.kind.describe();
        let unit = if p.unit.is_empty() { String::new() } else { format!(" [{}]", p.unit) };
        rows.push(vec![p.name.into(), value, default_shown(p), valid, format!("{}{unit}", p.doc)]);
    }
    let seed = raw.seed.map(|s| format!(", seed {s}")).unwrap_or_default();
    print(&format!(
        "{} — model `{}`, lesson {}{seed}: {}\n{}",
        raw.file,
        raw.model,
        raw.lesson,
        raw.description,
        columns(&rows)
    ))
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

pub fn new(model: &str, name: &str, dir: &Path) -> Result<()> {
    let e = entry(model)?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.')) {
        bail!("NAME must be letters, digits, `-`, `_` or `.` (got `{name}`)");
    }
    let dir = folder(dir, "scenario")?;
    let path = dir.join(format!("{name}.toml"));
    if path.exists() {
        bail!("`{}` exists already; choose another NAME", path.display());
    }
    let text = scenario_text(e, name);
    // What `new` writes must load: check before writing.
    models::parse(&format!("{name}.toml"), &text, &[])?;
    jobsim::output::write_atomic(&path, text.as_bytes())?;
    eprintln!("jobsim: wrote `{}`", path.display());
    Ok(())
}
