//! Line game rules: set-up, applying actions, passes, the safeguard and the outcome.
//!
//! Decisions where the rulings are silent:
//! - Nothing is random: White (seat 1) always places first, so [`Line::new`]
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
    Action, Event, LastMove, Line, Options, Roll, RuleError, Target, Variant, View, ViewBall, BALLS_PER_SIDE,
    DEFAULT_TARGET, MAX_TARGET, SAFEGUARD_MOVES,
};
use crate::i18n::Msg;
use crate::msg;
use crate::notation::option_words;
use crate::{OptionsError, Outcome, Rng, Seat};
use std::cmp::Ordering;

/// A short statement of the rules, for `/rules game:line`.
pub const RULES_SUMMARY: &str = "\
**Line** (Marx Toys). White against Black, nine balls each, on the 24-spot morris board \
(three squares joined at their middles) plus four corner diagonals.
**Your turn:** place a ball from hand on any empty spot (`d2`), or roll one of yours \
along a drawn line, diagonals included, to the next empty spot (`d2-d3`). You may not \
roll a ball straight back to the spot it left on your previous turn.
**Line!** Three of your balls filling one of the 16 straight lines (never a diagonal) \
calls line. In `basic` you confiscate an opposing ball from the board (from hand only \
when none is left there): `d2-d3 xa1`. Re-forming a line counts again.
**Variants** (`/play options:variant:progress`): `basic` — confiscate all nine to win. \
`progress` — each player scores each numbered line once. `scoring` (`target:N`, 1–16, \
default 10) — green lines 1 point, blue 1 point or a confiscation (write `x…` to take \
the ball), red 1 point and a confiscation; spend 1 point per ball to `reclaim 2` balls \
to hand at any time, even on the other's turn; first to the target wins.
**End:** if you cannot place or roll you pass and the other moves again (in scoring you \
may first `reclaim` a ball and place it, or `pass` and keep your points). If both pass in \
a row and neither can move, it is a draw. After 100 placements and rolls with no \
confiscation, point or new line the game ends: a draw in basic, most lines or points \
otherwise. `/draw` offers one, `/resign` concedes.";

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
                        game: "Line",
                        known: &["basic", "progress", "scoring"],
                    })
                }
                _ => return Err(OptionsError::unknown(word, "Line", &OPTION_WORDS)),
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
    /// A new game: an empty board, nine balls in each hand, White to place first.
    /// Nothing in the Line game is random, so `rng` is not used.
    pub fn new(options: &Options, _rng: &mut dyn Rng) -> Line {
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

    /// The table options the game was started with.
    pub fn options(&self) -> Options {
        self.options
    }

    /// The seat whose turn it is — to place or roll, or, a scorer with neither,
    /// to pass or reclaim — or `None` once the game is over. (In the scoring
    /// variant either seat may also reclaim at any time.)
    pub fn to_act(&self) -> Option<Seat> {
        (!self.outcome.is_over()).then_some(self.to_act)
    }

    /// What the seat to act is asked to do, worded to follow "alice (White) to":
    /// place (how many in hand) or roll, naming the barred roll; or, for a scorer
    /// with no placement or roll, pass or reclaim a ball and place it (rulings:
    /// "Reclaiming is never compulsory"), saying when a pass would draw the game.
    pub fn prompt(&self) -> String {
        self.prompt_msg().en()
    }

    /// [`Line::prompt`] as a message, for the reader's language.
    pub fn prompt_msg(&self) -> Msg {
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

    /// Every legal action for `seat`, in canonical order: its placements and rolls
    /// (with every allowed choice of confiscations) when it is that seat's turn,
    /// or `pass` when it is its turn and it has none (rulings, "scoring":
    /// "Reclaiming is never compulsory"); then — in the scoring variant, on either
    /// seat's turn — its reclaims, `reclaim 1` upward. Empty once the game is over.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.outcome.is_over() || seat.index() > 1 {
            return Vec::new();
        }
        let mut actions = if seat == self.to_act {
            self.generate_moves(seat)
        } else {
            Vec::new()
        };
        if seat == self.to_act && actions.is_empty() {
            actions.push(Action::Pass);
        }
        if self.can_reclaim(seat) {
            let most = self.points[seat.index()].min(self.confiscated[seat.index()]);
            actions.extend((1..=most).map(|balls| Action::Reclaim { balls }));
        }
        actions
    }

    /// Applies `seat`'s action and returns what happened: the move, the lines it
    /// called and their rewards, a win, the safeguard, and the passes that follow
    /// when the next player is blocked (the engine passes for them and the other
    /// moves again, unless they could reclaim, when the turn waits for them).
    ///
    /// **Reclaiming is free** (rulings, "scoring"): a `reclaim N` is accepted from
    /// either seat at any time while the game goes on, whoever's turn it is, and
    /// does not change whose turn it is. Every other action must come from the
    /// seat to act. See [`is_free_action`](super::is_free_action).
    ///
    /// **Reclaiming is never compulsory** (rulings, "scoring"): `pass` is accepted
    /// from the seat to act when it has no legal placement or roll, even while it
    /// holds points; it lifts the seat's no-straight-back bar and the other moves
    /// again. When both players have passed in a row and the one to act still
    /// cannot place or roll, the game is drawn.
    ///
    /// An action is checked against every rule before anything changes: an error
    /// leaves the game exactly as it was.
    ///
    /// # Errors
    ///
    /// [`RuleError::GameOver`] once the game has ended, [`RuleError::NotYourTurn`]
    /// for a placement, roll or pass by the other seat, and the variant naming the
    /// broken rule ([`RuleError::StraightBack`]: "d3-d2 rolls straight back to the
    /// spot that ball left on your last turn"; [`RuleError::CannotPass`]: "you can
    /// still place or roll (like d2), so you cannot pass") for anything else.
    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
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

    fn carry_out(&mut self, seat: Seat, plan: Plan) -> Vec<Event> {
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
    fn pass(&mut self, seat: Seat, events: &mut Vec<Event>) {
        events.push(Event::Passed { seat });
        self.barred[seat.index()] = None;
        self.passes = self.passes.saturating_add(1);
        self.to_act = seat.opponent();
    }

    /// `seat` resigns: the opponent wins. Does nothing once the game is over.
    pub fn resign(&mut self, seat: Seat) -> Vec<Event> {
        if self.outcome.is_over() || seat.index() > 1 {
            return Vec::new();
        }
        self.outcome = Outcome::Won(seat.opponent());
        vec![Event::Resigned { seat }]
    }

    /// Both players agreed to a draw. Does nothing once the game is over.
    pub fn agree_draw(&mut self) -> Vec<Event> {
        if self.outcome.is_over() {
            return Vec::new();
        }
        self.outcome = Outcome::Draw;
        vec![Event::DrawAgreed]
    }

    /// The outcome so far: all nine confiscated (basic, progress), the target
    /// reached (scoring), the safeguard's verdict, neither able to move, or a
    /// resignation or agreed draw.
    pub fn outcome(&self) -> Outcome {
        self.outcome
    }

    /// The public view: a complete position (there is nothing hidden in the Line
    /// game).
    pub fn view(&self) -> View {
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
}

/// A seat's colour in the reader's language (`line-seat-0` is White).
pub(super) fn seat_msg(seat: Seat) -> Msg {
    crate::i18n::seat("line", seat.index().min(1))
}
