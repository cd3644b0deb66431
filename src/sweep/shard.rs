//! Sharding: a large sweep is embarrassingly parallel, so `sweep --shard K/N` runs the
//! K-th of N contiguous slices of the combinations (on another machine, by a batch
//! system's array job) and writes its rows tagged with their combination index;
//! [`merge`] joins the shards' files into exactly the bytes the whole sweep gives on one
//! machine.
//!
//! A shard file is CSV with one comment line first:
//! `# jobsim shard K/N of TOTAL combinations; varied: seed,schedules`, followed by
//! `; keys: workers` when the table has configuration columns ([`Table::keys`]) and
//! `; model: worker-pool` (so `merge --stats` summarises the model's headline metrics, as
//! the whole sweep does), then the header (`combination,…`) and the rows.
//!
//! # Example
//! ```
//! use jobsim::sweep::shard::Shard;
//! let s = Shard::parse("2/4").unwrap();
//! assert_eq!(s.range(10), 2..5);
//! assert_eq!(Shard::parse("5/4").unwrap_err(), "K must be in 1..=N (got 5/4)");
//! ```

use std::ops::Range;

use crate::report::{Cell, Table};

/// The K-th (1-based) of N slices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    pub k: u64,
    pub n: u64,
}

impl Shard {
    /// Parses `K/N`.
    pub fn parse(text: &str) -> Result<Shard, String> {
        let bad = || format!("expected K/N with 1 <= K <= N (got {text})");
        let (k, n) = text.split_once('/').ok_or_else(bad)?;
        let (k, n) = (k.trim().parse::<u64>().map_err(|_| bad())?, n.trim().parse::<u64>().map_err(|_| bad())?);
        if n == 0 || n > 1_000_000 {
            return Err(format!("N must be in 1..=1000000 (got {text})"));
        }
        if k == 0 || k > n {
            return Err(format!("K must be in 1..=N (got {text})"));
        }
        Ok(Shard { k, n })
    }

    /// The combinations of this shard among `total`: contiguous, in order.
    pub fn range(&self, total: u64) -> Range<u64> {
        let at = |k: u64| (u128::from(total) * u128::from(k) / u128::from(self.n)) as u64;
        at(self.k - 1)..at(self.k)
    }

    /// The comment line that starts a shard file.
    pub fn header(&self, total: u64, varied: &[String], keys: &[String], model: Option<&str>) -> String {
        let keys = if keys.is_empty() { String::new() } else { format!("; keys: {}", keys.join(",")) };
        let model = model.map_or(String::new(), |m| format!("; model: {m}"));
        format!(
            "# jobsim shard {}/{} of {total} combinations; varied: {}{keys}{model}\n",
            self.k,
            self.n,
            varied.join(",")
        )
    }
}

/// What a shard file says about itself.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Meta {
    shard: Shard,
    total: u64,
    varied: Vec<String>,
    keys: Vec<String>,
    model: Option<String>,
}

fn meta(name: &str, line: &str) -> Result<Meta, String> {
    let bad = || format!("`{name}` is not a jobsim shard file (its first line must be `# jobsim shard K/N of …`)");
    let rest = line.strip_prefix("# jobsim shard ").ok_or_else(bad)?;
    let (shard, rest) = rest.split_once(" of ").ok_or_else(bad)?;
    let (total, rest) = rest.split_once(" combinations; varied: ").ok_or_else(bad)?;
    let (rest, model) = rest.trim().split_once("; model: ").map_or((rest.trim(), None), |(r, m)| (r, Some(m)));
    let (varied, keys) = rest.split_once("; keys: ").unwrap_or((rest, ""));
    let list = |s: &str| if s.is_empty() { Vec::new() } else { s.split(',').map(str::to_string).collect() };
    Ok(Meta {
        shard: Shard::parse(shard).map_err(|_| bad())?,
        total: total.parse().map_err(|_| bad())?,
        varied: varied.split(',').map(str::to_string).collect(),
        keys: list(keys),
        model: model.map(str::to_string),
    })
}

/// A CSV field back as a cell: an integer, a number, a boolean or text.
fn cell(field: &str) -> Cell {
    if let Ok(i) = field.parse::<i64>() {
        Cell::Int(i)
    } else if let Ok(u) = field.parse::<u64>() {
        Cell::UInt(u)
    } else if field == "true" || field == "false" {
        Cell::Bool(field == "true")
    } else if let Some(f) = field.parse::<f64>().ok().filter(|_| field.chars().any(|c| c.is_ascii_digit())) {
        Cell::Float(f)
    } else {
        Cell::Text(field.to_string())
    }
}

