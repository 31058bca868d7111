//! What a placement or roll earns, and checking and listing actions.
//!
//! A move's lines are the straight lines through the spot it reaches that the
//! mover fills (rulings, "A turn"). Their rewards by variant:
//! - `basic`: one compulsory confiscation per line.
//! - `progress`: one compulsory confiscation per line not yet in the mover's
//!   panel; a line already there earns nothing.
//! - `scoring`: green 1 point; red 1 point and a compulsory confiscation; blue 1
//!   point or a confiscation — the number of `x…` in the action says which.
//!
//! A compulsory confiscation lapses only when the opponent has no ball at all; a
//! blue line may be taken as a confiscation only if there is a ball left to take.
//! Confiscations take balls on the board while the opponent has any there, then
//! from hand (`xhand`).

use super::board::{line_colour, Board, LineColour};
use super::{Action, Line, Roll, RuleError, Spot, Target, Variant};
use crate::i18n::Msg;
use crate::msg;
use crate::Seat;

/// A placement or roll checked against the rules, ready to be carried out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Plan {
    /// The spot a rolled ball leaves.
    pub from: Option<Spot>,
    /// The spot the ball reaches.
    pub to: Spot,
    /// The lines called, in increasing order.
    pub lines: Vec<u8>,
    /// Progress: the lines new to the mover's panel.
    pub recorded: Vec<u8>,
    /// Progress: the lines already in it.
    pub repeated: Vec<u8>,
    /// Scoring: points scored.
    pub points: u8,
    /// The balls confiscated, in canonical order.
    pub confiscate: Vec<Target>,
    /// Confiscations granted with nothing to take.
    pub lapsed: u8,
}

/// What the lines of a move earn before the mover's choices.
struct Rewards {
    lines: Vec<u8>,
    recorded: Vec<u8>,
    repeated: Vec<u8>,
    /// Points earned outright (green and red lines).
    points: u8,
    /// Confiscations granted outright.
    compulsory: u8,
    /// Blue lines: a point or a confiscation each.
    blue: u8,
}

/// How many confiscations a move may carry, and what it earns for each count.
struct Range {
    /// The fewest: the compulsory ones that have a ball to take.
    min: u8,
    /// The most: also every blue line taken as a confiscation.
    max: u8,
    /// Opposing balls on the board, which are taken before any from hand.
    on_board: u8,
}

impl Line {
    /// The board after `seat` moves a ball to `to` (from `from`, for a roll).
    fn board_after(&self, seat: Seat, from: Option<Spot>, to: Spot) -> Board {
        let mut after = self.board.clone();
        if let Some(from) = from {
            after.set(from, None);
        }
        after.set(to, Some(seat));
        after
    }

    fn rewards(&self, seat: Seat, lines: Vec<u8>) -> Rewards {
        let mut rewards = Rewards {
            lines,
            recorded: Vec::new(),
            repeated: Vec::new(),
            points: 0,
            compulsory: 0,
            blue: 0,
        };
        for &line in &rewards.lines {
            match self.options.variant {
                Variant::Basic => rewards.compulsory += 1,
                Variant::Progress if self.panels[seat.index()].contains(&line) => rewards.repeated.push(line),
                Variant::Progress => {
                    rewards.recorded.push(line);
                    rewards.compulsory += 1;
                }
                Variant::Scoring => match line_colour(line) {
                    LineColour::Green => rewards.points += 1,
                    LineColour::Red => {
                        rewards.points += 1;
                        rewards.compulsory += 1;
                    }
                    LineColour::Blue => rewards.blue += 1,
                },
            }
        }
        rewards
    }

    fn range(&self, seat: Seat, after: &Board, rewards: &Rewards) -> Range {
        let opponent = seat.opponent();
        let on_board = after.count(opponent);
        let available = on_board + self.hands[opponent.index()];
        Range {
            min: rewards.compulsory.min(available),
            max: (rewards.compulsory + rewards.blue).min(available),
            on_board,
        }
    }

    /// The plan for `n` confiscations with the given targets (already checked).
    fn plan_with(
        &self,
        from: Option<Spot>,
        to: Spot,
        rewards: Rewards,
        range: &Range,
        confiscate: Vec<Target>,
    ) -> Plan {
        let blue_taken = confiscate.len() as u8 - range.min;
        Plan {
            from,
            to,
            points: rewards.points + rewards.blue - blue_taken,
            lapsed: rewards.compulsory - range.min,
            lines: rewards.lines,
            recorded: rewards.recorded,
            repeated: rewards.repeated,
            confiscate,
        }
    }

    /// Whether `seat` has any placement or roll (its barred roll excepted).
    pub(super) fn can_move(&self, seat: Seat) -> bool {
        self.hands[seat.index()] > 0
            || self.board.balls().any(|(from, owner)| {
                owner == seat
                    && from
                        .neighbours()
                        .any(|to| self.board.get(to).is_none() && !self.is_barred(seat, from, to))
            })
    }

