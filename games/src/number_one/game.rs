//! Number One as a [`Game`] (rulings `shared/rules/number-one.md`): the verbs'
//! bodies. Checking an action is `legal`'s (with `board`'s routes), removals and
//! turn order are `rules`', a stored game's checks `setup`'s; seats that drop out
//! are the [`SeatsOut`] capability.

use super::board::{start_area, Board, Standing};
use super::legal::Plan;
use super::setup::{self, SeatRole};
use super::{
    Action, Event, Hole, NumberOne, Options, ParseError, Phase, RuleError, Setup, SetupError, Size, TurnMove, View,
    ViewHole, ViewPeg, MAX_PLAYERS, MIN_PLAYERS,
};
use crate::capability::SeatsOut;
use crate::game::{Game, Spec};
use crate::i18n::Msg;
use crate::text::sentences;
use crate::{msg, Outcome, Rng, Seat};

impl Game for NumberOne {
    type Setup = Setup;
    type Action = Action;
    type Event = Event;
    type ParseError = ParseError;
    type RuleError = RuleError;
    type SetupError = SetupError;
    type View = View;
    type Options = Options;

    const SPEC: Spec = Spec {
        name: "number-one",
        min_seats: MIN_PLAYERS,
        max_seats: MAX_PLAYERS,
        dice: false,
        secrets: false,
    };

    fn parse_options(text: &str) -> Result<Options, crate::OptionsError> {
        Options::parse(text)
    }

