//! The public view of a Hot Spot game: everything a spectator may see, and
//! everything another program needs to continue the game from this point
//! (rules convention "The public view is a complete position"). The picture is
//! drawn from it and `parlor local --json` prints it.

use super::{Phase, Square};
use crate::{Outcome, Seat};
use serde::Serialize;

/// A piece on the board as shown to everyone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ViewPiece {
    /// Where it stands.
    pub square: Square,
    /// Its owner.
    pub owner: Seat,
    /// Its spots (1–3). Captured pieces keep their value; the sheet's pieces are
    /// turned face down but both players saw them captured.
    pub spots: u8,
    /// Face down: a permanent block.
    pub captured: bool,
}

/// The last action, for highlighting it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LastAction {
    /// Who made it.
    pub seat: Seat,
    /// Its canonical notation.
    pub notation: String,
    /// The squares it touched: the placed square, a move's from and to, or the
    /// exchanged squares.
    pub squares: Vec<Square>,
}

/// The public view of a Hot Spot game (rulings, "What the picture shows").
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// The phase.
    pub phase: Phase,
    /// The seat to act, or `None` once the game is over.
    pub to_act: Option<Seat>,
    /// Every piece on the board, live and captured, in square order (a1, b1, … h8).
    pub board: Vec<ViewPiece>,
    /// Each seat's reserve (spots, ascending), visible to both players.
    pub reserves: [Vec<u8>; 2],
    /// How many drawn pieces each seat still has face down to place.
    pub face_down: [usize; 2],
    /// During placement: the spots of the piece the seat to act has just revealed.
    pub revealed: Option<u8>,
    /// How many of each seat's pieces have been captured.
    pub captured: [usize; 2],
    /// Whether each seat still has its first turn of play ahead (up to four exchanges).
    pub first_turn: [bool; 2],
    /// Turns played with one live piece each and no capture (draw at 50).
    pub quiet_turns: u32,
    /// The last action.
    pub last_action: Option<LastAction>,
    /// Squares where pieces were captured at the start of the current turn.
    pub last_captures: Vec<Square>,
    /// The danger for the seat to act: squares of its own live pieces that stand on
    /// squares the opponent controls.
    pub danger: Vec<Square>,
    /// The outcome so far.
    pub outcome: Outcome,
}
