//! The one door into an [`AceyDucey`] game from stored contents:
//! [`AceyDucey::from_setup`] checks every invariant the rules keep, and
//! [`AceyDucey::to_setup`] writes the contents back out.

use super::board::Board;
use super::{seat_name, AceyDucey, Phase, Setup, BAR, MAX_CHIPS, MEN, OFF};
use crate::{Outcome, Seat};

/// A stored game that breaks the rules' invariants.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid Acey Ducey position: {0}")]
pub struct SetupError(pub String);

fn refuse<T>(message: impl Into<String>) -> Result<T, SetupError> {
    Err(SetupError(message.into()))
}

fn check_seat(seat: Seat, what: &str) -> Result<(), SetupError> {
    if seat.index() > 1 {
        return refuse(format!(
            "{what} is seat {}, but Acey Ducey has two seats",
            seat.0 as u32 + 1
        ));
    }
    Ok(())
}

impl AceyDucey {
    /// Restores a stored game, checking it against the rules: fifteen men a side
    /// accounted for (on points, in the Dog House, borne off or still to enter); no
    /// point holding both colours; a start roll that ends in a decision after ties
    /// only; in set-up, nobody borne off and the seat to act with men to enter; in
    /// play, nobody with men to enter; a winner by bearing off recorded as such;
    /// options in range; and dice waiting for a choice only when the roll offers
    /// two or more (a roll with one use or none is played at once).
    ///
    /// # Errors
    ///
    /// A [`SetupError`] naming the first broken invariant.
    pub fn from_setup(setup: Setup) -> Result<AceyDucey, SetupError> {
        check_seat(setup.to_act, "the seat to act")?;
        if let Outcome::Won(seat) = setup.outcome {
            check_seat(seat, "the winner")?;
        }
        if let Some(last) = setup.last_roll {
            check_seat(last.seat, "the last roller")?;
        }
        for (name, value) in [("stake", setup.options.stake), ("penalty", setup.options.penalty)] {
            if value.is_some_and(|n| !(1..=MAX_CHIPS).contains(&n)) {
                return refuse(format!("the {name} is not 1 to {MAX_CHIPS} chips"));
            }
        }
        let Some((last, ties)) = setup.start_rolls.split_last() else {
            return refuse("the start roll is missing");
        };
        if ties.iter().any(|[red, black]| red.total() != black.total()) || last[0].total() == last[1].total() {
            return refuse("the start roll must end in a decision after ties only");
        }
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
                return refuse(format!(
                    "{} has {} men; each side has 15",
                    seat_name(seat),
                    board.count(seat)
                ));
            }
        }
        for p in 1..=24u8 {
            if board.own(Seat::FIRST, p) > 0 && board.opposing(Seat::FIRST, p) > 0 {
                return refuse(format!("Red's point {p} holds men of both colours"));
            }
        }
        let game = AceyDucey {
            options: setup.options,
            board,
            phase: setup.phase,
            start_rolls: setup.start_rolls,
            to_act: setup.to_act,
            dice: setup.dice,
            roll_again: setup.roll_again,
            last_roll: setup.last_roll,
            last_turn: setup.last_turn,
            outcome: setup.outcome,
        };
        check_phase(&game)?;
        for seat in [Seat::FIRST, Seat::SECOND] {
            if game.board.own(seat, OFF) == MEN && game.outcome != Outcome::Won(seat) {
                return refuse(format!("{} has borne off 15 men but has not won", seat_name(seat)));
            }
        }
        if game.outcome.is_over() {
            if game.dice.is_some() || game.roll_again {
                return refuse("the game is over but dice wait to be played");
            }
        } else if game.dice.is_some() && game.legal_actions(game.to_act).len() < 2 {
            return refuse("the dice wait for a choice, but the roll leaves none (it should have been played)");
        }
        Ok(game)
    }

    /// The raw contents, for storage. [`AceyDucey::from_setup`] restores exactly
    /// this game.
    pub fn to_setup(&self) -> Setup {
        let men = &self.board.men;
        Setup {
            options: self.options.clone(),
            points: std::array::from_fn(|s| std::array::from_fn(|i| men[s][i + 1])),
            dog_house: [men[0][BAR as usize], men[1][BAR as usize]],
            borne_off: [men[0][OFF as usize], men[1][OFF as usize]],
            to_enter: self.board.to_enter,
            phase: self.phase,
            start_rolls: self.start_rolls.clone(),
            to_act: self.to_act,
            dice: self.dice,
            roll_again: self.roll_again,
            last_roll: self.last_roll,
            last_turn: self.last_turn.clone(),
            outcome: self.outcome,
        }
    }
}

/// Set-up: nobody borne off, someone still to enter, the seat to act among them
/// while the game goes on, and no extra throws. Play: everyone entered.
fn check_phase(game: &AceyDucey) -> Result<(), SetupError> {
    let left = game.board.to_enter;
    match game.phase {
        Phase::SettingUp => {
            if game.board.own(Seat::FIRST, OFF) > 0 || game.board.own(Seat::SECOND, OFF) > 0 {
                return refuse("men are borne off during set-up");
            }
            if left == [0, 0] {
                return refuse("every man is entered but play has not begun");
            }
            if !game.outcome.is_over() && left[game.to_act.index()] == 0 {
                return refuse(format!(
                    "{} is set up and waits, but is to roll",
                    seat_name(game.to_act)
                ));
            }
            if game.roll_again {
                return refuse("Acey-Ducey earns no extra throw in set-up");
            }
        }
        Phase::Play => {
            if left != [0, 0] {
                return refuse("play has begun but men are still to enter");
            }
        }
    }
    Ok(())
}
