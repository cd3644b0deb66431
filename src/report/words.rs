//! The course's words: one Fluent catalog per edition, compiled into the binary.
//!
//! ```text
//! outcome ──fact()──► typed fact (an enum per statement, numbers inside)
//!                        │ .args()
//!                        ▼
//!         Words::of(lang).get("lease-faults-holder-title", &args)  ──►  the sentence
//!                        ▲
//!   locales/tr/*.ftl ────┘ locales/en/*.ftl   (same ids, same variables: a test checks)
//! ```
//!
//! A sentence is a Fluent message with named arguments: the code passes facts, the
//! catalog chooses the words. A fact's regime is a selector (`{ $regime -> [after] …
//! *[never] … }`), a count's plural category comes from CLDR (`{ $n -> [one] … *[other] …
//! }`), and a Turkish case ending comes from a term's variant (`{ -aralik(case: "acc") }`).
//! Numbers and durations keep the project's own formatting ([`super::units`]): a display
//! text is passed as a string argument; a number passed as a number is written as
//! [`super::units::number_in`] writes it (Turkish groups from 10.000, English from 1,000).
//! `{ CAPITALIZE($name) }` capitalizes a name that opens a sentence in one edition only.
//!
//! **A missing message or argument is a bug, not a fallback**: [`Words::get`] panics with
//! the id and Fluent's errors. The catalogs are compiled in and checked by tests (the same
//! ids and variables in both editions, no syntax error, every message used), so a panic
//! here means a test was skipped.
//!
//! The catalog parts are listed once, in [`PARTS`]. The edition is a parameter: a model's
//! `present`/`figures` receive `Words::of(options.lang)` and pass their `&Words` down.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::lang::Lang;

/// The catalog parts, each a file in `locales/tr/` and `locales/en/`: (part, Turkish
/// source, English source).
pub const PARTS: &[(&str, &str, &str)] = &[
    ("glossary", include_str!("../../locales/tr/glossary.ftl"), include_str!("../../locales/en/glossary.ftl")),
    ("000", include_str!("../../locales/tr/000.ftl"), include_str!("../../locales/en/000.ftl")),
    ("001", include_str!("../../locales/tr/001.ftl"), include_str!("../../locales/en/001.ftl")),
    ("004", include_str!("../../locales/tr/004.ftl"), include_str!("../../locales/en/004.ftl")),
    ("005", include_str!("../../locales/tr/005.ftl"), include_str!("../../locales/en/005.ftl")),
    ("sweep", include_str!("../../locales/tr/sweep.ftl"), include_str!("../../locales/en/sweep.ftl")),
    ("lab", include_str!("../../locales/tr/lab.ftl"), include_str!("../../locales/en/lab.ftl")),
    ("book", include_str!("../../locales/tr/book.ftl"), include_str!("../../locales/en/book.ftl")),
    ("params", include_str!("../../locales/tr/params.ftl"), include_str!("../../locales/en/params.ftl")),
    ("refusals", include_str!("../../locales/tr/refusals.ftl"), include_str!("../../locales/en/refusals.ftl")),
];

/// One edition's catalog.
pub struct Words {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
    /// The glossary part's words that take no argument (the terms, `term-…`), formatted
    /// once when the catalog is built, for [`Words::term`].
    fixed: std::collections::HashMap<String, String>,
}

impl std::fmt::Debug for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Words").field("lang", &self.lang).finish_non_exhaustive()
    }
}

/// The arguments of one message: `args![("n", 3), ("at", "2,505 s")]` or built with
/// [`FluentArgs::set`].
pub type Args<'a> = FluentArgs<'a>;

/// Message arguments by name: `args!(regime = "after", at = text)`.
#[macro_export]
macro_rules! args {
    ($($name:ident = $value:expr),* $(,)?) => {{
        #[allow(unused_mut)]
        let mut a = $crate::report::words::Args::new();
        $(a.set(stringify!($name), $crate::report::words::value($value));)*
        a
    }};
}

/// A message argument: text as it is, whole numbers for plural selection (and written
/// as [`super::units::number_in`] writes them).
pub fn value<'a>(v: impl Into<FluentValue<'a>>) -> FluentValue<'a> {
    v.into()
}

