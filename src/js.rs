//! JavaScript number semantics, for the lesson-compatible paths.
//!
//! The lessons' programs are JavaScript. Where their printed numbers depend on how JS
//! rounds and prints doubles, jobsim reproduces it here, and every caller says so.

/// `Math.round(x)`: the nearest integer, ties toward +infinity (so `-2.5` → `-2`).
///
/// # Example
/// ```
/// assert_eq!(jobsim::js::math_round(2.5), 3.0);
/// assert_eq!(jobsim::js::math_round(-2.5), -2.0);
/// assert_eq!(jobsim::js::math_round(0.49999999999999994), 0.0);
/// ```
pub fn math_round(x: f64) -> f64 {
    if !x.is_finite() {
        return x;
    }
    let floor = x.floor();
    // `x - floor` is exact for doubles, so this is the true distance, not `x + 0.5`
    // (which rounds 0.49999999999999994 up).
    if x - floor >= 0.5 { floor + 1.0 } else { floor }
}

/// `Number.prototype.toFixed(digits)` for `|x| < 1e21`: the decimal nearest to the exact
/// binary value, ties away from zero ("pick the larger n"), unlike Rust's `{:.2}`, which
/// rounds ties to even: `12.625.toFixed(2)` is `"12.63"`, `format!("{:.2}", 12.625)` is
/// `"12.62"`.
///
/// # Example
/// ```
/// assert_eq!(jobsim::js::to_fixed(12.625, 2), "12.63");
/// assert_eq!(jobsim::js::to_fixed(14.5, 2), "14.50");
/// assert_eq!(jobsim::js::to_fixed(1.005, 2), "1.00"); // 1.005 is 1.00499999… in binary
/// ```
pub fn to_fixed(x: f64, digits: usize) -> String {
    if !x.is_finite() || x.abs() >= 1e21 {
        return number_to_string(x);
    }
    let negative = x < 0.0;
    // Every double has at most 1074 fractional digits, so 1100 prints it exactly.
    let exact = format!("{:.1100}", x.abs());
    let (int_part, frac_part) = exact.split_once('.').expect("a fixed-point rendering");
    let mut digits_all: Vec<u8> = int_part.bytes().chain(frac_part.bytes().take(digits)).collect();
    let round_up = frac_part.as_bytes()[digits] >= b'5';
    if round_up {
        let mut i = digits_all.len();
        loop {
            if i == 0 {
                digits_all.insert(0, b'1');
                break;
            }
            i -= 1;
            if digits_all[i] == b'9' {
                digits_all[i] = b'0';
            } else {
                digits_all[i] += 1;
                break;
            }
        }
    }
    let int_len = digits_all.len() - digits;
    let mut s = String::new();
    if negative {
        s.push('-');
    }
    s.push_str(std::str::from_utf8(&digits_all[..int_len]).expect("ascii digits"));
    if digits > 0 {
        s.push('.');
        s.push_str(std::str::from_utf8(&digits_all[int_len..]).expect("ascii digits"));
    }
    s
}

/// `String(x)` for a number: the shortest round-trip digits (as Rust's `{}`), with JS's
/// exponent form at or above 1e21 and below 1e-6, `-0` printed as `0`.
///
/// # Example
/// ```
/// assert_eq!(jobsim::js::number_to_string(91500.0), "91500");
/// assert_eq!(jobsim::js::number_to_string(1.5), "1.5");
/// assert_eq!(jobsim::js::number_to_string(5e23), "5e+23");
/// ```
pub fn number_to_string(x: f64) -> String {
    if x.is_nan() {
        return "NaN".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "Infinity".into() } else { "-Infinity".into() };
    }
    if x == 0.0 {
        return "0".into();
    }
    let a = x.abs();
    if (1e-6..1e21).contains(&a) {
        return format!("{x}");
    }
    let e = format!("{x:e}"); // e.g. "5.902958103587057e23"
    match e.split_once('e') {
        Some((mantissa, exp)) if !exp.starts_with('-') => format!("{mantissa}e+{exp}"),
        _ => e,
    }
}

/// `s.padStart(width)`: left-pads with spaces to `width` characters.
pub fn pad_start(s: &str, width: usize) -> String {
    let n = s.chars().count();
    if n >= width { s.to_string() } else { format!("{}{s}", " ".repeat(width - n)) }
}

/// `s.padEnd(width)`: right-pads with spaces to `width` characters.
pub fn pad_end(s: &str, width: usize) -> String {
    let n = s.chars().count();
    if n >= width { s.to_string() } else { format!("{s}{}", " ".repeat(width - n)) }
}

/// Cells right-aligned in fixed widths (`padStart` each), as one line without a newline.
///
/// # Example
/// ```
/// assert_eq!(jobsim::js::pad_row(&["a", "12"], &[3, 4]), "  a  12");
/// ```
pub fn pad_row<S: AsRef<str>>(cells: &[S], widths: &[usize]) -> String {
    assert_eq!(cells.len(), widths.len(), "one width per cell");
    cells.iter().zip(widths).map(|(c, &w)| pad_start(c.as_ref(), w)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn to_fixed_matches_js_on_ties_and_carries() {
        assert_eq!(to_fixed(0.125, 2), "0.13");
        assert_eq!(to_fixed(9.995, 2), "9.99"); // 9.99499999…
        assert_eq!(to_fixed(9.9951, 2), "10.00");
        assert_eq!(to_fixed(-0.001, 2), "-0.00"); // JS keeps the sign
        assert_eq!(to_fixed(-0.0, 2), "0.00");
        assert_eq!(to_fixed(-1.5, 0), "-2");
        assert_eq!(to_fixed(2.5, 0), "3");
    }

    #[test]
    fn number_to_string_small_and_large() {
        assert_eq!(number_to_string(576460752303423488000.0), "576460752303423500000");
        assert_eq!(number_to_string(1e21), "1e+21");
        assert_eq!(number_to_string(1e-7), "1e-7");
        assert_eq!(number_to_string(-0.0), "0");
    }

    #[test]
    fn pads_count_characters_not_bytes() {
        assert_eq!(pad_end("şğ", 4), "şğ  ");
        assert_eq!(pad_start("12", 5), "   12");
    }
}
