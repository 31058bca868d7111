//! Hot Spot rules: set-up, legal actions, applying them, captures and the outcome.
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

use super::board::{home_rank, Board};
use super::legal::Plan;
use super::view::LastAction;
use super::{
    Action, Event, HotSpot, Options, Phase, Piece, RuleError, View, ViewPiece, BOARD_PIECES, QUIET_TURNS_FOR_DRAW,
};
use crate::i18n::Msg;
use crate::msg;
use crate::{rng, OptionsError, Outcome, Rng, Seat};

pub use super::setup::SetupError;

/// A short statement of the rules, for `/rules game:hot-spot`.
pub const RULES_SUMMARY: &str = "\
**Hot Spot** (Parker Brothers 1961). Green (rank 1) against Black (rank 8), 12 pieces \
each: four each of 1, 2 and 3 spots.
**Set-up:** 8 of your pieces are drawn at random; the other 4 are your reserve, in view. \
Taking turns, Green first, each piece is revealed and you put it on an empty square of \
your starting row: `d1`. (Option `quick`: random placement.)
**Moving:** a piece with N spots moves exactly N squares in a straight line, in any of \
8 directions, over and onto empty squares only: `c1-c3`.
**Capture:** a piece with N spots controls the squares exactly N away in the 8 \
directions, whatever stands between. At the start of your turn every opposing piece on \
a square you control is captured automatically and turned face down; it stays as a \
block for the rest of the game.
**Your turn:** after the captures, either move one piece or exchange one piece for a \
reserve piece of a different value: `c1=2`. On your first turn only you may exchange up \
to four at once: `c1=2 f1=3`.
**End:** capture all 8 of your opponent's board pieces to win. With one live piece each, \
50 turns without a capture is a draw; `/draw` offers one, `/resign` concedes.";

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
                return Err(OptionsError::unknown(word, "Hot Spot", &["quick"]));
            }
        }
        Ok(options)
    }
}

impl HotSpot {
    /// A new game (set-up step 1): each side's twelve pieces are shuffled with `rng`;
    /// the first eight are drawn to be placed in that order, the last four are the
    /// reserve. Green places first. With the `quick` option (step 4) the engine
    /// places every piece on a random empty square of its starting row and play
    /// begins at once.
    pub fn new(options: &Options, rng: &mut dyn Rng) -> HotSpot {
        let mut reserves = [[0u8; 3]; 2];
        let mut to_place = [Vec::new(), Vec::new()];
        for side in 0..2 {
            let mut pieces = [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3];
            rng::shuffle(rng, &mut pieces);
            to_place[side] = pieces[..BOARD_PIECES].to_vec();
            for &spots in &pieces[BOARD_PIECES..] {
                reserves[side][spots as usize - 1] += 1;
            }
        }
        let mut game = HotSpot {
            board: Board::empty(),
            reserves,
            to_place,
            phase: Phase::Placement,
            to_act: Seat::FIRST,
            first_turn_done: [false; 2],
            quiet_turns: 0,
            last_action: None,
            last_captures: Vec::new(),
            outcome: Outcome::Ongoing,
        };
        if options.quick {
            while game.phase == Phase::Placement {
                let seat = game.to_act;
                let empty = game.generate(seat);
                let pick = rng.below(empty.len() as u32) as usize;
                game.apply(seat, &empty[pick]).expect("a listed placement is legal");
            }
            game.last_action = None;
        }
        game
    }

    /// The seat to act, or `None` once the game is over.
    pub fn to_act(&self) -> Option<Seat> {
        (!self.outcome.is_over()).then_some(self.to_act)
    }

    /// The phase: placement (set-up step 2) or play.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// What the seat to act is asked to do: place the revealed piece on the starting
    /// row, or move or exchange (up to four exchanges on the first turn).
    ///
    /// In English, for the view and logs; [`Self::prompt_msg`] is the message to
    /// render in the reader's language.
    pub fn prompt(&self) -> String {
        self.prompt_msg().en()
    }

    /// What the seat to act is asked to do, as a message: place the revealed piece on the starting
    /// row, or move or exchange (up to four exchanges on the first turn).
    pub fn prompt_msg(&self) -> Msg {
        if self.outcome.is_over() {
            return msg!("hot-spot-game-over");
        }
        let seat = self.to_act;
        match self.phase {
            Phase::Placement => msg!(
                "hot-spot-prompt-place",
                spots = self.to_place[seat.index()].first().copied().unwrap_or_default(),
                rank = home_rank(seat) + 1
            ),
            Phase::Play if !self.first_turn_done[seat.index()] => msg!("hot-spot-prompt-first-turn"),
            Phase::Play => msg!("hot-spot-prompt-play"),
        }
    }

