//! [`AnyGame`]: one type over every game, for the bot to store and dispatch on.
//!
//! The bot talks to games in text: actions arrive as notation and leave as
//! canonical notation, events leave as sentences. A game of turns is a
//! [`DynGame`] (every [`crate::Game`] is one); a Crown and Anchor table has no
//! turns and keeps its typed engine, which the bot drives through the table's own
//! verbs. Each game keeps its typed API for tests and pictures
//! ([`AnyGame::downcast_ref`]).

use crate::crown_anchor::CrownAndAnchor;
use crate::game::Game;
use crate::registry::{GameKind, NewGameError, RestoreError};
use crate::text::{DynGame, PlayError, Played};
use crate::{Outcome, Rng, Seat};
use serde_json::value::RawValue;
use serde_json::Value;
use std::fmt;

/// A game of turns behind [`DynGame`], with its kind.
pub struct Turns {
    kind: GameKind,
    game: Box<dyn DynGame>,
}

impl Turns {
    /// The game at the text level.
    pub fn game(&self) -> &dyn DynGame {
        &*self.game
    }

    /// The game at the text level, to play.
    pub fn game_mut(&mut self) -> &mut dyn DynGame {
        &mut *self.game
    }
}

impl Clone for Turns {
    fn clone(&self) -> Turns {
        Turns {
            kind: self.kind,
            game: self.game.box_clone(),
        }
    }
}

impl PartialEq for Turns {
    fn eq(&self, other: &Turns) -> bool {
        self.kind == other.kind && self.game.same_as(&*other.game)
    }
}

impl Eq for Turns {}

impl fmt::Debug for Turns {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.game.fmt(f)
    }
}

/// Any game in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyGame {
    /// A game of turns: every game but Crown and Anchor.
    Turns(Turns),
    /// A Crown and Anchor table. It has no turns: the bot drives it through the
    /// table's own verbs (bets, withdrawals, the roll) on the typed engine
    /// ([`AnyGame::table`]).
    CrownAndAnchor(CrownAndAnchor),
}

impl<G: Game> From<G> for AnyGame {
    /// A game of turns, of the kind its registry line names.
    ///
    /// # Panics
    ///
    /// When `G` has no registry line.
    fn from(game: G) -> AnyGame {
        AnyGame::Turns(Turns {
            kind: GameKind::of::<G>(),
            game: Box::new(game),
        })
    }
}

impl AnyGame {
    /// Starts a game of `kind` for `players` players with the table options
    /// `options` (space-separated words as typed in `/play options:"…"`). Refuses
    /// a player count the game does not seat and options the game does not know,
    /// with a line that says which.
    pub fn new(kind: GameKind, options: &str, players: usize, rng: &mut dyn Rng) -> Result<AnyGame, NewGameError> {
        if !kind.is_table() && !kind.seats().contains(&players) {
            let seats = kind.seats();
            return Err(NewGameError::Seats {
                title: kind.title(),
                min: *seats.start(),
                max: *seats.end(),
                players,
            });
        }
        (kind.entry().new)(options, players, rng)
    }

