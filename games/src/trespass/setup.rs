//! The checks a stored Trespass game goes through on its one way in
//! ([`Game::from_setup`](crate::Game::from_setup)): every invariant the rules
//! keep, each broken one a [`SetupError`] variant.

use super::board::{starting_ranks, Board};
use super::{seat_name, LastMove, Setup, Square, Trespass, PIECES_PER_SIDE};
use crate::Seat;

/// A stored game that breaks the rules' invariants: which one, with its squares
/// and numbers. For the logs, in English; the message never names a secret
/// number.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// Trespass has two seats (rulings, "Board and pieces").
    #[error("invalid Trespass position: {role} is seat {}, but Trespass has two seats", .seat.0 as u32 + 1)]
    NoSuchSeat {
        /// Who the stored seat is.
        role: SeatRole,
        /// The seat stored.
        seat: Seat,
    },
    /// Board and pieces: pieces are numbered 0 to 9.
    #[error("invalid Trespass position: the piece on {square} is numbered {number}; pieces are numbered 0 to 9")]
    NoSuchNumber {
        /// Where the piece stands.
        square: Square,
        /// Its number.
        number: u8,
    },
    /// One piece to a square.
    #[error("invalid Trespass position: two pieces stand on {0}")]
    TwoOnASquare(Square),
    /// Board and pieces: each number once a side.
    #[error("invalid Trespass position: {} has two pieces numbered {number}", seat_name(*.owner))]
    NumberTwice {
        /// Whose pieces.
        owner: Seat,
        /// The number they share.
        number: u8,
    },
    /// Board and pieces: ten pieces a side, all on the board (nothing is captured).
    #[error("invalid Trespass position: {} has {count} pieces on the board; each side has ten, numbered 0 to 9", seat_name(*.owner))]
    PieceCount {
        /// Whose pieces.
        owner: Seat,
        /// How many stand on the board.
        count: usize,
    },
    /// Set-up step 2: a secret names one of the seat's pieces, 0 to 9.
    #[error("invalid Trespass position: {}'s secret number is not 0 to 9", seat_name(*.0))]
    SecretNotANumber(Seat),
    /// Rulings, "A turn": the lock names the square of the piece just moved.
    #[error("invalid Trespass position: the locked square {0} is empty")]
    LockedEmpty(Square),
    /// The last move left its start empty and its end taken.
    #[error(
        "invalid Trespass position: the last move {from}-{to} does not fit the board (its start must be empty, its end taken)"
    )]
    LastMoveOffBoard {
        /// Its start.
        from: Square,
        /// Its end.
        to: Square,
    },
    /// The last move's path runs from its start to its end.
    #[error("invalid Trespass position: the last move's path does not run from {from} to {to}")]
    LastPathEnds {
        /// The move's start.
        from: Square,
        /// The move's end.
        to: Square,
    },
    /// Rulings, "A turn": a path is slide steps and jumps.
    #[error(
        "invalid Trespass position: the last move's path steps from {from} to {to}, which is neither a slide step nor a jump"
    )]
    LastPathStep {
        /// Where the step starts.
        from: Square,
        /// Where it ends.
        to: Square,
    },
    /// Set-up step 2: play begins once both secrets are picked.
    #[error("invalid Trespass position: both secrets are picked but play has not begun")]
    PickedNotPlaying,
    /// Set-up step 1: before play every piece stands on its side's starting rows.
    #[error(
        "invalid Trespass position: {}'s {number} on {square} is off its starting rows before play",
        seat_name(*.owner)
    )]
    OffStartingRows {
        /// Whose piece.
        owner: Seat,
        /// Its number.
        number: u8,
        /// Where it stands.
        square: Square,
    },
    /// Set-up step 3: Red moves first.
    #[error(
        "invalid Trespass position: {} moves first, but {} is to move before play",
        seat_name(Seat::FIRST),
        seat_name(Seat::SECOND)
    )]
    SecondToMoveFirst,
    /// Set-up step 2: nothing moves before both secrets are picked.
    #[error("invalid Trespass position: a move is recorded before play")]
    MovedBeforePlay,
    /// Set-up step 2: play begins with both secrets picked.
    #[error("invalid Trespass position: play has begun but a secret number is missing")]
    SecretMissing,
    /// Rulings, "End": a secret piece in its goal row ends the game.
    #[error(
        "invalid Trespass position: {}'s secret piece stands in its goal row but the game is not over",
        seat_name(*.0)
    )]
    SecretInGoalNotOver(Seat),
    /// Rulings, "A turn": the lock is on the piece the opponent just moved.
    #[error("invalid Trespass position: the piece on {square} is locked, but {} did not just move it", seat_name(*.mover))]
    LockedNotMoved {
        /// The locked square.
        square: Square,
        /// The seat that should have moved it.
        mover: Seat,
    },
    /// Rulings, "A turn": the piece the opponent just moved is locked.
    #[error(
        "invalid Trespass position: {} moved last, so the piece on {square} should be locked",
        seat_name(*.mover)
    )]
    ShouldBeLocked {
        /// The seat that moved last.
        mover: Seat,
        /// Where its piece ended.
        square: Square,
    },
    /// Rulings, "A turn": a seat that cannot move passes.
    #[error("invalid Trespass position: {} cannot move; the turn should have been passed", seat_name(*.0))]
    ShouldHavePassed(Seat),
}

