//! Number One rules: set-up, applying actions, removals, turn order and the outcome.
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

use super::board::{start_area, Board, Standing};
use super::legal::Plan;
use super::{
    Action, Event, NumberOne, Options, Phase, RuleError, Size, TurnMove, View, ViewHole, ViewPeg, MAX_PLAYERS,
    MIN_PLAYERS,
};
use crate::i18n::Msg;
use crate::msg;
use crate::{OptionsError, Outcome, Rng, Seat};

/// A short statement of the rules, for `/rules game:number-one`.
pub const RULES_SUMMARY: &str = "\
**Number One** (Mespi 2004). 2–4 players: White, Black, Red, Blue. Each has a small (1), \
medium (2) and large (3) peg. Every hole starts with a token; 2–3 players use the inner \
61 holes, 4 players all 91.
**Set-up:** in seat order put your three pegs on your corner start area in any order: \
`S:b2 M:b3 L:c2`. (Option `quick`: random placement.)
**Your turn:** move each of your pegs once, in any order, one command per peg: `f6-f7` \
(or several at once: `f6-f7 b3-d4`). A peg moves exactly its size along one of 6 \
directions, passing over holes with or without tokens but never through or onto a peg. \
The medium and large peg may bend once by 60° where the straight way on is blocked by a \
peg or the edge. It must land on a token and takes it.
**Flip:** once per peg you may land on an empty hole instead; the peg is turned over.
**Removal:** when none of your pegs still to move can move, they are removed (a used peg \
that could only land on an empty hole cannot move). Lose your small peg and all your pegs \
go: you are out.
**End:** the last player left wins. `/resign` leaves the game; the others play on.";

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
                return Err(OptionsError::unknown(word, "Number One", &["quick"]));
            }
        }
        Ok(options)
    }
}

impl NumberOne {
    /// A new game for `players` (rulings, "Board" and "Pieces and set-up"): every
    /// hole in play holds a token, and White places first. With the `quick` option
    /// every player's pegs are put on their start area in an arrangement drawn from
    /// `rng`, and play begins at once with White.
    ///
    /// # Panics
    ///
    /// Unless `players` is in [`MIN_PLAYERS`]`..=`[`MAX_PLAYERS`]; the table seats
    /// only that many.
    pub fn new(players: usize, options: &Options, rng: &mut dyn Rng) -> NumberOne {
        assert!(
            (MIN_PLAYERS..=MAX_PLAYERS).contains(&players),
            "Number One is for 2 to 4 players, not {players}"
        );
        let mut game = NumberOne {
            board: Board::new(players as u8),
            out: [false; MAX_PLAYERS],
            phase: Phase::Placement,
            to_act: Seat::FIRST,
            to_move: [false; 3],
            moves: Vec::new(),
            outcome: Outcome::Ongoing,
        };
        if options.quick {
            while game.phase == Phase::Placement {
                let seat = game.to_act;
                let arrangements = game.generate(seat);
                let pick = rng.below(arrangements.len() as u32) as usize;
                game.apply(seat, &arrangements[pick])
                    .expect("a listed placement is legal");
            }
        }
        game
    }

    /// Players at the table (2 to 4), including any who are out.
    pub fn players(&self) -> usize {
        self.board.players() as usize
    }

    /// The seat to act, or `None` once the game is over.
    pub fn to_act(&self) -> Option<Seat> {
        (!self.outcome.is_over()).then_some(self.to_act)
    }

    /// The phase: placement or play.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Whether `seat` is out of the game (small peg removed, resigned or timed out).
    pub fn is_out(&self, seat: Seat) -> bool {
        self.out.get(seat.index()).copied().unwrap_or(true)
    }

    /// What the seat to act is asked to do: place the pegs on the start area, or
    /// move the pegs still to move this turn.
    ///
    /// In English, for the view and logs; [`Self::prompt_msg`] is the message to
    /// render in the reader's language.
    pub fn prompt(&self) -> String {
        self.prompt_msg().en()
    }

    /// What the seat to act is asked to do, as a message: place the pegs on the start area, or
    /// move the pegs still to move this turn.
    pub fn prompt_msg(&self) -> Msg {
        if self.outcome.is_over() {
            return msg!("number-one-game-over");
        }
        let seat = self.to_act;
        match self.phase {
            Phase::Placement => msg!(
                "number-one-prompt-place",
                area = super::legal::list(&start_area(self.board.players(), seat)),
                example = self.example_placement(seat).to_string()
            ),
            Phase::Play => {
                let sizes: Vec<Size> = Size::ALL.into_iter().filter(|s| self.to_move[s.index()]).collect();
                match sizes.as_slice() {
                    [one] => msg!("number-one-prompt-move-one", peg = one.peg()),
                    [a, b] => msg!("number-one-prompt-move-two", a = a.adjective(), b = b.adjective()),
                    _ => msg!("number-one-prompt-move-all"),
                }
            }
        }
    }

