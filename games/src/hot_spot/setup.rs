//! The checks a stored Hot Spot game goes through on its one way in
//! ([`Game::from_setup`](crate::Game::from_setup)): every invariant the rules
//! keep, each broken one a [`SetupError`] variant.

use super::board::{home_rank, Board};
use super::{seat_name, ParseError, Phase, Piece, Setup, Square, BOARD_PIECES, PIECES_PER_SIDE, QUIET_TURNS_FOR_DRAW};
use crate::{Outcome, Seat};

/// A stored game that breaks the rules' invariants: which one, with its squares
/// and numbers. For the logs, in English (the store wrote it; no player did).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// Hot Spot has two seats (rulings, "Board and pieces").
    #[error("invalid Hot Spot position: {role} is seat {}, but Hot Spot has two seats", .seat.0 as u32 + 1)]
    NoSuchSeat {
        /// Who the stored seat is.
        role: SeatRole,
        /// The seat stored.
        seat: Seat,
    },
    /// Board and pieces: a piece on the board has 1, 2 or 3 spots.
    #[error("invalid Hot Spot position: the piece on {square} has {spots} spots; pieces have 1, 2 or 3")]
    SpotsOnBoard {
        /// Where the piece stands.
        square: Square,
        /// Its spots.
        spots: u8,
    },
    /// One piece to a square.
    #[error("invalid Hot Spot position: two pieces stand on {0}")]
    TwoOnASquare(Square),
    /// Board and pieces: a piece in reserve or still to place has 1, 2 or 3 spots.
    #[error("invalid Hot Spot position: {} has a piece of {spots} spots; pieces have 1, 2 or 3", seat_name(*.seat))]
    SpotsOffBoard {
        /// Whose piece.
        seat: Seat,
        /// Its spots.
        spots: u8,
    },
    /// Board and pieces: twelve pieces a side across board, reserve and pieces to place.
    #[error("invalid Hot Spot position: {} has {pieces} pieces; each side has twelve, four each of 1, 2 and 3 spots", seat_name(*.seat))]
    PieceCount {
        /// Whose pieces.
        seat: Seat,
        /// How many there are.
        pieces: usize,
    },
    /// Board and pieces: four pieces of each value a side.
    #[error("invalid Hot Spot position: {} has {count} pieces of {spots} spots; each side has four", seat_name(*.seat))]
    ValueCount {
        /// Whose pieces.
        seat: Seat,
        /// How many of that value there are.
        count: usize,
        /// The value.
        spots: u8,
    },
    /// Set-up step 1: eight pieces a side go on the board.
    #[error("invalid Hot Spot position: {} has {on_board} pieces on the board; at most eight", seat_name(*.seat))]
    TooManyOnBoard {
        /// Whose pieces.
        seat: Seat,
        /// How many stand on the board.
        on_board: usize,
    },
    /// Set-up step 1: four pieces a side are the reserve.
    #[error("invalid Hot Spot position: {}'s reserve holds {held} pieces; it holds four", seat_name(*.seat))]
    ReserveSize {
        /// Whose reserve.
        seat: Seat,
        /// How many pieces it holds.
        held: usize,
    },
    /// The last captures are pieces lying captured.
    #[error("invalid Hot Spot position: the last captures name {0}, where no captured piece lies")]
    NoCaptureThere(Square),
    /// The last action is stored in notation.
    #[error("invalid Hot Spot position: the last action cannot be read: {0}")]
    LastAction(ParseError),
    /// Set-up step 2: pieces are placed on their own starting row.
    #[error("invalid Hot Spot position: {}'s piece on {square} is off its starting row during placement", seat_name(*.owner))]
    OffStartingRow {
        /// Whose piece.
        owner: Seat,
        /// Where it stands.
        square: Square,
    },
    /// Set-up step 2: nothing is captured before play.
    #[error("invalid Hot Spot position: the piece on {0} is captured during placement")]
    CapturedInPlacement(Square),
    /// Set-up step 3: play begins once every piece is placed.
    #[error("invalid Hot Spot position: every piece is placed but the phase is still placement")]
    AllPlacedStillPlacing,
    /// Set-up step 2: the seats place in turn, Green first.
    #[error(
        "invalid Hot Spot position: {} has placed {} pieces and {} {}; they alternate, {} first",
        seat_name(Seat::FIRST), .placed[0], seat_name(Seat::SECOND), .placed[1], seat_name(Seat::FIRST)
    )]
    PlacedOutOfTurn {
        /// How many pieces each seat has placed.
        placed: [usize; 2],
    },
    /// Set-up step 2: the seat whose turn it is to place is to act.
    #[error("invalid Hot Spot position: {} should be placing next", seat_name(*.0))]
    ShouldBePlacing(Seat),
    /// Rulings, "A turn": first turns come after the placement.
    #[error("invalid Hot Spot position: a first turn is marked done during placement")]
    FirstTurnInPlacement,
    /// Rulings, "End": quiet turns are turns of play.
    #[error("invalid Hot Spot position: quiet turns are counted during placement")]
    QuietTurnsInPlacement,
    /// Rulings, "Control and capture": captures happen in play.
    #[error("invalid Hot Spot position: captures are recorded during placement")]
    CapturesInPlacement,
    /// Set-up step 3: every piece is placed before play.
    #[error("invalid Hot Spot position: {} still has pieces to place in the play phase", seat_name(*.0))]
    StillToPlace(Seat),
    /// Rulings, "End": capturing all eight board pieces wins.
    #[error("invalid Hot Spot position: all of {}'s pieces are captured but the game is not over", seat_name(*.0))]
    AllCapturedNotOver(Seat),
    /// Rulings, "Control and capture": the start of a turn captures every
    /// opposing piece the mover controls.
    #[error(
        "invalid Hot Spot position: {}'s piece on {square} stands on a square {} controls; it should have been captured at the start of the turn",
        seat_name(.to_act.opponent()), seat_name(*.to_act)
    )]
    CaptureNotTaken {
        /// The seat to act, who controls the square.
        to_act: Seat,
        /// Where the opposing piece stands.
        square: Square,
    },
    /// Rulings, "A turn": Green plays first, so first turns are taken in order.
    #[error(
        "invalid Hot Spot position: the first turns marked done do not fit the seat to act ({} plays first)",
        seat_name(Seat::FIRST)
    )]
    FirstTurnsOutOfOrder,
    /// Rulings, "End": fifty quiet turns draw.
    #[error("invalid Hot Spot position: {0} quiet turns have passed but the game is not drawn")]
    QuietTurnsNotDrawn(u32),
    /// Rulings, "End": quiet turns are counted with one live piece a side.
    #[error("invalid Hot Spot position: quiet turns are counted but a side has more than one live piece")]
    QuietTurnsWithMoreThanOne,
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
    /// The seat that made the last action.
    LastAction,
}

