//! The checks a stored checkers game goes through on its one way in
//! ([`Game::from_setup`](crate::Game::from_setup)): every invariant the rules
//! keep, each broken one a [`SetupError`] variant.

use super::position::{BLACK_CROWN_ROW, WHITE_CROWN_ROW};
use super::{seat_name, Checkers, Event, Position, Setup, Square, MEN_PER_SIDE, QUIET_PLIES_FOR_DRAW};
use crate::Seat;

/// A stored game that breaks the rules' invariants: which one, with its squares
/// and numbers. For the logs, in English.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// Checkers has two seats, Black and White.
    #[error("invalid checkers position: {role} is seat {}, but checkers has two seats", .seat.0 as u32 + 1)]
    NoSuchSeat {
        /// Who the stored seat is.
        role: SeatRole,
        /// The seat stored.
        seat: Seat,
    },
    /// One piece to a square.
    #[error("invalid checkers position: two pieces stand on {0}")]
    TwoOnASquare(Square),
    /// Rulings: twelve men each at the start, and nothing is ever added.
    #[error("invalid checkers position: {} has {count} pieces; each side starts with twelve", seat_name(*.seat))]
    TooManyPieces {
        /// Whose pieces.
        seat: Seat,
        /// How many there are.
        count: u32,
    },
    /// Rulings: a man reaching the far row is crowned.
    #[error(
        "invalid checkers position: {}'s man on {square} stands on its crowning row but is not a king",
        seat_name(*.seat)
    )]
    Uncrowned {
        /// Whose man.
        seat: Seat,
        /// Where he stands.
        square: Square,
    },
    /// The engine declares every ending as soon as it happens.
    #[error("invalid checkers position: the game should have ended: {0}")]
    ShouldHaveEnded(Event),
    /// Rulings: the third occurrence of a position draws.
    #[error("invalid checkers position: a position occurred more than three times")]
    MoreThanThreeTimes,
    /// The sides move in turn.
    #[error("invalid checkers position: {} moved last but is also to move", seat_name(*.0))]
    MovedLastAndToMove(Seat),
    /// A move names its squares.
    #[error("invalid checkers position: the last move names no squares")]
    LastMoveEmpty,
    /// A move goes from one square to another.
    #[error("invalid checkers position: the last move names only one square")]
    LastMoveOneSquare,
    /// Rulings: each jump captures one piece.
    #[error("invalid checkers position: the last move takes a different number of pieces than it jumps")]
    TakenPerJump,
    /// Rulings: only a capture goes on from square to square.
    #[error("invalid checkers position: the last move stops on several squares but captures nothing")]
    StopsWithoutCapture,
    /// Rulings: a man steps or jumps diagonally.
    #[error(
        "invalid checkers position: the last move's step {from}-{to} is not a diagonal {}",
        if *.jump { "jump" } else { "step" }
    )]
    NotDiagonal {
        /// Where the step starts.
        from: Square,
        /// Where it ends.
        to: Square,
        /// Whether the move is a capture (so each step a jump).
        jump: bool,
    },
    /// The last move ends on a piece of the side that made it.
    #[error(
        "invalid checkers position: the last move {from}…{to} ends where no piece of {}'s stands",
        seat_name(*.seat)
    )]
    LastMoveEndsEmpty {
        /// Its start.
        from: Square,
        /// Its end.
        to: Square,
        /// The side that made it.
        seat: Seat,
    },
    /// Rulings: a captured piece leaves the board.
    #[error("invalid checkers position: the last move captured on {0}, where a piece still stands")]
    CapturedStillStands(Square),
    /// Rulings: 40 moves each without a capture or a man moving draw.
    #[error("invalid checkers position: {0} quiet plies is past the draw at {QUIET_PLIES_FOR_DRAW}")]
    PastFortyMoves(u32),
    /// One earlier position is kept for each quiet ply.
    #[error("invalid checkers position: {plies} quiet plies but {positions} earlier positions; they must match")]
    HistoryLength {
        /// The quiet plies stored.
        plies: u32,
        /// The earlier positions stored.
        positions: usize,
    },
    /// Earlier positions are stored in the notation of the view.
    #[error("invalid checkers position: earlier position {0} cannot be read")]
    UnreadableEarlier(usize),
    /// The sides move in turn, so earlier positions alternate.
    #[error("invalid checkers position: earlier position {0} has the wrong side to move")]
    EarlierSideToMove(usize),
    /// A capture or a man's move resets the count (and the history).
    #[error(
        "invalid checkers position: earlier position {0} differs by a capture or a man's move, which would have reset the count"
    )]
    EarlierDiffers(usize),
}

/// Whose seat a stored seat number is ([`SetupError::NoSuchSeat`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatRole {
    /// The side to move.
    ToMove,
    /// The winner.
    Winner,
    /// The side that made the last move.
    LastMove,
}

impl std::fmt::Display for SeatRole {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            SeatRole::ToMove => "the side to move",
            SeatRole::Winner => "the winner",
            SeatRole::LastMove => "the last move's seat",
        })
    }
}

