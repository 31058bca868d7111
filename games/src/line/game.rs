//! The Line game as a [`Game`] (rulings `shared/rules/line-game.md`): the verbs'
//! bodies. Checking a move and its confiscations and listing them is `legal`'s,
//! carrying one out with its rewards, passes and the safeguard `rules`', a stored
//! game's checks `setup`'s; reclaiming out of turn is the [`FreeActions`]
//! capability.

use super::rules::seat_msg;
use super::setup::{self, check_seat, SeatRole};
use super::{
    is_free_action, Action, Event, Line, Options, ParseError, Roll, RuleError, Setup, SetupError, Variant, View,
    ViewBall, BALLS_PER_SIDE, MAX_TARGET,
};
use crate::capability::FreeActions;
use crate::game::{Game, Spec};
use crate::i18n::Msg;
use crate::{msg, Outcome, Rng, Seat};

impl Game for Line {
    type Setup = Setup;
    type Action = Action;
    type Event = Event;
    type ParseError = ParseError;
    type RuleError = RuleError;
    type SetupError = SetupError;
    type View = View;
    type Options = Options;

    const SPEC: Spec = Spec {
        name: "line",
        min_seats: 2,
        max_seats: 2,
        dice: false,
        secrets: false,
    };

    fn parse_options(text: &str) -> Result<Options, crate::OptionsError> {
        Options::parse(text)
    }

    /// An empty board, nine balls in each hand, White to place first. Nothing in
    /// the Line game is random, so `rng` is not used.
    fn new(options: &Options, _players: usize, _rng: &mut dyn Rng) -> Line {
        Line {
            options: *options,
            board: Default::default(),
            hands: [BALLS_PER_SIDE; 2],
            confiscated: [0; 2],
            panels: [Vec::new(), Vec::new()],
            points: [0; 2],
            to_act: Seat::FIRST,
            barred: [None; 2],
            passes: 0,
            last_move: None,
            quiet_moves: 0,
            moves: 0,
            outcome: Outcome::Ongoing,
        }
    }

    /// Checks a stored game against the rules: a target of 1–16; no two balls on
    /// a spot; each seat's balls on the board, in hand and confiscated adding up
    /// to nine; score panels only in progress (numbers 1–16, each once) and points
    /// only in scoring; the barred rolls along drawn lines from a spot holding the
    /// seat's ball (or emptied by a confiscation); at most two passes in a row; the
    /// last move's ball on its spot and the spot it rolled from empty; and while
    /// the game goes on, no win, safeguard or draw already due, and the seat to act
    /// able to place or roll or, in scoring, to choose between reclaiming and
    /// passing (rulings: "Reclaiming is never compulsory"). The first broken
    /// invariant is the error.
    fn from_setup(setup: Setup) -> Result<Line, SetupError> {
        let options = setup.options;
        if !(1..=MAX_TARGET).contains(&options.target) {
            return Err(SetupError::Target(options.target));
        }
        check_seat(setup.to_act, SeatRole::ToAct)?;
        if let Outcome::Won(seat) = setup.outcome {
            check_seat(seat, SeatRole::Winner)?;
        }
        let board = setup::board(&setup)?;
        setup::check_seats_material(&setup, &board)?;
        if setup.passes > 2 {
            return Err(SetupError::Passes(setup.passes));
        }
        if let Some(last) = &setup.last_move {
            setup::check_last_move(last, &board)?;
        }
        let game = Line {
            options,
            board,
            hands: setup.hands,
            confiscated: setup.confiscated,
            panels: setup.panels,
            points: setup.points,
            to_act: setup.to_act,
            barred: setup.barred,
            passes: setup.passes,
            last_move: setup.last_move,
            quiet_moves: setup.quiet_moves,
            moves: setup.moves,
            outcome: setup.outcome,
        };
        if !game.outcome.is_over() {
            setup::check_ongoing(&game)?;
        }
        Ok(game)
    }

    /// Balls in spot order.
    fn to_setup(&self) -> Setup {
        Setup {
            options: self.options,
            board: self.board.balls().collect(),
            hands: self.hands,
            confiscated: self.confiscated,
            panels: self.panels.clone(),
            points: self.points,
            to_act: self.to_act,
            barred: self.barred,
            passes: self.passes,
            last_move: self.last_move.clone(),
            quiet_moves: self.quiet_moves,
            moves: self.moves,
            outcome: self.outcome,
        }
    }

