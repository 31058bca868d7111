//! The views of a Trespass game. The public view is everything a spectator may
//! see and everything another program needs to continue the game from this point
//! (rules convention "The public view is a complete position") except the hidden
//! picks: before the game ends it holds no secret number. A seat's own view adds
//! that seat's secret and nothing else. The pictures and `parlor local --json` are
//! drawn from these.

use super::{Phase, Square};
use crate::{Outcome, Seat};
use serde::{Deserialize, Serialize};

/// A piece on the board as shown to everyone: its number and colour are public.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ViewPiece {
    /// Where it stands.
    pub square: Square,
    /// Its owner (colour); it moves toward the other seat's back row.
    pub owner: Seat,
    /// Its number, 0–9.
    pub number: u8,
}

/// The last move and the path the engine found for it, for drawing it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastMove {
    /// Who made it (the piece may be of either colour).
    pub seat: Seat,
    /// The square the piece left.
    pub from: Square,
    /// The square it ended on.
    pub to: Square,
    /// Every square the piece stopped on, `from` first and `to` last: one square
    /// per slide step, then the landing square of each jump (the jumped piece
    /// stands halfway between two squares two apart).
    pub path: Vec<Square>,
}

impl LastMove {
    /// The move in canonical notation, `b2-d5`.
    pub fn notation(&self) -> String {
        format!("{}-{}", self.from, self.to)
    }
}

/// A view of a Trespass game: public ([`Game::view`](crate::Game::view))
/// or for one seat ([`Game::seat_view`](crate::Game::seat_view)).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// The phase.
    pub phase: Phase,
    /// The seat to act (during the secret picks, the first seat still to pick), or
    /// `None` once the game is over.
    pub to_act: Option<Seat>,
    /// Every piece, in square order (a1, b1, … e6).
    pub board: Vec<ViewPiece>,
    /// Whether each seat has picked its secret number (never the number).
    pub picked: [bool; 2],
    /// The secret numbers this view may show: none in the public view, the seat's
    /// own in its own view, and both once the game is over.
    pub secrets: [Option<u8>; 2],
    /// The piece that may not move this turn: the one the opponent just moved.
    /// `None` at the start of play and after a pass.
    pub locked: Option<Square>,
    /// The last move, with its path.
    pub last_move: Option<LastMove>,
    /// The outcome so far.
    pub outcome: Outcome,
}
