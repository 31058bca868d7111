//! Trespass (Parker Brothers, 1974), per `shared/rules/trespass.md`.
//!
//! Two players, Red (seat 1) and Blue (seat 2), each with ten pieces numbered 0–9
//! on a board of 5 files × 6 ranks. Each player secretly picks one of their own
//! numbers. A turn moves one piece of *either* colour — except the piece the
//! opponent just moved — forward or sideways: sliding through empty squares, jumping
//! over adjacent pieces, or sliding and then jumping. "Forward" always belongs to
//! the piece's owner. The first secret piece to stand in its goal row (the
//! opponent's back row) wins for its owner, whoever moved it there.
//!
//! Submodules: `square` (coordinates), `board` (the board and its geometry),
//! `paths` (the search for a legal path between two squares), `notation` (parse and
//! format moves), `game` (the [`crate::Game`] verbs' bodies), `legal` (checking
//! moves), `rules` (options, passes, the end and its reveal), `secrets` (the
//! secret picks, the [`crate::Secrets`] capability), `setup` (a stored game's
//! checks), `view` (the public and per-seat views the pictures are drawn from),
//! `messages` (events and refusals in words).

mod board;
mod game;
mod legal;
mod messages;
mod notation;
mod paths;
mod rules;
mod secrets;
mod setup;
mod square;
#[cfg(test)]
mod tests;
mod view;

pub use notation::ParseError;
pub use setup::{SeatRole, SetupError};
pub use square::Square;
pub use view::{LastMove, View, ViewPiece};

use crate::{Outcome, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Number of files, `a`–`e` (rulings, "Board and pieces").
pub const FILES: u8 = 5;
/// Number of ranks, `1`–`6`; rank 1 is Red's back row, rank 6 Blue's.
pub const RANKS: u8 = 6;
/// Pieces each player owns, numbered 0 to 9 (rulings, "Board and pieces").
pub const PIECES_PER_SIDE: u8 = 10;

/// The colour name of a seat in English ("Red" or "Blue"; Red is seat 1, back
/// row rank 1): the catalogue's `trespass-seat-<i>`, for logs and text diagrams.
pub fn seat_name(seat: Seat) -> &'static str {
    crate::GameKind::Trespass.seat_names()[seat.index().min(1)]
}

/// A numbered piece. Both the number and the owner (colour) are public; only which
/// number each player picked is secret.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Piece {
    /// The seat that owns the piece. It moves toward the other seat's back row,
    /// whoever moves it (rulings, "Direction").
    pub owner: Seat,
    /// Its number, 0–9.
    pub number: u8,
}

/// The two phases of a game (rulings, "Set-up" and "A turn").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Set-up step 2: both players pick a secret number; nobody moves yet.
    Secrets,
    /// Players take turns moving, Red first.
    Play,
}

/// One action, in the notation of the rulings: `b2-d5` moves the piece on b2 to d5
/// by whatever legal path exists (only the start and end squares matter, since
/// nothing is captured). Passing is not an action: the engine passes for a player
/// who cannot move. Secret picks go through [`crate::Secrets::set_secret`], never
/// through notation, so no pick ever appears in the move log.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Move a piece of either colour.
    Move {
        /// The square the piece leaves.
        from: Square,
        /// The empty square it ends on.
        to: Square,
    },
}

/// Table options for Trespass. The rulings define none yet; the type exists so
/// every game is started the same way.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {}

/// Something an action caused, in words a player understands. No event names a
/// secret number before the game is over.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// The seat picked its secret number (which is not said).
    SecretPicked {
        /// Who picked.
        seat: Seat,
    },
    /// Both secrets are picked; play begins with Red.
    PlayBegins,
    /// A piece moved.
    Moved {
        /// Who moved it.
        seat: Seat,
        /// The piece, of either colour.
        piece: Piece,
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// The seat had no legal move and passed; no piece is locked for the next turn.
    Passed {
        /// Who passed.
        seat: Seat,
    },
    /// The seat's secret piece stands in its goal row: the seat wins.
    Won {
        /// The winner, the secret piece's owner.
        seat: Seat,
        /// The secret number, revealed because the game is over.
        number: u8,
        /// Where the piece stands.
        square: Square,
    },
    /// No piece can move for either player: a draw.
    NeitherCanMove,
    /// The seat resigned.
    Resigned {
        /// Who resigned.
        seat: Seat,
    },
    /// Both players agreed to a draw.
    DrawAgreed,
    /// The game is over and both secret numbers are shown (`None`: never picked).
    SecretsRevealed {
        /// Each seat's secret number, in seat order.
        secrets: [Option<u8>; 2],
    },
}

