//! The one door into a [`HotSpot`] from stored contents: [`HotSpot::from_setup`]
//! checks every invariant the rules keep, and [`HotSpot::to_setup`] writes the
//! contents back out.

use super::board::{home_rank, Board};
use super::rules::reserve_list;
use super::{seat_name, Action, HotSpot, Phase, Setup, BOARD_PIECES, PIECES_PER_SIDE, QUIET_TURNS_FOR_DRAW};
use crate::{Outcome, Seat};

/// A stored game that breaks the rules' invariants.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid Hot Spot position: {0}")]
pub struct SetupError(pub String);

fn refuse<T>(message: impl Into<String>) -> Result<T, SetupError> {
    Err(SetupError(message.into()))
}

fn check_seat(seat: Seat, what: &str) -> Result<(), SetupError> {
    if seat.index() > 1 {
        return refuse(format!(
            "{what} is seat {}, but Hot Spot has two seats",
            seat.0 as u32 + 1
        ));
    }
    Ok(())
}

impl HotSpot {
    /// Restores a stored game, checking it against the rules: twelve pieces a side,
    /// four each of 1, 2 and 3 spots, across board, reserve and pieces still to
    /// place; at most eight on the board and four in reserve; placements on the
    /// starting rows in turn order, Green first; no two pieces on a square; no
    /// capture left untaken at the start of the turn; counters and outcome
    /// consistent with the position.
    ///
    /// # Errors
    ///
    /// A [`SetupError`] naming the first broken invariant.
    pub fn from_setup(setup: Setup) -> Result<HotSpot, SetupError> {
        check_seat(setup.to_act, "the seat to act")?;
        if let Outcome::Won(seat) = setup.outcome {
            check_seat(seat, "the winner")?;
        }
        let mut board = Board::empty();
        for &(square, piece) in &setup.board {
            check_seat(piece.owner, &format!("the owner of the piece on {square}"))?;
            if !(1..=3).contains(&piece.spots) {
                return refuse(format!(
                    "the piece on {square} has {} spots; pieces have 1, 2 or 3",
                    piece.spots
                ));
            }
            if board.get(square).is_some() {
                return refuse(format!("two pieces stand on {square}"));
            }
            board.set(square, Some(piece));
        }
        let mut reserves = [[0u8; 3]; 2];
        for seat in [Seat::FIRST, Seat::SECOND] {
            let i = seat.index();
            let name = seat_name(seat);
            let on_board = setup.board.iter().filter(|(_, p)| p.owner == seat).count();
            let (reserve, to_place) = (&setup.reserves[i], &setup.to_place[i]);
            if let Some(bad) = reserve.iter().chain(to_place).find(|s| !(1..=3).contains(*s)) {
                return refuse(format!("{name} has a piece of {bad} spots; pieces have 1, 2 or 3"));
            }
            let total = on_board + reserve.len() + to_place.len();
            if total != PIECES_PER_SIDE {
                return refuse(format!(
                    "{name} has {total} pieces; each side has twelve, four each of 1, 2 and 3 spots"
                ));
            }
            for spots in 1..=3u8 {
                let count = setup
                    .board
                    .iter()
                    .filter(|(_, p)| p.owner == seat && p.spots == spots)
                    .count()
                    + reserve.iter().chain(to_place).filter(|&&s| s == spots).count();
                if count != 4 {
                    return refuse(format!(
                        "{name} has {count} pieces of {spots} spots; each side has four"
                    ));
                }
            }
            if on_board > BOARD_PIECES {
                return refuse(format!("{name} has {on_board} pieces on the board; at most eight"));
            }
            if reserve.len() != PIECES_PER_SIDE - BOARD_PIECES {
                return refuse(format!(
                    "{name}'s reserve holds {} pieces; it holds four",
                    reserve.len()
                ));
            }
            for &spots in reserve {
                reserves[i][spots as usize - 1] += 1;
            }
        }
        let over = setup.outcome.is_over();
        match setup.phase {
            Phase::Placement => check_placement(&setup, &board, over)?,
            Phase::Play => check_play(&setup, &board, over)?,
        }
        for &square in &setup.last_captures {
            if !board.get(square).is_some_and(|p| p.captured) {
                return refuse(format!("the last captures name {square}, where no captured piece lies"));
            }
        }
        let last_action = match setup.last_action {
            Some((seat, text)) => {
                check_seat(seat, "the last action's seat")?;
                let action =
                    Action::parse(&text).map_err(|e| SetupError(format!("the last action cannot be read: {e}")))?;
                Some((seat, action))
            }
            None => None,
        };
        Ok(HotSpot {
            board,
            reserves,
            to_place: setup.to_place,
            phase: setup.phase,
            to_act: setup.to_act,
            first_turn_done: setup.first_turn_done,
            quiet_turns: setup.quiet_turns,
            last_action,
            last_captures: setup.last_captures,
            outcome: setup.outcome,
        })
    }

