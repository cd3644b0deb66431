//! `--vary KEY=A..B` and `KEY=A..B..STEP`: a range of values, inclusive, in the
//! parameter's own units. An integer parameter counts in whole steps (`chunk=500..3000..500`;
//! step 1 when none is given); a duration parameter's bounds and step may carry units
//! (`open_ms=1s..5s..1s` is 1000, 2000, …, 5000); a real-number parameter takes real bounds
//! and a step (`fail_probability=0.1..0.5..0.1`), a duration one units too
//! (`service_mean_ms=1s..2s..250ms`).
//!
//! # Example
//! ```
//! use jobsim::scenario::{Kind, Param};
//! use jobsim::sweep::range::values;
//! const P: &[Param] = &[Param::new("open_ms", Kind::Int { min: 1, max: 3_600_000 }, "2000", "ms", "")];
//! let v = values("open_ms", "1s..5s..1s", P).unwrap().unwrap();
//! assert_eq!(v.iter().map(|v| v.as_integer().unwrap()).collect::<Vec<_>>(), [1000, 2000, 3000, 4000, 5000]);
//! assert_eq!(values("seed", "1..3", &[]).unwrap().unwrap().len(), 3);
//! assert!(values("open_ms", "1,2", P).unwrap().is_none()); // a list, not a range
//! ```

use super::MAX_COMBINATIONS;
use crate::scenario::{Kind, Param, Said, duration};

