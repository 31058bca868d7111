//! Line game rules: the table options, carrying out a move with its lines and
//! rewards, passes, the safeguard and the draw.
//!
//! Decisions where the rulings are silent:
//! - Nothing is random: White (seat 1) always places first, so a new game
//!   ignores its RNG.
//! - A pass lifts the no-straight-back bar, as a placement does: the passing
//!   player's previous turn rolled nothing.
//! - Passes, reclaims, resignations and agreed draws do not count toward the
//!   safeguard's 100 placements and rolls, and do not reset it. A placement or roll
//!   resets it when it confiscates a ball, scores a point or records a new line.
//! - Scoring (rulings: "Reclaiming is never compulsory"): a player who can neither
//!   place nor roll but could reclaim a ball is asked rather than passed at once:
//!   the turn waits for them to `pass`, or to reclaim (which does not end it) and
//!   then place. A player who cannot reclaim either is passed automatically.
//!   `pass` is refused while the player has a placement or roll.
//! - "If neither can act, the game is a draw": when both players have passed in a
//!   row (one pass each, chosen or automatic, with nothing placed or rolled in
//!   between) and the player to act still cannot place or roll, the game is
//!   drawn, even if that player could reclaim: they could have reclaimed instead
//!   of passing, and nothing has changed since. So passing can never go on for
//!   ever. The count of passes in a row is stored with the game (`passes`).
//! - Scoring: confiscating all nine opposing balls ends nothing by itself (the
//!   sheet's amendment makes the target the only finish); the stripped player
//!   passes until they reclaim. Scores are not capped at 16: a move that calls
//!   two lines may pass the target by one, and the game ends there.
//! - Scoring: in one action the compulsory confiscations (red lines) are counted
//!   first; each further `x…` turns one blue line from a point into a confiscation.
//!   Which blue line gave the point does not matter.
//! - A win (all nine confiscated, or the target reached) is checked before the
//!   safeguard, so the 100th quiet move can never spoil it (a winning move is never
//!   quiet anyway).

use super::legal::Plan;
use super::{
    Event, LastMove, Line, Options, Roll, Target, Variant, BALLS_PER_SIDE, DEFAULT_TARGET, MAX_TARGET, SAFEGUARD_MOVES,
};
use crate::i18n::Msg;
use crate::notation::option_words;
use crate::{Game, OptionsError, Outcome, Seat};
use std::cmp::Ordering;

const OPTION_WORDS: [&str; 2] = ["variant:basic|progress|scoring", "target:1-16 (scoring)"];

impl Options {
    /// Parses `/play` options: words separated by spaces or commas, any case.
    /// `variant:basic`, `variant:progress` or `variant:scoring` (default basic;
    /// a bare `basic`, `progress` or `scoring` is accepted too), and `target:N`,
    /// 1–16, for the scoring variant only (default 10).
    ///
    /// # Errors
    ///
    /// One line naming the first unknown word, a bad target number, or a target
    /// given outside the scoring variant.
    pub fn parse(text: &str) -> Result<Options, OptionsError> {
        let mut options = Options::default();
        let mut target = None;
        for word in option_words(text) {
            let lower = word.to_ascii_lowercase();
            let (key, value) = match lower.split_once([':', '=']) {
                Some((key, value)) => (key, Some(value)),
                None => (lower.as_str(), None),
            };
            let variant_name = match (key, value) {
                ("variant", Some(v)) => Some(v),
                (v, None) => Some(v),
                _ => None,
            };
            match (key, value, variant_name) {
                ("target", Some(value), _) => match value.parse::<u8>() {
                    Ok(n @ 1..=MAX_TARGET) => target = Some(n),
                    _ => {
                        return Err(OptionsError::NotInRange {
                            key: "target",
                            value: value.to_owned(),
                            min: 1,
                            max: u64::from(MAX_TARGET),
                        })
                    }
                },
                (_, _, Some("basic")) => options.variant = Variant::Basic,
                (_, _, Some("progress")) => options.variant = Variant::Progress,
                (_, _, Some("scoring")) => options.variant = Variant::Scoring,
                ("variant", Some(value), _) => {
                    return Err(OptionsError::UnknownValue {
                        key: "variant",
                        value: value.to_owned(),
                        game: Line::SPEC.name,
                        known: &["basic", "progress", "scoring"],
                    })
                }
                _ => return Err(OptionsError::unknown(word, Line::SPEC.name, &OPTION_WORDS)),
            }
        }
        if let Some(n) = target {
            if options.variant != Variant::Scoring {
                return Err(OptionsError::NeedsVariant {
                    key: "target",
                    value: u64::from(n),
                    variant: "scoring",
                });
            }
            options.target = n;
        } else {
            options.target = DEFAULT_TARGET;
        }
        Ok(options)
    }
}

impl Line {
    /// The table options the game was started with.
    pub fn options(&self) -> Options {
        self.options
    }

