//! "Did you mean …?" for misspelt names: model names, parameter keys, scenario names,
//! `--metric` and `--table` values.
//!
//! # Example
//! ```
//! use jobsim::scenario::suggest::did_you_mean;
//! assert_eq!(did_you_mean("consumer", &["consumers", "rng"]), "; did you mean `consumers`?");
//! assert_eq!(did_you_mean("xyz", &["consumers", "rng"]), "");
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
