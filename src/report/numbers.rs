//! The number formatting both the catalogs (`super::words`) and the units
//! (`super::units`) write with: counts and decimals per edition, and a capital letter the
//! Turkish way. It reads no catalog, so the catalogs can format through it while the units
//! read their names from the catalogs.

use super::lang::Lang;

/// A number in the notation of `lang` (as `super::units::turkish_number` writes it).
pub fn number_in(lang: Lang, v: f64) -> String {
    places_in(lang, v, 3)
}

/// A number in the notation of `lang`, rounded to at most `places` decimals; one past
/// what a whole `u64` holds is written with its power of ten ([`powers_in`]).
pub(crate) fn places_in(lang: Lang, v: f64, places: usize) -> String {
    let (group_from, thousands, decimal) = match lang {
        Lang::Tr => (10_000, '.', ","),
        Lang::En => (1_000, ',', "."),
    };
    if v.abs() >= u64::MAX as f64 {
        return powers_in(decimal, v);
    }
    let scale = 10f64.powi(places as i32);
    let r = (v * scale).round() / scale;
    let neg = r < 0.0;
    let a = r.abs();
    let int = a.trunc() as u64;
    let frac = a - a.trunc();
    let mut digits = int.to_string();
    if int >= group_from {
        digits = grouped(&digits, thousands);
    }
    let mut s = if neg { format!("-{digits}") } else { digits };
    if frac > 1e-9 {
        let f = format!("{:.*}", places, frac);
        let f = f.trim_start_matches('0').trim_end_matches('0');
        s.push_str(&f.replace('.', decimal));
    }
    s
}

/// A number too large for its digits (`5,4×10³⁰³`, `∞`): one decimal and its power of ten,
/// as Rust's own `{:e}` rounds it (the same on every target).
///
/// ```
/// use jobsim::report::lang::Lang;
/// use jobsim::report::units::turkish_number;
/// assert_eq!(turkish_number(5.357e303, Lang::Tr), "5,4×10³⁰³");
/// assert_eq!(turkish_number(-2e19, Lang::En), "-2×10¹⁹");
/// assert_eq!(turkish_number(f64::INFINITY, Lang::En), "∞");
/// ```
fn powers_in(decimal: &str, v: f64) -> String {
    if v.is_infinite() {
        return if v < 0.0 { "-∞".into() } else { "∞".into() };
    }
    let e = format!("{v:.1e}");
    let (mantissa, power) = e.split_once('e').unwrap_or((&e, "0"));
    let mantissa = mantissa.trim_end_matches(".0").replace('.', decimal);
    let digits = |c: char| match c {
        '-' => '⁻',
        d => "⁰¹²³⁴⁵⁶⁷⁸⁹".chars().nth(d.to_digit(10).unwrap_or(0) as usize).unwrap_or('⁰'),
    };
    format!("{mantissa}×10{}", power.chars().map(digits).collect::<String>())
}

/// A count in the notation of `lang` (as `super::units::count` writes it).
pub fn count_in(lang: Lang, n: impl std::fmt::Display) -> String {
    let s = n.to_string();
    let digits = s.strip_prefix('-').unwrap_or(&s);
    if lang == Lang::Tr || digits.len() < 4 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return s;
    }
    format!("{}{}", if s.starts_with('-') { "-" } else { "" }, grouped(digits, ','))
}

/// `digits` with `thousands` between each group of three from the right.
fn grouped(digits: &str, thousands: char) -> String {
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(thousands);
        }
        out.push(c);
    }
    out
}

/// The text with its first letter in upper case, the Turkish way (`i` → `İ`, `ı` → `I`),
/// for a sentence that starts with a concept's name.
///
/// # Example
/// ```
/// use jobsim::report::lang::Lang;
/// use jobsim::report::numbers::capitalize;
/// assert_eq!(capitalize("ilişkisiz sarsıntı", Lang::Tr), "İlişkisiz sarsıntı");
/// assert_eq!(capitalize("ısınma", Lang::Tr), "Isınma");
/// let en = capitalize("in the queue", Lang::En);
/// assert_eq!(en, "In the queue");
/// ```
pub fn capitalize(text: &str, lang: Lang) -> String {
    let mut chars = text.chars();
    // alphabet: the Turkish capital of `i` is the dotted `İ` (a letter of the alphabet, not a word).
    match chars.next() {
        Some('i') if lang == Lang::Tr => format!("İ{}", chars.as_str()),
        Some('ı') => format!("I{}", chars.as_str()),
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
