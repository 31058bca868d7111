//! The checks a stored Line game goes through on its one way in
//! ([`Game::from_setup`](crate::Game::from_setup)): every invariant the rules
//! keep, each broken one a [`SetupError`] variant.

use super::board::{Board, LINE_COUNT};
use super::{seat_name, LastMove, Line, Setup, Spot, Variant, BALLS_PER_SIDE, MAX_TARGET, SAFEGUARD_MOVES};
use crate::Seat;

/// A stored game that breaks the rules' invariants: which one, with its spots,
/// seats and numbers. For the logs, in English.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// Rulings, "scoring": the target is 1 to 16.
    #[error("invalid Line game position: the target is {0}; it must be 1 to {MAX_TARGET}")]
    Target(u8),
    /// The Line game has two seats, White and Black.
    #[error("invalid Line game position: {role} is seat {}, but the Line game has two seats", .seat.0 as u32 + 1)]
    NoSuchSeat {
        /// Who the stored seat is.
        role: SeatRole,
        /// The seat stored.
        seat: Seat,
    },
    /// One ball to a spot.
    #[error("invalid Line game position: two balls stand on {0}")]
    TwoOnASpot(Spot),
    /// Rulings: nine balls each, on the board, in hand or confiscated.
    #[error(
        "invalid Line game position: {} has {total} balls on the board, in hand and confiscated; each side has nine",
        seat_name(*.seat)
    )]
    BallCount {
        /// Whose balls.
        seat: Seat,
        /// How many there are.
        total: u32,
    },
    /// Rulings, "progress": only that variant keeps score panels.
    #[error("invalid Line game position: {} has a score panel outside the progress variant", seat_name(*.0))]
    PanelOutsideProgress(Seat),
    /// Rulings, "progress": each line 1–16 is recorded once.
    #[error(
        "invalid Line game position: {}'s score panel holds {line} out of place; lines are 1 to 16, each once",
        seat_name(*.seat)
    )]
    PanelLine {
        /// Whose panel.
        seat: Seat,
        /// The line out of place.
        line: u8,
    },
    /// Rulings, "scoring": only that variant scores points.
    #[error("invalid Line game position: {} has points outside the scoring variant", seat_name(*.0))]
    PointsOutsideScoring(Seat),
    /// Rulings, "A turn": the barred roll runs back along a drawn line from the
    /// seat's ball.
    #[error("invalid Line game position: {}'s barred roll {from}-{to} does not fit the board", seat_name(*.seat))]
    BarredRoll {
        /// Whose roll is barred.
        seat: Seat,
        /// Where the barred roll starts.
        from: Spot,
        /// Where it would end.
        to: Spot,
    },
    /// Rulings, "End": two passes in a row with nobody able to move draw.
    #[error("invalid Line game position: {0} passes in a row are stored; the game is drawn after two")]
    Passes(u8),
    /// The last move's ball stands where it went, and a roll left its spot empty.
    #[error("invalid Line game position: the last move {0} does not fit the board")]
    LastMove(String),
    /// Rulings, "basic" and "progress": confiscating all nine wins.
    #[error("invalid Line game position: all of {}'s balls are confiscated but the game is not over", seat_name(*.0))]
    AllConfiscatedNotOver(Seat),
    /// Rulings, "scoring": reaching the target wins.
    #[error("invalid Line game position: {} has reached the target but the game is not over", seat_name(*.0))]
    TargetReachedNotOver(Seat),
    /// Rulings, "Safeguard": 100 quiet moves end the game.
    #[error("invalid Line game position: the safeguard's 100 quiet moves are up but the game is not over")]
    SafeguardNotOver,
    /// Rulings, "A turn": a player who cannot place, roll or reclaim passes.
    #[error("invalid Line game position: {} cannot move; the turn should have been passed", seat_name(*.0))]
    ShouldHavePassed(Seat),
    /// Rulings: "If neither can act, the game is a draw".
    #[error(
        "invalid Line game position: both players passed and {} still cannot place or roll, but the game is not drawn",
        seat_name(*.0)
    )]
    ShouldBeDrawn(Seat),
}

/// Whose seat a stored seat number is ([`SetupError::NoSuchSeat`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatRole {
    /// The seat to act.
    ToAct,
    /// The winner.
    Winner,
    /// The owner of the ball on the spot.
    Owner(Spot),
    /// The seat that made the last move.
    LastMove,
}