    /// Restores a stored game through the same validating constructor new games use.
    pub fn restore(kind: GameKind, saved: &Value) -> Result<AnyGame, RestoreError> {
        (kind.entry().restore)(saved)
    }

    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        match self {
            AnyGame::Turns(turns) => turns.kind,
            AnyGame::CrownAndAnchor(_) => GameKind::CrownAndAnchor,
        }
    }

    /// The game of turns at the text level; `None` for a table.
    pub fn turns(&self) -> Option<&dyn DynGame> {
        match self {
            AnyGame::Turns(turns) => Some(turns.game()),
            AnyGame::CrownAndAnchor(_) => None,
        }
    }

    /// The game of turns at the text level, to play; `None` for a table.
    pub fn turns_mut(&mut self) -> Option<&mut dyn DynGame> {
        match self {
            AnyGame::Turns(turns) => Some(turns.game_mut()),
            AnyGame::CrownAndAnchor(_) => None,
        }
    }

    /// The Crown and Anchor table; `None` for a game of turns.
    pub fn table(&self) -> Option<&CrownAndAnchor> {
        match self {
            AnyGame::Turns(_) => None,
            AnyGame::CrownAndAnchor(table) => Some(table),
        }
    }

    /// The Crown and Anchor table, to change; `None` for a game of turns.
    pub fn table_mut(&mut self) -> Option<&mut CrownAndAnchor> {
        match self {
            AnyGame::Turns(_) => None,
            AnyGame::CrownAndAnchor(table) => Some(table),
        }
    }

    /// The typed engine, if this is a game of `G`.
    pub fn downcast_ref<G: Game>(&self) -> Option<&G> {
        self.turns()?.as_any().downcast_ref()
    }

    /// The typed engine, to change, if this is a game of `G`.
    pub fn downcast_mut<G: Game>(&mut self) -> Option<&mut G> {
        self.turns_mut()?.as_any_mut().downcast_mut()
    }

    /// Parses `text` and applies it for `seat`. A refusal is one line that says what
    /// is wrong, and leaves the game unchanged. Number One takes one to three peg
    /// moves in one command, applied in order, all or none. (What replaying a move
    /// log needs; the table plays through [`AnyGame::turns_mut`].)
    pub fn play(&mut self, seat: Seat, text: &str, rng: &mut dyn Rng) -> Result<Played, PlayError> {
        match self.turns_mut() {
            Some(game) => game.play(seat, text, rng),
            None => Err(PlayError::NotTurns),
        }
    }

    /// The outcome so far. A Crown and Anchor table never ends by its rules; it
    /// closes when its players end it.
    pub fn outcome(&self) -> Outcome {
        self.turns().map_or(Outcome::Ongoing, |g| g.outcome())
    }

    /// The public view as JSON: the data the picture is drawn from. Never holds a
    /// secret before the game ends.
    pub fn public_view(&self) -> Value {
        match self {
            AnyGame::Turns(turns) => turns.game().public_view(),
            AnyGame::CrownAndAnchor(t) => serde_json::to_value(t.view()).expect("views serialise"),
        }
    }

    /// The whole state as JSON, for storage. Holds hidden information: never shown.
    pub fn save(&self) -> Value {
        match self {
            AnyGame::Turns(turns) => turns.game().save(),
            AnyGame::CrownAndAnchor(t) => serde_json::to_value(t.to_setup()).expect("setups serialise"),
        }
    }

    /// [`AnyGame::save`] written straight to JSON text from the `Setup`, without
    /// the `Value` tree (fields in the setup's order rather than sorted).
    pub fn save_raw(&self) -> Box<RawValue> {
        match self {
            AnyGame::Turns(turns) => turns.game().save_raw(),
            AnyGame::CrownAndAnchor(t) => serde_json::value::to_raw_value(&t.to_setup()).expect("setups serialise"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn player_counts_outside_the_game_are_refused() {
        let mut rng = crate::SeededRng::new(1);
        assert!(AnyGame::new(GameKind::NumberOne, "", 5, &mut rng)
            .unwrap_err()
            .to_string()
            .contains("2 to 4"));
        assert!(AnyGame::new(GameKind::HotSpot, "", 3, &mut rng).is_err());
        assert!(AnyGame::new(GameKind::NumberOne, "quick", 3, &mut rng).is_ok());
    }

    #[test]
    fn stored_games_of_every_kind_restore() {
        let mut rng = crate::SeededRng::new(9);
        for kind in GameKind::ALL {
            let game = AnyGame::new(kind, "", 2, &mut rng).unwrap();
            assert_eq!(AnyGame::restore(kind, &game.save()).unwrap(), game, "{}", kind.name());
            let raw: Value = serde_json::from_str(game.save_raw().get()).unwrap();
            assert_eq!(raw, game.save(), "{}", kind.name());
        }
    }

    #[test]
    fn a_game_differs_from_itself_after_a_move_and_clones_compare_equal() {
        let mut rng = crate::SeededRng::new(2);
        let mut game = AnyGame::new(GameKind::Checkers, "", 2, &mut rng).unwrap();
        let before = game.clone();
        assert_eq!(game, before);
        game.play(Seat(0), "11-15", &mut rng).unwrap();
        assert_ne!(game, before);
        assert!(game.downcast_ref::<crate::checkers::Checkers>().is_some());
        assert!(game.downcast_ref::<crate::hot_spot::HotSpot>().is_none());
    }

    #[test]
    fn text_that_names_no_action_is_refused_by_every_game() {
        let mut rng = crate::SeededRng::new(5);
        for kind in [
            GameKind::HotSpot,
            GameKind::Trespass,
            GameKind::NumberOne,
            GameKind::AceyDucey,
            GameKind::Checkers,
        ] {
            let mut game = AnyGame::new(kind, "quick", 2, &mut rng)
                .or_else(|_| AnyGame::new(kind, "", 2, &mut rng))
                .unwrap();
            let turns = game.turns_mut().expect("a game of turns");
            if let Some(secrets) = turns.secrets_mut().filter(|s| s.waiting_for_secrets()) {
                secrets.set_secret(Seat(0), 1).unwrap();
                secrets.set_secret(Seat(1), 2).unwrap();
            }
            let seat = turns.to_act().unwrap();
            let before = game.clone();
            for text in ["", " ", ",", "-", "=", "–", ",,-", "x"] {
                assert!(game.play(seat, text, &mut rng).is_err(), "{}: {text:?}", kind.name());
                assert_eq!(game, before);
            }
        }
    }

    #[test]
    fn every_game_starts_and_shows_a_view() {
        let mut rng = crate::SeededRng::new(3);
        for kind in GameKind::ALL {
            let players = (*kind.seats().start()).max(2);
            let game = AnyGame::new(kind, "", players, &mut rng).unwrap();
            assert_eq!(game.kind(), kind);
            assert!(game.public_view().is_object());
        }
    }
}