    /// The raw contents, for storage: board in square order, reserves ascending.
    /// [`HotSpot::from_setup`] restores exactly this game.
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board.pieces().collect(),
            reserves: self.reserves.map(|counts| reserve_list(&counts)),
            to_place: self.to_place.clone(),
            phase: self.phase,
            to_act: self.to_act,
            first_turn_done: self.first_turn_done,
            quiet_turns: self.quiet_turns,
            last_action: self
                .last_action
                .as_ref()
                .map(|(seat, action)| (*seat, action.to_string())),
            last_captures: self.last_captures.clone(),
            outcome: self.outcome,
        }
    }
}

/// Set-up steps 2–3: pieces only on their own starting rows, face up, placed in
/// turn (Green first), nothing of the play phase begun.
fn check_placement(setup: &Setup, board: &Board, over: bool) -> Result<(), SetupError> {
    for (square, piece) in board.pieces() {
        if square.rank() != home_rank(piece.owner) {
            return refuse(format!(
                "{}'s piece on {square} is off its starting row during placement",
                seat_name(piece.owner)
            ));
        }
        if piece.captured {
            return refuse(format!("the piece on {square} is captured during placement"));
        }
    }
    let placed = [0, 1].map(|i| BOARD_PIECES - setup.to_place[i].len());
    if placed[0] == BOARD_PIECES && placed[1] == BOARD_PIECES {
        return refuse("every piece is placed but the phase is still placement");
    }
    let expected_to_act = match placed[0].checked_sub(placed[1]) {
        Some(0) => Seat::FIRST,
        Some(1) => Seat::SECOND,
        _ => {
            return refuse(format!(
                "Green has placed {} pieces and Black {}; they alternate, Green first",
                placed[0], placed[1]
            ))
        }
    };
    if !over && setup.to_act != expected_to_act {
        return refuse(format!("{} should be placing next", seat_name(expected_to_act)));
    }
    if setup.first_turn_done.iter().any(|&done| done) {
        return refuse("a first turn is marked done during placement");
    }
    if setup.quiet_turns != 0 {
        return refuse("quiet turns are counted during placement");
    }
    if !setup.last_captures.is_empty() {
        return refuse("captures are recorded during placement");
    }
    Ok(())
}

/// The play phase: every piece placed, no capture left untaken by the seat to
/// act, first turns taken in order, the quiet-turn count only with one live piece
/// a side.
fn check_play(setup: &Setup, board: &Board, over: bool) -> Result<(), SetupError> {
    for seat in [Seat::FIRST, Seat::SECOND] {
        if !setup.to_place[seat.index()].is_empty() {
            return refuse(format!(
                "{} still has pieces to place in the play phase",
                seat_name(seat)
            ));
        }
    }
    if over {
        return Ok(());
    }
    for seat in [Seat::FIRST, Seat::SECOND] {
        if board.captured_count(seat) >= BOARD_PIECES {
            return refuse(format!(
                "all of {}'s pieces are captured but the game is not over",
                seat_name(seat)
            ));
        }
    }
    let to_act = setup.to_act;
    let control = board.control(to_act);
    if let Some((square, _)) = board.live_in(to_act.opponent(), control).next() {
        return refuse(format!(
            "{}'s piece on {square} stands on a square {} controls; it should have been captured at the start of the turn",
            seat_name(to_act.opponent()),
            seat_name(to_act)
        ));
    }
    let [green_done, black_done] = setup.first_turn_done;
    let in_order = if to_act == Seat::FIRST {
        green_done == black_done
    } else {
        green_done
    };
    if !in_order {
        return refuse("the first turns marked done do not fit the seat to act (Green plays first)");
    }
    if setup.quiet_turns >= QUIET_TURNS_FOR_DRAW {
        return refuse(format!(
            "{} quiet turns have passed but the game is not drawn",
            setup.quiet_turns
        ));
    }
    if setup.quiet_turns > 0 && (board.live_count(Seat::FIRST) != 1 || board.live_count(Seat::SECOND) != 1) {
        return refuse("quiet turns are counted but a side has more than one live piece");
    }
    Ok(())
}
