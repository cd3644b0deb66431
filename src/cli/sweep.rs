//! `jobsim sweep` and `jobsim merge`: parameter grids, statistics across seeds, sweep
//! charts and shards.

use jobsim::report::words::Words;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use jobsim::models::Entry;
use jobsim::output::{self, OutputFile, Staging};
use jobsim::report::Table;
use jobsim::scenario;
use jobsim::stats;
use jobsim::sweep::shard::{self, Shard};
use jobsim::sweep::{Plan, Vary, chart};

use super::{SweepFormat, not_an_input, overrides, print, progress_bar, source};

#[derive(clap::Args)]
pub struct SweepArgs {
    /// A scenario file, or the name of a built-in scenario (`004-jitter-wave`).
    file: PathBuf,
    /// KEY=V1,V2,… or KEY=A..B[..STEP] (inclusive, in the parameter's units: `open_ms=1s..5s..1s`);
    /// repeat for a product (the first outermost).
    #[arg(long = "vary", value_name = "KEY=VALUES", required = true)]
    vary: Vec<String>,
    /// Fixed overrides applied to every combination.
    #[arg(long = "set", value_name = "KEY=VALUE")]
    set: Vec<String>,
    /// The table to collect (default: the scenario's first).
    #[arg(long, value_name = "NAME")]
    table: Option<String>,
    /// Prints statistics across the `--over` key (n, mean, sd, min, p50, p95, max, 95 %
    /// interval of the mean) per group instead of the rows.
    #[arg(long)]
    stats: bool,
    /// The key whose values are samples rather than a dimension.
    #[arg(long, default_value = "seed", value_name = "KEY")]
    over: String,
    /// The column the statistics and the chart are about (default: the model's headline
    /// metrics for statistics, the first numeric column for the chart).
    #[arg(long, value_name = "COLUMN")]
    metric: Option<String>,
    /// Only these columns of the scenario's table (comma-separated), after the varied
    /// keys, in the order given; the statistics and the chart see only them.
    #[arg(long, value_name = "A,B,…", value_delimiter = ',')]
    columns: Vec<String>,
    #[arg(long, value_enum, default_value = "csv")]
    format: SweepFormat,
    /// Writes the rows (CSV, JSON), the statistics and a chart into this folder.
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Worker threads (default: all cores; at most 256). The output does not depend on it.
    #[arg(long)]
    threads: Option<usize>,
    /// Runs only the K-th of N slices of the combinations (1-based), for `jobsim merge`.
    #[arg(long, value_name = "K/N")]
    shard: Option<String>,
}

#[derive(clap::Args)]
pub struct MergeArgs {
    /// The shard files (any order; every shard exactly once).
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Prints statistics across the `--over` key instead of the rows.
    #[arg(long)]
    stats: bool,
    #[arg(long, default_value = "seed", value_name = "KEY")]
    over: String,
    #[arg(long, value_name = "COLUMN")]
    metric: Option<String>,
    #[arg(long, value_enum, default_value = "csv")]
    format: SweepFormat,
    /// Writes the merged rows, the statistics and a chart into this folder.
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
}

/// Most worker threads.
const MAX_THREADS: usize = 256;

/// A table as aligned text, for reading in a terminal (numbers to three decimals).
fn aligned(t: &Table) -> String {
    let cell = |c: &jobsim::report::Cell| match c {
        jobsim::report::Cell::Float(v) if v.is_finite() => {
            let s = format!("{v:.3}");
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        }
        other => other.to_csv(),
    };
    let mut rows = vec![t.columns.clone()];
    rows.extend(t.rows.iter().map(|r| r.iter().map(cell).collect::<Vec<_>>()));
    let widths: Vec<usize> =
        (0..t.columns.len()).map(|i| rows.iter().map(|r| r[i].chars().count()).max().unwrap_or(0)).collect();
    let mut out = String::new();
    for r in rows {
        let line: Vec<String> = r.iter().zip(&widths).map(|(c, w)| format!("{c:>w$}")).collect();
        out.push_str(line.join("  ").trim_end());
        out.push('\n');
    }
    out
}

