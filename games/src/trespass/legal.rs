//! Legal moves: checking one before it is applied, and whether any can be made.
//!
//! Validation never mutates: [`Trespass::validate`] returns a [`Plan`] that
//! [`Game::apply`](crate::Game::apply) then carries out, so a refused move leaves
//! the game exactly as it was.

use super::board::{forward, goal_rank};
use super::paths::{search, Paths};
use super::{Action, Phase, Piece, RuleError, Square, Trespass};
use crate::i18n::Msg;
use crate::{msg, Seat};

/// A checked move, ready to be carried out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Plan {
    /// The square the piece leaves.
    pub(super) from: Square,
    /// The square it ends on.
    pub(super) to: Square,
    /// The piece, of either colour.
    pub(super) piece: Piece,
    /// The path found, `from` to `to` inclusive.
    pub(super) path: Vec<Square>,
}

/// "Red's 3": a piece as players name it.
pub(super) fn piece_name(piece: Piece) -> Msg {
    msg!("trespass-piece", owner = seat_msg(piece.owner), number = piece.number)
}

/// A seat's colour as players read it ("Red", "Blue").
pub(super) fn seat_msg(seat: Seat) -> Msg {
    crate::i18n::seat("trespass", seat.index().min(1))
}

impl Trespass {
    /// Checks `action` for `seat` against every rule, without changing anything.
    pub(super) fn validate(&self, seat: Seat, action: &Action) -> Result<Plan, RuleError> {
        if self.outcome.is_over() {
            return Err(RuleError::GameOver);
        }
        if self.phase == Phase::Secrets {
            return Err(RuleError::WaitingForSecrets);
        }
        if seat != self.to_act {
            return Err(RuleError::NotYourTurn(self.to_act));
        }
        let Action::Move { from, to } = *action;
        let piece = self.board.get(from).ok_or(RuleError::NoPiece(from))?;
        if self.locked == Some(from) {
            return Err(RuleError::Locked);
        }
        if from == to {
            return Err(RuleError::SameSquare { from, to });
        }
        if let Some(occupant) = self.board.get(to) {
            return Err(RuleError::Taken { from, to, by: occupant });
        }
        if from.rank() == goal_rank(piece.owner) && to.rank() != from.rank() {
            return Err(RuleError::GoalRowSideways { from, to, piece });
        }
        if (to.rank() as i8 - from.rank() as i8) * forward(piece.owner) < 0 {
            return Err(RuleError::Backward {
                from,
                to,
                owner: piece.owner,
            });
        }
        if let Some(path) = search(&self.board, from, piece.owner, Paths::Legal).path(to) {
            return Ok(Plan { from, to, piece, path });
        }
        if search(&self.board, from, piece.owner, Paths::JumpThenSlide).reaches(to) {
            return Err(RuleError::JumpThenSlide { from, to });
        }
        Err(RuleError::NoPath { from, to })
    }

    /// Whether any piece but the one on `locked` can move; cheaper than listing
    /// the moves ([`Game::legal_actions`](crate::Game::legal_actions)).
    pub(super) fn can_move(&self, locked: Option<Square>) -> bool {
        self.board.pieces().any(|(from, piece)| {
            locked != Some(from)
                && search(&self.board, from, piece.owner, Paths::Legal)
                    .destinations()
                    .next()
                    .is_some()
        })
    }
}
