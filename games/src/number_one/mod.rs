//! Number One (Mespi 2004), per `shared/rules/number-one.md`.
//!
//! Two to four players, White, Black, Red and Blue in seat order, each with a
//! small, a medium and a large peg on a hexagonal board of holes that all start
//! with a token (91 holes for four players, the inner 61 for two or three). On a
//! turn a player moves each of their pegs once: exactly its size in steps along one
//! of six directions, never through or onto a peg, landing on a token and taking
//! it. Medium and large pegs may bend once by 60° where their straight way is
//! blocked; each peg may land on an empty hole once, and is then turned over. A peg
//! that cannot move is removed, and a player whose small peg is removed is out. The
//! last player left wins.
//!
//! Submodules: `hole` (coordinates and directions), `board` (tokens, pegs and the
//! routes a peg can take), `notation` (parse and format actions), `game` (the
//! [`crate::Game`] verbs' bodies and the [`crate::SeatsOut`] capability), `legal`
//! (checking actions), `rules` (options, removals, turn order, dropping out),
//! `setup` (a stored game's checks), `view` (the public view), `messages` (events
//! and refusals in words).

mod board;
mod game;
mod hole;
mod legal;
mod messages;
mod notation;
mod rules;
mod setup;
#[cfg(test)]
mod tests;
mod view;

pub use hole::{Direction, Hole, FULL_RADIUS, HOLES, INNER_RADIUS, ROWS};
pub use notation::ParseError;
pub use setup::{SeatRole, SetupError};
pub use view::{View, ViewHole, ViewPeg};

use crate::i18n::Msg;
use crate::msg;
use crate::{Outcome, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Fewest players (rulings: two to four).
pub const MIN_PLAYERS: usize = 2;
/// Most players (rulings: two to four).
pub const MAX_PLAYERS: usize = 4;

/// The colour name of a seat in English ("White", "Black", "Red" or "Blue", in
/// seat order): the catalogue's `number-one-seat-<i>`, for logs and text
/// diagrams.
pub fn seat_name(seat: Seat) -> &'static str {
    crate::GameKind::NumberOne.seat_names()[seat.index().min(MAX_PLAYERS - 1)]
}

/// A peg's size, which is also the exact number of steps it moves (rulings,
/// "Pieces and set-up": small 1, medium 2, large 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Size {
    /// The small peg, "Number One": moves 1; losing it puts the player out.
    Small = 1,
    /// The medium peg: moves 2, may bend once.
    Medium = 2,
    /// The large peg: moves 3, may bend once.
    Large = 3,
}

impl Size {
    /// The three sizes, small first.
    pub const ALL: [Size; 3] = [Size::Small, Size::Medium, Size::Large];

    /// The exact number of steps the peg moves.
    pub fn steps(self) -> u8 {
        self as u8
    }

    /// The letter of the placement notation: `S`, `M` or `L`.
    pub fn letter(self) -> char {
        match self {
            Size::Small => 'S',
            Size::Medium => 'M',
            Size::Large => 'L',
        }
    }

    /// The position in per-seat arrays: 0 for small to 2 for large.
    pub fn index(self) -> usize {
        self as usize - 1
    }

    /// The peg as players name it: "small peg" (message `number-one-peg-small`).
    pub fn peg(self) -> Msg {
        match self {
            Size::Small => msg!("number-one-peg-small"),
            Size::Medium => msg!("number-one-peg-medium"),
            Size::Large => msg!("number-one-peg-large"),
        }
    }

    /// The size alone, as in "your small and medium pegs" (message
    /// `number-one-size-small`).
    pub fn adjective(self) -> Msg {
        match self {
            Size::Small => msg!("number-one-size-small"),
            Size::Medium => msg!("number-one-size-medium"),
            Size::Large => msg!("number-one-size-large"),
        }
    }
}

impl fmt::Display for Size {
    /// `small`, `medium` or `large`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Size::Small => "small",
            Size::Medium => "medium",
            Size::Large => "large",
        })
    }
}

/// A peg on the board: its owner, its size, and whether it has been turned over
/// after using its one landing on an empty hole (rulings, "Moving").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Peg {
    /// The seat that owns the peg.
    pub owner: Seat,
    /// Small, medium or large.
    pub size: Size,
    /// Turned over ("used"): it may never land on an empty hole again.
    pub used: bool,
}

