//! The one door into a [`Line`] game from stored contents: [`Line::from_setup`]
//! checks every invariant the rules keep, and [`Line::to_setup`] writes the
//! contents back out.

use super::board::{Board, LINE_COUNT};
use super::{seat_name, Line, Setup, Variant, BALLS_PER_SIDE, MAX_TARGET, SAFEGUARD_MOVES};
use crate::{Outcome, Seat};

/// A stored game that breaks the rules' invariants.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid Line game position: {0}")]
pub struct SetupError(pub String);

fn refuse<T>(message: impl Into<String>) -> Result<T, SetupError> {
    Err(SetupError(message.into()))
}

fn check_seat(seat: Seat, what: &str) -> Result<(), SetupError> {
    if seat.index() > 1 {
        return refuse(format!(
            "{what} is seat {}, but the Line game has two seats",
            seat.0 as u32 + 1
        ));
    }
    Ok(())
}

impl Line {
    /// Restores a stored game, checking it against the rules: a target of 1–16;
    /// no two balls on a spot; each seat's balls on the board, in hand and
    /// confiscated adding up to nine; score panels only in progress (numbers 1–16,
    /// each once) and points only in scoring; the barred rolls along drawn lines
    /// from a spot holding the seat's ball (or emptied by a confiscation); at most
    /// two passes in a row; the last move's ball on its spot and the spot it rolled
    /// from empty; and while the game goes on, no win, safeguard or draw already
    /// due, and the seat to act able to place or roll or, in scoring, to choose
    /// between reclaiming and passing (rulings: "Reclaiming is never compulsory").
    ///
    /// # Errors
    ///
    /// A [`SetupError`] naming the first broken invariant.
    pub fn from_setup(setup: Setup) -> Result<Line, SetupError> {
        let options = setup.options;
        if !(1..=MAX_TARGET).contains(&options.target) {
            return refuse(format!(
                "the target is {}; it must be 1 to {MAX_TARGET}",
                options.target
            ));
        }
        check_seat(setup.to_act, "the seat to act")?;
        if let Outcome::Won(seat) = setup.outcome {
            check_seat(seat, "the winner")?;
        }
        let mut board = Board::default();
        for &(spot, owner) in &setup.board {
            check_seat(owner, &format!("the owner of the ball on {spot}"))?;
            if board.get(spot).is_some() {
                return refuse(format!("two balls stand on {spot}"));
            }
            board.set(spot, Some(owner));
        }
        for seat in [Seat::FIRST, Seat::SECOND] {
            let i = seat.index();
            let total = board.count(seat) as u32 + setup.hands[i] as u32 + setup.confiscated[i] as u32;
            if total != BALLS_PER_SIDE as u32 {
                return refuse(format!(
                    "{} has {total} balls on the board, in hand and confiscated; each side has nine",
                    seat_name(seat)
                ));
            }
            let panel = &setup.panels[i];
            if options.variant != Variant::Progress && !panel.is_empty() {
                return refuse(format!(
                    "{} has a score panel outside the progress variant",
                    seat_name(seat)
                ));
            }
            for (k, &line) in panel.iter().enumerate() {
                if !(1..=LINE_COUNT).contains(&line) || panel[..k].contains(&line) {
                    return refuse(format!(
                        "{}'s score panel holds {line} out of place; lines are 1 to 16, each once",
                        seat_name(seat)
                    ));
                }
            }
            if options.variant != Variant::Scoring && setup.points[i] != 0 {
                return refuse(format!("{} has points outside the scoring variant", seat_name(seat)));
            }
            if let Some(roll) = setup.barred[i] {
                if !roll.from.is_adjacent(roll.to) || board.get(roll.from).is_some_and(|o| o != seat) {
                    return refuse(format!(
                        "{}'s barred roll {}-{} does not fit the board",
                        seat_name(seat),
                        roll.from,
                        roll.to
                    ));
                }
            }
        }
        if setup.passes > 2 {
            return refuse(format!(
                "{} passes in a row are stored; the game is drawn after two",
                setup.passes
            ));
        }
        if let Some(last) = &setup.last_move {
            check_seat(last.seat, "the last move's seat")?;
            let rolled_ok = last
                .from
                .is_none_or(|from| from.is_adjacent(last.to) && board.get(from).is_none());
            if board.get(last.to) != Some(last.seat) || !rolled_ok || last.lines.len() > 2 {
                return refuse(format!("the last move {} does not fit the board", last.notation()));
            }
        }
        let game = Line {
            options,
            board,
            hands: setup.hands,
            confiscated: setup.confiscated,
            panels: setup.panels,
            points: setup.points,
            to_act: setup.to_act,
            barred: setup.barred,
            passes: setup.passes,
            last_move: setup.last_move,
            quiet_moves: setup.quiet_moves,
            moves: setup.moves,
            outcome: setup.outcome,
        };
        if !game.outcome.is_over() {
            check_ongoing(&game)?;
        }
        Ok(game)
    }

    /// The raw contents, for storage: balls in spot order.
    /// [`Line::from_setup`] restores exactly this game.
    pub fn to_setup(&self) -> Setup {
        Setup {
            options: self.options,
            board: self.board.balls().collect(),
            hands: self.hands,
            confiscated: self.confiscated,
            panels: self.panels.clone(),
            points: self.points,
            to_act: self.to_act,
            barred: self.barred,
            passes: self.passes,
            last_move: self.last_move.clone(),
            quiet_moves: self.quiet_moves,
            moves: self.moves,
            outcome: self.outcome,
        }
    }
}

/// A game that goes on: no win, safeguard or draw due, and the seat to act able to
/// place or roll, or else to reclaim (when it may also pass).
fn check_ongoing(game: &Line) -> Result<(), SetupError> {
    for seat in [Seat::FIRST, Seat::SECOND] {
        let i = seat.index();
        match game.options.variant {
            Variant::Basic | Variant::Progress if game.confiscated[i] >= BALLS_PER_SIDE => {
                return refuse(format!(
                    "all of {}'s balls are confiscated but the game is not over",
                    seat_name(seat)
                ))
            }
            Variant::Scoring if game.points[i] >= game.options.target => {
                return refuse(format!(
                    "{} has reached the target but the game is not over",
                    seat_name(seat)
                ))
            }
            _ => {}
        }
    }
    if game.quiet_moves >= SAFEGUARD_MOVES {
        return refuse("the safeguard's 100 quiet moves are up but the game is not over");
    }
    if !game.can_act(game.to_act) {
        return refuse(format!(
            "{} cannot move; the turn should have been passed",
            seat_name(game.to_act)
        ));
    }
    if !game.can_move(game.to_act) && game.passes >= 2 {
        return refuse(format!(
            "both players passed and {} still cannot place or roll, but the game is not drawn",
            seat_name(game.to_act)
        ));
    }
    Ok(())
}