    /// Every legal action for `seat`, empty unless it is that seat's turn, in
    /// canonical order: placements by square; moves by from square, then to square;
    /// then exchanges, single ones first, pairs in alphabetical order. On a first
    /// turn every combination of up to four exchanges the reserve allows is listed.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.generate(seat)
    }

    /// Applies `seat`'s action and returns what happened, including the automatic
    /// captures at the start of the next turn, a pass, and the end of the game.
    ///
    /// An action is checked against every rule before anything changes: an error
    /// leaves the game exactly as it was.
    ///
    /// # Errors
    ///
    /// [`RuleError::GameOver`] once the game has ended, [`RuleError::NotYourTurn`]
    /// for the other seat, [`RuleError::WrongPhase`] for a move or exchange during
    /// placement or a placement during play, and the variant naming the broken rule
    /// ([`RuleError::Blocked`]: "c1 to c3 is blocked by Black's piece on c2") for
    /// anything else.
    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        let plan = self.validate(seat, action)?;
        let mut events = Vec::new();
        self.last_captures.clear();
        match plan {
            Plan::Place { square, spots } => {
                self.to_place[seat.index()].remove(0);
                self.board.set(
                    square,
                    Some(Piece {
                        owner: seat,
                        spots,
                        captured: false,
                    }),
                );
                events.push(Event::Placed { seat, spots, square });
                self.last_action = Some((seat, action.clone()));
                self.to_act = seat.opponent();
                if self.to_place.iter().all(Vec::is_empty) {
                    // Set-up step 3: play begins with Green.
                    self.phase = Phase::Play;
                    self.to_act = Seat::FIRST;
                    events.push(Event::PlayBegins);
                    self.begin_turn(&mut events);
                }
            }
            Plan::Move { from, to, piece } => {
                self.board.set(from, None);
                self.board.set(to, Some(piece));
                events.push(Event::Moved {
                    seat,
                    spots: piece.spots,
                    from,
                    to,
                });
                self.end_turn(seat, action, &mut events);
            }
            Plan::Exchange(pairs) => {
                let reserve = &mut self.reserves[seat.index()];
                for &(square, out, incoming) in &pairs {
                    reserve[incoming as usize - 1] -= 1;
                    reserve[out as usize - 1] += 1;
                    self.board.set(
                        square,
                        Some(Piece {
                            owner: seat,
                            spots: incoming,
                            captured: false,
                        }),
                    );
                    events.push(Event::Exchanged {
                        seat,
                        square,
                        out,
                        incoming,
                    });
                }
                self.end_turn(seat, action, &mut events);
            }
        }
        Ok(events)
    }

    /// Closes `seat`'s turn in play and opens the opponent's.
    fn end_turn(&mut self, seat: Seat, action: &Action, events: &mut Vec<Event>) {
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
    fn begin_turn(&mut self, events: &mut Vec<Event>) {
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

    /// `seat` resigns (available in every game): the opponent wins. Does nothing
    /// once the game is over.
    pub fn resign(&mut self, seat: Seat) -> Vec<Event> {
        if self.outcome.is_over() || seat.index() > 1 {
            return Vec::new();
        }
        self.outcome = Outcome::Won(seat.opponent());
        vec![Event::Resigned { seat }]
    }

    /// Both players agreed to a draw (rulings, "End"). Does nothing once the game is
    /// over.
    pub fn agree_draw(&mut self) -> Vec<Event> {
        if self.outcome.is_over() {
            return Vec::new();
        }
        self.outcome = Outcome::Draw;
        vec![Event::DrawAgreed]
    }

    /// The outcome so far: eight captures win, fifty quiet turns draw, or a
    /// resignation or agreed draw ended it.
    pub fn outcome(&self) -> Outcome {
        self.outcome
    }

    /// The public view (rulings, "What the picture shows"): the whole position,
    /// reserves, the last action and captures, and the danger to the seat to act.
    pub fn view(&self) -> View {
        let to_act = self.to_act();
        let danger = match to_act {
            Some(seat) => {
                let control = self.board.control(seat.opponent());
                self.board.live_in(seat, control).map(|(sq, _)| sq).collect()
            }
            None => Vec::new(),
        };
        let revealed = match (to_act, self.phase) {
            (Some(seat), Phase::Placement) => self.to_place[seat.index()].first().copied(),
            _ => None,
        };
        View {
            phase: self.phase,
            to_act,
            board: self
                .board
                .pieces()
                .map(|(square, p)| ViewPiece {
                    square,
                    owner: p.owner,
                    spots: p.spots,
                    captured: p.captured,
                })
                .collect(),
            reserves: self.reserves.map(|counts| reserve_list(&counts)),
            face_down: [self.to_place[0].len(), self.to_place[1].len()],
            revealed,
            captured: [
                self.board.captured_count(Seat::FIRST),
                self.board.captured_count(Seat::SECOND),
            ],
            first_turn: self.first_turn_done.map(|done| !done),
            quiet_turns: self.quiet_turns,
            last_action: self.last_action.as_ref().map(|(seat, action)| LastAction {
                seat: *seat,
                notation: action.to_string(),
                squares: match action {
                    Action::Place(square) => vec![*square],
                    Action::Move { from, to } => vec![*from, *to],
                    Action::Exchange(pairs) => pairs.iter().map(|&(square, _)| square).collect(),
                },
            }),
            last_captures: self.last_captures.clone(),
            danger,
            outcome: self.outcome,
        }
    }
}

/// A reserve's counts of 1-, 2- and 3-spot pieces as a list of spots, ascending.
pub(super) fn reserve_list(counts: &[u8; 3]) -> Vec<u8> {
    (1..=3u8)
        .flat_map(|spots| std::iter::repeat_n(spots, counts[spots as usize - 1] as usize))
        .collect()
}
