//! The one door into a [`Trespass`] game from stored contents:
//! [`Trespass::from_setup`] checks every invariant the rules keep, and
//! [`Trespass::to_setup`] writes the contents back out.

use super::board::{starting_ranks, Board};
use super::{seat_name, LastMove, Phase, Setup, Trespass, PIECES_PER_SIDE};
use crate::{Outcome, Seat};

/// A stored game that breaks the rules' invariants. The message never names a
/// secret number.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid Trespass position: {0}")]
pub struct SetupError(pub String);

fn refuse<T>(message: impl Into<String>) -> Result<T, SetupError> {
    Err(SetupError(message.into()))
}

fn check_seat(seat: Seat, what: &str) -> Result<(), SetupError> {
    if seat.index() > 1 {
        return refuse(format!(
            "{what} is seat {}, but Trespass has two seats",
            seat.0 as u32 + 1
        ));
    }
    Ok(())
}

impl Trespass {
    /// Restores a stored game, checking it against the rules: each side's ten
    /// pieces numbered 0–9 once each, all on the board, no two on a square; secret
    /// numbers 0–9; during the secret picks, every piece still on its side's
    /// starting rows and no move made; in play, both secrets picked, and — while
    /// the game goes on — no secret piece already in its goal row, the locked piece
    /// being the one the opponent just moved, and the seat to move able to move.
    /// The last move's path must run from its start to its end in slide steps and
    /// jumps.
    ///
    /// # Errors
    ///
    /// A [`SetupError`] naming the first broken invariant.
    pub fn from_setup(setup: Setup) -> Result<Trespass, SetupError> {
        check_seat(setup.to_act, "the seat to act")?;
        if let Outcome::Won(seat) = setup.outcome {
            check_seat(seat, "the winner")?;
        }
        let mut board = Board::empty();
        for &(square, piece) in &setup.board {
            check_seat(piece.owner, &format!("the owner of the piece on {square}"))?;
            if piece.number >= PIECES_PER_SIDE {
                return refuse(format!(
                    "the piece on {square} is numbered {}; pieces are numbered 0 to 9",
                    piece.number
                ));
            }
            if board.get(square).is_some() {
                return refuse(format!("two pieces stand on {square}"));
            }
            if board.find(piece).is_some() {
                return refuse(format!(
                    "{} has two pieces numbered {}",
                    seat_name(piece.owner),
                    piece.number
                ));
            }
            board.set(square, Some(piece));
        }
        for owner in [Seat::FIRST, Seat::SECOND] {
            let count = setup.board.iter().filter(|(_, p)| p.owner == owner).count();
            if count != PIECES_PER_SIDE as usize {
                return refuse(format!(
                    "{} has {count} pieces on the board; each side has ten, numbered 0 to 9",
                    seat_name(owner)
                ));
            }
            if setup.secrets[owner.index()].is_some_and(|n| n >= PIECES_PER_SIDE) {
                return refuse(format!("{}'s secret number is not 0 to 9", seat_name(owner)));
            }
        }
        let game = Trespass {
            board,
            secrets: setup.secrets,
            phase: setup.phase,
            to_act: setup.to_act,
            locked: setup.locked,
            last_move: setup.last_move,
            outcome: setup.outcome,
        };
        if let Some(square) = game.locked {
            if game.board.get(square).is_none() {
                return refuse(format!("the locked square {square} is empty"));
            }
        }
        if let Some(last) = &game.last_move {
            check_last_move(&game.board, last)?;
        }
        match game.phase {
            Phase::Secrets => check_secrets(&game)?,
            Phase::Play => check_play(&game)?,
        }
        Ok(game)
    }

    /// The raw contents, for storage (secrets included): board in square order.
    /// [`Trespass::from_setup`] restores exactly this game.
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board.pieces().collect(),
            secrets: self.secrets,
            phase: self.phase,
            to_act: self.to_act,
            locked: self.locked,
            last_move: self.last_move.clone(),
            outcome: self.outcome,
        }
    }
}

/// The last move: its seat is at the table, its start square is empty, a piece
/// stands on its end square, and its path runs from start to end in slide steps
/// (one square) and jumps (two squares in a line), forward or sideways.
fn check_last_move(board: &Board, last: &LastMove) -> Result<(), SetupError> {
    check_seat(last.seat, "the last move's seat")?;
    let (from, to) = (last.from, last.to);
    if from == to || board.get(from).is_some() || board.get(to).is_none() {
        return refuse(format!(
            "the last move {from}-{to} does not fit the board (its start must be empty, its end taken)"
        ));
    }
    if last.path.first() != Some(&from) || last.path.last() != Some(&to) {
        return refuse(format!("the last move's path does not run from {from} to {to}"));
    }
    for pair in last.path.windows(2) {
        let df = (pair[1].file() as i8 - pair[0].file() as i8).abs();
        let dr = (pair[1].rank() as i8 - pair[0].rank() as i8).abs();
        if !matches!((df, dr), (1, 0) | (0, 1) | (2, 0) | (0, 2)) {
            return refuse(format!(
                "the last move's path steps from {} to {}, which is neither a slide step nor a jump",
                pair[0], pair[1]
            ));
        }
    }
    Ok(())
}

/// Set-up step 2: at most one secret picked, every piece on its side's starting
/// rows, nothing moved, Red to move when play begins.
fn check_secrets(game: &Trespass) -> Result<(), SetupError> {
    if game.secrets.iter().all(Option::is_some) {
        return refuse("both secrets are picked but play has not begun");
    }
    for (square, piece) in game.board.pieces() {
        if !starting_ranks(piece.owner).contains(&square.rank()) {
            return refuse(format!(
                "{}'s {} on {square} is off its starting rows before play",
                seat_name(piece.owner),
                piece.number
            ));
        }
    }
    if game.to_act != Seat::FIRST {
        return refuse("Red moves first, but Blue is to move before play");
    }
    if game.locked.is_some() || game.last_move.is_some() {
        return refuse("a move is recorded before play");
    }
    Ok(())
}

/// The play phase: both secrets picked; while the game goes on, no secret piece in
/// its goal row, the lock on the piece the opponent just moved (or nothing locked
/// after a pass), and the seat to move able to move.
fn check_play(game: &Trespass) -> Result<(), SetupError> {
    if game.secrets.iter().any(Option::is_none) {
        return refuse("play has begun but a secret number is missing");
    }
    if game.outcome.is_over() {
        return Ok(());
    }
    for owner in [Seat::FIRST, Seat::SECOND] {
        if game.secret_in_goal(owner).is_some() {
            return refuse(format!(
                "{}'s secret piece stands in its goal row but the game is not over",
                seat_name(owner)
            ));
        }
    }
    let to_act = game.to_act;
    match (game.locked, &game.last_move) {
        (Some(square), Some(last)) if last.to == square && last.seat == to_act.opponent() => {}
        (Some(square), _) => {
            return refuse(format!(
                "the piece on {square} is locked, but {} did not just move it",
                seat_name(to_act.opponent())
            ))
        }
        (None, Some(last)) if last.seat != to_act => {
            return refuse(format!(
                "{} moved last, so the piece on {} should be locked",
                seat_name(last.seat),
                last.to
            ))
        }
        (None, _) => {}
    }
    if !game.can_move(game.locked) {
        return refuse(format!(
            "{} cannot move; the turn should have been passed",
            seat_name(to_act)
        ));
    }
    Ok(())
}
