//! Words: every word a picture or its alt text holds goes through [`tr`], in the
//! language the caller passes (the room's). Nothing in this crate reads a
//! reader's language from anywhere else.
//!
//! What a picture draws once per language (a background with words on it, the
//! palette learned over it) is kept in a [`PerLocale`].

use parlor_games::i18n::{Locale, Msg};

/// `msg` in `locale`: the one door through which this crate translates.
pub fn tr(locale: Locale, msg: &Msg) -> String {
    msg.tr(locale)
}

/// The slot of `locale` in a keep per language ([`Locale::ALL`] order).
pub fn slot(locale: Locale) -> usize {
    Locale::ALL.iter().position(|&l| l == locale).unwrap_or(0)
}

/// What a picture draws once per language and keeps (a background with words
/// on it, the palette learned from it): made on first use in each language.
pub struct PerLocale<T> {
    make: fn(Locale) -> T,
    made: [std::sync::OnceLock<T>; 3],
}

impl<T> PerLocale<T> {
    /// Kept parts that `make` draws for a language.
    pub const fn new(make: fn(Locale) -> T) -> PerLocale<T> {
        PerLocale {
            make,
            made: [
                std::sync::OnceLock::new(),
                std::sync::OnceLock::new(),
                std::sync::OnceLock::new(),
            ],
        }
    }

    /// The part for `locale`, made now if it is the first time.
    pub fn get(&self, locale: Locale) -> &T {
        self.made[slot(locale)].get_or_init(|| (self.make)(locale))
    }
}
