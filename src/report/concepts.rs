//! How the concepts charts colour look: the palette, the markers, and the lookups into the
//! glossary ([`super::glossary::TERMS`]), which declares each concept's one colour
//! (Okabe–Ito for the lesson concepts, safe with every common colour-vision deficiency),
//! marker and Turkish name, in every chart of the course. A model names a concept with a
//! [`Key`]; it never picks a colour.

use super::figure::Key;

use super::glossary;
pub use super::glossary::{Marker, palette};
use palette::*;

/// The charted concepts of the glossary ([`glossary::TERMS`]): key, colour and marker.
pub fn charted() -> impl Iterator<Item = (&'static str, &'static str, Marker)> {
    glossary::TERMS.iter().filter_map(|t| Some((t.key, t.colour?, t.marker?)))
}

/// Whether a concept is a real system's (`system.*`). Where a system's line shares its
/// colour with a lesson concept's series in the same chart (Temporal and full jitter are
/// both blue, Sidekiq and no jitter both vermillion), the system's line is drawn dashed.
pub fn is_system(key: Key) -> bool {
    key.0.starts_with("system.")
}

/// The colour and marker of a concept; an unknown key is drawn black (and a test keeps
/// every key of every course chart among the glossary's charted terms, [`charted`]).
pub fn look(key: Key) -> (&'static str, Marker) {
    charted().find(|c| c.0 == key.0).map(|c| (c.1, c.2)).unwrap_or((BLACK, Marker::Circle))
}

/// Whether text on this colour reads better white than dark.
pub fn dark(color: &str) -> bool {
    matches!(
        color,
        palette::BLUE
            | palette::VERMILLION
            | palette::PURPLE
            | palette::BLACK
            | palette::GREEN
            | palette::WINE
            | palette::INDIGO
            | palette::TEAL
            | palette::OLIVE
            | palette::CYAN
    )
}

/// Whether the key is a charted concept of the glossary.
pub fn known(key: Key) -> bool {
    charted().any(|c| c.0 == key.0)
}

impl Key {
    /// The name of the concept (legends, series names) in `lang`, or the key itself when
    /// the concept is unknown.
    ///
    /// # Example
    /// ```
    /// use jobsim::report::figure::Key;
    /// use jobsim::report::lang::Lang;
    /// assert_eq!(Key("jitter.none").name(Lang::Tr), "sarsıntısız");
    /// ```
    pub fn name(self, lang: super::lang::Lang) -> &'static str {
        glossary::term(self.0).map_or(self.0, |t| t.word(lang))
    }
}