/// Whose seat a stored seat number is ([`SetupError::NoSuchSeat`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatRole {
    /// The seat to act.
    ToAct,
    /// The winner.
    Winner,
    /// The owner of the piece on the square.
    Owner(Square),
    /// The seat that made the last move.
    LastMove,
}

impl std::fmt::Display for SeatRole {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SeatRole::ToAct => f.write_str("the seat to act"),
            SeatRole::Winner => f.write_str("the winner"),
            SeatRole::Owner(square) => write!(f, "the owner of the piece on {square}"),
            SeatRole::LastMove => f.write_str("the last move's seat"),
        }
    }
}

/// Trespass has seats 1 and 2.
pub(super) fn check_seat(seat: Seat, role: SeatRole) -> Result<(), SetupError> {
    if seat.index() > 1 {
        return Err(SetupError::NoSuchSeat { role, seat });
    }
    Ok(())
}

/// The board from its stored pieces: owners seated, numbered 0–9 once each a
/// side, one to a square, ten a side; and the secrets numbers of pieces.
pub(super) fn board(setup: &Setup) -> Result<Board, SetupError> {
    let mut board = Board::empty();
    for &(square, piece) in &setup.board {
        check_seat(piece.owner, SeatRole::Owner(square))?;
        if piece.number >= PIECES_PER_SIDE {
            return Err(SetupError::NoSuchNumber {
                square,
                number: piece.number,
            });
        }
        if board.get(square).is_some() {
            return Err(SetupError::TwoOnASquare(square));
        }
        if board.find(piece).is_some() {
            return Err(SetupError::NumberTwice {
                owner: piece.owner,
                number: piece.number,
            });
        }
        board.set(square, Some(piece));
    }
    for owner in [Seat::FIRST, Seat::SECOND] {
        let count = setup.board.iter().filter(|(_, p)| p.owner == owner).count();
        if count != PIECES_PER_SIDE as usize {
            return Err(SetupError::PieceCount { owner, count });
        }
        if setup.secrets[owner.index()].is_some_and(|n| n >= PIECES_PER_SIDE) {
            return Err(SetupError::SecretNotANumber(owner));
        }
    }
    Ok(board)
}

/// The last move: its seat is at the table, its start square is empty, a piece
/// stands on its end square, and its path runs from start to end in slide steps
/// (one square) and jumps (two squares in a line), forward or sideways.
pub(super) fn check_last_move(board: &Board, last: &LastMove) -> Result<(), SetupError> {
    check_seat(last.seat, SeatRole::LastMove)?;
    let (from, to) = (last.from, last.to);
    if from == to || board.get(from).is_some() || board.get(to).is_none() {
        return Err(SetupError::LastMoveOffBoard { from, to });
    }
    if last.path.first() != Some(&from) || last.path.last() != Some(&to) {
        return Err(SetupError::LastPathEnds { from, to });
    }
    for pair in last.path.windows(2) {
        let df = (pair[1].file() as i8 - pair[0].file() as i8).abs();
        let dr = (pair[1].rank() as i8 - pair[0].rank() as i8).abs();
        if !matches!((df, dr), (1, 0) | (0, 1) | (2, 0) | (0, 2)) {
            return Err(SetupError::LastPathStep {
                from: pair[0],
                to: pair[1],
            });
        }
    }
    Ok(())
}

/// Set-up step 2: at most one secret picked, every piece on its side's starting
/// rows, nothing moved, Red to move when play begins.
pub(super) fn check_secrets(game: &Trespass) -> Result<(), SetupError> {
    if game.secrets.iter().all(Option::is_some) {
        return Err(SetupError::PickedNotPlaying);
    }
    for (square, piece) in game.board.pieces() {
        if !starting_ranks(piece.owner).contains(&square.rank()) {
            return Err(SetupError::OffStartingRows {
                owner: piece.owner,
                number: piece.number,
                square,
            });
        }
    }
    if game.to_act != Seat::FIRST {
        return Err(SetupError::SecondToMoveFirst);
    }
    if game.locked.is_some() || game.last_move.is_some() {
        return Err(SetupError::MovedBeforePlay);
    }
    Ok(())
}

/// The play phase: both secrets picked; while the game goes on, no secret piece in
/// its goal row, the lock on the piece the opponent just moved (or nothing locked
/// after a pass), and the seat to move able to move.
pub(super) fn check_play(game: &Trespass) -> Result<(), SetupError> {
    if game.secrets.iter().any(Option::is_none) {
        return Err(SetupError::SecretMissing);
    }
    if game.outcome.is_over() {
        return Ok(());
    }
    for owner in [Seat::FIRST, Seat::SECOND] {
        if game.secret_in_goal(owner).is_some() {
            return Err(SetupError::SecretInGoalNotOver(owner));
        }
    }
    let to_act = game.to_act;
    match (game.locked, &game.last_move) {
        (Some(square), Some(last)) if last.to == square && last.seat == to_act.opponent() => {}
        (Some(square), _) => {
            return Err(SetupError::LockedNotMoved {
                square,
                mover: to_act.opponent(),
            })
        }
        (None, Some(last)) if last.seat != to_act => {
            return Err(SetupError::ShouldBeLocked {
                mover: last.seat,
                square: last.to,
            })
        }
        (None, _) => {}
    }
    if !game.can_move(game.locked) {
        return Err(SetupError::ShouldHavePassed(to_act));
    }
    Ok(())
}
