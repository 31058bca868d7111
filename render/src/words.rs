//! Words: every word a picture or its alt text holds goes through [`tr`], in the
//! language the caller passes (the room's). Nothing in this crate reads a
//! reader's language from anywhere else.
//!
//! What a picture draws once per language (a background with words on it, the
//! palette learned over it) is kept in a [`PerLocale`].

use parlor_games::i18n::{self, Locale, Msg};
use parlor_games::Seat;

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

/// The players' names and the room's language for one scene of a game whose
/// seats the catalogue names by colour (`<game>-seat-<n>`): the words every
/// drawing asks for, passed down its functions as one value.
#[derive(Clone, Copy)]
pub struct Table<'a> {
    /// The players' names by seat.
    pub names: &'a [&'a str],
    /// The room's language.
    pub locale: Locale,
    /// The game's registry name (`hot-spot`).
    game: &'static str,
    /// How many seats the catalogue names.
    seats: usize,
}

impl<'a> Table<'a> {
    /// The table of `game` (its registry name, `seats` seats named) for
    /// `names` in `locale`.
    pub const fn new(game: &'static str, seats: usize, names: &'a [&'a str], locale: Locale) -> Table<'a> {
        Table {
            names,
            locale,
            game,
            seats,
        }
    }

    /// `msg` in the scene's language.
    pub fn tr(&self, msg: Msg) -> String {
        tr(self.locale, &msg)
    }

    /// A seat's colour: "White", "Blanco", "Blanc".
    pub fn colour(&self, seat: Seat) -> String {
        self.tr(i18n::seat(self.game, seat.index().min(self.seats - 1)))
    }

    /// A seat's label: "Ann (White)", or "White" ([`crate::header::label`]).
    pub fn label(&self, seat: Seat) -> String {
        crate::header::label(self.names, seat, &self.colour(seat))
    }

    /// A seat's name, or its colour ([`crate::header::short`]).
    pub fn short(&self, seat: Seat) -> String {
        crate::header::short(self.names, seat, &self.colour(seat))
    }
}