impl Words {
    /// The catalog of `lang`, built once.
    pub fn of(lang: Lang) -> &'static Words {
        static TR: OnceLock<Words> = OnceLock::new();
        static EN: OnceLock<Words> = OnceLock::new();
        match lang {
            Lang::Tr => TR.get_or_init(|| Words::build(Lang::Tr)),
            Lang::En => EN.get_or_init(|| Words::build(Lang::En)),
        }
    }

    fn build(lang: Lang) -> Words {
        let id = match lang {
            Lang::Tr => unic_langid::langid!("tr"),
            Lang::En => unic_langid::langid!("en"),
        };
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Isolation marks (U+2068/U+2069) would change every byte of a chart or a CSV.
        bundle.set_use_isolating(false);
        bundle.set_formatter(Some(match lang {
            Lang::Tr => format_tr,
            Lang::En => format_en,
        }));
        // `{ CAPITALIZE($name) }`: a name that opens a sentence in one edition and sits
        // inside one in the other (Turkish `Sarsıntısız çizelgede`, English `With no jitter`).
        bundle
            .add_function("CAPITALIZE", move |positional, _| match positional.first() {
                Some(FluentValue::String(s)) => FluentValue::String(super::numbers::capitalize(s, lang).into()),
                Some(other) => other.clone(),
                None => FluentValue::None,
            })
            .expect("CAPITALIZE is added once");
        // `{ COUNT($n) }`: a count as [`super::units::count_in`] writes it (English groups
        // from 1,000; Turkish writes the digits as they are), for the sentences that wrote
        // their counts that way before they came from the catalog. `{ $n }` alone is
        // [`super::units::number_in`] (Turkish groups from 10.000).
        bundle.add_function("COUNT", move |positional, _| count_value(lang, positional)).expect("COUNT is added once");
        for (part, tr, en) in PARTS {
            let source = match lang {
                Lang::Tr => tr,
                Lang::En => en,
            };
            let resource = FluentResource::try_new(source.to_string())
                .unwrap_or_else(|(_, e)| panic!("locales/{}/{part}.ftl: {e:?}", lang.code()));
            bundle.add_resource(resource).unwrap_or_else(|e| panic!("locales/{}/{part}.ftl: {e:?}", lang.code()));
        }
        let fixed = Words::fixed_words(&bundle, lang);
        Words { lang, bundle, fixed }
    }

    /// The edition these words are in.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The message `id` with `args`.
    ///
    /// # Example
    /// ```
    /// use jobsim::args;
    /// use jobsim::report::lang::Lang;
    /// use jobsim::report::words::Words;
    /// let en = Words::of(Lang::En);
    /// assert_eq!(en.get("unit-writes", &args!(n = 1u64)), "1 write");
    /// assert_eq!(en.get("unit-writes", &args!(n = 3000u64)), "3,000 writes");
    /// assert_eq!(Words::of(Lang::Tr).get("unit-writes", &args!(n = 3000u64)), "3000 yazma");
    /// assert_eq!(Words::of(Lang::Tr).get("unit-writes", &args!(n = 30000u64)), "30.000 yazma");
    /// ```
    ///
    /// # Panics
    /// When the catalog has no message `id`, or formatting it reports an error (a missing
    /// argument, an unknown term): a bug the catalog tests catch.
    pub fn get(&self, id: &str, args: &Args<'_>) -> String {
        let message =
            self.bundle.get_message(id).unwrap_or_else(|| panic!("no message `{id}` in the {:?} catalog", self.lang));
        let pattern = message.value().unwrap_or_else(|| panic!("message `{id}` has no value"));
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, Some(args), &mut errors).into_owned();
        assert!(errors.is_empty(), "message `{id}` ({:?}): {errors:?}", self.lang);
        text
    }

    /// `A`, `A ve B`, `A, B ve C` (`A and B` in English).
    ///
    /// ```
    /// use jobsim::report::lang::Lang;
    /// use jobsim::report::words::Words;
    /// assert_eq!(Words::of(Lang::Tr).and_list(&["002", "003"]), "002 ve 003");
    /// assert_eq!(Words::of(Lang::En).and_list(&["a", "b", "c"]), "a, b and c");
    /// assert_eq!(Words::of(Lang::En).and_list(&["a"]), "a");
    /// ```
    pub fn and_list<S: AsRef<str>>(&self, names: &[S]) -> String {
        match names {
            [] => String::new(),
            [one] => one.as_ref().to_string(),
            [rest @ .., last] => {
                let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
                self.get("list-and", &crate::args!(rest = rest.join(", "), last = last.as_ref()))
            }
        }
    }

    /// The message `id`, which takes no argument.
    pub fn text(&self, id: &str) -> String {
        self.get(id, &Args::new())
    }

    /// Whether the catalog has a message `id` (for tests, and for a parameter's help line,
    /// which falls back to its English declaration).
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// A word of the glossary part that takes no argument (a term, `term-…`), borrowed from
    /// the catalog for as long as the program runs.
    ///
    /// # Example
    /// ```
    /// use jobsim::report::lang::Lang;
    /// use jobsim::report::words::Words;
    /// assert_eq!(Words::of(Lang::En).term("term-jitter-none"), "no jitter");
    /// assert_eq!(Words::of(Lang::Tr).term("term-jitter-none"), "sarsıntısız");
    /// ```
    ///
    /// # Panics
    /// When the glossary part has no such message (or it takes an argument): a bug.
    pub fn term(&'static self, id: &str) -> &'static str {
        self.fixed.get(id).unwrap_or_else(|| panic!("no word `{id}` in the {:?} glossary", self.lang))
    }

    /// The glossary part's messages that format without arguments, by id.
    fn fixed_words(bundle: &FluentBundle<FluentResource>, lang: Lang) -> std::collections::HashMap<String, String> {
        let (_, tr, en) = PARTS.iter().find(|(part, ..)| *part == "glossary").expect("the glossary part");
        let source = match lang {
            Lang::Tr => tr,
            Lang::En => en,
        };
        let resource = fluent_syntax::parser::parse(*source).unwrap_or_else(|(_, e)| panic!("glossary.ftl: {e:?}"));
        let mut fixed = std::collections::HashMap::new();
        for entry in &resource.body {
            let fluent_syntax::ast::Entry::Message(m) = entry else { continue };
            let Some(pattern) = bundle.get_message(m.id.name).and_then(|m| m.value()) else { continue };
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, None, &mut errors);
            if errors.is_empty() {
                fixed.insert(m.id.name.to_string(), text.into_owned());
            }
        }
        fixed
    }
}