/// The two phases of a game (rulings, "Pieces and set-up" and "Moving").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// In seat order each player puts their three pegs on their start area.
    Placement,
    /// Turns of moving every remaining peg once.
    Play,
}

/// One action, in the notation of the rulings.
///
/// - `Place`: `S:b2 M:b3 L:c2`, the whole arrangement on the start area at once.
/// - `Move`: `f6-f7`, one peg, named by where it stands; the engine finds the route.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Put the three pegs on the three holes of the start area.
    Place {
        /// The small peg's hole.
        small: Hole,
        /// The medium peg's hole.
        medium: Hole,
        /// The large peg's hole.
        large: Hole,
    },
    /// Move the peg on `from` to `to`, straight or with one bend.
    Move {
        /// Where the peg stands.
        from: Hole,
        /// Where it lands.
        to: Hole,
    },
}

/// Table options for Number One (`/play game:number-one options:"quick"`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Rulings, "Pieces and set-up": the engine places every player's pegs at once,
    /// in a random arrangement on each start area.
    pub quick: bool,
}

/// One peg move as it was made, for drawing the turn: the route runs from `from`
/// (through `bend`, if the peg bent) to `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnMove {
    /// Who moved.
    pub seat: Seat,
    /// Which peg.
    pub size: Size,
    /// Where it started.
    pub from: Hole,
    /// The hole where it turned by 60°, if it bent.
    pub bend: Option<Hole>,
    /// Where it landed.
    pub to: Hole,
    /// It landed on an empty hole and was turned over (its one flip).
    pub flipped: bool,
}

/// Something an action caused, in words a player understands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// A player put their pegs on their start area.
    Placed {
        /// Who placed.
        seat: Seat,
        /// The small peg's hole.
        small: Hole,
        /// The medium peg's hole.
        medium: Hole,
        /// The large peg's hole.
        large: Hole,
    },
    /// Every player has placed; seat 1 moves first.
    PlayBegins {
        /// The first player to move.
        seat: Seat,
    },
    /// A peg moved, taking the token where it landed or, on an empty hole, using
    /// its one flip.
    Moved {
        /// Who moved.
        seat: Seat,
        /// Which peg.
        size: Size,
        /// From.
        from: Hole,
        /// To.
        to: Hole,
        /// It landed on an empty hole and was turned over.
        flipped: bool,
    },
    /// A peg that could not make a legal move was removed from the game.
    Removed {
        /// Its owner.
        seat: Seat,
        /// Which peg.
        size: Size,
        /// The hole it leaves empty.
        hole: Hole,
    },
    /// The player's small peg was removed, so all their pegs left the board.
    Eliminated {
        /// The player who is out.
        seat: Seat,
    },
    /// The last player left wins.
    Won {
        /// The winner.
        seat: Seat,
    },
    /// The seat resigned and is out.
    Resigned {
        /// Who resigned.
        seat: Seat,
    },
    /// The seat was removed from the game for running out of time.
    TimedOut {
        /// Who was removed.
        seat: Seat,
    },
    /// The players agreed to a draw.
    DrawAgreed,
}

