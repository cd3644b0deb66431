//! Sharding: a large sweep is embarrassingly parallel, so `sweep --shard K/N` runs the
//! K-th of N contiguous slices of the combinations (on another machine, by a batch
//! system's array job) and writes its rows tagged with their combination index;
//! [`merge`] joins the shards' files into exactly the bytes the whole sweep gives on one
//! machine.
//!
//! A shard file is CSV with three comment lines first:
//! `# jobsim shard K/N of TOTAL combinations; varied: seed,schedules`, followed by
//! `; keys: workers` when the table has configuration columns ([`Table::keys`]) and
//! `; model: worker-pool` (so `merge --stats` summarises the model's headline metrics, as
//! the whole sweep does); then `# sweep: {…}`, the whole sweep's JSON head, and
//! `# types: i,f,t,…`, each column's cell type ([`head_lines`]), so the merged JSON is the
//! whole sweep's byte for byte; then the header (`combination,…`) and the rows. A shard
//! file without the two lines (an older jobsim's) still merges.
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

/// The second to fourth comment lines of a shard file: the whole sweep's JSON head (its
/// `scenario`, `set`, `varied` and `table`, as `sweep --format json` starts), each
/// column's cell type, so `merge --format json` writes the whole sweep's bytes, and each
/// column's header (a JSON list), so the merged chart says the columns as the whole one.
///
/// ```
/// use jobsim::report::{Cell, Table};
/// let t = Table { name: "t".into(), columns: vec!["a".into(), "b".into()],
///     rows: vec![vec![Cell::Int(1), Cell::Float(2.0)]], keys: vec![], heads: vec![], shown: vec![] };
/// assert_eq!(jobsim::sweep::shard::head_lines("{}", &t), "# sweep: {}\n# types: i,f\n# heads: [\"\",\"\"]\n");
/// ```
pub fn head_lines(doc: &str, table: &Table) -> String {
    let types: Vec<String> = (0..table.columns.len()).map(|i| type_of(table, i).to_string()).collect();
    let heads: Vec<&str> = (0..table.columns.len()).map(|i| table.heads.get(i).map_or("", String::as_str)).collect();
    let heads = serde_json::to_string(&heads).unwrap_or_else(|_| "[]".into());
    format!("{SWEEP_LINE}{doc}\n{TYPES_LINE}{}\n{HEADS_LINE}{heads}\n", types.join(","))
}

const SWEEP_LINE: &str = "# sweep: ";
const TYPES_LINE: &str = "# types: ";
const HEADS_LINE: &str = "# heads: ";

/// A column's cell type: `i` integer, `u` unsigned, `f` number, `t` text, `b` boolean, or
/// `m` when its rows mix them, `-` when it has none (an empty shard).
fn type_of(table: &Table, column: usize) -> char {
    let letter = |c: &Cell| match c {
        Cell::Int(_) => 'i',
        Cell::UInt(_) => 'u',
        Cell::Float(_) => 'f',
        Cell::Text(_) => 't',
        Cell::Bool(_) => 'b',
    };
    let mut letters = table.rows.iter().map(|r| letter(&r[column]));
    match letters.next() {
        Some(first) if letters.all(|l| l == first) => first,
        Some(_) => 'm',
        None => '-',
    }
}

/// A CSV field back as the cell its column's type says (`m`: as [`cell`] guesses).
fn typed(field: &str, kind: char) -> Cell {
    let parsed = match kind {
        'i' => field.parse().ok().map(Cell::Int),
        'u' => field.parse().ok().map(Cell::UInt),
        'f' => field.parse().ok().map(Cell::Float),
        't' => Some(Cell::Text(field.to_string())),
        'b' => field.parse().ok().map(Cell::Bool),
        _ => None,
    };
    parsed.unwrap_or_else(|| cell(field))
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
    /// The whole sweep's JSON head (`None` in a shard file that does not carry it).
    pub doc: Option<String>,
    /// Each column's cell type ([`head_lines`]); empty when the shards do not say.
    pub types: Vec<char>,
    /// Each column's header ([`head_lines`]); empty when the shards do not say.
    pub heads: Vec<String>,
}

impl Merged {
    /// The merged table with typed cells (for statistics and charts).
    pub fn table(&self) -> Table {
        Table {
            name: "sweep".into(),
            columns: self.columns.clone(),
            rows: self
                .rows
                .iter()
                .map(|r| {
                    r.iter().enumerate().map(|(i, f)| typed(f, self.types.get(i).copied().unwrap_or('m'))).collect()
                })
                .collect(),
            keys: self.keys.clone(),
            heads: if self.heads.len() == self.columns.len() { self.heads.clone() } else { Vec::new() },
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
    let mut first: Option<(Meta, Vec<String>, Option<String>)> = None;
    let mut types: Vec<char> = Vec::new();
    let mut heads: Vec<String> = Vec::new();
    let mut seen: Vec<u64> = Vec::new();
    let mut rows: Vec<(u64, usize, Vec<String>)> = Vec::new();
    for (name, text) in files {
        let (line, mut body) = text.split_once('\n').ok_or_else(|| format!("`{name}` is empty"))?;
        let m = meta(name, line)?;
        let mut comment = |prefix: &str| {
            let (first, rest) = body.split_once('\n')?;
            let value = first.strip_prefix(prefix)?;
            body = rest;
            Some(value.to_string())
        };
        let doc = comment(SWEEP_LINE);
        let kinds: Vec<char> =
            comment(TYPES_LINE).map_or(Vec::new(), |t| t.split(',').filter_map(|k| k.chars().next()).collect());
        let shard_heads: Vec<String> =
            comment(HEADS_LINE).and_then(|h| serde_json::from_str(&h).ok()).unwrap_or_default();
        if first.is_none() {
            // The first column is the combination index, which the merged table drops.
            heads = shard_heads.get(1..).map_or(Vec::new(), <[String]>::to_vec);
        }
        let mut reader = csv::ReaderBuilder::new().has_headers(true).from_reader(body.as_bytes());
        let header: Vec<String> =
            reader.headers().map_err(|e| format!("`{name}`: {e}"))?.iter().map(str::to_string).collect();
        if header.first().map(String::as_str) != Some("combination") {
            return Err(format!("`{name}`: the first column must be `combination`"));
        }
        // The first column is the combination index, which the merged table drops.
        merge_types(&mut types, kinds.get(1..).unwrap_or(&[]), first.is_none());
        match &first {
            None => first = Some((m.clone(), header.clone(), doc)),
            Some((f, h, d)) => {
                if *d != doc
                    || f.shard.n != m.shard.n
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
    let Some((m, header, doc)) = first else { return Err("no shard files given".into()) };
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
        doc,
        types,
        heads,
    })
}

/// Joins one shard's column types into those of the shards before it: a column whose
/// shards disagree (or one that does not say) is mixed.
fn merge_types(types: &mut Vec<char>, kinds: &[char], first: bool) {
    if first {
        *types = kinds.to_vec();
        return;
    }
    if types.len() != kinds.len() {
        types.iter_mut().for_each(|t| *t = 'm');
        return;
    }
    for (t, k) in types.iter_mut().zip(kinds) {
        *t = match (*t, *k) {
            ('-', k) => k,
            (t, '-') => t,
            (t, k) if t == k => t,
            _ => 'm',
        };
    }
}