/// Checkers has seats 1 and 2.
pub(super) fn check_seat(seat: Seat, role: SeatRole) -> Result<(), SetupError> {
    if seat.index() > 1 {
        return Err(SetupError::NoSuchSeat { role, seat });
    }
    Ok(())
}

/// The position from the stored men and kings: one piece to a square, at most
/// twelve a side, no man on its own crowning row.
pub(super) fn position(setup: &Setup) -> Result<Position, SetupError> {
    let mut position = Position {
        sides: [0, 0],
        kings: 0,
        to_move: setup.to_move.0,
    };
    for side in 0..2 {
        let seat = Seat(side as u8);
        for (squares, king) in [(&setup.men[side], false), (&setup.kings[side], true)] {
            for &square in squares {
                if (position.sides[0] | position.sides[1]) & square.bit() != 0 {
                    return Err(SetupError::TwoOnASquare(square));
                }
                position.sides[side] |= square.bit();
                if king {
                    position.kings |= square.bit();
                }
            }
        }
        let count = position.sides[side].count_ones();
        if count > MEN_PER_SIDE {
            return Err(SetupError::TooManyPieces { seat, count });
        }
        let crown_row = if side == 0 { BLACK_CROWN_ROW } else { WHITE_CROWN_ROW };
        if let Some(square) = Square::in_bits(position.sides[side] & !position.kings & crown_row).next() {
            return Err(SetupError::Uncrowned { seat, square });
        }
    }
    Ok(position)
}

/// The earlier positions: exactly `quiet_plies` of them, under the draw limit,
/// each readable, sides to move alternating up to the current one, and none with a
/// different set of men or a different number of pieces (there has been no
/// capture and no man move since the first).
pub(super) fn history(setup: &Setup, current: &Position) -> Result<Vec<Position>, SetupError> {
    if setup.quiet_plies > QUIET_PLIES_FOR_DRAW {
        return Err(SetupError::PastFortyMoves(setup.quiet_plies));
    }
    if setup.history.len() != setup.quiet_plies as usize {
        return Err(SetupError::HistoryLength {
            plies: setup.quiet_plies,
            positions: setup.history.len(),
        });
    }
    let mut history = Vec::with_capacity(setup.history.len());
    let plies = setup.history.len();
    for (i, text) in setup.history.iter().enumerate() {
        let Some(earlier) = Position::from_fen(text) else {
            return Err(SetupError::UnreadableEarlier(i + 1));
        };
        let expected_to_move = current.to_move ^ ((plies - i) % 2) as u8;
        if earlier.to_move != expected_to_move {
            return Err(SetupError::EarlierSideToMove(i + 1));
        }
        if earlier.men() != current.men()
            || (0..2).any(|s| earlier.sides[s] & earlier.men() != current.sides[s] & current.men())
            || (0..2).any(|s| earlier.sides[s].count_ones() != current.sides[s].count_ones())
        {
            return Err(SetupError::EarlierDiffers(i + 1));
        }
        history.push(earlier);
    }
    Ok(history)
}

impl Checkers {
    /// The last move, if any, was made by the other side, its steps are single
    /// steps or jumps, it ends on one of that side's pieces, and the squares it
    /// captured on are empty.
    pub(super) fn check_last_move(&self) -> Result<(), SetupError> {
        let Some(last) = &self.last_move else {
            return Ok(());
        };
        check_seat(last.seat, SeatRole::LastMove)?;
        if last.seat == self.position.to_move() {
            return Err(SetupError::MovedLastAndToMove(last.seat));
        }
        let (Some(&from), Some(&to)) = (last.path.first(), last.path.last()) else {
            return Err(SetupError::LastMoveEmpty);
        };
        if last.path.len() < 2 {
            return Err(SetupError::LastMoveOneSquare);
        }
        let jump = !last.taken.is_empty();
        if jump && last.taken.len() != last.path.len() - 1 {
            return Err(SetupError::TakenPerJump);
        }
        if !jump && last.path.len() != 2 {
            return Err(SetupError::StopsWithoutCapture);
        }
        for pair in last.path.windows(2) {
            let dr = (pair[1].row() as i16 - pair[0].row() as i16).abs();
            let dc = (pair[1].column() as i16 - pair[0].column() as i16).abs();
            let distance = if jump { 2 } else { 1 };
            if dr != distance || dc != distance {
                return Err(SetupError::NotDiagonal {
                    from: pair[0],
                    to: pair[1],
                    jump,
                });
            }
        }
        if self.position.piece_at(to).map(|(owner, _)| owner) != Some(last.seat) {
            return Err(SetupError::LastMoveEndsEmpty {
                from,
                to,
                seat: last.seat,
            });
        }
        if let Some(&square) = last.taken.iter().find(|s| self.position.piece_at(**s).is_some()) {
            return Err(SetupError::CapturedStillStands(square));
        }
        Ok(())
    }
}
