//! The public view of a Number One game: everything a spectator may see, and
//! everything another program needs to continue the game from this point (rules
//! convention "The public view is a complete position"). The picture is drawn from
//! it and `parlor local --json` prints it.

use super::{Hole, Phase, Size, TurnMove};
use crate::{Outcome, Seat};
use serde::Serialize;

/// A hole of the board in play, with where to draw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ViewHole {
    /// The hole, `a1` to `k6`.
    pub hole: Hole,
    /// Its row, 0 for `a` (bottom) to 10 for `k` (top); the row has
    /// [`Hole::row_len`] holes on the full board, centred.
    pub row: u8,
    /// Its position in the row, 1 for the leftmost hole of the full board's row.
    pub number: u8,
    /// Whether it still holds a token (rulings: pegs must land on a token).
    pub token: bool,
}

/// A peg as shown to everyone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ViewPeg {
    /// Where it stands.
    pub hole: Hole,
    /// Its owner.
    pub owner: Seat,
    /// Small, medium or large.
    pub size: Size,
    /// Turned over: its one landing on an empty hole is used.
    pub used: bool,
    /// It belongs to the player to act and still has to move this turn.
    pub to_move: bool,
}

/// The public view of a Number One game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// Players at the table (2 to 4); 2–3 play on the inner 61 holes.
    pub players: usize,
    /// The phase.
    pub phase: Phase,
    /// The seat to act, or `None` once the game is over.
    pub to_act: Option<Seat>,
    /// Every hole in play, in hole order (`a1`, `a2`, … `k6`), with its token or not.
    pub holes: Vec<ViewHole>,
    /// Every peg on the board, in seat order, small first.
    pub pegs: Vec<ViewPeg>,
    /// Each seat's start area (a corner and its two neighbours along the edge, in
    /// hole order), in seat order.
    pub start_areas: Vec<[Hole; 3]>,
    /// The moves of the turn in progress, or of the last turn until the next player
    /// moves, in the order made, with their routes.
    pub moves: Vec<TurnMove>,
    /// The seats that are out, in seat order.
    pub out: Vec<Seat>,
    /// The outcome so far.
    pub outcome: Outcome,
}