    /// Whether `seat` may reclaim a ball now (scoring: a point and a confiscated ball).
    pub(super) fn can_reclaim(&self, seat: Seat) -> bool {
        self.options.variant == Variant::Scoring && self.points[seat.index()] > 0 && self.confiscated[seat.index()] > 0
    }

    /// Whether `seat`'s turn waits for it: it can place or roll, or it could
    /// reclaim a ball first (scoring), when it chooses between reclaiming and
    /// `pass` (rulings: "Reclaiming is never compulsory"). A seat for which this
    /// is false is passed automatically.
    pub(super) fn can_act(&self, seat: Seat) -> bool {
        self.can_move(seat) || self.can_reclaim(seat)
    }

    /// Checks a `pass` by `seat`, the seat to act: accepted only when it has no
    /// legal placement or roll (rulings, "A turn": "A player with no legal
    /// placement or roll passes"; "scoring": such a player "is passed even while
    /// holding points, unless they choose to reclaim first").
    pub(super) fn check_pass(&self, seat: Seat) -> Result<(), RuleError> {
        if !self.can_move(seat) {
            return Ok(());
        }
        Err(RuleError::CannotPass {
            example: {
                let mut moves = Vec::new();
                self.generate_moves(seat, &mut moves);
                moves.into_iter().next()
            },
        })
    }

    fn is_barred(&self, seat: Seat, from: Spot, to: Spot) -> bool {
        self.barred[seat.index()] == Some(Roll { from, to })
    }

    /// Checks a reclaim of `balls` by `seat` (either seat, any time in play).
    pub(super) fn check_reclaim(&self, seat: Seat, balls: u8) -> Result<(), RuleError> {
        let i = seat.index();
        if self.options.variant != Variant::Scoring {
            return Err(RuleError::ReclaimScoringOnly);
        }
        if self.confiscated[i] == 0 {
            return Err(RuleError::NothingConfiscated);
        }
        if balls > self.confiscated[i] {
            return Err(RuleError::ReclaimTooMany {
                confiscated: self.confiscated[i],
            });
        }
        if balls > self.points[i] {
            return Err(RuleError::ReclaimCost {
                balls,
                points: self.points[i],
            });
        }
        Ok(())
    }

    /// Checks `seat`'s placement or roll against every rule and says what it does.
    pub(super) fn plan(&self, seat: Seat, action: &Action) -> Result<Plan, RuleError> {
        let (from, to, confiscate) = match action {
            Action::Place { spot, confiscate } => (None, *spot, confiscate),
            Action::Roll { from, to, confiscate } => (Some(*from), *to, confiscate),
            Action::Reclaim { .. } | Action::Pass => {
                return Err(RuleError::NotAMove);
            }
        };
        let opponent = seat.opponent();
        let taken = |spot: Spot| -> RuleError {
            match self.board.get(spot) {
                Some(owner) if owner == seat => RuleError::TakenByYours(spot),
                _ => RuleError::Taken { spot, owner: opponent },
            }
        };
        match from {
            None => {
                if self.hands[seat.index()] == 0 {
                    return Err(RuleError::NoBallInHand);
                }
                if self.board.get(to).is_some() {
                    return Err(taken(to));
                }
            }
            Some(from) => {
                if self.board.get(from) != Some(seat) {
                    return Err(RuleError::NoBallOfYours(from));
                }
                if !from.is_adjacent(to) {
                    return Err(RuleError::NotAdjacent { from, to });
                }
                if self.board.get(to).is_some() {
                    return Err(taken(to));
                }
                if self.is_barred(seat, from, to) {
                    return Err(RuleError::StraightBack { from, to });
                }
            }
        }
        let after = self.board_after(seat, from, to);
        let rewards = self.rewards(seat, after.lines_at(to, seat));
        let range = self.range(seat, &after, &rewards);
        let mut confiscate = confiscate.clone();
        confiscate.sort();
        self.check_confiscations(seat, (from, to), &after, &rewards, &range, &confiscate)?;
        Ok(self.plan_with(from, to, rewards, &range, confiscate))
    }

