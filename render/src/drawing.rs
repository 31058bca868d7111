//! The registry of drawings: what this crate does with each kind of game.
//!
//! Each game's drawing implements [`Drawing`]: the [`Scene`] of the game's
//! public view (which the painters turn into a PNG or an SVG, and which holds
//! the alt text) and the English text diagram. [`drawing`] looks a game's
//! drawing up by its [`GameKind`], once, in one match.

use crate::scene::Scene;
use crate::{acey_ducey, checkers, crown_anchor, hot_spot, line, number_one, paint, plain, trespass};
use parlor_games::i18n::Locale;
use parlor_games::{AnyGame, Game, GameKind};

/// What this crate draws for one kind of game.
pub trait Drawing: Sync {
    /// The scene of `game`'s public view: `names` are the players' names by
    /// seat, `locale` the language of its words (the room's).
    fn scene(&self, game: &AnyGame, names: &[&str], locale: Locale) -> Scene;

    /// The PNG picture: [`Drawing::scene`] painted.
    fn picture(&self, game: &AnyGame, names: &[&str], locale: Locale) -> Vec<u8> {
        paint::png(&self.scene(game, names, locale))
    }

    /// The alt text: [`Drawing::scene`]'s.
    fn alt_text(&self, game: &AnyGame, names: &[&str], locale: Locale) -> String {
        self.scene(game, names, locale).alt_text()
    }

    /// [`Drawing::picture`] and [`Drawing::alt_text`] from one scene, as a
    /// reply posts them together.
    fn picture_and_alt_text(&self, game: &AnyGame, names: &[&str], locale: Locale) -> (Vec<u8>, String) {
        let scene = self.scene(game, names, locale);
        (paint::png(&scene), scene.alt_text())
    }

    /// The plain-ASCII diagram of the public view, always in English (for
    /// terminals and local mode, never sent to Discord).
    fn diagram(&self, game: &AnyGame, names: &[&str]) -> String;
}

/// The drawing of `kind`. A game without one of its own (the test-only game,
/// compiled behind the games crate's `test-game` feature) gets the plain one.
pub fn drawing(kind: GameKind) -> &'static dyn Drawing {
    #[allow(unreachable_patterns)]
    match kind {
        GameKind::HotSpot => &hot_spot::HotSpotDrawing,
        GameKind::Checkers => &checkers::CheckersDrawing,
        GameKind::Trespass => &trespass::TrespassDrawing,
        GameKind::NumberOne => &number_one::NumberOneDrawing,
        GameKind::AceyDucey => &acey_ducey::AceyDuceyDrawing,
        GameKind::CrownAndAnchor => &crown_anchor::CrownAndAnchorDrawing,
        GameKind::Line => &line::LineDrawing,
        _ => &plain::PlainDrawing,
    }
}

/// The typed engine of a game of `G`'s kind.
///
/// # Panics
///
/// When `game` is of another kind: [`drawing`] hands each game to its own
/// kind's drawing.
pub fn engine<G: Game>(game: &AnyGame) -> &G {
    game.downcast_ref()
        .unwrap_or_else(|| panic!("a {:?} given to the drawing of {}", game.kind(), G::SPEC.name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_offered_game_has_a_drawing_of_its_own() {
        for kind in GameKind::offered() {
            let players = (*kind.seats().start()).max(2);
            let game = AnyGame::new(kind, "", players, &mut parlor_games::SeededRng::new(1)).expect("a new game");
            assert_ne!(
                drawing(kind).diagram(&game, &[]),
                plain::diagram(&game),
                "{kind:?} is drawn plain"
            );
        }
    }
}
