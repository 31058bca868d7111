//! The test kit every engine's tests share: one-line helpers over [`Game`], so a
//! rules test reads as the rule it checks. Each `<game>/tests.rs` writes
//! `crate::testkit::kit!(HotSpot);` and gets them typed for its game:
//!
//! - `act("c1-c3")`: an action from its notation (a parse error fails the test);
//! - `restore(setup)`: a game through [`Game::from_setup`] (a broken invariant
//!   fails the test);
//! - `apply(&mut game, seat, &action)`: [`Game::apply`] for an action that throws
//!   no dice (a draw from the generator fails the test);
//! - `refusal(&mut game, seat, &action)`: the one line an illegal action is
//!   refused with, after checking the game is unchanged;
//! - `legal(&game, seat)` and `notations(&game, seat)`: the legal actions, typed
//!   and in canonical notation.
//!
//! The game's own position helpers (`pos("g: c1=2; b: c4=3")`, square parsers)
//! stay beside its tests: they speak its board.

use crate::{Game, ScriptedRng, Seat};
use std::fmt;

/// Parses `text` in `G`'s notation; a parse error fails the test.
pub(crate) fn act<G: Game>(text: &str) -> G::Action {
    G::parse_action(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Restores `setup` through `G`'s one door; a broken invariant fails the test.
pub(crate) fn restore<G: Game>(setup: G::Setup) -> G {
    G::from_setup(setup).unwrap_or_else(|e| panic!("{e}"))
}

/// [`Game::apply`] for an action that throws no dice: the generator holds no
/// throws, and drawing from it fails the test.
pub(crate) fn apply<G: Game>(game: &mut G, seat: Seat, action: &G::Action) -> Result<Vec<G::Event>, G::RuleError> {
    let mut no_dice = ScriptedRng::new([]);
    game.apply(seat, action, &mut no_dice)
}

/// The refusal of `action` for `seat`: checks that the game is unchanged and
/// that the message is one line of under 200 characters, and gives it back.
pub(crate) fn refusal<G: Game>(game: &mut G, seat: Seat, action: &G::Action) -> String {
    let before = game.clone();
    let err = apply(game, seat, action).expect_err("should be refused");
    assert_eq!(*game, before, "a refusal changed the game");
    let message = err.to_string();
    assert!(!message.contains('\n') && message.len() < 200, "{message}");
    message
}

/// `seat`'s legal actions.
pub(crate) fn legal<G: Game>(game: &G, seat: Seat) -> Vec<G::Action> {
    let mut actions = Vec::new();
    game.legal_actions(seat, &mut actions);
    actions
}

/// `seat`'s legal actions in canonical notation.
pub(crate) fn notations<G: Game>(game: &G, seat: Seat) -> Vec<String> {
    legal(game, seat).iter().map(ToString::to_string).collect()
}

/// Events (or anything else) as the English lines they print.
pub(crate) fn sentences<T: fmt::Display>(events: &[T]) -> Vec<String> {
    events.iter().map(ToString::to_string).collect()
}

/// Writes the kit's helpers typed for one game into a test module:
/// `crate::testkit::kit!(HotSpot);`.
macro_rules! kit {
    ($game:ty) => {
        /// An action from its notation ([`crate::testkit::act`]).
        #[allow(dead_code)]
        fn act(text: &str) -> <$game as $crate::Game>::Action {
            $crate::testkit::act::<$game>(text)
        }

        /// A game restored from `setup` ([`crate::testkit::restore`]).
        #[allow(dead_code)]
        fn restore(setup: <$game as $crate::Game>::Setup) -> $game {
            $crate::testkit::restore::<$game>(setup)
        }

        /// `action` applied without dice ([`crate::testkit::apply`]).
        #[allow(dead_code)]
        fn apply(
            game: &mut $game,
            seat: $crate::Seat,
            action: &<$game as $crate::Game>::Action,
        ) -> Result<Vec<<$game as $crate::Game>::Event>, <$game as $crate::Game>::RuleError> {
            $crate::testkit::apply(game, seat, action)
        }

        /// The line `action` is refused with ([`crate::testkit::refusal`]).
        #[allow(dead_code)]
        fn refusal(game: &mut $game, seat: $crate::Seat, action: &<$game as $crate::Game>::Action) -> String {
            $crate::testkit::refusal(game, seat, action)
        }

        /// `seat`'s legal actions ([`crate::testkit::legal`]).
        #[allow(dead_code)]
        fn legal(game: &$game, seat: $crate::Seat) -> Vec<<$game as $crate::Game>::Action> {
            $crate::testkit::legal(game, seat)
        }

        /// `seat`'s legal actions in notation ([`crate::testkit::notations`]).
        #[allow(dead_code)]
        fn notations(game: &$game, seat: $crate::Seat) -> Vec<String> {
            $crate::testkit::notations(game, seat)
        }
    };
}

pub(crate) use kit;
