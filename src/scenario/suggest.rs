//! "Did you mean …?" for misspelt names: model names, parameter keys (by edit distance and
//! by their unit suffix: `lease` is `lease_ms`), time zones (against the bundled IANA
//! list), scenario names and paths, `--metric` and `--table` values.
//!
//! # Example
//! ```
//! use jobsim::scenario::suggest::{did_you_mean, parameter, zone};
//! assert_eq!(did_you_mean("consumer", &["consumers", "rng"]), "; did you mean `consumers`?");
//! assert_eq!(did_you_mean("xyz", &["consumers", "rng"]), "");
//! assert_eq!(parameter("lease", &["lease_ms", "run_ms"]), Some("lease_ms"));
//! assert_eq!(parameter("chunk_size", &["total", "chunk"]), Some("chunk"));
//! assert_eq!(zone("Europe/Istambul").as_deref(), Some("Europe/Istanbul"));
//! ```

/// The closest of `candidates` to `word` when it is close enough to be a slip of the
/// keyboard (edit distance at most a third of the word's length, at least 1 and at most
/// 3), the first in `candidates` on a tie.
pub fn closest<'a>(word: &str, candidates: &[&'a str]) -> Option<&'a str> {
    let limit = (word.chars().count() / 3).clamp(1, 3);
    let mut best: Option<(usize, &'a str)> = None;
    for c in candidates {
        let d = strsim::levenshtein(&word.to_lowercase(), &c.to_lowercase());
        if d <= limit && best.is_none_or(|(b, _)| d < b) {
            best = Some((d, c));
        }
    }
    best.map(|(_, c)| c)
}

/// `"; did you mean `X`?"` for the closest candidate, or an empty text.
pub fn did_you_mean(word: &str, candidates: &[&str]) -> String {
    closest(word, candidates).map(|c| format!("; did you mean `{c}`?")).unwrap_or_default()
}

/// The declared parameter `key` most likely means: the closest by edit distance, else one
/// that differs by a unit or a `_`-suffix (`lease` for `lease_ms`, `chunk_size` for
/// `chunk`, `open` for `open_ms`); a unit suffix first, then the first declared.
pub fn parameter<'a>(key: &str, names: &[&'a str]) -> Option<&'a str> {
    if let Some(c) = closest(key, names) {
        return Some(c);
    }
    let key = key.to_lowercase();
    let stem = |n: &str| {
        let n = n.to_lowercase();
        UNIT_SUFFIXES.iter().find_map(|u| n.strip_suffix(u).map(str::to_string)).unwrap_or(n)
    };
    // The key without its unit, the names without theirs: `lease_s` and `lease_ms` meet.
    let bare = stem(&key);
    if let Some(n) = names.iter().find(|n| stem(n) == bare && bare.len() >= 3) {
        return Some(n);
    }
    let extends =
        |long: &str, short: &str| short.len() >= 3 && long.strip_prefix(short).is_some_and(|r| r.starts_with('_'));
    names.iter().find(|n| extends(&n.to_lowercase(), &key) || extends(&key, &n.to_lowercase())).copied()
}

/// The unit suffixes of parameter names, longest first.
const UNIT_SUFFIXES: &[&str] = &["_per_s", "_ms", "_s"];

/// The bundled IANA time zone `name` most likely means (`Europe/Istambul`: `Europe/Istanbul`),
/// by edit distance over the whole name, then over the part after the last `/`
/// (`Istambul` alone).
pub fn zone(name: &str) -> Option<String> {
    let db = jiff::tz::TimeZoneDatabase::bundled();
    let all: Vec<String> = db.available().map(|n| n.to_string()).collect();
    let names: Vec<&str> = all.iter().map(String::as_str).collect();
    if let Some(c) = closest(name, &names) {
        return Some(c.to_string());
    }
    let city = |n: &str| n.rsplit('/').next().unwrap_or(n).to_string();
    let cities: Vec<String> = names.iter().map(|n| city(n)).collect();
    let cities: Vec<&str> = cities.iter().map(String::as_str).collect();
    let wanted = city(name);
    let hit = closest(&wanted, &cities)?;
    names.iter().find(|n| city(n) == hit).map(|n| n.to_string())
}
