//! Hot Spot rules: the table options, and how a turn ends and the next begins
//! (captures, passes, the quiet-turn draw).
//!
//! Decisions where the rulings are silent:
//! - Start-of-turn captures are run by the engine as soon as the turn passes, so
//!   the events of one action include the captures that open the next turn.
//! - A player with no legal action passes automatically. In play this cannot
//!   actually happen: a player with a live piece of value N has at most three N's
//!   in reserve, so some exchange is always legal. If both players were ever stuck
//!   in a row the game would be drawn rather than loop.
//! - The quiet-turn count for the draw counts every completed turn (passes too)
//!   that ends with exactly one live piece a side, and is reset by any capture.

use super::{Action, Event, HotSpot, Options, Phase, Piece, BOARD_PIECES, QUIET_TURNS_FOR_DRAW};
use crate::{Game, OptionsError, Outcome, Seat};

impl Options {
    /// Parses `/play` options: words separated by spaces or commas, any case;
    /// `quick` (set-up step 4: random placement) is the only one.
    ///
    /// # Errors
    ///
    /// Names the first unknown word and lists the known options.
    pub fn parse(text: &str) -> Result<Options, OptionsError> {
        let mut options = Options::default();
        for word in crate::notation::option_words(text) {
            if word.eq_ignore_ascii_case("quick") {
                options.quick = true;
            } else {
                return Err(OptionsError::unknown(word, HotSpot::SPEC.name, &["quick"]));
            }
        }
        Ok(options)
    }
}

impl HotSpot {
    /// The phase: placement (set-up step 2) or play.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Closes `seat`'s turn in play and opens the opponent's.
    pub(super) fn end_turn(&mut self, seat: Seat, action: &Action, events: &mut Vec<Event>) {
        self.last_action = Some((seat, action.clone()));
        self.first_turn_done[seat.index()] = true;
        self.count_quiet_turn();
        self.to_act = seat.opponent();
        self.begin_turn(events);
    }

    /// Rulings, "End": a completed turn with exactly one live piece a side counts
    /// towards the draw.
    fn count_quiet_turn(&mut self) {
        if self.board.live_count(Seat::FIRST) == 1 && self.board.live_count(Seat::SECOND) == 1 {
            self.quiet_turns += 1;
        }
    }

    /// The start of `self.to_act`'s turn: captures, the end of the game, and
    /// automatic passes.
    pub(super) fn begin_turn(&mut self, events: &mut Vec<Event>) {
        let mut passes = 0;
        loop {
            self.capture(events);
            if self.outcome.is_over() {
                return;
            }
            if self.quiet_turns >= QUIET_TURNS_FOR_DRAW {
                self.outcome = Outcome::Draw;
                events.push(Event::DrawnByQuietTurns);
                return;
            }
            if self.can_act(self.to_act) {
                return;
            }
            let seat = self.to_act;
            events.push(Event::Passed { seat });
            self.first_turn_done[seat.index()] = true;
            passes += 1;
            if passes >= 2 {
                // Neither side can act: nothing can ever change again.
                self.outcome = Outcome::Draw;
                return;
            }
            self.count_quiet_turn();
            self.to_act = seat.opponent();
        }
    }

    /// Rulings, "Control and capture": at the start of a turn every opposing live
    /// piece on a square the mover controls is captured, all at once. Capturing all
    /// eight of the opponent's board pieces wins.
    fn capture(&mut self, events: &mut Vec<Event>) {
        let by = self.to_act;
        let victim = by.opponent();
        let control = self.board.control(by);
        let taken: Vec<(super::Square, Piece)> = self.board.live_in(victim, control).collect();
        for (square, piece) in &taken {
            self.board.set(
                *square,
                Some(Piece {
                    captured: true,
                    ..*piece
                }),
            );
            self.last_captures.push(*square);
            events.push(Event::Captured {
                by,
                square: *square,
                spots: piece.spots,
            });
        }
        if !taken.is_empty() {
            self.quiet_turns = 0;
        }
        if self.board.captured_count(victim) >= BOARD_PIECES {
            self.outcome = Outcome::Won(by);
            events.push(Event::Won { seat: by });
        }
    }
}

/// A reserve's counts of 1-, 2- and 3-spot pieces as a list of spots, ascending.
pub(super) fn reserve_list(counts: &[u8; 3]) -> Vec<u8> {
    (1..=3u8)
        .flat_map(|spots| std::iter::repeat_n(spots, counts[spots as usize - 1] as usize))
        .collect()
}
