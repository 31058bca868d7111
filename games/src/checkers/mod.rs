//! Checkers — English draughts (American checkers), per `shared/rules/checkers.md`.
//!
//! Two players, Black (seat 1, moves first) and White (seat 2), each with twelve
//! men on the dark squares of an 8×8 board, numbered 1–32 (PDN). Men move and
//! capture one square diagonally forward; a man that reaches the far row is crowned
//! king and moves and captures both ways. Capturing is compulsory and a capture
//! sequence must be completed, but any capturing sequence may be chosen (no
//! majority rule); a man crowned during a capture ends the move there. A player
//! with no legal move loses. Draws: by agreement, after 40 moves each without a
//! capture or a man moving, or by threefold repetition.
//!
//! Submodules: `square` (numbering and geometry), `position` (bitboards, move
//! generation, `play_unchecked`, perft, FEN), `notation` (parse and format moves),
//! `game` (the [`crate::Game`] verbs' bodies), `rules` (options, finding the move
//! meant, playing it with the draw rules), `setup` (a stored game's checks),
//! `view` (the public view the picture is drawn from), `messages` (events and
//! refusals in words).

mod game;
mod messages;
mod notation;
mod position;
#[cfg(test)]
mod props;
mod rules;
mod setup;
mod square;
#[cfg(test)]
mod tests;
mod view;

pub use notation::ParseError;
pub use position::{Move, Position, MAX_LANDINGS};
pub use setup::{SeatRole, SetupError};
pub use square::Square;
pub use view::{LastMove, View, ViewPiece};

use crate::{Outcome, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Men each side starts with.
pub const MEN_PER_SIDE: u32 = 12;

/// Plies (40 moves each) without a capture and without a man moving after which
/// the game is drawn (rulings: "after 40 moves each with no capture and no man
/// moved").
pub const QUIET_PLIES_FOR_DRAW: u32 = 80;

/// How many times the same position, with the same side to move, must occur for
/// the game to be drawn by repetition.
pub const REPETITIONS_FOR_DRAW: u32 = 3;

/// The colour name of a seat in English: the catalogue's `checkers-seat-<i>`
/// (Black is seat 1 and moves first, from squares 1–12 toward 29–32; White is
/// seat 2, from 21–32 toward 1–4), for logs.
pub fn seat_name(seat: Seat) -> &'static str {
    crate::GameKind::Checkers.seat_names()[seat.index().min(1)]
}

/// One move in the notation of the rulings.
///
/// - `Step { from: 11, to: 15 }`: a simple move, `11-15`.
/// - `Jump([15, 24, 31])`: a capture from 15 landing on 24 then 31, `15x24x31`.
///
/// As typed, a capture may leave out landing squares (`15x31` for `15x24x31`);
/// [`Game::apply`](crate::Game::apply) accepts it when exactly one legal capture fits, and
/// [`Checkers::resolve`] gives the full form. [`Game::legal_actions`](crate::Game::legal_actions) always
/// lists full paths.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// A one-square diagonal move without capture.
    Step {
        /// The square the piece leaves.
        from: Square,
        /// The square it moves to.
        to: Square,
    },
    /// A capture: the start square, then the landing square of each jump (at least
    /// one).
    Jump(Vec<Square>),
}

impl Action {
    /// The start square.
    pub fn from(&self) -> Square {
        match self {
            Action::Step { from, .. } => *from,
            Action::Jump(squares) => squares[0],
        }
    }

    /// The last square.
    pub fn to(&self) -> Square {
        match self {
            Action::Step { to, .. } => *to,
            Action::Jump(squares) => *squares.last().expect("a jump names squares"),
        }
    }

    /// Every square named, the start square first.
    pub fn squares(&self) -> Vec<Square> {
        match self {
            Action::Step { from, to } => vec![*from, *to],
            Action::Jump(squares) => squares.clone(),
        }
    }

    /// The full action for a legal move: `11-15` or `15x24x31`.
    pub fn from_move(mv: &Move) -> Action {
        if mv.is_capture() {
            Action::Jump(mv.path())
        } else {
            Action::Step {
                from: mv.from(),
                to: mv.to(),
            }
        }
    }
}

impl fmt::Display for Action {
    /// The canonical notation: `11-15`, `15x24`, `15x24x31`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        notation::format(self, f)
    }
}

/// Table options for checkers. The rulings define none yet; the type exists so
/// every game is started the same way.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {}

