//! Number One rules: the table options, removals, turn order, players dropping out
//! and the end.
//!
//! Decisions where the rulings are silent:
//! - Seats sit clockwise round the board in seat order: with two players White
//!   starts at the bottom-left corner of the inner board and Black at the top-right;
//!   with three, White bottom-left, Black top-left, Red right; with four, White
//!   bottom-left, Black top-left, Red top-right, Blue bottom-right of the full board.
//! - A bend happens after at least one straight step (turning before the first step
//!   is just another direction), to either side, and the steps after it must all be
//!   free and on the board in play.
//! - Removal is checked at the start of each turn and after each move: when none of
//!   the pegs still to move can make a legal move, all of them are removed and the
//!   turn ends. A turn with no peg left to move ends at once.
//! - Only the player to act can lose pegs, so the players never all go out at once:
//!   the game ends the moment one player is left, who is the last whose small peg
//!   can still make a valid move, and wins.
//! - A player who resigns or is removed for time is out at once, their pegs leave
//!   the board and the holes stay empty; if it was their turn the next player's turn
//!   begins. A resignation during placement just skips that player.
//! - The moves shown with the board are those of the turn in progress, or of the
//!   last turn until the next player makes a move.

use super::{Event, NumberOne, Options, Phase, Size};
use crate::capability::SeatsOut;
use crate::{Game, OptionsError, Outcome, Seat};

impl Options {
    /// Parses `/play` options: words separated by spaces or commas, any case;
    /// `quick` (rulings, "Pieces and set-up": random placement at once) is the only one.
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
                return Err(OptionsError::unknown(word, NumberOne::SPEC.name, &["quick"]));
            }
        }
        Ok(options)
    }
}

impl NumberOne {
    /// Players at the table (2 to 4), including any who are out.
    pub fn players(&self) -> usize {
        self.board.players() as usize
    }

    /// The phase: placement or play.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// After `seat` placed: the next player in seat order places, or play begins
    /// with the first player still in.
    pub(super) fn end_placement_turn(&mut self, seat: Seat, events: &mut Vec<Event>) {
        match self.next_in(seat, false) {
            Some(next) if next.index() > seat.index() => self.to_act = next,
            _ => self.begin_play(events),
        }
    }

    fn begin_play(&mut self, events: &mut Vec<Event>) {
        self.phase = Phase::Play;
        let first = self.players_in().next().unwrap_or(Seat::FIRST);
        events.push(Event::PlayBegins { seat: first });
        self.begin_turn(first);
        self.settle(events);
    }

    /// The next seat after `seat` in seat order that is still in, wrapping round;
    /// `seat` itself only when `include_self` and it is the only one.
    fn next_in(&self, seat: Seat, include_self: bool) -> Option<Seat> {
        let players = self.players();
        (1..=players)
            .map(|k| Seat(((seat.index() + k) % players) as u8))
            .filter(|s| include_self || *s != seat)
            .find(|s| !self.out[s.index()])
    }

    fn begin_turn(&mut self, seat: Seat) {
        self.to_act = seat;
        self.to_move = Size::ALL.map(|size| self.board.standing(seat, size).is_some());
    }

    fn players_in(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.players())
            .map(|i| Seat(i as u8))
            .filter(|s| !self.out[s.index()])
    }

    /// Rulings, "Moving" and "End": while none of the pegs still to move can make a
    /// legal move, those pegs are removed (all of them if the small one is among
    /// them) and the next player's turn begins; the last player left wins.
    pub(super) fn settle(&mut self, events: &mut Vec<Event>) {
        while !self.outcome.is_over() && self.phase == Phase::Play {
            let seat = self.to_act;
            let pending: Vec<Size> = Size::ALL
                .into_iter()
                .filter(|s| self.to_move[s.index()] && self.board.standing(seat, *s).is_some())
                .collect();
            if pending.iter().any(|&size| self.board.can_move(seat, size)) {
                return;
            }
            for &size in &pending {
                if let Some(standing) = self.board.standing(seat, size) {
                    self.board.set_standing(seat, size, None);
                    events.push(Event::Removed {
                        seat,
                        size,
                        hole: standing.hole,
                    });
                }
            }
            if !self.out[seat.index()] && self.board.standing(seat, Size::Small).is_none() {
                self.eliminate(seat);
                events.push(Event::Eliminated { seat });
            }
            self.to_move = [false; 3];
            if self.finish_if_one_left(events) {
                return;
            }
            match self.next_in(seat, false) {
                Some(next) => self.begin_turn(next),
                None => return,
            }
        }
    }

    /// Takes every peg of `seat` off the board and marks it out.
    fn eliminate(&mut self, seat: Seat) {
        for size in Size::ALL {
            self.board.set_standing(seat, size, None);
        }
        self.out[seat.index()] = true;
    }

    /// Rulings, "End": the last player left wins.
    fn finish_if_one_left(&mut self, events: &mut Vec<Event>) -> bool {
        let left: Vec<Seat> = self.players_in().collect();
        if let [winner] = left[..] {
            self.outcome = Outcome::Won(winner);
            events.push(Event::Won { seat: winner });
            return true;
        }
        false
    }

    /// `seat` leaves the game, resigning or timed out (`event`): its pegs leave
    /// the board and the others play on; if one player is left, they win. Nothing
    /// once the game is over or if the seat is out.
    pub(super) fn drop_seat(&mut self, seat: Seat, event: Event) -> Vec<Event> {
        if self.outcome.is_over() || self.is_out(seat) {
            return Vec::new();
        }
        let mut events = vec![event];
        self.eliminate(seat);
        if self.finish_if_one_left(&mut events) {
            return events;
        }
        if seat == self.to_act {
            match self.phase {
                Phase::Placement => self.end_placement_turn(seat, &mut events),
                Phase::Play => {
                    let next = self.next_in(seat, false).unwrap_or(seat);
                    self.begin_turn(next);
                }
            }
        }
        // Fewer pegs on the board can also take away a bend the seat to act relied on.
        self.settle(&mut events);
        events
    }
}
