//! The checks a stored Number One game goes through on its one way in
//! ([`Game::from_setup`](crate::Game::from_setup)): every invariant the rules
//! keep, each broken one a [`SetupError`] variant.

use super::board::{bit, start_area, Board, HoleSet, Standing};
use super::{seat_name, Hole, NumberOne, Setup, Size, MAX_PLAYERS};
use crate::{Outcome, Seat};

/// A stored game that breaks the rules' invariants: which one, with its holes,
/// seats and numbers. For the logs, in English.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// Rulings: two to four players.
    #[error("invalid Number One position: {0} players; Number One is for 2 to 4")]
    Players(usize),
    /// A stored seat is one of the players'.
    #[error("invalid Number One position: {role} is seat {}, but there are {players} players", .seat.index() + 1)]
    NoSuchSeat {
        /// Who the stored seat is.
        role: SeatRole,
        /// The seat stored.
        seat: Seat,
        /// The players at the table.
        players: usize,
    },
    /// Rulings, "Board": tokens lie on the holes in play.
    #[error("invalid Number One position: a token lies on {0}, outside the board in play")]
    TokenOffBoard(Hole),
    /// One token to a hole.
    #[error("invalid Number One position: {0} is listed twice among the tokens")]
    TokenTwice(Hole),
    /// Rulings, "Board": pegs stand on the holes in play.
    #[error("invalid Number One position: a peg stands on {0}, outside the board in play")]
    PegOffBoard(Hole),
    /// One peg to a hole.
    #[error("invalid Number One position: two pegs stand on {0}")]
    TwoOnAHole(Hole),
    /// Rulings, "Moving": a peg takes the token it lands on.
    #[error("invalid Number One position: the peg on {0} stands on a token")]
    PegOnToken(Hole),
    /// Rulings, "Pieces and set-up": one peg of each size a player.
    #[error("invalid Number One position: {} has two {size} pegs", seat_name(*.owner))]
    TwoOfASize {
        /// Whose pegs.
        owner: Seat,
        /// Their size.
        size: Size,
    },
    /// A seat is out once.
    #[error("invalid Number One position: {} is listed twice as out", seat_name(*.0))]
    OutTwice(Seat),
    /// Rulings, "Moving": a player who is out has no pegs on the board.
    #[error("invalid Number One position: {} is out but still has pegs on the board", seat_name(*.0))]
    OutWithPegs(Seat),
    /// Each peg moves once a turn.
    #[error("invalid Number One position: the {0} peg is listed twice among the pegs to move")]
    ToMoveTwice(Size),
    /// A turn is one player's moves of up to three pegs.
    #[error("invalid Number One position: this turn's moves are not one player's moves of up to three pegs")]
    TurnMoves,
    /// Rulings, "End": the last player left wins.
    #[error(
        "invalid Number One position: {} is marked the winner but is not the last player left",
        seat_name(*.0)
    )]
    WinnerNotLast(Seat),
    /// Rulings, "End": the game ends when one player is left.
    #[error("invalid Number One position: fewer than two players are left but the game goes on")]
    TooFewLeft,
    /// The seat to act is still in.
    #[error("invalid Number One position: {} is to act but is out", seat_name(*.0))]
    ToActIsOut(Seat),
    /// Rulings, "Pieces and set-up": a player who placed has all three pegs,
    /// unturned, on the start area.
    #[error(
        "invalid Number One position: {} has placed, but not all three pegs stand unturned on their start area",
        seat_name(*.0)
    )]
    PlacedOffArea(Seat),
    /// Rulings, "Pieces and set-up": players place in seat order.
    #[error("invalid Number One position: {} has pegs on the board before placing", seat_name(*.0))]
    PegsBeforePlacing(Seat),
    /// Rulings, "Board": every hole holds a token until a peg takes it.
    #[error("invalid Number One position: {0} has lost its token before play began")]
    TokenLostBeforePlay(Hole),
    /// Nothing moves during placement.
    #[error("invalid Number One position: pegs are marked as moving during placement")]
    MovingInPlacement,
    /// Rulings, "Moving": losing the small peg puts the player out.
    #[error("invalid Number One position: {} has lost the small peg but is not out", seat_name(*.0))]
    SmallLostNotOut(Seat),
    /// The pegs still to move stand on the board.
    #[error("invalid Number One position: {}'s {size} peg is to move but is not on the board", seat_name(*.seat))]
    ToMoveOffBoard {
        /// Whose peg.
        seat: Seat,
        /// Its size.
        size: Size,
    },
    /// Rulings, "Moving": pegs that cannot move are removed.
    #[error(
        "invalid Number One position: none of {}'s pegs still to move can move, so they should have been removed",
        seat_name(*.0)
    )]
    ShouldHaveBeenRemoved(Seat),
}

/// Whose seat a stored seat number is ([`SetupError::NoSuchSeat`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatRole {
    /// The seat to act.
    ToAct,
    /// The owner of the peg on the hole.
    Owner(Hole),
    /// A seat listed as out.
    Out,
    /// The seat of this turn's moves.
    TurnMoves,
}

impl std::fmt::Display for SeatRole {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SeatRole::ToAct => f.write_str("the seat to act"),
            SeatRole::Owner(hole) => write!(f, "the owner of the peg on {hole}"),
            SeatRole::Out => f.write_str("a seat that is out"),
            SeatRole::TurnMoves => f.write_str("the seat of this turn's moves"),
        }
    }
}