/// Something a move or a player's decision caused, in words a player understands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// A simple move.
    Moved {
        /// Who moved.
        seat: Seat,
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A capture, single or multiple.
    Captured {
        /// Who captured.
        seat: Seat,
        /// The start square, then every landing square.
        path: Vec<Square>,
        /// The squares of the captured pieces, ascending.
        taken: Vec<Square>,
    },
    /// A man reached the far row and was crowned king.
    Crowned {
        /// Whose man.
        seat: Seat,
        /// Where.
        square: Square,
    },
    /// The seat to move has no legal move (blocked, or no pieces left) and loses.
    NoLegalMove {
        /// The seat that cannot move, and loses.
        seat: Seat,
        /// Whether it has any piece left.
        pieces_left: bool,
    },
    /// Forty moves each without a capture or a man moving: a draw.
    DrawnByFortyMoves,
    /// The same position with the same side to move occurred a third time: a draw.
    DrawnByRepetition,
    /// The seat resigned.
    Resigned {
        /// Who resigned.
        seat: Seat,
    },
    /// Both players agreed to a draw.
    DrawAgreed,
}

/// Why a move was refused (a rule error, after the text parsed). Each message is
/// one line a player understands, in the message files (`checkers-…` in
/// `locales/*/checkers.ftl`); `Display` is the English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The game has ended.
    GameOver,
    /// The other seat is to move.
    NotYourTurn(Seat),
    /// Rulings (capturing): capturing is compulsory, and the move given is not
    /// a capture; the captures available, sorted.
    CaptureCompulsory(Vec<Action>),
    /// A short capture (`15x31`) fits more than one legal capture (the decision on
    /// short captures, `rules.rs`): the full path is asked for.
    Ambiguous {
        /// The capture as written.
        action: Action,
        /// The legal captures it fits, sorted.
        fits: Vec<Action>,
    },
    /// A move starts on a square that holds a piece.
    NoPiece(Square),
    /// Each player moves only their own pieces.
    NotYourPiece {
        /// The square named.
        square: Square,
        /// Whose piece is there.
        owner: Seat,
    },
    /// Rulings (capturing): a capture is written with `x` only when one is there
    /// to make.
    NoCapture {
        /// The capture as written.
        action: Action,
        /// A legal simple move, as an example.
        example: Action,
    },
    /// Rulings (capturing): the capture written is not one of the legal captures.
    NotACapture {
        /// The capture as written.
        action: Action,
        /// The legal captures, sorted.
        available: Vec<Action>,
    },
    /// Rulings (capturing): a capture goes on while another jump is possible.
    Incomplete {
        /// The capture as written, stopping short.
        action: Action,
        /// The legal captures that begin with it, sorted.
        continues: Vec<Action>,
    },
    /// A move leaves the square it starts on.
    StandsStill {
        /// The square named first.
        from: Square,
        /// The same square, named again.
        to: Square,
    },
    /// Rulings (capturing): a jump passes over an opposing piece.
    NothingToJump {
        /// The square the piece leaves.
        from: Square,
        /// The square two steps away.
        to: Square,
        /// The seat whose piece would be captured.
        opponent: Seat,
    },
    /// Rulings (moving): a piece steps one square diagonally.
    NotAStep {
        /// The square the piece leaves.
        from: Square,
        /// The square named as its end.
        to: Square,
    },
    /// Rulings (moving): a man moves only forward; kings move backward too.
    Backward {
        /// The square the man leaves.
        from: Square,
        /// The square behind it.
        to: Square,
    },
    /// Rulings (moving): a piece steps onto an empty square.
    Occupied {
        /// The square named as the move's end.
        to: Square,
        /// Whose piece stands there.
        owner: Seat,
    },
    /// Rulings (moving): any other step that is not among the legal moves.
    NotLegal {
        /// The square the piece leaves.
        from: Square,
        /// The square named as its end.
        to: Square,
    },
}

/// The raw, not necessarily legal contents of a game, with public fields: what is
/// stored, and what [`Game::from_setup`](crate::Game::from_setup) validates to restore a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// Each seat's men, `[Black, White]`, squares ascending.
    pub men: [Vec<Square>; 2],
    /// Each seat's kings, `[Black, White]`, squares ascending.
    pub kings: [Vec<Square>; 2],
    /// The side to move (when the game is over, the side that would have moved).
    pub to_move: Seat,
    /// Plies since the last capture or man move (draw at [`QUIET_PLIES_FOR_DRAW`]).
    pub quiet_plies: u32,
    /// The positions (PDN FEN, see [`Position::fen`]) before each of those quiet
    /// plies, oldest first: exactly `quiet_plies` of them. Earlier positions cannot
    /// recur, so this is all the threefold-repetition rule needs.
    pub history: Vec<String>,
    /// The last move.
    pub last_move: Option<LastMove>,
    /// The outcome so far.
    pub outcome: Outcome,
}

/// A game of checkers in a valid state. Build with [`Game::new`](crate::Game::new) or restore
/// with [`Game::from_setup`](crate::Game::from_setup).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checkers {
    position: Position,
    quiet_plies: u32,
    /// The positions before each quiet ply since the last capture or man move.
    history: Vec<Position>,
    last_move: Option<LastMove>,
    outcome: Outcome,
}
