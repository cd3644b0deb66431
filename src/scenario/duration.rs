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

#[cfg(test)]
mod tests {
    use super::in_unit;

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
}
