//! A statement is one typed value: a struct per catalog message, declared with
//! [`statement!`](crate::statement), whose fields are both the message's Fluent arguments
//! and the [`Fact`] a chart records, so what a claim checker holds to the tables is exactly
//! what the sentence said.
//!
//! ```text
//! outcome ─► VisibilityBackoffTitle { regime, times, total, twice, dead, place, system }
//!              ├─ Words::say / Spoken::say ─► locales/<lang>/*.ftl ─► the sentence
//!              └─ .fact() ─► Fact { id, every selector's key, every number exact, nested facts }
//!            checked against build.rs's table of the catalogs when the crate compiles
//! ```
//!
//! Each field is declared as a **restated input** (`input`: a parameter as the user set it,
//! or a name) or a **claim** about the outcome (`claim`), and by how it reaches the message:
//! - `select`: a [`Regime`] enum; its catalog key is the argument, and every select on it in
//!   both editions lists exactly the enum's keys (checked when the crate compiles);
//! - `count`: a [`Number`] passed to Fluent as a number, so plurals are CLDR's;
//! - `ms`: a duration in milliseconds, written per edition by [`units::human_ms`];
//! - `shown`: a [`Shown`] value (a percentage, a rate …) written per edition by its type;
//! - `text`: a display text (a name, a label); a claimed text is recorded in the fact;
//! - `say`: a nested statement ([`Part`]: a statement, an optional one, or a list of them),
//!   written in the same edition; its fact is nested in this one's.
//!
//! Selectors and numbers are recorded exactly (never rounded as the words round them), inputs
//! as well as claims; a checker must re-derive every claim (`tests/it/regimes`).

use fluent_bundle::FluentValue;

use super::fact::{Fact, Regime};
use super::lang::Lang;
use super::units;
use super::words::{Args, Words};

/// One catalog message as a typed value (declared with [`statement!`](crate::statement)).
pub trait Statement {
    /// The message id (`visibility-backoff-title`).
    const ID: &'static str;
    /// Whether the statement, or a statement nested in it, claims something of the outcome
    /// (such a statement is said through [`Spoken`], which records its fact).
    const CLAIMS: bool;
    /// Its Fluent arguments in the edition of `w` (nested statements already worded).
    fn args(&self, w: &Words) -> Args<'static>;
    /// What it states: its id, selectors, exact numbers, claimed texts and nested facts.
    fn fact(&self) -> Fact;
}

/// A number a statement names: exact as `f64` in its fact, and a Fluent number in its words.
pub trait Number: Copy {
    fn exact(self) -> f64;
}

macro_rules! numbers {
    ($($t:ty),*) => { $(impl Number for $t { fn exact(self) -> f64 { self as f64 } })* };
}
numbers!(u8, u16, u32, u64, usize, i32, i64, f64);

/// A value written per edition by its own type (a share as a percentage, say): exact in
/// the fact, text in the words.
pub trait Shown {
    fn exact(&self) -> f64;
    fn show(&self, lang: Lang) -> String;
}

/// A duration on a chart, in its axis' unit unless it would round away there
/// ([`units::ms_on_axis`]; `span`: the axis' top): exact milliseconds in its fact.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OnAxis {
    pub ms: f64,
    pub span: f64,
}

impl Shown for OnAxis {
    fn exact(&self) -> f64 {
        self.ms
    }
    fn show(&self, lang: Lang) -> String {
        units::ms_on_axis(self.ms, self.span, lang)
    }
}

/// A nested statement's place in another: a statement, `None` (empty words, no fact), or a
/// list (worded as the edition joins a list, `A, B and C`).
pub trait Part {
    const CLAIMS: bool;
    fn words(&self, w: &Words) -> String;
    fn facts(&self, name: &'static str, into: &mut Vec<(&'static str, Fact)>);
}

impl<S: Statement> Part for S {
    const CLAIMS: bool = S::CLAIMS;
    fn words(&self, w: &Words) -> String {
        w.get(S::ID, &self.args(w))
    }
    fn facts(&self, name: &'static str, into: &mut Vec<(&'static str, Fact)>) {
        into.push((name, self.fact()));
    }
}