/// Why an action was refused. Each message is one line a player understands, and
/// none names a secret number.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// The game has ended.
    GameOver,
    /// Another seat is to move.
    NotYourTurn(Seat),
    /// Set-up step 2: nobody moves until both secrets are picked.
    WaitingForSecrets,
    /// Rulings, "A turn": the piece the opponent moved on the previous turn may not
    /// be moved.
    Locked,
    /// A secret number, once picked, never changes.
    SecretAlreadyPicked,
    /// Set-up step 2: each of the two seats picks one secret.
    NoSuchSeat(Seat),
    /// Set-up step 2: secrets are picked before play, never during it.
    PlayBegun,
    /// Set-up step 2: the secret is the number of one of the seat's pieces.
    NoSuchNumber(u8),
    /// A turn: the square named holds a piece to move.
    NoPiece(Square),
    /// Rulings, "A turn": a move ends on a different square.
    SameSquare {
        /// The square named first.
        from: Square,
        /// The same square, named again.
        to: Square,
    },
    /// Rulings, "A turn": a move ends on an empty square.
    Taken {
        /// The square the piece leaves.
        from: Square,
        /// The square named as its end.
        to: Square,
        /// The piece standing there.
        by: Piece,
    },
    /// Rulings, "Direction": a piece in its goal row moves only sideways along it.
    GoalRowSideways {
        /// The square the piece leaves.
        from: Square,
        /// The square named as its end, off the goal row.
        to: Square,
        /// The piece.
        piece: Piece,
    },
    /// Rulings, "Direction": pieces move forward or sideways, never backward.
    Backward {
        /// The square the piece leaves.
        from: Square,
        /// The square named as its end, behind it.
        to: Square,
        /// The piece's owner, whose direction it keeps.
        owner: Seat,
    },
    /// Rulings, "A turn": a move slides or jumps, never a jump and then a slide.
    JumpThenSlide {
        /// The square the piece leaves.
        from: Square,
        /// The square named as its end.
        to: Square,
    },
    /// Rulings, "A turn": no slide through empty squares or chain of jumps
    /// reaches the square.
    NoPath {
        /// The square the piece leaves.
        from: Square,
        /// The square named as its end.
        to: Square,
    },
}

/// The raw, not necessarily legal contents of a game, with public fields: what is
/// stored, and what [`Game::from_setup`](crate::Game::from_setup) validates to
/// restore a game. It holds
/// the secret numbers, so it is never shown to players.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// Every piece, in square order.
    pub board: Vec<(Square, Piece)>,
    /// Each seat's secret number, `None` until picked.
    pub secrets: [Option<u8>; 2],
    /// The phase.
    pub phase: Phase,
    /// The seat to move in play (Red during the secret picks).
    pub to_act: Seat,
    /// The square of the piece the opponent moved on the previous turn, which may
    /// not move now; `None` at the start and after a pass.
    pub locked: Option<Square>,
    /// The last move, with the path the engine found for it.
    pub last_move: Option<LastMove>,
    /// The outcome so far.
    pub outcome: Outcome,
}

/// A Trespass game in a valid state. Build with [`Game::new`](crate::Game::new)
/// or restore with [`Game::from_setup`](crate::Game::from_setup); play it through
/// [`crate::Game`], its secret picks through [`crate::Secrets`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trespass {
    board: board::Board,
    secrets: [Option<u8>; 2],
    phase: Phase,
    to_act: Seat,
    locked: Option<Square>,
    last_move: Option<LastMove>,
    outcome: Outcome,
}

impl fmt::Display for Action {
    /// The canonical notation: `b2-d5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        notation::format(self, f)
    }
}