/// Why an action was refused. Each message is one line a player understands.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// The game has ended.
    GameOver,
    /// Another seat is to act.
    NotYourTurn(Seat),
    /// The action does not fit the phase (a move during placement, a placement in play).
    WrongPhase(PhaseMismatch),
    /// "Pieces and set-up": the three pegs go on the holes of the seat's start area.
    NotInStartArea {
        /// The hole named.
        hole: Hole,
        /// The seat's start area.
        area: [Hole; 3],
    },
    /// "Pieces and set-up": each peg goes on a hole of its own.
    NamedTwice(Hole),
    /// A turn: a player moves only their own pegs.
    NotYourPeg {
        /// The hole named.
        hole: Hole,
        /// Whose peg is there.
        owner: Seat,
    },
    /// A turn: the hole named holds none of the seat's pegs.
    NoPegOfYours(Hole),
    /// Rulings, "Moving": each peg moves at most once a turn.
    AlreadyMoved(Size),
    /// "Board": with 2 or 3 players only the inner 61 holes are in play.
    OutsideBoard {
        /// The hole named.
        hole: Hole,
        /// Players at the table.
        players: u8,
    },
    /// Rulings, "Moving": a peg never lands on another peg.
    Taken {
        /// The hole named.
        hole: Hole,
        /// Whose peg stands there.
        owner: PegOwner,
        /// Its size.
        size: Size,
    },
    /// Rulings, "Moving": a peg moves exactly its size (small 1, medium 2, large 3).
    WrongDistance {
        /// The peg's size.
        size: Size,
        /// The hole it leaves.
        from: Hole,
        /// The hole named as its end.
        to: Hole,
        /// How far apart they are.
        distance: u8,
    },
    /// Rulings, "Moving": a straight move passes over empty holes only.
    Blocked {
        /// The hole the peg leaves.
        from: Hole,
        /// The hole named as its end.
        to: Hole,
        /// The peg in the way.
        by: Peg,
        /// Where it stands.
        at: Hole,
    },
    /// "Board": a move stays on the holes in play.
    RunsOff {
        /// The hole the peg leaves.
        from: Hole,
        /// The hole named as its end.
        to: Hole,
        /// The first hole on the way that is not in play.
        at: Hole,
    },
    /// Rulings, "Moving": a straight move whose way is not open.
    BlockedStraight {
        /// The hole the peg leaves.
        from: Hole,
        /// The hole named as its end.
        to: Hole,
    },
    /// Rulings, "Moving": the small peg moves one step and never bends.
    SmallNeverBends {
        /// The hole the peg leaves.
        from: Hole,
        /// The hole named as its end.
        to: Hole,
    },
    /// Rulings, "Moving": a peg bends once, 60°, only where its straight way on is
    /// blocked by a peg or the edge.
    BendNotAllowed {
        /// The hole the peg leaves.
        from: Hole,
        /// The hole named as its end.
        to: Hole,
    },
    /// Rulings, "Moving": a peg lands on an empty hole once only, and is then
    /// turned over.
    FlipUsed {
        /// The empty hole named.
        hole: Hole,
        /// The peg's size.
        size: Size,
    },
}

/// Why an action does not fit the phase ([`RuleError::WrongPhase`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PhaseMismatch {
    /// "Pieces and set-up": while the pegs are being placed, a turn is a placement.
    StillPlacing {
        /// The seat's start area.
        area: [Hole; 3],
        /// A placement on it, as an example.
        example: Action,
    },
    /// Rulings, "Moving": once every peg is placed, a turn is peg moves.
    AllPlaced,
}

/// Whose peg stands on a hole, from the point of view of the seat acting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PegOwner {
    /// The seat acting.
    Yours,
    /// Another seat.
    Theirs(Seat),
}

/// The raw, not necessarily legal contents of a game, with public fields: what is
/// stored, and what [`Game::from_setup`](crate::Game::from_setup) validates to restore a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// Players at the table, 2 to 4 (2–3 play on the inner 61 holes).
    pub players: u8,
    /// The holes that still hold a token, in hole order.
    pub tokens: Vec<Hole>,
    /// Every peg on the board, in seat order, small first.
    pub pegs: Vec<(Hole, Peg)>,
    /// Seats that are out (small peg removed, resigned or timed out), in seat order.
    pub out: Vec<Seat>,
    /// The phase.
    pub phase: Phase,
    /// The seat to act (ignored once the game is over).
    pub to_act: Seat,
    /// In play: the pegs of the seat to act that still have to move this turn.
    pub to_move: Vec<Size>,
    /// The moves of the turn in progress, or of the last turn until the next
    /// player moves.
    pub moves: Vec<TurnMove>,
    /// The outcome so far.
    pub outcome: Outcome,
}

/// A Number One game in a valid state. Build with [`Game::new`](crate::Game::new) or restore
/// with [`Game::from_setup`](crate::Game::from_setup).
///
/// The fields mirror [`Setup`] in a compact form: tokens as a bit set of holes,
/// pegs by seat and size, the seats that are out and the pegs still to move as
/// flags.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NumberOne {
    board: board::Board,
    out: [bool; MAX_PLAYERS],
    phase: Phase,
    to_act: Seat,
    /// Indexed by [`Size::index`]: the pegs of `to_act` still to move this turn.
    to_move: [bool; 3],
    moves: Vec<TurnMove>,
    outcome: Outcome,
}

impl fmt::Display for Action {
    /// The canonical notation: `S:b2 M:b3 L:c2` or `f6-f7`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        notation::format(self, f)
    }
}
