//! The language a report is being written in (issue 22: the English edition).
//!
//! The edition is a value (issue 36 item 4): the caller that asks for a report puts it in
//! [`RunOptions::lang`](crate::sim::RunOptions::lang) (the lab in its `Job`), a model's
//! `present` and `figures` receive `Words::of(lang)`, and everything that writes text
//! takes the `&Words` or the [`Lang`] from its caller: concept names
//! ([`Key::name`](super::figure::Key::name)), units, layouts, charts, pages. A lesson
//! program's own output is built with `Lang::Tr` whatever the edition.
//!
//! What remains of the thread-local ([`with`], [`current`], [`pick`], [`say!`](crate::say)):
//! `output::book::in_lang` still reads [`current`] (its data moves to the catalogs first),
//! so the CLI and the lab still set [`with`] around a command; `RunOptions::default()`
//! takes its `lang` from [`current`], and some tests still use [`with`]. No model and no
//! other writer reads it. The language selects text only: numbers, events and the order
//! of anything are the same in both editions (a test compares the CSVs of both).

use std::cell::Cell;

/// A language of the course's words: Turkish (the lessons' own) or English (issue 22).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    Tr,
    En,
}

impl Lang {
    /// Every language, Turkish first.
    pub const ALL: [Lang; 2] = [Lang::Tr, Lang::En];

    /// The language of an ISO 639-1 code (`tr`, `en`).
    ///
    /// # Example
    /// ```
    /// use jobsim::report::lang::Lang;
    /// assert_eq!(Lang::from_code("en"), Some(Lang::En));
    /// assert_eq!(Lang::from_code("de"), None);
    /// ```
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The language's ISO 639-1 code, as an HTML `lang` attribute takes it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::Tr => "tr",
            Lang::En => "en",
        }
    }
}

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::Tr) };
}

/// The language of the text being written on this thread.
pub fn current() -> Lang {
    CURRENT.with(Cell::get)
}

/// Runs `f` with `lang` as this thread's language, then restores the previous one.
///
/// # Example
/// ```
/// use jobsim::report::lang::Lang;
/// use jobsim::report::lang::{current, pick, with};
/// assert_eq!(with(Lang::En, || pick("iş", "job")), "job");
/// assert_eq!(current(), Lang::Tr);
/// ```
pub fn with<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    struct Restore(Lang);
    impl Drop for Restore {
        fn drop(&mut self) {
            CURRENT.with(|c| c.set(self.0));
        }
    }
    let _restore = Restore(CURRENT.with(|c| c.replace(lang)));
    f()
}

/// The Turkish or the English of a fixed text, by the current language.
pub fn pick<T>(tr: T, en: T) -> T {
    match current() {
        Lang::Tr => tr,
        Lang::En => en,
    }
}

/// A formatted sentence in the current language: the Turkish format string, then the
/// English one, then the arguments both use (by name, inline or listed).
///
/// # Example
/// ```
/// use jobsim::report::lang::Lang;
/// use jobsim::report::lang::with;
/// use jobsim::say;
/// let n = 3;
/// assert_eq!(say!("{n} koşum", "{n} runs"), "3 koşum");
/// assert_eq!(with(Lang::En, || say!("{n} koşum", "{n} runs")), "3 runs");
/// assert_eq!(with(Lang::En, || say!("{} koşum", "{} runs", n + 1)), "4 runs");
/// ```
#[macro_export]
macro_rules! say {
    ($tr:literal, $en:literal $(, $arg:expr)* $(,)?) => {
        match $crate::report::lang::current() {
            $crate::report::lang::Lang::Tr => format!($tr $(, $arg)*),
            $crate::report::lang::Lang::En => format!($en $(, $arg)*),
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_is_restored_after_a_panic_and_nests() {
        let caught = std::panic::catch_unwind(|| with(Lang::En, || panic!("inside")));
        assert!(caught.is_err());
        assert_eq!(current(), Lang::Tr);
        with(Lang::En, || {
            assert_eq!(with(Lang::Tr, current), Lang::Tr);
            assert_eq!(current(), Lang::En);
        });
    }

    #[test]
    fn each_thread_has_its_own_language() {
        with(Lang::En, || {
            let other = std::thread::spawn(current).join().unwrap();
            assert_eq!(other, Lang::Tr);
        });
    }
}