fn render(t: &Table, format: SweepFormat, doc: &serde_json::Map<String, serde_json::Value>) -> String {
    match format {
        SweepFormat::Csv => output::table_csv(t),
        SweepFormat::Table => aligned(t),
        SweepFormat::Json => {
            let mut d = doc.clone();
            d.insert("columns".into(), t.columns.clone().into());
            d.insert("rows".into(), output::table_json(t));
            let mut s = serde_json::to_string_pretty(&serde_json::Value::Object(d)).unwrap_or_default();
            s.push('\n');
            s
        }
    }
}

/// The files of a sweep: rows, statistics (when the `over` key varies) and the chart;
/// `(over, metric)` as given.
fn sweep_files(
    stem: &str,
    table: &Table,
    varied: &[String],
    (over, metric): (&str, Option<&str>),
    model: Option<&'static dyn Entry>,
    doc: &serde_json::Map<String, serde_json::Value>,
    w: &'static Words,
) -> Result<Vec<OutputFile>> {
    let mut files = vec![
        OutputFile::new(format!("{stem}.sweep.csv"), output::table_csv(table).into_bytes()),
        OutputFile::new(format!("{stem}.sweep.json"), render(table, SweepFormat::Json, doc).into_bytes()),
    ];
    if varied.iter().any(|k| k == over) {
        let s = stats_of(table, varied, over, metric, model).map_err(anyhow::Error::msg)?;
        files.push(OutputFile::new(format!("{stem}.stats.csv"), output::table_csv(&s).into_bytes()));
    }
    let headline = model.map_or(&[][..], |m| m.headline());
    let fig = chart::figure(table, chart::Spec { varied, over, metric, headline }, w)
        .map_err(|s| anyhow::Error::msg(s.to_string()))?;
    files.push(OutputFile::new(format!("{stem}.sweep.svg"), output::figure::render_svg(&fig, w).into_bytes()));
    files.push(OutputFile::new(format!("{stem}.sweep.png"), output::figure::render_png(&fig, 2.0, 144, w)));
    Ok(files)
}

/// The statistics: of `metric` if given, else of the model's headline metrics (a model
/// unknown (a merge of shards that do not name it) or declaring none: its first numeric measures that are not
/// parameters, at most [`stats::DEFAULT_METRICS`]).
fn stats_of(
    table: &Table,
    varied: &[String],
    over: &str,
    metric: Option<&str>,
    model: Option<&'static dyn Entry>,
) -> Result<Table, String> {
    stats::check_pooled(table, varied, over)?;
    if metric.is_some() {
        return stats::summarize(table, varied, over, metric);
    }
    let declared = model.map_or(&[][..], |m| m.headline());
    let params: Vec<&str> = model.map_or(Vec::new(), |m| m.params().iter().map(|p| p.name).collect());
    let metrics = stats::headline(table, varied, over, declared, &params)?;
    stats::summarize_metrics(table, varied, over, &metrics)
}

fn write(dir: &Path, files: &[OutputFile], inputs: &[&Path]) -> Result<()> {
    for f in files {
        not_an_input(&dir.join(&f.name), inputs)?;
    }
    let mut staging = Staging::new();
    staging.write_all(dir, files).with_context(|| format!("cannot write into `{}`", dir.display()))?;
    super::commit(staging)
}