    /// The seat whose turn it is — to place or roll, or, a scorer with neither, to
    /// pass or reclaim. (In the scoring variant either seat may also reclaim at
    /// any time.)
    fn to_act(&self) -> Option<Seat> {
        (!self.outcome.is_over()).then_some(self.to_act)
    }

    /// Worded to follow "alice (White) to": place (how many in hand) or roll,
    /// naming the barred roll; or, for a scorer with no placement or roll, pass or
    /// reclaim a ball and place it (rulings: "Reclaiming is never compulsory"),
    /// saying when a pass would draw the game.
    fn prompt(&self) -> Msg {
        if self.outcome.is_over() {
            return msg!("line-game-over");
        }
        let seat = self.to_act;
        if !self.can_move(seat) {
            return if self.passes >= 1 && !self.can_move(seat.opponent()) {
                msg!("line-prompt-pass-draw", opponent = seat_msg(seat.opponent()))
            } else {
                msg!("line-prompt-pass")
            };
        }
        let hand = self.hands[seat.index()];
        let on_board = self.board.count(seat);
        let prompt = match (hand, on_board) {
            (0, _) => msg!("line-prompt-roll"),
            (_, 0) => msg!("line-prompt-place", hand = hand),
            _ => msg!("line-prompt-place-or-roll", hand = hand),
        };
        match self.barred[seat.index()] {
            Some(Roll { from, to }) => msg!(
                "line-prompt-barred",
                prompt = prompt,
                from = from.to_string(),
                to = to.to_string()
            ),
            None => prompt,
        }
    }

    /// In canonical order: `seat`'s placements and rolls (with every allowed
    /// choice of confiscations) when it is that seat's turn, or `pass` when it is
    /// its turn and it has none (rulings, "scoring": "Reclaiming is never
    /// compulsory"); then — in the scoring variant, on either seat's turn — its
    /// reclaims, `reclaim 1` upward. Nothing once the game is over.
    fn legal_actions(&self, seat: Seat, into: &mut Vec<Action>) {
        if self.outcome.is_over() || seat.index() > 1 {
            return;
        }
        if seat == self.to_act {
            let before = into.len();
            self.generate_moves(seat, into);
            if into.len() == before {
                into.push(Action::Pass);
            }
        }
        if self.can_reclaim(seat) {
            let most = self.points[seat.index()].min(self.confiscated[seat.index()]);
            into.extend((1..=most).map(|balls| Action::Reclaim { balls }));
        }
    }

    fn parse_action(text: &str) -> Result<Action, ParseError> {
        Action::parse(text)
    }

    /// Applies `seat`'s action and returns what happened: the move, the lines it
    /// called and their rewards, a win, the safeguard, and the passes that follow
    /// when the next player is blocked (the engine passes for them and the other
    /// moves again, unless they could reclaim, when the turn waits for them).
    /// Nothing is random: `rng` is not used.
    ///
    /// **Reclaiming is free** (rulings, "scoring"): a `reclaim N` is accepted from
    /// either seat at any time while the game goes on, whoever's turn it is, and
    /// does not change whose turn it is. Every other action must come from the
    /// seat to act. See [`is_free_action`].
    ///
    /// **Reclaiming is never compulsory** (rulings, "scoring"): `pass` is accepted
    /// from the seat to act when it has no legal placement or roll, even while it
    /// holds points; it lifts the seat's no-straight-back bar and the other moves
    /// again. When both players have passed in a row and the one to act still
    /// cannot place or roll, the game is drawn.
    ///
    /// An action is checked against every rule before anything changes: an error
    /// ([`RuleError::GameOver`], [`RuleError::NotYourTurn`] for a placement, roll
    /// or pass by the other seat, or the variant naming the broken rule, such as
    /// [`RuleError::StraightBack`] or [`RuleError::CannotPass`]) leaves the game
    /// exactly as it was.
    fn apply(&mut self, seat: Seat, action: &Action, _rng: &mut dyn Rng) -> Result<Vec<Event>, RuleError> {
        if self.outcome.is_over() {
            return Err(RuleError::GameOver);
        }
        if seat.index() > 1 {
            return Err(RuleError::NoSuchSeat(seat));
        }
        if let Action::Reclaim { balls } = *action {
            self.check_reclaim(seat, balls)?;
            let i = seat.index();
            self.points[i] -= balls;
            self.confiscated[i] -= balls;
            self.hands[i] += balls;
            return Ok(vec![Event::Reclaimed {
                seat,
                balls,
                total: self.points[i],
            }]);
        }
        if seat != self.to_act {
            return Err(RuleError::NotYourTurn(self.to_act));
        }
        if *action == Action::Pass {
            self.check_pass(seat)?;
            let mut events = Vec::new();
            self.pass(seat, &mut events);
            self.begin_turn(&mut events);
            return Ok(events);
        }
        let plan = self.plan(seat, action)?;
        Ok(self.carry_out(seat, plan))
    }

