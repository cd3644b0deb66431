//! **yielding** (lesson 001, "İşin Parçalara Bölünmesi"): in a single-threaded runtime a
//! chunk holds the event loop; a health probe that arrives during a chunk is answered only
//! when the job yields (`await setImmediate`), and a job that never yields answers none
//! until it ends — the orchestrator would restart a healthy process.
//!
//! ```text
//! loop   |chunk······|y|chunk······|y|chunk······|y|
//! probe     ▲ arrives     ▲            ▲
//!           └──waits──────┘answered at the next yield (y)
//! ```
//!
//! A probe arrives every `probe_every_ms` (the first at `probe_first_ms`); its latency is
//! the time to the next yield (or to the end of the run); it misses when the latency is
//! above `probe_timeout_ms`. Only probes that arrive while the job runs are counted: one
//! that arrives after the job ended finds the loop idle and is left out (it would add a
//! 0 ms latency and lower the mean). One row per chunk size, and with `never_yield_row` one
//! more row for a loop that never yields (the first chunk size, no `await`). Two charts:
//! the worst probe latency (`probes`) and the probes that miss the timeout (`missed`)
//! against the chunk size.

use serde::Deserialize;

use super::RunOptions;
use super::long_job::{MAX_MS, check_total_chunks};
use crate::js::{pad_start, to_fixed};
use crate::long_job::runner::{self, Plan};
use crate::report::{Chart, ChartKind, Report, Series, SeriesStyle, Table};
use crate::scenario::{Check, ScenarioError, from_toml};

/// Most probes one run may receive.
pub const MAX_PROBES: u64 = 1_000_000;

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    pub total: u64,
    pub chunks: Vec<u64>,
    pub record_ms: u64,
    pub probe_every_ms: u64,
    pub probe_first_ms: u64,
    pub probe_timeout_ms: u64,
    pub never_yield_row: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    total: i64,
    /// One size or a list of sizes.
    chunk: toml::Value,
    #[serde(default = "one")]
    record_ms: i64,
    probe_every_ms: i64,
    /// When the first probe arrives (default: `probe_every_ms`).
    probe_first_ms: Option<i64>,
    probe_timeout_ms: i64,
    #[serde(default)]
    never_yield_row: bool,
}

fn one() -> i64 {
    1
}

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let (total, chunks) = check_total_chunks(check, raw.total, &raw.chunk)?;
    let record_ms = check.uint("record_ms", raw.record_ms, 0..=1000)?;
    let probe_every_ms = check.uint("probe_every_ms", raw.probe_every_ms, 1..=MAX_MS)?;
    let probes = total * record_ms / probe_every_ms;
    if probes > MAX_PROBES {
        return Err(check.error(format_args!(
            "`total` * `record_ms` / `probe_every_ms` must be at most {MAX_PROBES} probes (got {probes})"
        )));
    }
    Ok(Params {
        total,
        chunks,
        record_ms,
        probe_every_ms,
        probe_first_ms: match raw.probe_first_ms {
            Some(v) => check.uint("probe_first_ms", v, 0..=MAX_MS)?,
            None => probe_every_ms,
        },
        probe_timeout_ms: check.uint("probe_timeout_ms", raw.probe_timeout_ms, 0..=MAX_MS)?,
        never_yield_row: raw.never_yield_row,
    })
}

/// The probe numbers of one chunk size.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub chunk: u64,
    pub yields: bool,
    pub probes: u64,
    pub max_latency_ms: u64,
    pub mean_latency_ms: f64,
    pub missed: u64,
}

/// Runs the job with probes and measures their latencies.
pub fn measure(p: &Params, chunk: u64, yields: bool) -> Row {
    let mut plan = Plan::new(p.total, chunk, p.record_ms);
    plan.yields = yields;
    plan.probe_every_ms = Some(p.probe_every_ms);
    plan.probe_first_ms = p.probe_first_ms;
    let o = runner::simulate(&plan);
    let l = &o.probe_latencies_ms;
    Row {
        chunk,
        yields,
        probes: l.len() as u64,
        max_latency_ms: l.iter().copied().max().unwrap_or(0),
        mean_latency_ms: if l.is_empty() { 0.0 } else { l.iter().sum::<u64>() as f64 / l.len() as f64 },
        missed: l.iter().filter(|&&x| x > p.probe_timeout_ms).count() as u64,
    }
}

