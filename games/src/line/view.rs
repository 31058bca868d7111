//! The public view of a Line game: everything a spectator may see, and everything
//! another program needs to continue the game from this point (rules convention
//! "The public view is a complete position"): the balls, each seat's hand,
//! confiscated balls, score panel and points, whose turn, the roll each seat may
//! not make (no straight back), the passes in a row (the draw rule's counter), the
//! last move with the lines it called, and the safeguard's counter. The picture is drawn from it and `parlor local --json`
//! prints it.

use super::{Roll, Spot, Target, Variant};
use crate::{Outcome, Seat};
use serde::{Deserialize, Serialize};

/// A ball on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ViewBall {
    /// Where it stands.
    pub spot: Spot,
    /// Its owner.
    pub owner: Seat,
}

/// The last placement or roll, with what it called and took, for highlighting it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastMove {
    /// Who made it.
    pub seat: Seat,
    /// The spot the ball rolled from; `None` for a placement.
    pub from: Option<Spot>,
    /// The spot the ball was placed or rolled on.
    pub to: Spot,
    /// The balls it confiscated, in canonical order.
    pub confiscated: Vec<Target>,
    /// The numbers of the lines it called (none, one or two), in increasing order.
    pub lines: Vec<u8>,
}

impl LastMove {
    /// The move in canonical notation: `d2`, `d2-d3 xa1`.
    pub fn notation(&self) -> String {
        let mut text = match self.from {
            Some(from) => format!("{from}-{}", self.to),
            None => self.to.to_string(),
        };
        for target in &self.confiscated {
            text.push_str(&format!(" x{target}"));
        }
        text
    }
}

/// The public view of a Line game ([`Game::view`](crate::Game::view)). Per-seat
/// arrays are in seat order: White, then Black.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// The variant: `basic`, `progress` or `scoring`.
    pub variant: Variant,
    /// The seat whose turn it is (to place or roll, or to pass or reclaim when
    /// [`View::may_pass`]), or `None` once the game is over. Either seat may
    /// reclaim at any time in the scoring variant.
    pub to_act: Option<Seat>,
    /// Every ball on the board, in spot order (`a1`, `d1`, … `g7`).
    pub balls: Vec<ViewBall>,
    /// Balls each seat still has in hand to place.
    pub hands: [u8; 2],
    /// Each seat's balls confiscated by the other.
    pub confiscated: [u8; 2],
    /// Progress: each seat's score panel, line numbers in the order recorded
    /// (empty in the other variants).
    pub panels: [Vec<u8>; 2],
    /// Scoring: each seat's points (zero in the other variants).
    pub points: [u8; 2],
    /// Scoring: the score that wins; `None` in the other variants.
    pub target: Option<u8>,
    /// The roll each seat may not make on its next turn: its last roll reversed.
    pub barred: [Option<Roll>; 2],
    /// Turns passed in a row since the last placement or roll, 0 to 2 (the draw
    /// rule's counter): when both players have passed and the player to act still
    /// cannot place or roll, the game is drawn.
    pub passes: u8,
    /// The seat to act has no legal placement or roll, so its only actions are
    /// `pass` and, since it could reclaim a ball, `reclaim N` (rulings, "scoring":
    /// "Reclaiming is never compulsory"). Always false once the game is over.
    pub may_pass: bool,
    /// The last placement or roll, with the lines it called.
    pub last_move: Option<LastMove>,
    /// Placements and rolls in a row without a confiscation, point or new line;
    /// the game ends at [`SAFEGUARD_MOVES`](super::SAFEGUARD_MOVES).
    pub quiet_moves: u32,
    /// Placements and rolls made so far.
    pub moves: u32,
    /// The outcome so far.
    pub outcome: Outcome,
}
