//! Hot Spot (Parker Brothers, 1961), per `shared/rules/hot-spot.md`.
//!
//! Two players, Green (seat 1) and Black (seat 2), each with twelve pieces — four
//! each of 1, 2 and 3 spots — on an 8×8 board. A piece with N spots moves exactly N
//! squares in one of 8 directions over empty squares, and controls the squares
//! exactly N away whatever stands between. At the start of a player's turn every
//! opposing live piece on a square they control is captured and turned face down,
//! a permanent block. The first to capture all eight of the opponent's board pieces
//! wins.
//!
//! Submodules: `game` (the [`crate::Game`] verbs' bodies), `square`
//! (coordinates), `board`, `notation` (parse and format actions), `legal`
//! (checking actions), `rules` (options, how turns end and begin), `setup` (a
//! stored game's checks), `view` (the public view the pictures and `parlor local
//! --json` are drawn from), `messages` (events and refusals in words).

mod board;
mod game;
mod legal;
mod messages;
mod notation;
mod rules;
mod setup;
mod square;
#[cfg(test)]
mod tests;
mod view;

#[cfg(test)]
pub(crate) use game::distinct_orders_for_tests;
pub use game::MAX_HIDDEN_ORDERS;
pub use notation::ParseError;
pub use setup::{SeatRole, SetupError};
pub use square::Square;
pub use view::{View, ViewPiece};

use crate::{Outcome, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Board width and height (rulings, "Board and pieces": 8×8, files a–h, ranks 1–8).
pub const SIZE: u8 = 8;
/// Pieces each player owns (rulings: four each of 1, 2 and 3 spots).
pub const PIECES_PER_SIDE: usize = 12;
/// Pieces each player puts on the board (rulings, set-up step 1: 8 drawn, 4 reserve).
pub const BOARD_PIECES: usize = 8;
/// Pieces exchanged at most on a player's first turn (rulings, "A turn").
pub const MAX_FIRST_TURN_EXCHANGES: usize = 4;
/// Turns in all (25 each) with one live piece a side and no capture before the game
/// is drawn (rulings, "End").
pub const QUIET_TURNS_FOR_DRAW: u32 = 50;

/// The colour name of a seat in English ("Green" or "Black"; Green is seat 1,
/// starting on rank 1): the catalogue's `hot-spot-seat-<i>`, for logs and text
/// diagrams.
pub fn seat_name(seat: Seat) -> &'static str {
    crate::GameKind::HotSpot.seat_names()[seat.index().min(1)]
}

/// A piece on the board: its owner, its spots (1–3), and whether it has been captured
/// (face down, a permanent block).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Piece {
    /// The seat that owns the piece.
    pub owner: Seat,
    /// 1, 2 or 3 spots: the exact distance it moves and controls.
    pub spots: u8,
    /// Captured pieces lie face down and block movement for the rest of the game.
    pub captured: bool,
}

/// The two phases of a game (rulings, "Set-up" and "A turn").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Players alternate putting their eight drawn pieces on their starting row.
    Placement,
    /// Players move or exchange; captures happen at the start of each turn.
    Play,
}

/// One action, in the notation of the rulings.
///
/// - `Place(d1)`: put the revealed piece on an empty square of the starting row.
/// - `Move { c1, c4 }`: `c1-c4`.
/// - `Exchange([(c1, 2), (f1, 3)])`: `c1=2 f1=3`, squares in alphabetical order;
///   more than one pair only on the player's first turn.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Place the revealed piece on a square of the starting row.
    Place(Square),
    /// Move a live piece exactly its spots in a straight line.
    Move {
        /// The square the piece leaves.
        from: Square,
        /// The square it lands on.
        to: Square,
    },
    /// Swap live pieces for reserve pieces of a different value: (square, incoming spots).
    Exchange(Vec<(Square, u8)>),
}

/// Table options for Hot Spot (`/play game:hot-spot options:"quick"`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Set-up step 4: the engine does the placement at random.
    pub quick: bool,
}

/// Something an action caused, in words a player understands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// A piece was revealed and placed during set-up.
    Placed {
        /// Who placed it.
        seat: Seat,
        /// Its spots.
        spots: u8,
        /// Where.
        square: Square,
    },
    /// A live piece moved.
    Moved {
        /// Who moved.
        seat: Seat,
        /// Its spots.
        spots: u8,
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A live piece was swapped for a reserve piece.
    Exchanged {
        /// Who exchanged.
        seat: Seat,
        /// Where.
        square: Square,
        /// Spots of the piece that went to the reserve.
        out: u8,
        /// Spots of the piece that came in.
        incoming: u8,
    },
    /// A start-of-turn capture: `by` captured the opposing piece on `square`.
    Captured {
        /// The capturing seat.
        by: Seat,
        /// Where the captured piece lies face down.
        square: Square,
        /// The captured piece's spots.
        spots: u8,
    },
    /// The seat had no legal move and no legal exchange, and passed.
    Passed {
        /// Who passed.
        seat: Seat,
    },
    /// The placement phase ended; play begins with Green.
    PlayBegins,
    /// The seat captured all eight of the opponent's board pieces.
    Won {
        /// The winner.
        seat: Seat,
    },
    /// Fifty quiet turns with one live piece each: a draw.
    DrawnByQuietTurns,
    /// The seat resigned.
    Resigned {
        /// Who resigned.
        seat: Seat,
    },
    /// Both players agreed to a draw.
    DrawAgreed,
}