    fn check_confiscations(
        &self,
        seat: Seat,
        (from, to): (Option<Spot>, Spot),
        after: &Board,
        rewards: &Rewards,
        range: &Range,
        confiscate: &[Target],
    ) -> Result<(), RuleError> {
        let opponent = seat.opponent();
        let n = confiscate.len() as u8;
        if n < range.min {
            // The move itself with as many confiscations as it needs, from the
            // board first: "like g4-g1 xb6".
            let targets: Vec<Target> = Spot::all()
                .filter(|&s| after.get(s) == Some(opponent))
                .map(Target::Spot)
                .chain(std::iter::repeat(Target::Hand))
                .take(range.min as usize)
                .collect();
            let example = match from {
                Some(from) => Action::Roll {
                    from,
                    to,
                    confiscate: targets,
                },
                None => Action::Place {
                    spot: to,
                    confiscate: targets,
                },
            };
            return Err(RuleError::MustConfiscate {
                to,
                lines: rewards.lines.clone(),
                count: range.min,
                opponent,
                example,
            });
        }
        if n > range.max {
            return Err(if rewards.lines.is_empty() {
                RuleError::NoLineCalled(to)
            } else if !rewards.repeated.is_empty() && range.max == 0 {
                RuleError::AlreadyInPanel(rewards.repeated.clone())
            } else if range.max < rewards.compulsory + rewards.blue {
                RuleError::FewLeft {
                    opponent,
                    left: range.max,
                }
            } else if self.options.variant == Variant::Scoring && range.max == 0 {
                RuleError::ScoresAPoint(rewards.lines.clone())
            } else {
                RuleError::TooManyConfiscations {
                    to,
                    lines: rewards.lines.clone(),
                    most: range.max,
                }
            });
        }
        let spots: Vec<Spot> = confiscate
            .iter()
            .filter_map(|t| match t {
                Target::Spot(s) => Some(*s),
                Target::Hand => None,
            })
            .collect();
        for (i, &spot) in spots.iter().enumerate() {
            if spots[..i].contains(&spot) {
                return Err(RuleError::ConfiscatedTwice(spot));
            }
            match after.get(spot) {
                Some(owner) if owner == opponent => {}
                Some(_) => return Err(RuleError::OwnBall { spot, opponent }),
                None => return Err(RuleError::NoBallThere(spot)),
            }
        }
        let wanted_on_board = n.min(range.on_board);
        if (spots.len() as u8) < wanted_on_board {
            return Err(RuleError::BoardFirst(opponent));
        }
        Ok(())
    }

    /// Appends every placement and roll for `seat` with every allowed set of
    /// confiscations, in canonical order: placements by spot, then rolls by from and to spot; for
    /// each, fewer confiscations first, then targets in board order.
    pub(super) fn generate_moves(&self, seat: Seat, actions: &mut Vec<Action>) {
        let mut moves: Vec<(Option<Spot>, Spot)> = Vec::new();
        if self.hands[seat.index()] > 0 {
            moves.extend(Spot::all().filter(|&s| self.board.get(s).is_none()).map(|s| (None, s)));
        }
        for (from, owner) in self.board.balls() {
            if owner != seat {
                continue;
            }
            for to in from.neighbours() {
                if self.board.get(to).is_none() && !self.is_barred(seat, from, to) {
                    moves.push((Some(from), to));
                }
            }
        }
        let opponent = seat.opponent();
        for (from, to) in moves {
            let after = self.board_after(seat, from, to);
            let rewards = self.rewards(seat, after.lines_at(to, seat));
            let range = self.range(seat, &after, &rewards);
            // Most moves call no line: then the one action confiscates nothing,
            // and neither the opposing balls nor the combinations are listed.
            let theirs: Vec<Spot> = if range.max > 0 && range.on_board > 0 {
                Spot::all().filter(|&s| after.get(s) == Some(opponent)).collect()
            } else {
                Vec::new()
            };
            let action = |confiscate: Vec<Target>| match from {
                None => Action::Place { spot: to, confiscate },
                Some(from) => Action::Roll { from, to, confiscate },
            };
            for n in range.min..=range.max {
                let on_board = n.min(range.on_board) as usize;
                let from_hand = n as usize - on_board;
                if on_board == 0 {
                    actions.push(action(vec![Target::Hand; from_hand]));
                    continue;
                }
                for mut targets in combinations(&theirs, on_board) {
                    targets.extend(std::iter::repeat_n(Target::Hand, from_hand));
                    actions.push(action(targets));
                }
            }
        }
    }
}

/// Every way to pick `k` (0, 1 or 2) of `spots`, in order.
fn combinations(spots: &[Spot], k: usize) -> Vec<Vec<Target>> {
    match k {
        0 => vec![Vec::new()],
        1 => spots.iter().map(|&s| vec![Target::Spot(s)]).collect(),
        _ => {
            let mut out = Vec::new();
            for (i, &a) in spots.iter().enumerate() {
                for &b in &spots[i + 1..] {
                    out.push(vec![Target::Spot(a), Target::Spot(b)]);
                }
            }
            out
        }
    }
}

/// "line 3" or "lines 3 and 12" in the reader's language.
pub(super) fn lines_msg(lines: &[u8]) -> Msg {
    match lines {
        [one] => msg!("line-lines-one", line = *one),
        [a, b] => msg!("line-lines-two", first = *a, second = *b),
        _ => msg!("line-lines-none"),
    }
}
