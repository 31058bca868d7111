//! Legal actions: generating them, and checking one before it is applied.
//!
//! Validation never mutates: [`NumberOne::validate`] returns a [`Plan`] that
//! [`NumberOne::apply`](super::NumberOne::apply) then carries out, so a refused
//! action leaves the game exactly as it was.

use super::board::{start_area, Route};
use super::{seat_name, Action, Hole, NumberOne, Phase, RuleError, Size};
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

fn illegal(message: String) -> RuleError {
    RuleError::Illegal(message)
}

fn holes_word(n: u8) -> &'static str {
    if n == 1 {
        "hole"
    } else {
        "holes"
    }
}

/// "b2, b3 and c2".
pub(super) fn list(holes: &[Hole]) -> String {
    match holes {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => {
            let init: Vec<String> = init.iter().map(ToString::to_string).collect();
            format!("{} and {last}", init.join(", "))
        }
    }
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
            (Phase::Placement, Action::Move { .. }) => Err(RuleError::WrongPhase(format!(
                "the pegs are still being placed: put yours on {} (like {})",
                list(&start_area(self.board.players(), seat)),
                self.example_placement(seat)
            ))),
            (Phase::Play, Action::Place { .. }) => Err(RuleError::WrongPhase(
                "all pegs are placed: move a peg, like f6-f7".to_string(),
            )),
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
                return Err(illegal(format!("{hole} is not in your start area ({})", list(&area))));
            }
            if holes[..i].contains(hole) {
                return Err(illegal(format!("{hole} is named twice; each peg needs its own hole")));
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
                return Err(illegal(format!(
                    "the peg on {from} is {}'s, not yours",
                    seat_name(peg.owner)
                )))
            }
            None => return Err(illegal(format!("there is no peg of yours on {from}"))),
        };
        let size = peg.size;
        if !self.to_move[size.index()] {
            return Err(illegal(format!("your {size} peg has already moved this turn")));
        }
        if !self.board.in_play(to) {
            return Err(illegal(format!(
                "{to} is outside the board in play (the inner 61 holes with {} players)",
                self.board.players()
            )));
        }
        if let Some(occupant) = self.board.peg_at(to) {
            let whose = if occupant.owner == seat {
                "your".to_string()
            } else {
                format!("{}'s", seat_name(occupant.owner))
            };
            return Err(illegal(format!("{to} is taken by {whose} {} peg", occupant.size)));
        }
        let steps = size.steps();
        if from.distance(to) != steps {
            return Err(illegal(format!(
                "your {size} peg moves exactly {steps} {}; {from} to {to} is {} away",
                holes_word(steps),
                from.distance(to)
            )));
        }
        let Some(route) = self.board.routes(from, size).into_iter().find(|r| r.to == to) else {
            return Err(illegal(self.why_unreachable(from, to, size)));
        };
        let flip = !self.board.has_token(to);
        if flip && self.board.standing(seat, size).is_some_and(|s| s.used) {
            return Err(illegal(format!(
                "{to} has no token, and your {size} peg has already used its one flip"
            )));
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
    fn why_unreachable(&self, from: Hole, to: Hole, size: Size) -> String {
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
                    return format!(
                        "{from} to {to} is blocked by {}'s {} peg on {next}",
                        seat_name(peg.owner),
                        peg.size
                    );
                }
                if !self.board.in_play(next) {
                    return format!("{from} to {to} runs off the board in play at {next}");
                }
                at = next;
            }
            return format!("{from} to {to} is blocked");
        }
        if size == Size::Small {
            return format!("{from} to {to} is not a step along a line; the small peg never bends");
        }
        format!(
            "{from} to {to} needs a bend, and a peg may bend once only where its straight way on is blocked by a peg or the edge"
        )
    }

    /// Every legal action for `seat` (empty unless it is that seat's turn):
    /// placements in hole order of the small, then medium, then large peg; moves of
    /// the pegs still to move, small first, each by landing hole.
    pub(super) fn generate(&self, seat: Seat) -> Vec<Action> {
        if self.outcome.is_over() || seat != self.to_act {
            return Vec::new();
        }
        match self.phase {
            Phase::Placement => {
                let area = start_area(self.board.players(), seat);
                let mut actions = Vec::with_capacity(6);
                for s in 0..3 {
                    for m in 0..3 {
                        if m == s {
                            continue;
                        }
                        let l = 3 - s - m;
                        actions.push(Action::Place {
                            small: area[s],
                            medium: area[m],
                            large: area[l],
                        });
                    }
                }
                actions
            }
            Phase::Play => {
                let mut actions = Vec::new();
                for size in Size::ALL {
                    if !self.to_move[size.index()] {
                        continue;
                    }
                    let Some(standing) = self.board.standing(seat, size) else {
                        continue;
                    };
                    let mut targets: Vec<Hole> = self.board.moves(seat, size).iter().map(|r| r.to).collect();
                    targets.sort();
                    actions.extend(targets.into_iter().map(|to| Action::Move {
                        from: standing.hole,
                        to,
                    }));
                }
                actions
            }
        }
    }
}
