//! The one door into a [`NumberOne`] from stored contents:
//! [`NumberOne::from_setup`] checks every invariant the rules keep, and
//! [`NumberOne::to_setup`] writes the contents back out.

use super::board::{bit, start_area, Board, HoleSet, Standing};
use super::{seat_name, NumberOne, Phase, Setup, Size, MAX_PLAYERS, MIN_PLAYERS};
use crate::{Outcome, Seat};

/// A stored game that breaks the rules' invariants.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid Number One position: {0}")]
pub struct SetupError(pub String);

fn refuse<T>(message: impl Into<String>) -> Result<T, SetupError> {
    Err(SetupError(message.into()))
}

impl NumberOne {
    /// Restores a stored game, checking it against the rules: 2 to 4 players;
    /// tokens and pegs only on holes in play (the inner 61 for 2–3 players), never a
    /// token under a peg; at most one peg of each size per seat; during placement,
    /// the players before the one to act have their pegs on their start areas and
    /// nothing else has moved; in play, every player still in has the small peg and
    /// the pegs still to move include one that can move (or they would have been
    /// removed); the outcome consistent with who is out.
    ///
    /// # Errors
    ///
    /// A [`SetupError`] naming the first broken invariant.
    pub fn from_setup(setup: Setup) -> Result<NumberOne, SetupError> {
        let players = setup.players as usize;
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
            return refuse(format!("{players} players; Number One is for 2 to 4"));
        }
        let check_seat = |seat: Seat, what: &str| {
            if seat.index() >= players {
                return refuse(format!(
                    "{what} is seat {}, but there are {players} players",
                    seat.index() + 1
                ));
            }
            Ok(())
        };
        check_seat(setup.to_act, "the seat to act")?;
        let mut tokens: HoleSet = 0;
        let probe = Board::with_tokens(setup.players, 0);
        for &hole in &setup.tokens {
            if !probe.in_play(hole) {
                return refuse(format!("a token lies on {hole}, outside the board in play"));
            }
            if tokens & bit(hole) != 0 {
                return refuse(format!("{hole} is listed twice among the tokens"));
            }
            tokens |= bit(hole);
        }
        let mut board = Board::with_tokens(setup.players, tokens);
        for &(hole, peg) in &setup.pegs {
            check_seat(peg.owner, &format!("the owner of the peg on {hole}"))?;
            if !board.in_play(hole) {
                return refuse(format!("a peg stands on {hole}, outside the board in play"));
            }
            if board.peg_at(hole).is_some() {
                return refuse(format!("two pegs stand on {hole}"));
            }
            if board.has_token(hole) {
                return refuse(format!("the peg on {hole} stands on a token"));
            }
            if board.standing(peg.owner, peg.size).is_some() {
                return refuse(format!("{} has two {} pegs", seat_name(peg.owner), peg.size));
            }
            board.set_standing(peg.owner, peg.size, Some(Standing { hole, used: peg.used }));
        }
        let mut out = [false; MAX_PLAYERS];
        for &seat in &setup.out {
            check_seat(seat, "a seat that is out")?;
            if std::mem::replace(&mut out[seat.index()], true) {
                return refuse(format!("{} is listed twice as out", seat_name(seat)));
            }
            if board.has_pegs(seat) {
                return refuse(format!("{} is out but still has pegs on the board", seat_name(seat)));
            }
        }
        let mut to_move = [false; 3];
        for &size in &setup.to_move {
            if std::mem::replace(&mut to_move[size.index()], true) {
                return refuse(format!("the {size} peg is listed twice among the pegs to move"));
            }
        }
        if let Some(first) = setup.moves.first() {
            check_seat(first.seat, "the seat of this turn's moves")?;
            if setup.moves.len() > 3 || setup.moves.iter().any(|m| m.seat != first.seat) {
                return refuse("this turn's moves are not one player's moves of up to three pegs");
            }
        }
        let game = NumberOne {
            board,
            out,
            phase: setup.phase,
            to_act: setup.to_act,
            to_move,
            moves: setup.moves,
            outcome: setup.outcome,
        };
        game.check_outcome()?;
        match game.phase {
            Phase::Placement => game.check_placement()?,
            Phase::Play => game.check_play()?,
        }
        Ok(game)
    }

    /// The raw contents, for storage: tokens in hole order, pegs in seat order.
    /// [`NumberOne::from_setup`] restores exactly this game.
    pub fn to_setup(&self) -> Setup {
        Setup {
            players: self.board.players(),
            tokens: self
                .board
                .playing_holes()
                .filter(|&h| self.board.has_token(h))
                .collect(),
            pegs: self.board.pegs().collect(),
            out: (0..self.players())
                .map(|i| Seat(i as u8))
                .filter(|s| self.out[s.index()])
                .collect(),
            phase: self.phase,
            to_act: self.to_act,
            to_move: Size::ALL.into_iter().filter(|s| self.to_move[s.index()]).collect(),
            moves: self.moves.clone(),
            outcome: self.outcome,
        }
    }

    /// Rulings, "End": only the last player left wins; a game in progress has at
    /// least two players in, and the seat to act is one of them.
    fn check_outcome(&self) -> Result<(), SetupError> {
        let left = (0..self.players()).filter(|&i| !self.out[i]).count();
        match self.outcome {
            Outcome::Won(seat) if seat.index() >= self.players() || self.out[seat.index()] || left != 1 => {
                refuse(format!(
                    "{} is marked the winner but is not the last player left",
                    seat_name(seat)
                ))
            }
            Outcome::Ongoing if left < 2 => refuse("fewer than two players are left but the game goes on"),
            Outcome::Ongoing if self.out[self.to_act.index()] => {
                refuse(format!("{} is to act but is out", seat_name(self.to_act)))
            }
            _ => Ok(()),
        }
    }

    /// Rulings, "Pieces and set-up": players place in seat order, all three pegs on
    /// their start area; nothing has moved yet.
    fn check_placement(&self) -> Result<(), SetupError> {
        let players = self.board.players();
        // Holes that may be without a token: under a peg, or left by a player's pegs.
        let mut pegs: HoleSet = 0;
        for i in 0..self.players() {
            let seat = Seat(i as u8);
            if self.out[i] {
                // A player who placed and then left took their pegs, and the tokens
                // under them, off the board.
                if i < self.to_act.index() {
                    for hole in start_area(players, seat) {
                        pegs |= bit(hole);
                    }
                }
                continue;
            }
            let placed = Size::ALL.map(|size| self.board.standing(seat, size));
            if i < self.to_act.index() {
                let area = start_area(players, seat);
                let fits = placed
                    .iter()
                    .all(|s| s.is_some_and(|s| !s.used && area.contains(&s.hole)));
                if !fits {
                    return refuse(format!(
                        "{} has placed, but not all three pegs stand unturned on their start area",
                        seat_name(seat)
                    ));
                }
            } else if placed.iter().any(Option::is_some) {
                return refuse(format!("{} has pegs on the board before placing", seat_name(seat)));
            }
            for s in placed.into_iter().flatten() {
                pegs |= bit(s.hole);
            }
        }
        if let Some(hole) = self
            .board
            .playing_holes()
            .find(|&h| pegs & bit(h) == 0 && !self.board.has_token(h))
        {
            return refuse(format!("{hole} has lost its token before play began"));
        }
        if self.to_move.iter().any(|&m| m) || !self.moves.is_empty() {
            return refuse("pegs are marked as moving during placement");
        }
        Ok(())
    }

    /// Rulings, "Moving": every player still in has the small peg; the pegs still to
    /// move are the player to act's, and one of them can move, or they would have
    /// been removed.
    fn check_play(&self) -> Result<(), SetupError> {
        for i in 0..self.players() {
            let seat = Seat(i as u8);
            if !self.out[i] && self.board.standing(seat, Size::Small).is_none() {
                return refuse(format!("{} has lost the small peg but is not out", seat_name(seat)));
            }
        }
        if self.outcome.is_over() {
            return Ok(());
        }
        let seat = self.to_act;
        for size in Size::ALL {
            if self.to_move[size.index()] && self.board.standing(seat, size).is_none() {
                return refuse(format!(
                    "{}'s {size} peg is to move but is not on the board",
                    seat_name(seat)
                ));
            }
        }
        let movable = Size::ALL
            .into_iter()
            .any(|size| self.to_move[size.index()] && self.board.can_move(seat, size));
        if !movable {
            return refuse(format!(
                "none of {}'s pegs still to move can move, so they should have been removed",
                seat_name(seat)
            ));
        }
        Ok(())
    }
}