    /// Every legal action for `seat`, empty unless it is that seat's turn, in
    /// canonical order: the six arrangements of the start area, or the moves of the
    /// pegs still to move this turn, small first, each by landing hole.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.generate(seat)
    }

    /// Applies `seat`'s action and returns what happened, including the removals
    /// and eliminations it leads to, the start of the next turn and the end of the
    /// game.
    ///
    /// An action is checked against every rule before anything changes: an error
    /// leaves the game exactly as it was.
    ///
    /// # Errors
    ///
    /// [`RuleError::GameOver`] once the game has ended, [`RuleError::NotYourTurn`]
    /// for another seat, [`RuleError::WrongPhase`] for a move during placement or a
    /// placement during play, and the variant naming the broken rule
    /// ([`RuleError::Blocked`]: "f6 to f9 is blocked by Red's small peg on f8") for
    /// anything else.
    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        let plan = self.validate(seat, action)?;
        let mut events = Vec::new();
        match plan {
            Plan::Place(holes) => {
                for (size, hole) in Size::ALL.into_iter().zip(holes) {
                    self.board.take_token(hole);
                    self.board
                        .set_standing(seat, size, Some(Standing { hole, used: false }));
                }
                let [small, medium, large] = holes;
                events.push(Event::Placed {
                    seat,
                    small,
                    medium,
                    large,
                });
                self.end_placement_turn(seat, &mut events);
            }
            Plan::Move {
                size,
                from,
                route,
                flip,
            } => {
                let to = route.to;
                let used = flip || self.board.standing(seat, size).is_some_and(|s| s.used);
                self.board.take_token(to);
                self.board.set_standing(seat, size, Some(Standing { hole: to, used }));
                self.to_move[size.index()] = false;
                if self.moves.first().is_some_and(|m| m.seat != seat) {
                    self.moves.clear();
                }
                self.moves.push(TurnMove {
                    seat,
                    size,
                    from,
                    bend: route.bend,
                    to,
                    flipped: flip,
                });
                events.push(Event::Moved {
                    seat,
                    size,
                    from,
                    to,
                    flipped: flip,
                });
                self.settle(&mut events);
            }
        }
        Ok(events)
    }

    /// After `seat` placed: the next player in seat order places, or play begins
    /// with the first player still in.
    fn end_placement_turn(&mut self, seat: Seat, events: &mut Vec<Event>) {
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
    fn settle(&mut self, events: &mut Vec<Event>) {
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

    /// `seat` leaves the game (rules convention: resigning is available in every
    /// game): its pegs leave the board and the others play on; if one player is
    /// left, they win. Does nothing once the game is over or if the seat is out.
    pub fn resign(&mut self, seat: Seat) -> Vec<Event> {
        self.drop_seat(seat, Event::Resigned { seat })
    }

    /// `seat` is removed for running out of time: the same as resigning, told
    /// differently.
    pub fn remove_seat(&mut self, seat: Seat) -> Vec<Event> {
        self.drop_seat(seat, Event::TimedOut { seat })
    }

    fn drop_seat(&mut self, seat: Seat, event: Event) -> Vec<Event> {
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

    /// The players agreed to a draw. Does nothing once the game is over.
    pub fn agree_draw(&mut self) -> Vec<Event> {
        if self.outcome.is_over() {
            return Vec::new();
        }
        self.outcome = Outcome::Draw;
        vec![Event::DrawAgreed]
    }

    /// The outcome so far: the last player left wins, or a draw was agreed.
    pub fn outcome(&self) -> Outcome {
        self.outcome
    }

    /// The public view (rules convention "The public view is a complete position"):
    /// every hole in play with or without its token, every peg, the pegs still to
    /// move, the moves of this turn, who is out, and whose turn it is.
    pub fn view(&self) -> View {
        let to_act = self.to_act();
        let moving =
            |seat: Seat, size: Size| to_act == Some(seat) && self.phase == Phase::Play && self.to_move[size.index()];
        View {
            players: self.players(),
            phase: self.phase,
            to_act,
            holes: self
                .board
                .playing_holes()
                .map(|hole| ViewHole {
                    hole,
                    row: hole.row(),
                    number: hole.number(),
                    token: self.board.has_token(hole),
                })
                .collect(),
            pegs: self
                .board
                .pegs()
                .map(|(hole, peg)| ViewPeg {
                    hole,
                    owner: peg.owner,
                    size: peg.size,
                    used: peg.used,
                    to_move: moving(peg.owner, peg.size),
                })
                .collect(),
            start_areas: (0..self.players())
                .map(|i| start_area(self.board.players(), Seat(i as u8)))
                .collect(),
            moves: self.moves.clone(),
            out: (0..self.players())
                .map(|i| Seat(i as u8))
                .filter(|s| self.out[s.index()])
                .collect(),
            outcome: self.outcome,
        }
    }
}
