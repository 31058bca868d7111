//! The five games still drawn the old way — Trespass, Number One, Acey Ducey,
//! Crown and Anchor and the Line game — until each is a scene (the checklist
//! is in [`mod@crate::scene`]'s docs; checkers is the model).
//!
//! Their modules draw on a copy of their background and learn their own
//! palettes, and read their language from `locale()`, which [`Legacy`] sets
//! from the caller's `locale` parameter around each call (`in_locale`).
//! This module, with its thread-local language, goes when the last of them is
//! converted.

use crate::drawing::{engine, Drawing};
use crate::scene::Scene;
use crate::{crown_anchor, line, number_one, trespass, words};
use image::RgbImage;
use parlor_games::crown_anchor::CrownAndAnchor;
use parlor_games::i18n::{Locale, Msg};
use parlor_games::line::Line;
use parlor_games::number_one::NumberOne;
use parlor_games::trespass::Trespass;
use parlor_games::AnyGame;
use parlor_games::Game as _;
use std::cell::Cell;
use std::sync::Arc;

thread_local! {
    /// The language the legacy drawings write in, set by [`in_locale`].
    static LOCALE: Cell<Locale> = const { Cell::new(Locale::En) };
}

/// The language the legacy drawings write in now.
pub(crate) fn locale() -> Locale {
    LOCALE.get()
}

/// `msg` in the legacy drawings' language ([`words::tr`]).
pub(crate) fn tr(msg: &Msg) -> String {
    words::tr(locale(), msg)
}

/// Runs `f` with the legacy drawings writing in `locale`.
pub(crate) fn in_locale<T>(locale: Locale, f: impl FnOnce() -> T) -> T {
    struct Restore(Locale);
    impl Drop for Restore {
        fn drop(&mut self) {
            LOCALE.set(self.0);
        }
    }
    let _restore = Restore(LOCALE.replace(locale));
    f()
}

/// A game drawn by its module's own pixels: its PNG, its pixels, its alt text
/// and its diagram, each in the language `in_locale` sets.
pub struct Legacy {
    picture: fn(&AnyGame, &[&str]) -> Vec<u8>,
    canvas: fn(&AnyGame, &[&str]) -> RgbImage,
    alt_text: fn(&AnyGame, &[&str]) -> String,
    diagram: fn(&AnyGame, &[&str]) -> String,
}

impl Drawing for Legacy {
    /// A scene of the module's pixels, with its alt text.
    fn scene(&self, game: &AnyGame, names: &[&str], locale: Locale) -> Scene {
        in_locale(locale, || {
            let image = (self.canvas)(game, names);
            let mut scene = Scene::new(image.width(), image.height());
            scene.raster(0, 0, Arc::new(image));
            scene.say((self.alt_text)(game, names));
            scene
        })
    }

    fn picture(&self, game: &AnyGame, names: &[&str], locale: Locale) -> Vec<u8> {
        in_locale(locale, || (self.picture)(game, names))
    }

    fn alt_text(&self, game: &AnyGame, names: &[&str], locale: Locale) -> String {
        in_locale(locale, || (self.alt_text)(game, names))
    }

    fn picture_and_alt_text(&self, game: &AnyGame, names: &[&str], locale: Locale) -> (Vec<u8>, String) {
        in_locale(locale, || ((self.picture)(game, names), (self.alt_text)(game, names)))
    }

    fn diagram(&self, game: &AnyGame, names: &[&str]) -> String {
        in_locale(Locale::En, || (self.diagram)(game, names))
    }
}

/// Trespass.
pub static TRESPASS: Legacy = Legacy {
    picture: |g, names| trespass::picture(&engine::<Trespass>(g).view(), names),
    canvas: |g, names| trespass::canvas(&engine::<Trespass>(g).view(), names),
    alt_text: |g, names| trespass::alt_text(&engine::<Trespass>(g).view(), names),
    diagram: |g, _| trespass::diagram(&engine::<Trespass>(g).view()),
};

/// Number One.
pub static NUMBER_ONE: Legacy = Legacy {
    picture: |g, names| number_one::picture(&engine::<NumberOne>(g).view(), names),
    canvas: |g, names| number_one::canvas(&engine::<NumberOne>(g).view(), names),
    alt_text: |g, names| number_one::alt_text(&engine::<NumberOne>(g).view(), names),
    diagram: |g, _| number_one::diagram(&engine::<NumberOne>(g).view()),
};

/// The Line game.
pub static LINE: Legacy = Legacy {
    picture: |g, names| line::picture(&engine::<Line>(g).view(), names),
    canvas: |g, names| line::canvas(&engine::<Line>(g).view(), names),
    alt_text: |g, names| line::alt_text(&engine::<Line>(g).view(), names),
    diagram: |g, _| line::diagram(&engine::<Line>(g).view()),
};

/// A Crown and Anchor table.
pub static CROWN_AND_ANCHOR: Legacy = Legacy {
    picture: |g, names| crown_anchor::picture_here(&table(g).view(), names, &[]),
    canvas: |g, names| crown_anchor::canvas(&table(g).view(), names, &[]),
    alt_text: |g, names| crown_anchor::alt_text_here(&table(g).view(), names, &[]),
    diagram: |g, names| crown_anchor::diagram(&table(g).view(), names),
};

/// The table of a Crown and Anchor game.
///
/// # Panics
///
/// When `game` is a game of turns: the registry hands only tables to
/// [`CROWN_AND_ANCHOR`].
fn table(game: &AnyGame) -> &CrownAndAnchor {
    game.table()
        .unwrap_or_else(|| panic!("a {:?} given to the Crown and Anchor drawing", game.kind()))
}