impl<S: Statement> Part for Option<S> {
    const CLAIMS: bool = S::CLAIMS;
    fn words(&self, w: &Words) -> String {
        self.as_ref().map_or(String::new(), |s| s.words(w))
    }
    fn facts(&self, name: &'static str, into: &mut Vec<(&'static str, Fact)>) {
        if let Some(s) = self {
            s.facts(name, into);
        }
    }
}

impl<S: Statement> Part for Vec<S> {
    const CLAIMS: bool = S::CLAIMS;
    fn words(&self, w: &Words) -> String {
        let each: Vec<String> = self.iter().map(|s| s.words(w)).collect();
        w.and_list(&each)
    }
    fn facts(&self, name: &'static str, into: &mut Vec<(&'static str, Fact)>) {
        self.iter().for_each(|s| s.facts(name, into));
    }
}

/// A list of statements joined by a comma alone (`A 3, B 0`), as a caption lists its rows
/// after a colon; each one's fact is nested in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Commas<S>(pub Vec<S>);

impl<S: Statement> Part for Commas<S> {
    const CLAIMS: bool = S::CLAIMS;
    fn words(&self, w: &Words) -> String {
        let each: Vec<String> = self.0.iter().map(|s| s.words(w)).collect();
        each.join(", ")
    }
    fn facts(&self, name: &'static str, into: &mut Vec<(&'static str, Fact)>) {
        self.0.iter().for_each(|s| s.facts(name, into));
    }
}

/// A list of statements joined by `sep` (`"; "`), shortened to its ends when `elided`: the
/// first, `…`, the last (a title that names the smallest and the largest of many rows).
#[derive(Clone, Debug, PartialEq)]
pub struct Listed<S> {
    pub items: Vec<S>,
    pub sep: &'static str,
    pub elided: bool,
}

impl<S: Statement> Part for Listed<S> {
    const CLAIMS: bool = S::CLAIMS;
    fn words(&self, w: &Words) -> String {
        let mut each: Vec<String> = self.items.iter().map(|s| s.words(w)).collect();
        if self.elided && each.len() == 2 {
            each.insert(1, "…".to_string());
        }
        each.join(self.sep)
    }
    fn facts(&self, name: &'static str, into: &mut Vec<(&'static str, Fact)>) {
        self.items.iter().for_each(|s| s.facts(name, into));
    }
}

/// Field plumbing for [`statement!`](crate::statement); not for use elsewhere.
#[doc(hidden)]
pub mod field {
    use super::*;

    pub fn select(v: impl Regime) -> FluentValue<'static> {
        FluentValue::from(v.key())
    }
    pub fn count(v: impl Number) -> FluentValue<'static> {
        FluentValue::from(v.exact())
    }
    pub fn ms(v: impl Number, w: &Words) -> FluentValue<'static> {
        FluentValue::from(units::human_ms(v.exact(), w.lang()))
    }
    pub fn shown(v: &impl Shown, w: &Words) -> FluentValue<'static> {
        FluentValue::from(v.show(w.lang()))
    }
    pub fn text(v: &impl AsRef<str>) -> FluentValue<'static> {
        FluentValue::from(v.as_ref().to_owned())
    }
    pub fn say(v: &impl Part, w: &Words) -> FluentValue<'static> {
        FluentValue::from(v.words(w))
    }

    /// Whether a role claims something.
    pub const fn claims(role: &str) -> bool {
        matches!(role.as_bytes(), b"claim")
    }
}

/// Records the facts of everything said through it, for a figure's `facts`.
pub struct Spoken {
    w: &'static Words,
    facts: Vec<Fact>,
}

impl Spoken {
    pub fn new(w: &'static Words) -> Spoken {
        Spoken { w, facts: Vec::new() }
    }

    /// The statement's words; its fact is recorded.
    pub fn say<S: Statement>(&mut self, s: &S) -> String {
        self.facts.push(s.fact());
        self.w.get(S::ID, &s.args(self.w))
    }

    /// The facts recorded, in the order said.
    pub fn facts(self) -> Vec<Fact> {
        self.facts
    }
}