    /// All nine confiscated (basic, progress), the target reached (scoring), the
    /// safeguard's verdict, neither able to move, or a resignation or agreed draw.
    fn outcome(&self) -> Outcome {
        self.outcome
    }

    /// The opponent wins. Does nothing once the game is over.
    fn resign(&mut self, seat: Seat) -> Vec<Event> {
        if self.outcome.is_over() || seat.index() > 1 {
            return Vec::new();
        }
        self.outcome = Outcome::Won(seat.opponent());
        vec![Event::Resigned { seat }]
    }

    /// Does nothing once the game is over.
    fn agree_draw(&mut self) -> Vec<Event> {
        if self.outcome.is_over() {
            return Vec::new();
        }
        self.outcome = Outcome::Draw;
        vec![Event::DrawAgreed]
    }

    /// A complete position: there is nothing hidden in the Line game.
    fn view(&self) -> View {
        View {
            variant: self.options.variant,
            to_act: self.to_act(),
            balls: self
                .board
                .balls()
                .map(|(spot, owner)| ViewBall { spot, owner })
                .collect(),
            hands: self.hands,
            confiscated: self.confiscated,
            panels: self.panels.clone(),
            points: self.points,
            target: (self.options.variant == Variant::Scoring).then_some(self.options.target),
            barred: self.barred,
            passes: self.passes,
            may_pass: !self.outcome.is_over() && !self.can_move(self.to_act),
            last_move: self.last_move.clone(),
            quiet_moves: self.quiet_moves,
            moves: self.moves,
            outcome: self.outcome,
        }
    }

    /// Material and score from `seat`'s side: balls confiscated from the opponent
    /// less balls lost (basic and progress: nine wins), lines recorded (progress),
    /// points toward the target (scoring); and half-made lines, two own balls
    /// with the third spot empty. Squashed onto −1…1.
    fn heuristic(&self, seat: Seat) -> Option<f64> {
        let me = seat.index().min(1);
        let them = 1 - me;
        let mut lead = f64::from(self.confiscated[them]) - f64::from(self.confiscated[me]);
        match self.options.variant {
            Variant::Basic => {}
            Variant::Progress => lead += 0.3 * (self.panels[me].len() as f64 - self.panels[them].len() as f64),
            Variant::Scoring => {
                lead = 0.5 * lead
                    + 10.0 * (f64::from(self.points[me]) - f64::from(self.points[them]))
                        / f64::from(self.options.target.max(1))
            }
        }
        lead += 0.25 * (open_lines(&self.board, Seat(me as u8)) - open_lines(&self.board, Seat(them as u8)));
        Some((lead / 3.0).tanh())
    }

    fn free_actions(&self) -> Option<&dyn FreeActions> {
        Some(self)
    }
}

impl FreeActions for Line {
    /// Reclaiming a ball in the scoring variant takes no turn
    /// ([`is_free_action`]).
    fn is_free_action(&self, text: &str) -> bool {
        Action::parse(text).is_ok_and(|action| is_free_action(&action))
    }
}

/// Lines with two of `seat`'s balls and the third spot empty.
fn open_lines(board: &super::board::Board, seat: Seat) -> f64 {
    let mut open = 0.0;
    for number in 1..=16 {
        let spots = super::line_spots(number);
        let mine = spots.iter().filter(|&&s| board.get(s) == Some(seat)).count();
        let empty = spots.iter().filter(|&&s| board.get(s).is_none()).count();
        if mine == 2 && empty == 1 {
            open += 1.0;
        }
    }
    open
}