pub fn sweep(a: &SweepArgs, w: &'static Words) -> Result<()> {
    let super::Source { file: name, text } = source(&a.file)?;
    let model = scenario::parse(&name, &text, &[]).ok().and_then(|f| jobsim::models::find(&f.model));
    let specs = model.map_or(&[][..], |m| m.params());
    let varies = a.vary.iter().map(|v| Vary::parse_in(v, specs)).collect::<Result<Vec<_>, _>>()?;
    let plan = Plan { file: name.clone(), text, base: overrides(&a.set)?, varies, table: a.table.clone() }
        .with_units_resolved()?;
    let total = plan.check()?;
    let keys = plan.keys();
    let shard = a.shard.as_deref().map(Shard::parse).transpose().map_err(|e| anyhow::anyhow!("`--shard`: {e}"))?;
    if shard.is_some() && (a.stats || !matches!(a.format, SweepFormat::Csv)) {
        bail!("a shard writes CSV rows only; statistics and other formats come after `jobsim merge`");
    }
    let range = shard.map(|s| s.range(total)).unwrap_or(0..total);
    let threads = match a.threads {
        Some(0) => bail!("`--threads` must be at least 1"),
        Some(n) => n.min(MAX_THREADS).min((range.end - range.start).max(1) as usize),
        None => rayon::current_num_threads().min(MAX_THREADS),
    };
    let bar = progress_bar(range.end - range.start);
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().context("starting threads")?;
    let table = pool.install(|| plan.run(range, shard.is_some(), &|| bar.inc(1), w))?;
    bar.finish_and_clear();
    let stem = name.strip_suffix(".toml").unwrap_or(&name).to_string();
    let table = if a.columns.is_empty() { table } else { select(&table, keys.len(), &a.columns)? };
    if let Some(m) = a.metric.as_deref() {
        check_metric(&table, keys.len(), m)?;
    }
    let doc = sweep_doc(&name, &plan, a.table.as_deref());
    if let Some(s) = shard {
        let head = shard::head_lines(&serde_json::Value::Object(doc.clone()).to_string(), &table);
        let body = format!(
            "{}{head}{}",
            s.header(total, &keys, &table.keys, model.map(|m| m.name())),
            output::table_csv(&table)
        );
        if let Some(dir) = &a.out {
            let file = OutputFile::new(format!("{stem}.shard-{}-of-{}.csv", s.k, s.n), body.clone().into_bytes());
            write(dir, &[file], &[&a.file])?;
        }
        return print(&body);
    }
    let shown = if a.stats {
        stats_of(&table, &keys, &a.over, a.metric.as_deref(), model).map_err(|e| anyhow::anyhow!("`--stats`: {e}"))?
    } else {
        table.clone()
    };
    let stdout = render(&shown, a.format, &doc);
    if let Some(dir) = &a.out {
        let files = sweep_files(&stem, &table, &keys, (&a.over, a.metric.as_deref()), model, &doc, w)?;
        write(dir, &files, &[&a.file])?;
    }
    print(&stdout)
}

/// The head of a sweep's JSON: the scenario, the fixed `--set` values, the varied keys and
/// their values, the table collected (a shard carries it for `merge`).
fn sweep_doc(name: &str, plan: &Plan, table: Option<&str>) -> serde_json::Map<String, serde_json::Value> {
    let mut doc = serde_json::Map::new();
    doc.insert("scenario".into(), name.into());
    let set: serde_json::Map<String, serde_json::Value> =
        plan.base.iter().map(|o| (o.key.clone(), output::toml_to_json(&o.value))).collect();
    doc.insert("set".into(), serde_json::Value::Object(set));
    let varied: Vec<serde_json::Value> = plan
        .varies
        .iter()
        .map(|v| serde_json::json!({"key": v.key, "values": v.values.iter().map(output::toml_to_json).collect::<Vec<_>>()}))
        .collect();
    doc.insert("varied".into(), varied.into());
    doc.insert("table".into(), table.map(Into::into).unwrap_or(serde_json::Value::Null));
    doc
}

/// The varied keys' columns and every configuration column (the table's declared keys,
/// its text and boolean columns: what tells one configuration's rows apart), then `wanted`
/// in the order given (`--columns`): a selection never drops what statistics and charts
/// group by, so no two configurations are pooled.
fn select(table: &Table, varied: usize, wanted: &[String]) -> Result<Table> {
    let names: Vec<&str> = table.columns[varied..].iter().map(String::as_str).collect();
    let mut picked: Vec<usize> = (0..varied).collect();
    picked.extend((varied..table.columns.len()).filter(|&i| stats::configures(table, i)));
    let mut seen: Vec<&str> = Vec::new();
    for w in wanted {
        let w = w.trim();
        if seen.contains(&w) {
            bail!("`--columns` lists `{w}` twice");
        }
        seen.push(w);
        match names.iter().position(|n| *n == w) {
            Some(i) if !picked.contains(&(varied + i)) => picked.push(varied + i),
            Some(_) => {} // a configuration column, kept already
            None => {
                let hint = scenario::suggest::did_you_mean(w, &names);
                bail!("`--columns`: no column `{w}` (columns: {}){hint}", names.join(", "));
            }
        }
    }
    Ok(Table {
        name: table.name.clone(),
        columns: picked.iter().map(|&i| table.columns[i].clone()).collect(),
        rows: table.rows.iter().map(|r| picked.iter().map(|&i| r[i].clone()).collect()).collect(),
        keys: table.keys.iter().filter(|k| picked.iter().any(|&i| table.columns[i] == **k)).cloned().collect(),
        heads: if table.heads.len() == table.columns.len() {
            picked.iter().map(|&i| table.heads[i].clone()).collect()
        } else {
            Vec::new()
        },
        shown: Vec::new(),
    })
}

