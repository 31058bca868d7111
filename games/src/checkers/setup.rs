//! The one door into a [`Checkers`] game from stored contents:
//! [`Checkers::from_setup`] checks every invariant the rules keep, and
//! [`Checkers::to_setup`] writes the contents back out.

use super::position::{BLACK_CROWN_ROW, WHITE_CROWN_ROW};
use super::{seat_name, Checkers, Position, Setup, Square, MEN_PER_SIDE, QUIET_PLIES_FOR_DRAW, REPETITIONS_FOR_DRAW};
use crate::{Outcome, Seat};

/// A stored game that breaks the rules' invariants.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid checkers position: {0}")]
pub struct SetupError(pub String);

fn refuse<T>(message: impl Into<String>) -> Result<T, SetupError> {
    Err(SetupError(message.into()))
}

fn check_seat(seat: Seat, what: &str) -> Result<(), SetupError> {
    if seat.index() > 1 {
        return refuse(format!(
            "{what} is seat {}, but checkers has two seats",
            seat.0 as u32 + 1
        ));
    }
    Ok(())
}

impl Checkers {
    /// Restores a stored game, checking it against the rules: at most twelve
    /// pieces a side, no two on a square, no man on its own crowning row (it would
    /// have been crowned), the quiet-ply count under 80 and matched by exactly that
    /// many earlier positions (alternating sides to move, no capture and no man
    /// moved since), no position already seen three times, the last move made by
    /// the other side and ending on one of its pieces, and, while the game goes on,
    /// a legal move for the side to move.
    ///
    /// # Errors
    ///
    /// A [`SetupError`] naming the first broken invariant.
    pub fn from_setup(setup: Setup) -> Result<Checkers, SetupError> {
        check_seat(setup.to_move, "the side to move")?;
        if let Outcome::Won(seat) = setup.outcome {
            check_seat(seat, "the winner")?;
        }
        let mut position = Position {
            sides: [0, 0],
            kings: 0,
            to_move: setup.to_move.0,
        };
        for side in 0..2 {
            let name = seat_name(Seat(side as u8));
            for (squares, king) in [(&setup.men[side], false), (&setup.kings[side], true)] {
                for &square in squares {
                    if (position.sides[0] | position.sides[1]) & square.bit() != 0 {
                        return refuse(format!("two pieces stand on {square}"));
                    }
                    position.sides[side] |= square.bit();
                    if king {
                        position.kings |= square.bit();
                    }
                }
            }
            let count = position.sides[side].count_ones();
            if count > MEN_PER_SIDE {
                return refuse(format!("{name} has {count} pieces; each side starts with twelve"));
            }
            let crown_row = if side == 0 { BLACK_CROWN_ROW } else { WHITE_CROWN_ROW };
            if let Some(square) = Square::in_bits(position.sides[side] & !position.kings & crown_row).next() {
                return refuse(format!(
                    "{name}'s man on {square} stands on its crowning row but is not a king"
                ));
            }
        }
        let history = check_history(&setup, &position)?;
        let game = Checkers {
            position,
            quiet_plies: setup.quiet_plies,
            history,
            last_move: setup.last_move,
            outcome: setup.outcome,
        };
        game.check_last_move()?;
        if !game.outcome.is_over() {
            if let Some(ending) = game.ending() {
                return refuse(format!("the game should have ended: {ending}"));
            }
        } else if game.repetitions() > REPETITIONS_FOR_DRAW {
            return refuse("a position occurred more than three times");
        }
        Ok(game)
    }