impl std::fmt::Display for SeatRole {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SeatRole::ToAct => f.write_str("the seat to act"),
            SeatRole::Winner => f.write_str("the winner"),
            SeatRole::Owner(square) => write!(f, "the owner of the piece on {square}"),
            SeatRole::LastAction => f.write_str("the last action's seat"),
        }
    }
}

/// Hot Spot has seats 1 and 2.
pub(super) fn check_seat(seat: Seat, role: SeatRole) -> Result<(), SetupError> {
    if seat.index() > 1 {
        return Err(SetupError::NoSuchSeat { role, seat });
    }
    Ok(())
}

/// The board from its stored pieces: owners seated, 1 to 3 spots, one to a square.
pub(super) fn board(pieces: &[(Square, Piece)]) -> Result<Board, SetupError> {
    let mut board = Board::empty();
    for &(square, piece) in pieces {
        check_seat(piece.owner, SeatRole::Owner(square))?;
        if !(1..=3).contains(&piece.spots) {
            return Err(SetupError::SpotsOnBoard {
                square,
                spots: piece.spots,
            });
        }
        if board.get(square).is_some() {
            return Err(SetupError::TwoOnASquare(square));
        }
        board.set(square, Some(piece));
    }
    Ok(board)
}

/// Each seat's reserve as counts of 1-, 2- and 3-spot pieces, after checking
/// the seat's twelve pieces (board pieces set-up step 1: at most eight on the
/// board, four in reserve, four of each value).
pub(super) fn reserves(setup: &Setup) -> Result<[[u8; 3]; 2], SetupError> {
    let mut reserves = [[0u8; 3]; 2];
    for seat in [Seat::FIRST, Seat::SECOND] {
        let i = seat.index();
        let on_board = setup.board.iter().filter(|(_, p)| p.owner == seat).count();
        let (reserve, to_place) = (&setup.reserves[i], &setup.to_place[i]);
        if let Some(&spots) = reserve.iter().chain(to_place).find(|s| !(1..=3).contains(*s)) {
            return Err(SetupError::SpotsOffBoard { seat, spots });
        }
        let pieces = on_board + reserve.len() + to_place.len();
        if pieces != PIECES_PER_SIDE {
            return Err(SetupError::PieceCount { seat, pieces });
        }
        for spots in 1..=3u8 {
            let count = setup
                .board
                .iter()
                .filter(|(_, p)| p.owner == seat && p.spots == spots)
                .count()
                + reserve.iter().chain(to_place).filter(|&&s| s == spots).count();
            if count != 4 {
                return Err(SetupError::ValueCount { seat, count, spots });
            }
        }
        if on_board > BOARD_PIECES {
            return Err(SetupError::TooManyOnBoard { seat, on_board });
        }
        if reserve.len() != PIECES_PER_SIDE - BOARD_PIECES {
            return Err(SetupError::ReserveSize {
                seat,
                held: reserve.len(),
            });
        }
        for &spots in reserve {
            reserves[i][spots as usize - 1] += 1;
        }
    }
    Ok(reserves)
}