/// Why an action was refused. Each message is one line a player understands.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// The game has ended.
    GameOver,
    /// Another seat is to act.
    NotYourTurn(Seat),
    /// The action does not fit the phase (a move during set-up, a placement in play).
    WrongPhase(PhaseMismatch),
    /// Set-up step 2: a piece is placed on the seat's own starting row.
    NotStartingRow {
        /// The square named.
        square: Square,
        /// The starting row, 1 or 8.
        rank: u8,
    },
    /// Set-up step 2: a piece is placed on an empty square.
    SquareTaken(Square),
    /// Set-up step 2: the seat has placed every piece it drew.
    NothingToPlace,
    /// Rulings, "Control and capture": a captured piece never moves or changes again.
    Captured {
        /// Where the captured piece is.
        square: Square,
        /// What was asked of it: "moved" or "exchanged".
        verb: &'static str,
    },
    /// A turn: a player moves or exchanges only their own pieces.
    NotYourPiece {
        /// The square named.
        square: Square,
        /// Whose piece is there.
        owner: Seat,
    },
    /// A turn: the square named holds none of the seat's pieces.
    NoPieceOfYours(Square),
    /// Rulings, "Movement": a move ends on another square.
    MustLeave(Square),
    /// Rulings, "Movement": a piece moves in one of the 8 straight directions.
    NotStraight {
        /// The square the piece leaves.
        from: Square,
        /// The square named as its end.
        to: Square,
    },
    /// Rulings, "Movement": a piece with N spots moves exactly N squares.
    WrongDistance {
        /// The square the piece leaves.
        from: Square,
        /// Its spots, which are its distance.
        spots: u8,
    },
    /// Rulings, "Movement": a move passes over empty squares only.
    Blocked {
        /// The square the piece leaves.
        from: Square,
        /// The square named as its end.
        to: Square,
        /// The piece in the way.
        by: Occupant,
        /// Where it stands.
        at: Square,
    },
    /// Rulings, "Movement": a move ends on an empty square.
    Occupied {
        /// The square named as the move's end.
        to: Square,
        /// The piece standing there.
        by: Occupant,
    },
    /// Rulings, "A turn": an exchange names at least one square and value.
    EmptyExchange,
    /// Rulings, "A turn": after the first turn, one exchange per turn.
    OneExchangeOnly,
    /// Rulings, "A turn": at most four exchanges on the first turn.
    TooManyExchanges,
    /// Rulings, "A turn": each piece is exchanged at most once in a turn.
    NamedTwice(Square),
    /// Board and pieces: a piece has 1, 2 or 3 spots.
    NoSuchValue(u8),
    /// Rulings, "A turn": an exchange changes the piece's value.
    SameValue {
        /// The square of the piece.
        square: Square,
        /// Its spots, which the exchange named again.
        spots: u8,
    },
    /// Rulings, "A turn": the incoming pieces come from the reserve as it stood.
    ReserveShort {
        /// The value asked for.
        spots: u8,
        /// How many pieces of that value the reserve holds.
        have: u8,
    },
}

/// Why an action does not fit the phase ([`RuleError::WrongPhase`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PhaseMismatch {
    /// Set-up step 2: while pieces are being placed, the only action is a placement.
    StillPlacing {
        /// The seat's starting row, 1 or 8.
        rank: u8,
        /// The spots of the revealed piece to place (0 if none is left).
        spots: u8,
    },
    /// Rulings, "A turn": once every piece is placed, a turn is a move or an exchange.
    AllPlaced,
}

/// Whose piece stands on a square, from the point of view of the seat acting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Occupant {
    /// A captured piece of either seat (face down, a permanent block).
    Captured,
    /// A live piece of the seat acting.
    Yours,
    /// A live piece of the other seat.
    Theirs(Seat),
}

/// The raw, not necessarily legal contents of a game, with public fields: what is
/// stored, and what [`Game::from_setup`](crate::Game::from_setup) validates to
/// restore a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// Every piece on the board, live or captured.
    pub board: Vec<(Square, Piece)>,
    /// Each seat's reserve pieces (spots), face up beside the board.
    pub reserves: [Vec<u8>; 2],
    /// Each seat's drawn pieces still face down, in the order they will be revealed.
    pub to_place: [Vec<u8>; 2],
    /// The phase.
    pub phase: Phase,
    /// The seat to act (ignored once the game is over).
    pub to_act: Seat,
    /// Whether each seat has had its first turn of the play phase.
    pub first_turn_done: [bool; 2],
    /// Turns played while both seats have exactly one live piece, without a capture.
    pub quiet_turns: u32,
    /// The last action and who made it.
    pub last_action: Option<(Seat, String)>,
    /// Squares of the pieces captured at the start of the current turn.
    pub last_captures: Vec<Square>,
    /// The outcome so far.
    pub outcome: Outcome,
}

/// A Hot Spot game in a valid state. Build with [`Game::new`](crate::Game::new)
/// or restore with [`Game::from_setup`](crate::Game::from_setup); play it through
/// [`crate::Game`].
///
/// The fields mirror [`Setup`] in a compact form: the board as 64 squares, each
/// reserve as counts of 1-, 2- and 3-spot pieces, the last action parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HotSpot {
    board: board::Board,
    /// Counts of 1-, 2- and 3-spot pieces in each seat's reserve.
    reserves: [[u8; 3]; 2],
    to_place: [Vec<u8>; 2],
    phase: Phase,
    to_act: Seat,
    first_turn_done: [bool; 2],
    quiet_turns: u32,
    last_action: Option<(Seat, Action)>,
    last_captures: Vec<Square>,
    outcome: Outcome,
}

impl fmt::Display for Action {
    /// The canonical notation: `d1`, `c1-c4`, `c1=2 f1=3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        notation::format(self, f)
    }
}
