//! The checks a stored Acey Ducey game goes through on its one way in
//! ([`Game::from_setup`](crate::Game::from_setup)): every invariant the rules
//! keep, each broken one a [`SetupError`] variant.

use super::board::Board;
use super::{seat_name, AceyDucey, Dice, Phase, Setup, BAR, MEN, OFF};
use crate::Seat;

/// A stored game that breaks the rules' invariants: which one, with its points,
/// seats and numbers. For the logs, in English.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// Acey Ducey has two seats, Red and Black.
    #[error("invalid Acey Ducey position: {role} is seat {}, but Acey Ducey has two seats", .seat.0 as u32 + 1)]
    NoSuchSeat {
        /// Who the stored seat is.
        role: SeatRole,
        /// The seat stored.
        seat: Seat,
    },
    /// Rulings, "End and stakes": a stake or penalty is 1 to
    /// [`MAX_CHIPS`](super::MAX_CHIPS) chips.
    #[error("invalid Acey Ducey position: the {option} is not 1 to {max} chips")]
    ChipsOutOfRange {
        /// `stake` or `penalty`.
        option: &'static str,
        /// The most chips it takes.
        max: u64,
    },
    /// Rulings, "Who starts": the game begins with the start roll.
    #[error("invalid Acey Ducey position: the start roll is missing")]
    NoStartRoll,
    /// Rulings, "Who starts": ties are rolled again until one seat rolls higher.
    #[error("invalid Acey Ducey position: the start roll must end in a decision after ties only")]
    StartRollUndecided,
    /// Fifteen men a side: on points, in the Dog House, borne off or to enter.
    #[error("invalid Acey Ducey position: {} has {men} men; each side has 15", seat_name(*.seat))]
    MenCount {
        /// Whose men.
        seat: Seat,
        /// How many there are.
        men: u32,
    },
    /// A point holds men of one colour.
    #[error(
        "invalid Acey Ducey position: {}'s point {point} holds men of both colours",
        seat_name(Seat::FIRST)
    )]
    BothColours {
        /// The point, in Red's numbering.
        point: u8,
    },
    /// Rulings, "Bearing off": the first to bear off fifteen men wins.
    #[error("invalid Acey Ducey position: {} has borne off 15 men but has not won", seat_name(*.0))]
    BorneOffNotWon(Seat),
    /// Nothing is rolled after the end.
    #[error("invalid Acey Ducey position: the game is over but dice wait to be played")]
    DiceAfterTheEnd,
    /// A roll with one use or none is played at once, so dice wait only for a
    /// choice.
    #[error(
        "invalid Acey Ducey position: the dice wait for a choice, but the roll leaves none (it should have been played)"
    )]
    NoChoiceWaiting,
    /// Rulings, "Who starts, and set-up": nothing is borne off in set-up.
    #[error("invalid Acey Ducey position: men are borne off during set-up")]
    BorneOffInSetUp,
    /// Rulings, "Who starts, and set-up": play begins once every man is entered.
    #[error("invalid Acey Ducey position: every man is entered but play has not begun")]
    EnteredNotPlaying,
    /// The finished player waits: a seat with every man entered does not roll in
    /// set-up.
    #[error("invalid Acey Ducey position: {} is set up and waits, but is to roll", seat_name(*.0))]
    SetUpButToRoll(Seat),
    /// Rulings, "Reading the dice": Acey-Ducey's extra throw is a play rule.
    #[error("invalid Acey Ducey position: Acey-Ducey earns no extra throw in set-up")]
    RollAgainInSetUp,
    /// Rulings, "Who starts, and set-up": play begins once every man is entered.
    #[error("invalid Acey Ducey position: play has begun but men are still to enter")]
    StillToEnter,
}

/// Whose seat a stored seat number is ([`SetupError::NoSuchSeat`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatRole {
    /// The seat to act.
    ToAct,
    /// The winner.
    Winner,
    /// The seat that rolled last.
    LastRoller,
}

impl std::fmt::Display for SeatRole {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            SeatRole::ToAct => "the seat to act",
            SeatRole::Winner => "the winner",
            SeatRole::LastRoller => "the last roller",
        })
    }
}

/// Acey Ducey has seats 1 and 2.
pub(super) fn check_seat(seat: Seat, role: SeatRole) -> Result<(), SetupError> {
    if seat.index() > 1 {
        return Err(SetupError::NoSuchSeat { role, seat });
    }
    Ok(())
}

/// Rulings, "Who starts" 1: rounds of ties, then one seat higher.
pub(super) fn check_start_rolls(rolls: &[[Dice; 2]]) -> Result<(), SetupError> {
    let Some((last, ties)) = rolls.split_last() else {
        return Err(SetupError::NoStartRoll);
    };
    if ties.iter().any(|[red, black]| red.total() != black.total()) || last[0].total() == last[1].total() {
        return Err(SetupError::StartRollUndecided);
    }
    Ok(())
}

/// The board from the stored points, Dog House, men borne off and men to enter:
/// fifteen men a side, no point holding both colours.
pub(super) fn board(setup: &Setup) -> Result<Board, SetupError> {
    let mut board = Board::empty();
    board.to_enter = setup.to_enter;
    for seat in [Seat::FIRST, Seat::SECOND] {
        let s = seat.index();
        for p in 1..=24 {
            board.men[s][p] = setup.points[s][p - 1];
        }
        board.men[s][OFF as usize] = setup.borne_off[s];
        board.men[s][BAR as usize] = setup.dog_house[s];
        if board.count(seat) != MEN as u32 {
            return Err(SetupError::MenCount {
                seat,
                men: board.count(seat),
            });
        }
    }
    for p in 1..=24u8 {
        if board.own(Seat::FIRST, p) > 0 && board.opposing(Seat::FIRST, p) > 0 {
            return Err(SetupError::BothColours { point: p });
        }
    }
    Ok(board)
}

/// Set-up: nobody borne off, someone still to enter, the seat to act among them
/// while the game goes on, and no extra throws. Play: everyone entered.
pub(super) fn check_phase(game: &AceyDucey) -> Result<(), SetupError> {
    let left = game.board.to_enter;
    match game.phase {
        Phase::SettingUp => {
            if game.board.own(Seat::FIRST, OFF) > 0 || game.board.own(Seat::SECOND, OFF) > 0 {
                return Err(SetupError::BorneOffInSetUp);
            }
            if left == [0, 0] {
                return Err(SetupError::EnteredNotPlaying);
            }
            if !game.outcome.is_over() && left[game.to_act.index()] == 0 {
                return Err(SetupError::SetUpButToRoll(game.to_act));
            }
            if game.roll_again {
                return Err(SetupError::RollAgainInSetUp);
            }
        }
        Phase::Play => {
            if left != [0, 0] {
                return Err(SetupError::StillToEnter);
            }
        }
    }
    Ok(())
}