/// How a range's bounds read: whole numbers (of a time unit when `unit` is one), or real
/// numbers (likewise).
#[derive(Clone, Copy)]
enum Numbers {
    Whole(&'static str),
    Real(&'static str),
}

/// The values of `list` when it is a range (`A..B` or `A..B..STEP`) for parameter `key`
/// of `specs` (a key not declared, like `seed`, counts in whole numbers); `Ok(None)` when
/// `list` is not written as a range.
pub fn values(key: &str, list: &str, specs: &[Param]) -> Result<Option<Vec<toml::Value>>, Said> {
    let parts: Vec<&str> = list.split("..").map(str::trim).collect();
    if !(2..=3).contains(&parts.len()) || parts.iter().any(|p| p.is_empty() || p.starts_with(['[', '"', '\''])) {
        return Ok(None);
    }
    let numbers = match specs.iter().find(|p| p.name == key) {
        Some(Param { kind: Kind::Float { .. }, unit, .. }) => Numbers::Real(unit),
        Some(Param { unit, .. }) => Numbers::Whole(unit),
        None => Numbers::Whole(""),
    };
    // A text that is no number at all (`a..b` of a text parameter) is no range.
    let timed = |n: Numbers| matches!(n, Numbers::Whole(u) | Numbers::Real(u) if duration::unit_nanos(u).is_some());
    if !timed(numbers) && parts.iter().any(|p| p.parse::<f64>().is_err()) {
        return Ok(None);
    }
    match numbers {
        Numbers::Whole(unit) => {
            let read = |p: &str| whole(p, unit);
            let (a, b) = (read(parts[0])?, read(parts[1])?);
            let step = parts.get(2).map(|p| read(p)).transpose()?.unwrap_or(1);
            wholes(a, b, step).map(Some)
        }
        Numbers::Real(unit) => {
            let read = |p: &str| real(p, unit);
            let (a, b) = (read(parts[0])?, read(parts[1])?);
            let step = match parts.get(2) {
                Some(p) => read(p)?,
                None if a.fract() == 0.0 && b.fract() == 0.0 => 1.0,
                None => return Err(Said::new("refusal-vary-real-step", &[])),
            };
            reals(a, b, step).map(Some)
        }
    }
}

/// One bound of a range for parameter `key` of `specs`, read as [`values`] reads it (in
/// the parameter's units: `1s` of a `_ms` parameter is 1000): an integer for a whole-number
/// parameter (or a key not declared), a float for a real-number one. The lab's sweep panel
/// spreads its steps between two such bounds.
pub fn bound(key: &str, text: &str, specs: &[Param]) -> Result<toml::Value, Said> {
    let text = text.trim();
    match specs.iter().find(|p| p.name == key) {
        Some(Param { kind: Kind::Float { .. }, unit, .. }) => real(text, unit).map(toml::Value::Float),
        Some(Param { unit, .. }) => whole(text, unit).map(toml::Value::Integer),
        None => whole(text, "").map(toml::Value::Integer),
    }
}

/// A bound or step of a whole-number parameter: an integer, or a duration in `unit`.
fn whole(text: &str, unit: &str) -> Result<i64, Said> {
    if let Ok(i) = text.parse::<i64>() {
        return Ok(i);
    }
    match duration::in_unit(text, unit)? {
        Some(i) => Ok(i),
        None => Err(Said::new("refusal-vary-bound", &[("text", &text)])),
    }
}

/// A bound or step of a real-number parameter: a number, or a duration in `unit`.
fn real(text: &str, unit: &str) -> Result<f64, Said> {
    if let Ok(f) = text.parse::<f64>().map_err(|_| ()).and_then(|f| if f.is_finite() { Ok(f) } else { Err(()) }) {
        return Ok(f);
    }
    match duration::real_in_unit(text, unit)? {
        Some(f) => Ok(f),
        None => Err(Said::new("refusal-vary-bound", &[("text", &text)])),
    }
}

fn checked_count(count: f64) -> Result<u64, Said> {
    if count > MAX_COMBINATIONS as f64 {
        return Err(Said::new("refusal-vary-range", &[("max", &MAX_COMBINATIONS)]));
    }
    Ok(count as u64)
}

fn wholes(a: i64, b: i64, step: i64) -> Result<Vec<toml::Value>, Said> {
    if b < a {
        return Err(Said::new("refusal-vary-backwards", &[]));
    }
    if step <= 0 {
        return Err(Said::new("refusal-vary-step", &[]));
    }
    let n = checked_count(((b as i128 - a as i128) / step as i128 + 1) as f64)?;
    Ok((0..n).map(|i| toml::Value::Integer(a + (i as i64) * step)).collect())
}

fn reals(a: f64, b: f64, step: f64) -> Result<Vec<toml::Value>, Said> {
    if b < a {
        return Err(Said::new("refusal-vary-backwards", &[]));
    }
    if step.partial_cmp(&0.0) != Some(std::cmp::Ordering::Greater) {
        return Err(Said::new("refusal-vary-step", &[]));
    }
    // The last value is B when the steps reach it to within rounding (0.1..0.3..0.1 is three).
    let n = checked_count(((b - a) / step + 1e-9).floor() + 1.0)?;
    // Each value from A directly (no sum of steps), rounded to 12 significant digits so
    // 0.1 + 2 × 0.1 reads 0.3, as the user wrote it.
    let at = |i: u64| {
        let v = a + i as f64 * step;
        format!("{v:.12e}").parse::<f64>().unwrap_or(v)
    };
    Ok((0..n).map(|i| toml::Value::Float(at(i))).collect())
}

#[cfg(test)]
mod tests {
    use super::values;
    use crate::scenario::{Kind, Param};

    const P: &[Param] = &[
        Param::new("open_ms", Kind::Int { min: 1, max: 3_600_000 }, "2000", "ms", ""),
        Param::new("chunk", Kind::Ints { min: 1, max: 100_000 }, "[100]", "records", ""),
        Param::new("service_mean_ms", Kind::Float { min: 0.001, max: 1e6 }, "100.0", "ms", ""),
        Param::new("fail_probability", Kind::Float { min: 0.0, max: 1.0 }, "0.1", "", ""),
        Param::new("rng", Kind::Choice(&["a..b", "c"]), "\"c\"", "", ""),
    ];

    fn ints(key: &str, list: &str) -> Vec<i64> {
        values(key, list, P).unwrap().unwrap().iter().map(|v| v.as_integer().unwrap()).collect()
    }

    fn reals(key: &str, list: &str) -> Vec<f64> {
        values(key, list, P).unwrap().unwrap().iter().map(|v| v.as_float().unwrap()).collect()
    }

    #[test]
    fn ranges_count_in_the_parameters_units() {
        assert_eq!(ints("open_ms", "1s..5s..1s"), [1000, 2000, 3000, 4000, 5000]);
        assert_eq!(ints("open_ms", "1s..5s"), (1000..=5000).collect::<Vec<_>>());
        assert_eq!(ints("open_ms", "500..2s..500ms"), [500, 1000, 1500, 2000]);
        assert_eq!(ints("chunk", "500..3000..500"), [500, 1000, 1500, 2000, 2500, 3000]);
        assert_eq!(ints("chunk", "1..10..4"), [1, 5, 9]);
        assert_eq!(ints("seed", "1..3"), [1, 2, 3]);
        assert_eq!(reals("service_mean_ms", "1s..2s..250ms"), [1000.0, 1250.0, 1500.0, 1750.0, 2000.0]);
        assert_eq!(reals("fail_probability", "0.1..0.5..0.1"), [0.1, 0.2, 0.3, 0.4, 0.5]);
        assert_eq!(reals("service_mean_ms", "1..3"), [1.0, 2.0, 3.0]);
    }

    #[test]
    fn bad_ranges_are_refused_and_lists_are_not_ranges() {
        let said = |key: &str, list: &str| values(key, list, P).unwrap_err().to_string().to_lowercase();
        assert!(said("open_ms", "5s..1s").contains("a <= b"));
        assert!(said("open_ms", "1s..5s..0s").contains("step"));
        assert!(said("chunk", "1..5..-1").contains("step"));
        assert!(said("open_ms", "1s..soon").contains("not a duration"));
        assert!(said("fail_probability", "0.1..0.5").contains("step"));
        assert!(said("seed", "1..2000000").contains("at most 1000000"));
        assert!(values("open_ms", "1s,2s", P).unwrap().is_none());
        assert!(values("rng", "a..b", P).unwrap().is_none());
        assert!(values("chunk", "[1,2]..[3]", P).unwrap().is_none());
    }
}
