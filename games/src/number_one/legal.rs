//! Legal actions: checking one before it is applied.
//!
//! Validation never mutates: [`NumberOne::validate`] returns a [`Plan`] that
//! [`Game::apply`](crate::Game::apply) then carries out, so a refused action
//! leaves the game exactly as it was.

use super::board::{start_area, Route};
use super::{Action, Hole, NumberOne, PegOwner, Phase, PhaseMismatch, RuleError, Size};
use crate::i18n::Msg;
use crate::Seat;

/// A checked action, ready to be carried out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Plan {
    /// Put the pegs on these holes, indexed by [`Size::index`].
    Place([Hole; 3]),
    /// Move the seat's peg of `size` along `route`; `flip` when it lands on an
    /// empty hole.
    Move {
        size: Size,
        from: Hole,
        route: Route,
        flip: bool,
    },
}

/// "b2, b3 and c2", in the reader's language.
pub(super) fn list(holes: &[Hole]) -> Msg {
    Msg::and_list(holes.iter().map(|hole| Msg::raw(hole.to_string())))
}

impl NumberOne {
    /// Checks `action` for `seat` against every rule, without changing anything.
    pub(super) fn validate(&self, seat: Seat, action: &Action) -> Result<Plan, RuleError> {
        if self.outcome.is_over() {
            return Err(RuleError::GameOver);
        }
        if seat != self.to_act {
            return Err(RuleError::NotYourTurn(self.to_act));
        }
        match (self.phase, *action) {
            (Phase::Placement, Action::Place { small, medium, large }) => {
                self.validate_place(seat, [small, medium, large])
            }
            (Phase::Placement, Action::Move { .. }) => Err(RuleError::WrongPhase(PhaseMismatch::StillPlacing {
                area: start_area(self.board.players(), seat),
                example: self.example_placement(seat),
            })),
            (Phase::Play, Action::Place { .. }) => Err(RuleError::WrongPhase(PhaseMismatch::AllPlaced)),
            (Phase::Play, Action::Move { from, to }) => self.validate_move(seat, from, to),
        }
    }

    /// The start area in S, M, L order, as notation: `S:b2 M:b3 L:c2`.
    pub(super) fn example_placement(&self, seat: Seat) -> Action {
        let [small, medium, large] = start_area(self.board.players(), seat);
        Action::Place { small, medium, large }
    }

    /// Rulings, "Pieces and set-up": the three pegs go on the three holes of the
    /// start area, in any arrangement.
    fn validate_place(&self, seat: Seat, holes: [Hole; 3]) -> Result<Plan, RuleError> {
        let area = start_area(self.board.players(), seat);
        for (i, hole) in holes.iter().enumerate() {
            if !area.contains(hole) {
                return Err(RuleError::NotInStartArea { hole: *hole, area });
            }
            if holes[..i].contains(hole) {
                return Err(RuleError::NamedTwice(*hole));
            }
        }
        Ok(Plan::Place(holes))
    }

    /// Rulings, "Moving": a peg still to move this turn goes exactly its size along
    /// a route the board allows (straight, or one 60° bend where blocked) and lands
    /// on a token, or on an empty hole while it has its flip.
    fn validate_move(&self, seat: Seat, from: Hole, to: Hole) -> Result<Plan, RuleError> {
        let peg = match self.board.peg_at(from) {
            Some(peg) if peg.owner == seat => peg,
            Some(peg) => {
                return Err(RuleError::NotYourPeg {
                    hole: from,
                    owner: peg.owner,
                })
            }
            None => return Err(RuleError::NoPegOfYours(from)),
        };
        let size = peg.size;
        if !self.to_move[size.index()] {
            return Err(RuleError::AlreadyMoved(size));
        }
        if !self.board.in_play(to) {
            return Err(RuleError::OutsideBoard {
                hole: to,
                players: self.board.players(),
            });
        }
        if let Some(occupant) = self.board.peg_at(to) {
            let owner = if occupant.owner == seat {
                PegOwner::Yours
            } else {
                PegOwner::Theirs(occupant.owner)
            };
            return Err(RuleError::Taken {
                hole: to,
                owner,
                size: occupant.size,
            });
        }
        let steps = size.steps();
        if from.distance(to) != steps {
            return Err(RuleError::WrongDistance {
                size,
                from,
                to,
                distance: from.distance(to),
            });
        }
        let Some(route) = self.board.routes(from, size).into_iter().find(|r| r.to == to) else {
            return Err(self.why_unreachable(from, to, size));
        };
        let flip = !self.board.has_token(to);
        if flip && self.board.standing(seat, size).is_some_and(|s| s.used) {
            return Err(RuleError::FlipUsed { hole: to, size });
        }
        Ok(Plan::Move {
            size,
            from,
            route,
            flip,
        })
    }

    /// Why a hole at the right distance cannot be reached: a peg in the way of the
    /// straight line, or a bend that the rules do not allow there.
    fn why_unreachable(&self, from: Hole, to: Hole, size: Size) -> RuleError {
        let (dq, dr) = (to.q() - from.q(), to.r() - from.r());
        let steps = size.steps() as i8;
        let straight = super::Direction::ALL
            .into_iter()
            .find(|d| d.offset().0 * steps == dq && d.offset().1 * steps == dr);
        if let Some(direction) = straight {
            let mut at = from;
            while let Some(next) = at.neighbour(direction) {
                if next == to {
                    break;
                }
                if let Some(peg) = self.board.peg_at(next) {
                    return RuleError::Blocked {
                        from,
                        to,
                        by: peg,
                        at: next,
                    };
                }
                if !self.board.in_play(next) {
                    return RuleError::RunsOff { from, to, at: next };
                }
                at = next;
            }
            return RuleError::BlockedStraight { from, to };
        }
        if size == Size::Small {
            return RuleError::SmallNeverBends { from, to };
        }
        RuleError::BendNotAllowed { from, to }
    }
}