    /// Rulings, "Board" and "Pieces and set-up": every hole in play holds a token,
    /// and White places first. With the `quick` option every player's pegs are put
    /// on their start area in an arrangement drawn from `rng`, and play begins at
    /// once with White.
    ///
    /// # Panics
    ///
    /// Unless `players` is in [`MIN_PLAYERS`]`..=`[`MAX_PLAYERS`]; the table seats
    /// only that many.
    fn new(options: &Options, players: usize, rng: &mut dyn Rng) -> NumberOne {
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
            let mut arrangements = Vec::new();
            while game.phase == Phase::Placement {
                let seat = game.to_act;
                arrangements.clear();
                game.legal_actions(seat, &mut arrangements);
                let pick = rng.below(arrangements.len() as u32) as usize;
                game.apply(seat, &arrangements[pick], rng)
                    .expect("a listed placement is legal");
            }
        }
        game
    }

    /// Checks a stored game against the rules: 2 to 4 players; tokens and pegs
    /// only on holes in play (the inner 61 for 2–3 players), never a token under a
    /// peg; at most one peg of each size per seat; during placement, the players
    /// before the one to act have their pegs on their start areas and nothing else
    /// has moved; in play, every player still in has the small peg and the pegs
    /// still to move include one that can move (or they would have been removed);
    /// the outcome consistent with who is out. The first broken invariant is the
    /// error.
    fn from_setup(setup: Setup) -> Result<NumberOne, SetupError> {
        let players = setup.players as usize;
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
            return Err(SetupError::Players(players));
        }
        let check_seat = |seat: Seat, role: SeatRole| setup::check_seat(seat, role, players);
        check_seat(setup.to_act, SeatRole::ToAct)?;
        let board = setup::board(&setup)?;
        let out = setup::out(&setup, &board)?;
        let to_move = setup::to_move(&setup.to_move)?;
        if let Some(first) = setup.moves.first() {
            check_seat(first.seat, SeatRole::TurnMoves)?;
            if setup.moves.len() > 3 || setup.moves.iter().any(|m| m.seat != first.seat) {
                return Err(SetupError::TurnMoves);
            }
        }
        let game = NumberOne {
            board,
            out,
            phase: setup.phase,
            to_act: setup.to_act,
            to_move,
            moves: setup.moves,
            outcome: setup.outcome,
        };
        game.check_outcome()?;
        match game.phase {
            Phase::Placement => game.check_placement()?,
            Phase::Play => game.check_play()?,
        }
        Ok(game)
    }

    /// Tokens in hole order, pegs in seat order.
    fn to_setup(&self) -> Setup {
        Setup {
            players: self.board.players(),
            tokens: self
                .board
                .playing_holes()
                .filter(|&h| self.board.has_token(h))
                .collect(),
            pegs: self.board.pegs().collect(),
            out: (0..self.players())
                .map(|i| Seat(i as u8))
                .filter(|s| self.out[s.index()])
                .collect(),
            phase: self.phase,
            to_act: self.to_act,
            to_move: Size::ALL.into_iter().filter(|s| self.to_move[s.index()]).collect(),
            moves: self.moves.clone(),
            outcome: self.outcome,
        }
    }

    fn to_act(&self) -> Option<Seat> {
        (!self.outcome.is_over()).then_some(self.to_act)
    }

    /// Place the pegs on the start area, or move the pegs still to move this turn.
    fn prompt(&self) -> Msg {
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

    /// In canonical order: the six arrangements of the start area, or the moves of
    /// the pegs still to move this turn, small first, each by landing hole.
    fn legal_actions(&self, seat: Seat, into: &mut Vec<Action>) {
        if self.outcome.is_over() || seat != self.to_act {
            return;
        }
        match self.phase {
            Phase::Placement => {
                let area = start_area(self.board.players(), seat);
                for s in 0..3 {
                    for m in 0..3 {
                        if m == s {
                            continue;
                        }
                        let l = 3 - s - m;
                        into.push(Action::Place {
                            small: area[s],
                            medium: area[m],
                            large: area[l],
                        });
                    }
                }
            }
            Phase::Play => {
                for size in Size::ALL {
                    if !self.to_move[size.index()] {
                        continue;
                    }
                    let Some(standing) = self.board.standing(seat, size) else {
                        continue;
                    };
                    let mut targets: Vec<Hole> = self.board.moves(seat, size).iter().map(|r| r.to).collect();
                    targets.sort();
                    into.extend(targets.into_iter().map(|to| Action::Move {
                        from: standing.hole,
                        to,
                    }));
                }
            }
        }
    }

    fn parse_action(text: &str) -> Result<Action, ParseError> {
        Action::parse(text)
    }

    /// A turn is one to three peg moves ("A turn"), written in one command.
    fn parse_turn(text: &str) -> Result<Vec<Action>, ParseError> {
        Action::parse_turn(text)
    }

    /// Applies `seat`'s action and returns what happened, including the removals
    /// and eliminations it leads to, the start of the next turn and the end of the
    /// game. Number One has no dice: `rng` is not used.
    ///
    /// An action is checked against every rule before anything changes: an error
    /// ([`RuleError::GameOver`], [`RuleError::NotYourTurn`],
    /// [`RuleError::WrongPhase`], or the variant naming the broken rule, such as
    /// [`RuleError::Blocked`]: "f6 to f9 is blocked by Red's small peg on f8")
    /// leaves the game exactly as it was.
    fn apply(&mut self, seat: Seat, action: &Action, _rng: &mut dyn Rng) -> Result<Vec<Event>, RuleError> {
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

    /// The last player left wins, or a draw was agreed.
    fn outcome(&self) -> Outcome {
        self.outcome
    }

    /// Rules convention: resigning is available in every game. The seat's pegs
    /// leave the board and the others play on; if one player is left, they win.
    /// Does nothing once the game is over or if the seat is out.
    fn resign(&mut self, seat: Seat) -> Vec<Event> {
        self.drop_seat(seat, Event::Resigned { seat })
    }

    /// Does nothing once the game is over.
    fn agree_draw(&mut self) -> Vec<Event> {
        if self.outcome.is_over() {
            return Vec::new();
        }
        self.outcome = Outcome::Draw;
        vec![Event::DrawAgreed]
    }

    /// Rules convention "The public view is a complete position": every hole in
    /// play with or without its token, every peg, the pegs still to move, the
    /// moves of this turn, who is out, and whose turn it is.
    fn view(&self) -> View {
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

    fn seats_out(&self) -> Option<&dyn SeatsOut> {
        Some(self)
    }

    fn seats_out_mut(&mut self) -> Option<&mut dyn SeatsOut> {
        Some(self)
    }
}

impl SeatsOut for NumberOne {
    /// Small peg removed, resigned or timed out (a seat not at the table is out).
    fn is_out(&self, seat: Seat) -> bool {
        self.out.get(seat.index()).copied().unwrap_or(true)
    }

    /// Removed for running out of time: the same as resigning, told differently.
    fn time_out(&mut self, seat: Seat) -> Vec<Msg> {
        sentences(&self.drop_seat(seat, Event::TimedOut { seat }))
    }
}