impl Words {
    /// The words of a statement that claims nothing of the outcome (a label, a column's
    /// title); one that claims something is said through [`Spoken`], which records its fact
    /// (holding it so fails to compile):
    /// ```compile_fail,E0080
    /// use jobsim::report::{lang::Lang, words::Words};
    /// jobsim::statement! { pub struct S = "unit-writes" { claim count n: u64 } }
    /// Words::of(Lang::En).say(&S { n: 1 });
    /// ```
    /// ```
    /// use jobsim::report::{lang::Lang, words::Words};
    /// jobsim::statement! { pub struct S = "unit-writes" { input count n: u64 } }
    /// assert_eq!(Words::of(Lang::En).say(&S { n: 2 }), "2 writes");
    /// ```
    pub fn say<S: Statement>(&self, s: &S) -> String {
        const { assert!(!S::CLAIMS, "a statement that claims something is said through `Spoken`, which records its fact") };
        self.get(S::ID, &s.args(self))
    }
}

/// Declares a statement: a struct per catalog message and its [`Statement`] impl, checked
/// against the catalogs when the crate compiles (a missing id, a field the message does not
/// read, a variable no field gives, a selector enum whose keys are not the variants of
/// every select on it in both editions, or a select on a text field, fails the build with
/// a message naming the id).
///
/// ```
/// use jobsim::report::lang::Lang;
/// use jobsim::report::words::Words;
/// use jobsim::report::statement::Statement;
/// jobsim::statement! {
///     /// `3 writes`.
///     pub struct Writes = "unit-writes" { claim count n: u64 }
/// }
/// let s = Writes { n: 1 };
/// assert_eq!(Words::of(Lang::En).get(Writes::ID, &s.args(Words::of(Lang::En))), "1 write");
/// assert_eq!(s.fact().value("n"), Some(1.0));
/// ```
///
/// A statement that does not fit its message does not compile: an id the catalogs lack,
/// ```compile_fail,E0080
/// jobsim::statement! { pub struct S = "no-such-message" { claim count n: u64 } }
/// ```
/// a field the message does not read,
/// ```compile_fail,E0080
/// jobsim::statement! { pub struct S = "unit-writes" { claim count n: u64, claim count m: u64 } }
/// ```
/// a variable no field gives,
/// ```compile_fail,E0080
/// jobsim::statement! { pub struct S = "unit-writes" {} }
/// ```
/// a selector enum with a key some select on it lacks (or lacking a variant one has),
/// ```compile_fail,E0080
/// jobsim::regime! { pub enum Expired { Yes = "yes", No = "no", Maybe = "maybe" } }
/// jobsim::statement! { pub struct S = "visibility-backoff-line" { claim select expired: Expired, input ms vt: u64 } }
/// ```
/// ```compile_fail,E0080
/// jobsim::regime! { pub enum Expired { Yes = "yes" } }
/// jobsim::statement! { pub struct S = "visibility-backoff-line" { claim select expired: Expired, input ms vt: u64 } }
/// ```
/// and a select on text (a count passed as a string has no plural category).
/// ```compile_fail,E0080
/// jobsim::statement! { pub struct S = "unit-writes" { claim text n: String } }
/// ```
/// The same statement with the message's own enum compiles:
/// ```
/// jobsim::statement! { pub struct S = "visibility-backoff-line" { claim select expired: bool, input ms vt: u64 } }
/// ```
#[macro_export]
macro_rules! statement {
    ($(#[$m:meta])* $vis:vis struct $name:ident = $id:literal { $($fields:tt)* }) => {
        $crate::statement!(@munch [$(#[$m])* $vis $name $id] [] $($fields)*);
    };
    (@munch $head:tt [$($done:tt)*] say $f:ident : $t:ty $(, $($rest:tt)*)?) => {
        $crate::statement!(@munch $head [$($done)* [part say $f $t]] $($($rest)*)?);
    };
    (@munch $head:tt [$($done:tt)*] $role:ident $kind:ident $f:ident : $t:ty $(, $($rest:tt)*)?) => {
        $crate::statement!(@munch $head [$($done)* [$role $kind $f $t]] $($($rest)*)?);
    };
    (@munch [$(#[$m:meta])* $vis:vis $name:ident $id:literal] [$([$role:ident $kind:ident $f:ident $t:ty])*]) => {
        $(#[$m])*
        #[derive(Clone, Debug, PartialEq)]
        $vis struct $name {
            $(pub $f: $t,)*
        }
        impl $crate::report::statement::Statement for $name {
            const ID: &'static str = $id;
            const CLAIMS: bool = false $(|| $crate::statement!(@claims $role $kind $t))*;
            #[allow(unused_variables)]
            fn args(&self, w: &$crate::report::words::Words) -> $crate::report::words::Args<'static> {
                #[allow(unused_mut)]
                let mut a = $crate::report::words::Args::new();
                $(a.set(stringify!($f), $crate::statement!(@arg $kind self.$f, w));)*
                a
            }
            fn fact(&self) -> $crate::report::Fact {
                #[allow(unused_mut)]
                let mut fact = $crate::report::Fact::said($id);
                $($crate::statement!(@fact fact $role $kind $f self.$f);)*
                fact
            }
        }
        const _: () = $crate::report::catalog::assert_fits($id, &[
            $($crate::report::catalog::Field { name: stringify!($f), kind: $crate::statement!(@kind $kind $t) },)*
        ]);
    };
    (@claims claim $kind:ident $t:ty) => { true };
    (@claims input $kind:ident $t:ty) => { false };
    (@claims part say $t:ty) => { <$t as $crate::report::statement::Part>::CLAIMS };
    (@arg select $v:expr, $w:ident) => { $crate::report::statement::field::select($v) };
    (@arg count $v:expr, $w:ident) => { $crate::report::statement::field::count($v) };
    (@arg ms $v:expr, $w:ident) => { $crate::report::statement::field::ms($v, $w) };
    (@arg shown $v:expr, $w:ident) => { $crate::report::statement::field::shown(&$v, $w) };
    (@arg text $v:expr, $w:ident) => { $crate::report::statement::field::text(&$v) };
    (@arg say $v:expr, $w:ident) => { $crate::report::statement::field::say(&$v, $w) };
    (@kind select $t:ty) => { $crate::report::catalog::Kind::Select(<$t as $crate::report::fact::Regime>::KEYS) };
    (@kind count $t:ty) => { $crate::report::catalog::Kind::Number };
    (@kind $other:ident $t:ty) => { $crate::report::catalog::Kind::Text };
    (@fact $fact:ident $role:ident select $f:ident $v:expr) => {
        $fact.selects.push((stringify!($f), $crate::report::fact::Regime::key($v)));
        $crate::statement!(@claim $fact $role $f);
    };
    (@fact $fact:ident $role:ident count $f:ident $v:expr) => {
        $fact.values.push((stringify!($f), $crate::report::statement::Number::exact($v)));
        $crate::statement!(@claim $fact $role $f);
    };
    (@fact $fact:ident $role:ident ms $f:ident $v:expr) => {
        $fact.values.push((stringify!($f), $crate::report::statement::Number::exact($v)));
        $crate::statement!(@claim $fact $role $f);
    };
    (@fact $fact:ident $role:ident shown $f:ident $v:expr) => {
        $fact.values.push((stringify!($f), $crate::report::statement::Shown::exact(&$v)));
        $crate::statement!(@claim $fact $role $f);
    };
    (@fact $fact:ident input text $f:ident $v:expr) => {};
    (@fact $fact:ident claim text $f:ident $v:expr) => {
        $fact.texts.push((stringify!($f), AsRef::<str>::as_ref(&$v).to_owned()));
        $crate::statement!(@claim $fact claim $f);
    };
    (@fact $fact:ident part say $f:ident $v:expr) => {
        $crate::report::statement::Part::facts(&$v, stringify!($f), &mut $fact.parts);
    };
    (@claim $fact:ident claim $f:ident) => { $fact.claims.push(stringify!($f)); };
    (@claim $fact:ident input $f:ident) => {};
}

/// A fixed word of the catalogs, checked when the crate compiles: a message that reads no
/// variable (`jobsim::word!(w, "visibility-backoff-x")`), or one whose only variables are
/// selectors given a fixed key here (`jobsim::word!(w, "visibility-backoff-column", column =
/// "calls")`: every select on `$column` in both editions has a `[calls]` variant).
#[macro_export]
macro_rules! word {
    ($w:expr, $id:literal $(, $var:ident = $key:literal)* $(,)?) => {{
        const _: () = $crate::report::catalog::assert_fits($id, &[
            $($crate::report::catalog::Field { name: stringify!($var), kind: $crate::report::catalog::Kind::Literal($key) },)*
        ]);
        #[allow(unused_mut)]
        let mut a = $crate::report::words::Args::new();
        $(a.set(stringify!($var), $key);)*
        $w.get($id, &a)
    }};
}