/// Runs every chunk size and builds the report.
pub fn run(p: &Params, _options: &RunOptions) -> Report {
    let mut rows: Vec<Row> = p.chunks.iter().map(|&c| measure(p, c, true)).collect();
    if p.never_yield_row {
        rows.push(measure(p, p.chunks[0], false));
    }
    let mut text = format!(
        "{}{}{}{}{}{}\n",
        pad_start("parca", 8),
        pad_start("donus", 7),
        pad_start("yoklama", 9),
        pad_start("en kotu gecikme", 17),
        pad_start("ortalama gecikme", 18),
        pad_start(&format!("{} ms ustu", p.probe_timeout_ms), 14),
    );
    let mut table = Table::new(
        "probes",
        &["chunk_records", "yields", "probes", "max_probe_latency_ms", "mean_probe_latency_ms", "missed_probes"],
    );
    for r in &rows {
        text.push_str(&format!(
            "{}{}{}{}{}{}\n",
            pad_start(&r.chunk.to_string(), 8),
            pad_start(if r.yields { "evet" } else { "hayir" }, 7),
            pad_start(&r.probes.to_string(), 9),
            pad_start(&format!("{} ms", r.max_latency_ms), 17),
            pad_start(&format!("{} ms", to_fixed(r.mean_latency_ms, 2)), 18),
            pad_start(&r.missed.to_string(), 14),
        ));
        table.push(vec![
            r.chunk.into(),
            r.yields.into(),
            r.probes.into(),
            r.max_latency_ms.into(),
            r.mean_latency_ms.into(),
            r.missed.into(),
        ]);
    }
    let yielding: Vec<&Row> = rows.iter().filter(|r| r.yields).collect();
    let mut series = vec![Series {
        name: "en kötü yoklama gecikmesi (döngüye dönen iş)".into(),
        points: yielding.iter().map(|r| (r.chunk as f64, r.max_latency_ms as f64 / 1000.0)).collect(),
        style: SeriesStyle::LinePoints,
    }];
    let x_max = rows.iter().map(|r| r.chunk).max().unwrap_or(1) as f64;
    series.push(Series {
        name: "yoklama zaman aşımı".into(),
        points: vec![(0.0, p.probe_timeout_ms as f64 / 1000.0), (x_max, p.probe_timeout_ms as f64 / 1000.0)],
        style: SeriesStyle::Line,
    });
    if let Some(r) = rows.iter().find(|r| !r.yields) {
        series.push(Series {
            name: "hiç dönmeyen döngü".into(),
            points: vec![(r.chunk as f64, r.max_latency_ms as f64 / 1000.0)],
            style: SeriesStyle::Points,
        });
    }
    let chart = Chart {
        name: "probes".into(),
        title: "Olay döngüsüne dönüş: sağlık yoklamasının gecikmesi".into(),
        x_label: "parça boyutu (kayıt)".into(),
        y_label: "en kötü yoklama gecikmesi (s)".into(),
        kind: ChartKind::Lines { series, log_y: false },
    };
    // How many probes miss the timeout (the orchestrator would restart the process).
    let mut series = vec![
        Series {
            name: "zaman aşımını kaçıran yoklama (döngüye dönen iş)".into(),
            points: yielding.iter().map(|r| (r.chunk as f64, r.missed as f64)).collect(),
            style: SeriesStyle::LinePoints,
        },
        Series {
            name: "koşum boyunca gelen yoklama".into(),
            points: yielding.iter().map(|r| (r.chunk as f64, r.probes as f64)).collect(),
            style: SeriesStyle::Line,
        },
    ];
    if let Some(r) = rows.iter().find(|r| !r.yields) {
        series.push(Series {
            name: "hiç dönmeyen döngü".into(),
            points: vec![(r.chunk as f64, r.missed as f64)],
            style: SeriesStyle::Points,
        });
    }
    let missed = Chart {
        name: "missed".into(),
        title: format!("Olay döngüsüne dönüş: {} ms içinde yanıtlanmayan yoklamalar", p.probe_timeout_ms),
        x_label: "parça boyutu (kayıt)".into(),
        y_label: "zaman aşımını kaçıran yoklama (sayı)".into(),
        kind: ChartKind::Lines { series, log_y: false },
    };
    Report { text, tables: vec![table], charts: vec![chart, missed], trace: Vec::new() }
}

super::legacy_model!(Yielding, "yielding", super::Unseeded, |p, _s, o| run(p, o));
