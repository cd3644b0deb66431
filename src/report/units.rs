//! Numbers and durations as a Turkish reader reads them on a slide: decimal comma,
//! thousands with dots, durations in the unit that fits (`28 s`, `4,5 dk`, `2,3 sa`,
//! `32 gün`). Chart labels and captions use these; lesson-exact tables do not.
//!
//! In the English edition ([`super::lang`]) the same functions write English notation: a
//! decimal point, commas between thousands from 1,000 up, and `min`, `h`, `d` for dk, sa,
//! gün. The Turkish output is unchanged outside an English scope.

use super::lang::Lang;
use super::numbers::places_in;
pub use super::numbers::{capitalize, count_in, number_in};
use super::words::Words;

/// The duration units, smallest first: milliseconds in one, and the catalog message of its
/// name (`locales/*/glossary.ftl`: ms, s, dk, sa, gün; English ms, s, min, h, d).
const TIME_UNITS: [(f64, &str); 5] = [
    (1.0, "duration-ms"),
    (1000.0, "duration-s"),
    (60_000.0, "duration-min"),
    (3_600_000.0, "duration-h"),
    (86_400_000.0, "duration-d"),
];

/// The duration units, smallest first, as (milliseconds in one, name in `lang`): ms, s,
/// dk, sa, gün (English ms, s, min, h, d).
pub fn time_units(lang: Lang) -> [(f64, &'static str); 5] {
    let w = Words::of(lang);
    std::array::from_fn(|i| (TIME_UNITS[i].0, w.term(TIME_UNITS[i].1)))
}

/// The display unit of a millisecond span: ms below 1 s (1000 ms or more is never
/// printed in ms), s below 2 min, dk below 2 h, sa below 2 days, gün beyond.
pub fn time_unit(span_ms: f64, lang: Lang) -> (f64, &'static str) {
    let i = if span_ms < 1_000.0 {
        0
    } else if span_ms < 120_000.0 {
        1
    } else if span_ms < 7_200_000.0 {
        2
    } else if span_ms < 172_800_000.0 {
        3
    } else {
        4
    };
    time_units(lang)[i]
}

/// A number in Turkish notation: decimal comma, dots between thousands from 10.000 up; in
/// the English edition a decimal point and commas between thousands from 1,000 up.
///
/// # Example
/// ```
/// use jobsim::report::glossary::Lang;
/// use jobsim::report::units::turkish_number;
/// assert_eq!(turkish_number(12_500.25, Lang::Tr), "12.500,25");
/// assert_eq!(turkish_number(2500.5, Lang::Tr), "2500,5");
/// assert_eq!(turkish_number(12_500.25, Lang::En), "12,500.25");
/// assert_eq!(turkish_number(2500.5, Lang::En), "2,500.5");
/// ```
pub fn turkish_number(v: f64, lang: Lang) -> String {
    number_in(lang, v)
}

/// A number in the thread's notation rounded to at most `places` decimals (trailing zeros
/// dropped), as [`turkish_number`] is to three.
///
/// # Example
/// ```
/// use jobsim::report::lang::Lang;
/// use jobsim::report::units::number_places;
/// assert_eq!(number_places(0.000_346, 5, Lang::Tr), "0,00035");
/// assert_eq!(number_places(2.5, 0, Lang::Tr), "3");
/// ```
pub fn number_places(v: f64, places: usize, lang: Lang) -> String {
    places_in(lang, v, places)
}

/// A count inside a sentence: the digits as the Turkish sentences have always written
/// them (`3073`, `12500`), with a thousands comma in English (`3,073`, `12,500`). Anything
/// that is not a whole number is written as it is.
///
/// # Example
/// ```
/// use jobsim::report::glossary::Lang;
/// use jobsim::report::units::count;
/// assert_eq!(count(3073, Lang::Tr), "3073");
/// assert_eq!(count(3073, Lang::En), "3,073");
/// assert_eq!(count(-1_234_567_i64, Lang::En), "-1,234,567");
/// assert_eq!(count(999, Lang::En), "999");
/// ```
pub fn count(n: impl std::fmt::Display, lang: Lang) -> String {
    count_in(lang, n)
}

/// A duration in milliseconds in the unit that fits it, e.g. `4,5 dk` for 271 500 ms and
/// `32 gün` for 32 days; at most one decimal.
///
/// # Example
/// ```
/// use jobsim::report::lang::Lang;
/// use jobsim::report::units::human_ms;
/// assert_eq!(human_ms(271_500.0, Lang::Tr), "4,5 dk");
/// assert_eq!(human_ms(8_191_500.0, Lang::Tr), "2,3 sa");
/// assert_eq!(human_ms(32.0 * 86_400_000.0, Lang::Tr), "32 gün");
/// assert_eq!(human_ms(0.0, Lang::Tr), "0 ms");
/// ```
pub fn human_ms(ms: f64, lang: Lang) -> String {
    let (div, name) = time_unit(ms.abs(), lang);
    format!("{} {name}", turkish_number((ms / div * 10.0).round() / 10.0, lang))
}

/// Milliseconds as exact seconds (`5,005 s` for 5005 ms), for an instant labelled on a
/// seconds axis where the milliseconds matter.
///
/// # Example
/// ```
/// use jobsim::report::lang::Lang;
/// use jobsim::report::units::exact_s;
/// assert_eq!(exact_s(5005, Lang::Tr), "5,005 s");
/// assert_eq!(exact_s(6000, Lang::Tr), "6 s");
/// ```
pub fn exact_s(ms: u64, lang: Lang) -> String {
    format!("{} s", turkish_number(ms as f64 / 1000.0, lang))
}

/// A duration in the unit of a chart whose values reach `span_ms` (the unit its time
/// axis shows), so a chart prints one unit: `0,11 s` beside `11 s`, not `106 ms`. Two
/// decimals below 10, one below 100, none above.
///
/// # Example
/// ```
/// use jobsim::report::lang::Lang;
/// use jobsim::report::units::ms_in;
/// assert_eq!(ms_in(106.0, 11_000.0, Lang::Tr), "0,11 s");
/// assert_eq!(ms_in(11_000.0, 11_000.0, Lang::Tr), "11 s");
/// assert_eq!(ms_in(532.0, 900.0, Lang::Tr), "532 ms");
/// ```
pub fn ms_in(ms: f64, span_ms: f64, lang: Lang) -> String {
    let (div, name) = time_unit(span_ms.abs(), lang);
    let v = ms / div;
    let places = if v.abs() < 10.0 {
        100.0
    } else if v.abs() < 100.0 {
        10.0
    } else {
        1.0
    };
    format!("{} {name}", turkish_number((v * places).round() / places, lang))
}

/// A duration labelled on a chart whose time axis reaches `span_ms`: in the axis' unit
/// (as [`ms_in`]) when it reads there, in its own unit (as [`human_ms`]) when it would
/// round away below 0,1 of the axis' unit or lies past the axis (a broken bar), so
/// `1,7 s` never reads `0,03 dk` and a bar past a 10 dk axis reads `2,3 sa`, as a title
/// naming the same value must.
///
/// # Example
/// ```
/// use jobsim::report::lang::Lang;
/// use jobsim::report::units::ms_on_axis;
/// assert_eq!(ms_on_axis(271_800.0, 600_000.0, Lang::Tr), "4,53 dk");
/// assert_eq!(ms_on_axis(1_700.0, 600_000.0, Lang::Tr), "1,7 s");
/// assert_eq!(ms_on_axis(8_191_500.0, 600_000.0, Lang::Tr), "2,3 sa");
/// assert_eq!(ms_on_axis(0.0, 600_000.0, Lang::Tr), "0 dk");
/// ```
pub fn ms_on_axis(ms: f64, span_ms: f64, lang: Lang) -> String {
    let (div, _) = time_unit(span_ms.abs(), lang);
    let small = ms != 0.0 && (ms / div).abs() < 0.1;
    if small || ms.abs() > span_ms.abs() { human_ms(ms, lang) } else { ms_in(ms, span_ms, lang) }
}

/// The one unit of a table column of durations (`values` in ms): the unit that fits its
/// largest value, one step smaller while its smallest non-zero value would read below
/// 0,1 there and the largest stays below 1000 in the smaller unit (`1 s` beside `2,3 dk`
/// reads `1 s` … `138 s`; 1000 ms or more is never printed in ms). `None` when the column spans
/// more than 1000× (17 s beside 3,8 gün): then each cell keeps its own unit.
///
/// # Example
/// ```
/// use jobsim::report::lang::Lang;
/// use jobsim::report::units::{column_unit, in_unit};
/// let unit = column_unit(&[1_034.0, 2_500.0, 612.0], Lang::Tr).unwrap();
/// assert_eq!(in_unit(612.0, unit, Lang::Tr), "0,61 s");
/// assert_eq!(in_unit(2_540.0, unit, Lang::Tr), "2,5 s");
/// let unit = column_unit(&[1_000.0, 138_000.0], Lang::Tr).unwrap();
/// assert_eq!(in_unit(138_000.0, unit, Lang::Tr), "138 s");
/// assert_eq!(column_unit(&[77.0, 53_986.0], Lang::Tr), Some((1000.0, "s")));
/// assert_eq!(column_unit(&[17_000.0, 3.8 * 86_400_000.0], Lang::Tr), None);
/// assert_eq!(column_unit(&[0.0, 0.0], Lang::Tr), Some((1.0, "ms")));
/// // The English edition names the same unit in English.
/// assert_eq!(column_unit(&[60_000.0, 400_000.0], Lang::En), Some((60_000.0, "min")));
/// ```
pub fn column_unit(values: &[f64], lang: Lang) -> Option<(f64, &'static str)> {
    let nonzero = values.iter().map(|v| v.abs()).filter(|v| *v > 0.0 && v.is_finite());
    let (lo, hi) = nonzero.fold((f64::INFINITY, 0.0_f64), |(lo, hi), v| (lo.min(v), hi.max(v)));
    let named = |i: usize| time_units(lang)[i];
    if hi == 0.0 {
        return Some(named(0));
    }
    if hi > 1000.0 * lo {
        return None;
    }
    // Found by its divisor: the name is the edition's.
    let unit = time_unit(hi, lang);
    let mut i = TIME_UNITS.iter().position(|u| u.0 == unit.0).unwrap_or(0);
    while i > 0 && lo / TIME_UNITS[i].0 < 0.1 && hi / TIME_UNITS[i - 1].0 < 1000.0 {
        i -= 1;
    }
    Some(named(i))
}

/// A duration in the given unit (from [`column_unit`] or [`time_unit`]), as a table cell:
/// two decimals below 1, one below 100, none above.
pub fn in_unit(ms: f64, (div, name): (f64, &str), lang: Lang) -> String {
    let v = ms / div;
    let places = if v.abs() < 1.0 {
        100.0
    } else if v.abs() < 100.0 {
        10.0
    } else {
        1.0
    };
    format!("{} {name}", turkish_number((v * places).round() / places, lang))
}