/// An unknown `--metric` is an error whatever else is asked (it is never ignored).
fn check_metric(table: &Table, varied: usize, metric: &str) -> Result<()> {
    let numeric: Vec<&str> = match table.rows.first() {
        Some(first) => (varied..table.columns.len())
            .filter(|&i| stats::number(&first[i]).is_some())
            .map(|i| table.columns[i].as_str())
            .collect(),
        None => return Ok(()),
    };
    if !numeric.contains(&metric) {
        let hint = scenario::suggest::did_you_mean(metric, &numeric);
        bail!("`--metric`: no numeric column `{metric}` (numeric columns: {}){hint}", numeric.join(", "));
    }
    Ok(())
}

/// Most bytes one shard file may hold (a million rows of a wide table fit).
const MAX_SHARD_BYTES: u64 = 1 << 30;

/// A shard's text: a regular file of at most [`MAX_SHARD_BYTES`].
fn read_shard(f: &Path) -> Result<String> {
    use scenario::Unreadable;
    scenario::read_capped(f, MAX_SHARD_BYTES).map_err(|why| match why {
        Unreadable::Io(e) => anyhow::Error::new(e).context(format!("cannot read `{}`", f.display())),
        Unreadable::NotAFile => {
            anyhow::anyhow!("`{}`: not a regular file; give the CSV files `jobsim sweep --shard` wrote", f.display())
        }
        Unreadable::TooLong => anyhow::anyhow!(
            "`{}`: longer than {MAX_SHARD_BYTES} bytes; not a shard `jobsim sweep --shard` wrote",
            f.display()
        ),
    })
}

pub fn merge(a: &MergeArgs, w: &'static Words) -> Result<()> {
    let mut texts = Vec::new();
    for f in &a.files {
        texts.push((scenario::display_name(f), read_shard(f)?));
    }
    let merged = shard::merge(&texts).map_err(anyhow::Error::msg)?;
    let table = merged.table();
    let model = merged.model.as_deref().and_then(jobsim::models::find);
    if let Some(m) = a.metric.as_deref() {
        check_metric(&table, merged.varied.len(), m)?;
    }
    // The whole sweep's head when the shards carry it (older shards: the varied keys only).
    let doc = match merged.doc.as_deref().map(serde_json::from_str::<serde_json::Value>) {
        Some(Ok(serde_json::Value::Object(doc))) => doc,
        _ => {
            let mut doc = serde_json::Map::new();
            doc.insert("varied".into(), merged.varied.clone().into());
            doc
        }
    };
    // The sweep's own file names (`004-jitter-wave.sweep.csv`), `merged.*` for older shards.
    let stem = match doc.get("scenario").and_then(|s| s.as_str()) {
        Some(file) => file.strip_suffix(".toml").unwrap_or(file).to_string(),
        None => "merged".to_string(),
    };
    let stdout = if a.stats {
        let s = stats_of(&table, &merged.varied, &a.over, a.metric.as_deref(), model)
            .map_err(|e| anyhow::anyhow!("`--stats`: {e}"))?;
        render(&s, a.format, &doc)
    } else {
        match a.format {
            // The merged rows byte for byte as one machine prints them.
            SweepFormat::Csv => merged.csv(),
            f => render(&table, f, &doc),
        }
    };
    if let Some(dir) = &a.out {
        let inputs: Vec<&Path> = a.files.iter().map(PathBuf::as_path).collect();
        let files = sweep_files(&stem, &table, &merged.varied, (&a.over, a.metric.as_deref()), model, &doc, w)?;
        write(dir, &files, &inputs)?;
    }
    print(&stdout)
}
