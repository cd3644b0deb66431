//! Outputs: CSV and JSON renderings of a [`Report`], charts (SVG and PNG) and atomic
//! file writes. Everything renders to memory first; files are written only when every
//! rendering succeeded, each through a temporary file and a rename.

pub mod book;
pub mod bundle;
#[cfg(feature = "native")]
mod deck;
pub mod figure;
#[cfg(feature = "native")]
mod files;
#[cfg(feature = "native")]
mod handout;
pub mod host;
pub mod pages;
#[cfg(feature = "native")]
mod print;
mod recap;
#[cfg(feature = "native")]
mod sheet;
mod tables;

pub use book::{CHAPTERS, chapter, downloads, entries};
#[cfg(feature = "native")]
pub use files::{Staging, temp_path, write_all_atomic, write_atomic};
pub use pages::{BOOK_CSS, IndexItem, Site, index_html, lab_path, lesson_html, pages};
#[cfg(feature = "native")]
pub use print::{book_pdfs, handout_fill, print_charts, print_pages};
#[cfg(feature = "native")]
pub use sheet::Placed;
pub use tables::{Cells, has_students_table, head_without_unit, spelled, students_cells, students_table};

use crate::models::Scenario;
#[cfg(feature = "native")]
use crate::report::words::Words;
use crate::report::{Report, Table};
use crate::sim::{TRACE_COLUMNS, TraceRow};

/// A table as CSV text (header line, then one line per row).
pub fn table_csv(table: &Table) -> String {
    let mut w = csv::WriterBuilder::new().terminator(csv::Terminator::Any(b'\n')).from_writer(Vec::new());
    w.write_record(&table.columns).expect("writing to memory cannot fail");
    for row in &table.rows {
        w.write_record(row.iter().map(|c| c.to_csv())).expect("writing to memory cannot fail");
    }
    String::from_utf8(w.into_inner().expect("flushing memory cannot fail")).expect("CSV of UTF-8 text is UTF-8")
}

/// Every table of a report as CSV; with several tables, each starts with `# name`.
pub fn report_csv(report: &Report) -> String {
    if report.tables.len() == 1 {
        return table_csv(&report.tables[0]);
    }
    report.tables.iter().map(|t| format!("# {}\n{}", t.name, table_csv(t))).collect::<Vec<_>>().join("\n")
}

/// A table as a JSON array of objects, columns in order.
pub fn table_json(table: &Table) -> serde_json::Value {
    let rows = table
        .rows
        .iter()
        .map(|row| {
            let mut obj = serde_json::Map::new();
            for (c, v) in table.columns.iter().zip(row) {
                obj.insert(c.clone(), v.to_json());
            }
            serde_json::Value::Object(obj)
        })
        .collect();
    serde_json::Value::Array(rows)
}

/// A TOML value as JSON (parameters echoed in JSON output).
pub fn toml_to_json(v: &toml::Value) -> serde_json::Value {
    match v {
        toml::Value::String(s) => s.as_str().into(),
        toml::Value::Integer(i) => (*i).into(),
        toml::Value::Float(f) => serde_json::Number::from_f64(*f).map(serde_json::Value::Number).unwrap_or_default(),
        toml::Value::Boolean(b) => (*b).into(),
        toml::Value::Datetime(d) => d.to_string().into(),
        toml::Value::Array(a) => a.iter().map(toml_to_json).collect(),
        toml::Value::Table(t) => {
            serde_json::Value::Object(t.iter().map(|(k, v)| (k.clone(), toml_to_json(v))).collect())
        }
    }
}

/// The JSON document of one run: scenario, parameters and every table.
pub fn report_json(scenario: &Scenario, report: &Report) -> String {
    let mut doc = serde_json::Map::new();
    doc.insert("scenario".into(), scenario.file.as_str().into());
    doc.insert("model".into(), scenario.model.into());
    doc.insert("lesson".into(), scenario.lesson.as_str().into());
    doc.insert("seed".into(), scenario.seed.map(serde_json::Value::from).unwrap_or_default());
    doc.insert("params".into(), toml_to_json(&toml::Value::Table(scenario.raw_params.clone())));
    let mut tables = serde_json::Map::new();
    for t in &report.tables {
        tables.insert(t.name.clone(), table_json(t));
    }
    doc.insert("tables".into(), serde_json::Value::Object(tables));
    let mut s = serde_json::to_string_pretty(&serde_json::Value::Object(doc)).expect("JSON of plain values");
    s.push('\n');
    s
}

/// The trace as CSV (columns documented in [`crate::sim::TraceRow`]).
pub fn trace_csv(rows: &[TraceRow]) -> String {
    let mut w = csv::WriterBuilder::new().terminator(csv::Terminator::Any(b'\n')).from_writer(Vec::new());
    w.write_record(TRACE_COLUMNS).expect("writing to memory cannot fail");
    for r in rows {
        w.write_record([r.time_ms.to_string().as_str(), &r.component, &r.event, &r.details])
            .expect("writing to memory cannot fail");
    }
    String::from_utf8(w.into_inner().expect("flushing memory cannot fail")).expect("UTF-8")
}

/// A file to write: a name relative to the output folder, and its bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutputFile {
    pub name: String,
    pub bytes: Vec<u8>,
}

impl OutputFile {
    pub fn new(name: String, bytes: Vec<u8>) -> Self {
        OutputFile { name, bytes }
    }
}

#[cfg(feature = "native")]
/// Every file `render` writes for one scenario, in memory: `<stem>.txt`,
/// `<stem>.<table>.csv` per table, `<stem>.<chart>.svg` and `.png` per chart.
pub fn scenario_files(scenario: &Scenario, report: &Report, w: &'static Words) -> Vec<OutputFile> {
    let mut files = vec![OutputFile::new(format!("{}.txt", scenario.stem), report.text.clone().into_bytes())];
    for t in &report.tables {
        files.push(OutputFile::new(format!("{}.{}.csv", scenario.stem, t.name), table_csv(t).into_bytes()));
    }
    for f in &report.figures {
        let svg = figure::render_svg(f, w).into_bytes();
        files.push(OutputFile::new(format!("{}.{}.svg", scenario.stem, f.name), svg));
        files.push(OutputFile::new(format!("{}.{}.png", scenario.stem, f.name), figure::render_png(f, 2.0, 144, w)));
    }
    files
}

#[cfg(feature = "native")]
/// The print versions of a scenario's charts: a vector PDF and a 300-dpi PNG
/// (4000×2250 pixels, 13.3 × 7.5 inches) of each, under `print/`.
pub fn print_files(scenario: &Scenario, report: &Report, w: &'static Words) -> Vec<OutputFile> {
    let mut files = Vec::new();
    for f in &report.figures {
        files.push(OutputFile::new(format!("print/{}.{}.pdf", scenario.stem, f.name), figure::render_pdf(f, w)));
        let png = figure::render_png(f, 4000.0 / 960.0, 300, w);
        files.push(OutputFile::new(format!("print/{}.{}.png", scenario.stem, f.name), png));
    }
    files
}

/// What the pages show of a rendered scenario.
pub fn index_item(scenario: &Scenario, report: &Report) -> IndexItem {
    IndexItem {
        file: scenario.file.clone(),
        stem: scenario.stem.clone(),
        lesson: scenario.lesson.clone(),
        description: scenario.description.clone(),
        model: scenario.model.to_string(),
        text: report.text.clone(),
        tables: report.tables.clone(),
        charts: report.figures.iter().map(|f| (f.name.clone(), f.title.clone(), f.caption.clone())).collect(),
        figures: report.figures.clone(),
        notes: report.notes.clone(),
    }
}