/// The merged sweep: the table (without the combination column) and the varied keys.
#[derive(Clone, Debug)]
pub struct Merged {
    /// The header and rows exactly as the shards wrote them (CSV fields), in combination
    /// order.
    pub columns: Vec<String>,
    pub rows: Vec<Vec<String>>,
    pub varied: Vec<String>,
    /// The table's configuration columns ([`Table::keys`]).
    pub keys: Vec<String>,
    /// The model the shards ran (`None` in a shard file that does not say).
    pub model: Option<String>,
}

impl Merged {
    /// The merged table with typed cells (for statistics and charts).
    pub fn table(&self) -> Table {
        Table {
            name: "sweep".into(),
            columns: self.columns.clone(),
            rows: self.rows.iter().map(|r| r.iter().map(|f| cell(f)).collect()).collect(),
            keys: self.keys.clone(),
            heads: Vec::new(),
            shown: Vec::new(),
        }
    }

    /// The merged CSV: byte for byte what the sweep prints when run on one machine.
    pub fn csv(&self) -> String {
        let mut w = csv::WriterBuilder::new().terminator(csv::Terminator::Any(b'\n')).from_writer(Vec::new());
        let _ = w.write_record(&self.columns);
        for r in &self.rows {
            let _ = w.write_record(r);
        }
        String::from_utf8(w.into_inner().unwrap_or_default()).unwrap_or_default()
    }
}

/// Merges shard files `(name, text)`: every shard of one sweep exactly once, in any order.
pub fn merge(files: &[(String, String)]) -> Result<Merged, String> {
    let mut first: Option<(Meta, Vec<String>)> = None;
    let mut seen: Vec<u64> = Vec::new();
    let mut rows: Vec<(u64, usize, Vec<String>)> = Vec::new();
    for (name, text) in files {
        let (line, body) = text.split_once('\n').ok_or_else(|| format!("`{name}` is empty"))?;
        let m = meta(name, line)?;
        let mut reader = csv::ReaderBuilder::new().has_headers(true).from_reader(body.as_bytes());
        let header: Vec<String> =
            reader.headers().map_err(|e| format!("`{name}`: {e}"))?.iter().map(str::to_string).collect();
        if header.first().map(String::as_str) != Some("combination") {
            return Err(format!("`{name}`: the first column must be `combination`"));
        }
        match &first {
            None => first = Some((m.clone(), header.clone())),
            Some((f, h)) => {
                if f.shard.n != m.shard.n
                    || f.total != m.total
                    || f.varied != m.varied
                    || f.keys != m.keys
                    || f.model != m.model
                    || *h != header
                {
                    return Err(format!("`{name}` belongs to another sweep than `{}`", files[0].0));
                }
            }
        }
        if seen.contains(&m.shard.k) {
            return Err(format!("`{name}`: shard {}/{} is given twice", m.shard.k, m.shard.n));
        }
        seen.push(m.shard.k);
        for record in reader.records() {
            let record = record.map_err(|e| format!("`{name}`: {e}"))?;
            let fields: Vec<String> = record.iter().map(str::to_string).collect();
            let index: u64 = fields[0].parse().map_err(|_| format!("`{name}`: bad combination index"))?;
            if !m.shard.range(m.total).contains(&index) {
                return Err(format!("`{name}`: combination {index} is outside shard {}/{}", m.shard.k, m.shard.n));
            }
            let order = rows.len();
            rows.push((index, order, fields[1..].to_vec()));
        }
    }
    let Some((m, header)) = first else { return Err("no shard files given".into()) };
    if (seen.len() as u64) != m.shard.n {
        let missing: Vec<String> = (1..=m.shard.n).filter(|k| !seen.contains(k)).map(|k| k.to_string()).collect();
        return Err(format!("shards missing: {} of {}", missing.join(", "), m.shard.n));
    }
    rows.sort_by_key(|r| (r.0, r.1));
    Ok(Merged {
        columns: header[1..].to_vec(),
        rows: rows.into_iter().map(|r| r.2).collect(),
        varied: m.varied,
        keys: m.keys,
        model: m.model,
    })
}