    /// The last move, if any, was made by the other side, its steps are single
    /// steps or jumps, it ends on one of that side's pieces, and the squares it
    /// captured on are empty.
    fn check_last_move(&self) -> Result<(), SetupError> {
        let Some(last) = &self.last_move else {
            return Ok(());
        };
        check_seat(last.seat, "the last move's seat")?;
        if last.seat == self.position.to_move() {
            return refuse(format!("{} moved last but is also to move", seat_name(last.seat)));
        }
        let (Some(&from), Some(&to)) = (last.path.first(), last.path.last()) else {
            return refuse("the last move names no squares");
        };
        if last.path.len() < 2 {
            return refuse("the last move names only one square");
        }
        let jump = !last.taken.is_empty();
        if jump && last.taken.len() != last.path.len() - 1 {
            return refuse("the last move takes a different number of pieces than it jumps");
        }
        if !jump && last.path.len() != 2 {
            return refuse("the last move stops on several squares but captures nothing");
        }
        for pair in last.path.windows(2) {
            let dr = (pair[1].row() as i16 - pair[0].row() as i16).abs();
            let dc = (pair[1].column() as i16 - pair[0].column() as i16).abs();
            let distance = if jump { 2 } else { 1 };
            if dr != distance || dc != distance {
                return refuse(format!(
                    "the last move's step {}-{} is not a diagonal {}",
                    pair[0],
                    pair[1],
                    if jump { "jump" } else { "step" }
                ));
            }
        }
        if self.position.piece_at(to).map(|(owner, _)| owner) != Some(last.seat) {
            return refuse(format!(
                "the last move {from}…{to} ends where no piece of {}'s stands",
                seat_name(last.seat)
            ));
        }
        if let Some(square) = last.taken.iter().find(|s| self.position.piece_at(**s).is_some()) {
            return refuse(format!(
                "the last move captured on {square}, where a piece still stands"
            ));
        }
        Ok(())
    }

    /// The raw contents, for storage; [`Checkers::from_setup`] restores exactly
    /// this game.
    pub fn to_setup(&self) -> Setup {
        let p = &self.position;
        let squares = |bits: u32| Square::in_bits(bits).collect::<Vec<_>>();
        Setup {
            men: [squares(p.sides[0] & !p.kings), squares(p.sides[1] & !p.kings)],
            kings: [squares(p.sides[0] & p.kings), squares(p.sides[1] & p.kings)],
            to_move: p.to_move(),
            quiet_plies: self.quiet_plies,
            history: self.history.iter().map(Position::fen).collect(),
            last_move: self.last_move.clone(),
            outcome: self.outcome,
        }
    }
}

/// The earlier positions: exactly `quiet_plies` of them, under the draw limit,
/// each readable, sides to move alternating up to the current one, and none with a
/// different set of men or a different number of pieces (there has been no
/// capture and no man move since the first).
fn check_history(setup: &Setup, current: &Position) -> Result<Vec<Position>, SetupError> {
    if setup.quiet_plies > QUIET_PLIES_FOR_DRAW {
        return refuse(format!(
            "{} quiet plies is past the draw at {QUIET_PLIES_FOR_DRAW}",
            setup.quiet_plies
        ));
    }
    if setup.history.len() != setup.quiet_plies as usize {
        return refuse(format!(
            "{} quiet plies but {} earlier positions; they must match",
            setup.quiet_plies,
            setup.history.len()
        ));
    }
    let mut history = Vec::with_capacity(setup.history.len());
    let plies = setup.history.len();
    for (i, text) in setup.history.iter().enumerate() {
        let Some(earlier) = Position::from_fen(text) else {
            return refuse(format!("earlier position {} cannot be read", i + 1));
        };
        let expected_to_move = current.to_move ^ ((plies - i) % 2) as u8;
        if earlier.to_move != expected_to_move {
            return refuse(format!("earlier position {} has the wrong side to move", i + 1));
        }
        if earlier.men() != current.men()
            || (0..2).any(|s| earlier.sides[s] & earlier.men() != current.sides[s] & current.men())
            || (0..2).any(|s| earlier.sides[s].count_ones() != current.sides[s].count_ones())
        {
            return refuse(format!(
                "earlier position {} differs by a capture or a man's move, which would have reset the count",
                i + 1
            ));
        }
        history.push(earlier);
    }
    Ok(history)
}