/// The seat is one of the `players` at the table.
pub(super) fn check_seat(seat: Seat, role: SeatRole, players: usize) -> Result<(), SetupError> {
    if seat.index() >= players {
        return Err(SetupError::NoSuchSeat { role, seat, players });
    }
    Ok(())
}

/// The board from the stored tokens and pegs: all on holes in play, one token
/// and one peg to a hole at most, never both, one peg of each size a player.
pub(super) fn board(setup: &Setup) -> Result<Board, SetupError> {
    let players = setup.players as usize;
    let mut tokens: HoleSet = 0;
    let probe = Board::with_tokens(setup.players, 0);
    for &hole in &setup.tokens {
        if !probe.in_play(hole) {
            return Err(SetupError::TokenOffBoard(hole));
        }
        if tokens & bit(hole) != 0 {
            return Err(SetupError::TokenTwice(hole));
        }
        tokens |= bit(hole);
    }
    let mut board = Board::with_tokens(setup.players, tokens);
    for &(hole, peg) in &setup.pegs {
        check_seat(peg.owner, SeatRole::Owner(hole), players)?;
        if !board.in_play(hole) {
            return Err(SetupError::PegOffBoard(hole));
        }
        if board.peg_at(hole).is_some() {
            return Err(SetupError::TwoOnAHole(hole));
        }
        if board.has_token(hole) {
            return Err(SetupError::PegOnToken(hole));
        }
        if board.standing(peg.owner, peg.size).is_some() {
            return Err(SetupError::TwoOfASize {
                owner: peg.owner,
                size: peg.size,
            });
        }
        board.set_standing(peg.owner, peg.size, Some(Standing { hole, used: peg.used }));
    }
    Ok(board)
}

/// Who is out: seats at the table, each once, with no pegs on the board.
pub(super) fn out(setup: &Setup, board: &Board) -> Result<[bool; MAX_PLAYERS], SetupError> {
    let mut out = [false; MAX_PLAYERS];
    for &seat in &setup.out {
        check_seat(seat, SeatRole::Out, setup.players as usize)?;
        if std::mem::replace(&mut out[seat.index()], true) {
            return Err(SetupError::OutTwice(seat));
        }
        if board.has_pegs(seat) {
            return Err(SetupError::OutWithPegs(seat));
        }
    }
    Ok(out)
}

/// The pegs still to move this turn, each once, indexed by [`Size::index`].
pub(super) fn to_move(sizes: &[Size]) -> Result<[bool; 3], SetupError> {
    let mut to_move = [false; 3];
    for &size in sizes {
        if std::mem::replace(&mut to_move[size.index()], true) {
            return Err(SetupError::ToMoveTwice(size));
        }
    }
    Ok(to_move)
}

impl NumberOne {
    /// Rulings, "End": only the last player left wins; a game in progress has at
    /// least two players in, and the seat to act is one of them.
    pub(super) fn check_outcome(&self) -> Result<(), SetupError> {
        let left = (0..self.players()).filter(|&i| !self.out[i]).count();
        match self.outcome {
            Outcome::Won(seat) if seat.index() >= self.players() || self.out[seat.index()] || left != 1 => {
                Err(SetupError::WinnerNotLast(seat))
            }
            Outcome::Ongoing if left < 2 => Err(SetupError::TooFewLeft),
            Outcome::Ongoing if self.out[self.to_act.index()] => Err(SetupError::ToActIsOut(self.to_act)),
            _ => Ok(()),
        }
    }

    /// Rulings, "Pieces and set-up": players place in seat order, all three pegs on
    /// their start area; nothing has moved yet.
    pub(super) fn check_placement(&self) -> Result<(), SetupError> {
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
                    return Err(SetupError::PlacedOffArea(seat));
                }
            } else if placed.iter().any(Option::is_some) {
                return Err(SetupError::PegsBeforePlacing(seat));
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
            return Err(SetupError::TokenLostBeforePlay(hole));
        }
        if self.to_move.iter().any(|&m| m) || !self.moves.is_empty() {
            return Err(SetupError::MovingInPlacement);
        }
        Ok(())
    }

    /// Rulings, "Moving": every player still in has the small peg; the pegs still to
    /// move are the player to act's, and one of them can move, or they would have
    /// been removed.
    pub(super) fn check_play(&self) -> Result<(), SetupError> {
        for i in 0..self.players() {
            let seat = Seat(i as u8);
            if !self.out[i] && self.board.standing(seat, Size::Small).is_none() {
                return Err(SetupError::SmallLostNotOut(seat));
            }
        }
        if self.outcome.is_over() {
            return Ok(());
        }
        let seat = self.to_act;
        for size in Size::ALL {
            if self.to_move[size.index()] && self.board.standing(seat, size).is_none() {
                return Err(SetupError::ToMoveOffBoard { seat, size });
            }
        }
        let movable = Size::ALL
            .into_iter()
            .any(|size| self.to_move[size.index()] && self.board.can_move(seat, size));
        if !movable {
            return Err(SetupError::ShouldHaveBeenRemoved(seat));
        }
        Ok(())
    }
}
