//! What a chart states, as data: a [`Fact`] per statement (its message, the selectors it
//! chose, its exact numbers, claimed texts and nested facts) and the [`Regime`] enums its
//! selectors are (declared with [`regime!`](crate::regime)). `report::figure` re-exports
//! them with the chart vocabulary; claim checkers read them (`tests/it/regimes`).

/// One statement a chart makes: the catalog message that words it, the key of each
/// selector it chose, the exact numbers it names, the texts it claims and the facts of the
/// statements nested in it. A statement declared with [`statement!`](crate::statement)
/// gives its own ([`Statement::fact`](crate::report::statement::Statement::fact)); a claim
/// checker re-derives the claims from the report's tables, never from the words, so both
/// editions are checked alike.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Fact {
    /// The message id (`chunk-size-tradeoff`).
    pub statement: &'static str,
    /// Each selector variable and the catalog key it chose (`("regime", "same")`).
    pub selects: Vec<(&'static str, &'static str)>,
    /// The numbers the statement names, exact (before any rounding for the words).
    pub values: Vec<(&'static str, f64)>,
    /// The texts it claims (a name chosen from the outcome).
    pub texts: Vec<(&'static str, String)>,
    /// The facts of the statements nested in it, by field.
    pub parts: Vec<(&'static str, Fact)>,
    /// The fields that claim something of the outcome (the others restate inputs): a
    /// checker must re-derive each.
    pub claims: Vec<&'static str>,
}

/// A statement's regime (issue 36): a typed value with one variant per variant of its
/// catalog message, chosen from the outcome's exact numbers by one tested function (an
/// enum declared with [`regime!`](crate::regime), or `bool` for a yes/no selector).
pub trait Regime: Copy {
    /// Every key, in declaration order: each select on the field lists exactly these.
    const KEYS: &'static [&'static str];
    /// The catalog variant key the message selects on (`same`).
    fn key(self) -> &'static str;
}

/// `true` is the catalog key `yes`, `false` is `no`.
impl Regime for bool {
    const KEYS: &'static [&'static str] = &["yes", "no"];
    fn key(self) -> &'static str {
        if self { "yes" } else { "no" }
    }
}

/// Declares a statement's regime: an enum whose variants carry their catalog keys, and its
/// [`Regime`](crate::report::figure::Regime) implementation.
///
/// ```
/// use jobsim::report::figure::Regime;
/// jobsim::regime! {
///     /// Whether chunk sizes trade latency against writes.
///     pub enum TradeOff { Exists = "tradeoff", Same = "same" }
/// }
/// assert_eq!(TradeOff::Same.key(), "same");
/// assert_eq!(TradeOff::KEYS, ["tradeoff", "same"]);
/// ```
#[macro_export]
macro_rules! regime {
    ($(#[$m:meta])* $vis:vis enum $name:ident { $($(#[$vm:meta])* $variant:ident = $key:literal),+ $(,)? }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        $vis enum $name { $($(#[$vm])* $variant),+ }
        impl $crate::report::fact::Regime for $name {
            const KEYS: &'static [&'static str] = &[$($key),+];
            fn key(self) -> &'static str {
                match self { $($name::$variant => $key),+ }
            }
        }
    };
}

regime! {
    /// A count a message selects on as a number (`[0]` or the rest): none, or some.
    pub enum Count { Zero = "0", Some = "other" }
}

impl Count {
    /// `Zero` only for exactly 0.
    ///
    /// ```
    /// use jobsim::report::figure::{Count, Regime};
    /// assert_eq!(Count::of(0).key(), "0");
    /// assert_eq!(Count::of(1).key(), "other");
    /// ```
    pub fn of(n: u64) -> Self {
        if n == 0 { Count::Zero } else { Count::Some }
    }
}

impl Fact {
    /// A statement whose message selects on `$regime`.
    pub fn new(statement: &'static str, regime: impl Regime) -> Fact {
        Fact::on(statement, "regime", regime)
    }

    /// A statement whose message selects on `$selector` (one message, several parts).
    pub fn on(statement: &'static str, selector: &'static str, regime: impl Regime) -> Fact {
        Fact { statement, selects: vec![(selector, regime.key())], ..Fact::default() }
    }

    /// A statement without a selector: the message is made or not (a caption's added
    /// sentence, say); its numbers still name what it states.
    pub fn said(statement: &'static str) -> Fact {
        Fact { statement, ..Fact::default() }
    }

    /// The fact with one more named number.
    pub fn with(mut self, name: &'static str, value: f64) -> Fact {
        self.values.push((name, value));
        self
    }

    /// The number named `name`, if the statement names it.
    pub fn value(&self, name: &str) -> Option<f64> {
        self.values.iter().find(|v| v.0 == name).map(|v| v.1)
    }

    /// The key the selector `name` chose, if the statement selects on it.
    pub fn select(&self, name: &str) -> Option<&'static str> {
        self.selects.iter().find(|v| v.0 == name).map(|v| v.1)
    }

    /// The claimed text `name`, if the statement claims it.
    pub fn text(&self, name: &str) -> Option<&str> {
        self.texts.iter().find(|v| v.0 == name).map(|v| v.1.as_str())
    }

    /// This fact and every fact nested in it, depth first.
    pub fn all(&self) -> Vec<&Fact> {
        let mut out = vec![self];
        for (_, p) in &self.parts {
            out.extend(p.all());
        }
        out
    }
}
