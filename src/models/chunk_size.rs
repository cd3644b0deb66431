//! **chunk-size** (lesson 001, "Parça Boyutu"): the chunk size sets two numbers at once —
//! progress writes per run (one per chunk) and the worst-case cancel latency (a signal
//! raised just after a check waits a whole chunk). Because records cost `record_ms`, the
//! latency is also a time.
//!
//! ```text
//! chunk 100    |·|·|·|·|·|·|·|·|·|·|·|·| … 300 writes, a cancel waits ≤ 100 records
//! chunk 10000  |··········|··········|··········|   3 writes, a cancel waits ≤ 10000
//! ```
//!
//! Each row is a run of the job on the engine with no cancel: `progress_writes` counts the
//! per-chunk `calisiyor` writes in the store (the table the lesson prints counts only
//! those; the final `bitti` write comes on top and is `final_writes`); the latency is the
//! largest gap the run had between two consecutive tops of its loop, in records and in ms
//! (`chunk × record_ms` plus the writes' `write_ms`). `chunk` is one size or a list; a
//! sweep (`--vary chunk=100,500,3000,10000`) gives one row per value.

use serde::Deserialize;

use super::RunOptions;
use super::long_job::check_total_chunks;
use crate::js::pad_start;
use crate::long_job::Status;
use crate::long_job::runner::{self, Plan};
use crate::report::{Chart, ChartKind, Report, Series, SeriesStyle, Table};
use crate::scenario::{Check, ScenarioError, from_toml};

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub total: u64,
    pub chunks: Vec<u64>,
    pub record_ms: u64,
    pub write_ms: u64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    total: i64,
    /// One size or a list of sizes.
    chunk: toml::Value,
    #[serde(default = "one")]
    record_ms: i64,
    #[serde(default)]
    write_ms: i64,
}

fn one() -> i64 {
    1
}

/// Most chunk sizes one scenario may list.
pub const MAX_SIZES: usize = super::long_job::MAX_SIZES;

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let (total, chunks) = check_total_chunks(check, raw.total, &raw.chunk)?;
    Ok(Params {
        total,
        chunks,
        record_ms: check.uint("record_ms", raw.record_ms, 0..=1000)?,
        write_ms: check.uint("write_ms", raw.write_ms, 0..=60_000)?,
    })
}

/// The numbers of one chunk size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Row {
    pub chunk: u64,
    pub progress_writes: u64,
    pub final_writes: u64,
    pub cancel_latency_records: u64,
    pub cancel_latency_ms: u64,
    pub run_ms: u64,
}

/// Runs the job once with chunk size `chunk` and measures it.
pub fn measure(p: &Params, chunk: u64) -> Row {
    let mut plan = Plan::new(p.total, chunk, p.record_ms);
    plan.write_ms = p.write_ms;
    let o = runner::simulate(&plan);
    let r = &o.runs[0];
    Row {
        chunk,
        progress_writes: o.store.writes_with(Status::Running) as u64,
        final_writes: o.store.writes_with(Status::Done) as u64,
        cancel_latency_records: r.max_check_gap_records,
        cancel_latency_ms: r.max_check_gap_ms,
        run_ms: r.end.as_ms(),
    }
}

/// Runs every chunk size and builds the report.
pub fn run(p: &Params, _options: &RunOptions) -> Report {
    let rows: Vec<Row> = p.chunks.iter().map(|&c| measure(p, c)).collect();
    let mut text = "parca boyutu  ilerleme yazmasi  iptal gecikmesi (en cok)\n".to_string();
    let mut table = Table::new(
        "chunks",
        &["chunk_records", "progress_writes", "final_writes", "cancel_latency_records", "cancel_latency_ms", "run_ms"],
    );
    for r in &rows {
        text.push_str(&format!(
            "{}  {}  {} kayit ({} ms)\n",
            pad_start(&r.chunk.to_string(), 12),
            pad_start(&r.progress_writes.to_string(), 16),
            r.cancel_latency_records,
            r.cancel_latency_ms
        ));
        table.push(vec![
            r.chunk.into(),
            r.progress_writes.into(),
            r.final_writes.into(),
            r.cancel_latency_records.into(),
            r.cancel_latency_ms.into(),
            r.run_ms.into(),
        ]);
    }
    let points = rows.iter().map(|r| (r.cancel_latency_ms as f64 / 1000.0, r.progress_writes as f64)).collect();
    let chart = Chart {
        name: "tradeoff".into(),
        title: "Parça boyutu: ilerleme yazması ile iptal gecikmesi".into(),
        x_label: "en kötü iptal gecikmesi (s)".into(),
        y_label: "ilerleme yazması (koşum başına)".into(),
        kind: ChartKind::Lines {
            series: vec![Series {
                name: format!("{} kayıt, parça boyutları", p.total),
                points,
                style: SeriesStyle::LinePoints,
            }],
            log_y: false,
        },
    };
    Report { text, tables: vec![table], charts: vec![chart], trace: Vec::new() }
}

super::legacy_model!(ChunkSize, "chunk-size", super::Unseeded, |p, _s, o| run(p, o));
