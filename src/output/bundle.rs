//! A run's outputs as one JSON object: its text, every table as CSV, its JSON document and
//! every chart as SVG, the bytes `jobsim run --out` writes. The live book's module answers
//! these (`web/`), the native test suite makes the same, and the golden test compares the
//! two byte for byte (`tests/it/golden.rs`).
//!
//! A request names a built-in scenario, its overrides as `--set` takes them and the
//! edition: `{"stem": "004-jitter-wave", "sets": ["consumers=1000"], "lang": "en"}`.

use serde::Deserialize;
use serde_json::{Value, json};

use super::{figure, report_json, table_csv};
use crate::models::Scenario;
use crate::report::Report;
use crate::report::lang::Lang;
use crate::report::words::Words;
use crate::scenario::{Override, builtin};

/// What to run: a built-in scenario, its overrides, the edition.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    pub stem: String,
    #[serde(default)]
    pub sets: Vec<String>,
    #[serde(default)]
    pub lang: Option<String>,
}

/// The outputs of `report`, a run of `scenario`, in `w`'s edition. A chart larger than the
/// lab and the live book draw ([`crate::lab::page::MAX_MARKS`]) is its title and size, as
/// they show it.
pub fn of(scenario: &Scenario, report: &Report, w: &'static Words) -> String {
    let csv: Vec<Value> = report.tables.iter().map(|t| json!([t.name, table_csv(t)])).collect();
    let svg: Vec<Value> = report
        .figures
        .iter()
        .map(|f| match f.size() > crate::lab::page::MAX_MARKS {
            true => json!([f.name, format!("{} ({} marks)", f.title, f.size())]),
            false => json!([f.name, figure::render_svg(f, w)]),
        })
        .collect();
    let doc = json!({
        "text": report.text,
        "csv": csv,
        "json": report_json(scenario, report),
        "svg": svg,
    });
    doc.to_string()
}

/// Runs the request's scenario and gives [`of`] its outputs, or the one-line refusal.
pub fn from_request(request: &str) -> Result<String, String> {
    let r: Request = serde_json::from_str(request).map_err(|e| format!("a bundle request: {e}"))?;
    let lang = match r.lang.as_deref() {
        None => Lang::Tr,
        Some(code) => Lang::from_code(code).ok_or_else(|| format!("no edition `{code}`"))?,
    };
    let w = Words::of(lang);
    let file = format!("{}.toml", r.stem);
    let (_, text) = builtin::BUILTIN
        .iter()
        .find(|(f, _)| *f == file)
        .ok_or_else(|| format!("no built-in scenario `{}`", r.stem))?;
    let sets = r.sets.iter().map(|s| Override::parse(s)).collect::<Result<Vec<_>, _>>().map_err(|e| e.in_words(w))?;
    let scenario = crate::models::parse(&file, text, &sets).map_err(|e| e.in_words(w))?;
    let report = crate::run(&scenario, &crate::RunOptions { lang, ..Default::default() }).map_err(|e| e.in_words(w))?;
    Ok(of(&scenario, &report, w))
}
