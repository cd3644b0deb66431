//! Durations with units in scenario files, `--set` and `--vary`: a parameter whose unit is
//! a time unit (`ms`, `s`) takes either an integer in that unit (what every scenario file
//! has always held) or a text with units in jiff's friendly format: `"250ms"`, `"90s"`,
//! `"2m30s"`, `"1h"`, `"3d"`, `"1w"`. Days and weeks are 24 hours and 7 days (the
//! simulations' clock has no calendar); months and years are refused, their length varies.
//!
//! # Example
//! ```
//! use jobsim::scenario::duration::in_unit;
//! assert_eq!(in_unit("2m30s", "ms"), Ok(Some(150_000)));
//! assert_eq!(in_unit("3d", "ms"), Ok(Some(259_200_000)));
//! assert_eq!(in_unit("90s", "s"), Ok(Some(90)));
//! assert!(in_unit("1500ms", "s").unwrap_err().to_string().contains("not a whole number of s"));
//! assert_eq!(in_unit("3d", "records"), Ok(None)); // not a time unit
//! ```

use super::Said;
use jiff::{SignedDuration, Span, SpanRelativeTo};

/// The examples every message about durations shows.
pub const SYNTAX: &str = "\"250ms\", \"90s\", \"2m30s\", \"1h\", \"3d\"";

/// Nanoseconds in one `unit`, when `unit` is a time unit durations convert to.
pub fn unit_nanos(unit: &str) -> Option<i128> {
    match unit {
        "ms" => Some(1_000_000),
        "s" => Some(1_000_000_000),
        _ => None,
    }
}

/// `text` as a whole number of `unit`: `Ok(None)` when `unit` is not a time unit, an error
/// (lowercase, no file name) when the text is not a duration or not a whole number of it.
pub fn in_unit(text: &str, unit: &str) -> Result<Option<i64>, Said> {
    let Some(per) = unit_nanos(unit) else { return Ok(None) };
    let span: Span = text
        .trim()
        .parse()
        .map_err(|_| Said::new("refusal-duration-syntax", &[("text", &text), ("unit", &unit), ("syntax", &SYNTAX)]))?;
    if span.get_years() != 0 || span.get_months() != 0 {
        return Err(Said::new("refusal-duration-months", &[("text", &text)]));
    }
    let too_long = || Said::new("refusal-duration-long", &[("text", &text)]);
    let d: SignedDuration = span.to_duration(SpanRelativeTo::days_are_24_hours()).map_err(|_| too_long())?;
    let nanos = d.as_nanos();
    if nanos % per != 0 {
        return Err(Said::new("refusal-duration-whole", &[("text", &text), ("unit", &unit)]));
    }
    i64::try_from(nanos / per).map(Some).map_err(|_| too_long())
}

/// `text` as a number of `unit`, fractions allowed (`"1.5s"` is 1500 ms, `"1.5ms"` is 1.5):
/// for a parameter that takes a real number of milliseconds. `Ok(None)` when `unit` is not
/// a time unit.
///
/// ```
/// use jobsim::scenario::duration::real_in_unit;
/// assert_eq!(real_in_unit("1.5s", "ms"), Ok(Some(1500.0)));
/// assert_eq!(real_in_unit("250us", "ms"), Ok(Some(0.25)));
/// assert_eq!(real_in_unit("2m30s", "s"), Ok(Some(150.0)));
/// ```
pub fn real_in_unit(text: &str, unit: &str) -> Result<Option<f64>, Said> {
    let Some(per) = unit_nanos(unit) else { return Ok(None) };
    let span: Span = text.trim().parse().map_err(|_| {
        Said::new("refusal-duration-syntax-real", &[("text", &text), ("unit", &unit), ("syntax", &SYNTAX)])
    })?;
    if span.get_years() != 0 || span.get_months() != 0 {
        return Err(Said::new("refusal-duration-months", &[("text", &text)]));
    }
    let d: SignedDuration = span
        .to_duration(SpanRelativeTo::days_are_24_hours())
        .map_err(|_| Said::new("refusal-duration-long", &[("text", &text)]))?;
    // Whole units and the rest apart, so `1.5s` is exactly 1500 and not 1500.0000000002.
    let nanos = d.as_nanos();
    Ok(Some((nanos / per) as f64 + (nanos % per) as f64 / per as f64))
}