/// Set-up steps 2–3: pieces only on their own starting rows, face up, placed in
/// turn (Green first), nothing of the play phase begun.
pub(super) fn check_placement(setup: &Setup, board: &Board, over: bool) -> Result<(), SetupError> {
    for (square, piece) in board.pieces() {
        if square.rank() != home_rank(piece.owner) {
            return Err(SetupError::OffStartingRow {
                owner: piece.owner,
                square,
            });
        }
        if piece.captured {
            return Err(SetupError::CapturedInPlacement(square));
        }
    }
    let placed = [0, 1].map(|i| BOARD_PIECES - setup.to_place[i].len());
    if placed[0] == BOARD_PIECES && placed[1] == BOARD_PIECES {
        return Err(SetupError::AllPlacedStillPlacing);
    }
    let expected_to_act = match placed[0].checked_sub(placed[1]) {
        Some(0) => Seat::FIRST,
        Some(1) => Seat::SECOND,
        _ => return Err(SetupError::PlacedOutOfTurn { placed }),
    };
    if !over && setup.to_act != expected_to_act {
        return Err(SetupError::ShouldBePlacing(expected_to_act));
    }
    if setup.first_turn_done.iter().any(|&done| done) {
        return Err(SetupError::FirstTurnInPlacement);
    }
    if setup.quiet_turns != 0 {
        return Err(SetupError::QuietTurnsInPlacement);
    }
    if !setup.last_captures.is_empty() {
        return Err(SetupError::CapturesInPlacement);
    }
    Ok(())
}

/// The play phase: every piece placed, no capture left untaken by the seat to
/// act, first turns taken in order, the quiet-turn count only with one live piece
/// a side.
pub(super) fn check_play(setup: &Setup, board: &Board, over: bool) -> Result<(), SetupError> {
    for seat in [Seat::FIRST, Seat::SECOND] {
        if !setup.to_place[seat.index()].is_empty() {
            return Err(SetupError::StillToPlace(seat));
        }
    }
    if over {
        return Ok(());
    }
    for seat in [Seat::FIRST, Seat::SECOND] {
        if board.captured_count(seat) >= BOARD_PIECES {
            return Err(SetupError::AllCapturedNotOver(seat));
        }
    }
    let to_act = setup.to_act;
    let control = board.control(to_act);
    if let Some((square, _)) = board.live_in(to_act.opponent(), control).next() {
        return Err(SetupError::CaptureNotTaken { to_act, square });
    }
    let [green_done, black_done] = setup.first_turn_done;
    let in_order = if to_act == Seat::FIRST {
        green_done == black_done
    } else {
        green_done
    };
    if !in_order {
        return Err(SetupError::FirstTurnsOutOfOrder);
    }
    if setup.quiet_turns >= QUIET_TURNS_FOR_DRAW {
        return Err(SetupError::QuietTurnsNotDrawn(setup.quiet_turns));
    }
    if setup.quiet_turns > 0 && (board.live_count(Seat::FIRST) != 1 || board.live_count(Seat::SECOND) != 1) {
        return Err(SetupError::QuietTurnsWithMoreThanOne);
    }
    Ok(())
}

/// The last captures are squares where captured pieces lie.
pub(super) fn check_last_captures(setup: &Setup, board: &Board) -> Result<(), SetupError> {
    match setup
        .last_captures
        .iter()
        .find(|&&square| !board.get(square).is_some_and(|p| p.captured))
    {
        Some(&square) => Err(SetupError::NoCaptureThere(square)),
        None => Ok(()),
    }
}

/// Whether the stored phase's invariants hold (placement or play).
pub(super) fn check_phase(setup: &Setup, board: &Board) -> Result<(), SetupError> {
    let over = setup.outcome.is_over();
    match setup.phase {
        Phase::Placement => check_placement(setup, board, over),
        Phase::Play => check_play(setup, board, over),
    }
}

/// The stored seats (to act, the winner) are Hot Spot's.
pub(super) fn check_seats(setup: &Setup) -> Result<(), SetupError> {
    check_seat(setup.to_act, SeatRole::ToAct)?;
    if let Outcome::Won(seat) = setup.outcome {
        check_seat(seat, SeatRole::Winner)?;
    }
    Ok(())
}