fn format_tr(v: &FluentValue<'_>, _: &intl_memoizer::concurrent::IntlLangMemoizer) -> Option<String> {
    number(v, Lang::Tr)
}

fn format_en(v: &FluentValue<'_>, _: &intl_memoizer::concurrent::IntlLangMemoizer) -> Option<String> {
    number(v, Lang::En)
}

/// `COUNT($n)`'s text: a whole number as [`super::units::count_in`] writes it.
fn count_value<'a>(lang: Lang, positional: &[FluentValue<'a>]) -> FluentValue<'a> {
    match positional.first() {
        Some(FluentValue::Number(n)) => FluentValue::String(super::numbers::count_in(lang, n.value as i64).into()),
        Some(FluentValue::String(s)) => FluentValue::String(s.to_string().into()),
        _ => FluentValue::None,
    }
}

/// A number argument as the course writes a count in a sentence.
fn number(v: &FluentValue<'_>, lang: Lang) -> Option<String> {
    match v {
        FluentValue::Number(n) => Some(super::numbers::number_in(lang, n.value)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_isolation_marks_and_plurals_by_cldr() {
        let en = Words::of(Lang::En);
        let s = en.get("unit-writes", &args!(n = 2u64));
        assert_eq!(s, "2 writes");
        assert!(!s.contains('\u{2068}'));
        assert_eq!(en.get("unit-records", &args!(n = 1u64)), "1 record");
    }

    #[test]
    #[should_panic(expected = "no message `no-such-message`")]
    fn a_missing_message_panics() {
        Words::of(Lang::Tr).text("no-such-message");
    }

    #[test]
    #[should_panic(expected = "unit-writes")]
    fn a_missing_argument_panics() {
        Words::of(Lang::En).text("unit-writes");
    }
}