    /// Carries out a checked placement or roll for `seat`: the lines it calls and
    /// their rewards, a win, the safeguard, and the start of the next turn.
    pub(super) fn carry_out(&mut self, seat: Seat, plan: Plan) -> Vec<Event> {
        let (i, opponent) = (seat.index(), seat.opponent());
        let mut events = Vec::new();
        match plan.from {
            None => {
                self.hands[i] -= 1;
                events.push(Event::Placed { seat, spot: plan.to });
            }
            Some(from) => {
                self.board.set(from, None);
                events.push(Event::Rolled {
                    seat,
                    from,
                    to: plan.to,
                });
            }
        }
        self.board.set(plan.to, Some(seat));
        self.barred[i] = plan.from.map(|from| Roll {
            from: plan.to,
            to: from,
        });
        for &line in &plan.lines {
            events.push(Event::LineCalled { seat, line });
            if plan.recorded.contains(&line) {
                self.panels[i].push(line);
                events.push(Event::LineRecorded { seat, line });
            } else if plan.repeated.contains(&line) {
                events.push(Event::LineAlreadyRecorded { seat, line });
            }
        }
        if plan.points > 0 {
            self.points[i] = self.points[i].saturating_add(plan.points);
            events.push(Event::Scored {
                seat,
                points: plan.points,
                total: self.points[i],
            });
        }
        for &target in &plan.confiscate {
            match target {
                Target::Spot(spot) => self.board.set(spot, None),
                Target::Hand => self.hands[opponent.index()] -= 1,
            }
            self.confiscated[opponent.index()] += 1;
            events.push(Event::Confiscated { seat, target });
        }
        for _ in 0..plan.lapsed {
            events.push(Event::NothingToConfiscate { seat });
        }
        self.moves += 1;
        self.passes = 0;
        let productive = !plan.confiscate.is_empty() || plan.points > 0 || !plan.recorded.is_empty();
        self.quiet_moves = if productive { 0 } else { self.quiet_moves + 1 };
        self.last_move = Some(LastMove {
            seat,
            from: plan.from,
            to: plan.to,
            confiscated: plan.confiscate,
            lines: plan.lines,
        });

        match self.options.variant {
            Variant::Basic | Variant::Progress if self.confiscated[opponent.index()] >= BALLS_PER_SIDE => {
                self.outcome = Outcome::Won(seat);
                events.push(Event::AllConfiscated { seat });
                return events;
            }
            Variant::Scoring if self.points[i] >= self.options.target => {
                self.outcome = Outcome::Won(seat);
                events.push(Event::TargetReached {
                    seat,
                    score: self.points[i],
                });
                return events;
            }
            _ => {}
        }
        if self.quiet_moves >= SAFEGUARD_MOVES {
            self.outcome = self.safeguard_outcome();
            events.push(Event::Safeguard { outcome: self.outcome });
            return events;
        }
        self.to_act = opponent;
        self.begin_turn(&mut events);
        events
    }

    /// The safeguard's verdict (rulings, "Safeguard"): drawn in basic; more lines
    /// recorded wins progress; the higher score wins scoring; drawn when equal.
    fn safeguard_outcome(&self) -> Outcome {
        let measure = |seat: Seat| match self.options.variant {
            Variant::Basic => 0,
            Variant::Progress => self.panels[seat.index()].len(),
            Variant::Scoring => self.points[seat.index()] as usize,
        };
        match measure(Seat::FIRST).cmp(&measure(Seat::SECOND)) {
            Ordering::Greater => Outcome::Won(Seat::FIRST),
            Ordering::Less => Outcome::Won(Seat::SECOND),
            Ordering::Equal => Outcome::Draw,
        }
    }

    /// The start of `self.to_act`'s turn (rulings, "A turn" and "scoring"). A
    /// player who can place or roll plays. For one who cannot: if both players
    /// have just passed in a row, the game is drawn ("If neither can act, the game
    /// is a draw"); otherwise, if they could reclaim a ball, the turn waits for
    /// them to reclaim or `pass` ("Reclaiming is never compulsory"); if not, they
    /// pass automatically and the other's turn begins in the same way.
    pub(super) fn begin_turn(&mut self, events: &mut Vec<Event>) {
        loop {
            let seat = self.to_act;
            if self.can_move(seat) {
                return;
            }
            if self.passes >= 2 {
                self.outcome = Outcome::Draw;
                events.push(Event::NeitherCanMove);
                return;
            }
            if self.can_reclaim(seat) {
                return;
            }
            self.pass(seat, events);
        }
    }

    /// `seat` passes (rulings, "A turn"): its no-straight-back bar is lifted, the
    /// pass is counted, and the other seat is to act.
    pub(super) fn pass(&mut self, seat: Seat, events: &mut Vec<Event>) {
        events.push(Event::Passed { seat });
        self.barred[seat.index()] = None;
        self.passes = self.passes.saturating_add(1);
        self.to_act = seat.opponent();
    }
}

/// A seat's colour in the reader's language (`line-seat-0` is White).
pub(super) fn seat_msg(seat: Seat) -> Msg {
    crate::i18n::seat("line", seat.index().min(1))
}
