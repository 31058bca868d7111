//! The public view of a checkers game: everything a spectator may see, and
//! everything another program needs to continue the game from this point (rules
//! convention "The public view is a complete position"), including the counters
//! and earlier positions the draw rules need. The picture is drawn from it and
//! `parlor local --json` prints it.

use super::{Action, Square};
use crate::{Outcome, Seat};
use serde::{Deserialize, Serialize};

/// A piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ViewPiece {
    /// Where it stands, 1–32.
    pub square: Square,
    /// Its owner: seat 1 Black, seat 2 White.
    pub owner: Seat,
    /// Whether it is a king (crowned on the far row; moves both ways).
    pub king: bool,
}

/// The last move, for the log and for highlighting it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastMove {
    /// Who made it.
    pub seat: Seat,
    /// The start square, then every square it stopped on.
    pub path: Vec<Square>,
    /// The squares of the pieces it captured, ascending (empty for a simple move).
    pub taken: Vec<Square>,
    /// Whether a man was crowned by it.
    pub crowned: bool,
}

impl LastMove {
    /// The move as an action.
    pub fn action(&self) -> Action {
        if self.taken.is_empty() && self.path.len() == 2 {
            Action::Step {
                from: self.path[0],
                to: self.path[1],
            }
        } else {
            Action::Jump(self.path.clone())
        }
    }

    /// The move in canonical notation: `11-15` or `15x24x31`.
    pub fn notation(&self) -> String {
        self.action().to_string()
    }
}

/// The public view of a checkers game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// Every piece, in square order (1 to 32).
    pub board: Vec<ViewPiece>,
    /// The side to move in the position (after the game ends, the side that would
    /// have moved).
    pub to_move: Seat,
    /// The seat to act, or `None` once the game is over.
    pub to_act: Option<Seat>,
    /// The position in PDN FEN (`B:W21,…,32:B1,…,12`).
    pub fen: String,
    /// Plies since the last capture or man move; the game is drawn at
    /// `quiet_plies_for_draw` (40 moves each).
    pub quiet_plies: u32,
    /// The draw limit for `quiet_plies`: 80.
    pub quiet_plies_for_draw: u32,
    /// How many times the current position (same side to move) has occurred,
    /// this time included; the game is drawn at 3.
    pub repetitions: u32,
    /// The positions (FEN) before each quiet ply, oldest first, for the
    /// repetition rule.
    pub history: Vec<String>,
    /// The last move.
    pub last_move: Option<LastMove>,
    /// Squares of the pieces of the side to act that can capture: capturing is
    /// compulsory, so one of them must. Empty when no capture is available or the
    /// game is over.
    pub must_capture: Vec<Square>,
    /// The outcome so far.
    pub outcome: Outcome,
}