/// A value of `unit` written as a duration with units, the way a user types one: `1ms`,
/// `1h`, `2m30s`, `1w`, `-2s`, `1.5ms` (a fraction of the smallest unit stays a fraction);
/// the text reads back as the same value ([`in_unit`]). `None` when `unit` is not a time
/// unit.
///
/// ```
/// use jobsim::scenario::duration::shown;
/// assert_eq!(shown(3_600_000.0, "ms").as_deref(), Some("1h"));
/// assert_eq!(shown(150_000.0, "ms").as_deref(), Some("2m30s"));
/// assert_eq!(shown(604_800_000.0, "ms").as_deref(), Some("1w"));
/// assert_eq!(shown(2_678_400_000.0, "ms").as_deref(), Some("31d"));
/// assert_eq!(shown(0.0, "ms").as_deref(), Some("0ms"));
/// assert_eq!(shown(90.0, "s").as_deref(), Some("1m30s"));
/// assert_eq!(shown(1.5, "ms").as_deref(), Some("1.5ms"));
/// assert_eq!(shown(3.0, "records"), None);
/// ```
pub fn shown(value: f64, unit: &str) -> Option<String> {
    let per_ms = unit_nanos(unit)? / 1_000_000;
    if !value.is_finite() {
        return Some(format!("{value}{unit}"));
    }
    let sign = if value < 0.0 { "-" } else { "" };
    let ms_real = value.abs() * per_ms as f64;
    let whole = ms_real.trunc();
    if whole > 9.0e15 {
        return Some(format!("{value}{unit}"));
    }
    let fraction = ms_real - whole;
    let mut rest = whole as i64;
    let mut out = String::from(sign);
    // Weeks only for a whole number of them (`1w`); `31d`, not `4w3d`.
    let week = 604_800_000;
    if rest >= week && rest % week == 0 && fraction == 0.0 {
        return Some(format!("{sign}{}w", rest / week));
    }
    for (name, size) in [("d", 86_400_000), ("h", 3_600_000), ("m", 60_000), ("s", 1000)] {
        if rest >= size {
            out.push_str(&format!("{}{name}", rest / size));
            rest %= size;
        }
    }
    if fraction > 0.0 {
        // The smallest unit keeps its fraction, as Rust's shortest form writes it.
        out.push_str(&format!("{}ms", rest as f64 + fraction));
    } else if rest > 0 || out.len() == sign.len() {
        out.push_str(&format!("{rest}ms"));
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::{in_unit, real_in_unit, shown};

    #[test]
    fn units_convert_exactly() {
        for (text, ms) in [
            ("250ms", 250),
            ("90s", 90_000),
            ("2m30s", 150_000),
            ("1h", 3_600_000),
            ("3d", 259_200_000),
            ("1w", 604_800_000),
            ("0s", 0),
            ("1.5s", 1500),
        ] {
            assert_eq!(in_unit(text, "ms"), Ok(Some(ms)), "{text}");
        }
        assert_eq!(in_unit("-2s", "ms"), Ok(Some(-2000)));
        assert!(in_unit("1mo", "ms").unwrap_err().to_string().contains("months"));
        assert!(in_unit("1.5ms", "ms").unwrap_err().to_string().contains("whole number of ms"));
        assert!(in_unit("soon", "ms").unwrap_err().to_string().contains("not a duration"));
    }

    #[test]
    fn a_shown_duration_reads_back_as_its_value() {
        for ms in [1, 999, 1000, 59_999, 60_000, 150_000, 3_600_000, 86_400_000, 604_800_000, 694_861_001, 30_000] {
            let text = shown(ms as f64, "ms").unwrap();
            assert_eq!(in_unit(&text, "ms"), Ok(Some(ms)), "{ms} shown as {text}");
        }
        assert_eq!(shown(-2000.0, "ms").unwrap(), "-2s");
        assert_eq!(shown(3600.0, "s").unwrap(), "1h");
        assert_eq!(real_in_unit(&shown(1.5, "ms").unwrap(), "ms"), Ok(Some(1.5)));
        assert_eq!(real_in_unit("1.5s", "ms"), Ok(Some(1500.0)));
        assert!(real_in_unit("fast", "ms").is_err());
    }
}