impl std::fmt::Display for SeatRole {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SeatRole::ToAct => f.write_str("the seat to act"),
            SeatRole::Winner => f.write_str("the winner"),
            SeatRole::Owner(spot) => write!(f, "the owner of the ball on {spot}"),
            SeatRole::LastMove => f.write_str("the last move's seat"),
        }
    }
}

/// The Line game has seats 1 and 2.
pub(super) fn check_seat(seat: Seat, role: SeatRole) -> Result<(), SetupError> {
    if seat.index() > 1 {
        return Err(SetupError::NoSuchSeat { role, seat });
    }
    Ok(())
}

/// The board from the stored balls: owners seated, one ball to a spot.
pub(super) fn board(setup: &Setup) -> Result<Board, SetupError> {
    let mut board = Board::default();
    for &(spot, owner) in &setup.board {
        check_seat(owner, SeatRole::Owner(spot))?;
        if board.get(spot).is_some() {
            return Err(SetupError::TwoOnASpot(spot));
        }
        board.set(spot, Some(owner));
    }
    Ok(board)
}

/// Each seat's nine balls, its score panel and points as its variant keeps them,
/// and its barred roll along a drawn line from its own ball (or a spot emptied by
/// a confiscation).
pub(super) fn check_seats_material(setup: &Setup, board: &Board) -> Result<(), SetupError> {
    let variant = setup.options.variant;
    for seat in [Seat::FIRST, Seat::SECOND] {
        let i = seat.index();
        let total = board.count(seat) as u32 + setup.hands[i] as u32 + setup.confiscated[i] as u32;
        if total != BALLS_PER_SIDE as u32 {
            return Err(SetupError::BallCount { seat, total });
        }
        let panel = &setup.panels[i];
        if variant != Variant::Progress && !panel.is_empty() {
            return Err(SetupError::PanelOutsideProgress(seat));
        }
        for (k, &line) in panel.iter().enumerate() {
            if !(1..=LINE_COUNT).contains(&line) || panel[..k].contains(&line) {
                return Err(SetupError::PanelLine { seat, line });
            }
        }
        if variant != Variant::Scoring && setup.points[i] != 0 {
            return Err(SetupError::PointsOutsideScoring(seat));
        }
        if let Some(roll) = setup.barred[i] {
            if !roll.from.is_adjacent(roll.to) || board.get(roll.from).is_some_and(|o| o != seat) {
                return Err(SetupError::BarredRoll {
                    seat,
                    from: roll.from,
                    to: roll.to,
                });
            }
        }
    }
    Ok(())
}

/// The last move's seat is at the table, its ball stands where it went, a roll
/// left its spot empty along a drawn line, and it called at most two lines.
pub(super) fn check_last_move(last: &LastMove, board: &Board) -> Result<(), SetupError> {
    check_seat(last.seat, SeatRole::LastMove)?;
    let rolled_ok = last
        .from
        .is_none_or(|from| from.is_adjacent(last.to) && board.get(from).is_none());
    if board.get(last.to) != Some(last.seat) || !rolled_ok || last.lines.len() > 2 {
        return Err(SetupError::LastMove(last.notation()));
    }
    Ok(())
}

/// A game that goes on: no win, safeguard or draw due, and the seat to act able to
/// place or roll, or else to reclaim (when it may also pass).
pub(super) fn check_ongoing(game: &Line) -> Result<(), SetupError> {
    for seat in [Seat::FIRST, Seat::SECOND] {
        let i = seat.index();
        match game.options.variant {
            Variant::Basic | Variant::Progress if game.confiscated[i] >= BALLS_PER_SIDE => {
                return Err(SetupError::AllConfiscatedNotOver(seat))
            }
            Variant::Scoring if game.points[i] >= game.options.target => {
                return Err(SetupError::TargetReachedNotOver(seat))
            }
            _ => {}
        }
    }
    if game.quiet_moves >= SAFEGUARD_MOVES {
        return Err(SetupError::SafeguardNotOver);
    }
    if !game.can_act(game.to_act) {
        return Err(SetupError::ShouldHavePassed(game.to_act));
    }
    if !game.can_move(game.to_act) && game.passes >= 2 {
        return Err(SetupError::ShouldBeDrawn(game.to_act));
    }
    Ok(())
}
